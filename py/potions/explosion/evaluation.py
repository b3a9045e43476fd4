"""How good a position of Potion Explosion is, for the computer opponents.

A seat's *desk* is worth its score plus what it is likely to become:

- each potion brewing on a burner is worth what completing it brings (its points, the
  Skill-token progress it makes, the effect of drinking it, the next tile drawn on the
  freed burner) discounted by the marbles it still misses (``Q``);
- the marbles in the hand and the pool that fit empty holes count as placed, on the
  burner where they are worth most (a marble waiting for a ``place`` choice is never
  worth nothing); the others as spares;
- an undrunk potion is worth its effect; two potions of a kind are worth part of the
  Skill token a third would bring, four kinds part of the variety token.

How far the desk can still go depends on the turns its seat has left: once the end is
triggered, a seat with one turn left can finish only potions missing few marbles, and
a seat with none is worth exactly its score.

The position's value for a seat is its desk against the best other desk, less what the
next player could take with their best pick (*feed*). A finished game is worth the final
lead plus a bonus for the win.

:class:`Desk` answers "what would these extra marbles be worth" without copying the game:
the computers value every pick, drink and placement with it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import product
from typing import Any, Final

from potions.explosion.components import (
    COLOURS,
    HELP_PENALTY,
    PICKABLE,
    POOL_SIZE,
    SKILL_POINTS,
    TILES,
)
from potions.explosion.ending import score_of
from potions.explosion.state import State

INDEX: Final[dict[str, int]] = {c: i for i, c in enumerate(COLOURS)}
"""A colour's position in the per-colour counts."""

MANY, ONE, NONE = 0, 1, 2
"""Horizons: turns a seat has left (the end not triggered; this turn or one more; none)."""

Q: Final = (
    (1.0, 0.8, 0.64, 0.52, 0.42, 0.34, 0.27, 0.22),
    (1.0, 0.45, 0.2, 0.08, 0.03, 0.0, 0.0, 0.0),
    (1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0),
)
"""Share of a brewing potion's worth by marbles missing (0: complete), per horizon."""

UNDRUNK: Final = (
    {
        "sands": 1.1,
        "magnetic": 1.3,
        "wisdom": 1.0,
        "balm": 1.3,
        "prismatic": 1.1,
        "love": 0.8,
        "abyssal": 1.5,
        "filter": 0.6,
    },
    {
        "sands": 0.7,
        "magnetic": 0.8,
        "wisdom": 0.7,
        "balm": 0.8,
        "prismatic": 0.7,
        "love": 0.5,
        "abyssal": 0.9,
        "filter": 0.3,
    },
    dict.fromkeys(
        ("sands", "magnetic", "wisdom", "balm", "prismatic", "love", "abyssal", "filter"), 0.0
    ),
)
"""What an undrunk potion's effect is worth, per horizon."""

SAME_KIND: Final = ((0.0, 0.25, 1.2), (0.0, 0.0, 0.0), (0.0, 0.0, 0.0))
"""Progress to a kind's Skill token by potions of that kind completed (0, 1, 2)."""
KINDS_DONE: Final = ((0.0, 0.0, 0.0, 0.5, 1.5), (0.0,) * 5, (0.0,) * 5)
"""Progress to the variety token by kinds completed (0 to 4)."""
FRESH: Final = (1.6, 0.0, 0.0)
"""An empty burner that will get a new tile at the end of the turn."""
SPARE: Final = (0.12, 0.0, 0.0)
"""A pool marble that fits no hole now (another tile may want it)."""
FEED: Final = 0.5
"""Share of the next player's best pick that counts against the seat."""
WIN: Final = 25.0
"""A finished game: the lead plus this for a win (minus for a loss)."""


@dataclass(frozen=True)
class Weights:
    """The evaluation's judgement: what each part of a desk is worth (the constants
    above, per horizon where they have one). Medium judges with :data:`STANDARD`;
    a level may judge with weights of its own."""

    q: tuple[tuple[float, ...], ...] = Q
    undrunk: tuple[Mapping[str, float], ...] = UNDRUNK
    same_kind: tuple[tuple[float, ...], ...] = SAME_KIND
    kinds_done: tuple[tuple[float, ...], ...] = KINDS_DONE
    fresh: tuple[float, ...] = FRESH
    spare: tuple[float, ...] = SPARE
    feed: float = FEED
    win: float = WIN

    def undrunk_times(self, factor: float) -> Weights:
        """These weights with undrunk potions worth ``factor`` times as much (before the
        end and on a last turn; after its last turn a seat gains nothing from them)."""
        rows = tuple({k: round(v * factor, 4) for k, v in row.items()} for row in self.undrunk[:2])
        return replace(self, undrunk=(*rows, *self.undrunk[2:]))


STANDARD: Final = Weights()
"""The weights Medium judges with (Hard and Expert judge with their own, ai_search)."""

WORK = [0]
"""Work done so far, in units of about one desk valuation (a building counts 3): the
searches are budgeted by this count, never by the clock."""


def horizon(game: State, seat: int) -> int:
    """The turns ``seat`` has left: MANY before the end is triggered; then ONE for the
    seat playing its last turn and those after it in the round, NONE for the others."""
    if game.end_reason is None:
        return MANY
    return ONE if seat >= game.current else NONE


def _plus(kinds: dict[str, int], *more: str) -> dict[str, int]:
    out = dict(kinds)
    for kind in more:
        out[kind] = out.get(kind, 0) + 1
    return out


def _skill(
    kinds: dict[str, int], tokens: Sequence[str], variety: bool, h: int, w: Weights
) -> float:
    """Skill-token progress of completed potions (tokens not yet awarded count in full)."""
    value = 0.0
    for kind, n in kinds.items():
        if kind not in tokens:
            value += SKILL_POINTS if n >= 3 else w.same_kind[h][n]
    if not variety:
        d = len(kinds)
        value += SKILL_POINTS if d >= 5 else w.kinds_done[h][d]
    return value


Burners = list[tuple[list[int], int, float]]
"""Per brewing potion: the missing marbles per colour, their total, the worth of completing it."""
_DESKS: dict[
    tuple[object, ...], tuple[Weights, float, Burners, float, dict[tuple[int, ...], float]]
] = {}
"""A seat's desk apart from its marbles, by what it is built from, and its worth by the
marbles in hand: the searches value the same desks again and again (every option meets
the same worlds)."""
_DESKS_KEPT: Final = 20000


def _judge(p: Mapping[str, Any], h: int, w: Weights, stacks: bool) -> tuple[float, Burners, float]:
    """A seat's desk apart from its marbles: its worth as it stands (``base``), each brewing
    potion's missing marbles and worth (``burners``), and the correction when both
    complete (``both``: their Skill progress interacts)."""
    kinds: dict[str, int] = {}
    undrunk = w.undrunk[h]
    points = 0
    kept: list[float] = []
    for potion in p["potions"]:
        tile = TILES[potion["tile"]]
        points += tile.points
        kind = tile.kind
        kinds[kind] = kinds.get(kind, 0) + 1
        if not potion["drunk"]:
            kept.append(undrunk[kind])
    # The same sums in the same order as score_of and then each undrunk potion: the
    # searches' decisions depend on these floats to the last bit.
    base = float(points + SKILL_POINTS * p["skill"] - HELP_PENALTY * p["helps"])
    for x in kept:
        base += x
    tokens = p["skill_kinds"]
    variety = p["variety"]
    skill = _skill(kinds, tokens, variety, h, w)
    base += skill
    fresh = w.fresh[h] if stacks else 0.0
    burners: Burners = []
    done: list[str] = []
    bonuses = 0.0
    for b in p["burners"]:
        if b is None:
            base += fresh
            continue
        tile = TILES[b["tile"]]
        need = [0, 0, 0, 0]
        holes = tile.holes
        for i, x in enumerate(b["holes"]):
            if x is None:
                need[INDEX[holes[i]]] += 1
        bonus = _skill(_plus(kinds, tile.kind), tokens, variety, h, w) - skill
        bonuses += bonus
        worth = tile.points + bonus + undrunk[tile.kind] + fresh
        burners.append((need, sum(need), worth))
        done.append(tile.kind)
    both = 0.0
    if len(done) == 2:
        both = _skill(_plus(kinds, *done), tokens, variety, h, w) - skill - bonuses
    return base, burners, both


class Desk:
    """One seat's desk as counts: what extra marbles would be worth, fast.

    ``burners`` holds, per brewing potion, the missing marbles per colour, their total
    and the worth of completing it; ``marbles`` the hand and pool per colour."""

    __slots__ = (
        "base",
        "both",
        "burners",
        "h",
        "marbles",
        "q",
        "seat",
        "spare_worth",
        "values",
        "w",
    )

    def __init__(self, game: State, seat: int, h: int | None = None, w: Weights = STANDARD) -> None:
        WORK[0] += 3
        self.seat = seat
        self.w = w
        if h is None:
            h = MANY if game.end_reason is None else ONE if seat >= game.current else NONE
        self.h = h
        self.q = w.q[h]
        self.spare_worth = w.spare[h]
        p = game.players[seat]
        stacks = any(game.stacks)
        key = (
            tuple([(x["tile"], x["drunk"]) for x in p["potions"]]),
            tuple([None if b is None else (b["tile"], *b["holes"]) for b in p["burners"]]),
            p["skill"],
            p["helps"],
            tuple(p["skill_kinds"]),
            p["variety"],
            h,
            id(w),
            stacks,
        )
        known = _DESKS.get(key)
        if known is None or known[0] is not w:
            if len(_DESKS) >= _DESKS_KEPT:
                _DESKS.clear()
            known = _DESKS[key] = (w, *_judge(p, h, w, stacks), {})
        # Shared with every desk built alike: never changed in place (with_placed).
        _, self.base, self.burners, self.both, values = known
        self.values: dict[tuple[int, ...], float] | None = values
        self.marbles = marbles = [0, 0, 0, 0]
        for c in p["pool"]:
            marbles[INDEX[c]] += 1
        if seat == game.current and game.phase == "play":
            for c in game.turn["hand"]:
                marbles[INDEX[c]] += 1

    def value(self, extra: Sequence[int] = (0, 0, 0, 0)) -> float:
        """The desk's worth with ``extra`` marbles (per colour) in hand: every marble that
        fits goes on the burner where it is worth most."""
        WORK[0] += 1
        m = self.marbles
        e0, e1, e2, e3 = extra
        m0, m1, m2, m3 = m[0] + e0, m[1] + e1, m[2] + e2, m[3] + e3
        values = self.values
        if values is None:
            return self._worth(m0, m1, m2, m3)
        key = (m0, m1, m2, m3)
        known = values.get(key)
        if known is None:
            known = values[key] = self._worth(m0, m1, m2, m3)
        return known

    def _worth(self, m0: int, m1: int, m2: int, m3: int) -> float:
        # Written out by hand: the searches call this hundreds of thousands of times a turn.
        burners = self.burners
        total = m0 + m1 + m2 + m3
        if not burners:
            return self.base + self.spare_worth * min(total, POOL_SIZE)
        q = self.q
        if len(burners) == 1:
            need, missing, worth = burners[0]
            a0, a1, a2, a3 = need
            placed = (
                (m0 if m0 < a0 else a0)
                + (m1 if m1 < a1 else a1)
                + (m2 if m2 < a2 else a2)
                + (m3 if m3 < a3 else a3)
            )
            left = missing - placed
            rest = total - placed
            spare = self.spare_worth * (rest if rest < POOL_SIZE else POOL_SIZE)
            return self.base + (worth if left == 0 else worth * q[left]) + spare
        (n0, t0, w0), (n1, t1, w1) = burners
        fixed0 = fixed1 = 0
        choices: list[range] = []
        split = 0
        for c, n in enumerate((m0, m1, m2, m3)):
            if not n:
                continue
            a, b = n0[c], n1[c]
            if not a or not b or n >= a + b:
                x = n if n < a else a
                fixed0 += x
                y = n - x
                fixed1 += y if y < b else b
            else:
                choices.append(range(max(0, n - b), min(n, a) + 1))
                split += n
        spare_worth = self.spare_worth
        both = self.both
        best = float("-inf")
        for combo in product(*choices) if choices else ((),):
            chosen = sum(combo)
            p0 = fixed0 + chosen
            p1 = fixed1 + split - chosen
            left0, left1 = t0 - p0, t1 - p1
            v = (w0 if left0 == 0 else w0 * q[left0]) + (w1 if left1 == 0 else w1 * q[left1])
            if left0 == 0 and left1 == 0:
                v += both
            rest = total - p0 - p1
            v += spare_worth * (rest if rest < POOL_SIZE else POOL_SIZE)
            if v > best:
                best = v
        return self.base + best

    def with_placed(self, colour: int, b: int, hole: int | None = None) -> float:
        """The worth after one marble of ``colour`` from the hand or pool goes on burner
        ``b``, on a hole of its colour (or of colour ``hole``: Prismatic Joy's wild marble)."""
        burners = self.burners
        need, missing, worth = burners[b]
        placed = list(burners)
        if missing == 1:
            # Complete: its worth is banked and the burner takes no more marbles.
            placed[b] = ([0, 0, 0, 0], 0, worth)
        else:
            less = list(need)
            less[colour if hole is None else hole] -= 1
            placed[b] = (less, missing - 1, worth)
        values = self.values
        self.burners, self.values = placed, None
        self.marbles[colour] -= 1
        try:
            return self.value()
        finally:
            self.burners, self.values = burners, values
            self.marbles[colour] += 1


def counts(colours: Sequence[str]) -> list[int]:
    """Marbles per colour."""
    out = [0, 0, 0, 0]
    for c in colours:
        out[INDEX[c]] += 1
    return out


def pick_counts(track: Sequence[str], slot: int) -> list[int]:
    """The marbles a regular pick at ``slot`` of ``track`` takes, per colour (the count of
    :func:`dispenser.chain_indices`'s positions, without listing them)."""
    out = [0, 0, 0, 0]
    out[INDEX[track[slot]]] += 1
    low, high, size = slot - 1, slot + 1, len(track)
    while low >= 0 and high < size and track[low] == track[high]:
        colour = track[low]
        start = low
        while low >= 0 and track[low] == colour:
            low -= 1
        end = high
        while high < size and track[high] == colour:
            high += 1
        out[INDEX[colour]] += start - low + high - end
    return out


_PICKS: dict[tuple[str, ...], tuple[tuple[int, ...], ...]] = {}
_PICKS_KEPT: Final = 50000


def track_picks(track: Sequence[str]) -> tuple[tuple[int, ...], ...]:
    """:func:`pick_counts` of every pickable slot of ``track``, bottom first (remembered by
    the track's colours: the searches meet the same tracks again and again)."""
    key = tuple(track)
    known = _PICKS.get(key)
    if known is None:
        if len(_PICKS) >= _PICKS_KEPT:
            _PICKS.clear()
        known = _PICKS[key] = tuple(
            tuple(pick_counts(track, s)) for s in range(min(len(track), PICKABLE))
        )
    return known


def best_pick_gain(game: State, desk: Desk) -> float:
    """What the best regular pick on the dispenser now would add to ``desk``."""
    base = desk.value()
    best = 0.0
    seen: set[tuple[int, ...]] = set()
    for track in game.tracks:
        for key in track_picks(track):
            if key in seen:
                continue
            seen.add(key)
            best = max(best, desk.value(key) - base)
    return best


def final_value(game: State, seat: int, win: float = WIN) -> float:
    """A finished game for ``seat``: its lead over the best other, plus or minus the win."""
    scores = [score_of(game, i) for i in range(len(game.players))]
    lead = scores[seat] - max(s for i, s in enumerate(scores) if i != seat)
    winners = game.winner_seats or []
    if seat in winners:
        return lead + (win if len(winners) == 1 else win / 2)
    return lead - win


def evaluate(game: State, seat: int, feed: bool = True, w: Weights = STANDARD) -> float:
    """The position for ``seat``: its desk against the best other desk, less the next
    player's best pick once ``seat`` has picked or its turn is over, plus its own best
    pick when its turn begins (``feed``), judged with weights ``w``."""
    if game.phase == "over":
        return final_value(game, seat, w.win)
    n = len(game.players)
    mine = Desk(game, seat, w=w).value()
    others = max(Desk(game, i, w=w).value() for i in range(n) if i != seat)
    value = mine - others
    if feed and game.phase == "play":
        cur = game.current
        if cur == seat and not game.turn["picked"]:
            # Seat's own turn begins: its best pick is its to take.
            value += w.feed * best_pick_gain(game, Desk(game, seat, w=w))
        elif (cur == seat) == game.turn["picked"]:
            # Seat has picked (its turn may end) or the next player has yet to pick.
            nxt = cur if cur != seat else (seat + 1) % n
            if horizon(game, nxt) != NONE:
                value -= w.feed * best_pick_gain(game, Desk(game, nxt, w=w))
    return value
