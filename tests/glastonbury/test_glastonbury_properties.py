"""Property tests over random games: invariants hold after every action."""

import json
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potions import load_save, to_save
from potions.core.i18n import ENGLISH
from potions.glastonbury import Game, describe, new_game
from potions.glastonbury.components import CORNER_PLACES, LINE_AT, LINES
from potions.glastonbury.ending import ingredient_scorings, recipe_points
from potions.glastonbury.setup import deck


def check_invariants(game: Game) -> None:
    assert game.card_census() == Counter(deck(game.removed)), "cards are missing or extra"
    if game.pile:
        assert all(c is not None for i, c in enumerate(game.table) if i not in (0, 5, 30, 35))
    empty = any(all(game.table[c] is None for c in line) for line in LINES)
    if empty:
        assert game.phase in ("last", "over"), "a line is empty but the game goes on"
    me = game.players[game.current]
    if game.phase == "take":
        assert LINE_AT[me["pawn"]] is not None
    if game.phase == "corner":
        assert me["pawn"] in CORNER_PLACES and me["declinatio"]
    scorings = ingredient_scorings(game)
    recipes = recipe_points(game, scorings)
    totals = [s.points + sum(r.values()) for s, r in zip(scorings, recipes, strict=True)]
    assert game.scores() == totals
    assert game.view(None)["seen"]["cauldrons"] == [p["cauldron"] for p in game.players]
    if not game.is_over:
        assert game.legal_actions(), "legal actions are empty before the end"
    for msg in describe(game):
        assert ENGLISH.render(msg)


games = st.tuples(
    st.integers(min_value=2, max_value=4),
    st.integers(min_value=0, max_value=2**40),
    st.booleans(),
    st.lists(st.integers(min_value=0, max_value=10**6), min_size=30, max_size=120),
)


def play(players: int, seed: int, recipes: bool, choices: list[int]) -> Game:
    game = new_game([f"P{i}" for i in range(players)], seed, recipes=recipes)
    for c in choices:
        if game.is_over:
            break
        legal = game.legal_actions()
        game.apply(legal[c % len(legal)])
        check_invariants(game)
    return game


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_invariants_and_round_trips(spec: tuple[int, int, bool, list[int]]) -> None:
    game = play(*spec)
    data = json.loads(json.dumps(game.to_dict()))
    assert data == game.to_dict(), "state must survive JSON unchanged"
    again = Game.from_dict(data)
    assert again.to_dict() == game.to_dict()
    assert [str(a) for a in again.legal_actions()] == [str(a) for a in game.legal_actions()]
    loaded = load_save(json.loads(json.dumps(to_save(game))))
    assert loaded.to_dict() == game.to_dict()


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=2, max_value=4), st.integers(min_value=0, max_value=2**30))
def test_random_games_end_with_every_card_accounted_for(players: int, seed: int) -> None:
    game = play(players, seed, seed % 2 == 0, [seed % 997 + i * 7919 for i in range(400)])
    assert game.is_over and game.winners()
    top = max(game.scores())
    assert game.winners() == [i for i, s in enumerate(game.scores()) if s == top]
    assert game.ender is not None
