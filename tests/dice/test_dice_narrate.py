"""The game log: a turn told as a player would tell it."""

from dice_helpers import after_draft, card_of, lay_out, rig, space

from potions.core.i18n import Msg
from potions.dice import CARDS, describe, new_game
from potions.dice.cards import card_name, potion_name
from potions.dice.narrate import count_word


def log(game, action: str) -> list[str]:  # type: ignore[no-untyped-def]
    game.apply(action)
    return [str(m) for m in describe(game)]


def test_a_turn_told() -> None:
    game = after_draft()
    target = card_of("changer", 5)  # 2 2 3 3 3
    lay_out(game, 0, spaces=[space(target, [2]), space(card_of("love", 8))])  # 1 1 1 1 1 5 5 5
    rig(game, [3, 3, 5, 1, 6, 6, 2, 4, 4, 1, 2, 5, 3, 1])
    assert log(game, "roll") == []
    rig(game, [2, 2, 6, 5, 1, 4, 4, 1, 5])
    assert log(game, "choose 3") == ["Ann rolled ⚂⚂⚄⚀⚅⚅⚁⚃⚃⚀⚁⚄⚂⚀: set aside three 3s."]
    rig(game, [6, 6, 6, 3, 3, 2])
    assert log(game, "choose 2") == [
        "Ann rolled ⚁⚁⚅⚄⚀⚃⚃⚀⚄: set aside two 2s.",
        "Ann rolled ⚅⚅⚅⚂⚂⚁: no new number to set aside, the rolling is over.",
    ]
    name = str(potion_name(target))
    assert log(game, "place 2 0") == [f"Ann placed a 2 on {name}."]
    assert log(game, "place 3 0") == [f"Ann placed a 3 on {name}."]
    game.apply("place 3 0")
    assert log(game, "place 3 0") == [
        f"Ann placed a 3 on {name}.",
        f"Ann finished {card_name(target)}!",
    ]
    assert log(game, "end") == ["Ann keeps ⚁ in the reserve."]
    new = game.market[1]
    assert log(game, f"take {new}") == [
        f"Ann took {card_name(new)} from the market.",
        "Round 1: Bob's turn.",
    ]


def test_card_names() -> None:
    reroll = card_of("reroll", 3, star=True)
    card = CARDS[reroll]
    assert str(card_name(reroll)) == (
        f"Reroll {''.join('⚀⚁⚂⚃⚄⚅'[v - 1] for v in card.recipe)} ({card.points} points)"
    )
    virtual = card_of("virtual", 5)
    assert str(potion_name(virtual)) == "Virtual Die " + "⚀⚁⚂⚃⚄⚅"[CARDS[virtual].face - 1]


def test_count_words() -> None:
    assert count_word(2) == Msg("two", context="dice count")
    assert count_word(12) == 12


def test_draft_and_turn_sentences() -> None:
    game = new_game(["Ann", "Bob"], 3)
    card = game.offer[0]
    assert log(game, f"take {card}") == [f"Ann chose the starting potion {card_name(card)}."]
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    assert str(describe(game)[-1]) == "Round 1: Ann's turn."


def test_every_event_of_a_random_game_is_told_in_english() -> None:
    from potions.core.rng import Pcg32

    game = new_game(["Ann", "Bob", "Cy"], 8)
    chooser = Pcg32.from_seed(2)
    told = set()
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(legal[chooser.below(len(legal))])
        for m in describe(game):
            text = str(m)
            assert "{" not in text and text.endswith((".", "!"))
        told |= {e["type"] for e in game.events}
    assert {"draft", "turn", "choose", "prep_end", "place", "finish", "over"} <= told
