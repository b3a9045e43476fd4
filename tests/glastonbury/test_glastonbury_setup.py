"""Set-up: the square, the draw pile, pawns and colours, the two-player variant, recipes."""

from collections import Counter

import pytest
from glastonbury_helpers import NAMES, start

from potions.core.errors import SetupError
from potions.glastonbury import PAWN_COLOURS, new_game
from potions.glastonbury.components import (
    CORNER_CELLS,
    PLAY_CELLS,
    RECIPES_A,
    RECIPES_B,
    colour_of,
    is_ingredient,
)
from potions.glastonbury.info import INFO
from potions.glastonbury.setup import deck


@pytest.mark.parametrize("players,pile", [(2, 44), (3, 52), (4, 52)])
def test_square_of_32_cards_and_the_draw_pile(players: int, pile: int) -> None:
    game = start(players)
    assert all(game.table[c] is None for c in CORNER_CELLS)
    assert all(game.table[c] is not None for c in PLAY_CELLS)
    assert len(game.pile) == pile
    assert sum(game.card_census().values()) == 32 + pile


def test_the_84_play_cards() -> None:
    cards = Counter(deck(None))
    assert sum(cards.values()) == 84
    assert sum(n for c, n in cards.items() if is_ingredient(c)) == 72
    assert (cards[72], cards[73], cards[74], cards[75], cards[76]) == (2, 2, 2, 2, 4)


@pytest.mark.parametrize("seed", range(6))
def test_two_player_game_leaves_out_one_unused_pawn_colour(seed: int) -> None:
    game = start(2, seed)
    colours = [p["colour"] for p in game.players]
    assert game.removed in PAWN_COLOURS and game.removed not in colours
    census = game.card_census()
    assert not any(colour_of(c) == game.removed for c in census if is_ingredient(c))
    assert sum(census.values()) == 76


def test_three_and_four_players_use_every_card() -> None:
    for players in (3, 4):
        game = start(players)
        assert game.removed is None
        assert game.card_census() == Counter(deck(None))


def test_pawns_start_beside_different_corners_and_move_two() -> None:
    game = start(4)
    assert [p["pawn"] for p in game.players] == [2, 5, 10, 15]
    assert game.current == 0 and game.phase == "take"


def test_chosen_colours_in_seat_order() -> None:
    game = new_game(NAMES[:3], 5, colours=["blue", "yellow", "red"])
    assert [p["colour"] for p in game.players] == ["blue", "yellow", "red"]
    same = new_game(NAMES[:3], 5, colours="blue, yellow,red")
    assert same.to_dict() == game.to_dict()


def test_dealt_colours_come_from_the_seed() -> None:
    a = [p["colour"] for p in start(3, 11).players]
    assert a == [p["colour"] for p in start(3, 11, colours="deal").players]
    assert len(set(a)) == 3
    dealt = {tuple(p["colour"] for p in start(3, s).players) for s in range(12)}
    assert len(dealt) > 1


@pytest.mark.parametrize(
    "colours", [["blue"], ["blue", "blue"], ["blue", "orange"], ["blue", "red", "green"], "x"]
)
def test_bad_colours_are_refused(colours: object) -> None:
    with pytest.raises(SetupError) as err:
        new_game(NAMES[:2], 1, colours=colours)
    assert err.value.code == "colours"


@pytest.mark.parametrize(
    "players,seed,recipes,code",
    [
        (["Solo"], 1, False, "player_count"),
        ([*NAMES, "Eve"], 1, False, "player_count"),
        (["Ann", "  "], 1, False, "player_name"),
        (["Ann", "x" * 25], 1, False, "player_name"),
        (["Ann", "Bob"], "1", False, "seed"),
        (["Ann", "Bob"], 1, "yes", "recipes"),
    ],
)
def test_bad_setups_are_refused(players: object, seed: object, recipes: object, code: str) -> None:
    with pytest.raises(SetupError) as err:
        new_game(players, seed, recipes=recipes)  # type: ignore[arg-type]
    assert err.value.code == code


def test_names_are_stripped() -> None:
    game = new_game(["  Ann ", "Bob"], 1)
    assert game.config["players"] == ["Ann", "Bob"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_recipe_variant_deals_one_card_of_each_sort(players: int) -> None:
    game = start(players, 3, recipes=True)
    hands = [p["recipes"] for p in game.players]
    assert all(h[0] in RECIPES_A and h[1] in RECIPES_B for h in hands)
    assert sorted([r for h in hands for r in h] + game.box) == sorted(RECIPES_A + RECIPES_B)
    assert not any(p["recipes"] for p in start(players, 3).players)


def test_options_read_from_links() -> None:
    recipes = INFO.option("recipes")
    colours = INFO.option("colours")
    assert recipes is not None and colours is not None
    assert (recipes.parse("on"), recipes.parse("off"), recipes.parse("")) == (True, False, False)
    assert colours.parse("") is None and colours.parse("deal") is None
    assert colours.parse("Blue,red") == ["blue", "red"]
    with pytest.raises(SetupError):
        recipes.parse("maybe")
    with pytest.raises(SetupError):
        colours.parse("blue,orange")
    assert INFO.secrets
    assert INFO.defaults() == {"recipes": False, "colours": None}


def test_same_seed_same_deal() -> None:
    assert start(3, 42).to_dict() == start(3, 42).to_dict()
    assert start(3, 42).table != start(3, 43).table
