"""Stored games (issue 26): an entry of one game holding another game's snapshot, or
damaged so that only a replay tells, is listed as damaged at once."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from fake_host import FakeHost

from potions import GAMES, GameState, load_save, new_game, to_save
from potions.core.play import names
from potions.core.rng import Pcg32
from potions.core.saves import digest
from web.shell.app import App
from web.shell.storage import PREFIX, Storage

DATA = Path(__file__).resolve().parents[1] / "core" / "data"
OLD = json.loads((DATA / "potion-explosion-save-v1.json").read_text())
"""A first edition's save: 120 actions of a three-player game."""


def played(game_id: str, n: int, seed: int = 3) -> GameState:
    game = new_game(game_id, names(2), seed)
    chooser = Pcg32.from_seed(seed)
    for _ in range(n):
        legal = game.legal_actions()
        game.apply(legal[chooser.below(len(legal))])
    return game


def stored(save: dict[str, Any]) -> str:
    return json.dumps(save, separators=(",", ":"))


def first_edition(actions: int) -> str:
    """The first edition's save cut after ``actions`` moves (its snapshot left out: the
    first edition wrote one, but a save without one opens too)."""
    save = {k: v for k, v in OLD.items() if k != "snapshot"}
    return json.dumps({**save, "actions": OLD["actions"][:actions]})


def new_edition(actions: int, extra: list[str] | None = None) -> str:
    """The same game as this app stores it after ``actions`` moves of the first edition's
    log (and ``extra`` moves of its own)."""
    setup = OLD["setup"]
    game = new_game("explosion", setup["players"], setup["seed"])
    for a in OLD["actions"][:actions] + (extra or []):
        game.apply(a)
    return stored(to_save(game, {"seats": ["human", "easy", "hard"], "updated": 5}))


def rows(host: FakeHost) -> tuple[int, int]:
    """Saved games listed on the start screen: (sound, damaged)."""
    sound = host.html.count('<li class="save" data-save=')
    return sound, host.html.count('class="save broken"')


# ---------------------------------------------------------------- item 1 and the rest


@pytest.mark.parametrize("entry", list(GAMES))
@pytest.mark.parametrize("snapshot", list(GAMES))
def test_a_snapshot_of_another_game_is_listed_as_damaged(entry: str, snapshot: str) -> None:
    """A Potion Dice entry holding a Potion Explosion snapshot stopped the start screen at
    every boot (KeyError in Dice's summary); other pairs listed another game's names."""
    if entry == snapshot:
        return
    host = FakeHost()
    save = to_save(played(entry, 10))
    save["snapshot"] = played(snapshot, 10).to_dict()
    host.data[PREFIX + "mixed"] = stored(save)
    host.data[PREFIX + "good"] = stored(to_save(played(entry, 12)))
    app = App(host)
    app.home()
    assert rows(host) == (1, 1)
    assert "Damaged save mixed" in host.html and 'data-save="good"' in host.html


def _illegal_in_the_log(save: dict[str, Any]) -> None:
    """An action that is well written but not legal then, in the log and in the snapshot's
    history alike, the log's count and digest made to match: only a replay tells."""
    game = load_save(save)
    legal = {str(a) for a in game.legal_actions()}
    wrong = next(a for a in game.history if a not in legal)
    for log in (save["actions"], save["snapshot"]["state"]["history"]):
        log.append(wrong)
    save["count"], save["digest"] = len(save["actions"]), digest(save["actions"])


def _tampered_snapshot(save: dict[str, Any]) -> None:
    """The snapshot's generator changed: a possible state, but not this log's."""
    rng = save["snapshot"]["state"]["rng"]
    save["snapshot"]["state"]["rng"] = ("1" if rng[0] != "1" else "2") + rng[1:]


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize(
    "damage",
    [
        _illegal_in_the_log,
        _tampered_snapshot,
        lambda s: s.update(setup="x"),
        lambda s: s["snapshot"]["state"]["history"].pop(),
        lambda s: s["actions"].pop(),
        lambda s: s.update(count=3),
    ],
)
def test_entries_damaged_where_only_a_check_tells_are_listed_as_damaged(
    game_id: str, damage: Any
) -> None:
    """The README promises damaged entries are listed as damaged: these were listed as
    sound games until Continue failed."""
    host = FakeHost()
    save = json.loads(json.dumps(to_save(played(game_id, 30))))
    damage(save)
    host.data[PREFIX + "bad"] = stored(save)
    app = App(host)
    app.home()
    assert rows(host) == (0, 1), host.html
    app.select("continue bad")
    assert app.session is None and "cannot be opened" in host.html


def test_the_listing_says_what_continue_opens() -> None:
    """Names, scores and state of a listed game are those of its replay."""
    game = played("dice", 40)
    listing = Storage(_with(PREFIX + "a", stored(to_save(game)))).listing()
    assert [(x.id, x.game, x.names, x.scores) for x in listing] == [
        ("a", "dice", list(game.config["players"]), game.scores())
    ]
    assert listing[0].error is None and listing[0].view == game.view(None)


def _with(key: str, text: str) -> FakeHost:
    host = FakeHost()
    host.data[key] = text
    return host
