"""The start screen drawn ahead (tools/prerender.py, at build time) is the shell's own, and
the shell takes it over where the player is (web/shell/early.py)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from fake_host import FakeHost

from potions import new_game, to_save
from web.games import playable
from web.shell.app import LANGS, App
from web.shell.early import Screen, take_over
from web.shell.storage import PREFIX, SETTINGS

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from prerender import SELECT, explore, loading_saves


def test_every_screen_of_the_start_screen_is_drawn_ahead_and_its_clicks_answered() -> None:
    pages, moves = explore()
    games = [info.id for info in playable()]
    expected = {Screen(lang) for lang in LANGS}
    expected |= {Screen(lang, g) for lang in LANGS for g in games}
    expected |= {Screen(lang, g, g) for lang in LANGS for g in games}
    assert set(pages) == expected
    for screen, html in pages.items():
        # every choice on it is answered ahead: none waits for Python
        assert set(SELECT.findall(html)) == set(moves[screen]), screen
        assert 'class="saves-loading"' in html
    assert moves[Screen("en")]["pick dice"] == Screen("en", "dice")
    assert moves[Screen("en", "dice")]["rules-of dice"] == Screen("en", "dice", "dice")
    assert moves[Screen("en", "dice", "dice")]["close-rules"] == Screen("en", "dice")
    assert moves[Screen("en", "dice", "dice")]["lang fr"] == Screen("fr", "dice", "dice")
    assert moves[Screen("fr", "dice")]["home"] == Screen("fr")


def test_the_shell_takes_over_the_screen_drawn_ahead_with_the_same_markup() -> None:
    pages, _ = explore()
    for screen in pages:
        host = FakeHost()
        app = App(host, "en")
        take_over(app, screen.key)
        shown = (app.tr.lang, app.picked or "", app.rules)
        assert shown == (screen.lang, screen.picked, screen.rules)
        # the same page, the saved games listed where the page said it was reading them
        assert loading_saves(screen.lang, host.html) == pages[screen], screen
        assert host.url == "" and app.table is None


def test_a_language_chosen_on_the_screen_drawn_ahead_is_remembered() -> None:
    host = FakeHost()
    app = App(host, "en")
    take_over(app, "fr|explosion|")
    assert '"lang": "fr"' in (host.data.get(SETTINGS) or "")
    assert host.root.get("lang") == "fr"
    # one page shown: the set-up the player is on, never the picker over it first (the
    # page would lose what was typed in the form)
    assert app.page.shown == 1 and 'data-game="explosion"' in host.html
    host = FakeHost()
    take_over(App(host, "en"), "en||")
    assert SETTINGS not in host.data, "nothing chosen, nothing remembered"


def test_the_saved_games_are_listed_once_the_shell_takes_over() -> None:
    host = FakeHost()
    host.data[PREFIX + "abc"] = json.dumps(
        {**to_save(new_game("dice", ["Ann", "Bob"], 3)), "meta": {"updated": 1}}
    )
    app = App(host, "en")
    take_over(app, "en||")
    assert 'data-save="abc"' in host.html and "saves-loading" not in host.html


def test_a_screen_the_shell_does_not_know_is_the_start_screen() -> None:
    for key in ("nonsense", "en|nogame|", "en|dice|nogame", "xx||"):
        host = FakeHost()
        app = App(host, "en")
        take_over(app, key)
        assert app.picked is None or app.picked == "dice"
        assert "picker" in host.html or "new-game" in host.html
