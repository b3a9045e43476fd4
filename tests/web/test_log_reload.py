"""The game log after a reload is the log told while the game was played, line for line, in
every game and both languages (issue 34, point 1): it is told again from the save."""

from __future__ import annotations

import random

import pytest
from fake_host import FakeHost
from test_log import log_text

from web.games import playable
from web.shell.app import App


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", [info.id for info in playable()])
def test_the_log_after_a_reload_is_the_log_before_it(game: str, lang: str) -> None:
    host = FakeHost()
    app = App(host, lang)
    app.route({"new": game, "players": "Ann,Bob", "seed": "5", "ai": "human,easy"})
    rng = random.Random(f"{game}{lang}")
    for moves in range(60):
        table = app.table
        assert table is not None
        if table.state.is_over:
            break
        app.playing.play(table, str(rng.choice(table.state.legal_actions())))
        if moves in (0, 59) or table.state.is_over:
            assert app.table is not None
            before, told = log_text(host.html), app.table.log
            again = FakeHost()
            again.data = dict(host.data)
            back = App(again, lang)
            back.route({"game": app.table.sid})
            assert back.table is not None and back.table.state.history == app.table.state.history
            assert back.table.log == told
            assert log_text(again.html) == before
