"""Saves: one envelope for every game, versioned, replayed; damaged or newer saves refused
with a clear message; the first edition's saves still open."""

import copy
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potions import SaveError, load_save, new_game, to_save
from potions.core.saves import SAVE_FORMAT, SAVE_VERSION

DATA = Path(__file__).parent / "data"


def sample():  # type: ignore[no-untyped-def]
    game = new_game("explosion", ["Ann", "Bob"], 9, countdown=3)
    for _ in range(30):
        game.apply(game.legal_actions()[0])
    return game


def test_round_trip() -> None:
    game = sample()
    save = to_save(game)
    assert (save["format"], save["version"], save["game"]) == (
        SAVE_FORMAT,
        SAVE_VERSION,
        "explosion",
    )
    assert load_save(json.loads(json.dumps(save))).to_dict() == game.to_dict()


def test_meta_is_carried_and_ignored() -> None:
    game = sample()
    save = to_save(game, meta={"seats": ["human", "hard"], "pace": "fast"})
    assert save["meta"]["seats"] == ["human", "hard"]
    assert load_save(save).to_dict() == game.to_dict()


@pytest.mark.parametrize(
    "damage,code",
    [
        (lambda s: s.update(format="other"), "not_a_save"),
        (lambda s: s.update(version=SAVE_VERSION + 1), "newer_version"),
        (lambda s: s.update(version="1"), "bad_version"),
        (lambda s: s.update(game="chess"), "unknown_game"),
        (
            lambda s: [s.pop("count"), s.pop("digest"), s["actions"].append("pick 9 9")],
            "bad_actions",
        ),
        (lambda s: [s.pop("snapshot"), s["actions"].pop()], "cut_log"),
        (lambda s: [s.pop("snapshot"), s.pop("count"), s["actions"].pop()], "cut_log"),
        (lambda s: s["actions"].__setitem__(3, "draft 1"), "cut_log"),
        (lambda s: s.update(game=["explosion"]), "unknown_game"),
        (lambda s: s.pop("setup"), "damaged"),
        (lambda s: s.update(actions="draft 0"), "damaged"),
        (lambda s: s["setup"].update(players="Ann"), "damaged"),
        (lambda s: s["snapshot"]["state"].update(countdown=0), "mismatch"),
        (lambda s: s["snapshot"]["state"].update(tracks=[]), "mismatch"),
    ],
)
def test_damaged_saves_are_refused(damage, code: str) -> None:  # type: ignore[no-untyped-def]
    save = copy.deepcopy(to_save(sample()))
    damage(save)
    with pytest.raises(SaveError) as err:
        load_save(save)
    assert err.value.code == code
    assert str(err.value)


def test_not_a_dict() -> None:
    with pytest.raises(SaveError):
        load_save(["nope"])


@pytest.mark.parametrize(
    "name", ["potion-explosion-save-v1.json", "potion-explosion-save-v1-finished.json"]
)
def test_first_edition_saves_open(name: str) -> None:
    """Files written by the first edition (format potion-explosion-save, version 1): their
    action log replays and matches their snapshot in the old layout."""
    old = json.loads((DATA / name).read_text())
    assert old["format"] == "potion-explosion-save" and old["version"] == 1
    game = load_save(old)
    assert game.history == old["actions"]
    snapshot = old["snapshot"]["state"]
    state = game.to_dict()["state"]
    assert state["rng"] == snapshot["rng"]
    assert state["winner_seats"] == snapshot["winners"]
    assert {k: v for k, v in state.items() if k != "winner_seats"} == {
        k: v for k, v in snapshot.items() if k != "winners"
    }


def test_first_edition_save_with_a_damaged_snapshot_is_refused() -> None:
    old = json.loads((DATA / "potion-explosion-save-v1.json").read_text())
    old["snapshot"]["state"]["turns"] += 1
    with pytest.raises(SaveError) as err:
        load_save(old)
    assert err.value.code == "mismatch"


def test_a_save_without_snapshot_still_loads() -> None:
    save = to_save(sample())
    del save["snapshot"]
    assert load_save(save).history == sample().history


def test_long_names_of_the_first_edition_are_cut_and_the_save_opens() -> None:
    old = json.loads((DATA / "potion-explosion-save-v1.json").read_text())
    long = "A" * 40
    old["setup"]["players"][0] = long
    old["snapshot"]["config"]["players"][0] = long
    old["snapshot"]["state"]["players"][0]["name"] = long
    game = load_save(old)
    assert game.config["players"][0] == "A" * 24


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.recursive(
        st.none()
        | st.booleans()
        | st.integers()
        | st.floats(allow_nan=False)
        | st.text(max_size=8),
        lambda inner: (
            st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
        ),
        max_leaves=30,
    ),
    st.sampled_from(["setup", "actions", "snapshot", "game", "version", "count", "meta", "format"]),
)
def test_fuzzed_saves_only_ever_raise_save_errors(junk: object, key: str) -> None:
    """Whatever a file holds, loading it fails only with a SaveError (never a crash)."""
    save = to_save(new_game("explosion", ["Ann", "Bob"], 3))
    save[key] = junk
    try:
        load_save(save)
    except SaveError as err:
        assert err.code and str(err)
    try:
        load_save(junk)
    except SaveError as err:
        assert err.code


def test_deeply_nested_data_is_refused_cleanly() -> None:
    nested: object = "end"
    for _ in range(5000):
        nested = [nested]
    save = to_save(new_game("explosion", ["Ann", "Bob"], 3))
    save["snapshot"] = {"game": "explosion", "version": 2, "config": nested, "state": nested}
    with pytest.raises(SaveError):
        load_save(save)


def _deep(levels: int, as_dict: bool) -> object:
    """A value nested ``levels`` deep (built as Python objects: no JSON text could carry
    it, but a program calling load_save can)."""
    value: object = "end"
    for _ in range(levels):
        value = {"x": value} if as_dict else [value]
    return value


def test_a_first_edition_save_with_a_long_name_and_a_deep_snapshot_is_refused() -> None:
    """Cutting a 40-character name copies the snapshot: nested 100,000 levels, that copy
    raised RecursionError, where load_save promises SaveError only (issue 26, item 5)."""
    old = json.loads((DATA / "potion-explosion-save-v1.json").read_text())
    old["setup"]["players"][0] = "A" * 40
    deep = _deep(100_000, as_dict=False)
    old["snapshot"] = {"game": "potion-explosion", "version": 1, "config": deep, "state": deep}
    with pytest.raises(SaveError) as err:
        load_save(old)
    assert err.value.code == "mismatch"


@pytest.mark.parametrize("first_edition", [False, True])
@pytest.mark.parametrize("as_dict", [False, True])
@pytest.mark.parametrize(
    "key", ["format", "version", "game", "setup", "actions", "snapshot", "count", "digest"]
)
def test_deep_values_anywhere_in_a_save_raise_only_save_errors(
    first_edition: bool, as_dict: bool, key: str
) -> None:
    if first_edition:
        save = json.loads((DATA / "potion-explosion-save-v1.json").read_text())
        save["setup"]["players"][0] = "A" * 40
    else:
        save = to_save(new_game("dice", ["Ann", "Bob"], 3))
    save[key] = _deep(100_000, as_dict)
    try:
        load_save(save)
    except SaveError as err:
        assert err.code and str(err)


@pytest.mark.parametrize("game_id", ["practice", "dice"])
@pytest.mark.parametrize("kept,name", [("\u202eAnn", "Ann"), ("\u202e", "P1")])
def test_saves_with_names_kept_before_every_game_cleaned_them_still_open(
    game_id: str, kept: str, name: str
) -> None:
    """Practice and Potion Dice kept U+202E and other controls in names before they cleaned
    names as every game does: their saves open, the names cleaned in the set-up and the
    snapshot alike (load_save replays and compares); a name of controls alone becomes its
    seat's number."""
    game = new_game(game_id, [name, "Bob"], 5)
    for _ in range(12):
        game.apply(game.legal_actions()[0])
    save = json.loads(json.dumps(to_save(game)))
    save["setup"]["players"][0] = kept
    save["snapshot"]["config"]["players"][0] = kept
    save["snapshot"]["state"]["players"][0]["name"] = kept
    loaded = load_save(save)
    assert loaded.config["players"] == [name, "Bob"]
    assert loaded.to_dict() == game.to_dict()
