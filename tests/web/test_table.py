"""The table and its one transition, in CPython with no page: ``step`` never changes the
table it is given, refuses what the engine refuses (or a seat not to play) without a trace,
keeps undo to this turn's quiet actions of a person here, and undo gives back exactly the
table before."""

from __future__ import annotations

import random

import pytest

from potions import GAMES, IllegalActionError, new_game
from web.games import playable
from web.shell.seats import Seat, read_seats
from web.shell.table import Choose, Drop, Pace, Play, Reload, Reseat, Table, Undo, step

GAME_IDS = [info.id for info in playable()]


def fingerprint(table: Table) -> tuple[object, ...]:
    """Everything a table holds, as plain values (its states as dicts)."""
    return (
        table.sid,
        table.state.to_dict(),
        table.codes,
        table.pace,
        table.log,
        [(m.state.to_dict(), m.log) for m in table.undo],
        dict(table.ui),
        table.last,
        table.events,
        table.before,
    )


def new_table(game: str, seats: list[str], seed: int = 3) -> Table:
    info = GAMES[game]
    names = ["Ann", "Bob", "Cy", "Di"][: len(seats)]
    state = new_game(game, names, seed)
    return Table.new(info, state, "t1", read_seats(seats, len(seats), info.levels))


@pytest.mark.parametrize("game", GAME_IDS)
def test_step_never_changes_the_table_it_is_given(game: str) -> None:
    rng = random.Random(game)
    table = new_table(game, ["human", "human"])
    engine = table.state.copy()
    for _ in range(150):
        if table.state.is_over:
            break
        seat = table.state.current_player
        assert seat is not None
        before = fingerprint(table)
        # refused: another seat's action, a malformed one, an illegal one
        for move in (
            Play(str(table.state.legal_actions()[0]), 1 - seat),
            Play("no such action", seat),
            Play("draft 999", seat),
        ):
            with pytest.raises(IllegalActionError):
                step(table, move)
            assert fingerprint(table) == before
        action = str(rng.choice(table.state.legal_actions()))
        after = step(table, Play(action, seat))
        assert fingerprint(table) == before, "the table given is never changed"
        engine.apply(action)
        assert after.state.to_dict() == engine.to_dict()
        assert after.last == (action,) and after.events == tuple(engine.events)
        assert after.log[: len(table.log)] == table.log
        table = after


@pytest.mark.parametrize("game", GAME_IDS)
def test_undo_goes_back_to_the_table_before_and_never_past_something_revealed(
    game: str,
) -> None:
    rng = random.Random(game + "undo")
    table = new_table(game, ["human", "hard"])
    undone = 0
    for _ in range(300):
        if table.state.is_over:
            break
        seat = table.state.current_player
        assert seat is not None
        action = str(rng.choice(table.state.legal_actions()))
        after = step(table, Play(action, seat))
        trial = table.state.copy()
        trial.apply(action)
        quiet = table.seats[seat].here and not trial.revealed
        if quiet and trial.current_player == seat:
            assert len(after.undo) == len(table.undo) + 1
            back = step(after, Undo())
            assert back.state.to_dict() == table.state.to_dict()
            assert (back.log, back.codes) == (table.log, table.codes)
            assert [m.log for m in back.undo] == [m.log for m in table.undo]
            undone += 1
        else:
            assert after.undo == (), "no undo past a reveal, a computer, or the turn's end"
            assert step(after, Undo()) is after
        # every mark goes back over quiet actions of this seat only
        for mark in after.undo:
            replay = mark.state.copy()
            for a in after.state.history[len(mark.state.history) :]:
                replay.apply(a)
                assert not replay.revealed and replay.current_player == seat
        table = after
    assert undone > 0 or game == "glastonbury"


def test_the_other_moves() -> None:
    table = new_table("explosion", ["human", "easy"])
    chosen = step(table, Choose({"mode": "help"}))
    assert dict(chosen.ui) == {"mode": "help"} and chosen.state is table.state
    assert dict(step(chosen, Drop()).ui) == {}
    assert step(table, Pace("skip")).pace == "skip"
    assert step(table, Pace("nonsense")).pace == "normal"
    hard = (Seat("human"), Seat("hard"))
    assert step(table, Reseat(hard)).codes == ["human", "hard"]
    with pytest.raises(ValueError):
        step(table, Reseat((Seat("human"),)))
    assert step(table, Reload(chosen)) is chosen
