"""The one legal-action generator: the page (what is clickable), the computer opponents
and the validation of every action ask it."""

from __future__ import annotations

from potions.dice.actions import Action
from potions.dice.cards import CARDS, VALUES
from potions.dice.state import State
from potions.dice.targets import (
    can_use,
    choosable,
    little_help_dice,
    love_targets,
    needing,
    refill_targets,
    reroll_picks,
    trick_targets,
    virtual_targets,
)


def generate(game: State) -> list[Action]:
    """Every legal action now, in a fixed order; empty only when the game is over."""
    if game.phase == "draft":
        return [Action("take", c) for c in game.offer]
    if game.phase != "play":
        return []
    turn = game.turn
    if turn["power"] is not None:
        return targets(game)
    seat = game.current
    player = game.players[seat]
    stage = turn["stage"]
    out: list[Action] = []
    if stage == "start":
        out.extend(Action("free", v) for v in sorted(set(player["reserve"])))
        for i, space in enumerate(player["spaces"]):
            if space is not None:
                out.extend(Action("lift", i, v) for v in sorted(set(space["dice"])))
        out.extend(_uses(game))
        out.append(Action("roll"))
    elif stage == "prep":
        numbers = choosable(game)
        out.extend(Action("choose", v) for v in numbers)
        out.extend(_uses(game))
        if not numbers:
            out.append(Action("stop"))
    elif stage == "work":
        for v in sorted(set(turn["ready"])):
            out.extend(Action("place", v, p) for p in needing(game, seat, v))
        if not turn["helped"] and little_help_dice(game) > 0:
            for v in VALUES:
                out.extend(Action("help", v, p) for p in needing(game, seat, v))
        out.extend(_uses(game))
        out.append(Action("end"))
    elif stage == "keep":
        out.extend(Action("keep", v) for v in sorted(set(turn["ready"])))
    elif stage == "market":
        out.extend(Action("take", c) for c in game.market)
    return out


def _uses(game: State) -> list[Action]:
    player = game.players[game.current]
    return [Action("use", p["card"]) for p in player["potions"] if can_use(game, p)]


def targets(game: State) -> list[Action]:
    """The next target of the power being used (the one home of what a power may target:
    the refusal asks it too)."""
    turn = game.turn
    power = turn["power"]
    assert power is not None
    card = power["card"]
    kind = CARDS[card].type
    picked = power["picked"]
    out: list[Action] = []
    if kind == "reroll":
        out.extend(Action("pick", v) for v in reroll_picks(game))
        if picked:
            out.append(Action("done"))
    elif kind == "resurrection":
        out.extend(Action("number", v) for v in VALUES)
    elif kind == "changer":
        if not picked:
            out.extend(Action("pick", v) for v in sorted(set(turn["ready"])))
        else:
            out.extend(Action("number", v) for v in VALUES if v != picked[0])
    elif kind == "love":
        out.extend(Action("borrow", s, v) for s, v in love_targets(game, power["seat"]))
        if picked:
            out.append(Action("done"))
    elif kind == "virtual":
        out.extend(Action("potion", p) for p in virtual_targets(game, game.current, card))
    elif kind == "trick":
        out.extend(Action("snatch", s, p, v) for s, p, v in trick_targets(game))
    elif kind == "refill":
        out.extend(Action("refill", c) for c in refill_targets(game, card))
    if not picked:
        out.append(Action("cancel"))
    return out
