"""``python -m potions simulate|tournament --game ID ...``: figures for ``make bench``."""

from __future__ import annotations

import argparse
import sys

from potions.core.play import parse_pairs, simulate, tournament
from potions.core.registry import GAMES


def main(argv: list[str] | None = None, game: str | None = None) -> int:
    """Parse the command line and run it (``game`` fixes the game, for per-game aliases)."""
    parser = argparse.ArgumentParser(prog="python -m potions")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play random legal games and print figures")
    tour = sub.add_parser("tournament", help="computer opponents against each other")
    for p in (sim, tour):
        p.add_argument("--game", choices=list(GAMES), default=game, required=game is None)
        p.add_argument("--games", type=int, default=100)
        p.add_argument("--seed", type=int, default=0)
    sim.add_argument("--players", type=int, default=2)
    tour.add_argument(
        "--pairs",
        default=None,
        help="pairings to play instead of each level against the one below, "
        "e.g. hard:flatmc,expert:hard (levels: random, the game's levels, its benchmarks)",
    )
    tour.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    info = GAMES[args.game]
    if args.command == "simulate":
        if not info.min_players <= args.players <= info.max_players:
            parser.error(f"{info.title} is for {info.min_players} to {info.max_players} players")
        simulate(args.game, args.games, args.players, args.seed)
    else:
        try:
            pairs = parse_pairs(args.game, args.pairs) if args.pairs else None
        except ValueError as exc:
            parser.error(str(exc))
        tournament(args.game, args.games, args.seed, workers=args.workers, only=pairs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
