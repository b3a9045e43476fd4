"""Golden playthroughs: the same seed and choices always give the same game.

If an intended rules change (or a change of the deck) alters these figures, update them in
the same commit and say why; an unintended change means replays and saved games would break.
"""

import hashlib

import pytest

from potions.dice import new_game

_LOG = """
take 3, take 0, take 9, take 4, roll, choose 2, choose 3, choose 1, choose 4, place 1 1,
place 3 1, place 3 1, place 4 0, end, take 47, roll, choose 2, choose 5, choose 1,
choose 3, place 1 0, place 2 0, help 1 0, place 2 1, place 2 1, place 5 1, end, take 40,
take 35, roll, choose 5, choose 4, choose 2, stop, place 2 1, place 2 1, place 2 1,
place 4 1, place 4 1, place 5 0, place 5 0, end, take 53, roll, choose 4, choose 5,
choose 2, use 0, pick 2, place 2 0, place 2 0, place 3 0, place 4 1, place 4 1, place 4
1, place 4 1, use 9, potion 1, place 5 1, place 5 1, help 5 1, end, take 41, roll,
choose 2, use 4, number 4, choose 5, choose 1, choose 3, place 1 0, place 1 0, place 2
1, place 2 1, place 4 1, use 47, refill 4, place 5 0, place 5 0, place 5 0, end, take
29, roll, choose 3, choose 1, choose 4, place 3 0, place 3 0, place 3 1, place 3 1,
place 3 1, place 4 1, place 4 1, use 35, pick 1, number 4, place 4 1, end, roll, choose
1, choose 5, choose 3, stop, place 1 0, place 1 1, place 1 1, place 3 1, place 3 1,
place 5 0, place 5 0, use 53, snatch 1 1 3, place 3 1, end, take 22, roll, choose 2,
choose 3, choose 1, place 2 0, place 2 0, place 3 1, end, take 39, free 5, roll, choose
1, choose 3, choose 4, choose 2, stop, place 1 0, place 1 1, place 2 0, place 3 1, place
3 1, end, take 46, roll, choose 4, choose 3, choose 1, place 1 0, place 1 0, place 3 0,
place 3 0, place 4 1, help 4 1, end, take 16, roll, choose 2, choose 4, choose 3, stop,
place 2 0, place 2 0, place 4 1, place 4 1, place 4 1, place 4 1, end, roll, choose 1,
choose 4, choose 2, place 1 1, place 1 1, place 4 1, place 4 1, place 4 1, end, keep 4,
keep 4, keep 2, use 3, borrow 1 2, borrow 1 4, free 3, free 3, roll, choose 1, choose 2,
choose 5, stop, place 1 0, place 1 0, place 2 0, end, take 14, free 2, free 4, free 5,
roll, choose 3, choose 1, choose 4, place 1 1, help 1 1, place 3 0, use 40, potion 0,
end, take 37, take 25, use 22, borrow 1 4, borrow 1 4, free 2, free 2, free 5, roll,
choose 4, choose 1, use 4, number 1, choose 3, choose 5, stop, place 1 1, place 1 1,
place 1 1, use 46, refill 4, place 5 0, end, take 36, free 2, free 1, roll, choose 4,
choose 5, choose 2, choose 1, stop, place 4 1, place 5 1, place 2 0, place 5 1, place 4
0, place 4 0, place 4 0, place 4 0, end, take 52, free 4, free 3, free 4, roll, choose
3, choose 5, choose 4, stop, place 4 1, place 5 0, place 5 0, end, keep 3, keep 3, keep
3, free 4, free 1, roll, choose 3, choose 5, choose 1, choose 2, place 1 0, place 1 0,
place 2 0, place 5 1, place 5 1, end, take 42
"""
MEDIUM_GAME = " ".join(_LOG.split()).split(", ")
"""A whole 2-player game (seed 31) played by two Medium computers under the first rules,
as its action log (its 22nd action is a Little Help that rules 2 refuse: only 6s of the
turn lay on the preparation table)."""


def digest(history: list[str]) -> str:
    return hashlib.sha256(" ".join(history).encode()).hexdigest()[:16]


@pytest.mark.parametrize(
    "rules,players,seed,actions,scores,winners,history",
    [
        (2, 2, 2024, 242, [-3, -7], [0], "ae6f8e9f11cdd16a"),
        (2, 4, 77, 467, [-8, -7, -2, -3], [2], "d95f5e30ed2dbdda"),
        # The first rules (the Little Help turned any die of the preparation table) replay
        # as they did before rules 2.
        (1, 2, 2024, 239, [-3, -3], [0, 1], "eabacf974a0ecb10"),
        (1, 4, 77, 506, [-7, -3, -10, -13], [1], "1fe7e9e4bfdfcb91"),
    ],
)
def test_golden_game(
    rules: int,
    players: int,
    seed: int,
    actions: int,
    scores: list[int],
    winners: list[int],
    history: str,
) -> None:
    game = new_game([f"P{i}" for i in range(players)], seed, rules=rules)
    i = 0
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(legal[(i * 7919) % len(legal)])
        i += 1
    assert (i, game.scores(), game.winners()) == (actions, scores, winners)
    assert digest(game.history) == history


def test_golden_replay_of_a_computer_game() -> None:
    game = new_game(["Ann", "Bob"], 31, rules=1)
    for action in MEDIUM_GAME:
        game.apply(action)
    assert game.is_over
    assert (len(MEDIUM_GAME), game.scores(), game.winners()) == (274, [51, 57], [1])
    assert [len(p["potions"]) for p in game.players] == [7, 9]
    assert [p["awards"] for p in game.players] == [[], ["virtual"]]
    assert digest(game.history) == "552b9b131b75c634"
