"""The deck's balance run: its output is sane, and every card gets taken and brewed."""

import statistics

from potions.dice import CARDS
from potions.dice.balance import card_figures, main, play, report, run


def test_a_small_run_takes_and_brews_every_card() -> None:
    records = run(60, seed=7, workers=1)
    figures = card_figures(records)
    for card in CARDS:
        f = figures[card.id]
        assert f.taken > 0, f"card {card.id} never taken"
        assert f.finished > 0, f"card {card.id} never brewed"
        assert all(1 <= t <= 9 for t in f.turns)
        assert f.finished <= f.taken
    scores = [s for r in records for s in r.scores]
    assert 15 < statistics.mean(scores) < 90
    assert all(r.winners and max(r.scores) == r.scores[r.winners[0]] for r in records)
    assert {r.players for r in records} == {2, 3, 4}
    text = report(records, 1.0)
    rows = [line for line in text.splitlines() if line.startswith("| ") and line[2].isdigit()]
    assert len(rows) == len(CARDS) + 3, "one row per card, one per player count"
    assert "win index of the cards" in text


def test_the_run_is_seeded() -> None:
    a, b = play(11, 3), play(11, 3)
    assert (a.scores, [(t.card, t.turns) for t in a.taken]) == (
        b.scores,
        [(t.card, t.turns) for t in b.taken],
    )


def test_command_line(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["--games", "3", "--seed", "2", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Potion Dice balance run: 3 games")
