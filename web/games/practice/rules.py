"""Potion-making: Practice's rules panel (short, our own words, with pictures) and its sounds.

The rules panel lies outside the board, where the board's stylesheet does not reach: the
pictures carry their own colours.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from potions.core.i18n import Translator
from potions.practice.cards import CARDS
from web.games.practice.art import COLOURS, SPELL_GLYPHS, glyph_inline
from web.games.practice.cards import SPELL_TEXT, element_name, title
from web.shell.markup import attr, escape

PAPER = "#f6eedb"
INK = "#2b1d0e"


def _text(
    x: float, y: float, text: str, size: float, room: float = 0, fill: str = INK, **style: str
) -> str:
    """A line of text; squeezed into ``room`` pixels when it would be longer (a long name
    in another language never runs off its card)."""
    extra = "".join(f";{k.replace('_', '-')}:{v}" for k, v in style.items())
    fit = ""
    if room and len(text) * size * 0.58 > room:
        fit = f' textLength="{room:.1f}" lengthAdjust="spacingAndGlyphs"'
    return (
        f'<text x="{x:.1f}" y="{y:.1f}"{fit} style="font-size:{size:.1f}px;fill:{fill}{extra}">'
        f"{escape(text)}</text>"
    )


def svg_card(tr: Translator, x: float, y: float, card: int, w: float = 96) -> str:
    """A card drawn in SVG: its formula (name, points, component symbols) above, its element
    below."""
    c = CARDS[card]
    h = w * 1.42
    colour, ink = COLOURS[c.element]
    s = w / 96
    parts = [
        f'<g transform="translate({x:.1f},{y:.1f})">',
        f'<rect width="{w:.1f}" height="{h:.1f}" rx="{8 * s:.1f}" '
        f'style="fill:{PAPER};stroke:{colour};stroke-width:{3 * s:.1f}"/>',
        f'<circle cx="{14 * s:.1f}" cy="{14 * s:.1f}" r="{10 * s:.1f}" style="fill:{INK}"/>',
        f'<text x="{14 * s:.1f}" y="{18.5 * s:.1f}" style="font-size:{13 * s:.1f}px;'
        f'fill:#f6eedb;font-weight:800;text-anchor:middle">{c.points}</text>',
    ]
    words = title(tr, card).split()
    lines = [" ".join(words[: (len(words) + 1) // 2]), " ".join(words[(len(words) + 1) // 2 :])]
    for i, line in enumerate(x for x in lines if x):
        parts.append(_text(28 * s, (14 + i * 11) * s, line, 9.5 * s, w - 32 * s, font_weight="700"))
    for i, need in enumerate(c.needs):
        nx = (8 + i * 30) * s
        if need.key == "element":
            parts.append(glyph_inline(need.what, nx, 40 * s, 24 * s))
        else:
            parts.append(
                f'<path transform="translate({nx:.1f},{40 * s:.1f}) scale({s:.2f})" '
                'd="M9 2h6v2h-1v5l6 10a2.4 2.4 0 0 1-2 3.6H6A2.4 2.4 0 0 1 4 19l6-10V4H9z" '
                'style="fill:#7a5bb5"/>'
            )
    parts.append(
        f'<rect y="{h * 0.62:.1f}" width="{w:.1f}" height="{h * 0.38:.1f}" '
        f'style="fill:{colour}" rx="{6 * s:.1f}"/>'
    )
    parts.append(glyph_inline(c.element, 5 * s, h * 0.62 + 9 * s, 24 * s))
    words = element_name(tr, c.element).split()
    rows = [" ".join(words[: (len(words) + 1) // 2]), " ".join(words[(len(words) + 1) // 2 :])]
    rows = [r for r in rows if r] if len(" ".join(words)) > 11 else [" ".join(words)]
    top = h * 0.62 + (22 if len(rows) == 1 else 17) * s
    for i, row in enumerate(rows):
        parts.append(
            _text(33 * s, top + i * 10 * s, row, 9 * s, w - 36 * s, ink, font_weight="700")
        )
    parts.append("</g>")
    return "".join(parts)


def _figure(tr: Translator, body: str, box: str, label: str, caption: str) -> str:
    return (
        f'<figure class="rules-pic"><svg viewBox="{box}" role="img" aria-label="{attr(label)}">'
        f"{body}</svg><figcaption>{escape(caption)}</figcaption></figure>"
    )


def _arrow(x1: float, y: float, x2: float) -> str:
    return (
        f'<path d="M{x1:.0f} {y:.0f}H{x2:.0f}m-8 -7l8 7-8 7" '
        'style="fill:none;stroke:#f2c230;stroke-width:3;stroke-linecap:round"/>'
    )


def two_halves_picture(tr: Translator) -> str:
    """One card, its formula above and its element below, labelled."""
    _ = tr
    card = 24  # Elixir of Fire: Ether Waves + Fiery Light; element Quintessence of Will
    body = (
        svg_card(tr, 20, 10, card, 120)
        + _label(164, 40, _("formula: name, points,"), 190)
        + _label(164, 56, _("components"), 190)
        + _label(164, 140, _("element"), 190)
        + '<path d="M160 46H144M160 136H144" style="stroke:#f2c230;stroke-width:2"/>'
    )
    caption = _(
        "Every card has two halves. Play it as its formula (above: its name, its points and "
        "its components) or as its element (below), never both."
    )
    return _figure(tr, body, "0 0 360 190", _("A card and its two halves"), caption)


def _label(x: float, y: float, text: str, room: float = 0) -> str:
    return _text(x, y, text, 13, room, "#f3ecff", font_weight="600")


def element_picture(tr: Translator) -> str:
    """A card played as an element starts the pile of its element on the Desk."""
    _ = tr
    slot = (
        '<rect x="160" y="10" width="80" height="114" rx="7" '
        'style="fill:none;stroke:#bfb2d6;stroke-width:2;stroke-dasharray:6 5"/>'
    )
    body = (
        svg_card(tr, 10, 10, 2, 80)
        + _arrow(100, 66, 140)
        + slot
        + f'<text x="200" y="72" style="font-size:11px;fill:#f3ecff;font-weight:600;'
        f'text-anchor:middle">{escape(element_name(tr, CARDS[2].element))}</text>'
        + _label(254, 72, "+1")
    )
    caption = _(
        "As an element, the card goes on the Desk of Elements, on the pile of its element: "
        "1 point if that element was not on the Desk yet, else none."
    )
    return _figure(tr, body, "0 0 300 135", _("Playing a card as an element"), caption)


def _backs(x: float, y: float) -> str:
    """Two cards face down, tucked over the bottom half of a composed formula."""
    out = []
    for k in range(2):
        out.append(
            f'<rect x="{x + k * 22:.0f}" y="{y + k * 5:.0f}" width="40" height="30" rx="4" '
            'style="fill:#4a3180;stroke:#f2d774;stroke-width:1.5"/>'
        )
    return "".join(out)


def formula_picture(tr: Translator) -> str:
    """Elixir of Fire composed from Ether Waves and Fiery Light taken from the Desk."""
    _ = tr
    body = (
        svg_card(tr, 8, 10, 30, 70)
        + svg_card(tr, 84, 10, 0, 70)
        + _arrow(164, 60, 196)
        + svg_card(tr, 206, 4, 24, 80)
        + _backs(210, 78)
        + _label(296, 60, "+2")
    )
    caption = _(
        "As a formula, the card goes in front of you with its components face down over it: "
        "the top cards of the Desk's piles for elements, composed formulas (anyone's) for "
        "formulas. You score the formula's points."
    )
    return _figure(tr, body, "0 0 330 125", _("Composing a formula"), caption)


def share_picture(tr: Translator) -> str:
    """Bob composes a Great Elixir with Ann's Elixir of Fire: Ann gains half."""
    _ = tr
    body = (
        _label(10, 20, _("Ann"))
        + svg_card(tr, 10, 28, 24, 64)
        + _arrow(84, 70, 120)
        + _label(140, 20, _("Bob"))
        + svg_card(tr, 140, 28, 50, 64)
        + _label(214, 70, _("Bob +6"))
        + _label(214, 92, _("Ann +3"))
    )
    caption = _(
        "Using another player's formula: you score the full points and they score half "
        "(once, however many of their formulas you used). Your own formulas give nobody "
        "anything. The cards under a formula you use go back to the Desk."
    )
    return _figure(tr, body, "0 0 300 125", _("Half the points for the lender"), caption)


def spells_list(tr: Translator) -> str:
    items = []
    for key, card in (("eureka", 72), ("decomposition", 74), ("transformation", 70)):
        icon = (
            f'<svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" '
            f'style="fill:#f2d774;color:#f2d774">{SPELL_GLYPHS[key]}</svg>'
        )
        items.append(
            f"<li>{icon} <strong>{escape(title(tr, card))}</strong>: "
            f"{escape(tr.render(SPELL_TEXT[key]))}</li>"
        )
    return f'<ul class="spell-list">{"".join(items)}</ul>'


def rules(tr: Translator) -> str:
    """The rules panel."""
    _ = tr
    intro = _(
        "Compose potions, powders, talismans and creatures from the elements on the Desk "
        "of Elements and from the formulas already composed. The most points wins."
    )
    turn = _(
        "On your turn you first draw up to five cards, then play one card of your hand. Four "
        "cards start face up on the Desk."
    )
    compose = _(
        "You may compose a formula only when the table offers all its components at once: "
        "the page marks those cards of your hand \u201cReady to compose\u201d. Components come "
        "only from the table, never from your hand. When several cards fit, you choose."
    )
    kinds = _(
        "Simple elixirs need two elements (2 points), complex elixirs three (3). A powder is "
        "an elixir and an element (4), a Great Elixir two elixirs (6), a Talisman or a "
        "creature an elixir and a complex elixir or a powder (8). The Supreme Elixir needs "
        "any two Great Elixirs and the Supreme Talisman of Magic any two Talismans (10): "
        "these two show three elements, and played as elements they score 1 point for each "
        "one missing from the Desk."
    )
    spells = _(
        "Spell cards show no formula: play them as elements, or cast them. After a spell you "
        "play another card, and the spell goes under its element's pile for no points."
    )
    end = _(
        "When the deck is empty, play goes on until every hand is played out. The most "
        "points wins; tied players share the victory."
    )
    glossary = _(
        "\u201cAll 76 cards\u201d opens the list of every card, what it is made of, what it "
        "goes into and where it is now."
    )
    return (
        f'<div class="rules-practice"><p>{escape(intro)}</p><p>{escape(turn)}</p>'
        f"{two_halves_picture(tr)}{element_picture(tr)}{formula_picture(tr)}"
        f"<p>{escape(compose)}</p>{share_picture(tr)}<p>{escape(kinds)}</p>"
        f"<h3>{escape(_('Spells'))}</h3><p>{escape(spells)}</p>{spells_list(tr)}"
        f"<h3>{escape(_('The end'))}</h3><p>{escape(end)}</p><p>{escape(glossary)}</p></div>"
    )


def sounds(events: Sequence[Mapping[str, Any]]) -> list[str]:
    """A card played or drawn, a formula composed, a spell cast, the end of the game."""
    out: list[str] = []
    for e in events:
        kind = e.get("type")
        if kind == "formula":
            out.append("complete")
        elif kind == "spell":
            out.append("spell")
        elif kind == "over":
            out.append("end")
        elif kind in ("element", "eureka", "stack", "decompose", "transform") or (
            kind == "turn" and e.get("drew")
        ):
            out.append("card")
    return list(dict.fromkeys(out))
