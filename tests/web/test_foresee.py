"""A click whose outcome was foreseen (App.foresee) shows exactly what a click without
foresight shows, for every game; and a foresight made for another page is never used."""

from __future__ import annotations

import html
import random
import re

import pytest
from fake_host import FakeHost

from web.games import playable
from web.shell.app import AFTER_AN_ACTION, App

ACTION = re.compile(r'data-action="([^"]+)"')


def actions(page: str) -> list[str]:
    return [html.unescape(a) for a in ACTION.findall(page)]


def same(a: App, b: App) -> None:
    assert a.host.html == b.host.html  # type: ignore[attr-defined]
    assert a.host.sounds == b.host.sounds  # type: ignore[attr-defined]
    sa, sb = a.session, b.session
    assert sa is not None and sb is not None
    for name in (*AFTER_AN_ACTION, "unsaved", "stored"):
        if name == "state":
            assert sa.state.to_dict() == sb.state.to_dict()
        elif name == "unsaved":
            assert (sa.unsaved is None) == (sb.unsaved is None)
        elif name == "undo":
            assert [n for _, n in sa.undo] == [n for _, n in sb.undo]
        elif name == "before":
            assert sa.before == sb.before
        else:
            assert getattr(sa, name) == getattr(sb, name), name


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
        if 'data-select="ready"' in page:
            for app in (plain, seer):
                app.click(select="ready")
            continue
        options = actions(page)
        if not options:
            break
        pick = rng.choice(options)
        # a glance at another action first: only the last foresight is kept
        seer.foresee(rng.choice(options))
        seer.foresee(pick)
        assert seer.foreseen is not None and seer.foreseen.action == pick
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
    app.foresee(first)
    assert app.foreseen is not None
    app.select("sound")  # the page is drawn again (the sound button changed)
    assert app.foreseen is None
    session = app.session
    assert session is not None
    app.click(action=first)
    assert not app.host.prepared_shown  # type: ignore[attr-defined]
    assert [str(a) for a in session.state.history] == [first]
    # and an illegal action, or one on a computer's turn, is not foreseen
    app.foresee("pick 99 99")
    assert app.foreseen is None


def test_nothing_is_foreseen_for_a_computer() -> None:
    host = FakeHost()
    app = App(host)
    app.route({"new": "explosion", "players": "Ann,Robo", "ai": "human,easy", "seed": "3"})
    session = app.session
    assert session is not None
    while not session.computer():
        app.click(action=actions(host.html)[0])
    app.foresee(str(session.state.legal_actions()[0]))
    assert app.foreseen is None
