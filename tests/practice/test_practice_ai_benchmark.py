"""The benchmark opponent (greedy Monte Carlo) and the tournament options that pair it."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_practice_ai import hide_differently, midgame

from potions.core.play import levels_of, parse_pairs
from potions.practice import benchmark, new_game
from potions.practice.ai import BENCHMARKS, LEVELS, choose_action
from potions.practice.info import INFO


@pytest.fixture
def small(monkeypatch: pytest.MonkeyPatch) -> None:
    """A smaller budget: the same code, fewer play-outs."""
    monkeypatch.setattr(benchmark, "PLAYOUTS", 30)


def test_benchmarks_are_for_tournaments_only() -> None:
    assert BENCHMARKS == ("greedymc", "expert")
    assert not set(BENCHMARKS) & set(INFO.levels)
    assert levels_of("practice") == ("random", *LEVELS, "greedymc", "expert")
    assert parse_pairs("practice", "hard:greedymc") == [("hard", "greedymc")]


@pytest.mark.usefixtures("small")
def test_greedymc_plays_a_whole_game_legally_and_deterministically() -> None:
    game = new_game(["A", "B", "C"], 4)
    for step in range(600):
        if game.is_over:
            break
        action = choose_action(game, "greedymc", step)
        assert action in game.legal_actions()
        if step % 10 == 0:
            assert choose_action(game, "greedymc", step) == action
        game.apply(action)
    assert game.is_over


@pytest.mark.usefixtures("small")
@pytest.mark.parametrize("seed", [3, 21])
def test_greedymc_decides_from_the_view_alone(seed: int) -> None:
    game = midgame(seed)
    other = hide_differently(game, seed + 99)
    assert other.view(game.current) == game.view(game.current)
    for k in range(2):
        assert choose_action(game, "greedymc", k) == choose_action(other, "greedymc", k)


@pytest.mark.parametrize("seed", range(8))
def test_greedy_play_outs_are_legal_and_games_end(seed: int) -> None:
    """greedymc's play-out policy makes only legal moves, in every phase, 2 to 6 players;
    spells are cast at random to reach the phases that answer them."""
    game = new_game([f"P{i}" for i in range(2 + seed % 5)], seed)
    answered = 0
    for _ in range(1000):
        if game.is_over:
            break
        spells = [a for a in game.legal_actions() if a.verb == "spell"]
        if spells:
            game.apply(spells[0])
            continue
        action = benchmark.greedy_move(game)
        assert action in game.legal_actions(), (game.phase, action)
        answered += game.phase != "play"
        game.apply(action)
    assert game.is_over and answered


def test_its_evaluation_is_its_own() -> None:
    """The benchmark must not share the levels' judgement: it imports neither Hard's
    module nor its reading of the log."""
    source = Path(benchmark.__file__).read_text(encoding="utf-8")
    imports = [line for line in source.splitlines() if line.startswith(("from ", "import "))]
    assert imports
    for module in ("practice.ai ", "practice.ai import", "practice.belief"):
        assert all(module not in line for line in imports)


def test_the_budget_is_a_count(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-outs are counted, never timed: exactly PLAYOUTS (at least one per option)."""
    monkeypatch.setattr(benchmark, "PLAYOUTS", 19)
    played = []
    real = benchmark.greedy_playout

    def counted(game: object, seat: int) -> object:
        played.append(seat)
        return real(game, seat)  # type: ignore[arg-type]

    monkeypatch.setattr(benchmark, "greedy_playout", counted)
    game = midgame(6)
    while len(game.legal_actions()) < 2:
        game.apply(game.legal_actions()[0])
    choose_action(game, "greedymc", 1)
    assert len(played) == max(19, len(game.legal_actions()))
