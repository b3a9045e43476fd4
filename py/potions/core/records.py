"""What a player's record keeps of one game: who played it and how, whether it is over, the
scores and the winners, and each game's highlight (Potion Explosion's longest chain...),
computed from the game's save by the engine (its actions replayed, their events read).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from potions.core.protocol import Event, GameState
from potions.core.saves import load_save

HIGHLIGHTS = {
    "explosion": "chain",
    "practice": "formula",
    "glastonbury": "cauldron",
    "dice": "potions",
}
"""Each game's highlight, by the word its record keeps: the longest chain of explosions in
one pick; the most points of one formula; the most cards in a cauldron at the end; the
most potions finished in one game."""


def _chain(e: Event) -> int:
    return len(e.get("explosions") or []) if e.get("type") == "pick" else 0


def _formula(e: Event) -> int:
    points = e.get("points")
    return points if e.get("type") == "formula" and isinstance(points, int) else 0


def _potion(e: Event) -> int:
    return 1 if e.get("type") == "finish" else 0


EACH: dict[str, tuple[Callable[[Event], int], bool]] = {
    "explosion": (_chain, False),
    "practice": (_formula, False),
    "dice": (_potion, True),
}
"""How an event counts toward a seat's highlight, and whether counts add up (else the
best one is kept)."""


@dataclass(frozen=True)
class GameRecord:
    """One game as a player's record keeps it."""

    game: str
    names: list[str]
    seats: list[str]
    """Who played each seat ("human", a computer level, "online")."""
    over: bool
    scores: list[int]
    winners: list[int]
    highlight: list[int] = field(default_factory=list)
    """Each seat's highlight (:data:`HIGHLIGHTS`)."""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: object) -> GameRecord | None:
        """A record read back; None when it is not one (a damaged record counts for
        nothing, and stops nothing)."""
        if not isinstance(data, dict):
            return None
        try:
            names, seats = data["names"], data["seats"]
            scores, winners = data["scores"], data["winners"]
            highlight = data.get("highlight", [])
            game, over = data["game"], data["over"]
        except (KeyError, TypeError):
            return None
        texts = all(isinstance(x, str) for x in [*names, *seats]) if _lists(names, seats) else False
        numbers = _lists(scores, winners, highlight) and all(
            isinstance(x, int) and not isinstance(x, bool) for x in [*scores, *winners, *highlight]
        )
        n = len(names) if isinstance(names, list) else -1
        if not (texts and numbers and isinstance(game, str) and isinstance(over, bool)):
            return None
        if len(seats) != n or len(scores) != n or any(not 0 <= w < n for w in winners):
            return None
        if highlight and len(highlight) != n:
            return None
        return cls(game, list(names), list(seats), over, list(scores), list(winners), highlight)


def _lists(*values: object) -> bool:
    return all(isinstance(v, list) for v in values)


def record_of(data: object, seats: list[str]) -> GameRecord:
    """The record of the game a save holds (SaveError when it cannot be opened), ``seats``
    saying who played each seat."""
    events: list[Event] = []

    def after(state: GameState, _action: str) -> None:
        events.extend(state.events)

    state = load_save(data, after=after)
    game = state.game_id
    n = len(state.config["players"])
    best = [0] * n
    if game in EACH:
        count, adds = EACH[game]
        for e in events:
            seat = e.get("seat")
            if isinstance(seat, int) and 0 <= seat < n:
                value = count(e)
                best[seat] = best[seat] + value if adds else max(best[seat], value)
    elif game == "glastonbury" and state.is_over:
        players = state.view(None)["state"]["players"]
        best = [int(p.get("size", 0)) for p in players]
    codes = [*seats, *["human"] * n][:n]
    return GameRecord(
        game,
        [str(x) for x in state.config["players"]],
        codes,
        state.is_over,
        list(state.scores()),
        list(state.winners()),
        best,
    )
