"""An independent benchmark opponent for Potion-making: Practice: greedy Monte Carlo
("greedymc").

Not offered to players: it measures Hard from outside (``python -m potions tournament
--game practice --pairs hard:greedymc``). It shares nothing with the levels but the engine
and the fair-play machinery (``search.prepare`` and determinizations from the view): not
their evaluation, not their quick policy, not their plans, not their reading of the log
(:mod:`potions.practice.belief`).

Every legal action is tried, round robin over several determinizations of what the seat
cannot see (the deck and the other hands, dealt anew); each try is played on by a greedy
policy of its own to the end of the seat's turn and through the next player's turn, then
judged by its own simple evaluation: points, plus each formula in the hand valued by its
points times the share of its components that can be found now, against the best
opponent's. It plays the action with the best mean.

Budget: play-outs, a count (never the clock): about 1 s of CPython CPU a turn on the
development machine (docs/rules-practice.md).
"""

from __future__ import annotations

from potions.core import search
from potions.practice.actions import Action, card_arg
from potions.practice.cards import CARDS, Need
from potions.practice.compose import candidates, owner_of
from potions.practice.desk import missing, present
from potions.practice.game import Game

PLAYOUTS = 2000
"""Play-outs per decision with a choice to make (at least one per option)."""
WORLDS = 48
"""Deals of the hidden cards thought on."""
PLAYOUT_MOVES = 40
"""Moves a play-out may make (two turns take far fewer)."""
HAND_SHARE = 0.5
"""Share of a hand formula's points counted by the share of its components found."""
SPELL_WORTH = 1.0
"""A spell in the hand."""


def _found(game: Game, need: Need) -> bool:
    if need.key == "element":
        return present(game, need.what)
    return bool(candidates(game, need, []))


def prospect(game: Game, card: int) -> float:
    """A hand card's worth as a formula: its points times the share of its components
    that can be found now (squared: the last ones are the hard ones)."""
    c = CARDS[card]
    if c.spell is not None:
        return SPELL_WORTH
    if not c.needs:
        return 0.0
    share = sum(1 for n in c.needs if _found(game, n)) / len(c.needs)
    return c.points * share * share


def _element_points(game: Game, card: int) -> int:
    """Points a card scores played as an element now (its elements missing from the Desk)."""
    return missing(game, CARDS[card].elements)


def value(game: Game, seat: int) -> float:
    """greedymc's own evaluation of ``seat``'s position: its points and hand against the
    best other's (at the end: the lead in points, and 10 for the win)."""
    if game.is_over:
        scores = [p["points"] for p in game.players]
        lead = scores[seat] - max(s for i, s in enumerate(scores) if i != seat)
        return lead + (10.0 if lead > 0 else -10.0 if lead < 0 else 0.0)

    def desk(i: int) -> float:
        p = game.players[i]
        return p["points"] + HAND_SHARE * sum(prospect(game, c) for c in p["hand"])

    desks = [desk(i) for i in range(len(game.players))]
    return desks[seat] - max(d for i, d in enumerate(desks) if i != seat)


def greedy_move(game: Game) -> Action:
    """A greedy legal move for the seat to play: compose the formula worth most; else play
    as an element the card that scores most now and promises least as a formula; cast no
    spell; take components from the Desk or its own formulas before lending ones; after a
    spell, the plainest answer."""
    legal = game.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = game.current
    phase = game.phase
    if phase == "play":
        formulas = [a for a in legal if a.verb == "formula"]
        if formulas:
            return max(formulas, key=lambda a: (CARDS[card_arg(a)].points, -card_arg(a)))
        elements = [a for a in legal if a.verb == "element"]

        def worth(a: Action) -> tuple[float, int]:
            return _element_points(game, card_arg(a)) - 0.5 * prospect(
                game, card_arg(a)
            ), -card_arg(a)

        return max(elements, key=worth)
    if phase == "component":

        def lender(a: Action) -> tuple[int, int]:
            owner = owner_of(game, card_arg(a))
            return (0 if owner is None or owner == seat else 1), card_arg(a)

        return min(legal, key=lender)
    if phase in ("eureka", "transform_into", "keep"):
        return max(legal, key=lambda a: (CARDS[card_arg(a)].points, -card_arg(a)))
    if phase in ("destroy", "transform"):
        return min(legal, key=lambda a: (CARDS[card_arg(a)].points, card_arg(a)))
    return legal[0]


def greedy_playout(game: Game, seat: int) -> Game:
    """Play greedy moves to the end of ``seat``'s turn and through the next player's turn."""
    stage = 0  # 0: this turn; 1: the next player's turn
    nxt = -1
    for _ in range(PLAYOUT_MOVES):
        if game.is_over:
            break
        if stage == 0 and game.current != seat:
            stage, nxt = 1, game.current
        elif stage == 1 and game.current != nxt:
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
