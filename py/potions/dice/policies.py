"""The computer opponents' ways of playing: Easy (a beginner) and Medium (greedy on the
position evaluation), also the fast policy of Hard's look-ahead and of the balance runs.

A policy plays on a *world*: a full game the computer may look into, rebuilt from its
view with the hidden parts (the rolls to come, the deck order) drawn at random, so
applying an action to a copy never reveals the real rolls.
"""

from __future__ import annotations

from collections import Counter

from potions.core.rng import Pcg32
from potions.dice.actions import Action
from potions.dice.cards import CARDS, REROLL_DICE, VALUES
from potions.dice.evaluation import (
    WEIGHTS,
    Weights,
    evaluate,
    others_value,
    seat_value,
    turns_left,
)
from potions.dice.game import Game
from potions.dice.targets import choosable, missing, remaining

_CHANCE = ("reroll", "love")
"""Powers whose outcome is a roll: chosen by rule, not by trying them on a world."""


def needs(game: Game, seat: int) -> Counter[int]:
    """Dice of each number the potions of ``seat`` still need."""
    out: Counter[int] = Counter()
    for s in game.players[seat]["spaces"]:
        if s is not None:
            for v in VALUES:
                out[v] += max(0, missing(s, v))
    return out


def open_needs(game: Game, seat: int) -> Counter[int]:
    """Needs not yet covered by the ingredients set aside and the reserve."""
    need = needs(game, seat)
    need.subtract(Counter(game.turn["ready"] + game.players[seat]["reserve"]))
    return +need


def candidates(game: Game) -> list[Action]:
    """The legal actions worth considering: never taking dice back from a potion, never
    cancelling, a Little Help only to finish a potion; one potion per type (and Virtual
    Die number)."""
    seen: set[tuple[str, int | None]] = set()
    out = []
    spaces = game.players[game.current]["spaces"]
    for a in game.legal_actions():
        if a.verb in ("lift", "cancel"):
            continue
        if a.verb == "help":
            space = spaces[a.ints()[1]]
            if space is None or remaining(space) > 1:
                continue
        if a.verb == "use":
            card = CARDS[a.ints()[0]]
            key = (card.type, card.face)
            if key in seen:
                continue
            seen.add(key)
        out.append(a)
    return out


def after(game: Game, action: Action) -> Game:
    """A copy of ``game`` with ``action`` applied (no history, no events)."""
    return game.copy(record=False).apply_trusted(action)


def best_completion(game: Game, seat: int, w: Weights = WEIGHTS) -> tuple[float, Action]:
    """The best way to finish using the potion being used (every target tried), and its
    value (judged with ``w``); the first step is returned."""
    best: tuple[float, Action] | None = None
    for a in game.legal_actions():
        if a.verb == "cancel":
            continue
        child = after(game, a)
        if child.turn["power"] is not None and child.current == seat:
            value = best_completion(child, seat, w)[0]
        else:
            value = evaluate(child, seat, None, w)
        if best is None or value > best[0]:
            best = (value, a)
    if best is None:
        return evaluate(game, seat, None, w), game.legal_actions()[0]
    return best


def _reroll_step(game: Game, seat: int) -> Action:
    """Reroll the dice of the roll that help least: 6s, numbers chosen, numbers unneeded."""
    power = game.turn["power"]
    assert power is not None
    want = open_needs(game, seat)
    ready = game.turn["ready"]
    legal = game.legal_actions()
    picks = [a for a in legal if a.verb == "pick"]

    def useless(a: Action) -> int:
        v = a.ints()[0]
        return 0 if v == 6 else 1 if v in ready else 2 if want[v] == 0 else 3

    if picks:
        ranked = sorted(picks, key=useless)
        if useless(ranked[0]) < 3 and len(power["picked"]) < REROLL_DICE:
            return ranked[0]
    return next((a for a in legal if a.verb == "done"), legal[0])


def _love_step(game: Game, seat: int) -> Action:
    """Take the dice the lender needs most (else any) from the strongest opponent."""
    legal = [a for a in game.legal_actions() if a.verb == "borrow"]
    if not legal:
        return next(a for a in game.legal_actions() if a.verb == "done")

    def hurt(a: Action) -> tuple[float, int]:
        s, v = a.ints()
        return (seat_value(game, s), needs(game, s)[v])

    return max(legal, key=hurt)


def chance_power_wanted(game: Game, seat: int, kind: str) -> bool:
    """Whether to use a Reroll (a roll that offers nothing while numbers are still needed)
    or a Blind Love (an opponent keeps 2 dice in the reserve, or the end is near)."""
    if kind == "reroll":
        want = open_needs(game, seat)
        ready = game.turn["ready"]
        return not choosable(game) and any(want[v] > 0 and v not in ready for v in VALUES)
    if kind == "love":
        most = max(len(p["reserve"]) for q, p in enumerate(game.players) if q != seat)
        return most >= 2 or (most >= 1 and turns_left(game, seat) <= 1)
    return False


_TOUCHES_OTHERS = ("end", "keep", "use")
"""Actions after which an opponent's table may have changed (debts paid, Trick)."""


def scored(
    game: Game, seat: int, powers: bool = True, w: Weights = WEIGHTS
) -> list[tuple[float, Action]]:
    """Every candidate with the value of the position it leads to (powers: their best
    use; chance powers: by rule, first when wanted, left out otherwise; ``powers``
    False: no potion is used and no reserve die freed; judged with ``w``)."""
    out = []
    others = others_value(game, seat, w)
    for a in candidates(game):
        if not powers and a.verb in ("use", "free"):
            continue
        if a.verb == "use":
            kind = CARDS[a.ints()[0]].type
            if kind in _CHANCE:
                if chance_power_wanted(game, seat, kind):
                    out.append((float("inf"), a))
                continue
            out.append((best_completion(after(game, a), seat, w)[0], a))
        else:
            child = after(game, a)
            same = a.verb not in _TOUCHES_OTHERS and child.current == seat
            out.append((evaluate(child, seat, others if same else None, w), a))
    return out


def medium(game: Game, powers: bool = True, w: Weights = WEIGHTS) -> Action:
    """Greedy: the action whose position the evaluation (judging with ``w``) likes best
    (``powers`` False: a faster policy that uses no potion, for look-ahead)."""
    seat = game.current
    legal = game.legal_actions()
    if len(legal) == 1:
        return legal[0]
    power = game.turn["power"]
    if power is not None:
        kind = CARDS[power["card"]].type
        if kind == "reroll":
            return _reroll_step(game, seat)
        if kind == "love":
            return _love_step(game, seat)
        return best_completion(game, seat, w)[1]
    options = scored(game, seat, powers, w)
    best, best_value = legal[-1], float("-inf")
    for value, a in options:
        if value > best_value:
            best, best_value = a, value
    return best


def easy(game: Game, rng: Pcg32) -> Action:
    """A beginner: sets aside the number its potions need most, places dice where they
    fit, takes potions it likes the look of; uses potions on a whim, now and then picks
    a number at random, never asks for a Little Help or frees dice."""
    seat = game.current
    legal = game.legal_actions()
    if len(legal) == 1:
        return legal[0]
    verbs = {a.verb for a in legal}
    if game.turn["power"] is not None:
        steps = [a for a in legal if a.verb != "cancel"]
        return steps[rng.below(len(steps))]
    uses = [a for a in legal if a.verb == "use"]
    if uses and rng.below(5) == 0:
        return uses[rng.below(len(uses))]
    if "roll" in verbs:
        return Action("roll")
    if "choose" in verbs:
        numbers = [a for a in legal if a.verb == "choose"]
        if rng.below(4) == 0:
            return numbers[rng.below(len(numbers))]
        want = open_needs(game, seat)
        roll = game.turn["roll"]
        return max(numbers, key=lambda a: min(want[a.ints()[0]], roll.count(a.ints()[0])))
    if "stop" in verbs:
        return Action("stop")
    places = [a for a in legal if a.verb == "place"]
    if places:
        return places[0]
    if "end" in verbs:
        return Action("end")
    if "keep" in verbs:
        keeps = [a for a in legal if a.verb == "keep"]
        want = open_needs(game, seat)
        fitting = [a for a in keeps if want[a.ints()[0]] > 0]
        pool = fitting or keeps
        return pool[rng.below(len(pool))]
    takes = [a for a in legal if a.verb == "take"]
    if takes:
        if rng.below(2) == 0:
            return takes[rng.below(len(takes))]
        return max(takes, key=lambda a: CARDS[a.ints()[0]].points)
    return legal[rng.below(len(legal))]


def fast(game: Game) -> Action:
    """Medium without potions: the rollout policy of Hard's look-ahead."""
    return medium(game, powers=False)
