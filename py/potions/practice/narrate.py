"""Sentences for what an action did, for the game log (as translatable messages)."""

from __future__ import annotations

from typing import Any

from potions.core.i18n import Join, Msg
from potions.core.narration import Sentence, game_over, headlines, sentences
from potions.core.protocol import Event
from potions.practice.cards import CARDS, ELEMENT_NAMES
from potions.practice.state import State


def desk_card(card: int) -> Msg:
    """A card as it lies on the Desk: ``Fiery Light (Potion of Eternal Sleep)``."""
    c = CARDS[card]
    if c.supreme:
        return c.title
    return Msg(
        "{element} ({card})", context="desk card", element=ELEMENT_NAMES[c.element], card=c.title
    )


def _element(e: Event, name: str) -> Msg:
    c = CARDS[e["card"]]
    n = e["points"]
    if c.supreme:
        return Msg(
            "{name} played {card} as the elements {elements}: {n} point.",
            plural="{name} played {card} as the elements {elements}: {n} points.",
            n=n,
            name=name,
            card=c.title,
            elements=Join(ELEMENT_NAMES[x] for x in c.elements),
        )
    if n:
        return Msg(
            "{name} played {element} ({card}) as an element: 1 point, a new element on the Desk.",
            name=name,
            element=ELEMENT_NAMES[c.element],
            card=c.title,
        )
    return Msg(
        "{name} played {element} ({card}) as an element: no points, it was already on the Desk.",
        name=name,
        element=ELEMENT_NAMES[c.element],
        card=c.title,
    )


def _part(part: dict[str, Any], names: list[str]) -> Msg:
    c = CARDS[part["card"]]
    if part["owner"] is not None:
        return Msg(
            "{owner}'s {formula}", context="component", owner=names[part["owner"]], formula=c.title
        )
    if c.supreme:
        return Msg(
            "{card} as {element}",
            context="component",
            card=c.title,
            element=ELEMENT_NAMES[part["element"]],
        )
    return ELEMENT_NAMES[part["element"]]


def _formula(e: Event, name: str, names: list[str]) -> Msg:
    return Msg(
        "{name} composed {card} from {parts}: {n} point.",
        plural="{name} composed {card} from {parts}: {n} points.",
        n=e["points"],
        name=name,
        card=CARDS[e["card"]].title,
        parts=Join(_part(p, names) for p in e["parts"]),
    )


def _decompose(e: Event, name: str) -> Msg:
    if e["kept"] == e["card"]:
        return Msg(
            "{name} decomposed {card} and kept the formula card alone.",
            name=name,
            card=CARDS[e["card"]].title,
        )
    return Msg(
        "{name} decomposed {card} and kept {kept} as a composed formula.",
        name=name,
        card=CARDS[e["card"]].title,
        kept=CARDS[e["kept"]].title,
    )


_SENTENCES: dict[str, Sentence] = {
    "turn": lambda e, n, _: (
        Msg(
            "{name}'s turn: drew {n} card.",
            plural="{name}'s turn: drew {n} cards.",
            n=e["drew"],
            name=n,
        )
        if e["drew"]
        else Msg("{name}'s turn.", name=n)
    ),
    "exhausted": lambda e, n, _: Msg(
        "The deck is exhausted: the game goes on until every hand is played out."
    ),
    "element": lambda e, n, _: _element(e, n),
    "formula": lambda e, n, names: _formula(e, n, names),
    "share": lambda e, n, names: Msg(
        "{name} gained {n} point, half of {card}, for lending a formula to {by}.",
        plural="{name} gained {n} points, half of {card}, for lending a formula to {by}.",
        n=e["points"],
        name=n,
        by=names[e["by"]],
        card=CARDS[e["card"]].title,
    ),
    "spell": lambda e, n, _: Msg("{name} cast the {card}.", name=n, card=CARDS[e["card"]].title),
    "eureka": lambda e, n, _: Msg(
        "{name} took {card} from the Desk of Elements into their hand.",
        name=n,
        card=desk_card(e["card"]),
    ),
    "decompose": lambda e, n, _: _decompose(e, n),
    "transform": lambda e, n, _: Msg(
        "{name} transformed {card} into {into}, taken from the Desk of Elements.",
        name=n,
        card=CARDS[e["card"]].title,
        into=CARDS[e["into"]].title,
    ),
    "returned": lambda e, n, _: Msg(
        "Back to the Desk of Elements, for no points: {cards}.",
        cards=Join(desk_card(c) for c in e["cards"]),
    ),
    "stack": lambda e, n, _: Msg(
        "{name} put {card} on its pile.", name=n, card=desk_card(e["card"])
    ),
    "over": lambda e, n, names: game_over(e["winners"], e["scores"], names),
}


def describe(game: State, events: list[dict[str, Any]] | None = None) -> list[Msg]:
    """Sentences for ``events`` (default: those of the last action applied to ``game``)."""
    return sentences(game, events, _SENTENCES)


# ---------------------------------------------------------------- headlines


def _headline(e: Event) -> list[Msg]:
    kind = e["type"]
    if kind == "element":
        c = CARDS[e["card"]]
        if c.supreme:
            return [
                Msg(
                    "played {card} as the elements {elements} (+{n})",
                    n=e["points"],
                    context="headline",
                    card=c.title,
                    elements=Join(ELEMENT_NAMES[x] for x in c.elements),
                )
            ]
        if e["points"]:
            return [
                Msg(
                    "played {element} as an element (+1)",
                    context="headline",
                    element=ELEMENT_NAMES[c.element],
                )
            ]
        return [
            Msg(
                "played {element} as an element (no points)",
                context="headline",
                element=ELEMENT_NAMES[c.element],
            )
        ]
    if kind == "formula":
        return [
            Msg(
                "composed {card} (+{n})",
                n=e["points"],
                context="headline",
                card=CARDS[e["card"]].title,
            )
        ]
    if kind == "spell":
        return [Msg("cast the {card}", context="headline", card=CARDS[e["card"]].title)]
    return []


def headline(game: State, events: list[dict[str, Any]] | None = None) -> list[Msg]:
    """What ``events`` (default: those of the last action) add to the heading of their turn
    in the log: short phrases with no subject (``composed Elixir of Oblivion (+2)``), which
    the log joins after the player's name."""
    return headlines(game, events, _headline)
