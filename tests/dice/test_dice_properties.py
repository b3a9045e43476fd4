"""Property tests over random games: invariants hold after every action."""

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potions.core.rng import Pcg32
from potions.dice import CARDS, DECK_IDS, Game
from potions.dice.targets import remaining
from tests.core import random_play
from tests.core.random_play import Spec, specs


def check_invariants(game: Game) -> None:
    n = len(game.players)
    assert game.dice_census() == 15 * n, "every player always has 15 dice"
    census = game.card_census()
    assert all(k == 1 for k in census.values()), "no card lies in two places"
    assert all(census[c] == 1 for c in DECK_IDS)
    for seat, p in enumerate(game.players):
        points = sum(CARDS[x["card"]].points for x in p["potions"])
        assert game.score_of(seat) == points + 4 * len(p["awards"]) - 2 * p["helps"]
        assert len(p["reserve"]) <= 3 and all(1 <= v <= 5 for v in p["reserve"])
        assert len(set(p["awards"])) == len(p["awards"])
        for s in p["spaces"]:
            if s is not None:
                assert remaining(s) > 0, "a full potion must have been finished"
                have = Counter(s["dice"] + s["virtual"])
                assert all(have[v] <= CARDS[s["card"]].need(v) for v in have)
    if game.phase == "play":
        t = game.turn
        if t["stage"] == "prep" and t["power"] is None:
            assert t["roll"] or t["ready"], "the preparation table is not empty"
        assert len(set(v for v in t["ready"])) <= 5
        assert 1 <= game.round <= 9
        assert len(game.market) == min(4, len(game.market) + len(game.deck))
        if t["stage"] == "work":
            assert t["leftover"] <= game.players[game.current]["table"]
        else:
            assert t["leftover"] == 0, "leftovers matter only at the work table"
    if not game.is_over:
        assert game.legal_actions(), "legal actions are empty before the end"


def check_step(game: Game, before: Game) -> None:
    """A Little Help turns a die the rolling left over: never a 6 of the turn nor a die of
    a potion finished this turn (ruling 12)."""
    if game.history[-1].startswith("help "):
        assert before.turn["leftover"] >= 1
        assert game.turn["leftover"] == before.turn["leftover"] - 1
    for event in game.events:
        if event["type"] == "prep_end":
            assert game.turn["leftover"] == sum(1 for d in event["dice"] if d != 6)


def play(players: int, seed: int, choices: list[int]) -> Game:
    spec = Spec(players, seed, choices)
    game = random_play.play("dice", spec, lambda g, b: (check_invariants(g), check_step(g, b)))
    assert isinstance(game, Game)
    return game


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(specs("dice", max_choices=400))
def test_invariants_hold_after_every_action(spec: Spec) -> None:
    play(spec.players, spec.seed, spec.choices)


@settings(max_examples=10, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2, max_value=4))
def test_random_games_end_after_nine_rounds(seed: int, players: int) -> None:
    chooser = Pcg32.from_seed(seed)
    game = play(players, seed, [chooser.next32() for _ in range(20_000)])
    assert game.is_over and game.round == 9
    assert game.winners()
