"""Potion Dice's rules panel (short, our own words, with pictures) and its sounds.

The panel lies outside the board (and its stylesheet): the pictures carry their own
colours.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from potions.core.i18n import Msg, Translator
from potions.dice.cards import TYPES
from web.games.dice.faces import TYPE_COLOURS, bottle_svg, face_svg, type_icon
from web.shell.markup import attr, escape

ARROW = 'style="fill:none;stroke:#f3ecff;stroke-width:2.5;stroke-linecap:round"'
LABEL = 'style="fill:#cfe6d8;font:600 11px system-ui,sans-serif"'


def _die(value: int | None, x: float, y: float, size: int = 26, ghost: bool = False) -> str:
    return f'<g transform="translate({x},{y})">{face_svg(value, ghost=ghost, size=size)}</g>'


def _box(x: int, y: int, w: int, h: int, colour: str = "#140b24", line: str = "#5b4786") -> str:
    return (
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="10" '
        f'style="fill:{colour};stroke:{line};stroke-width:2"/>'
    )


def prep_picture(tr: Translator) -> str:
    """The preparation table: a roll, its 6s set aside, the 3s chosen into their row."""
    _ = tr
    roll = [3, 1, 5, 3, 2, 4, 3, 1, 5]
    dice = "".join(_die(v, 14 + (i % 5) * 32, 26 + (i // 5) * 32) for i, v in enumerate(roll))
    chosen = "".join(_die(3, 14 + i * 32, 26 + 32 * 3 + 12) for i in range(3))
    sixes = "".join(_die(6, 210 + (i % 2) * 30, 40 + (i // 2) * 30, 24) for i in range(3))
    rows = f'<text x="118" y="{26 + 32 * 3 + 30}" {LABEL}>{escape(_("row of 3s"))}</text>'
    ring = "".join(
        f'<rect x="{12 + (i % 5) * 32}" y="{24 + (i // 5) * 32}" width="30" height="30" rx="8" '
        'style="fill:none;stroke:#f2c230;stroke-width:2.5"/>'
        for i, v in enumerate(roll)
        if v == 3
    )
    return (
        f'<figure class="rules-pic"><svg viewBox="0 0 290 190" role="img" '
        f'aria-label="{attr(_("The preparation table"))}">'
        f"{_box(4, 4, 282, 182, '#1f3a2c', '#5b3d24')}"
        f'<text x="14" y="18" {LABEL}>{escape(_("the roll"))}</text>'
        f'<text x="206" y="32" {LABEL}>{escape(_("6s: aside"))}</text>'
        f"{dice}{ring}{sixes}"
        f'<path d="M60 92 V112" {ARROW}/><path d="M54 106 L60 113 L66 106" {ARROW}/>'
        f"{chosen}{rows}</svg><figcaption>"
        + escape(
            _(
                "Every 6 goes aside at once. Here the player chooses 3: all three 3s are set "
                "aside in their row and the other dice are rolled again. A number can be "
                "chosen only once per turn."
            )
        )
        + "</figcaption></figure>"
    )


def potion_picture(tr: Translator) -> str:
    """A potion being filled: its recipe 1 1 1 2 2, dice placed, the last 1 going in; once
    finished, a full bottle; once used, an empty one."""
    _ = tr
    colour = TYPE_COLOURS["reroll"]
    slots = [(1, True), (1, True), (1, False), (2, True), (2, True)]
    dice = "".join(
        _die(v, 22 + i * 30, 44, 26, ghost=not placed) for i, (v, placed) in enumerate(slots)
    )
    card = (
        '<rect x="12" y="12" width="170" height="98" rx="10" '
        f'style="fill:#2a1b44;stroke:{colour};stroke-width:3"/>'
        f'<g transform="translate(20,18)" style="color:{colour}">'
        f"{type_icon('reroll', 18)}</g>"
        f'<text x="44" y="32" style="fill:#f3ecff;font:700 13px system-ui,sans-serif">'
        f"{escape(tr.render(TYPES[0].name))}</text>"
        '<circle cx="164" cy="28" r="11" style="fill:#f2c230"/>'
        '<text x="164" y="32.5" text-anchor="middle" '
        'style="fill:#1d1230;font:800 12px system-ui,sans-serif">4</text>'
        f"{dice}"
        f'<text x="22" y="96" {LABEL}>{escape(_("recipe: three 1s, two 2s"))}</text>'
    )
    incoming = _die(1, 84, 130, 26)
    return (
        f'<figure class="rules-pic"><svg viewBox="0 0 300 170" role="img" '
        f'aria-label="{attr(_("A potion being filled"))}">{card}{incoming}'
        f'<path d="M97 128 V76" {ARROW}/><path d="M91 83 L97 75 L103 83" {ARROW}/>'
        f'<path d="M190 60 H214" {ARROW}/><path d="M208 54 L215 60 L208 66" {ARROW}/>'
        f'<g transform="translate(220,30)">{bottle_svg("reroll", True, 34)}</g>'
        f'<g transform="translate(258,30)">{bottle_svg("reroll", False, 34)}</g>'
        f'<text x="220" y="82" {LABEL}>{escape(_("full"))}</text>'
        f'<text x="258" y="82" {LABEL}>{escape(_("used"))}</text>'
        "</svg><figcaption>"
        + escape(
            _(
                "This potion needs three 1s and two 2s: the last 1 finishes it. A finished "
                "potion is a full bottle: its power can be used once, then the bottle is empty. "
                "It scores its points either way."
            )
        )
        + "</figcaption></figure>"
    )


def rules(tr: Translator) -> str:
    """The rules panel."""
    _ = tr
    # a colon after a term in bold: French puts a no-break space before it
    colon = escape(tr.render(Msg(": ", context="label separator")))
    types = "".join(
        f"<li>{type_icon(t.id)} <strong>{escape(tr.render(t.name))}</strong> "
        f"<em>({escape(tr.render(t.when))})</em>{colon}{escape(tr.render(t.power))}</li>"
        for t in TYPES
    )
    start = [
        _(
            "Brew potions with your 15 dice. Each potion card asks for dice of given numbers: "
            "fill it and it is yours. After 9 rounds the most points win: the points of your "
            "finished potions, 4 per award, minus 2 per Little Help."
        ),
        _(
            "Before the game, everybody takes 2 starting potions (marked ★) in a snake draft. "
            "They sit on the two potion spaces of your work table, beside the reserve, which "
            "keeps up to 3 dice for later turns."
        ),
        _(
            "Your turn begins at the preparation table. Every die lying on it is free; you may "
            "add dice from your reserve and take dice back from your potions. Roll the free "
            "dice. Then choose a number the roll shows and that you have not set aside yet "
            "this turn: all its dice are set aside, the rest is rolled again, and so on until "
            "no new number shows."
        ),
    ]
    work = [
        _(
            "At the work table, the dice set aside and your reserve are your ingredients: put "
            "them on your potions. Once per round a Little Help turns a die the rolling left "
            "over (never a 6) to any number and puts it on a potion, for 2 points less."
        ),
        _(
            "When you end the work, up to 3 leftover dice stay in your reserve; the others go "
            "back to the preparation table. An empty potion space takes a potion from the "
            "market, which is refilled to 4 at once."
        ),
        _(
            "Awards, 4 points each: 3 finished potions of one type (once per type), and 6 "
            "different types (once)."
        ),
    ]
    return (
        "".join(f"<p>{escape(p)}</p>" for p in start)
        + prep_picture(tr)
        + "".join(f"<p>{escape(p)}</p>" for p in work)
        + potion_picture(tr)
        + f"<h3>{escape(_('The potions and their powers'))}</h3>"
        + f'<ul class="types">{types}</ul>'
    )


def sounds(events: Sequence[Mapping[str, Any]]) -> list[str]:
    """Rolls, placed dice, finished potions, awards, cards taken, powers, the end."""
    names = {
        "roll": "roll",
        "reroll": "roll",
        "place": "pick",
        "help": "pick",
        "finish": "complete",
        "award": "token",
        "take": "card",
        "draft": "card",
        "use": "spell",
        "over": "end",
    }
    out = [names[str(e.get("type"))] for e in events if str(e.get("type")) in names]
    return list(dict.fromkeys(out))
