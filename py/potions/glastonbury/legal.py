"""The one legal-action generator: the page (what is clickable), the computer opponents
and the validation of every action ask it."""

from __future__ import annotations

from potions.glastonbury.actions import Action
from potions.glastonbury.components import LINE_AT, LINES, PLAY_CELLS
from potions.glastonbury.state import State
from potions.glastonbury.turn import ACTS_AT_ONCE, line_cells

_CLOSE = [Action("close")]
_LAST = [Action("keep"), Action("discard")]
_CORNER = [Action("declinatio"), Action("pass")]


def accio_targets(game: State) -> list[int]:
    """Cells Accio may take from now: any card off the line beside the pawn, except
    Vanesco and Perluceo."""
    line = LINE_AT[game.players[game.current]["pawn"]]
    mine = LINES[line] if line is not None else ()
    table = game.table
    return [
        c
        for c in PLAY_CELLS
        if table[c] is not None and table[c] not in ACTS_AT_ONCE and c not in mine
    ]


def can_accio(game: State) -> bool:
    """Accio may be cast now: a take is due, no spell was used this turn, a charge left."""
    return (
        game.phase == "take" and not game.spell_used and bool(game.players[game.current]["accio"])
    )


def generate(game: State) -> list[Action]:
    """Every legal action now, in a fixed order; empty only when the game is over."""
    phase = game.phase
    if phase == "over":
        return []
    if phase == "peek":
        return list(_CLOSE)
    if phase == "last":
        return list(_LAST)
    if phase == "corner":
        return list(_CORNER)
    table = game.table
    cells = line_cells(game, game.players[game.current]["pawn"])
    if game.spell_used:
        cells = [c for c in cells if table[c] not in ACTS_AT_ONCE]
    out = [Action("take", c // 6, c % 6) for c in cells]
    if can_accio(game):
        out.extend(Action("accio", c // 6, c % 6) for c in accio_targets(game))
    return out
