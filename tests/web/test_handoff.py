"""The hot-seat hand-off (issue 34, point 10): when a person here ends their turn and the
next to play is another person here, the board keeps showing the one who played (their own
view: their move landed, Undo when it revealed nothing, nothing of the next player to play)
with a button to pass the device; it then shows the hand-off screen, and the next player's
board once they say they are looking. A computer's turn in between changes nothing but that
the last person here keeps their board until a person here is next."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from fake_host import FakeHost

from potions import new_game, to_save
from web.shell.app import App
from web.shell.flags import handoff, passing

ACTION = re.compile(r'data-action="([^"]*)"')
CARD = re.compile(r'data-card="(\d+)"')
RECIPE = re.compile(r'data-recipe="([^"]*)"')


def hand(page: str) -> list[int]:
    """The cards of the hand section (Practice): the viewing seat's own hand."""
    start = page.index('<section id="hand"')
    return [int(c) for c in CARD.findall(page[start : page.index("</section>", start)])]


def hidden(state: Any, seat: int) -> set[int]:
    """The cards of ``seat``'s hand nobody else knows (Practice)."""
    p = state.players[seat]
    return set(p["hand"]) - set(p["known"])


def quiet_end_of_turn() -> tuple[Any, str]:
    """A Practice game for Ann and Bob, Ann to play, and an element of her hand that ends
    her turn without revealing anything (the deck is empty: Bob draws nothing), while Bob
    holds cards she has not seen."""
    game = new_game("practice", ["Ann", "Bob"], 1)
    rng = random.Random(1)
    while not game.is_over:
        legal = [str(a) for a in game.legal_actions()]
        if not game.deck and game.phase == "play" and game.current_player == 0:
            for action in legal:
                trial = game.copy()
                trial.apply(action)
                ends = trial.current_player == 1 and not trial.is_over
                quiet = not trial.revealed and bool(hidden(trial, 1))
                if action.startswith("element") and ends and quiet:
                    return game, action
        game.apply(rng.choice(legal))
    raise AssertionError("no such position in this game")


def imported(game: Any, seats: list[str]) -> tuple[App, FakeHost]:
    host = FakeHost()
    app = App(host)
    app.import_text(json.dumps(to_save(game, meta={"seats": seats})))
    assert app.table is not None
    return app, host


def test_the_player_sees_the_move_land_and_may_take_it_back_before_passing() -> None:
    game, action = quiet_end_of_turn()
    card = int(action.split()[1])
    app, host = imported(game, ["human", "human"])
    assert 'id="handoff"' in host.html and "Pass the device to <bdi>Ann</bdi>" in host.html
    app.select("ready")
    assert card in hand(host.html) and 'data-select="pass"' not in host.html
    app.click(action=action)
    table = app.table
    assert table is not None and table.state.current_player == 1
    page = host.html
    # Ann's own board: her move landed, her hand without the card, Undo, the pass button
    assert 'id="handoff"' not in page
    assert hand(page) == sorted(table.state.players[0]["hand"])  # type: ignore[attr-defined]
    assert card not in hand(page) and f'data-card="{card}"' in page, "the card landed"
    assert "data-undo" in page and 'data-select="pass"' in page
    assert "Pass the device to <bdi>Bob</bdi>" in page
    # nothing of Bob's turn is offered, and none of his secrets is in the markup
    assert not ACTION.findall(page)
    assert not hidden(table.state, 1) & {int(c) for c in CARD.findall(page)}
    assert app.playing.board(table, app.flags).view == table.state.view(0)
    assert 'data-select="hint"' not in page
    app.click(action=str(table.state.legal_actions()[0]))
    app.select("hint")
    assert app.table is table and app.flags.hint == "", "Bob plays nothing on Ann's board"
    # a mis-tap taken back: Ann's turn again, as before it
    app.select("undo")
    assert app.table is not None and app.table.state.history == game.history
    assert 'data-select="pass"' not in host.html and action in ACTION.findall(host.html)
    # played again, then passed: the hand-off screen, with nothing to take back
    app.click(action=action)
    app.select("pass")
    page = host.html
    assert 'id="handoff"' in page and "Pass the device to <bdi>Bob</bdi>" in page
    assert "data-card" not in page and "data-undo" not in page
    app.select("undo")
    assert app.table is not None and len(app.table.state.history) == len(game.history) + 1
    app.select("ready")
    bob = app.table.state.players[1]["hand"]  # type: ignore[attr-defined]
    assert hand(host.html) == sorted(bob) and ACTION.findall(host.html)
    assert "data-undo" not in host.html, "Bob cannot take back Ann's turn"
    assert not hidden(app.table.state, 0) & {int(c) for c in CARD.findall(host.html)}


def test_a_computer_in_between_plays_and_then_the_device_is_passed() -> None:
    host = FakeHost()
    app = App(host)
    app.route({"new": "practice", "players": "Ann,Robo,Cy", "ai": "human,easy,human", "seed": "3"})
    app.select("ready")
    table = app.table
    assert table is not None and table.state.current_player == 0
    mine = list(table.state.players[0]["hand"])  # type: ignore[attr-defined]
    app.click(action=f"element {mine[0]}")
    assert app.table is not None and app.table.state.current_player == 1
    # the computer plays: Ann still sees her own board, and nothing to pass yet
    page = host.html
    assert 'id="handoff"' not in page and 'data-select="pass"' not in page
    assert hand(page) == mine[1:]
    host.run_timers()
    table = app.table
    assert table is not None and table.state.current_player == 2
    page = host.html
    assert 'data-select="pass"' in page and "Pass the device to <bdi>Cy</bdi>" in page
    assert hand(page) == sorted(table.state.players[0]["hand"])  # type: ignore[attr-defined]
    assert "data-undo" not in page and not ACTION.findall(page)
    assert not (hidden(table.state, 1) | hidden(table.state, 2)) & {
        int(c) for c in CARD.findall(page)
    }
    app.select("pass")
    assert 'id="handoff"' in host.html and "data-card" not in host.html
    app.select("ready")
    cy = table.state.players[2]["hand"]  # type: ignore[attr-defined]
    assert hand(host.html) == sorted(cy) and ACTION.findall(host.html)


@pytest.mark.parametrize("game", ["practice", "glastonbury"])
def test_no_secret_of_the_next_player_while_the_last_one_looks(game: str) -> None:
    """Three people here: in every state where the last one still sees their board, the
    board is drawn from their own view, offers nothing, and holds none of the others'
    hands (Practice) or recipes (Glastonbury)."""
    host = FakeHost()
    app = App(host)
    extra = {"recipes": "on"} if game == "glastonbury" else {}
    app.route({"new": game, "players": "Ann,Bob,Cy", "seed": "5", **extra})
    rng = random.Random(game)
    seen = 0
    for _ in range(300):
        table = app.table
        assert table is not None
        if table.state.is_over:
            break
        if handoff(table, app.flags) is not None:
            app.select("ready")
            continue
        looker = app.flags.ready
        if passing(table, app.flags) is not None:
            assert looker is not None and looker != table.state.current_player
            page = host.html
            assert app.playing.board(table, app.flags).view == table.state.view(looker)
            assert not ACTION.findall(page) and 'id="handoff"' not in page
            state: Any = table.state
            for other in range(3):
                if other == looker:
                    continue
                if game == "practice":
                    assert not hidden(state, other) & {int(c) for c in CARD.findall(page)}
                else:
                    recipes = {str(r) for r in state.players[other]["recipes"]}
                    assert not recipes & set(RECIPE.findall(page))
            seen += 1
            app.select("pass" if rng.random() < 0.8 or not table.undo else "undo")
            continue
        actions = ACTION.findall(host.html)
        assert actions, "the person to play has something to click"
        app.click(action=rng.choice(actions))
    assert seen >= 10
