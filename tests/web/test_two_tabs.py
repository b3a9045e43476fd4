"""Two tabs of one browser on the same game: whatever each does and whenever it hears of the
other, the stored game never loses a move either made (only a tab's own undo takes back
its own moves), and undo never goes back past something revealed."""

from __future__ import annotations

import json
import random

import pytest
from fake_host import FakeHost
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potions import new_game
from web.games import playable
from web.shell.app import App
from web.shell.flags import handoff, passing
from web.shell.storage import PREFIX


class Tab(FakeHost):
    """A tab's browser: its storage is shared with the other tab's, and every write of a
    game is written down in a shared journal with the tab that made it."""

    def __init__(self, name: str, data: dict[str, str], journal: list[tuple[str, str]]) -> None:
        super().__init__()
        self.name = name
        self.data = data
        self.journal = journal
        self.frames = []

    def put(self, key: str, value: str) -> None:
        super().put(key, value)
        if key.startswith(PREFIX):
            self.journal.append((self.name, value))


def two_tabs(link: dict[str, str]) -> tuple[App, App, list[tuple[str, str]], str]:
    data: dict[str, str] = {}
    journal: list[tuple[str, str]] = []
    one = App(Tab("one", data, journal))
    one.route(link)
    assert one.table is not None
    one.host.draw_frame()  # type: ignore[attr-defined]
    two = App(Tab("two", data, journal))
    two.route({"game": one.table.sid})
    return one, two, journal, one.table.sid


def test_a_tab_that_followed_another_cannot_undo_past_its_reveal() -> None:
    """Potion Dice, both seats here: tab 1 frees a die (undoable), tab 2 rolls (reveals
    dice), tab 1 follows: its undo is gone, and the stored game keeps both moves."""
    game = new_game("dice", ["Ann", "Bob"], 1)
    rng = random.Random(1)
    for _ in range(24):  # a position where "free 4" then "roll" may be played
        game.apply(rng.choice([str(a) for a in game.legal_actions()]))
    moves = [str(a) for a in game.history]
    one, two, _, sid = two_tabs({"new": "dice", "players": "Ann,Bob", "seed": "1"})
    for action in moves:
        one.click(action=action)
        one.host.draw_frame()  # type: ignore[attr-defined]
    two.on_storage(PREFIX + sid)
    assert one.table is not None and two.table is not None
    assert two.table.state.history == moves
    one.click(action="free 4")
    one.host.draw_frame()  # type: ignore[attr-defined]
    assert "data-undo" in one.host.html  # type: ignore[attr-defined]
    two.on_storage(PREFIX + sid)
    two.click(action="roll")
    two.host.draw_frame()  # type: ignore[attr-defined]
    one.on_storage(PREFIX + sid)
    assert one.table.state.history == [*moves, "free 4", "roll"]
    assert "data-undo" not in one.host.html, "nothing of this turn is undoable any more"  # type: ignore[attr-defined]
    one.playing.undo()
    one.select("undo")
    one.host.draw_frame()  # type: ignore[attr-defined]
    stored = json.loads(one.host.data[PREFIX + sid])  # type: ignore[attr-defined]
    assert stored["actions"] == [*moves, "free 4", "roll"]


OPS = ("click", "click", "click", "undo", "frame", "hear", "tight", "room")


def check_journal(game_id: str, journal: list[tuple[str, str]]) -> None:
    """Each write keeps every stored move but the writer's own quiet ones it undid."""
    stored: list[str] = []
    owner: list[str] = []
    revealed: list[bool] = []
    for writer, text in journal:
        actions = json.loads(text)["actions"]
        same = 0
        while same < min(len(stored), len(actions)) and stored[same] == actions[same]:
            same += 1
        for i in range(same, len(stored)):
            assert owner[i] == writer, f"{writer} erased a move of {owner[i]}: {stored[i]}"
            assert not revealed[i], f"an undo went back past {stored[i]}, which revealed"
        save = json.loads(text)
        state = new_game(game_id, save["setup"]["players"], save["setup"]["seed"])
        flags = []
        for a in actions:
            state.apply(a)
            flags.append(state.revealed)
        stored = actions
        owner = owner[:same] + [writer] * (len(actions) - same)
        revealed = flags


@pytest.mark.parametrize("game", [info.id for info in playable()])
@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_two_tabs_never_lose_a_move_whatever_the_order(game: str, data: st.DataObject) -> None:
    one, two, journal, sid = two_tabs({"new": game, "players": "Ann,Bob", "seed": "5"})
    tabs = (one, two)
    for _ in range(data.draw(st.integers(20, 60), label="ops")):
        app = tabs[data.draw(st.integers(0, 1), label="tab")]
        host: Tab = app.host  # type: ignore[assignment]
        op = data.draw(st.sampled_from(OPS), label="op")
        if app.table is None:
            app.open(sid)
            continue
        if op == "click":
            if passing(app.table, app.flags) is not None:
                app.select("pass")
            if app.table is not None and handoff(app.table, app.flags) is not None:
                app.select("ready")
            if app.flags.full:
                app.select("retry")
            legal = app.table.state.legal_actions() if app.table else []
            if legal:
                app.click(action=str(data.draw(st.sampled_from(legal), label="action")))
        elif op == "undo":
            app.playing.undo()
        elif op == "frame":
            host.draw_frame()
        elif op == "hear":
            app.on_storage(PREFIX + sid)
        elif op == "tight":
            for tab in tabs:
                tab.host.quota = sum(len(v) for v in host.data.values()) + 50  # type: ignore[attr-defined]
        else:
            for tab in tabs:
                tab.host.quota = None  # type: ignore[attr-defined]
        if app.table is not None:
            shown = app.table
            for mark in shown.undo:  # undo only ever goes back over quiet moves
                replay = mark.state.copy()
                for a in shown.state.history[len(mark.state.history) :]:
                    replay.apply(a)
                    assert not replay.revealed
    for tab in tabs:
        tab.host.quota = None  # type: ignore[attr-defined]
        tab.host.draw_frame()  # type: ignore[attr-defined]
    check_journal(game, journal)
