"""The final score pad of Potion-making: Practice (issue 34, point 8): where every seat's
points came from (the elements new to the Desk, each kind of formula composed, the halves
earned by lending), from the engine's view once the game is over, adding up to the scores."""

from __future__ import annotations

from typing import Any

import pytest

from potions import new_game, state_from_dict, translator
from potions.practice import Game
from potions.practice.cards import POINTS
from potions.practice.ending import KINDS
from tests.core.random_play import played_out
from web.games.practice.board import score_row


def pad_of(game: Any) -> list[dict[str, Any]]:
    """The score pad of a finished game, as every seat's view (and a spectator's) gives it."""
    pads = [game.view(seat)["state"]["breakdown"] for seat in [None, *range(len(game.players))]]
    assert all(p == pads[0] for p in pads), "the score pad is public: every seat sees it"
    return pads[0]


@pytest.mark.parametrize("seed", range(12))
def test_the_rows_add_up_to_the_scores_of_random_finished_games(seed: int) -> None:
    game = played_out("practice", 2 + seed % 3, seed)
    pad = pad_of(game)
    n = len(game.players)
    assert all(len(r["points"]) == len(r["counts"]) == n for r in pad)
    for seat in range(n):
        assert sum(r["points"][seat] for r in pad) == game.scores()[seat]
    assert pad[0]["row"] == "elements"
    kinds = [r["kind"] for r in pad if r["row"] == "kind"]
    assert kinds == [k for k in KINDS if k in kinds], "the kinds in their order"
    assert all(any(r["counts"]) for r in pad[1:]), "no row of nothing but the elements'"
    for r in pad:
        if r["row"] == "kind":  # each formula composed scores its kind's points
            assert r["points"] == [POINTS[r["kind"]] * c for c in r["counts"]]


def test_no_pad_while_the_game_goes_on_and_the_same_after_a_snapshot() -> None:
    game = played_out("practice", 3, 5)
    assert isinstance(game, Game)
    fresh = new_game("practice", ["Ann", "Bob"], 1)
    assert "breakdown" not in fresh.view(0)["state"], "only once the game is over"
    assert pad_of(state_from_dict(game.to_dict())) == pad_of(game)


def test_lending_a_formula_is_a_row_of_its_own() -> None:
    lent = [played_out("practice", 3, s) for s in range(12)]
    rows = [r for g in lent for r in pad_of(g) if r["row"] == "lent"]
    assert rows, "some random game lends a formula"
    for r in rows:
        assert all(p >= c for p, c in zip(r["points"], r["counts"], strict=True)), "1+ each"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_page_names_every_row(lang: str) -> None:
    tr = translator(lang)
    names = {score_row(tr, {"row": "kind", "kind": k}) for k in KINDS}
    assert len(names) == len(KINDS)
    for row in ({"row": "elements"}, {"row": "lent"}):
        assert score_row(tr, row) not in (*names, row["row"])


def test_a_history_that_does_not_lead_to_the_scores_gives_no_rows_and_never_raises() -> None:
    game = played_out("practice", 2, 3)
    assert isinstance(game, Game)
    for history in ([], ["element 999", "nonsense"], game.history[:-6]):
        odd = game.copy()
        odd.history = list(history)
        assert odd.view(None)["state"]["breakdown"] == []
