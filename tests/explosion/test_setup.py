"""Setup and the starter draft."""

import pytest

from potions.explosion import FIRST_GAME_KINDS, KIND_IDS, TILES, new_game


def test_dispenser_is_full_and_tank_holds_the_rest() -> None:
    game = new_game(["Ann", "Bob"], 7)
    assert [len(t) for t in game.tracks] == [9] * 5
    assert sum(game.tank.values()) == 80 - 45
    assert game.marble_census() == {"red": 20, "blue": 20, "yellow": 20, "black": 20}


@pytest.mark.parametrize("players,countdown", [(2, 4), (3, 5), (4, 6)])
def test_countdown_by_player_count(players: int, countdown: int) -> None:
    game = new_game([f"P{i}" for i in range(players)], 3)
    assert game.countdown == countdown
    assert game.skill_pool == 15 - countdown
    assert new_game([f"P{i}" for i in range(players)], 3, countdown=9).countdown == 9


def test_random_kinds_are_six_of_eight_and_seeded() -> None:
    kinds = {tuple(new_game(["A", "B"], s).kinds) for s in range(40)}
    assert all(len(k) == 6 and set(k) <= set(KIND_IDS) for k in kinds)
    assert len(kinds) > 5
    assert new_game(["A", "B"], 5).kinds == new_game(["A", "B"], 5).kinds


def test_first_game_set() -> None:
    game = new_game(["A", "B"], 1, kinds=list(FIRST_GAME_KINDS))
    assert "balm" not in game.kinds and "filter" not in game.kinds


def test_snake_draft_of_two_starters_per_player() -> None:
    game = new_game(["Ann", "Bob", "Cy"], 11)
    assert len(game.offer) == 6
    assert all(TILES[t].starter and TILES[t].kind in game.kinds for t in game.offer)
    order = []
    while game.phase == "draft":
        order.append(game.current_player)
        game.apply(game.legal_actions()[-1])
    assert order == [0, 1, 2, 2, 1, 0]
    assert all(None not in p["burners"] for p in game.players)
    sizes = sorted(len(s) for s in game.stacks)
    assert sum(sizes) == 48 - 6 and sizes[-1] - sizes[0] <= 1
    assert game.phase == "play" and game.current_player == 0
    assert game.tile_census()["box"] == 16


@pytest.mark.parametrize(
    "kwargs",
    [
        {"players": ["A"]},
        {"players": ["A", "B", "C", "D", "E"]},
        {"players": ["A", ""]},
        {"kinds": ["wisdom"] * 6},
        {"kinds": ["wisdom", "love", "sands", "balm", "filter", "nope"]},
        {"countdown": 0},
    ],
)
def test_bad_setup_is_refused(kwargs: dict) -> None:  # type: ignore[type-arg]
    args = {"players": ["A", "B"], "seed": 1} | kwargs
    with pytest.raises(ValueError):
        new_game(**args)
