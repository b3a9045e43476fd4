"""The browser's storage: ``localStorage``, one entry a key, written whole or not at all."""

from __future__ import annotations

from pyodide.ffi import JsException
from pyscript import window

from web.browser.js import missing
from web.shell.host import StorageFull


class LocalStorage:
    """The browser's ``localStorage`` (the storage part of :class:`web.shell.host.Host`)."""

    def __init__(self) -> None:
        super().__init__()
        self.store = window.localStorage

    def get(self, key: str) -> str | None:
        value = self.store.getItem(key)
        return None if missing(value) else str(value)

    def put(self, key: str, value: str) -> None:
        try:
            self.store.setItem(key, value)
        except JsException as exc:
            raise StorageFull(str(exc)) from exc

    def remove(self, key: str) -> None:
        self.store.removeItem(key)

    def stored_keys(self) -> list[str]:
        return [str(self.store.key(i)) for i in range(self.store.length)]
