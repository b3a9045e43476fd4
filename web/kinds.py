"""The kinds of seat that are plug-ins of the shell (:mod:`web.shell.kinds`).

The shell's own are the people at this device and the computers; each other kind is
declared here, with what the shell must know of it before its code is loaded (its code
is fetched the first time it is used). Adding a kind of seat adds a line here and a module
of its own: no file of the shell changes.
"""

from __future__ import annotations

from dataclasses import replace

from potions.core.i18n import Msg, Translator
from web.shell.kinds import Declared, Shell
from web.shell.room import SEAT, Room
from web.shell.table import Table


def _friend(tr: Translator, n: int) -> str:
    return tr("Friend {n}", n=n)


def _room(shell: Shell, table: Table, before: Table | None) -> Table:
    """A new game with seats for friends comes with its room; played again, it keeps the
    room of the game it follows and its friends in their seats (their devices follow)."""
    kept = None if before is None else before.room
    if kept is not None and kept.hosted:
        return replace(table, room=replace(kept, started=False))
    host = shell.host
    return replace(table, room=Room(host.secret(), host.secret(), links=shell.links))


ONLINE = Declared(
    code=SEAT,
    module="web.online.seat",
    load=lambda host, then: host.need_online(then),
    label=Msg("A friend online"),
    unavailable=Msg("A friend online (needs a network)"),
    usable=lambda host: host.online(),
    wants=lambda table: table.room is not None,
    unnamed=_friend,
    begin=_room,
    routes=("join", "guest"),
    verbs=(
        "room-copy",
        "room-share",
        "room-start",
        "room-give",
        "room-watch",
        "room-open",
        "room-export",
        "room-forget",
    ),
    forms=("chat", "room-sit"),
)
"""A friend on another device, in a room by link (:mod:`web.online`)."""

DECLARED: tuple[Declared, ...] = (ONLINE,)
