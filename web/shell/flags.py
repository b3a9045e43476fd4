"""What the page knows of the game on screen beside its table: none of it is saved."""

from __future__ import annotations

from dataclasses import dataclass, replace

from potions.core.i18n import Msg
from web.shell.table import Table


@dataclass(frozen=True)
class Flags:
    """The page's own state around a table (see :mod:`web.shell.table`)."""

    message: Msg | None = None
    """The last thing said to the player (why a click was refused...)."""
    hint: str = ""
    """An action the Hard computer suggests on the table on screen (shown, not played)."""
    coming: str = ""
    """The action the computer to play chose, shown a moment before it is played."""
    full: bool = False
    """Storage refused the last save: computers wait until the player frees room."""
    ready: int | None = None
    """The person at this device who said they are the one looking (hand-off screen). Once
    their turn is over they still see their own board until they pass the device on
    (:func:`passing`), and then nobody has said so yet (None)."""
    folded: bool = False
    """The player folded the final scores away to look at the board."""

    def moved(self, message: Msg | None) -> Flags:
        """The flags once another table is on screen: a hint and a computer's coming
        action were about the table before; ``message`` is what the move says."""
        return replace(self, message=message, hint="", coming="")


def handoff(table: Table, flags: Flags) -> int | None:
    """The seat the device must be passed to before the board is shown (None: show it):
    several people share this device in a game with secrets, the eyes the page would show
    are not those who said they are looking, and nobody here still looks at their board
    after their turn (:func:`passing`)."""
    if not table.shared():
        return None
    eyes = table.eyes()
    if eyes is None or eyes == flags.ready or looker(table, flags) is not None:
        return None
    return eyes


def looker(table: Table, flags: Flags) -> int | None:
    """The person here who said they are looking and whose turn is over, still shown their
    own board (their move landed) until another person here plays and they pass the device
    on; None when nobody is (the board shows ``table.eyes()``, or the hand-off screen)."""
    ready = flags.ready
    if not table.shared() or ready is None or ready not in table.here():
        return None
    return ready if table.eyes() != ready else None


def passing(table: Table, flags: Flags) -> int | None:
    """The person here the device is to be passed to while the last one still sees their
    board (the button "Pass the device to ..."); None when no one is to be passed it now
    (a computer plays, or the person looking plays)."""
    if looker(table, flags) is None:
        return None
    return table.eyes()


def eyes_of(table: Table, flags: Flags) -> int | None:
    """Whose view the page shows: the person still looking at their board after their
    turn, else the table's eyes (:meth:`Table.eyes`)."""
    last = looker(table, flags)
    return table.eyes() if last is None else last
