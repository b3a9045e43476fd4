"""Real positions for the browser tests, found by playing seeded random games in CPython.

A position is handed to the page as a saved-game file (imported through the page's own
import control), so every test position is one that real play reaches.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from potions import to_save
from potions.core.rng import Pcg32
from potions.explosion import Action, Game, effects, new_game


def find(
    want: Callable[[Game], Action | None], seeds: range = range(1, 400), players: int = 2
) -> tuple[Game, Action]:
    """The first position of random seeded games where ``want`` names an action."""
    for seed in seeds:
        game = new_game([f"P{i + 1}" for i in range(players)], seed)
        chooser = Pcg32.from_seed(seed * 31 + 7)
        for _ in range(600):
            if game.is_over:
                break
            found = want(game)
            if found is not None:
                return game, found
            legal = game.legal_actions()
            game.apply(legal[chooser.below(len(legal))])
    raise LookupError("no position found")


def ready(game: Game) -> bool:
    return game.phase == "play" and not game.turn["hand"] and not game.turn["prismatic"]


def drink_of(kind: str, inner: str | None = None) -> Callable[[Game], Action | None]:
    def want(game: Game) -> Action | None:
        if not ready(game):
            return None
        for a in game.legal_actions():
            if a.verb != "drink":
                continue
            drink = effects.decode(a)
            potion = "sands" if drink.via is not None else drink.kind
            if potion == kind and (inner is None or drink.kind == inner):
                return a
        return None

    return want


def save_file(game: Game, folder: Path, name: str) -> Path:
    path = folder / f"{name}.json"
    path.write_text(json.dumps(to_save(game)))
    return path
