"""The shared search machinery: successive halving, rollouts, decision seeds."""

from typing import ClassVar

from potions import new_game
from potions.core import search
from potions.core.actions import Action


class A(Action):
    GRAMMAR: ClassVar[dict[str, str]] = {"x": "i"}


def test_successive_halving_finds_the_best_mean() -> None:
    options = [A("x", i) for i in range(7)]
    calls: list[tuple[int, int]] = []

    def simulate(a: A, k: int) -> float:
        calls.append((a.ints()[0], k))
        noise = ((k * 37 + a.ints()[0] * 11) % 5) - 2  # same futures for every option
        return a.ints()[0] * 3 + noise

    assert search.successive_halving(options, simulate, 60) == A("x", 6)
    assert len(calls) <= 60
    assert search.successive_halving([A("x", 2)], simulate, 10) == A("x", 2)


def test_greedy_takes_the_first_of_equals() -> None:
    options = [A("x", i) for i in (3, 5, 5, 1)]
    best, value = search.greedy(None, options, lambda _, a: float(min(a.ints()[0], 5)))
    assert best is options[1] and value == 5.0


def test_rollout_stops_at_the_budget_or_the_condition() -> None:
    game = new_game("explosion", ["A", "B"], 3)
    search.rollout(game, lambda g: g.legal_actions()[0], lambda g: False, 3)
    assert len(game.history) == 3
    search.rollout(game, lambda g: g.legal_actions()[0], lambda g: g.phase == "play", 50)
    assert game.phase == "play" and len(game.history) == 4


def test_decisions_are_seeded_by_the_view() -> None:
    game = new_game("explosion", ["A", "B"], 3)
    one, two = search.prepare(game, 5), search.prepare(game.copy(), 5)
    assert one.seat == 0 and one.view == two.view
    assert one.rng.next64() == two.rng.next64()
    assert search.prepare(game, 6).rng.next64() != search.prepare(game, 5).rng.next64()
    assert search.decision_seed(game) == 3 * 1_000_003
