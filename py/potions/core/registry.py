"""The games of the app, by id, and starting or rebuilding any of them.

A game registers by adding its package name to ``_PACKAGES``; its ``info.py`` describes
it (:class:`~potions.core.protocol.GameInfo`). Everything that serves every game (the
conformance suite, saves, the command line, the page's game picker) reads ``GAMES``.
"""

from __future__ import annotations

import importlib
from typing import Any

from potions.core.errors import SetupError, StateError, shown
from potions.core.i18n import Msg
from potions.core.protocol import GameInfo, GameState

_PACKAGES = ("explosion", "glastonbury", "dice", "practice")


def _load() -> dict[str, GameInfo]:
    infos = [importlib.import_module(f"potions.{p}.info").INFO for p in _PACKAGES]
    return {info.id: info for info in infos}


GAMES: dict[str, GameInfo] = _load()
"""Every game of the app by id, in the order the game picker shows them."""


def game_info(game_id: object) -> GameInfo:
    """The description of ``game_id``; SetupError if no such game exists."""
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise SetupError(
            "unknown_game",
            Msg("There is no game '{game}' in this app.", game=shown(game_id)),
        )
    return GAMES[game_id]


def new_game(game_id: str, players: list[str], seed: int, **options: Any) -> GameState:
    """Start a game of ``game_id``: player names in turn order, a seed, and its options.

    A new game is always played under the current rules: a ``rules`` entry (a set-up
    copied from an older game, for a game "again") is left out. Only the replay of a save
    sets up a game under older rules (:func:`start`)."""
    options.pop("rules", None)
    return start(game_id, players, seed, None, **options)


def start(
    game_id: str, players: list[str], seed: int, rules: int | None, **options: Any
) -> GameState:
    """Set up a game under the rules of version ``rules`` (None: the current ones), as
    the replay of a save does; SetupError for a version the game does not have."""
    info = game_info(game_id)
    unknown = [name for name in options if info.option(name) is None]
    if unknown:
        raise SetupError(
            "unknown_option",
            Msg(
                "{game} has no option {options}.",
                game=info.title,
                options=", ".join(unknown),
            ),
        )
    state: GameState = info.engine().new_game(players, seed, rules=rules, **options)
    return state


def state_from_dict(data: object) -> GameState:
    """Rebuild any game's state from its ``to_dict`` output."""
    if not isinstance(data, dict):
        raise StateError("bad_state", Msg("The game data is damaged: it is not a mapping."))
    game_id = data.get("game")
    if game_id == "potion-explosion":  # the first edition's layout (version 1)
        game_id = "explosion"
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise StateError(
            "unknown_game", Msg("This is not a game of this app ({game}).", game=shown(game_id))
        )
    info = GAMES[game_id]
    state: GameState = info.engine().Game.from_dict(data)
    return state
