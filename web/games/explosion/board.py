"""The Potion Explosion board as HTML and SVG strings, drawn from a view.

Every element whose click applies one engine action carries ``data-action`` with its
canonical string; controls that begin or continue a multi-click choice carry
``data-select``. Marbles carry ``data-track``/``data-slot``/``data-color``.
"""

from __future__ import annotations

from typing import Any

from potions.core.i18n import Translator
from potions.explosion import effects
from potions.explosion.actions import Action
from potions.explosion.components import COLOUR_NAMES, KIND_BY_ID, PICKABLE, TILES, VISIBLE
from web.games.explosion.choices import Choices, Pos, choices
from web.games.protocol import Board, turn_panel
from web.shell.markup import attr, escape, name

SYMBOLS = {
    "red": '<path class="sym" d="M0,-11 L10,8 L-10,8 Z"/>',
    "blue": '<path class="sym" d="M0,-12 C6,-4 9,1 9,5 A9,9 0 0 1 -9,5 C-9,1 -6,-4 0,-12 Z"/>',
    "yellow": '<path class="sym" d="M0,-12 L3,-4 L11,-4 L5,1 L7,10 L0,5 L-7,10 L-5,1 L-11,-4 '
    'L-3,-4 Z"/>',
    "black": '<path class="sym" d="M-8,-8 L8,-8 L8,8 L-8,8 Z"/>',
}


def colour_word(tr: Translator, colour: str) -> str:
    """A colour and its symbol, for players who do not tell colours apart."""
    _ = tr
    return {
        "red": _("red (flame)"),
        "blue": _("blue (drop)"),
        "yellow": _("yellow (star)"),
        "black": _("black (square)"),
    }[colour]


def colour_name(tr: Translator, colour: str) -> str:
    """A colour as the engine's messages name it."""
    return tr.render(COLOUR_NAMES[colour])


def kind_name(tr: Translator, kind: str) -> str:
    return tr.render(KIND_BY_ID[kind].name)


def marble_svg(colour: str, attrs: str = "", cls: str = "", r: int = 22) -> str:
    """One marble: colour, shine and a symbol so that colour-blind players can tell them."""
    scale = r / 22
    return (
        f'<g class="marble m-{colour} {cls}" {attrs}>'
        f'<g transform="scale({scale:.3f})">'
        f'<circle class="body" r="22" fill="url(#g-{colour})"/>{SYMBOLS[colour]}'
        '<ellipse class="shine" cx="-7" cy="-9" rx="7" ry="4.5"/></g></g>'
    )


def defs() -> str:
    """Gradients shared by every marble of the page."""
    stops = {
        "red": ("#ff8a7a", "#c42222", "#6d0c0c"),
        "blue": ("#9cc6ff", "#2a67d6", "#0d2f6e"),
        "yellow": ("#fff3a6", "#f0bd1c", "#9a6b00"),
        "black": ("#8b8b96", "#34343c", "#0c0c10"),
    }
    grads = "".join(
        f'<radialGradient id="g-{c}" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="{a}"/>'
        f'<stop offset=".55" stop-color="{b}"/><stop offset="1" stop-color="{d}"/></radialGradient>'
        for c, (a, b, d) in stops.items()
    )
    return f'<svg class="defs" width="0" height="0" aria-hidden="true"><defs>{grads}</defs></svg>'


def marble_icon(colour: str, attrs: str = "", r: int = 13, cls: str = "") -> str:
    """A marble as a small inline picture."""
    size = 2 * r + 4
    half = size / 2
    return (
        f'<svg class="mini {cls}" width="{size}" height="{size}" '
        f'viewBox="{-half} {-half} {size} {size}" '
        f"{attrs}>{marble_svg(colour, r=r)}</svg>"
    )


# -------------------------------------------------------------------- parts


def dispenser(b: Board, ch: Choices) -> str:
    """The five tracks of marbles, the lid, and where the last action took marbles."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    parts = [
        '<svg id="dispenser" viewBox="0 0 520 540" role="group" '
        f'aria-label="{attr(_("Dispenser"))}">',
        '<rect class="frame" x="6" y="6" width="508" height="528" rx="26"/>',
    ]
    selected = {tuple(p) for p in b.ui.get("selected", [])}
    fell = _fallen(b)
    hint = b.hint
    for t in range(5):
        x = 60 + t * 100
        parts.append(f'<rect class="track" x="{x - 30}" y="40" width="60" height="490" rx="30"/>')
        track = state["tracks"][t]
        for s in range(VISIBLE):
            y = 498 - s * 53
            if s >= len(track):
                parts.append(f'<circle class="hole" cx="{x}" cy="{y}" r="20"/>')
                continue
            colour = track[s]
            classes = []
            label = _(
                "{colour} marble, track {track}, slot {slot}",
                colour=colour_word(tr, colour),
                track=t + 1,
                slot=s + 1,
            )
            attrs = [
                f'id="m{t}-{s}" data-track="{t}" data-slot="{s}" data-color="{colour}"',
                f'transform="translate({x},{y})"',
            ]
            hook = ch.marbles.get((t, s))
            if s >= PICKABLE:
                classes.append("ninth")
                label = _("{marble}, under the lid: can't be taken", marble=label)
            if hook:
                attrs.append(f'{hook[0]}="{attr(hook[1])}"')
                classes.append("clickable")
            elif ch.try_verb:
                attrs.append(f'data-try="{ch.try_verb} {t} {s}"')
            take = ch.take.get((t, s))
            if take:
                ids = " ".join(f"m{p}-{q}" for p, q in take)
                text = _.n("This pick takes {n} marble.", "This pick takes {n} marbles.", len(take))
                attrs.append(f'data-preview="{ids}" data-preview-text="{attr(text)}"')
                if len(take) > 1:
                    label = _("{marble}: takes {n} marbles", marble=label, n=len(take))
            if (t, s) in selected:
                classes.append("selected")
            if hint in (f"pick {t} {s}", f"help {t} {s}"):
                classes.append("hint")
            if (t, s) in fell:
                classes.append("fell")
            attrs.append(f'tabindex="0" role="button" aria-label="{attr(label)}"')
            parts.append(marble_svg(colour, " ".join(attrs), " ".join(classes)))
    for t, s, colour in _bursts(b):
        parts.append(
            f'<circle class="burst b-{colour}" cx="{60 + t * 100}" cy="{498 - s * 53}" r="22"/>'
        )
    parts.append('<rect class="lid" x="14" y="14" width="492" height="62" rx="18"/>')
    parts.append("</svg>")
    return "".join(parts)


def _fallen(b: Board) -> set[Pos]:
    """Positions whose marble changed since the last drawing: they fell or rolled in."""
    if b.before is None or not b.last:
        return set()
    out: set[Pos] = set()
    before = b.before["state"]["tracks"]
    after = b.view["state"]["tracks"]
    for t, (old, new) in enumerate(zip(before, after, strict=True)):
        for s in range(len(new)):
            if s >= len(old) or old[s] != new[s]:
                out.update((t, k) for k in range(s, len(new)))
                break
    return out


def _bursts(b: Board) -> list[tuple[int, int, str]]:
    """The marbles the last action took from the dispenser, where they were."""
    if b.before is None or len(b.last) != 1:
        return []
    tracks = b.before["state"]["tracks"]
    try:
        spots = effects.touched(tracks, Action.parse(b.last[0]))
    except (ValueError, IndexError):
        return []
    return [(t, s, tracks[t][s]) for t, s in spots]


def tile_card(
    tr: Translator,
    tile_id: int,
    holes: list[str | None] | None = None,
    attrs: str = "",
    extra: str = "",
) -> str:
    """A potion tile: its name, points, and its holes (filled or empty)."""
    tile = TILES[tile_id]
    effect = tr.render(KIND_BY_ID[tile.kind].effect)
    dots = []
    for i, colour in enumerate(tile.holes):
        filled = holes[i] if holes is not None else None
        if filled:
            dots.append(marble_icon(filled, f'data-hole="{colour}"', r=10))
        else:
            dots.append(
                f'<svg class="mini hole-icon" width="24" height="24" viewBox="-12 -12 24 24" '
                f'data-hole="{colour}"><circle r="10" class="hole-ring h-{colour}"/>'
                f'<g transform="scale(.55)" class="h-{colour}">{SYMBOLS[colour]}</g></svg>'
            )
    return (
        f'<div class="tile k-{tile.kind}" title="{attr(effect)}" {attrs}><div class="tile-head">'
        f'<span class="tile-name">{escape(kind_name(tr, tile.kind))}</span>'
        f'<span class="points">{tile.points}</span></div>'
        f'<div class="holes">{"".join(dots)}</div>{extra}</div>'
    )


def _burner_label(tr: Translator, key: str) -> str:
    _ = tr
    words = key.split()
    if words[0] == "place":
        return _("Place {colour} here", colour=colour_name(tr, words[1]))
    return _(
        "{colour} on a {hole} hole",
        colour=colour_name(tr, words[1]),
        hole=colour_name(tr, words[2]),
    )


def desk(b: Board, seat: int, ch: Choices) -> str:
    """One player's desk: burners, hand, pool, completed potions, score and tokens."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    p = state["players"][seat]
    active = state["current"] == seat and state["phase"] != "over"
    score = state["scores"][seat]
    level = b.seats[seat] if seat < len(b.seats) else "human"
    cpu = ""
    if level != "human":
        cpu = (
            f' <span class="cpu">{escape(_("computer · {level}", level=_level(tr, level)))}</span>'
        )
    head = (
        f'<div class="desk-head"><span class="who">{"▶ " if active else ""}'
        f"{name(p['name'])}{cpu}</span>"
        f'<span class="score" title="{attr(_("score"))}">'
        f"{escape(_.n('{n} pt', '{n} pts', score))}</span>"
        f'<span class="tokens" title="{attr(_("Skill tokens"))}">★ {p["skill"]}</span>'
        f'<span class="tokens help" title="{attr(_("Little Help tokens"))}">'
        f"{escape(_('Help ×{n}', n=p['helps']))}</span></div>"
    )
    burners = []
    for i, burner in enumerate(p["burners"]):
        buttons = "".join(
            f'<button type="button" class="small" data-action="{attr(a)}">'
            f"{escape(_burner_label(tr, key))}</button>"
            for a, key in (ch.burner_buttons.get(i, []) if active else [])
        )
        if burner is None:
            burners.append(
                f'<div class="tile empty-burner">{escape(_("empty burner"))}{buttons}</div>'
            )
        else:
            burners.append(tile_card(tr, burner["tile"], burner["holes"], "", buttons))
    pool = []
    for colour in p["pool"]:
        label = _("{colour} marble in the pool", colour=colour_word(tr, colour))
        attrs = f'data-color="{colour}" aria-label="{attr(label)}"'
        cls = ""
        if active and colour in ch.pool:
            attrs += f' data-action="{ch.pool[colour]}" tabindex="0" role="button"'
            cls = "clickable"
        pool.append(marble_icon(colour, attrs, cls=cls))
    for _i in range(max(0, 3 - len(p["pool"]))):
        pool.append('<span class="pool-slot"></span>')
    steal = ""
    if seat in ch.seats:
        steal = (
            f'<button type="button" class="small" data-action="{ch.seats[seat]}">'
            f"{_.html('Steal the pool of {name}', name=p['name'])}</button>"
        )
    potions = []
    for potion in p["potions"]:
        pid = potion["tile"]
        kind = TILES[pid].kind
        hook = ch.chips.get(pid) if active else None
        sands = ch.sands_chips.get(pid) if active else None
        title = attr(tr.render(KIND_BY_ID[kind].effect))
        attrs = f'title="{title}"'
        if sands:
            attrs += f' {sands[0]}="{sands[1]}" tabindex="0" role="button"'
        elif hook:
            attrs += f' {hook[0]}="{hook[1]}" tabindex="0" role="button"'
        cls = "clickable" if hook or sands else ""
        drunk = f" {_('(drunk)')}" if potion["drunk"] else ""
        potions.append(
            f'<span class="chip k-{kind}{" drunk" if potion["drunk"] else ""} {cls}" {attrs}>'
            f"{escape(kind_name(tr, kind))} · {TILES[pid].points}{escape(drunk)}</span>"
        )
    hand = ""
    if active and state["turn"]["hand"]:
        hand = (
            f'<div class="hand">{escape(_("In hand:"))} '
            + "".join(marble_icon(c, f'data-color="{c}"') for c in state["turn"]["hand"])
            + "</div>"
        )
    none = f"<span class=none>{escape(_('No potions yet'))}</span>"
    return (
        f'<section class="desk{" active" if active else ""}" data-seat="{seat}" '
        f'aria-label="{attr(_("Desk of {name}", name=p["name"]))}">{head}'
        f'<div class="burners">{"".join(burners)}</div>{hand}'
        f'<div class="pool" aria-label="{attr(_("pool"))}">{escape(_("Pool"))} '
        f"{''.join(pool)} {steal}</div>"
        f'<div class="potions">{"".join(potions) or none}</div></section>'
    )


def _level(tr: Translator, level: str) -> str:
    _ = tr
    return {"easy": _("Easy"), "medium": _("Medium"), "hard": _("Hard")}.get(level, level)


def stacks(b: Board, ch: Choices) -> str:
    """The five stacks of potion tiles: the top of each, and how many tiles."""
    tr = b.tr
    _ = tr
    out = []
    for k, stack in enumerate(b.view["state"]["stacks"]):
        if stack["size"]:
            attrs = f'data-stack="{k}"'
            if k in ch.stacks:
                attrs += f' data-action="{ch.stacks[k]}" tabindex="0" role="button"'
                attrs += ' class="clickable"'
            card = tile_card(tr, stack["top"], None, attrs)
        else:
            card = f'<div class="tile empty-burner">{escape(_("empty"))}</div>'
        count = escape(_.n("{n} tile", "{n} tiles", stack["size"]))
        out.append(f'<div class="stack"><span class="count">{count}</span>{card}</div>')
    return f'<div id="stacks" aria-label="{attr(_("Potion stacks"))}">{"".join(out)}</div>'


def offer(b: Board, ch: Choices) -> str:
    """The starter potions on offer during the draft."""
    _ = b.tr
    cards = "".join(
        tile_card(b.tr, t, None, f'data-action="{ch.offer[t]}" tabindex="0" role="button"')
        if t in ch.offer
        else tile_card(b.tr, t)
        for t in b.view["state"]["offer"]
    )
    return (
        f'<div id="offer"><h2>{escape(_("Starter potions"))}</h2>'
        f'<div class="offer-row">{cards}</div></div>'
    )


def prompt_text(b: Board, ch: Choices) -> str:
    """What the seat to play should do now (markup: names isolated)."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    if state["phase"] == "over":
        return _.html("The game is over.")
    who = b.names[state["current"]]
    mode = ch.mode
    if mode == "draft":
        return _.html("{name}: choose a starter potion.", name=who)
    if mode == "draw":
        return _.html("{name}: draw a new potion from the top of a stack.", name=who)
    if mode == "discard":
        return _.html("{name}: your pool holds only 3 marbles. Click one to discard it.", name=who)
    if mode == "tiebreak":
        return _.html(
            "Tie-breaker: {name}, take one marble; the most marbles taken wins.", name=who
        )
    if mode == "hand":
        colours = tr.join(
            [colour_name(tr, c) for c in dict.fromkeys(sorted(state["turn"]["hand"]))]
        )
        return _.html(
            "{name}: choose a potion for the {colours} marbles in your hand.",
            name=who,
            colours=colours,
        )
    if mode == "prismatic":
        return _.html("{name}: Prismatic Joy: put pool marbles on any holes, or stop.", name=who)
    if mode == "sands":
        return _.html("Sands of Time: choose a potion you already drank, to use it again.")
    if mode == "love":
        return _.html(
            "{potion}: choose an opponent whose pool you steal.", potion=kind_name(tr, "love")
        )
    if mode.startswith("target:"):
        kind = mode.split(":", 1)[1]
        return _.html(
            "{potion}: {effect}",
            potion=kind_name(tr, kind),
            effect=tr.render(KIND_BY_ID[kind].effect),
        )
    if mode == "help":
        return _.html("{name}: Little Help: take any marble, without explosion.", name=who)
    if mode == "after-pick":
        return _.html("{name}: drink potions, ask for a Little Help, or end your turn.", name=who)
    if mode == "pick":
        return _.html("{name}: take a marble from the dispenser.", name=who)
    return _.html("{name} is playing.", name=who)


def _button_label(tr: Translator, key: str) -> str:
    _ = tr
    return {
        "help": _("Little Help (-2)"),
        "cancel-help": _("Cancel Little Help"),
        "cancel": _("Cancel"),
        "end": _("End turn"),
        "stop": _("Stop placing"),
    }[key]


def board(b: Board) -> str:
    """The whole board: dispenser, the turn panel, the offer or the stacks, the desks."""
    _ = b.tr
    state = b.view["state"]
    ch = choices(state, b.legal, b.ui)
    buttons = "".join(
        f'<button type="button" {a}="{attr(v)}">{escape(_button_label(b.tr, label))}</button>'
        for a, v, label in ch.buttons
    )
    if ch.confirm:
        buttons = (
            f'<button type="button" class="primary" data-action="{attr(ch.confirm)}">'
            f"{escape(_('Drink'))}</button>" + buttons
        )
    middle = offer(b, ch) if state["phase"] == "draft" else stacks(b, ch)
    desks = "".join(desk(b, i, ch) for i in range(len(state["players"])))
    panel = turn_panel(b, prompt_text(b, ch), buttons)
    return (
        f'{defs()}<div id="left">{dispenser(b, ch)}'
        f'<div id="preview" aria-live="polite"></div></div>'
        f'<div id="right">{panel}{middle}<div id="desks">{desks}</div></div>'
    )


def describe_action(b: Board, action: str) -> str:
    """A short readable form of an action string, for hints."""
    tr = b.tr
    _ = tr
    a = Action.parse(action)
    state = b.view["state"]
    if a.verb in ("pick", "help"):
        t, s = a.ints()
        colour = colour_name(tr, state["tracks"][t][s])
        if a.verb == "pick":
            return _(
                "take the {colour} marble on track {track}, slot {slot} (outlined).",
                colour=colour,
                track=t + 1,
                slot=s + 1,
            )
        return _(
            "ask for a Little Help and take the {colour} marble on track {track}, "
            "slot {slot} (outlined).",
            colour=colour,
            track=t + 1,
            slot=s + 1,
        )
    if a.verb == "drink":
        drink = effects.decode(a)
        return _("drink {potion} ({action}).", potion=kind_name(tr, drink.kind), action=action)
    if a.verb == "draft":
        return _(
            "choose {potion} ({points} points).",
            potion=kind_name(tr, TILES[a.ints()[0]].kind),
            points=TILES[a.ints()[0]].points,
        )
    if a.verb == "draw":
        return _("draw from stack {stack}.", stack=a.ints()[0] + 1)
    if a.verb == "end":
        return _("end your turn.")
    return f"{action}."


def status(b: Board) -> str:
    """The countdown and whether this is the last round."""
    _ = b.tr
    state = b.view["state"]
    text = escape(
        _.n(
            "Countdown: {n} Skill token left",
            "Countdown: {n} Skill tokens left",
            state["countdown"],
        )
    )
    if state["end_reason"]:
        text += f" · <strong>{escape(_('Last round!'))}</strong>"
    return text


def final_details(b: Board) -> tuple[list[str], list[list[str]]]:
    """Potions, Skill tokens, Little Help and tie-breaker marbles per seat."""
    _ = b.tr
    columns = [_("Potions"), _("Skill"), _("Little Help"), _("Tie-breaker")]
    rows = []
    for p in b.view["state"]["players"]:
        rows.append(
            [
                str(len(p["potions"])),
                str(p["skill"]),
                str(p["helps"]),
                str(len(p["tiebreak"])) if p["tiebreak"] else "",
            ]
        )
    return columns, rows


def summary(view: dict[str, Any], tr: Translator) -> str:
    """``turn 12`` for the saved-games list."""
    _ = tr
    return _("turn {n}", n=view["state"]["turns"] + 1)
