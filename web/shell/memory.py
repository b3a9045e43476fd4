"""The browser in memory: the one in-memory :class:`~web.shell.host.Host`.

The build draws the start screen ahead with it (``tools/prerender.py``, in CPython, and in
Pyodide to find the standard library's modules the app reaches), and the unit tests' browser
(``tests/web/fake_host.py``) is this one with a test's extras (a storage quota, the sounds
and the worker's questions recorded, frames drawn on demand, rooms on an in-memory
network). Plain Python: nothing of the browser, Pyodide or PyScript is imported, and the
page never imports it. mypy checks that it is a whole Host (below), so a method added to
the Host is added here once, for both.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from web.shell.pieces import whole
from web.shell.room import connect_allowed

if TYPE_CHECKING:
    from web.shell.host import Host, RoomEvents


class MemoryHost:
    """Storage in a dict, the page in a string, timers in a queue, no worker (computers
    think in place), no sound, online play's Python at hand but no network (rooms are
    opened nowhere), a clock that moves a millisecond each time it is read."""

    def __init__(self) -> None:
        self.data: dict[str, str] = {}
        self.html = ""
        """The page last shown, drawn whole (its pieces in place)."""
        self.url = ""
        self.root: dict[str, str] = {}
        """The ``<html>`` element's attributes."""
        self.timers: list[Callable[[], None]] = []
        """What waits for a timer, in order (run by :meth:`run_timers`)."""
        self.downloads: list[tuple[str, str]] = []
        """Every file offered: (name, text)."""
        self.clock = 1_764_000_000_000
        self.touching = False
        """Whether the page is played by touch (:meth:`touch`)."""
        self.connect: list[str] | None = None
        """The page's ``connect-src`` (None: it may connect anywhere)."""

    # ---------------------------------------------------------------- storage

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def put(self, key: str, value: str) -> None:
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def stored_keys(self) -> list[str]:
        return list(self.data)

    # ---------------------------------------------------------------- the page

    def show(
        self,
        html: str,
        pieces: Mapping[str, str],
        prepared: object = None,
        late: Mapping[str, str] | None = None,
    ) -> None:
        self.html = whole(html, pieces)  # late pieces shown at once

    def prepare(self, html: str, action: str) -> object:
        return None

    def set_url(self, query: str) -> None:
        self.url = query

    def set_root(self, name: str, value: str | None) -> None:
        if value is None:
            self.root.pop(name, None)
        else:
            self.root[name] = value

    def later(self, ms: int, fn: Callable[[], None]) -> None:
        self.timers.append(fn)

    def after_frame(self, fn: Callable[[], None]) -> None:
        fn()

    def run_timers(self, limit: int = 10_000) -> None:
        """Run the timers due, those they set too, up to ``limit`` of them."""
        while self.timers and limit:
            self.timers.pop(0)()
            limit -= 1

    # ---------------------------------------------------------------- the rest

    def start_worker(self) -> None:
        pass

    def ask_worker(self, message: dict[str, Any]) -> bool:
        return False

    def stop_worker(self) -> None:
        pass

    def play(self, sound: str) -> None:
        pass

    def download(self, filename: str, text: str) -> None:
        self.downloads.append((filename, text))

    def confirm(self, text: str) -> bool:
        return True

    def now(self) -> int:
        self.clock += 1
        return self.clock

    def random(self) -> float:
        return 0.5

    def warn(self, text: str) -> None:
        pass

    # ---------------------------------------------------------------- rooms

    def need_online(self, then: Callable[[], None]) -> None:
        then()  # online play's Python is on the path here

    def open_room(self, options: dict[str, Any], on_event: RoomEvents) -> None:
        pass

    def relay_allowed(self, url: str) -> bool:
        return self.connect is None or connect_allowed(self.connect, url)

    def room_send(self, peer: str | None, text: str) -> None:
        pass

    def close_room(self) -> None:
        pass

    def qr(self, text: str) -> str:
        return ""

    def can_share(self) -> bool:
        return False

    def share(self, url: str, title: str) -> bool:
        return False

    def copy(self, text: str) -> None:
        pass

    def secret(self) -> str:
        return "AAAAAAAAAAAAAAAAAAAAAA"

    def address(self) -> str:
        return "http://127.0.0.1:8000/"

    def online(self) -> bool:
        return True

    def touch(self) -> bool:
        return self.touching


if TYPE_CHECKING:
    _: Host = MemoryHost()
