"""Potion Dice: fit the evaluation's weights (``evaluation.Weights``) to played games, and
try a judgement against Hard.

    PYTHONPATH=py python tools/fit_dice_weights.py games --games 600 --seed 1 --out m.pkl
    PYTHONPATH=py python tools/fit_dice_weights.py fit m.pkl --start '{"rolling": 0.28}'
    PYTHONPATH=py python tools/fit_dice_weights.py probe '{"weights": {"rolling": 0.28}}' \\
        --games 40 --seed 1000

``games`` keeps the position at the end of every turn of Medium-vs-Medium games (2 players)
with the final scores; ``fit`` searches the weights, one at a time, for the least final score
difference left unexplained among positions with the same turns left (a free slope per turn
count: decisions only compare positions of one moment); ``probe`` plays a searching level with
Hard's counts and the given ``Budget`` fields (``weights`` a dict of ``Weights`` fields)
against Hard, seats swapped, in one process. docs/rules-dice.md ("No Expert yet") gives the
runs.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import pickle
from collections import defaultdict
from typing import Any

from potions.dice import Game, new_game
from potions.dice import ai as dice_ai
from potions.dice.evaluation import Weights, evaluate, turns_left
from potions.dice.scoring import score_of

Row = tuple[int, Game, int, int]
"""A seat, the position at the end of its turn, its final score, the other's."""


def play_games(games: int, seed: int) -> list[Row]:
    """Medium against Medium: every end of a turn with the final scores."""
    rows: list[Row] = []
    for g in range(games):
        game = new_game(["A", "B"], seed + g)
        ends = []
        step = 0
        while not game.is_over:
            seat, phase = game.current, game.phase
            game.apply(dice_ai.choose_action(game, "medium", (seed + g) * 100000 + step))
            step += 1
            if phase == "play" and (game.current != seat or game.is_over):
                ends.append((seat, Game.from_dict(game.to_dict())))
        final = [score_of(game, i) for i in range(2)]
        rows += [(s, pos, final[s], final[1 - s]) for s, pos in ends]
    return rows


def unexplained(rows: list[Row], w: Weights) -> float:
    """Mean squared final score difference the evaluation leaves unexplained among
    positions with the same turns left (a least-squares slope for each)."""
    groups: dict[tuple[int, int], list[Row]] = defaultdict(list)
    for r in rows:
        if r[1].phase != "over":
            groups[(turns_left(r[1], r[0]), r[0])].append(r)
    total, n = 0.0, 0
    for group in groups.values():
        xs = [evaluate(pos, seat, None, w) for seat, pos, _, _ in group]
        ys = [float(mine - theirs) for _, _, mine, theirs in group]
        m = len(xs)
        if m < 5:
            continue
        mx, my = sum(xs) / m, sum(ys) / m
        sxx = sum((x - mx) ** 2 for x in xs)
        syy = sum((y - my) ** 2 for y in ys)
        sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
        total += syy - (sxy * sxy / sxx if sxx > 0 else 0.0)
        n += m
    return total / n


def fit(rows: list[Row], start: Weights, sweeps: int, caps: dict[str, float]) -> Weights:
    """Coordinate search: each weight times 0, 0.67, 0.85, 1.2 and 1.5 in turn, kept when
    less is left unexplained (``caps``: upper bounds)."""
    w, best = start, unexplained(rows, start)
    print(f"start {best:.3f} {w}", flush=True)
    for sweep in range(sweeps):
        for field in dataclasses.fields(Weights):
            v0 = getattr(w, field.name)
            for mult in (0.0, 0.67, 0.85, 1.2, 1.5):
                v = v0 * mult
                if (field.name == "shape" and v <= 0) or v > caps.get(field.name, 1e9):
                    continue
                cand = dataclasses.replace(w, **{field.name: v})
                loss = unexplained(rows, cand)
                if loss < best - 1e-9:
                    w, best = cand, loss
                    print(f"  {field.name}={v:.4g}: {loss:.3f}", flush=True)
        print(f"sweep {sweep}: {best:.3f} {w}", flush=True)
    return w


def main() -> None:
    """Parse the command line and run it."""
    parser = argparse.ArgumentParser(prog="fit_dice_weights")
    sub = parser.add_subparsers(dest="command", required=True)
    g = sub.add_parser("games")
    g.add_argument("--games", type=int, default=600)
    g.add_argument("--seed", type=int, default=1)
    g.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("rows", nargs="+")
    f.add_argument("--start", default="{}")
    f.add_argument("--sweeps", type=int, default=2)
    f.add_argument("--caps", default='{"reserve": 1.0}')
    p = sub.add_parser("probe")
    p.add_argument("budget", help='Budget fields as JSON, e.g. {"weights": {"rolling": 0.28}}')
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args()
    if args.command == "games":
        with open(args.out, "wb") as out:
            pickle.dump(play_games(args.games, args.seed), out)
    elif args.command == "fit":
        rows: list[Row] = []
        for name in args.rows:
            with open(name, "rb") as src:
                rows += pickle.load(src)
        fit(rows, Weights(**json.loads(args.start)), args.sweeps, json.loads(args.caps))
    else:
        spec: dict[str, Any] = json.loads(args.budget)
        weights = Weights(**spec.pop("weights", {}))
        dice_ai.BUDGETS["trial"] = dice_ai.Budget(weights=weights, **spec)
        dice_ai.BENCHMARKS = (*dice_ai.BENCHMARKS, "trial")
        from potions.core.play import tournament

        print(dice_ai.BUDGETS["trial"], flush=True)
        tournament("dice", args.games, args.seed, workers=1, only=[("trial", "hard")])


if __name__ == "__main__":
    main()
