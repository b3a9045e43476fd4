"""What the board points at: the cards the last action moved, the points it gave, the cards
just drawn into the hand, the hint and a computer's coming move."""

from __future__ import annotations

from dataclasses import dataclass, field

from potions.practice.actions import Action, card_arg
from web.games.protocol import Board

MOVED = {"element", "formula", "eureka", "stack"}
"""Events whose ``card`` was just put somewhere."""


@dataclass
class Marks:
    fresh: set[int] = field(default_factory=set)
    """Cards the last action put on the table (or took openly into a hand)."""
    gains: dict[int, int] = field(default_factory=dict)
    """Points each seat gained with the last action."""
    drawn: set[int] = field(default_factory=set)
    """Cards new in the viewing seat's hand since the board was last drawn."""
    hint: str = ""
    coming: str = ""

    def of_action(self, action: str) -> str:
        """Extra classes for an element that plays ``action``."""
        out = ""
        if action and action == self.hint:
            out += " hint"
        if action and action == self.coming:
            out += " coming"
        return out

    def of_card(self, card: int) -> str:
        """Extra classes for a card: moved, drawn, or the one the hint or a coming move
        names (a card of the hand, played in a way still to choose)."""
        out = ""
        if card in self.fresh:
            out += " fresh"
        if card in self.drawn:
            out += " drawn"
        for action, cls in ((self.hint, " hint"), (self.coming, " coming")):
            if action and _card_of(action) == card:
                out += cls
        return out


def _card_of(action: str) -> int | None:
    try:
        return card_arg(Action.parse(action))
    except ValueError:
        return None


def marks_of(b: Board) -> Marks:
    m = Marks(hint=b.hint, coming=b.coming)
    for e in b.events:
        kind = e.get("type")
        if kind in MOVED:
            m.fresh.add(int(e["card"]))
        elif kind == "transform":
            m.fresh.add(int(e["into"]))
        elif kind == "decompose":
            m.fresh.add(int(e["kept"]))
        elif kind == "returned":
            m.fresh.update(int(c) for c in e["cards"])
        points = int(e.get("points", 0) or 0) if kind in ("element", "formula", "share") else 0
        if points:
            seat = int(e["seat"])
            m.gains[seat] = m.gains.get(seat, 0) + points
    before = b.before
    if before is not None and b.seat is not None and before.get("seat") == b.seat:
        old = before["state"]["players"][b.seat]["hand"] or []
        now = b.view["state"]["players"][b.seat]["hand"] or []
        m.drawn = set(now) - set(old)
    return m
