"""The work table: placing dice, finishing potions, the Little Help, the reserve, the
market, awards, rounds, the end of the game and its score pad."""

from typing import Any

import pytest
from dice_helpers import after_draft, at_prep, at_work, card_of, lay_out, rig, space, strings

from potions.dice import CARDS, Game, IllegalActionError, describe, new_game
from potions.dice.cards import ROUNDS
from tests.core.random_play import played_out


def two_potions(seed: int = 1):  # type: ignore[no-untyped-def]
    game = after_draft(seed=seed)
    a, b = card_of("changer", 5), card_of("trick", 6)  # 2 2 3 3 3 and 2 2 2 3 3 3
    lay_out(game, 0, spaces=[space(a), space(b)])
    return game, a, b


def test_place_dice_on_potions_that_need_them() -> None:
    game, a, _b = two_potions()
    assert CARDS[a].recipe == (2, 2, 3, 3, 3)
    at_work(game, [2, 5])
    assert strings(game) == [
        "place 2 0",
        "place 2 1",
        "help 2 0",
        "help 2 1",
        "help 3 0",
        "help 3 1",
        "end",
    ]
    game.apply("place 2 1")
    assert game.players[0]["spaces"][1]["dice"] == [2]  # type: ignore[index]
    assert game.turn["ready"] == [5]
    before = game.to_dict()
    with pytest.raises(IllegalActionError) as err:
        game.apply("place 5 0")
    assert err.value.code == "not_needed"
    with pytest.raises(IllegalActionError) as err:
        game.apply("place 4 0")
    assert err.value.code == "no_such_die"
    assert game.to_dict() == before


def test_a_finished_potion_is_set_aside_full_and_its_dice_return() -> None:
    game, a, _ = two_potions()
    lay_out(game, 0, spaces=[space(a, [2, 2, 3, 3]), game.players[0]["spaces"][1]])
    at_work(game, [3])
    table = game.players[0]["table"]
    game.apply("place 3 0")
    p = game.players[0]
    assert p["spaces"][0] is None
    assert p["potions"] == [{"card": a, "full": True}]
    assert p["table"] == table + 5, "the dice of the potion go back to the table"
    assert game.score_of(0) == CARDS[a].points
    assert str(describe(game)[-1]).startswith("Ann finished Number Changer ⚁⚁⚂⚂⚂")
    # Its dice cannot be placed again this turn.
    assert "place 3 1" not in strings(game)


def test_little_help_turns_a_die_of_the_table_for_minus_two() -> None:
    game, _a, _ = two_potions()
    at_work(game, [])
    game.apply("help 3 0")
    p = game.players[0]
    assert p["helps"] == 1 and p["spaces"][0]["dice"] == [3]  # type: ignore[index]
    assert game.score_of(0) == -2
    assert not any(s.startswith("help") for s in strings(game)), "once per round"
    with pytest.raises(IllegalActionError) as err:
        game.apply("help 3 1")
    assert err.value.code == "help_used"


def test_little_help_needs_a_die_on_the_table() -> None:
    game, _a, _b = two_potions()
    at_work(game, [], leftover=0)
    game.players[0]["table"] = 0
    game.players[0]["reserve"] = [1, 1, 1]
    game.turn["ready"] = [1] * 12
    game._legal = None
    assert not any(s.startswith("help") for s in strings(game))
    with pytest.raises(IllegalActionError) as err:
        game.apply("help 3 0")
    assert err.value.code == "no_spare_die"


def sixes_only(rules: int | None = None) -> Game:
    """The issue's position: roll 6 6 1 with 2 3 4 5 set aside and nothing on the
    preparation table; choosing the 1 leaves only the two 6s there."""
    game = new_game(["Ann", "Bob"], 1, rules=rules)
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    lay_out(
        game,
        0,
        spaces=[space(card_of("love", 8), [5, 5, 5]), space(card_of("trick", 7), [2, 2, 2])],
        reserve=[3, 4],
    )
    at_prep(game, [6, 6, 1], [2, 3, 4, 5])
    assert game.players[0]["table"] == 0
    game.apply("choose 1")
    assert game.turn["stage"] == "work" and game.players[0]["table"] == 2
    return game


def test_little_help_never_turns_a_six_of_the_turn() -> None:
    """Ruling 12 (rules 2): "All dice showing a 6 ... cannot be used in the rest of the
    round, unless explicitly allowed by a potion"; the Little Help is not a potion."""
    game = sixes_only()
    assert game.turn["leftover"] == 0
    assert not any(s.startswith("help") for s in strings(game))
    before = game.to_dict()
    with pytest.raises(IllegalActionError) as err:
        game.apply("help 1 1")
    assert err.value.code == "no_spare_die"
    assert "never a 6" in str(err.value)
    assert game.to_dict() == before


def test_little_help_never_turns_a_die_of_a_potion_finished_this_turn() -> None:
    """Ruling 11: a finished potion's dice go to the preparation table, never to be placed
    again this turn: not through the Little Help either."""
    game, a, _ = two_potions()
    lay_out(game, 0, spaces=[space(a, [2, 2, 3, 3]), game.players[0]["spaces"][1]])
    at_work(game, [3], leftover=0)
    game.apply("place 3 0")
    assert game.players[0]["table"] >= 5
    assert not any(s.startswith("help") for s in strings(game))


def test_little_help_turns_a_die_the_rolling_left_over() -> None:
    game, _a, _b = two_potions()
    rig(game, [3, 3])  # the two 1s left after choosing the 3s roll 3 3: nothing new
    at_prep(game, [3, 3, 1, 1, 6], [2, 4, 5])
    game.apply("choose 3")
    assert game.turn["stage"] == "work"
    assert game.turn["leftover"] == 2 and game.players[0]["table"] >= 3
    assert "help 2 0" in strings(game)
    game.apply("help 2 0")
    assert game.turn["leftover"] == 1
    assert not any(s.startswith("help") for s in strings(game)), "once per round"


def test_the_first_rules_let_the_little_help_turn_any_die_of_the_table() -> None:
    """A game of rules 1 (saved before the fix) goes on as it was played."""
    game = sixes_only(rules=1)
    assert "help 1 1" in strings(game)
    game.apply("help 1 1")
    assert game.players[0]["table"] == 1 and game.players[0]["helps"] == 1


def test_up_to_three_leftovers_go_to_the_reserve_without_asking() -> None:
    game, _, _ = two_potions()
    at_work(game, [1, 4, 5])
    game.apply("end")
    assert game.players[0]["reserve"] == [1, 4, 5]
    assert game.turn["stage"] == "start" and game.current == 1


def test_more_leftovers_the_player_chooses_three() -> None:
    game, _, _ = two_potions()
    at_work(game, [1, 1, 4, 5, 5])
    table = game.players[0]["table"]
    game.apply("end")
    assert game.turn["stage"] == "keep"
    assert strings(game) == ["keep 1", "keep 4", "keep 5"]
    game.apply("keep 5")
    game.apply("keep 1")
    assert strings(game) == ["keep 1", "keep 4", "keep 5"]
    game.apply("keep 4")
    assert game.players[0]["reserve"] == [1, 4, 5]
    assert game.players[1 - 1]["table"] == table + 2
    assert game.current == 1
    assert str(describe(game)[0]) == "Ann keeps ⚀⚃⚄ in the reserve."


def test_leftovers_of_one_number_fill_the_reserve_without_asking() -> None:
    game, _, _ = two_potions()
    at_work(game, [4, 4, 4, 4, 4])
    game.apply("end")
    assert game.players[0]["reserve"] == [4, 4, 4] and game.current == 1


def test_empty_spaces_are_filled_from_the_market_which_is_refilled() -> None:
    game, _a, _b = two_potions()
    lay_out(game, 0, spaces=[None, game.players[0]["spaces"][1]])
    at_work(game, [])
    market = list(game.market)
    top = game.deck[-1]
    game.apply("end")
    assert game.turn["stage"] == "market" and game.current == 0
    assert strings(game) == [f"take {c}" for c in market]
    game.apply(f"take {market[2]}")
    assert game.players[0]["spaces"][0]["card"] == market[2]  # type: ignore[index]
    assert game.market == [*market[:2], top, *market[3:]]
    assert game.current == 1


def test_the_market_shrinks_when_the_deck_is_empty() -> None:
    game, _, _b = two_potions()
    lay_out(game, 0, spaces=[None, None])
    at_work(game, [])
    game.deck = []
    market = list(game.market)
    game.apply("end")
    game.apply(f"take {market[0]}")
    game.apply(f"take {market[1]}")
    assert game.market == market[2:] and game.current == 1


def test_awards_three_of_a_type_and_six_types() -> None:
    game = after_draft()
    rerolls = [card_of("reroll", 5, copy=0), card_of("reroll", 5, copy=1), card_of("reroll", 6)]
    others = [card_of(k, 6) for k in ("love", "resurrection", "changer", "virtual", "refill")]
    lay_out(game, 0, potions=[(c, True) for c in rerolls[:2] + others])
    last = rerolls[2]
    need = list(CARDS[last].recipe)
    lay_out(game, 0, spaces=[space(last, need[1:]), None])
    at_work(game, need[:1])
    game.apply(f"place {need[0]} 0")
    assert game.players[0]["awards"] == [], "awards are checked at the end of the turn"
    game.apply("end")
    assert game.players[0]["awards"] == ["reroll", "variety"]
    texts = [str(m) for m in describe(game)]
    assert "Ann earned an award for 3 potions of Reroll (+4 points)." in texts
    assert "Ann earned an award for 6 different potions (+4 points)." in texts
    points = sum(CARDS[c].points for c in rerolls + others)
    assert game.score_of(0) == points + 8


def test_an_award_is_earned_once() -> None:
    game = after_draft()
    rerolls = [c.id for c in CARDS if c.type == "reroll"][:5]
    lay_out(game, 0, potions=[(c, False) for c in rerolls])
    game.players[0]["awards"] = ["reroll"]
    at_work(game, [])
    game.apply("end")
    while game.current == 0:
        game.apply(game.legal_actions()[0])
    assert game.players[0]["awards"] == ["reroll"]


def test_nine_rounds_then_the_end() -> None:
    game = new_game(["Ann", "Bob"], 3)
    rounds = []
    while not game.is_over:
        if game.phase == "play" and game.turn["stage"] == "start":
            rounds.append((game.round, game.current))
        legal = game.legal_actions()
        pick = next((a for a in legal if a.verb in ("roll", "end", "stop")), legal[0])
        game.apply(pick)
    assert rounds == [(r, s) for r in range(1, ROUNDS + 1) for s in (0, 1)]
    assert game.current_player is None and game.legal_actions() == []
    top = max(game.scores())
    assert game.winners() == [i for i, s in enumerate(game.scores()) if s == top]
    assert str(describe(game)[-1]).startswith("Game over:")


def test_equal_best_scores_share_the_victory() -> None:
    game = after_draft()
    game.round = ROUNDS
    game.current = 1
    game.turn["stage"] = "work"
    game.turn["free"] = 0
    game._legal = None
    for seat in (0, 1):
        game.players[seat]["potions"] = []
    at_work(game, [])
    game.apply("end")
    assert game.is_over and game.winners() == [0, 1]
    assert (
        str(describe(game)[-1])
        == "Game over: Ann and Bob share the victory! Final scores: Ann 0 and Bob 0."
    )


def test_the_6s_of_a_roll_that_offers_nothing_are_no_leftovers() -> None:
    """A roll that offers no new number ends the rolling with its 6s still in it: they join
    the preparation table, but the Little Help may turn only the other dice left."""
    game, _a, _b = two_potions()
    at_prep(game, [6, 6, 3], [2, 4, 5, 3])
    assert game.turn["stage"] == "work"
    assert game.turn["leftover"] == 1, "the 3 is left over, the two 6s are not"
    game.apply("help 2 0")
    assert game.turn["leftover"] == 0


# ------------------------------------------------------------------ the score pad


def pad_of(game: Game) -> list[dict[str, Any]]:
    """The score pad of a finished game, as every seat's view (and a spectator's) gives it."""
    pads = [game.view(seat)["state"]["breakdown"] for seat in [None, *range(len(game.players))]]
    assert all(p == pads[0] for p in pads), "the score pad is public: every seat sees it"
    return pads[0]


def test_the_score_pad_of_a_hand_built_end() -> None:
    game = after_draft()
    rerolls = [card_of("reroll", 5, copy=0), card_of("reroll", 5, copy=1), card_of("reroll", 6)]
    love, trick, changer = card_of("love", 6), card_of("trick", 6), card_of("changer", 5)
    assert [CARDS[c].points for c in [*rerolls, love, trick, changer]] == [4, 4, 6, 6, 5, 4]
    lay_out(game, 0, potions=[(c, True) for c in [*rerolls, love]])
    lay_out(game, 1, potions=[(trick, True), (changer, True)])
    game.players[0]["awards"] = ["reroll"]
    game.players[0]["helps"] = 3
    game.players[1]["helps"] = 1
    game.round = ROUNDS
    game.current = 1
    at_work(game, [])
    assert "breakdown" not in game.view(0)["state"], "only once the game is over"
    game.apply("end")
    assert game.is_over
    # the types in the cards' order (Reroll, Love, Changer, Trick): Ann 4 + 4 + 6 and 6, an
    # award, three Little Helps; Bob 4 and 5, a Little Help
    assert pad_of(game) == [
        {"row": "type", "type": "reroll", "points": [14, 0], "counts": [3, 0]},
        {"row": "type", "type": "love", "points": [6, 0], "counts": [1, 0]},
        {"row": "type", "type": "changer", "points": [0, 4], "counts": [0, 1]},
        {"row": "type", "type": "trick", "points": [0, 5], "counts": [0, 1]},
        {"row": "awards", "points": [4, 0], "counts": [1, 0]},
        {"row": "help", "points": [-6, -2], "counts": [3, 1]},
    ]
    assert game.scores() == [18, 7]


def finished(players: int, seed: int) -> Game:
    """A game of random legal moves, played to its end."""
    game = played_out("dice", players, seed)
    assert isinstance(game, Game)
    return game


@pytest.mark.parametrize("players,seed", [(2, 1), (2, 2), (3, 3), (4, 4), (4, 5)])
def test_the_score_pads_rows_add_up_to_every_score(players: int, seed: int) -> None:
    game = finished(players, seed)
    pad = pad_of(game)
    assert [sum(row["points"][i] for row in pad) for i in range(players)] == game.scores()
    types = [row for row in pad if row["row"] == "type"]
    assert [sum(row["counts"][i] for row in types) for i in range(players)] == [
        len(p["potions"]) for p in game.players
    ]
    assert all(any(row["counts"]) for row in types), "a row for each type finished, only"
    assert [row["counts"] for row in pad if row["row"] == "awards"] == [
        [len(p["awards"]) for p in game.players]
    ]
    helps = [p["helps"] for p in game.players]
    assert [row["counts"] for row in pad if row["row"] == "help"] == ([helps] if any(helps) else [])
    assert any(helps), "random play asks for Little Helps: the row is tested"
