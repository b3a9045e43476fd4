"""Every kind of illegal action is refused with its code, and leaves no trace."""

from __future__ import annotations

import json

import pytest
from practice_helpers import card, play, position

from potions.practice import Action, Game, IllegalActionError

FIRE = card("elixir-of-fire")
FIRE2 = card("elixir-of-fire", 1)
YOUTH = card("elixir-of-eternal-youth")
REBIRTH = card("great-elixir-of-rebirth")
SLEEP = card("potion-of-eternal-sleep")
SLEEP2 = card("potion-of-eternal-sleep", 1)
EMANATION = card("emanation-of-power")
EMANATION2 = card("emanation-of-power", 1)
TELEPATHIC = card("telepathic-draught", 1)
WARDING = card("warding-solution")
OBLIVION = card("elixir-of-oblivion")
POLY = card("polyglotum-potion")
EUREKA = card("eureka-spell")
EUREKA2 = card("eureka-spell", 1)
DECOMPOSITION = card("decomposition-spell")
TRANSFORMATION = card("transformation-spell")
TRANSFORMATION2 = card("transformation-spell", 1)


def refused(game: Game, action: object, code: str) -> str:
    before = json.dumps(game.to_dict())
    legal = [str(a) for a in game.legal_actions()]
    with pytest.raises(IllegalActionError) as err:
        game.apply(action)  # type: ignore[arg-type]
    assert err.value.code == code, err.value
    assert json.dumps(game.to_dict()) == before
    assert [str(a) for a in game.legal_actions()] == legal
    return str(err.value)


def start() -> Game:
    return position(
        hands={0: [FIRE, REBIRTH, EUREKA, DECOMPOSITION, TRANSFORMATION]},
        piles=[EMANATION, POLY, EUREKA2],
    )


@pytest.mark.parametrize(
    "text", ["", "jump", "element", "element x", "element 1 2", "element 1000", "stack -1"]
)
def test_malformed(text: str) -> None:
    refused(start(), text, "malformed")


def test_wrong_kinds_of_arguments() -> None:
    refused(start(), Action("element", str(FIRE)), "malformed")
    refused(start(), 42, "malformed")


def test_no_such_card() -> None:
    assert "numbered 0 to 75" in refused(start(), "element 99", "no_such_card")


def test_not_in_hand() -> None:
    assert refused(start(), f"element {SLEEP}", "not_in_hand") == (
        "Potion of Eternal Sleep is not in your hand."
    )


def test_not_a_spell_and_no_formula() -> None:
    refused(start(), f"spell {FIRE}", "not_a_spell")
    refused(start(), f"formula {EUREKA}", "no_formula")


def test_missing_components() -> None:
    message = refused(start(), f"formula {FIRE}", "missing_components")
    assert message == "Elixir of Fire needs Fiery Light, which the table does not offer now."
    message = refused(start(), f"formula {REBIRTH}", "missing_components")
    assert "Elixir of Fire and Elixir of Eternal Youth" in message


def test_spells_without_anything_to_act_on() -> None:
    game = position(hands={0: [EUREKA, DECOMPOSITION, TRANSFORMATION]}, piles=[EUREKA2])
    refused(game, f"spell {EUREKA}", "nothing_to_take")
    refused(game, f"spell {DECOMPOSITION}", "nothing_to_decompose")
    refused(game, f"spell {TRANSFORMATION}", "nothing_to_transform")


def test_wrong_phase() -> None:
    message = refused(start(), f"use {EMANATION}", "wrong_phase")
    assert message == "You can't choose a component now: play a card from your hand."
    refused(start(), f"take {EMANATION}", "wrong_phase")
    refused(start(), f"target {FIRE}", "wrong_phase")
    refused(start(), f"keep {FIRE}", "wrong_phase")
    refused(start(), f"stack {FIRE}", "wrong_phase")


def test_choices_outside_their_options() -> None:
    game = position(
        hands={0: [REBIRTH, EUREKA]},
        formulas={
            0: [(FIRE, [EMANATION, SLEEP])],
            1: [(FIRE2, [EMANATION2, SLEEP2]), (YOUTH, [WARDING, TELEPATHIC])],
        },
    )
    play(game, f"formula {REBIRTH}")
    assert game.phase == "component"
    refused(game, f"use {YOUTH}", "not_a_component")
    refused(game, f"use {POLY}", "not_a_component")
    refused(game, f"element {EUREKA}", "wrong_phase")
    refused(game, f"take {FIRE}", "wrong_phase")
    refused(game, f"stack {FIRE}", "wrong_phase")


def test_take_only_a_formula_on_top_of_a_pile() -> None:
    game = position(hands={0: [EUREKA, FIRE]}, piles=[SLEEP2, SLEEP, EMANATION, DECOMPOSITION])
    play(game, f"spell {EUREKA}")
    refused(game, f"take {SLEEP2}", "not_on_top")
    refused(game, f"take {DECOMPOSITION}", "not_on_top")
    refused(game, f"take {FIRE}", "not_on_top")


def test_target_only_an_own_formula() -> None:
    game = position(
        hands={0: [DECOMPOSITION, POLY]},
        formulas={
            0: [(FIRE, [EMANATION, SLEEP]), (YOUTH, [WARDING, EMANATION2])],
            1: [(OBLIVION, [card("polyglotum-potion", 1), card("elixir-of-secret-sight")])],
        },
    )
    play(game, f"spell {DECOMPOSITION}")
    assert game.phase == "destroy"
    refused(game, f"target {OBLIVION}", "not_yours")
    refused(game, f"keep {FIRE}", "wrong_phase")


def test_keep_only_a_card_of_the_formula() -> None:
    game = position(hands={0: [DECOMPOSITION, POLY]}, formulas={0: [(FIRE, [EMANATION, SLEEP])]})
    play(game, f"spell {DECOMPOSITION}")
    assert game.phase == "keep"
    refused(game, f"keep {POLY}", "not_in_formula")
    refused(game, f"keep {YOUTH}", "not_in_formula")


def test_stack_only_a_returned_card_and_one_of_twins() -> None:
    game = position(hands={0: [POLY]})
    for c in (EMANATION, EMANATION2, TELEPATHIC):
        game.deck.remove(c)
    game.turn["returning"] = [EMANATION, EMANATION2, TELEPATHIC]
    game.phase = "stack"
    game._legal = None
    game = Game.from_dict(game.to_dict())
    assert [str(a) for a in game.legal_actions()] == [f"stack {EMANATION}", f"stack {TELEPATHIC}"]
    assert refused(game, f"stack {EMANATION2}", "not_returned") == (
        f"Emanation of Power and card {EMANATION} are the same: stack card {EMANATION}."
    )
    refused(game, f"stack {POLY}", "not_returned")
    play(game, f"stack {EMANATION}")
    assert game.piles["ether-waves"] == [EMANATION]
    assert game.turn["returning"] == [EMANATION2, TELEPATHIC]
    play(game, f"stack {TELEPATHIC}")
    assert game.piles["ether-waves"] == [EMANATION, TELEPATHIC, EMANATION2]
    assert game.phase == "play" and game.current == 0, "a spell's turn goes on"


def test_game_over() -> None:
    game = position(hands={0: [FIRE]}, deck=[])
    play(game, f"element {FIRE}")
    assert game.is_over and game.legal_actions() == []
    refused(game, f"element {FIRE}", "game_over")
