"""The arrow keys in the dispenser: one Tab stop for the whole dispenser, the arrows move from
marble to marble (left and right between tracks, up and down along one), Home and End go
to the bottom and the top of a track. The 9th marbles are no stops.

The page's key handlers know Enter, Space, Escape and Ctrl+Z only, so this module adds
its own listeners to the page once, in the browser (nothing happens in CPython). They act
only on the dispenser's marbles (``[data-stop]``); the moves themselves are
:func:`next_stop`, a plain function the tests call.
"""

from __future__ import annotations

import sys
import traceback
from typing import Any

Pos = tuple[int, int]
KEYS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End")


def next_stop(stops: set[Pos], at: Pos, key: str) -> Pos | None:
    """Where ``key`` moves from the marble ``at`` among the ``stops`` (track, slot), or None
    when it goes nowhere (the edge of the dispenser)."""
    t, s = at
    by_track: dict[int, list[int]] = {}
    for u, q in sorted(stops):
        by_track.setdefault(u, []).append(q)
    here = by_track.get(t, [])
    if key == "Home":
        return (t, here[0]) if here and here[0] != s else None
    if key == "End":
        return (t, here[-1]) if here and here[-1] != s else None
    if key in ("ArrowUp", "ArrowDown"):
        step = 1 if key == "ArrowUp" else -1
        return (t, s + step) if (t, s + step) in stops else None
    step = 1 if key == "ArrowRight" else -1
    u = t + step
    while 0 <= u <= max(by_track, default=-1):
        slots = by_track.get(u)
        if slots:
            return (u, min(slots, key=lambda q: (abs(q - s), q)))
        u += step
    return None


_installed = False


def install() -> None:
    """Listen to the arrow keys on the page (once; only in the browser)."""
    global _installed
    if _installed or sys.platform != "emscripten":
        return
    try:
        from pyodide.ffi import create_proxy
        from pyscript import document
    except ImportError:  # pragma: no cover - a browser without PyScript
        return
    _installed = True
    document.addEventListener("keydown", create_proxy(_guard(lambda e: _on_key(document, e))))
    document.addEventListener("focusin", create_proxy(_guard(lambda e: _on_focus(document, e))))


def _guard(fn: Any) -> Any:
    def run(event: Any) -> None:
        try:
            fn(event)
        except Exception:  # a key that does nothing, never a broken page
            traceback.print_exc()

    return run


def _pos(el: Any) -> Pos:
    return (int(el.getAttribute("data-track")), int(el.getAttribute("data-slot")))


def _is_stop(el: Any) -> bool:
    return bool(getattr(el, "hasAttribute", None)) and bool(el.hasAttribute("data-stop"))


def _on_key(document: Any, event: Any) -> None:
    key = str(event.key)
    if key not in KEYS or event.altKey or event.ctrlKey or event.metaKey or event.shiftKey:
        return
    el = event.target
    if not _is_stop(el):
        return
    event.preventDefault()
    stops = {_pos(e) for e in document.querySelectorAll("#dispenser [data-stop]")}
    to = next_stop(stops, _pos(el), key)
    if to is not None:
        document.getElementById(f"m{to[0]}-{to[1]}").focus()


def _on_focus(document: Any, event: Any) -> None:
    """The marble with the focus holds the dispenser's one Tab stop."""
    el = event.target
    if not _is_stop(el):
        return
    for other in document.querySelectorAll('#dispenser [data-stop][tabindex="0"]'):
        other.setAttribute("tabindex", "-1")
    el.setAttribute("tabindex", "0")
