"""The benchmark opponent (flat Monte Carlo) and the tournament options that pair it."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_ai import hide_differently, midgame

from potions.core.play import duel, levels_of, parse_pairs, tournament
from potions.explosion import benchmark, new_game
from potions.explosion.ai import BENCHMARKS, LEVELS, choose_action
from potions.explosion.components import COLOURS
from potions.explosion.dispenser import chain_indices
from potions.explosion.info import INFO


@pytest.fixture
def small(monkeypatch: pytest.MonkeyPatch) -> None:
    """A smaller budget: the same code, fewer playouts."""
    monkeypatch.setattr(benchmark, "PLAYOUTS", 60)
    monkeypatch.setattr(benchmark, "PLAYOUTS_LATER", 20)
    monkeypatch.setattr(benchmark, "GREEDY_PLAYOUTS", 40)
    monkeypatch.setattr(benchmark, "GREEDY_PLAYOUTS_LATER", 12)


def test_benchmarks_are_for_tournaments_only() -> None:
    assert BENCHMARKS == ("flatmc", "greedymc")
    assert not set(BENCHMARKS) & set(INFO.levels)
    assert INFO.levels == LEVELS == ("easy", "medium", "hard", "expert")


@pytest.mark.usefixtures("small")
@pytest.mark.parametrize("level", BENCHMARKS)
def test_benchmarks_play_legal_moves_deterministically(level: str) -> None:
    game = midgame(4)
    for step in range(40):
        if game.is_over:
            break
        action = choose_action(game, level, step)
        assert action in game.legal_actions()
        assert choose_action(game, level, step) == action
        game.apply(action)


@pytest.mark.usefixtures("small")
@pytest.mark.parametrize("level", BENCHMARKS)
@pytest.mark.parametrize("seed", [3, 21])
def test_benchmarks_decide_from_the_view_alone(level: str, seed: int) -> None:
    game = midgame(seed)
    other = hide_differently(game, seed + 99)
    for k in range(2):
        assert choose_action(game, level, k) == choose_action(other, level, k)


@pytest.mark.parametrize("seed", range(12))
def test_greedy_play_outs_are_legal_and_games_end(seed: int) -> None:
    """greedymc's play-out policy makes only legal moves, in every phase, 2 to 4 players."""
    game = new_game([f"P{i}" for i in range(2 + seed % 3)], seed)
    for _ in range(3000):
        if game.is_over:
            break
        action = benchmark.greedy_move(game)
        assert action in game.legal_actions(), (game.phase, game.turn, action)
        game.apply(action)
    assert game.is_over


def test_greedymc_tries_every_pick_but_the_dominated() -> None:
    """Every pick whose marbles no other pick takes (and more) is an option; the others not."""
    game = midgame(8)
    while game.phase != "play" or game.turn["picked"] or game.turn["hand"]:
        game.apply(game.legal_actions()[0])
    takes = {}
    for a in game.legal_actions():
        if a.verb == "pick":
            t, s = a.ints()
            got = [0, 0, 0, 0]
            for i in chain_indices(game.tracks[t], s)[0]:
                got[COLOURS.index(game.tracks[t][i])] += 1
            takes[a] = tuple(got)
    kept = [a for a in benchmark.greedy_options(game) if a.verb == "pick"]

    def dominated(got: tuple[int, ...]) -> bool:
        return any(
            o != got and all(x >= y for x, y in zip(o, got, strict=True)) for o in takes.values()
        )

    assert sorted({takes[a] for a in kept}) == sorted(
        {got for got in takes.values() if not dominated(got)}
    )
    assert len({takes[a] for a in kept}) == len(kept) < len(takes)


def test_its_evaluation_is_its_own() -> None:
    """The benchmark must not share Hard's judgement: it imports neither the evaluation
    nor the policy nor the candidate moves."""
    source = Path(benchmark.__file__).read_text(encoding="utf-8")
    for module in ("evaluation", "policy", "ai_search", "explosion.ai "):
        assert f"potions.explosion.{module}" not in source


def test_pairs_option() -> None:
    assert levels_of("explosion") == ("random", *LEVELS, "flatmc", "greedymc")
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
    assert "  help a game: easy 0.00, random " in out  # Easy never asks for a Little Help


def test_duel_counts_each_levels_little_helps() -> None:
    state, _, _, tallies = duel("explosion", ("random", "easy"), 3)
    helps = [h for h in state.history if h.startswith("help ")]
    assert tallies == {"random": {"help": len(helps)}, "easy": {"help": 0}} and helps
