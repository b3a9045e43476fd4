"""Golden playthroughs: the same seed and choices always give the same game.

If an intended rules change alters these figures, update them in the same commit and say
why; an unintended change means replays and saved games would break.
"""

import hashlib

import pytest

from potions.core.i18n import ENGLISH
from potions.glastonbury import describe, new_game


@pytest.mark.parametrize(
    "players,seed,recipes,actions,turns,scores,winners,ender,digest",
    [
        (2, 2024, False, 74, 74, [-3, 8], [1], 0, "90f19abcec34bab7"),
        (3, 5, False, 78, 88, [4, -26, -16], [0], 1, "2aa8ad43325826a2"),
        (4, 77, True, 85, 101, [-7, -11, -9, 4], [3], 1, "c332e158b95141e7"),
    ],
)
def test_golden_game(
    players: int,
    seed: int,
    recipes: bool,
    actions: int,
    turns: int,
    scores: list[int],
    winners: list[int],
    ender: int,
    digest: str,
) -> None:
    game = new_game([f"P{i}" for i in range(players)], seed, recipes=recipes)
    i = 0
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(legal[(i * 7919) % len(legal)])
        i += 1
    assert (i, game.turns, game.scores(), game.winners(), game.ender) == (
        actions,
        turns,
        scores,
        winners,
        ender,
    )
    assert hashlib.sha256(" ".join(game.history).encode()).hexdigest()[:16] == digest


def test_golden_opening_narration() -> None:
    game = new_game(["Ann", "Bob", "Cy"], 8, recipes=True)
    lines = []
    for action in ["take 3 2", "take 2 0", "take 5 3"]:
        game.apply(action)
        lines += [ENGLISH.render(m) for m in describe(game)]
    assert lines == [
        "Ann takes Honeycomb 3.",
        "Toad Slime 1 is turned over.",
        "Bob moves 2 places to row 2.",
        "Bob takes Mermaid Scale 1.",
        "Fairy Blossom 1 is turned over.",
        "Cy moves 2 places to column 3.",
        "Cy takes Sunpetal 4.",
        "Moon Dew 1 is turned over.",
        "Ann moves 3 places to a corner.",
        "Ann's pawn is beside a corner: no card this turn.",
        "Bob moves 1 place to row 3.",
    ]
