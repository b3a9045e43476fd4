"""Set-up and the starting draft."""

import copy

import pytest
from dice_helpers import NAMES

from potions.core.errors import SetupError
from potions.dice import CARDS, DECK_IDS, STARTING_IDS, TYPE_IDS, Game, new_game


def test_deck_and_starting_potions() -> None:
    assert len(STARTING_IDS) == 12 and len(DECK_IDS) == 42
    assert all(CARDS[c].star for c in STARTING_IDS)
    assert not any(CARDS[c].star for c in DECK_IDS)
    for kind in TYPE_IDS:
        assert sum(1 for c in DECK_IDS if CARDS[c].type == kind) == 6
        assert any(CARDS[c].type == kind for c in STARTING_IDS)
    for card in CARDS:
        assert all(1 <= v <= 5 for v in card.recipe) and 3 <= len(card.recipe) <= 8
        assert card.points > 0
        assert (card.face is not None) == (card.type == "virtual")


def test_table_before_the_draft() -> None:
    game = new_game(["Ann", "Bob", "Cy"], 4)
    assert game.phase == "draft" and game.current_player == 0 and game.round == 1
    assert len(game.offer) == 4 and all(CARDS[c].star for c in game.offer)
    assert sorted(game.offer + game.starters) == list(STARTING_IDS)
    assert sorted(game.deck) == list(DECK_IDS) and game.market == []
    assert all(p["table"] == 15 and p["spaces"] == [None, None] for p in game.players)
    assert [str(a) for a in game.legal_actions()] == [f"take {c}" for c in game.offer]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_snake_draft_keeps_four_on_offer(players: int) -> None:
    game = new_game(NAMES[:players], 11)
    order = []
    while game.phase == "draft":
        assert len(game.offer) == 4, "a new potion is added at once after each choice"
        order.append(game.current_player)
        taken = game.offer[1]
        game.apply(f"take {taken}")
        assert taken not in game.offer
    assert order == list(range(players)) + list(range(players - 1, -1, -1))
    assert all(None not in p["spaces"] for p in game.players)
    # The starting potions not chosen leave the game; the market of 4 comes from the deck.
    assert game.offer == [] and game.starters == []
    assert len(game.market) == 4 and not any(CARDS[c].star for c in game.market)
    assert len(game.deck) == 42 - 4
    assert game.phase == "play" and game.current_player == 0
    assert game.turn["stage"] == "start" and game.turn["free"] == 15


def test_a_chosen_potion_goes_on_the_first_empty_space() -> None:
    game = new_game(["Ann", "Bob"], 2)
    first = game.offer[2]
    game.apply(f"take {first}")
    assert game.players[0]["spaces"][0] == {"card": first, "dice": [], "virtual": []}
    assert game.players[0]["spaces"][1] is None


def test_same_seed_same_table() -> None:
    a, b = new_game(["A", "B"], 9), new_game(["A", "B"], 9)
    assert a.to_dict() == b.to_dict()
    assert new_game(["A", "B"], 10).to_dict() != a.to_dict()


@pytest.mark.parametrize(
    "players,seed,code",
    [
        (["Solo"], 1, "player_count"),
        (["A", "B", "C", "D", "E"], 1, "player_count"),
        (["A", "  "], 1, "player_name"),
        (["A", "x" * 25], 1, "player_name"),
        (["A", 3], 1, "player_name"),
        (["A", "B"], "seed", "seed"),
        (["A", "B"], True, "seed"),
    ],
)
def test_bad_setups(players: list[object], seed: object, code: str) -> None:
    with pytest.raises(SetupError) as err:
        new_game(players, seed)  # type: ignore[arg-type]
    assert err.value.code == code


def test_names_are_stripped() -> None:
    game = new_game(["  Ann ", "Bob"], 1)
    assert game.config["players"] == ["Ann", "Bob"]
    assert game.players[0]["name"] == "Ann"


def test_a_state_of_layout_1_is_a_game_of_the_first_rules() -> None:
    """Layout 1 (before the turn counted the dice the rolling left over) was written under
    the first rules: it loads as such a game, with no leftover counted."""
    game = new_game(["Ann", "Bob"], 5, rules=1)
    for _ in range(40):
        game.apply(game.legal_actions()[-1])
    data = game.to_dict()
    assert (data["version"], data["config"]["rules"], data["state"]["turn"]["leftover"]) == (
        2,
        1,
        0,
    )
    old = copy.deepcopy(data)
    old["version"] = 1
    del old["config"]["rules"]
    del old["state"]["turn"]["leftover"]
    assert Game.from_dict(old).to_dict() == data
    assert new_game(["Ann", "Bob"], 5).to_dict()["config"]["rules"] == 2
