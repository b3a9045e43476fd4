"""Glastonbury (Günter Burkhardt, franjos 2013): the complete rules engine, on the shared
core.

Public interface: :func:`new_game`, :class:`Game`, :class:`Action`,
:class:`IllegalActionError`, :func:`describe`, :func:`score` (a player's ingredient
score from card names). The computer opponents are in :mod:`potions.glastonbury.ai`.
"""

from typing import TYPE_CHECKING

from potions.core.lazy import exports

if TYPE_CHECKING:
    from potions.core.errors import IllegalActionError
    from potions.glastonbury.actions import Action
    from potions.glastonbury.components import (
        COLOURS,
        INGREDIENTS,
        PAWN_COLOURS,
        card_name,
    )
    from potions.glastonbury.game import Game, new_game
    from potions.glastonbury.narrate import describe, headline
    from potions.glastonbury.scoring import score

# The engine is imported when one of its names is first used (potions.core.lazy).
__getattr__, __dir__ = exports(
    __name__,
    {
        "potions.core.errors": ("IllegalActionError",),
        "potions.glastonbury.actions": ("Action",),
        "potions.glastonbury.components": ("COLOURS", "INGREDIENTS", "PAWN_COLOURS", "card_name"),
        "potions.glastonbury.game": ("Game", "new_game"),
        "potions.glastonbury.narrate": ("describe", "headline"),
        "potions.glastonbury.scoring": ("score",),
    },
)

__all__ = [
    "COLOURS",
    "INGREDIENTS",
    "PAWN_COLOURS",
    "Action",
    "Game",
    "IllegalActionError",
    "card_name",
    "describe",
    "headline",
    "new_game",
    "score",
]
