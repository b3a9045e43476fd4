"""The deal, the set-up checks, and the card data."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from potions import GAMES, SetupError
from potions.practice import CARDS, ELEMENTS, FORMULA_NAMES, new_game
from potions.practice.cards import ELEMENT_NAMES

SHARED = Path("/work/shared/rules/potion-making-practice-cards.json")


@pytest.mark.parametrize("players", range(2, 7))
def test_the_deal(players: int) -> None:
    game = new_game([f"P{i}" for i in range(players)], 11)
    hands = [len(p["hand"]) for p in game.players]
    assert hands == [5] + [4] * (players - 1), "4 each; the first player drew its fifth"
    desk = sum(len(p) for p in game.piles.values()) + len(game.apart)
    assert desk == 4
    assert len(game.deck) == 76 - 4 * players - 4 - 1
    assert game.card_census() == Counter(range(76))
    assert game.scores() == [0] * players, "the Desk's first cards score nothing"
    assert game.current_player == 0 and game.phase == "play" and game.history == []


def test_same_seed_same_deal_and_different_seeds_differ() -> None:
    one, two = new_game(["A", "B"], 5), new_game(["A", "B"], 5)
    assert one.to_dict() == two.to_dict()
    assert new_game(["A", "B"], 6).to_dict() != one.to_dict()


@pytest.mark.parametrize(
    "players,code",
    [
        (["Solo"], "player_count"),
        ([f"P{i}" for i in range(7)], "player_count"),
        (["Ann", " "], "player_name"),
        (["Ann", "B" * 25], "player_name"),
        (["Ann", 3], "player_name"),
        ("Ann,Bob", "player_count"),
    ],
)
def test_bad_set_ups(players: object, code: str) -> None:
    with pytest.raises(SetupError) as err:
        new_game(players, 1)  # type: ignore[arg-type]
    assert err.value.code == code


def test_names_are_stripped_and_the_seed_must_be_an_integer() -> None:
    assert new_game([" Ann ", "Bob"], 1).config["players"] == ["Ann", "Bob"]
    with pytest.raises(SetupError):
        new_game(["Ann", "Bob"], "7")  # type: ignore[arg-type]
    with pytest.raises(SetupError):
        new_game(["Ann", "Bob"], True)


def test_registered_with_hidden_hands() -> None:
    info = GAMES["practice"]
    assert (info.min_players, info.max_players, info.secrets) == (2, 6, True)
    assert info.levels == ("easy", "medium", "hard") and info.options == ()


def test_card_names_are_messages_with_a_context() -> None:
    assert len(ELEMENTS) == 16 and set(ELEMENT_NAMES) == set(ELEMENTS)
    assert all(m.context == "element" for m in ELEMENT_NAMES.values())
    assert all(m.context == "formula" for m in FORMULA_NAMES.values())
    assert {c.name for c in CARDS} == set(FORMULA_NAMES)
    assert CARDS[24].title.english() == "Elixir of Fire"


@pytest.mark.skipif(not SHARED.exists(), reason="the shared card data is not on this machine")
def test_cards_match_the_shared_card_data() -> None:
    data = json.loads(SHARED.read_text(encoding="utf-8"))
    names = {e["id"]: e["name"] for e in data["elements"]}
    assert {e: ELEMENT_NAMES[e].english() for e in ELEMENTS} == names
    for raw, c in zip(data["cards"], CARDS, strict=True):
        assert (raw["id"], raw["type"], raw["points"]) == (c.id, c.kind, c.points)
        assert c.title.english() == raw["name"]
        assert list(c.elements) == raw.get("elements", [raw.get("element")])
        assert raw.get("spell") == c.spell
        needs = []
        for n in raw.get("components", []):
            if "element" in n:
                needs.append(("element", n["element"]))
            elif "formula" in n:
                needs.append(("formula", n["formula"]))
            else:
                needs.append(("kind", n["any_formula_of_type"]))
        ours = [
            (n.key, FORMULA_NAMES[n.what].english() if n.key == "formula" else n.what)
            for n in c.needs
        ]
        assert ours == needs
