"""The end of the game (a line emptied), the last card, the final scoring, recipes."""

import pytest
from glastonbury_helpers import arrange, card, cell, replay_check, start

from potions.glastonbury import Game
from potions.glastonbury.components import ACCIO, IMMUTO, PERLUCEO, VANESCO
from potions.glastonbury.ending import ingredient_scorings, recipe_points

SHADE1 = card("Nightshade", 1)
SHADE2 = card("Nightshade", 2)
QUILL3 = card("Raven Quill", 3)
OWL2 = card("Owl Feather", 2)


def late(last: int, **kw: object) -> Game:
    """Pile used up; column 1 holds a single card, ``last`` at (2, 1), which also lies in
    row 2; Ann stands beside row 2 (place 7); everything else not given is on the square."""
    table: dict[int, int | None] = {cell(r, 1): None for r in range(6)}
    table[cell(2, 1)] = last
    table.update(kw.pop("table", {}))  # type: ignore[arg-type]
    game = arrange(
        start(2),
        **{"table": table, "pile": [], "pawns": {0: 7, 1: 3}, "current": 0, **kw},  # type: ignore[arg-type]
    )
    return game


def test_emptying_a_line_through_a_crossing_line_ends_the_game() -> None:
    game = late(SHADE1, cauldrons={0: [OWL2]})
    game.apply("take 2 1")  # from row 2: column 1 is now empty
    assert game.phase == "last" and game.current == 0
    assert [str(a) for a in game.legal_actions()] == ["keep", "discard"]
    assert game.players[0]["cauldron"][-1] == SHADE1
    assert [e["type"] for e in game.events][-1] == "line_empty"
    replay_check(game)
    game.apply("keep")
    assert game.is_over and game.ender == 0 and game.current_player is None
    assert game.players[0]["cauldron"] == [OWL2, SHADE1]
    assert game.legal_actions() == []


def test_the_last_card_may_be_left_out() -> None:
    game = late(SHADE1, cauldrons={0: [OWL2]})
    game.apply("take 2 1")
    game.apply("discard")
    assert game.is_over and game.players[0]["cauldron"] == [OWL2]
    assert SHADE1 in game.out
    assert game.scores()[0] == -2
    replay_check(game)


def test_accio_can_empty_a_line_far_away() -> None:
    game = late(SHADE1, pawns={0: 3, 1: 8}, accio={0: [2]})
    game.apply("accio 2 1")
    assert game.phase == "last"
    game.apply("keep")
    assert game.is_over


def test_a_vanesco_taken_last_still_acts() -> None:
    game = late(VANESCO, cauldrons={0: [OWL2], 1: [SHADE2, QUILL3]})
    game.apply("take 2 1")
    assert game.is_over, "no choice to make: the spell acts and the game ends"
    assert game.players[1]["cauldron"] == [SHADE2] and QUILL3 in game.out
    replay_check(game)


@pytest.mark.parametrize("spell", [PERLUCEO, ACCIO])
def test_another_spell_taken_last_ends_the_game_at_once(spell: int) -> None:
    game = late(spell)
    game.apply("take 2 1")
    assert game.is_over and game.view(0)["state"]["peek"] is None


def test_no_end_while_the_pile_refills_the_gap() -> None:
    game = arrange(start(2), pile=[SHADE2], pawns={0: 7, 1: 3}, current=0)
    game.apply("take 2 1")
    assert not game.is_over and game.table[cell(2, 1)] == SHADE2 and game.pile == []
    assert any(e["type"] == "pile_empty" for e in game.events)


def test_equal_totals_share_the_victory() -> None:
    game = late(SHADE1, cauldrons={0: [OWL2], 1: [QUILL3]})
    game.apply("take 2 1")
    game.apply("keep")  # Ann: Owl Feather 2 and Nightshade 1 singles: -3; Bob: -3
    assert game.scores() == [-3, -3] and game.winners() == [0, 1]


def test_final_scoring_is_revealed_in_every_view_at_the_end() -> None:
    game = late(SHADE1, cauldrons={0: [OWL2, IMMUTO], 1: [QUILL3]})
    game.apply("take 2 1")
    game.apply("keep")
    final = game.view(1)["state"]["final"]
    assert final[0]["cauldron"] == [OWL2, IMMUTO, SHADE1]
    # singles Owl Feather 2 and Nightshade 1: the Immuto pairs the Owl Feather
    assert final[0]["total"] == game.scores()[0] == -1
    assert final[0]["immuto"] == ["owl-feather"]
    assert final == [{**row, "recipe_cards": []} for row in game.final()]


# ------------------------------------------------------------------ recipes


def finished(players: int, cauldrons: dict[int, list[int]], recipes: list[list[str]]) -> Game:
    game = arrange(start(players, recipes=True), cauldrons=cauldrons, phase="over")
    for p, hand in zip(game.players, recipes, strict=True):
        p["recipes"] = hand  # type: ignore[typeddict-item]
    game.ender = 0
    game.winner_seats = [0]
    return game


def points(game: Game) -> list[dict[str, int]]:
    return recipe_points(game, ingredient_scorings(game))


ORANGE = [card("Pumpkin Seed", v) for v in (1, 2, 3)] + [card("Amber Resin", 4)]


@pytest.mark.parametrize("players,each", [(2, 1), (3, 1), (4, 2)])
def test_recipe_a_most_cards_of_the_colour(players: int, each: int) -> None:
    hands = [["a-orange", "b-ender"], ["a-teal", "b-most-ones"], ["a-pink", "b-fewest-cards"],
             ["a-brown", "b-fewest-fours"]][:players]  # fmt: skip
    game = finished(players, {0: ORANGE[:3], 1: ORANGE[3:]}, hands)
    assert points(game)[0]["a-orange"] == 3 * each


def test_recipe_a_tie_scores_nothing() -> None:
    game = finished(
        2, {0: ORANGE[:2], 1: ORANGE[2:]}, [["a-orange", "b-ender"], ["a-teal", "b-most-ones"]]
    )
    assert points(game)[0]["a-orange"] == 0


def test_recipe_a_counts_the_immuto_placed_on_the_colour() -> None:
    mine = [card("Pumpkin Seed", 1), card("Pumpkin Seed", 2), IMMUTO]
    game = finished(
        2, {0: mine, 1: ORANGE[3:]}, [["a-orange", "b-ender"], ["a-teal", "b-most-ones"]]
    )
    assert ingredient_scorings(game)[0].immuto == (8,)
    assert points(game)[0]["a-orange"] == 3


def test_recipe_a_majority_counts_ingredient_cards_only() -> None:
    mine = [card("Pumpkin Seed", 1), IMMUTO]
    theirs = [card("Pumpkin Seed", 2)]
    game = finished(2, {0: mine, 1: theirs}, [["a-orange", "b-ender"], ["a-teal", "b-most-ones"]])
    assert points(game)[0]["a-orange"] == 0


def test_recipe_b_fewest_cards_counts_immuto() -> None:
    game = finished(
        2,
        {0: [SHADE1, IMMUTO], 1: [SHADE2, QUILL3, OWL2]},
        [["a-orange", "b-fewest-cards"], ["a-teal", "b-most-ones"]],
    )
    assert points(game)[0]["b-fewest-cards"] == 10
    game.players[1]["cauldron"] = [SHADE2, QUILL3]
    assert points(game)[0]["b-fewest-cards"] == 0


def test_recipe_b_fewest_fours_and_most_ones() -> None:
    four = card("Kelp Ribbon", 4)
    game = finished(
        2,
        {0: [SHADE1, card("Moon Dew", 1)], 1: [four, SHADE2]},
        [["a-orange", "b-fewest-fours"], ["a-teal", "b-most-ones"]],
    )
    assert points(game)[0]["b-fewest-fours"] == 10
    assert points(game)[1]["b-most-ones"] == 0
    game.players[0]["recipes"] = ["a-orange", "b-most-ones"]
    game.players[1]["recipes"] = ["a-teal", "b-fewest-fours"]
    assert points(game)[0]["b-most-ones"] == 10
    assert points(game)[1]["b-fewest-fours"] == 0


def test_recipe_b_fewest_spells_used() -> None:
    game = finished(2, {}, [["a-orange", "b-fewest-spells"], ["a-teal", "b-most-ones"]])
    game.players[0]["accio"] = [2]  # taken but never used: not a used spell
    game.players[1]["declinatio"] = [2]  # used once
    assert points(game)[0]["b-fewest-spells"] == 10
    game.players[0]["spent"] = ["vanesco"]
    assert points(game)[0]["b-fewest-spells"] == 0


def test_recipe_b_ending_the_game() -> None:
    game = finished(2, {}, [["a-orange", "b-ender"], ["a-teal", "b-most-ones"]])
    assert points(game)[0]["b-ender"] == 10
    game.ender = 1
    assert points(game)[0]["b-ender"] == 0


def test_recipes_add_to_the_scores() -> None:
    game = finished(2, {0: [SHADE1]}, [["a-orange", "b-ender"], ["a-teal", "b-most-ones"]])
    assert game.scores()[0] == -1 + 10


# ------------------------------------------------------------- rules 2 (issue 25)


def perluceo_last(rules: int | None = None) -> Game:
    """Recipe variant: Ann holds "fewest spells used" and takes a Perluceo as the game's
    last card; Bob used a Declinatio once."""
    table: dict[int, int | None] = {cell(r, 1): None for r in range(6)}
    table[cell(2, 1)] = PERLUCEO
    game = arrange(
        start(2, recipes=True, rules=rules),
        table=table,
        pile=[],
        pawns={0: 7, 1: 3},
        current=0,
        declinatio={1: [2]},
    )
    game.players[0]["recipes"] = ["a-orange", "b-fewest-spells"]
    game.players[1]["recipes"] = ["a-teal", "b-most-ones"]
    game.apply("take 2 1")
    assert game.is_over and game.ender == 0
    return game


def test_a_perluceo_taken_last_is_no_used_spell() -> None:
    """Ruling 20: only a Vanesco taken last "still executes this spell"; ruling 25: a spell
    counts as used when it acted. The Perluceo lies with the spent spells, unused."""
    game = perluceo_last()
    assert game.players[0]["spent"] == ["perluceo"]
    assert game.view(1)["state"]["players"][0]["spells_used"] == 0
    assert points(game)[0]["b-fewest-spells"] == 10


def test_a_perluceo_looked_through_is_a_used_spell() -> None:
    game = late(SHADE1, table={cell(2, 2): PERLUCEO}, cauldrons={0: [OWL2]})
    game.players[0]["recipes"] = ["a-orange", "b-fewest-spells"]
    game.apply("take 2 2")  # not the last card: Ann looks through her cauldron
    assert game.phase == "peek"
    assert game.view(0)["state"]["players"][0]["spells_used"] == 1


def test_under_the_first_rules_a_perluceo_taken_last_counted_as_used() -> None:
    game = perluceo_last(rules=1)
    assert game.view(1)["state"]["players"][0]["spells_used"] == 1
    assert points(game)[0]["b-fewest-spells"] == 0, "a tie with Bob's Declinatio"


PUMPKIN = [card("Pumpkin Seed", v) for v in (1, 2, 3, 4)]


def immuto_choice(rules: int | None = None) -> Game:
    """The audit's position: four players, Ann blue with "a-orange", Pumpkin Seed 1-4,
    Nightshade 1 and an Immuto."""
    game = arrange(
        start(4, recipes=True, colours="blue,red,green,yellow", rules=rules),
        cauldrons={0: [*PUMPKIN, SHADE1, IMMUTO], 1: [QUILL3], 2: [OWL2], 3: [SHADE2]},
        phase="over",
    )
    hands = [["a-orange", "b-ender"], ["a-teal", "b-most-ones"], ["a-pink", "b-fewest-cards"]]
    for p, hand in zip(game.players, [*hands, ["a-brown", "b-fewest-fours"]], strict=True):
        p["recipes"] = hand  # type: ignore[typeddict-item]
    game.ender = 0
    game.winner_seats = [0]
    return game


def test_the_immuto_goes_where_the_players_total_is_best() -> None:
    """Ruling 22: "A player may add it to any one kind of ingredient": the player's choice
    is the best total. On the Nightshade it saves 1 point of ingredients; on the Pumpkin
    Seed (four already: no ingredient points) it earns 2 points of Recipe A."""
    game = immuto_choice()
    pumpkin = PUMPKIN[0] // 4
    assert ingredient_scorings(game)[0] == (14, (pumpkin,))
    assert points(game)[0] == {"a-orange": 10, "b-ender": 10}
    assert game.scores()[0] == 34
    assert game.final()[0]["immuto"] == ["pumpkin-seed"]


def test_under_the_first_rules_the_immuto_went_where_the_ingredients_scored_best() -> None:
    game = immuto_choice(rules=1)
    assert ingredient_scorings(game)[0].points == 15
    assert points(game)[0]["a-orange"] == 8
    assert game.scores()[0] == 33
