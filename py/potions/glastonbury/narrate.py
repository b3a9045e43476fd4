"""Sentences for what an action did, for the game log (as translatable messages).

The sentences name the cards taken: everybody saw them. The page decides how much of the
log it keeps on screen (see docs/rules-glastonbury.md: showing a long history of takes
would do the players' remembering for them).
"""

from __future__ import annotations

from typing import Any

from potions.core.i18n import Join, Msg
from potions.core.narration import Sentence, game_over, headlines, sentences
from potions.core.protocol import Event
from potions.glastonbury.components import (
    ACCIO,
    DECLINATIO,
    PERLUCEO,
    VANESCO,
    card_name,
    line_name,
)
from potions.glastonbury.state import State


def _move(e: Event, name: str) -> Msg:
    if e["steps"] == 0:
        return Msg(
            "{name}'s Immuto keeps the pawn beside {line}.", name=name, line=line_name(e["line"])
        )
    if e["line"] is None:
        return Msg(
            "{name} moves {n} place to a corner.",
            plural="{name} moves {n} places to a corner.",
            n=e["steps"],
            name=name,
        )
    return Msg(
        "{name} moves {n} place to {line}.",
        plural="{name} moves {n} places to {line}.",
        n=e["steps"],
        name=name,
        line=line_name(e["line"]),
    )


def _take(e: Event, name: str) -> Msg:
    card = e["card"]
    if e["how"] == "accio":
        return Msg("{name} casts Accio and takes {card}.", name=name, card=card_name(card))
    if card == ACCIO:
        return Msg("{name} takes an Accio spell (2 uses).", name=name)
    if card == DECLINATIO:
        return Msg("{name} takes a Declinatio spell (3 uses).", name=name)
    return Msg("{name} takes {card}.", name=name, card=card_name(card))


def _vanesco(e: Event, name: str, names: list[str]) -> Msg:
    if not e["removed"]:
        return Msg("{name} casts Vanesco, but no other cauldron holds a card.", name=name)
    cards = Join(
        Msg("{name}'s {card}", context="owner", name=names[v], card=card_name(c))
        for v, c in e["removed"]
    )
    if e["to"] == "pile":
        return Msg(
            "{name} casts Vanesco: {cards} goes to the bottom of the draw pile.",
            plural="{name} casts Vanesco: {cards} go to the bottom of the draw pile.",
            n=len(e["removed"]),
            name=name,
            cards=cards,
        )
    return Msg(
        "{name} casts Vanesco: {cards} leaves the game.",
        plural="{name} casts Vanesco: {cards} leave the game.",
        n=len(e["removed"]),
        name=name,
        cards=cards,
    )


_SENTENCES: dict[str, Sentence] = {
    "move": lambda e, n, _: _move(e, n),
    "declinatio": lambda e, n, _: Msg(
        "{name} casts Declinatio and moves {n} more place to {line}.",
        plural="{name} casts Declinatio and moves {n} more places to {line}.",
        n=e["steps"],
        name=n,
        line=line_name(e["line"]),
    ),
    "stuck": lambda e, n, _: Msg("{name}'s pawn is beside a corner: no card this turn.", name=n),
    "pass": lambda e, n, _: Msg("{name} keeps Declinatio for later: no card this turn.", name=n),
    "take": lambda e, n, _: _take(e, n),
    "turned": lambda e, n, _: Msg("{card} is turned over.", card=card_name(e["card"])),
    "pile_empty": lambda e, n, _: Msg("The draw pile is used up: gaps now stay empty."),
    "vanesco": lambda e, n, names: _vanesco(e, n, names),
    "perluceo": lambda e, n, _: Msg(
        "{name} casts Perluceo and looks through the cauldron.", name=n
    ),
    "close": lambda e, n, _: Msg("{name} closes the cauldron.", name=n),
    "line_empty": lambda e, n, _: Msg(
        "{name} took the last card of {line}: the game ends.", name=n, line=line_name(e["line"])
    ),
    "keep": lambda e, n, _: Msg("{name} keeps {card}.", name=n, card=card_name(e["card"])),
    "discard": lambda e, n, _: Msg(
        "{name} does not keep {card}: it leaves the game.", name=n, card=card_name(e["card"])
    ),
    "declinatio_end": lambda e, n, _: Msg(
        "The game ends: {line} holds only Vanesco and Perluceo cards, which may not be taken "
        "after a spell.",
        line=line_name(e["line"]),
    ),
    "over": lambda e, n, names: game_over(e["winners"], e["scores"], names),
}


def describe(game: State, events: list[dict[str, Any]] | None = None) -> list[Msg]:
    """Sentences for ``events`` (default: those of the last action applied to ``game``)."""
    return sentences(game, events, _SENTENCES)


# ---------------------------------------------------------------- headlines


def _headline(e: Event) -> list[Msg]:
    kind = e["type"]
    if kind == "take":
        card = e["card"]
        if e["how"] == "accio":
            return [Msg("cast Accio and took {card}", context="headline", card=card_name(card))]
        if card == ACCIO:
            return [Msg("took an Accio spell", context="headline")]
        if card == DECLINATIO:
            return [Msg("took a Declinatio spell", context="headline")]
        if card in (VANESCO, PERLUCEO):
            return []  # cast at once: its own headline says so
        return [Msg("took {card}", context="headline", card=card_name(card))]
    if kind == "declinatio":
        return [Msg("cast Declinatio", context="headline")]
    if kind == "vanesco":
        return [Msg("cast Vanesco", context="headline")]
    if kind == "perluceo":
        return [Msg("cast Perluceo", context="headline")]
    if kind == "close":
        return [Msg("closed the cauldron", context="headline")]
    if kind in ("stuck", "pass"):
        return [Msg("took no card", context="headline")]
    return []


def headline(game: State, events: list[dict[str, Any]] | None = None) -> list[Msg]:
    """What ``events`` (default: those of the last action) add to the heading of their turn
    in the log: short phrases with no subject (``took Toadstool 4``), which the log joins
    after the player's name."""
    return headlines(game, events, _headline)
