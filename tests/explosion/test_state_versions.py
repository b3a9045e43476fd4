"""Games stored by earlier versions of the state layout still load (version 3: Prismatic Joy
counts the marbles it may still place)."""

import copy
from typing import Any

import pytest
from helpers import K, Y, after_draft, position, tile_of

from potions.core.errors import StateError
from potions.explosion import TILES, Game
from potions.explosion.game import STATE_VERSION


def prismatic_game() -> Game:
    """A game in which seat 0 drank Prismatic Joy with 5 marbles in the pool."""
    pj, wisdom = tile_of("prismatic", 4), tile_of("wisdom", 7)
    game = after_draft(kinds=["sands", "magnetic", "wisdom", "balm", "prismatic", "love"])
    position(
        game,
        burners={0: [wisdom, None]},
        pools={0: [Y, Y, Y, K, K]},
        potions={0: [(pj, False)]},
    )
    # The tiles laid out leave the stacks; the starters they replace go onto a stack.
    used = {wisdom, pj}
    game.stacks = [[t for t in stack if t not in used] for stack in game.stacks]
    placed = {t for stack in game.stacks for t in stack} | used
    placed |= {b["tile"] for p in game.players for b in p["burners"] if b is not None}
    placed |= {x["tile"] for p in game.players for x in p["potions"]}
    game.stacks[0] += [t.id for t in TILES if t.kind in game.kinds and t.id not in placed]
    game.apply(f"drink {pj}")
    return game


def as_version(data: dict[str, Any], version: int) -> dict[str, Any]:
    """``to_dict`` output written the way ``version`` wrote it."""
    old = copy.deepcopy(data)
    old["version"] = version
    old["state"]["turn"]["prismatic"] = bool(old["state"]["turn"]["prismatic"])
    if version == 1:
        old["game"] = "potion-explosion"
        state = old["state"]
        old["state"] = {("winners" if k == "winner_seats" else k): v for k, v in state.items()}
    return old


def test_the_current_version_is_3() -> None:
    assert STATE_VERSION == 3
    assert after_draft().to_dict()["version"] == 3


@pytest.mark.parametrize("version", [1, 2])
@pytest.mark.parametrize("placed", [0, 1, 2])
def test_a_prismatic_placement_in_progress_keeps_what_is_left(version: int, placed: int) -> None:
    game = prismatic_game()
    for _ in range(placed):
        game.apply("wild yellow 0 blue")
    data = game.to_dict()
    assert data["state"]["turn"]["prismatic"] == 3 - placed
    loaded = Game.from_dict(as_version(data, version))
    assert loaded.to_dict() == data
    assert [str(a) for a in loaded.legal_actions()] == [str(a) for a in game.legal_actions()]


def test_a_placement_already_past_three_marbles_ends_when_loaded() -> None:
    """A version 2 game saved after the old rules let a 4th marble go: no more placing."""
    game = prismatic_game()
    for _ in range(3):
        game.apply("wild yellow 0 blue")
    old = as_version(game.to_dict(), 2)
    old["state"]["turn"]["prismatic"] = True
    old["state"]["history"].append("wild black 0 black")  # what the old rules allowed
    loaded = Game.from_dict(old)
    assert loaded.turn["prismatic"] == 0
    assert not any(a.verb in ("wild", "stop") for a in loaded.legal_actions())


@pytest.mark.parametrize("version", [1, 2])
def test_games_without_prismatic_joy_load_unchanged(version: int) -> None:
    game = after_draft(3, seed=8)
    for _ in range(12):
        game.apply(game.legal_actions()[-1])
    data = game.to_dict()
    assert Game.from_dict(as_version(data, version)).to_dict() == data


def test_an_unknown_version_is_refused() -> None:
    data = after_draft().to_dict()
    data["version"] = 4
    with pytest.raises(StateError) as err:
        Game.from_dict(data)
    assert err.value.code == "bad_version"


def test_a_count_out_of_range_is_refused() -> None:
    data = prismatic_game().to_dict()
    data["state"]["turn"]["prismatic"] = 4
    with pytest.raises(StateError):
        Game.from_dict(data)
