"""All 76 cards in one panel: each with both halves, its points and components, where it
is now (as far as the viewing seat can know), whether the table could give it now, and
what it goes into. Grouped by element, or filtered (composable now, your hand, a kind).

Where a card is comes from the view alone: a card the seat cannot place is "not seen yet"
whether it lies in the deck or in another hand.
"""

from __future__ import annotations

from typing import Any

from potions.core.i18n import Translator
from potions.practice.cards import CARDS, ELEMENTS, KIND_NAMES
from web.games.practice.art import badge
from web.games.practice.cards import element_name, face, title
from web.games.practice.world import World
from web.games.protocol import Board
from web.shell.markup import attr, button, escape

KINDS = (
    "simple_elixir",
    "complex_elixir",
    "powder",
    "great_elixir",
    "talisman",
    "creature",
    "supreme_elixir",
    "supreme_talisman",
    "spell",
)
FILTERS = ("all", "ready", "hand", *KINDS)


def where(b: Board) -> dict[int, str]:
    """Where each card the seat can place lies, in words (the others: not seen yet)."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    names = b.names
    out: dict[int, str] = {}
    for pile in state["piles"].values():
        for i, c in enumerate(pile):
            out[c] = _("On the Desk, on top") if i == len(pile) - 1 else _("On the Desk, beneath")
    for c in state["apart"]:
        out[c] = _("On the Desk, apart")
    for seat, p in enumerate(state["players"]):
        for c in p["hand"] or []:
            out[c] = _("In your hand")
        for c in p["known"]:
            if seat != b.seat:
                out[c] = _("In {name}'s hand (known to all)", name=names[seat])
        for f in p["formulas"]:
            out[f["card"]] = _("Composed by {name}", name=names[seat])
            for u in f["under"]:
                formula = title(tr, f["card"])
                out[u] = _("Under {name}'s {formula}", name=names[seat], formula=formula)
    turn = state["turn"]
    if turn["card"] is not None:
        out[turn["card"]] = _("Being played")
    for c in turn["returning"]:
        out[c] = _("Going back to the Desk")
    return out


def used_in(tr: Translator, card: int) -> list[str]:
    """The formulas a composed ``card`` can go into (by its name, or by its kind)."""
    c = CARDS[card]
    out: list[str] = []
    for other in CARDS:
        for n in other.needs:
            by_name = n.key == "formula" and n.what == c.name
            if by_name or (n.key == "kind" and n.what == c.kind):
                name = title(tr, other.id)
                if name not in out:
                    out.append(name)
    return out


def _chip(tr: Translator, key: str, current: str) -> str:
    _ = tr
    if key in KIND_NAMES:
        label = tr.render(KIND_NAMES[key])
    else:
        label = {"all": _("All, by element"), "ready": _("Composable now"), "hand": _("Your hand")}[
            key
        ]
    pressed = "true" if key == current else "false"
    return button(
        escape(label),
        select=f"glossary {key}",
        cls="chip" + (" current" if key == current else ""),
        extra=f'aria-pressed="{pressed}"',
    )


def entry(b: Board, card: int, places: dict[int, str], ready: set[int]) -> str:
    tr = b.tr
    _ = tr
    place = places.get(card, _("Not seen yet (in the deck or a hand)"))
    tags = f'<span class="where">{escape(place)}</span>'
    if card in ready:
        tags += f'<span class="can">{escape(_("The table offers it now"))}</span>'
    into = used_in(tr, card)
    if into:
        tags += f'<span class="into">{escape(_("Goes into: {names}", names=tr.join(into)))}</span>'
    return (
        f'<li class="gentry" data-gcard="{card}">{face(tr, card, ident=f"g{card}")}'
        f'<div class="gmeta">{tags}</div></li>'
    )


def glossary(b: Board, world: World) -> str:
    """The panel, when it is open (``ui["glossary"]`` is the filter)."""
    tr = b.tr
    _ = tr
    current = b.ui.get("glossary")
    if current not in FILTERS:
        return ""
    places = where(b)
    ready = {c.id for c in CARDS if c.needs and world.composable(c.id)}
    chips = "".join(
        _chip(tr, key, current) for key in FILTERS if key != "hand" or b.seat is not None
    )
    if current == "all":
        body = "".join(_group(b, e, places, ready) for e in ELEMENTS)
    else:
        cards = _filtered(b, current, ready)
        items = "".join(entry(b, c, places, ready) for c in cards)
        count = escape(_.n("{n} card", "{n} cards", len(cards)))
        empty = f'<p class="none">{escape(_("No card."))}</p>' if not cards else ""
        body = f'<p class="count">{count}</p>{empty}<ul class="gcards">{items}</ul>'
    return (
        f'<section id="glossary" role="dialog" aria-modal="true" '
        f'aria-label="{attr(_("The 76 cards"))}">'
        f'<header class="glossary-head"><h2>{escape(_("The 76 cards"))}</h2>'
        f"{button(escape(_('Close')), select='glossary-close', cls='primary', extra='data-close')}"
        "</header>"
        f'<div class="chips" role="group" aria-label="{attr(_("Show"))}">{chips}</div>'
        f'<div class="glossary-body">{body}</div></section>'
    )


def _filtered(b: Board, key: str, ready: set[int]) -> list[int]:
    if key == "ready":
        return sorted(ready)
    if key == "hand":
        seat = b.seat
        state: dict[str, Any] = b.view["state"]
        return sorted(state["players"][seat]["hand"] or []) if seat is not None else []
    return [c.id for c in CARDS if c.kind == key]


def _group(b: Board, element: str, places: dict[int, str], ready: set[int]) -> str:
    tr = b.tr
    _ = tr
    cards = [c.id for c in CARDS if c.element == element]
    items = "".join(entry(b, c, places, ready) for c in cards)
    count = escape(_.n("{n} card", "{n} cards", len(cards)))
    return (
        f'<section class="ggroup"><h3>{badge(element)} {escape(element_name(tr, element))} '
        f'<small>{count}</small></h3><ul class="gcards">{items}</ul></section>'
    )
