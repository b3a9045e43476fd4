"""The room's transport: ``web/online/room.mjs`` (WebRTC, signalling over relays) and
online play's Python, both loaded the first time a room is used."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy, jsnull, to_js
from pyscript import document, window

from web.browser.js import guard, js_obj, missing, start
from web.shell.host import RoomEvents
from web.shell.room import connect_allowed

RECEIVED_KEPT = 5_000


def connect_sources() -> list[str]:
    """The page's ``connect-src`` (index.html's Content-Security-Policy, written by the
    build: its origin, the relays, those on this machine)."""
    meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]')
    policy = "" if missing(meta) else str(meta.getAttribute("content") or "")
    for directive in policy.split(";"):
        words = directive.split()
        if words and words[0] == "connect-src":
            return words[1:]
    return []


class RoomTransport:
    """Rooms of friends on other devices (the rooms part of :class:`web.shell.host.Host`)."""

    def __init__(self) -> None:
        super().__init__()
        self._room: Any = None
        self._online: Any = None
        self._room_ticket = 0
        self._room_queue: list[tuple[str | None, str]] = []
        self._leaving: Any = None
        self._online_python = False
        self._online_waiting: list[Callable[[], None]] = []
        self._connect: list[str] | None = None
        self.received: list[tuple[int, str]] = []
        """The latest messages this device received in a room, each with the time it was
        handled (the page drawn anew by then): test and bench hooks show them."""
        self.sent: list[tuple[int, str]] = []
        """The latest messages this device sent in a room, with the time it sent them."""
        self._unsent = create_proxy(lambda error: window.console.warn(f"room: not sent: {error}"))

    def open_room(self, options: dict[str, Any], on_event: RoomEvents) -> None:
        """Join a room with ``web/online/room.mjs`` (imported only now: a game played on
        one device never loads the online code). Relays a link names are used only when the
        page's Content-Security-Policy lets it reach them (the configured ones, loopback)."""
        self.close_room()
        ticket = self._room_ticket = self._room_ticket + 1

        def event(kind: str, peer: str = "", text: str = "", from_host: bool = False) -> None:
            if ticket == self._room_ticket:  # a room left since reports nothing
                on_event(kind, peer, text, from_host)

        def proxy(fn: Callable[..., None]) -> Any:
            return create_proxy(guard(fn))

        def heard(peer: str, text: str, from_host: bool) -> None:
            event("message", peer, text, from_host)
            self.received.append((int(window.Date.now()), text))  # (pe_room_received())
            del self.received[:-RECEIVED_KEPT]

        handlers = js_obj(
            {
                "message": proxy(lambda peer, text, host: heard(str(peer), str(text), bool(host))),
                "join": proxy(lambda peer, host: event("join", str(peer), "", bool(host))),
                "leave": proxy(lambda peer: event("leave", str(peer))),
                "elsewhere": proxy(lambda: event("elsewhere")),
                "error": proxy(
                    lambda why, peer=None: event(
                        "error", "" if missing(peer) else str(peer), str(why)
                    )
                ),
            }
        )
        leaving = self._leaving

        async def run() -> None:
            try:
                if leaving is not None:
                    await leaving  # one room at a time: the last one is left first
                module = await window.potionsRoom()
                self._online = module
                opts = {k: v for k, v in options.items() if k != "host" and v != ""}
                relays = [u for u in opts.pop("relays", []) if self.relay_allowed(u)]
                if relays:
                    opts["relays"] = relays
                if options.get("host") and not opts.get("hostKey"):
                    keys = await module.keypair()
                    opts["hostKey"], opts["hostPublic"] = str(keys.private), str(keys.public)
                    made = {"private": opts["hostKey"], "public": opts["hostPublic"]}
                    event("keys", "", json.dumps(made))
                js = to_js(opts, dict_converter=window.Object.fromEntries)
                room = await module.open(js, handlers)
                if ticket != self._room_ticket:
                    await room.leave()
                    return
                self._room = room
                event("open", str(room.self))
                queued, self._room_queue = self._room_queue, []
                for peer, text in queued:
                    self.room_send(peer, text)
            except Exception as exc:  # the room cannot be used: say why
                event("error", "", str(exc))

        start(run())

    def relay_allowed(self, url: str) -> bool:
        if self._connect is None:
            self._connect = connect_sources()
        return connect_allowed(self._connect, url)

    def room_send(self, peer: str | None, text: str) -> None:
        self.sent.append((int(window.Date.now()), text))  # (pe_room_sent())
        del self.sent[:-RECEIVED_KEPT]
        if self._room is None:
            self._room_queue.append((peer, text))
            return
        sent = self._room.send(peer if peer is not None else jsnull, text)
        sent.catch(self._unsent)

    def close_room(self) -> None:
        self._room_ticket += 1
        self._room_queue = []
        if self._room is not None:
            self._leaving = self._room.leave()
            self._room = None

    def need_online(self, then: Callable[[], None]) -> None:
        """Fetch online play's Python (the build lists it in web/online/python.json) into
        the interpreter's files the first time a room is used, then call ``then``."""
        if self._online_python:
            then()
            return
        self._online_waiting.append(then)
        if len(self._online_waiting) > 1:
            return  # already on its way

        async def fetched(url: str) -> str:
            response = await window.fetch(url)
            if not response.ok:
                raise OSError(f"{url}: HTTP {response.status}")
            return str(await response.text())

        async def load() -> None:
            listing = json.loads(await fetched("./web/online/python.json"))
            texts = [await fetched(f"./{path}") for path in listing]
            for path, text in zip(listing, texts, strict=True):
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w", encoding="utf-8") as file:
                    file.write(text)
            # The folders' finders forget what they listed (not importlib.invalidate_caches():
            # it imports importlib.metadata, which the trimmed standard library leaves out)
            for finder in list(sys.path_importer_cache.values()):
                if finder is not None and hasattr(finder, "invalidate_caches"):
                    finder.invalidate_caches()
            self._online_python = True
            waiting, self._online_waiting = self._online_waiting, []
            for fn in waiting:
                guard(fn)()

        async def guarded() -> None:
            try:
                await load()
            except Exception as exc:  # no network and not cached: say it where it waits
                self._online_waiting = []
                window.console.warn(f"online play cannot load: {exc}")
                box = document.getElementById("lobby")
                if not missing(box):  # the room's screen says so (offline, not cached yet)
                    line = document.createElement("p")
                    line.className = "room-problem"
                    line.setAttribute("role", "alert")
                    line.textContent = str(exc)[:200]
                    box.append(line)

        start(guarded())

    def qr(self, text: str) -> str:
        module = self._online
        return "" if module is None else str(module.qr(text))
