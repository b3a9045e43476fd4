"""Points and awards: finished potions, 4 per award, -2 per Little Help."""

from __future__ import annotations

from collections import Counter
from typing import Any, cast

from potions.core.scorepad import count_row, potion_rows
from potions.dice.cards import (
    AWARD_POINTS,
    CARDS,
    HELP_PENALTY,
    SET_SIZE,
    TYPE_IDS,
    VARIETY_TYPES,
)
from potions.dice.state import AwardId, State


def score_of(game: State, seat: int) -> int:
    """Points of one seat now: finished potions + 4 per award - 2 per Little Help."""
    p = game.players[seat]
    points = sum(CARDS[x["card"]].points for x in p["potions"])
    return points + AWARD_POINTS * len(p["awards"]) - HELP_PENALTY * p["helps"]


def scores(game: State) -> list[int]:
    """Points of every seat now: finished potions + 4 per award - 2 per Little Help."""
    return [score_of(game, i) for i in range(len(game.players))]


def breakdown(game: State) -> list[dict[str, Any]]:
    """Where every seat's points came from, as a score pad's rows (plain JSON, each named by
    ``row``, never by a sentence: the page words it): ``{"row": "type", "type": id}`` for
    each type of potion some seat finished, in the cards' order (their points),
    ``{"row": "awards"}`` always (+4 per award), ``{"row": "help"}`` when some seat asked
    for a Little Help (-2 each); each with ``points`` and ``counts``, one per seat. A
    seat's points in every row add up to :func:`score_of`."""
    players = game.players
    finished = [
        [(CARDS[potion["card"]].type, CARDS[potion["card"]].points) for potion in p["potions"]]
        for p in players
    ]
    rows = potion_rows("type", TYPE_IDS, finished)
    rows.append(count_row("awards", [len(p["awards"]) for p in players], AWARD_POINTS))
    helps = [p["helps"] for p in players]
    if any(helps):
        rows.append(count_row("help", helps, -HELP_PENALTY))
    return rows


def type_counts(game: State, seat: int) -> Counter[str]:
    """Finished potions of ``seat`` by type."""
    return Counter(CARDS[x["card"]].type for x in game.players[seat]["potions"])


def check_awards(game: State, seat: int) -> None:
    """Awards earned by ``seat``: 3 potions of a type (once per type) and 6 different types
    (once)."""
    player = game.players[seat]
    counts = type_counts(game, seat)
    for kind in TYPE_IDS:
        if counts[kind] >= SET_SIZE and kind not in player["awards"]:
            player["awards"].append(cast(AwardId, kind))
            game.emit("award", seat, reason=kind)
    if len(counts) >= VARIETY_TYPES and "variety" not in player["awards"]:
        player["awards"].append("variety")
        game.emit("award", seat, reason="variety")
