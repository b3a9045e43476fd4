"""What each potion does when drunk: its legal targets, and applying it.

Targets are tuples of integers, the arguments after ``drink ID`` in an action string:

- wisdom ``T S``; magnetic ``T S`` (slots S and S+1); balm ``T S N`` (N >= 2 slots from S up);
- filter ``T S1 .. Sk`` (1 to 5 marbles of one colour, slots ascending); abyssal ``T1 .. Tk``
  (tracks ascending, their bottom marbles of different colours); love ``P`` (a seat);
- prismatic: no arguments (placements follow as ``wild``/``stop`` actions);
- sands ``ID ARGS..``: a potion already drunk by the same player and that potion's target.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from potions.explosion.components import PICKABLE, TILES

if TYPE_CHECKING:
    from potions.explosion.game import Game

Target = tuple[int, ...]

FILTER_MAX = 5


def _reach(track: list[str]) -> int:
    return min(len(track), PICKABLE)


def targets(game: Game, kind: str, seat: int) -> list[Target]:
    """Every useful target of a potion of ``kind`` drunk now by ``seat``, in canonical order."""
    tracks = game.tracks
    out: list[Target] = []
    if kind == "wisdom":
        for t, track in enumerate(tracks):
            out.extend((t, s) for s in range(_reach(track)))
    elif kind == "magnetic":
        for t, track in enumerate(tracks):
            out.extend((t, s) for s in range(_reach(track) - 1) if track[s] != track[s + 1])
    elif kind == "balm":
        for t, track in enumerate(tracks):
            reach = _reach(track)
            for s in range(reach - 1):
                n = 1
                while s + n < reach and track[s + n] == track[s]:
                    n += 1
                    out.append((t, s, n))
    elif kind == "filter":
        for t, track in enumerate(tracks):
            reach = _reach(track)
            for colour in dict.fromkeys(track[:reach]):
                slots = [s for s in range(reach) if track[s] == colour]
                for k in range(1, min(FILTER_MAX, len(slots)) + 1):
                    out.extend((t, *combo) for combo in combinations(slots, k))
        out.sort()
    elif kind == "abyssal":
        bottoms = [t for t, track in enumerate(tracks) if track]
        for k in range(1, len(bottoms) + 1):
            for combo in combinations(bottoms, k):
                colours = {tracks[t][0] for t in combo}
                if len(colours) == k:
                    out.append(combo)
    elif kind == "love":
        out.extend((q,) for q, player in enumerate(game.players) if q != seat and player["pool"])
    elif kind == "prismatic":
        player = game.players[seat]
        has_hole = any(b is not None and None in b["holes"] for b in player["burners"])
        if player["pool"] and has_hole:
            out.append(())
    elif kind == "sands":
        for potion in game.players[seat]["potions"]:
            tile = TILES[potion["tile"]]
            if potion["drunk"] and tile.kind != "sands":
                out.extend((tile.id, *target) for target in targets(game, tile.kind, seat))
    return out
