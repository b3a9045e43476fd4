"""An independent benchmark opponent for Glastonbury: greedy Monte Carlo ("greedymc").

Not offered to players: it measures Hard and Expert from outside (``python -m potions
tournament --game glastonbury --pairs hard:greedymc``). It shares nothing with the levels
but the engine (its rules and its scoring) and the fair-play machinery
(``search.prepare`` and determinizations from the view): not their evaluation
(:mod:`potions.glastonbury.evaluation`), not their memory, not their rollout policy.
Like Hard and Expert it remembers the whole public record.

Every legal action is tried (every take, every Accio target), round robin over several
determinizations of what the seat cannot see (the order of the draw pile, the other
players' Recipe cards); each try is played on by a greedy policy of its own through the
other players' turns and its own next turn, then judged by its own simple evaluation:
the ingredient points, plus the progress of each unfinished set (one or two cards of an
ingredient whose missing cards are still to be had, three waiting for the bonus), plus
the spells in front, against the best opponent's. It plays the action with the best
mean.

Budget: play-outs, a count (never the clock): about 1 s of CPython CPU a turn on the
development machine (docs/rules-glastonbury.md).
"""

from __future__ import annotations

from potions.core import search
from potions.glastonbury.actions import Action, cell_of
from potions.glastonbury.components import (
    ACCIO,
    CORNER_PLACES,
    DECLINATIO,
    IMMUTO,
    INGREDIENT_COUNT,
    INGREDIENTS,
    PERLUCEO,
    PLACES,
    VANESCO,
    is_ingredient,
)
from potions.glastonbury.game import Game
from potions.glastonbury.scoring import BONUS, ingredient_score, set_points

PLAYOUTS = 1500
"""Play-outs per decision with a choice to make (at least one per option)."""
WORLDS = 16
"""Determinizations of the draw pile's order thought on."""
PLAYOUT_MOVES = 24
"""Moves a play-out may make (a round of turns takes far fewer)."""
MEAN_VALUE = 2.5
"""The mean number on an ingredient card."""


def _available(game: Game) -> list[int]:
    """Per ingredient, its cards still to be had: in the square or in the draw pile."""
    out = [0] * INGREDIENT_COUNT
    for card in game.table:
        if card is not None and is_ingredient(card):
            out[card // 4] += 1
    for card in game.pile:
        if is_ingredient(card):
            out[card // 4] += 1
    return out


def _left_share(game: Game) -> float:
    """How much of the game is left, roughly: cards in the square and the pile against a
    full square (the game ends when a line is emptied)."""
    cards = sum(1 for c in game.table if c is not None) + len(game.pile)
    return min(1.0, cards / 40)


def _progress(count: int, total: int, double: bool, avail: int) -> float:
    """What an unfinished set of one ingredient may still gain, times a rough chance."""
    f = 2 if double else 1
    if count == 1 and avail >= 1:
        best = 0.3 * total * f  # a second card takes its minus away
        if avail >= 2:
            best = max(best, 0.2 * ((total + 2 * MEAN_VALUE) * f + total * f))
        return best
    if count == 2 and avail >= 1:
        return 0.45 * (total + MEAN_VALUE) * f
    if count == 3 and avail >= 1:
        return 0.3 * (MEAN_VALUE * f + BONUS)
    return 0.0


def _sets(cards: list[int]) -> tuple[list[int], list[int]]:
    counts = [0] * INGREDIENT_COUNT
    totals = [0] * INGREDIENT_COUNT
    for c in cards:
        if is_ingredient(c):
            counts[c // 4] += 1
            totals[c // 4] += c % 4 + 1
    return counts, totals


def _desk(game: Game, seat: int, avail: list[int], share: float) -> float:
    p = game.players[seat]
    cauldron = p["cauldron"]
    v = float(ingredient_score(cauldron, p["colour"]).points)
    counts, totals = _sets(cauldron)
    colour = p["colour"]
    for i in range(INGREDIENT_COUNT):
        if counts[i]:
            double = INGREDIENTS[i].colour == colour
            v += share * _progress(counts[i], totals[i], double, avail[i])
    v += share * (1.5 * sum(p["accio"]) + 0.6 * sum(p["declinatio"]))
    return v


def value(game: Game, seat: int) -> float:
    """greedymc's own evaluation of ``seat``'s position: its desk against the best other's
    (at the end: the lead in points, and 10 for the win)."""
    if game.is_over:
        scores = game.scores()
        lead = scores[seat] - max(s for i, s in enumerate(scores) if i != seat)
        return lead + (10.0 if lead > 0 else -10.0 if lead < 0 else 0.0)
    avail = _available(game)
    share = _left_share(game)
    desks = [_desk(game, i, avail, share) for i in range(len(game.players))]
    return desks[seat] - max(d for i, d in enumerate(desks) if i != seat)


def _gain(counts: list[int], totals: list[int], colour: str, card: int, avail: list[int]) -> float:
    """What an ingredient card adds to a cauldron: points and progress of its set."""
    i = card // 4
    double = INGREDIENTS[i].colour == colour
    c, t = counts[i], totals[i]
    v = card % 4 + 1
    before = set_points(c, t, double) + _progress(c, t, double, avail[i])
    after = set_points(c + 1, t + v, double) + _progress(c + 1, t + v, double, avail[i] - 1)
    return after - before


def greedy_move(game: Game) -> Action:
    """A greedy legal move for the seat to play: take the card of the line that adds most
    to the cauldron (points and the progress of its set; Immuto and Accio well liked,
    Vanesco when the others' tops are worth something to them), avoiding a landing
    beside a corner without Declinatio; cast Declinatio beside a corner; keep the last
    card if it adds points; use no Accio."""
    legal = game.legal_actions()
    if len(legal) == 1:
        return legal[0]
    phase = game.phase
    if phase == "corner":
        return next((a for a in legal if a.verb == "declinatio"), legal[0])
    seat = game.current
    me = game.players[seat]
    counts, totals = _sets(me["cauldron"])
    colour = me["colour"]
    avail = _available(game)
    if phase == "last":  # the card lies on top of the cauldron: keep it or not
        top = me["cauldron"][-1]
        counts, totals = _sets(me["cauldron"][:-1])
        gain = _gain(counts, totals, colour, top, avail) if is_ingredient(top) else 1.0
        return next(a for a in legal if a.verb == ("keep" if gain >= 0 else "discard"))
    if phase != "take":
        return legal[0]
    best, best_value = legal[0], float("-inf")
    for a in legal:
        if a.verb != "take":
            continue
        card = game.table[cell_of(a)]
        assert card is not None
        if is_ingredient(card):
            worth = _gain(counts, totals, colour, card, avail)
            steps = card % 4 + 1
        else:
            worth = _spell_worth(game, seat, card)
            steps = 0 if card == IMMUTO else game.move_value(seat)
        landing = (me["pawn"] + steps) % PLACES
        if landing in CORNER_PLACES and not me["declinatio"]:
            worth -= 2.0
        if worth > best_value:
            best, best_value = a, worth
    return best


def _spell_worth(game: Game, seat: int, card: int) -> float:
    if card == IMMUTO:
        return 3.0
    if card == ACCIO:
        return 3.0
    if card == DECLINATIO:
        return 1.8
    if card == VANESCO:
        worth = 0.0
        for i, p in enumerate(game.players):
            if i != seat and p["cauldron"] and is_ingredient(p["cauldron"][-1]):
                top = p["cauldron"][-1]
                counts, totals = _sets(p["cauldron"][:-1])
                worth += _gain(counts, totals, p["colour"], top, [4] * INGREDIENT_COUNT)
        return worth * 0.8
    assert card == PERLUCEO
    return 0.0


def greedy_playout(game: Game, seat: int) -> Game:
    """Play greedy moves through the other players' turns and ``seat``'s next turn."""
    stage = 0  # 0: this turn; 1: the others' turns; 2: the seat's next turn
    for _ in range(PLAYOUT_MOVES):
        if game.is_over:
            break
        mine = game.current == seat
        if stage == 0 and not mine:
            stage = 1
        elif stage == 1 and mine:
            stage = 2
        elif stage == 2 and not mine:
            break
        game.apply_trusted(greedy_move(game))
    return game


def greedy_monte_carlo(world: Game, decision: search.Decision) -> Action:
    """The action with the best mean value after greedy play-outs, round robin over every
    option, on determinizations of what the seat cannot see."""
    seat = decision.seat
    moves = world.legal_actions()
    if len(moves) == 1:
        return moves[0]
    worlds = search.view_worlds(decision, Game.from_view, WORLDS)
    return search.round_robin(
        moves,
        worlds,
        PLAYOUTS,
        lambda move, g: value(greedy_playout(g.apply_trusted(move), seat), seat),
    )
