"""Moving the pawn: clockwise by the top card, round the corners, Immuto, Declinatio."""

import pytest
from glastonbury_helpers import arrange, card, cell, replay_check, start

from potions.glastonbury import Game
from potions.glastonbury.components import IMMUTO, VANESCO, line_at

MOON3 = card("Moon Dew", 3)
FERN1 = card("Frost Fern", 1)
TWO = card("Toadstool", 2)
FOUR = card("Toadstool", 4)
SHADE = card("Nightshade", 1)


def position(**kw: object) -> Game:
    """A two-player position; Bob's card at (1, 1) is a Nightshade 1 unless given."""
    table = {cell(1, 1): SHADE, **kw.pop("table", {})}  # type: ignore[dict-item]
    return arrange(start(2), table=table, **kw)  # type: ignore[arg-type]


def test_places_and_lines() -> None:
    assert [line_at(p) for p in range(20)] == [
        None, 0, 1, 2, 3,  # corner, columns 1-4 from the top
        None, 4, 5, 6, 7,  # corner, rows 1-4 from the right
        None, 3, 2, 1, 0,  # corner, columns 4-1 from the bottom
        None, 7, 6, 5, 4,  # corner, rows 4-1 from the left
    ]  # fmt: skip


def _bob_takes(game: Game) -> None:
    """Bob (seat 1) stands beside row 1 (place 6) and takes (1, 1); then Ann moves."""
    game.apply("take 1 1")


@pytest.mark.parametrize(
    "start_place,top,end_place",
    [
        (19, TWO, 1),  # round the top-left corner: the corner is a step
        (3, FOUR, 7),  # past the top-right corner to row 2
        (12, TWO, 14),
        (8, TWO, 10),  # onto a corner
        (16, FOUR, 0),
    ],
)
def test_moving_round_the_corners(start_place: int, top: int, end_place: int) -> None:
    game = position(cauldrons={0: [top]}, pawns={0: start_place, 1: 6}, current=1)
    _bob_takes(game)
    move = next(e for e in game.events if e["type"] == "move" and e["seat"] == 0)
    assert (move["start"], move["to"]) == (start_place, end_place)
    assert game.players[0]["pawn"] == end_place


def test_beside_a_corner_no_card_and_the_turn_ends() -> None:
    game = position(
        cauldrons={0: [TWO], 1: [card("Owl Feather", 2)]}, pawns={0: 18, 1: 6}, current=1
    )
    size = len(game.players[0]["cauldron"])
    _bob_takes(game)
    kinds = [(e["type"], e["seat"]) for e in game.events]
    assert ("stuck", 0) in kinds
    assert game.current == 1 and game.players[1]["pawn"] == 7  # by his new top, a 1
    assert len(game.players[0]["cauldron"]) == size
    replay_check(game)


def test_beside_a_corner_with_declinatio_the_player_chooses() -> None:
    game = position(cauldrons={0: [TWO]}, pawns={0: 18, 1: 6}, declinatio={0: [3]}, current=1)
    _bob_takes(game)
    assert game.current == 0 and game.phase == "corner"
    assert [str(a) for a in game.legal_actions()] == ["declinatio", "pass"]
    game.apply("declinatio")
    assert game.players[0]["pawn"] == 2 and game.phase == "take"
    assert game.players[0]["declinatio"] == [2]
    assert all(a.verb == "take" and a.ints()[1] == 2 for a in game.legal_actions())


def test_passing_beside_a_corner_keeps_declinatio() -> None:
    game = position(cauldrons={0: [TWO]}, pawns={0: 18, 1: 6}, declinatio={0: [3]}, current=1)
    _bob_takes(game)
    game.apply("pass")
    assert game.current == 1 and game.players[0]["declinatio"] == [3]
    assert game.players[0]["pawn"] == 0


def test_immuto_on_top_keeps_the_pawn_beside_its_line() -> None:
    game = position(cauldrons={0: [MOON3, IMMUTO]}, pawns={0: 3, 1: 6}, current=1)
    _bob_takes(game)
    assert game.players[0]["pawn"] == 3 and game.phase == "take"
    assert {a.ints()[1] for a in game.legal_actions()} == {3}


def test_taking_immuto_means_taking_again_from_the_same_line() -> None:
    game = position(table={cell(2, 3): IMMUTO}, pawns={0: 3, 1: 4}, cauldrons={1: [TWO]}, current=0)
    game.apply("take 2 3")
    assert game.current == 1 and game.players[1]["pawn"] == 6
    game.apply("take 1 1")  # Bob
    assert game.players[0]["pawn"] == 3 and game.current == 0


def test_immuto_revealed_beside_a_corner_moves_by_the_card_beneath() -> None:
    # Special situations: Ann stands beside a corner; Bob's Vanesco removes her top card
    # and leaves an Immuto on top: she moves by the card under the Immuto (3).
    game = position(
        table={cell(1, 1): VANESCO},
        cauldrons={0: [MOON3, IMMUTO, FERN1]},
        pawns={0: 5, 1: 6},
        current=1,
    )
    _bob_takes(game)
    assert game.players[0]["cauldron"] == [MOON3, IMMUTO]
    assert game.players[0]["pawn"] == 8


def test_only_immutos_beneath_move_by_the_cauldron_card() -> None:
    game = position(
        table={cell(1, 1): VANESCO},
        cauldrons={0: [IMMUTO, IMMUTO, FERN1]},
        pawns={0: 5, 1: 6},
        current=1,
    )
    _bob_takes(game)
    assert game.players[0]["pawn"] == 7


def test_an_emptied_cauldron_moves_two_like_the_cauldron_card() -> None:
    game = position(
        table={cell(1, 1): VANESCO},
        cauldrons={0: [FERN1]},
        pawns={0: 3, 1: 6},
        current=1,
    )
    _bob_takes(game)
    assert game.players[0]["cauldron"] == []
    assert game.players[0]["pawn"] == 5  # 3 + 2: beside the corner
    assert game.current == 1  # Ann had no Declinatio: her turn ended at once


def test_several_pawns_may_stand_beside_one_line() -> None:
    game = position(cauldrons={0: [TWO]}, pawns={0: 4, 1: 6}, current=1)
    _bob_takes(game)
    assert game.players[0]["pawn"] == game.players[1]["pawn"] == 6
