"""Self-play for Glastonbury's judgement: Expert judging with changed weights against an
unchanged level, on the tournament's games (same seeds, seats swapped on odd seeds).

    PYTHONPATH=py python tools/tune_glastonbury.py '{"beta": 1.5}' --seeds 1000 1040

``--budget hard`` searches on Hard's budget instead (about a tenth of Expert's time): a
quicker screen of a judgement over many more games.

Changes (JSON): any field of :class:`potions.glastonbury.evaluation.Weights` (``discount`` a
list). With ``{}`` it plays today's Expert, as ``python -m potions tournament --game
glastonbury --pairs expert:hard --workers 1`` does. One line per game, then a summary.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics

from potions.core import play
from potions.glastonbury import ai
from potions.glastonbury import evaluation as ev


def weights(changes: dict[str, object]) -> ev.Weights:
    """The standard weights with ``changes`` made."""
    known = {f.name for f in dataclasses.fields(ev.Weights)}
    for key in changes:
        if key not in known:
            raise SystemExit(f"unknown weight {key!r}: choose among {', '.join(sorted(known))}")
    out = {k: tuple(v) if isinstance(v, list) else v for k, v in changes.items()}
    return dataclasses.replace(ev.STANDARD, **out)  # type: ignore[arg-type]


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("changes", help="JSON, for example '{\"beta\": 1.5}'")
    parser.add_argument("--seeds", nargs=2, type=int, default=(1000, 1040))
    parser.add_argument("--against", default="hard", help="the unchanged level")
    parser.add_argument(
        "--budget", choices=("hard", "expert"), default="expert", help="the changed level's"
    )
    parser.add_argument(
        "--look",
        type=float,
        help="the fast play-outs' look-ahead (Hard's budget; Expert's move by the evaluation)",
    )
    args = parser.parse_args()
    base = ai.HARD if args.budget == "hard" else ai.EXPERT
    look = base.look if args.look is None else args.look
    ai.EXPERT = dataclasses.replace(base, weights=weights(json.loads(args.changes)), look=look)
    wins, games, mine, theirs = 0.0, 0, 0, 0
    turns: list[float] = []
    for seed in range(*args.seeds):
        r = play._one(("glastonbury", "expert", args.against, seed))
        wins += r.result
        games += 1
        mine += r.mine
        theirs += r.theirs
        turns.extend(r.turns["expert"])
        print(f"seed {seed}: {r.mine}-{r.theirs}, {wins}/{games}", flush=True)
    low, high = play.wilson(wins, games)
    turns.sort()
    print(
        f"{args.changes} vs {args.against}: {wins}/{games} = {wins / games:.1%} "
        f"(95% {low:.1%}-{high:.1%}); mean scores {mine / games:.1f} vs {theirs / games:.1f}; "
        f"Expert's turn mean {statistics.mean(turns) * 1e3:.0f} ms, p95 "
        f"{turns[int(len(turns) * 0.95)] * 1e3:.0f} ms, max {turns[-1] * 1e3:.0f} ms"
    )


if __name__ == "__main__":
    main()
