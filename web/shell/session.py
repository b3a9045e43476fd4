"""One game on screen: its state, who sits where, its log, and a choice in progress."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from potions import to_save
from potions.core.i18n import Msg
from potions.core.protocol import GameInfo, GameState
from potions.core.saves import digest

PACES = ("normal", "fast", "skip")
"""How computers play: a pause a person can follow, a short one, none."""
DELAYS = {"normal": 700, "fast": 120, "skip": 0}
SHOW = {"normal": 650, "fast": 200, "skip": 0}
"""How long a computer's choice is shown before it is played."""


def read_seats(seats: object, n: int, levels: tuple[str, ...]) -> list[str]:
    """Who plays each of ``n`` seats: a computer level or "human" (anything else)."""
    given = [s for s in seats if isinstance(s, str)] if isinstance(seats, list) else []
    given += ["human"] * (n - len(given))
    return [x if x in levels else "human" for x in given[:n]]


def read_pace(pace: object) -> str:
    """A pace, "normal" for anything unknown."""
    return pace if isinstance(pace, str) and pace in PACES else "normal"


@dataclass
class Unsaved:
    """Where a game stood when it was last stored: what a move not stored yet goes back
    to if storing it fails."""

    state: GameState
    ui: dict[str, Any]
    log: int
    """The length of the log then."""
    undo: list[tuple[GameState, int]]


@dataclass
class Session:
    """The game being played on this page."""

    info: GameInfo
    state: GameState
    sid: str
    seats: list[str]
    pace: str = "normal"
    log: list[tuple[int | None, Msg]] = field(default_factory=list)
    ui: dict[str, Any] = field(default_factory=dict)
    """The game page's memory of a choice in progress; reset after every action."""
    message: Msg | None = None
    hint: str = ""
    before: dict[str, Any] | None = None
    last: list[str] = field(default_factory=list)
    ready: int | None = None
    """The human seat that took the device after the hand-off screen."""
    request: int = 0
    """The computer decision the page waits for (0: none)."""
    hint_request: int = 0
    stored: str | None = None
    """The digest of the action log as this page last stored or read it (None: never
    stored): a different one in storage means another tab played."""
    final_folded: bool = False
    """The player folded the final scores away to look at the board."""
    full: bool = False
    """Storage refused the last save: computers wait until the player frees room."""
    events: list[dict[str, Any]] = field(default_factory=list)
    """The events of the last action, until the board is drawn."""
    coming: str = ""
    """The action a computer chose, shown a moment before it is played."""
    undo: list[tuple[GameState, int]] = field(default_factory=list)
    """The states before each of this turn's actions by the human to play (and the length
    of the log then), back to the last action that revealed something."""
    unsaved: Unsaved | None = None
    """Moves are stored just after the board shows them: where the game stood before the
    first move not stored yet (None when everything is stored)."""

    @property
    def names(self) -> list[str]:
        return [str(n) for n in self.state.config["players"]]

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == "human"]

    def computer(self) -> str:
        """The level of the computer whose turn it is; "" for a human or the end."""
        seat = self.state.current_player
        if seat is None:
            return ""
        level = self.seats[seat]
        return "" if level == "human" else level

    def eyes(self) -> int | None:
        """Whose view the page shows: the human to play, else the only human, else none
        (a spectator's view: nothing secret of any seat)."""
        seat = self.state.current_player
        if seat is not None and self.seats[seat] == "human":
            return seat
        humans = self.humans()
        if len(humans) == 1:
            return humans[0]
        if seat is None and not self.info.secrets:
            return 0
        return None

    def needs_handoff(self) -> bool:
        """Whether the board must stay covered until the next human says they are ready:
        a game with secrets, several humans on this device, and a new pair of eyes."""
        if not self.info.secrets or len(self.humans()) < 2 or self.state.is_over:
            return False
        eyes = self.eyes()
        return eyes is not None and eyes != self.ready

    def digest(self) -> str:
        """The digest of this game's action log, as saves carry it."""
        return digest(self.state.history)

    def save(self, now: int) -> dict[str, Any]:
        """The save envelope of this game with the page's data."""
        meta: dict[str, Any] = {"updated": now, "seats": list(self.seats), "pace": self.pace}
        if self.ui:  # the game page's memory (its carry() keeps what lasts)
            meta["page"] = dict(self.ui)
        return to_save(self.state, meta=meta)
