"""Property tests over random games: invariants hold after every action."""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potions import load_save, to_save
from potions.practice import CARDS, Game, IllegalActionError, new_game

ALL = Counter(range(len(CARDS)))


def check_invariants(game: Game, before: list[int]) -> None:
    assert game.card_census() == ALL, "every card is somewhere, once"
    for p in game.players:
        assert len(p["hand"]) <= 5 and p["hand"] == sorted(p["hand"])
        assert set(p["known"]) <= set(p["hand"])
    for element, pile in game.piles.items():
        assert all(element in CARDS[c].elements and not CARDS[c].supreme for c in pile)
    assert all(CARDS[c].supreme for c in game.apart)
    points = game.scores()
    assert all(a >= b for a, b in zip(points, before, strict=True)), "points never go down"
    gained = sum(points) - sum(before)
    formulas = [e for e in game.events if e["type"] == "formula"]
    elements = [e for e in game.events if e["type"] == "element"]
    shares = [e for e in game.events if e["type"] == "share"]
    expected = sum(e["points"] for e in formulas + elements + shares)
    assert gained == expected, "points come only from elements, formulas and shares"
    for e in shares:
        assert e["points"] * 2 == CARDS[e["card"]].points
    if game.is_over:
        assert not game.deck and not any(p["hand"] for p in game.players)
        top = max(points)
        assert game.winners() == [i for i, s in enumerate(points) if s == top]
    else:
        assert game.legal_actions(), "legal actions are empty before the end"
        assert game.winners() == []


games = st.tuples(
    st.integers(min_value=2, max_value=6),
    st.integers(min_value=0, max_value=2**40),
    st.lists(st.integers(min_value=0, max_value=10**6), min_size=30, max_size=300),
)


def play(players: int, seed: int, choices: list[int]) -> Game:
    game = new_game([f"P{i}" for i in range(players)], seed)
    for c in choices:
        if game.is_over:
            break
        legal = game.legal_actions()
        before = game.scores()
        game.apply(legal[c % len(legal)])
        check_invariants(game, before)
    return game


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_invariants_and_round_trips(spec: tuple[int, int, list[int]]) -> None:
    game = play(*spec)
    data = json.loads(json.dumps(game.to_dict()))
    assert data == game.to_dict(), "state must survive JSON unchanged"
    again = Game.from_dict(data)
    assert again.to_dict() == game.to_dict()
    assert [str(a) for a in again.legal_actions()] == [str(a) for a in game.legal_actions()]
    loaded = load_save(json.loads(json.dumps(to_save(game))))
    assert loaded.to_dict() == game.to_dict()


@settings(max_examples=25, deadline=None)
@given(games)
def test_deterministic_replay(spec: tuple[int, int, list[int]]) -> None:
    one, two = play(*spec), play(*spec)
    assert one.to_dict() == two.to_dict()
    replay = new_game([f"P{i}" for i in range(spec[0])], spec[1])
    for text in one.history:
        replay.apply(text)
    assert replay.to_dict() == one.to_dict()


@settings(max_examples=25, deadline=None)
@given(games, st.lists(st.integers(min_value=0, max_value=120), max_size=8))
def test_illegal_actions_leave_the_state_unchanged(
    spec: tuple[int, int, list[int]], cards: list[int]
) -> None:
    game = play(*spec)
    legal = {str(a) for a in game.legal_actions()}
    before = json.dumps(game.to_dict())
    verbs = ["element", "formula", "spell", "use", "take", "target", "keep", "stack"]
    for i, c in enumerate(cards):
        text = f"{verbs[i % len(verbs)]} {c}"
        if text in legal:
            continue
        try:
            game.apply(text)
        except IllegalActionError as err:
            assert err.code and str(err)
        else:
            raise AssertionError(f"{text} was accepted but is not legal")
        assert json.dumps(game.to_dict()) == before


@settings(max_examples=20, deadline=None)
@given(games)
def test_games_end(spec: tuple[int, int, list[int]]) -> None:
    players, seed, choices = spec
    game = play(players, seed, choices)
    k = 0
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(legal[(choices[k % len(choices)] + k) % len(legal)])
        k += 1
        assert k < 2000
    assert game.winners() and game.card_census() == ALL
