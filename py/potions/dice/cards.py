"""The potion deck of Potion Dice: the seven potion types and every card.

The rulebook names the types and their powers but prints no card list, so this edition
designs the deck (see docs/dice-deck.md for the reasons and the balance figures that
set the points). A card needs dice faces 1-5 (its ingredients), has a type (its
once-per-game power) and victory points; starting potions carry a star. A Virtual Die
card also shows the number of its virtual die.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Literal, NamedTuple

from potions.core.i18n import Msg

TypeId = Literal["reroll", "love", "resurrection", "changer", "virtual", "refill", "trick"]

DICE_PER_PLAYER: Final = 15
ROUNDS: Final = 9
SPACES: Final = 2
"""Potion spaces on a work table."""
RESERVE_SIZE: Final = 3
MARKET_SIZE: Final = 4
AWARD_POINTS: Final = 4
HELP_PENALTY: Final = 2
VARIETY_TYPES: Final = 6
"""Different types finished for the variety award."""
SET_SIZE: Final = 3
"""Potions of one type for that type's award."""
REROLL_DICE: Final = 2
LOVE_DICE: Final = 2
VALUES: Final = (1, 2, 3, 4, 5)
"""The numbers an ingredient can show (a 6 is never an ingredient)."""
MAX_RECIPE: Final = 8
"""No potion needs more than 8 dice: a player can then always give back borrowed dice
(two unfinished potions hold at most 14 of the 15 dice)."""


class PotionType(NamedTuple):
    """A type of potion: its id, its name and its power (used once, then the bottle is empty)."""

    id: TypeId
    name: Msg
    power: Msg
    when: Msg


TYPES: Final = (
    PotionType(
        "reroll",
        Msg("Reroll", context="potion type"),
        Msg("Reroll up to 2 dice you have just rolled, 6s included."),
        Msg("at the preparation table, after a roll"),
    ),
    PotionType(
        "love",
        Msg("Blind Love", context="potion type"),
        Msg(
            "Take up to 2 dice from one opponent's reserve and roll them with your free dice; "
            "at the end of your turn that player gets as many dice back, rolled into the reserve."
        ),
        Msg("at the start of your turn, before you roll"),
    ),
    PotionType(
        "resurrection",
        Msg("Resurrection", context="potion type"),
        Msg(
            "Set a 6 you rolled this turn aside as any number: it joins that number's row, or "
            "starts a new row that takes no other dice."
        ),
        Msg("at the preparation table, after a roll"),
    ),
    PotionType(
        "changer",
        Msg("Number Changer", context="potion type"),
        Msg("Turn one of your ingredient dice to any other number from 1 to 5."),
        Msg("at the work table"),
    ),
    PotionType(
        "virtual",
        Msg("Virtual Die", context="potion type"),
        Msg(
            "The potion is a die of its number: place it on a potion that lacks exactly one "
            "die of that number."
        ),
        Msg("at the work table"),
    ),
    PotionType(
        "refill",
        Msg("Magical Refill", context="potion type"),
        Msg("Fill another of your empty potions (not a Magical Refill): it can be used again."),
        Msg("at any time in your turn"),
    ),
    PotionType(
        "trick",
        Msg("Trick", context="potion type"),
        Msg(
            "Take a die from an opponent's potion or reserve as an ingredient of that number; "
            "at the end of your turn a die goes back to that player's preparation table."
        ),
        Msg("at the work table"),
    ),
)
TYPE_IDS: Final[tuple[TypeId, ...]] = tuple(t.id for t in TYPES)
TYPE_BY_ID: Final[dict[str, PotionType]] = {t.id: t for t in TYPES}


class Card(NamedTuple):
    """One potion card. ``recipe`` lists the dice it needs, ascending."""

    id: int
    type: TypeId
    recipe: tuple[int, ...]
    points: int
    star: bool
    face: int | None
    """The number of a Virtual Die's die; None for the other types."""

    def need(self, value: int) -> int:
        """Dice of ``value`` the recipe asks for."""
        return self.recipe.count(value)


# (type, recipe, points, Virtual Die number). Starting potions first, then the deck.
# The points come out of the balance runs (docs/dice-deck.md, potions.dice.balance).
_STARTING: Final[tuple[tuple[TypeId, str, int, int | None], ...]] = (
    ("reroll", "112", 4, None),
    ("reroll", "345", 4, None),
    ("love", "223", 4, None),
    ("love", "455", 3, None),
    ("resurrection", "133", 2, None),
    ("resurrection", "244", 2, None),
    ("changer", "125", 2, None),
    ("changer", "334", 2, None),
    ("virtual", "115", 3, 3),
    ("virtual", "225", 3, 4),
    ("refill", "144", 3, None),
    ("trick", "235", 1, None),
)
_DECK: Final[tuple[tuple[TypeId, str, int, int | None], ...]] = (
    ("reroll", "11122", 4, None),
    ("reroll", "15555", 4, None),
    ("reroll", "222555", 6, None),
    ("reroll", "445555", 6, None),
    ("reroll", "1111444", 9, None),
    ("reroll", "22244444", 11, None),
    ("love", "33555", 5, None),
    ("love", "11113", 4, None),
    ("love", "222333", 6, None),
    ("love", "333344", 6, None),
    ("love", "1112222", 8, None),
    ("love", "11111555", 10, None),
    ("resurrection", "22255", 4, None),
    ("resurrection", "45555", 5, None),
    ("resurrection", "111444", 6, None),
    ("resurrection", "224444", 7, None),
    ("resurrection", "3333555", 8, None),
    ("resurrection", "11133333", 10, None),
    ("changer", "22333", 4, None),
    ("changer", "33334", 4, None),
    ("changer", "111222", 5, None),
    ("changer", "111155", 6, None),
    ("changer", "2225555", 7, None),
    ("changer", "44444555", 10, None),
    ("virtual", "11144", 4, 5),
    ("virtual", "24444", 5, 2),
    ("virtual", "333555", 6, 1),
    ("virtual", "113333", 6, 4),
    ("virtual", "2222333", 8, 3),
    ("virtual", "33344444", 11, 5),
    ("refill", "11222", 4, None),
    ("refill", "11115", 4, None),
    ("refill", "222555", 6, None),
    ("refill", "444455", 6, None),
    ("refill", "1114444", 8, None),
    ("refill", "22222444", 10, None),
    ("trick", "33355", 3, None),
    ("trick", "13333", 3, None),
    ("trick", "222333", 5, None),
    ("trick", "334444", 5, None),
    ("trick", "1111222", 7, None),
    ("trick", "11155555", 10, None),
)


def _build() -> tuple[Card, ...]:
    cards: list[Card] = []
    for star, rows in ((True, _STARTING), (False, _DECK)):
        for kind, recipe, points, face in rows:
            dice = tuple(sorted(int(c) for c in recipe))
            cards.append(Card(len(cards), kind, dice, points, star, face))
    return tuple(cards)


CARDS: Final = _build()
"""Every card; a card's id is its index: the 12 starting potions, then the 42 of the deck."""
NEEDS: Final = tuple(tuple(c.recipe.count(v) for v in range(6)) for c in CARDS)
"""Per card, the dice of each number 0-5 its recipe needs (index 0 is always 0)."""
STARTING_IDS: Final = tuple(c.id for c in CARDS if c.star)
DECK_IDS: Final = tuple(c.id for c in CARDS if not c.star)


def type_name(kind: str) -> Msg:
    """The name of a potion type."""
    return TYPE_BY_ID[kind].name


FACES = "⚀⚁⚂⚃⚄⚅"
"""The faces of a die, 1 to 6, as text."""


def faces(values: Sequence[int]) -> str:
    """Dice as their faces, the way the cards show them: ``⚀⚀⚁``."""
    return "".join(FACES[v - 1] for v in values)


def recipe_text(card: Card) -> str:
    """The dice of a recipe as faces: ``⚀⚀⚁``."""
    return faces(card.recipe)


def potion_name(card_id: int) -> Msg:
    """A card's name: its type, and the face of a Virtual Die's die (``Virtual Die ⚂``)."""
    card = CARDS[card_id]
    if card.face is not None:
        return Msg("Virtual Die {face}", context="potion", face=faces([card.face]))
    return type_name(card.type)


def card_name(card_id: int) -> Msg:
    """A card as the log names it: ``Reroll ⚀⚀⚁ (2 points)``."""
    card = CARDS[card_id]
    return Msg(
        "{potion} {recipe} ({points} point)",
        plural="{potion} {recipe} ({points} points)",
        n=card.points,
        potion=potion_name(card_id),
        recipe=recipe_text(card),
        points=card.points,
    )
