"""An independent benchmark opponent: plain flat Monte Carlo ("flatmc").

Not offered to players: it measures Hard and Expert from outside (``python -m potions
tournament --game explosion --pairs hard:flatmc``). It shares nothing with them but the
engine and the fair-play machinery (``prepare`` and determinizations from the view):
not their evaluation, not their policy, not their candidate moves.

For every legal action (potions with the same effect counted once), it plays random-ish
continuations to the end of its turn on determinizations of what it cannot see, round
robin, and plays the action with the best mean of its own simple evaluation: score,
plus each brewing potion's points times the square of its filled share, plus half a
point per undrunk potion, against the best opponent's. The random-ish policy places
marbles at random, picks at random, asks for no Little Help, and after the pick ends the
turn half of the time or drinks or places at random.

Budget: playouts, a count (never the clock): about 1 s of CPython per turn on the
reference machine (docs/rules-explosion.md).
"""

from __future__ import annotations

from potions.core import search
from potions.core.rng import Pcg32
from potions.explosion.actions import Action
from potions.explosion.components import TILES
from potions.explosion.game import Game

PLAYOUTS = 4800
"""Continuations per decision before the pick."""
PLAYOUTS_LATER = 1600
"""Continuations per decision once the pick is made."""
WORLDS = 8
PLAYOUT_MOVES = 40


def value(game: Game, seat: int) -> float:
    """The benchmark's own evaluation of ``seat``'s position."""

    def desk(i: int) -> float:
        p = game.players[i]
        v = float(game.score_of(i))
        for b in p["burners"]:
            if b is not None:
                filled = sum(1 for x in b["holes"] if x is not None)
                v += TILES[b["tile"]].points * (filled / len(b["holes"])) ** 2
        v += 0.5 * sum(1 for x in p["potions"] if not x["drunk"])
        return v

    if game.is_over:
        scores = game.scores()
        return 10.0 * (scores[seat] - max(s for i, s in enumerate(scores) if i != seat))
    return desk(seat) - max(desk(i) for i in range(len(game.players)) if i != seat)


def random_ish(game: Game, rng: Pcg32) -> Action:
    """A random legal move, without Little Help, ending half the time once picked."""
    legal = game.legal_actions()
    if game.phase == "play" and not game.turn["hand"] and not game.turn["prismatic"]:
        if game.turn["picked"] and rng.below(2) == 0:
            return Action("end")
        legal = [a for a in legal if a.verb not in ("help", "end")] or legal
    return legal[rng.below(len(legal))]


def redraw(game: Game, rng: Pcg32) -> None:
    """Another order of the tank for a copy of a world."""
    game.rng = Pcg32(rng.next64())


def options(game: Game) -> list[Action]:
    """Every legal action, drinks with the same effect and target counted once."""
    out = []
    seen: set[tuple[object, ...]] = set()
    for a in game.legal_actions():
        if a.verb == "drink":
            ints = a.ints()
            kind = TILES[ints[0]].kind
            key: tuple[object, ...] = (
                (TILES[ints[1]].kind, *ints[2:]) if kind == "sands" else (kind, *ints[1:])
            )
            if key in seen:
                continue
            seen.add(key)
        out.append(a)
    return out


def flat_monte_carlo(world: Game, decision: search.Decision) -> Action:
    """The legal action with the best mean value after random-ish turn continuations."""
    seat = decision.seat
    moves = options(world)
    if len(moves) == 1:
        return moves[0]
    worlds = search.Worlds(
        lambda rng: Game.from_view(decision.view, rng),
        decision.rng.next64(),
        WORLDS,
        copy=lambda g: g.copy(record=False),
        vary=redraw,
    )
    rng = Pcg32.from_seed(decision.rng.next64())
    playouts = PLAYOUTS if world.phase == "play" and not world.turn["picked"] else PLAYOUTS_LATER
    playouts = max(playouts, len(moves))
    totals = [0.0] * len(moves)
    runs = [0] * len(moves)
    for n in range(playouts):
        i = n % len(moves)
        g = worlds.copy(n // len(moves)).apply_trusted(moves[i])
        for _ in range(PLAYOUT_MOVES):
            if g.current != seat or g.phase in ("over", "draft", "tiebreak"):
                break
            g.apply_trusted(random_ish(g, rng))
        totals[i] += value(g, seat)
        runs[i] += 1
    best = max(range(len(moves)), key=lambda i: (totals[i] / runs[i], -i))
    return moves[best]
