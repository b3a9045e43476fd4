"""The last action played out: dice that tumble when they were rolled, a row that takes
the dice just set aside, and a banner for the moments worth it (a finished potion, an
award).

Everything comes from the events of the last action (``Board.events``). The markup
carries keys that change with every action (so that the page's morphing replaces the
element and its animation plays again); the stylesheet plays them, and plays nothing with
reduced motion.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from potions.dice.cards import AWARD_POINTS, CARDS, TYPE_BY_ID
from web.games.dice.cards import potion_name
from web.games.protocol import Board
from web.shell.markup import dice_html, escape

ROLLS = ("roll", "reroll")
"""Events of dice rolled on the preparation table."""
ROLLED_MS = 260
"""How long dice rolled take to land, near enough to be read (the stylesheet's tumble lasts
.55 s, most of it easing in)."""


@dataclass
class Motion:
    """What the last action moves on the board."""

    rolled: bool = False
    """Dice were rolled on the preparation table: they tumble in."""
    key: str = ""
    """A key that changes with every action (the length of the action log)."""
    set_aside: set[int] = field(default_factory=set)
    """Numbers whose row just took dice."""


def motion_of(b: Board) -> Motion:
    """The movement of the last action on this board (nothing when no action is known)."""
    state = b.view["state"]
    key = str(len(state.get("history", [])))
    if not b.events:
        return Motion(key=key)
    rolled = any(e.get("type") in ROLLS for e in b.events)
    aside = {
        int(e["value"])
        for e in b.events
        if e.get("type") in ("choose", "resurrect") and isinstance(e.get("value"), int)
    }
    if state["phase"] != "play" or state["turn"]["stage"] not in ("start", "prep", "work"):
        aside = set()
    return Motion(rolled=rolled, key=key, set_aside=aside)


def moments(b: Board) -> str:
    """A banner for a finished potion or an award in the last action."""
    tr = b.tr
    _ = tr
    lines = []
    for e in b.events:
        kind = e.get("type")
        seat = e.get("seat")
        if not isinstance(seat, int) or not 0 <= seat < len(b.names):
            continue
        who = b.names[seat]
        if kind == "finish" and isinstance(e.get("card"), int):
            card = e["card"]
            lines.append(
                (
                    "finish",
                    _.html(
                        "{name} finished {potion}: +{points}",
                        name=who,
                        potion=potion_name(tr, card),
                        points=CARDS[card].points,
                    ),
                )
            )
        elif kind == "award":
            reason = str(e.get("reason", ""))
            if reason == "variety":
                text = _.html(
                    "{name} earns an award: 6 different potions! +{points}",
                    name=who,
                    points=AWARD_POINTS,
                )
            elif reason in TYPE_BY_ID:
                text = _.html(
                    "{name} earns an award: 3 potions of {potion}! +{points}",
                    name=who,
                    potion=TYPE_BY_ID[reason].name,
                    points=AWARD_POINTS,
                )
            else:
                continue
            lines.append(("award", text))
    if not lines:
        return ""
    items = "".join(
        f'<div class="moment-line {cls}"><span class="burst" aria-hidden="true">'
        f"{'★' if cls == 'award' else '✦'}</span> {dice_html(text)}</div>"
        for cls, text in lines
    )
    key = escape(str(len(b.view["state"].get("history", []))))
    return f'<div id="moment" class="moment" role="status" data-key="m{key}">{items}</div>'
