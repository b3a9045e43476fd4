"""What the seat to play can click now, from the legal actions alone.

Every action of the engine names one card (see :mod:`potions.practice.actions`), so a click
on a card is the whole interface: in the ``play`` phase a card of the hand is played by a
click on the half that plays it (its formula above: composed or cast; its element below),
each half a ``data-action``; in every other phase the card that answers the question (a
Desk card, a composed formula, a card under a formula, a returned card) plays its one action
at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from potions.practice.actions import Action, card_arg

HOW = ("formula", "element", "spell")
"""The ways to play a card of the hand, in the order the page offers them."""


@dataclass
class Choices:
    """Every clickable thing now."""

    mode: str = "wait"
    """``play`` (play a card of the hand), a choice phase of the engine (``component``,
    ``eureka``...), ``wait`` (not this seat's turn) or ``over``."""
    hand: dict[int, dict[str, str]] = field(default_factory=dict)
    """Each card of the hand that can be played: its actions by verb."""
    picks: dict[int, str] = field(default_factory=dict)
    """Each card on the table that answers the current question: the action it plays."""
    verb: str = ""
    """The verb of ``picks``."""


def choices(state: dict[str, Any], legal: list[str]) -> Choices:
    """What is clickable for the seat to play, given the view's ``state`` and its legal
    actions."""
    if state["phase"] == "over":
        return Choices(mode="over")
    if not legal:
        return Choices()
    ch = Choices(mode=state["phase"])
    for a in map(Action.parse, legal):
        card = card_arg(a)
        if a.verb in HOW:
            ch.hand.setdefault(card, {})[a.verb] = str(a)
        else:
            ch.picks[card] = str(a)
            ch.verb = a.verb
    return ch
