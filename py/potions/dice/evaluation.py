"""How good a position is for a seat, in points: what the computer opponents maximise.

A seat's value is its score, plus what its table promises: each potion on a space worth
its points (and power, and the award it would complete) times how far it is brewed and
how likely it is to be finished in the turns left; the ingredients waiting to be placed
counted where they fit best; unused powers; awards within reach; at the preparation
table, the dice still to roll.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from potions.dice.cards import (
    AWARD_POINTS,
    CARDS,
    NEEDS,
    ROUNDS,
    SET_SIZE,
    VALUES,
    VARIETY_TYPES,
)
from potions.dice.scoring import score_of
from potions.dice.state import Space, State

POWER: Final[dict[str, float]] = {
    "reroll": 1.0,
    "love": 1.5,
    "resurrection": 1.5,
    "changer": 2.0,
    "virtual": 1.2,
    "refill": 0.8,
    "trick": 1.5,
}
"""What an unused power is worth early in the game (points-equivalents)."""
RATE: Final = 2.4
"""Useful dice a potion gains per turn, roughly."""
FLOOR: Final = 0.12
GAIN: Final = 0.7
"""A brewing potion is worth its full value times FLOOR + GAIN * progress^1.3."""
RESERVE_DISCOUNT: Final = 0.85
"""Ingredients in the reserve are placed next turn, if no one takes them first."""
SPARE: Final = 0.15
"""A leftover ingredient that fits no potion (it may go to the reserve)."""
FUTURE: Final = 0.5
"""Share of the dice still to roll this turn expected to be useful, per needed number."""
PAIR: Final = 1.2
"""Two potions of a type without its award: the third is within reach."""
VARIETY_NEAR: Final = {4: 0.8, 5: 2.0}


@dataclass(frozen=True)
class Weights:
    """The evaluation's judgement (the defaults are Medium's and Hard's; a searching level
    may judge the ends of its play-outs with its own)."""

    power: float = 1.0
    """Scale of the unused powers' worth (:data:`POWER`)."""
    rate: float = RATE
    floor: float = FLOOR
    gain: float = GAIN
    shape: float = 1.3
    """A brewing potion is worth its full value times floor + gain * progress^shape."""
    reserve: float = RESERVE_DISCOUNT
    spare: float = SPARE
    future: float = FUTURE
    pair: float = PAIR
    near: float = 0.8
    """Share of an award a potion completing it is worth while brewing."""
    later: float = 0.25
    """What an unused power gains per turn left to use it (from 0.3, at most 1)."""
    rolling: float = 0.0
    """A die on the preparation table (rolled next turn; not locked on a potion or in the
    reserve)."""


WEIGHTS: Final = Weights()
"""Medium's and Hard's judgement."""


def turns_left(game: State, seat: int) -> int:
    """Turns ``seat`` still has after the current one (the current one excluded)."""
    if game.phase == "draft":
        return ROUNDS
    if game.phase == "over":
        return 0
    later = 1 if seat > game.current else 0
    return ROUNDS - game.round + later


def seat_value(game: State, seat: int, w: Weights = WEIGHTS) -> float:
    """The value of ``seat``'s position in points (judged with ``w``)."""
    p = game.players[seat]
    playing = game.phase == "play" and seat == game.current
    stage = game.turn["stage"] if playing else ""
    active = stage in ("start", "prep", "work")
    turns = turns_left(game, seat)
    use_factor = min(1.0, 0.3 + w.later * (turns + (1 if active else 0)))
    later_factor = min(1.0, 0.3 + w.later * turns)
    value = float(score_of(game, seat))
    counts: dict[str, int] = {}
    for x in p["potions"]:
        kind = CARDS[x["card"]].type
        counts[kind] = counts.get(kind, 0) + 1
        if x["full"]:
            value += POWER[kind] * w.power * use_factor
    awards = p["awards"]
    for done, c in counts.items():
        if done not in awards:
            # An award earned this turn is given at its end: count it already.
            value += AWARD_POINTS if c >= SET_SIZE else w.pair if c == SET_SIZE - 1 else 0.0
    variety_open = "variety" not in awards
    if variety_open:
        if len(counts) >= VARIETY_TYPES:
            value += AWARD_POINTS
        else:
            value += VARIETY_NEAR.get(len(counts), 0.0)

    # Ingredients: placeable this turn (current seat) or next turn (the reserve).
    have = [0] * 6
    if playing and stage in ("start", "prep", "work"):
        for d in game.turn["ready"]:
            have[d] += 1
        placeable = True
    else:
        placeable = False
    for d in p["reserve"]:
        have[d] += 1
    spaces = [s for s in p["spaces"] if s is not None]
    if len(spaces) == 2 and _left(spaces[1]) < _left(spaces[0]):
        spaces.reverse()
    avail = turns + (1 if stage == "start" else 0)
    weight = 1.0 if placeable else w.reserve
    die_value = 0.0
    die_count = 0
    short = [0] * 6
    for s in spaces:
        card = CARDS[s["card"]]
        need = NEEDS[s["card"]]
        total = len(card.recipe)
        on, virtual = s["dice"], s["virtual"]
        left = total - len(on) - len(virtual)
        assigned = 0
        for v in VALUES:
            n = need[v]
            if n:
                m = n - on.count(v) - virtual.count(v)
                if m > 0:
                    k = m if have[v] >= m else have[v]
                    have[v] -= k
                    assigned += k
                    short[v] += m - k
        base = card.points + POWER[card.type] * w.power * later_factor
        kind = card.type
        if kind not in awards and counts.get(kind, 0) == SET_SIZE - 1:
            base += AWARD_POINTS * w.near
        if variety_open and len(counts) == VARIETY_TYPES - 1 and kind not in counts:
            base += AWARD_POINTS * w.near
        r = left - assigned
        if r == 0:
            value += base * weight
            continue
        q = (total - left + weight * assigned) / total
        if avail == 0:
            value += base * 0.05 * q
            continue
        feasible = min(1.0, w.rate * avail / r)
        value += base * (w.floor + w.gain * q**w.shape) * feasible
        die_value += base / total * r
        die_count += r
    value += w.spare * min(sum(have), 3)
    if w.rolling:
        value += w.rolling * (p["table"] + (game.turn["free"] if stage == "start" else 0))

    # The dice still to roll this turn.
    if die_count and stage in ("start", "prep"):
        turn = game.turn
        rolling = turn["free"] if stage == "start" else len(turn["roll"])
        if rolling:
            ready = turn["ready"]
            open_numbers = [v for v in VALUES if short[v] > 0 and v not in ready]
            if open_numbers:
                need_open = sum(short[v] for v in open_numbers)
                expected = min(need_open, w.future * rolling * len(open_numbers) / 6)
                value += expected * die_value / die_count
    return value


def _left(space: Space) -> int:
    return len(CARDS[space["card"]].recipe) - len(space["dice"]) - len(space["virtual"])


def others_value(game: State, seat: int, w: Weights = WEIGHTS) -> float:
    """The best opponent's value."""
    return max(seat_value(game, i, w) for i in range(len(game.players)) if i != seat)


def evaluate(game: State, seat: int, others: float | None = None, w: Weights = WEIGHTS) -> float:
    """The position from ``seat``'s point of view: its value against the best opponent's
    (``others``, when the caller knows the opponents' tables did not change), judged with
    ``w``."""
    if game.phase == "over":
        scores = [score_of(game, i) for i in range(len(game.players))]
        return float(scores[seat] - max(s for i, s in enumerate(scores) if i != seat))
    if others is None:
        others = others_value(game, seat, w)
    return seat_value(game, seat, w) - others
