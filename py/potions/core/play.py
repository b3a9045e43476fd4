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

from potions.core.actions import Action
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
    turns: dict[str, list[float]] = field(default_factory=dict)
    tallies: dict[str, dict[str, int]] = field(default_factory=dict)
    """Per level, how often it played each verb of the game's ``TALLIED`` (its ai module)."""


def levels_of(game_id: str) -> tuple[str, ...]:
    """Every opponent a tournament may pair: random play, the game's levels and its
    benchmark opponents (``BENCHMARKS`` of its ai module: not offered to players)."""
    info = game_info(game_id)
    return ("random", *info.levels, *getattr(info.ai(), "BENCHMARKS", ()))


def decide(state: GameState, level: str, seed: int, chooser: Pcg32) -> Action:
    """The move of computer ``level`` ("random": uniformly random legal play)."""
    if level == "random":
        legal = state.legal_actions()
        return legal[chooser.below(len(legal))]
    info = game_info(state.game_id)
    if level in info.levels:
        return choose_action(state, level, seed)
    action: Action = info.ai().choose_action(state, level, seed)
    return action


def tallied(game_id: str) -> tuple[str, ...]:
    """The verbs a tournament counts for each level (``TALLIED`` of the game's ai module:
    moves that cost points, such as Potion Explosion's Little Help)."""
    return tuple(getattr(game_info(game_id).ai(), "TALLIED", ()))


def duel(
    game_id: str, levels: Sequence[str], seed: int
) -> tuple[GameState, dict[str, list[float]], dict[str, list[float]], dict[str, dict[str, int]]]:
    """One game between computer ``levels`` (one per seat; "random" plays at random).
    Returns the final state, each level's decision times and its turn times (a turn: the
    decisions a seat makes in a row), in seconds of this process's CPU time: other work on
    the machine does not inflate them; and how often each level played each tallied verb."""
    state = new_game(game_id, names(len(levels)), seed)
    chooser = Pcg32.from_seed(seed ^ 0xC0FFEE)
    times: dict[str, list[float]] = {level: [] for level in levels}
    turns: dict[str, list[float]] = {level: [] for level in levels}
    verbs = tallied(game_id)
    tallies: dict[str, dict[str, int]] = {level: dict.fromkeys(verbs, 0) for level in levels}
    step = 0
    last = -1
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        level = levels[seat]
        start = time.process_time()
        action = decide(state, level, seed * 7919 + step, chooser)
        elapsed = time.process_time() - start
        times[level].append(elapsed)
        if seat == last:
            turns[level][-1] += elapsed
        else:
            turns[level].append(elapsed)
        last = seat
        if action.verb in verbs:
            tallies[level][action.verb] += 1
        state.apply(action)
        step += 1
        if step > MAX_ACTIONS:
            raise RuntimeError(f"{game_id} seed {seed}: no end after {MAX_ACTIONS} actions")
    return state, times, turns, tallies


def _one(job: tuple[str, str, str, int]) -> Result:
    """A 2-player game of the pairing, seats swapped on odd seeds."""
    game_id, a, b, seed = job
    swap = seed % 2 == 1
    state, times, turns, tallies = duel(game_id, (b, a) if swap else (a, b), seed)
    me, them = (1, 0) if swap else (0, 1)
    winners = state.winners()
    result = 1.0 if winners == [me] else 0.5 if me in winners else 0.0
    scores = state.scores()
    return Result(result, scores[me], scores[them], times, turns, tallies)


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


def parse_pairs(game_id: str, text: str) -> list[tuple[str, str]]:
    """Pairings from ``"hard:flatmc,expert:hard"``; ValueError names what is wrong."""
    known = levels_of(game_id)
    out = []
    for item in text.split(","):
        parts = [p.strip() for p in item.split(":")]
        if len(parts) != 2 or not all(parts):
            raise ValueError(f"{item.strip()!r} is not a pairing LEVEL:LEVEL")
        for level in parts:
            if level not in known:
                raise ValueError(f"unknown level {level!r}: choose among {', '.join(known)}")
        out.append((parts[0], parts[1]))
    return out


def _ms(ts: list[float]) -> str:
    ts = sorted(ts)
    return (
        f"mean {statistics.mean(ts) * 1e3:.1f} ms, 95th percentile "
        f"{ts[min(len(ts) - 1, int(len(ts) * 0.95))] * 1e3:.1f} ms, max {ts[-1] * 1e3:.1f} ms"
    )


def tournament(
    game_id: str,
    games: int,
    seed: int,
    workers: int = 2,
    only: Sequence[tuple[str, str]] | None = None,
) -> None:
    """Print win rates with 95% intervals, mean scores, decision and turn times per
    pairing (``only``: these pairings instead of each level against the one below)."""
    all_times: dict[str, list[float]] = {}
    all_turns: dict[str, list[float]] = {}
    for a, b in only or pairings(game_id):
        jobs = [(game_id, a, b, seed + i) for i in range(games)]
        start = time.perf_counter()
        with ProcessPoolExecutor(max_workers=workers) as pool:
            results = list(pool.map(_one, jobs, chunksize=1 if games < 50 else 4))
        wins = sum(r.result for r in results)
        low, high = wilson(wins, games)
        print(
            f"{game_id}: {a} vs {b}: {a} wins {wins / games:.1%} (95% CI {low:.1%}-{high:.1%}) "
            f"of {games} games, seats swapped; mean scores "
            f"{statistics.mean(r.mine for r in results):.1f} vs "
            f"{statistics.mean(r.theirs for r in results):.1f} "
            f"({time.perf_counter() - start:.0f} s)",
            flush=True,
        )
        for verb in tallied(game_id):
            print(
                f"  {verb} a game: "
                + ", ".join(
                    f"{level} {statistics.mean(r.tallies[level][verb] for r in results):.2f}"
                    for level in dict.fromkeys((a, b))
                ),
                flush=True,
            )
        for r in results:
            for level, ts in r.times.items():
                all_times.setdefault(level, []).extend(ts)
            for level, ts in r.turns.items():
                all_turns.setdefault(level, []).extend(ts)
    for level in levels_of(game_id)[1:]:
        ts = all_times.get(level, [])
        if ts:
            print(f"  {level}: {len(ts)} decisions, {_ms(ts)} (CPython, CPU time)")
            turns = all_turns[level]
            print(f"  {level}: {len(turns)} turns, {_ms(turns)} (CPython, CPU time)")
