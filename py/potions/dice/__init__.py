"""Potion Dice: the complete rules engine, on the shared core.

Public interface: :func:`new_game`, :class:`Game`, :class:`Action`,
:class:`IllegalActionError`, :func:`describe`, the deck (:data:`CARDS`, :data:`TYPES`).
The computer opponents are in :mod:`potions.dice.ai`, the deck's balance run in
:mod:`potions.dice.balance`.
"""

from potions.core.errors import IllegalActionError
from potions.dice.actions import Action
from potions.dice.cards import CARDS, DECK_IDS, STARTING_IDS, TYPE_IDS, TYPES
from potions.dice.game import Game, new_game
from potions.dice.narrate import describe, headline

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
