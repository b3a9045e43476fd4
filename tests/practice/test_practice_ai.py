"""Computer opponents: legal, deterministic, fair (the hidden cards never change a decision)."""

from __future__ import annotations

import pytest
from practice_helpers import card, position

from potions.core.rng import Pcg32
from potions.practice import Game, new_game
from potions.practice.ai import (
    EXPERT,
    HARD,
    LEVELS,
    Budget,
    Judge,
    Table,
    choose_action,
    exposure,
)
from potions.practice.belief import DECLINED, deal, dealt, read, world


def midgame(seed: int, players: int = 2, actions: int = 30) -> Game:
    game = new_game([f"P{i}" for i in range(players)], seed)
    chooser = Pcg32.from_seed(seed)
    for _ in range(actions):
        legal = game.legal_actions()
        game.apply(legal[chooser.below(len(legal))])
    return game


@pytest.mark.parametrize("level,games", [("easy", 6), ("medium", 4), ("hard", 1)])
def test_computers_play_legal_games_to_the_end(level: str, games: int) -> None:
    for seed in range(games):
        game = new_game(["A", "B", "C"][: 2 + seed % 2], seed)
        step = 0
        while not game.is_over:
            action = choose_action(game, level, seed * 1000 + step)
            assert action in game.legal_actions()
            game.apply(action)
            step += 1
        assert game.winners()


def hide_differently(game: Game, seed: int) -> Game:
    """The same position with the other hands and the deck dealt anew."""
    seat = game.current
    other = Game.from_dict(game.to_dict())
    rng = Pcg32.from_seed(seed)
    pool = list(other.deck)
    for i, p in enumerate(other.players):
        if i != seat:
            pool += [c for c in p["hand"] if c not in p["known"]]
    rng.shuffle(pool)
    for i, p in enumerate(other.players):
        if i != seat:
            n = len(p["hand"]) - len(p["known"])
            p["hand"] = sorted(p["known"] + pool[:n])
            del pool[:n]
    other.deck = pool
    other.rng = Pcg32.from_seed(seed + 1)
    other._legal = None
    return Game.from_dict(other.to_dict())


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [3, 8])
def test_fair_play_hidden_cards_never_change_a_decision(level: str, seed: int) -> None:
    game = midgame(seed)
    other = hide_differently(game, seed + 99)
    assert other.to_dict()["state"]["deck"] != game.to_dict()["state"]["deck"]
    assert other.view(game.current) == game.view(game.current)
    for k in range(2):
        assert choose_action(game, level, k) == choose_action(other, level, k)


@pytest.mark.parametrize("level", LEVELS)
def test_decisions_are_deterministic(level: str) -> None:
    game = midgame(12)
    assert choose_action(game, level, 5) == choose_action(game.copy(), level, 5)


def test_unknown_level_and_finished_game() -> None:
    game = midgame(1)
    with pytest.raises(ValueError):
        choose_action(game, "grandmaster", 1)
    fire = card("elixir-of-fire")
    over = position(hands={0: [fire]}, deck=[])
    over.apply(f"element {fire}")
    with pytest.raises(ValueError):
        choose_action(over, "easy", 1)


def test_medium_and_hard_take_a_ready_formula_over_a_useless_element() -> None:
    fire, rebirth = card("elixir-of-fire"), card("great-elixir-of-rebirth")
    youth = card("elixir-of-eternal-youth")
    game = position(
        hands={0: [rebirth, card("polyglotum-potion")]},
        piles=[card("potion-of-eternal-sleep", 1), card("warding-solution", 1)],
        formulas={
            0: [(fire, [card("emanation-of-power"), card("potion-of-eternal-sleep")])],
            1: [(youth, [card("warding-solution"), card("emanation-of-power", 1)])],
        },
    )
    for level in ("medium", "hard"):
        assert str(choose_action(game, level, 1)) == f"formula {rebirth}"


def test_the_dealt_desk_is_read_from_the_log_and_the_table() -> None:
    for seed in range(4):
        game = new_game(["A", "B", "C"][: 2 + seed % 2], seed)
        first = sorted(c for pile in game.piles.values() for c in pile) + game.apart
        chooser = Pcg32.from_seed(seed)
        for step in range(60):
            if game.is_over:
                break
            world = Game.from_view(game.view(game.current), Pcg32.from_seed(step))
            assert dealt(world) == sorted(first)
            legal = game.legal_actions()
            game.apply(legal[chooser.below(len(legal))])


def test_experts_budget_exceeds_hards_and_hards_is_unchanged() -> None:
    """Hard's counts are the README's figures; Expert looks further on every count."""
    today = Budget(width=4, simulations=96, rollout=30, plan=240, endgame=-1, endgame_rollout=20)
    assert today == HARD
    assert EXPERT.simulations > HARD.simulations
    assert EXPERT.width >= HARD.width
    assert EXPERT.rollout >= HARD.rollout
    assert EXPERT.plan >= HARD.plan


def test_a_formula_left_on_the_table_is_read_as_not_held() -> None:
    fire, fire2 = card("elixir-of-fire"), card("elixir-of-fire", 1)
    poly, warding = card("polyglotum-potion"), card("warding-solution")
    game = position(
        hands={0: [poly, card("love-potion")], 1: [warding]},
        piles=[card("emanation-of-power"), card("potion-of-eternal-sleep"), 70, 71],
    )
    game.apply(f"element {poly}")
    belief = read(game.copy(), 1)
    assert belief.hidden[0] == 1
    assert belief.weight(0, fire) == belief.weight(0, fire2) == DECLINED
    assert belief.weight(0, card("love-potion")) == 1.0, "not ready: nothing read"
    view = game.view(1)
    for k in range(5):
        assert world(view, Pcg32.from_seed(k), belief).view(1) == view


def test_a_world_dealt_anew_keeps_the_view() -> None:
    game = midgame(4)
    seat = game.current
    view = game.view(seat)
    base = Game.from_view(view, Pcg32.from_seed(1))
    belief = read(base, seat)
    hands = set()
    for k in range(6):
        g = base.copy()
        deal(g, seat, Pcg32.from_seed(k), belief if k % 2 else None)
        assert g.view(seat) == view
        assert sorted(g.card_census().elements()) == list(range(76))
        hands.add(tuple(g.players[1 - seat]["hand"]))
        again = base.copy()
        deal(again, seat, Pcg32.from_seed(k), belief if k % 2 else None)
        assert again.players == g.players and again.deck == g.deck
    assert len(hands) > 1


@pytest.mark.parametrize("lender,exposed", [(0, 3.0), (1, 6.0)])
def test_what_the_next_player_could_compose_counts_half_when_built_on_our_formulas(
    lender: int, exposed: float
) -> None:
    fire, rebirth = card("elixir-of-fire"), card("great-elixir-of-rebirth")
    youth = card("elixir-of-eternal-youth")
    game = position(
        hands={0: [card("polyglotum-potion")], 1: [rebirth]},
        formulas={
            lender: [
                (fire, [card("emanation-of-power"), card("potion-of-eternal-sleep")]),
                (youth, [card("warding-solution"), card("emanation-of-power", 1)]),
            ]
        },
        current=1,
    )
    game.players[1]["known"] = [rebirth]
    assert exposure(game, Judge(0, 0.8), Table(game)) == exposed
