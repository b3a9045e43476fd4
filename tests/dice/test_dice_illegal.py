"""Every refused action: its code, a sentence, and the game left exactly as it was."""

import json

import pytest
from dice_helpers import after_draft, at_prep, at_work, card_of, lay_out, space

from potions.dice import Game, IllegalActionError, new_game


def refused(game: Game, action: object, code: str) -> None:
    before = json.dumps(game.to_dict())
    history = list(game.history)
    with pytest.raises(IllegalActionError) as err:
        game.apply(action)  # type: ignore[arg-type]
    assert err.value.code == code, str(err.value)
    assert str(err.value)
    assert json.dumps(game.to_dict()) == before and game.history == history


def test_malformed() -> None:
    game = new_game(["Ann", "Bob"], 1)
    for junk in ("", "fly 3", "take", "take x", "take 1 2", "take 9999", None, 3):
        refused(game, junk, "malformed")
    from potions.dice import Action
    from potions.explosion import Action as Other

    refused(game, Action("take", "3"), "malformed")
    refused(game, Other("end"), "malformed")


def test_draft_errors() -> None:
    game = new_game(["Ann", "Bob"], 1)
    missing = next(c for c in range(54) if c not in game.offer)
    refused(game, f"take {missing}", "not_offered")
    refused(game, "roll", "wrong_phase")


def test_stage_errors() -> None:
    game = after_draft()
    refused(game, "choose 3", "wrong_stage")
    refused(game, "place 1 0", "wrong_stage")
    refused(game, "end", "wrong_stage")
    refused(game, "keep 1", "wrong_stage")
    refused(game, f"take {game.market[0]}", "wrong_stage")
    refused(game, "free 3", "no_such_die")
    refused(game, "lift 0 5", "no_such_die")
    refused(game, "lift 7 5", "no_such_space")
    at_prep(game, [1, 2, 3])
    refused(game, "roll", "wrong_stage")
    refused(game, "help 1 0", "wrong_stage")


def test_work_errors() -> None:
    game = after_draft()
    card = card_of("changer", 5)
    lay_out(game, 0, spaces=[space(card), None])
    at_work(game, [2])
    refused(game, "place 2 1", "no_such_space")
    refused(game, "place 5 0", "no_such_die")
    refused(game, "help 5 0", "not_needed")
    refused(game, "help 2 3", "no_such_space")
    refused(game, "choose 2", "wrong_stage")


def test_power_errors() -> None:
    game = after_draft()
    at_work(game, [2])
    refused(game, "use 53", "no_such_potion")
    refused(game, "pick 2", "no_power")
    refused(game, "cancel", "no_power")
    refused(game, "done", "no_power")


def test_game_over() -> None:
    game = new_game(["Ann", "Bob"], 2)
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.verb in ("roll", "end", "stop")), legal[0]))
    refused(game, "roll", "game_over")
    refused(game, "take 3", "game_over")
