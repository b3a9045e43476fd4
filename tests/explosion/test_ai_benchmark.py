"""The benchmark opponent (flat Monte Carlo) and the tournament options that pair it."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_ai import hide_differently, midgame

from potions.core.play import levels_of, parse_pairs, tournament
from potions.explosion import benchmark
from potions.explosion.ai import BENCHMARKS, LEVELS, choose_action
from potions.explosion.info import INFO


@pytest.fixture
def small(monkeypatch: pytest.MonkeyPatch) -> None:
    """A smaller budget: the same code, fewer playouts."""
    monkeypatch.setattr(benchmark, "PLAYOUTS", 60)
    monkeypatch.setattr(benchmark, "PLAYOUTS_LATER", 20)


def test_flatmc_is_for_tournaments_only() -> None:
    assert "flatmc" in BENCHMARKS and "flatmc" not in INFO.levels
    assert INFO.levels == LEVELS == ("easy", "medium", "hard", "expert")


@pytest.mark.usefixtures("small")
def test_flatmc_plays_legal_moves_deterministically() -> None:
    game = midgame(4)
    for step in range(40):
        if game.is_over:
            break
        action = choose_action(game, "flatmc", step)
        assert action in game.legal_actions()
        assert choose_action(game, "flatmc", step) == action
        game.apply(action)


@pytest.mark.usefixtures("small")
@pytest.mark.parametrize("seed", [3, 21])
def test_flatmc_decides_from_the_view_alone(seed: int) -> None:
    game = midgame(seed)
    other = hide_differently(game, seed + 99)
    for k in range(2):
        assert choose_action(game, "flatmc", k) == choose_action(other, "flatmc", k)


def test_its_evaluation_is_its_own() -> None:
    """The benchmark must not share Hard's judgement: it imports neither the evaluation
    nor the policy nor the candidate moves."""
    source = Path(benchmark.__file__).read_text(encoding="utf-8")
    for module in ("evaluation", "policy", "ai_search", "explosion.ai "):
        assert f"potions.explosion.{module}" not in source


def test_pairs_option() -> None:
    assert levels_of("explosion") == ("random", *LEVELS, "flatmc")
    assert parse_pairs("explosion", "hard:flatmc, expert:hard") == [
        ("hard", "flatmc"),
        ("expert", "hard"),
    ]
    for bad in ("hard", "hard:grandmaster", "hard:", "a:b:c"):
        with pytest.raises(ValueError):
            parse_pairs("explosion", bad)


def test_tournament_prints_intervals_and_turn_times(capsys: pytest.CaptureFixture[str]) -> None:
    tournament("explosion", 2, 5, workers=1, only=[("easy", "random")])
    out = capsys.readouterr().out
    assert "explosion: easy vs random: easy wins" in out and "(95% CI " in out
    assert "of 2 games" in out
    assert "easy: 2 turns" not in out  # a game has many turns
    assert "  easy: " in out and " turns, mean " in out and "95th percentile" in out
