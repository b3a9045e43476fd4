"""Each game's invariants are one declared check (``validate``), run by ``from_dict``: the
impossible states issue 26 found accepted are refused, and so is a history that is not
written in the game's grammar."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from potions import GAMES, StateError, new_game, state_from_dict
from potions.core.play import names
from potions.core.rng import Pcg32
from potions.dice.cards import STARTING_IDS
from potions.explosion.components import TILES

Data = dict[str, Any]


def position(game_id: str, fits: Callable[[Data], bool]) -> Data:
    """``to_dict`` of the first position of random games where ``fits`` holds."""
    for seed in range(1, 200):
        game = new_game(game_id, names(2), seed)
        chooser = Pcg32.from_seed(seed)
        while not game.is_over and not fits(game.to_dict()):
            legal = game.legal_actions()
            game.apply(legal[chooser.below(len(legal))])
        if fits(game.to_dict()):
            data: Data = json.loads(json.dumps(game.to_dict()))
            state_from_dict(data)  # sound before the damage
            return data
    raise AssertionError("no position fits")


def _refused(data: Data) -> str:
    with pytest.raises(StateError) as err:
        state_from_dict(data)
    assert err.value.code == "bad_state"
    return str(err.value)


def test_explosion_a_skill_kind_listed_twice() -> None:
    data = position("explosion", lambda d: any(p["skill_kinds"] for p in d["state"]["players"]))
    p = next(p for p in data["state"]["players"] if p["skill_kinds"])
    p["skill_kinds"].append(p["skill_kinds"][0])
    assert "Skill" in _refused(data)


def test_explosion_a_skill_kind_without_its_potions() -> None:
    data = position("explosion", lambda d: d["state"]["phase"] == "play")
    p = data["state"]["players"][0]
    kind = next(k for k in data["state"]["kinds"] if k not in p["skill_kinds"])
    p["skill_kinds"].append(kind)
    p["skill"] += 1
    data["state"]["countdown"] -= 1
    assert "Skill" in _refused(data)


def test_explosion_a_completed_potion_left_on_a_burner() -> None:
    """Its holes filled with marbles from the tank (so that every marble is counted)."""
    data = position("explosion", lambda d: d["state"]["phase"] == "play")
    state = data["state"]
    burner = next(b for b in state["players"][1]["burners"] if b is not None)
    for i, hole in enumerate(burner["holes"]):
        if hole is None:
            colour = TILES[burner["tile"]].holes[i]
            assert state["tank"][colour] > 0
            state["tank"][colour] -= 1
            burner["holes"][i] = colour
    assert "burner" in _refused(data)


def test_practice_a_hand_card_known_twice() -> None:
    data = position("practice", lambda d: any(p["known"] for p in d["state"]["players"]))
    p = next(p for p in data["state"]["players"] if p["known"])
    p["known"].append(p["known"][0])
    assert "known twice" in _refused(data)


def test_dice_a_card_in_the_deck_that_is_not_in_play() -> None:
    data = position("dice", lambda d: d["state"]["phase"] == "play")
    state = data["state"]
    placed = {s["card"] for p in state["players"] for s in p["spaces"] if s is not None}
    placed |= {x["card"] for p in state["players"] for x in p["potions"]}
    state["deck"].append(next(c for c in STARTING_IDS if c not in placed))
    assert "starting potion" in _refused(data)


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize(
    "entry", ["nonsense 1", "take", "", "end 1 2 3 4", "END", "take  1", "take\u00a01"]
)
def test_a_history_entry_outside_the_grammar(game_id: str, entry: str) -> None:
    data = position(game_id, lambda d: len(d["state"]["history"]) >= 5)
    data["state"]["history"][2] = entry
    assert "history" in _refused(data)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_validate_is_the_check_from_dict_runs(game_id: str) -> None:
    """The declared check holds on a game being played, and fails on the same state
    damaged, whether it is read or checked in place."""
    data = position(game_id, lambda d: len(d["state"]["history"]) >= 5)
    game = state_from_dict(data)
    game.validate()
    game.history[1] = "nonsense 1"
    with pytest.raises(StateError):
        game.validate()
