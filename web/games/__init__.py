"""Each game's page: its board, its click choices, its set-up form, its styles.

A game's folder provides a module ``web.games.<id>`` with ``UI``, an object following
:class:`web.games.protocol.GameUi`. :func:`ui_of` finds it by game id.
"""

from __future__ import annotations

import importlib
import importlib.util

from potions import GAMES
from potions.core.protocol import GameInfo
from web.games.protocol import GameUi


def ui_of(game_id: str) -> GameUi:
    """The page module of a game (imported on first use)."""
    ui: GameUi = importlib.import_module(f"web.games.{game_id}").UI
    return ui


def playable() -> list[GameInfo]:
    """The games that have a page (an engine without one is not offered yet)."""
    return [info for gid, info in GAMES.items() if importlib.util.find_spec(f"web.games.{gid}")]


def modules(game_id: str) -> list[str]:
    """The modules that playing a game runs and its start screen does not: its page's
    own (its board...) and its engine's with its computers'. The memory snapshot holds
    them, and a first visit imports them once the app is ready."""
    page = importlib.import_module(f"web.games.{game_id}")
    later: tuple[str, ...] = page.LATER
    return [*(f"web.games.{game_id}.{name}" for name in later), f"{GAMES[game_id].package}.ai"]
