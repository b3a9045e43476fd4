"""Potion-making: Practice: the complete rules engine, on the shared core.

Public interface: :func:`new_game`, :class:`Game`, :class:`Action`,
:class:`IllegalActionError`, :func:`describe`, the card data :data:`CARDS`.
The computer opponents are in :mod:`potions.practice.ai`.
"""

from typing import TYPE_CHECKING

from potions.core.lazy import exports

if TYPE_CHECKING:
    from potions.core.errors import IllegalActionError
    from potions.practice.actions import Action
    from potions.practice.cards import CARDS, ELEMENT_NAMES, ELEMENTS, FORMULA_NAMES
    from potions.practice.game import Game, new_game
    from potions.practice.narrate import describe, headline

# The engine is imported when one of its names is first used (potions.core.lazy).
__getattr__, __dir__ = exports(
    __name__,
    {
        "potions.core.errors": ("IllegalActionError",),
        "potions.practice.actions": ("Action",),
        "potions.practice.cards": ("CARDS", "ELEMENT_NAMES", "ELEMENTS", "FORMULA_NAMES"),
        "potions.practice.game": ("Game", "new_game"),
        "potions.practice.narrate": ("describe", "headline"),
    },
)

__all__ = [
    "CARDS",
    "ELEMENTS",
    "ELEMENT_NAMES",
    "FORMULA_NAMES",
    "Action",
    "Game",
    "IllegalActionError",
    "describe",
    "headline",
    "new_game",
]
