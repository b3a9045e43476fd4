"""The actions of Potion-making: Practice and their grammar (see docs/rules-practice.md).

Every argument is a card id (0-75, the ids of the card data). A turn is a few small
actions, each a click on a card:

- ``element ID``   play card ID from the hand as an element
- ``formula ID``   play card ID from the hand as a formula (its components follow)
- ``spell ID``     cast spell card ID from the hand (its action follows)
- ``use ID``       the next component of the formula being composed: a Desk card (as its
  element) or a composed formula (as a formula)
- ``take ID``      Eureka!: a formula card from the top of a Desk pile into the hand;
  Transformation: the Desk card the chosen formula becomes
- ``target ID``    Decomposition or Transformation: the own composed formula it acts on
- ``keep ID``      Decomposition: the card kept as a composed formula
- ``stack ID``     a returned card onto its pile now (the last one stacked ends on top)

Choices that leave no choice are made by the engine, so these verbs appear only when
there is one.
"""

from __future__ import annotations

from typing import ClassVar, cast

from potions.core.actions import Action as CoreAction
from potions.core.errors import IllegalActionError

__all__ = ["VERBS", "Action", "IllegalActionError", "as_action", "card_arg"]


class Action(CoreAction):
    """An action of Potion-making: Practice: ``Action.parse("formula 24")``, ``str(a)``."""

    __slots__ = ()

    GRAMMAR: ClassVar[dict[str, str]] = {
        "element": "i",
        "formula": "i",
        "spell": "i",
        "use": "i",
        "take": "i",
        "target": "i",
        "keep": "i",
        "stack": "i",
    }
    WORDS: ClassVar[dict[str, tuple[str, ...]]] = {}


VERBS = tuple(Action.GRAMMAR)


def as_action(action: object) -> Action:
    """An Action of this game from an Action or its canonical string."""
    return Action.coerce(action)


def card_arg(action: Action) -> int:
    """The card id of a parsed action (every verb takes exactly one)."""
    return cast(int, action.args[0])
