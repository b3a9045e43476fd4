"""Small helpers for markup strings: escaping, names, buttons."""

from __future__ import annotations

import re
from html import escape
from itertools import groupby

__all__ = ["attr", "button", "dice_html", "escape", "name"]

DICE = re.compile("[\u2680-\u2685]+")
"""Dice faces written as text (Potion Dice's recipes and rolls: ``⚀⚀⚁``)."""
_TEXT = re.compile(r"(?<=>)[^<]+")


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


def dice_html(html: str) -> str:
    """``html`` with the dice faces of its text (never of its attributes) drawn as dice:
    each run one image named by its numbers, its dice in groups of one value (``⚅⚁⚂⚅``:
    ⚁ ⚂ ⚅⚅), which a glance counts where glyphs of 13 pixels were hard to tell apart. The
    page of the game whose sentences have them styles ``.dice-text`` and ``.tdie``."""
    if not DICE.search(html):
        return html
    return _TEXT.sub(lambda m: DICE.sub(_drawn, m.group()), f">{html}")[1:]


def _drawn(run: re.Match[str]) -> str:
    values = sorted(ord(c) - 0x267F for c in run.group())
    groups = "".join(
        '<span class="dgroup">' + "".join(f'<i class="tdie v{v}"></i>' for v in same) + "</span>"
        for _v, same in groupby(values)
    )
    label = " ".join(str(v) for v in values)
    return f'<span class="dice-text" role="img" aria-label="{label}">{groups}</span>'
