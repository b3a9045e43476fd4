"""A turn: the regular pick, the Little Help, placement, the pool, end of turn."""

import pytest
from helpers import B, K, R, Y, after_draft, full, position, tile_of

from potions.explosion import IllegalActionError

MIX = [R, B, Y, K, R, B, Y, K, B]


def mixed(first: list[str]) -> list[list[str]]:
    return [first, MIX, MIX[::-1], MIX, MIX[::-1]]


def test_rulebook_pool_example() -> None:
    # Heiko (Ann here) takes 4 red and 3 black; 2 blue wait in the pool. The red go on his
    # potions, one blue from the pool too; he keeps the 3 black and discards a blue.
    game = after_draft()
    abyssal, wisdom = tile_of("abyssal", 4), tile_of("wisdom", 4)
    position(
        game,
        tracks=mixed([Y, K, K, R, R, R, R, K, B]),
        burners={0: [abyssal, wisdom]},
        fill={0: {0: [None, None, B, None]}},  # R R B B: one blue already there
        pools={0: [B, B]},
    )
    game.apply("pick 0 4")
    ann = game.players[0]
    assert game.events[0]["explosions"] == [["red", 3], ["black", 3]]
    assert ann["burners"][0]["holes"] == [R, R, B, None]
    assert ann["burners"][1]["holes"] == [R, R, None, None]
    assert sorted(ann["pool"]) == sorted([B, B, K, K, K])
    game.apply("place blue 0")  # completes the Abyssal Draft
    assert ann["burners"][0] is None
    assert ann["potions"] == [{"tile": abyssal, "drunk": False}]
    game.apply("end")
    assert game.phase == "discard"
    assert [str(a) for a in game.legal_actions()] == ["discard blue", "discard black"]
    game.apply("discard blue")
    assert ann["pool"] == [K, K, K]
    assert game.phase == "draw"
    assert game.marble_census() == dict.fromkeys([R, B, Y, K], 20)


def test_placement_with_a_choice_waits_for_the_player() -> None:
    game = after_draft()
    w1, w2 = tile_of("wisdom", 4, 0), tile_of("wisdom", 4, 1)
    position(game, tracks=mixed([B, R, B, K, K, Y, K, B, Y]), burners={0: [w1, w2]})
    game.apply("pick 0 1")  # one red: both potions have an empty red hole
    assert game.turn["hand"] == [R]
    assert [str(a) for a in game.legal_actions()] == ["place red 0", "place red 1"]
    with pytest.raises(IllegalActionError) as err:
        game.apply("end")
    assert err.value.code == "placement_pending"
    game.apply("place red 1")
    assert game.players[0]["burners"][1]["holes"] == [R, None, None, None]
    assert game.turn["hand"] == []


def test_enough_marbles_for_every_hole_are_placed_without_asking() -> None:
    game = after_draft()
    w1, w2 = tile_of("wisdom", 4, 0), tile_of("wisdom", 4, 1)
    position(game, tracks=mixed([B, R, R, R, R, Y, K, B, Y]), burners={0: [w1, w2]})
    game.apply("pick 0 2")  # 4 red: exactly the 4 red holes
    assert game.turn["hand"] == []
    assert [b["holes"][:2] for b in game.players[0]["burners"]] == [[R, R], [R, R]]


def test_little_help_never_explodes_and_costs_two_points() -> None:
    game = after_draft()
    position(game, tracks=mixed([R, B, R, K, K, Y, K, B, Y]), burners={0: [None, None]})
    game.apply("help 0 1")
    assert game.events[0]["colour"] == B
    assert game.players[0]["pool"] == [B]
    assert game.tracks[0][:2] == [R, R], "the two red collide but do not explode"
    assert game.players[0]["helps"] == 1
    assert game.score_of(0) == -2
    with pytest.raises(IllegalActionError) as err:
        game.apply("help 0 0")
    assert err.value.code == "help_used"
    game.apply("pick 0 0")  # help before or after the pick, once
    assert "help 0 0" not in [str(a) for a in game.legal_actions()]


def test_pick_is_required_once() -> None:
    game = after_draft()
    with pytest.raises(IllegalActionError) as err:
        game.apply("end")
    assert err.value.code == "must_pick"
    game.apply("pick 0 0")
    with pytest.raises(IllegalActionError) as err:
        game.apply("pick 1 0")
    assert err.value.code == "already_picked"


def test_ninth_marble_cannot_be_taken() -> None:
    game = after_draft()
    with pytest.raises(IllegalActionError) as err:
        game.apply("pick 2 8")
    assert err.value.code == "not_pickable"
    assert all(int(str(a).split()[2]) < 8 for a in game.legal_actions() if a.verb == "pick")


def test_completed_potion_returns_marbles_and_is_drinkable_at_once() -> None:
    game = after_draft()
    wisdom = tile_of("wisdom", 4)
    position(
        game,
        tracks=mixed([B, Y, K, K, R, B, K, B, Y]),
        burners={0: [wisdom, None]},
        fill={0: {0: [R, R, Y, None]}},
    )
    tank_before = sum(game.tank.values())
    game.apply("pick 0 1")
    assert game.players[0]["potions"] == [{"tile": wisdom, "drunk": False}]
    assert game.players[0]["burners"] == [None, None]
    # 4 marbles went back to the dispenser: the 8 slots stay full, the tank grows.
    assert sum(game.tank.values()) == tank_before + 4 - 1
    assert any(a.verb == "drink" for a in game.legal_actions())


def test_draw_fills_empty_burners_from_the_chosen_stack() -> None:
    game = after_draft()
    position(game, burners={0: [None, None]})
    tops = [s[-1] for s in game.stacks]
    game.apply("pick 0 0")
    game.apply("end")
    assert game.phase == "draw"
    game.apply("draw 3")
    game.apply("draw 3")
    tiles = [b["tile"] for b in game.players[0]["burners"]]
    assert tiles[0] == tops[3]
    assert game.phase == "play" and game.current_player == 1


def test_pool_marbles_from_earlier_turns_may_be_placed() -> None:
    game = after_draft()
    wisdom = tile_of("wisdom", 4)
    position(game, burners={0: [wisdom, None]}, pools={0: [R, Y, B]})
    legal = {str(a) for a in game.legal_actions()}
    assert {"place red 0", "place yellow 0"} <= legal
    assert "place blue 0" not in legal
    game.apply("place red 0")
    assert game.players[0]["pool"] == [Y, B]


def test_revealed_marks_actions_that_show_something_random() -> None:
    """Undo stops at these: a refill from the tank, a stack's next tile, the stacks dealt."""
    game = after_draft()
    assert game.revealed, "the last draft deals the stacks"
    pick = next(a for a in game.legal_actions() if a.verb == "pick")
    game.apply(pick)
    assert game.revealed, "marbles rolled in from the tank"
    game = position(
        after_draft(),
        tracks=[full(R), full(B), full(Y), full(K), full(R)],
        burners={0: [tile_of("wisdom", 4), tile_of("abyssal", 4)]},
        pools={0: [R, R]},
    )
    place = next(a for a in game.legal_actions() if a.verb == "place")
    game.apply(place)
    assert not game.revealed, "placing a pool marble reveals nothing"
