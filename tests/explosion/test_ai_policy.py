"""The computers' evaluation (desks) and fast policy: legal moves, sound judgements."""

from __future__ import annotations

import pytest
from helpers import K, R, Y, after_draft, position, tile_of

from potions.core.rng import Pcg32
from potions.explosion import Game, new_game
from potions.explosion.ai import choose_action
from potions.explosion.evaluation import MANY, NONE, ONE, Desk, evaluate, horizon
from potions.explosion.policy import fast


def random_positions(seed: int, players: int, every: int = 3) -> list[Game]:
    """Positions along a game played half by the fast policy, half at random."""
    game = new_game(["A", "B", "C", "D"][:players], seed)
    chooser = Pcg32.from_seed(seed)
    out = []
    step = 0
    while not game.is_over and step < 1500:
        if step % every == 0:
            out.append(game.copy())
        legal = game.legal_actions()
        action = fast(game) if chooser.below(2) else legal[chooser.below(len(legal))]
        game.apply(action)
        step += 1
    return out


@pytest.mark.parametrize("players,seed", [(2, 1), (2, 2), (3, 3), (4, 4)])
def test_the_fast_policy_plays_only_legal_moves(players: int, seed: int) -> None:
    verbs: set[str] = set()
    for game in random_positions(seed, players, every=1):
        action = fast(game)
        assert action in game.legal_actions(), (str(action), game.phase, game.turn)
        verbs.add(action.verb)
    assert {"pick", "place", "end", "draw"} <= verbs


def test_the_fast_policy_finishes_games() -> None:
    game = new_game(["A", "B"], 7)
    for _ in range(3000):
        if game.is_over:
            break
        game.apply(fast(game))
    assert game.is_over
    assert max(game.scores()) > 40, "a sensible policy brews potions"


def test_desk_counts_pool_marbles_that_fit() -> None:
    game = position(
        after_draft(),
        burners={0: [tile_of("wisdom", 4), None]},  # R2 Y2
        pools={0: []},
    )
    empty = Desk(game, 0).value()
    game.players[0]["pool"] = [R]
    one = Desk(game, 0).value()
    game.players[0]["pool"] = [K]
    spare = Desk(game, 0).value()
    assert one > spare > empty


def test_horizon_after_the_end_is_triggered() -> None:
    game = after_draft(players=3)
    assert horizon(game, 0) == MANY
    game.end_reason = "skill"
    game.current = 1
    assert [horizon(game, s) for s in range(3)] == [NONE, ONE, ONE]


def test_a_seat_without_turns_is_worth_its_score() -> None:
    game = position(after_draft(), burners={0: [tile_of("wisdom", 4), None]}, pools={0: [R, R]})
    game.end_reason = "skill"
    game.current = 1
    assert Desk(game, 0).value() == game.score_of(0)


def abyssal_or_magnetical() -> Game:
    """Seat 0 has completed two Abyssal Drafts and draws: an Abyssal Draft (6 points, a
    third: a Skill token, 4 points) or a Magnetical Attraction (10 points) on top."""
    kinds = ["abyssal", "magnetic", "wisdom", "balm", "love", "sands"]
    game = after_draft(kinds=kinds)
    abyssal = [tile_of("abyssal", 4, 0), tile_of("abyssal", 4, 1), tile_of("abyssal", 5, 0)]
    magnetic = tile_of("magnetic", 7)
    for stack in game.stacks:
        stack[:] = [t for t in stack if t not in abyssal and t != magnetic]
    for b in game.players[0]["burners"]:
        assert b is not None
        game.stacks[0].insert(0, b["tile"])
    game.stacks[1].append(magnetic)
    game.stacks[2].append(abyssal[2])
    game.players[0]["potions"] = [{"tile": t, "drunk": True} for t in abyssal[:2]]
    game.players[0]["burners"] = [None, {"tile": tile_of("wisdom", 4), "holes": [None, None, Y, Y]}]
    game.phase = "draw"
    game.turn["picked"] = True
    game._legal = None
    return game


@pytest.mark.parametrize("level", ["fast", "medium", "hard"])
def test_a_draw_values_the_skill_token(level: str) -> None:
    game = abyssal_or_magnetical()
    assert str(game.legal_actions()[1]) == "draw 1"
    action = fast(game) if level == "fast" else choose_action(game, level, 1)
    assert str(action) == "draw 2"


def test_evaluate_prefers_the_lead() -> None:
    game = after_draft()
    game.players[0]["potions"] = [{"tile": tile_of("magnetic", 7), "drunk": True}]
    assert evaluate(game, 0) > 0 > evaluate(game, 1)
