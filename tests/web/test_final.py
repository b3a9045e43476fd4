"""The final scores say where every player's points came from (a score pad whose rows
add up to each score), in Potion Explosion and Potion Dice as in Glastonbury."""

from __future__ import annotations

import re

import pytest
from fake_host import FakeHost

from potions import choose_action
from potions.core.search import decision_seed
from web.shell.app import App


def finished(game: str, players: str, seed: int) -> App:
    host = FakeHost()
    app = App(host)
    app.route({"new": game, "players": players, "seed": str(seed)})
    while app.table is not None and not app.table.state.is_over:
        table = app.table
        app.playing.play(table, str(choose_action(table.state, "easy", decision_seed(table.state))))
    return app


@pytest.mark.parametrize(
    "game,players,seed",
    [
        ("explosion", "Ann,Bob", 3),
        ("explosion", "Ann,Bob,Cy,Di", 5),
        ("dice", "Ann,Bob", 3),
        ("dice", "Ann,Bob,Cy", 8),
    ],
)
def test_the_score_pads_rows_add_up_to_each_score(game: str, players: str, seed: int) -> None:
    app = finished(game, players, seed)
    assert app.table is not None
    page: str = app.host.html  # type: ignore[attr-defined]
    pad = re.search(r'<table class="pad">(.*?)</table>', page)
    assert pad, "the final scores show where the points came from"
    rows = re.findall(r"<tr><th scope=\"row\">(.*?)</th>(.*?)</tr>", pad[1])
    assert len(rows) >= 2
    n = len(app.table.names)
    sums = [0] * n
    for _label, cells in rows:
        points = [int(p) for p in re.findall(r'data-points="(-?\d+)"', cells)]
        assert len(points) == n
        sums = [a + b for a, b in zip(sums, points, strict=True)]
    totals = [int(t) for t in re.findall(r'data-total="(-?\d+)"', pad[1])]
    assert sums == totals == app.table.state.scores()
    labels = [label for label, _c in rows]
    assert ("Skill tokens" if game == "explosion" else "Awards") in labels


def test_after_a_game_a_player_is_offered_to_stop_confirming_big_picks() -> None:
    """Confirming a big pick is right for a newcomer and a chore for a fan: once a game of
    Potion Explosion is over, the final scores offer to turn it off (it is on by default)."""
    host = FakeHost()
    app = App(host)  # (not a browser driven by a test: big picks ask for a second click)
    app.route({"new": "explosion", "players": "Ann,Bob", "seed": "3"})
    assert "confirm-offer" not in host.html, "not before the game is played"
    while app.table is not None and not app.table.state.is_over:
        table = app.table
        app.playing.play(table, str(choose_action(table.state, "easy", decision_seed(table.state))))
    offer = re.search(r'<p class="confirm-offer">.*?data-select="([^"]+)"', host.html)
    assert offer, "the final scores offer to stop asking"
    app.select(offer[1])
    assert app.confirming() is False and "confirm-offer" not in host.html
    assert App(host).confirming() is False, "remembered"
    # a game whose moves never ask (Potion Dice) offers nothing
    dice = finished("dice", "Ann,Bob", 3)
    assert "confirm-offer" not in dice.host.html  # type: ignore[attr-defined]
