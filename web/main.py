"""The page's entry point (run by PyScript): binds the browser to the shell.

Everything the browser offers goes through :class:`JsHost`; everything the player sees
comes from :class:`web.shell.app.App`.
"""

from __future__ import annotations

import asyncio
import base64
import importlib
import json
import os
import sys
import traceback
from collections.abc import Callable, Mapping
from typing import Any

from pyodide.ffi import JsException, create_proxy, jsnull, to_js
from pyscript import document, window

from web.games import modules, playable
from web.shell.app import LANGS, App
from web.shell.early import take_over
from web.shell.host import RoomEvents, StorageFull
from web.shell.pieces import whole
from web.shell.storage import Storage


def _missing(value: object) -> bool:
    """JavaScript null reaches Python as ``jsnull``, not None."""
    return value is None or value is jsnull


def _clicks() -> Any:
    """The page's own answers to the pointer (``web/shell/clicks.js``), loaded before Python."""
    return window.potionsClicks


def _log_to_latest() -> None:
    """Scroll the game log to its latest entry."""
    log = document.getElementById("log")
    if not _missing(log):
        log.scrollTop = log.scrollHeight


def _js_obj(d: dict[str, Any]) -> Any:
    return to_js(d, dict_converter=window.Object.fromEntries)


class JsHost:
    """The browser: localStorage, the #app element, the address, timers, the worker."""

    def __init__(self) -> None:
        self.store = window.localStorage
        self.root = document.getElementById("app")
        self.worker: Any = None
        self.worker_failed = False
        self.on_answer: Callable[[dict[str, Any]], None] = lambda data: None
        self.on_failure: Callable[[str], None] = lambda why: None
        self._keep: list[Any] = []
        self._play: Any = None
        self.page: tuple[str, Mapping[str, str]] = ("", {})
        """The markup last shown and its pieces (``window.pe_page()`` puts them together)."""
        self._root_attrs: dict[str, str | None] = {}
        self._to_latest = create_proxy(lambda _time: _log_to_latest())
        self._late: dict[str, str] = {}
        self._show_late = create_proxy(_guard(lambda _time: self.show_late()))
        # requestAnimationFrame runs before the coming frame is drawn: asked again then, it
        # runs before the frame after
        self._late_frame = create_proxy(lambda _time: window.requestAnimationFrame(self._show_late))
        self._frames: list[Callable[[], None]] = []
        self._run_frames = create_proxy(_guard(self.run_frames))
        # requestAnimationFrame runs before the frame is drawn; a timeout set then runs
        # once it is
        self._after_draw = create_proxy(lambda _time: window.setTimeout(self._run_frames, 0))
        self._room: Any = None
        self._online: Any = None
        self._room_ticket = 0
        self._room_queue: list[tuple[str | None, str]] = []
        self._leaving: Any = None
        self._online_python = False
        self._online_waiting: list[Callable[[], None]] = []
        self.received: list[tuple[int, str]] = []
        """The latest messages this device received in a room, each with the time it was
        handled (the page drawn anew by then): test and bench hooks show them."""
        self.sent: list[tuple[int, str]] = []
        """The latest messages this device sent in a room, with the time it sent them."""
        self._unsent = create_proxy(lambda error: window.console.warn(f"room: not sent: {error}"))

    def get(self, key: str) -> str | None:
        value = self.store.getItem(key)
        return None if _missing(value) else str(value)

    def put(self, key: str, value: str) -> None:
        try:
            self.store.setItem(key, value)
        except JsException as exc:
            raise StorageFull(str(exc)) from exc

    def remove(self, key: str) -> None:
        self.store.removeItem(key)

    def stored_keys(self) -> list[str]:
        return [str(self.store.key(i)) for i in range(self.store.length)]

    def show(
        self,
        html: str,
        pieces: Mapping[str, str],
        prepared: object = None,
        late: Mapping[str, str] | None = None,
    ) -> None:
        """Replace the page (``clicks.js``'s ``show``: only what changed, the focus kept
        where the player was), unless the page showed it itself at a click it foresaw. Late
        pieces are patched in the frame after the next one: that frame shows the board
        changed, the next the log (see web/shell/pieces.py)."""
        self.show_late()
        self.page = (html, pieces)
        clicks = _clicks()
        page: Any = prepared
        if page is not None and page.hasAttribute("data-shown"):
            # shown by the page itself at the click (clicks.js): the shell is told after the
            # frame, so the late pieces can follow at once
            self._late = dict(late or {})
            self.show_late()
        elif clicks.show(html if prepared is None else prepared):
            if late:
                self._late = dict(late)
                window.requestAnimationFrame(self._late_frame)
        else:  # a piece is not where it was shown: send it all
            clicks.show(whole(html, pieces))
        if 'data-keep="log-panel"' not in html:
            # in the next frame, whose layout is then done once, not also now
            window.requestAnimationFrame(self._to_latest)

    def show_late(self) -> None:
        """Patch the late pieces of the page shown last, if they wait still."""
        if not self._late:
            return
        late, self._late = self._late, {}
        patch: Any = getattr(window, "potionsPatch", None)
        for ident, markup in late.items():
            piece = document.getElementById(ident)
            if _missing(piece):
                continue  # not on the page any more
            try:
                patch(piece, markup)
            except JsException:  # a piece inside it is not where it was shown
                patch(piece, whole(markup, self.page[1]))
            if ident == "log-panel":
                _log_to_latest()

    def prepare(self, html: str, action: str) -> object:
        parse: Any = getattr(window, "potionsParse", None)
        if _missing(parse):
            return None
        page = parse(html)
        _clicks().foresee(action, page)
        return page

    def set_url(self, query: str) -> None:
        window.history.replaceState(jsnull, "", query or "./")

    def set_root(self, name: str, value: str | None) -> None:
        if name in self._root_attrs and self._root_attrs[name] == value:
            return
        self._root_attrs[name] = value
        if value is None:
            document.documentElement.removeAttribute(name)
        else:
            document.documentElement.setAttribute(name, value)
        if name == "lang" and value:  # the installed app's name and description follow
            link = document.querySelector('link[rel="manifest"]')
            if not _missing(link):
                suffix = "" if value == "en" else f"-{value}"
                link.setAttribute("href", f"./manifest{suffix}.webmanifest")

    def after_frame(self, fn: Callable[[], None]) -> None:
        self._frames.append(fn)
        if len(self._frames) > 1:
            return
        if document.hidden:  # no frames are drawn for a hidden page
            window.setTimeout(self._run_frames, 0)
        else:
            window.requestAnimationFrame(self._after_draw)

    def run_frames(self) -> None:
        """Run what waited for the page to be drawn."""
        frames, self._frames = self._frames, []
        for fn in frames:
            fn()

    def later(self, ms: int, fn: Callable[[], None]) -> None:
        proxy = create_proxy(_guard(lambda: fn()))
        window.setTimeout(proxy, ms)

    def start_worker(self) -> None:
        if self.worker is not None or self.worker_failed:
            return
        try:
            self.worker = window.Worker.new("./web/shell/ai-worker.js", _js_obj({"type": "module"}))
        except Exception:  # no workers here: the computers think on the page
            self.worker_failed = True
            return
        self.worker.onmessage = create_proxy(_guard(self._answer))
        self.worker.onerror = create_proxy(_guard(self._error))
        self.worker.onmessageerror = create_proxy(_guard(self._error))

    def ask_worker(self, message: dict[str, Any]) -> bool:
        self.start_worker()
        if self.worker is None:
            return False
        self.worker.postMessage(_js_obj(message))
        return True

    def _answer(self, event: Any) -> None:
        data = event.data.to_py()
        self.on_answer(data if isinstance(data, dict) else {})

    def _error(self, event: Any) -> None:
        """The worker failed to load or crashed."""
        event.preventDefault()
        self.on_failure(str(getattr(event, "message", "") or "the worker failed"))

    def stop_worker(self) -> None:
        if self.worker is not None:
            self.worker.terminate()
            self.worker = None
        self.worker_failed = True

    def play(self, sound: str) -> None:
        if self._play is None:  # the sounds' module loads while the page boots
            player: Any = getattr(window, "potionsSound", None)
            self._play = None if _missing(player) else player.play
        if self._play is not None:
            self._play(sound)

    def download(self, filename: str, text: str) -> None:
        blob = window.Blob.new(to_js([text]), _js_obj({"type": "application/json"}))
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = filename
        document.body.appendChild(link)
        link.click()
        link.remove()
        window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 1000)

    def confirm(self, text: str) -> bool:
        return bool(window.confirm(text))

    def now(self) -> int:
        return int(window.Date.now())

    def random(self) -> float:
        return float(window.Math.random())

    def warn(self, text: str) -> None:
        window.console.warn(text)

    # ------------------------------------------------------------ rooms (online play)

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
            return create_proxy(_guard(fn))

        def heard(peer: str, text: str, from_host: bool) -> None:
            event("message", peer, text, from_host)
            self.received.append((int(window.Date.now()), text))  # (pe_room_received())
            del self.received[:-RECEIVED_KEPT]

        handlers = _js_obj(
            {
                "message": proxy(lambda peer, text, host: heard(str(peer), str(text), bool(host))),
                "join": proxy(lambda peer, host: event("join", str(peer), "", bool(host))),
                "leave": proxy(lambda peer: event("leave", str(peer))),
                "elsewhere": proxy(lambda: event("elsewhere")),
                "error": proxy(
                    lambda why, peer=None: event(
                        "error", "" if _missing(peer) else str(peer), str(why)
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
                config = (await module.config()).to_py()
                allowed = set(config.get("relays") or [])
                relays = [u for u in opts.pop("relays", []) if u in allowed or _loopback(u)]
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

        _start(run())

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
                _guard(fn)()

        async def guarded() -> None:
            try:
                await load()
            except Exception as exc:  # no network and not cached: say it where it waits
                self._online_waiting = []
                window.console.warn(f"online play cannot load: {exc}")
                box = document.getElementById("lobby")
                if not _missing(box):  # the room's screen says so (offline, not cached yet)
                    line = document.createElement("p")
                    line.className = "room-problem"
                    line.setAttribute("role", "alert")
                    line.textContent = str(exc)[:200]
                    box.append(line)

        _start(guarded())

    def qr(self, text: str) -> str:
        module = self._online
        return "" if module is None else str(module.qr(text))

    def can_share(self) -> bool:
        return not _missing(getattr(window.navigator, "share", None))

    def share(self, url: str, title: str) -> bool:
        navigator = window.navigator
        if _missing(getattr(navigator, "share", None)):
            return False
        navigator.share(_js_obj({"url": url, "title": title})).catch(create_proxy(lambda _e: None))
        return True

    def copy(self, text: str) -> None:
        clipboard: Any = getattr(window.navigator, "clipboard", None)
        if not _missing(clipboard):
            clipboard.writeText(text).catch(create_proxy(lambda _e: None))

    def secret(self) -> str:
        bits = window.crypto.getRandomValues(window.Uint8Array.new(16)).to_py()
        return base64.urlsafe_b64encode(bytes(bits)).decode().rstrip("=")

    def address(self) -> str:
        return str(window.location.origin) + str(window.location.pathname)

    def online(self) -> bool:
        return bool(window.navigator.onLine)

    def touch(self) -> bool:
        return bool(window.matchMedia("(pointer: coarse)").matches)


def _action_at(event: Any) -> str:
    """The action of the element an event reached ("" when it is in none)."""
    target = event.target
    el = target.closest("[data-action]") if hasattr(target, "closest") else jsnull
    return "" if _missing(el) else str(el.getAttribute("data-action"))


_TASKS: set[Any] = set()


RECEIVED_KEPT = 5_000


def _loopback(url: str) -> bool:
    """A relay on this machine (the page's policy lets it reach those on any port)."""
    return url.startswith(("ws://127.0.0.1:", "ws://localhost:"))


def _start(task: Any) -> None:
    """Run a coroutine on the page's event loop (kept until it ends)."""
    future = asyncio.ensure_future(task)
    _TASKS.add(future)
    future.add_done_callback(_TASKS.discard)


def _guard(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Run an event handler; an error is shown on the page, never a frozen page."""

    def run(*args: Any) -> Any:
        try:
            return fn(*args)
        except Exception as exc:
            traceback.print_exc()
            box = document.getElementById("message")
            if not _missing(box):
                box.textContent = f"Something went wrong: {exc}"
            return None

    return run


class Events:
    """DOM events to the shell."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.ahead = ""
        """The action a pointer or the focus rests on, to foresee once the page is idle."""
        self._foresee_later = create_proxy(_guard(self.foresee_later))

    def press(self, event: Any) -> None:
        """A press comes before its click (a finger's tap lasts a tenth of a second): the
        outcome of the pressed action is worked out now, and the click only shows it."""
        action = _action_at(event)
        if action:
            self.app.playing.foresee(action)

    def rest(self, event: Any) -> None:
        """A pointer or the focus reached an action: foresee it once the page is idle (a
        pointer crossing the board reaches many)."""
        action = _action_at(event)
        if not action:
            return
        if not self.ahead:
            window.setTimeout(self._foresee_later, 0)
        self.ahead = action

    def foresee_later(self) -> None:
        ahead, self.ahead = self.ahead, ""
        if ahead:
            self.app.playing.foresee(ahead)

    def click(self, event: Any) -> None:
        """A click the page did not answer itself (``web/shell/clicks.js``: previews on a
        first tap, clicks shown from the page foreseen; Enter or Space on a role="button"
        element comes as a click too)."""
        el = event.target.closest("[data-action],[data-select],[data-try]")
        if _missing(el):
            return
        if el.tagName == "BUTTON" and el.getAttribute("type") == "submit":
            return
        action = el.getAttribute("data-action")
        select = el.getAttribute("data-select")
        attempt = el.getAttribute("data-try")
        self.app.click(
            action=action if isinstance(action, str) else "",
            select=select if isinstance(select, str) else "",
            attempt=attempt if isinstance(attempt, str) else "",
        )

    def shown(self, action: str) -> None:
        """The page showed the page foreseen for a click on ``action`` itself: the shell
        installs that outcome (and shows nothing anew: see ``JsHost.show``)."""
        self.app.click(action=str(action))

    def key(self, event: Any) -> None:
        if event.key == "Escape":
            self.app.playing.cancel()
        elif event.key in ("z", "Z") and (event.ctrlKey or event.metaKey):
            event.preventDefault()
            self.app.playing.undo()

    def submit(self, event: Any) -> None:
        event.preventDefault()
        form = event.target
        values: dict[str, list[str]] = {}
        for el in form.querySelectorAll("input, select"):
            name = str(el.getAttribute("name") or "")
            if not name:
                continue
            kind = str(el.getAttribute("type") or "")
            if kind in ("checkbox", "radio") and not el.checked:
                continue
            values.setdefault(name, []).append(str(el.value))
        game = form.getAttribute("data-game")
        if isinstance(game, str):
            values["game"] = [game]
        kind = form.getAttribute("data-form")  # which form: a room's chat, a seat taken...
        if isinstance(kind, str):
            values["form"] = [kind]
        submitter: Any = getattr(event, "submitter", None)
        if not _missing(submitter) and submitter.getAttribute("name"):
            values[str(submitter.getAttribute("name"))] = [str(submitter.value)]
        self.app.submit(values)
        if kind == "chat":  # a line said: the field is empty again for the next one
            field = form.querySelector('input[name="text"]')
            if not _missing(field):
                field.value = ""

    async def change(self, event: Any) -> None:
        el = event.target
        if el.id != "import" or not el.files.length:
            return
        text = await el.files.item(0).text()
        _guard(self.app.import_text)(str(text))


class _Submitted:
    """A form sent before Python ran, as the submit event it was."""

    def __init__(self, form: Any, submitter: Any) -> None:
        self.target = form
        self.submitter = submitter

    def preventDefault(self) -> None:  # the DOM's name
        pass


def asked_early(app: App, events: Events, pending: Any) -> None:
    """What the player asked for on the start screen drawn ahead that only Python can do
    (web/shell/first.js kept it): done now, as if asked now."""
    kind = str(pending.kind)
    value = str(pending.value) if kind in ("select", "action", "try") else ""
    if kind == "submit":
        events.submit(_Submitted(pending.form, pending.submitter))
    elif kind == "import":

        async def read() -> None:
            text = await pending.file.text()
            _guard(app.import_text)(str(text))

        _start(read())
    elif kind == "select":
        app.click(select=value)
    elif kind == "action":
        app.click(action=value)
    elif kind == "try":
        app.click(attempt=value)


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
        create_proxy(_guard(lambda event: app.on_storage(str(event.key or "")))),
    )

    def store_now(event: Any) -> None:
        """The page is going away or out of sight: store what waits to be stored."""
        if event.type == "pagehide" or document.hidden:
            host.run_frames()
            app.playing.store_now()

    window.addEventListener("pagehide", create_proxy(_guard(store_now)))
    document.addEventListener("visibilitychange", create_proxy(_guard(store_now)))
    events = Events(app)
    document.addEventListener("click", create_proxy(_guard(events.click)))
    document.addEventListener("keydown", create_proxy(_guard(events.key)))
    document.addEventListener("pointerover", create_proxy(_guard(events.rest)))
    document.addEventListener("focusin", create_proxy(_guard(events.rest)))
    document.addEventListener("pointerdown", create_proxy(_guard(events.press)))
    document.addEventListener("submit", create_proxy(_guard(events.submit)))
    document.addEventListener("change", create_proxy(events.change))
    window.pe_untranslated = create_proxy(
        lambda: json.dumps(sorted(f"{c}|{m}" if c else m for c, m in app.tr.missing))
    )
    _clicks().listen(host.root, create_proxy(_guard(events.shown)))

    def told(fn: Callable[[], str]) -> Callable[[], str]:
        """A test hook that first has the shell told of a click shown ahead."""

        def run() -> str:
            _clicks().tell()
            return fn()

        return run

    window.pe_page = create_proxy(told(lambda: whole(*host.page)))
    # Online play's test hooks: what this device received in its room, and a message sent to
    # the host as a hostile page would (the host must refuse what it should)
    window.pe_room_received = create_proxy(lambda: json.dumps(host.received))
    window.pe_room_sent = create_proxy(lambda: json.dumps(host.sent))

    def forge(text: str) -> bool:
        guest = app.guest
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
    if _missing(early.screen):
        app.route(route)
    else:
        app.read_links(route)
        take_over(app, str(early.screen))
        if not _missing(early.pending):
            _guard(asked_early)(app, events, early.pending)
    document.getElementById("loading").hidden = True
    host.root.hidden = False
    document.documentElement.setAttribute("data-ready", "1")
    warm_up(host)


main()
