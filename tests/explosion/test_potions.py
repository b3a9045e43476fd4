"""Each of the 8 potion effects, with its edge cases. No effect ever explodes."""

import pytest
from helpers import B, K, R, Y, after_draft, position, tile_of

from potions.explosion import IllegalActionError

MIX = [R, B, Y, K, R, B, Y, K, B]
T0 = [R, B, B, R, K, K, Y, K, Y]


def setup(kind: str, track0: list[str] = T0, **kw):  # type: ignore[no-untyped-def]
    game = after_draft()
    potion = tile_of(kind, 4)
    kw.setdefault("burners", {0: [None, None]})
    potions = kw.pop("potions", {0: [(potion, False)]})
    position(game, tracks=[track0, MIX, MIX[::-1], MIX, MIX[::-1]], potions=potions, **kw)
    return game, potion


def legal(game) -> set[str]:  # type: ignore[no-untyped-def]
    return {str(a) for a in game.legal_actions()}


def assert_illegal(game, action: str, code: str) -> None:  # type: ignore[no-untyped-def]
    before = game.to_dict()
    with pytest.raises(IllegalActionError) as err:
        game.apply(action)
    assert err.value.code == code, err.value.message
    assert game.to_dict() == before


def test_wisdom_takes_any_pickable_marble_without_explosion() -> None:
    game, w = setup("wisdom")
    game.apply(f"drink {w} 0 3")  # the red between two blue... no: R B B [R] K: K != B
    assert game.players[0]["pool"] == [R]
    assert game.tracks[0][:4] == [R, B, B, K]
    assert game.players[0]["potions"][0]["drunk"]
    assert not game.turn["picked"], "drinking is not the regular pick"
    assert_illegal(game, f"drink {w} 0 1", "already_drunk")


def test_wisdom_cannot_reach_the_ninth_marble() -> None:
    game, w = setup("wisdom")
    assert_illegal(game, f"drink {w} 0 8", "bad_target")


def test_wisdom_collision_does_not_explode() -> None:
    game, w = setup("wisdom", [R, B, Y, B, K, K, Y, K, Y])
    game.apply(f"drink {w} 0 2")
    assert game.tracks[0][:4] == [R, B, B, K]


def test_magnetic_takes_two_adjacent_of_different_colours() -> None:
    game, m = setup("magnetic")
    assert_illegal(game, f"drink {m} 0 1", "bad_target")  # B B: same colour
    assert_illegal(game, f"drink {m} 0 7", "bad_target")  # slot 8 is the 9th marble
    game.apply(f"drink {m} 0 0")  # R B
    assert sorted(game.players[0]["pool"]) == sorted([R, B])
    assert game.tracks[0][:3] == [B, R, K]


def test_balm_takes_two_or_more_of_one_colour() -> None:
    game, b = setup("balm", [R, K, K, K, B, Y, Y, R, R])
    assert_illegal(game, f"drink {b} 0 1 1", "bad_target")
    assert_illegal(game, f"drink {b} 0 0 2", "bad_target")  # R K
    assert_illegal(game, f"drink {b} 0 7 2", "bad_target")  # reaches the 9th marble
    assert {f"drink {b} 0 1 2", f"drink {b} 0 2 2", f"drink {b} 0 1 3"} <= legal(game)
    game.apply(f"drink {b} 0 1 3")
    assert game.players[0]["pool"] == [K, K, K]
    assert game.tracks[0][:2] == [R, B]


def test_filter_discards_up_to_five_of_one_colour_into_the_tank() -> None:
    game, f = setup("filter", [K, R, K, K, B, K, K, K, Y])
    assert_illegal(game, f"drink {f} 0 0 2 3 5 6 7", "bad_target")  # six marbles
    assert_illegal(game, f"drink {f} 0 0 1", "bad_target")  # two colours
    tank_black = game.tank[K]
    game.apply(f"drink {f} 0 0 2 3 5 6")  # not adjacent: allowed
    assert game.players[0]["pool"] == []
    assert game.tracks[0][:4] == [R, B, K, Y]
    assert game.tank[K] + sum(t.count(K) for t in game.tracks) >= tank_black + 5
    assert game.marble_census() == dict.fromkeys([R, B, Y, K], 20)


def test_abyssal_takes_bottom_marbles_of_different_colours() -> None:
    game, a = setup("abyssal")
    bottoms = [t[0] for t in game.tracks]  # R R B R B
    assert bottoms == [R, R, B, R, B]
    assert_illegal(game, f"drink {a} 0 1", "bad_target")  # two red
    assert_illegal(game, f"drink {a} 1 0", "bad_target")  # not ascending
    assert f"drink {a} 1 2" in legal(game)
    assert all(len(str(x).split()) <= 4 for x in game.legal_actions() if x.verb == "drink")
    game.apply(f"drink {a} 0 2")
    assert sorted(game.players[0]["pool"]) == sorted([R, B])


def test_blind_love_steals_a_whole_pool_and_places_what_fits() -> None:
    wisdom = tile_of("wisdom", 4)
    game, lv = setup("love", burners={0: [wisdom, None]}, pools={1: [R, K, K]})
    assert legal(game) >= {f"drink {lv} 1"}
    assert_illegal(game, f"drink {lv} 0", "bad_target")
    game.apply(f"drink {lv} 1")
    assert game.players[1]["pool"] == []
    assert game.players[0]["burners"][0]["holes"] == [R, None, None, None]
    assert game.players[0]["pool"] == [K, K]


def test_blind_love_needs_an_opponent_with_marbles() -> None:
    game, lv = setup("love")
    assert not any(a.verb == "drink" for a in game.legal_actions())
    assert_illegal(game, f"drink {lv} 1", "bad_target")


def test_prismatic_joy_places_pool_marbles_on_any_hole() -> None:
    wisdom = tile_of("wisdom", 4)  # R R Y Y
    game, pj = setup(
        "prismatic",
        burners={0: [wisdom, None]},
        pools={0: [B, B, K]},
        fill={0: {0: [R, R, Y, None]}},
    )
    game.apply(f"drink {pj}")
    assert [str(a) for a in game.legal_actions()] == [
        "wild blue 0 yellow",
        "wild black 0 yellow",
        "stop",
    ]
    assert_illegal(game, "pick 0 0", "prismatic_pending")
    game.apply("wild black 0 yellow")  # completes the Potion of Wisdom
    assert game.players[0]["potions"][-1]["tile"] == wisdom
    assert not game.turn["prismatic"], "no empty hole left: placement is over"
    assert game.players[0]["pool"] == [B, B]
    assert game.marble_census() == dict.fromkeys([R, B, Y, K], 20)


def test_prismatic_joy_can_stop_early() -> None:
    wisdom = tile_of("wisdom", 5)
    game, pj = setup("prismatic", burners={0: [wisdom, None]}, pools={0: [Y, Y]})
    game.apply(f"drink {pj}")
    game.apply("wild yellow 0 red")
    game.apply("stop")
    assert game.players[0]["pool"] == [Y]
    assert game.players[0]["burners"][0]["holes"][0] == Y


def test_prismatic_joy_places_at_most_three_marbles() -> None:
    """Ruling 11: no more than the pool may hold, even when it holds more during the turn."""
    wisdom = tile_of("wisdom", 7)  # R R B B B B K: 7 empty holes
    game, pj = setup("prismatic", burners={0: [wisdom, None]}, pools={0: [Y, Y, Y, Y, K]})
    game.apply(f"drink {pj}")
    assert game.turn["prismatic"] == 3
    for left in (2, 1):
        game.apply("wild yellow 0 blue")
        assert game.turn["prismatic"] == left
        assert "stop" in legal(game)
    game.apply("wild yellow 0 red")
    assert game.turn["prismatic"] == 0, "the third marble ends the placement"
    assert not any(a.verb in ("wild", "stop") for a in game.legal_actions())
    with pytest.raises(IllegalActionError, match="at most 3 marbles"):
        game.apply("wild yellow 0 blue")
    assert_illegal(game, "wild yellow 0 blue", "no_prismatic")
    assert game.players[0]["pool"] == [Y, K]
    assert game.players[0]["burners"][0]["holes"].count(None) == 4
    assert game.marble_census() == dict.fromkeys([R, B, Y, K], 20)


def test_prismatic_joy_again_through_sands_of_time_places_three_more() -> None:
    sands, pj, wisdom = tile_of("sands", 4), tile_of("prismatic", 4), tile_of("wisdom", 7)
    game, _ = setup(
        "sands",
        burners={0: [wisdom, None]},
        pools={0: [Y] * 6},
        potions={0: [(sands, False), (pj, False)]},
    )
    game.apply(f"drink {pj}")
    for _ in range(3):
        game.apply("wild yellow 0 blue")
    game.apply(f"drink {sands} {pj}")
    assert game.turn["prismatic"] == 3
    for hole in (B, R, K):
        game.apply(f"wild yellow 0 {hole}")
    assert game.turn["prismatic"] == 0
    assert game.players[0]["pool"] == []
    assert game.players[0]["burners"][0]["holes"].count(None) == 1


def test_sands_of_time_reuses_a_drunk_potion() -> None:
    sands, wisdom = tile_of("sands", 4), tile_of("wisdom", 4)
    game, _ = setup("sands", potions={0: [(sands, False), (wisdom, True)]})
    assert f"drink {sands} {wisdom} 0 0" in legal(game)
    assert_illegal(game, f"drink {sands} {sands} 0 0", "bad_target")
    game.apply(f"drink {sands} {wisdom} 0 0")
    assert game.players[0]["pool"] == [R]
    assert all(p["drunk"] for p in game.players[0]["potions"])


def test_sands_of_time_needs_a_drunk_potion_and_skips_other_sands() -> None:
    s1, s2, wisdom = tile_of("sands", 4, 0), tile_of("sands", 4, 1), tile_of("wisdom", 4)
    game, _ = setup("sands", potions={0: [(s1, False), (s2, True), (wisdom, False)]})
    assert not any(str(a).startswith(f"drink {s1} ") for a in game.legal_actions())


def test_drinking_is_only_for_your_own_completed_undrunk_potions() -> None:
    wisdom = tile_of("wisdom", 4)
    game, _ = setup("wisdom", potions={1: [(wisdom, False)]})
    assert_illegal(game, f"drink {wisdom} 0 0", "not_yours")
    assert_illegal(game, f"drink {tile_of('wisdom', 5)} 0 0", "no_such_potion")


def test_potions_can_be_drunk_after_the_pick_and_several_per_turn() -> None:
    w1, w2 = tile_of("wisdom", 4, 0), tile_of("wisdom", 4, 1)
    game, _ = setup("wisdom", potions={0: [(w1, False), (w2, False)]})
    game.apply("pick 1 0")
    game.apply(f"drink {w1} 0 0")
    game.apply(f"drink {w2} 0 0")
    assert len(game.players[0]["pool"]) == 3
