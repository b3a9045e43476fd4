"""Potion tiles wherever they lie (offer, stacks, burners, completed potions): name, points,
what the potion does in a few words, and a button that opens the full text."""

from __future__ import annotations

from collections import Counter

from potions.core.i18n import Translator
from potions.explosion.components import COLOURS, KIND_BY_ID, TILES
from web.games.explosion.marbles import colour_name, hole_icon, kind_name, marble_icon
from web.games.protocol import Board
from web.shell.markup import attr, escape


def short_effect(tr: Translator, kind: str) -> str:
    """What drinking a potion of ``kind`` does, in a few plain words."""
    _ = tr
    return {
        "sands": _("Use a potion you drank again"),
        "magnetic": _("Take 2 touching marbles of different colours"),
        "wisdom": _("Take any 1 marble"),
        "balm": _("Take 2 or more touching marbles of one colour"),
        "prismatic": _("Put up to 3 pool marbles on holes of any colour"),
        "love": _("Steal the pool of an opponent"),
        "abyssal": _("Take bottom marbles, each of another colour"),
        "filter": _("Throw back up to 5 marbles of one colour"),
    }[kind]


def points_badge(tr: Translator, points: int) -> str:
    label = tr.n("{n} point", "{n} points", points)
    return f'<span class="points" title="{attr(label)}" aria-label="{attr(label)}">{points}</span>'


def info_button(tr: Translator, tile_id: int, where: str) -> str:
    """The tile's name as a button: it opens the full text of its effect."""
    _ = tr
    tile = TILES[tile_id]
    name = kind_name(tr, tile.kind)
    label = _("{potion}, {points} points: what it does", potion=name, points=tile.points)
    return (
        f'<button type="button" class="tile-name" id="info-{where}" '
        f'data-select="info {tile_id}" aria-label="{attr(label)}">'
        f'{escape(name)}<span class="i" aria-hidden="true">i</span></button>'
    )


def tile_card(
    tr: Translator,
    tile_id: int,
    where: str,
    holes: list[str | None] | None = None,
    *,
    action: str = "",
    action_label: str = "",
    extra: str = "",
    cls: str = "",
    attrs: str = "",
    button_cls: str = "",
) -> str:
    """A potion tile: its name (a button that opens its full text), points, what it does in
    a few words, its holes (filled or empty), then ``extra`` markup and, when ``action`` is
    given, a button that plays it. ``where`` makes the ids unique on the page."""
    tile = TILES[tile_id]
    effect = tr.render(KIND_BY_ID[tile.kind].effect)
    dots = []
    for i, colour in enumerate(tile.holes):
        filled = holes[i] if holes is not None else None
        if filled:
            dots.append(marble_icon(filled, f'data-hole="{colour}"', r=10))
        else:
            dots.append(hole_icon(colour))
    button = ""
    if action:
        label = tr(
            "{action}: {potion}, {points} points",
            action=action_label,
            potion=kind_name(tr, tile.kind),
            points=tile.points,
        )
        button = (
            f'<button type="button" class="primary take{button_cls}" '
            f'data-action="{attr(action)}" aria-label="{attr(label)}">'
            f"{escape(action_label)}</button>"
        )
    return (
        f'<div class="tile k-{tile.kind} {cls.strip()}" data-tile="{tile_id}" '
        f'title="{attr(effect)}" '
        f'{attrs}><div class="tile-head">{info_button(tr, tile_id, where)}'
        f"{points_badge(tr, tile.points)}</div>"
        f'<div class="effect">{escape(short_effect(tr, tile.kind))}</div>'
        f'<div class="holes">{"".join(dots)}</div>{extra}{button}</div>'
    )


def info_panel(b: Board) -> str:
    """The full text of the tile whose name was clicked (``ui["info"]``), over the board."""
    _ = b.tr
    tile_id = b.ui.get("info")
    if not isinstance(tile_id, int) or not 0 <= tile_id < len(TILES):
        return ""
    tile = TILES[tile_id]
    counts = Counter(tile.holes)
    need = b.tr.join(
        [_("{n} {colour}", n=counts[c], colour=colour_name(b.tr, c)) for c in COLOURS if counts[c]]
    )
    icons = "".join(hole_icon(c) for c in tile.holes)
    notes = [
        _("To complete it, fill its holes: {marbles}.", marbles=need),
        _.n(
            "Completed, it scores {n} point. Drink it once, on any of your turns, for its "
            "effect: it still scores.",
            "Completed, it scores {n} points. Drink it once, on any of your turns, for its "
            "effect: it still scores.",
            tile.points,
        ),
    ]
    if tile.kind == "prismatic":
        notes.append(_("It places 3 marbles at most: as many as a pool may keep."))
    paragraphs = "".join(f"<p>{escape(n)}</p>" for n in notes)
    name = kind_name(b.tr, tile.kind)
    return (
        f'<section id="tile-info" class="k-{tile.kind}" role="dialog" '
        f'aria-labelledby="tile-info-title">'
        f'<div class="info-head"><h2 id="tile-info-title">{escape(name)}</h2>'
        f"{points_badge(b.tr, tile.points)}</div>"
        f'<p class="full">{escape(b.tr.render(KIND_BY_ID[tile.kind].effect))}</p>'
        f'<div class="holes">{icons}</div>{paragraphs}'
        f'<button type="button" class="primary" data-select="info-close" id="info-close">'
        f"{escape(_('Close'))}</button></section>"
    )
