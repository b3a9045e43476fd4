"""The start screen drawn ahead, at build time, by the shell's own code run in CPython with the
in-memory browser (:class:`web.shell.memory.MemoryHost`): every screen a visitor can reach on
it before Python runs in the page (the game picker, each game's set-up, each game's rules, in
every language), and where each of its clicks leads. ``make build`` writes them into
index.html; ``web/shell/first.js`` shows them while the runtime arrives, and
``web/shell/early.py`` hands the screen over.

Also :func:`exercise`: the shell at work (every screen, every game started and played a
little with computers, saves listed, opened, exported, imported, a room opened), run in
Pyodide by tools/find_imports.mjs so that the standard library modules the app reaches only
as it runs are found too.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Sequence
from html import escape
from pathlib import Path
from typing import Any

from potions import GAMES
from potions.core.i18n import translator
from web.games import playable
from web.shell import screens
from web.shell.app import CATALOGUES, LANGS, App
from web.shell.boot_text import TEXT
from web.shell.early import Screen
from web.shell.memory import MemoryHost

ROOT = Path(__file__).resolve().parent.parent
SELECT = re.compile(r'data-select="([^"]*)"')
ACTION = re.compile(r'data-action="([^"]*)"')


def on(screen: Screen) -> tuple[App, MemoryHost]:
    """A fresh app showing ``screen`` (a first visit: nothing stored)."""
    host = MemoryHost()
    app = App(host, screen.lang)
    app.rules = screen.rules
    app.home(picked=screen.picked or None)
    return app, host


def where(app: App, host: MemoryHost) -> Screen | None:
    """The screen the app shows, if it is one of the start screen's."""
    if app.table is not None or app.held() or host.url:
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
                host.run_timers(limit=2_000)
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


STARTED = """
import json, sys
from web.shell.app import App
from web.shell.early import take_over
from web.shell.memory import MemoryHost

for key in sys.argv[1:]:
    take_over(App(MemoryHost(), key.split("|")[0]), key)
run = [
    name for name, module in sys.modules.items()
    if name.split(".")[0] in ("web", "potions") and type(module).__name__ != "_LazyModule"
]
print(json.dumps(sorted(set(run) - {"web.shell.memory"})))
"""


def start_modules(keys: Sequence[str]) -> list[str]:
    """The app's modules that the shell runs to take over these screens of the start
    screen drawn ahead (``en||``: the game picker), found in a fresh interpreter: what a
    first visit's boot imports before the app is ready, besides ``web.main``."""
    run = subprocess.run(
        [sys.executable, "-c", STARTED, *keys],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "py"), str(ROOT)])},
        capture_output=True,
        text=True,
        check=True,
    )
    found: list[str] = json.loads(run.stdout)
    return found
