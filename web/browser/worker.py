"""The computers' worker (``web/shell/ai-worker.js``): a computer thinks off the page."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import window

from web.browser.js import guard, js_obj


class Worker:
    """The computers' worker (the worker part of :class:`web.shell.host.Host`)."""

    def __init__(self) -> None:
        super().__init__()
        self.worker: Any = None
        self.worker_failed = False
        self.on_answer: Callable[[dict[str, Any]], None] = lambda data: None
        self.on_failure: Callable[[str], None] = lambda why: None

    def start_worker(self) -> None:
        if self.worker is not None or self.worker_failed:
            return
        try:
            self.worker = window.Worker.new("./web/shell/ai-worker.js", js_obj({"type": "module"}))
        except Exception:  # no workers here: the computers think on the page
            self.worker_failed = True
            return
        self.worker.onmessage = create_proxy(guard(self._answer))
        self.worker.onerror = create_proxy(guard(self._error))
        self.worker.onmessageerror = create_proxy(guard(self._error))

    def ask_worker(self, message: dict[str, Any]) -> bool:
        self.start_worker()
        if self.worker is None:
            return False
        self.worker.postMessage(js_obj(message))
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
