"""Hard and Expert: Monte Carlo over whole-turn continuations.

At each decision the options worth considering (:func:`potions.explosion.ai.candidates`)
are ranked by the evaluation one step ahead (pending placements made first: a marble
waiting for a ``place`` choice counts on the burner where it is worth most). The best
``width`` are then played out to the end of the computer's turn (placements, potions,
Little Help, discards and the draw included) by the fast policy
(:mod:`potions.explosion.policy`), on several determinizations of what the seat cannot
see (the order of the tank, the tiles under the stack tops), and judged by the
evaluation at the end of the turn, where it counts what the opponent could take next.
Successive halving (:func:`potions.core.search.halving`) spends the budget: every
option meets the same sampled futures, and the worse half drops out after each round.

Budgets are counts of work (about one desk valuation each, :data:`evaluation.WORK`),
never the clock, so a decision is the same on every machine and in the browser.
"""

from __future__ import annotations

from dataclasses import dataclass

from potions.core import search
from potions.core.rng import Pcg32
from potions.explosion.actions import Action
from potions.explosion.evaluation import STANDARD, WORK, Weights, evaluate
from potions.explosion.game import Game
from potions.explosion.policy import fast

ROLLOUT_MOVES = 60
"""Moves a continuation may play before it is judged (a turn has far fewer)."""


@dataclass(frozen=True)
class Budget:
    """The size of a level's search."""

    width: int
    """Options played out (the best by the one-step evaluation)."""
    work: int
    """Work per decision before the pick (units of :data:`evaluation.WORK`)."""
    later: int
    """Work per decision once the pick is made (shorter continuations, fewer options)."""
    hand: int
    """Work per placement choice (two burners at most)."""
    worlds: int
    """Distinct determinizations."""
    turns: int = 1
    """Turns a continuation plays before it is judged: the rest of this one (1), the
    next player's too (2), and then the seat's next turn (3, two players)."""
    weights: Weights = STANDARD
    """The judgement of positions and of the continuations' fast policy."""


HARD = Budget(width=8, work=20000, later=6000, hand=3000, worlds=8)
"""About 0.35 s of CPython per turn on the reference machine (docs/rules-explosion.md)."""
EXPERTS_JUDGEMENT = STANDARD.undrunk_times(1.6)
"""Expert's own judgement, tuned by self-play against Hard (docs/rules-explosion.md): a
potion kept undrunk, and so a potion completed, is worth 1.6 times what Hard counts."""
EXPERT = Budget(
    width=14, work=200000, later=60000, hand=30000, worlds=16, weights=EXPERTS_JUDGEMENT
)
"""About ten times Hard's work, wider and on more worlds, judged with its own weights:
about 4 s per turn in the browser."""


def redraw(game: Game, rng: Pcg32) -> None:
    """Another order of the tank for a copy of a world (the hidden part that matters most
    within a turn; the tiles under the stack tops stay as that world drew them)."""
    game.rng = Pcg32(rng.next64())


def finish_turn(game: Game, seat: int, moves: int = ROLLOUT_MOVES, w: Weights = STANDARD) -> Game:
    """Play the rest of ``seat``'s turn with the fast policy (judging with ``w``)."""
    while moves and game.current == seat and game.phase not in ("over", "draft", "tiebreak"):
        game.apply_trusted(fast(game, w))
        WORK[0] += 2
        moves -= 1
    return game


def one_step(game: Game, seat: int, options: list[Action], w: Weights = STANDARD) -> list[float]:
    """The evaluation after each option (no feed: the turn goes on)."""
    out = []
    for a in options:
        child = game.copy(record=False).apply_trusted(a)
        out.append(evaluate(child, seat, feed=child.current != seat, w=w))
    return out


def decide(world: Game, decision: search.Decision, options: list[Action], budget: Budget) -> Action:
    """The option with the best mean value at the end of the turn."""
    seat = decision.seat
    if len(options) == 1:
        return options[0]
    w = budget.weights
    priors = one_step(world, seat, options, w)
    if world.phase in ("draft", "tiebreak") or (world.phase != "play" and budget.turns == 1):
        # The draft, the tie-breaker, discards and draws: nothing of the turn follows
        # that a continuation could judge better than the evaluation itself.
        return search.shortlist(options, priors, 1)[0]
    keep = search.shortlist(options, priors, budget.width)
    worlds = search.Worlds(
        lambda rng: Game.from_view(decision.view, rng),
        decision.rng.next64(),
        budget.worlds,
        copy=lambda g: g.copy(record=False),
        vary=redraw,
    )

    def simulate(a: Action, k: int) -> tuple[float, int]:
        before = WORK[0]
        g = finish_turn(worlds.copy(k).apply_trusted(a), seat, w=w)
        for _ in range(budget.turns - 1):
            if g.is_over or g.phase != "play":
                break
            g = finish_turn(g, g.current, w=w)
        value = evaluate(g, seat, w=w)
        return value, WORK[0] - before

    if world.turn["hand"] or world.turn["prismatic"] or world.phase != "play":
        work = budget.hand
    else:
        work = budget.later if world.turn["picked"] else budget.work
    return search.halving(keep, simulate, work).choice
