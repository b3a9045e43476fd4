"""The Desk of Elements (one pile per element: its top card readable, how many beneath; the
Supreme cards lying apart), the deck, and the returned cards waiting to be stacked."""

from __future__ import annotations

from potions.practice.cards import ELEMENTS
from web.games.practice.art import badge, el_style
from web.games.practice.cards import (
    back,
    clickable,
    describe,
    element_name,
    face,
    on_desk,
    soft,
)
from web.games.practice.choices import Choices
from web.games.practice.marks import Marks
from web.games.protocol import Board
from web.shell.markup import attr, escape


def table_card(b: Board, ch: Choices, marks: Marks, card: int, cls: str) -> str:
    """A card lying on the table, face up: clickable when it answers the question."""
    _ = b.tr
    action = ch.picks.get(card, "")
    extra = marks.of_card(card)
    if action:
        label = _("{card}: choose it", card=on_desk(b.tr, card))
        return face(
            b.tr,
            card,
            cls=f"{cls} pick{extra}{marks.of_action(action)}",
            full=False,
            attrs=clickable(label, action=action),
        )
    return face(
        b.tr,
        card,
        cls=cls + extra,
        full=False,
        attrs=f' title="{attr(describe(b.tr, card))}"',
    )


def pile(b: Board, ch: Choices, marks: Marks, element: str) -> str:
    """One element's pile: its top card and how many cards lie beneath, or an empty place."""
    tr = b.tr
    _ = tr
    cards = b.view["state"]["piles"][element]
    name = escape(soft(element_name(tr, element)))
    style = el_style(element)
    if not cards:
        label = _("{element}: no card on the Desk", element=element_name(tr, element))
        return (
            f'<li class="pile empty" id="pile-{element}" style="{style}" '
            f'aria-label="{attr(label)}">'
            f'<span class="slot">{badge(element)}<span class="ename">{name}</span></span></li>'
        )
    beneath = len(cards) - 1
    count = escape(_.n("+{n} beneath", "+{n} beneath", beneath)) if beneath else ""
    label = _.n(
        "{element}: {n} card, {card} on top",
        "{element}: {n} cards, {card} on top",
        len(cards),
        element=element_name(tr, element),
        card=on_desk(tr, cards[-1]),
    )
    depth = min(beneath, 4)
    return (
        f'<li class="pile" id="pile-{element}" style="{style};--depth:{depth}" '
        f'aria-label="{attr(label)}" data-pile="{element}">'
        f"{table_card(b, ch, marks, cards[-1], 'top')}"
        f'<span class="beneath">{count}</span></li>'
    )


def deck(b: Board) -> str:
    """The deck, face down, and how many cards it holds."""
    _ = b.tr
    n = int(b.view["state"]["deck"])
    if n:
        text = _.n("Deck: {n} card", "Deck: {n} cards", n)
        pile_html = f'<span class="deck-pile" style="--depth:{min(n // 8, 5)}">{back()}</span>'
    else:
        text = _("The deck is exhausted")
        pile_html = '<span class="deck-pile none"></span>'
    return (
        f'<div class="deck" role="img" aria-label="{attr(text)}">{pile_html}'
        f'<span class="count">{escape(text)}</span></div>'
    )


def desk(b: Board, ch: Choices, marks: Marks) -> str:
    """The Desk of Elements: 16 piles; beside them the deck and the Supreme cards apart."""
    _ = b.tr
    state = b.view["state"]
    piles = "".join(pile(b, ch, marks, e) for e in ELEMENTS)
    apart = ""
    if state["apart"]:
        cards = "".join(
            f'<li class="pile apart-card">{table_card(b, ch, marks, c, "top")}</li>'
            for c in state["apart"]
        )
        apart = (
            f'<div class="apart"><h3>{escape(_("Apart: each counts for its three elements"))}'
            f'</h3><ul class="apart-list">{cards}</ul></div>'
        )
    title = escape(_("Desk of Elements"))
    return (
        f'<section id="desk" aria-label="{attr(_("Desk of Elements"))}"><h2>{title}</h2>'
        f'<div class="desk-body"><ul class="piles">{piles}</ul>'
        f'<div class="desk-side">{deck(b)}{apart}</div></div></section>'
    )


def returning(b: Board, ch: Choices, marks: Marks) -> str:
    """Returned cards still to be put on their piles (the player chooses the order)."""
    _ = b.tr
    cards = b.view["state"]["turn"]["returning"]
    if not cards:
        return ""
    items = "".join(
        f"<li>{table_card(b, ch, marks, c, 'back-to-desk')}</li>" for c in sorted(cards)
    )
    return (
        f'<section id="returning" aria-label="{attr(_("Cards going back to the Desk"))}">'
        f"<h3>{escape(_('Going back to the Desk: the last one stacked ends on top'))}</h3>"
        f'<ul class="returning-list">{items}</ul></section>'
    )
