"""The one legal-action generator: the page (what is clickable), the computer opponents
and the validation of every action ask it."""

from __future__ import annotations

from potions.practice.actions import Action
from potions.practice.cards import CARDS
from potions.practice.compose import can_compose
from potions.practice.state import State
from potions.practice.turn import castable, options

PHASE_VERB = {
    "component": "use",
    "eureka": "take",
    "transform_into": "take",
    "destroy": "target",
    "transform": "target",
    "keep": "keep",
    "stack": "stack",
}
"""The verb that answers each choice phase."""


def generate(game: State) -> list[Action]:
    """Every legal action now, in a fixed order; empty only when the game is over."""
    phase = game.phase
    if phase == "over":
        return []
    if phase != "play":
        verb = PHASE_VERB[phase]
        return [Action(verb, c) for c in options(game)]
    seat = game.current
    out: list[Action] = []
    for c in game.players[seat]["hand"]:
        out.append(Action("element", c))
        if CARDS[c].spell is None:
            if can_compose(game, c):
                out.append(Action("formula", c))
        elif castable(game, seat, c):
            out.append(Action("spell", c))
    return out
