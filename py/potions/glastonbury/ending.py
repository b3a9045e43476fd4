"""The end of the game and the final scoring: ingredients, Immuto, Recipe cards, winners."""

from __future__ import annotations

from typing import Any

from potions.glastonbury.components import (
    IMMUTO,
    INGREDIENTS,
    LINES,
    RECIPE_B_POINTS,
    RECIPE_COLOUR,
    SPELL_USES,
    colour_of,
    is_ingredient,
    value_of,
)
from potions.glastonbury.scoring import Scoring, ingredient_score
from potions.glastonbury.state import Player, State


def line_emptied(game: State) -> int | None:
    """The first line with no card left, if any (the game then ends)."""
    table = game.table
    for i, line in enumerate(LINES):
        if all(table[c] is None for c in line):
            return i
    return None


def spells_used(player: Player) -> int:
    """Spell cards the player used: every Vanesco and Perluceo taken, every Accio and
    Declinatio card used at least once."""
    held = sum(1 for u in player["accio"] if u < SPELL_USES["accio"])
    held += sum(1 for u in player["declinatio"] if u < SPELL_USES["declinatio"])
    return len(player["spent"]) + held


def _prefer(player: Player) -> str | None:
    return next((RECIPE_COLOUR[r] for r in player["recipes"] if r in RECIPE_COLOUR), None)


def ingredient_scorings(game: State) -> list[Scoring]:
    """Each seat's ingredient score and its Immuto placement."""
    return [ingredient_score(p["cauldron"], p["colour"], _prefer(p)) for p in game.players]


def _strictly(values: list[int], seat: int, fewest: bool) -> bool:
    mine = values[seat]
    others = [v for i, v in enumerate(values) if i != seat]
    return all(mine < v for v in others) if fewest else all(mine > v for v in others)


def recipe_points(game: State, scorings: list[Scoring]) -> list[dict[str, int]]:
    """Points of each seat's Recipe cards (by recipe id; 0 when a task is not met)."""
    players = game.players
    n = len(players)
    cards = [p["cauldron"] for p in players]
    counts = {
        "b-fewest-cards": [sum(1 for c in cs if c <= IMMUTO) for cs in cards],
        "b-fewest-fours": [
            sum(1 for c in cs if is_ingredient(c) and value_of(c) == 4) for cs in cards
        ],
        "b-fewest-spells": [spells_used(p) for p in players],
        "b-most-ones": [
            sum(1 for c in cs if is_ingredient(c) and value_of(c) == 1) for cs in cards
        ],
    }
    out: list[dict[str, int]] = []
    for seat, p in enumerate(players):
        mine: dict[str, int] = {}
        for r in p["recipes"]:
            if r in RECIPE_COLOUR:
                colour = RECIPE_COLOUR[r]
                held = [
                    sum(1 for c in cs if is_ingredient(c) and colour_of(c) == colour)
                    for cs in cards
                ]
                immutos = sum(
                    1
                    for i in scorings[seat].immuto
                    if i is not None and INGREDIENTS[i].colour == colour
                )
                each = 2 if n == 4 else 1
                mine[r] = (held[seat] + immutos) * each if _strictly(held, seat, False) else 0
            elif r == "b-ender":
                mine[r] = RECIPE_B_POINTS if game.ender == seat else 0
            else:
                fewest = r != "b-most-ones"
                mine[r] = RECIPE_B_POINTS if _strictly(counts[r], seat, fewest) else 0
        out.append(mine)
    return out


def scores(game: State) -> list[int]:
    """Every seat's points as if the game ended now (they read the hidden cauldrons: the
    page shows them only once the game is over)."""
    scorings = ingredient_scorings(game)
    recipes = recipe_points(game, scorings)
    return [s.points + sum(r.values()) for s, r in zip(scorings, recipes, strict=True)]


def breakdown(game: State) -> list[dict[str, Any]]:
    """The final scoring of every seat, for the end of the game: the cauldron, the
    ingredient points, where each Immuto went, the recipes' points, the total."""
    scorings = ingredient_scorings(game)
    recipes = recipe_points(game, scorings)
    return [
        {
            "cauldron": list(p["cauldron"]),
            "ingredients": s.points,
            "immuto": [None if i is None else INGREDIENTS[i].id for i in s.immuto],
            "recipes": r,
            "total": s.points + sum(r.values()),
        }
        for p, s, r in zip(game.players, scorings, recipes, strict=True)
    ]


def finish(game: State, ender: int) -> None:
    """The game is over: ``ender`` ended it; the highest total wins (ties share)."""
    game.phase = "over"
    game.revealed = True
    game.ender = ender
    totals = scores(game)
    top = max(totals)
    game.winner_seats = [i for i, t in enumerate(totals) if t == top]
    game.emit("over", ender, winners=list(game.winner_seats), scores=totals)
