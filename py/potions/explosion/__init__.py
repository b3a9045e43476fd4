"""Potion Explosion: the complete rules engine, on the shared core.

Public interface: :func:`new_game`, :class:`Game`, :class:`Action`,
:class:`IllegalActionError`, :func:`chain_reaction`, :func:`describe`.
The computer opponents are in :mod:`potions.explosion.ai`.
"""

from potions.core.errors import IllegalActionError
from potions.explosion.actions import Action
from potions.explosion.components import COLOURS, FIRST_GAME_KINDS, KIND_IDS, KINDS, TILES
from potions.explosion.dispenser import chain_reaction
from potions.explosion.game import Game, new_game
from potions.explosion.narrate import describe, headline

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
