"""The start screen drawn ahead, handed over to the shell.

Before Python runs, the page shows the start screen the build drew with the shell's own
code (``tools/prerender.py``), and the page's first script (``web/shell/first.js``, inline
in the page) answers the clicks that move between its screens: the game picker, a game's
set-up, its rules, the language. Once the shell is ready it takes the screen over where
the player is (:func:`take_over`), then does what the player asked for meanwhile and the
page could not (start the game, open a game file...), which ``web/main.py`` hands it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from web.shell.app import App


@dataclass(frozen=True)
class Screen:
    """One screen of the start screen: its language, the game whose set-up it shows ("":
    the game picker) and the game whose rules are open over it ("": none)."""

    lang: str
    picked: str = ""
    rules: str = ""

    @property
    def key(self) -> str:
        return f"{self.lang}|{self.picked}|{self.rules}"

    @property
    def first(self) -> bool:
        """Whether the start screen opens on it (the game picker, no rules open)."""
        return not self.picked and not self.rules

    @classmethod
    def of(cls, key: str) -> Screen | None:
        parts = key.split("|")
        return cls(*parts) if len(parts) == 3 else None


def take_over(app: App, key: str) -> None:
    """Show the screen ``key`` the page drew ahead, now from the shell (the saved games
    listed): the same markup, so the page keeps what the player typed; a language chosen
    on it is remembered, as a click on it would have."""
    from potions import GAMES
    from web.shell.app import LANGS

    screen = Screen.of(key)
    if screen is None:
        app.home()
        return
    app.rules = screen.rules if screen.rules in GAMES else ""
    app.picked = screen.picked if screen.picked in GAMES else None
    if screen.lang != app.tr.lang and screen.lang in LANGS:
        app.set_language(screen.lang)  # (drawn once, in that language)
    else:
        app.home(picked=app.picked)
