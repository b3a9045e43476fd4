"""Scores and the end of the game: the most points wins; a tie shares the victory; the final
score pad."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from potions.core.scorepad import potion_rows
from potions.practice.cards import CARDS, POINTS
from potions.practice.state import State

KINDS = tuple(kind for kind, points in POINTS.items() if points)
"""The kinds of formula that score, cheapest first: the score pad's rows of formulas."""


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


def breakdown(game: State) -> list[dict[str, Any]]:
    """Where every seat's points came from, as a score pad's rows (plain JSON, each named by
    ``row``, never by a sentence: the page words it): ``{"row": "elements"}`` (the elements
    new to the Desk, 1 point each, 0 to 3 for a Supreme card), ``{"row": "kind", "kind":
    id}`` for each kind of formula some seat composed, in the order of the kinds (their
    points), ``{"row": "lent"}`` when some seat lent a formula (half the points of each
    formula composed with theirs); each with ``points`` and ``counts`` (the cards that
    scored, the formulas lent to), one per seat. A seat's points in every row add up to
    :func:`scores`.

    Points are earned along the way and leave no trace in the position (a formula used by
    another goes back to the Desk): the rows come from the game's history told again. A
    state whose history does not lead to its scores (it has none) has no rows; a game
    rebuilt from a view has that view's (``told_pad``)."""
    kept: list[dict[str, Any]] | None = getattr(game, "told_pad", None)
    if kept is not None:
        return _copied(kept)
    try:
        rows = _told(
            tuple(game.config["players"]),
            int(game.config["seed"]),
            game.config["rules"],
            tuple(str(a) for a in game.history),
        )
    except Exception:  # a history that is not this game's: no rows, and the view stands
        return []
    totals = [sum(row["points"][i] for row in rows) for i in range(len(game.players))]
    return _copied(rows) if totals == scores(game) else []


def _copied(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Rows of their own for a view (the ones remembered are never handed out)."""
    return [{**row, "points": list(row["points"]), "counts": list(row["counts"])} for row in rows]


@lru_cache(maxsize=4)
def _told(
    players: tuple[str, ...], seed: int, rules: int | None, history: tuple[str, ...]
) -> list[dict[str, Any]]:
    """The rows of :func:`breakdown` for the game set up so and played so (remembered: the
    final table draws them again at every frame)."""
    from potions.core.registry import start  # (the game's engine, by the registry: no loop)
    from potions.practice.actions import as_action

    game: Any = start("practice", list(players), seed, rules)
    n = len(players)
    elements = [[0, 0] for _ in range(n)]
    lent = [[0, 0] for _ in range(n)]
    composed: list[list[tuple[str, int]]] = [[] for _ in range(n)]
    for action in history:
        # the actions that made the game (their legality is not asked again: a replay
        # that went wrong is told by the rows' totals, see breakdown)
        game.apply_trusted(as_action(action))
        for e in game.events:
            seat, points = e["seat"], e.get("points", 0)
            if e["type"] == "element" and points:
                elements[seat][0] += points
                elements[seat][1] += 1
            elif e["type"] == "formula":
                composed[seat].append((CARDS[e["card"]].kind, points))
            elif e["type"] == "share":
                lent[seat][0] += points
                lent[seat][1] += 1
    rows: list[dict[str, Any]] = [
        {"row": "elements", "points": [p for p, _ in elements], "counts": [c for _, c in elements]}
    ]
    rows += potion_rows("kind", KINDS, composed)
    if any(c for _, c in lent):
        rows.append({"row": "lent", "points": [p for p, _ in lent], "counts": [c for _, c in lent]})
    return rows
