"""A friend's device in a room: it holds the view of its seat, never the game.

It says hello to the host (with a secret token of its own, so that a reload or a new tab
gets its seat back), takes a free seat or watches, and plays its seat: an action that
reveals nothing is shown at once (the view it leads to is the same on any device: the
conformance suite checks it) and sent; one that reveals something (a roll, a card drawn)
is only sent, and shown when the host answers. Every table here is made from what the host
sent (a state rebuilt from the view alone: :meth:`GameState.from_view`), through the same
:func:`~web.shell.table.step` as any other.

What it keeps (``potions:guest:<room>``): the room, its token, its name and seat, the last
view and the log, and the whole game once it is over (to export it).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Protocol

from potions import GAMES, IllegalActionError
from potions.core.i18n import Msg, Translator, translator
from potions.core.players import clean_name
from potions.core.rng import Pcg32
from web.online import protocol
from web.online.protocol import Refused
from web.shell.host import Host
from web.shell.room import SEAT as ONLINE
from web.shell.room import Links, Room, read_links
from web.shell.seats import HUMAN, Seat
from web.shell.storage import GUEST_PREFIX
from web.shell.table import LogLine, Play, Reload, Table, step

if TYPE_CHECKING:
    from web.shell.foreseen import Foreseen
    from web.shell.kinds import Decider, Game

_EVERY: list[Translator] = []
STUCK = Msg(
    "The host's device cannot save the game (its storage is full): nothing is played until "
    "the host makes room."
)


def known(msg: Msg) -> bool:
    """Whether ``msg`` is a sentence of this app (every one is in the French catalogues)."""
    if not _EVERY:
        _EVERY.append(translator("fr", ("potions", "web")))
    return _EVERY[0].has(msg)


class Screen(Protocol):
    """What the guest's screens need of the shell (the app)."""

    def guest_changed(self) -> None:
        """Draw the guest's screen anew (the lobby, or the game)."""


@dataclass
class Seen:
    """The last game the host sent: as this device's seat sees it."""

    seat: int | None
    view: dict[str, Any]
    names: list[str]
    codes: list[str]
    n: int
    last: list[str]
    events: list[dict[str, Any]]


@dataclass
class Lobby:
    """The room as the host last described it."""

    game: str
    options: dict[str, Any]
    seats: list[dict[str, Any]]
    started: bool
    you: int | None
    watching: bool


@dataclass
class Guesting:
    """This device's place in a friend's room."""

    host: Host
    screen: Screen
    room: Room
    token: str
    name: str = ""
    game: str = ""
    seat: int | None = None
    watching: bool = False
    host_peer: str = ""
    status: str = "connecting"
    """``connecting`` (the room is being joined), ``waiting`` (the host is away), ``open``."""
    problem: str = ""
    lobby: Lobby | None = None
    seen: Seen | None = None
    log: list[LogLine] = field(default_factory=list)
    chat: protocol.Chatter = field(default_factory=protocol.Chatter)
    message: Msg | None = None
    confirmed: Table | None = None
    """The last table made from what the host sent."""
    sent: int = 0
    """Actions sent and not answered yet."""
    waiting: bool = False
    """An action that reveals something was sent: nothing more until the host answers."""
    stuck: bool = False
    """The host's device cannot store the game (its storage is full): no move is played
    until it can."""
    save: dict[str, Any] | None = None
    """The whole game, once it is over (the host sends it then)."""
    match: str = ""
    """Which of the host's games the room holds ("" before the host said): a game played
    again in the same room is another."""
    playing: Game | None = None
    """The game on screen, once the game is shown."""
    decider: Decider | None = None
    """What the shell sees of this guest when it shows the host's game
    (:class:`web.online.seat.GuestSeat`)."""

    # ------------------------------------------------------------ the connection

    def open(self) -> None:
        links = self.room.links
        self.status = "connecting"
        self.host.open_room(
            {
                "room": self.room.id,
                "key": self.room.key,
                **links.options(),
                "host": False,
                "hostKey": "",
                "hostPublic": self.room.host_public,
            },
            self.on_event,
        )

    def close(self) -> None:
        self.host.close_room()

    def on_event(self, kind: str, peer: str, text: str, from_host: bool) -> None:
        if kind == "join" and from_host:
            self.host_peer = peer
            self.status = "open"
            self.problem = ""
            self.send("hello", token=self.token, name=self.name)
            self.screen.guest_changed()
        elif kind == "leave" and peer == self.host_peer:
            self.host_peer = ""
            self.status = "waiting"
            self.sent, self.waiting = 0, False
            self.screen.guest_changed()
        elif kind == "message" and from_host and peer == self.host_peer:
            self.heard(text)
        elif kind == "error":
            self.host.warn(f"room: {text}")
            if not peer:  # the room itself cannot be used (not a stranger refused)
                self.problem = text[:200]
                self.screen.guest_changed()

    def send(self, kind: str, **fields: Any) -> None:
        if self.host_peer:
            self.host.room_send(self.host_peer, protocol.message(kind, **fields))

    # ------------------------------------------------------------ what the host says

    def heard(self, text: str) -> None:
        try:
            data = protocol.read(text, protocol.MAX_FROM_HOST, protocol.DEPTH_FROM_HOST)
        except Refused as exc:
            self.host.warn(f"room: a message from the host refused: {exc}")
            return
        kind = data["t"]
        try:
            if kind == "room":
                self.heard_room(data)
            elif kind == "play":
                self.heard_play(data)
            elif kind == "refused":
                self.refused(data)
            elif kind == "chat":
                for line in protocol.read_chat(data.get("lines")):
                    self.chat.add(*line)
                self.screen.guest_changed()
            elif kind == "save" and isinstance(data.get("save"), dict):
                self.save = data["save"]
                self.keep()
        except (Refused, ValueError, KeyError, TypeError, IndexError) as exc:
            self.host.warn(f"room: the host's {kind[:12]} could not be read: {exc}")

    def heard_room(self, data: dict[str, Any]) -> None:
        game = data.get("game")
        info = GAMES.get(game) if isinstance(game, str) else None
        seats = data.get("seats")
        options = data.get("options")
        if info is None or not isinstance(seats, list) or not isinstance(options, dict):
            raise Refused("not a room")
        if not info.min_players <= len(seats) <= info.max_players:
            raise Refused("not a room")
        listed = []
        for s in seats:
            if not isinstance(s, dict) or not isinstance(s.get("name"), str):
                raise Refused("not a seat")
            code = s.get("code")
            listed.append(
                {
                    "name": clean_name(s["name"]) or "?",
                    "code": code if code in (HUMAN, ONLINE, *info.levels) else ONLINE,
                    "held": s.get("held") is True,
                    "connected": s.get("connected") is True,
                    "here": s.get("here") is True,
                }
            )
        you = data.get("you")
        you = you if isinstance(you, int) and 0 <= you < len(listed) else None
        match = data.get("match")
        if isinstance(match, str) and 0 < len(match) <= 64 and match != self.match:
            self.next_match(match)
        self.game = info.id
        self.lobby = Lobby(
            info.id, options, listed, data.get("started") is True, you, data.get("watching") is True
        )
        self.seat, self.watching = you, self.lobby.watching
        was, self.stuck = self.stuck, data.get("stuck") is True
        self.chat.lines = protocol.read_chat(data.get("chat"))
        self.keep()
        if self.stuck and self.sent:  # what was sent was not played: the host's game shows
            self.sent, self.waiting = 0, False
            self.show_seen(STUCK)
            return
        if was and not self.stuck and self.playing is not None and self.playing.table:
            self.show_seen()  # (what it said of the host being stuck is over)
            return
        self.screen.guest_changed()

    def heard_play(self, data: dict[str, Any]) -> None:
        info = GAMES.get(self.game)
        if info is None:
            raise Refused("no room yet")
        seat = data.get("seat")
        view, names, codes, n = data.get("view"), data.get("names"), data.get("codes"), data["n"]
        if not (seat is None or isinstance(seat, int)) or not isinstance(view, dict):
            raise Refused("not a game")
        if not isinstance(names, list) or not isinstance(codes, list) or len(names) != len(codes):
            raise Refused("not a game")
        if not isinstance(n, int) or isinstance(n, bool):
            raise Refused("not a game")
        lines = self.read_log(data.get("log"))
        first = data.get("from")
        if first == -1:
            self.log = lines
        elif isinstance(first, int) and 0 <= first <= len(self.log):
            self.log = self.log[:first] + lines
        else:
            raise Refused("a log that does not follow")
        last = [a for a in data.get("last") or [] if isinstance(a, str)]
        events = [e for e in data.get("events") or [] if isinstance(e, dict)]
        expected = self.expected()
        self.seen = Seen(
            seat,
            view,
            [clean_name(str(x)) for x in names],
            [c if c in (HUMAN, ONLINE, *info.levels) else ONLINE for c in map(str, codes)],
            n,
            last,
            events,
        )
        self.keep()
        if self.sent and n < expected:
            self.sent = expected - n  # some were played: the board shows the others already
            return
        self.sent, self.waiting = 0, False
        self.show_seen()

    def read_log(self, data: object) -> list[LogLine]:
        if not isinstance(data, list):
            raise Refused("not a log")
        out: list[LogLine] = []
        for item in data:
            if not (isinstance(item, list) and len(item) == 2):
                item = [None, None]
            seat = item[0] if isinstance(item[0], int) else None
            msg = protocol.read_msg(item[1], known)
            # a line this app does not say is shown as a gap (the lines keep their places)
            out.append((seat, msg if msg is not None else Msg.plain("…")))
        return out

    def refused(self, data: dict[str, Any]) -> None:
        msg = protocol.read_msg(data.get("msg"), known) or Msg("The host did not play that.")
        self.sent, self.waiting = 0, False
        self.message = msg
        self.show_seen(msg)

    def expected(self) -> int:
        """The number of actions the game will have once the host played those sent."""
        return (self.seen.n if self.seen is not None else 0) + self.sent

    # ------------------------------------------------------------ the game on screen

    def table(self) -> Table | None:
        """The game as the host last sent it, as a table (None before it started)."""
        seen, lobby = self.seen, self.lobby
        info = GAMES.get(self.game)
        if seen is None or lobby is None or info is None or not lobby.started:
            return None
        try:
            kind = info.engine().Game
            state = kind.from_view(seen.view, Pcg32.from_seed(0))
        except Exception as exc:  # the host's view is untrusted: never stop the page
            self.problem = f"the host's game cannot be shown: {type(exc).__name__}"
            return None
        seats = tuple(Seat(c) for c in seen.codes)
        if len(seats) != len(state.config["players"]):
            return None
        room = replace(self.room, started=True, hosted=False)
        return Table(
            info,
            "room:" + self.room.id,
            state,
            seats,
            log=tuple(self.log),
            last=tuple(seen.last),
            events=tuple(seen.events),
            before=None if self.confirmed is None else self.confirmed.state.view(seen.seat),
            room=room,
        )

    def show_seen(self, message: Msg | None = None) -> None:
        """Show the game as the host last sent it."""
        table = self.table()
        self.confirmed = table
        playing = self.playing
        if table is None or playing is None or self.decider is None:
            self.screen.guest_changed()
            return
        if playing.table is None or playing.decider is not self.decider:
            playing.put(table, decider=self.decider)
            return
        sounds = [] if table.last == playing.table.last else playing.sounds(table)
        playing.install(step(playing.table, Reload(table)), message, sounds)

    def propose(self, table: Table, action: str, seen: Foreseen | None) -> None:
        """This device's seat plays ``action``: sent to the host; shown at once when it
        reveals nothing (else when the host answers)."""
        playing = self.playing
        seat = self.seat
        if playing is None or seat is None or table.state.current_player != seat:
            return
        if self.stuck:
            playing.say(STUCK)
            return
        if self.waiting or not self.host_peer:
            playing.say(Msg("Waiting for the host…"))
            return
        try:
            after = seen.after if seen is not None else step(table, Play(action, seat))
        except IllegalActionError as exc:
            playing.say(exc.msg)
            return
        self.send("act", action=action, n=self.expected())
        self.sent += 1
        if after.state.revealed:
            self.waiting = True
            playing.say(Msg("Sent: the host shows what comes of it…"))
        else:
            playing.install(after, None, seen.sounds if seen else playing.sounds(after), seen)

    def ask(self, table: Table) -> None:
        """Another seat is to play: the host's device answers for it."""

    # ------------------------------------------------------------ what this device does

    def sit(self, seat: int, name: str) -> None:
        self.name = clean_name(name) or self.name
        self.send("sit", seat=seat, name=self.name)
        self.keep()

    def watch(self) -> None:
        self.send("watch")

    def talk(self, text: str) -> None:
        line = " ".join(text.split())[: protocol.MAX_CHAT]
        if line:
            self.send("chat", text=line)

    def next_match(self, match: str) -> None:
        """The host plays another game in this room: the one kept so far stays on this
        device (under a key of its own, to export), and this one starts afresh."""
        if self.match and (self.seen is not None or self.save is not None):
            self.keep(f"{GUEST_PREFIX}{self.room.id}~{self.match[:40]}", archived=True)
            self.seen, self.confirmed, self.save = None, None, None
            self.log, self.sent, self.waiting, self.message = [], 0, False, None
        self.match = match

    # ------------------------------------------------------------ kept in storage

    def keep(self, key: str = "", archived: bool = False) -> None:
        """Store what this device knows of the room (never another seat's secret), under
        ``key`` (the room's own by default; ``archived``: a game the room held before)."""
        seen = self.seen
        entry = {
            "format": "potions-guest",
            "version": 1,
            "room": self.room.id,
            "key": self.room.key,
            "public": self.room.host_public,
            "links": {
                "relays": list(self.room.links.relays),
                "ice": list(self.room.links.ice),
                "no_ice": self.room.links.no_ice,
            },
            "token": self.token,
            "name": self.name,
            "game": self.game,
            "seat": self.seat,
            "watching": self.watching,
            "updated": self.host.now(),
            "match": self.match,
            "names": seen.names if seen else [],
            "over": bool(seen and seen.view.get("over")) or self.save is not None,
            "save": self.save,
        }
        if seen is not None:
            entry["seen"] = {
                "seat": seen.seat,
                "view": seen.view,
                "names": seen.names,
                "codes": seen.codes,
                "n": seen.n,
            }
            entry["log"] = [[s, m.to_json()] for s, m in self.log]
        try:
            if archived:
                entry["archived"] = True
            text = json.dumps(entry, separators=(",", ":"))
            self.host.put(key or GUEST_PREFIX + self.room.id, text)
        except Exception as exc:  # a full storage never stops a game: the host keeps it
            self.host.warn(f"the room could not be kept: {exc}")


def guest_of(host: Host, screen: Screen, data: dict[str, Any]) -> Guesting:
    """The guest of a kept room (from :func:`read_entry`), ready to open it again."""
    links = data.get("links")
    public = data.get("public")
    room = Room(
        data["room"],
        data["key"],
        started=False,
        host_public=public if isinstance(public, str) else "",
        links=read_links(links) if isinstance(links, dict) else Links(),
        hosted=False,
    )
    name = data.get("name")
    game = data.get("game")
    guest = Guesting(
        host,
        screen,
        room,
        data["token"],
        name=clean_name(name) if isinstance(name, str) else "",
        game=game if isinstance(game, str) and game in GAMES else "",
    )
    seat = data.get("seat")
    guest.seat = seat if isinstance(seat, int) else None
    guest.watching = data.get("watching") is True
    match = data.get("match")
    guest.match = match if isinstance(match, str) else ""
    save = data.get("save")
    guest.save = save if isinstance(save, dict) else None
    seen = data.get("seen")
    try:
        if isinstance(seen, dict) and guest.game:
            guest.log = guest.read_log(data.get("log"))
            view, names, codes, n = seen["view"], seen["names"], seen["codes"], seen["n"]
            if isinstance(view, dict) and isinstance(names, list) and isinstance(codes, list):
                guest.seen = Seen(
                    guest.seat,
                    view,
                    [str(x) for x in names],
                    [str(c) for c in codes],
                    int(n),
                    [],
                    [],
                )
    except (Refused, KeyError, TypeError, ValueError):
        guest.seen, guest.log = None, []
    return guest
