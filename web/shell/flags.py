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
    """The person at this device who said they are the one looking (hand-off screen)."""
    folded: bool = False
    """The player folded the final scores away to look at the board."""

    def moved(self, message: Msg | None) -> Flags:
        """The flags once another table is on screen: a hint and a computer's coming
        action were about the table before; ``message`` is what the move says."""
        return replace(self, message=message, hint="", coming="")


def handoff(table: Table, flags: Flags) -> int | None:
    """The seat the device must be passed to before the board is shown (None: show it):
    several people share this device in a game with secrets, and the eyes the page would
    show are not those who said they are looking."""
    if not table.shared():
        return None
    eyes = table.eyes()
    return eyes if eyes is not None and eyes != flags.ready else None
