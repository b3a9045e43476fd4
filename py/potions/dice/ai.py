"""Computer opponents: ``choose_action(game, level, seed)`` for "easy", "medium", "hard",
"expert".

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
- Expert is Hard's search with three times its play-outs.
"""

from __future__ import annotations

from dataclasses import dataclass

from potions.core import search
from potions.core.rng import Pcg32
from potions.dice.actions import Action
from potions.dice.cards import ROUNDS
from potions.dice.evaluation import evaluate
from potions.dice.game import Game
from potions.dice.policies import easy, fast, medium, scored
from potions.dice.turn import begin_turn
from potions.dice.view import redraw

LEVELS = ("easy", "medium", "hard", "expert")


@dataclass(frozen=True)
class Budget:
    """How much a searching level looks ahead (counts, never time)."""

    width: int
    """Medium's best few actions played out at the preparation table and the market."""
    prep: int
    """Continuations played for a choice at the preparation table."""
    market: int
    """Next turns imagined to choose the reserve or a potion from the market."""
    work: int
    """Medium's best few actions played out once each at the work table."""


HARD = Budget(width=4, prep=48, market=24, work=5)
EXPERT = Budget(width=4, prep=144, market=72, work=5)
"""Hard's shortlists, three times its play-outs (with wider shortlists too, 6 and 8, it won
only 33.8% of 40 games against Hard, 95% CI 21.1%-49.2%)."""
ROLLOUT_BUDGET = 60
"""Actions a continuation may play before it is judged (a turn has far fewer)."""


def _finish_turn(game: Game, seat: int, powers: bool) -> Game:
    """Play the rest of ``seat``'s turn with Medium's policy (``powers`` False: the fast
    policy that uses no potions)."""
    return search.rollout(
        game,
        medium if powers else fast,
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
    if (
        len(legal) == 1
        or world.phase != "play"
        or world.turn["power"] is not None
        or stage not in ("prep", "work", "keep", "market")
    ):
        return medium(world)
    options = sorted(scored(world, seat), key=lambda x: -x[0])
    if stage == "work":
        shortlist = [a for _, a in options[: budget.work]]

        def play_out(_: Game, a: Action) -> float:
            g = world.copy(record=False).apply_trusted(a)
            return evaluate(_finish_turn(g, seat, True), seat)

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
        g = _finish_turn(worlds[k].copy(record=False).apply_trusted(a), seat, ahead)
        if ahead and _imagine_next_turn(g, seat, last_round):
            g = _finish_turn(g, seat, True)
        return evaluate(g, seat)

    return search.successive_halving(shortlist, simulate, budget.market if ahead else budget.prep)


def choose_action(game: Game, level: str, seed: int) -> Action:
    """The action the current player's computer opponent of ``level`` plays next."""
    if level not in LEVELS:
        raise ValueError(f"Unknown level {level!r}: choose one of {', '.join(LEVELS)}.")
    if game.is_over:
        raise ValueError("The game is over.")
    decision = search.prepare(game, seed)
    world = Game.from_view(decision.view, decision.rng)
    if level == "easy":
        return easy(world, decision.rng)
    if level == "medium":
        return medium(world)
    return _hard(world, decision, EXPERT if level == "expert" else HARD)
