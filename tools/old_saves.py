"""Write genuine saves with an old engine, for tests/core/data/rules/ (see its README).

Run with an old commit's engine on the path, e.g.::

    git archive 6715737 py | tar -x -C /tmp/old-6715737
    PYTHONPATH=/tmp/old-6715737/py python3 tools/old_saves.py explosion v2 6715737 \
        tests/core/data/rules

Each case plays random games (legal actions drawn from a seeded generator, steered towards
the rule that later changed) until one shows that rule at work, and writes the save the app
of that commit wrote: one saved in the middle of the game, right after the old rule acted,
and one of the same game played to its end. Only the standard library and the old engine
are used, so that the saves are what that engine wrote.
"""

from __future__ import annotations

import importlib
import itertools
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

NAMES = ["Ann", "Bob", "Cid", "Dee"]


def engine(game_id: str, fmt: str) -> tuple[Callable[..., Any], Callable[[Any], dict[str, Any]]]:
    """The old engine's ``new_game`` and the save function its page used."""
    if fmt == "v1":  # the first edition: potion-explosion-save, version 1
        first_new_game = importlib.import_module("potions.explosion.game").new_game
        first_to_save = importlib.import_module("potions.explosion.save").to_save

        def save_v1(game: Any) -> dict[str, Any]:
            data: dict[str, Any] = first_to_save(game)
            data["meta"] = {"updated": 0, "log": [], "seats": ["human", "human"], "pace": "normal"}
            return data

        return (lambda players, seed, **o: first_new_game(players, seed)), save_v1
    potions = importlib.import_module("potions")
    new_game, to_save = potions.new_game, potions.to_save

    def save_v2(game: Any) -> dict[str, Any]:
        seats = ["human"] * len(game.config["players"])
        data: dict[str, Any] = to_save(game, meta={"updated": 0, "seats": seats, "pace": "normal"})
        return data

    return (lambda players, seed, **o: new_game(game_id, players, seed, **o)), save_v2


def prismatic(game: Any, rng: random.Random) -> tuple[Any, bool]:
    """Explosion: prefer drinking Prismatic Joy and placing with it (never stop early).
    The rule at work: a 4th marble placed by one Prismatic Joy, which may place more."""
    legal = game.legal_actions()
    wild = [a for a in legal if str(a).startswith("wild ")]
    drinks = [a for a in legal if str(a).startswith("drink ")]
    if wild:
        action = rng.choice(wild)
    elif drinks and rng.random() < 0.8:
        action = rng.choice(drinks)
    else:
        action = rng.choice(legal)
    game.apply(action)
    last = game.history[-4:]
    placing = bool(game.turn["prismatic"])
    return action, placing and len(last) == 4 and all(h.startswith("wild ") for h in last)


def little_help(game: Any, rng: random.Random, memo: dict[str, int]) -> tuple[Any, bool]:
    """Dice: ask for the Little Help whenever it is offered. The rule at work: a Little
    Help taken when no die was left over by the rolling (only this turn's 6s or the dice of
    a finished potion lay on the preparation table)."""
    legal = game.legal_actions()
    helps = [a for a in legal if str(a).startswith("help ")]
    action = rng.choice(helps) if helps else rng.choice(legal)
    game.apply(action)
    for event in game.events:
        if event["type"] == "turn":
            memo["left"] = 0
        elif event["type"] == "prep_end":
            memo["left"] = len(event["dice"])
    if str(action).startswith("help "):
        if memo["left"] == 0:
            return action, True
        memo["left"] -= 1
    return action, False


def perluceo_last(game: Any) -> bool:
    """Glastonbury: the game ended with a Perluceo taken as the last card by the holder of
    the Recipe card "fewest spells used" (ruling 25 before rules 2)."""
    parts = importlib.import_module("potions.glastonbury.state").log_parts
    if not game.is_over or not game.log:
        return False
    how, seat, card = parts(game.log[-1])
    perluceo = importlib.import_module("potions.glastonbury.components").PERLUCEO
    return bool(
        how == "take"
        and card == perluceo
        and seat == game.ender
        and "b-fewest-spells" in game.players[seat]["recipes"]
    )


def immuto_off_recipe(game: Any) -> bool:
    """Glastonbury: at the end, an Immuto placed elsewhere would have given its holder a
    better total through the Recipe card of sort A (ruling 22 before rules 2: the old
    scoring placed it for the best ingredient score alone)."""
    if not game.is_over:
        return False
    ending = importlib.import_module("potions.glastonbury.ending")
    parts = importlib.import_module("potions.glastonbury.components")
    set_points = importlib.import_module("potions.glastonbury.scoring").set_points
    scorings = ending.ingredient_scorings(game)
    points = ending.recipe_points(game, scorings)
    each = 2 if len(game.players) == 4 else 1
    for seat, p in enumerate(game.players):
        colours = [parts.RECIPE_COLOUR[r] for r in p["recipes"] if r in parts.RECIPE_COLOUR]
        recipe = [r for r in p["recipes"] if r in parts.RECIPE_COLOUR]
        if not colours or points[seat][recipe[0]] == 0:
            continue
        cards = [c for c in p["cauldron"] if parts.is_ingredient(c)]
        immutos = p["cauldron"].count(parts.IMMUTO)
        held = sorted({c // 4 for c in cards})
        old = scorings[seat].points + each * sum(
            1
            for i in scorings[seat].immuto
            if i is not None and parts.INGREDIENTS[i].colour == colours[0]
        )
        for choice in itertools.combinations_with_replacement(held, immutos):
            counts = {i: sum(1 for c in cards if c // 4 == i) for i in held}
            totals = {i: sum(c % 4 + 1 for c in cards if c // 4 == i) for i in held}
            for i in choice:
                counts[i] += 1
            double = {i: parts.INGREDIENTS[i].colour == p["colour"] for i in held}
            ing = sum(set_points(min(4, counts[i]), totals[i], double[i]) for i in held)
            liked = sum(1 for i in choice if parts.INGREDIENTS[i].colour == colours[0])
            if ing + each * liked > old:
                return True
    return False


def play_case(game_id: str, fmt: str, seed: int, options: dict[str, Any]) -> list[Any] | None:
    """Play one game; the states to save (at the old rule, at the end), or None."""
    new_game, _ = engine(game_id, fmt)
    rng = random.Random(seed)
    setup = {k: v for k, v in options.items() if k != "case"}
    game = new_game(NAMES[: 2 + seed % 3], seed, **setup)
    memo: dict[str, int] = {"left": 0}
    middle = None
    plain = options.get("case") == "plain" or game_id == "practice"
    while not game.is_over:
        if plain:  # no old rule to show (Practice never changed one): the 30th action's
            game.apply(rng.choice(game.legal_actions()))
            hit = len(game.history) == 30
        elif game_id == "explosion":
            _, hit = prismatic(game, rng)
        elif game_id == "dice":
            _, hit = little_help(game, rng, memo)
        else:
            game.apply(rng.choice(game.legal_actions()))
            hit = False
        if hit and middle is None:
            middle = game.copy()
    if game_id == "glastonbury" and not plain:
        case = options.get("case")
        return (
            [game] if (perluceo_last if case == "perluceo" else immuto_off_recipe)(game) else None
        )
    if middle is None:
        return None
    return [middle, game]


def main() -> None:
    """``tools/old_saves.py GAME FORMAT COMMIT OUT [OPTIONS-JSON [FIRST-SEED]]``: FORMAT v1
    for the first edition's saves, v2 for the envelope; COMMIT names the files."""
    game_id, fmt, label, out = sys.argv[1], sys.argv[2], sys.argv[3], Path(sys.argv[4])
    options = json.loads(sys.argv[5]) if len(sys.argv) > 5 else {}
    first = int(sys.argv[6]) if len(sys.argv) > 6 else 1
    _, save = engine(game_id, fmt)
    for seed in range(first, first + 20000):
        states = play_case(game_id, fmt, seed, options)
        if states is None:
            continue
        whens = ["middle", "finished"][-len(states) :]
        if options.get("case") not in (None, "plain"):
            whens = [options["case"]]
        for state, when in zip(states, whens, strict=True):
            path = out / f"{game_id}-{label}-{when}.json"
            path.write_text(json.dumps(save(state), separators=(",", ":")) + "\n")
            print(f"{path}: seed {seed}, {len(state.history)} actions")
        return
    raise SystemExit("no game showed the rule")


if __name__ == "__main__":
    main()
