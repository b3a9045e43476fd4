"""The computer opponents' machinery, shared by every game.

Fair play by construction: a decision starts from ``state.view(seat)``, never from the
state itself. The game rebuilds a full state consistent with that view
(*determinization*: it fills in what the seat cannot see, such as the order of a deck or
of the tank, from a generator), and every search below runs on such rebuilt states. Two
states with the same view therefore always give the same decision: ``tests/core`` proves
it for every game.

Determinism: every choice comes from a :class:`~potions.core.rng.Pcg32` seeded from the
decision seed and a digest of the view, and searches are budgeted by counts (positions
evaluated, simulations), never by the clock.

A game supplies a :class:`Searchable`: how to determinize, which moves are worth
considering, how to judge a position, and a fast policy for rollouts.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from potions.core.actions import Action
from potions.core.protocol import GameState
from potions.core.rng import Pcg32

S = TypeVar("S", bound=GameState)
A = TypeVar("A", bound=Action)


class Searchable(Protocol[S]):
    """What a game gives the shared search."""

    def determinize(self, view: dict[str, Any], seat: int, rng: Pcg32) -> S:
        """A full state consistent with ``view``, hidden parts drawn from ``rng``."""

    def candidates(self, state: S) -> Sequence[Action]:
        """The legal actions worth considering now (never empty before the end)."""

    def evaluate(self, state: S, seat: int) -> float:
        """How good ``state`` is for ``seat`` (points-equivalents; higher is better)."""

    def policy(self, state: S, rng: Pcg32) -> Action:
        """A fast move for rollouts."""


def view_digest(view: dict[str, Any]) -> int:
    """A 64-bit digest of a view (JSON, keys sorted)."""
    text = json.dumps(view, sort_keys=True, separators=(",", ":"))
    return int(hashlib.sha256(text.encode()).hexdigest()[:16], 16)


def decision_seed(state: GameState) -> int:
    """The seed the page and the tests give a computer for its next decision."""
    return int(state.config["seed"]) * 1_000_003 + len(state.history)


@dataclass
class Decision:
    """What a computer knows when it decides: its seat, its view and its generator."""

    seat: int
    view: dict[str, Any]
    rng: Pcg32


def prepare(state: GameState, seed: int) -> Decision:
    """The view of the seat to play and a generator seeded from ``seed`` and that view."""
    seat = state.current_player
    if seat is None:
        raise ValueError("The game is over.")
    view = state.view(seat)
    return Decision(seat, view, Pcg32.from_seed(seed ^ view_digest(view)))


def greedy(
    state: S,
    options: Sequence[A],
    judge: Callable[[S, A], float],
) -> tuple[A, float]:
    """The option ``judge`` values most (the first of equals) and its value."""
    best, best_value = options[0], float("-inf")
    for a in options:
        value = judge(state, a)
        if value > best_value:
            best, best_value = a, value
    return best, best_value


def successive_halving(
    options: Sequence[A],
    simulate: Callable[[A, int], float],
    simulations: int,
) -> A:
    """The option with the best mean outcome, spending about ``simulations`` calls of
    ``simulate(option, k)`` (k: the sample index, so that every option meets the same
    sampled futures) and halving the field after each round."""
    alive = list(options)
    if len(alive) == 1:
        return alive[0]
    totals = dict.fromkeys(alive, 0.0)
    counts = dict.fromkeys(alive, 0)
    rounds = max(1, (len(alive) - 1).bit_length())
    k = 0
    while len(alive) > 1:
        per = max(1, simulations // (rounds * len(alive)))
        for a in alive:
            for j in range(per):
                totals[a] += simulate(a, k + j)
                counts[a] += 1
        k += per
        ranked = sorted(alive, key=lambda a: -totals[a] / counts[a])
        alive = ranked[: max(1, len(alive) // 2)]
    return alive[0]


def rollout(
    state: S,
    step: Callable[[S], Action],
    stop: Callable[[S], bool],
    budget: int,
    play: Callable[[S, Action], object] | None = None,
) -> S:
    """Play ``step``'s moves on ``state`` until ``stop`` says so or ``budget`` moves
    (``play`` applies a move; default ``state.apply``)."""
    while budget > 0 and not state.is_over and not stop(state):
        action = step(state)
        if play is None:
            state.apply(action)
        else:
            play(state, action)
        budget -= 1
    return state


# ------------------------------------------------ whole-turn Monte Carlo, by counts


class Worlds(Generic[S]):
    """The determinizations of one decision. World ``k`` is built once, from its own
    seed, and every simulation on it starts from a copy: every option meets the same
    sampled futures (common random numbers), which makes small differences visible.

    Past ``count`` built worlds, ``vary`` (if given) redraws the cheap part of a copy
    (for example the generator of what comes out of a bag) from a generator of its own:
    sample ``k`` is then world ``k % count`` with a future of its own, never a repeat."""

    def __init__(
        self,
        build: Callable[[Pcg32], S],
        seed: int,
        count: int,
        copy: Callable[[S], S] | None = None,
        vary: Callable[[S, Pcg32], None] | None = None,
    ) -> None:
        self._build = build
        self._seed = seed
        self._count = max(1, count)
        self._copy = copy
        self._vary = vary
        self._cache: dict[int, S] = {}

    def __len__(self) -> int:
        return self._count

    def _rng(self, k: int) -> Pcg32:
        return Pcg32.from_seed(self._seed ^ (k * 0x9E3779B97F4A7C15))

    def copy(self, k: int) -> S:
        """A fresh copy of sample ``k``: world ``k % count``, varied past ``count``."""
        i = k % self._count
        world = self._cache.get(i)
        if world is None:
            world = self._cache[i] = self._build(self._rng(i))
        out = self._copy(world) if self._copy is not None else world.copy()
        if k >= self._count and self._vary is not None:
            self._vary(out, self._rng(k))
        return out


def view_worlds(
    decision: Decision,
    rebuild: Callable[[dict[str, Any], Pcg32], Any],
    count: int,
    vary: Callable[[Any, Pcg32], None] | None = None,
    redeal: Callable[[dict[str, Any], Pcg32, Any], None] | None = None,
) -> Worlds[Any]:
    """Determinizations from the deciding seat's view alone: ``count`` games rebuilt by
    ``rebuild`` (a game's ``from_view``), copied without their history. With ``redeal``
    (what the view hides drawn again on a copy, as ``rebuild`` would from that generator),
    the view is checked and loaded once and the other worlds are copies of the first."""
    first: list[Any] = []

    def build(rng: Pcg32) -> Any:
        if redeal is not None and first:
            world = first[0].copy(record=False)
            redeal(decision.view, rng, world)
            return world
        world = rebuild(decision.view, rng)
        if not first:
            first.append(world)
        return world

    return Worlds(
        build,
        decision.rng.next64(),
        count,
        copy=lambda g: g.copy(record=False),
        vary=vary,
    )


def round_robin(
    moves: Sequence[A], worlds: Worlds[S], playouts: int, judge: Callable[[A, S], float]
) -> A:
    """Flat Monte Carlo, the benchmark players' search: ``playouts`` play-outs (at least
    one a move), the moves in turn, play-out ``n`` on a copy of sample ``n // len(moves)``
    (every move meets the same futures), each judged by ``judge(move, world)``; the move
    with the best mean (the first of equals)."""
    totals = [0.0] * len(moves)
    runs = [0] * len(moves)
    for n in range(max(playouts, len(moves))):
        i = n % len(moves)
        totals[i] += judge(moves[i], worlds.copy(n // len(moves)))
        runs[i] += 1
    return moves[max(range(len(moves)), key=lambda i: (totals[i] / runs[i], -i))]


def shortlist(options: Sequence[A], priors: Sequence[float], width: int) -> list[A]:
    """The ``width`` options with the best priors (the earlier of equals), in that order."""
    order = sorted(range(len(options)), key=lambda i: -priors[i])
    return [options[i] for i in order[: max(1, width)]]


@dataclass
class Halving(Generic[A]):
    """What :func:`halving` found: the choice, each option's mean and its simulations."""

    choice: A
    means: dict[A, float]
    counts: dict[A, int]
    spent: int


def halving(
    options: Sequence[A],
    simulate: Callable[[A, int], tuple[float, int]],
    budget: int,
    min_sweeps: int = 1,
) -> Halving[A]:
    """Successive halving on a budget of work counts.

    ``simulate(option, k)`` plays one continuation of ``option`` on sampled future ``k``
    and returns its value and the work it cost (any count the game chooses: positions
    evaluated, moves played). The budget is split evenly over the rounds; in each round
    every surviving option meets the same futures, sweep after sweep, until the round's
    share is spent (at least ``min_sweeps`` sweeps); then the better half survives. Work
    is counted, never timed, so the result is the same on every machine."""
    alive = list(options)
    totals = dict.fromkeys(alive, 0.0)
    counts = dict.fromkeys(alive, 0)
    spent = 0
    if len(alive) == 1:
        return Halving(alive[0], {alive[0]: 0.0}, counts, 0)
    rounds = max(1, (len(alive) - 1).bit_length())
    k = 0
    for r in range(rounds):
        share = (budget - spent) / (rounds - r)
        used = 0
        sweeps = 0
        while sweeps < min_sweeps or used < share:
            for a in alive:
                value, cost = simulate(a, k)
                totals[a] += value
                counts[a] += 1
                used += cost
            k += 1
            sweeps += 1
            if used <= 0:
                break
        spent += used
        alive = sorted(alive, key=lambda a: -totals[a] / counts[a])
        alive = alive[: max(1, len(alive) // 2)]
    means = {a: totals[a] / counts[a] for a in totals if counts[a]}
    return Halving(alive[0], means, counts, spent)
