"""A player's record (issue 37, point 3): per game, from the saved games, kept in storage
beside them (a deleted game stays counted), a damaged record never stops the app, export
and import carry it, and "Clear records" forgets it after asking."""

from __future__ import annotations

import json
import re

from fake_host import FakeHost, keep_friends_room

from potions import choose_action, to_save
from potions.core.records import GameRecord, record_of
from potions.core.search import decision_seed
from potions.explosion import new_game
from web.shell.app import App
from web.shell.records import RECORDS


def play(app: App, game: str, seed: int, ai: str = "human,easy", actions: int | None = None) -> str:
    app.route({"new": game, "players": "Ann,Bob", "seed": str(seed), "ai": ai})
    n = 0
    while (
        app.table is not None and not app.table.state.is_over and (actions is None or n < actions)
    ):
        table = app.table
        app.playing.play(table, str(choose_action(table.state, "easy", decision_seed(table.state))))
        n += 1
    assert app.table is not None
    app.playing.store_now()
    return app.table.sid


def cell(html: str, game: str, label: str) -> str:
    section = html.split(f'data-record="{game}"', 1)[1].split("</section>", 1)[0]
    found = re.search(rf'<th scope="row">{re.escape(label)}</th><td>(.*?)</td>', section)
    assert found, label
    return found[1]


def test_the_record_counts_games_wins_scores_levels_and_the_highlight() -> None:
    host = FakeHost()
    app = App(host, automated=True)
    first = play(app, "explosion", 3)
    play(app, "explosion", 4, "human,medium", actions=20)
    play(app, "dice", 5)
    app.select("menu")
    assert 'data-select="records"' in host.html
    app.select("records")
    html = host.html
    assert cell(html, "explosion", "Games played") == "2"
    assert cell(html, "explosion", "Finished") == "1"
    assert cell(html, "explosion", "Against the computer") == "Easy ×1, Medium ×1"
    record = GameRecord.from_json(json.loads(host.data[RECORDS])["games"][first]["record"])
    assert record is not None and record.over
    won = "1" if 0 in record.winners else "0"
    assert cell(html, "explosion", "Wins") == won
    assert cell(html, "explosion", "Best score") == str(record.scores[0])
    assert int(cell(html, "explosion", "Longest chain of explosions")) == record.highlight[0] >= 1
    assert cell(html, "dice", "Games played") == "1"
    assert int(cell(html, "dice", "Most potions in a game")) >= 1
    app.select("lang fr")
    assert "Parties jouées" in host.html, "drawn again in French"
    app.select("lang en")
    app.select("menu")
    app.select(f"delete {first}")
    app.select("records")
    assert cell(host.html, "explosion", "Games played") == "2", "a deleted game stays counted"


def test_the_longest_chain_is_the_engines() -> None:
    game = new_game(["Ann", "Bob"], 3)
    while not game.is_over:
        game.apply(choose_action(game, "easy", decision_seed(game)))
    chains = [[0], [0]]
    replayed = new_game(["Ann", "Bob"], 3)
    for action in game.history:
        replayed.apply(action)
        for e in replayed.events:
            if e["type"] == "pick":
                chains[e["seat"]].append(len(e["explosions"]))
    record = record_of(to_save(game), ["human", "easy"])
    assert record.highlight == [max(c) for c in chains]


def test_a_damaged_record_never_stops_the_app() -> None:
    host = FakeHost()
    host.data[RECORDS] = '{"format": "potions-records", "games": 7'
    app = App(host, automated=True)
    app.route({})
    play(app, "practice", 2, actions=10)
    app.select("records")
    assert "could not be read" in host.html
    assert cell(host.html, "practice", "Games played") == "1"
    assert json.loads(host.data[RECORDS])["format"] == "potions-records"  # started anew
    host.data[RECORDS] = json.dumps(
        {"format": "potions-records", "since": 0, "games": {"x": {"record": {"game": 5}}}}
    )
    app.select("records")
    assert cell(host.html, "practice", "Games played") == "1"


def test_export_import_and_clear() -> None:
    host = FakeHost()
    app = App(host, automated=True)
    play(app, "glastonbury", 3)
    app.select("records-export")
    name, text = host.downloads[-1]
    assert name == "potions-records.json" and json.loads(text)["format"] == "potions-records"
    other = FakeHost()
    elsewhere = App(other, automated=True)
    elsewhere.route({})
    elsewhere.import_text(text)
    assert cell(other.html, "glastonbury", "Games played") == "1"
    assert int(cell(other.html, "glastonbury", "Biggest cauldron (cards)")) >= 1
    assert not any(k.startswith("potions:game:") for k in other.data), "a record is no game"
    elsewhere.select("records-clear")
    assert "No games in the record yet." in other.html
    app.select("records-clear")
    assert 'data-record="glastonbury"' not in host.html, "the saved game is not counted again"
    assert any(k.startswith("potions:game:") for k in host.data), "the saved games stay"


def test_a_friends_finished_game_this_device_joined_is_counted_for_its_seat() -> None:
    """A room this device joined as a friend counts once its whole game came: its seat is
    this device's person's, the host a friend online; a game going on counts nothing yet."""
    played_host = FakeHost()
    hosting = App(played_host, automated=True)
    sid = play(hosting, "explosion", 3)
    assert hosting.table is not None
    state = hosting.table.state
    save = to_save(state, meta={"seats": ["human", "online"]})
    host = FakeHost()
    app = App(host, automated=True)
    keep_friends_room(host, "r" * 22, "explosion", save)
    keep_friends_room(host, "s" * 22, "explosion", None)
    app.select("menu")
    assert 'data-select="records"' in host.html, "offered where rooms alone are kept"
    app.select("records")
    html = host.html
    assert cell(html, "explosion", "Games played") == "1", sid
    assert cell(html, "explosion", "Finished") == "1"
    assert cell(html, "explosion", "With friends online") == "<bdi>Ann</bdi>"
    assert cell(html, "explosion", "Wins") == ("1" if 1 in state.winners() else "0")
    assert cell(html, "explosion", "Best score") == str(state.scores()[1])
