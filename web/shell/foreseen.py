"""What a click on an action will show, worked out before the click."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from web.shell.table import Table


@dataclass
class Foreseen:
    """What a click on an action will show, worked out before the click
    (:meth:`web.shell.playing.Playing.foresee`)."""

    action: str
    shown: int
    """The page it follows (:attr:`web.shell.page.Page.shown`): it is stale once another
    is shown."""
    after: Table
    sounds: list[str]
    html: str
    drawn: dict[str, str]
    """The pieces ``html`` was drawn with."""
    prepared: object
    """The host's own form of ``html``, made ahead (for example, parsed)."""
