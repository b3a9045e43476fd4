"""The one legal-action generator: the page (what is clickable), the computer opponents
and the validation of every action ask it."""

from __future__ import annotations

from potions.explosion import effects
from potions.explosion.actions import Action
from potions.explosion.components import BURNERS, COLOURS, STACKS, TILES
from potions.explosion.ending import pickable
from potions.explosion.state import State
from potions.explosion.turn import discard_colours, empty_holes


def generate(game: State) -> list[Action]:
    """Every legal action now, in a fixed order; empty only when the game is over."""
    phase = game.phase
    seat = game.current
    if phase == "draft":
        return [Action("draft", t) for t in game.offer]
    if phase == "tiebreak":
        return [Action("pick", t, s) for t, s in pickable(game)]
    if phase == "discard":
        return [Action("discard", c) for c in discard_colours(game)]
    if phase == "draw":
        return [Action("draw", k) for k in range(STACKS) if game.stacks[k]]
    if phase != "play":
        return []
    player = game.players[seat]
    turn = game.turn
    if turn["hand"]:
        return [
            Action("place", c, b)
            for c in COLOURS
            if c in turn["hand"]
            for b in range(BURNERS)
            if empty_holes(game, seat, b, c)
        ]
    if turn["prismatic"]:
        return _prismatic(game, seat)
    out: list[Action] = []
    spots = pickable(game)
    if not turn["picked"]:
        out.extend(Action("pick", t, s) for t, s in spots)
    if not turn["helped"] and game.help_pool > 0:
        out.extend(Action("help", t, s) for t, s in spots)
    for c in COLOURS:
        if c in player["pool"]:
            out.extend(
                Action("place", c, b) for b in range(BURNERS) if empty_holes(game, seat, b, c)
            )
    for potion in player["potions"]:
        if not potion["drunk"]:
            kind = TILES[potion["tile"]].kind
            out.extend(
                Action("drink", potion["tile"], *target)
                for target in effects.targets(game, kind, seat)
            )
    if turn["picked"] or not spots:
        out.append(Action("end"))
    return out


def _prismatic(game: State, seat: int) -> list[Action]:
    player = game.players[seat]
    out = []
    for c in COLOURS:
        if c not in player["pool"]:
            continue
        for b, burner in enumerate(player["burners"]):
            if burner is None:
                continue
            holes = TILES[burner["tile"]].holes
            for h in COLOURS:
                if any(holes[i] == h and x is None for i, x in enumerate(burner["holes"])):
                    out.append(Action("wild", c, b, h))
    out.append(Action("stop"))
    return out
