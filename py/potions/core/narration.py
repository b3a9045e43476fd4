"""What every game's narration does the same way: an event's sentence found by its type,
the headlines of a turn, and the end of a game."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from potions.core.engine import Declared
from potions.core.i18n import Join, Msg
from potions.core.protocol import Event

Sentence = Callable[[Event, str, list[str]], Msg]
"""An event's sentence, from the event, the acting seat's name and every seat's name."""

HEADLINE = "headline"
"""The context of a headline: what an event adds to the heading of its turn in the log."""


def sentences(
    game: Declared, events: list[Event] | None, said: Mapping[str, Sentence]
) -> list[Msg]:
    """Sentences for ``events`` (None: those of the last action applied to ``game``), each
    event's from ``said`` by its type (an event whose type it lacks says nothing)."""
    names = [p["name"] for p in game.players]
    out = []
    for e in game.events if events is None else events:
        sentence = said.get(e["type"])
        if sentence is not None:
            out.append(sentence(e, names[e["seat"]], names))
    return out


def headlines(
    game: Declared, events: list[Event] | None, of: Callable[[Event], list[Msg]]
) -> list[Msg]:
    """What ``events`` (None: those of the last action) add to the heading of their turn
    in the log, each event's phrases from ``of``."""
    return [m for e in (game.events if events is None else events) for m in of(e)]


def game_over(winners: Sequence[int], scores: Sequence[int], names: Sequence[str]) -> Msg:
    """The end of a game: who won (or shared the victory) and every final score."""
    who = Join(names[i] for i in winners)
    points = Join(
        Msg("{name} {points}", context="final score", name=names[i], points=s)
        for i, s in enumerate(scores)
    )
    if len(winners) == 1:
        return Msg("Game over: {winners} wins! Final scores: {scores}.", winners=who, scores=points)
    return Msg(
        "Game over: {winners} share the victory! Final scores: {scores}.",
        winners=who,
        scores=points,
    )
