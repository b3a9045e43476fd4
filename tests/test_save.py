"""Saves: versioned, replayed, damaged or newer saves refused with a clear message."""

import copy

import pytest

from potions.explosion import new_game
from potions.explosion.save import SAVE_VERSION, SaveError, from_save, to_save


def sample():  # type: ignore[no-untyped-def]
    game = new_game(["Ann", "Bob"], 9, countdown=3)
    for _ in range(30):
        game.apply(game.legal_actions()[0])
    return game


def test_round_trip() -> None:
    game = sample()
    assert from_save(to_save(game)).to_dict() == game.to_dict()


@pytest.mark.parametrize(
    "damage,code",
    [
        (lambda s: s.update(format="other"), "not_a_save"),
        (lambda s: s.update(version=SAVE_VERSION + 1), "newer_version"),
        (lambda s: s.update(version="1"), "bad_version"),
        (lambda s: s["actions"].append("pick 9 9"), "bad_actions"),
        (lambda s: s.pop("setup"), "damaged"),
        (lambda s: s["snapshot"]["state"].update(countdown=0), "mismatch"),
    ],
)
def test_damaged_saves_are_refused(damage, code: str) -> None:  # type: ignore[no-untyped-def]
    save = copy.deepcopy(to_save(sample()))
    damage(save)
    with pytest.raises(SaveError) as err:
        from_save(save)
    assert err.value.code == code
    assert str(err.value)


def test_not_a_dict() -> None:
    with pytest.raises(SaveError):
        from_save(["nope"])
