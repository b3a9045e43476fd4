"""Component data of Glastonbury: colours, ingredients, the 84 play cards, the table's
geometry (the 6 x 6 square and the 20 places around it) and the Recipe cards.

Cards are small integers (*codes*); identical cards share a code:

- ``0..71``: the ingredient cards, ``4 * ingredient + value - 1`` (values 1 to 4);
- ``72``: Immuto (2 copies), ``73``: Accio (2), ``74``: Declinatio (2),
  ``75``: Perluceo (2), ``76``: Vanesco (4).

The table is a list of 36 cells, row-major (``6 * row + column``); the four corner cells
hold the Corner cards and never a play card. Places around the square are numbered 0 to
19 clockwise from the top-left corner: 0, 5, 10 and 15 are the corners; 1-4 are the
columns 1-4 seen from the top, 6-9 the rows 1-4 seen from the right, 11-14 the columns
4-1 seen from the bottom, 16-19 the rows 4-1 seen from the left.
"""

from __future__ import annotations

from typing import Final, Literal, NamedTuple

from potions.core.i18n import Msg

PawnColour = Literal["yellow", "green", "red", "blue"]
Colour = Literal["yellow", "green", "red", "blue", "orange", "purple", "pink", "teal", "brown"]

PAWN_COLOURS: Final[tuple[PawnColour, ...]] = ("yellow", "green", "red", "blue")
"""The four pawn colours, in this order everywhere."""
OTHER_COLOURS: Final[tuple[Colour, ...]] = ("orange", "purple", "pink", "teal", "brown")
"""The five non-player colours (one Recipe card of sort A each)."""
COLOURS: Final[tuple[Colour, ...]] = (*PAWN_COLOURS, *OTHER_COLOURS)

COLOUR_NAMES: Final[dict[str, Msg]] = {
    "yellow": Msg("yellow", context="colour"),
    "green": Msg("green", context="colour"),
    "red": Msg("red", context="colour"),
    "blue": Msg("blue", context="colour"),
    "orange": Msg("orange", context="colour"),
    "purple": Msg("purple", context="colour"),
    "pink": Msg("pink", context="colour"),
    "teal": Msg("teal", context="colour"),
    "brown": Msg("brown", context="colour"),
}


class Ingredient(NamedTuple):
    """One of the 18 ingredients: its id, its name and its colour."""

    id: str
    name: Msg
    colour: Colour


INGREDIENTS: Final = (
    Ingredient("sunpetal", Msg("Sunpetal", context="ingredient"), "yellow"),
    Ingredient("honeycomb", Msg("Honeycomb", context="ingredient"), "yellow"),
    Ingredient("toad-slime", Msg("Toad Slime", context="ingredient"), "green"),
    Ingredient("mandrake-leaf", Msg("Mandrake Leaf", context="ingredient"), "green"),
    Ingredient("dragon-pepper", Msg("Dragon Pepper", context="ingredient"), "red"),
    Ingredient("ember-moss", Msg("Ember Moss", context="ingredient"), "red"),
    Ingredient("moon-dew", Msg("Moon Dew", context="ingredient"), "blue"),
    Ingredient("frost-fern", Msg("Frost Fern", context="ingredient"), "blue"),
    Ingredient("pumpkin-seed", Msg("Pumpkin Seed", context="ingredient"), "orange"),
    Ingredient("amber-resin", Msg("Amber Resin", context="ingredient"), "orange"),
    Ingredient("nightshade", Msg("Nightshade", context="ingredient"), "purple"),
    Ingredient("raven-quill", Msg("Raven Quill", context="ingredient"), "purple"),
    Ingredient("fairy-blossom", Msg("Fairy Blossom", context="ingredient"), "pink"),
    Ingredient("unicorn-hair", Msg("Unicorn Hair", context="ingredient"), "pink"),
    Ingredient("mermaid-scale", Msg("Mermaid Scale", context="ingredient"), "teal"),
    Ingredient("kelp-ribbon", Msg("Kelp Ribbon", context="ingredient"), "teal"),
    Ingredient("toadstool", Msg("Toadstool", context="ingredient"), "brown"),
    Ingredient("owl-feather", Msg("Owl Feather", context="ingredient"), "brown"),
)
"""The ingredients in colour order, two per colour."""

INGREDIENT_COUNT: Final = 18
VALUES: Final = (1, 2, 3, 4)
INGREDIENT_CARDS: Final = 72

IMMUTO: Final = 72
ACCIO: Final = 73
DECLINATIO: Final = 74
PERLUCEO: Final = 75
VANESCO: Final = 76
CODES: Final = 77
"""Card codes are ``0 .. CODES - 1``."""

Spell = Literal["accio", "declinatio", "perluceo", "vanesco"]
SPELLS: Final[tuple[Spell, ...]] = ("accio", "declinatio", "perluceo", "vanesco")
SPELL_OF: Final[dict[int, Spell]] = {
    ACCIO: "accio",
    DECLINATIO: "declinatio",
    PERLUCEO: "perluceo",
    VANESCO: "vanesco",
}
SPELL_CARD: Final[dict[str, int]] = {name: code for code, name in SPELL_OF.items()}
SPELL_NAMES: Final[dict[str, Msg]] = {
    "accio": Msg("Accio", context="spell"),
    "declinatio": Msg("Declinatio", context="spell"),
    "perluceo": Msg("Perluceo", context="spell"),
    "vanesco": Msg("Vanesco", context="spell"),
}
SPELL_USES: Final[dict[str, int]] = {"accio": 2, "declinatio": 3}
"""Spells kept in front of the player, and how many times each card may be used."""

COPIES: Final[dict[int, int]] = {
    **dict.fromkeys(range(INGREDIENT_CARDS), 1),
    IMMUTO: 2,
    ACCIO: 2,
    DECLINATIO: 2,
    PERLUCEO: 2,
    VANESCO: 4,
}
"""How many cards of each code the game holds (84 in all)."""

CAULDRON_VALUE: Final = 2
"""The number on every Cauldron card: the first move, and any move from an empty cauldron."""


def is_ingredient(card: int) -> bool:
    """An ingredient card (not Immuto, not a spell)."""
    return 0 <= card < INGREDIENT_CARDS


def goes_in_cauldron(card: int) -> bool:
    """Ingredient and Immuto cards go on the cauldron; spells do not."""
    return 0 <= card <= IMMUTO


def ingredient_of(card: int) -> int:
    """The ingredient index (0-17) of an ingredient card."""
    return card // 4


def value_of(card: int) -> int:
    """The number on an ingredient (1-4) or Immuto (0) card."""
    return 0 if card == IMMUTO else card % 4 + 1


def colour_of(card: int) -> Colour:
    """The colour of an ingredient card."""
    return INGREDIENTS[card // 4].colour


def ingredient_card(ingredient: int, value: int) -> int:
    """The code of ingredient ``ingredient`` (0-17) with ``value`` (1-4)."""
    return 4 * ingredient + value - 1


def card_name(card: int) -> Msg:
    """``Moon Dew 3``, ``Immuto``, ``Vanesco``."""
    if is_ingredient(card):
        return Msg(
            "{ingredient} {value}",
            context="card",
            ingredient=INGREDIENTS[card // 4].name,
            value=value_of(card),
        )
    if card == IMMUTO:
        return Msg("Immuto", context="card")
    return SPELL_NAMES[SPELL_OF[card]]


def cards_of_colour(colour: str) -> list[int]:
    """The 8 ingredient cards of ``colour``."""
    return [c for c in range(INGREDIENT_CARDS) if colour_of(c) == colour]


# ------------------------------------------------------------------ the table

SIZE: Final = 6
CELLS: Final = SIZE * SIZE
CORNER_CELLS: Final = (0, SIZE - 1, CELLS - SIZE, CELLS - 1)
PLAY_CELLS: Final = tuple(i for i in range(CELLS) if i not in CORNER_CELLS)
"""The 32 cells that hold play cards."""
PLACES: Final = 20
CORNER_PLACES: Final = (0, 5, 10, 15)
"""Places beside the corners; seat ``i`` starts beside corner place ``5 * i``."""

LINES: Final[tuple[tuple[int, ...], ...]] = (
    *(tuple(SIZE * r + c for r in range(SIZE)) for c in range(1, SIZE - 1)),
    *(tuple(SIZE * r + c for c in range(SIZE)) for r in range(1, SIZE - 1)),
)
"""The 8 lines: 0-3 the columns 1-4, 4-7 the rows 1-4 (cells, row-major)."""


def line_at(place: int) -> int | None:
    """The line beside ``place`` (None beside a corner)."""
    side, step = divmod(place, 5)
    if step == 0:
        return None
    if side == 0:
        return step - 1  # column `step`, from the top
    if side == 1:
        return 3 + step  # row `step`, from the right
    if side == 2:
        return 4 - step  # column 5 - step, from the bottom
    return 8 - step  # row 5 - step, from the left


LINE_AT: Final = tuple(line_at(p) for p in range(PLACES))
CELL_LINES: Final = tuple(
    tuple(i for i, line in enumerate(LINES) if c in line) for c in range(CELLS)
)
"""For each cell, the lines it belongs to (two for the 16 inner cells, one on the edge)."""


def line_name(line: int) -> Msg:
    """``column 2`` or ``row 3`` (counted 1-4, as seen on the square)."""
    if line < 4:
        return Msg("column {n}", context="line", n=line + 1)
    return Msg("row {n}", context="line", n=line - 3)


# ------------------------------------------------------------------ recipes

RecipeId = Literal[
    "a-orange",
    "a-purple",
    "a-pink",
    "a-teal",
    "a-brown",
    "b-fewest-cards",
    "b-fewest-fours",
    "b-fewest-spells",
    "b-most-ones",
    "b-ender",
]
RECIPES_A: Final[tuple[RecipeId, ...]] = ("a-orange", "a-purple", "a-pink", "a-teal", "a-brown")
RECIPES_B: Final[tuple[RecipeId, ...]] = (
    "b-fewest-cards",
    "b-fewest-fours",
    "b-fewest-spells",
    "b-most-ones",
    "b-ender",
)
RECIPES: Final = (*RECIPES_A, *RECIPES_B)
RECIPE_COLOUR: Final[dict[str, Colour]] = dict(zip(RECIPES_A, OTHER_COLOURS, strict=True))
RECIPE_B_POINTS: Final = 10

RECIPE_TEXTS: Final[dict[str, Msg]] = {
    **{
        r: Msg(
            "Most {colour} ingredients: 1 point each (2 each with 4 players).",
            colour=COLOUR_NAMES[RECIPE_COLOUR[r]],
        )
        for r in RECIPES_A
    },
    "b-fewest-cards": Msg("Fewest Ingredient cards, Immuto included: 10 points."),
    "b-fewest-fours": Msg("Fewest Ingredient cards showing a 4: 10 points."),
    "b-fewest-spells": Msg("Fewest Spell cards used: 10 points."),
    "b-most-ones": Msg("Most Ingredient cards showing a 1: 10 points."),
    "b-ender": Msg("End the game: 10 points."),
}
"""What each Recipe card asks, in one sentence."""
