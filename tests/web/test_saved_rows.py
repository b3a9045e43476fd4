"""The saved games' rows (issue 35): every control acts on exactly its own entry, whatever
its storage key holds (a space, quotes, ``<``, unicode, thousands of characters); what the
listing remembers of sound entries never vouches for one; damaged rooms are downloadable,
and a host's save whose room cannot be read is listed as damaged."""

from __future__ import annotations

import hashlib
import json
from html.parser import HTMLParser
from typing import Any
from urllib.parse import parse_qs

import pytest
from fake_host import FakeHost, FakeNet

from potions import GAMES, __version__, new_game, to_save
from tests.core.random_play import played_out
from web.shell import storage
from web.shell.app import App
from web.shell.storage import GUEST_PREFIX, PREFIX, SOUND, Storage


class Row:
    """One row of the saved games: its attributes, its text, its controls by label."""

    def __init__(self, attrs: dict[str, str]) -> None:
        self.attrs = attrs
        self.text = ""
        self.controls: dict[str, str] = {}


class Rows(HTMLParser):
    """The rows of the saved games in a page, as a browser reads them."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.rows: list[Row] = []
        self.row: Row | None = None
        self.select: str | None = None
        self.label = ""
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = {k: v or "" for k, v in attrs}
        if tag == "li" and "save" in found.get("class", "").split():
            self.row = Row(found)
            self.rows.append(self.row)
        elif tag == "button" and self.row is not None:
            self.select, self.label = found.get("data-select"), ""

    def handle_endtag(self, tag: str) -> None:
        if tag == "li":
            self.row = None
        elif tag == "button" and self.row is not None and self.select is not None:
            self.row.controls[self.label] = self.select
            self.select = None

    def handle_data(self, data: str) -> None:
        if self.row is None:
            return
        if self.select is not None:
            self.label += data
        else:
            self.row.text += data


def saved(game_id: str, seed: int, players: int = 2) -> str:
    game = played_out(game_id, players, seed)
    meta = {"seats": ["human"] * players, "updated": seed}
    return json.dumps(to_save(game, meta), separators=(",", ":"))


LONG = "L" * 3000 + " tail"
SAVES = {
    "keep": saved("explosion", 1),
    "keep x": saved("dice", 2),
    "keep y": "{not json",
    'say "hi" <b>&amp;</b>': saved("practice", 3),
    "ünï ☃ كلمة": saved("glastonbury", 4),
    LONG: "[1, 2",
    "50%25 x": saved("dice", 5),
    "50%": "null",
}
"""Entries under keys a page may hold (their id: their key after ``potions:game:``)."""
ROOM_A, ROOM_B = "A" * 22, "B" * 22


def room_entry(rid: str, game: str) -> str:
    save = json.loads(saved(game, 7))
    return json.dumps(
        {
            "format": "potions-guest",
            "version": 1,
            "room": rid,
            "key": "K" * 22,
            "token": "T" * 22,
            "game": game,
            "names": ["Ann", "Bob"],
            "over": True,
            "save": save,
        }
    )


ROOMS = {"ROOM": room_entry(ROOM_A, "dice"), "ROOM x": "{bad", "ROOM y": room_entry(ROOM_B, "dice")}


def stocked() -> tuple[FakeHost, App]:
    storage._CHECKED.clear()
    host = FakeHost()
    host.net = FakeNet()
    for sid, text in SAVES.items():
        host.data[PREFIX + sid] = text
    for rid, text in ROOMS.items():
        host.data[GUEST_PREFIX + rid] = text
    app = App(host)
    app.home()
    return host, app


def row_of(host: FakeHost, sid: str) -> Row:
    """The row of saved game ``sid`` (a damaged one by its sentence)."""
    rows = Rows(host.html).rows
    found = [r for r in rows if r.attrs.get("data-save") == sid] or [
        r for r in rows if r.text.startswith(f"Damaged save {sid}: ")
    ]
    assert len(found) == 1, (sid, [r.text[:40] for r in rows])
    return found[0]


def room_row(host: FakeHost, rid: str) -> Row:
    rows = Rows(host.html).rows
    found = [r for r in rows if r.attrs.get("data-room") == rid]
    if rid == "ROOM x":  # the one room that cannot be read
        found = [r for r in rows if "A room that cannot be read" in r.text]
    assert len(found) == 1, rid
    return found[0]


@pytest.mark.parametrize("sid", list(SAVES))
def test_each_saved_games_control_acts_on_its_own_entry(sid: str) -> None:
    """Delete on "Damaged save keep x" deleted ``keep``, its Download gave ``keep``'s file
    and Continue on ``keep x`` opened ``keep``: the page split the controls' values on
    spaces."""
    host, app = stocked()
    row = row_of(host, sid)
    damaged = "Damaged save" in row.text
    download = row.controls["Download raw data" if damaged else "Export"]
    app.select(download)
    assert host.downloads and host.downloads[-1][1] == SAVES[sid]
    if not damaged:
        app.select(row.controls["Continue"])
        assert app.table is not None and app.table.sid == sid
        app.home()
    before = set(host.data)
    app.select(row_of(host, sid).controls["Delete"])
    assert before - set(host.data) == {PREFIX + sid}


def test_the_controls_of_plain_ids_keep_their_values() -> None:
    """Tests and outside checks click ``[data-select="continue ID"]``."""
    host, _app = stocked()
    assert row_of(host, "keep").controls == {
        "Continue": "continue keep",
        "Watch again": "watch keep",
        "Export": "download keep",
        "Delete": "delete keep",
    }
    assert room_row(host, "ROOM").controls == {
        "Continue": "room-open ROOM",
        "Watch again": "watch guest%3AROOM",
        "Export": "room-export ROOM",
        "Delete": "room-forget ROOM",
    }


@pytest.mark.parametrize("rid", list(ROOMS))
def test_each_rooms_control_acts_on_its_own_entry(rid: str) -> None:
    """Delete on a damaged room ``ROOM x`` removed the room ``ROOM``."""
    host, app = stocked()
    row = room_row(host, rid)
    if rid == "ROOM x":
        app.select(row.controls["Download raw data"])
        assert host.downloads[-1][1] == ROOMS[rid]
    else:
        app.select(row.controls["Export"])
        kept = json.loads(ROOMS[rid])
        assert json.loads(host.downloads[-1][1]) == kept["save"]
        app.select(row.controls["Continue"])
        guest = app.kinds["online"].guest  # type: ignore[attr-defined]
        assert guest is not None and guest.room.id == kept["room"]
        app.home()
        row = room_row(host, rid)
    before = set(host.data)
    app.select(row.controls["Delete"])
    assert before - set(host.data) == {GUEST_PREFIX + rid}


def test_a_control_with_more_words_than_its_entry_does_nothing() -> None:
    """A value split on spaces never acts on the entry its first word names."""
    host, app = stocked()
    before = dict(host.data)
    for value in ("delete keep x", "room-forget ROOM x", "download keep y", "continue keep z"):
        app.select(value)
    assert host.data == before and not host.downloads and app.table is None


# ---------------------------------------------------------------- what the listing remembers


ENGINES = f"{__version__}:" + ",".join(f"{g}{info.rules}" for g, info in sorted(GAMES.items()))
"""The engines' version as the record of sound entries named it."""


def test_a_forged_record_of_sound_entries_never_lists_a_tampered_save_as_sound() -> None:
    """``potions:sound`` names the digests of texts replayed and found sound: a page that
    writes storage wrote a tampered save and its digest there, and the list showed
    "Mallory, Bob" as a sound game (Continue then refused it)."""
    for game_id in GAMES:
        storage._CHECKED.clear()  # a later boot
        host = FakeHost()
        save = json.loads(saved(game_id, 3))
        save["snapshot"]["config"]["players"][0] = "Mallory"
        text = json.dumps(save, separators=(",", ":"))
        host.data[PREFIX + "forged"] = text
        host.data[SOUND] = json.dumps(
            {"engines": ENGINES, "sound": [hashlib.sha256(text.encode()).hexdigest()[:24]]}
        )
        listing = Storage(host).listing()
        assert [x.error is not None for x in listing] == [True], game_id
        app = App(host)
        app.home()
        assert "Mallory" not in host.html and "Damaged save forged" in host.html
        assert SOUND not in host.data, "the record is no longer kept"


# ---------------------------------------------------------------- damaged rooms


def test_a_room_that_cannot_be_read_can_be_downloaded() -> None:
    host, _app = stocked()
    row = room_row(host, "ROOM x")
    assert set(row.controls) == {"Download raw data", "Delete"}


def test_a_damaged_rooms_download_keeps_its_secrets_here() -> None:
    """A room entry that cannot be read but is JSON: its room's secret and this device's
    token are left out of the file, as they are of a host's save."""
    storage._CHECKED.clear()
    host = FakeHost()
    entry = json.loads(room_entry(ROOM_A, "dice"))
    entry["token"] = "short"
    host.data[GUEST_PREFIX + "R"] = json.dumps(entry)
    app = App(host)
    app.home()
    app.select(room_row_damaged(host).controls["Download raw data"])
    got = json.loads(host.downloads[-1][1])
    assert "key" not in got and "token" not in got and got["room"] == ROOM_A


def room_row_damaged(host: FakeHost) -> Row:
    (row,) = [r for r in Rows(host.html).rows if "A room that cannot be read" in r.text]
    return row


def hosted_save(online: Any) -> str:
    game = new_game("dice", ["Ann", "Bob"], 4)
    meta = {"seats": ["human", "online"], "updated": 1, "online": online}
    return json.dumps(to_save(game, meta))


GOOD_ROOM = {
    "id": "I" * 22,
    "key": "K" * 22,
    "started": False,
    "guests": [{"seat": 1, "token": "T" * 22, "name": "Bob"}],
    "host_key": "",
    "host_public": "",
}


@pytest.mark.parametrize(
    "online",
    [
        5,
        "room",
        [],
        {},
        {**GOOD_ROOM, "id": "short"},
        {**GOOD_ROOM, "key": None},
        {**GOOD_ROOM, "guests": "Bob"},
        {**GOOD_ROOM, "guests": [{"seat": 7, "token": "T" * 22, "name": "Bob"}]},
        {**GOOD_ROOM, "guests": [{"seat": 1, "token": "x", "name": "Bob"}]},
        {**GOOD_ROOM, "guests": [5]},
        {**GOOD_ROOM, "host_key": 5},
        {**GOOD_ROOM, "host_public": "!"},
        {**GOOD_ROOM, "started": "yes"},
        {**GOOD_ROOM, "links": 5},
    ],
)
def test_a_hosts_save_whose_room_cannot_be_read_is_listed_as_damaged(online: Any) -> None:
    """It was listed, and opened, as a game played on this device alone (14 of 14)."""
    storage._CHECKED.clear()
    host = FakeHost()
    host.data[PREFIX + "hosted"] = hosted_save(online)
    app = App(host)
    app.home()
    assert "Damaged save hosted" in host.html
    assert "its room cannot be read" in host.html
    app.select("continue hosted")
    assert app.table is None and "cannot be opened" in host.html


@pytest.mark.parametrize(
    "online",
    [
        GOOD_ROOM,
        {"id": "I" * 22, "key": "K" * 22},
        {**GOOD_ROOM, "links": {"relays": ["wss://relay.example"], "ice": [], "no_ice": False}},
        {**GOOD_ROOM, "host_public": "P" * 40, "started": True, "guests": []},
    ],
)
def test_a_hosts_save_whose_room_reads_is_listed_as_it_is(online: Any) -> None:
    storage._CHECKED.clear()
    host = FakeHost()
    host.data[PREFIX + "hosted"] = hosted_save(online)
    app = App(host)
    app.home()
    assert 'data-save="hosted"' in host.html and "Damaged" not in host.html


def test_a_game_opened_again_from_its_address_is_its_own() -> None:
    """Continue puts the game's id in the address (``?game=ID``), which a reload opens: an
    id holding ``+`` or ``&`` was read back as another entry (``a+b&c`` as ``a b``)."""
    storage._CHECKED.clear()
    host = FakeHost()
    for sid, seed in (("a+b&c", 2), ("a b", 3)):
        host.data[PREFIX + sid] = saved("dice", seed)
    app = App(host)
    app.home()
    app.select(row_of(host, "a+b&c").controls["Continue"])
    assert app.table is not None and app.table.sid == "a+b&c"
    query = {k: v[0] for k, v in parse_qs(host.url.removeprefix("?")).items()}
    reloaded = App(host)  # (parse_qs reads a query as the page's URLSearchParams does)
    reloaded.route(query)
    assert reloaded.table is not None and reloaded.table.sid == "a+b&c"
