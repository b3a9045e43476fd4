"""Potion Explosion: the complete rules engine, on the shared core.

Public interface: :func:`new_game`, :class:`Game`, :class:`Action`,
:class:`IllegalActionError`, :func:`chain_reaction`, :func:`describe`.
The computer opponents are in :mod:`potions.explosion.ai`.
"""

from typing import TYPE_CHECKING

from potions.core.lazy import exports

if TYPE_CHECKING:
    from potions.core.errors import IllegalActionError
    from potions.explosion.actions import Action
    from potions.explosion.components import COLOURS, FIRST_GAME_KINDS, KIND_IDS, KINDS, TILES
    from potions.explosion.dispenser import chain_reaction
    from potions.explosion.game import Game, new_game
    from potions.explosion.narrate import describe, headline

# The engine is imported when one of its names is first used (potions.core.lazy).
__getattr__, __dir__ = exports(
    __name__,
    {
        "potions.core.errors": ("IllegalActionError",),
        "potions.explosion.actions": ("Action",),
        "potions.explosion.components": (
            "COLOURS",
            "FIRST_GAME_KINDS",
            "KIND_IDS",
            "KINDS",
            "TILES",
        ),
        "potions.explosion.dispenser": ("chain_reaction",),
        "potions.explosion.game": ("Game", "new_game"),
        "potions.explosion.narrate": ("describe", "headline"),
    },
)

__all__ = [
    "COLOURS",
    "FIRST_GAME_KINDS",
    "KINDS",
    "KIND_IDS",
    "TILES",
    "Action",
    "Game",
    "IllegalActionError",
    "chain_reaction",
    "describe",
    "headline",
    "new_game",
]
