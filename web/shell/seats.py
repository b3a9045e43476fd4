"""Who plays each seat: a person at this device, a computer of a level, or a friend on
another device.

A seat's word in a save (``meta.seats``) is "human" (a person at this device), a computer
level ("easy", "hard"...), or "online" (a friend playing on another device). The shell
asks the seat to play and does not care which kind it is: the page's clicks answer for the
people here, the computers' worker for a computer, the room for a friend online.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Protocol

if TYPE_CHECKING:
    from web.shell.table import Table

HUMAN = "human"
"""A person at this device (the word the saves have always used)."""
ONLINE = "online"
"""A friend on another device."""

Kind = Literal["here", "computer", "online"]


@dataclass(frozen=True)
class Seat:
    """Who plays one seat, as its word in a save."""

    code: str

    @property
    def kind(self) -> Kind:
        if self.code == HUMAN:
            return "here"
        if self.code == ONLINE:
            return "online"
        return "computer"

    @property
    def here(self) -> bool:
        """A person at this device plays it (their clicks play for it)."""
        return self.code == HUMAN

    @property
    def level(self) -> str:
        """The computer's level; "" for a person."""
        return self.code if self.kind == "computer" else ""


def read_seats(
    seats: object, n: int, levels: tuple[str, ...], online: bool = False
) -> tuple[Seat, ...]:
    """Who plays each of ``n`` seats, from their words: a computer level, "online" (when
    ``online`` seats are allowed), else a person at this device."""
    given = [s for s in seats if isinstance(s, str)] if isinstance(seats, list | tuple) else []
    given += [HUMAN] * (n - len(given))
    known = set(levels) | ({ONLINE} if online else set())
    return tuple(Seat(x if x in known else HUMAN) for x in given[:n])


def codes(seats: tuple[Seat, ...]) -> list[str]:
    """The seats' words, as saves and boards have them."""
    return [s.code for s in seats]


class Controller(Protocol):
    """What makes a kind of seat play."""

    def ask(self, table: Table) -> None:
        """It is this seat's turn on ``table``: play it (through the shell) when ready.
        Asked again for the same table, nothing more happens."""


class People:
    """The people at this device: their clicks on the page play for them."""

    def ask(self, table: Table) -> None:
        return None
