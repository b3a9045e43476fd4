"""A finished game's replay shows everything at once (issue 37): ``open_view`` gives every
seat's secrets of a position, and only as a position of a finished game; while a game goes
on, nothing hidden leaves the engine but through ``view(seat)``."""

from __future__ import annotations

import pytest

from potions import GAMES, GameState, choose_action, new_game
from potions.core.errors import StateError
from potions.core.search import decision_seed


def finished(game_id: str, seed: int = 3) -> list[GameState]:
    """Every position of a game of two Easy computers, to its end."""
    game = new_game(game_id, ["Ann", "Bob"], seed)
    positions = [game.copy()]
    while not game.is_over:
        game.apply(choose_action(game, "easy", decision_seed(game)))
        positions.append(game.copy())
    return positions


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_finished_games_positions_show_every_seats_secrets(game_id: str) -> None:
    positions = finished(game_id)
    final = positions[-1]
    for k, position in enumerate(positions):
        view = position.open_view(final)
        assert view["seat"] is None, k
        if game_id == "practice":
            hands = [p["hand"] for p in view["state"]["players"]]
            assert hands == [list(p["hand"]) for p in position.players]  # type: ignore[attr-defined]
        elif game_id == "glastonbury":
            players = position.players  # type: ignore[attr-defined]
            assert view["state"]["recipes_of"] == [list(p["recipes"]) for p in players]
            assert view["state"]["cauldrons"] == [list(p["cauldron"]) for p in players]
        else:
            assert not GAMES[game_id].secrets and view == position.view(None), k


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_game_going_on_gives_no_open_view(game_id: str) -> None:
    positions = finished(game_id)
    going_on = positions[len(positions) // 2]
    with pytest.raises(StateError) as caught:
        going_on.open_view(going_on)
    assert caught.value.code == "not_over"
    other = finished(game_id, seed=4)[-1]
    with pytest.raises(StateError) as caught:
        going_on.open_view(other)
    assert caught.value.code == "not_of_game"
