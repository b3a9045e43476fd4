"""The dispenser: collapsing tracks, chain reactions, and refilling from the tank."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from potions.core.rng import Pcg32
from potions.explosion.components import COLOURS, VISIBLE, Colour

T = TypeVar("T")


def chain_indices(track: Sequence[T], index: int) -> tuple[list[int], list[tuple[T, int]]]:
    """Which positions of ``track`` a regular pick at ``index`` takes, and its explosions.

    Returns the taken positions (the picked one first, then each explosion's marbles in
    order) and the explosions as ``(colour, count)`` pairs. Only a closing gap can make
    marbles collide: the marbles below the gap never move.
    """
    if not 0 <= index < len(track):
        raise IndexError(f"no marble at position {index}")
    taken = [index]
    explosions: list[tuple[T, int]] = []
    low = index - 1  # topmost remaining marble below the gap
    high = index + 1  # lowest remaining marble above the gap
    while low >= 0 and high < len(track) and track[low] == track[high]:
        colour = track[low]
        start = len(taken)
        while low >= 0 and track[low] == colour:
            taken.append(low)
            low -= 1
        while high < len(track) and track[high] == colour:
            taken.append(high)
            high += 1
        explosions.append((colour, len(taken) - start))
    return taken, explosions


def chain_reaction(track: Sequence[T], index: int) -> tuple[list[T], list[T]]:
    """Pick the marble at ``index`` of ``track`` and run the chain reaction.

    ``track`` lists colour names from the bottom (index 0, nearest the player) upwards.
    Returns ``(taken, remaining)``: the picked marble and every exploded one, and the
    track after it collapses (no refill). ``track`` itself is not changed.
    """
    positions, _ = chain_indices(track, index)
    gone = set(positions)
    taken = [track[i] for i in positions]
    remaining = [c for i, c in enumerate(track) if i not in gone]
    return taken, remaining


def remove(track: list[T], positions: list[int]) -> list[T]:
    """Take marbles out of a track without explosions; returns their colours, bottom first."""
    taken = [track[i] for i in sorted(positions)]
    for i in sorted(positions, reverse=True):
        del track[i]
    return taken


def settle(tracks: list[list[Colour]], tank: dict[Colour, int], rng: Pcg32) -> None:
    """Roll marbles from the tank into tracks with space until they are full or it is dry.

    Each marble is drawn uniformly from the tank's contents and goes to a uniformly chosen
    track that still has space (the rulebook: roll them at random, fill every track).
    """
    total = sum(tank.values())
    while total:
        open_tracks = [i for i, t in enumerate(tracks) if len(t) < VISIBLE]
        if not open_tracks:
            return
        track = open_tracks[rng.below(len(open_tracks))] if len(open_tracks) > 1 else open_tracks[0]
        r = rng.below(total)
        for colour in COLOURS:
            n = tank[colour]
            if r < n:
                break
            r -= n
        tank[colour] -= 1
        total -= 1
        tracks[track].append(colour)
