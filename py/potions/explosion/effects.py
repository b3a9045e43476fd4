"""The potions: for each kind, what drinking it takes, what it does, which marbles it touches.

This is the one place that decodes a ``drink`` action. The engine (legal actions and
applying them), the computer opponents, the page (what to click, what to highlight) and
the tests all ask it. Targets are tuples of integers, the arguments after ``drink ID``:

- wisdom ``T S``; magnetic ``T S`` (slots S and S+1); balm ``T S N`` (N >= 2 slots from S up);
- filter ``T S1 .. Sk`` (1 to 5 marbles of one colour, slots ascending); abyssal ``T1 .. Tk``
  (tracks ascending, their bottom marbles of different colours); love ``P`` (a seat);
- prismatic: no arguments (placements follow as ``wild``/``stop`` actions);
- sands ``ID ARGS..``: a potion already drunk by the same player and that potion's target.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Final, NamedTuple

from potions.core.actions import Action
from potions.core.i18n import Msg
from potions.explosion.components import KIND_BY_ID, PICKABLE, POOL_SIZE, TILES
from potions.explosion.dispenser import chain_indices, remove
from potions.explosion.state import State
from potions.explosion.turn import refill, settle_hand, take

Target = tuple[int, ...]
Pos = tuple[int, int]

FILTER_MAX: Final = 5
TAKERS: Final = ("wisdom", "magnetic", "balm", "abyssal")
"""Kinds that take marbles from the dispenser into the hand (no explosion)."""


class Drink(NamedTuple):
    """A ``drink`` action decoded: the potion whose effect acts, through which Sands of Time
    (or None), and the target."""

    tile: int
    kind: str
    via: int | None
    target: Target


def decode(action: Action) -> Drink:
    """What a ``drink`` action (or a prefix of one, as the page builds it) means."""
    ints = action.ints() if action.verb == "drink" else ()
    return decode_ints(ints)


def decode_ints(ints: tuple[int, ...]) -> Drink:
    """:func:`decode` on the integers after ``drink``."""
    tile = ints[0]
    kind = TILES[tile].kind
    if kind == "sands" and len(ints) > 1:
        return Drink(ints[1], TILES[ints[1]].kind, tile, ints[2:])
    return Drink(tile, kind, None, ints[1:])


def _reach(track: Sequence[str]) -> int:
    return min(len(track), PICKABLE)


def targets(game: State, kind: str, seat: int) -> list[Target]:
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


def marbles(kind: str, target: Target) -> list[Pos] | None:
    """The dispenser marbles (track, slot) a target of ``kind`` names, or None if it names
    none (Blind Love, Prismatic Joy)."""
    if kind == "wisdom":
        return [(target[0], target[1])]
    if kind == "magnetic":
        return [(target[0], target[1]), (target[0], target[1] + 1)]
    if kind == "balm":
        return [(target[0], s) for s in range(target[1], target[1] + target[2])]
    if kind == "filter":
        return [(target[0], s) for s in target[1:]]
    if kind == "abyssal":
        return [(t, 0) for t in target]
    return None


def touched(tracks: Sequence[Sequence[str]], action: Action) -> list[Pos]:
    """The dispenser marbles an action takes or discards, before it is applied to
    ``tracks``: a pick's whole chain reaction, the Little Help's marble, a potion's targets."""
    if action.verb in ("pick", "help"):
        t, s = action.ints()
        if action.verb == "help":
            return [(t, s)]
        return [(t, p) for p in chain_indices(tracks[t], s)[0]]
    if action.verb == "drink":
        drink = decode(action)
        return sorted(marbles(drink.kind, drink.target) or [])
    return []


def target_help(kind: str) -> Msg:
    """What a target of ``kind`` must be, in a player's words."""
    return {
        "wisdom": Msg("choose one marble among the bottom 8 of a track"),
        "magnetic": Msg("choose 2 adjacent marbles of different colours on one track"),
        "balm": Msg("choose 2 or more adjacent marbles of one colour on one track"),
        "filter": Msg("choose 1 to 5 marbles of one colour on one track"),
        "abyssal": Msg("choose bottom marbles of different colours, at most one per track"),
        "love": Msg("choose an opponent whose pool holds marbles"),
        "prismatic": Msg("it needs marbles in your pool and an empty hole on your potions"),
        "sands": Msg("choose a potion you already drank, and a target for it"),
    }[kind]


def name(kind: str) -> Msg:
    """The potion's name."""
    return KIND_BY_ID[kind].name


def drink(game: State, seat: int, action: Action) -> None:
    """Drink a potion: mark it drunk and apply its effect (the action is legal)."""
    d = decode(action)
    potion = next(p for p in game.players[seat]["potions"] if p["tile"] == action.ints()[0])
    potion["drunk"] = True
    game.emit("drink", seat, tile=d.tile, kind=d.kind, via=d.via, target=list(d.target))
    kind, target = d.kind, d.target
    if kind in TAKERS:
        spots = marbles(kind, target)
        assert spots is not None
        take(game, seat, spots)
    elif kind == "filter":
        gone = remove(game.tracks[target[0]], list(target[1:]))
        for c in gone:
            game.tank[c] += 1
        game.emit("discarded", seat, colour=gone[0], count=len(gone))
        refill(game)
    elif kind == "love":
        victim = game.players[target[0]]
        stolen = victim["pool"]
        victim["pool"] = []
        game.emit("stole", seat, victim=target[0], marbles=list(stolen))
        game.turn["hand"].extend(stolen)
        settle_hand(game)
    elif kind == "prismatic":
        game.turn["prismatic"] = POOL_SIZE  # at most what the pool may hold (ruling 11)
