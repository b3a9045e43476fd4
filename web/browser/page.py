"""The page: the ``#app`` element patched, the address, the root's flags, frames and
timers, sounds."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from pyodide.ffi import JsException, create_proxy, jsnull
from pyscript import document, window

from web.browser.js import clicks, guard, missing
from web.shell.pieces import whole


def log_to_latest() -> None:
    """Scroll the game log to its latest entry, or to the line a replay marks as the
    action shown (within the log's own box: the page itself does not move)."""
    log = document.getElementById("log")
    if missing(log):
        return
    line = log.querySelector('[aria-current="step"]')
    if missing(line):
        log.scrollTop = log.scrollHeight
        return
    box, at = log.getBoundingClientRect(), line.getBoundingClientRect()
    if at.top < box.top or at.bottom > box.bottom:
        log.scrollTop += at.top - box.top - max(0, (box.height - at.height) / 2)


class Document:
    """The page (the drawing part of :class:`web.shell.host.Host`)."""

    def __init__(self) -> None:
        super().__init__()
        self.root = document.getElementById("app")
        self._play: Any = None
        self.page: tuple[str, Mapping[str, str]] = ("", {})
        """The markup last shown and its pieces (``window.pe_page()`` puts them together)."""
        self._root_attrs: dict[str, str | None] = {}
        self._to_latest = create_proxy(lambda _time: log_to_latest())
        self._late: dict[str, str] = {}
        self._show_late = create_proxy(guard(lambda _time: self.show_late()))
        # requestAnimationFrame runs before the coming frame is drawn: asked again then, it
        # runs before the frame after
        self._late_frame = create_proxy(lambda _time: window.requestAnimationFrame(self._show_late))
        self._frames: list[Callable[[], None]] = []
        self._run_frames = create_proxy(guard(self.run_frames))
        # requestAnimationFrame runs before the frame is drawn; a timeout set then runs
        # once it is
        self._after_draw = create_proxy(lambda _time: window.setTimeout(self._run_frames, 0))

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
        answers = clicks()
        page: Any = prepared
        if page is not None and page.hasAttribute("data-shown"):
            # shown by the page itself at the click (clicks.js): the shell is told after the
            # frame, so the late pieces can follow at once
            self._late = dict(late or {})
            self.show_late()
        elif answers.show(html if prepared is None else prepared):
            if late:
                self._late = dict(late)
                window.requestAnimationFrame(self._late_frame)
        else:  # a piece is not where it was shown: send it all
            answers.show(whole(html, pieces))
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
            if missing(piece):
                continue  # not on the page any more
            try:
                patch(piece, markup)
            except JsException:  # a piece inside it is not where it was shown
                patch(piece, whole(markup, self.page[1]))
            if ident == "log-panel":
                log_to_latest()

    def prepare(self, html: str, action: str) -> object:
        parse: Any = getattr(window, "potionsParse", None)
        if missing(parse):
            return None
        page = parse(html)
        clicks().foresee(action, page)
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
            if not missing(link):
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
        proxy = create_proxy(guard(lambda: fn()))
        window.setTimeout(proxy, ms)

    def play(self, sound: str) -> None:
        if self._play is None:  # the sounds' module loads while the page boots
            player: Any = getattr(window, "potionsSound", None)
            self._play = None if missing(player) else player.play
        if self._play is not None:
            self._play(sound)
