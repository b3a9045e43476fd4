"""Potion Explosion's actions: their grammar (see docs/RULES.md for every verb).

Tokens are separated by one space; T is a track 0-4 from the left, S a slot 0-7 from
the bottom, B a burner 0-1, C a colour, ID a tile id 0-63, K a stack 0-4, P a seat:

- ``draft ID``           take a starter tile during the starter draft
- ``pick T S``           the regular pick (also a tie-breaker pick)
- ``help T S``           the Little Help from the Professor
- ``place C B``          put a marble of colour C (from hand or pool) on burner B
- ``drink ID ARGS...``   drink completed potion ID; ARGS depend on its kind (``effects``)
- ``wild C B H``         Prismatic Joy: a pool marble of colour C on a hole of colour H of B
- ``stop``               stop placing with Prismatic Joy
- ``end``                end the turn
- ``discard C``          at the end of the turn, discard one marble of colour C from the pool
- ``draw K``             draw the top tile of stack K onto an empty burner
"""

from __future__ import annotations

from typing import ClassVar, cast

from potions.core.actions import Action as CoreAction
from potions.core.errors import IllegalActionError
from potions.explosion.components import COLOURS, Colour

__all__ = ["VERBS", "Action", "IllegalActionError", "as_action", "colour_arg", "int_arg"]


class Action(CoreAction):
    """An action of Potion Explosion: ``Action.parse("pick 2 3")``, ``str(a)``."""

    __slots__ = ()

    GRAMMAR: ClassVar[dict[str, str]] = {
        "draft": "i",
        "pick": "ii",
        "help": "ii",
        "place": "ci",
        "drink": "i*",
        "wild": "cic",
        "stop": "",
        "end": "",
        "discard": "c",
        "draw": "i",
    }
    WORDS: ClassVar[dict[str, tuple[str, ...]]] = {"c": COLOURS}


VERBS = tuple(Action.GRAMMAR)


def as_action(action: object) -> Action:
    """An Action of this game from an Action or its canonical string."""
    return Action.coerce(action)


def colour_arg(action: Action, i: int) -> Colour:
    """Argument ``i`` of a parsed action, which the grammar makes a colour."""
    return cast(Colour, action.args[i])


def int_arg(action: Action, i: int) -> int:
    """Argument ``i`` of a parsed action, which the grammar makes an integer."""
    return cast(int, action.args[i])
