"""Each player's place at the table (cauldron, spells, Recipe cards), the draw pile, the
scoring overview card, and the cauldron opened by Perluceo.

A cauldron shows only its top card and its size: remembering what lies beneath is the
game. The Recipe cards shown are only the viewing seat's own (``view.state.recipes``).
"""

from __future__ import annotations

from potions.core.i18n import Translator
from potions.glastonbury.components import SPELL_NAMES, goes_in_cauldron
from web.games.glastonbury.cards import (
    back,
    card_html,
    colour_name,
    colour_word,
    icon,
    recipe_html,
    symbol,
)
from web.games.glastonbury.choices import Choices
from web.games.protocol import Board, seat_tag
from web.shell.markup import attr, escape, name


def _vanished(b: Board) -> set[int]:
    """Seats whose top card a Vanesco took away in the last action."""
    out: set[int] = set()
    for e in b.events:
        if e.get("type") == "vanesco":
            out.update(int(v) for v, _card in e.get("removed", []))
    return out


def _took(b: Board) -> set[int]:
    """Seats whose cauldron got a new card in the last action."""
    return {
        int(e["seat"])
        for e in b.events
        if e.get("type") == "take" and goes_in_cauldron(int(e.get("card", -1)))
    }


def cauldron(b: Board, seat: int, ch: Choices) -> str:
    """A cauldron: the Cauldron card under a pile whose top card only is visible."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    p = state["players"][seat]
    size = p["size"]
    mine = seat == state["current"] and seat == b.seat
    hook = ch.cauldron if mine else ""
    depth = min(size, 14)
    classes = ["cauldron", f"col-{p['colour']}"]
    if seat in _vanished(b):
        classes.append("vanished")
    if seat in _took(b):
        classes.append("grew")
    if state["peek"] is not None and mine:
        classes.append("open")
    if size and p["top"] is not None:
        top = card_html(tr, p["top"], "top")
    else:
        top = (
            f'<div class="card cauldron-card col-{p["colour"]}" role="img" '
            f'aria-label="{attr(_("Cauldron card: move 2"))}">'
            f'<span class="val">2</span>{symbol(p["colour"])}'
            f'<span class="nm">{escape(_("Cauldron"))}</span></div>'
        )
    count = escape(_.n("{n} card", "{n} cards", size))
    label = _.n(
        "Cauldron of {name}: {n} card",
        "Cauldron of {name}: {n} cards",
        size,
        name=p["name"],
    )
    body = f'<div class="pile" style="--depth:{depth}">{top}</div><span class="size">{count}</span>'
    if hook:
        words = {"close": _("close your cauldron"), "keep": _("keep the card")}[hook]
        label = _("{cauldron}: {what}", cauldron=label, what=words)
        cls = " ".join([*classes, "clickable"]) + (" hint" if b.hint == hook else "")
        # a <div> as when it is not clickable: see square.py
        return (
            f'<div class="{cls}" id="cauldron-{seat}" data-action="{hook}" role="button" '
            f'tabindex="0" aria-label="{attr(label)}">{body}</div>'
        )
    return (
        f'<div class="{" ".join(classes)}" id="cauldron-{seat}" role="group" '
        f'aria-label="{attr(label)}">{body}</div>'
    )


def spells(b: Board, seat: int, ch: Choices) -> str:
    """Accio and Declinatio cards in front of the player (uses left), spells spent."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    p = state["players"][seat]
    mine = seat == state["current"] and seat == b.seat
    out = []
    for kind, uses_list in (("accio", p["accio"]), ("declinatio", p["declinatio"])):
        for uses in sorted(uses_list):
            spell = tr.render(SPELL_NAMES[kind])
            text = _.n("{spell}: {n} use left", "{spell}: {n} uses left", uses, spell=spell)
            pips = "".join('<i class="pip"></i>' for _i in range(uses))
            inner = (
                f"{icon(kind)}<span class='nm'>{escape(spell)}</span>"
                f'<span class="uses">{escape(_("{n}×", n=uses))}</span>'
                f'<span class="pips">{pips}</span>'
            )
            hook = ""
            cls = f"card spell {kind} held"
            if mine and kind == "accio" and ch.accio_spell:
                hook = f'data-select="{ch.accio_spell}"'
                if ch.accio_spell == "cancel":
                    cls += " armed"
                    text = _("{spell}: cancel", spell=text)
                else:
                    text = _("{spell}: cast it", spell=text)
            elif mine and kind == "declinatio" and ch.declinatio:
                hook = f'data-action="{ch.declinatio}"'
                text = _("{spell}: cast it", spell=text)
                if b.hint == "declinatio":
                    cls += " hint"
            if hook:
                out.append(
                    f'<button type="button" class="{cls} clickable" {hook} '
                    f'aria-label="{attr(text)}" title="{attr(text)}">{inner}</button>'
                )
            else:
                out.append(
                    f'<div class="{cls}" role="img" aria-label="{attr(text)}" '
                    f'title="{attr(text)}">{inner}</div>'
                )
    if p["spent"]:
        out.append(spent(tr, p["spent"]))
    if not out:
        return f'<div class="spells none">{escape(_("No spells"))}</div>'
    return f'<div class="spells">{"".join(out)}</div>'


def spent(tr: Translator, used: list[str]) -> str:
    """The spell cards a player used up, each by its picture and name (several of one
    counted), under the words that say they are used."""
    _ = tr
    counts: dict[str, int] = {}
    for s in used:
        counts[s] = counts.get(s, 0) + 1
    names = tr.join([tr.render(SPELL_NAMES[s]) for s in counts])
    text = _.n(
        "{n} spell card used up: {names}",
        "{n} spell cards used up: {names}",
        len(used),
        names=names,
    )
    chips = "".join(
        f'<li class="{kind}">{icon(kind)}<span class="nm">{escape(tr.render(SPELL_NAMES[kind]))}'
        f"</span>{_times(n)}</li>"
        for kind, n in counts.items()
    )
    return (
        f'<div class="spent" aria-label="{attr(text)}"><span class="spent-head">'
        f"{escape(_('Used up'))}</span><ul>{chips}</ul></div>"
    )


def _times(n: int) -> str:
    return f' <span class="count">×{n}</span>' if n > 1 else ""


def recipes(b: Board, seat: int) -> str:
    """The viewing seat's own Recipe cards; the others' only as backs."""
    _ = b.tr
    state = b.view["state"]
    p = state["players"][seat]
    if not p["recipes"]:
        return ""
    if seat == b.seat and state["recipes"] is not None:
        cards = "".join(recipe_html(b.tr, r) for r in state["recipes"])
        return (
            f'<div class="recipes mine" aria-label="{attr(_("Your Recipe cards"))}">{cards}</div>'
        )
    every = state.get("recipes_of")  # (a finished game's replay: everything at once)
    if every is not None:
        cards = "".join(recipe_html(b.tr, r) for r in every[seat])
        label = _("Recipe cards of {name}", name=p["name"])
        return f'<div class="recipes mine" aria-label="{attr(label)}">{cards}</div>'

    text = _.n("{n} secret Recipe card", "{n} secret Recipe cards", p["recipes"])
    backs = "".join(back("recipe-back") for _i in range(p["recipes"]))
    return (
        f'<div class="recipes hidden" role="img" aria-label="{attr(text)}" '
        f'title="{attr(text)}">{backs}</div>'
    )


def desk(b: Board, seat: int, ch: Choices) -> str:
    """One player's place: name and pawn colour, cauldron, spells, Recipe cards."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    p = state["players"][seat]
    over = state["phase"] == "over"
    active = state["current"] == seat and not over
    tag = seat_tag(tr, b.seats[seat] if seat < len(b.seats) else "human")
    cpu = f' <span class="cpu">{escape(tag)}</span>' if tag else ""
    you = f' <span class="you">{escape(_("you"))}</span>' if seat == b.seat else ""
    colour = (
        f'<span class="pawn-colour" title="{attr(colour_word(tr, p["colour"]))}">'
        f"{symbol(p['colour'], cls='sym pawn-sym')}"
        f"{escape(colour_name(tr, p['colour']))}</span>"
    )
    classes = ["desk", f"col-{p['colour']}"]
    if active:
        classes.append("active")
    if seat == b.seat:
        classes.append("me")
    return (
        f'<section class="{" ".join(classes)}" data-seat="{seat}" '
        f'aria-label="{attr(_("Place of {name}", name=p["name"]))}">'
        f'<header class="desk-head"><span class="who">{"▶ " if active else ""}'
        f"{name(p['name'])}</span>{you}{cpu}{colour}</header>"
        f'<div class="desk-body">{cauldron(b, seat, ch)}{spells(b, seat, ch)}'
        f"{recipes(b, seat)}</div>{opened(b, seat)}</section>"
    )


def opened(b: Board, seat: int) -> str:
    """A cauldron's every card, bottom to top, in a finished game's replay that shows
    everything at once (nothing otherwise: remembering them is the game)."""
    tr = b.tr
    every = b.view["state"].get("cauldrons")
    if every is None or not every[seat]:
        return ""
    cards = every[seat]
    items = "".join(
        f"<li>{card_html(tr, c, 'top' if i == len(cards) - 1 else '')}</li>"
        for i, c in enumerate(cards)
    )
    label = tr("Cauldron of {name}, bottom to top", name=b.view["state"]["players"][seat]["name"])
    return f'<ol class="peek-cards opened" aria-label="{attr(label)}">{items}</ol>'


def table_info(b: Board) -> str:
    """The draw pile, cards out of the game, the colour left in the box."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    pile = state["pile"]
    text = _.n("Draw pile: {n} card", "Draw pile: {n} cards", pile)
    if pile:
        stack = f'<div class="pile" style="--depth:{min(pile, 14)}">{back()}</div>'
    else:
        stack = f'<div class="card empty-pile">{escape(_("empty"))}</div>'
    parts = [
        f'<div class="draw-pile" role="img" aria-label="{attr(text)}">{stack}'
        f'<span class="size">{escape(text)}</span></div>'
    ]
    notes = []
    if state["out"]:
        notes.append(_.n("{n} card out of the game", "{n} cards out of the game", state["out"]))
    if state["removed"]:
        notes.append(
            _(
                "Two players: the {colour} cards stay in the box.",
                colour=colour_word(tr, state["removed"]),
            )
        )
    if notes:
        parts.append(
            '<ul class="notes">' + "".join(f"<li>{escape(n)}</li>" for n in notes) + "</ul>"
        )
    return f'<div class="table-info">{"".join(parts)}</div>'


def overview(tr: Translator) -> str:
    """The scoring overview card each player has in the box."""
    _ = tr
    rows = [
        ("1", _("minus its number")),
        ("2", _("0 points")),
        ("3", _("plus their numbers")),
        ("4", _("plus their numbers, +5")),
    ]
    lines = "".join(
        f'<li><span class="n">{escape(_.n("{n} card", "{n} cards", int(n)))}</span> '
        f"{escape(text)}</li>"
        for n, text in rows
    )
    return (
        f'<section class="overview"><h3>{escape(_("Scoring, per ingredient"))}</h3>'
        f"<ul>{lines}</ul>"
        f"<p>{escape(_('Your pawn colour counts double (not the +5).'))}</p>"
        f"<p>{escape(_('Immuto joins one ingredient of your choice, worth 0.'))}</p>"
        "</section>"
    )


def peek_panel(b: Board) -> str:
    """Perluceo: the seat's whole cauldron, bottom to top, until it closes it."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    cards = state["peek"]
    if cards is None:
        return ""
    items = "".join(
        f"<li>{card_html(tr, c, 'top' if i == len(cards) - 1 else '')}</li>"
        for i, c in enumerate(cards)
    )
    empty = f"<p>{escape(_('Your cauldron is empty.'))}</p>" if not cards else ""
    return (
        f'<section id="peek" aria-label="{attr(_("Your cauldron, opened"))}">'
        f"<h2>{escape(_('Perluceo: your cauldron, bottom to top'))}</h2>{empty}"
        f'<ol class="peek-cards">{items}</ol></section>'
    )
