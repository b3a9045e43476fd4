"""Marbles as pictures and words: colours with a symbol each, for players who do not tell
colours apart."""

from __future__ import annotations

import weakref
from collections.abc import Sequence

from potions.core.i18n import Translator
from potions.explosion.components import COLOUR_NAMES, KIND_BY_ID

SYMBOLS = {
    "red": '<path class="sym" d="M0,-11 L10,8 L-10,8 Z"/>',
    "blue": '<path class="sym" d="M0,-12 C6,-4 9,1 9,5 A9,9 0 0 1 -9,5 C-9,1 -6,-4 0,-12 Z"/>',
    "yellow": '<path class="sym" d="M0,-12 L3,-4 L11,-4 L5,1 L7,10 L0,5 L-7,10 L-5,1 L-11,-4 '
    'L-3,-4 Z"/>',
    "black": '<path class="sym" d="M-8,-8 L8,-8 L8,8 L-8,8 Z"/>',
}


_WORDS: weakref.WeakKeyDictionary[Translator, dict[str, str]] = weakref.WeakKeyDictionary()


def colour_word(tr: Translator, colour: str) -> str:
    """A colour and its symbol, for players who do not tell colours apart."""
    words = _WORDS.get(tr)
    if words is None:
        _ = tr
        words = _WORDS[tr] = {
            "red": _("red (flame)"),
            "blue": _("blue (drop)"),
            "yellow": _("yellow (star)"),
            "black": _("black (square)"),
        }
    return words[colour]


def colour_name(tr: Translator, colour: str) -> str:
    """A colour as the engine's messages name it."""
    return tr.render(COLOUR_NAMES[colour])


def kind_name(tr: Translator, kind: str) -> str:
    return tr.render(KIND_BY_ID[kind].name)


def marble_svg(
    colour: str,
    attrs: str = "",
    cls: str = "",
    r: int = 22,
    wrap: Sequence[str] = (),
    hit: bool = False,
) -> str:
    """One marble: colour, shine and a symbol so that colour-blind players can tell them.
    ``wrap``: opening tags of groups between the marble and its picture (animations).
    Drawn at radius 22 with no group of its own (forty of them in the dispenser: each
    element more is restyled and laid out when they change); other sizes are scaled.
    ``hit``: with an invisible ring around it that takes a finger's tap (radius 27: 44 px
    across on a phone, where slots are 53 units apart)."""
    ring = '<circle class="hit" r="27"/>' if hit else ""
    picture = (
        f'{ring}<circle class="body" r="22" fill="url(#g-{colour})"/>{SYMBOLS[colour]}'
        '<ellipse class="shine" cx="-7" cy="-9" rx="7" ry="4.5"/>'
    )
    if r != 22:
        picture = f'<g transform="scale({r / 22:.3f})">{picture}</g>'
    return (
        f'<g class="marble m-{colour} {cls}" {attrs}>{"".join(wrap)}'
        f"{picture}{'</g>' * len(wrap)}</g>"
    )


def defs() -> str:
    """Gradients shared by every marble of the page."""
    stops = {
        "red": ("#ff8a7a", "#c42222", "#6d0c0c"),
        "blue": ("#9cc6ff", "#2a67d6", "#0d2f6e"),
        "yellow": ("#fff3a6", "#f0bd1c", "#9a6b00"),
        "black": ("#8b8b96", "#34343c", "#0c0c10"),
    }
    grads = "".join(
        f'<radialGradient id="g-{c}" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="{a}"/>'
        f'<stop offset=".55" stop-color="{b}"/><stop offset="1" stop-color="{d}"/></radialGradient>'
        for c, (a, b, d) in stops.items()
    )
    return f'<svg class="defs" width="0" height="0" aria-hidden="true"><defs>{grads}</defs></svg>'


def marble_icon(colour: str, attrs: str = "", r: int = 13, cls: str = "") -> str:
    """A marble as a small inline picture (scaled by its view box: see marble_svg)."""
    size = 2 * r + 4
    half = size / 2 * 22 / r
    return (
        f'<svg class="mini {cls}" width="{size}" height="{size}" '
        f'viewBox="{-half:.2f} {-half:.2f} {2 * half:.2f} {2 * half:.2f}" '
        f"{attrs}>{marble_svg(colour)}</svg>"
    )


def hole_icon(colour: str, attrs: str = "") -> str:
    """An empty hole of a potion: a ring of its colour with the colour's symbol."""
    return (
        f'<svg class="mini hole-icon" width="24" height="24" viewBox="-12 -12 24 24" '
        f'data-hole="{colour}" {attrs}><circle r="10" class="hole-ring h-{colour}"/>'
        f'<g transform="scale(.55)" class="h-{colour}">{SYMBOLS[colour]}</g></svg>'
    )
