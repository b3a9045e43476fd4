"""Why an action is illegal: a stable code and a sentence a player understands.

Codes: ``malformed``, ``game_over``, ``wrong_phase``, ``off_table``, ``corner_card``,
``empty_place``, ``not_beside``, ``one_spell``, ``no_accio``, ``own_line``,
``accio_forbidden``, ``illegal``.
"""

from __future__ import annotations

from potions.core.errors import IllegalActionError
from potions.core.i18n import Msg
from potions.glastonbury.actions import Action
from potions.glastonbury.components import CORNER_CELLS, LINE_AT, LINES, SIZE, card_name
from potions.glastonbury.state import State
from potions.glastonbury.turn import ACTS_AT_ONCE

_PHASE_WORDS = {
    "take": Msg("take a card first"),
    "corner": Msg("your pawn is beside a corner: use Declinatio or end your turn"),
    "peek": Msg("you are looking through your cauldron (Perluceo): close it first"),
    "last": Msg("you took the last card of a line: choose whether to keep it"),
}

_DOING = {
    "take": Msg("take a card"),
    "accio": Msg("cast Accio"),
    "declinatio": Msg("cast Declinatio"),
    "pass": Msg("end your turn beside the corner"),
    "close": Msg("close the cauldron"),
    "keep": Msg("keep the last card"),
    "discard": Msg("discard the last card"),
}

_PHASE_OF = {
    "take": "take",
    "accio": "take",
    "declinatio": "corner",
    "pass": "corner",
    "close": "peek",
    "keep": "last",
    "discard": "last",
}


def _err(code: str, message: Msg) -> IllegalActionError:
    return IllegalActionError(code, message)


def refusal(game: State, a: Action) -> IllegalActionError | None:
    """Why ``a`` is not legal now; None exactly when the generator lists it (checked over
    random positions by ``tests/core/test_refusals.py``)."""
    if game.phase == "over":
        return _err("game_over", Msg("The game is over."))
    verb = a.verb
    if _PHASE_OF[verb] != game.phase:
        return _err(
            "wrong_phase",
            Msg("You can't {doing} now: {why}.", doing=_DOING[verb], why=_PHASE_WORDS[game.phase]),
        )
    if verb not in ("take", "accio"):
        return None
    r, c = a.ints()
    if r >= SIZE or c >= SIZE:
        return _err(
            "off_table",
            Msg(
                "There is no place ({row}, {column}): rows and columns are 0 to 5.", row=r, column=c
            ),
        )
    cell = SIZE * r + c
    if cell in CORNER_CELLS:
        return _err("corner_card", Msg("Corner cards can't be taken."))
    card = game.table[cell]
    if card is None:
        return _err("empty_place", Msg("There is no card at that place any more."))
    player = game.players[game.current]
    line = LINE_AT[player["pawn"]]
    mine = line is not None and cell in LINES[line]
    acting = card in ACTS_AT_ONCE
    if verb == "take":
        if not mine:
            return _err(
                "not_beside",
                Msg("Take a card from the line beside your pawn (or cast Accio for another one)."),
            )
        if acting and game.spell_used:
            return _err(
                "one_spell",
                Msg(
                    "You used a spell this turn: {card} would be a second one.",
                    card=card_name(card),
                ),
            )
        return None
    if game.spell_used:
        return _err("one_spell", Msg("Only one spell a turn: you already used one."))
    if not player["accio"]:
        return _err("no_accio", Msg("You have no Accio spell."))
    if mine:
        return _err(
            "own_line",
            Msg("That card is beside your pawn: take it without spending Accio."),
        )
    if acting:
        return _err(
            "accio_forbidden",
            Msg("Accio can't take {card}: it is a spell of its own.", card=card_name(card)),
        )
    return None
