"""Games stored by earlier versions of the state layout still load (version 3: Prismatic Joy
counts the marbles it may still place), as games of the rules they were played under."""

import copy
from typing import Any

import pytest
from helpers import B, K, Y, after_draft, position, tile_of

from potions.core.errors import IllegalActionError, StateError
from potions.explosion import TILES, Game
from potions.explosion.game import STATE_VERSION
from potions.explosion.info import INFO


def prismatic_game(rules: int | None = None) -> Game:
    """A game in which seat 0 drank Prismatic Joy with 5 marbles in the pool (under the
    rules of version ``rules``, None: the current ones)."""
    pj, wisdom = tile_of("prismatic", 4), tile_of("wisdom", 7)
    game = after_draft(
        kinds=["sands", "magnetic", "wisdom", "balm", "prismatic", "love"], rules=rules
    )
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
    """``to_dict`` output written the way ``version`` wrote it (a game of the first rules:
    no rules in the set-up, Prismatic Joy placing as a yes/no)."""
    old = copy.deepcopy(data)
    assert old["config"].pop("rules") == 1
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


def test_the_set_up_names_the_rules() -> None:
    assert INFO.rules == 2
    assert after_draft().to_dict()["config"]["rules"] == 2
    assert after_draft(rules=1).to_dict()["config"]["rules"] == 1


@pytest.mark.parametrize("version", [1, 2])
@pytest.mark.parametrize("placed", [0, 1, 2, 3])
def test_a_placement_of_the_first_rules_loads_as_it_was_played(version: int, placed: int) -> None:
    """Versions 1 and 2 were written under the first rules, which let Prismatic Joy place
    until the player stopped: such a state loads as a game of those rules (ruling 11)."""
    game = prismatic_game(rules=1)
    for _ in range(placed):
        game.apply("wild yellow 0 blue")
    data = game.to_dict()
    assert data["state"]["turn"]["prismatic"] == 3, "the first rules never count down"
    loaded = Game.from_dict(as_version(data, version))
    assert loaded.to_dict() == data
    assert loaded.config["rules"] == 1
    assert [str(a) for a in loaded.legal_actions()] == [str(a) for a in game.legal_actions()]
    assert "stop" in [str(a) for a in loaded.legal_actions()]


def test_the_first_rules_place_a_fourth_marble_and_the_current_rules_do_not() -> None:
    old, new = prismatic_game(rules=1), prismatic_game()
    for game in (old, new):
        for hole in (B, B, B):
            game.apply(f"wild yellow 0 {hole}")
    old.apply("wild black 0 black")
    assert old.players[0]["pool"] == [K]
    with pytest.raises(IllegalActionError) as err:
        new.apply("wild black 0 black")
    assert "at most 3" in str(err.value)


def test_an_unmarked_state_of_version_3_is_of_the_current_rules() -> None:
    """Version 3 came with the limit of ruling 11: its set-ups, written before they named
    the rules, are of rules 2."""
    data = prismatic_game().to_dict()
    del data["config"]["rules"]
    loaded = Game.from_dict(data)
    assert loaded.config["rules"] == 2
    assert loaded.to_dict() == prismatic_game().to_dict()


@pytest.mark.parametrize("version", [1, 2])
def test_games_without_prismatic_joy_load_unchanged(version: int) -> None:
    game = after_draft(3, seed=8, rules=1)
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
