"""The preparation table of the seat to play: the free dice, the latest roll with its 6s set
aside, the rows of numbers set aside this turn (the ingredients once the rolling is over)
and the pile of dice left on the table (6s and leftovers)."""

from __future__ import annotations

from typing import Any

from potions.core.i18n import Translator
from potions.dice.cards import VALUES
from web.games.dice.choices import Choices
from web.games.dice.faces import FACE, die
from web.games.dice.motion import Motion
from web.games.protocol import Board
from web.shell.markup import attr, escape


def _count_word(tr: Translator, n: int, v: int) -> str:
    return tr.n("one {value}", "{n} × {value}", n, value=v)


def _roll_label(tr: Translator, verb: str, v: int, n: int) -> str:
    _ = tr
    if verb == "choose":
        return _.n("Set aside the {value} (1 die)", "Set aside the {value}s ({n} dice)", n, value=v)
    return _("Reroll a {value}", value=v)


def tray(b: Board, ch: Choices, marks: dict[str, str], motion: Motion) -> str:
    """The free dice before the first roll, or the latest roll: its dice grouped by number
    (any die of a number sets aside all of them), its 6s apart."""
    tr = b.tr
    _ = tr
    turn = b.view["state"]["turn"]
    stage = turn["stage"]
    # data-still: the dice tumble from the second frame on (see web/shell/morph.js)
    key = f' data-key="{motion.key}" data-still' if motion.rolled else ""
    rolled = " rolled" if motion.rolled else ""
    if stage == "start":
        n = turn["free"]
        free = "".join(
            die(None, _("a free die"), cls="free", extra=f'style="--i:{i}"') for i in range(n)
        )
        note = escape(_.n("{n} free die, ready to roll", "{n} free dice, ready to roll", n))
        return (
            f'<div class="tray start" id="tray"><div class="rolled-dice">{free}</div>'
            f'<p class="tray-note">{note}</p></div>'
        )
    roll: list[int] = turn["roll"]
    power = turn["power"]
    picked: list[int] = list(power["picked"]) if power else []
    groups = []
    sixes = ""
    i = 0
    for v in [*VALUES, 6]:
        n = roll.count(v)
        if not n:
            continue
        click = ch.get(f"roll:{v}")
        verb = click[1].split()[0] if click else ""
        ids = [f"r{v}-{k}" for k in range(n)]
        dice = []
        taken = picked.count(v)
        for k in range(n):
            label = _roll_label(tr, verb, v, n) if click else _("a {value}", value=v)
            cls = "six" if v == 6 else ""
            cls += " idle" if click is None and ch.clicks and v != 6 else ""
            if k < taken:
                cls += " picked"
                label = _("a {value}, chosen to reroll", value=v)
            cls += marks.get(f"roll:{v}", "")
            style = f'style="--i:{i};--r:{(i * 137) % 300 - 150}deg;--dx:{(i * 53) % 60 - 30}px"'
            dice.append(
                die(
                    v,
                    label,
                    cls=cls.strip(),
                    click=click if k >= taken else None,
                    ident=ids[k],
                    extra=style,
                )
            )
            i += 1
        cls = "group six-group" if v == 6 else "group"
        title = (
            escape(_.n("a 6: out for this turn", "6s: out for this turn", n))
            if v == 6
            else escape(_count_word(tr, n, v))
        )
        group = (
            f'<div class="{cls}" data-value="{v}"><span class="group-label">{title}</span>'
            f'<div class="group-dice">{"".join(dice)}</div></div>'
        )
        if v == 6:
            sixes = group
        else:
            groups.append(group)
    if not groups and not sixes:
        return ""
    return (
        f'<div class="tray{rolled}" id="tray"{key}>'
        f'<div class="rolled-dice">{"".join(groups)}</div>{sixes}</div>'
    )


def rows(b: Board, ch: Choices, marks: dict[str, str], motion: Motion) -> str:
    """The five rows of numbers: the dice set aside at the preparation table this turn (a
    closed number cannot be set aside again); at the work table, every ingredient (the
    reserve included), clickable when it can be placed or kept."""
    tr = b.tr
    _ = tr
    turn = b.view["state"]["turn"]
    ready: list[int] = turn["ready"]
    stage = turn["stage"]
    working = stage in ("work", "keep")
    out = []
    for v in VALUES:
        n = ready.count(v)
        key = f"ing:{v}"
        click = ch.get(key)
        held = ch.held == v
        dice = []
        for k in range(n):
            label = _("an ingredient: {value}", value=v) if working else _("a {value}", value=v)
            if click is not None:
                label = _ingredient_label(tr, click, v)
            cls = "held" if held else ""
            cls += " idle" if working and click is None and ch.clicks else ""
            cls += marks.get(key, "")
            dice.append(die(v, label, cls=cls.strip(), click=click, extra=f'style="--i:{k}"'))
        state = "closed" if n else "open"
        if working and not n:
            state = "none"
        fresh = " fresh" if v in motion.set_aside else ""
        row_key = f' data-key="row{v}-{motion.key}"' if fresh else ""
        label = (
            escape(_.n("{n} die", "{n} dice", n)) if n else escape(_("open") if not working else "")
        )
        out.append(
            f'<li class="row {state}{fresh}" data-value="{v}"{row_key}>'
            f'<span class="row-num" aria-hidden="true">{v}</span>'
            f'<span class="row-dice">{"".join(dice)}</span>'
            f'<span class="row-count">{label}</span></li>'
        )
    title = _("Ingredients") if working else _("Set aside this turn")
    head = "" if working else f"<h3>{escape(title)}</h3>"
    return (
        f'<div class="rows-box">{head}'
        f'<ol class="rows" aria-label="{attr(title)}">{"".join(out)}</ol></div>'
    )


def _ingredient_label(tr: Translator, click: tuple[str, str], v: int) -> str:
    _ = tr
    words = click[1].split()
    if click[0] == "data-select":
        return (
            _("Cancel: keep this {value} in hand", value=v)
            if words[0] == "cancel"
            else _("Place a {value}: then choose the potion", value=v)
        )
    if words[0] == "keep":
        return _("Keep a {value} in the reserve", value=v)
    if words[0] == "pick":
        return _("Change a {value}", value=v)
    return _("Place a {value} on your potion", value=v)


def pile(b: Board) -> str:
    """The dice lying on the seat to play's preparation table: the 6s of this turn while it
    rolls; then the 6s and the leftovers (the Little Help turns one of them)."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    p = state["players"][state["current"]]
    n = p["table"]
    rolling = state["turn"]["stage"] in ("start", "prep")
    value = 6 if rolling else None
    label = _("a 6, out for this turn") if rolling else _("a die left on the table")
    dice = "".join(die(value, label, cls="pile-die") for _i in range(n))
    if rolling:
        text = _.n("{n} six set aside", "{n} sixes set aside", n)
    else:
        text = _.n(
            "{n} die left on the table (6s and leftovers)",
            "{n} dice left on the table (6s and leftovers)",
            n,
        )
    if not n:
        return ""
    return (
        f'<div class="pile" id="pile"><span class="pile-label">{escape(text)}</span>'
        f'<div class="pile-dice">{dice}</div></div>'
    )


def numbers(b: Board, ch: Choices, marks: dict[str, str]) -> str:
    """Number buttons: set aside a number of the roll, or the number a power gives."""
    tr = b.tr
    _ = tr
    turn = b.view["state"]["turn"]
    roll: list[int] = turn["roll"]
    out = []
    for v in VALUES:
        key = f"num:{v}"
        click = ch.get(key)
        if click is None:
            continue
        verb = click[1].split()[0]
        if verb == "choose":
            n = roll.count(v)
            text = _("×{n}", n=n)
            label = _roll_label(tr, "choose", v, n)
        elif ch.mode == "power:resurrection":
            joins = v in turn["ready"]
            text = _("6 → {value}", value=v)
            label = (
                _("Turn a 6 into a {value}: it joins the row of {value}s", value=v)
                if joins
                else _("Turn a 6 into a {value}: a new row of its own", value=v)
            )
        else:
            text = _("→ {value}", value=v)
            label = _("Turn the die into a {value}", value=v)
        face = f'<span class="die v{v} mini" aria-hidden="true">{FACE}</span>'
        out.append(
            f'<button type="button" class="number{marks.get(key, "")}" '
            f'{click[0]}="{attr(click[1])}" '
            f'aria-label="{attr(label)}">{face}<span>{escape(text)}</span></button>'
        )
    if not out:
        return ""
    return f'<div class="numbers" role="group">{"".join(out)}</div>'


def prep_table(b: Board, ch: Choices, marks: dict[str, str], motion: Motion) -> str:
    """The whole preparation table of the seat to play (nothing during the draft)."""
    tr = b.tr
    _ = tr
    state: dict[str, Any] = b.view["state"]
    if state["phase"] != "play":
        return ""
    seat = state["current"]
    stage = state["turn"]["stage"]
    title = (
        _.html("Preparation table of {name}", name=b.names[seat])
        if stage in ("start", "prep")
        else _.html("Ingredients of {name}", name=b.names[seat])
    )
    if stage == "market":
        title = _.html("Preparation table of {name}", name=b.names[seat])
    lanes = "" if stage == "market" else rows(b, ch, marks, motion)
    return (
        f'<section id="prep" class="p{seat}" data-stage="{stage}" '
        f'aria-label="{attr(_("Preparation table"))}"><h2>{title}</h2>'
        f"{tray(b, ch, marks, motion)}{numbers(b, ch, marks)}"
        f"{lanes}{pile(b)}</section>"
    )
