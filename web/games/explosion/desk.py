"""One player's desk: burners, hand, pool, completed potions grouped by kind (how close to a
Skill token), and whether each potion can be drunk now, or why not."""

from __future__ import annotations

from typing import Any

from potions.core.i18n import Translator
from potions.explosion import effects
from potions.explosion.components import KIND_BY_ID, POOL_SIZE, TILES
from web.games.explosion.choices import Choices
from web.games.explosion.marbles import colour_name, colour_word, marble_icon
from web.games.explosion.marks import Marks
from web.games.explosion.tiles import info_button, points_badge, short_effect, tile_card
from web.games.protocol import Board, seat_tag
from web.shell.markup import attr, escape, name

SAME_KIND = 3
KINDS_FOR_TOKEN = 5


def _burner_label(tr: Translator, key: str) -> str:
    _ = tr
    words = key.split()
    if words[0] == "place":
        return _("Put {colour} here", colour=colour_name(tr, words[1]))
    return _(
        "{colour} on a {hole} hole",
        colour=colour_name(tr, words[1]),
        hole=colour_name(tr, words[2]),
    )


def why_not(b: Board, seat: int, kind: str) -> str:
    """Why the seat at the device cannot drink its potion of ``kind`` now (plain text)."""
    _ = b.tr
    state = b.view["state"]
    turn = state["turn"]
    if state["current"] != seat or not b.legal:
        return _("Drink it on your turn.")
    if state["phase"] != "play":
        return _("Not now: your turn is ending.")
    if turn["hand"]:
        return _("Place the marbles in your hand first.")
    if turn["prismatic"]:
        return _("Finish placing with Prismatic Joy first.")
    if b.ui.get("mode") == "drink":
        return _("Finish or cancel the potion you are drinking first.")
    return _("Can't be drunk now ({why}).", why=b.tr.render(effects.target_help(kind)))


def potions(b: Board, seat: int, ch: Choices, marks: Marks, active: bool) -> str:
    """Completed potions grouped by kind, with the way to each Skill token."""
    tr = b.tr
    _ = tr
    p = b.view["state"]["players"][seat]
    if not p["potions"]:
        return f'<div class="potions"><span class="none">{escape(_("No potions yet"))}</span></div>'
    over = b.view["state"]["phase"] == "over"
    groups: dict[str, list[dict[str, Any]]] = {}
    for potion in p["potions"]:
        groups.setdefault(TILES[potion["tile"]].kind, []).append(potion)
    out = []
    for kind, items in groups.items():
        scored = kind in p["skill_kinds"]
        have = min(len(items), SAME_KIND)
        dots = "●" * have + "○" * (SAME_KIND - have)
        goal = (
            _("Skill token won for 3 of this kind")
            if scored
            else _("{n} of 3 for a Skill token", n=len(items))
        )
        cards = "".join(_potion(b, seat, x, ch, marks, active) for x in items)
        # what the potion does, while one of them is still to drink: a late game's desk stays short
        effect = ""
        if not over and any(not x["drunk"] or x["tile"] in ch.sands_chips for x in items):
            effect = f'<div class="effect">{escape(short_effect(tr, kind))}</div>'
        out.append(
            f'<div class="kind-group k-{kind}{" scored" if scored else ""}">'
            f'<div class="kind-head">{info_button(tr, items[0]["tile"], f"k{seat}-{kind}")}'
            f'<span class="three" title="{attr(goal)}" role="img" aria-label="{attr(goal)}">'
            f"{dots}{' ★' if scored else ''}</span></div>"
            f'{effect}<div class="kind-potions">{cards}</div></div>'
        )
    kinds = len(groups)
    shown = min(kinds, KINDS_FOR_TOKEN)
    variety = (
        _("Skill token won for 5 different kinds")
        if p["variety"]
        else _("{n} of 5 different kinds for a Skill token", n=kinds)
    )
    dots = "●" * shown + "○" * (KINDS_FOR_TOKEN - shown)
    return (
        f'<div class="potions">{"".join(out)}</div>'
        f'<div class="variety{" scored" if p["variety"] else ""}">'
        f'<span class="three" aria-hidden="true">{dots}{" ★" if p["variety"] else ""}</span> '
        f"{escape(variety)}</div>"
    )


def _potion(
    b: Board, seat: int, potion: dict[str, Any], ch: Choices, marks: Marks, active: bool
) -> str:
    """One completed potion: its points, and Drink (or Use again), or drunk, or why not."""
    _ = b.tr
    pid = potion["tile"]
    kind = TILES[pid].kind
    hook = ch.chips.get(pid) if active else None
    sands = ch.sands_chips.get(pid) if active else None
    key = f"potion:{seat}:{pid}"
    cls = "potion chip" + marks.cls(key)
    state = ""
    if sands:
        cls += " drinkable"
        state = (
            f'<button type="button" class="drink primary{marks.cls("drink")}" '
            f'{sands[0]}="{attr(sands[1])}">{escape(_("Use again"))}</button>'
        )
    elif hook:
        cls += " drinkable"
        label = _("Drink {potion}", potion=b.tr.render(KIND_BY_ID[kind].name))
        state = (
            f'<button type="button" class="drink primary{marks.cls("drink")}" '
            f'{hook[0]}="{attr(hook[1])}" aria-label="{attr(label)}">'
            f'<span aria-hidden="true">⚗ </span>{escape(_("Drink"))}</button>'
        )
    elif potion["drunk"]:
        cls += " drunk"
        state = f'<span class="state">{escape(_("drunk"))}</span>'
    elif seat == b.seat and b.view["state"]["phase"] != "over":
        state = f'<span class="why">{escape(why_not(b, seat, kind))}</span>'
    else:
        state = f'<span class="state">{escape(_("not drunk yet"))}</span>'
    return b.keep(
        f"potion-{seat}-{pid}",
        f'<div class="{cls}" id="potion-{seat}-{pid}" data-tile="{pid}">'
        f"{points_badge(b.tr, TILES[pid].points)}{state}</div>",
    )


def desk(b: Board, seat: int, ch: Choices, marks: Marks) -> str:
    """One player's desk: burners, hand, pool, completed potions, score and tokens."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    p = state["players"][seat]
    active = state["current"] == seat and state["phase"] != "over"
    score = state["scores"][seat]
    tag = seat_tag(tr, b.seats[seat] if seat < len(b.seats) else "human")
    cpu = f' <span class="cpu">{escape(tag)}</span>' if tag else ""
    tokens = _.n("{n} Skill token", "{n} Skill tokens", p["skill"])
    helps = _("Little Help tokens: {n} (-2 points each)", n=p["helps"])
    head = (
        f'<div class="desk-head"><span class="who">{"▶ " if active else ""}'
        f"{name(p['name'])}{cpu}</span>"
        f'<span class="score">{escape(_.n("{n} pt", "{n} pts", score))}</span>'
        f'<span class="tokens" title="{attr(tokens)}" aria-label="{attr(tokens)}">'
        f"★ {p['skill']}</span>"
        f'<span class="tokens help" title="{attr(helps)}" aria-label="{attr(helps)}">'
        f"{escape(_('Help ×{n}', n=p['helps']))}</span></div>"
    )
    burners = []
    for i, burner in enumerate(p["burners"]):
        buttons = "".join(
            f'<button type="button" class="small{marks.cls(f"act:{a}")}" '
            f'data-action="{attr(a)}">{escape(_burner_label(tr, key))}</button>'
            for a, key in (ch.burner_buttons.get(i, []) if active else [])
        )
        extra = f'<div class="burner-buttons">{buttons}</div>' if buttons else ""
        cls = "burner" + marks.cls(f"burner:{seat}:{i}")
        ident = f"burner-{seat}-{i}"
        if burner is None:
            card = (
                f'<div id="{ident}" class="tile empty-burner {cls}">'
                f"{escape(_('empty burner'))}{extra}</div>"
            )
        else:
            card = tile_card(
                tr,
                burner["tile"],
                f"b{seat}-{i}",
                burner["holes"],
                extra=extra,
                cls=cls,
                attrs=f'id="{ident}"',
            )
        burners.append(b.keep(ident, card))
    pool = []
    for k, colour in enumerate(p["pool"]):
        label = _("{colour} marble in the pool", colour=colour_word(tr, colour))
        attrs = f'data-color="{colour}" aria-label="{attr(label)}" role="img"'
        cls = ""
        if active and colour in ch.pool:
            label = _("Discard a {colour} marble", colour=colour_word(tr, colour))
            attrs = (
                f'data-color="{colour}" data-action="{ch.pool[colour]}" tabindex="0" '
                f'role="button" aria-label="{attr(label)}" id="pool-{seat}-{k}"'
            )
            cls = "clickable"
        pool.append(marble_icon(colour, attrs, cls=cls))
    for _i in range(max(0, POOL_SIZE - len(p["pool"]))):
        pool.append('<span class="pool-slot"></span>')
    over = ""
    if len(p["pool"]) > POOL_SIZE:
        over = f'<span class="over">{escape(_("keeps 3 at the end of the turn"))}</span>'
    steal = ""
    if seat in ch.seats:
        steal = (
            f'<button type="button" class="small primary" data-action="{ch.seats[seat]}">'
            f"{_.html('Steal the pool of {name}', name=p['name'])}</button>"
        )
    hand = ""
    if active and state["turn"]["hand"]:
        hand = (
            f'<div class="hand">{escape(_("In hand:"))} '
            + "".join(marble_icon(c, f'data-color="{c}"') for c in state["turn"]["hand"])
            + "</div>"
        )
    classes = "desk"
    classes += " active" if active else ""
    classes += " mine" if seat == b.seat else ""
    return b.keep(
        f"desk-{seat}",
        f'<section id="desk-{seat}" class="{classes}" data-seat="{seat}" '
        f'aria-label="{attr(_("Desk of {name}", name=p["name"]))}">{head}'
        f'<div class="burners">{"".join(burners)}</div>{hand}'
        f'<div id="pool-{seat}" class="pool{marks.cls(f"pool:{seat}")}" '
        f'aria-label="{attr(_("pool"))}">'
        f'<span class="label">{escape(_("Pool"))}</span> {"".join(pool)} {over}{steal}</div>'
        f"{potions(b, seat, ch, marks, active)}</section>",
    )
