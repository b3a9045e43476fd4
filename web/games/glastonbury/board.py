"""The Glastonbury board as markup, drawn from a view: the turn panel, High Street, the
players' places, the draw pile, the scoring overview, and the final scoring.

Drawn only from ``b.view["state"]`` and ``b.legal``: the view's ``seen`` part (the
public record of every card taken, for the computers) is never read here.
"""

from __future__ import annotations

from typing import Any

from potions.core.i18n import Translator, number
from potions.glastonbury.actions import Action, cell_of
from potions.glastonbury.components import LINE_AT, line_name
from web.games.glastonbury.cards import name_of
from web.games.glastonbury.choices import Choices, choices
from web.games.glastonbury.desks import desk, overview, peek_panel, table_info
from web.games.glastonbury.final import final_scoring
from web.games.glastonbury.square import square
from web.games.protocol import Board, turn_panel
from web.shell.markup import attr, escape


def _line_words(tr: Translator, state: dict[str, Any]) -> str:
    line = LINE_AT[state["players"][state["current"]]["pawn"]]
    return tr.render(line_name(line)) if line is not None else ""


def prompt_text(b: Board, ch: Choices) -> str:
    """What the seat to play should do now (markup: names isolated)."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    if state["phase"] == "over":
        return _.html("The game is over: see the final scoring.")
    who = b.names[state["current"]]
    mode = ch.mode
    if mode == "take":
        if ch.accio:
            return _.html(
                "{name}: take a card from {line} (highlighted), or cast Accio to take another one.",
                name=who,
                line=_line_words(tr, state),
            )
        return _.html(
            "{name}: take a card from {line} (highlighted).",
            name=who,
            line=_line_words(tr, state),
        )
    if mode == "accio":
        if b.touch:
            return _.html("Accio: tap any card off your line (not Vanesco or Perluceo) to take it.")
        return _.html("Accio: click any card off your line (not Vanesco or Perluceo) to take it.")
    if mode == "accio-confirm" and ch.accio_cell is not None:
        card = state["table"][ch.accio_cell]
        return _.html("Cast Accio to take {card}?", card=name_of(tr, card))
    if mode == "corner":
        return _.html(
            "{name}: your pawn is beside a corner. Cast Declinatio to move again by your "
            "top card, or end your turn without a card.",
            name=who,
        )
    if mode == "peek":
        return _.html(
            "{name}: Perluceo shows your whole cauldron. Look, remember, then close it.",
            name=who,
        )
    if mode == "last":
        top = state["players"][state["current"]]["top"]
        return _.html(
            "{name}: you took the last card of a line, so the game ends. Keep {card} on "
            "your cauldron, or leave it out?",
            name=who,
            card=name_of(tr, top) if top is not None else "",
        )
    return _.html("{name} is playing.", name=who)


def _button_label(tr: Translator, key: str) -> str:
    _ = tr
    return {
        "accio": _("Cast Accio…"),
        "cast": _("Cast Accio"),
        "cancel": _("Cancel"),
        "declinatio": _("Cast Declinatio"),
        "pass": _("End turn (keep Declinatio)"),
        "close": _("Close the cauldron"),
        "keep": _("Keep it"),
        "discard": _("Leave it out"),
    }[key]


def buttons(b: Board, ch: Choices) -> str:
    out = []
    for kind, value, key in ch.buttons:
        cls = []
        if kind == "data-action" and key in ("cast", "declinatio", "close", "keep"):
            cls.append("primary")
        if value in (b.hint, b.coming) and kind == "data-action":
            cls.append("hint" if value == b.hint else "coming")
        klass = f' class="{" ".join(cls)}"' if cls else ""
        out.append(
            f'<button type="button"{klass} {kind}="{attr(value)}">'
            f"{escape(_button_label(b.tr, key))}</button>"
        )
    return "".join(out)


def board(b: Board) -> str:
    """The whole board."""
    _ = b.tr
    state = b.view["state"]
    ch = choices(state, b.legal, b.ui)
    panel = turn_panel(b, prompt_text(b, ch), buttons(b, ch))
    seats = range(len(state["players"]))
    desks = "".join(desk(b, i, ch) for i in seats)
    mode = f" mode-{ch.mode}"
    keep = b.keep
    top = f"{panel}{peek_panel(b)}{final_scoring(b)}"
    return (
        keep("panel", f'<div id="panel" class="turn-top {mode.strip()}">{top}</div>')
        + keep(
            "table",
            f'<div id="table">{square(b, ch)}<div id="preview" aria-live="polite"></div></div>',
        )
        + keep(
            "side",
            f'<div id="side"><div id="desks">{desks}</div>'
            f'<div class="extras">{table_info(b)}{overview(b.tr)}</div></div>',
        )
    )


def describe_action(b: Board, action: str) -> str:
    """A short readable form of an action string, for hints."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    a = Action.parse(action)
    if a.verb in ("take", "accio"):
        card = state["table"][cell_of(a)]
        what = name_of(tr, card) if card is not None else action
        if a.verb == "take":
            return _("take {card} from {line} (outlined).", card=what, line=_line_words(tr, state))
        return _("cast Accio and take {card} (outlined).", card=what)
    return {
        "declinatio": _("cast Declinatio and move again."),
        "pass": _("keep Declinatio and end your turn."),
        "close": _("close your cauldron."),
        "keep": _("keep the card."),
        "discard": _("leave the card out."),
    }.get(a.verb, f"{action}.")


def _round(state: dict[str, Any]) -> int:
    return int(state["turns"]) // len(state["players"]) + 1


def status(b: Board) -> str:
    """The round, the draw pile, and whether the pile is used up."""
    _ = b.tr
    state = b.view["state"]
    text = escape(_("Round {n}", n=_round(state)))
    text += " · " + escape(_.n("draw pile {n} card", "draw pile {n} cards", state["pile"]))
    if state["phase"] == "over":
        text += f" · <strong>{escape(_('Game over'))}</strong>"
    elif not state["pile"]:
        text += f" · <strong>{escape(_('The next emptied line ends the game'))}</strong>"
    return text


def final_details(b: Board) -> tuple[list[str], list[list[str]]]:
    """In the variant, the score's two parts: Ingredient points and Recipe points; nothing
    beside the score otherwise, where the score is the ingredients' (the board's own final
    scoring shows every set and where each Immuto went)."""
    _ = b.tr
    state = b.view["state"]
    recipes = bool(b.view["config"]["recipes"])
    if not recipes:
        return [], [[] for _row in state["final"] or []]
    columns = [_("Ingredients"), _("Recipes")]
    rows = []
    for row in state["final"] or []:
        rows.append([number(row["ingredients"]), number(sum(row["recipes"].values()))])
    return columns, rows


def summary(view: dict[str, Any], tr: Translator) -> str:
    """``round 4`` for the saved-games list."""
    _ = tr
    return _("round {n}", n=_round(view["state"]))
