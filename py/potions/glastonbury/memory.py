"""What each computer level remembers of the public record (``view["seen"]``).

A view carries the whole public record; a forgetful level keeps only its last
``window`` entries. :func:`recall` returns a copy of the view in which every cauldron
card that went in before that window is forgotten (None), as are the known bottom of
the draw pile and the cards out of the game; the top cards stay, since they are in
sight. :meth:`Game.from_view` then draws the forgotten cards like any hidden card.
"""

from __future__ import annotations

from typing import Any

from potions.glastonbury.components import goes_in_cauldron


def entry_times(view: dict[str, Any]) -> list[list[int]]:
    """For every cauldron card (bottom to top) the index of the record entry that put it
    there."""
    n = len(view["state"]["players"])
    stacks: list[list[int]] = [[] for _ in range(n)]
    for i, e in enumerate(view["seen"]["log"]):
        if e["how"] in ("take", "accio"):
            if goes_in_cauldron(e["card"]):
                stacks[e["seat"]].append(i)
        elif stacks[e["seat"]]:
            stacks[e["seat"]].pop()
    return stacks


def recall(view: dict[str, Any], window: int | None, own: int = 0) -> dict[str, Any]:
    """``view`` as a player who remembers only the last ``window`` record entries sees
    it (None: everything), and also the ``own`` top cards of its own cauldron."""
    if window is None:
        return view
    seat = view["seat"]
    seen = view["seen"]
    log = seen["log"]
    since = len(log) - window
    cauldrons = []
    for i, (cards, times) in enumerate(zip(seen["cauldrons"], entry_times(view), strict=True)):
        if len(times) != len(cards):  # a record that does not fit: forget it all
            times = [-1] * len(cards)
        kept = [c if t >= since else None for c, t in zip(cards, times, strict=True)]
        if i == seat and own:
            kept[-own:] = cards[-own:]
        if kept:
            kept[-1] = cards[-1]
        cauldrons.append(kept)
    memory = {"log": log[max(0, since) :], "cauldrons": cauldrons, "pile_bottom": [], "out": []}
    return {**view, "seen": memory}
