"""Computer opponents: legal, fair (hidden order never matters), deterministic."""

import pytest

from potions.core.rng import Pcg32
from potions.explosion import Game, new_game
from potions.explosion.ai import LEVELS, choose_action


def midgame(seed: int, players: int = 2, actions: int = 40) -> Game:
    game = new_game([f"P{i}" for i in range(players)], seed)
    chooser = Pcg32.from_seed(seed)
    for _ in range(actions):
        legal = game.legal_actions()
        game.apply(legal[chooser.below(len(legal))])
    return game


@pytest.mark.parametrize(
    "level,games,limit",
    [("easy", 12, 2000), ("medium", 4, 2000), ("hard", 2, 150), ("expert", 1, 40)],
)
def test_only_legal_actions(level: str, games: int, limit: int) -> None:
    for seed in range(games):
        game = new_game(["A", "B", "C"][: 2 + seed % 2], seed)
        for step in range(limit):
            if game.is_over:
                break
            action = choose_action(game, level, seed * 1000 + step)
            assert action in game.legal_actions()
            game.apply(action)
        if limit >= 2000:
            assert game.is_over, "a game between computers must end"


def hide_differently(game: Game, seed: int) -> Game:
    """The same visible position with another generator and another order under the tops."""
    other = Game.from_dict(game.to_dict())
    other.rng = Pcg32.from_seed(seed)
    rng = Pcg32.from_seed(seed + 1)
    hidden = [t for s in other.stacks for t in s[:-1]]
    rng.shuffle(hidden)
    for s in other.stacks:
        below = len(s) - 1
        if below > 0:
            s[:below] = hidden[:below]
            del hidden[:below]
    return other


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [3, 8, 21])
def test_fair_play_hidden_order_never_changes_a_decision(level: str, seed: int) -> None:
    game = midgame(seed)
    other = hide_differently(game, seed + 99)
    assert other.to_dict()["state"]["rng"] != game.to_dict()["state"]["rng"]
    assert [s[-1:] for s in other.stacks] == [s[-1:] for s in game.stacks]
    for k in range(3):
        assert choose_action(game, level, k) == choose_action(other, level, k)


@pytest.mark.parametrize("level", [*LEVELS, "flatmc", "greedymc"])
def test_decisions_do_not_touch_the_game(level: str) -> None:
    game = midgame(5)
    before = game.to_dict()
    choose_action(game, level, 1)
    assert game.to_dict() == before, "thinking must not touch the game"


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_game(level: str) -> None:
    def play(steps: int) -> Game:
        game = new_game(["A", "B"], 12)
        for step in range(steps):
            if game.is_over:
                break
            game.apply(choose_action(game, level, step))
        return game

    steps = {"hard": 60, "expert": 25}.get(level, 200)
    assert play(steps).to_dict() == play(steps).to_dict()


def test_unknown_level() -> None:
    with pytest.raises(ValueError):
        choose_action(new_game(["A", "B"], 1), "grandmaster", 0)
