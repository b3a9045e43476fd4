"""Who plays each seat: a person at this device, a computer of a level, or another kind.

A seat's word in a save (``meta.seats``) is "human" (a person at this device), a computer
level ("easy", "hard"...), or the word of a kind of seat that is a plug-in (a friend on
another device: "online"; :mod:`web.shell.kinds`). The shell asks the seat to play and does
not care which kind it is: the page's clicks answer for the people here, the computers'
worker for a computer, a plug-in for its own seats.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from potions import GAMES

HUMAN = "human"
"""A person at this device (the word the saves have always used)."""
HERE = "here"
COMPUTER = "computer"


def _levels() -> frozenset[str]:
    return frozenset(level for info in GAMES.values() for level in info.levels)


@dataclass(frozen=True)
class Seat:
    """Who plays one seat, as its word in a save."""

    code: str

    @property
    def kind(self) -> str:
        """ "here" (a person at this device), "computer", or the word of a plug-in's kind."""
        if self.code == HUMAN:
            return HERE
        if self.code in _levels():
            return COMPUTER
        return self.code

    @property
    def here(self) -> bool:
        """A person at this device plays it (their clicks play for it)."""
        return self.code == HUMAN

    @property
    def level(self) -> str:
        """The computer's level; "" for a person."""
        return self.code if self.kind == COMPUTER else ""


def read_seats(
    seats: object, n: int, levels: tuple[str, ...], kinds: Collection[str] = ()
) -> tuple[Seat, ...]:
    """Who plays each of ``n`` seats, from their words: a computer level, a plug-in's kind
    (those of ``kinds``), else a person at this device."""
    given = [s for s in seats if isinstance(s, str)] if isinstance(seats, list | tuple) else []
    given += [HUMAN] * (n - len(given))
    known = set(levels) | set(kinds)
    return tuple(Seat(x if x in known else HUMAN) for x in given[:n])


def codes(seats: tuple[Seat, ...]) -> list[str]:
    """The seats' words, as saves and boards have them."""
    return [s.code for s in seats]
