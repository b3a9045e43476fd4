"""Whole games without a page: random legal play and tournaments between computers.

``python -m potions simulate --game ID`` and ``python -m potions tournament --game ID``
(see :mod:`potions.__main__`) print figures for ``make bench``.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from potions.core.ai import choose_action
from potions.core.protocol import GameState
from potions.core.registry import game_info, new_game
from potions.core.rng import Pcg32

MAX_ACTIONS = 20_000
"""A game longer than this is a bug (every game of the app ends far sooner)."""


def names(players: int) -> list[str]:
    """Placeholder player names."""
    return [f"P{i + 1}" for i in range(players)]


def play_random(game_id: str, players: int, seed: int) -> GameState:
    """One game of uniformly random legal actions, to its end."""
    state = new_game(game_id, names(players), seed)
    chooser = Pcg32.from_seed(seed ^ 0x5EED)
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            return state
        legal = state.legal_actions()
        state.apply(legal[chooser.below(len(legal))])
    raise RuntimeError(f"{game_id} seed {seed}: no end after {MAX_ACTIONS} actions")


def simulate(game_id: str, games: int, players: int, seed: int) -> None:
    """Print speed and length figures of ``games`` random games."""
    start = time.perf_counter()
    actions = 0
    lengths: list[int] = []
    scores: list[int] = []
    for i in range(games):
        state = play_random(game_id, players, seed + i)
        actions += len(state.history)
        lengths.append(len(state.history))
        scores.extend(state.scores())
    elapsed = time.perf_counter() - start
    print(f"{game_id}: {games} random games, {players} players, seeds {seed}..")
    print(f"  {games / elapsed:.1f} games/s, {actions / elapsed:.0f} actions/s")
    print(
        f"  actions per game: mean {statistics.mean(lengths):.1f}, "
        f"min {min(lengths)}, max {max(lengths)}"
    )
    print(
        f"  score per player: mean {statistics.mean(scores):.1f}, "
        f"min {min(scores)}, max {max(scores)}"
    )


@dataclass
class Result:
    """One tournament game from the first level's point of view."""

    result: float
    mine: int
    theirs: int
    times: dict[str, list[float]] = field(default_factory=dict)


def duel(
    game_id: str, levels: Sequence[str], seed: int
) -> tuple[GameState, dict[str, list[float]]]:
    """One game between computer ``levels`` (one per seat; "random" plays at random)."""
    state = new_game(game_id, names(len(levels)), seed)
    chooser = Pcg32.from_seed(seed ^ 0xC0FFEE)
    times: dict[str, list[float]] = {level: [] for level in levels}
    step = 0
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        level = levels[seat]
        start = time.perf_counter()
        if level == "random":
            legal = state.legal_actions()
            action = legal[chooser.below(len(legal))]
        else:
            action = choose_action(state, level, seed * 7919 + step)
        times[level].append(time.perf_counter() - start)
        state.apply(action)
        step += 1
        if step > MAX_ACTIONS:
            raise RuntimeError(f"{game_id} seed {seed}: no end after {MAX_ACTIONS} actions")
    return state, times


def _one(job: tuple[str, str, str, int]) -> Result:
    """A 2-player game of the pairing, seats swapped on odd seeds."""
    game_id, a, b, seed = job
    swap = seed % 2 == 1
    state, times = duel(game_id, (b, a) if swap else (a, b), seed)
    me, them = (1, 0) if swap else (0, 1)
    winners = state.winners()
    result = 1.0 if winners == [me] else 0.5 if me in winners else 0.0
    scores = state.scores()
    return Result(result, scores[me], scores[them], times)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% confidence interval of a win rate (Wilson score interval)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def pairings(game_id: str) -> list[tuple[str, str]]:
    """Each level against the one below it, the weakest against random play."""
    levels = ["random", *game_info(game_id).levels]
    return [(levels[i + 1], levels[i]) for i in range(len(levels) - 1)][::-1]


def tournament(
    game_id: str,
    games: int,
    seed: int,
    workers: int = 2,
    only: Sequence[tuple[str, str]] | None = None,
) -> None:
    """Print win rates with 95% intervals, mean scores and decision times per pairing."""
    all_times: dict[str, list[float]] = {}
    for a, b in only or pairings(game_id):
        jobs = [(game_id, a, b, seed + i) for i in range(games)]
        start = time.perf_counter()
        with ProcessPoolExecutor(max_workers=workers) as pool:
            results = list(pool.map(_one, jobs, chunksize=4))
        wins = sum(r.result for r in results)
        low, high = wilson(wins, games)
        print(
            f"{game_id}: {a} vs {b}: {a} wins {wins / games:.1%} (95% CI {low:.1%}-{high:.1%}) "
            f"of {games} games, seats swapped; mean scores "
            f"{statistics.mean(r.mine for r in results):.1f} vs "
            f"{statistics.mean(r.theirs for r in results):.1f} "
            f"({time.perf_counter() - start:.0f} s)"
        )
        for r in results:
            for level, ts in r.times.items():
                all_times.setdefault(level, []).extend(ts)
    for level in game_info(game_id).levels:
        ts = sorted(all_times.get(level, []))
        if ts:
            print(
                f"  {level}: {len(ts)} decisions, mean {statistics.mean(ts) * 1e3:.1f} ms, "
                f"95th percentile {ts[int(len(ts) * 0.95)] * 1e3:.1f} ms, "
                f"max {ts[-1] * 1e3:.1f} ms (CPython)"
            )
