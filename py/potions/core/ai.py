"""Computer opponents of any game: ``choose_action(state, level, seed)``."""

from __future__ import annotations

from potions.core.actions import Action
from potions.core.protocol import GameState
from potions.core.registry import game_info


def choose_action(state: GameState, level: str, seed: int) -> Action:
    """The action the current player's computer opponent of ``level`` plays next."""
    info = game_info(state.game_id)
    if level not in info.levels:
        raise ValueError(f"Unknown level {level!r}: choose one of {', '.join(info.levels)}.")
    action: Action = info.ai().choose_action(state, level, seed)
    return action
