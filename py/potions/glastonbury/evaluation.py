"""How good a position is for a seat, in points: the computers' judgement.

Each player's cauldron is scored as an expectation: every ingredient card still to be
had (on the square or in the draw pile) is assumed to end in that player's cauldron
with a probability ``q`` that falls as the draw pile runs out; one ingredient's
expected points follow from the distribution of the cards it may still get. On top
come the spells in front of the player and the best card waiting on the line the pawn
is about to reach. A finished game is judged on its exact scores.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from potions.glastonbury.components import (
    ACCIO,
    CORNER_PLACES,
    DECLINATIO,
    IMMUTO,
    INGREDIENT_COUNT,
    INGREDIENTS,
    LINE_AT,
    LINES,
    PLACES,
    VANESCO,
)
from potions.glastonbury.ending import ingredient_scorings, recipe_points, scores
from potions.glastonbury.scoring import set_points
from potions.glastonbury.state import State
from potions.glastonbury.turn import move_value

END_TAKES = 10
"""Cards taken after the draw pile runs out, roughly, before a line is empty."""
BETA = 1.25
"""A player gets the cards it wants more often than a random share."""
Q_MAX = 0.8
"""The most any card is counted on."""
ACCIO_CHARGE = 2.0
"""Points a use of Accio is worth early on (half of it by the end)."""
DECLINATIO_CHARGE = 1.0
"""Points a use of Declinatio is worth early on (half of it by the end)."""
VANESCO_TAKE = 0.5
"""A Vanesco waiting on a line (what it removes is judged once it is taken)."""
DISCOUNT = (1.0, 0.75, 0.6, 0.5)
"""Weight of the card waiting for a player who acts after k others."""
LEADER = 1.0
"""Weight of the best opponent against the average opponent (more than two players)."""
WIN = 10.0
"""Extra value of a finished game won (lost: minus)."""
RECIPE_EARLY = 0.3
"""Weight of the Recipe points a seat would score now, at the start (1 at the end)."""


@dataclass(frozen=True)
class Weights:
    """The judgement: the constants above. Medium and Hard judge with :data:`STANDARD`;
    a level may judge with weights of its own (Expert, :mod:`.ai`)."""

    end_takes: int = END_TAKES
    beta: float = BETA
    q_max: float = Q_MAX
    accio_charge: float = ACCIO_CHARGE
    declinatio_charge: float = DECLINATIO_CHARGE
    vanesco_take: float = VANESCO_TAKE
    discount: tuple[float, ...] = DISCOUNT
    leader: float = LEADER
    win: float = WIN
    recipe_early: float = RECIPE_EARLY
    contested: float = 0.0
    """How much less an ingredient's cards are counted on when another player holds some
    of it too (0: not at all, as if each player were alone in wanting them)."""


STANDARD: Final = Weights()
"""The weights of the rulebook's first reading (Medium, Hard and the rollout policy)."""


@lru_cache(maxsize=20_000)
def expected(count: int, total: int, avail: tuple[int, ...], qk: int, double: bool) -> float:
    """Expected points of one ingredient held ``count`` times (Immuto included) with
    numbers adding up to ``total``, when each card of ``avail`` (their numbers) joins with
    probability ``qk / 100``."""
    q = qk / 100
    dist: dict[tuple[int, int], float] = {(0, 0): 1.0}
    for v in avail:
        nxt: dict[tuple[int, int], float] = {}
        for (c, s), p in dist.items():
            nxt[(c, s)] = nxt.get((c, s), 0.0) + p * (1 - q)
            key = (c + 1, s + v)
            nxt[key] = nxt.get(key, 0.0) + p * q
        dist = nxt
    return math.fsum(
        p * set_points(min(4, count + c), total + s, double) for (c, s), p in dist.items()
    )


class Judge:
    """The facts of one position that every player's value needs."""

    __slots__ = ("_held", "_qks", "avail", "game", "progress", "qk", "weights")

    def __init__(self, game: State, weights: Weights = STANDARD) -> None:
        self.game = game
        self.weights = weights
        avail: list[list[int]] = [[] for _ in range(INGREDIENT_COUNT)]
        cards = 0
        for c in game.table:
            if c is not None:
                cards += 1
                if c < IMMUTO:
                    avail[c >> 2].append((c & 3) + 1)
        for c in game.pile:
            cards += 1
            if c < IMMUTO:
                avail[c >> 2].append((c & 3) + 1)
        self.avail = [tuple(sorted(a)) for a in avail]
        n = len(game.players)
        remaining = len(game.pile) + weights.end_takes
        q = min(weights.q_max, weights.beta * remaining / (n * max(1, cards)))
        self.qk = round(q * 100)
        self.progress = 1.0 - min(1.0, len(game.pile) / 52)
        self._held: dict[int, tuple[list[int], list[int], int, list[bool]]] = {}
        self._qks: dict[int, list[int]] = {}

    def qks(self, seat: int) -> list[int]:
        """Per ingredient, the chance in percent that ``seat`` gets one of its cards still
        to be had: less where another player holds some of it (weight ``contested``)."""
        out = self._qks.get(seat)
        if out is None:
            qk = self.qk
            out = [qk] * INGREDIENT_COUNT
            cut = self.weights.contested
            if cut:
                low = round(qk * (1 - cut))
                for other in range(len(self.game.players)):
                    if other != seat:
                        for i, c in enumerate(self.holdings(other)[0]):
                            if c:
                                out[i] = low
            self._qks[seat] = out
        return out

    def holdings(self, seat: int) -> tuple[list[int], list[int], int, list[bool]]:
        """Per ingredient: cards held and their numbers' total; Immuto cards; doubled."""
        held = self._held.get(seat)
        if held is None:
            held = self._held[seat] = self._holdings(seat)
        return held

    def _holdings(self, seat: int) -> tuple[list[int], list[int], int, list[bool]]:
        counts = [0] * INGREDIENT_COUNT
        totals = [0] * INGREDIENT_COUNT
        immuto = 0
        for c in self.game.players[seat]["cauldron"]:
            if c < IMMUTO:
                counts[c >> 2] += 1
                totals[c >> 2] += (c & 3) + 1
            else:
                immuto += 1
        colour = self.game.players[seat]["colour"]
        doubles = [ing.colour == colour for ing in INGREDIENTS]
        return counts, totals, immuto, doubles

    def cauldron_value(self, seat: int) -> float:
        """Expected points of the seat's ingredients, Immuto cards placed at best."""
        counts, totals, immuto, doubles = self.holdings(seat)
        qks = self.qks(seat)
        value = 0.0
        gains: list[tuple[float, float]] = []
        for i in range(INGREDIENT_COUNT):
            if counts[i]:
                qk = qks[i]
                base = expected(counts[i], totals[i], self.avail[i], qk, doubles[i])
                value += base
                if immuto:
                    one = expected(counts[i] + 1, totals[i], self.avail[i], qk, doubles[i])
                    two = (
                        expected(counts[i] + 2, totals[i], self.avail[i], qk, doubles[i])
                        if immuto > 1
                        else one
                    )
                    gains.append((one - base, two - base))
        if immuto and gains:
            ones = sorted((g[0] for g in gains), reverse=True)
            best = ones[0]
            if immuto > 1:
                best = max(best + (ones[1] if len(ones) > 1 else 0.0), max(g[1] for g in gains))
            value += best
        return value

    def marginal(self, seat: int, card: int) -> float:
        """Roughly what taking ``card`` is worth to ``seat`` now."""
        if card < IMMUTO:
            i, v = card >> 2, (card & 3) + 1
            counts, totals, _, doubles = self.holdings(seat)
            qk = self.qks(seat)[i]
            avail = list(self.avail[i])
            if v in avail:
                avail.remove(v)
            after = expected(counts[i] + 1, totals[i] + v, tuple(avail), qk, doubles[i])
            before = (
                expected(counts[i], totals[i], self.avail[i], qk, doubles[i]) if counts[i] else 0.0
            )
            return after - before
        if card == IMMUTO:
            return 2.0
        w = self.weights
        if card == ACCIO:
            return 2 * w.accio_charge * (1 - self.progress / 2)
        if card == DECLINATIO:
            return 3 * w.declinatio_charge * (1 - self.progress / 2)
        if card == VANESCO:
            return w.vanesco_take
        return 0.0

    def best_in_line(self, seat: int, place: int) -> float:
        """The best card for ``seat`` beside ``place`` (0 beside a corner)."""
        line = LINE_AT[place]
        if line is None:
            return 0.0
        table = self.game.table
        cards = [table[c] for c in LINES[line]]
        values = [self.marginal(seat, c) for c in cards if c is not None]
        return max(values) if values else 0.0

    def waiting(self, seat: int) -> float:
        """The card ``seat`` can look forward to on its next take, discounted."""
        game = self.game
        n = len(game.players)
        p = game.players[seat]
        if seat == game.current and game.phase == "take":
            return self.best_in_line(seat, p["pawn"])
        k = (seat - game.current) % n
        if seat == game.current:
            k = 0 if game.phase == "corner" else n
        discount = self.weights.discount
        weight = discount[min(k, len(discount) - 1)]
        place = p["pawn"]
        if not (seat == game.current and game.phase == "corner"):
            place = (place + move_value(game, seat)) % PLACES
        if place in CORNER_PLACES:
            if not p["declinatio"]:
                return 0.0
            place = (place + move_value(game, seat)) % PLACES
            weight *= 0.9
        return weight * self.best_in_line(seat, place)

    def spells(self, seat: int) -> float:
        """The spells in front of the seat."""
        p = self.game.players[seat]
        late = 1 - self.progress / 2
        w = self.weights
        return late * (
            w.accio_charge * sum(p["accio"]) + w.declinatio_charge * sum(p["declinatio"])
        )

    def value(self, seat: int) -> float:
        """Everything a seat may expect, in points."""
        return self.cauldron_value(seat) + self.spells(seat) + self.waiting(seat)


def evaluate(game: State, seat: int, weights: Weights = STANDARD) -> float:
    """The position from ``seat``'s point of view: its expected points against the best
    opponent's (judged with ``weights``)."""
    n = len(game.players)
    win = weights.win
    if game.phase == "over":
        final = scores(game)
        lead = final[seat] - max(s for i, s in enumerate(final) if i != seat)
        return lead + (win if lead > 0 else -win if lead < 0 else 0.0)
    judge = Judge(game, weights)
    values = [judge.value(i) for i in range(n)]
    if game.config["recipes"]:
        weight = weights.recipe_early + (1 - weights.recipe_early) * judge.progress
        scorings = ingredient_scorings(game)
        for i, r in enumerate(recipe_points(game, scorings)):
            values[i] += weight * math.fsum(r.values())
    others = [v for i, v in enumerate(values) if i != seat]
    leader = weights.leader
    return values[seat] - leader * max(others) - (1 - leader) * math.fsum(others) / len(others)
