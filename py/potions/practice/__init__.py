"""Potion-making: Practice: the complete rules engine, on the shared core.

Public interface: :func:`new_game`, :class:`Game`, :class:`Action`,
:class:`IllegalActionError`, :func:`describe`, the card data :data:`CARDS`.
The computer opponents are in :mod:`potions.practice.ai`.
"""

from potions.core.errors import IllegalActionError
from potions.practice.actions import Action
from potions.practice.cards import CARDS, ELEMENT_NAMES, ELEMENTS, FORMULA_NAMES
from potions.practice.game import Game, new_game
from potions.practice.narrate import describe, headline

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
