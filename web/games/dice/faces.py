"""Drawings of Potion Dice: dice with pips, the potion types' icons, bottles full and empty.
A die on the board is drawn by the stylesheet (:data:`FACE`); as SVG (:func:`face_svg`) in
pictures (the rules, the game picker).

Colours come from the board's stylesheet through CSS variables, with inline fallbacks so
that the same drawings read well outside the board (the rules panel, the game picker).
"""

from __future__ import annotations

from web.shell.markup import attr

PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((20, 20),),
    2: ((11, 11), (29, 29)),
    3: ((11, 11), (20, 20), (29, 29)),
    4: ((11, 11), (29, 11), (11, 29), (29, 29)),
    5: ((11, 11), (29, 11), (20, 20), (11, 29), (29, 29)),
    6: ((11, 10), (29, 10), (11, 20), (29, 20), (11, 30), (29, 30)),
}
"""Where the pips of each face lie on a 40 x 40 die."""

TYPE_COLOURS = {
    "reroll": "#2bb3a3",
    "love": "#e2557f",
    "resurrection": "#f08a2c",
    "changer": "#9a6ae0",
    "virtual": "#4b8df0",
    "refill": "#4fb85a",
    "trick": "#b59a6a",
}
"""Each potion type's colour (its liquid, its icon)."""

ICONS = {
    "reroll": '<path d="M18.5 9A7.5 7.5 0 1 0 19.5 14" fill="none" stroke="currentColor" '
    'stroke-width="2.4" stroke-linecap="round"/><path d="M20.5 4.5 19 10l-5.5-1.5Z" '
    'fill="currentColor"/>',
    "love": '<path d="M12 20.5S3.5 15.2 3.5 9.3A4.4 4.4 0 0 1 12 7.4a4.4 4.4 0 0 1 8.5 1.9C20.5 '
    '15.2 12 20.5 12 20.5Z" fill="currentColor"/>',
    "resurrection": '<path d="M12 2.5c2.2 3.9 6 6.2 6 11.1a6 6 0 0 1-12 0c0-2.9 1.6-4.9 2.8-6.6.6 '
    '1.9 1.6 3 2.9 3.2-.5-2.7-.3-5.2.3-7.7Z" fill="currentColor"/>',
    "changer": '<path d="M4 8.5h13.5M14 5l3.5 3.5L14 12M20 15.5H6.5M10 12l-3.5 3.5L10 19" '
    'fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" '
    'stroke-linejoin="round"/>',
    "virtual": '<path d="M5 3.5h14a1.5 1.5 0 0 1 1.5 1.5v14a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 '
    '1 3.5 19V5A1.5 1.5 0 0 1 5 3.5Z" fill="none" stroke="currentColor" stroke-width="2" '
    'stroke-dasharray="3 2.2"/><circle cx="12" cy="12" r="2.6" fill="currentColor"/>',
    "refill": '<path d="M12 2.8c3.2 4.6 6.3 8 6.3 11.4a6.3 6.3 0 0 1-12.6 0C5.7 10.8 8.8 7.4 12 '
    '2.8Z" fill="currentColor"/><path d="M9.3 14.5a2.8 2.8 0 0 0 2.7 2.7" fill="none" '
    'stroke="#fff" stroke-width="1.6" stroke-linecap="round" opacity=".8"/>',
    "trick": '<path d="M4 20 14.5 9.5" stroke="currentColor" stroke-width="2.6" '
    'stroke-linecap="round"/><path d="m17 2.5 1.2 3.3 3.3 1.2-3.3 1.2L17 11.5l-1.2-3.3-3.3-1.2 '
    '3.3-1.2Z" fill="currentColor"/>',
}
"""A 24 x 24 icon for each potion type, drawn in the current text colour."""


def type_icon(kind: str, size: int = 18) -> str:
    """The icon of a potion type (decorative: its name is written next to it)."""
    return (
        f'<svg class="type-icon" viewBox="0 0 24 24" width="{size}" height="{size}" '
        f'aria-hidden="true" style="color:{TYPE_COLOURS[kind]}">{ICONS[kind]}</svg>'
    )


def face_svg(value: int | None, *, ghost: bool = False, size: int = 0) -> str:
    """A die's face as SVG, for pictures: its body and pips (``None``: a die not rolled yet,
    no pips; ``ghost``: the outline of a die still to come, as on a recipe)."""
    pips = PIPS.get(value or 0, ())
    dots = "".join(f'<circle cx="{x}" cy="{y}" r="3.9"/>' for x, y in pips)
    fixed = f' width="{size}" height="{size}"' if size else ""
    body = (
        'style="fill:var(--die-ghost,#0000);stroke:var(--die-ghost-line,#8a7aa8);'
        'stroke-width:2;stroke-dasharray:4 3"'
        if ghost
        else 'style="fill:var(--die,#f6f1e4);stroke:var(--die-line,#00000055);stroke-width:1.5"'
    )
    pip_style = (
        'style="fill:var(--die-ghost-pip,#8a7aa8)"' if ghost else 'style="fill:var(--pip,#1d1230)"'
    )
    shine = (
        ""
        if ghost
        else '<path d="M8 4.5h24" style="stroke:#fff;stroke-opacity:.45;stroke-width:2;'
        'stroke-linecap:round"/>'
    )
    return (
        f'<svg class="face" viewBox="0 0 40 40"{fixed} aria-hidden="true">'
        f'<rect class="body" x="2" y="2" width="36" height="36" rx="8" {body}/>{shine}'
        f'<g class="pips" {pip_style}>{dots}</g></svg>'
    )


FACE = '<span class="face" aria-hidden="true"></span>'
"""A die's face on the board: the stylesheet draws it from the die's classes (v1-v6, blank,
ghost)."""


def die(
    value: int | None,
    label: str,
    *,
    cls: str = "",
    click: tuple[str, str] | None = None,
    ident: str = "",
    extra: str = "",
    ghost: bool = False,
) -> str:
    """A die on the board: a button when ``click`` gives its (attribute, value), an image
    otherwise. ``label`` is its accessible name (plain text)."""
    classes = "die" + (f" v{value}" if value else " blank") + (" ghost" if ghost else "")
    classes += f" {cls}" if cls else ""
    ident_attr = f' id="{ident}"' if ident else ""
    extra_attr = f" {extra}" if extra else ""
    if click is not None:
        name, value_of = click
        return (
            f'<button type="button" class="{classes} clickable"{ident_attr} '
            f'{name}="{attr(value_of)}" aria-label="{attr(label)}"{extra_attr}>{FACE}</button>'
        )
    return (
        f'<span class="{classes}"{ident_attr} role="img" aria-label="{attr(label)}"'
        f"{extra_attr}>{FACE}</span>"
    )


def bottle_svg(kind: str, full: bool, size: int = 34) -> str:
    """A potion bottle: filled with its type's colour when full, empty once used."""
    colour = TYPE_COLOURS[kind]
    liquid = (
        f'<path d="M9.6 20h20.8l3.3 9.2a5.2 5.2 0 0 1-4.9 7H11.2a5.2 5.2 0 0 1-4.9-7Z" '
        f'style="fill:{colour}"/><circle cx="15" cy="29" r="1.8" style="fill:#fff;opacity:.6"/>'
        if full
        else '<path d="M8.4 33.5h23.2" style="stroke:#ffffff55;stroke-width:1.6"/>'
    )
    return (
        f'<svg class="bottle-svg" viewBox="0 0 40 40" width="{size}" height="{size}" '
        f'aria-hidden="true">{liquid}'
        '<path d="M16 3.5h8M17 3.5v9.2L6.3 29.2A5.2 5.2 0 0 0 11.2 36.2h17.6a5.2 5.2 0 0 0 '
        '4.9-7L23 12.7V3.5" style="fill:none;stroke:#f3ecff;stroke-width:2.2;'
        'stroke-linejoin:round"/>'
        f'<path d="M15.5 2.5h9" style="stroke:{colour if full else "#8a7aa8"};stroke-width:3.4;'
        'stroke-linecap:round"/></svg>'
    )
