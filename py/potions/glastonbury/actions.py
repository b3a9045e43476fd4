"""Glastonbury's actions: their grammar (see docs/rules-glastonbury.md for every verb).

R is a row and C a column of the square, 0 to 5 from the top left:

- ``take R C``    take the card at (R, C) from the line beside your pawn
- ``accio R C``   cast Accio: take the card at (R, C) from anywhere else on the square
- ``declinatio``  beside a corner: cast Declinatio and move again
- ``pass``        beside a corner: keep the Declinatio spell, the turn ends
- ``close``       stop looking through the cauldron (Perluceo); the turn ends
- ``keep``        keep the last card on the cauldron (the game ends)
- ``discard``     do not keep the last card (the game ends)
"""

from __future__ import annotations

from typing import ClassVar

from potions.core.actions import Action as CoreAction

__all__ = ["Action", "as_action"]


class Action(CoreAction):
    """An action of Glastonbury: ``Action.parse("take 2 3")``, ``str(a)``."""

    __slots__ = ()

    GRAMMAR: ClassVar[dict[str, str]] = {
        "take": "ii",
        "accio": "ii",
        "declinatio": "",
        "pass": "",
        "close": "",
        "keep": "",
        "discard": "",
    }


def as_action(action: object) -> Action:
    """An Action of this game from an Action or its canonical string."""
    return Action.coerce(action)


def cell_of(action: Action) -> int:
    """The cell (``6 * R + C``) of a ``take`` or ``accio`` action."""
    r, c = action.ints()
    return 6 * r + c
