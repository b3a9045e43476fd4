"""Small helpers for markup strings: escaping, names, buttons."""

from __future__ import annotations

from html import escape

__all__ = ["attr", "button", "escape", "name"]


def name(text: str) -> str:
    """A player's name: escaped, and isolated so that right-to-left text stays inside."""
    return f"<bdi>{escape(text)}</bdi>"


def attr(value: str) -> str:
    """A value for a double-quoted attribute."""
    return escape(value, quote=True)


def button(
    label: str,
    *,
    action: str = "",
    select: str = "",
    cls: str = "",
    title: str = "",
    extra: str = "",
) -> str:
    """A button that plays ``action`` or makes the choice ``select`` (``label`` is markup)."""
    parts = ['<button type="button"']
    if cls:
        parts.append(f' class="{attr(cls)}"')
    if action:
        parts.append(f' data-action="{attr(action)}"')
    if select:
        parts.append(f' data-select="{attr(select)}"')
    if title:
        parts.append(f' title="{attr(title)}"')
    if extra:
        parts.append(" " + extra)
    parts.append(f">{label}</button>")
    return "".join(parts)
