"""What the player can click on the Potion Explosion board now, from the legal actions.

The page holds no rules: every clickable thing comes from the engine's legal actions,
decoded by the engine's own modules (``effects`` for potions, ``dispenser`` for the
chain reaction of a pick).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from potions.explosion import effects
from potions.explosion.actions import Action
from potions.explosion.components import TILES

Pos = tuple[int, int]


@dataclass
class Choices:
    """Every clickable thing now, each with its data-action or data-select value."""

    marbles: dict[Pos, tuple[str, str]] = field(default_factory=dict)
    take: dict[Pos, list[Pos]] = field(default_factory=dict)
    try_verb: str = "pick"
    chips: dict[int, tuple[str, str]] = field(default_factory=dict)
    sands_chips: dict[int, tuple[str, str]] = field(default_factory=dict)
    seats: dict[int, str] = field(default_factory=dict)
    confirm: str = ""
    buttons: list[tuple[str, str, str]] = field(default_factory=list)  # (attr, value, label)
    burner_buttons: dict[int, list[tuple[str, str]]] = field(default_factory=dict)
    pool: dict[str, str] = field(default_factory=dict)
    stacks: dict[int, str] = field(default_factory=dict)
    offer: dict[int, str] = field(default_factory=dict)
    mode: str = ""  # what the prompt should say: see board.prompt_text


def choices(state: dict[str, Any], legal: list[str], ui: dict[str, Any]) -> Choices:
    """What is clickable for the seat to play, given the view's ``state`` and its legal
    actions; ``ui`` holds a choice in progress (Little Help, a potion's targets)."""
    ch = Choices()
    if not legal:
        return ch
    actions = [Action.parse(a) for a in legal]
    by_verb: dict[str, list[Action]] = {}
    for a in actions:
        by_verb.setdefault(a.verb, []).append(a)
    phase = state["phase"]
    tracks = state["tracks"]
    for a in by_verb.get("draft", []):
        ch.offer[a.ints()[0]] = str(a)
    if phase in ("draft", "draw", "discard"):
        for a in by_verb.get("draw", []):
            ch.stacks[a.ints()[0]] = str(a)
        for a in by_verb.get("discard", []):
            ch.pool[a.word(0)] = str(a)
        ch.mode = phase
        return ch
    if phase == "tiebreak":
        for a in by_verb.get("pick", []):
            t, s = a.ints()
            ch.marbles[(t, s)] = ("data-action", str(a))
            ch.take[(t, s)] = effects.touched(tracks, a)
        ch.mode = "tiebreak"
        return ch
    for a in by_verb.get("place", []):
        ch.burner_buttons.setdefault(a.ints()[0], []).append((str(a), "place " + a.word(0)))
    for a in by_verb.get("wild", []):
        ch.burner_buttons.setdefault(a.ints()[0], []).append(
            (str(a), f"wild {a.word(0)} {a.word(2)}")
        )
    turn = state["turn"]
    if turn["hand"]:
        ch.mode = "hand"
        return ch
    if turn["prismatic"]:
        ch.buttons.append(("data-action", "stop", "stop"))
        ch.mode = "prismatic"
        return ch
    drinks = by_verb.get("drink", [])
    seat = state["current"]
    for potion in state["players"][seat]["potions"]:
        pid = potion["tile"]
        mine = [a for a in drinks if a.ints()[0] == pid]
        if mine:
            exact = [a for a in mine if len(a.ints()) == 1]
            ch.chips[pid] = (
                ("data-action", str(exact[0]))
                if exact and len(mine) == 1
                else ("data-select", f"drink {pid}")
            )
    mode = ui.get("mode", "")
    if "help" in by_verb:
        label = "cancel-help" if mode == "help" else "help"
        ch.buttons.append(("data-select", "cancel" if mode == "help" else "help", label))
    if mode == "drink":
        _drink_choices(state, ui, ch, drinks)
        ch.buttons.append(("data-select", "cancel", "cancel"))
    elif mode == "help":
        ch.try_verb = "help"
        for a in by_verb.get("help", []):
            t, s = a.ints()
            ch.marbles[(t, s)] = ("data-action", str(a))
        ch.mode = "help"
    else:
        for a in by_verb.get("pick", []):
            t, s = a.ints()
            ch.marbles[(t, s)] = ("data-action", str(a))
            ch.take[(t, s)] = effects.touched(tracks, a)
        ch.mode = "after-pick" if turn["picked"] else "pick"
    if "end" in by_verb:
        ch.buttons.append(("data-action", "end", "end"))
    return ch


def _drink_choices(
    state: dict[str, Any], ui: dict[str, Any], ch: Choices, drinks: list[Action]
) -> None:
    prefix = tuple(ui.get("prefix", ()))
    options = [a for a in drinks if a.ints()[: len(prefix)] == prefix]
    if not options:
        return
    if TILES[prefix[0]].kind == "sands" and len(prefix) == 1:
        for a in options:
            x = a.ints()[1]
            same = [o for o in options if o.ints()[1] == x]
            exact = len(same) == 1 and len(same[0].ints()) == 2
            ch.sands_chips[x] = (
                ("data-action", str(same[0]))
                if exact
                else ("data-select", f"drink {prefix[0]} {x}")
            )
        ch.mode = "sands"
        return
    kind = effects.decode_ints(prefix).kind
    if kind == "love":
        for a in options:
            ch.seats[a.ints()[-1]] = str(a)
        ch.mode = "love"
        return
    sets: list[tuple[frozenset[Pos], str]] = []
    for a in options:
        named = effects.marbles(kind, effects.decode(a).target)
        if named is not None:
            sets.append((frozenset(named), str(a)))
    sel: frozenset[Pos] = frozenset((int(p[0]), int(p[1])) for p in ui.get("selected", []))
    for m in sel:
        ch.marbles[m] = ("data-select", f"unmark {m[0]} {m[1]}")
    for group, _ in sets:
        if not sel <= group:
            continue
        for m in group - sel:
            new = sel | {m}
            found = [a for g, a in sets if g == new]
            bigger = any(new < g for g, _ in sets)
            if found and not bigger:
                ch.marbles[m] = ("data-action", found[0])
            elif any(new <= g for g, _ in sets):
                ch.marbles[m] = ("data-select", f"mark {m[0]} {m[1]}")
    exact_now = [a for g, a in sets if g == sel]
    if exact_now:
        ch.confirm = exact_now[0]
    ch.try_verb = ""
    ch.mode = "target:" + kind
