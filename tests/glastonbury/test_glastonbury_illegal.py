"""Every illegal action is refused with its code, and the game is left unchanged."""

import pytest
from glastonbury_helpers import arrange, card, cell, start

from potions.core.errors import IllegalActionError
from potions.glastonbury import Action, Game
from potions.glastonbury.components import VANESCO


def refused(game: Game, action: object, code: str) -> None:
    before = game.to_dict()
    history = list(game.history)
    with pytest.raises(IllegalActionError) as err:
        game.apply(action)  # type: ignore[arg-type]
    assert err.value.code == code, err.value.message
    assert str(err.value)
    assert game.to_dict() == before and game.history == history


def ann_at_column_3(**kw: object) -> Game:
    return arrange(start(2), **{"pawns": {0: 3, 1: 6}, "current": 0, **kw})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "action",
    ["", "jump", "take", "take 1", "take 1 2 3", "take a b", "take -1 2", "take 1000 1",
     "declinatio 2", None, 7, ["take", 1, 1]],
)  # fmt: skip
def test_malformed(action: object) -> None:
    refused(start(2), action, "malformed")


def test_wrong_argument_types_are_refused() -> None:
    refused(start(2), Action("take", "1", "2"), "malformed")


def test_game_over() -> None:
    game = start(2)
    while not game.is_over:
        game.apply(game.legal_actions()[-1])
    refused(game, "take 1 1", "game_over")
    refused(game, "keep", "game_over")


@pytest.mark.parametrize("action", ["declinatio", "pass", "close", "keep", "discard"])
def test_wrong_phase_in_a_take(action: str) -> None:
    refused(ann_at_column_3(), action, "wrong_phase")


def test_off_the_table_and_corners() -> None:
    game = ann_at_column_3(accio={0: [2]})
    refused(game, "take 6 3", "off_table")
    refused(game, "accio 2 9", "off_table")
    refused(game, "take 0 0", "corner_card")
    refused(game, "accio 5 5", "corner_card")


def test_empty_place() -> None:
    game = ann_at_column_3(table={cell(2, 3): None}, pile=[], accio={0: [2]})
    refused(game, "take 2 3", "empty_place")
    game2 = ann_at_column_3(table={cell(2, 1): None}, pile=[], accio={0: [2]})
    refused(game2, "accio 2 1", "empty_place")


def test_not_beside_the_pawn() -> None:
    refused(ann_at_column_3(), "take 2 2", "not_beside")


def test_no_accio() -> None:
    refused(ann_at_column_3(), "accio 2 2", "no_accio")


def test_accio_on_the_own_line() -> None:
    refused(ann_at_column_3(accio={0: [1]}), "accio 2 3", "own_line")


def test_accio_on_vanesco() -> None:
    game = ann_at_column_3(accio={0: [1]}, table={cell(2, 2): VANESCO})
    refused(game, "accio 2 2", "accio_forbidden")


def test_one_spell_a_turn() -> None:
    game = arrange(
        start(2),
        table={cell(1, 1): card("Nightshade", 1), cell(3, 2): VANESCO},
        cauldrons={0: [card("Owl Feather", 2)]},
        pawns={0: 18, 1: 6},
        declinatio={0: [3]},
        accio={0: [2]},
        current=1,
    )
    game.apply("take 1 1")
    game.apply("declinatio")
    refused(game, "take 3 2", "one_spell")
    refused(game, "accio 3 3", "one_spell")


def test_peek_and_last_phases_refuse_other_actions() -> None:
    game = ann_at_column_3(table={cell(2, 3): 75})
    game.apply("take 2 3")
    refused(game, "take 1 1", "wrong_phase")
    refused(game, "keep", "wrong_phase")
