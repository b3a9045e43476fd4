"""Glastonbury's rules panel (short, our own words, with pictures) and its sounds."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from potions.core.i18n import Msg, Translator
from potions.glastonbury.components import (
    ACCIO,
    DECLINATIO,
    IMMUTO,
    INGREDIENTS,
    PERLUCEO,
    VANESCO,
    goes_in_cauldron,
    ingredient_card,
    value_of,
)
from web.games.glastonbury.cards import COLOUR_HEX, SPELL_SYMBOLS, SYMBOLS, name_of
from web.games.glastonbury.square import SIDE, place_xy, track_centre
from web.shell.markup import attr, escape

PAPER = "#f5ecd7"


def _paint(fill: str, stroke: str = "none", width: float = 0) -> str:
    """Colours as a style: the shell's rules panel styles every ``rect`` itself, and only
    a style attribute outweighs it."""
    return f"fill:{fill};stroke:{stroke};stroke-width:{width:.1f}"


def svg_card(x: float, y: float, card: int, w: float = 44) -> str:
    """A card drawn in SVG with its own colours (the rules panel lies outside the board,
    where the board's stylesheet does not reach)."""
    h = w * 1.3
    if card == IMMUTO:
        colour, ink, path, value = "#9aa6b8", "#58657a", SPELL_SYMBOLS["immuto"], "0"
    else:
        colour, ink = COLOUR_HEX[INGREDIENTS[card // 4].colour]
        path, value = SYMBOLS[INGREDIENTS[card // 4].colour], str(value_of(card))
    scale = w / 36
    ring = ""
    if card != IMMUTO and card // 4 % 2:
        ring = f'<circle r="10.5" fill="none" stroke="{colour}" stroke-width="2.2"/>'
        inner = f'<path d="{path}" transform="scale(.62)" fill="{colour}" stroke="{ink}"/>'
    else:
        inner = f'<path d="{path}" fill="{colour}" stroke="{ink}" fill-rule="evenodd"/>'
    return (
        f'<g transform="translate({x:.1f},{y:.1f})">'
        f'<rect width="{w:.0f}" height="{h:.0f}" rx="{w / 9:.1f}" '
        f'style="{_paint(PAPER, colour, w / 18)}"/>'
        f'<text x="{w * 0.1:.1f}" y="{w * 0.36:.1f}" font-size="{w * 0.32:.1f}" '
        f'font-weight="800" fill="{ink}">{value}</text>'
        f'<g transform="translate({w / 2:.1f},{h * 0.6:.1f}) scale({scale:.2f})">{ring}{inner}</g>'
        "</g>"
    )


def square_picture(tr: Translator) -> str:
    """The square, the 20 places round it, and a pawn walking three places to a column."""
    _ = tr
    parts = [
        f'<rect x="0" y="0" width="{SIDE}" height="{SIDE}" rx="24" style="{_paint("#2f4a3a")}"/>'
    ]
    highlight = "M" + f"{track_centre(4) - 50:.0f},0 h100 v{SIDE} h-100 Z"
    parts.append(f'<path d="{highlight}" fill="#f2c230" opacity=".3"/>')
    for r in range(6):
        for c in range(6):
            corner = (r, c) in ((0, 0), (0, 5), (5, 0), (5, 5))
            fill = "#5e7a63" if corner else PAPER
            x = track_centre(c + 1) - 44
            y = track_centre(r + 1) - 44
            parts.append(
                f'<rect x="{x:.0f}" y="{y:.0f}" width="88" height="88" rx="8" '
                f'style="{_paint(fill)}"/>'
            )
    for p in range(20):
        x, y = place_xy(p)
        parts.append(f'<circle cx="{x:.0f}" cy="{y:.0f}" r="9" fill="#d8c9a4" opacity=".5"/>')
    walk = [place_xy(p) for p in (0, 1, 2, 3)]
    path = "M" + " L".join(f"{x:.0f},{y:.0f}" for x, y in walk)
    parts.append(
        f'<path d="{path}" fill="none" stroke="#3f7fdc" stroke-width="10" '
        'stroke-dasharray="2 18" stroke-linecap="round"/>'
    )
    for k, (x, y) in enumerate(walk[1:-1], start=1):
        parts.append(
            f'<circle cx="{x:.0f}" cy="{y:.0f}" r="17" fill="#f2c230"/>'
            f'<text x="{x:.0f}" y="{y + 8:.0f}" font-size="24" font-weight="800" '
            f'fill="#1d1230" text-anchor="middle">{k}</text>'
        )
    x, y = walk[-1]
    parts.append(
        f'<g transform="translate({x:.0f},{y:.0f})"><circle r="22" fill="#3f7fdc" '
        f'stroke="#140b07" stroke-width="3"/>'
        f'<path d="{SYMBOLS["blue"]}" fill="#fff" transform="scale(1.2)"/></g>'
    )
    caption = _(
        "The blue pawn's top card shows 3: it walks 3 places clockwise (the corner counts "
        "as one) and takes a card from the column beside it (highlighted)."
    )
    return (
        f'<figure class="rules-pic"><svg viewBox="0 0 {SIDE} {SIDE}" role="img" '
        f'aria-label="{attr(_("The square and the places round it"))}">{"".join(parts)}'
        f"</svg><figcaption>{escape(caption)}</figcaption></figure>"
    )


def sets_picture(tr: Translator) -> str:
    """The kinds of sets of one ingredient, with their points."""
    _ = tr
    rows = [
        ([ingredient_card(7, 4)], "2×(−4) = −8"),
        ([ingredient_card(10, 1), ingredient_card(10, 3)], "0"),
        ([ingredient_card(8, 1), ingredient_card(8, 3), ingredient_card(8, 4)], "1+3+4 = 8"),
        ([ingredient_card(6, v) for v in (1, 2, 3, 4)], "2×(1+2+3+4)+5 = 25"),
        ([ingredient_card(2, 3), ingredient_card(2, 4), IMMUTO], "3+4+0 = 7"),
    ]
    parts = []
    for i, (cards, text) in enumerate(rows):
        y = 8 + i * 66
        for k, card in enumerate(cards):
            parts.append(svg_card(10 + k * 24, y, card))
        parts.append(
            f'<text x="134" y="{y + 36}" font-size="16" font-weight="700" fill="#f3ecff">'
            f"{escape(text)}</text>"
        )
    caption = _(
        "One card of an ingredient scores minus its number, two score nothing, three score "
        "their numbers, four their numbers and 5 more. Cards of your own pawn colour count "
        "double (here blue), but not the 5. Immuto joins the ingredient where it helps most."
    )
    return (
        f'<figure class="rules-pic"><svg viewBox="0 0 345 340" role="img" '
        f'aria-label="{attr(_("Sets of one ingredient and their points"))}">{"".join(parts)}'
        f"</svg><figcaption>{escape(caption)}</figcaption></figure>"
    )


def rules(tr: Translator) -> str:
    """The rules panel."""
    _ = tr
    intro = [
        _(
            "Walk round the square of cards of High Street, take ingredients for your "
            "cauldron, and collect as many cards of one ingredient as you can. Only the top "
            "card of each cauldron can be seen, yours included: remember what you put in!"
        ),
        _(
            "On your turn your pawn first moves clockwise by the number on the top card of "
            "your cauldron (2 while it is empty). Each line of cards and each corner is one "
            "step; several pawns may stand at the same place. Then you take any card of the "
            "line beside your pawn, and a new card from the draw pile fills the gap."
        ),
    ]
    after = [
        _(
            "Beside a corner you take no card this turn (unless you cast Declinatio). "
            "Immuto shows a 0: next turn you stay and take again from the same line."
        ),
    ]
    spells = [
        (ACCIO, _("kept: twice, take a card from anywhere on the square instead of your line.")),
        (DECLINATIO, _("kept: three times, move again when your pawn stops beside a corner.")),
        (VANESCO, _("at once: every other player's top card goes under the draw pile.")),
        (PERLUCEO, _("at once: look through your whole cauldron, once.")),
    ]
    # a colon after a term in bold: French puts a no-break space before it
    colon = escape(tr.render(Msg(": ", context="label separator")))
    spell_items = "".join(
        f'<li><svg width="22" height="22" viewBox="-12 -12 24 24" aria-hidden="true">'
        f'<path d="{SPELL_SYMBOLS[name_key(code)]}" fill="#f2d774" fill-rule="evenodd"/></svg> '
        f"<strong>{escape(name_of(tr, code))}</strong>{colon}{escape(text)}</li>"
        for code, text in spells
    )
    one = _(
        "Only one spell a turn: after Accio or Declinatio you may not take Vanesco or Perluceo."
    )
    end = _(
        "When the draw pile is used up, gaps stay empty. The player who takes the last card "
        "of a line ends the game (and may leave that card out). Then everybody scores; the "
        "most points wins."
    )
    variant = _(
        "Variant with Recipe cards: each player gets two secret tasks. The colour card "
        "scores for having the most cards of that colour; the other one scores 10 points "
        "for fewest cards, fewest 4s, fewest spells used, most 1s, or ending the game."
    )
    return (
        "".join(f"<p>{escape(p)}</p>" for p in intro)
        + square_picture(tr)
        + "".join(f"<p>{escape(p)}</p>" for p in after)
        + f'<h3>{escape(_("Spells"))}</h3><ul class="spell-list">{spell_items}</ul>'
        + f"<p>{escape(one)}</p>"
        + f"<h3>{escape(_('Scoring'))}</h3>"
        + sets_picture(tr)
        + f"<p>{escape(end)}</p><p>{escape(variant)}</p>"
    )


def name_key(code: int) -> str:
    return {ACCIO: "accio", DECLINATIO: "declinatio", VANESCO: "vanesco", PERLUCEO: "perluceo"}[
        code
    ]


def sounds(events: Sequence[Mapping[str, Any]]) -> list[str]:
    """Cards taken and turned over, spells cast, the end of the game."""
    out: list[str] = []
    for e in events:
        kind = e.get("type")
        if kind == "take":
            card = int(e.get("card", 0))
            spell = e.get("how") == "accio" or not goes_in_cauldron(card)
            out.append("spell" if spell else "card")
        elif kind in ("vanesco", "perluceo", "declinatio"):
            out.append("spell")
        elif kind == "over":
            out.append("end")
    return list(dict.fromkeys(out))
