"""An in-memory browser for the shell's unit tests."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from web.shell.host import StorageFull
from web.shell.pieces import whole


class FakeHost:
    """Storage in a dict, the page in a string, timers in a queue, no worker."""

    def __init__(self, quota: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.html = ""
        self.sent = ""
        """The markup last sent, with the markers of the pieces kept."""
        self.url = ""
        self.root: dict[str, str] = {}
        self.timers: list[Callable[[], None]] = []
        self.frames: list[Callable[[], None]] | None = None
        """None: what waits for a drawn page runs at once; a list: it waits there until
        :meth:`draw_frame`."""
        self.asked: list[dict[str, Any]] = []
        self.worker = False
        self.downloads: list[tuple[str, str]] = []
        self.quota = quota
        self.clock = 1_764_000_000_000
        self.warnings: list[str] = []
        self.sounds: list[str] = []
        self.prepared_shown = False
        """Whether the page last shown was prepared ahead (see App.foresee)."""

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def put(self, key: str, value: str) -> None:
        used = sum(len(v) for k, v in self.data.items() if k != key)
        if self.quota is not None and used + len(value) > self.quota:
            raise StorageFull("quota")
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def stored_keys(self) -> list[str]:
        return list(self.data)

    def show(
        self,
        html: str,
        pieces: Mapping[str, str],
        prepared: object = None,
        late: Mapping[str, str] | None = None,
    ) -> None:
        assert prepared is None or prepared == ("prepared", html), "prepared for another page"
        for ident, markup in (late or {}).items():
            assert f'<template data-keep="{ident}">' in html and pieces[ident] == markup
        self.sent = html
        self.late = dict(late or {})
        self.html = whole(html, pieces)  # late pieces shown at once
        self.prepared_shown = prepared is not None

    def prepare(self, html: str, action: str) -> object:
        return ("prepared", html)

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
        if self.frames is None:
            fn()
        else:
            self.frames.append(fn)

    def draw_frame(self) -> None:
        """The browser draws the page: what waited for it runs."""
        frames, self.frames = self.frames or [], []
        for fn in frames:
            fn()

    def run_timers(self, limit: int = 10_000) -> None:
        while self.timers and limit:
            self.timers.pop(0)()
            limit -= 1

    def ask_worker(self, message: dict[str, Any]) -> bool:
        self.asked.append(message)
        return self.worker

    def stop_worker(self) -> None:
        self.worker = False
        self.stopped = True

    def play(self, sound: str) -> None:
        self.sounds.append(sound)

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
        self.warnings.append(text)
