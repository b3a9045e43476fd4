"""Scoring the ingredients: sets of one ingredient, the own colour doubled, the Immuto
cards placed in the best way; and :func:`score`, the public helper on names.

One ingredient scores by how many of its cards a player holds: one card scores minus
its value, two score nothing, three score plus their values, four score plus their
values and a bonus of 5. Cards of the player's pawn colour count double (the bonus does
not). An Immuto card joins one ingredient, as a card worth 0; four cards are the most an
ingredient can count.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations_with_replacement
from typing import NamedTuple

from potions.core.errors import SetupError
from potions.core.i18n import Msg
from potions.glastonbury.components import (
    IMMUTO,
    INGREDIENT_COUNT,
    INGREDIENTS,
    PAWN_COLOURS,
    ingredient_card,
    is_ingredient,
)

BONUS = 5
"""Points for four cards of one ingredient (never doubled)."""
FULL = 4


def set_points(count: int, total: int, double: bool) -> int:
    """Points of ``count`` cards of one ingredient (Immuto included) whose numbers add up
    to ``total``."""
    factor = 2 if double else 1
    if count <= 0:
        return 0
    if count == 1:
        return -total * factor
    if count == 2:
        return 0
    if count == 3:
        return total * factor
    return total * factor + BONUS


class Scoring(NamedTuple):
    """A player's ingredient score and where the Immuto cards went (ingredient indexes;
    None: an Immuto that joined nothing because the player holds no ingredient)."""

    points: int
    immuto: tuple[int | None, ...]


def _sets(cards: Iterable[int]) -> tuple[list[int], list[int]]:
    counts = [0] * INGREDIENT_COUNT
    totals = [0] * INGREDIENT_COUNT
    for c in cards:
        if is_ingredient(c):
            i = c // 4
            counts[i] += 1
            totals[i] += c % 4 + 1
    return counts, totals


def ingredient_score(
    cards: Iterable[int], colour: str, prefer: str | None = None, worth: int = 0
) -> Scoring:
    """The ingredient score of a cauldron (card codes; Immuto cards are placed in the
    best way, spells ignored). ``worth``: what each Immuto placed on an ingredient of colour
    ``prefer`` (the player's Recipe card of sort A) adds to the player's total besides (its
    Recipe points); the placement makes the ingredient score plus that the most. Among
    equally good placements an Immuto goes to an ingredient of colour ``prefer`` if it can,
    then to the first ingredient in the catalogue's order. The points returned are the
    ingredient score alone."""
    cards = list(cards)
    counts, totals = _sets(cards)
    doubles = [INGREDIENTS[i].colour == colour for i in range(INGREDIENT_COUNT)]
    base = [set_points(counts[i], totals[i], doubles[i]) for i in range(INGREDIENT_COUNT)]
    points = sum(base)
    immutos = sum(1 for c in cards if c == IMMUTO)
    held = [i for i in range(INGREDIENT_COUNT) if counts[i]]
    if immutos == 0 or not held:
        return Scoring(points, (None,) * immutos)
    best_key: tuple[int, int, tuple[int, ...]] | None = None
    best: tuple[int, ...] = ()
    best_gain = 0
    for choice in combinations_with_replacement(held, immutos):
        gain = 0
        for i in set(choice):
            extra = choice.count(i)
            gain += set_points(min(FULL, counts[i] + extra), totals[i], doubles[i]) - base[i]
        liked = sum(1 for i in choice if INGREDIENTS[i].colour == prefer)
        key = (gain + worth * liked, liked, tuple(-i for i in choice))
        if best_key is None or key > best_key:
            best_key, best, best_gain = key, choice, gain
    assert best_key is not None
    return Scoring(points + best_gain, best)


_BY_NAME = {
    **{str(ing.name).lower(): i for i, ing in enumerate(INGREDIENTS)},
    **{ing.id: i for i, ing in enumerate(INGREDIENTS)},
}


def _bad(message: Msg) -> SetupError:
    return SetupError("bad_cards", message)


def score(cards: Sequence[tuple[str, int]], colour: str, immuto: int = 0) -> int:
    """A player's ingredient score: ``cards`` as ``(ingredient name, value)`` pairs with
    the names of this edition ("Moon Dew", or the id "moon-dew"), ``colour`` the pawn
    colour, ``immuto`` the number of Immuto cards (placed in the best way).

    The rulebook's example: ``score([("Moon Dew", 1), ("Moon Dew", 2), ("Moon Dew", 3),
    ("Moon Dew", 4), ("Pumpkin Seed", 1), ("Pumpkin Seed", 3), ("Pumpkin Seed", 4),
    ("Toad Slime", 3), ("Toad Slime", 4), ("Frost Fern", 4)], "blue")`` is 25, and 33
    with ``immuto=1``. Raises SetupError for an unknown name, value or colour, or a card
    given twice."""
    if colour not in PAWN_COLOURS:
        raise _bad(Msg("{colour} is not a pawn colour.", colour=str(colour)[:20]))
    if not isinstance(immuto, int) or not 0 <= immuto <= 2:
        raise _bad(Msg("There are only two Immuto cards."))
    codes = []
    for name, value in cards:
        index = _BY_NAME.get(str(name).strip().lower())
        if index is None:
            raise _bad(Msg("There is no ingredient called {name}.", name=str(name)[:40]))
        if not isinstance(value, int) or not 1 <= value <= 4:
            raise _bad(Msg("Ingredient cards show 1 to 4, not {value}.", value=str(value)[:10]))
        codes.append(ingredient_card(index, value))
    if len(set(codes)) != len(codes):
        raise _bad(Msg("Each ingredient card exists only once."))
    return ingredient_score([*codes, *[IMMUTO] * immuto], colour).points
