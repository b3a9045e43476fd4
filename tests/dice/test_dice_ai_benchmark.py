"""The benchmark opponent (greedy Monte Carlo) and the tournament options that pair it."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_dice_ai import hide_differently, midgame

from potions.core.play import levels_of, parse_pairs
from potions.dice import benchmark, new_game
from potions.dice.ai import BENCHMARKS, LEVELS, choose_action
from potions.dice.info import INFO


@pytest.fixture
def small(monkeypatch: pytest.MonkeyPatch) -> None:
    """A smaller budget: the same code, fewer play-outs."""
    monkeypatch.setattr(benchmark, "PLAYOUTS", 12)


def test_benchmarks_are_for_tournaments_only() -> None:
    assert BENCHMARKS == ("greedymc",)
    assert not set(BENCHMARKS) & set(INFO.levels)
    assert levels_of("dice") == ("random", *LEVELS, "greedymc")
    assert parse_pairs("dice", "hard:greedymc") == [("hard", "greedymc")]


@pytest.mark.usefixtures("small")
def test_greedymc_plays_legal_moves_deterministically() -> None:
    game = midgame(4)
    for step in range(40):
        if game.is_over:
            break
        action = choose_action(game, "greedymc", step)
        assert action in game.legal_actions()
        assert choose_action(game, "greedymc", step) == action
        game.apply(action)


@pytest.mark.usefixtures("small")
@pytest.mark.parametrize("seed", [3, 21])
def test_greedymc_decides_from_the_view_alone(seed: int) -> None:
    game = midgame(seed)
    other = hide_differently(game, seed + 99)
    for k in range(2):
        assert choose_action(game, "greedymc", k) == choose_action(other, "greedymc", k)


@pytest.mark.parametrize("seed", range(8))
def test_greedy_play_outs_are_legal_and_games_end(seed: int) -> None:
    """greedymc's play-out policy makes only legal moves, in every stage, 2 to 4 players."""
    game = new_game([f"P{i}" for i in range(2 + seed % 3)], seed)
    for _ in range(5000):
        if game.is_over:
            break
        action = benchmark.greedy_move(game)
        assert action in game.legal_actions(), (game.turn, action)
        game.apply(action)
    assert game.is_over


@pytest.mark.parametrize("seed", range(6))
def test_greedy_targets_are_legal(seed: int) -> None:
    """Once a potion is being used, the play-out policy names a legal target, never
    ``cancel`` when something else is offered."""
    game = midgame(seed, actions=200)
    used = 0
    for _ in range(400):
        if game.is_over:
            break
        uses = [a for a in game.legal_actions() if a.verb == "use"]
        game.apply(uses[0] if uses else benchmark.greedy_move(game))
        while game.turn["power"] is not None and not game.is_over:
            used += 1
            action = benchmark.greedy_move(game)
            legal = game.legal_actions()
            assert action in legal
            assert action.verb != "cancel" or len(legal) == 1
            game.apply(action)
    assert used


def test_its_evaluation_is_its_own() -> None:
    """The benchmark must not share Hard's judgement: it imports neither the evaluation
    nor the policies nor Hard's search."""
    source = Path(benchmark.__file__).read_text(encoding="utf-8")
    imports = [line for line in source.splitlines() if line.startswith(("from ", "import "))]
    assert imports and all("potions.dice.evaluation" not in line for line in imports)
    assert all("policies" not in line and "dice.ai " not in line for line in imports)


def test_the_budget_is_a_count(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-outs are counted, never timed: the round robin plays exactly PLAYOUTS (at
    least one per option), whatever the clock says."""
    monkeypatch.setattr(benchmark, "PLAYOUTS", 17)
    played = []
    real = benchmark.greedy_playout

    def counted(game: object, seat: int) -> object:
        played.append(seat)
        return real(game, seat)  # type: ignore[arg-type]

    monkeypatch.setattr(benchmark, "greedy_playout", counted)
    game = midgame(6)
    while len(benchmark.options(game)) < 2:
        game.apply(game.legal_actions()[0])
    choose_action(game, "greedymc", 1)
    assert len(played) == max(17, len(benchmark.options(game)))
