"""What the board points at: the tutorial's target, a computer's coming move, the hint.

Things on the board are named by keys: ``m{t}-{s}`` a marble of the dispenser,
``act:{action}`` / ``sel:{value}`` a control by what it does, ``pool:{seat}``,
``potion:{seat}:{tile}`` a completed potion, ``burner:{seat}:{b}``, ``stack:{k}``,
``offer:{tile}``, and ``drink`` every Drink button.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from potions.explosion import effects
from potions.explosion.actions import Action
from potions.explosion.components import TILES
from web.games.explosion.marbles import colour_name, kind_name
from web.games.protocol import Board
from web.shell.markup import escape


@dataclass
class Marks:
    """The keys the tutorial points at, and those of a computer's coming move."""

    lesson: set[str] = field(default_factory=set)
    coming: set[str] = field(default_factory=set)

    def cls(self, *keys: str) -> str:
        """Extra classes for the thing named by any of ``keys``."""
        if not self.lesson and not self.coming:
            return ""
        out = ""
        if any(k in self.lesson for k in keys):
            out += " lesson"
        if any(k in self.coming for k in keys):
            out += " coming"
        return out


def coming(b: Board) -> tuple[set[str], str]:
    """The keys a computer's coming action touches, and what it is about to do in words."""
    if not b.coming:
        return set(), ""
    _ = b.tr
    state = b.view["state"]
    seat = state["current"]
    who = b.names[seat] if 0 <= seat < len(b.names) else ""
    try:
        a = Action.parse(b.coming)
    except ValueError:
        return set(), ""
    keys: set[str] = {f"act:{b.coming}"}
    text = ""
    try:
        if a.verb in ("pick", "help"):
            spots = effects.touched(state["tracks"], a)
            keys |= {f"m{t}-{s}" for t, s in spots}
            keys.add("first:m{}-{}".format(*a.ints()))
            if a.verb == "pick":
                text = escape(
                    _.n(
                        "{name} is about to take the marble outlined: {n} marble in all.",
                        "{name} is about to take the marble outlined: {n} marbles in all.",
                        len(spots),
                        name=who,
                    )
                )
            else:
                text = _.html(
                    "{name} is about to ask for a Little Help: the marble outlined.", name=who
                )
        elif a.verb == "drink":
            drink = effects.decode(a)
            keys.add(f"potion:{seat}:{a.ints()[0]}")
            keys |= {f"m{t}-{s}" for t, s in effects.touched(state["tracks"], a)}
            if drink.target and drink.kind == "love":
                keys.add(f"pool:{drink.target[0]}")
            text = _.html(
                "{name} is about to drink {potion}.",
                name=who,
                potion=kind_name(b.tr, TILES[a.ints()[0]].kind),
            )
        elif a.verb == "draft":
            keys.add(f"offer:{a.ints()[0]}")
            text = _.html(
                "{name} is about to choose {potion}.",
                name=who,
                potion=kind_name(b.tr, TILES[a.ints()[0]].kind),
            )
        elif a.verb == "draw":
            keys.add(f"stack:{a.ints()[0]}")
            text = _.html(
                "{name} is about to draw from stack {stack}.", name=who, stack=a.ints()[0] + 1
            )
        elif a.verb in ("place", "wild"):
            keys.add(f"burner:{seat}:{a.ints()[0]}")
            text = _.html(
                "{name} is about to put a {colour} marble on a potion.",
                name=who,
                colour=colour_name(b.tr, a.word(0)),
            )
        elif a.verb == "discard":
            keys.add(f"pool:{seat}")
            text = _.html(
                "{name} is about to discard a {colour} marble.",
                name=who,
                colour=colour_name(b.tr, a.word(0)),
            )
        elif a.verb == "end":
            text = _.html("{name} is about to end the turn.", name=who)
        elif a.verb == "stop":
            text = _.html("{name} stops placing with Prismatic Joy.", name=who)
    except (ValueError, IndexError, KeyError):
        return set(), ""
    return keys, text
