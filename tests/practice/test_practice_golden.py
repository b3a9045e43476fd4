"""Golden playthroughs: the same seed and choices always give the same game.

If an intended rules change alters these figures, update them in the same commit and say
why; an unintended change means replays and saved games would break.
"""

from __future__ import annotations

import hashlib

import pytest

from potions.practice import new_game


def digest(history: list[str]) -> str:
    return hashlib.sha256(" ".join(history).encode()).hexdigest()[:16]


@pytest.mark.parametrize(
    "players,seed,actions,turns,scores,winners,history",
    [
        (2, 2024, 88, 70, [27, 40], [1], "ee4f298911650d26"),
        (4, 77, 75, 72, [15, 13, 12, 14], [0], "95a2f1aff262b9a1"),
    ],
)
def test_golden_game(
    players: int,
    seed: int,
    actions: int,
    turns: int,
    scores: list[int],
    winners: list[int],
    history: str,
) -> None:
    game = new_game([f"P{i}" for i in range(players)], seed)
    i = 0
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(legal[(i * 7919) % len(legal)])
        i += 1
    assert (i, game.turns, game.scores(), game.winners()) == (actions, turns, scores, winners)
    assert digest(game.history) == history
