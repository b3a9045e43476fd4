"""The chain reaction, with the rulebook's example as a golden test."""

import pytest
from helpers import B, K, R, Y

from potions.explosion import chain_reaction


def test_rulebook_example() -> None:
    # The red marble is taken; three yellow collide and explode; then two black; the two
    # blue at the bottom meet a red and do not explode.
    track = [B, B, K, Y, Y, R, Y, K, R]
    taken, remaining = chain_reaction(track, 5)
    assert taken == [R, Y, Y, Y, K, K]
    assert remaining == [B, B, R]
    assert track == [B, B, K, Y, Y, R, Y, K, R], "chain_reaction must not change its input"


def test_pick_from_the_middle_of_a_run_explodes_it() -> None:
    taken, remaining = chain_reaction([K, R, R, R, B], 2)
    assert sorted(taken) == [R, R, R]
    assert remaining == [K, B]


def test_bottom_marble_never_explodes() -> None:
    taken, remaining = chain_reaction([R, R, R, B], 0)
    assert taken == [R]
    assert remaining == [R, R, B]


def test_adjacent_marbles_that_do_not_collide_stay() -> None:
    taken, remaining = chain_reaction([R, R, B, Y, Y], 2)
    assert taken == [B]
    assert remaining == [R, R, Y, Y]


def test_top_marble_taken_nothing_falls() -> None:
    assert chain_reaction([R, B, B], 2) == ([B], [R, B])


def test_long_chain_empties_track() -> None:
    taken, remaining = chain_reaction([R, B, Y, K, Y, B, R], 3)
    assert taken == [K, Y, Y, B, B, R, R]
    assert remaining == []


def test_out_of_range() -> None:
    with pytest.raises(IndexError):
        chain_reaction([R], 1)
