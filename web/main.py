"""The page's entry point (run by PyScript): binds the browser to the shell.

The browser's parts (:mod:`web.browser`: storage, the worker, the page, the device, the
room's transport) make the :class:`~web.shell.host.Host` the shell sees; its events go to
:class:`web.shell.app.App`. This module only wires them.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import document, window

from web.browser.device import Device
from web.browser.events import Events, asked_early
from web.browser.js import clicks, guard, missing
from web.browser.page import Document
from web.browser.room import RoomTransport
from web.browser.storage import LocalStorage
from web.browser.worker import Worker
from web.games import modules, playable
from web.shell.app import LANGS, App
from web.shell.early import take_over
from web.shell.pieces import whole
from web.shell.storage import Storage


class JsHost(LocalStorage, Worker, Document, Device, RoomTransport):
    """The browser, as the shell sees it (:class:`web.shell.host.Host`)."""


def warm_up(host: JsHost) -> None:
    """Run the modules that playing needs and the start screen did not, one a task, once
    the app is ready (a game started meanwhile runs what it needs at once; a boot restored
    from the memory snapshot has them all already)."""
    names = [name for info in playable() for name in modules(info.id)]

    def next_one() -> None:
        importlib.import_module(names.pop(0))
        if names:
            host.later(0, next_one)

    host.later(0, next_one)


def language(params: Any, settings: dict[str, Any]) -> str:
    """?lang= first, then the remembered choice, then the browser's language."""
    asked = params.get("lang")
    if isinstance(asked, str) and asked in LANGS:
        return asked
    chosen = settings.get("lang")
    if isinstance(chosen, str) and chosen in LANGS:
        return chosen
    browser = str(window.navigator.language or "en")[:2].lower()
    return browser if browser in LANGS else "en"


def main() -> None:
    host = JsHost()
    params = window.URLSearchParams.new(window.location.search)
    lang = language(params, Storage(host).settings())
    app = App(host, lang, automated=bool(window.navigator.webdriver))
    if params.get("lang") in LANGS:
        app.remember_language()
    document.documentElement.lang = lang
    host.on_answer = app.playing.computers.on_answer
    host.on_failure = app.playing.computers.failed
    window.addEventListener(
        "storage",
        create_proxy(guard(lambda event: app.on_storage(str(event.key or "")))),
    )

    def store_now(event: Any) -> None:
        """The page is going away or out of sight: store what waits to be stored."""
        if event.type == "pagehide" or document.hidden:
            host.run_frames()
            app.playing.store_now()

    window.addEventListener("pagehide", create_proxy(guard(store_now)))
    document.addEventListener("visibilitychange", create_proxy(guard(store_now)))
    events = Events(app)
    document.addEventListener("click", create_proxy(guard(events.click)))
    document.addEventListener("keydown", create_proxy(guard(events.key)))
    document.addEventListener("pointerover", create_proxy(guard(events.rest)))
    document.addEventListener("focusin", create_proxy(guard(events.rest)))
    document.addEventListener("pointerdown", create_proxy(guard(events.press)))
    document.addEventListener("submit", create_proxy(guard(events.submit)))
    document.addEventListener("change", create_proxy(events.change))
    window.pe_untranslated = create_proxy(
        lambda: json.dumps(sorted(f"{c}|{m}" if c else m for c, m in app.tr.missing))
    )
    clicks().listen(host.root, create_proxy(guard(events.shown)))

    def told(fn: Callable[[], str]) -> Callable[[], str]:
        """A test hook that first has the shell told of a click shown ahead."""

        def run() -> str:
            clicks().tell()
            return fn()

        return run

    window.pe_page = create_proxy(told(lambda: whole(*host.page)))
    # Online play's test hooks: what this device received in its room, and a message sent to
    # the host as a hostile page would (the host must refuse what it should)
    window.pe_room_received = create_proxy(lambda: json.dumps(host.received))
    window.pe_room_sent = create_proxy(lambda: json.dumps(host.sent))

    def forge(text: str) -> bool:
        guest = getattr(app.kinds.get("online"), "guest", None)
        if guest is None or not guest.host_peer:
            return False
        host.room_send(guest.host_peer, str(text))
        return True

    window.pe_room_forge = create_proxy(forge)
    window.pe_state = create_proxy(
        told(lambda: json.dumps(app.table.state.to_dict()) if app.table else "")
    )
    names = list(params.keys())  # URLSearchParams: a JavaScript object, not a dict
    route = {k: str(params.get(k)) for k in names}
    if window.location.hash:  # an invitation's secret: never sent to the site's host
        route["#"] = str(window.location.hash)[1:]
    early = window.potionsEarly.take()  # the start screen drawn ahead (web/shell/first.js)
    if missing(early.screen):
        app.route(route)
    else:
        app.read_links(route)
        take_over(app, str(early.screen))
        if not missing(early.pending):
            guard(asked_early)(app, events, early.pending)
    document.getElementById("loading").hidden = True
    host.root.hidden = False
    document.documentElement.setAttribute("data-ready", "1")
    warm_up(host)


main()
