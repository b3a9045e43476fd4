"""Hidden information: what each seat's view shows, the public record, determinization,
and what each computer level remembers."""

import json

from glastonbury_helpers import arrange, card, cell, start, swap_deep_card

from potions.core.rng import Pcg32
from potions.glastonbury import Game
from potions.glastonbury.components import PERLUCEO, goes_in_cauldron
from potions.glastonbury.memory import recall


def midgame(players: int = 3, seed: int = 4, actions: int = 30, **options: object) -> Game:
    game = start(players, seed, **options)
    chooser = Pcg32.from_seed(seed)
    for _ in range(actions):
        legal = game.legal_actions()
        game.apply(legal[chooser.below(len(legal))])
    return game


def test_state_part_shows_tops_and_sizes_only() -> None:
    game = midgame()
    for seat in (None, 0, 1, 2):
        state = game.view(seat)["state"]
        for p, q in zip(state["players"], game.players, strict=True):
            assert p["size"] == len(q["cauldron"])
            assert p["top"] == (q["cauldron"][-1] if q["cauldron"] else None)
            assert "cauldron" not in p
        assert state["peek"] is None


def test_cards_beneath_the_tops_never_show_in_the_state_part() -> None:
    game = midgame()
    seat = max(range(3), key=lambda s: len(game.players[s]["cauldron"]))
    twin = swap_deep_card(game, seat, 1)
    for s in (None, 0, 1, 2):
        assert twin.view(s)["state"] == game.view(s)["state"]
        assert twin.view(s)["seen"] != game.view(s)["seen"]


def test_no_seed_and_no_history_in_a_view() -> None:
    game = midgame()
    view = game.view(0)
    assert "seed" not in view["config"] and "history" not in view["state"]
    assert "rng" not in view["state"] and "pile" in view["state"]
    assert isinstance(view["state"]["pile"], int)


def test_the_public_record_is_the_same_for_everyone() -> None:
    game = midgame()
    seen = game.view(None)["seen"]
    assert all(game.view(s)["seen"] == seen for s in range(3))
    assert seen["cauldrons"] == [p["cauldron"] for p in game.players]
    takes = [e for e in seen["log"] if e["how"] in ("take", "accio")]
    assert len(takes) == sum(1 for a in game.history if a.startswith(("take", "accio")))


def test_recipe_cards_are_secret_until_the_end() -> None:
    game = midgame(recipes=True)
    for seat in range(3):
        text = json.dumps(game.view(seat))
        assert game.view(seat)["state"]["recipes"] == game.players[seat]["recipes"]
        for other in range(3):
            if other != seat:
                assert all(r not in text for r in game.players[other]["recipes"])
    assert game.view(None)["state"]["recipes"] is None
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    final = game.view(1)["state"]["final"]
    assert [row["recipe_cards"] for row in final] == [p["recipes"] for p in game.players]


def test_perluceo_view_for_hot_seat() -> None:
    cauldron = [card("Moon Dew", 1), card("Toadstool", 2)]
    game = arrange(
        start(2), table={cell(2, 3): PERLUCEO}, cauldrons={0: cauldron}, pawns={0: 3, 1: 6}
    )
    game.apply("take 2 3")
    assert game.view(0)["state"]["peek"] == game.players[0]["cauldron"]
    assert game.view(1)["state"]["peek"] is None


def test_from_view_draws_the_pile_and_keeps_the_record() -> None:
    game = midgame()
    view = game.view(1)
    worlds = [Game.from_view(view, Pcg32.from_seed(k)) for k in range(4)]
    assert all(w.view(1) == view for w in worlds)
    assert all(w.players[0]["cauldron"] == game.players[0]["cauldron"] for w in worlds)
    assert len({tuple(w.pile) for w in worlds}) > 1
    assert all(sorted(w.pile) == sorted(game.pile) for w in worlds)


def test_from_view_of_a_forgetful_memory_draws_the_forgotten_cards() -> None:
    game = midgame()
    forgot = recall(game.view(0), 0)
    assert all(c[:-1] == [None] * (len(c) - 1) for c in forgot["seen"]["cauldrons"]), (
        "only the tops remain"
    )
    worlds = [Game.from_view(forgot, Pcg32.from_seed(k)) for k in range(12)]
    for w in worlds:
        assert [p["cauldron"][-1:] for p in w.players] == [p["cauldron"][-1:] for p in game.players]
        assert w.card_census() == game.card_census()
        assert all(goes_in_cauldron(c) for p in w.players for c in p["cauldron"]), "no spells"
    assert len({tuple(w.players[0]["cauldron"]) for w in worlds}) > 1


def test_recall_keeps_the_cards_of_the_last_entries() -> None:
    game = midgame(players=2, actions=20)
    view = game.view(0)
    log = view["seen"]["log"]
    kept = recall(view, 4)
    remembered = [c for cs in kept["seen"]["cauldrons"] for c in cs if c is not None]
    recent = [e["card"] for e in log[-4:] if e["how"] in ("take", "accio")]
    tops = [p["cauldron"][-1] for p in game.players if p["cauldron"]]
    for c in remembered:
        assert c in recent or c in tops
    assert recall(view, None) == view
