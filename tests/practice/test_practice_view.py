"""Hidden information: hands and the deck stay hidden; views rebuild consistent games."""

from __future__ import annotations

import json

from practice_helpers import card, play, position

from potions.core.rng import Pcg32
from potions.practice import Game, new_game


def midgame(seed: int = 3, players: int = 3, actions: int = 30) -> Game:
    game = new_game([f"P{i}" for i in range(players)], seed)
    chooser = Pcg32.from_seed(seed)
    for _ in range(actions):
        legal = game.legal_actions()
        game.apply(legal[chooser.below(len(legal))])
    return game


def test_a_seat_sees_its_hand_and_only_the_sizes_of_the_others() -> None:
    game = midgame()
    for seat in range(3):
        view = game.view(seat)
        assert view["seat"] == seat and view["game"] == "practice"
        for i, p in enumerate(view["state"]["players"]):
            assert p["hand_size"] == len(game.players[i]["hand"])
            assert p["hand"] == (game.players[i]["hand"] if i == seat else None)
        assert view["state"]["deck"] == len(game.deck)
        assert "rng" not in view["state"]
        assert view["config"] == {"players": ["P0", "P1", "P2"]}, "no seed: it would replay"
    spectator = game.view(None)
    assert all(p["hand"] is None for p in spectator["state"]["players"])


def named(view: dict[str, object]) -> set[int]:
    """Every card id a view names: the table, the known cards, its hand, the turn, the log."""
    state = view["state"]
    assert isinstance(state, dict)
    out = set(state["apart"])
    for pile in state["piles"].values():
        out.update(pile)
    for p in state["players"]:
        out.update(p["known"])
        out.update(p["hand"] or [])
        for f in p["formulas"]:
            out.update([f["card"], *f["under"]])
    turn = state["turn"]
    out.update([c for c in (turn["card"], turn["target"]) if c is not None])
    out.update(turn["chosen"] + turn["returning"])
    out.update(int(text.split()[1]) for text in state["history"])
    return out


def test_nothing_hidden_is_named_in_a_view() -> None:
    for seed in range(4):
        game = midgame(seed, actions=20 + 10 * seed)
        for seat in (None, 0, 1, 2):
            hidden = set(game.deck)
            for i, p in enumerate(game.players):
                if i != seat:
                    hidden |= set(p["hand"]) - set(p["known"])
            assert hidden and not hidden & named(game.view(seat))


def test_from_view_draws_the_hidden_cards() -> None:
    game = midgame()
    view = game.view(1)
    worlds = [Game.from_view(view, Pcg32.from_seed(k)) for k in range(4)]
    for w in worlds:
        assert w.view(1) == view
        assert w.players[1]["hand"] == game.players[1]["hand"]
        assert sorted(w.deck + w.players[0]["hand"] + w.players[2]["hand"]) == sorted(
            game.deck + game.players[0]["hand"] + game.players[2]["hand"]
        )
    assert len({json.dumps(w.to_dict()["state"]["deck"]) for w in worlds}) > 1


def test_cards_taken_with_eureka_stay_known_in_the_hand() -> None:
    sleep, eureka, fire = (
        card("potion-of-eternal-sleep"),
        card("eureka-spell"),
        card("elixir-of-fire"),
    )
    game = position(hands={0: [eureka, fire, card("warding-solution")]}, piles=[sleep])
    play(game, f"spell {eureka}", f"element {fire}")
    view = game.view(1)
    assert view["state"]["players"][0]["known"] == [sleep]
    for k in range(3):
        world = Game.from_view(view, Pcg32.from_seed(k))
        assert sleep in world.players[0]["hand"]
