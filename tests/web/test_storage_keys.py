"""Stored games, old keys and new (issue 26): an entry of one game holding another game's
snapshot, or damaged so that only a replay tells, is listed as damaged at once; moving the
first edition's games never stops a start (storage full) and never loses a move (the same
id under both keys); a game that could not move is listed, opened, exported, deleted and
moved by its next save."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from fake_host import FakeHost

from potions import GAMES, GameState, load_save, new_game, to_save
from potions.core.play import names
from potions.core.rng import Pcg32
from potions.core.saves import digest
from web.shell.app import App
from web.shell.host import StorageFull
from web.shell.storage import LEGACY_PREFIX, PREFIX, Storage

DATA = Path(__file__).resolve().parents[1] / "core" / "data"
OLD = json.loads((DATA / "potion-explosion-save-v1.json").read_text())
"""A first edition's save: 120 actions of a three-player game."""


def played(game_id: str, n: int, seed: int = 3) -> GameState:
    game = new_game(game_id, names(2), seed)
    chooser = Pcg32.from_seed(seed)
    for _ in range(n):
        legal = game.legal_actions()
        game.apply(legal[chooser.below(len(legal))])
    return game


def stored(save: dict[str, Any]) -> str:
    return json.dumps(save, separators=(",", ":"))


def first_edition(actions: int) -> str:
    """The first edition's save cut after ``actions`` moves (its snapshot left out: the
    first edition wrote one, but a save without one opens too)."""
    save = {k: v for k, v in OLD.items() if k != "snapshot"}
    return json.dumps({**save, "actions": OLD["actions"][:actions]})


def new_edition(actions: int, extra: list[str] | None = None) -> str:
    """The same game as this app stores it after ``actions`` moves of the first edition's
    log (and ``extra`` moves of its own): opened from the first edition's save, so under
    the rules it was started under (rules 1)."""
    game = load_save(json.loads(first_edition(actions)))
    for a in extra or []:
        game.apply(a)
    return stored(to_save(game, {"seats": ["human", "easy", "hard"], "updated": 5}))


def rows(host: FakeHost) -> tuple[int, int]:
    """Saved games listed on the start screen: (sound, damaged)."""
    sound = host.html.count('<li class="save" data-save=')
    return sound, host.html.count('class="save broken"')


# ---------------------------------------------------------------- item 1 and the rest


@pytest.mark.parametrize("entry", list(GAMES))
@pytest.mark.parametrize("snapshot", list(GAMES))
def test_a_snapshot_of_another_game_is_listed_as_damaged(entry: str, snapshot: str) -> None:
    """A Potion Dice entry holding a Potion Explosion snapshot stopped the start screen at
    every boot (KeyError in Dice's summary); other pairs listed another game's names."""
    if entry == snapshot:
        return
    host = FakeHost()
    save = to_save(played(entry, 10))
    save["snapshot"] = played(snapshot, 10).to_dict()
    host.data[PREFIX + "mixed"] = stored(save)
    host.data[PREFIX + "good"] = stored(to_save(played(entry, 12)))
    app = App(host)
    app.home()
    assert rows(host) == (1, 1)
    assert "Damaged save mixed" in host.html and 'data-save="good"' in host.html


def _illegal_in_the_log(save: dict[str, Any]) -> None:
    """An action that is well written but not legal then, in the log and in the snapshot's
    history alike, the log's count and digest made to match: only a replay tells."""
    game = load_save(save)
    legal = {str(a) for a in game.legal_actions()}
    wrong = next(a for a in game.history if a not in legal)
    for log in (save["actions"], save["snapshot"]["state"]["history"]):
        log.append(wrong)
    save["count"], save["digest"] = len(save["actions"]), digest(save["actions"])


def _tampered_snapshot(save: dict[str, Any]) -> None:
    """The snapshot's generator changed: a possible state, but not this log's."""
    rng = save["snapshot"]["state"]["rng"]
    save["snapshot"]["state"]["rng"] = ("1" if rng[0] != "1" else "2") + rng[1:]


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize(
    "damage",
    [
        _illegal_in_the_log,
        _tampered_snapshot,
        lambda s: s.update(setup="x"),
        lambda s: s["snapshot"]["state"]["history"].pop(),
        lambda s: s["actions"].pop(),
        lambda s: s.update(count=3),
    ],
)
def test_entries_damaged_where_only_a_check_tells_are_listed_as_damaged(
    game_id: str, damage: Any
) -> None:
    """The README promises damaged entries are listed as damaged: these were listed as
    sound games until Continue failed."""
    host = FakeHost()
    save = json.loads(json.dumps(to_save(played(game_id, 30))))
    damage(save)
    host.data[PREFIX + "bad"] = stored(save)
    app = App(host)
    app.home()
    assert rows(host) == (0, 1), host.html
    app.select("continue bad")
    assert app.table is None and "cannot be opened" in host.html


def test_the_listing_says_what_continue_opens() -> None:
    """Names, scores and state of a listed game are those of its replay."""
    game = played("dice", 40)
    listing = Storage(_with(PREFIX + "a", stored(to_save(game)))).listing()
    assert [(x.id, x.game, x.names, x.scores) for x in listing] == [
        ("a", "dice", list(game.config["players"]), game.scores())
    ]
    assert listing[0].error is None and listing[0].view == game.view(None)


def _with(key: str, text: str) -> FakeHost:
    host = FakeHost()
    host.data[key] = text
    return host


# --------------------------------------------------------------------- item 2


def full_of_first_edition_games(n: int = 12) -> FakeHost:
    """Storage almost full of the first edition's games: no room to copy any of them."""
    host = FakeHost()
    for i in range(n):
        host.data[f"{LEGACY_PREFIX}g{i}"] = first_edition(100 + i)
    host.quota = sum(len(v) for v in host.data.values()) + 500
    return host


def test_first_edition_games_filling_storage_never_stop_the_start() -> None:
    """Storage.migrate() raised QuotaExceededError from App.__init__: every address
    stopped, with no way to export those games."""
    host = full_of_first_edition_games()
    before = dict(host.data)
    app = App(host)  # raised StorageFull
    assert host.data == before, "nothing removed that was not copied"
    app.home()
    assert rows(host) == (12, 0)
    for i in range(12):
        assert f'data-select="continue g{i}"' in host.html
    app.select("download g3")
    assert host.downloads[-1] == ("potions-g3.json", before[f"{LEGACY_PREFIX}g3"])


def test_a_game_that_could_not_move_opens_and_moves_at_its_next_save() -> None:
    host = full_of_first_edition_games()
    app = App(host)
    app.route({"game": "g2"})  # Ann (human) to play
    assert app.table is not None and len(app.table.state.history) == 102
    assert app.table.codes == ["human", "easy", "hard"] and app.table.state.current_player == 0
    move = str(app.table.state.legal_actions()[0])
    app.click(action=move)
    assert "storage is full" in host.html, "no room: the move is taken back and said"
    assert len(app.table.state.history) == 102
    assert f"{LEGACY_PREFIX}g2" in host.data and PREFIX + "g2" not in host.data
    host.quota = None  # the player deleted something elsewhere
    app.select("retry")
    app.click(action=move)
    assert PREFIX + "g2" in host.data and f"{LEGACY_PREFIX}g2" not in host.data
    assert json.loads(host.data[PREFIX + "g2"])["actions"] == [*OLD["actions"][:102], move]


def test_a_game_that_could_not_move_is_deleted_from_its_old_key() -> None:
    host = full_of_first_edition_games()
    app = App(host)
    app.select("delete g7")
    assert f"{LEGACY_PREFIX}g7" not in host.data
    assert rows(host) == (11, 0)


class Refusing(FakeHost):
    """A browser whose storage refuses every write, or even to list its keys."""

    def __init__(self, keys_too: bool = False) -> None:
        super().__init__()
        self.keys_too = keys_too

    def put(self, key: str, value: str) -> None:
        raise StorageFull("refused")

    def stored_keys(self) -> list[str]:
        if self.keys_too:
            raise RuntimeError("no storage")
        return super().stored_keys()


@pytest.mark.parametrize("keys_too", [False, True])
def test_migrate_never_raises(keys_too: bool) -> None:
    host = Refusing(keys_too)
    host.data[LEGACY_PREFIX + "a"] = first_edition(30)
    assert Storage(host).migrate() == 0
    assert host.data == {LEGACY_PREFIX + "a": first_edition(30)}


# --------------------------------------------------------------------- item 3


def boot(**entries: str) -> tuple[FakeHost, App]:
    host = FakeHost()
    for key, text in entries.items():
        host.data[key] = text
    return host, App(host)


def histories(host: FakeHost) -> dict[str, int]:
    """Each stored game's number of moves, by its listed id."""
    storage = Storage(host)
    return {i: len(load_save(json.loads(storage.raw(i) or "")).history) for i in storage.ids()}


def test_the_old_key_holding_more_moves_is_kept() -> None:
    """The same id under both keys, 20 moves new and 50 old (a first-edition tab left open
    across the update went on playing): migrate removed the old key, 30 moves gone."""
    host, _ = boot(**{PREFIX + "same": new_edition(20), LEGACY_PREFIX + "same": first_edition(50)})
    assert histories(host) == {"same": 50}
    assert not [k for k in host.data if k.startswith(LEGACY_PREFIX)]


def test_the_new_key_holding_more_moves_is_kept() -> None:
    host, _ = boot(**{PREFIX + "same": new_edition(60), LEGACY_PREFIX + "same": first_edition(50)})
    assert histories(host) == {"same": 60}
    assert json.loads(host.data[PREFIX + "same"])["meta"]["seats"] == ["human", "easy", "hard"]


def apart() -> dict[str, str]:
    """The new app played on from move 20, the first edition's tab too: neither log
    extends the other, and each holds moves the other lacks."""
    other = new_game("explosion", OLD["setup"]["players"], OLD["setup"]["seed"])
    for a in OLD["actions"][:20]:
        other.apply(a)
    extra = next(str(a) for a in other.legal_actions() if str(a) != OLD["actions"][20])
    return {PREFIX + "same": new_edition(20, [extra]), LEGACY_PREFIX + "same": first_edition(50)}


def test_games_that_went_apart_are_both_kept() -> None:
    host, app = boot(**apart())
    assert histories(host) == {"same": 21, "same.old": 50}
    assert not [k for k in host.data if k.startswith(LEGACY_PREFIX)]
    app.home()
    assert rows(host) == (2, 0)
    app.select("continue same.old")
    assert app.table is not None and len(app.table.state.history) == 50


@pytest.mark.parametrize("old", ["{nope", first_edition(50)])
def test_an_entry_that_cannot_be_read_is_kept_beside_the_other(old: str) -> None:
    host, app = boot(**{PREFIX + "same": "[1, 2", LEGACY_PREFIX + "same": old})
    assert host.data[PREFIX + "same"] == "[1, 2" and host.data[PREFIX + "same.old"] == old
    app.home()
    assert "Damaged save same:" in host.html


def test_the_same_entry_under_both_keys_is_kept_once() -> None:
    text = first_edition(40)
    host, _ = boot(**{PREFIX + "same": text, LEGACY_PREFIX + "same": text})
    assert host.data == {PREFIX + "same": text}


def test_games_that_went_apart_with_no_room_are_both_kept_and_listed() -> None:
    host = FakeHost()
    host.data.update(apart())
    host.quota = sum(len(v) for v in host.data.values()) + 100
    app = App(host)
    assert host.data == apart(), "nothing moved, nothing removed"
    assert histories(host) == {"same": 21, "same.old": 50}
    app.home()
    assert rows(host) == (2, 0)
    assert Storage(host).id_of(LEGACY_PREFIX + "same") == "same.old"
    app.select("continue same.old")
    assert app.table is not None and len(app.table.state.history) == 50
