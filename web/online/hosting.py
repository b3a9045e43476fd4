"""The room on the host's device: the host's browser holds the game and decides.

Friends' devices come in (``hello``), take a free seat (``sit``) or watch, and play their
seat: an action is played only if it comes from the device holding the seat to play, for
the game as it is, and is legal; anything else is refused and changes nothing. After every
move each device is sent what its seat may see: its view (never another seat's), the log's
new lines and what the move did. The host plays the online seats' moves through the same
step as any other (:meth:`web.shell.playing.Playing.install`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from potions import IllegalActionError, to_save
from potions.core.i18n import Msg
from web.online import protocol
from web.online.protocol import Act, Chat, Chatter, Hello, Pace, Refused, Sit, Watch
from web.shell import screens
from web.shell.host import Host
from web.shell.room import SEAT as ONLINE
from web.shell.room import Guest, Room
from web.shell.seats import Seat
from web.shell.table import Play, Reseat, Roomed, Table, step

if TYPE_CHECKING:
    from web.shell.kinds import Game


@dataclass
class Peer:
    """A device in the room, as the host knows it."""

    token: str = ""
    """Its secret token (empty until it said hello)."""
    name: str = ""
    seat: int | None = None
    watching: bool = False
    pace: Pace = field(default_factory=Pace)
    log_sent: int = 0
    """How many lines of the game log it has."""
    last_room: str = ""
    last_play: str = ""
    saved: bool = False
    """It was sent the whole game once it ended."""


class Hosting:
    """The room of the game on screen, on the host's device (the online seats' seating:
    :class:`web.online.seat.HostSeat`)."""

    def __init__(self, host: Host, playing: Game) -> None:
        self.host = host
        self.playing = playing
        self.peers: dict[str, Peer] = {}
        self.me = ""
        """This device's id in the room ("" until the room is open)."""
        self.problem = ""
        """Why the room cannot be used ("" when it can)."""
        self.elsewhere = False
        """Another tab of this browser hosts the room: it opens here once that tab left it."""
        self.chat = Chatter()

    # ------------------------------------------------------------ the connection

    def open(self, table: Table) -> None:
        room = table.room
        assert room is not None
        self.host.open_room(
            {
                "room": room.id,
                "key": room.key,
                **room.links.options(),
                "host": True,
                "hostKey": room.host_key,
                "hostPublic": room.host_public,
            },
            self.on_event,
        )

    def close(self) -> None:
        self.host.close_room()

    def on_event(self, kind: str, peer: str, text: str, from_host: bool) -> None:
        table = self.playing.table
        if table is None or table.room is None:
            return
        if kind == "keys":
            self.keys(table, table.room, text)
        elif kind == "open":
            self.me, self.problem, self.elsewhere = peer, "", False
            self.playing.draw()
        elif kind == "elsewhere":
            self.elsewhere = True
            self.playing.draw()
        elif kind == "join":
            self.peers.setdefault(peer, Peer())
        elif kind == "leave":
            if self.peers.pop(peer, None) is not None:
                self.publish(table)
                self.playing.draw()
        elif kind == "message":
            self.heard(peer, text)
        elif kind == "error":
            self.host.warn(f"room: {text}")
            if not peer:  # the room itself cannot be used (not a stranger refused)
                self.problem = text[:200]
                self.playing.draw()

    def keys(self, table: Table, room: Room, text: str) -> None:
        """The room's new signing keys: kept with the game (so a reload is the same host)."""
        try:
            keys = json.loads(text)
            private, public = str(keys["private"]), str(keys["public"])
        except (ValueError, KeyError, TypeError):
            return
        if not room.host_key:
            self.playing.install(
                step(table, Roomed(replace(room, host_key=private, host_public=public)))
            )

    # ------------------------------------------------------------ what friends say

    def heard(self, peer: str, text: str) -> None:
        """A message from a friend's device: checked, then answered (never trusted)."""
        me = self.peers.setdefault(peer, Peer())
        if not me.pace.allows(self.host.now()):
            if me.pace.dropped == 1:  # said once: what it sent meanwhile was not played
                self.refuse(peer, "too-fast", Msg("Too many messages at once: look again."))
            return
        me.pace.dropped = 0
        try:
            said = protocol.from_guest(text)
        except Refused as exc:
            self.host.warn(f"room: a message from {peer[:12]} refused: {exc}")
            return
        table = self.playing.table
        if table is None or table.room is None:
            return
        if isinstance(said, Hello):
            self.hello(peer, me, table, table.room, said)
        elif not me.token:
            return  # a device says hello before anything else
        elif isinstance(said, Sit):
            self.sit(peer, me, table, table.room, said)
        elif isinstance(said, Watch):
            me.seat, me.watching = None, True
            self.publish(table)
        elif isinstance(said, Act):
            self.act(peer, me, table, table.room, said)
        elif isinstance(said, Chat):
            self.talk(me, table, said.text)

    def hello(self, peer: str, me: Peer, table: Table, room: Room, said: Hello) -> None:
        me.token, me.name = said.token, said.name
        me.log_sent, me.last_room, me.last_play, me.saved = 0, "", "", False
        held = room.by_token(said.token)
        for other_id, other in self.peers.items():  # the same device, come back
            if other_id != peer and other.token == said.token:
                other.token, other.seat = "", None
        me.seat = None if held is None else held.seat
        me.watching = held is None and me.watching
        self.publish(table)
        self.playing.draw()

    def sit(self, peer: str, me: Peer, table: Table, room: Room, said: Sit) -> None:
        seat = said.seat
        if seat >= len(table.seats) or table.seats[seat].code != ONLINE:
            self.refuse(peer, "seat", Msg("That seat is not for a friend online."))
            return
        holder = room.guest(seat)
        if holder is not None and holder.token != me.token:
            self.refuse(peer, "seat", Msg("That seat is taken."))
            return
        name = said.name or me.name or table.names[seat]
        if room.started:
            name = table.names[seat]  # names are part of a game once it started
        guest = Guest(seat, me.token, name)
        seated = room.seated(guest)
        names = None
        if not room.started:
            names = tuple(
                g.name if (g := seated.guest(i)) is not None else n
                for i, n in enumerate(table.names)
            )
            names = tuple(self.unique(names))
        me.seat, me.watching, me.name = seat, False, name
        self.playing.install(step(table, Roomed(seated, names)), self.playing.flags.message)

    @staticmethod
    def unique(names: tuple[str, ...]) -> list[str]:
        """Names told apart: a name given twice gets a number."""
        out: list[str] = []
        for name in names:
            fresh, k = name, 2
            while fresh in out:
                fresh = f"{name[:21]} {k}"
                k += 1
            out.append(fresh)
        return out

    def act(self, peer: str, me: Peer, table: Table, room: Room, said: Act) -> None:
        seat = table.state.current_player
        holder = None if seat is None else room.guest(seat)
        if (
            not room.started
            or seat is None
            or me.seat != seat
            or holder is None
            or holder.token != me.token
            or table.seats[seat].code != ONLINE
        ):
            self.refuse(peer, "not-your-turn", Msg("It is not your turn."))
            return
        if said.n != len(table.state.history):
            self.refuse(peer, "stale", Msg("The game moved on meanwhile: look again."))
            return
        try:
            after = step(table, Play(said.action, seat))
        except IllegalActionError as exc:
            self.refuse(peer, exc.code, exc.msg)
            return
        self.playing.install(after, self.playing.flags.message, self.playing.sounds(after))

    def talk(self, me: Peer, table: Table, text: str) -> None:
        who = table.names[me.seat] if me.seat is not None else me.name
        self.chat.add(who, text, self.host.now())
        self.host.room_send(None, protocol.message("chat", lines=[[who, text, self.host.now()]]))
        self.playing.draw()

    def say(self, text: str) -> None:
        """The host's own line of chat."""
        table = self.playing.table
        if table is None:
            return
        eyes = table.eyes()
        who = table.names[eyes] if eyes is not None else "host"
        line = " ".join(text.split())[: protocol.MAX_CHAT]
        if line:
            self.chat.add(who, line, self.host.now())
            self.host.room_send(
                None, protocol.message("chat", lines=[[who, line, self.host.now()]])
            )
        self.playing.draw()

    def refuse(self, peer: str, code: str, msg: Msg) -> None:
        self.host.room_send(peer, protocol.message("refused", code=code, msg=msg.to_json()))

    # ------------------------------------------------------------ the host's own controls

    def start(self) -> None:
        """The game begins (every online seat held by a friend, or given to a computer)."""
        table = self.playing.table
        if table is None or table.room is None or not self.ready(table):
            return
        self.playing.install(step(table, Roomed(replace(table.room, started=True))))

    def ready(self, table: Table) -> bool:
        room = table.room
        return room is not None and all(
            s.code != ONLINE or room.guest(i) is not None for i, s in enumerate(table.seats)
        )

    def give(self, seat: int, level: str) -> None:
        """An online seat (empty, or its friend gone) is played by a computer from now on."""
        table = self.playing.table
        if table is None or table.room is None or not 0 <= seat < len(table.seats):
            return
        if table.seats[seat].code != ONLINE or level not in table.info.levels:
            return
        seats = tuple(Seat(level) if i == seat else s for i, s in enumerate(table.seats))
        moved = step(table, Reseat(seats))
        room = table.room.freed(seat)
        for peer in self.peers.values():
            if peer.seat == seat:
                peer.seat, peer.watching = None, True
        self.playing.install(step(moved, Roomed(room)))

    def connected(self, seat: int) -> bool:
        """Whether the friend holding ``seat`` is in the room now."""
        return any(p.seat == seat for p in self.peers.values())

    # ------------------------------------------------------------ the seats' controller

    def ask(self, table: Table) -> None:
        """A friend's seat is to play: their device answers (nothing to do here)."""

    # ------------------------------------------------------------ what friends are sent

    def publish(self, table: Table) -> None:
        """Send each device what changed for it: the room, and the game as its seat sees it."""
        for peer, me in self.peers.items():
            if not me.token:
                continue
            text = self.room_message(table, me)
            if text != me.last_room:
                me.last_room = text
                self.host.room_send(peer, text)
            if table.room is not None and table.room.started:
                play = self.play_message(table, me)
                if play is not None:
                    self.host.room_send(peer, play)
                if table.state.is_over and not me.saved:
                    me.saved = True
                    save = to_save(table.state, meta={"seats": table.codes})
                    self.host.room_send(peer, protocol.message("save", save=save))

    def room_message(self, table: Table, me: Peer) -> str:
        room = table.room
        assert room is not None
        seats = []
        for i, seat in enumerate(table.seats):
            guest = room.guest(i)
            seats.append(
                {
                    "name": table.names[i],
                    "code": seat.code,
                    "held": guest is not None,
                    "connected": (guest is not None and self.connected(i)) or seat.here,
                    "here": seat.here,
                }
            )
        config = {k: v for k, v in table.state.config.items() if k not in ("players", "seed")}
        stuck = {"stuck": True} if self.playing.flags.full else {}
        return protocol.message(
            "room",
            game=table.info.id,
            options=config,
            seats=seats,
            started=room.started,
            you=me.seat,
            watching=me.watching,
            chat=self.chat.to_json(),
            match=table.sid,  # a new game in the same room (played again) is another match
            **stuck,  # the host cannot store a move: none is played until it can
        )

    def play_message(self, table: Table, me: Peer) -> str | None:
        """The game as ``me``'s seat may see it; None when it was sent already."""
        seat = me.seat
        if seat is None and not me.watching:
            return None
        log = list(table.log)
        shown = screens.log_turns(table)
        if shown is not None:  # a game of memory: only the lines its page shows, anew
            start = visible_start(log, shown)
            lines, first = log[start:], -1
        else:
            if not 0 <= me.log_sent <= len(log):  # (it had only the lines shown)
                me.log_sent = 0
            lines, first = log[me.log_sent :], me.log_sent
        state = table.state
        codes = [
            "human" if i == seat else (s.code if s.kind == "computer" else ONLINE)
            for i, s in enumerate(table.seats)
        ]
        body: dict[str, Any] = {
            "seat": seat,
            "view": state.view(seat),
            "names": table.names,
            "codes": codes,
            "n": len(state.history),
            "last": list(table.last),
            "events": list(table.events),
        }
        key = json.dumps(body, sort_keys=True, separators=(",", ":"))
        if key == me.last_play and (not lines or first == -1):
            return None
        me.last_play = key
        me.log_sent = -1 if shown is not None else len(log)
        body["log"] = [[s, shareable(m).to_json()] for s, m in lines]
        body["from"] = first
        return protocol.message("play", **body)


def visible_start(log: list[tuple[int | None, Msg]], turns: int) -> int:
    """Where the last ``turns`` turns of the log begin (a turn: lines of one seat in a row)."""
    if turns <= 0:
        return len(log)
    start, seen, previous = len(log), 0, object()
    for i in range(len(log) - 1, -1, -1):
        seat = log[i][0]
        if seat != previous:
            seen += 1
            if seen > turns:
                break
            previous = seat
        start = i
    return start


NEW_GAME = "New game: {names} (seed {seed})."


def shareable(msg: Msg) -> Msg:
    """A line of the log as another device may read it: never the seed (with the seed and
    the actions, every draw could be replayed: what the deck, the tank, the pile hide)."""
    if msg.msgid == NEW_GAME:
        return Msg("New game: {names}.", names=msg.params["names"])
    return msg
