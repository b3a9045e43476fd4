"""Potion Dice's actions: their grammar (see docs/rules-dice.md for every verb).

Tokens are separated by one space. ID is a card id (0-53), V a die's number (1-5; 1-6
for a die of the roll), P a potion space of the work table (0 or 1), S a seat (0-3),
L a place on a work table (0 or 1 a potion space, 2 the reserve):

- ``take ID``        take a starting potion (draft) or a potion of the market
- ``free V``         a reserve die joins the free dice (start of the turn)
- ``lift P V``       a die on potion space P joins the free dice (start of the turn)
- ``roll``           roll the free dice
- ``choose V``       set aside every die of the roll showing V (the rest is rolled again)
- ``stop``           accept a roll that offers no new number (when a potion could change it)
- ``place V P``      an ingredient die showing V on the potion of space P
- ``help V P``       the Little Help: a die of the preparation table turned to V, on P
- ``use ID``         use finished potion ID; its targets follow:
- ``pick V``         Reroll: a die of the roll; Number Changer: an ingredient die
- ``number V``       Resurrection: the number the 6 becomes; Number Changer: the new number
- ``borrow S V``     Blind Love: a die showing V from seat S's reserve
- ``potion P``       Virtual Die: the potion it goes on
- ``snatch S L V``   Trick: a die showing V from place L of seat S's work table
- ``refill ID``      Magical Refill: the empty potion ID to fill
- ``done``           stop choosing targets (Reroll with one die, Blind Love with one die)
- ``cancel``         put the potion back before choosing any target
- ``end``            end the work at the work table
- ``keep V``         a leftover ingredient showing V goes to the reserve
"""

from __future__ import annotations

from typing import ClassVar, cast

from potions.core.actions import Action as CoreAction

__all__ = ["VERBS", "Action", "arg", "as_action"]


class Action(CoreAction):
    """An action of Potion Dice: ``Action.parse("choose 3")``, ``str(a)``."""

    __slots__ = ()

    GRAMMAR: ClassVar[dict[str, str]] = {
        "take": "i",
        "free": "i",
        "lift": "ii",
        "roll": "",
        "choose": "i",
        "stop": "",
        "place": "ii",
        "help": "ii",
        "use": "i",
        "pick": "i",
        "number": "i",
        "borrow": "ii",
        "potion": "i",
        "snatch": "iii",
        "refill": "i",
        "done": "",
        "cancel": "",
        "end": "",
        "keep": "i",
    }


VERBS = tuple(Action.GRAMMAR)


def as_action(action: object) -> Action:
    """An Action of this game from an Action or its canonical string."""
    return Action.coerce(action)


def arg(action: Action, i: int) -> int:
    """Argument ``i`` of a parsed action (every argument is an integer)."""
    return cast(int, action.args[i])
