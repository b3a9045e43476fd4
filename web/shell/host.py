"""What the shell needs from the browser, as a small interface.

``web/browser/`` implements it with the DOM, localStorage and a Web Worker (one module a
concern, put together in ``web/main.py``);
``web/shell/memory.py`` implements it in memory (the build draws the start screen with it,
the unit tests extend it), so the whole shell runs in CPython too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

RoomEvents = Callable[[str, str, str, bool], None]
"""What a room reports: (kind, peer, text, from_host) (see :meth:`Host.open_room`)."""


class StorageFull(Exception):
    """The browser refused to store more (its quota is used up)."""


class Host(Protocol):
    """The browser, seen from the shell."""

    def get(self, key: str) -> str | None:
        """A stored value, or None."""

    def put(self, key: str, value: str) -> None:
        """Store a value; StorageFull when the browser refuses."""

    def remove(self, key: str) -> None:
        """Forget a stored value."""

    def stored_keys(self) -> list[str]:
        """Every stored key."""

    def show(
        self,
        html: str,
        pieces: Mapping[str, str],
        prepared: object = None,
        late: Mapping[str, str] | None = None,
    ) -> None:
        """Replace the page's content. ``html`` may hold markers of pieces the page
        already shows (:mod:`web.shell.pieces`); ``pieces`` has the markup of each.
        ``prepared``: what :meth:`prepare` made of ``html``, if it was asked. ``late``:
        pieces whose marker in ``html`` stands for their older form, with their new
        markup, to be shown a frame later (before any other page, in any case)."""

    def prepare(self, html: str, action: str) -> object:
        """Make ahead what showing ``html`` needs (for example, parse it), for the page a
        click on ``action`` shows; None when there is nothing to make ahead. The browser may
        then show it itself at that click, and the shell hear of the click after the frame
        (``Playing.act`` installs the outcome, and ``show`` gets it back as shown already)."""

    def set_url(self, query: str) -> None:
        """Set the address's query (``?game=ID``; "" for none) without reloading."""

    def set_root(self, name: str, value: str | None) -> None:
        """Set (or remove, with None) an attribute of the ``<html>`` element."""

    def later(self, ms: int, fn: Callable[[], None]) -> None:
        """Call ``fn`` after ``ms`` milliseconds."""

    def after_frame(self, fn: Callable[[], None]) -> None:
        """Call ``fn`` once the page as it is now has been drawn on screen (or when the
        page goes away first)."""

    def start_worker(self) -> None:
        """Start the computers' worker, if it is not started yet (it boots its own
        interpreter, ready for the first question)."""

    def ask_worker(self, message: dict[str, Any]) -> bool:
        """Send a question to the computers' worker; False if there is no worker."""

    def stop_worker(self) -> None:
        """Stop the computers' worker for good (the computers then think on the page)."""

    def play(self, sound: str) -> None:
        """Play a sound effect by name."""

    def download(self, filename: str, text: str) -> None:
        """Offer ``text`` as a file to save."""

    def confirm(self, text: str) -> bool:
        """Ask the player to confirm."""

    def now(self) -> int:
        """Milliseconds since the epoch."""

    def random(self) -> float:
        """A random number in [0, 1) (for new seeds and save ids, never for rules)."""

    def warn(self, text: str) -> None:
        """Report something to the developer console."""

    # ---------------------------------------------------------------- rooms (online play)

    def need_online(self, then: Callable[[], None]) -> None:
        """Make online play's Python (``web.online``) importable, then call ``then`` (at once
        when it is already): a page that never opens a room never fetches it."""

    def open_room(self, options: dict[str, Any], on_event: RoomEvents) -> None:
        """Join a room of friends on other devices (loads the online code the first time).
        ``options``: ``room`` (its id), ``key`` (its secret), ``relays`` and ``ice`` (lists;
        missing: the app's configured ones; ``ice`` empty: no ICE server), ``hostKey`` (the host's
        private key; "" on the host of a new room: one is made and reported as a ``keys``
        event) and ``hostPublic`` (the host's public key). Events come as ``on_event(kind,
        peer, text, from_host)``: ``open`` (peer: this device's id), ``keys`` (text: JSON
        ``{private, public}``), ``join``, ``leave``, ``message`` (text: what the peer sent),
        ``error`` (text: why the room cannot be used)."""

    def relay_allowed(self, url: str) -> bool:
        """Whether the page's policy lets it reach the relay at ``url`` (a relay it may not
        reach would fail when the room opens)."""

    def room_send(self, peer: str | None, text: str) -> None:
        """Send ``text`` to one peer of the room (None: every peer)."""

    def close_room(self) -> None:
        """Leave the room."""

    def qr(self, text: str) -> str:
        """The QR code of ``text`` as SVG markup ("" when it cannot be drawn)."""

    def can_share(self) -> bool:
        """Whether the browser has a system share sheet (the Web Share API)."""

    def share(self, url: str, title: str) -> bool:
        """Offer ``url`` to the system's share sheet; False where there is none."""

    def copy(self, text: str) -> None:
        """Put ``text`` on the clipboard."""

    def secret(self) -> str:
        """128 random bits from a cryptographic source, as 22 base64url characters."""

    def address(self) -> str:
        """The app's address (no query, no fragment), to make invitations."""

    def online(self) -> bool:
        """Whether the browser says it has a network."""

    def touch(self) -> bool:
        """Whether the page is played by touch (its main pointer is coarse: a finger), so
        that what it says to do is "tap", not "click"."""
