"""The rulebook's rules as golden cases: elements, formulas and the half share, returned
cards, the three spells, the Supreme cards, the draw and the end."""

from __future__ import annotations

import pytest
from practice_helpers import card, play, position, texts

from potions.practice import CARDS, new_game

FIRE = card("elixir-of-fire")  # 24: Ether Waves + Fiery Light, element Quintessence of Will
FIRE2 = card("elixir-of-fire", 1)  # 25
YOUTH = card("elixir-of-eternal-youth")  # 16: Phoenix Feather + Ether Waves
REBIRTH = card("great-elixir-of-rebirth")  # 50: Elixir of Fire + Elixir of Eternal Youth
SLEEP = card("potion-of-eternal-sleep")  # 0: Spring Water + Belladonna, element Fiery Light
SLEEP2 = card("potion-of-eternal-sleep", 1)  # 1
EMANATION = card("emanation-of-power")  # 30, element Ether Waves
EMANATION2 = card("emanation-of-power", 1)  # 31
TELEPATHIC = card("telepathic-draught", 1)  # 33, element Ether Waves
WARDING = card("warding-solution")  # 12: Dragon's Tooth + Quintessence, element Phoenix
OBLIVION = card("elixir-of-oblivion")  # 18: Belladonna + Bat Wing, element Fern Flower
TIMELESS = card("great-elixir-of-timelessness")  # 48: Oblivion + Eternal Sleep
POLY = card("polyglotum-potion")  # 2, element Belladonna
POLY2 = card("polyglotum-potion", 1)  # 3
KNOWLEDGE = card("elixir-of-knowledge")  # 20, element Spring Water
LOYALTY = card("elixir-of-loyalty")  # 14, element Mushrooms
LOYALTY2 = card("elixir-of-loyalty", 1)  # 15
SUPREME_ELIXIR = card("supreme-elixir")  # 68: Astral Energy, Quintessence, Ether Waves
SUPREME_TALISMAN = card("supreme-talisman-of-magic")  # 69: Phoenix, Thought, Dragon's Tooth
INVISIBILITY = card("elixir-of-invisibility")  # 22, element Astral Energy
VANISHING = card("great-elixir-of-vanishing")  # 52, element Dragon's Tooth
TRANSFORMATION = card("transformation-spell")  # 70, element Bat Wing
TRANSFORMATION2 = card("transformation-spell", 1)  # 71, element Mandrake Root
EUREKA = card("eureka-spell")  # 72, element Mushrooms
EUREKA2 = card("eureka-spell", 1)  # 73, element Belladonna
DECOMPOSITION = card("decomposition-spell")  # 74, element Fern Flower


def test_card_data() -> None:
    assert len(CARDS) == 76 and [c.id for c in CARDS] == list(range(76))
    kinds = {k: sum(1 for c in CARDS if c.kind == k) for k in {c.kind for c in CARDS}}
    assert kinds == {
        "simple_elixir": 32,
        "complex_elixir": 12,
        "powder": 4,
        "great_elixir": 8,
        "talisman": 4,
        "creature": 8,
        "supreme_elixir": 1,
        "supreme_talisman": 1,
        "spell": 6,
    }
    assert (CARDS[FIRE].points, CARDS[REBIRTH].points, CARDS[SUPREME_ELIXIR].points) == (2, 6, 10)
    assert CARDS[SUPREME_ELIXIR].elements == (
        "astral-energy",
        "quintessence-of-will",
        "ether-waves",
    )
    assert sorted(str(c.spell) for c in CARDS if c.spell) == [
        "decomposition",
        "decomposition",
        "eureka",
        "eureka",
        "transformation",
        "transformation",
    ]


# ------------------------------------------------------------------ elements


def test_an_element_new_to_the_desk_scores_one_point() -> None:
    game = play(position(hands={0: [FIRE]}), f"element {FIRE}")
    assert game.scores() == [1, 0]
    assert game.piles["quintessence-of-will"] == [FIRE]
    assert texts(game)[0] == (
        "Ann played Quintessence of Will (Elixir of Fire) as an element: "
        "1 point, a new element on the Desk."
    )


def test_an_element_already_on_the_desk_stacks_for_no_points() -> None:
    game = play(position(hands={0: [FIRE]}, piles=[FIRE2]), f"element {FIRE}")
    assert game.scores() == [0, 0]
    assert game.piles["quintessence-of-will"] == [FIRE2, FIRE]


def test_a_spell_played_as_an_element_goes_on_top() -> None:
    game = play(position(hands={0: [EUREKA]}, piles=[LOYALTY]), f"element {EUREKA}")
    assert game.piles["mushrooms"] == [LOYALTY, EUREKA]
    assert game.scores() == [0, 0]


# ------------------------------------------------------------------ formulas


def test_rulebook_formula_from_the_desk() -> None:
    game = position(hands={0: [FIRE]}, piles=[EMANATION, SLEEP])
    play(game, f"formula {FIRE}")
    assert game.scores() == [2, 0]
    assert game.players[0]["formulas"] == [{"card": FIRE, "under": [EMANATION, SLEEP]}]
    assert not game.piles["ether-waves"] and not game.piles["fiery-light"]
    assert (
        texts(game)[0] == "Ann composed Elixir of Fire from Ether Waves and Fiery Light: 2 points."
    )


def test_components_are_the_tops_of_the_piles() -> None:
    game = position(hands={0: [FIRE]}, piles=[EMANATION, TELEPATHIC, SLEEP])
    play(game, f"formula {FIRE}")
    assert game.piles["ether-waves"] == [EMANATION]
    assert game.players[0]["formulas"][0]["under"] == [TELEPATHIC, SLEEP]


def test_formula_needs_every_component_on_the_table() -> None:
    game = position(hands={0: [FIRE]}, piles=[EMANATION])
    assert f"formula {FIRE}" not in {str(a) for a in game.legal_actions()}
    assert f"element {FIRE}" in {str(a) for a in game.legal_actions()}


def test_half_share_to_the_player_whose_formula_was_used() -> None:
    game = position(
        hands={0: [REBIRTH]},
        formulas={0: [(YOUTH, [WARDING, EMANATION2])], 1: [(FIRE, [EMANATION, SLEEP])]},
        points=[10, 10],
    )
    play(game, f"formula {REBIRTH}")
    assert game.scores() == [16, 13]
    assert game.players[0]["formulas"] == [{"card": REBIRTH, "under": [FIRE, YOUTH]}]
    assert game.players[1]["formulas"] == []
    assert texts(game)[:2] == [
        "Ann composed Great Elixir of Rebirth from Bob's Elixir of Fire and "
        "Ann's Elixir of Eternal Youth: 6 points.",
        "Bob gained 3 points, half of Great Elixir of Rebirth, for lending a formula to Ann.",
    ]


def test_half_share_once_however_many_formulas_of_one_player() -> None:
    game = position(
        hands={0: [REBIRTH]},
        formulas={1: [(FIRE, [EMANATION, SLEEP]), (YOUTH, [WARDING, EMANATION2])]},
    )
    play(game, f"formula {REBIRTH}")
    assert game.scores() == [6, 3]


def test_half_share_to_each_lender() -> None:
    game = position(
        players=3,
        hands={0: [REBIRTH]},
        formulas={1: [(FIRE, [EMANATION, SLEEP])], 2: [(YOUTH, [WARDING, EMANATION2])]},
    )
    play(game, f"formula {REBIRTH}")
    assert game.scores() == [6, 3, 3]


def test_own_formulas_share_nothing_and_their_components_return_for_no_points() -> None:
    game = position(
        hands={0: [REBIRTH]},
        formulas={0: [(FIRE, [EMANATION, SLEEP]), (YOUTH, [WARDING, EMANATION2])]},
    )
    play(game, f"formula {REBIRTH}")
    assert game.scores() == [6, 0]
    # Ether Waves twice (two Emanations of Power: the order cannot matter), Fiery Light,
    # Phoenix Feather: all back on the Desk, stacked without asking.
    assert game.piles["ether-waves"] == [EMANATION, EMANATION2]
    assert game.piles["fiery-light"] == [SLEEP]
    assert game.piles["phoenix-feather"] == [WARDING]
    assert texts(game)[1] == (
        "Back to the Desk of Elements, for no points: Fiery Light (Potion of Eternal Sleep), "
        "Phoenix Feather (Warding Solution), Ether Waves (Emanation of Power) and "
        "Ether Waves (Emanation of Power)."
    )


def test_a_formula_kept_alone_lends_like_any_other() -> None:
    game = position(hands={0: [REBIRTH]}, formulas={0: [(YOUTH, [])], 1: [(FIRE, [])]})
    play(game, f"formula {REBIRTH}")
    assert game.scores() == [6, 3]
    assert not any(game.piles.values()), "nothing was under them: nothing returns"


def test_returned_cards_of_one_element_are_stacked_in_the_players_order() -> None:
    game = position(
        hands={0: [REBIRTH]},
        formulas={0: [(FIRE, [TELEPATHIC, SLEEP]), (YOUTH, [WARDING, EMANATION])]},
    )
    play(game, f"formula {REBIRTH}")
    assert game.phase == "stack" and game.current == 0
    assert [str(a) for a in game.legal_actions()] == [f"stack {EMANATION}", f"stack {TELEPATHIC}"]
    play(game, f"stack {TELEPATHIC}")
    assert game.piles["ether-waves"] == [TELEPATHIC, EMANATION]
    assert game.current == 1 and game.phase == "play"


def test_returned_spells_go_to_the_bottom_of_their_piles() -> None:
    game = position(
        hands={0: [TIMELESS]},
        piles=[POLY2],
        formulas={0: [(OBLIVION, [EUREKA2, TRANSFORMATION]), (SLEEP, [KNOWLEDGE, POLY])]},
    )
    play(game, f"formula {TIMELESS}")
    assert game.piles["belladonna"] == [EUREKA2, POLY2, POLY]
    assert game.piles["bat-wing"] == [TRANSFORMATION]
    assert game.piles["spring-water"] == [KNOWLEDGE]


def test_a_choice_of_components_is_asked_one_at_a_time() -> None:
    game = position(
        hands={0: [REBIRTH]},
        formulas={
            0: [(FIRE, [EMANATION, SLEEP])],
            1: [(FIRE2, [EMANATION2, SLEEP2]), (YOUTH, [WARDING, TELEPATHIC])],
        },
    )
    play(game, f"formula {REBIRTH}")
    assert game.phase == "component"
    assert [str(a) for a in game.legal_actions()] == [f"use {FIRE}", f"use {FIRE2}"]
    play(game, f"use {FIRE}")
    assert game.scores() == [6, 3]
    assert game.players[1]["formulas"] == [{"card": FIRE2, "under": [EMANATION2, SLEEP2]}]


# ------------------------------------------------------------------ spells


def test_eureka_takes_a_formula_from_a_pile_top_then_another_card_is_played() -> None:
    game = position(
        hands={0: [EUREKA, FIRE, POLY, WARDING, LOYALTY]},
        piles=[SLEEP2, SLEEP, EMANATION, DECOMPOSITION],
    )
    assert f"spell {EUREKA}" in {str(a) for a in game.legal_actions()}
    play(game, f"spell {EUREKA}")
    assert game.phase == "eureka"
    # The top of each pile that shows a formula; the Decomposition Spell on top of Fern
    # Flower does not.
    assert [str(a) for a in game.legal_actions()] == [f"take {SLEEP}", f"take {EMANATION}"]
    play(game, f"take {SLEEP}")
    assert game.phase == "play" and game.current == 0
    assert SLEEP in game.players[0]["hand"] and game.players[0]["known"] == [SLEEP]
    assert game.piles["mushrooms"] == [EUREKA]
    assert game.piles["fiery-light"] == [SLEEP2]
    play(game, f"formula {FIRE}")
    assert game.scores() == [2, 0]
    assert game.current == 1
    # Hand: 5 - spell + taken - formula = 4: one card to draw next turn.
    assert len(game.players[0]["hand"]) == 4
    assert game.players[0]["known"] == [SLEEP]


def test_eureka_may_take_a_supreme_card_apart() -> None:
    game = position(
        hands={0: [EUREKA]}, piles=[KNOWLEDGE, POLY], apart=[SUPREME_ELIXIR], deck=[FIRE]
    )
    play(game, f"spell {EUREKA}")
    assert [str(a) for a in game.legal_actions()] == [
        f"take {POLY}",
        f"take {KNOWLEDGE}",
        f"take {SUPREME_ELIXIR}",
    ]
    play(game, f"take {SUPREME_ELIXIR}")
    assert game.players[0]["hand"] == [SUPREME_ELIXIR] and game.apart == []
    play(game, f"element {SUPREME_ELIXIR}")
    assert game.scores() == [3, 0]


def test_eureka_can_take_the_formula_card_it_then_composes() -> None:
    game = position(hands={0: [EUREKA]}, piles=[KNOWLEDGE, POLY, SLEEP], deck=[FIRE])
    play(game, f"spell {EUREKA}", f"take {SLEEP}")
    assert game.players[0]["hand"] == [SLEEP]
    play(game, f"formula {SLEEP}")
    assert game.scores() == [2, 0]
    assert game.players[0]["known"] == []


def test_a_lone_choice_is_made_for_the_player() -> None:
    game = position(hands={0: [EUREKA, FIRE]}, piles=[SLEEP], deck=[WARDING])
    play(game, f"spell {EUREKA}")
    assert game.phase == "play" and game.players[0]["hand"] == [SLEEP, FIRE]
    assert [e["type"] for e in game.events] == ["spell", "eureka"]
    assert texts(game) == [
        "Ann cast the «Eureka!» Spell.",
        "Ann took Fiery Light (Potion of Eternal Sleep) from the Desk of Elements into their hand.",
    ]


def test_spells_need_something_to_act_on() -> None:
    spells = [EUREKA, DECOMPOSITION, TRANSFORMATION]
    # A spell on top of Belladonna hides the Polyglotum Potion under it; no formulas yet.
    game = position(hands={0: spells}, piles=[POLY2, EUREKA2])
    legal = {str(a) for a in game.legal_actions()}
    assert not any(a.startswith("spell") for a in legal)
    assert {f"element {c}" for c in spells} <= legal
    # A formula kept alone (nothing under it) cannot be decomposed, but it can be
    # transformed into the Polyglotum Potion on top of its pile.
    game = position(hands={0: spells}, piles=[POLY2], formulas={0: [(FIRE, [])]})
    legal = {str(a) for a in game.legal_actions()}
    assert {a for a in legal if a.startswith("spell")} == {
        f"spell {EUREKA}",
        f"spell {TRANSFORMATION}",
    }


def test_decomposition_keeps_one_card_as_a_formula_and_returns_the_rest() -> None:
    game = position(
        hands={0: [DECOMPOSITION, WARDING, POLY, LOYALTY, KNOWLEDGE]},
        formulas={0: [(REBIRTH, [FIRE, YOUTH])]},
        points=[6, 0],
    )
    play(game, f"spell {DECOMPOSITION}")
    assert game.phase == "keep"
    assert [str(a) for a in game.legal_actions()] == [
        f"keep {YOUTH}",
        f"keep {FIRE}",
        f"keep {REBIRTH}",
    ]
    play(game, f"keep {FIRE}")
    assert game.players[0]["formulas"] == [{"card": FIRE, "under": []}]
    assert game.piles["bat-wing"] == [REBIRTH]
    assert game.piles["dragon-s-tooth"] == [YOUTH]
    assert game.piles["fern-flower"] == [DECOMPOSITION]
    assert game.scores() == [6, 0], "a decomposed formula earns nothing"
    assert game.phase == "play" and game.current == 0
    play(game, f"element {WARDING}")
    assert game.current == 1
    play(game, f"element {game.players[1]['hand'][0]}")
    assert game.current == 0 and len(game.players[0]["hand"]) == 5
    assert game.events[-1] == {"type": "turn", "seat": 0, "drew": 2}


def test_decomposition_never_keeps_a_spell() -> None:
    game = position(
        hands={0: [DECOMPOSITION, WARDING]}, formulas={0: [(OBLIVION, [EUREKA2, TRANSFORMATION])]}
    )
    play(game, f"spell {DECOMPOSITION}")
    assert game.players[0]["formulas"] == [{"card": OBLIVION, "under": []}]
    assert game.piles["belladonna"] == [EUREKA2]
    assert game.phase == "play"


def test_decomposition_as_the_last_card_ends_the_turn() -> None:
    game = position(
        hands={0: [DECOMPOSITION], 1: [WARDING]},
        formulas={0: [(OBLIVION, [EUREKA2, TRANSFORMATION])]},
        deck=[],
    )
    play(game, f"spell {DECOMPOSITION}")
    assert game.current == 1


def test_transformation_turns_a_formula_into_a_desk_card() -> None:
    game = position(
        hands={0: [TRANSFORMATION, REBIRTH, POLY, LOYALTY, KNOWLEDGE]},
        piles=[YOUTH, INVISIBILITY],
        formulas={0: [(FIRE, [EMANATION, SLEEP]), (WARDING, [VANISHING, FIRE2])]},
    )
    play(game, f"spell {TRANSFORMATION}")
    assert game.phase == "transform"
    assert [str(a) for a in game.legal_actions()] == [f"target {WARDING}", f"target {FIRE}"]
    play(game, f"target {WARDING}")
    assert [str(a) for a in game.legal_actions()] == [f"take {YOUTH}", f"take {INVISIBILITY}"]
    play(game, f"take {YOUTH}")
    assert game.players[0]["formulas"] == [
        {"card": FIRE, "under": [EMANATION, SLEEP]},
        {"card": YOUTH, "under": []},
    ]
    assert game.piles["phoenix-feather"] == [WARDING]
    assert game.piles["dragon-s-tooth"] == [VANISHING]
    assert game.piles["quintessence-of-will"] == [FIRE2]
    assert game.piles["bat-wing"] == [TRANSFORMATION]
    assert texts(game)[0] == (
        "Ann transformed Warding Solution into Elixir of Eternal Youth, "
        "taken from the Desk of Elements."
    )
    play(game, f"formula {REBIRTH}")
    assert game.scores() == [6, 0]
    assert len(game.players[0]["hand"]) == 3, "two cards to draw next turn"


def test_transformation_into_an_identical_card() -> None:
    """Ruling 23: "into any other formula" is another card of the Desk; an identical card
    (the other Elixir of Fire) is one: the formula's cards return to the Desk and the card
    taken stands alone, as with a Decomposition keeping the formula card."""
    game = position(
        hands={0: [TRANSFORMATION, POLY]},
        piles=[FIRE2],
        formulas={0: [(FIRE, [EMANATION, SLEEP])]},
    )
    play(game, f"spell {TRANSFORMATION}")  # one formula, one Desk formula: nothing to ask
    assert game.players[0]["formulas"] == [{"card": FIRE2, "under": []}]
    assert game.piles["quintessence-of-will"] == [FIRE]
    assert game.piles["ether-waves"] == [EMANATION] and game.piles["fiery-light"] == [SLEEP]
    assert game.phase == "play" and str(game.legal_actions()[0]) == f"element {POLY}"


def test_two_spells_in_a_turn_draw_up_to_five() -> None:
    game = position(
        hands={0: [TRANSFORMATION, DECOMPOSITION, POLY, LOYALTY, KNOWLEDGE], 1: [LOYALTY2]},
        piles=[YOUTH],
        formulas={0: [(FIRE, [EMANATION, SLEEP]), (WARDING, [VANISHING, FIRE2])]},
    )
    play(game, f"spell {TRANSFORMATION}", f"target {FIRE}")
    assert game.players[0]["formulas"][0] == {"card": YOUTH, "under": []}
    play(game, f"spell {DECOMPOSITION}", f"keep {WARDING}", f"element {POLY}")
    assert game.players[0]["formulas"] == [
        {"card": YOUTH, "under": []},
        {"card": WARDING, "under": []},
    ]
    play(game, f"element {LOYALTY2}")
    assert game.current == 0
    assert game.events[-1] == {"type": "turn", "seat": 0, "drew": 3}


# ------------------------------------------------------------------ Supreme cards


def test_supreme_card_as_elements_scores_the_missing_ones_and_lies_apart() -> None:
    game = position(hands={0: [SUPREME_ELIXIR], 1: [FIRE]}, piles=[INVISIBILITY])
    play(game, f"element {SUPREME_ELIXIR}")
    assert game.scores() == [2, 0]
    assert game.apart == [SUPREME_ELIXIR] and game.piles["astral-energy"] == [INVISIBILITY]
    assert texts(game)[0] == (
        "Ann played Supreme Elixir as the elements Astral Energy, Quintessence of Will and "
        "Ether Waves: 2 points."
    )
    play(game, f"element {FIRE}")
    assert game.scores() == [2, 0], "Quintessence of Will is on the Desk (the Supreme Elixir)"


@pytest.mark.parametrize(
    "piles,points", [([], 3), ([YOUTH], 2), ([YOUTH, WARDING, card("elixir-of-strength")], 0)]
)
def test_supreme_talisman_as_elements_scores_zero_to_three(piles: list[int], points: int) -> None:
    game = position(hands={0: [SUPREME_TALISMAN]}, piles=piles)
    play(game, f"element {SUPREME_TALISMAN}")
    assert game.scores()[0] == points


def test_supreme_cards_on_the_desk_are_each_one_element_of_a_formula() -> None:
    game = position(hands={0: [YOUTH]}, apart=[SUPREME_ELIXIR, SUPREME_TALISMAN])
    play(game, f"formula {YOUTH}")
    assert game.players[0]["formulas"] == [
        {"card": YOUTH, "under": [SUPREME_TALISMAN, SUPREME_ELIXIR]}
    ]
    assert game.apart == []
    assert texts(game)[0] == (
        "Ann composed Elixir of Eternal Youth from Supreme Talisman of Magic as Phoenix Feather "
        "and Supreme Elixir as Ether Waves: 2 points."
    )


def test_a_supreme_card_or_the_pile_top_is_the_players_choice() -> None:
    game = position(hands={0: [FIRE]}, piles=[EMANATION, SLEEP], apart=[SUPREME_ELIXIR])
    play(game, f"formula {FIRE}")
    assert [str(a) for a in game.legal_actions()] == [f"use {EMANATION}", f"use {SUPREME_ELIXIR}"]
    play(game, f"use {SUPREME_ELIXIR}")
    assert game.piles["ether-waves"] == [EMANATION]
    assert game.players[0]["formulas"][0]["under"] == [SUPREME_ELIXIR, SLEEP]


def test_supreme_elixir_from_any_two_great_elixirs() -> None:
    game = position(
        hands={0: [SUPREME_ELIXIR]},
        formulas={0: [(REBIRTH, [FIRE, YOUTH])], 1: [(TIMELESS, [OBLIVION, SLEEP])]},
    )
    play(game, f"formula {SUPREME_ELIXIR}")
    assert game.scores() == [10, 5]
    assert game.players[0]["formulas"] == [{"card": SUPREME_ELIXIR, "under": [REBIRTH, TIMELESS]}]
    assert game.piles["quintessence-of-will"] == [FIRE]
    assert game.piles["fern-flower"] == [OBLIVION]


def test_a_used_supreme_card_returns_apart() -> None:
    game = position(
        hands={0: [card("great-elixir-of-protection")]},
        formulas={0: [(WARDING, [SUPREME_TALISMAN, FIRE]), (EMANATION, [FIRE2, KNOWLEDGE])]},
    )
    play(game, f"formula {card('great-elixir-of-protection')}")
    assert game.apart == [SUPREME_TALISMAN]


# ------------------------------------------------------------------ the draw and the end


def test_each_turn_starts_by_drawing_up_to_five() -> None:
    game = position(hands={0: [FIRE], 1: [POLY, POLY2]})
    play(game, f"element {FIRE}")
    assert len(game.players[1]["hand"]) == 5
    assert game.events[-1] == {"type": "turn", "seat": 1, "drew": 3}


def test_after_the_deck_the_game_goes_on_until_every_hand_is_played_out() -> None:
    game = position(hands={0: [FIRE, FIRE2], 1: [POLY]}, deck=[WARDING])
    play(game, f"element {FIRE}")
    assert game.exhausted and game.players[1]["hand"] == [POLY, WARDING]
    assert "The deck is exhausted" in texts(game)[-1]
    play(game, f"element {POLY}")
    assert not game.is_over and game.current == 0
    play(game, f"element {FIRE2}")
    assert game.current == 1
    assert game.players[0]["hand"] == []
    play(game, f"element {WARDING}")
    assert game.is_over and game.current_player is None
    assert game.scores() == [1, 2] and game.winners() == [1]
    assert texts(game)[-1] == "Game over: Bob wins! Final scores: Ann 1 and Bob 2."


def test_a_player_without_cards_is_skipped() -> None:
    game = position(players=3, hands={0: [FIRE], 2: [POLY, POLY2]}, deck=[])
    play(game, f"element {FIRE}")
    assert game.current == 2
    play(game, f"element {POLY}")
    assert game.current == 2
    play(game, f"element {POLY2}")
    assert game.is_over


def test_a_tie_shares_the_victory() -> None:
    game = position(hands={0: [FIRE], 1: []}, deck=[], points=[4, 5])
    play(game, f"element {FIRE}")
    assert game.is_over and game.scores() == [5, 5] and game.winners() == [0, 1]
    assert (
        texts(game)[-1]
        == "Game over: Ann and Bob share the victory! Final scores: Ann 5 and Bob 5."
    )


def test_only_draws_reveal_something() -> None:
    assert new_game(["Ann", "Bob"], 3).revealed, "the deal"
    game = position(hands={0: [EUREKA, FIRE]}, piles=[SLEEP, POLY], deck=[WARDING, YOUTH])
    play(game, f"spell {EUREKA}")
    assert not game.revealed, "casting and choosing reveal nothing"
    play(game, f"take {SLEEP}")
    assert not game.revealed
    play(game, f"element {FIRE}")
    assert game.revealed, "Bob drew his cards"
    play(game, f"element {game.players[1]['hand'][0]}")
    assert not game.revealed, "the deck was already out: nothing drawn"
