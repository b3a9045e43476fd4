"""A first game that teaches: a guided game against an Easy computer on a fixed seed.

The tutorial lives in the game's ``ui`` memory, under ``"tutorial"``: the seat it guides,
the lessons done, and whether it was turned off. From the view and the legal actions,
:func:`lesson` picks the next lesson not done yet and names its target on the board (the
marble to pick, the button to press); :func:`carry` marks lessons done from what the
player did (the actions and the engine's events), and is what the shell keeps of ``ui``
after an action. The player may skip it at any moment.

The shell starts it from the link ``?new=explosion&tutorial=1``: it sets up the game of
:data:`SETUP`, then selects ``tutorial start`` (see the page's ``select``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from potions.core.i18n import Translator
from potions.explosion import effects
from potions.explosion.actions import Action
from potions.explosion.components import FIRST_GAME_KINDS, TILES
from web.games.explosion.marbles import colour_name
from web.games.protocol import Board
from web.shell.markup import attr, escape

Pos = tuple[int, int]

SEED = 11
"""The tutorial's game: chosen so that the first pick sets off an explosion, a potion can be
completed soon, and every lesson comes within the player's first 3 turns, whichever starters
the player drafts (see the board tests). The computers' decisions depend on the players'
names too: the names below read the same in every language of the app."""
SEAT = 0
LESSONS = ("draft", "explode", "place", "complete", "drink", "pool", "help", "draw", "end")
"""Every lesson, in the order a game usually brings them."""
CORE = ("explode", "complete", "drink", "help", "draw", "end")
"""The lessons every tutorial game brings (a placement choice or a full pool may not come)."""


def setup(tr: Translator) -> dict[str, Any]:
    """The tutorial's game, for the shell: players, seed, options, who plays each seat, pace."""
    _ = tr
    return {
        "players": [_("Novice"), _("Mentor")],
        "seed": SEED,
        "options": {"kinds": list(FIRST_GAME_KINDS)},
        "seats": ["human", "easy"],
        "pace": "normal",
    }


def start() -> dict[str, Any]:
    """The ``ui`` memory of a tutorial that begins."""
    return {"seat": SEAT, "done": [], "off": False, "ends": 0, "pooled": False}


def clean(tut: object) -> dict[str, Any] | None:
    """The tutorial's memory checked field by field (from ``ui``, or from a save's page
    data): None when it is no tutorial memory at all."""
    if not isinstance(tut, Mapping):
        return None
    seat, done, ends = tut.get("seat"), tut.get("done"), tut.get("ends")
    return {
        "seat": seat if isinstance(seat, int) and not isinstance(seat, bool) else SEAT,
        "done": [k for k in done if k in LESSONS] if isinstance(done, list) else [],
        "off": tut.get("off") is True,
        "ends": ends if isinstance(ends, int) and not isinstance(ends, bool) else 0,
        "pooled": tut.get("pooled") is True,
    }


def progress(ui: Mapping[str, Any]) -> dict[str, Any] | None:
    """The tutorial's memory in ``ui``, or None when there is no tutorial (or it is off)."""
    tut = clean(ui.get("tutorial"))
    return None if tut is None or tut["off"] else tut


def carry(
    ui: Mapping[str, Any], actions: Sequence[str], events: Iterable[Mapping[str, Any]]
) -> dict[str, Any]:
    """What ``ui`` keeps after ``actions`` were played: the tutorial, with the lessons the
    player has now done (nothing else: a choice in progress ends with an action)."""
    tut = clean(ui.get("tutorial"))
    if tut is None:
        return {}
    seat = tut["seat"]
    done = list(tut["done"])
    events = list(events)
    if not events or events[0].get("seat") != seat:
        return {"tutorial": tut}  # the guided seat did nothing (a computer played, Escape)
    mine = [e for e in events if e.get("seat") == seat]
    verbs = {a.split()[0] for a in actions if a.split()}
    kinds = {e.get("type") for e in mine}
    learnt = set()
    learnt |= {"explode"} if "pick" in verbs else set()
    learnt |= {v for v in ("place", "drink", "help", "draw") if v in verbs}
    learnt |= {"complete"} if "complete" in kinds else set()
    if "pool" in kinds:
        tut["pooled"] = True
    if "end" in verbs:
        learnt.add("end")
        if tut["pooled"]:
            learnt.add("pool")
        if tut["ends"] >= 1:  # the Little Help lesson showed from the 2nd turn on
            learnt.add("help")
        tut["ends"] += 1
    if "draft" in verbs and "draft" not in done:
        learnt.add("draft")
    tut["done"] = done + [k for k in LESSONS if k in learnt and k not in done]
    return {"tutorial": tut}


def mark(ui: Mapping[str, Any], key: str) -> dict[str, Any]:
    """``ui`` with one lesson marked done (the player pressed "Got it")."""
    out = dict(ui)
    tut = clean(out.get("tutorial")) or start()
    if key in LESSONS and key not in tut["done"]:
        tut["done"] = [*tut["done"], key]
    out["tutorial"] = tut
    return out


@dataclass
class Lesson:
    """What the tutorial says now, and what it points at on the board."""

    key: str
    text: str
    """Markup."""
    targets: set[str] = field(default_factory=set)
    """Keys of the things to look at (see :mod:`web.games.explosion.marks`)."""
    got_it: bool = False
    """Whether reading is enough: a "Got it" button marks it done."""


def _fills(state: dict[str, Any], seat: int, taken: Counter[str]) -> tuple[int, int]:
    """(potions it completes, holes it fills) if ``taken`` marbles came to ``seat``'s potions."""
    completes = holes = 0
    left = Counter(taken)
    for burner in state["players"][seat]["burners"]:
        if burner is None:
            continue
        want = Counter(
            c
            for c, x in zip(TILES[burner["tile"]].holes, burner["holes"], strict=True)
            if x is None
        )
        got = sum(min(left[c], n) for c, n in want.items())
        for c, n in want.items():
            left[c] -= min(left[c], n)
        holes += got
        completes += got == sum(want.values()) > 0
    return completes, holes


def _picks(state: dict[str, Any], legal: Sequence[str]) -> list[tuple[Action, list[Pos]]]:
    tracks = state["tracks"]
    out = []
    for text in legal:
        a = Action.parse(text)
        if a.verb == "pick":
            out.append((a, effects.touched(tracks, a)))
    return out


def best_explosion(state: dict[str, Any], seat: int, legal: Sequence[str]) -> Action | None:
    """The pick that sets off the biggest chain reaction (the most useful one among them)."""
    tracks = state["tracks"]
    best: tuple[int, tuple[int, int], str] | None = None
    found = None
    for a, spots in _picks(state, legal):
        if len(spots) < 3:
            continue
        taken = Counter(tracks[t][s] for t, s in spots)
        key = (len(spots), _fills(state, seat, taken), str(a))
        if best is None or key[:2] > best[:2]:
            best, found = key, a
    return found


def best_for_potions(state: dict[str, Any], seat: int, legal: Sequence[str]) -> Action | None:
    """The pick that completes a potion, or else fills the most holes."""
    tracks = state["tracks"]
    best: tuple[tuple[int, int], int] | None = None
    found = None
    for a, spots in _picks(state, legal):
        taken = Counter(tracks[t][s] for t, s in spots)
        key = (_fills(state, seat, taken), -len(spots))
        if key[0][1] and (best is None or key > best):
            best, found = key, a
    return found


def lesson(b: Board) -> Lesson | None:
    """The next lesson for the guided seat, or None (no tutorial, or nothing to say now)."""
    tut = progress(b.ui)
    if tut is None:
        return None
    _ = b.tr
    seat = tut["seat"]
    done = set(tut["done"])
    state = b.view["state"]
    if state["phase"] == "over":
        return None
    if state["current"] != seat or not b.legal:
        if tut["ends"] < 2:
            return Lesson(
                "watch",
                _.html(
                    "Now {name}, an Easy computer, plays. Watch the board: what it is about "
                    "to take lights up a moment before.",
                    name=b.names[state["current"]],
                ),
            )
        return None
    legal = b.legal
    verbs = {Action.parse(a).verb for a in legal}
    me = state["players"][seat]
    turn = state["turn"]
    if state["phase"] == "draft":
        first = next((a for a in legal if a.startswith("draft ")), "")
        return Lesson(
            "draft",
            _.html(
                "Choose a starter potion to brew. Each hole takes a marble of its colour; the "
                "number is the points it scores. Tap a potion's name to read what it does."
            )
            if b.touch
            else _.html(
                "Choose a starter potion to brew. Each hole takes a marble of its colour; the "
                "number is the points it scores. Click a potion's name to read what it does."
            ),
            {f"act:{first}"},
        )
    if state["phase"] == "draw" and "draw" not in done:
        return Lesson(
            "draw",
            _.html(
                "A burner is empty: draw a new potion from the top of a stack. Choose one "
                "whose colours you can find in the dispenser."
            ),
            {f"act:{a}" for a in legal if a.startswith("draw ")},
        )
    if state["phase"] != "play":
        return None
    if turn["hand"] and "place" in verbs and "place" not in done:
        colours = b.tr.join([colour_name(b.tr, c) for c in dict.fromkeys(sorted(turn["hand"]))])
        return Lesson(
            "place",
            escape(
                _.n(
                    "The {colours} marble in your hand fits on both potions: choose where it "
                    "goes with the buttons on your potions.",
                    "The {colours} marbles in your hand fit on both potions: choose where they "
                    "go with the buttons on your potions.",
                    len(turn["hand"]),
                    colours=colours,
                )
            ),
            {f"act:{a}" for a in legal if a.startswith("place ")},
        )
    if turn["hand"] or turn["prismatic"]:
        return None
    if "pick" in verbs and "explode" not in done:
        pick = best_explosion(state, seat, legal)
        if pick is not None:
            t, s = pick.ints()
            return Lesson(
                "explode",
                _.html(
                    "Take the marble outlined: the marbles above it fall, two marbles of one "
                    "colour meet and explode. You keep every marble that goes."
                ),
                {f"m{t}-{s}"},
            )
    drinks = [a for a in legal if a.startswith("drink ")]
    if drinks and "drink" not in done:
        return Lesson(
            "drink",
            _.html(
                "You completed a potion: its points are yours. Drink it once, now or on a "
                "later turn, for its effect: press Drink."
            ),
            {"drink"},
        )
    if "pick" in verbs and "complete" not in done and not me["potions"]:
        pick = best_for_potions(state, seat, legal)
        if pick is not None:
            t, s = pick.ints()
            return Lesson(
                "complete",
                _.html(
                    "Fill every hole of a potion to complete it. The marble outlined brings "
                    "the most of the colours your potions still need."
                ),
                {f"m{t}-{s}"},
            )
    if me["pool"] and "pool" not in done:
        return Lesson(
            "pool",
            _.html(
                "Marbles that fit no hole wait in your pool. Put them on a potion later with "
                "the buttons on your potions; at the end of your turn the pool keeps 3."
            ),
            {f"pool:{seat}"},
            got_it=True,
        )
    if "help" in verbs and turn["picked"] and "help" not in done and tut["ends"] >= 1:
        return Lesson(
            "help",
            _.html(
                "Missing one marble? Once a turn, a Little Help takes any marble, without "
                "explosion, for 2 points less at the end."
            ),
            {"sel:help"},
            got_it=True,
        )
    if "end" in verbs and turn["picked"] and "end" not in done:
        return Lesson(
            "end",
            _.html("Done for this turn? End your turn: your opponent plays next."),
            {"act:end"},
        )
    if all(k in done for k in CORE):
        return Lesson(
            "finished",
            _.html(
                "You know the basics! Play on to the end: 3 potions of one kind, or 5 kinds, "
                "win a Skill token. The Rules tell every potion."
            ),
            got_it=True,
        )
    return None


def card(b: Board, now: Lesson | None) -> str:
    """The tutorial's box: the lesson, how far the player got, "Got it" and "Skip"."""
    tut = progress(b.ui)
    if tut is None or now is None:
        return ""
    _ = b.tr
    done = [k for k in tut["done"] if k in CORE]
    count = escape(_("Tutorial · {done} of {all} steps done", done=len(done), all=len(CORE)))
    buttons = ""
    if now.got_it:
        label = _("End the tutorial") if now.key == "finished" else _("Got it")
        value = "tutorial off" if now.key == "finished" else f"tutorial got {now.key}"
        buttons = (
            f'<div class="lesson-buttons"><button type="button" class="primary" '
            f'data-select="{attr(value)}">{escape(label)}</button></div>'
        )
    skip = ""
    if now.key != "finished":
        skip = (
            f'<button type="button" class="skip" data-select="tutorial off">'
            f"{escape(_('Skip the tutorial'))}</button>"
        )
    return (
        f'<aside id="lesson" class="lesson-card" data-lesson="{now.key}" aria-live="polite">'
        f'<div class="lesson-head"><p class="lesson-count">{count}</p>{skip}</div>'
        f'<p class="lesson-text">{now.text}</p>{buttons}</aside>'
    )
