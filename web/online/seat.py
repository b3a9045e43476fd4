"""Online play as a kind of seat (:mod:`web.shell.kinds`): a friend on another device.

The shell knows it only as declared in :mod:`web.kinds`; once its code is loaded, it opens
invitations and rooms this device joined (``?join=``, ``?guest=``), answers the room's
controls and forms, and seats the host's room at a game put on screen (:class:`Hosting`)
or shows a friend's game that its host decides (:class:`Guesting`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from potions.core.i18n import Msg
from web.games.protocol import Board
from web.online import lobby
from web.online.guesting import STUCK, Guesting, guest_of
from web.online.hosting import Hosting
from web.shell.foreseen import Foreseen
from web.shell.kinds import Seating, Shell
from web.shell.room import PUBLIC, SEAT, TOKEN, Room
from web.shell.screens import entry_of
from web.shell.storage import GUEST_PREFIX, read_entry
from web.shell.table import Table

AWAY = Msg(
    "The host is away: the game waits for them to come back. Keep this page open (it "
    "reconnects by itself) or come back later with the same link; the chat still works."
)


AGAIN = Msg("The host starts the next game: it shows here when they do.")


class HostSeat:
    """The seating of a game's online seats on the host's device: its room."""

    def __init__(self, hosting: Hosting) -> None:
        self.hosting = hosting

    def opened(self, table: Table) -> None:
        """The host's game is put on screen: its room opens."""
        self.hosting.open(table)

    def ask(self, table: Table) -> None:
        """A friend's seat is to play: their device answers (nothing to do here)."""

    def moved(self, table: Table) -> None:
        """``table`` is stored: the friends may see it now (never a move taken back)."""
        self.hosting.publish(table)

    def beside(self, table: Table, board: Board) -> str:
        if table.room is None:
            return ""
        return lobby.host_panel(board.tr, table, self.hosting, self.hosting.host)

    def instead(self, table: Table, board: Board) -> str | None:
        if not table.lobby():
            return None
        return lobby.host_lobby(board.tr, table, self.hosting, self.hosting.host, board.message)

    def left(self) -> None:
        self.hosting.close()


class GuestSeat:
    """A friend's game on this device, which its host decides (the shell's decider)."""

    def __init__(self, guest: Guesting) -> None:
        self.guest = guest

    def opened(self, table: Table) -> None:
        return None

    def ask(self, table: Table) -> None:
        """Another seat is to play: the host's device answers for it."""

    def moved(self, table: Table) -> None:
        return None

    def beside(self, table: Table, board: Board) -> str:
        return lobby.guest_panel(board.tr, self.guest)

    def instead(self, table: Table, board: Board) -> str | None:
        return None

    def left(self) -> None:
        """(The room stays open: the kind leaves it with its screen, :meth:`Online.leave`.)"""

    def propose(self, table: Table, action: str, seen: Foreseen | None) -> None:
        self.guest.propose(table, action, seen)

    def foreseeable(self, after: Table) -> bool:
        """What a move reveals only the host knows: shown when the host answers."""
        return not (after.state.revealed or self.guest.waiting)

    def away(self) -> Msg | None:
        """The host's device is away or cannot save: nothing can be played meanwhile."""
        if self.guest.status != "open":
            return AWAY
        return STUCK if self.guest.stuck else None

    def again(self) -> Msg:
        return AGAIN


class Online:
    """Online play's kind of seat, for one page."""

    def __init__(self, shell: Shell) -> None:
        self.shell = shell
        self.guest: Guesting | None = None
        """This device's place in a friend's room, while it is on screen."""

    # ------------------------------------------------------------ links

    def route(self, params: Mapping[str, str]) -> None:
        """``?join=ROOM#KEY.PUBLIC`` joins a friend's room (its fragment given as ``#``),
        ``?guest=ROOM`` opens one again."""
        if params.get("join"):
            self.join(params)
        elif params.get("guest"):
            self.rejoin(params["guest"])

    def join(self, params: Mapping[str, str]) -> None:
        """A friend's invitation: join their room (again, if this device was there)."""
        shell = self.shell
        rid = params.get("join", "")
        key, _, public = params.get("#", "").partition(".")
        if not (TOKEN.match(rid) and TOKEN.match(key) and PUBLIC.match(public)):
            shell.home(shell.tr("This invitation is not complete: ask your friend for it again."))
            return
        kept = self.kept_room(rid)
        if kept is not None and kept.room.key == key:
            guest = kept
        else:
            room = Room(rid, key, host_public=public, links=shell.links, hosted=False)
            name = shell.settings.get("name")
            guest = Guesting(shell.host, self, room, shell.host.secret(), name=str(name or ""))
        self.enter(guest)

    def kept_room(self, rid: str) -> Guesting | None:
        raw = self.shell.host.get(GUEST_PREFIX + rid)
        data = None if raw is None else read_entry(raw)
        return None if data is None else guest_of(self.shell.host, self, data)

    def rejoin(self, rid: str) -> None:
        """A room this device joined before, from the saved games or a reload."""
        guest = self.kept_room(rid)
        if guest is None:
            self.shell.home(self.shell.tr("This device has no game in that room any more."))
            return
        self.enter(guest)

    def enter(self, guest: Guesting) -> None:
        self.shell.leave()
        self.guest = guest
        guest.playing = self.shell.playing
        guest.decider = GuestSeat(guest)
        self.shell.host.set_url(f"?guest={guest.room.id}")
        guest.open()  # kept on this device once its host answers (Guesting.heard_room)
        self.guest_changed()

    # ------------------------------------------------------------ screens

    def guest_changed(self) -> None:
        """Draw the friend's room anew: its game once it is shown, else its lobby."""
        guest = self.guest
        if guest is None:
            return
        playing = self.shell.playing
        room_lobby = guest.lobby
        seated = guest.seat is not None or guest.watching
        shown = guest.decider
        if room_lobby is not None and room_lobby.started and seated and guest.seen is not None:
            if playing.decider is shown and playing.table is not None:
                playing.draw()
            else:
                guest.show_seen()
            if playing.decider is shown:
                return
        if playing.decider is shown:
            playing.close()
        self.shell.host.set_root("data-game", None)
        self.shell.show(lobby.guest_screen(self.shell.tr, guest))

    def holds(self) -> bool:
        guest = self.guest
        return guest is not None and self.shell.playing.decider is not guest.decider

    def redraw(self) -> None:
        if self.holds():
            self.guest_changed()

    def leave(self) -> None:
        if self.guest is not None:
            self.guest.close()
            self.guest = None

    # ------------------------------------------------------------ the host's room

    def seat(self, table: Table) -> Seating:
        """The room of ``table``, hosted here."""
        return HostSeat(Hosting(self.shell.host, self.shell.playing))

    def hosting(self) -> Hosting | None:
        """The room of the game on screen, when this device hosts it."""
        seating = self.shell.playing.seating(SEAT)
        return seating.hosting if isinstance(seating, HostSeat) else None

    # ------------------------------------------------------------ controls and forms

    def select(self, verb: str, rest: list[str]) -> None:
        """The room's controls: copy or share the invitation, start, give a seat to a
        computer (the host); watch (a friend); a room kept on this device: open it again,
        export its game, forget it (the saved games)."""
        shell = self.shell
        if verb in ("room-open", "room-export", "room-forget"):
            rid = entry_of(rest)  # a kept room's id, as its row wrote it (any key's text)
            if rid is None:
                return
            if verb == "room-open":
                shell.leave()
                self.rejoin(rid)
            elif verb == "room-export":
                self.export(rid)
            elif shell.host.confirm(shell.tr("Delete this saved game for good?")):
                shell.host.remove(GUEST_PREFIX + rid)
                shell.home()
            return
        hosting = self.hosting()
        table = shell.playing.table
        if hosting is not None and table is not None and table.room is not None:
            link = lobby.invitation(shell.host, table.room)
            if verb == "room-copy" or (
                verb == "room-share" and not shell.host.share(link, table.info.title)
            ):
                shell.host.copy(link)
                shell.playing.say(Msg("The invitation link is copied: send it to your friends."))
            elif verb == "room-start":
                hosting.start()
            elif verb == "room-give" and len(rest) == 2 and rest[0].isdigit():
                hosting.give(int(rest[0]), rest[1])
        elif self.guest is not None and verb == "room-watch":
            self.guest.watch()

    def export(self, rid: str) -> None:
        """The whole game of a friend's room this device joined, once it is over."""
        guest = self.kept_room(rid)
        if guest is not None and guest.save is not None:
            text = json.dumps(guest.save)
            self.shell.host.download(f"potions-{guest.game}-{guest.room.id[:8]}.json", text)

    def submit(self, form: Mapping[str, Sequence[str]]) -> None:
        """A line of the room's chat; a friend's name and seat."""
        kind = (form.get("form") or [""])[0]
        if kind == "chat":
            text = (form.get("text") or [""])[0]
            hosting = self.hosting()
            if hosting is not None:
                hosting.say(text)
            elif self.guest is not None:
                self.guest.talk(text)
        elif kind == "room-sit":
            seat = (form.get("seat") or [""])[0]
            name = (form.get("name") or [""])[0]
            if self.guest is not None and seat.isdigit():
                self.shell.settings["name"] = name.strip()[:24]
                self.shell.save_settings()
                self.guest.sit(int(seat), name)


def kind(shell: Shell) -> Online:
    """Online play's kind of seat for the page ``shell``."""
    return Online(shell)
