"""The keeper of the game on screen in the browser's storage.

It knows which table of the game on screen was last stored (or read): a table that differs
from it in its game, seats or pace is behind and is written; a write never goes over moves
another tab made (the stored log's digest is checked first) and never brings back a game
deleted in another tab. What the shell does then (follow the other tab, go back to the
table stored, leave the game) is the shell's.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from web.shell.host import Host, StorageFull
from web.shell.storage import Storage
from web.shell.table import LogLine, Table


class Written(enum.Enum):
    """What came of storing a table."""

    STORED = "stored"
    FULL = "full"
    """The browser's storage is full: nothing was written."""
    MOVED = "moved"
    """Another tab stored other moves of this game: nothing was written."""
    DELETED = "deleted"
    """Another tab deleted this game: nothing was written."""


class Keeper:
    """The saved games, and which table of the game on screen is stored."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.storage = Storage(host)
        self.saved: Table | None = None
        """The table of the game on screen as last stored or read (None: not stored yet)."""
        self.stored: str | None = None
        """The digest of its action log (what storage holds unless another tab played)."""

    def forget(self) -> None:
        """No game on screen any more."""
        self.saved = None
        self.stored = None

    def behind(self, table: Table) -> bool:
        """Whether storage does not hold ``table`` yet (its choice in progress aside, which
        is stored with the next move; its room included)."""
        saved = self.saved
        return saved is None or not (
            saved.sid == table.sid
            and saved.state is table.state
            and saved.seats == table.seats
            and saved.pace == table.pace
            and saved.room == table.room
        )

    def read(self, sid: str, first: Sequence[LogLine] = ()) -> Table:
        """The stored game ``sid`` as a table, now the one on screen (SaveError when it
        cannot be opened)."""
        loaded = self.storage.load(sid)
        table = Table.opened(loaded, sid, first)
        self.saved = table
        self.stored = self.storage.stored_digest(sid)
        return table

    def write(self, table: Table) -> Written:
        """Store ``table``, never over moves another tab made or a game it deleted."""
        if self.saved is not None and self.saved.sid == table.sid:
            there = self.storage.stored_digest(table.sid)
            if there is None:
                return Written.DELETED
            if there != self.stored:
                return Written.MOVED
        try:
            self.storage.write(table.sid, table.save(self.host.now()))
        except StorageFull:
            return Written.FULL
        self.saved = table
        self.stored = table.digest()
        return Written.STORED

    def changed(self, key: str) -> Written | None:
        """Another tab changed ``key``: what became of the game on screen (None: nothing)."""
        saved = self.saved
        if saved is None or self.storage.id_of(key) != saved.sid:
            return None
        there = self.storage.stored_digest(saved.sid)
        if there is None:
            return Written.DELETED
        return Written.MOVED if there != self.stored else None

    def finished(self, keep: str | None) -> list[str]:
        """Ids of the stored games that are over, but ``keep``."""
        return [i for i in self.storage.finished() if i != keep]
