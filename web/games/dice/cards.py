"""Potion cards wherever they lie (the draft, the market, the potion spaces) and finished
potions (a full or an empty bottle): type, recipe as dice faces, points, dice placed."""

from __future__ import annotations

from typing import Any

from potions.core.i18n import Translator
from potions.dice.cards import CARDS, TYPE_BY_ID
from potions.dice.cards import card_name as engine_card_name
from potions.dice.cards import potion_name as engine_potion_name
from web.games.dice.choices import Choices, Click
from web.games.dice.faces import bottle_svg, die, type_icon
from web.shell.markup import attr, dice_html, escape


def potion_name(tr: Translator, card: int) -> str:
    """``Reroll``, ``Virtual Die ⚂``: a card's name (plain text)."""
    return tr.render(engine_potion_name(card))


def card_label(tr: Translator, card: int) -> str:
    """``Reroll ⚀⚀⚁ (4 points)``: a card as the log names it (plain text)."""
    return tr.render(engine_card_name(card))


def power_text(tr: Translator, card: int) -> str:
    return tr.render(TYPE_BY_ID[CARDS[card].type].power)


def when_text(tr: Translator, card: int) -> str:
    return tr.render(TYPE_BY_ID[CARDS[card].type].when)


def clickable(click: Click | None, label: str) -> str:
    """Attributes that make a block (a card, a bottle) a button, or nothing."""
    if click is None:
        return ""
    return f' role="button" tabindex="0" {click[0]}="{attr(click[1])}" aria-label="{attr(label)}"'


def points_badge(tr: Translator, points: int) -> str:
    label = tr.n("{n} point", "{n} points", points)
    return f'<span class="pts" title="{attr(label)}" aria-label="{attr(label)}">{points}</span>'


def recipe(
    tr: Translator,
    card: int,
    space: dict[str, Any] | None,
    where: str,
    clicks: dict[str, Click],
    marks: dict[str, str],
) -> str:
    """The dice a card needs, one group per number: the dice placed on it (real, then
    virtual), then the outlines of those still missing. ``where`` is ``S:P`` for a potion
    on seat S's space P (its dice and empty places may be clickable, keys ``pd:S:P:V`` and
    ``slot:S:P:V``), "" for a card off the work tables."""
    _ = tr
    c = CARDS[card]
    dice = space["dice"] if space else []
    virtual = space["virtual"] if space else []
    groups = []
    for v in sorted(set(c.recipe)):
        need = c.need(v)
        real = dice.count(v)
        virt = virtual.count(v)
        out = []
        pd_key = f"pd:{where}:{v}"
        slot_key = f"slot:{where}:{v}" if where else ""
        for _i in range(real):
            click = clicks.get(pd_key) if where else None
            label = _("a {value} on the potion", value=v)
            if click is not None:
                label = _("take this {value}", value=v)
            out.append(die(v, label, cls="placed" + marks.get(pd_key, ""), click=click))
        for _i in range(virt):
            out.append(die(v, _("a virtual {value}", value=v), cls="virtual"))
        for _i in range(need - real - virt):
            click = clicks.get(slot_key) if slot_key else None
            label = _("an empty place for a {value}", value=v)
            if click is not None:
                verb = click[1].split()[0]
                label = (
                    _("Little Help: a {value} here", value=v)
                    if verb == "help"
                    else _("place a {value} here", value=v)
                )
            cls = "slot" + (marks.get(slot_key, "") if slot_key else "")
            out.append(die(v, label, cls=cls, click=click, ghost=True))
        count = _("{have} of {need}", have=real + virt, need=need)
        groups.append(
            f'<span class="need" data-value="{v}" title="{attr(count)}">{"".join(out)}'
            f'<span class="times" aria-hidden="true">×{need}</span></span>'
        )
    return f'<div class="recipe">{"".join(groups)}</div>'


def potion_card(
    tr: Translator,
    card: int,
    *,
    space: dict[str, Any] | None = None,
    where: str = "",
    ch: Choices | None = None,
    click_key: str = "",
    marks: dict[str, str] | None = None,
    verb_label: str = "",
    cls: str = "",
    short: bool = False,
) -> str:
    """A potion card: type and name, star of a starting potion, points, its recipe with
    the dice placed on it, its power. When ``click_key`` names a click of ``ch``, the
    whole card is a button (``verb_label`` says what it does) and its dice are not."""
    _ = tr
    c = CARDS[card]
    marks = marks or {}
    clicks = ch.clicks if ch is not None else {}
    click = clicks.get(click_key) if click_key else None
    inner = {} if click is not None else clicks
    label = _("{verb}: {card}", verb=verb_label, card=card_label(tr, card))
    star = (
        f'<span class="star" title="{attr(_("starting potion"))}" '
        f'aria-label="{attr(_("starting potion"))}">★</span>'
        if c.star
        else ""
    )
    classes = f"card t-{c.type}" + (" star-card" if c.star else "") + (f" {cls}" if cls else "")
    classes += " clickable" if click is not None else ""
    classes += marks.get(click_key, "") if click_key else ""
    go = f'<span class="go" aria-hidden="true">{escape(verb_label)}</span>' if click else ""
    power = "" if short else f'<p class="power">{escape(power_text(tr, card))}</p>'
    return (
        f'<div class="{classes}" id="card-{card}" data-card="{card}"'
        f'{clickable(click, label)} title="{attr(power_text(tr, card))}">'
        f'<div class="card-head">{type_icon(c.type)}'
        f'<span class="card-name">{dice_html(escape(potion_name(tr, card)))}</span>{star}'
        f"{points_badge(tr, c.points)}</div>"
        f"{recipe(tr, card, space, where, inner, marks)}{power}{go}</div>"
    )


def bottle(
    tr: Translator,
    potion: dict[str, Any],
    ch: Choices,
    marks: dict[str, str],
    power_card: int | None,
) -> str:
    """A finished potion: a full bottle (its power unused) or an empty one, its points; a
    button when it can be used now (or refilled by a Magical Refill)."""
    _ = tr
    card = potion["card"]
    c = CARDS[card]
    key = f"bottle:{card}"
    click = ch.get(key)
    name = potion_name(tr, card)
    state = _("full") if potion["full"] else _("used")
    if power_card == card:
        state = _("being used")
    label = _("{potion}, {points} points, {state}", potion=name, points=c.points, state=state)
    go = ""
    if click is not None:
        if click[1].startswith("refill"):
            label = _("Fill {potion} again", potion=name)
            go = _("Fill")
        else:
            label = _("Use {potion}: {power}", potion=name, power=power_text(tr, card))
            go = _("Use")
    classes = f"bottle t-{c.type} {'full' if potion['full'] else 'empty'}"
    classes += " in-use" if power_card == card else ""
    classes += " clickable" if click is not None else ""
    classes += marks.get(key, "")
    go_html = f'<span class="go" aria-hidden="true">{escape(go)}</span>' if go else ""
    tip = _(
        "{potion}: {power} ({state})",
        potion=card_label(tr, card),
        power=power_text(tr, card),
        state=state,
    )
    return (
        f'<div class="{classes}" id="potion-{card}" data-card="{card}"'
        f'{clickable(click, label)} title="{attr(tip)}">'
        f"{bottle_svg(c.type, potion['full'])}"
        f'<span class="b-name">{dice_html(escape(name))}</span>'
        f"{points_badge(tr, c.points)}{go_html}</div>"
    )
