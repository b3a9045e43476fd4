"""The unit tests' browser: the app's in-memory one (:class:`web.shell.memory.MemoryHost`)
with a test's extras: a storage quota, frames drawn on demand, the worker's questions, the
sounds, the timers' delays and the warnings recorded, the page prepared ahead checked, and
rooms on an in-memory network (:class:`FakeNet`)."""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable, Mapping
from typing import Any

from web.shell.host import StorageFull
from web.shell.memory import MemoryHost
from web.shell.pieces import whole


class FakeHost(MemoryHost):
    """Storage in a dict (with a quota if given), the page in a string, timers in a queue,
    no worker unless a test says so."""

    def __init__(self, quota: int | None = None) -> None:
        super().__init__()
        self.sent = ""
        """The markup last sent, with the markers of the pieces kept."""
        self.frames: list[Callable[[], None]] | None = None
        """None: what waits for a drawn page runs at once; a list: it waits there until
        :meth:`draw_frame`."""
        self.asked: list[dict[str, Any]] = []
        self.waits: list[int] = []
        """The delay of every timer set, in order."""
        self.worker_started = False
        self.worker = False
        self.quota = quota
        self.warnings: list[str] = []
        self.sounds: list[str] = []
        self.prepared_shown = False
        """Whether the page last shown was prepared ahead (see Playing.foresee)."""
        self.net: FakeNet | None = None
        self.room_handler: Any = None
        self.room_options: dict[str, Any] = {}
        self.room_key: str | None = None
        self.peer = ""
        self.copied = ""
        self.shared = ""
        self.sharing = False
        """Whether this browser has a share sheet."""
        self.online_loaded = True
        """Whether online play's Python is here (False: need_online waits for load_online)."""
        self.online_waiting: list[Callable[[], None]] = []
        self.online_asked = 0

    def put(self, key: str, value: str) -> None:
        used = sum(len(v) for k, v in self.data.items() if k != key)
        if self.quota is not None and used + len(value) > self.quota:
            raise StorageFull("quota")
        self.data[key] = value

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

    def later(self, ms: int, fn: Callable[[], None]) -> None:
        super().later(ms, fn)
        self.waits.append(ms)

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

    def start_worker(self) -> None:
        self.worker_started = True

    def ask_worker(self, message: dict[str, Any]) -> bool:
        self.asked.append(message)
        return self.worker

    def stop_worker(self) -> None:
        self.worker = False
        self.stopped = True

    def play(self, sound: str) -> None:
        self.sounds.append(sound)

    def warn(self, text: str) -> None:
        self.warnings.append(text)

    # ------------------------------------------------------------ rooms (on a FakeNet)

    def need_online(self, then: Callable[[], None]) -> None:
        self.online_asked += 1
        if self.online_loaded:
            then()
        else:
            self.online_waiting.append(then)

    def load_online(self) -> None:
        """The online code arrived: what waited for it runs."""
        self.online_loaded = True
        waiting, self.online_waiting = self.online_waiting, []
        for then in waiting:
            then()

    def open_room(self, options: dict[str, Any], on_event: Any) -> None:
        net = self.net
        assert net is not None, "give the host a FakeNet first"
        self.close_room()
        opts = dict(options)
        if opts.get("host") and not opts.get("hostKey"):
            public = f"pub{net.peer_id()}xxxxxxxxxxxxxxxxxx"
            opts["hostKey"], opts["hostPublic"] = "private-" + public, public
            keys = json.dumps({"private": opts["hostKey"], "public": public})
            net.queue.append((self, ("keys", "", keys, False)))
        self.room_handler = on_event
        self.room_options = opts
        self.peer = net.peer_id()
        self.room_key = f"{opts['room']}|{opts['key']}"
        members = net.members(self.room_key)
        net.queue.append((self, ("open", self.peer, "", False)))
        for other in members.values():
            net.queue.append((other, ("join", self.peer, "", _is_host(opts))))
            net.queue.append((self, ("join", other.peer, "", _is_host(other.room_options))))
        members[self.peer] = self

    def room_send(self, peer: str | None, text: str) -> None:
        net = self.net
        assert net is not None and self.room_key is not None
        net.sent.append((self.peer, peer, text))
        for pid, other in net.members(self.room_key).items():
            if pid != self.peer and (peer is None or pid == peer):
                net.queue.append((other, ("message", self.peer, text, _is_host(self.room_options))))

    def close_room(self) -> None:
        net, key = self.net, self.room_key
        if net is None or key is None:
            return
        members = net.members(key)
        if members.pop(self.peer, None) is not None:
            for other in members.values():
                net.queue.append((other, ("leave", self.peer, "", False)))
        self.room_handler = None
        self.room_key = None

    def qr(self, text: str) -> str:
        return f'<svg class="qr" viewBox="0 0 1 1" data-length="{len(text)}"></svg>'

    def can_share(self) -> bool:
        return self.sharing

    def share(self, url: str, title: str) -> bool:
        self.shared = url
        return False

    def copy(self, text: str) -> None:
        self.copied = text

    def secret(self) -> str:
        return secrets.token_urlsafe(16)


class FakeNet:
    """Rooms of peers in memory: what one peer sends waits in a queue until :meth:`run`
    hands it over (as a network would, never within the sender's own call)."""

    def __init__(self) -> None:
        self.rooms: dict[str, dict[str, FakeHost]] = {}
        self.queue: list[tuple[FakeHost, tuple[str, str, str, bool]]] = []
        self.sent: list[tuple[str, str | None, str]] = []
        """Every message: (from peer, to peer or None for all, text)."""
        self.count = 0

    def peer_id(self) -> str:
        self.count += 1
        return f"peer{self.count}"

    def run(self, limit: int = 100_000) -> None:
        """Deliver until nothing more is sent, with every timer due meanwhile."""
        while self.queue and limit:
            host, event = self.queue.pop(0)
            if host.room_handler is not None:
                host.room_handler(*event)
            limit -= 1

    def members(self, room: str) -> dict[str, FakeHost]:
        return self.rooms.setdefault(room, {})


def _is_host(options: dict[str, Any]) -> bool:
    """A peer proves it is the host with the private key of the room's public key."""
    return bool(options.get("hostKey")) and options.get("hostKey") == "private-" + str(
        options.get("hostPublic")
    )


def keep_friends_room(host: MemoryHost, rid: str, game: str, save: dict[str, Any] | None) -> None:
    """A friend's room this device joined as seat 1 of Ann and Bob, as it keeps it (the
    whole game once over, else None)."""
    entry = {
        "format": "potions-guest",
        "version": 1,
        "room": rid,
        "key": "k" * 22,
        "token": "t" * 22,
        "game": game,
        "seat": 1,
        "names": ["Ann", "Bob"],
        "over": save is not None,
        "save": save,
    }
    host.put(f"potions:guest:{rid}", json.dumps(entry))
