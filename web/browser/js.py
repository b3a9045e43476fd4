"""What every part of the browser's binding shares: JavaScript values, the page's own
scripts, tasks and guarded handlers."""

from __future__ import annotations

import asyncio
import traceback
from collections.abc import Callable
from typing import Any

from pyodide.ffi import jsnull, to_js
from pyscript import document, window


def missing(value: object) -> bool:
    """JavaScript null reaches Python as ``jsnull``, not None."""
    return value is None or value is jsnull


def clicks() -> Any:
    """The page's own answers to the pointer (``web/shell/clicks.js``), loaded before Python."""
    return window.potionsClicks


def js_obj(d: dict[str, Any]) -> Any:
    """A plain JavaScript object of ``d``."""
    return to_js(d, dict_converter=window.Object.fromEntries)


_TASKS: set[Any] = set()


def start(task: Any) -> None:
    """Run a coroutine on the page's event loop (kept until it ends)."""
    future = asyncio.ensure_future(task)
    _TASKS.add(future)
    future.add_done_callback(_TASKS.discard)


def guard(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Run an event handler; an error is shown on the page, never a frozen page."""

    def run(*args: Any) -> Any:
        try:
            return fn(*args)
        except Exception as exc:
            traceback.print_exc()
            box = document.getElementById("message")
            if not missing(box):
                box.textContent = f"Something went wrong: {exc}"
            return None

    return run
