"""The end of the game and the final scoring: ingredients, Immuto, Recipe cards, winners."""

from __future__ import annotations

from typing import Any

from potions.glastonbury.components import (
    IMMUTO,
    INGREDIENTS,
    LINES,
    PERLUCEO,
    RECIPE_B_POINTS,
    RECIPE_COLOUR,
    SPELL_USES,
    colour_of,
    is_ingredient,
    value_of,
)
from potions.glastonbury.scoring import Scoring, ingredient_score
from potions.glastonbury.state import Player, State, log_parts


def line_emptied(game: State) -> int | None:
    """The first line with no card left, if any (the game then ends)."""
    table = game.table
    for i, line in enumerate(LINES):
        if all(table[c] is None for c in line):
            return i
    return None


UNUSED_LAST_PERLUCEO = 2
"""The rules version from which a Perluceo taken as the game's last card is no used
spell: it never acted (ruling 20: only a Vanesco taken last "still executes this spell";
ruling 25: a spell counts as used when it acted). Under the first rules it counted."""

IMMUTO_BEST_TOTAL = 2
"""The rules version from which an Immuto goes where the player's total is best, its Recipe
points of sort A included (ruling 22: "A player may add it to any one kind of
ingredient"; with Recipe A it earns that recipe's points too). Under the first rules it
went where the ingredient score was best (the recipe's colour only among equals)."""


def last_card(game: State) -> int | None:
    """The card whose take ended the game (it emptied a line), once the game is over; None
    when the game goes on or ended otherwise (a Declinatio beside spells, ruling 11)."""
    if game.phase != "over" or line_emptied(game) is None or not game.log:
        return None
    how, seat, card = log_parts(game.log[-1])
    return card if how in ("take", "accio") and seat == game.ender else None


def spells_used(game: State, seat: int) -> int:
    """Spell cards ``seat`` used: every Vanesco and Perluceo taken, every Accio and
    Declinatio card used at least once; not a Perluceo taken as the last card (from rules
    2), which lies with the spent spells but never acted."""
    player = game.players[seat]
    held = sum(1 for u in player["accio"] if u < SPELL_USES["accio"])
    held += sum(1 for u in player["declinatio"] if u < SPELL_USES["declinatio"])
    used = len(player["spent"]) + held
    if (
        game.config["rules"] >= UNUSED_LAST_PERLUCEO
        and seat == game.ender
        and last_card(game) == PERLUCEO
    ):
        used -= 1
    return used


def _prefer(player: Player) -> str | None:
    return next((RECIPE_COLOUR[r] for r in player["recipes"] if r in RECIPE_COLOUR), None)


def _colour_cards(game: State, colour: str) -> list[int]:
    """How many Ingredient cards of ``colour`` each seat holds (Immuto not counted)."""
    return [
        sum(1 for c in p["cauldron"] if is_ingredient(c) and colour_of(c) == colour)
        for p in game.players
    ]


def _recipe_each(game: State) -> int:
    """Points of a Recipe card of sort A per card: 1, or 2 with four players."""
    return 2 if len(game.players) == 4 else 1


def ingredient_scorings(game: State) -> list[Scoring]:
    """Each seat's ingredient score and its Immuto placement: where its total is best
    (from rules 2; before, where its ingredient score is best)."""
    out = []
    for seat, p in enumerate(game.players):
        prefer = _prefer(p)
        earns = (
            game.config["rules"] >= IMMUTO_BEST_TOTAL
            and prefer is not None
            and _strictly(_colour_cards(game, prefer), seat, False)
        )
        worth = _recipe_each(game) if earns else 0
        out.append(ingredient_score(p["cauldron"], p["colour"], prefer, worth))
    return out


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
        "b-fewest-spells": [spells_used(game, seat) for seat in range(n)],
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
                held = _colour_cards(game, colour)
                immutos = sum(
                    1
                    for i in scorings[seat].immuto
                    if i is not None and INGREDIENTS[i].colour == colour
                )
                each = _recipe_each(game)
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
