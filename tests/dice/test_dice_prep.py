"""The preparation table: free dice, rolling, setting numbers aside, the end of rolling."""

import pytest
from dice_helpers import after_draft, at_prep, card_of, lay_out, rig, space, strings

from potions.dice import IllegalActionError, describe


def test_first_roll_is_every_free_die() -> None:
    game = rig(after_draft(), [3, 3, 5, 1, 6, 6, 2, 4, 4, 1, 2, 5, 3, 1, 2])
    assert strings(game) == ["roll"]
    game.apply("roll")
    assert game.turn["stage"] == "prep"
    assert game.turn["roll"] == [3, 3, 5, 1, 6, 6, 2, 4, 4, 1, 2, 5, 3, 1, 2]
    assert game.players[0]["table"] == 0 and game.turn["free"] == 0
    assert strings(game) == ["choose 1", "choose 2", "choose 3", "choose 4", "choose 5"]


def test_choosing_sets_aside_all_dice_of_the_number_and_rolls_the_rest() -> None:
    game = at_prep(after_draft(), [3, 3, 5, 1, 6, 6, 2])
    rig(game, [4, 4, 2])
    table = game.players[0]["table"]  # the 6s of earlier rolls
    game.apply("choose 3")
    assert game.turn["ready"] == [3, 3]
    assert game.players[0]["table"] == table + 2, "the 6s go to the table"
    assert game.turn["roll"] == [4, 4, 2], "the 3 other dice were rolled again"
    assert [str(m) for m in describe(game)] == ["Ann rolled ⚂⚂⚄⚀⚅⚅⚁: set aside two 3s."]
    assert strings(game) == ["choose 2", "choose 4"]


def test_a_number_chosen_cannot_be_chosen_again() -> None:
    game = at_prep(after_draft(), [3, 4, 4, 1], ready=[3, 3])
    assert strings(game) == ["choose 1", "choose 4"]
    before = game.to_dict()
    with pytest.raises(IllegalActionError) as err:
        game.apply("choose 3")
    assert err.value.code == "already_chosen"
    with pytest.raises(IllegalActionError) as err:
        game.apply("choose 6")
    assert err.value.code == "six"
    with pytest.raises(IllegalActionError) as err:
        game.apply("choose 5")
    assert err.value.code == "not_in_roll"
    assert game.to_dict() == before


def test_reserve_and_potion_dice_do_not_count_as_chosen() -> None:
    game = after_draft()
    lay_out(game, 0, reserve=[2, 2])
    game.players[0]["spaces"][0]["dice"] = [1]  # type: ignore[index]
    at_prep(game, [1, 2, 5])
    assert strings(game) == ["choose 1", "choose 2", "choose 5"]


def test_rolling_ends_when_no_new_number_shows() -> None:
    game = at_prep(after_draft(), [2, 5, 5, 3], ready=[1])
    rig(game, [6, 2, 2])
    game.apply("choose 5")
    # The new roll shows only 6 and 2s... and 2 is still free: one more choice.
    assert strings(game) == ["choose 2"]
    game.apply("choose 2")
    assert game.turn["roll"] == [] and game.turn["stage"] == "work"
    game = at_prep(after_draft(), [2, 5, 3], ready=[1, 2])
    rig(game, [6, 2])
    table = game.players[0]["table"]
    game.apply("choose 5")
    # 6 and 2: nothing new can be set aside; the dice left join the 6s.
    assert game.turn["stage"] == "work"
    assert game.players[0]["table"] == table + 2
    assert [str(m) for m in describe(game)][-1] == (
        "Ann rolled ⚅⚁: no new number to set aside, the rolling is over."
    )


def test_rolling_ends_without_dice() -> None:
    game = at_prep(after_draft(), [4, 4, 6])
    game.apply("choose 4")
    assert game.turn["stage"] == "work" and game.turn["ready"] == [4, 4]
    assert str(describe(game)[-1]) == "Ann has no dice left to roll."


def test_all_five_numbers_set_aside_end_the_rolling_without_a_roll() -> None:
    game = at_prep(after_draft(), [5, 1, 1], ready=[1, 2, 3, 4])
    game.rng.state = 99
    state = game.rng.state
    game.apply("choose 5")
    assert game.rng.state == state, "no die is rolled when no number is left"
    assert game.turn["stage"] == "work"
    assert str(describe(game)[-1]) == "Ann has set aside all five numbers: the rolling is over."


def test_reserve_dice_join_the_ingredients_at_the_work_table() -> None:
    game = after_draft()
    lay_out(game, 0, reserve=[5, 5])
    at_prep(game, [4, 4])
    game.apply("choose 4")
    assert game.turn["stage"] == "work"
    assert game.turn["ready"] == [4, 4, 5, 5] and game.players[0]["reserve"] == []


def test_free_dice_from_the_reserve_and_from_potions() -> None:
    game = after_draft()
    card = card_of("trick", 6)
    lay_out(game, 0, spaces=[space(card, [3, 3]), None], reserve=[1, 2])
    assert strings(game) == ["free 1", "free 2", "lift 0 3", "roll"]
    game.apply("free 2")
    game.apply("lift 0 3")
    assert game.players[0]["reserve"] == [1]
    assert game.players[0]["spaces"][0]["dice"] == [3]  # type: ignore[index]
    assert game.turn["free"] == 15 - 4 + 2
    assert [str(m) for m in describe(game)] == [
        f"Ann takes a 3 back from {describe_potion(card)} to roll it."
    ]
    game.apply("roll")
    assert len(game.turn["roll"]) == 13


def describe_potion(card: int) -> str:
    from potions.dice.cards import potion_name

    return str(potion_name(card))


def test_stop_only_when_a_potion_could_still_change_the_roll() -> None:
    game = after_draft()
    reroll = card_of("reroll", 5)
    lay_out(game, 0, potions=[(reroll, True)])
    at_prep(game, [6, 3, 3], ready=[3])
    game.turn["roll"] = [6, 3, 3]
    game._legal = None
    # Nothing can be set aside, but the Reroll could change that: the player decides.
    assert strings(game) == [f"use {reroll}", "stop"]
    game.apply("stop")
    assert game.turn["stage"] == "work"
    game = after_draft()
    at_prep(game, [6, 3], ready=[3])
    with pytest.raises(IllegalActionError) as err:
        game.apply("stop")
    assert err.value.code == "wrong_stage"


def test_stop_is_refused_while_a_number_can_be_chosen() -> None:
    game = after_draft()
    lay_out(game, 0, potions=[(card_of("reroll", 5), True)])
    at_prep(game, [6, 3, 2], ready=[3])
    with pytest.raises(IllegalActionError) as err:
        game.apply("stop")
    assert err.value.code == "must_choose"


def test_choose_sequence_is_seeded() -> None:
    a, b = after_draft(seed=5), after_draft(seed=5)
    for g in (a, b):
        g.apply("roll")
        while g.turn["stage"] == "prep":
            g.apply(g.legal_actions()[0])
    assert a.to_dict() == b.to_dict()
