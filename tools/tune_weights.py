"""Self-play for Potion Explosion's evaluation weights: a search judging with changed
weights against an unchanged level, each seed played from both seats.

    PYTHONPATH=py python tools/tune_weights.py '{"undrunk": 1.6}' --seeds 2000 2060

Changes (JSON): ``undrunk`` scales the worth of undrunk potions (before the end and on a
last turn), ``spare`` the worth of a spare pool marble, ``feed`` the share of the next
player's best pick, ``same_kind`` / ``kinds_done`` / ``q`` replace the row "before the end"
of those tables, ``fresh`` the worth of an empty burner, ``win`` the win bonus. This is how
Expert's judgement was found (docs/rules-explosion.md); it prints one line per game and a
summary.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
from typing import Any

from potions.core import play
from potions.explosion import ai, ai_search, new_game
from potions.explosion import evaluation as ev


def weights(changes: dict[str, Any]) -> ev.Weights:
    """The standard weights with ``changes`` made."""
    s = ev.STANDARD
    out: dict[str, Any] = {}
    for key, v in changes.items():
        if key == "undrunk":
            out["undrunk"] = s.undrunk_times(v).undrunk
        elif key in ("q", "same_kind", "kinds_done"):
            table = getattr(s, key)
            out[key] = (tuple(v), *table[1:])
        elif key in ("spare", "fresh"):
            out[key] = (float(v), *getattr(s, key)[1:])
        elif key in ("feed", "win"):
            out[key] = float(v)
        else:
            raise SystemExit(f"unknown weight {key!r}")
    return dataclasses.replace(s, **out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("changes", help="JSON, for example '{\"undrunk\": 1.6}'")
    parser.add_argument("--seeds", nargs=2, type=int, default=(2000, 2060))
    parser.add_argument("--budget", choices=("hard", "expert"), default="hard")
    parser.add_argument("--against", default="hard", help="the unchanged level")
    args = parser.parse_args()
    base = ai_search.EXPERT if args.budget == "expert" else ai_search.HARD
    budget = dataclasses.replace(base, weights=weights(json.loads(args.changes)))

    wins, games, mine, theirs = 0.0, 0, 0, 0
    lo, hi = args.seeds
    for seed in range(lo, hi):
        for me in (0, 1):
            state = new_game(["A", "B"], seed)
            step = 0
            while not state.is_over:
                decision_seed = seed * 7919 + step
                if state.current_player == me:
                    action = ai.searched(state, budget, decision_seed)
                else:
                    action = ai.choose_action(state, args.against, decision_seed)
                state.apply(action)
                step += 1
            winners = state.winners()
            wins += 1.0 if winners == [me] else 0.5 if me in winners else 0.0
            games += 1
            scores = state.scores()
            mine += scores[me]
            theirs += scores[1 - me]
            print(f"seed {seed} seat {me}: {scores[me]}-{scores[1 - me]}, {wins}/{games}")
    low, high = play.wilson(wins, games)
    print(
        f"{args.changes} ({args.budget}'s budget) vs {args.against}: {wins}/{games} = "
        f"{wins / games:.1%} (95% {low:.1%}-{high:.1%}); mean scores "
        f"{mine / games:.1f} vs {theirs / games:.1f}"
    )


if __name__ == "__main__":
    main()
