"""The final score pad's rows, as the games whose points come from potions give them in their
views: plain JSON, each row named by ``row`` (the page words it), with ``points`` and
``counts``, one per seat."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def potion_rows(
    row: str, kinds: Sequence[str], potions: Sequence[Sequence[tuple[str, int]]]
) -> list[dict[str, Any]]:
    """A row ``{"row": row, row: kind}`` for each of ``kinds`` (in that order) some seat has
    potions of: their points and how many; ``potions``: each seat's, as (kind, points)."""
    rows: list[dict[str, Any]] = []
    for kind in kinds:
        points = [sum(p for k, p in seat if k == kind) for seat in potions]
        counts = [sum(1 for k, _ in seat if k == kind) for seat in potions]
        if any(counts):
            rows.append({"row": row, row: kind, "points": points, "counts": counts})
    return rows


def count_row(row: str, counts: Sequence[int], each: int) -> dict[str, Any]:
    """A row of things each seat has ``counts`` of, worth ``each`` point(s) apiece."""
    return {"row": row, "points": [each * n for n in counts], "counts": list(counts)}
