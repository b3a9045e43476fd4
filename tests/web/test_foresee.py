"""A click whose outcome was foreseen (App.foresee) shows exactly what a click without
foresight shows, for every game; and a foresight made for another page is never used."""

from __future__ import annotations

import html
import random
import re

import pytest
from fake_host import FakeHost

from web.games import playable
from web.shell.app import App

ACTION = re.compile(r'data-action="([^"]+)"')


def actions(page: str) -> list[str]:
    return [html.unescape(a) for a in ACTION.findall(page)]


def same(a: App, b: App) -> None:
    assert a.host.html == b.host.html  # type: ignore[attr-defined]
    assert a.host.sounds == b.host.sounds  # type: ignore[attr-defined]
    ta, tb = a.table, b.table
    assert ta is not None and tb is not None
    assert ta.state.to_dict() == tb.state.to_dict()
    assert (ta.log, ta.ui, ta.last, ta.events, ta.before) == (
        tb.log,
        tb.ui,
        tb.last,
        tb.events,
        tb.before,
    )
    assert [m.log for m in ta.undo] == [m.log for m in tb.undo]
    assert [m.state.to_dict() for m in ta.undo] == [m.state.to_dict() for m in tb.undo]
    assert a.flags == b.flags
    assert a.keeper.behind(ta) == b.keeper.behind(tb)
    assert a.keeper.stored == b.keeper.stored


@pytest.mark.parametrize("game", [info.id for info in playable()])
def test_a_foreseen_click_shows_what_any_click_shows(game: str) -> None:
    plain, seer = App(FakeHost()), App(FakeHost())
    for app in (plain, seer):
        app.route({"new": game, "players": "Ann,Bob", "seed": "7"})
    rng = random.Random(game)
    foreseen = 0
    for _ in range(60):
        page = seer.host.html  # type: ignore[attr-defined]
        assert page == plain.host.html  # type: ignore[attr-defined]
        if 'data-select="ready"' in page or 'data-select="pass"' in page:
            verb = "ready" if 'data-select="ready"' in page else "pass"
            for app in (plain, seer):
                app.click(select=verb)
            continue
        options = actions(page)
        if not options:
            break
        pick = rng.choice(options)
        # a glance at another action first: only the last foresight is kept
        seer.playing.foresee(rng.choice(options))
        seer.playing.foresee(pick)
        assert seer.playing.foreseen is not None and seer.playing.foreseen.action == pick
        plain.click(action=pick)
        seer.click(action=pick)
        assert seer.host.prepared_shown  # type: ignore[attr-defined]
        foreseen += 1
        same(plain, seer)
    assert foreseen >= 20


def test_a_foresight_is_not_used_once_another_page_is_shown() -> None:
    app = App(FakeHost())
    app.route({"new": "explosion", "players": "Ann,Bob", "seed": "3"})
    first = actions(app.host.html)[0]  # type: ignore[attr-defined]
    app.playing.foresee(first)
    assert app.playing.foreseen is not None
    app.select("sound")  # the page is drawn again (the sound button changed)
    assert app.playing.foreseen is None
    app.click(action=first)
    assert not app.host.prepared_shown  # type: ignore[attr-defined]
    assert app.table is not None
    assert [str(a) for a in app.table.state.history] == [first]
    # and an illegal action, or one on a computer's turn, is not foreseen
    app.playing.foresee("pick 99 99")
    assert app.playing.foreseen is None


def test_nothing_is_foreseen_for_a_computer() -> None:
    host = FakeHost()
    app = App(host)
    app.route({"new": "explosion", "players": "Ann,Robo", "ai": "human,easy", "seed": "3"})
    assert app.table is not None
    while not app.table.computer():
        app.click(action=actions(host.html)[0])
    app.playing.foresee(str(app.table.state.legal_actions()[0]))
    assert app.playing.foreseen is None
