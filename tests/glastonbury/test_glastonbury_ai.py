"""Computer opponents: legal, deterministic, fair (hidden things never matter), and each
level remembers what it should and no more."""

import hashlib

import pytest
from glastonbury_helpers import arrange, start, swap_deep_card

from potions.core.rng import Pcg32
from potions.glastonbury import Game
from potions.glastonbury.ai import EXPERT, HARD, LEVELS, MEDIUM_ROUNDS, choose_action
from potions.glastonbury.components import RECIPES_A, RECIPES_B, ingredient_card
from potions.glastonbury.evaluation import BETA, END_TAKES, Q_MAX, STANDARD, Judge, Weights
from potions.glastonbury.memory import entry_times, recall
from potions.glastonbury.setup import deck


def midgame(seed: int, players: int = 2, actions: int = 40, **options: object) -> Game:
    game = start(players, seed, **options)
    chooser = Pcg32.from_seed(seed)
    for _ in range(actions):
        legal = game.legal_actions()
        game.apply(legal[chooser.below(len(legal))])
    return game


@pytest.mark.parametrize("level,games", [("easy", 6), ("medium", 3), ("hard", 2)])
def test_whole_games_of_legal_actions(level: str, games: int) -> None:
    for seed in range(games):
        game = start(2 + seed % 3, seed, recipes=seed % 2 == 1)
        for step in range(400):
            if game.is_over:
                break
            action = choose_action(game, level, seed * 1000 + step)
            assert action in game.legal_actions()
            game.apply(action)
        assert game.is_over, "a game between computers must end"


def hide_differently(game: Game, seed: int) -> Game:
    """The same view with another order of the draw pile (its known bottom kept), other
    Recipe cards for the other players and another generator."""
    other = Game.from_dict(game.to_dict())
    rng = Pcg32.from_seed(seed)
    unknown = len(other.pile) - other.known
    top = other.pile[:unknown]
    rng.shuffle(top)
    other.pile[:unknown] = top
    other.rng = Pcg32.from_seed(seed + 1)
    if other.config["recipes"]:
        me = other.current
        box: list[str] = []
        for k, sort in enumerate((RECIPES_A, RECIPES_B)):
            pool = [p["recipes"][k] for i, p in enumerate(other.players) if i != me]
            pool += [r for r in other.box if r in sort]
            rng.shuffle(pool)
            for i, p in enumerate(other.players):
                if i != me:
                    p["recipes"][k] = pool.pop()  # type: ignore[call-overload]
            box += pool
        other.box = sorted(box)  # type: ignore[arg-type]
    other._legal = None
    return Game.from_dict(other.to_dict())


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [3, 8])
def test_fair_play_hidden_things_never_change_a_decision(level: str, seed: int) -> None:
    game = midgame(seed, players=3, actions=25, recipes=True)
    other = hide_differently(game, seed + 99)
    seat = game.current
    assert other.view(seat) == game.view(seat)
    assert other.pile != game.pile or other.to_dict() != game.to_dict()
    for k in range(2):
        assert choose_action(game, level, k) == choose_action(other, level, k)


def test_easy_forgets_everything_under_the_tops() -> None:
    game = midgame(5, actions=30)
    seat = game.current
    deep = max(range(2), key=lambda s: len(game.players[s]["cauldron"]))
    twin = swap_deep_card(game, deep, 1)
    assert twin.view(seat)["seen"] != game.view(seat)["seen"]
    assert recall(twin.view(seat), 0) == recall(game.view(seat), 0)
    for k in range(3):
        assert choose_action(twin, "easy", k) == choose_action(game, "easy", k)


def test_medium_forgets_what_went_in_rounds_ago() -> None:
    game = midgame(6, actions=36)
    seat = game.current
    window = MEDIUM_ROUNDS * 2
    since = len(game.log) - window
    times = entry_times(game.view(seat))
    owner = max(range(2), key=lambda s: len(times[s]))
    assert times[owner][0] < since, "the bottom card went in before the window"
    twin = swap_deep_card(game, owner, len(times[owner]) - 1)
    assert recall(twin.view(seat), window) == recall(game.view(seat), window)
    for k in range(3):
        assert choose_action(twin, "medium", k) == choose_action(game, "medium", k)


def test_hard_remembers_everything_it_was_shown() -> None:
    game = midgame(6, actions=60)
    view = game.view(game.current)
    assert recall(view, None)["seen"]["cauldrons"] == [p["cauldron"] for p in game.players]


def test_thinking_never_touches_the_game() -> None:
    game = midgame(5)
    before = game.to_dict()
    for level in LEVELS:
        choose_action(game, level, 1)
    assert game.to_dict() == before


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_game(level: str) -> None:
    def play() -> Game:
        game = start(2, 12)
        for step in range({"hard": 30, "expert": 12}.get(level, 200)):
            if game.is_over:
                break
            game.apply(choose_action(game, level, step))
        return game

    assert play().to_dict() == play().to_dict()


def test_unknown_level_and_finished_game() -> None:
    game = start(2)
    with pytest.raises(ValueError):
        choose_action(game, "grandmaster", 0)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    with pytest.raises(ValueError):
        choose_action(game, "easy", 0)


def test_expert_searches_wider_and_longer_than_hard() -> None:
    assert "expert" in LEVELS
    assert EXPERT.width > HARD.width and EXPERT.worlds > HARD.worlds
    assert EXPERT.simulations > HARD.simulations and EXPERT.turns > HARD.turns
    assert EXPERT.greedy and not HARD.greedy


def choices_digest(level: str, positions: int, chooser_seed: int) -> str:
    """A hash of ``level``'s choices on the positions of a seeded game (played on by its
    own choice two times in three, by a random legal move otherwise)."""
    game = start(2, 500)
    chooser = Pcg32.from_seed(chooser_seed)
    chosen = []
    for step in range(positions):
        action = choose_action(game, level, step * 7919)
        chosen.append(repr(action))
        legal = game.legal_actions()
        game.apply(action if chooser.below(3) else legal[chooser.below(len(legal))])
    return hashlib.sha256("\n".join(chosen).encode()).hexdigest()[:16]


def test_expert_decides_as_measured() -> None:
    """Expert's choices on the positions of a seeded game, hashed: the README's Expert
    figures (80.0% of 200 games against Hard, docs/rules-glastonbury.md) were measured on
    them."""
    assert choices_digest("expert", 16, 5) == "908571214b04e76b"


def test_hard_decides_as_it_always_did() -> None:
    """Expert's budget may change; Hard's decisions may not (the README's Hard figures
    were measured on them): its choices on the positions of a seeded game, hashed."""
    assert choices_digest("hard", 60, 3) == "9200aabd51f8525c"


def test_hard_judges_with_the_standard_weights() -> None:
    """Expert's judgement may be tuned apart; Hard's (and the rollout policy's) is the
    standard one, the constants of the evaluation."""
    assert HARD.weights == STANDARD
    assert Weights(END_TAKES, BETA, Q_MAX, contested=0.0) == STANDARD


def test_contested_weight_counts_less_on_an_ingredient_another_collects() -> None:
    game = start(2, 7)
    kept = [i for i in range(18) if ingredient_card(i, 1) in deck(game.removed)]
    mine, alone = kept[0], kept[1]
    game = arrange(
        game,
        cauldrons={
            0: [ingredient_card(mine, 1), ingredient_card(mine, 2), ingredient_card(alone, 1)],
            1: [ingredient_card(mine, 3)],
        },
    )
    plain = Judge(game).cauldron_value(0)
    assert Judge(game, Weights(contested=0.0)).cauldron_value(0) == plain
    assert Judge(game, Weights(contested=0.5)).cauldron_value(0) < plain
    assert Judge(game, Weights(contested=0.5)).qks(0)[alone] == Judge(game).qk
    assert Judge(game, Weights(contested=0.5)).cauldron_value(1) < Judge(game).cauldron_value(1)
