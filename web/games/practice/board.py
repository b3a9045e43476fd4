"""The Potion-making: Practice board as markup, drawn from a view: the turn panel (what to do,
the card being played, the choices as buttons), the Desk of Elements and the deck, the hand
of the seat at the device, each player's place, and the panel of all 76 cards.

Drawn only from ``b.view["state"]`` and ``b.legal`` (see :mod:`.choices`); questions about
the open table go to the engine through :mod:`.world`.
"""

from __future__ import annotations

from typing import Any

from potions.core.i18n import Translator
from potions.practice.actions import Action, card_arg
from potions.practice.cards import CARDS
from potions.practice.illegal import need_name
from web.games.practice.art import defs
from web.games.practice.cards import face, on_desk, title
from web.games.practice.choices import Choices, choices
from web.games.practice.desk import desk, returning
from web.games.practice.glossary import glossary
from web.games.practice.marks import Marks, marks_of
from web.games.practice.seats import hand, seat_panel
from web.games.practice.world import World
from web.games.protocol import Board, turn_panel
from web.shell.markup import attr, button, escape

__all__ = ["board", "describe_action", "final_details", "score_row", "status", "summary"]


def owner_of(state: dict[str, Any], card: int) -> int | None:
    """The seat whose composed formula ``card`` is (None: not a composed formula)."""
    for seat, p in enumerate(state["players"]):
        if any(f["card"] == card for f in p["formulas"]):
            return seat
    return None


def card_words(b: Board, card: int) -> str:
    """A card on the table as a player names it: a composed formula with its owner, a
    card under a formula by its name, any other by its element and formula."""
    tr = b.tr
    state = b.view["state"]
    owner = owner_of(state, card)
    if owner is not None:
        return tr("{name}'s {formula}", name=b.names[owner], formula=title(tr, card))
    if any(card in f["under"] for p in state["players"] for f in p["formulas"]):
        return title(tr, card)
    return on_desk(tr, card)


def under_words(b: Board, card: int) -> list[str]:
    """The cards under composed formula ``card``, each named by both its halves (two
    copies of a formula differ only there: the cards that go back to the Desk); nothing
    for another card."""
    for p in b.view["state"]["players"]:
        for f in p["formulas"]:
            if f["card"] == card:
                return [on_desk(b.tr, u) for u in f["under"]]
    return []


def prompt_text(b: Board, ch: Choices) -> str:
    """What the seat to play should do now (markup: names isolated)."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    if state["phase"] == "over":
        return _.html("The game is over.")
    who = b.names[state["current"]]
    turn = state["turn"]
    mode = ch.mode
    if mode == "play" and b.touch:
        if turn["spells"]:
            return _.html(
                "{name}: now play another card: tap its formula to compose it, or its "
                "element to put it on the Desk.",
                name=who,
            )
        return _.html(
            "{name}: tap a card's formula (above) to compose it, or its element (below) "
            "to put it on the Desk.",
            name=who,
        )
    if mode == "play":
        if turn["spells"]:
            return _.html(
                "{name}: now play another card: click its formula to compose it, or its "
                "element to put it on the Desk.",
                name=who,
            )
        return _.html(
            "{name}: click a card's formula (above) to compose it, or its element (below) "
            "to put it on the Desk.",
            name=who,
        )
    if mode == "component" and turn["card"] is not None:
        card = CARDS[turn["card"]]
        need = card.needs[len(turn["chosen"])]
        if b.touch:
            return _.html(
                "Composing {formula}: which {part} do you use? Tap it (outlined).",
                formula=card.title,
                part=need_name(need),
            )
        return _.html(
            "Composing {formula}: which {part} do you use? Click it (outlined).",
            formula=card.title,
            part=need_name(need),
        )
    if mode == "eureka":
        return _.html("Eureka!: take a formula card from the top of a Desk pile (outlined).")
    if mode == "destroy":
        return _.html("Decomposition: choose the formula of yours to break up (outlined).")
    if mode == "keep" and turn["target"] is not None and b.touch:
        return _.html(
            "Decomposition of {formula}: tap the card you keep as a composed formula; the "
            "others go back to the Desk.",
            formula=CARDS[turn["target"]].title,
        )
    if mode == "keep" and turn["target"] is not None:
        return _.html(
            "Decomposition of {formula}: click the card you keep as a composed formula; the "
            "others go back to the Desk.",
            formula=CARDS[turn["target"]].title,
        )
    if mode == "transform":
        return _.html("Transformation: choose the formula of yours to transform (outlined).")
    if mode == "transform_into" and turn["target"] is not None and b.touch:
        return _.html(
            "Transformation of {formula}: tap the Desk card it becomes (outlined).",
            formula=CARDS[turn["target"]].title,
        )
    if mode == "transform_into" and turn["target"] is not None:
        return _.html(
            "Transformation of {formula}: click the Desk card it becomes (outlined).",
            formula=CARDS[turn["target"]].title,
        )
    if mode == "stack":
        return _.html(
            "{name}: put the returned cards back on their piles, one at a time: the last one "
            "stacked ends on top.",
            name=who,
        )
    return _.html("{name} is playing.", name=who)


def buttons(b: Board, ch: Choices, marks: Marks) -> str:
    """The turn panel's buttons: every card that answers the question (the same actions
    as the cards on the board), and the panel of all cards."""
    _ = b.tr
    out = []
    words = {card: card_words(b, card) for card in ch.picks}
    twins = {w for w in words.values() if list(words.values()).count(w) > 1}
    for card, action in sorted(ch.picks.items()):
        label = words[card]
        parts = under_words(b, card)
        if label in twins and parts:
            label = _("{card}, made of {parts}", card=label, parts=b.tr.join(parts))
        out.append(
            button(
                escape(label),
                action=action,
                cls=("pick-button" + marks.of_action(action)).strip(),
                extra=f'data-for="c{card}"',
            )
        )
    if "glossary" in b.ui:
        out.append(button(escape(_("Close the cards")), select="glossary-close", cls="cards"))
    else:
        out.append(button(escape(_("All 76 cards")), select="glossary all", cls="cards"))
    return "".join(out)


def in_play(b: Board, marks: Marks) -> str:
    """The card being played (a formula being composed, a spell being cast) and what was
    chosen for it so far."""
    tr = b.tr
    _ = tr
    turn = b.view["state"]["turn"]
    card = turn["card"]
    if card is None:
        return ""
    c = CARDS[card]
    if c.spell is None:
        text = _("Being composed")
        chosen = [card_words(b, x) for x in turn["chosen"]]
        if chosen:
            text = _("Being composed, with {parts}", parts=tr.join(chosen))
    else:
        text = _("Being cast")
        if turn["target"] is not None:
            text = _("Being cast on {formula}", formula=title(tr, turn["target"]))
    return (
        f'<div id="in-play"><span class="label">{escape(text)}</span>'
        f"{face(tr, card, cls='in-play' + marks.of_card(card))}</div>"
    )


def coming_line(b: Board) -> str:
    """What a computer is about to do, said before it does it."""
    if not b.coming:
        return ""
    state = b.view["state"]
    who = b.names[state["current"]]
    text = b.tr.html("{name} is about to {action}", name=who, action=describe_action(b, b.coming))
    return f'<p id="coming" role="status">{text}</p>'


def board(b: Board) -> str:
    """The whole board."""
    state = b.view["state"]
    ch = choices(state, b.legal)
    marks = marks_of(b)
    world = World(b.view)
    panel = turn_panel(b, prompt_text(b, ch), buttons(b, ch, marks))
    seats = "".join(seat_panel(b, ch, marks, i) for i in range(len(state["players"])))
    mode = f' data-mode="{attr(ch.mode)}"'
    keep = b.keep
    index = glossary(b, world)
    return (
        f'{defs()}<div class="ptable">'
        + keep(
            "turn",
            f'<div id="turn" class="turn-top"{mode}>{panel}{in_play(b, marks)}{coming_line(b)}'
            f'<div id="preview" aria-live="polite"></div></div>',
        )
        + keep("middle", f'<div id="middle">{returning(b, ch, marks)}{desk(b, ch, marks)}</div>')
        + keep("mine", f'<div id="mine">{hand(b, ch, marks, world)}</div>')
        + keep("seats", f'<div id="seats" data-players="{len(state["players"])}">{seats}</div>')
        + f"</div>{keep('glossary', index) if index else ''}"
    )


def describe_action(b: Board, action: str) -> str:
    """A short readable form of an action, for hints and a computer's coming move."""
    tr = b.tr
    _ = tr
    try:
        a = Action.parse(action)
        card = card_arg(a)
        c = CARDS[card]
    except (ValueError, IndexError):
        return f"{action}."
    phase = b.view["state"]["phase"]
    if a.verb == "element":
        return _("play {card} as an element.", card=on_desk(tr, card))
    if a.verb == "formula":
        return _.n(
            "compose {card} ({n} point).", "compose {card} ({n} points).", c.points, card=c.title
        )
    if a.verb == "spell":
        return _("cast the {card}.", card=c.title)
    if a.verb == "use":
        return _("use {card} as the next component.", card=card_words(b, card))
    if a.verb == "take" and phase == "transform_into":
        return _("turn the formula into {card}, from the Desk.", card=c.title)
    if a.verb == "take":
        return _("take {card} from the Desk into the hand.", card=on_desk(tr, card))
    if a.verb == "target" and phase == "destroy":
        return _("decompose {card}.", card=c.title)
    if a.verb == "target":
        return _("transform {card}.", card=c.title)
    if a.verb == "keep":
        return _("keep {card} as a composed formula.", card=c.title)
    if a.verb == "stack":
        return _("put {card} on its pile now.", card=on_desk(tr, card))
    return f"{action}."


def status(b: Board) -> str:
    """The turn, the deck, and the end in sight (the top bar)."""
    _ = b.tr
    state = b.view["state"]
    if state["phase"] == "over":
        return escape(_("Game over"))
    text = escape(_("Turn {n}", n=int(state["turns"]) + 1))
    deck = int(state["deck"])
    text += " · " + escape(_.n("deck {n} card", "deck {n} cards", deck))
    if not deck:
        text += f" · <strong>{escape(_('Last cards: play out your hand'))}</strong>"
    return text


def final_details(b: Board) -> tuple[list[str], list[list[str]]]:
    """How many formulas each player has in front of them at the end."""
    _ = b.tr
    players = b.view["state"]["players"]
    return [_("Formulas")], [[str(len(p["formulas"]))] for p in players]


def score_row(tr: Translator, row: dict[str, Any]) -> str:
    """The name of a row of the engine's score pad (``view["state"]["breakdown"]``): the
    elements new to the Desk, a kind of formula composed, the halves earned by lending."""
    _ = tr
    kinds = {
        "simple_elixir": _("Simple elixirs"),
        "complex_elixir": _("Complex elixirs"),
        "powder": _("Powders"),
        "great_elixir": _("Great Elixirs"),
        "talisman": _("Talismans"),
        "creature": _("Creatures"),
        "supreme_elixir": _("Supreme Elixir"),
        "supreme_talisman": _("Supreme Talisman"),
    }
    if row["row"] == "elements":
        return _("New elements on the Desk")
    if row["row"] == "kind":
        return kinds.get(row["kind"], str(row["kind"]))
    if row["row"] == "lent":
        return _("Half points for formulas lent")
    return str(row["row"])


def summary(view: dict[str, Any], tr: Translator) -> str:
    """``turn 12`` for the saved-games list."""
    _ = tr
    return _("turn {n}", n=int(view["state"]["turns"]) + 1)
