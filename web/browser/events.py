"""The page's events to the shell: clicks, presses, keys, forms, files."""

from __future__ import annotations

from typing import Any

from pyodide.ffi import create_proxy, jsnull
from pyscript import window

from web.browser.js import guard, missing, start
from web.shell.app import App


def action_at(event: Any) -> str:
    """The action of the element an event reached ("" when it is in none)."""
    target = event.target
    el = target.closest("[data-action]") if hasattr(target, "closest") else jsnull
    return "" if missing(el) else str(el.getAttribute("data-action"))


class Events:
    """DOM events to the shell."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.ahead = ""
        """The action a pointer or the focus rests on, to foresee once the page is idle."""
        self._foresee_later = create_proxy(guard(self.foresee_later))

    def press(self, event: Any) -> None:
        """A press comes before its click (a finger's tap lasts a tenth of a second): the
        outcome of the pressed action is worked out now, and the click only shows it."""
        action = action_at(event)
        if action:
            self.app.playing.foresee(action)

    def rest(self, event: Any) -> None:
        """A pointer or the focus reached an action: foresee it once the page is idle (a
        pointer crossing the board reaches many)."""
        action = action_at(event)
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
        if missing(el):
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
        elif getattr(event.target, "id", "") != "replay-slider" and self.app.key(str(event.key)):
            event.preventDefault()  # (the slider's own arrows move it: a change follows)

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
        if not missing(submitter) and submitter.getAttribute("name"):
            values[str(submitter.getAttribute("name"))] = [str(submitter.value)]
        self.app.submit(values)
        if kind == "chat":  # a line said: the field is empty again for the next one
            field = form.querySelector('input[name="text"]')
            if not missing(field):
                field.value = ""

    async def change(self, event: Any) -> None:
        el = event.target
        if el.id == "replay-slider":
            guard(self.app.slide)(str(el.value))
            return
        if el.id != "import" or not el.files.length:
            return
        text = await el.files.item(0).text()
        guard(self.app.import_text)(str(text))


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
            guard(app.import_text)(str(text))

        start(read())
    elif kind == "select":
        app.click(select=value)
    elif kind == "action":
        app.click(action=value)
    elif kind == "try":
        app.click(attempt=value)
