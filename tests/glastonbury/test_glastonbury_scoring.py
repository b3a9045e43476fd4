"""Scoring: the rulebook's example, every scoring rule, the Immuto cards."""

import pytest
from glastonbury_helpers import card

from potions.core.errors import SetupError
from potions.glastonbury import score
from potions.glastonbury.components import IMMUTO
from potions.glastonbury.scoring import ingredient_score

EXAMPLE = [
    ("Moon Dew", 1),
    ("Moon Dew", 2),
    ("Moon Dew", 3),
    ("Moon Dew", 4),
    ("Pumpkin Seed", 1),
    ("Pumpkin Seed", 3),
    ("Pumpkin Seed", 4),
    ("Toad Slime", 3),
    ("Toad Slime", 4),
    ("Frost Fern", 4),
]


def test_rulebook_example_scores_25() -> None:
    # 2 x (1+2+3+4) + 5 = 25; 1+3+4 = 8; 0; 2 x (-4) = -8
    assert score(EXAMPLE, "blue") == 25


def test_rulebook_example_with_one_immuto_scores_33() -> None:
    assert score(EXAMPLE, "blue", immuto=1) == 33


def test_rulebook_example_immuto_goes_to_the_single_blue_card() -> None:
    codes = [card(n, v) for n, v in EXAMPLE] + [IMMUTO]
    result = ingredient_score(codes, "blue")
    assert result.points == 33
    assert result.immuto == (7,)  # Frost Fern


def test_the_rulebooks_other_immuto_uses_score_less() -> None:
    # on the three orange cards: the 5-point bonus (+5); on the two green: 3+4 (+7);
    # on the single blue card: -8 becomes 0 (+8), the best.
    without_blue = [x for x in EXAMPLE if x[0] != "Frost Fern"]
    assert score(without_blue, "blue") == 33
    assert score(without_blue, "blue", immuto=1) == 33 + 7


def test_single_card_scores_minus_its_value() -> None:
    assert score([("Nightshade", 3)], "red") == -3


def test_pair_scores_nothing() -> None:
    assert score([("Nightshade", 3), ("Nightshade", 4)], "red") == 0


def test_three_cards_score_their_values() -> None:
    assert score([("Nightshade", 1), ("Nightshade", 2), ("Nightshade", 4)], "red") == 7


def test_four_cards_score_their_values_and_a_bonus() -> None:
    cards = [("Nightshade", v) for v in (1, 2, 3, 4)]
    assert score(cards, "red") == 10 + 5


def test_own_colour_doubles_minus_points_too() -> None:
    assert score([("Dragon Pepper", 3)], "red") == -6
    assert score([("Dragon Pepper", 3)], "blue") == -3


def test_own_colour_doubles_three_cards() -> None:
    cards = [("Ember Moss", 1), ("Ember Moss", 2), ("Ember Moss", 3)]
    assert score(cards, "red") == 12


def test_bonus_is_not_doubled() -> None:
    cards = [("Ember Moss", v) for v in (1, 2, 3, 4)]
    assert score(cards, "red") == 2 * 10 + 5


def test_ingredients_are_sets_of_one_ingredient_not_one_colour() -> None:
    # Dragon Pepper and Ember Moss are both red but are two ingredients: two singles.
    assert score([("Dragon Pepper", 2), ("Ember Moss", 2)], "yellow") == -4


def test_immuto_turns_a_single_into_a_pair() -> None:
    assert score([("Toadstool", 4)], "blue", immuto=1) == 0


def test_immuto_turns_a_pair_into_three() -> None:
    assert score([("Toadstool", 4), ("Toadstool", 2)], "blue", immuto=1) == 6


def test_immuto_turns_three_into_four_with_the_bonus() -> None:
    cards = [("Toadstool", 4), ("Toadstool", 2), ("Toadstool", 1)]
    assert score(cards, "blue", immuto=1) == 7 + 5


def test_immuto_adds_nothing_to_four_cards() -> None:
    cards = [("Toadstool", v) for v in (1, 2, 3, 4)]
    assert score(cards, "blue", immuto=1) == score(cards, "blue") == 15


def test_immuto_counts_zero_itself() -> None:
    cards = [("Toadstool", 4), ("Toadstool", 2)]
    assert score(cards, "blue", immuto=1) == 4 + 2


def test_two_immutos_on_one_ingredient() -> None:
    # a pair becomes four: values + bonus, better than two singles made pairs
    cards = [("Owl Feather", 3), ("Owl Feather", 4)]
    assert score(cards, "blue", immuto=2) == 7 + 5


def test_two_immutos_on_two_ingredients() -> None:
    cards = [("Owl Feather", 4), ("Kelp Ribbon", 4)]
    assert score(cards, "blue", immuto=2) == 0


def test_two_immutos_on_a_single_make_three() -> None:
    assert score([("Owl Feather", 4)], "blue", immuto=2) == 4


def test_immuto_with_no_ingredient_scores_nothing() -> None:
    assert score([], "green", immuto=2) == 0
    assert ingredient_score([IMMUTO], "green").immuto == (None,)


def test_immuto_prefers_the_recipe_colour_among_equal_uses() -> None:
    cards = [card("Toadstool", 4), card("Nightshade", 4), IMMUTO]
    assert ingredient_score(cards, "blue").immuto == (10,)  # Nightshade comes first
    assert ingredient_score(cards, "blue", prefer="brown").immuto == (16,)  # Toadstool


def test_score_accepts_ids_and_any_case() -> None:
    assert score([("moon-dew", 2)], "blue") == -4
    assert score([("  MOON DEW ", 2)], "blue") == -4


@pytest.mark.parametrize(
    "cards,colour,immuto",
    [
        ([("Nothing", 1)], "blue", 0),
        ([("Moon Dew", 5)], "blue", 0),
        ([("Moon Dew", 0)], "blue", 0),
        ([("Moon Dew", 2), ("Moon Dew", 2)], "blue", 0),
        ([], "orange", 0),
        ([], "blue", 3),
    ],
)
def test_score_refuses_impossible_cards(
    cards: list[tuple[str, int]], colour: str, immuto: int
) -> None:
    with pytest.raises(SetupError):
        score(cards, colour, immuto)
