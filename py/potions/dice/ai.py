"""Computer opponents: ``choose_action(game, level, seed)`` for "easy", "medium", "hard".

Fair play by construction (:mod:`potions.core.search`): a decision starts from the view of
the seat to play; the game is rebuilt from that view with the hidden parts (the rolls to
come, the order of the face-down cards) drawn from a generator seeded from the decision
seed and the view. No decision can depend on a roll not yet made.

- Easy plays like a beginner (:func:`potions.dice.policies.easy`).
- Medium is greedy on the position evaluation (:func:`potions.dice.policies.medium`).
- Hard looks ahead: at the preparation table Medium's best few actions are played out
  to the end of the turn (by Medium without potions) on several determinized worlds, so
  on several sampled futures of the dice, the field halved after each round (successive
  halving); at the work table each is played out once (the rest of the turn is
  certain); for the reserve and the market each choice is tried through the whole next
  turn (the opponents' turns skipped). Then the evaluation judges. Budgeted by counts, never by
  the clock.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from potions.core import search
from potions.core.rng import Pcg32
from potions.dice.actions import Action
from potions.dice.benchmark import greedy_monte_carlo
from potions.dice.cards import ROUNDS
from potions.dice.evaluation import WEIGHTS, Weights, evaluate
from potions.dice.game import Game
from potions.dice.policies import easy, fast, medium, scored
from potions.dice.turn import begin_turn
from potions.dice.view import redraw

LEVELS = ("easy", "medium", "hard")
BENCHMARKS: tuple[str, ...] = ("greedymc",)
"""Opponents for the tournaments only (``--pairs hard:greedymc``), not offered to players:
:mod:`potions.dice.benchmark`."""
TALLIED = ("help",)
"""Moves a tournament counts per level: the Little Help costs 2 points."""

HARD_WIDTH = 4
"""Hard plays out Medium's best few actions."""
PREP_SIMULATIONS = 48
"""Continuations Hard plays for a choice at the preparation table."""
MARKET_SIMULATIONS = 24
"""Next turns Hard imagines to choose the reserve or a potion from the market."""
WORK_WIDTH = 5
"""At the work table Hard plays out Medium's best few actions once each."""
ROLLOUT_BUDGET = 60
"""Actions a continuation may play before it is judged (a turn has far fewer)."""


@dataclass(frozen=True)
class Budget:
    """How a searching level looks ahead (counts, never time) and judges what it sees."""

    width: int = HARD_WIDTH
    """Medium's best few actions played out at the preparation table and after it."""
    prep: int = PREP_SIMULATIONS
    """Play-outs for a choice at the preparation table."""
    market: int = MARKET_SIMULATIONS
    """Next turns imagined for the reserve or a potion of the market."""
    work: int = WORK_WIDTH
    """Medium's best few actions played out at the work table."""
    weights: Weights = WEIGHTS
    """The judgement of the play-outs' ends."""
    powers: bool = False
    """Play-outs at the preparation table use potions (Medium's policy, not the fast one)."""
    everywhere: bool = False
    """The weights also choose the shortlists and play the play-outs (else today's do)."""


HARD = Budget()
BUDGETS: dict[str, Budget] = {"hard": HARD}
"""The searching levels' budgets."""


def _finish_turn(game: Game, seat: int, powers: bool, w: Weights = WEIGHTS) -> Game:
    """Play the rest of ``seat``'s turn with Medium's policy (``powers`` False: the fast
    policy that uses no potions; ``w``: Medium judging with these weights)."""
    if w is WEIGHTS:
        policy: Callable[[Game], Action] = medium if powers else fast
    else:
        policy = lambda g: medium(g, powers, w)  # noqa: E731
    return search.rollout(
        game,
        policy,
        lambda g: g.current != seat,
        ROLLOUT_BUDGET,
        play=lambda g, a: g.apply_trusted(a),  # type: ignore[arg-type]
    )


def _imagine_next_turn(game: Game, seat: int, last_round: int) -> bool:
    """Jump ``game`` to ``seat``'s next turn as if the opponents' turns changed nothing
    (Hard's imagination when it chooses its reserve or a potion); False when no turn is
    left."""
    if last_round >= ROUNDS or game.is_over:
        return False
    nxt = game.current
    game.players[nxt]["table"] += game.turn["free"]
    game.current = seat
    game.round = last_round + 1
    begin_turn(game)
    return True


def _hard(world: Game, decision: search.Decision, budget: Budget = HARD) -> Action:
    """Medium's best few actions, each played out and judged by the evaluation: at the
    preparation table to the end of the turn on several determinized worlds (sampled
    futures of the dice), halving the field; at the work table to the end of the turn,
    once each (what follows is certain); when choosing the reserve or a potion, through
    the next turn (the opponents' turns skipped) on several determinized worlds."""
    seat = world.current
    legal = world.legal_actions()
    stage = world.turn["stage"]
    play = budget.weights if budget.everywhere else WEIGHTS
    if (
        len(legal) == 1
        or world.phase != "play"
        or world.turn["power"] is not None
        or stage not in ("prep", "work", "keep", "market")
    ):
        return medium(world, True, play)
    options = sorted(scored(world, seat, True, play), key=lambda x: -x[0])
    if stage == "work":
        shortlist = [a for _, a in options[: budget.work]]
        w = budget.weights

        def play_out(_: Game, a: Action) -> float:
            g = world.copy(record=False).apply_trusted(a)
            return evaluate(_finish_turn(g, seat, True, play), seat, None, w)

        return search.greedy(world, shortlist, play_out)[0]
    shortlist = [a for _, a in options[: budget.width]]
    if len(shortlist) == 1:
        return shortlist[0]
    base = decision.rng.next64()
    last_round = world.round
    worlds: dict[int, Game] = {}
    ahead = stage in ("keep", "market")

    def simulate(a: Action, k: int) -> float:
        if k not in worlds:
            w = world.copy(record=False)
            redraw(w, Pcg32.from_seed(base ^ k))
            worlds[k] = w
        g = _finish_turn(
            worlds[k].copy(record=False).apply_trusted(a), seat, ahead or budget.powers, play
        )
        if ahead and _imagine_next_turn(g, seat, last_round):
            g = _finish_turn(g, seat, True, play)
        return evaluate(g, seat, None, budget.weights)

    return search.successive_halving(shortlist, simulate, budget.market if ahead else budget.prep)


def choose_action(game: Game, level: str, seed: int) -> Action:
    """The action the current player's computer opponent of ``level`` plays next."""
    if level not in LEVELS and level not in BENCHMARKS:
        raise ValueError(f"Unknown level {level!r}: choose one of {', '.join(LEVELS)}.")
    if game.is_over:
        raise ValueError("The game is over.")
    decision = search.prepare(game, seed)
    world = Game.from_view(decision.view, decision.rng)
    if level == "easy":
        return easy(world, decision.rng)
    if level == "medium":
        return medium(world)
    if level == "greedymc":
        return greedy_monte_carlo(world, decision)
    return _hard(world, decision, BUDGETS[level])
