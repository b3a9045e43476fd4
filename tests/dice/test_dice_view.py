"""What a seat sees: everything but the rolls to come and the order of face-down cards."""

import json

from dice_helpers import after_draft

from potions.core.rng import Pcg32
from potions.dice import Game, new_game
from potions.dice.view import redraw, visible_cards


def test_view_hides_the_generator_and_the_order_of_face_down_cards() -> None:
    game = after_draft(players=3)
    view = game.view(1)
    state = view["state"]
    assert "rng" not in state
    assert state["deck"] == len(game.deck) and state["starters"] == 0
    assert view["seat"] == 1 and view["game"] == "dice"
    assert json.loads(json.dumps(view)) == view
    assert state["history"] == game.history
    # Every seat sees the same table.
    for seat in (None, 0, 2):
        other = game.view(seat)
        assert {**other, "seat": 1} == view


def test_the_draft_hides_the_starting_potions_below() -> None:
    game = new_game(["Ann", "Bob"], 4)
    state = game.view(0)["state"]
    assert state["starters"] == 8 and state["offer"] == game.offer
    world = Game.from_view(game.view(0), Pcg32.from_seed(3))
    assert sorted(world.starters) == sorted(game.starters)
    assert world.view(0) == game.view(0)


def test_from_view_redraws_the_hidden_parts() -> None:
    game = after_draft()
    game.apply("roll")
    view = game.view(0)
    worlds = [Game.from_view(view, Pcg32.from_seed(k)) for k in range(4)]
    for w in worlds:
        assert w.view(0) == view
        assert sorted(w.deck) == sorted(game.deck)
        assert w.dice_census() == 30
    assert len({tuple(w.deck) for w in worlds}) > 1
    assert len({w.rng.state for w in worlds}) == 4
    # What a world rolls next is not what the game rolls next.
    rolls = set()
    for w in worlds:
        w.apply(w.legal_actions()[0])
        rolls.add(tuple(w.turn["roll"]))
    assert len(rolls) > 1


def test_visible_cards_are_those_face_up() -> None:
    game = after_draft()
    seen = visible_cards(game.view(0)["state"])
    assert set(game.market) <= seen
    assert not seen & set(game.deck)


def test_redraw_keeps_the_view() -> None:
    game = after_draft()
    other = game.copy()
    redraw(other, Pcg32.from_seed(8))
    assert other.view(0) == game.view(0) and other.deck != game.deck


def test_revealed_marks_rolls_and_cards_turned_over() -> None:
    game = new_game(["Ann", "Bob"], 5)
    assert game.revealed
    game.apply(game.legal_actions()[0])
    assert game.revealed, "a starting potion was turned over to refill the row"
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    game.apply("roll")
    assert game.revealed
    while game.turn["stage"] != "work":
        game.apply(game.legal_actions()[0])
    if any(a.verb == "place" for a in game.legal_actions()):
        game.apply(next(a for a in game.legal_actions() if a.verb == "place"))
        assert not game.revealed
