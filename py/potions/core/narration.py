"""Sentences that every game's narration says the same way."""

from __future__ import annotations

from collections.abc import Sequence

from potions.core.i18n import Join, Msg


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
