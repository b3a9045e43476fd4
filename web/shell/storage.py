"""Saved games and settings in the browser's storage, for every game of the app.

Each game is one entry ``potions:game:<id>`` holding a save envelope
(:func:`potions.to_save`) whose ``meta`` carries what the page keeps beside the game:
seats, pace, when it was last played. The game log is not stored: it is told again from
the actions when the game is opened, in the language chosen now.

Games stored by the first edition under ``potion-explosion:game:<id>`` move to the new
keys at start (:meth:`Storage.migrate`); one that cannot move yet (storage full) stays
under its old key and is a stored game like any other: listed, opened, exported, deleted,
and moved by its next save. Nothing is removed that was not copied, and no move is lost
when both keys hold the same id.

Every entry is checked in full when the saved games are listed (replayed and compared
with its snapshot, like :func:`potions.load_save`), so that a damaged one is listed as
damaged at once, never as a game that fails to open; the outcome is remembered in memory
by the digest of the stored text, so only entries that changed are checked again while
the page lives. Nothing stored vouches for an entry: a page that writes storage could
write that too (a record of the entries found sound, ``potions:sound``, once did).
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field, replace
from typing import Any

from potions import GAMES, SaveError, load_save
from potions.core.i18n import Join, Msg
from potions.core.protocol import GameState
from potions.core.registry import start
from potions.core.saves import digest, envelope
from web.shell.host import Host
from web.shell.room import PUBLIC, TOKEN, Room

PREFIX = "potions:game:"
GUEST_PREFIX = "potions:guest:"
WATCHED_ROOM = "guest:"
"""How a replay names a friend's room this device joined (``?replay=guest:ROOM``)."""
"""A friend's room this device joined (``web.online.guesting``): its own kind of entry."""
LEGACY_PREFIX = "potion-explosion:game:"
OLD = ".old"
"""Added to the id of a first edition's game whose id is taken under the new keys by a
game with other moves: both are kept (see :meth:`Storage.migrate`)."""
SETTINGS = "potions:settings"
MAX_ENTRY = 4_000_000
"""Characters of one stored game beyond which it is not parsed (a damaged entry)."""


LogLine = tuple[int | None, Msg]
"""One line of the game log: the seat it is about (None: the table's) and its sentence."""


def opening(state: GameState) -> list[LogLine]:
    """The log's first lines, before anything is played (``state`` as set up): who plays,
    and who begins. The log told live and the log told again from a save both start so."""
    players = [str(n) for n in state.config["players"]]
    seed = int(state.config["seed"])
    out: list[LogLine] = [
        (None, Msg("New game: {names} (seed {seed}).", names=Join(players), seed=seed))
    ]
    seat = state.current_player
    if seat is not None:
        out.append((seat, Msg("{name} begins.", name=players[seat])))
    return out


def set_up(state: GameState) -> GameState:
    """The game ``state`` is, as it was set up (nothing played yet), under its rules."""
    config = dict(state.config)
    players, seed, rules = config.pop("players"), config.pop("seed"), config.pop("rules", None)
    return start(state.game_id, list(players), int(seed), rules, **config)


def narrate(state: GameState) -> list[LogLine]:
    """What the last action did, as log entries (seat, sentence); after each sentence, what
    its event adds to the heading of the turn (messages of context ``headline``: the log
    shows them in the heading, not as steps)."""
    engine = GAMES[state.game_id].engine()
    describe = engine.describe
    headline = getattr(engine, "headline", None)
    out: list[tuple[int | None, Msg]] = []
    for e in state.events:
        seat = None if e.get("type") == "over" else e.get("seat")  # the table's line
        out += [(seat, m) for m in describe(state, [e])]
        if headline is not None:
            out += [(seat, m) for m in headline(state, [e])]
    return out


@dataclass
class Listed:
    """A saved game as the start screen lists it."""

    id: str
    game: str = ""
    names: list[str] = field(default_factory=list)
    seats: list[str] = field(default_factory=list)
    over: bool = False
    scores: list[int] = field(default_factory=list)
    view: dict[str, Any] = field(default_factory=dict)
    updated: int = 0
    error: Msg | None = None


@dataclass
class Loaded:
    """An opened game: its state, its page data, and its log told again (from its first
    line: :func:`opening`)."""

    state: GameState
    meta: dict[str, Any]
    log: list[LogLine]


MAX_DEPTH = 64
"""Deepest nesting of JSON accepted; saves use 8 levels. Deeper text is refused before it
is parsed: parsing it would overflow the stack of the WebAssembly runtime (measured:
Pyodide stops for good on about 50,000 nested brackets)."""
_DIGEST = re.compile(
    r'^\{"format":"potions-save","version":\d+,"game":"\w+","count":\d+,"digest":"([0-9a-f]+)"'
)
_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKETS = re.compile(r"[\[\]{}]")


def depth(text: str) -> int:
    """How deeply JSON ``text`` nests (its strings do not count)."""
    deepest = level = 0
    for m in _BRACKETS.finditer(_STRINGS.sub("", text)):
        level += 1 if m.group() in "[{" else -1
        deepest = max(deepest, level)
    return deepest


def parse(raw: str) -> Any:
    """JSON text, refused (ValueError) when too large or too deeply nested."""
    if len(raw) > MAX_ENTRY:
        raise ValueError("too large")
    if depth(raw) > MAX_DEPTH:
        raise ValueError("nested too deeply")
    try:
        return json.loads(raw)
    except RecursionError as exc:
        raise ValueError("nested too deeply") from exc


def _log(raw: str) -> tuple[str, Any, list[str]] | None:
    """The game, set-up and action log of a stored text; None when it cannot be read."""
    try:
        data = envelope(parse(raw))
    except (ValueError, SaveError):
        return None
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        return None
    return data["game"], data.get("setup"), actions


def extends(raw: str, other: str) -> bool:
    """Whether the stored text ``raw`` holds every move of ``other`` (the same game and
    set-up, its action log starting with ``other``'s), so that ``other`` may go."""
    mine, theirs = _log(raw), _log(other)
    if mine is None or theirs is None or mine[:2] != theirs[:2]:
        return False
    return mine[2][: len(theirs[2])] == theirs[2]


def meta_of(data: dict[str, Any]) -> dict[str, Any]:
    """The page's data of a save, each value checked (defaults for anything odd)."""
    meta = data.get("meta")
    meta = meta if isinstance(meta, dict) else {}
    updated = meta.get("updated")
    seats = meta.get("seats")
    pace = meta.get("pace")
    page = meta.get("page")
    online = meta.get("online")
    return {
        "online": online if isinstance(online, dict) else None,
        "updated": updated if isinstance(updated, int) and not isinstance(updated, bool) else 0,
        "seats": [s for s in seats if isinstance(s, str)] if isinstance(seats, list) else [],
        "pace": pace if isinstance(pace, str) else "normal",
        "page": page if isinstance(page, dict) else {},
    }


def check_room(data: object, seats: int) -> None:
    """A host's save keeps its room in ``meta.online``: SaveError when that cannot be read
    whole (the game would open as one played on this device alone, or without a friend's
    seat). A save without one is a game played here."""
    meta = data.get("meta") if isinstance(data, dict) else None
    if not isinstance(meta, dict) or meta.get("online") is None:
        return
    if not room_reads(meta["online"], seats):
        raise SaveError("damaged_room", Msg("This saved game is damaged: its room cannot be read."))


def room_reads(online: object, seats: int) -> bool:
    """Whether a save's ``meta.online`` is a room of a game of ``seats`` players, every
    part of it readable (its relays aside: an address this app no longer takes is dropped
    alone)."""
    room = Room.from_json(online, seats)
    if room is None or not isinstance(online, dict):
        return False
    guests = online.get("guests")
    if guests is not None and (not isinstance(guests, list) or len(guests) != len(room.guests)):
        return False
    public = online.get("host_public")
    return all(
        online.get(name) is None or isinstance(online[name], kind)
        for name, kind in (("started", bool), ("host_key", str), ("links", dict))
    ) and (public in (None, "") or (isinstance(public, str) and bool(PUBLIC.match(public))))


CHECKED_KEPT = 4_000
"""Stored texts whose check :func:`listed` remembers (about the most games storage holds)."""
_CHECKED: dict[str, Listed] = {}


def listed(sid: str, raw: str | None) -> Listed:
    """A stored entry as the start screen lists it: checked in full (read, replayed and
    compared with its snapshot, so that its game, names and scores are those of the game
    Continue opens), or carrying why it cannot be opened. Never raises. The outcome is
    remembered in memory by the digest of ``raw``: the start screen is drawn again and
    again."""
    if raw is None:
        return Listed(sid, error=Msg("This saved game cannot be read."))
    digest_of_raw = hashlib.sha256(raw.encode("utf-8", "surrogatepass")).hexdigest()
    known = _CHECKED.get(digest_of_raw)
    if known is None:
        known = _check(raw)
        if len(_CHECKED) >= CHECKED_KEPT:
            _CHECKED.clear()
        _CHECKED[digest_of_raw] = known
    return replace(known, id=sid)


def _check(raw: str) -> Listed:
    """``raw`` listed: replayed, as Continue opens it (see :func:`listed`)."""
    entry = Listed("")
    try:
        data = envelope(parse(raw))
        meta = meta_of(data)
        entry.updated = meta["updated"]
        entry.seats = meta["seats"]
        state = load_save(data)
        check_room(data, len(state.config["players"]))
        entry.names = [str(n) for n in state.config["players"]]
        entry.over = state.is_over
        entry.scores = list(state.scores())
        if not entry.over:  # (a finished game's row says its scores: no view, no score pad)
            entry.view = state.view(None)
    except SaveError as exc:
        entry.error = exc.msg
        return entry
    except Exception:  # whatever an entry holds, it never stops the start screen
        entry.error = Msg("This saved game cannot be read.")
        return entry
    entry.game = state.game_id
    return entry


SOUND = "potions:sound"
"""Where a record of the entries found sound was once kept (it let a later boot list them
from their snapshots unchecked, and a page that writes storage could forge it): removed
when the saved games are listed."""


class Storage:
    """The saved games and the settings of this browser."""

    def __init__(self, host: Host) -> None:
        self.host = host

    # ------------------------------------------------------------- games

    def keys(self) -> dict[str, str]:
        """Every stored game: its id and the key it is stored under. The new keys first;
        then the first edition's not moved yet, each under its own id, or that id followed
        by ``.old`` when the id is taken under the new keys."""
        stored = self.host.stored_keys()
        out = {k[len(PREFIX) :]: k for k in stored if k.startswith(PREFIX)}
        for key in sorted(k for k in stored if k.startswith(LEGACY_PREFIX)):
            sid = key[len(LEGACY_PREFIX) :]
            while sid in out:
                sid += OLD
            out[sid] = key
        return out

    def ids(self) -> list[str]:
        """Ids of every stored game (damaged ones, and those under the old keys, included)."""
        return list(self.keys())

    def id_of(self, key: str) -> str | None:
        """The id of the game stored under ``key`` (a key the ``storage`` event names);
        None when it is no game's key."""
        if key.startswith(PREFIX):
            return key[len(PREFIX) :]
        if key.startswith(LEGACY_PREFIX):
            return next((i for i, k in self.keys().items() if k == key), None)
        return None

    def _old_key(self, sid: str) -> str | None:
        """The first edition's key game ``sid`` is still stored under, if it is."""
        if self.host.get(PREFIX + sid) is not None:
            return None
        key = self.keys().get(sid)
        return key if key is not None and key.startswith(LEGACY_PREFIX) else None

    def raw(self, sid: str) -> str | None:
        """The stored text of a game, exactly as it is."""
        text = self.host.get(PREFIX + sid)
        if text is not None:
            return text
        key = self._old_key(sid)
        return None if key is None else self.host.get(key)

    def listing(self) -> list[Listed]:
        """Every stored game, newest first; damaged entries carry their error. Each entry
        is replayed once while the page lives (see :func:`listed`)."""
        out = [listed(sid, self.host.get(key)) for sid, key in self.keys().items()]
        out.sort(key=lambda x: -x.updated)
        if self.host.get(SOUND) is not None:
            self.host.remove(SOUND)  # (no longer read: its room is the player's)
        return out

    def rooms(self) -> list[tuple[str, dict[str, Any] | None]]:
        """Friends' rooms this device joined: each one's id and what it keeps (None when
        it cannot be read)."""
        out = []
        for key in self.host.stored_keys():
            if key.startswith(GUEST_PREFIX):
                raw = self.host.get(key)
                out.append((key[len(GUEST_PREFIX) :], None if raw is None else read_entry(raw)))
        return out

    def room_file(self, rid: str) -> str | None:
        """A kept room's entry as a file, as it is stored (one that cannot be read too),
        but its secrets (the room's and this device's token stay here); None when there
        is none."""
        raw = self.host.get(GUEST_PREFIX + rid)
        try:
            data = None if raw is None else parse(raw)
        except ValueError:
            data = None
        if isinstance(data, dict) and ("key" in data or "token" in data):
            data.pop("key", None)
            data.pop("token", None)
            return json.dumps(data, separators=(",", ":"))
        return raw

    def room_game(self, rid: str) -> object:
        """The whole game of a friend's room this device joined, once it is over (what the
        room's export downloads); SaveError while this device holds only its seat's views."""
        raw = self.host.get(GUEST_PREFIX + rid)
        data = None if raw is None else read_entry(raw)
        save = None if data is None else data.get("save")
        if not isinstance(save, dict):
            raise SaveError("missing", Msg("This device does not hold that room's whole game."))
        return save

    def saved(self, sid: str) -> object:
        """A stored game's data as read; SaveError when it is missing or cannot be read."""
        raw = self.raw(sid)
        if raw is None:
            raise SaveError("missing", Msg("There is no saved game {id}.", id=sid[:40]))
        try:
            return parse(raw)
        except ValueError as exc:
            raise SaveError("damaged", Msg("This saved game cannot be read.")) from exc

    def load(self, sid: str) -> Loaded:
        """Open a stored game, replaying it; SaveError when it cannot be opened."""
        data = self.saved(sid)
        loaded = self.load_data(data)
        check_room(data, len(loaded.state.config["players"]))
        return loaded

    def load_data(self, data: object) -> Loaded:
        """Open a save (stored or imported), replaying it and telling its log again, line
        for line the log told while it was played."""
        save = envelope(data)
        log: list[LogLine] = []

        def tell(state: GameState, action: str) -> None:
            log.extend(narrate(state))

        state = load_save(save, after=tell)
        return Loaded(state, meta_of(save), [*opening(set_up(state)), *log])

    def stored_digest(self, sid: str) -> str | None:
        """The digest of the action log stored for a game; None when there is no entry,
        "" when the entry cannot be read."""
        raw = self.raw(sid)
        if raw is None:
            return None
        head = _DIGEST.search(raw[:400])  # saves put their digest first: no need to parse
        if head is not None:
            return head.group(1)
        try:
            data = parse(raw)
        except ValueError:
            return ""
        if isinstance(data, dict) and isinstance(data.get("digest"), str):
            return str(data["digest"])
        actions = data.get("actions") if isinstance(data, dict) else None
        if isinstance(actions, list) and all(isinstance(a, str) for a in actions):
            return digest(actions)
        return ""

    def find(self, game: str, setup: dict[str, Any], seats: list[str]) -> str | None:
        """A stored game with exactly this set-up and these seats, if any (the newest); the
        rules it is played under aside (a game started before a rule changed is the same
        game)."""
        found: list[tuple[int, str]] = []
        wanted = {k: v for k, v in setup.items() if k != "rules"}
        for sid, key in self.keys().items():
            try:
                data = envelope(parse(self.host.get(key) or ""))
            except (ValueError, SaveError):
                continue
            stored = data.get("setup")
            if not isinstance(stored, dict):
                continue
            if (
                data.get("game") == game
                and {k: v for k, v in stored.items() if k != "rules"} == wanted
            ):
                meta = meta_of(data)
                if meta["seats"] == seats:
                    found.append((meta["updated"], sid))
        return max(found)[1] if found else None

    def finished(self) -> list[str]:
        """Ids of the stored games that are over."""
        return [x.id for x in self.listing() if x.error is None and x.over]

    def write(self, sid: str, save: dict[str, Any]) -> None:
        """Store a game (StorageFull when the browser refuses: nothing is half written). A
        game still under the first edition's key moves to the new one: the old entry is
        removed once the new one is stored."""
        old = self._old_key(sid)
        self.host.put(PREFIX + sid, json.dumps(save, separators=(",", ":")))
        if old is not None:
            self.host.remove(old)

    def delete(self, sid: str) -> None:
        """Forget a stored game."""
        key = self._old_key(sid)
        self.host.remove(PREFIX + sid if key is None else key)

    def migrate(self) -> int:
        """Move the first edition's games to the new keys; returns how many moved.

        Never raises, and never removes an old entry it did not copy: one that cannot be
        copied (storage full) stays under its old key, a stored game like any other (see
        :meth:`keys`), and moves at its next save or a later start. When the same id is
        under both keys, no move is lost: the entry whose action log extends the other's
        is kept (the old one removed when the new one holds all its moves, copied over it
        when it holds more); when neither extends the other, or one cannot be read, the
        old entry moves to the id followed by ``.old``."""
        try:
            keys = sorted(k for k in self.host.stored_keys() if k.startswith(LEGACY_PREFIX))
        except Exception as exc:  # a start never stops on storage
            self.host.warn(f"saved games not moved: {exc}")
            return 0
        moved = 0
        for key in keys:
            try:
                moved += self._move(key)
            except Exception as exc:  # StorageFull, or any refusal
                self.host.warn(f"{key} not moved yet: {exc}")
        return moved

    def _move(self, key: str) -> int:
        """Move one first edition's entry (see :meth:`migrate`); 1 when it moved."""
        raw = self.host.get(key)
        if raw is None:
            return 0
        sid = key[len(LEGACY_PREFIX) :]
        there = self.host.get(PREFIX + sid)
        if there is None:
            self.host.put(PREFIX + sid, raw)
        elif there != raw and not extends(there, raw):
            if not extends(raw, there):  # each holds moves the other lacks: both kept
                while self.host.get(PREFIX + sid) is not None:
                    sid += OLD
            self.host.put(PREFIX + sid, raw)
        self.host.remove(key)
        return 1

    # ---------------------------------------------------------- settings

    def settings(self) -> dict[str, Any]:
        """The player's settings (language, last set-ups...); {} when none or damaged."""
        raw = self.host.get(SETTINGS)
        if not raw:
            return {}
        try:
            data = parse(raw)
        except ValueError:
            return {}
        return data if isinstance(data, dict) else {}

    def save_settings(self, settings: dict[str, Any]) -> None:
        """Remember the settings (silently skipped when storage is full)."""
        try:
            self.host.put(SETTINGS, json.dumps(settings))
        except Exception as exc:  # a setting is never worth an error for the player
            self.host.warn(f"settings not saved: {exc}")


def read_entry(raw: str) -> dict[str, Any] | None:
    """A friend's room this device keeps (what ``web.online.guesting.Guesting.keep``
    wrote), checked; None when it is not one."""
    try:
        data = parse(raw)
    except ValueError:
        return None
    if not isinstance(data, dict) or data.get("format") != "potions-guest":
        return None
    for key in ("room", "key", "token"):
        if not (isinstance(data.get(key), str) and TOKEN.match(data[key])):
            return None
    return data
