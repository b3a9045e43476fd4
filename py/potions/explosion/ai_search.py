"""Hard and Expert: Monte Carlo over whole-turn continuations.

At each decision the options worth considering (:func:`potions.explosion.ai.candidates`)
are ranked by the evaluation one step ahead (pending placements made first: a marble
waiting for a ``place`` choice counts on the burner where it is worth most). The best
``width`` are then played out to the end of the computer's turn (placements, potions,
Little Help, discards and the draw included) and, for Hard and Expert, on through the
next player's turn, by the fast policy (:mod:`potions.explosion.policy`), on several
determinizations of what the seat cannot see (the order of the tank, the tiles under the
stack tops), and judged by the evaluation there.
Successive halving (:func:`potions.core.search.halving`) spends the budget: every
option meets the same sampled futures, and the worse half drops out after each round.

Budgets are counts of work (about one desk valuation each, :data:`evaluation.WORK`),
never the clock, so a decision is the same on every machine and in the browser.
"""

from __future__ import annotations

from dataclasses import dataclass

from potions.core import search
from potions.core.rng import Pcg32
from potions.explosion import view
from potions.explosion.actions import Action
from potions.explosion.components import TILES
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
    help_margin: float = 0.0
    """What a Little Help must gain beyond its 2 points, in the search's judgement, to be
    asked for: the judgement is a guess, the 2 points are sure (but for the last marble of
    a potion, whose points are as sure)."""
    feed_priors: bool = False
    """Whether the shortlist's one-step judgement counts what a pick leaves the next
    player (the next player's best pick against it)."""


EXPERTS_JUDGEMENT = STANDARD.undrunk_times(1.6)
"""The judgement Hard and Expert share, tuned by self-play against a Hard judging with
:data:`STANDARD` (docs/rules-explosion.md): a potion kept undrunk, and so a potion
completed, is worth 1.6 times what Medium counts."""
HELP_MARGIN = 2.0
"""What a Little Help must gain beyond its 2 points for Hard and Expert (issue 36: they
asked for one on most turns)."""
HARD = Budget(
    width=8,
    work=6000,
    later=1800,
    hand=900,
    worlds=8,
    turns=2,
    weights=EXPERTS_JUDGEMENT,
    help_margin=HELP_MARGIN,
    feed_priors=True,
)
"""About 0.2 s per turn in the browser on the reference machine (docs/rules-explosion.md),
inside the issue's bound (1 s on a phone four times slower): its play-outs go on through the
next player's turn (issue 36: greedymc, whose play-outs do, beat Hard's that stopped at the end
of its turn), and the work that bought took it over that bound until the search was made
cheaper per unit and its work halved (12,000 / 3,600 / 1,800 before 2026-11-28); its shortlist
counts what a pick leaves the next player."""
EXPERT = Budget(
    width=14,
    work=60000,
    later=18000,
    hand=9000,
    worlds=16,
    turns=2,
    weights=EXPERTS_JUDGEMENT,
    help_margin=HELP_MARGIN,
    feed_priors=True,
)
"""Ten times Hard's work, wider and on more worlds, its play-outs as long as Hard's:
about 1.2-1.5 s per turn in the browser, 2.3-2.8 s at most (its former 180,000 / 54,000 /
27,000 took 8.5 s, 16 s at most, once its play-outs went through the next player's turn,
before the speed work)."""


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


def one_step(
    game: Game, seat: int, options: list[Action], w: Weights = STANDARD, feed: bool = False
) -> list[float]:
    """The evaluation after each option (without ``feed``, the feed only once the turn
    is over: the turn goes on)."""
    out = []
    for a in options:
        child = game.copy(record=False).apply_trusted(a)
        out.append(evaluate(child, seat, feed=feed or child.current != seat, w=w))
    return out


def completes(game: Game, seat: int, a: Action) -> bool:
    """Whether the marble of Little Help ``a`` is the last one a brewing potion misses: its
    points are then sure, and the margin does not apply."""
    t, s = a.ints()
    colour = game.tracks[t][s]
    for b in game.players[seat]["burners"]:
        if b is not None:
            empty = [TILES[b["tile"]].holes[i] for i, x in enumerate(b["holes"]) if x is None]
            if empty == [colour]:
                return True
    return False


def shortlist(game: Game, options: list[Action], priors: list[float], width: int) -> list[Action]:
    """The ``width`` options with the best priors, but the Little Helps of one colour
    counted once, and always the best option that is no Little Help.

    A Little Help's prior is judged with the turn still going on, ending the turn's with
    the next player's pick against it: by priors alone, once the pick was made, Little
    Helps filled the list and the search chose among them only, whether or not a marble
    was worth its 2 points (issue 36)."""
    order = sorted(range(len(options)), key=lambda i: -priors[i])
    keep: list[Action] = []
    colours: set[str] = set()
    for i in order:
        a = options[i]
        if a.verb == "help":
            t, s = a.ints()
            if game.tracks[t][s] in colours:
                continue
            colours.add(game.tracks[t][s])
        keep.append(a)
    width = max(1, width)
    other = next((a for a in keep if a.verb != "help"), None)
    if other is None or other in keep[:width]:
        return keep[:width]
    return [*keep[: width - 1], other]


def decide(world: Game, decision: search.Decision, options: list[Action], budget: Budget) -> Action:
    """The option with the best mean value at the end of the turn."""
    seat = decision.seat
    if len(options) == 1:
        return options[0]
    w = budget.weights
    priors = one_step(world, seat, options, w, budget.feed_priors)
    if world.phase in ("draft", "tiebreak") or (world.phase != "play" and budget.turns == 1):
        # The draft, the tie-breaker, discards and draws: nothing of the turn follows
        # that a continuation could judge better than the evaluation itself.
        return search.shortlist(options, priors, 1)[0]
    keep = shortlist(world, options, priors, budget.width)
    worlds = search.view_worlds(
        decision, Game.from_view, budget.worlds, vary=redraw, redeal=view.redeal
    )

    doubtful = {a for a in keep if a.verb == "help" and not completes(world, seat, a)}

    def simulate(a: Action, k: int) -> tuple[float, int]:
        before = WORK[0]
        g = finish_turn(worlds.copy(k).apply_trusted(a), seat, w=w)
        for _ in range(budget.turns - 1):
            if g.is_over or g.phase != "play":
                break
            g = finish_turn(g, g.current, w=w)
        value = evaluate(g, seat, w=w)
        if a in doubtful:
            value -= budget.help_margin
        return value, WORK[0] - before

    if world.turn["hand"] or world.turn["prismatic"] or world.phase != "play":
        work = budget.hand
    else:
        work = budget.later if world.turn["picked"] else budget.work
    return search.halving(keep, simulate, work).choice
