"""A small seeded generator (PCG32) whose whole state is one integer.

Python only promises that ``random.random()`` stays the same across versions, not
``shuffle``, ``choice`` or ``randrange``; this generator uses integer arithmetic only,
so a game replays identically in CPython 3.11 and in Pyodide's CPython 3.14.
"""

from __future__ import annotations

from typing import TypeVar

_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005
_INC = 1442695040888963407

T = TypeVar("T")


def _splitmix64(x: int) -> int:
    x = (x + 0x9E3779B97F4A7C15) & _MASK64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK64
    return x ^ (x >> 31)


class Pcg32:
    """PCG-XSH-RR 32-bit generator with a 64-bit state."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK64

    @classmethod
    def from_seed(cls, seed: int) -> Pcg32:
        """A generator seeded from any integer (negative and huge seeds included)."""
        rng = cls(0)
        rng.next32()
        rng.state = (rng.state + _splitmix64(seed & _MASK64)) & _MASK64
        rng.next32()
        return rng

    def copy(self) -> Pcg32:
        """An independent generator in the same state."""
        return Pcg32(self.state)

    def to_json(self) -> str:
        """The state as 16 hex digits (JSON has no 64-bit integers)."""
        return format(self.state, "016x")

    @classmethod
    def from_json(cls, text: object) -> Pcg32:
        """A generator from :meth:`to_json` output; ValueError for anything else."""
        if not isinstance(text, str) or len(text) != 16:
            raise ValueError("a generator state is 16 hex digits")
        return cls(int(text, 16))

    def next32(self) -> int:
        """The next 32-bit output."""
        old = self.state
        self.state = (old * _MULT + _INC) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``, without modulo bias."""
        if not 0 < n <= 0xFFFFFFFF:
            raise ValueError("n out of range")
        threshold = (0x100000000 - n) % n
        while True:
            r = self.next32()
            if r >= threshold:
                return r % n

    def next64(self) -> int:
        """A 64-bit output (two 32-bit ones)."""
        return self.next32() << 32 | self.next32()

    def choice(self, items: list[T]) -> T:
        """A uniformly chosen item of a non-empty list."""
        return items[self.below(len(items))]

    def shuffle(self, items: list[T]) -> None:
        """Shuffle a list in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
