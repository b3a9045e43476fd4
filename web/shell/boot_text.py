"""The sentences of the loading screen, shown before Python runs.

The build renders them in every language into the page (a JSON block that ``boot.js``
reads), so the loading screen speaks the player's language too.
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
    "description": Msg(
        "Potion Explosion and other potion-brewing board games, playable offline, "
        "against friends or computer opponents."
    ),
}
