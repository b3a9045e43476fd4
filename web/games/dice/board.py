"""The Potion Dice board as markup, drawn from a view: the turn panel, the preparation table
of the seat to play, the round counter and the market (or the draft), the work tables.

Drawn only from ``b.view["state"]`` and ``b.legal``; every clickable element carries one
legal action (``data-action``) or a step of a choice (``data-select``): see
:mod:`.choices`. The parts are drawn by their own modules (:mod:`.prep`, :mod:`.desks`,
:mod:`.market`, :mod:`.cards`); the last action is played out by :mod:`.motion`.
"""

from __future__ import annotations

from typing import Any

from potions.core.i18n import Translator
from potions.dice.actions import Action
from potions.dice.cards import CARDS, RESERVE_SIZE, ROUNDS, TYPE_BY_ID
from web.games.dice.cards import card_label, potion_name
from web.games.dice.choices import Choices, choices
from web.games.dice.desks import desk
from web.games.dice.market import market, offer, round_counter
from web.games.dice.motion import moments, motion_of
from web.games.dice.prep import prep_table
from web.games.protocol import Board, turn_panel
from web.shell.markup import attr, dice_html, escape

__all__ = [
    "board",
    "describe_action",
    "final_details",
    "marks_of",
    "score_row",
    "status",
    "summary",
]


def prompt_text(b: Board, ch: Choices) -> str:
    """What the seat to play should do now (markup: names isolated)."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    if state["phase"] == "over":
        return _.html("The game is over.")
    seat = state["current"]
    who = b.names[seat]
    turn = state["turn"]
    mode = ch.mode
    power = turn["power"]
    picked = power["picked"] if power else []
    if mode == "draft":
        return _.html("{name}: choose a starting potion.", name=who)
    if mode == "start":
        n = turn["free"]
        if any(k.startswith(("res:", "pd:")) for k in ch.clicks):
            return escape(
                _.n(
                    "{name}: roll your free die. You may first add dice from your reserve or "
                    "take dice back from your potions to roll them too.",
                    "{name}: roll your {n} free dice. You may first add dice from your reserve "
                    "or take dice back from your potions to roll them too.",
                    n,
                    name=who,
                )
            )
        return escape(
            _.n("{name}: roll your free die.", "{name}: roll your {n} free dice.", n, name=who)
        )
    if mode == "prep":
        return _.html(
            "{name}: choose a number of the roll. All its dice are set aside; the others are "
            "rolled again.",
            name=who,
        )
    if mode == "stuck":
        return _.html(
            "{name}: no new number in this roll. Use a potion on it, or accept the roll.",
            name=who,
        )
    if mode == "work" and b.touch:
        return _.html(
            "{name}: place your ingredients on your potions (tap a die or an empty place), "
            "then end the work.",
            name=who,
        )
    if mode == "work":
        return _.html(
            "{name}: place your ingredients on your potions (click a die or an empty place), "
            "then end the work.",
            name=who,
        )
    if mode == "hold" and b.touch:
        return _.html("On which potion does the {value} go? Tap it.", value=ch.held or 0)
    if mode == "hold":
        return _.html("On which potion does the {value} go? Click it.", value=ch.held or 0)
    if mode == "help" and b.touch:
        return _.html(
            "Little Help: tap an empty place on a potion. A die of your preparation table is "
            "turned to that number and placed there (−2 points)."
        )
    if mode == "help":
        return _.html(
            "Little Help: click an empty place on a potion. A die of your preparation table is "
            "turned to that number and placed there (−2 points)."
        )
    if mode == "keep":
        left = RESERVE_SIZE - len(state["players"][seat]["reserve"])
        if b.touch:
            return escape(
                _.n(
                    "{name}: more dice are left than your reserve holds. Tap the die to keep.",
                    "{name}: more dice are left than your reserve holds. Tap {n} dice to keep.",
                    left,
                    name=who,
                )
            )
        return escape(
            _.n(
                "{name}: more dice are left than your reserve holds. Click the die to keep.",
                "{name}: more dice are left than your reserve holds. Click {n} dice to keep.",
                left,
                name=who,
            )
        )
    if mode == "market":
        return _.html("{name}: take a potion from the market for your empty space.", name=who)
    if mode == "changer-number":
        return _.html("Number Changer: the new number for the {value}?", value=picked[0])
    if mode.startswith("power:"):
        return _power_prompt(b, mode.split(":", 1)[1], picked, power)
    return _.html("{name} is playing.", name=who)


def _power_prompt(b: Board, kind: str, picked: list[int], power: dict[str, Any]) -> str:
    if b.touch and kind != "resurrection":
        return _power_tap(b, kind, picked, power)
    _ = b.tr
    if kind == "reroll":
        if picked:
            return _.html("Reroll: click a second die, or reroll this one alone.")
        return _.html("Reroll: click up to 2 dice of the roll, 6s included.")
    if kind == "resurrection":
        return _.html("Resurrection: choose the number a 6 becomes.")
    if kind == "changer":
        return _.html("Number Changer: click the ingredient die to change.")
    if kind == "love":
        if picked and power["seat"] is not None:
            return _.html(
                "Blind Love: click a second die of {name}'s reserve, or roll with one.",
                name=b.names[power["seat"]],
            )
        return _.html("Blind Love: click a die in an opponent's reserve (up to 2, one player).")
    if kind == "virtual":
        return _.html(
            "{potion}: click the potion it goes on.", potion=potion_name(b.tr, power["card"])
        )
    if kind == "trick":
        return _.html("Trick: click a die on an opponent's potion or in their reserve.")
    return _.html("Magical Refill: click the empty bottle to fill again.")


def _button_label(b: Board, key: str) -> str:
    tr = b.tr
    _ = tr
    turn = b.view["state"]["turn"]
    power = turn["power"]
    kind = CARDS[power["card"]].type if power else ""
    if key == "roll":
        return _.n("Roll the die", "Roll {n} dice", turn["free"])
    if key == "done":
        return _("Reroll this die") if kind == "reroll" else _("Roll with this die")
    return {
        "stop": _("Accept this roll"),
        "help": _("Little Help (−2)"),
        "cancel-help": _("Cancel the Little Help"),
        "end": _("End the work"),
        "cancel": _("Put the potion back"),
        "cancel-hold": _("Cancel"),
    }[key]


def marks_of(b: Board) -> dict[str, str]:
    """Extra classes by key: what a computer is about to do, and the hint."""
    state = b.view["state"]
    out: dict[str, str] = {}
    for action, cls in ((b.hint, " hint"), (b.coming, " coming")):
        if not action:
            continue
        try:
            keys = choices(state, [action], {}).clicks
        except ValueError:
            continue
        for key in keys:
            out[key] = out.get(key, "") + cls
    return out


def board(b: Board) -> str:
    """The whole board."""
    tr = b.tr
    state = b.view["state"]
    ch = choices(state, b.legal, b.ui)
    marks = marks_of(b)
    motion = motion_of(b)
    buttons = "".join(
        f'<button type="button" class="{"primary" if name in ("roll", "end") else ""}'
        f'{marks.get("btn:" + name, "")}" {click[0]}="{attr(click[1])}">'
        f"{escape(_button_label(b, name))}</button>"
        for name, click in ch.buttons
    )
    panel = dice_html(turn_panel(b, prompt_text(b, ch), buttons))
    coming = ""
    if b.coming:
        who = b.names[state["current"]]
        text = tr.html("{name} is about to {action}", name=who, action=describe_action(b, b.coming))
        coming = f'<p id="coming" role="status">{dice_html(text)}</p>'
    middle = offer(b, ch, marks) if state["phase"] == "draft" else market(b, ch, marks)
    desks = "".join(desk(b, i, ch, marks) for i in range(len(state["players"])))
    stage = state["turn"]["stage"] if state["phase"] == "play" else state["phase"]
    keep = b.keep
    return (
        keep("turn", f'<div id="turn" class="turn-top" data-stage="{stage}">{panel}{coming}</div>')
        + keep("center", f'<div id="center">{round_counter(b)}{middle}</div>')
        + keep("play", f'<div id="play">{prep_table(b, ch, marks, motion)}{moments(b)}</div>')
        + keep("desks", f'<div id="desks" data-players="{len(state["players"])}">{desks}</div>')
    )


def describe_action(b: Board, action: str) -> str:
    """A short readable form of an action, for hints and a computer's coming move."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    try:
        a = Action.parse(action)
    except ValueError:
        return f"{action}."
    seat = state["current"]
    n = a.ints()
    power = state["turn"]["power"]
    kind = CARDS[power["card"]].type if power else ""

    def on_space(p: int, s: int = seat) -> str:
        space = state["players"][s]["spaces"][p] if 0 <= p < 2 else None
        return potion_name(tr, space["card"]) if space else _("the potion")

    if a.verb == "take":
        if state["phase"] == "draft":
            return _("choose the starting potion {card}.", card=card_label(tr, n[0]))
        return _("take {card} from the market.", card=card_label(tr, n[0]))
    if a.verb == "free":
        return _("roll the {value} of the reserve too.", value=n[0])
    if a.verb == "lift":
        return _("take a {value} back from {potion} to roll it.", value=n[1], potion=on_space(n[0]))
    if a.verb == "roll":
        return _("roll the free dice.")
    if a.verb == "choose":
        return _("set aside the {value}s.", value=n[0])
    if a.verb == "stop":
        return _("accept the roll.")
    if a.verb == "place":
        return _("place a {value} on {potion}.", value=n[0], potion=on_space(n[1]))
    if a.verb == "help":
        return _(
            "ask for a Little Help: a {value} on {potion} (−2 points).",
            value=n[0],
            potion=on_space(n[1]),
        )
    if a.verb == "use":
        return _("use {potion}.", potion=potion_name(tr, n[0]))
    if a.verb == "pick":
        if kind == "reroll":
            return _("reroll a {value}.", value=n[0])
        return _("change a {value}.", value=n[0])
    if a.verb == "number":
        if kind == "resurrection":
            return _("turn a 6 into a {value}.", value=n[0])
        return _("turn the die into a {value}.", value=n[0])
    if a.verb == "borrow":
        return _("take a {value} from {name}'s reserve.", value=n[1], name=b.names[n[0]])
    if a.verb == "potion":
        return _("put the virtual die on {potion}.", potion=on_space(n[0]))
    if a.verb == "snatch":
        s, place, v = n
        if place == 2:
            return _("take a {value} from {name}'s reserve.", value=v, name=b.names[s])
        return _(
            "take a {value} from {name}'s {potion}.",
            value=v,
            name=b.names[s],
            potion=on_space(place, s),
        )
    if a.verb == "refill":
        return _("fill {potion} again.", potion=potion_name(tr, n[0]))
    if a.verb == "done":
        return _("stop choosing.")
    if a.verb == "cancel":
        return _("put the potion back.")
    if a.verb == "end":
        return _("end the work.")
    if a.verb == "keep":
        return _("keep a {value} in the reserve.", value=n[0])
    return f"{action}."


def status(b: Board) -> str:
    """The round being played (the top bar)."""
    _ = b.tr
    state = b.view["state"]
    if state["phase"] == "draft":
        return escape(_("Starting draft"))
    if state["phase"] == "over":
        return escape(_("Game over"))
    text = escape(_("Round {n} of {total}", n=state["round"], total=ROUNDS))
    if state["round"] == ROUNDS:
        text += f" · <strong>{escape(_('Last round!'))}</strong>"
    return text


def final_details(b: Board) -> tuple[list[str], list[list[str]]]:
    """Nothing beyond the score: where the points came from is the engine's score pad, its
    rows worded by :func:`score_row`."""
    return [], [[] for _p in b.view["state"]["players"]]


def score_row(tr: Translator, row: dict[str, Any]) -> str:
    """The name of a row of the engine's score pad (``view["state"]["breakdown"]``): a
    type of potion, the awards, the Little Helps."""
    _ = tr
    if row["row"] == "type":
        return tr.render(TYPE_BY_ID[row["type"]].name)
    if row["row"] == "awards":
        return _("Awards")
    if row["row"] == "help":
        return _("Little Help")
    return str(row["row"])


def summary(view: dict[str, Any], tr: Translator) -> str:
    """``round 3 of 9`` for the saved-games list."""
    _ = tr
    state = view["state"]
    if state["phase"] == "draft":
        return _("starting draft")
    return _("round {n} of {total}", n=state["round"], total=ROUNDS)


def scores(view: dict[str, Any]) -> list[int]:
    """Every seat's points now (for tests and the desks)."""
    return list(view["state"]["scores"])


def _power_tap(b: Board, kind: str, picked: list[int], power: dict[str, Any]) -> str:
    """:func:`_power_prompt` on a touch screen: "tap" where it says "click"."""
    _ = b.tr
    if kind == "reroll":
        if picked:
            return _.html("Reroll: tap a second die, or reroll this one alone.")
        return _.html("Reroll: tap up to 2 dice of the roll, 6s included.")
    if kind == "changer":
        return _.html("Number Changer: tap the ingredient die to change.")
    if kind == "love":
        if picked and power["seat"] is not None:
            return _.html(
                "Blind Love: tap a second die of {name}'s reserve, or roll with one.",
                name=b.names[power["seat"]],
            )
        return _.html("Blind Love: tap a die in an opponent's reserve (up to 2, one player).")
    if kind == "virtual":
        return _.html(
            "{potion}: tap the potion it goes on.", potion=potion_name(b.tr, power["card"])
        )
    if kind == "trick":
        return _.html("Trick: tap a die on an opponent's potion or in their reserve.")
    return _.html("Magical Refill: tap the empty bottle to fill again.")
