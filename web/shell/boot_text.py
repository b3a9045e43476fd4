"""The sentences of the page before Python runs: the loading screen, the progress of the
download under the start screen drawn ahead, what waits for Python.

The build renders them in every language into the page (a JSON block that ``boot.js``
reads), so the loading screen speaks the player's language too. ``{done}`` and ``{total}``
are filled in by the page (megabytes, in the player's own notation).
"""

from __future__ import annotations

from potions.core.i18n import Msg

TEXT = {
    "title": Msg("Potion Games"),
    "opening": Msg("Opening the potions lab…"),
    "loading": Msg("Loading…"),
    "rules": Msg("Loading the rules…"),
    "brewing": Msg("Almost ready…"),
    "nojs": Msg("These games need JavaScript and WebAssembly."),
    "progress": Msg("Loading the games: {done} of {total} MB"),
    "waiting": Msg("Your game starts as soon as the games are loaded: {done} of {total} MB"),
    "saves": Msg("Reading your saved games…"),
    "description": Msg(
        "Potion Explosion and other potion-brewing board games, playable offline, "
        "against friends or computer opponents."
    ),
}
