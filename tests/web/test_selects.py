"""Every ``data-select`` on every page is answered by one owner: the shell's own verbs, or
the game page's (its ``selects``), never both."""

from __future__ import annotations

import html
import random
import re

import pytest
from fake_host import FakeHost

from web.games import playable, ui_of
from web.shell.app import ANYWHERE, IN_GAME, App
from web.shell.flags import handoff, passing

SELECT = re.compile(r'data-select="([^"]*)"')
ACTION = re.compile(r'data-action="([^"]+)"')


@pytest.mark.parametrize("game", [info.id for info in playable()])
def test_each_select_has_one_owner(game: str) -> None:
    ui = ui_of(game)
    assert not (ui.selects & (set(ANYWHERE) | set(IN_GAME))), "a game verb is the shell's"
    app = App(FakeHost())
    app.route({"new": game, "players": "Ann,Bob,Cy", "ai": "human,human,easy", "seed": "2"})
    rng = random.Random(game)
    seen: set[str] = set()
    for _ in range(120):
        page: str = app.host.html  # type: ignore[attr-defined]
        verbs = {html.unescape(v).split()[0] for v in SELECT.findall(page) if v.strip()}
        for verb in verbs:
            assert verb in ANYWHERE or verb in IN_GAME or verb in ui.selects, verb
        seen |= verbs & ui.selects
        table = app.table
        assert table is not None
        if table.state.is_over:
            break
        if handoff(table, app.flags) is not None:
            app.select("ready")
            continue
        if passing(table, app.flags) is not None:
            assert 'data-select="pass"' in page and not ACTION.findall(page)
            app.select("pass")
            continue
        if table.computer():
            app.host.run_timers()  # type: ignore[attr-defined]
            continue
        choices = [v for v in SELECT.findall(page) if v.split()[0] in ui.selects]
        if choices and rng.random() < 0.3:
            app.select(html.unescape(rng.choice(choices)))
            continue
        actions = ACTION.findall(page)
        assert actions, "a person to play has something to click"
        app.click(action=html.unescape(rng.choice(actions)))
    # (Glastonbury's one choice, Accio, needs a spell card in hand: rare in a short game)
    assert seen or game == "glastonbury", "the game's own choices were offered and answered"
