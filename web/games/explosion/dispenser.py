"""The dispenser as a picture: five tracks of marbles under the lid, what a click on each
does, what it would take, and the last action played out step by step.

The whole dispenser is one stop of the Tab key: its marbles carry ``data-stop`` and a
roving ``tabindex`` (0 on one of them, -1 on the others); the arrow keys move between them
(see :mod:`web.games.explosion.keys`). The 9th marbles, under the lid, are no stops.
"""

from __future__ import annotations

import json
import weakref

from potions.core.i18n import Translator
from potions.explosion.components import PICKABLE, VISIBLE
from web.games.explosion.choices import Choices, Pos
from web.games.explosion.marbles import colour_word, marble_svg
from web.games.explosion.marks import Marks
from web.games.explosion.motion import SLOT, Motion, moves
from web.games.protocol import Board
from web.shell.markup import attr

WIDTH = 420
"""The dispenser's width in its units: the tracks close enough that on a phone, where it
takes the screen's width, a slot is 44 px high (the slots are 53 units apart)."""


def x_of(track: int) -> int:
    return 50 + track * 80


def y_of(slot: int) -> int:
    return 498 - slot * SLOT


def first_stop(b: Board, ch: Choices, marks: Marks) -> Pos:
    """The marble that holds the Tab stop: where the last pick was (a keyboard player's
    focus stays there), what the tutorial points at, the hint, a clickable marble, or the
    first one."""
    tracks = b.view["state"]["tracks"]
    stops = [(t, s) for t, track in enumerate(tracks) for s in range(min(len(track), PICKABLE))]
    last = set(b.last)
    for t, s in stops:
        if f"pick {t} {s}" in last or f"help {t} {s}" in last:
            return (t, s)
    for t, s in stops:
        if f"m{t}-{s}" in marks.lesson:
            return (t, s)
    for t, s in stops:
        if b.hint in (f"pick {t} {s}", f"help {t} {s}"):
            return (t, s)
    for pos in stops:
        if pos in ch.marbles:
            return pos
    return stops[0] if stops else (-1, -1)


def dispenser(b: Board, ch: Choices, marks: Marks, motion: Motion) -> str:
    """The five tracks of marbles, the lid, and the last action played out."""
    tr = b.tr
    _ = tr
    state = b.view["state"]
    label = _("Dispenser: the arrow keys move from marble to marble")
    parts = [
        # data-confirm-many: a mouse's click on a pick that takes several marbles may ask for
        # a second one (clicks.js, the shell's "Confirm big picks")
        f'<svg id="dispenser" viewBox="0 0 {WIDTH} 540" role="group" aria-label="{attr(label)}" '
        "data-confirm-many>",
        f'<rect class="frame" x="6" y="6" width="{WIDTH - 12}" height="528" rx="26"/>',
    ]
    selected = {(int(p[0]), int(p[1])) for p in b.ui.get("selected", [])}
    stop = first_stop(b, ch, marks)
    memo = _MARBLES.setdefault(tr, {})
    previews: dict[str, list[str]] = {}
    for t in range(5):
        x = x_of(t)
        parts.append(f'<rect class="track" x="{x - 30}" y="40" width="60" height="490" rx="30"/>')
        track = state["tracks"][t]
        for s in range(VISIBLE):
            y = y_of(s)
            if s >= len(track):
                parts.append(f'<circle class="hole" cx="{x}" cy="{y}" r="20"/>')
                continue
            colour = track[s]
            hook = ch.marbles.get((t, s))
            take = ch.take.get((t, s))
            extra = marks.cls(f"m{t}-{s}")
            if f"first:m{t}-{s}" in marks.coming:
                extra += " first"
            key: Key = (
                t,
                s,
                colour,
                hook,
                ch.try_verb,
                len(take) if take else 0,
                (t, s) in selected,
                b.hint in (f"pick {t} {s}", f"help {t} {s}"),
                extra,
                (t, s) == stop,
                tuple(motion.falls.get((t, s), ())),
                motion.fall_ms,
                motion.rolls.get((t, s), -1),
            )
            if take:
                preview = _.n(
                    "This pick takes {n} marble.", "This pick takes {n} marbles.", len(take)
                )
                previews[f"m{t}-{s}"] = [" ".join(f"m{p}-{q}" for p, q in take), preview]
            made = memo.get(key)
            if made is None:
                if len(memo) > 4000:
                    memo.clear()
                made = memo[key] = marble(tr, key)
            parts.append(b.keep(f"m{t}-{s}", made))
    # in a group always there, so that the lid after it stays the same element
    parts.append(f'<g class="ghosts">{ghosts(motion)}</g>')
    parts.append(f'<rect class="lid" x="14" y="14" width="{WIDTH - 28}" height="62" rx="18"/>')
    parts.append("</svg>")
    # What each pick takes, for clicks.js's previews: one attribute here rather than two on
    # each of forty marbles, which all change at each pick and each end of turn.
    if previews:
        parts[0] = parts[0][:-1] + f' data-previews="{attr(json.dumps(previews))}">'
    return "".join(parts)


Key = tuple[
    int,
    int,
    str,
    tuple[str, str] | None,
    str,
    int,
    bool,
    bool,
    str,
    bool,
    tuple[tuple[int, int], ...],
    int,
    int,
]
"""Everything a marble of the dispenser is drawn from: track, slot, colour, its click
(attribute, action), the verb of its data-try, how many marbles a pick takes, selected, hinted,
extra classes, Tab stop, its falls, how long a fall lasts, when it rolls in (-1: not)."""

_MARBLES: weakref.WeakKeyDictionary[Translator, dict[Key, str]] = weakref.WeakKeyDictionary()
"""Marbles already drawn, per translator: a click changes few of them."""


def marble(tr: Translator, key: Key) -> str:
    """One marble of the dispenser, from its :data:`Key`."""
    _ = tr
    t, s, colour, hook, try_verb, take, selected, hinted, extra, stop, falls, fall_ms, roll = key
    text = _(
        "{colour} marble, track {track}, slot {slot}",
        colour=colour_word(tr, colour),
        track=t + 1,
        slot=s + 1,
    )
    classes = []
    attrs = [
        f'id="m{t}-{s}" data-track="{t}" data-slot="{s}" data-color="{colour}"',
        f'transform="translate({x_of(t)},{y_of(s)})"',
    ]
    # data-try whether it can be taken now or not: only data-action comes and goes (a click
    # on both plays the action)
    if hook:
        attrs.append(f'{hook[0]}="{attr(hook[1])}"')
    if try_verb:
        attrs.append(f'data-try="{try_verb} {t} {s}"')
    if take > 1:  # (the preview of what it takes is the dispenser's data-previews)
        text = _("{marble}: takes {n} marbles", marble=text, n=take)
    if selected:
        classes.append("selected")
    if hinted:
        classes.append("hint")
    classes += extra.split()
    if " lesson" in extra:
        text = _("{marble}: the tutorial points here", marble=text)
    if s >= PICKABLE:
        classes.append("ninth")
        text = _("{marble}, under the lid: can't be taken", marble=text)
        attrs.append(f'role="img" aria-label="{attr(text)}"')
    else:
        index = "0" if stop else "-1"
        attrs.append(f'data-stop tabindex="{index}" role="button" aria-label="{attr(text)}"')
    style = moves(list(falls), fall_ms, roll, (VISIBLE - s) * SLOT + 30)
    if style:
        attrs.append(f'style="{style}"')
    return marble_svg(colour, " ".join(attrs), " ".join(classes), hit=s < PICKABLE)


def ghosts(motion: Motion) -> str:
    """The marbles the last action took, where they stood when they went: the first lift
    out, those of each explosion burst in turn."""
    out = []
    for g in motion.ghosts:
        x, y = x_of(g.track), y_of(g.slot)
        how = "leave" if g.picked else "pop"
        style = moves(g.falls, motion.fall_ms)
        out.append(
            marble_svg(
                g.colour,
                f'transform="translate({x},{y})" aria-hidden="true"'
                + (f' style="{style}"' if style else ""),
                "ghost",
                wrap=[f'<g class="go {how}" style="animation-delay:{g.at}ms">'],
            )
        )
        if not g.picked:
            out.append(
                f'<circle class="burst b-{g.colour}" cx="{x}" cy="{y}" r="22" '
                f'style="animation-delay:{g.at}ms"/>'
            )
    return "".join(out)
