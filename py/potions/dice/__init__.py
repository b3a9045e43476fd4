"""Potion Dice: the complete rules engine, on the shared core.

Public interface: :func:`new_game`, :class:`Game`, :class:`Action`,
:class:`IllegalActionError`, :func:`describe`, the deck (:data:`CARDS`, :data:`TYPES`).
The computer opponents are in :mod:`potions.dice.ai`, the deck's balance run in
:mod:`potions.dice.balance`.
"""

from typing import TYPE_CHECKING

from potions.core.lazy import exports

if TYPE_CHECKING:
    from potions.core.errors import IllegalActionError
    from potions.dice.actions import Action
    from potions.dice.cards import CARDS, DECK_IDS, STARTING_IDS, TYPE_IDS, TYPES
    from potions.dice.game import Game, new_game
    from potions.dice.narrate import describe, headline

# The engine is imported when one of its names is first used (potions.core.lazy).
__getattr__, __dir__ = exports(
    __name__,
    {
        "potions.core.errors": ("IllegalActionError",),
        "potions.dice.actions": ("Action",),
        "potions.dice.cards": ("CARDS", "DECK_IDS", "STARTING_IDS", "TYPE_IDS", "TYPES"),
        "potions.dice.game": ("Game", "new_game"),
        "potions.dice.narrate": ("describe", "headline"),
    },
)

__all__ = [
    "CARDS",
    "DECK_IDS",
    "STARTING_IDS",
    "TYPES",
    "TYPE_IDS",
    "Action",
    "Game",
    "IllegalActionError",
    "describe",
    "headline",
    "new_game",
]
