"""The look of the 16 elements: a colour and a small symbol each (so that players who do not
tell colours apart still tell elements apart), and the back of a card.

On the board a symbol is the background image of one element (a badge, a spell's mark, a
flask), defined once per page in a style sheet (:func:`defs`): a card comes and goes at every
turn, and an inline SVG would make it several elements more to style and lay out each time. The
rules panel, which draws pictures, draws them inline in its SVG (:func:`glyph_inline`).
"""

from __future__ import annotations

from functools import cache
from urllib.parse import quote

COLOURS: dict[str, tuple[str, str]] = {
    "fiery-light": ("#e8642c", "#fff4e0"),
    "belladonna": ("#7d45a8", "#f4e6ff"),
    "snake-s-eye": ("#86b832", "#1e2a05"),
    "air-crystal": ("#8fd6f2", "#0d3346"),
    "bloodstone": ("#b32a3e", "#ffe3e6"),
    "mandrake-root": ("#9a6b3f", "#fff0dd"),
    "phoenix-feather": ("#f2a72e", "#3a2200"),
    "mushrooms": ("#d9698d", "#3a0a1b"),
    "dragon-s-tooth": ("#e6dcc3", "#3b2f14"),
    "fern-flower": ("#3aa45a", "#eaffef"),
    "spring-water": ("#2f7ed8", "#e6f1ff"),
    "astral-energy": ("#f3d34a", "#3a2e00"),
    "quintessence-of-will": ("#d64fb2", "#ffe9f8"),
    "thought-energy": ("#4fc3b9", "#06322e"),
    "bat-wing": ("#4b4663", "#ece9ff"),
    "ether-waves": ("#6d7ee6", "#f0f2ff"),
}
"""Each element's colour and the ink drawn on it."""

_GLYPHS: dict[str, str] = {
    "fiery-light": '<path d="M12 2.5c1.2 4 6.2 6.3 6.2 11.7a6.2 6.2 0 0 1-12.4 0c0-3 1.6-4.8 '
    '3-6.2.1 2.2 1 3.4 2.3 3.6-.6-3.6-.3-6.3.9-9.1z"/>',
    "belladonna": '<circle cx="8" cy="15" r="4"/><circle cx="16" cy="15" r="4"/>'
    '<circle cx="12" cy="9" r="3.4"/><path d="M12 5.6V2.5M12 3.5l4-1" fill="none" '
    'stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/>',
    "snake-s-eye": '<path d="M2 12c3-5 7-7 10-7s7 2 10 7c-3 5-7 7-10 7S5 17 2 12z"/>'
    '<ellipse cx="12" cy="12" rx="1.6" ry="5" style="fill:var(--el,#000)"/>',
    "air-crystal": '<path d="M12 1.5l6 6.5-6 14.5L6 8z"/><path d="M6 8h12M12 1.5v21" '
    'style="fill:none;stroke:var(--el,#000);stroke-width:1;opacity:.6"/>',
    "bloodstone": '<path d="M7 3h10l5 6-10 13L2 9z"/><path d="M2 9h20M7 3l5 19 5-19" '
    'style="fill:none;stroke:var(--el,#000);stroke-width:1;opacity:.55"/>',
    "mandrake-root": '<circle cx="12" cy="7" r="4.5"/><path d="M9 10c-1 4-3 7-5 11M12 11v11M15 '
    '10c1 4 3 7 5 11" fill="none" stroke="currentColor" stroke-width="2.2" '
    'stroke-linecap="round"/>',
    "phoenix-feather": '<path d="M19 2C10 4 5 10 6 19l2-1c0-6 4-11 11-16z"/>'
    '<path d="M19 2c-3 9-6 14-11 16M4 22l3-4" fill="none" stroke="currentColor" '
    'stroke-width="1.6" stroke-linecap="round"/>',
    "mushrooms": '<path d="M2.5 12a9.5 7.5 0 0 1 19 0z"/><path d="M9.5 12h5l1 9h-7z"/>',
    "dragon-s-tooth": '<path d="M5 2h14c0 8-3 14-7 20C9 16 6 10 5 2z"/>',
    "fern-flower": '<circle cx="12" cy="5.5" r="3.6"/><circle cx="18.2" cy="10" r="3.6"/>'
    '<circle cx="15.8" cy="17.4" r="3.6"/><circle cx="8.2" cy="17.4" r="3.6"/>'
    '<circle cx="5.8" cy="10" r="3.6"/>'
    '<circle cx="12" cy="12" r="2.6" style="fill:var(--el,#000)"/>',
    "spring-water": '<path d="M12 2c3 5 7 9 7 13.5a7 7 0 0 1-14 0C5 11 9 7 12 2z"/>',
    "astral-energy": '<path d="M12 1.5l3.1 7 7.4.6-5.6 5 1.7 7.4L12 17.6l-6.6 3.9 1.7-7.4-5.6-5 '
    '7.4-.6z"/>',
    "quintessence-of-will": '<circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" '
    'stroke-width="2.2"/><circle cx="12" cy="12" r="5.6" fill="none" stroke="currentColor" '
    'stroke-width="2.2"/><circle cx="12" cy="12" r="2"/>',
    "thought-energy": '<path d="M14 1.5L4 13.5h6.5L9 22.5l11-13h-6.6z"/>',
    "bat-wing": '<path d="M1.5 8c4-1 7 1 10.5 4 3.5-3 6.5-5 10.5-4-1 3-1 6-.5 9-2-1.6-4-1.6-5 '
    '0-1.3-1.5-3-1.5-5 .5-2-2-3.7-2-5-.5-1-1.6-3-1.6-5 0 .5-3 .5-6-.5-9z"/>',
    "ether-waves": '<path d="M2 7c3-3 5-3 7 0s4 3 6.5 0S20 4 22 7M2 12.5c3-3 5-3 7 0s4 3 6.5 0S20 '
    '9.5 22 12.5M2 18c3-3 5-3 7 0s4 3 6.5 0S20 15 22 18" fill="none" stroke="currentColor" '
    'stroke-width="2.2" stroke-linecap="round"/>',
}
"""Each element's symbol, in a 24 × 24 box, drawn in ``currentColor``."""

SPELL_GLYPHS: dict[str, str] = {
    "eureka": '<path d="M12 2a7 7 0 0 0-4 12.7V18h8v-3.3A7 7 0 0 0 12 2zM9 20h6v2H9z"/>',
    "decomposition": '<path d="M4 4h7v7H4zM13 13h7v7h-7zM14 3l7 7M3 14l7 7" '
    'stroke="currentColor" stroke-width="1.6"/>',
    "transformation": '<path d="M4 9a8 8 0 0 1 14-4l2-2v7h-7l3-3a5 5 0 0 0-9 2zM20 15a8 8 0 '
    '0 1-14 4l-2 2v-7h7l-3 3a5 5 0 0 0 9-2z"/>',
}
"""Symbols of the three spells."""


FLASK = '<path d="M9 2h6v2h-1v5l6 10a2.4 2.4 0 0 1-2 3.6H6A2.4 2.4 0 0 1 4 19l6-10V4H9z"/>'
"""A composed formula's flask."""

SPELL_INK = ("#f2d774", "#f4ecff")
"""A spell's mark: filled in gold, its lines in the spell half's ink."""
FLASK_INK = "#7a5bb5"
URL_SAFE = " /:=,.-'"
"""What a symbol's data URL keeps as it is (it is quoted with double quotes in CSS)."""


def _image(body: str, fill: str, color: str = "", el: str = "#000") -> str:
    """A symbol as a CSS image: filled with ``fill``, drawn in ``color`` (``fill`` by
    default) with ``el`` for its details."""
    svg = (
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' "
        f"style='fill:{fill};color:{color or fill};--el:{el}'>{body}</svg>"
    ).replace('"', "'")
    return f'url("data:image/svg+xml,{quote(svg, safe=URL_SAFE)}")'


@cache
def defs() -> str:
    """Every symbol, defined once for the board: a style sheet giving each element's badge
    (``g-<element>``), each spell's mark (``g-<spell>``) and the flask their image."""
    rules = [
        f".game-practice .g-{key} {{ background-image: {_image(body, ink, ink, colour)}; }}"
        for key, body in _GLYPHS.items()
        for colour, ink in [COLOURS[key]]
    ]
    rules += [
        f".game-practice .g-{key} {{ background-image: {_image(body, *SPELL_INK)}; }}"
        for key, body in SPELL_GLYPHS.items()
    ]
    rules.append(f".game-practice .flask {{ background-image: {_image(FLASK, FLASK_INK)}; }}")
    return f'<style class="defs">{"".join(rules)}</style>'


def glyph(key: str, cls: str) -> str:
    """An element's (or a spell's) symbol alone, sized by ``cls``."""
    return f'<span class="{cls} g-{key}" aria-hidden="true"></span>'


def badge(element: str, cls: str = "") -> str:
    """An element's symbol on a disc of its colour."""
    extra = f" {cls}" if cls else ""
    return (
        f'<span class="badge g-{element}{extra}" style="{el_style(element)}" '
        'aria-hidden="true"></span>'
    )


def flask() -> str:
    """The flask of a composed formula."""
    return '<span class="flask" aria-hidden="true"></span>'


def glyph_inline(element: str, x: float, y: float, size: float) -> str:
    """An element's badge drawn inline in an SVG picture (outside the board's styles)."""
    colour, ink = COLOURS[element]
    r = size / 2
    scale = size * 0.62 / 24
    off = r - 12 * scale
    return (
        f'<g transform="translate({x:.1f},{y:.1f})">'
        f'<circle cx="{r:.1f}" cy="{r:.1f}" r="{r:.1f}" style="fill:{colour};stroke:#0006"/>'
        f'<g transform="translate({off:.1f},{off:.1f}) scale({scale:.3f})" '
        f'style="fill:{ink};color:{ink};--el:{colour}">{_GLYPHS[element]}</g></g>'
    )


def el_style(element: str) -> str:
    """The colour variables of an element, for a ``style`` attribute."""
    colour, ink = COLOURS[element]
    return f"--el:{colour};--el-ink:{ink}"
