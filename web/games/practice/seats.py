"""Each player's place (score, cards in hand, composed formulas and what they are made of)
and the hand of the seat at the device, every card showing both halves.

Only the viewing seat's own hand is drawn face up (``view.state.players[seat].hand``); the
other hands are backs, except the cards every seat knows (taken from the Desk with
Eureka!, ``known``).
"""

from __future__ import annotations

from typing import Any

from potions.core.i18n import Translator
from potions.practice.cards import CARDS
from web.games.practice.art import badge
from web.games.practice.cards import (
    SPELL_TEXT,
    back,
    clickable,
    describe,
    element_half,
    element_name,
    face,
    formula_half,
    title,
)
from web.games.practice.choices import Choices
from web.games.practice.desk import table_card
from web.games.practice.marks import Marks
from web.games.practice.world import World
from web.games.protocol import Board, seat_tag
from web.shell.markup import attr, escape, name


def made_of_parts(tr: Translator, formula: dict[str, Any]) -> list[tuple[str, str]]:
    """Each card under a composed formula as what it was used for: an element (the need it
    filled: its symbol and name) or a composed formula (a flask and its name)."""
    needs = CARDS[formula["card"]].needs
    out = []
    for i, u in enumerate(formula["under"]):
        need = needs[i] if i < len(needs) else None
        if need is not None and need.key == "element":
            out.append((badge(need.what, "tiny"), element_name(tr, need.what)))
        else:
            out.append(('<span class="mini-flask" aria-hidden="true"></span>', title(tr, u)))
    return out


def made_of(b: Board, ch: Choices, marks: Marks, formula: dict[str, Any]) -> str:
    """The cards face down under a composed formula, each named as what it was used for:
    an element (the need it filled) or a composed formula."""
    tr = b.tr
    _ = tr
    under = formula["under"]
    if not under:
        return ""
    chosen = set(b.view["state"]["turn"]["chosen"])
    items = []
    for u, (icon, text) in zip(under, made_of_parts(tr, formula), strict=True):
        action = ch.picks.get(u, "")
        cls = "under" + marks.of_card(u) + (" chosen" if u in chosen else "")
        if action:
            label = _("{card}: keep it as a composed formula", card=title(tr, u))
            items.append(
                f'<li class="{cls} pick{marks.of_action(action)}" id="c{u}" data-card="{u}"'
                f"{clickable(label, action=action)}>{icon}<span>{escape(text)}</span></li>"
            )
        else:
            items.append(
                f'<li class="{cls}" id="c{u}" data-card="{u}" title="{attr(describe(tr, u))}">'
                f"{icon}<span>{escape(text)}</span></li>"
            )
    label = escape(_("made of"))
    return f'<div class="made-of"><span class="label">{label}</span><ul>{"".join(items)}</ul></div>'


def formulas(b: Board, ch: Choices, marks: Marks, seat: int) -> str:
    """A player's composed formulas, in the order they were made."""
    _ = b.tr
    p = b.view["state"]["players"][seat]
    if not p["formulas"]:
        return f'<p class="none">{escape(_("No formula yet"))}</p>'
    chosen = set(b.view["state"]["turn"]["chosen"])
    items = []
    for f in p["formulas"]:
        card = f["card"]
        cls = "composed-card" + (" chosen" if card in chosen else "")
        items.append(
            f'<li class="composed">{table_card(b, ch, marks, card, cls)}'
            f"{made_of(b, ch, marks, f)}</li>"
        )
    return f'<ul class="formulas">{"".join(items)}</ul>'


def held(b: Board, marks: Marks, seat: int) -> str:
    """How many cards a player holds: backs, and the known ones face up (every one in a
    finished game's replay that shows everything at once)."""
    tr = b.tr
    _ = tr
    p = b.view["state"]["players"][seat]
    n = int(p["hand_size"])
    opened = seat != b.seat and p["hand"] is not None
    known = list(p["hand"]) if opened else [c for c in p["known"] if seat != b.seat]
    text = _.n("{n} card in hand", "{n} cards in hand", n)
    hidden = 0 if seat == b.seat else max(0, n - len(known))
    backs = "".join(back("small") for _i in range(hidden))
    faces = "".join(face(tr, c, cls="known mini" + marks.of_card(c), full=False) for c in known)
    note = ""
    if known and not opened:
        note = f'<span class="known-note">{escape(_("known to all (taken with Eureka!)"))}</span>'
    return (
        f'<div class="held" aria-label="{attr(text)}"><span class="cards">{backs}{faces}</span>'
        f'<span class="count">{escape(text)}</span>{note}</div>'
    )


def seat_panel(b: Board, ch: Choices, marks: Marks, seat: int) -> str:
    """One player's place at the table."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    p = state["players"][seat]
    active = state["phase"] != "over" and state["current"] == seat
    tag = seat_tag(tr, b.seats[seat] if seat < len(b.seats) else "human")
    tags = ""
    if seat == b.seat:
        tags += f' <span class="you">{escape(_("you"))}</span>'
    if tag:
        tags += f' <span class="cpu">{escape(tag)}</span>'
    gain = marks.gains.get(seat, 0)
    gain_html = f'<span class="gain">+{gain}</span>' if gain else ""
    points = escape(_.n("{n} point", "{n} points", p["points"]))
    classes = ["seat"] + (["active"] if active else []) + (["me"] if seat == b.seat else [])
    return (
        f'<section class="{" ".join(classes)}" data-seat="{seat}" '
        f'aria-label="{attr(_("Place of {name}", name=p["name"]))}">'
        f'<header class="seat-head"><span class="who">{"▶ " if active else ""}'
        f"{name(p['name'])}</span>{tags}"
        f'<span class="score" data-score="{p["points"]}">{points}{gain_html}</span></header>'
        f"{held(b, marks, seat)}{formulas(b, ch, marks, seat)}</section>"
    )


def _formula_top(b: Board, ch: Choices, marks: Marks, world: World, card: int) -> str:
    """The upper half of a card of the hand: a button that composes its formula or casts
    its spell when the engine allows it, else the formula and why it cannot be played."""
    tr = b.tr
    _ = tr
    c = CARDS[card]
    ways = ch.hand.get(card, {})
    if "formula" in ways:
        action = ways["formula"]
        label = _.n(
            "Compose {card}: {n} point",
            "Compose {card}: {n} points",
            c.points,
            card=c.title,
        )
        preview = " ".join(f"c{p}" for p in world.parts(card))
        text = _("{card} can be composed now: its components are outlined.", card=c.title)
        return _act_half(
            "formula", action, label, _("Compose"), formula_half(tr, card), marks, preview, text
        )
    if "spell" in ways:
        action = ways["spell"]
        label = _("Cast {card}", card=c.title)
        text = tr.render(SPELL_TEXT[c.spell]) if c.spell else label
        return _act_half(
            "formula", action, label, _("Cast"), formula_half(tr, card), marks, "", text
        )
    if c.spell is not None:
        why = _("Nothing for this spell to act on now")
    else:
        lacking = world.lacking(card)
        if lacking:
            why = _("Missing: {parts}", parts=tr.join([tr.render(m) for m in lacking]))
        else:
            why = _("The table lacks some components at once")
    return (
        f'<div class="half formula" title="{attr(why)}">{formula_half(tr, card)}'
        f'<span class="why">{escape(why)}</span></div>'
    )


def _element_bottom(b: Board, ch: Choices, marks: Marks, world: World, card: int) -> str:
    """The lower half of a card of the hand: a button that plays it as an element, with
    the points the engine gives for it now."""
    tr = b.tr
    _ = tr
    c = CARDS[card]
    action = ch.hand[card]["element"]
    n = world.element_points(card)
    label = _.n(
        "Play {card} as an element: +{n} point",
        "Play {card} as an element: +{n} points",
        n,
        card=c.title,
    )
    short = _("As element: +{n}", n=n)
    preview = " ".join(f"pile-{e}" for e in c.elements if not c.supreme)
    return _act_half("element", action, label, short, element_half(tr, card), marks, preview, label)


def _act_half(
    half: str,
    action: str,
    label: str,
    short: str,
    inner: str,
    marks: Marks,
    preview: str,
    text: str,
) -> str:
    """A half of a card of the hand that plays it one way: hovered (or tapped once on a
    touch screen) it says what it does and outlines what it takes."""
    hook = f' data-preview="{attr(preview)}" data-preview-text="{attr(text)}"'
    return (
        f'<div class="half {half} act{marks.of_action(action)}"{clickable(label, action=action)}'
        f'{hook}>{inner}<span class="act-label">{escape(short)}</span></div>'
    )


def hand_card(b: Board, ch: Choices, marks: Marks, world: World, card: int) -> str:
    """A card of the viewing seat's hand, both halves: on the player's turn each half that
    can be played is a button (its formula above, its element below)."""
    tr = b.tr
    _ = tr
    extra = marks.of_card(card)
    if card not in ch.hand:
        return face(tr, card, cls="hand-card" + extra, attrs=f' title="{attr(describe(tr, card))}"')
    ribbon = ""
    if "formula" in ch.hand[card]:
        extra += " ready"
        ribbon = f'<span class="ready-tag">{escape(_("Ready to compose"))}</span>'
    top = _formula_top(b, ch, marks, world, card)
    bottom = _element_bottom(b, ch, marks, world, card)
    return face(tr, card, cls="hand-card playable" + extra, top=top, bottom=bottom, ribbon=ribbon)


def hand(b: Board, ch: Choices, marks: Marks, world: World) -> str:
    """The viewing seat's hand (nothing for a spectator)."""
    tr = b.tr
    _ = tr
    seat = b.seat
    if seat is None:
        return ""
    cards = b.view["state"]["players"][seat]["hand"] or []
    items = "".join(f"<li>{hand_card(b, ch, marks, world, c)}</li>" for c in cards)
    if not items:
        items = f'<li class="none">{escape(_("No cards in your hand"))}</li>'
    head = _.html("Your hand, {name}", name=b.names[seat])
    return (
        f'<section id="hand" aria-label="{attr(_("Your hand"))}"><h2>{head}</h2>'
        f'<ul class="hand-cards">{items}</ul></section>'
    )
