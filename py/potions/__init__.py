"""Rules engines for potion-brewing board games, on one shared core.

Pure standard-library Python: runs the same in CPython 3.11+ and in Pyodide.

- :data:`GAMES`: every game of the app by id (``"explosion"``: Potion Explosion);
- :func:`new_game` starts any of them, :func:`state_from_dict` rebuilds one;
- every game's state follows :class:`GameState`;
- :func:`to_save` / :func:`load_save`: one save envelope for every game;
- :func:`choose_action`: the computer opponents of every game.
"""

from potions.core.ai import choose_action
from potions.core.errors import IllegalActionError, SaveError, SetupError, StateError
from potions.core.i18n import Msg, Translator, translator
from potions.core.protocol import GameInfo, GameState, Option
from potions.core.registry import GAMES, game_info, new_game, state_from_dict
from potions.core.saves import load_save, to_save

__version__ = "0.2.0"

__all__ = [
    "GAMES",
    "GameInfo",
    "GameState",
    "IllegalActionError",
    "Msg",
    "Option",
    "SaveError",
    "SetupError",
    "StateError",
    "Translator",
    "choose_action",
    "game_info",
    "load_save",
    "new_game",
    "state_from_dict",
    "to_save",
    "translator",
]
