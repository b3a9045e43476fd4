"""The start screen drawn ahead, at build time, by the shell's own code run in CPython with an
in-memory browser: every screen a visitor can reach on it before Python runs in the page
(the game picker, each game's set-up, each game's rules, in every language), and where each
of its clicks leads. ``make build`` writes them into index.html; ``web/shell/first.js`` shows
them while the runtime arrives, and ``web/shell/early.py`` hands the screen over.

Also :func:`exercise`: the shell at work (every screen, every game started and played a
little with computers, saves listed, opened, exported, imported, a room opened), run in
Pyodide by tools/find_imports.mjs so that the standard library modules the app reaches only
as it runs are found too.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from html import escape
from typing import Any

from potions import GAMES
from potions.core.i18n import translator
from web.games import playable
from web.shell import screens
from web.shell.app import CATALOGUES, LANGS, App
from web.shell.boot_text import TEXT
from web.shell.early import Screen
from web.shell.pieces import whole

SELECT = re.compile(r'data-select="([^"]*)"')
ACTION = re.compile(r'data-action="([^"]*)"')


@dataclass
class MemoryHost:
    """The browser, in memory: storage in a dict, the page in a string, timers in a queue,
    no worker (computers think in place), rooms opened nowhere."""

    data: dict[str, str] = field(default_factory=dict)
    html: str = ""
    url: str = ""
    root: dict[str, str] = field(default_factory=dict)
    timers: list[Callable[[], None]] = field(default_factory=list)
    downloads: list[tuple[str, str]] = field(default_factory=list)
    clock: int = 1_764_000_000_000

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def put(self, key: str, value: str) -> None:
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def stored_keys(self) -> list[str]:
        return list(self.data)

    def show(
        self,
        html: str,
        pieces: Mapping[str, str],
        prepared: object = None,
        late: Mapping[str, str] | None = None,
    ) -> None:
        self.html = whole(html, pieces)

    def prepare(self, html: str, action: str) -> object:
        return None

    def set_url(self, query: str) -> None:
        self.url = query

    def set_root(self, name: str, value: str | None) -> None:
        if value is None:
            self.root.pop(name, None)
        else:
            self.root[name] = value

    def later(self, ms: int, fn: Callable[[], None]) -> None:
        self.timers.append(fn)

    def after_frame(self, fn: Callable[[], None]) -> None:
        fn()

    def run_timers(self, limit: int = 2_000) -> None:
        while self.timers and limit:
            self.timers.pop(0)()
            limit -= 1

    def ask_worker(self, message: dict[str, Any]) -> bool:
        return False

    def start_worker(self) -> None:
        pass

    def stop_worker(self) -> None:
        pass

    def play(self, sound: str) -> None:
        pass

    def download(self, filename: str, text: str) -> None:
        self.downloads.append((filename, text))

    def confirm(self, text: str) -> bool:
        return True

    def now(self) -> int:
        self.clock += 1
        return self.clock

    def random(self) -> float:
        return 0.5

    def warn(self, text: str) -> None:
        pass

    def need_online(self, then: Callable[[], None]) -> None:
        then()  # online play's Python is on the path here

    def open_room(self, options: dict[str, Any], on_event: Any) -> None:
        pass

    def room_send(self, peer: str | None, text: str) -> None:
        pass

    def close_room(self) -> None:
        pass

    def qr(self, text: str) -> str:
        return ""

    def can_share(self) -> bool:
        return False

    def share(self, url: str, title: str) -> bool:
        return False

    def copy(self, text: str) -> None:
        pass

    def secret(self) -> str:
        return "AAAAAAAAAAAAAAAAAAAAAA"

    def address(self) -> str:
        return "http://127.0.0.1/"

    def online(self) -> bool:
        return True


def on(screen: Screen) -> tuple[App, MemoryHost]:
    """A fresh app showing ``screen`` (a first visit: nothing stored)."""
    host = MemoryHost()
    app = App(host, screen.lang)
    app.rules = screen.rules
    app.home(picked=screen.picked or None)
    return app, host


def where(app: App, host: MemoryHost) -> Screen | None:
    """The screen the app shows, if it is one of the start screen's."""
    if app.table is not None or app.guest is not None or host.url:
        return None
    return Screen(app.tr.lang, app.picked or "", app.rules)


def loading_saves(lang: str, html: str) -> str:
    """``html`` with the saved games' list saying it is being read (the page drawn ahead
    cannot know what the browser stores)."""
    tr = translator(lang, CATALOGUES)
    empty = screens.saved_games(tr, [])
    loading = tr.render(TEXT["saves"])
    row = f'<li class="saves-loading" aria-busy="true">{escape(loading)}</li>'
    assert html.count(empty) == 1, "the start screen's saved games are not where expected"
    return html.replace(empty, screens.saved_games(tr, [], row))


def explore() -> tuple[dict[Screen, str], dict[Screen, dict[str, Screen]]]:
    """Every screen reachable by clicks from the start screen of each language, its markup
    (the saved games being read), and where each click leads (one whose outcome is not such
    a screen, or not the same page drawn afresh, is left out: it waits for Python)."""
    pages: dict[Screen, str] = {}
    moves: dict[Screen, dict[str, Screen]] = {}
    todo = [Screen(lang, "", "") for lang in LANGS]
    while todo:
        screen = todo.pop(0)
        if screen in pages:
            continue
        _, host = on(screen)
        pages[screen] = loading_saves(screen.lang, host.html)
        moves[screen] = {}
        for value in dict.fromkeys(SELECT.findall(host.html)):
            app, after_host = on(screen)
            app.select(value)
            after = where(app, after_host)
            if after is None or on(after)[1].html != after_host.html:
                continue
            moves[screen][value] = after
            todo.append(after)
    return pages, moves


def page_data() -> tuple[str, str, dict[str, Any]]:
    """The templates of the start screens (those each language opens on, to be put before
    the page's first script, and the rest) and the clicks' table for ``early.js``."""
    pages, moves = explore()

    def template(screen: Screen) -> str:
        return f'<template data-screen="{screen.key}">{pages[screen]}</template>'

    first = "".join(template(s) for s in pages if s.first)
    rest = "".join(template(s) for s in pages if not s.first)
    table = {s.key: {v: after.key for v, after in m.items()} for s, m in moves.items()}
    return first, rest, table


# ------------------------------------------------------------------ the shell at work


def exercise() -> None:
    """The shell at work in memory: every start screen, then every game started (a person
    and a computer), a few turns played, undone, saved, listed, opened, exported, imported,
    in each language; a game with a friend online's seat (its lobby). Run in Pyodide at
    build time (tools/find_imports.mjs) so that what it imports is shipped."""
    explore()
    for lang in LANGS:
        for info in playable():
            host = MemoryHost()
            app = App(host, lang)
            level = info.levels[0]
            app.route({"new": info.id, "players": "Ann,Bob", "seed": "5", "ai": f"human,{level}"})
            for _ in range(6):
                table = app.table
                if table is None or table.state.is_over:
                    break
                actions = ACTION.findall(host.html)
                if actions:
                    app.playing.foresee(actions[0])
                    app.click(action=actions[0])
                elif 'data-select="ready"' in host.html:
                    app.select("ready")
                host.run_timers()
            app.select("undo")
            app.select("rules")
            app.select("rules")
            app.select("export")
            app.home()
            saved = [k for k in host.data if k.startswith("potions:game:")]
            for key in saved:
                app.open(key.split(":", 2)[2])
                app.import_text(host.data[key])
            app.select(f"lang {LANGS[-1] if lang == LANGS[0] else LANGS[0]}")
        online = MemoryHost()
        App(online, lang).route(
            {"new": next(iter(GAMES)), "players": "Ann,Friend", "ai": "human,online"}
        )


if __name__ == "__main__":
    _, _, moves = page_data()
    print(json.dumps(moves, indent=1))
