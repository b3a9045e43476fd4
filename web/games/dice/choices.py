"""What the player can click on the Potion Dice board now, from the legal actions.

The page holds no rules: every clickable thing comes from one legal action, parsed with
the engine's own :class:`~potions.dice.actions.Action`. The engine's actions are already
small steps (a potion's targets follow its ``use`` one click at a time), so only two
choices live in the page's ``ui`` memory: a die that fits both potions (``hold V``:
then click the potion) and the Little Help (``help``: then click the empty place).

Things on the board are named by keys, the same for what is clickable, what a computer
is about to do and the hint:

- ``roll:V`` the dice of the latest roll showing V; ``num:V`` a number button;
- ``ing:V`` an ingredient die showing V (the work table, the reserve to keep);
- ``slot:S:P:V`` an empty place for a V on seat S's potion of space P;
- ``space:S:P`` seat S's potion of space P; ``res:S:V`` a die showing V in seat S's reserve;
- ``pd:S:P:V`` a die showing V on seat S's potion of space P;
- ``bottle:ID`` a finished potion; ``card:ID`` a card to take; ``btn:NAME`` a button.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from potions.dice.actions import Action
from potions.dice.cards import CARDS

Click = tuple[str, str]
"""The attribute and its value: ``("data-action", "choose 3")`` or ``("data-select", ...)``."""

BUTTONS = ("roll", "stop", "help", "end", "done", "cancel")
"""The engine's verbs shown as buttons (``help`` opens the Little Help)."""


@dataclass
class Choices:
    """Every clickable thing now, by key (see the module's docstring)."""

    clicks: dict[str, Click] = field(default_factory=dict)
    buttons: list[tuple[str, Click]] = field(default_factory=list)
    """(name, click) of the buttons under the prompt, in order."""
    mode: str = ""
    """What the prompt says: draft, start, prep, stuck, work, hold, help, keep, market,
    power:KIND (changer-number while the new number is chosen), wait."""
    held: int | None = None

    def get(self, key: str) -> Click | None:
        return self.clicks.get(key)


def _place_targets(actions: list[Action]) -> dict[int, list[Action]]:
    out: dict[int, list[Action]] = {}
    for a in actions:
        out.setdefault(a.ints()[0], []).append(a)
    return out


def choices(state: dict[str, Any], legal: list[str], ui: dict[str, Any]) -> Choices:
    """What is clickable for the seat to play, from the view's ``state``, its legal actions
    and the choice in progress (``ui``: ``{"mode": "help"}`` or ``{"hold": V}``)."""
    ch = Choices()
    if not legal:
        ch.mode = "wait"
        return ch
    by: dict[str, list[Action]] = {}
    for text in legal:
        a = Action.parse(text)
        by.setdefault(a.verb, []).append(a)
    seat = state["current"]
    turn = state["turn"]
    power = turn["power"]
    kind = CARDS[power["card"]].type if power else ""
    clicks = ch.clicks

    for a in by.get("take", []):
        clicks[f"card:{a.ints()[0]}"] = ("data-action", str(a))
    for verb in ("use", "refill"):
        for a in by.get(verb, []):
            clicks[f"bottle:{a.ints()[0]}"] = ("data-action", str(a))
    for a in by.get("free", []):
        clicks[f"res:{seat}:{a.ints()[0]}"] = ("data-action", str(a))
    for a in by.get("borrow", []):
        s, v = a.ints()
        clicks[f"res:{s}:{v}"] = ("data-action", str(a))
    for a in by.get("lift", []):
        p, v = a.ints()
        clicks[f"pd:{seat}:{p}:{v}"] = ("data-action", str(a))
    for a in by.get("snatch", []):
        s, place, v = a.ints()
        key = f"res:{s}:{v}" if place == 2 else f"pd:{s}:{place}:{v}"
        clicks[key] = ("data-action", str(a))
    for a in by.get("potion", []):
        clicks[f"space:{seat}:{a.ints()[0]}"] = ("data-action", str(a))
    for a in by.get("choose", []):
        v = a.ints()[0]
        clicks[f"roll:{v}"] = ("data-action", str(a))
        clicks[f"num:{v}"] = ("data-action", str(a))
    for a in by.get("pick", []):
        v = a.ints()[0]
        key = f"roll:{v}" if kind == "reroll" else f"ing:{v}"
        clicks[key] = ("data-action", str(a))
    for a in by.get("number", []):
        clicks[f"num:{a.ints()[0]}"] = ("data-action", str(a))
    for a in by.get("keep", []):
        clicks[f"ing:{a.ints()[0]}"] = ("data-action", str(a))

    places = _place_targets(by.get("place", []))
    for v, targets in places.items():
        for a in targets:
            clicks[f"slot:{seat}:{a.ints()[1]}:{v}"] = ("data-action", str(a))
        clicks[f"ing:{v}"] = (
            ("data-action", str(targets[0])) if len(targets) == 1 else ("data-select", f"hold {v}")
        )
    helps = by.get("help", [])
    mode = ui.get("mode", "")
    held = ui.get("hold")
    if mode == "help" and helps:
        for a in helps:
            v, p = a.ints()
            clicks[f"slot:{seat}:{p}:{v}"] = ("data-action", str(a))
    elif isinstance(held, int) and len(places.get(held, [])) > 1:
        ch.held = held
        for a in places[held]:
            clicks[f"space:{seat}:{a.ints()[1]}"] = ("data-action", str(a))
        clicks[f"ing:{held}"] = ("data-select", "cancel")

    for name in BUTTONS:
        if name == "help":
            if helps:
                open_ = mode == "help"
                ch.buttons.append(
                    (
                        "cancel-help" if open_ else "help",
                        ("data-select", "cancel" if open_ else "help"),
                    )
                )
            continue
        if name in by:
            ch.buttons.append((name, ("data-action", name)))
    if ch.held is not None:
        ch.buttons.append(("cancel-hold", ("data-select", "cancel")))
    for name, click in ch.buttons:
        clicks[f"btn:{name}"] = click

    stage = turn["stage"]
    if state["phase"] == "draft":
        ch.mode = "draft"
    elif power:
        ch.mode = "changer-number" if kind == "changer" and "number" in by else f"power:{kind}"
    elif ch.held is not None:
        ch.mode = "hold"
    elif mode == "help" and helps:
        ch.mode = "help"
    elif stage == "prep":
        ch.mode = "prep" if "choose" in by else "stuck"
    else:
        ch.mode = stage
    return ch
