"""The page the player sees: what was last shown, and how the next one is sent."""

from __future__ import annotations

from web.shell import screens
from web.shell.host import Host
from web.shell.pieces import Pieces


class Page:
    """The pages shown, one after the other (the start screen or a game)."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.pieces = Pieces(late=screens.LATE_PIECES)
        self.shown = 0
        """How many pages were shown (what is foreseen is for one page)."""

    def show(self, html: str, prepared: object = None) -> None:
        """Show a page drawn with :attr:`pieces` (only what changed is sent whole;
        ``prepared``: the host's own form of ``html``, made ahead)."""
        self.shown += 1
        pieces, late = self.pieces.next_page()
        self.host.show(html, pieces, prepared, late)
