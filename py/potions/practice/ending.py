"""Scores and the end of the game: the most points wins; a tie shares the victory."""

from __future__ import annotations

from potions.practice.state import State


def scores(game: State) -> list[int]:
    """Points of every seat now."""
    return [p["points"] for p in game.players]


def finish(game: State) -> None:
    """The deck is out and every hand is played out: the game is over."""
    points = scores(game)
    top = max(points)
    winners = [i for i, s in enumerate(points) if s == top]
    game.phase = "over"
    game.winner_seats = winners
    game.emit("over", winners[0], winners=winners, scores=points)
