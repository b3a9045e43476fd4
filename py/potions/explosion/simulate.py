"""Random legal games, for figures (games/s, actions/s) and as a smoke test."""

from __future__ import annotations

import argparse
import statistics
import time

from potions.explosion.game import new_game
from potions.rng import Pcg32


def play_random(players: int, seed: int) -> tuple[int, int, list[int]]:
    """Play one game of uniformly random legal actions; returns (actions, turns, scores)."""
    game = new_game([f"P{i + 1}" for i in range(players)], seed)
    game = game.copy(record=False)
    chooser = Pcg32.from_seed(seed ^ 0x5EED)
    actions = 0
    while not game.is_over:
        legal = game.legal_actions()
        game.apply_trusted(legal[chooser.below(len(legal))])
        actions += 1
    return actions, game.turns, game.scores()


def main(argv: list[str] | None = None) -> int:
    """``python -m potions.explosion simulate --games N --players K --seed S``."""
    parser = argparse.ArgumentParser(prog="python -m potions.explosion")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play random legal games and print figures")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    sim.add_argument("--seed", type=int, default=0)
    tour = sub.add_parser("tournament", help="computer opponents against each other")
    tour.add_argument("--games", type=int, default=200)
    tour.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    if args.command == "tournament":
        from potions.explosion.tournament import run

        run(args.games, args.seed)
        return 0
    start = time.perf_counter()
    total_actions = 0
    turns: list[int] = []
    scores: list[int] = []
    for i in range(args.games):
        n, t, s = play_random(args.players, args.seed + i)
        total_actions += n
        turns.append(t)
        scores.extend(s)
    elapsed = time.perf_counter() - start
    print(f"{args.games} random games, {args.players} players, seeds {args.seed}..")
    print(f"  {args.games / elapsed:.1f} games/s, {total_actions / elapsed:.0f} actions/s")
    print(
        f"  turns per game: mean {statistics.mean(turns):.1f}, min {min(turns)}, max {max(turns)}"
    )
    print(
        f"  score per player: mean {statistics.mean(scores):.1f}, "
        f"min {min(scores)}, max {max(scores)}"
    )
    return 0
