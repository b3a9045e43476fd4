"""Every potion power: when it can be used, its targets step by step, what it does."""

import pytest
from dice_helpers import after_draft, at_prep, at_work, card_of, lay_out, rig, space, strings

from potions.core.rng import Pcg32
from potions.dice import CARDS, Game, IllegalActionError, describe
from potions.dice.cards import potion_name


def full(game, seat, kind, size=5, copy=0):  # type: ignore[no-untyped-def]
    """Give ``seat`` a full potion of ``kind``; returns its card id."""
    card = card_of(kind, size, copy=copy)
    potions = [(x["card"], x["full"]) for x in game.players[seat]["potions"]]
    lay_out(game, seat, potions=[*potions, (card, True)])
    return card


def bottle(game, seat, card):  # type: ignore[no-untyped-def]
    return next(x for x in game.players[seat]["potions"] if x["card"] == card)["full"]


# ------------------------------------------------------------------ Reroll


def test_reroll_two_dice_of_the_roll_including_6s() -> None:
    game = after_draft()
    card = full(game, 0, "reroll")
    at_prep(game, [6, 2, 2, 4], ready=[2])
    assert f"use {card}" in strings(game)
    game.apply(f"use {card}")
    assert not bottle(game, 0, card)
    assert strings(game) == ["pick 2", "pick 4", "pick 6", "cancel"]
    rig(game, [3, 5])
    game.apply("pick 6")
    assert strings(game) == ["pick 2", "pick 4", "done"], "the only 6 was picked"
    game.apply("pick 2")
    assert game.turn["roll"] == [2, 4, 3, 5] and game.turn["power"] is None
    assert str(describe(game)[-1]) == "Ann rerolled 6 and 2 and got 3 and 5."
    assert strings(game) == ["choose 3", "choose 4", "choose 5"]


def test_reroll_one_die_with_done() -> None:
    game = after_draft()
    card = full(game, 0, "reroll")
    at_prep(game, [6, 3, 1])
    game.apply(f"use {card}")
    rig(game, [1])
    game.apply("pick 6")
    game.apply("done")
    assert game.turn["roll"] == [3, 1, 1]


def test_reroll_a_stuck_roll_can_bring_a_new_number() -> None:
    game = after_draft()
    card = full(game, 0, "reroll")
    at_prep(game, [6, 3], ready=[3])
    assert strings(game) == [f"use {card}", "stop"]
    game.apply(f"use {card}")
    rig(game, [4, 2])
    game.apply("pick 6")
    game.apply("pick 3")
    assert strings(game) == ["choose 2", "choose 4"]


def test_reroll_only_at_the_preparation_table() -> None:
    game = after_draft()
    card = full(game, 0, "reroll")
    at_work(game, [1])
    with pytest.raises(IllegalActionError) as err:
        game.apply(f"use {card}")
    assert err.value.code == "not_now"


def test_cancel_puts_the_potion_back_full() -> None:
    game = after_draft()
    card = full(game, 0, "reroll")
    at_prep(game, [6, 2])
    before = game.to_dict()
    game.apply(f"use {card}")
    game.apply("cancel")
    after = game.to_dict()
    after["state"]["history"] = before["state"]["history"]
    assert after == before
    game.apply(f"use {card}")
    game.apply("pick 6")
    assert "cancel" not in strings(game), "a target was chosen: no way back"


# -------------------------------------------------------------- Blind Love


def test_blind_love_takes_two_reserve_dice_to_roll_and_pays_them_back() -> None:
    game = after_draft(players=3)
    card = full(game, 0, "love")
    lay_out(game, 1, reserve=[2, 4, 5])
    lay_out(game, 2, reserve=[1])
    free = game.turn["free"]
    assert f"use {card}" in strings(game)
    game.apply(f"use {card}")
    assert strings(game) == ["borrow 1 2", "borrow 1 4", "borrow 1 5", "borrow 2 1", "cancel"]
    game.apply("borrow 1 5")
    # Both dice come from the same player.
    assert strings(game) == ["borrow 1 2", "borrow 1 4", "done"]
    game.apply("borrow 1 2")
    assert game.turn["power"] is None and game.turn["free"] == free + 2
    assert game.players[1]["reserve"] == [4]
    assert game.dice_census() == 45
    assert [str(m) for m in describe(game)] == ["Ann took a 2 from Bob's reserve to roll it."]
    game.apply("roll")
    assert len(game.turn["roll"]) == free + 2


def test_two_blind_loves_on_one_player_are_two_loans() -> None:
    """Two Blind Love potions in one turn may take 4 dice of one player: each is a loan of
    its own (merged, the loan held 3 dice, past the saved state's bound, and the game
    could no longer be rebuilt from a view or a save)."""
    game = after_draft()
    first = full(game, 0, "love", size=5, copy=0)
    second = full(game, 0, "love", size=5, copy=1)
    lay_out(game, 1, reserve=[1, 2, 3, 4])
    game.apply(f"use {first}")
    game.apply("borrow 1 3")
    game.apply("borrow 1 1")
    game.apply(f"use {second}")
    game.apply("borrow 1 2")
    game.apply("done")
    assert [x["dice"] for x in game.turn["loans"]] == [2, 1]
    assert Game.from_dict(game.to_dict()).to_dict() == game.to_dict()
    Game.from_view(game.view(0), Pcg32.from_seed(1))
    at_work(game, [])
    rig(game, [5, 1, 2])
    game.apply("end")
    assert game.players[1]["reserve"] == [1, 2, 4, 5], "3 dice given back, rolled"


def test_blind_love_repayment_is_rolled_into_the_reserve_6s_to_the_table() -> None:
    game = after_draft()
    card = full(game, 0, "love")
    lay_out(game, 1, reserve=[2, 4])
    game.apply(f"use {card}")
    game.apply("borrow 1 2")
    game.apply("done")
    at_work(game, [])
    bob_table = game.players[1]["table"]
    rig(game, [6])
    game.apply("end")
    assert game.current == 1 and game.turn["stage"] == "start"
    assert game.players[1]["reserve"] == [4]
    assert game.turn["free"] == bob_table + 1, "the 6 went to Bob's table, free now"
    game2 = after_draft()
    card = full(game2, 0, "love")
    lay_out(game2, 1, reserve=[2, 4])
    game2.apply(f"use {card}")
    game2.apply("borrow 1 2")
    game2.apply("done")
    at_work(game2, [])
    rig(game2, [3])
    game2.apply("end")
    assert game2.players[1]["reserve"] == [3, 4]
    assert "Ann gave Bob a die back for the reserve: rolled ⚂." in [str(m) for m in describe(game2)]


def test_blind_love_needs_an_opponent_reserve() -> None:
    game = after_draft()
    card = full(game, 0, "love")
    assert f"use {card}" not in strings(game)
    with pytest.raises(IllegalActionError) as err:
        game.apply(f"use {card}")
    assert err.value.code == "not_now"


# ------------------------------------------------------------ Resurrection


def test_resurrection_joins_a_row() -> None:
    game = after_draft()
    card = full(game, 0, "resurrection")
    at_prep(game, [6, 4, 3], ready=[2, 2])
    table = game.players[0]["table"]
    game.apply(f"use {card}")
    assert strings(game) == ["number 1", "number 2", "number 3", "number 4", "number 5", "cancel"]
    game.apply("number 2")
    assert game.turn["ready"] == [2, 2, 2]
    assert game.players[0]["table"] == table - 1, "a 6 of the table was used first"
    assert str(describe(game)[-1]) == "Ann brought a 6 back as a 2."


def test_resurrection_new_row_takes_no_other_dice() -> None:
    game = after_draft()
    card = full(game, 0, "resurrection")
    at_prep(game, [6, 4, 4, 3])
    game.players[0]["table"] = 0
    game.players[0]["reserve"] = [1] * (15 - 4)
    game.players[0]["reserve"] = []
    game._legal = None
    game.apply(f"use {card}")
    game.apply("number 4")
    assert game.turn["roll"] == [4, 4, 3], "the rolled 6 was used"
    assert game.turn["ready"] == [4]
    assert strings(game) == ["choose 3"], "no more 4s join the new row"
    assert str(describe(game)[-1]) == "Ann brought a 6 back as a 4, a row of its own."


def test_resurrection_on_a_roll_that_offers_nothing_ends_the_rolling() -> None:
    """Ruling 20: on a stuck roll the 6 is saved as a new row; it is no choice of the roll,
    so the other dice are not rolled again: the rolling ends and they are left over."""
    game = after_draft()
    card = full(game, 0, "resurrection")
    at_prep(game, [6, 3, 3], ready=[3])
    assert game.turn["stage"] == "prep", "the game waits: the Resurrection could still act"
    assert strings(game) == [f"use {card}", "stop"]
    game.apply(f"use {card}")
    game.apply("number 5")
    assert game.turn["stage"] == "work"
    assert 5 in game.turn["ready"] and game.turn["ready"].count(3) == 1
    assert game.turn["leftover"] == 2, "the two 3s were not rolled again"


def test_resurrection_needs_a_6() -> None:
    game = after_draft()
    card = full(game, 0, "resurrection")
    at_prep(game, [1, 2], ready=[])
    game.players[0]["table"] = 0
    game.players[0]["reserve"] = []
    game._legal = None
    assert f"use {card}" not in strings(game)


# ------------------------------------------------------------ Number Changer


def test_number_changer_turns_an_ingredient_to_any_number() -> None:
    game = after_draft()
    card = full(game, 0, "changer")
    at_work(game, [1, 1, 4])
    game.apply(f"use {card}")
    assert strings(game) == ["pick 1", "pick 4", "cancel"]
    game.apply("pick 1")
    assert strings(game) == ["number 2", "number 3", "number 4", "number 5"]
    game.apply("number 5")
    assert game.turn["ready"] == [1, 4, 5]
    assert str(describe(game)[-1]) == "Ann changed a 1 into a 5."


def test_number_changer_only_at_the_work_table_with_dice() -> None:
    game = after_draft()
    card = full(game, 0, "changer")
    at_work(game, [])
    assert f"use {card}" not in strings(game)
    game = after_draft()
    card = full(game, 0, "changer")
    at_prep(game, [1, 2])
    with pytest.raises(IllegalActionError) as err:
        game.apply(f"use {card}")
    assert err.value.code == "not_now"


# -------------------------------------------------------------- Virtual Die


def test_virtual_die_on_a_potion_lacking_exactly_one_die_of_its_number() -> None:
    game = after_draft()
    card = full(game, 0, "virtual", size=6)
    face = CARDS[card].face
    assert face is not None
    target = next(c for c in CARDS if not c.star and c.recipe.count(face) == 1)
    other = next(c for c in CARDS if not c.star and c.recipe.count(face) >= 3)
    lay_out(game, 0, spaces=[space(other.id), space(target.id)])
    at_work(game, [])
    game.apply(f"use {card}")
    assert strings(game) == ["potion 1", "cancel"]
    game.apply("potion 1")
    s = game.players[0]["spaces"][1]
    assert s is not None and s["virtual"] == [face] and s["dice"] == []
    assert str(describe(game)[-1]) == (
        f"Ann placed the virtual {face} on {potion_name(target.id)}."
    )
    assert f"place {face} 1" not in strings(game)


def test_a_virtual_die_does_not_return_as_a_die() -> None:
    game = after_draft()
    card = full(game, 0, "virtual", size=6)
    face = CARDS[card].face
    target = next(c for c in CARDS if not c.star and c.recipe.count(face) == 1)
    rest = list(target.recipe)
    rest.remove(face)  # type: ignore[arg-type]
    lay_out(game, 0, spaces=[space(target.id, rest), None])
    at_work(game, [])
    table = game.players[0]["table"]
    game.apply(f"use {card}")
    game.apply("potion 0")
    assert game.players[0]["spaces"][0] is None
    assert game.players[0]["table"] == table + len(rest)
    assert game.dice_census() == 30


# ------------------------------------------------------------ Magical Refill


def test_magical_refill_fills_another_empty_potion() -> None:
    game = after_draft()
    refill = full(game, 0, "refill")
    changer = card_of("changer", 5)
    other_refill = card_of("refill", 6)
    lay_out(
        game,
        0,
        potions=[(refill, True), (changer, False), (other_refill, False)],
    )
    assert f"use {refill}" in strings(game), "usable at any time in the turn"
    game.apply(f"use {refill}")
    assert strings(game) == [f"refill {changer}", "cancel"], "never a Magical Refill"
    game.apply(f"refill {changer}")
    assert bottle(game, 0, changer) and not bottle(game, 0, refill)
    assert str(describe(game)[-1]) == "Ann refilled Number Changer."


def test_magical_refill_needs_an_empty_potion() -> None:
    game = after_draft()
    refill = full(game, 0, "refill")
    assert f"use {refill}" not in strings(game)


# ------------------------------------------------------------------ Trick


def test_trick_takes_a_die_from_an_opponent_potion_and_returns_one_later() -> None:
    game = after_draft()
    card = full(game, 0, "trick")
    bob_card = card_of("love", 6)
    lay_out(game, 1, spaces=[space(bob_card, [2, 2, 3]), None], reserve=[5])
    at_work(game, [])
    game.apply(f"use {card}")
    assert strings(game) == ["snatch 1 0 2", "snatch 1 0 3", "snatch 1 2 5", "cancel"]
    game.apply("snatch 1 0 3")
    assert game.turn["ready"] == [3]
    assert game.players[1]["spaces"][0]["dice"] == [2, 2]  # type: ignore[index]
    assert str(describe(game)[-1]) == f"Ann took a 3 from Bob's {potion_name(bob_card)}."
    bob_table = game.players[1]["table"]
    game.apply("end")
    assert game.current == 1 and game.turn["free"] == bob_table + 1
    assert "Ann gave Bob a die back on the preparation table." in [str(m) for m in describe(game)]
    assert game.dice_census() == 30


def test_trick_from_a_reserve() -> None:
    game = after_draft()
    card = full(game, 0, "trick")
    lay_out(game, 1, reserve=[4])
    at_work(game, [])
    game.apply(f"use {card}")
    game.apply("snatch 1 2 4")
    assert game.players[1]["reserve"] == [] and game.turn["ready"] == [4]
    assert str(describe(game)[-1]) == "Ann took a 4 from Bob's reserve."


def test_a_target_of_another_power_is_refused() -> None:
    game = after_draft()
    card = full(game, 0, "trick")
    lay_out(game, 1, reserve=[4])
    at_work(game, [2])
    game.apply(f"use {card}")
    before = game.to_dict()
    for text, code in (
        ("pick 2", "bad_target"),
        ("snatch 1 2 5", "bad_target"),
        ("place 2 0", "power_pending"),
        ("end", "power_pending"),
    ):
        with pytest.raises(IllegalActionError) as err:
            game.apply(text)
        assert err.value.code == code
    assert game.to_dict() == before


# ------------------------------------------------------------------ general


def test_used_potions_are_empty_and_not_usable_again() -> None:
    game = after_draft()
    card = full(game, 0, "changer")
    at_work(game, [1])
    game.apply(f"use {card}")
    game.apply("pick 1")
    game.apply("number 2")
    with pytest.raises(IllegalActionError) as err:
        game.apply(f"use {card}")
    assert err.value.code == "empty_bottle"
    assert game.score_of(0) == CARDS[card].points, "an empty potion keeps its points"


def test_only_your_own_finished_potions() -> None:
    game = after_draft()
    card = full(game, 1, "changer")
    at_work(game, [1])
    with pytest.raises(IllegalActionError) as err:
        game.apply(f"use {card}")
    assert err.value.code == "not_yours"
    with pytest.raises(IllegalActionError) as err:
        game.apply(f"use {game.market[0]}")
    assert err.value.code == "no_such_potion"


def test_target_verbs_without_a_power() -> None:
    game = after_draft()
    at_work(game, [1])
    with pytest.raises(IllegalActionError) as err:
        game.apply("number 3")
    assert err.value.code == "no_power"


def test_a_potion_finished_this_turn_can_be_used_this_turn() -> None:
    game = after_draft()
    changer = card_of("changer", 5)
    recipe = list(CARDS[changer].recipe)
    lay_out(game, 0, spaces=[space(changer, recipe[1:]), None])
    at_work(game, [recipe[0], 1])
    game.apply(f"place {recipe[0]} 0")
    assert f"use {changer}" in strings(game)


def test_two_rerolls_on_one_roll_even_on_rerolled_dice() -> None:
    game = after_draft()
    first = full(game, 0, "reroll", copy=0)
    second = full(game, 0, "reroll", copy=1)
    at_prep(game, [6, 3], ready=[3])
    rig(game, [6, 3])
    game.apply(f"use {first}")
    game.apply("pick 6")
    game.apply("pick 3")
    assert game.turn["roll"] == [6, 3] and game.turn["stage"] == "prep"
    assert strings(game) == [f"use {second}", "stop"]
    rig(game, [4, 6])
    game.apply(f"use {second}")
    game.apply("pick 6")
    game.apply("pick 3")
    assert strings(game) == ["choose 4"]


def test_magical_refill_works_at_every_step_of_the_turn() -> None:
    game = after_draft()
    refill = full(game, 0, "refill")
    reroll = card_of("reroll", 6)
    lay_out(game, 0, potions=[(refill, True), (reroll, False)])
    assert f"use {refill}" in strings(game), "at the start of the turn"
    at_prep(game, [6, 2], ready=[2])
    # A stuck roll waits: the Refill could fill the Reroll.
    assert strings(game) == [f"use {refill}", "stop"]
    game.apply(f"use {refill}")
    game.apply(f"refill {reroll}")
    assert strings(game) == [f"use {reroll}", "stop"]


def test_virtual_die_needs_a_potion_lacking_exactly_one_die() -> None:
    game = after_draft()
    card = full(game, 0, "virtual", size=6)
    face = CARDS[card].face
    two = next(c for c in CARDS if not c.star and c.recipe.count(face) == 2)
    lay_out(game, 0, spaces=[space(two.id), None])
    at_work(game, [])
    assert f"use {card}" not in strings(game)
    lay_out(game, 0, spaces=[space(two.id, [face]), None])  # type: ignore[list-item]
    at_work(game, [])
    assert f"use {card}" in strings(game)


def test_dice_owed_come_from_the_reserve_when_the_table_is_empty() -> None:
    game = after_draft()
    card = full(game, 0, "trick")
    lay_out(game, 1, reserve=[4])
    at_work(game, [])
    game.apply(f"use {card}")
    game.apply("snatch 1 2 4")
    game.players[0]["table"] = 0
    game.turn["ready"] = [1, 2, 4]
    big = [c for c in CARDS if not c.star and len(c.recipe) == 8]
    game.players[0]["spaces"] = [
        space(big[0].id, list(big[0].recipe[:7])),
        space(big[1].id, list(big[1].recipe[:6])),
    ]
    game._legal = None
    assert game.dice_census() == 30
    game.apply("end")
    assert game.players[0]["reserve"] == [2, 4], "the lowest reserve die went back"
    assert game.dice_census() == 30
