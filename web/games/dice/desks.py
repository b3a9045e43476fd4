"""Each player's work table as the rulebook lays it out: two potion spaces and a reserve
of three dice; beside it the finished potions (full or empty bottles), the awards, the
Little Helps, the score and the dice waiting on the preparation table."""

from __future__ import annotations

from collections import Counter
from typing import Any

from potions.core.i18n import Translator
from potions.dice.cards import (
    AWARD_POINTS,
    CARDS,
    HELP_PENALTY,
    RESERVE_SIZE,
    SET_SIZE,
    TYPE_BY_ID,
    TYPE_IDS,
    VARIETY_TYPES,
)
from web.games.dice.cards import bottle, potion_card
from web.games.dice.choices import Choices
from web.games.dice.faces import die, type_icon
from web.games.protocol import Board, seat_tag
from web.shell.markup import attr, escape, name


def _space(
    b: Board, seat: int, p: int, space: dict[str, Any] | None, ch: Choices, marks: dict[str, str]
) -> str:
    tr = b.tr
    _ = tr
    state = b.view["state"]
    if space is None:
        waiting = (
            state["phase"] == "play"
            and state["current"] == seat
            and state["turn"]["stage"] == "market"
        )
        text = _("Empty: take a potion from the market") if waiting else _("Empty space")
        return f'<div class="space empty" id="space-{seat}-{p}">{escape(text)}</div>'
    key = f"space:{seat}:{p}"
    click = ch.get(key)
    verb = ""
    if click is not None:
        words = click[1].split()
        verb = (
            _("Put the virtual die here")
            if words[0] == "potion"
            else _("Place the {value} here", value=words[1])
        )
    return (
        f'<div class="space" id="space-{seat}-{p}">'
        + potion_card(
            tr,
            space["card"],
            space=space,
            where=f"{seat}:{p}",
            ch=ch,
            click_key=key,
            marks=marks,
            verb_label=verb,
        )
        + "</div>"
    )


def reserve(b: Board, seat: int, ch: Choices, marks: dict[str, str]) -> str:
    """The reserve: three places for ingredient dice."""
    tr = b.tr
    _ = tr
    dice: list[int] = b.view["state"]["players"][seat]["reserve"]
    out = []
    for v in dice:
        key = f"res:{seat}:{v}"
        click = ch.get(key)
        label = _("a {value} in the reserve", value=v)
        if click is not None:
            verb = click[1].split()[0]
            label = {
                "free": _("Roll this {value} with your free dice", value=v),
                "borrow": _("Take this {value} to roll it (Blind Love)", value=v),
                "snatch": _("Take this {value} (Trick)", value=v),
            }.get(verb, label)
        out.append(die(v, label, cls="kept" + marks.get(key, ""), click=click))
    for _i in range(RESERVE_SIZE - len(dice)):
        out.append('<span class="die-place" aria-hidden="true"></span>')
    title = _("Reserve")
    return (
        f'<div class="reserve" aria-label="{attr(title)}"><span class="label">{escape(title)}'
        f'</span><div class="reserve-dice">{"".join(out)}</div></div>'
    )


def shelf(b: Board, seat: int, ch: Choices, marks: dict[str, str]) -> str:
    """Finished potions grouped by type (3 of a type earn an award), the awards won and
    how far the 6 different types are."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    p = state["players"][seat]
    power = state["turn"]["power"] if state["current"] == seat else None
    power_card = power["card"] if power else None
    by_type: dict[str, list[dict[str, Any]]] = {}
    for x in p["potions"]:
        by_type.setdefault(CARDS[x["card"]].type, []).append(x)
    groups = []
    for kind in TYPE_IDS:
        mine = by_type.get(kind)
        if not mine:
            continue
        won = kind in p["awards"]
        count = _("award won") if won else _("{n} of {total}", n=len(mine), total=SET_SIZE)
        bottles = "".join(bottle(tr, x, ch, marks, power_card) for x in mine)
        type_name = tr.render(TYPE_BY_ID[kind].name)
        groups.append(
            f'<div class="kind t-{kind}{" won" if won else ""}" '
            f'title="{attr(_("{potion}: 3 finished earn an award", potion=type_name))}">'
            f'<span class="kind-count">{escape(count)}</span>{bottles}</div>'
        )
    kinds = len(by_type)
    ribbons = []
    for award in p["awards"]:
        if award == "variety":
            text = _("6 types")
        else:
            text = _("3 × {potion}", potion=tr.render(TYPE_BY_ID[award].name))
        ribbons.append(
            f'<span class="ribbon" title="{attr(_("Award: 4 points"))}">'
            f"<b>{AWARD_POINTS}</b> {escape(text)}</span>"
        )
    variety = _("{n} of {total} types", n=min(kinds, VARIETY_TYPES), total=VARIETY_TYPES)
    none = f'<p class="none">{escape(_("No finished potion yet"))}</p>' if not p["potions"] else ""
    return (
        f'<div class="shelf" aria-label="{attr(_("Finished potions"))}">{none}'
        f'<div class="kinds">{"".join(groups)}</div>'
        f'<div class="awards"><span class="variety">{escape(variety)}</span>'
        f"{''.join(ribbons)}</div></div>"
    )


def _owed(b: Board, seat: int) -> str:
    tr = b.tr
    _ = tr
    state = b.view["state"]
    if state["current"] != seat or state["phase"] != "play":
        return ""
    debts: Counter[int] = Counter()
    for loan in state["turn"]["loans"]:
        debts[loan["seat"]] += loan["dice"]
    if not debts:
        return ""
    parts = [
        _.html("owes {name} {n} dice at the end of the turn", name=b.names[s], n=n)
        if n > 1
        else _.html("owes {name} a die at the end of the turn", name=b.names[s])
        for s, n in debts.items()
    ]
    return f'<p class="owed">{"; ".join(parts)}</p>'


def desk(b: Board, seat: int, ch: Choices, marks: dict[str, str]) -> str:
    """One player's work table and what lies beside it."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    p = state["players"][seat]
    active = state["current"] == seat and state["phase"] == "play"
    tag = seat_tag(tr, b.seats[seat] if seat < len(b.seats) else "human")
    cpu = f' <span class="cpu">{escape(tag)}</span>' if tag else ""
    points = b.view["state"]["scores"][seat]
    helps = ""
    if p["helps"]:
        text = _.n(
            "Little Help ×{n} (−2)",
            "Little Help ×{n} (−{total})",
            p["helps"],
            total=HELP_PENALTY * p["helps"],
        )
        helps = f'<span class="helps">{escape(text)}</span>'
    head = (
        f'<div class="desk-head"><span class="who">{"▶ " if active else ""}'
        f"{name(p['name'])}{cpu}</span>{helps}"
        f'<span class="score">{escape(_.n("{n} point", "{n} points", points))}</span></div>'
    )
    spaces = "".join(_space(b, seat, i, s, ch, marks) for i, s in enumerate(p["spaces"]))
    table = ""
    if not active and state["phase"] != "over":
        waiting = _.n(
            "{n} die on the preparation table", "{n} dice on the preparation table", p["table"]
        )
        table = f'<p class="waiting">{escape(waiting)}</p>'
    classes = f"desk p{seat}" + (" active" if active else "") + (" mine" if seat == b.seat else "")
    return (
        f'<section class="{classes}" id="desk-{seat}" data-seat="{seat}" '
        f'aria-label="{attr(_("Work table of {name}", name=p["name"]))}">{head}'
        f'<div class="worktable"><div class="spaces">{spaces}</div>'
        f"{reserve(b, seat, ch, marks)}</div>{_owed(b, seat)}{table}"
        f"{shelf(b, seat, ch, marks)}</section>"
    )


def type_legend(tr: Translator) -> str:
    """Each potion type with its icon and power (for the rules panel)."""
    items = "".join(
        f"<li>{type_icon(t.id)} <strong>{escape(tr.render(t.name))}</strong> "
        f"({escape(tr.render(t.when))}): {escape(tr.render(t.power))}</li>"
        for t in TYPE_BY_ID.values()
    )
    return f'<ul class="types">{items}</ul>'
