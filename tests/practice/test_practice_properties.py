"""Property tests over random games: invariants hold after every action."""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potions.practice import CARDS, Game, IllegalActionError
from tests.core import random_play
from tests.core.random_play import Spec, specs

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


games = specs("practice", max_choices=300)


def play(spec: Spec) -> Game:
    game = random_play.play("practice", spec, lambda g, b: check_invariants(g, b.scores()))
    assert isinstance(game, Game)
    return game


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_invariants_hold_after_every_action(spec: Spec) -> None:
    play(spec)


@settings(max_examples=25, deadline=None)
@given(games, st.lists(st.integers(min_value=0, max_value=120), max_size=8))
def test_illegal_actions_leave_the_state_unchanged(spec: Spec, cards: list[int]) -> None:
    game = play(spec)
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
def test_games_end(spec: Spec) -> None:
    choices = spec.choices
    game = play(spec)
    k = 0
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(legal[(choices[k % len(choices)] + k) % len(legal)])
        k += 1
        assert k < 2000
    assert game.winners() and game.card_census() == ALL
