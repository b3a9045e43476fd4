"""Every save this app ever wrote opens, also after a ruling changed: genuine saves written
by the engine of the commit before each rule change (tests/core/data/rules/README.md says
how each was made) replay under the rules they were played under."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from potions import (
    GAMES,
    IllegalActionError,
    SaveError,
    choose_action,
    load_save,
    new_game,
    state_from_dict,
    to_save,
)
from potions.core.registry import start
from potions.core.rng import Pcg32

DATA = Path(__file__).parent / "data" / "rules"

SAVES = {
    # file: (game, rules it was played under)
    "explosion-1c8edc6-middle.json": ("explosion", 1),
    "explosion-1c8edc6-finished.json": ("explosion", 1),
    "explosion-6715737-middle.json": ("explosion", 1),
    "explosion-6715737-finished.json": ("explosion", 1),
    "explosion-8254e8e-middle.json": ("explosion", 2),
    "explosion-8254e8e-finished.json": ("explosion", 2),
    "dice-8254e8e-middle.json": ("dice", 1),
    "dice-8254e8e-finished.json": ("dice", 1),
    "glastonbury-8254e8e-immuto.json": ("glastonbury", 1),
    "glastonbury-8254e8e-perluceo.json": ("glastonbury", 1),
    "practice-f2d558b-middle.json": ("practice", 1),
    "practice-f2d558b-finished.json": ("practice", 1),
}

REFUSED = {
    # game: what the current rules say of the move the old rules allowed
    "explosion": "at most 3 marbles",
    "dice": "never a 6",
}


def read(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA / name).read_text())
    return data


def replay_under(save: dict[str, Any], game: str, rules: int | None) -> None:
    """Replay a save's log on a game set up under ``rules``; IllegalActionError when a
    move of the log is not legal under them."""
    setup = save["setup"]
    options = {k: v for k, v in setup.items() if k not in ("players", "seed", "rules")}
    state = start(game, setup["players"], setup["seed"], rules, **options)
    for action in save["actions"]:
        state.apply(action)


def test_every_save_here_is_listed() -> None:
    assert sorted(p.name for p in DATA.glob("*.json")) == sorted(SAVES)


@pytest.mark.parametrize("name", sorted(SAVES))
def test_an_old_save_opens_under_its_rules(name: str) -> None:
    game, rules = SAVES[name]
    save = read(name)
    assert "rules" not in save["setup"], "written before set-ups named the rules"
    state = load_save(save)
    assert state.game_id == game
    assert state.config["rules"] == rules
    assert state.history == save["actions"]
    # The listing reads the snapshot alone: it gives the same game.
    assert state_from_dict(save["snapshot"]).to_dict() == state.to_dict()
    # Saved again, the game names its rules and opens the same.
    again = to_save(state)
    assert again["setup"]["rules"] == rules
    assert load_save(json.loads(json.dumps(again))).to_dict() == state.to_dict()


@pytest.mark.parametrize("name", sorted(SAVES))
def test_an_old_save_without_its_snapshot_still_opens(name: str) -> None:
    rules = SAVES[name][1]
    save = read(name)
    del save["snapshot"]
    state = load_save(save)
    assert state.config["rules"] == rules
    assert state.to_dict() == load_save(read(name)).to_dict()


@pytest.mark.parametrize(
    "name", [n for n in sorted(SAVES) if SAVES[n][0] in REFUSED and SAVES[n][1] == 1]
)
def test_the_current_rules_refuse_what_the_old_rules_allowed(name: str) -> None:
    """Each of these games has a move its rules allowed and the current rules refuse
    (Potion Explosion: a Prismatic Joy placing a 4th marble; Potion Dice: a Little Help
    turning a 6 of the turn or a die of a finished potion): the current rules refuse its log,
    its own rules replay it."""
    game, rules = SAVES[name]
    save = read(name)
    with pytest.raises(IllegalActionError, match=REFUSED[game]):
        replay_under(save, game, None)
    replay_under(save, game, rules)


def test_an_old_explosion_game_in_progress_goes_on_under_its_rules() -> None:
    """Saved right after Prismatic Joy placed a 4th marble: a 5th is still offered."""
    for name in ("explosion-1c8edc6-middle.json", "explosion-6715737-middle.json"):
        state = load_save(read(name))
        wild = [str(a) for a in state.legal_actions() if a.verb == "wild"]
        assert wild and "stop" in [str(a) for a in state.legal_actions()]
        state.apply(wild[0])
        assert load_save(to_save(state)).to_dict() == state.to_dict()


def test_an_old_dice_game_in_progress_goes_on_under_its_rules() -> None:
    """Saved right after a Little Help turned a die no rolling left over: in the next turns
    the Little Help may still turn such a die (a 6 of the turn, a finished potion's)."""
    state = load_save(read("dice-8254e8e-middle.json"))
    assert state.config["rules"] == 1
    left, helps = 0, 0
    while not state.is_over:
        legal = state.legal_actions()
        help_ = [a for a in legal if a.verb == "help"]
        if help_ and left == 0:
            helps += 1
        state.apply((help_ or legal)[0])
        for event in state.events:
            if event["type"] == "prep_end":
                left = len(event["dice"])
            elif event["type"] in ("help", "turn"):
                left = max(0, left - 1) if event["type"] == "help" else 0
    assert helps, "the first rules offer the Little Help with no die left over"
    assert load_save(to_save(state)).to_dict() == state.to_dict()


OLD_SCORES = {
    # Glastonbury file: the scores and winners the engine of 8254e8e gave the finished game
    "glastonbury-8254e8e-immuto.json": ([-18, -4, -14, -5], [1]),
    "glastonbury-8254e8e-perluceo.json": ([-12, 16, -8], [1]),
}


@pytest.mark.parametrize("name", sorted(OLD_SCORES))
def test_an_old_glastonbury_game_keeps_the_scores_it_ended_with(name: str) -> None:
    """Rules 2 score differently (ruling 22: the Immuto where the total is best; ruling 25:
    a Perluceo taken last is no used spell); a game of rules 1 keeps its old scores."""
    state = load_save(read(name))
    assert (state.scores(), state.winners()) == OLD_SCORES[name]
    setup = read(name)["setup"]
    now = start("glastonbury", setup["players"], setup["seed"], None, recipes=True)
    for action in read(name)["actions"]:
        now.apply(action)
    assert now.scores() != state.scores()


def test_an_old_glastonbury_game_would_end_otherwise_under_the_current_rules() -> None:
    """Seat 3's Immuto on its Recipe card's colour gives it a point more, and a share of
    the victory: replayed under rules 2, the game no longer matches its snapshot."""
    save = read("glastonbury-8254e8e-immuto.json")
    save["setup"] = {**save["setup"], "rules": GAMES["glastonbury"].rules}
    save["snapshot"]["config"]["rules"] = GAMES["glastonbury"].rules
    with pytest.raises(SaveError) as err:
        load_save(save)
    assert err.value.code == "mismatch"


def test_new_games_follow_the_current_rules() -> None:
    """A set-up copied from an older game (a game "again") starts under the current rules."""
    old = load_save(read("explosion-6715737-finished.json"))
    config = dict(old.config)
    players, seed = config.pop("players"), config.pop("seed")
    assert (
        new_game("explosion", players, seed, **config).config["rules"] == GAMES["explosion"].rules
    )


def test_a_save_of_newer_rules_asks_for_an_update() -> None:
    save = to_save(start("explosion", ["Ann", "Bob"], 3, None))
    save["setup"]["rules"] = GAMES["explosion"].rules + 1
    with pytest.raises(SaveError) as err:
        load_save(save)
    assert err.value.code == "newer_version"


def test_a_damaged_old_save_is_still_refused() -> None:
    save = copy.deepcopy(read("explosion-6715737-finished.json"))
    save["snapshot"]["state"]["turns"] += 1
    with pytest.raises(SaveError) as err:
        load_save(save)
    assert err.value.code == "mismatch"


@pytest.mark.parametrize("name", ["explosion-6715737-middle.json", "dice-8254e8e-middle.json"])
def test_computers_think_under_the_rules_of_the_game(name: str) -> None:
    """A view of a game under older rules names them, so that the game a computer rebuilds
    from it follows them too; a view of a current game names none (it is what it was)."""
    game_id, rules = SAVES[name]
    state = load_save(read(name))
    seat = state.current_player
    assert seat is not None
    view = state.view(seat)
    assert view["config"]["rules"] == rules
    rebuilt = GAMES[game_id].engine().Game.from_view(view, Pcg32.from_seed(5))
    assert rebuilt.config["rules"] == rules
    assert [str(a) for a in rebuilt.legal_actions()] == [str(a) for a in state.legal_actions()]
    for level in GAMES[game_id].levels[:2]:
        assert choose_action(state, level, 7) in state.legal_actions()
    assert "rules" not in new_game(game_id, ["Ann", "Bob"], 1).view(0)["config"]


def test_a_first_edition_save_is_of_the_first_rules_even_without_its_snapshot() -> None:
    """The first edition's format says which rules it played: a save of it whose log the
    current rules also allow still goes on under the first rules."""
    save = json.loads((DATA.parent / "potion-explosion-save-v1.json").read_text())
    del save["snapshot"]
    replay_under(save, "explosion", None)  # legal under the current rules too
    assert load_save(save).config["rules"] == 1
