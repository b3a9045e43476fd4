"""What the device offers besides the page: files, dialogs, the clock and chance, the
clipboard and the share sheet, the network's state."""

from __future__ import annotations

import base64
from typing import Any

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from web.browser.js import js_obj, missing


class Device:
    """The device (the rest of :class:`web.shell.host.Host`)."""

    def download(self, filename: str, text: str) -> None:
        blob = window.Blob.new(to_js([text]), js_obj({"type": "application/json"}))
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

    def can_share(self) -> bool:
        return not missing(getattr(window.navigator, "share", None))

    def share(self, url: str, title: str) -> bool:
        navigator = window.navigator
        if missing(getattr(navigator, "share", None)):
            return False
        navigator.share(js_obj({"url": url, "title": title})).catch(create_proxy(lambda _e: None))
        return True

    def copy(self, text: str) -> None:
        clipboard: Any = getattr(window.navigator, "clipboard", None)
        if not missing(clipboard):
            clipboard.writeText(text).catch(create_proxy(lambda _e: None))

    def secret(self) -> str:
        bits = window.crypto.getRandomValues(window.Uint8Array.new(16)).to_py()
        return base64.urlsafe_b64encode(bytes(bits)).decode().rstrip("=")

    def address(self) -> str:
        return str(window.location.origin) + str(window.location.pathname)

    def online(self) -> bool:
        return bool(window.navigator.onLine)

    def touch(self) -> bool:
        """Whether the page is played by touch (a coarse pointer)."""
        return bool(window.matchMedia("(pointer: coarse)").matches)
