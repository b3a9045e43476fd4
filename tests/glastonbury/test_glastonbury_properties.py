"""Property tests over random games: invariants hold after every action."""

from collections import Counter
from itertools import combinations_with_replacement

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potions.core.i18n import ENGLISH
from potions.glastonbury import Game, describe
from potions.glastonbury.components import (
    CORNER_PLACES,
    IMMUTO,
    INGREDIENTS,
    LINE_AT,
    LINES,
    is_ingredient,
)
from potions.glastonbury.ending import ingredient_scorings, recipe_points
from potions.glastonbury.scoring import Scoring, set_points
from potions.glastonbury.setup import deck
from tests.core import random_play
from tests.core.random_play import Spec, specs


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


def play(players: int, seed: int, recipes: bool, choices: list[int]) -> Game:
    spec = Spec(players, seed, choices, {"recipes": recipes})
    game = random_play.play("glastonbury", spec, lambda g, _: check_invariants(g))
    assert isinstance(game, Game)
    return game


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(specs("glastonbury", max_choices=120, options=st.builds(dict, recipes=st.booleans())))
def test_invariants_hold_after_every_action(spec: Spec) -> None:
    play(spec.players, spec.seed, spec.options["recipes"], spec.choices)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=2, max_value=4), st.integers(min_value=0, max_value=2**30))
def test_random_games_end_with_every_card_accounted_for(players: int, seed: int) -> None:
    game = play(players, seed, seed % 2 == 0, [seed % 997 + i * 7919 for i in range(400)])
    assert game.is_over and game.winners()
    top = max(game.scores())
    assert game.winners() == [i for i, s in enumerate(game.scores()) if s == top]
    assert game.ender is not None


def best_totals(game: Game) -> list[int]:
    """Each seat's best total over every placement of its Immuto cards (one or both on any
    ingredient it holds), by brute force on the scoring's own pieces."""
    out = []
    for seat, p in enumerate(game.players):
        cards = [c for c in p["cauldron"] if c != IMMUTO]
        immutos = len(p["cauldron"]) - len(cards)
        held = sorted({c // 4 for c in cards if is_ingredient(c)}) or [None]
        best = None
        for choice in combinations_with_replacement(held, immutos):
            trial = game.copy()
            trial.players[seat]["cauldron"] = cards + [IMMUTO] * immutos
            points = set_points_with(cards, p["colour"], choice)
            recipes = recipe_points(trial, _placed(trial, seat, points, choice))
            total = points + sum(recipes[seat].values())
            best = total if best is None else max(best, total)
        out.append(best)
    return out


def set_points_with(cards: list[int], colour: str, choice: tuple[int | None, ...]) -> int:
    """The ingredient score of ``cards`` with Immuto cards joining ``choice``'s ingredients."""
    counts, totals = Counter[int](), Counter[int]()
    for c in cards:
        if is_ingredient(c):
            counts[c // 4] += 1
            totals[c // 4] += c % 4 + 1
    for i in choice:
        if i is not None:
            counts[i] += 1
    return sum(
        set_points(min(4, counts[i]), totals[i], INGREDIENTS[i].colour == colour) for i in counts
    )


def _placed(game: Game, seat: int, points: int, choice: tuple[int | None, ...]) -> list[Scoring]:
    scorings = ingredient_scorings(game)
    scorings[seat] = Scoring(points, choice)
    return scorings


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=3, max_value=4), st.integers(min_value=0, max_value=2**30))
def test_the_immuto_placement_gives_each_player_the_best_total(players: int, seed: int) -> None:
    """Ruling 22 (rules 2): "A player may add it to any one kind of ingredient": the player
    chooses the best total, Recipe points of sort A included."""
    game = play(players, seed, True, [seed % 991 + i * 7919 for i in range(400)])
    assert game.is_over
    assert game.scores() == best_totals(game)
