"""Seeded tournaments between computer opponents, for strength figures (`make bench`)."""

from __future__ import annotations

import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from potions.explosion.ai import choose_action
from potions.explosion.game import new_game
from potions.rng import Pcg32

PAIRINGS = (("hard", "medium"), ("medium", "easy"), ("easy", "random"))


def play(first: str, second: str, seed: int) -> tuple[list[int], list[int], dict[str, list[float]]]:
    """One 2-player game, ``first`` in seat 0; returns scores, winners and decision times."""
    game = new_game(["A", "B"], seed).copy(record=False)
    levels = (first, second)
    chooser = Pcg32.from_seed(seed ^ 0xC0FFEE)
    times: dict[str, list[float]] = {first: [], second: []}
    step = 0
    while not game.is_over:
        level = levels[game.current]
        start = time.perf_counter()
        if level == "random":
            legal = game.legal_actions()
            action = legal[chooser.below(len(legal))]
        else:
            action = choose_action(game, level, seed * 7919 + step)
        times[level].append(time.perf_counter() - start)
        game.apply_trusted(action)
        step += 1
    return game.scores(), game.winners(), times


def _one(args: tuple[str, str, int]) -> tuple[float, int, int, dict[str, list[float]]]:
    """A game of the pairing with seats swapped on odd seeds; the first level's result."""
    a, b, seed = args
    swap = seed % 2 == 1
    scores, winners, times = play(b, a, seed) if swap else play(a, b, seed)
    me, them = (1, 0) if swap else (0, 1)
    result = 1.0 if winners == [me] else 0.5 if me in winners else 0.0
    return result, scores[me], scores[them], times


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% confidence interval of a win rate (Wilson score interval)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def run(games: int, seed: int, workers: int = 2) -> None:
    """Print win rates with 95% intervals, mean scores and decision times per pairing."""
    all_times: dict[str, list[float]] = {}
    for a, b in PAIRINGS:
        jobs = [(a, b, seed + i) for i in range(games)]
        start = time.perf_counter()
        with ProcessPoolExecutor(max_workers=workers) as pool:
            results = list(pool.map(_one, jobs, chunksize=4))
        wins = sum(r[0] for r in results)
        low, high = wilson(wins, games)
        print(
            f"{a} vs {b}: {a} wins {wins / games:.1%} (95% CI {low:.1%}-{high:.1%}) of {games} "
            f"games, seats swapped; mean scores {statistics.mean(r[1] for r in results):.1f} "
            f"vs {statistics.mean(r[2] for r in results):.1f} "
            f"({time.perf_counter() - start:.0f} s)"
        )
        for r in results:
            for level, ts in r[3].items():
                all_times.setdefault(level, []).extend(ts)
    for level in ("easy", "medium", "hard"):
        ts = sorted(all_times.get(level, []))
        if ts:
            print(
                f"  {level}: {len(ts)} decisions, mean {statistics.mean(ts) * 1e3:.1f} ms, "
                f"95th percentile {ts[int(len(ts) * 0.95)] * 1e3:.1f} ms, "
                f"max {ts[-1] * 1e3:.1f} ms (CPython)"
            )
