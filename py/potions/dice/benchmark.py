"""An independent benchmark opponent for Potion Dice: greedy Monte Carlo ("greedymc").

Not offered to players: it measures Hard from outside (``python -m potions tournament
--game dice --pairs hard:greedymc``). It shares nothing with the levels but the engine
and the fair-play machinery (``search.prepare`` and determinizations from the view): not
their evaluation (:mod:`potions.dice.evaluation`), not their policies, not their
candidate moves.

Every legal action is tried (a potion's ``cancel`` aside), round robin over several
determinizations of what the seat cannot see (the rolls to come, the deck's order); each
try is played on by a greedy policy of its own to the end of the seat's turn (not
further: the next player's rolls only added noise to every option alike), then judged by
its own simple evaluation: score, plus each unfinished potion's points times the square
of its brewed share (while turns are left to finish it), plus what the reserve and the
full bottles are worth, less a point per Little Help beyond its penalty, against the best
opponent's. A Little Help that finishes no potion is not tried. It plays the action with
the best mean.

Budget: play-outs, a count (never the clock): about 1 s of CPython CPU a turn on the
development machine (docs/rules-dice.md).
"""

from __future__ import annotations

from collections import Counter

from potions.core import search
from potions.dice.actions import Action
from potions.dice.cards import (
    AWARD_POINTS,
    CARDS,
    NEEDS,
    ROUNDS,
    SET_SIZE,
    VALUES,
    VARIETY_TYPES,
)
from potions.dice.game import Game
from potions.dice.state import Player, Space
from potions.dice.view import redraw

PLAYOUTS = 144
"""Play-outs per decision with a choice to make (at least one per option)."""
WORLDS = 8
"""Determinizations built per decision; past them, copies with other rolls to come."""
PLAYOUT_MOVES = 120
"""Moves a play-out may make (a turn takes far fewer)."""
TAKEN = 0.1
"""An unfinished potion counts its points times this share plus the rest times the square
of its brewed share: a potion just taken is worth something, more the more it scores."""
HELP_PRICE = 1.0
"""What a Little Help costs in the judgement beyond its penalty: the potion it finishes
would often have been finished a turn later without it."""


def _open_needs(game: Game, seat: int, extra: list[int]) -> list[int]:
    """Per number 0-5, the dice the seat's potions still need beyond ``extra`` (dice it
    already holds for them)."""
    need = [0] * 6
    for space in game.players[seat]["spaces"]:
        if space is not None:
            recipe = NEEDS[space["card"]]
            for v in VALUES:
                need[v] += recipe[v] - space["dice"].count(v) - space["virtual"].count(v)
    for v in extra:
        if 1 <= v <= 5:
            need[v] -= 1
    return [max(0, n) for n in need]


def _left(space: Space | None) -> int:
    """Dice the potion on a space still needs (no potion: many)."""
    if space is None:
        return 99
    return len(CARDS[space["card"]].recipe) - len(space["dice"]) - len(space["virtual"])


def _card_worth(game: Game, seat: int, card: int) -> float:
    """How much a potion is worth taking: its points, less for dice it needs that the
    seat's reserve does not hold."""
    c = CARDS[card]
    reserve = list(game.players[seat]["reserve"])
    fits = 0
    for v in c.recipe:
        if v in reserve:
            reserve.remove(v)
            fits += 1
    worth = c.points - 0.6 * (len(c.recipe) - fits)
    kinds = [CARDS[x["card"]].type for x in game.players[seat]["potions"]]
    if kinds.count(c.type) == SET_SIZE - 1 or c.type not in kinds:
        worth += 1.0  # towards an award: three of a type, or six types
    return worth


def greedy_move(game: Game) -> Action:
    """A greedy legal move for the seat to play: take the potion worth most, roll at
    once, set aside the number that fills most holes, place dice on the potion nearest
    completion, ask for the Little Help only to finish a potion, keep in the reserve
    what the potions need, use no potion (a potion being used: a plain target)."""
    legal = game.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = game.current
    turn = game.turn
    if game.phase == "draft" or turn["stage"] == "market":
        takes = [a for a in legal if a.verb == "take"]
        return max(takes, key=lambda a: (_card_worth(game, seat, a.ints()[0]), -a.ints()[0]))
    if turn["power"] is not None:
        return _target(game, legal)
    stage = turn["stage"]
    player = game.players[seat]
    if stage == "start":
        return Action("roll")
    if stage == "prep":
        chooses = [a for a in legal if a.verb == "choose"]
        if not chooses:
            return Action("stop")
        need = _open_needs(game, seat, turn["ready"] + player["reserve"])
        roll = turn["roll"]

        def gain(a: Action) -> tuple[float, int]:
            v = a.ints()[0]
            n = roll.count(v)
            useful = min(n, need[v])
            return useful - 0.1 * (n - useful), -v

        return max(chooses, key=gain)
    if stage == "work":
        spaces = player["spaces"]
        places = [a for a in legal if a.verb == "place"]
        if places:
            return min(places, key=lambda a: (_left(spaces[a.ints()[1]]), a.ints()))
        for a in legal:
            if a.verb == "help" and _left(spaces[a.ints()[1]]) == 1:
                return a
        return Action("end")
    if stage == "keep":
        need = _open_needs(game, seat, [])
        keeps = [a for a in legal if a.verb == "keep"]
        return max(keeps, key=lambda a: (need[a.ints()[0]], a.ints()[0]))
    return legal[0]


def _target(game: Game, legal: list[Action]) -> Action:
    """A plain target for a potion being used: dice the seat does not need, numbers it
    needs most, a die an opponent's potion holds."""
    seat = game.current
    turn = game.turn
    need = _open_needs(game, seat, turn["ready"])
    options = [a for a in legal if a.verb != "cancel"] or legal

    def worth(a: Action) -> float:
        ints = a.ints()
        if a.verb == "pick":  # Reroll: a die not needed; Number Changer: the same
            v = ints[0]
            return 2.0 if v == 6 else 1.0 if v > 5 or need[v] == 0 else -need[v]
        if a.verb == "number":
            return need[ints[0]]
        if a.verb == "done":
            return 0.5
        if a.verb in ("borrow", "snatch"):
            v = ints[-1]
            return need[v] + (0.5 if a.verb == "snatch" and ints[1] < 2 else 0.0)
        if a.verb == "potion":
            return -_left(game.players[seat]["spaces"][ints[0]])
        return 0.0

    return max(options, key=worth)


def _turns_left(game: Game, i: int) -> int:
    """Turns of seat ``i`` still to brew in: its turn now counts until its dice are placed."""
    current = game.current
    now = game.turn["stage"] in ("start", "prep", "work") if i == current else i > current
    return ROUNDS - game.round + (1 if now else 0)


def _desk(game: Game, i: int) -> float:
    p: Player = game.players[i]
    v = float(game.score_of(i))
    later = min(1.0, _turns_left(game, i) / 2)  # what is unfinished needs turns to come
    reserve = list(p["reserve"])
    for space in p["spaces"]:
        if space is not None:
            card = CARDS[space["card"]]
            filled = len(space["dice"]) + len(space["virtual"])
            for value in VALUES:
                lack = NEEDS[space["card"]][value] - space["dice"].count(value)
                lack -= space["virtual"].count(value)
                while lack > 0 and value in reserve:
                    reserve.remove(value)
                    filled += 1
                    lack -= 1
            share = min(1.0, filled / len(card.recipe))
            v += later * card.points * (TAKEN + (1 - TAKEN) * share * share)
    v += 0.3 * len(reserve)
    v -= HELP_PRICE * p["helps"]
    v += 1.0 * sum(1 for x in p["potions"] if x["full"])
    kinds = Counter(CARDS[x["card"]].type for x in p["potions"])
    for kind, n in kinds.items():
        if kind not in p["awards"] and n == SET_SIZE - 1:
            v += 0.4 * later * AWARD_POINTS  # one more of the type earns its award
    if "variety" not in p["awards"]:
        v += 0.1 * later * AWARD_POINTS * max(0, len(kinds) - (VARIETY_TYPES - 3))
    return v


def value(game: Game, seat: int) -> float:
    """greedymc's own evaluation of ``seat``'s position: its desk against the best other's
    (at the end: the lead, and 10 for the win)."""
    if game.is_over:
        scores = game.scores()
        lead = scores[seat] - max(s for i, s in enumerate(scores) if i != seat)
        return lead + (10.0 if lead > 0 else -10.0 if lead < 0 else 0.0)
    return _desk(game, seat) - max(_desk(game, i) for i in range(len(game.players)) if i != seat)


def greedy_playout(game: Game, seat: int) -> Game:
    """Play greedy moves to the end of ``seat``'s turn."""
    for _ in range(PLAYOUT_MOVES):
        if game.is_over or game.current != seat:
            break
        game.apply_trusted(greedy_move(game))
    return game


def options(game: Game) -> list[Action]:
    """Every legal action but a potion's ``cancel`` (it only undoes the ``use`` before)
    and a Little Help that finishes no potion (it pays the penalty for a die only)."""
    legal = game.legal_actions()
    spaces = game.players[game.current]["spaces"]
    kept = [
        a
        for a in legal
        if a.verb != "cancel" and (a.verb != "help" or _left(spaces[a.ints()[1]]) == 1)
    ]
    return kept or legal


def greedy_monte_carlo(world: Game, decision: search.Decision) -> Action:
    """The action with the best mean value after greedy play-outs, round robin over every
    option, on determinizations of what the seat cannot see."""
    seat = decision.seat
    moves = options(world)
    if len(moves) == 1:
        return moves[0]
    worlds = search.view_worlds(decision, Game.from_view, WORLDS, vary=redraw)
    return search.round_robin(
        moves,
        worlds,
        PLAYOUTS,
        lambda move, g: value(greedy_playout(g.apply_trusted(move), seat), seat),
    )
