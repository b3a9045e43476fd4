"""The Potion Explosion board as HTML and SVG strings, drawn from a view.

Every element whose click applies one engine action carries ``data-action`` with its
canonical string; controls that begin or continue a multi-click choice carry
``data-select``. Marbles carry ``data-track``/``data-slot``/``data-color``.

The parts are drawn by their own modules: the dispenser (:mod:`.dispenser`), the desks
(:mod:`.desk`), the tiles (:mod:`.tiles`), the last action played out (:mod:`.motion`),
what the board points at (:mod:`.marks`) and the tutorial (:mod:`.tutorial`).
"""

from __future__ import annotations

from typing import Any

from potions.core.i18n import Translator
from potions.explosion import effects
from potions.explosion.actions import Action
from potions.explosion.components import KIND_BY_ID, TILES
from web.games.explosion import tutorial
from web.games.explosion.choices import Choices, choices
from web.games.explosion.desk import desk
from web.games.explosion.dispenser import dispenser as draw_dispenser
from web.games.explosion.marbles import colour_name, defs, kind_name
from web.games.explosion.marks import Marks, coming
from web.games.explosion.motion import Motion, moments, motion_of
from web.games.explosion.tiles import info_panel, tile_card
from web.games.protocol import Board, turn_panel
from web.shell.markup import attr, escape

__all__ = [
    "board",
    "describe_action",
    "dispenser",
    "final_details",
    "score_row",
    "status",
    "summary",
]


def dispenser(b: Board, ch: Choices | None = None) -> str:
    """The dispenser alone (for tests): no marks, no movement."""
    ch = ch or choices(b.view["state"], b.legal, b.ui)
    return draw_dispenser(b, ch, Marks(), Motion())


def stacks(b: Board, ch: Choices, marks: Marks) -> str:
    """The five stacks of potion tiles: the top of each, and how many tiles."""
    tr = b.tr
    _ = tr
    out = []
    for k, stack in enumerate(b.view["state"]["stacks"]):
        count = escape(_.n("{n} tile", "{n} tiles", stack["size"]))
        if stack["size"]:
            card = tile_card(
                tr,
                stack["top"],
                f"s{k}",
                action=ch.stacks.get(k, ""),
                action_label=_("Draw"),
                cls="stack-top" + marks.cls(f"stack:{k}"),
                attrs=f'data-stack="{k}"',
                button_cls=marks.cls(f"act:{ch.stacks.get(k, '-')}"),
            )
        else:
            card = f'<div class="tile empty-burner">{escape(_("empty"))}</div>'
        out.append(f'<div class="stack"><span class="count">{count}</span>{card}</div>')
    label = attr(_("Potion stacks"))
    title = escape(_("Potion stacks: the top tile of each"))
    return b.keep(
        "stacks-box",
        f'<section id="stacks-box" aria-label="{label}"><h2>{title}</h2>'
        f'<div id="stacks">{"".join(out)}</div></section>',
    )


def offer(b: Board, ch: Choices, marks: Marks) -> str:
    """The starter potions on offer during the draft."""
    _ = b.tr
    cards = "".join(
        tile_card(
            b.tr,
            t,
            f"o{t}",
            action=ch.offer.get(t, ""),
            action_label=_("Choose"),
            cls=marks.cls(f"offer:{t}"),
            button_cls=marks.cls(f"act:{ch.offer.get(t, '-')}"),
        )
        for t in b.view["state"]["offer"]
    )
    return b.keep(
        "offer",
        f'<section id="offer"><h2>{escape(_("Starter potions"))}</h2>'
        f'<div class="offer-row">{cards}</div></section>',
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
        if b.touch:
            return _.html(
                "{name}: your pool keeps only 3 marbles. Tap one to discard it.", name=who
            )
        return _.html("{name}: your pool keeps only 3 marbles. Click one to discard it.", name=who)
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
        left = int(state["turn"]["prismatic"])
        return escape(
            _.n(
                "{name}: Prismatic Joy: put {n} more pool marble on a hole of any colour, or stop.",
                "{name}: Prismatic Joy: put up to {n} more pool marbles on holes of any "
                "colour, or stop.",
                left,
                name=who,
            )
        )
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


def into_view(b: Board, ch: Choices) -> tuple[str, str] | None:
    """What the player needs on screen now, for a phone that shows one part of the board at
    a time: (the id of the element, why). The page brings it into view when the why changes
    (web/shell/clicks.js): the dispenser to pick (or to watch a computer pick), one's desk
    to place marbles and drink, the starter potions, the stacks, one's pool to discard."""
    state = b.view["state"]
    if state["phase"] == "over":
        return None
    if not b.legal:
        seat = state["current"]
        playing = 0 <= seat < len(b.seats) and b.seats[seat] not in ("human", "online")
        return ("left", "watch") if playing and state["phase"] == "play" else None
    mode = ch.mode
    if mode == "draft":
        return ("offer", "draft")
    if mode == "draw":
        return ("stacks-box", "draw")
    if mode == "discard":
        return (f"pool-{state['current']}", "discard")
    if mode == "love" and ch.seats:
        return (f"desk-{min(ch.seats)}", "steal")
    if mode in ("pick", "help", "tiebreak") or mode.startswith("target:"):
        return ("left", "dispenser")
    return (f"desk-{state['current']}", "desk")


def board(b: Board) -> str:
    """The whole board: the turn panel (and the tutorial), the dispenser, the offer or the
    stacks, the desks; the last action played out, and the tile whose text is open."""
    _ = b.tr
    state = b.view["state"]
    ch = choices(state, b.legal, b.ui)
    now = tutorial.lesson(b)
    keys, coming_text = coming(b)
    marks = Marks(lesson=now.targets if now else set(), coming=keys)
    buttons = "".join(
        f'<button type="button" class="{"primary" if label == "end" else ""}'
        f'{marks.cls(("act:" if a == "data-action" else "sel:") + v)}" '
        f'{a}="{attr(v)}">{escape(_button_label(b.tr, label))}</button>'
        for a, v, label in ch.buttons
    )
    if ch.confirm:
        buttons = (
            f'<button type="button" class="primary" data-action="{attr(ch.confirm)}">'
            f"{escape(_('Drink'))}</button>" + buttons
        )
    middle = offer(b, ch, marks) if state["phase"] == "draft" else stacks(b, ch, marks)
    desks = "".join(desk(b, i, ch, marks) for i in range(len(state["players"])))
    panel = turn_panel(b, prompt_text(b, ch), buttons)
    motion = motion_of(b)
    coming_line = f'<p id="coming" role="status">{coming_text}</p>' if coming_text else ""
    phase = f' data-phase="{state["phase"]}"'
    lesson = tutorial.card(b, now)
    turn = b.keep("turn", f'<div id="turn" class="turn-top"{phase}>{panel}{lesson}</div>')
    again = (
        _("Tap the marble again to take them, or anywhere else to choose another.")
        if b.touch
        else _("Click the marble again to take them, or anywhere else to choose another.")
    )
    # always there (empty when nothing is needed): the board's parts keep their places
    target, why = into_view(b, ch) or ("", "")
    view = (
        f'<i id="into-view" hidden data-target="{target}" data-why="{why}" data-under="turn"></i>'
    )
    return (
        f"{defs()}{turn}{view}"
        f'<div id="left">{draw_dispenser(b, ch, marks, motion)}{coming_line}'
        f'<div id="preview" aria-live="polite" data-again="{attr(again)}"></div>'
        f"{moments(b)}</div>"
        f'<div id="right"{phase}>{middle}<div id="desks">{desks}</div></div>'
        f"{info_panel(b)}"
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
    """The tie-breaker's marbles, when there was one (where the points came from is the
    engine's score pad, its rows worded by :func:`score_row`)."""
    _ = b.tr
    players = b.view["state"]["players"]
    if not any(p["tiebreak"] for p in players):
        return [], [[] for _p in players]
    return [_("Tie-break")], [[str(len(p["tiebreak"]))] for p in players]


def score_row(tr: Translator, row: dict[str, Any]) -> str:
    """The name of a row of the engine's score pad (``view["state"]["breakdown"]``): a
    kind of potion, the Skill tokens, the Little Helps."""
    _ = tr
    if row["row"] == "kind":
        return kind_name(tr, row["kind"])
    if row["row"] == "skill":
        return _("Skill tokens")
    if row["row"] == "help":
        return _("Little Help")
    return str(row["row"])


def summary(view: dict[str, Any], tr: Translator) -> str:
    """``turn 12`` for the saved-games list."""
    _ = tr
    return _("turn {n}", n=view["state"]["turns"] + 1)
