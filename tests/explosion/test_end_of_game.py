"""Skill tokens, the end of the game (both ways), scoring, the tie-breaker and the final
score pad."""

from typing import Any

import pytest
from helpers import B, K, R, Y, after_draft, position, tile_of

from potions.explosion import Game
from tests.core.random_play import played_out

MIX = [R, B, Y, K, R, B, Y, K, B]


def end_turn(game, track: int = 0) -> None:  # type: ignore[no-untyped-def]
    """Pick the first marble (no explosion at the bottom), then end, discarding and drawing."""
    if not game.turn["picked"]:
        game.apply(game.legal_actions()[0] if game.turn["hand"] else f"pick {track} 0")
    while game.turn["hand"]:
        game.apply(game.legal_actions()[0])
    game.apply("end")
    while game.phase in ("discard", "draw"):
        game.apply(game.legal_actions()[0])


def potions_of(*kinds_sizes: tuple[str, int, int]) -> list[tuple[int, bool]]:
    return [(tile_of(k, s, c), False) for k, s, c in kinds_sizes]


def test_three_of_a_kind_gives_one_token_and_a_second_kind_another() -> None:
    game = after_draft()
    three = potions_of(("wisdom", 4, 0), ("wisdom", 4, 1), ("wisdom", 5, 0))
    position(game, tracks=[MIX] * 5, potions={0: three})
    game.tracks = [list(MIX) for _ in range(5)]
    end_turn(game)
    assert game.players[0]["skill"] == 1
    assert game.countdown == 3
    # a fourth Wisdom gives nothing more; three Abyssal give a second token
    more = potions_of(("wisdom", 5, 1), ("abyssal", 4, 0), ("abyssal", 4, 1), ("abyssal", 5, 0))
    game.players[0]["potions"] += [{"tile": t, "drunk": False} for t, _ in more]
    end_turn(game)  # Bob
    assert game.players[0]["skill"] == 1
    end_turn(game)  # Ann
    assert game.players[0]["skill"] == 2


def test_five_kinds_give_one_token_once() -> None:
    game = after_draft()
    five = potions_of(
        ("wisdom", 4, 0), ("abyssal", 4, 0), ("sands", 4, 0), ("love", 4, 0), ("magnetic", 4, 0)
    )
    position(game, tracks=[MIX] * 5, potions={0: five})
    end_turn(game)
    assert game.players[0]["skill"] == 1
    assert game.players[0]["variety"]
    end_turn(game)
    end_turn(game)
    assert game.players[0]["skill"] == 1


def test_both_awards_in_one_turn_like_anna() -> None:
    game = after_draft()
    mixed = potions_of(
        ("wisdom", 4, 0),
        ("wisdom", 4, 1),
        ("wisdom", 5, 0),
        ("abyssal", 4, 0),
        ("sands", 4, 0),
        ("love", 4, 0),
        ("magnetic", 4, 0),
    )
    position(game, tracks=[MIX] * 5, potions={0: mixed})
    end_turn(game)
    assert game.players[0]["skill"] == 2
    assert [e["reason"] for e in game.events if e["type"] == "skill"] == ["wisdom", "variety"]


def test_last_countdown_token_ends_the_game_after_the_round() -> None:
    game = after_draft(players=3, countdown=1)
    three = potions_of(("wisdom", 4, 0), ("wisdom", 4, 1), ("wisdom", 5, 0))
    end_turn(game)  # Ann
    position(game, tracks=[MIX] * 5, potions={1: three})
    end_turn(game)  # Bob takes the last token of the countdown stack
    assert game.end_reason == "skill"
    assert not game.is_over
    assert game.current_player == 2
    end_turn(game)  # Cy plays the last turn of the round
    assert game.is_over
    assert game.winners() == [1]
    assert game.legal_actions() == []
    assert game.current_player is None


def test_tokens_after_the_countdown_come_from_the_general_pool() -> None:
    game = after_draft(players=2, countdown=1)
    three = potions_of(("wisdom", 4, 0), ("wisdom", 4, 1), ("wisdom", 5, 0))
    position(game, tracks=[MIX] * 5, potions={0: three})
    end_turn(game)  # Ann empties the countdown stack
    position(
        game,
        tracks=[MIX] * 5,
        potions={
            1: three[:0] + potions_of(("abyssal", 4, 0), ("abyssal", 4, 1), ("abyssal", 5, 0))
        },
    )
    end_turn(game)  # Bob, last of the round, still earns a token
    assert game.players[1]["skill"] == 1
    assert game.skill_pool == 15 - 1 - 1
    assert game.is_over


def test_no_tiles_left_ends_the_game_after_the_round() -> None:
    game = after_draft(players=2)
    game.stacks = [[], [], [], [], []]
    game.reserve = []
    kept = [b["tile"] for p in game.players for b in p["burners"]]
    assert kept
    # the tiles left the game only for this test: put them among Bob's completed potions
    others = [
        t
        for t in range(64)
        if t not in kept
        and __import__("potions.explosion", fromlist=["TILES"]).TILES[t].kind in game.kinds
    ]
    game.players[1]["potions"] = [{"tile": t, "drunk": True} for t in others]
    position(game, tracks=[MIX] * 5)
    end_turn(game)
    assert game.end_reason == "tiles"
    assert not game.is_over
    end_turn(game)
    assert game.is_over


def test_scores_count_potions_tokens_and_little_help() -> None:
    game = after_draft()
    position(game, potions={0: potions_of(("wisdom", 7, 0), ("sands", 4, 0))})
    game.players[0]["skill"] = 2
    game.players[0]["helps"] = 3
    assert game.scores()[0] == 11 + 3 + 8 - 6


def test_tie_breaker_most_marbles_wins() -> None:
    game = after_draft(players=3, countdown=1)
    ann = potions_of(("wisdom", 4, 0), ("wisdom", 4, 1), ("wisdom", 5, 0), ("love", 4, 0))
    cy = potions_of(("abyssal", 4, 0), ("abyssal", 4, 1), ("abyssal", 5, 0), ("wisdom", 5, 1))
    position(game, tracks=[MIX] * 5, potions={0: ann, 1: [], 2: cy})
    end_turn(game)  # Ann: 5 + 5 + 6 + 4 + a Skill token = 24; the countdown is empty
    end_turn(game)  # Bob
    position(game, tracks=[[B, R, R, B, K, Y, K, Y, B], MIX, MIX, MIX, MIX])
    end_turn(game, track=4)  # Cy: 4 + 4 + 6 + 6 + a Skill token = 24
    assert game.scores() == [24, 0, 24]
    assert game.phase == "tiebreak" and not game.is_over
    assert game.current_player == 0
    game.apply("pick 0 3")  # Ann: a blue between red and black, 1 marble
    assert game.players[0]["tiebreak"] == [B]
    assert game.current_player == 2
    game.apply("pick 0 4")  # Cy: the yellow; black meets black, 3 marbles
    assert len(game.players[2]["tiebreak"]) == 3
    assert game.is_over
    assert game.winners() == [2]
    pad = pad_of(game)
    assert [sum(row["points"][i] for row in pad) for i in range(3)] == [24, 0, 24]
    assert [row["row"] for row in pad] == ["kind"] * 3 + ["skill"], "marbles score nothing"
    assert game.marble_census() == dict.fromkeys([R, B, Y, K], 20)


def test_tie_breaker_draw_is_a_shared_victory() -> None:
    game = after_draft(players=2, countdown=1)
    both = potions_of(("wisdom", 4, 0), ("wisdom", 4, 1), ("wisdom", 5, 0))
    other = potions_of(("abyssal", 4, 0), ("abyssal", 4, 1), ("abyssal", 7, 0))
    position(game, tracks=[MIX] * 5, potions={0: both, 1: other})
    end_turn(game)
    end_turn(game)
    assert game.scores() == [20, 22]
    game = after_draft(players=2, countdown=1)
    other = potions_of(("abyssal", 4, 0), ("abyssal", 4, 1), ("abyssal", 6, 0))
    position(game, tracks=[MIX] * 5, potions={0: both, 1: other})
    end_turn(game)
    end_turn(game)
    assert game.scores() == [20, 20]
    game.apply("pick 1 0")
    game.apply("pick 2 0")
    assert game.is_over
    assert game.winners() == [0, 1]


# ------------------------------------------------------------------ the score pad


def pad_of(game: Game) -> list[dict[str, Any]]:
    """The score pad of a finished game, as every seat's view (and a spectator's) gives it."""
    pads = [game.view(seat)["state"]["breakdown"] for seat in [None, *range(len(game.players))]]
    assert all(p == pads[0] for p in pads), "the score pad is public: every seat sees it"
    return pads[0]


def test_the_score_pad_of_a_hand_built_end() -> None:
    game = after_draft(players=3, countdown=1)
    ann = potions_of(("wisdom", 4, 0), ("wisdom", 4, 1), ("wisdom", 5, 0), ("love", 4, 0))
    bob = potions_of(("sands", 4, 0), ("wisdom", 7, 0))
    cy = potions_of(("abyssal", 4, 0), ("abyssal", 5, 0))
    position(game, tracks=[MIX] * 5, potions={0: ann, 1: bob, 2: cy})
    game.players[1]["helps"] = 2
    assert "breakdown" not in game.view(0)["state"], "only once the game is over"
    end_turn(game)  # Ann: three Wisdom, a Skill token; the countdown is empty
    end_turn(game)
    end_turn(game)
    assert game.is_over
    # the kinds in the components' order (Sands, Wisdom, Love, Abyssal): Ann 5 + 5 + 6 and
    # 4 and a Skill token; Bob 3 and 11, two Little Helps; Cy 4 + 6
    assert pad_of(game) == [
        {"row": "kind", "kind": "sands", "points": [0, 3, 0], "counts": [0, 1, 0]},
        {"row": "kind", "kind": "wisdom", "points": [16, 11, 0], "counts": [3, 1, 0]},
        {"row": "kind", "kind": "love", "points": [4, 0, 0], "counts": [1, 0, 0]},
        {"row": "kind", "kind": "abyssal", "points": [0, 0, 10], "counts": [0, 0, 2]},
        {"row": "skill", "points": [4, 0, 0], "counts": [1, 0, 0]},
        {"row": "help", "points": [0, -4, 0], "counts": [0, 2, 0]},
    ]
    assert game.scores() == [24, 10, 10]


def finished(players: int, seed: int) -> Game:
    """A game of random legal moves, played to its end."""
    game = played_out("explosion", players, seed)
    assert isinstance(game, Game)
    return game


@pytest.mark.parametrize("players,seed", [(2, 1), (2, 2), (3, 3), (4, 4), (4, 5)])
def test_the_score_pads_rows_add_up_to_every_score(players: int, seed: int) -> None:
    game = finished(players, seed)
    pad = pad_of(game)
    assert [sum(row["points"][i] for row in pad) for i in range(players)] == game.scores()
    kinds = [row for row in pad if row["row"] == "kind"]
    assert [sum(row["counts"][i] for row in kinds) for i in range(players)] == [
        len(p["potions"]) for p in game.players
    ]
    assert all(any(row["counts"]) for row in kinds), "a row for each kind completed, only"
    assert [row["counts"] for row in pad if row["row"] == "skill"] == [
        [p["skill"] for p in game.players]
    ]
    helps = [p["helps"] for p in game.players]
    assert [row["counts"] for row in pad if row["row"] == "help"] == ([helps] if any(helps) else [])
    assert any(helps), "random play asks for Little Helps: the row is tested"
