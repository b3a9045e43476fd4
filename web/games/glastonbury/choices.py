"""What the seat to play can click on the Glastonbury board now, from the legal actions.

The page holds no rules: every clickable thing comes from the engine's legal actions,
decoded with the engine's own :class:`~potions.glastonbury.Action`. A card off the line
beside the pawn that Accio may take asks first (``data-select="accio R C"``), so that a
stray click never spends a spell; after clicking the Accio spell (``data-select="accio"``)
every such card casts it at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from potions.glastonbury.actions import Action, cell_of

CORNER_CELL = {0: 0, 5: 5, 10: 35, 15: 30}
"""The corner cell beside each corner place (places clockwise, cells row-major)."""


@dataclass
class Choices:
    """Every clickable thing now: cells with their (attribute, value), the spells, the
    cauldron, the buttons of the turn panel."""

    cells: dict[int, tuple[str, str]] = field(default_factory=dict)
    takes: set[int] = field(default_factory=set)
    """Cells of the line beside the pawn that may be taken."""
    accio: set[int] = field(default_factory=set)
    """Cells Accio may take now."""
    accio_spell: str = ""
    """The data-select of the Accio cards ("accio" to begin, "cancel" to stop)."""
    accio_cell: int | None = None
    """The card Accio is about to take (asked to confirm)."""
    declinatio: str = ""
    corner: dict[int, str] = field(default_factory=dict)
    """Corner cells that end the turn (``pass``)."""
    cauldron: str = ""
    """The action a click on the player's own cauldron plays (close, keep)."""
    buttons: list[tuple[str, str, str]] = field(default_factory=list)
    """(attribute, value, label key) of the turn panel's buttons."""
    mode: str = "wait"
    """What the prompt says: take, accio, accio-confirm, corner, peek, last, wait."""


def choices(state: dict[str, Any], legal: list[str], ui: dict[str, Any]) -> Choices:
    """What is clickable for the seat to play, given the view's ``state`` and its legal
    actions; ``ui`` holds an Accio in progress (``{"mode": "accio", "cell": 14}``)."""
    ch = Choices()
    if not legal:
        return ch
    actions = [Action.parse(a) for a in legal]
    verbs = {a.verb for a in actions}
    phase = state["phase"]
    if phase == "take":
        accio_mode = ui.get("mode") == "accio"
        chosen = ui.get("cell") if accio_mode else None
        for a in actions:
            cell = cell_of(a) if a.verb in ("take", "accio") else -1
            if a.verb == "take":
                ch.takes.add(cell)
                ch.cells[cell] = ("data-action", str(a))
            elif a.verb == "accio":
                ch.accio.add(cell)
                if accio_mode:
                    ch.cells[cell] = ("data-action", str(a))
                else:
                    ch.cells[cell] = ("data-select", f"accio {a.args[0]} {a.args[1]}")
        if ch.accio:
            ch.accio_spell = "cancel" if accio_mode else "accio"
        if accio_mode and ch.accio:
            if isinstance(chosen, int) and chosen in ch.accio:
                ch.accio_cell = chosen
                ch.buttons.append(("data-action", ch.cells[chosen][1], "cast"))
                ch.mode = "accio-confirm"
            else:
                ch.mode = "accio"
            ch.buttons.append(("data-select", "cancel", "cancel"))
        else:
            ch.mode = "take"
            if ch.accio:
                ch.buttons.append(("data-select", "accio", "accio"))
    elif phase == "corner":
        if "declinatio" in verbs:
            ch.declinatio = "declinatio"
            ch.buttons.append(("data-action", "declinatio", "declinatio"))
        if "pass" in verbs:
            pawn = state["players"][state["current"]]["pawn"]
            if pawn in CORNER_CELL:
                ch.corner[CORNER_CELL[pawn]] = "pass"
            ch.buttons.append(("data-action", "pass", "pass"))
        ch.mode = "corner"
    elif phase == "peek" and "close" in verbs:
        ch.cauldron = "close"
        ch.buttons.append(("data-action", "close", "close"))
        ch.mode = "peek"
    elif phase == "last":
        if "keep" in verbs:
            ch.cauldron = "keep"
            ch.buttons.append(("data-action", "keep", "keep"))
        if "discard" in verbs:
            ch.buttons.append(("data-action", "discard", "discard"))
        ch.mode = "last"
    return ch
