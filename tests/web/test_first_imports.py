"""A first visit imports only what the start screen runs: the engines and the boards come
once the app is ready (web/main.py's warm-up) or when a game is played, and the memory
snapshot holds them all (web.games.modules)."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

from potions import GAMES
from web.games import modules, playable

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from prerender import start_modules


@pytest.mark.parametrize("screen", ["en||", "fr|dice|"])
def test_the_start_screen_runs_no_engine_and_no_board(screen: str) -> None:
    run = set(start_modules([screen]))
    assert "web.shell.app" in run
    for game in GAMES:
        assert f"potions.{game}.info" in run
        for name in modules(game):
            assert name not in run, f"{name} runs for the start screen"
        assert f"potions.{game}.game" not in run


def test_what_playing_needs_is_listed_and_runs() -> None:
    listed = [name for info in playable() for name in modules(info.id)]
    assert len(listed) == len(set(listed))
    for info in playable():
        assert f"web.games.{info.id}.board" in listed
        assert f"{info.package}.ai" in listed
    for name in listed:
        module = importlib.import_module(name)
        assert type(module).__name__ == "module", name  # run, not waiting to be


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_game_package_gives_its_engine_s_names_when_first_used(game: str) -> None:
    package = importlib.import_module(f"potions.{game}")
    assert set(package.__all__) <= set(dir(package))
    for name in package.__all__:
        value = getattr(package, name)
        assert value is not None
        owner = getattr(value, "__module__", None)
        if isinstance(owner, str) and owner.startswith("potions."):
            assert getattr(importlib.import_module(owner), name, value) is value
    with pytest.raises(AttributeError):
        _ = package.no_such_name
