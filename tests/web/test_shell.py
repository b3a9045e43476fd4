"""The shell in CPython with an in-memory browser: routing, starting, clicking, saving,
computers, the old keys, damaged entries, the hand-off screen."""

from __future__ import annotations

import json
from pathlib import Path

from fake_host import FakeHost

from potions import new_game
from web.shell.app import App
from web.shell.flags import handoff, passing
from web.shell.storage import LEGACY_PREFIX, PREFIX

DATA = Path(__file__).resolve().parents[1] / "core" / "data"


def legal_in(html: str) -> list[str]:
    import re

    return [m for m in re.findall(r'data-action="([^"]*)"', html)]


def test_link_starts_potion_explosion_and_saves_every_move() -> None:
    host = FakeHost()
    app = App(host)
    app.route({"players": "Ann,Bob", "seed": "42"})
    assert app.table is not None and host.root["data-game"] == "explosion"
    assert host.url.startswith("?game=")
    game = new_game("explosion", ["Ann", "Bob"], 42)
    assert app.table.state.to_dict() == game.to_dict()
    first = str(game.legal_actions()[0])
    assert first in legal_in(host.html)
    app.click(action=first)
    game.apply(first)
    sid = host.url.split("=", 1)[1]
    stored = json.loads(host.data[PREFIX + sid])
    assert stored["actions"] == game.history and stored["game"] == "explosion"
    again = App(host)
    again.route({"game": sid})
    assert again.table is not None and again.table.state.to_dict() == game.to_dict()
    assert "chose the starter potion" in host.html


def test_new_parameter_with_options_and_computers() -> None:
    host = FakeHost()
    app = App(host)
    app.route(
        {
            "new": "explosion",
            "players": "Ann,Robo",
            "seed": "4",
            "ai": "human,easy",
            "kinds": "first",
            "countdown": "2",
            "pace": "fast",
        }
    )
    assert app.table is not None
    assert app.table.codes == ["human", "easy"] and app.table.pace == "fast"
    assert app.table.state.config["countdown"] == 2
    assert app.table.state.config["kinds"] is not None
    app.click(action=str(app.table.state.legal_actions()[0]))
    host.run_timers()
    assert app.table.state.current_player == 0, "the computer answered"
    assert "computer" in host.html


def test_illegal_click_is_explained_and_changes_nothing() -> None:
    host = FakeHost()
    app = App(host)
    app.route({"players": "Ann,Bob", "seed": "42"})
    assert app.table is not None
    before = app.table.state.to_dict()
    app.click(attempt="pick 0 8")
    assert app.table.state.to_dict() == before
    assert 'role="alert">' in host.html and "draft" in host.html.lower()


def test_old_keys_move_and_old_saves_open() -> None:
    host = FakeHost()
    old = (DATA / "potion-explosion-save-v1.json").read_text()
    host.data[LEGACY_PREFIX + "abc"] = old
    host.data[LEGACY_PREFIX + "bad"] = "{not json"
    app = App(host)
    assert LEGACY_PREFIX + "abc" not in host.data and host.data[PREFIX + "abc"] == old
    app.home()
    assert "Potion Explosion" in host.html and "Damaged save bad" in host.html
    app.open("abc")
    assert app.table is not None and app.table.codes == ["human", "easy", "hard"]
    assert len(app.table.state.history) == len(json.loads(old)["actions"])


def test_damaged_entries_never_stop_the_start_screen() -> None:
    host = FakeHost()
    host.data[PREFIX + "a"] = json.dumps({"format": "potions-save", "version": 2, "meta": 5})
    host.data[PREFIX + "b"] = "[" * 100_000
    host.data[PREFIX + "c"] = json.dumps({"format": "potions-save", "version": 9})
    app = App(host)
    app.home()
    assert host.html.count("save broken") == 3
    app.open("b")
    assert app.table is None and "cannot be opened" in host.html


def test_storage_full_refuses_the_move_and_says_so() -> None:
    host = FakeHost()
    app = App(host)
    app.route({"players": "Ann,Bob", "seed": "42"})
    assert app.table is not None
    before = app.table.state.to_dict()
    host.quota = 10
    app.click(action=str(app.table.state.legal_actions()[0]))
    assert app.table.state.to_dict() == before
    assert "storage is full" in host.html


def test_set_up_form_starts_the_chosen_game() -> None:
    host = FakeHost()
    app = App(host)
    app.home()
    assert 'data-select="pick explosion"' in host.html
    app.select("pick explosion")
    assert 'id="new-game"' in host.html
    app.submit(
        {
            "game": ["explosion"],
            "player": ["Ann", "Bob", "Cy", ""],
            "seat": ["human", "easy", "hard", "human"],
            "kinds": ["first"],
            "seed": ["21"],
        }
    )
    assert app.table is not None
    assert app.table.codes == ["human", "easy", "hard"]
    assert app.table.state.config["seed"] == 21
    app.select("menu")
    app.select("pick explosion")
    assert 'value="Cy"' in host.html, "the last set-up is remembered"


def test_export_then_import_keeps_seats_and_position() -> None:
    host = FakeHost()
    app = App(host)
    app.route({"new": "explosion", "players": "Ann,Robo", "seed": "4", "ai": "human,hard"})
    app.select("export")
    name, text = host.downloads[-1]
    assert name.endswith(".json")
    other = App(FakeHost())
    other.import_text(text)
    assert other.table is not None and other.table.codes == ["human", "hard"]
    assert app.table is not None
    assert other.table.state.to_dict() == app.table.state.to_dict()


def test_hand_off_covers_the_board_between_two_humans_in_a_game_with_secrets() -> None:
    """With secrets and two humans on the device, the next human must say they are ready,
    and nothing of the board is in the markup meanwhile."""
    import dataclasses

    host = FakeHost()
    app = App(host)
    app.route({"players": "Ann,Bob", "seed": "42"})
    assert app.table is not None
    secret = dataclasses.replace(app.table.info, secrets=True)
    app.playing.table = dataclasses.replace(app.table, info=secret)
    app.playing.draw()
    assert 'id="handoff"' in host.html and "data-track" not in host.html
    assert "Pass the device to <bdi>Ann</bdi>" in host.html
    app.select("ready")
    assert 'id="handoff"' not in host.html and "data-track" in host.html
    app.click(action=str(app.table.state.legal_actions()[0]))
    # Ann still sees her board, with nothing of Bob's turn to play, until she passes it on
    assert 'id="handoff"' not in host.html and "data-action" not in host.html
    assert 'data-select="pass"' in host.html and "Pass the device to <bdi>Bob</bdi>" in host.html
    app.click(action=str(app.table.state.legal_actions()[0]))
    assert len(app.table.state.history) == 1, "no move before the device is passed"
    app.select("pass")
    assert 'id="handoff"' in host.html and "Bob" in host.html and "data-action" not in host.html
    app.click(action=str(app.table.state.legal_actions()[0]))
    assert len(app.table.state.history) == 1, "no move while the board is covered"
    app.select("ready")
    assert "data-action" in host.html


def test_two_tabs_never_overwrite_each_others_moves() -> None:
    """Two pages on one storage: a move in one tab is followed by the other, which
    refuses to write over it; a game deleted in one tab does not come back."""
    one = FakeHost()
    tab1 = App(one)
    tab1.route({"players": "Ann,Bob", "seed": "42"})
    assert tab1.table is not None
    sid = one.url.split("=", 1)[1]
    two = FakeHost()
    two.data = one.data  # the same browser storage
    tab2 = App(two)
    tab2.route({"game": sid})
    assert tab2.table is not None
    first, second = (str(a) for a in tab1.table.state.legal_actions()[:2])
    tab1.click(action=first)
    # tab2 did not hear of it yet and tries another move: refused, and it follows tab1
    tab2.click(action=second)
    assert tab2.table is not None
    assert tab2.table.state.history == [first]
    assert "another tab" in two.html
    stored = json.loads(one.data[PREFIX + sid])
    assert stored["actions"] == [first]
    # the storage event makes a tab follow without a click
    nxt = str(tab2.table.state.legal_actions()[0])
    tab2.click(action=nxt)
    tab1.on_storage(PREFIX + sid)
    assert tab1.table is not None and tab1.table.state.history == [first, nxt]
    # deleted in tab 1: tab 2 leaves the game and never writes it back
    tab1.keeper.storage.delete(sid)
    tab2.click(action=str(tab2.table.state.legal_actions()[0]))
    assert PREFIX + sid not in one.data
    assert tab2.table is None and "deleted in another tab" in two.html


def drawn_frame_by_frame() -> tuple[FakeHost, App]:
    """A new game on a page whose frames are drawn only when the test says so."""
    host = FakeHost()
    host.frames = []
    app = App(host)
    app.route({"players": "Ann,Bob", "seed": "42"})
    assert app.table is not None
    return host, app


def test_a_move_is_stored_once_the_board_shows_it() -> None:
    host, app = drawn_frame_by_frame()
    assert app.table is not None
    host.draw_frame()
    stored = host.data[PREFIX + app.table.sid]
    action = str(app.table.state.legal_actions()[0])
    page = host.html
    app.click(action=action)
    assert app.table.state.history == [action] and host.html != page, "the board shows it"
    assert host.data[PREFIX + app.table.sid] == stored, "not on the critical path of the click"
    host.draw_frame()
    assert json.loads(host.data[PREFIX + app.table.sid])["actions"] == [action]


def test_a_move_that_cannot_be_stored_is_taken_back_after_it_was_shown() -> None:
    host, app = drawn_frame_by_frame()
    assert app.table is not None
    host.draw_frame()
    before, log = app.table.state.to_dict(), list(app.table.log)
    host.quota = 10
    app.click(action=str(app.table.state.legal_actions()[0]))
    assert app.table.state.to_dict() != before
    host.draw_frame()
    assert app.table.state.to_dict() == before and list(app.table.log) == log
    assert app.flags.full and "storage is full" in host.html


def test_moves_waiting_to_be_stored_are_stored_before_leaving_the_game() -> None:
    host, app = drawn_frame_by_frame()
    assert app.table is not None
    action = str(app.table.state.legal_actions()[0])
    sid = app.table.sid
    app.click(action=action)
    app.home()
    assert json.loads(host.data[PREFIX + sid])["actions"] == [action]
    app.open(sid)
    assert app.table is not None and app.table.state.history == [action]


def test_storage_full_offers_a_way_out_and_computers_wait() -> None:
    host = FakeHost()
    app = App(host)
    finished = json.dumps(
        {"format": "potions-save", "version": 2, "game": "explosion"}
    )  # damaged: never deleted by "finished games"
    host.data[PREFIX + "kept"] = finished
    app.route({"new": "explosion", "players": "Ann,Robo", "seed": "4", "ai": "human,easy"})
    assert app.table is not None
    host.quota = len(host.data[PREFIX + app.table.sid]) + len(finished) + 10
    app.click(action=str(app.table.state.legal_actions()[0]))
    assert (
        app.flags.full and 'data-select="free"' in host.html and 'data-select="retry"' in host.html
    )
    assert app.table.state.history == []
    host.run_timers()
    assert app.table.state.history == [], "computers wait while nothing can be saved"
    host.quota = None
    app.select("retry")
    app.click(action=str(app.table.state.legal_actions()[0]))
    host.run_timers()
    assert len(app.table.state.history) >= 2, "the computer played after room was made"
    assert PREFIX + "kept" in host.data


def test_a_worker_that_fails_or_hangs_never_stalls_a_computer() -> None:
    host = FakeHost()
    host.worker = True  # questions go to a worker... that never answers
    app = App(host)
    app.route({"new": "explosion", "players": "Ann,Robo", "seed": "4", "ai": "human,easy"})
    assert app.table is not None
    app.click(action=str(app.table.state.legal_actions()[0]))
    host.run_timers()  # the decision delay, then the time limit of the worker
    assert getattr(host, "stopped", False)
    assert app.table.state.current_player == 0 and len(app.table.state.history) >= 2
    assert "helper stopped working" in host.html
    # a worker that reports an error: same way out
    other = FakeHost()
    other.worker = True
    app2 = App(other)
    app2.route({"new": "explosion", "players": "Ann,Robo", "seed": "4", "ai": "easy,human"})
    assert app2.table is not None
    assert other.asked, "the computer asks the worker at once"
    app2.playing.computers.on_answer({"id": other.asked[-1]["id"], "error": "boom"})
    assert getattr(other, "stopped", False)
    other.run_timers()
    assert app2.table.state.current_player == 1


def test_a_worker_that_fails_before_any_question_is_told_when_a_computer_thinks() -> None:
    """The worker boots with the board: when it fails before a computer asked it anything,
    the player is told as a computer first thinks on the page (a sentence said at once would
    be taken away by the player's own move before it mattered)."""
    host = FakeHost()
    host.worker = True
    app = App(host)
    app.route({"new": "explosion", "players": "Ann,Robo", "seed": "4", "ai": "human,easy"})
    assert app.table is not None and host.worker_started
    app.playing.computers.failed("the worker failed to load")
    assert "helper stopped working" not in host.html
    app.click(action=str(app.table.state.legal_actions()[0]))
    host.run_timers()
    assert app.table.state.current_player == 0 and len(app.table.state.history) >= 2
    assert "helper stopped working" in host.html


def _quiet_position() -> tuple[object, str]:
    """A real position where the player to act has a move that reveals nothing."""
    from potions.core.rng import Pcg32

    for seed in range(1, 100):
        game = new_game("explosion", ["Ann", "Bob"], seed)
        chooser = Pcg32.from_seed(seed)
        for _ in range(300):
            if game.is_over:
                break
            for a in game.legal_actions():
                if a.verb == "place":
                    trial = game.copy()
                    trial.apply(a)
                    if not trial.revealed and trial.current_player == game.current_player:  # type: ignore[attr-defined]
                        return game, str(a)
            legal = game.legal_actions()
            game.apply(legal[chooser.below(len(legal))])
    raise LookupError


def test_undo_takes_back_this_turns_actions_but_never_a_revealed_one() -> None:
    from potions import to_save

    host = FakeHost()
    app = App(host)
    app.route({"players": "Ann,Bob", "seed": "42"})
    assert app.table is not None
    while app.table.state.phase == "draft":  # type: ignore[attr-defined]
        app.click(action=str(app.table.state.legal_actions()[0]))
    assert "data-undo" not in host.html, "dealing the stacks revealed tiles"
    pick = next(a for a in app.table.state.legal_actions() if a.verb == "pick")
    app.click(action=str(pick))
    assert "data-undo" not in host.html, "marbles rolled in from the tank"
    game, quiet = _quiet_position()
    app.import_text(json.dumps(to_save(game)))  # type: ignore[arg-type]
    assert app.table is not None
    before = app.table.state.to_dict()
    log = len(app.table.log)
    app.click(action=quiet)
    assert len(app.table.state.history) == len(before["state"]["history"]) + 1
    assert "data-undo" in host.html
    app.playing.undo()
    assert app.table.state.to_dict() == before and len(app.table.log) == log
    assert "data-undo" not in host.html
    sid = host.url.split("=", 1)[1]
    assert json.loads(host.data[PREFIX + sid])["actions"] == before["state"]["history"]


def test_the_same_link_twice_resumes_and_play_again_keeps_the_seats() -> None:
    host = FakeHost()
    app = App(host)
    link = {"new": "explosion", "players": "Ann,Robo", "seed": "8", "ai": "human,hard"}
    app.route(link)
    assert app.table is not None
    first = app.table.sid
    app.click(action=str(app.table.state.legal_actions()[0]))
    app.route(link)
    assert app.table is not None and app.table.sid == first
    assert len([k for k in host.data if k.startswith(PREFIX)]) == 1
    app.select("again")
    assert app.table is not None and app.table.sid != first
    assert app.table.codes == ["human", "hard"]
    assert app.table.state.config["players"] == ["Ann", "Robo"]


def test_the_language_can_change_on_every_screen_and_is_remembered() -> None:
    host = FakeHost()
    app = App(host)
    app.home()
    assert 'data-select="lang fr"' in host.html
    app.select("lang fr")
    assert host.root["lang"] == "fr" and app.tr.lang == "fr"
    app.route({"players": "Ann,Bob", "seed": "42"})
    assert 'data-select="lang en"' in host.html
    assert App(host).settings["lang"] == "fr"
    app.select("lang en")
    assert host.root["lang"] == "en" and "Sables" not in host.html


def test_a_language_asked_for_by_a_link_is_remembered() -> None:
    host = FakeHost()
    App(host, "fr").remember_language()
    assert App(host).settings["lang"] == "fr"


def test_a_game_of_memory_keeps_its_past_out_of_the_page() -> None:
    """Glastonbury: the log shows only the current round, and no export of the history is
    offered while the game goes on."""
    from potions.core.rng import Pcg32

    host = FakeHost()
    app = App(host)
    app.route({"new": "glastonbury", "players": "Ann,Bob", "seed": "4"})
    assert app.table is not None
    chooser = Pcg32.from_seed(4)
    for _ in range(12):
        if passing(app.table, app.flags) is not None:
            app.select("pass")
        if handoff(app.table, app.flags) is not None:
            app.select("ready")
        legal = app.table.state.legal_actions()
        app.click(action=str(legal[chooser.below(len(legal))]))
    if passing(app.table, app.flags) is not None:
        app.select("pass")
    if handoff(app.table, app.flags) is not None:
        app.select("ready")
    told = [m for _, m in app.table.log]
    assert len(told) > 6
    assert host.html.count('<li class="p') <= 2, "one turn per player, no more"
    assert 'data-select="export"' not in host.html
    downloads = len(host.downloads)
    app.select("export")
    assert len(host.downloads) == downloads
    sid = app.table.sid
    app.select("menu")
    assert f'data-select="download {sid}"' not in host.html


def test_the_log_speaks_to_the_one_human_at_the_device() -> None:
    host = FakeHost()
    app = App(host)
    app.route({"new": "explosion", "players": "Ann,Robo", "seed": "3", "ai": "human,easy"})
    assert "Ann</bdi> (you)" in host.html and "Robo</bdi> (you)" not in host.html
    hot = FakeHost()
    App(hot).route({"new": "explosion", "players": "Ann,Bob", "seed": "3"})
    assert "(you)" not in hot.html


def test_a_possessive_keeps_the_plain_name() -> None:
    from potions.core.i18n import Msg
    from web.shell.screens import you

    assert you(Msg("{name}'s turn.", name="Ann"), "Ann") == Msg("{name}'s turn.", name="Ann")
    marked = you(Msg("{name} drank {potion}.", name="Ann", potion="x"), "Ann")
    assert marked.params["name"] == Msg("{name} (you)", name="Ann")


def test_a_link_with_a_bad_seed_says_so_on_the_start_screen() -> None:
    """A seed of 10,000 digits (beyond Python's integer conversion limit), a negative or
    a non-ASCII one: a clear message and the start screen, never a stuck boot."""
    for seed in ("9" * 10_000, "-3", "²", "1e9", str(2**53)):
        host = FakeHost()
        app = App(host)
        app.route({"new": "dice", "players": "Ann,Bob", "seed": seed})
        assert app.table is None and 'id="problem"' in host.html
        assert "seed must be a whole number" in host.html
    app.route({"new": "dice", "players": "Ann,Bob", "seed": str(2**53 - 1)})
    assert app.table is not None and app.table.state.config["seed"] == 2**53 - 1
    app.home()
    app.submit({"game": ["dice"], "player": ["Ann", "Bob"], "seed": ["9" * 5000]})
    assert app.table is None and "seed must be a whole number" in host.html
