"""The last action played out on the board: which marbles left the dispenser and in which
order, how far the others fell, which rolled in from the tank; and the moments worth a
banner (a completed potion, a Skill token).

Everything comes from the view before the action (``Board.before``), the view after it,
the action itself (``Board.last``, decoded by the engine's ``effects`` and ``dispenser``)
and its events (``Board.events``). The markup carries the timings; the stylesheet plays
them, and plays nothing with reduced motion.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from potions.explosion import effects
from potions.explosion.actions import Action
from potions.explosion.components import KIND_BY_ID, TILES
from potions.explosion.dispenser import chain_indices
from web.games.explosion.marbles import kind_name
from web.games.protocol import Board

Pos = tuple[int, int]
SLOT = 53
"""Distance between two slots of a track, in the dispenser's units."""
GAP = 70
"""Milliseconds between a burst and the fall that follows it."""
ROLL = 240
"""Milliseconds a marble takes to roll in from the tank."""


@dataclass
class Ghost:
    """A marble that left the dispenser: where it stood when it went, and when."""

    colour: str
    track: int
    slot: int
    falls: list[tuple[int, int]]
    """(slots fallen, start in ms) before it went."""
    at: int
    """When it went (ms)."""
    picked: bool = False
    """Whether it went first: the picked marble (or those a potion took), not a burst."""


@dataclass
class Motion:
    """How the dispenser moves from the view before the last action to the view now."""

    ghosts: list[Ghost] = field(default_factory=list)
    falls: dict[Pos, list[tuple[int, int]]] = field(default_factory=dict)
    """Marbles now at a position that fell to it: (slots fallen, start in ms), per stage."""
    rolls: dict[Pos, int] = field(default_factory=dict)
    """Marbles that rolled in from the tank, and when they start (ms)."""
    fall_ms: int = 160

    @property
    def total(self) -> int:
        """When the last movement ends (ms)."""
        ends = [d + ROLL for d in self.rolls.values()]
        ends += [start + self.fall_ms for fs in self.falls.values() for _, start in fs]
        ends += [g.at + 300 for g in self.ghosts]
        return max(ends, default=0)


def stages_of(tracks: list[list[str]], action: str) -> list[list[Pos]]:
    """The marbles an action takes from the dispenser, in the order they go: for a pick,
    the picked marble, then each explosion of the chain reaction in turn."""
    try:
        a = Action.parse(action)
        if a.verb == "pick":
            t, s = a.ints()
            positions, explosions = chain_indices(tracks[t], s)
            out = [[(t, s)]]
            i = 1
            for _colour, count in explosions:
                out.append([(t, p) for p in positions[i : i + count]])
                i += count
            return out
        spots = effects.touched(tracks, a)
    except (ValueError, IndexError, KeyError):
        return []
    return [sorted(spots)] if spots else []


def plan(before: list[list[str]], after: list[list[str]], stages: list[list[Pos]]) -> Motion:
    """Timings of the movement from ``before`` to ``after`` when ``stages`` went in turn (the
    tracks then refilled). An empty plan when the two do not fit together."""
    n = len(stages)
    fall = max(60, min(160, 650 // max(n, 1) - GAP))
    pops = [0]
    for _ in range(1, n):
        pops.append(pops[-1] + GAP + fall)
    starts = [p + GAP for p in pops]  # fall j+1 closes the gap left by stage j
    motion = Motion(fall_ms=fall)
    stage_of: dict[Pos, int] = {p: k for k, group in enumerate(stages) for p in group}
    end = (starts[-1] + fall) if n else 0
    rolled = 0
    for t, (old, new) in enumerate(zip(before, after, strict=True)):
        gone = {p for (u, p) in stage_of if u == t}
        if any(p >= len(old) for p in gone):
            return Motion()
        survivors = [p for p in range(len(old)) if p not in gone]
        if new[: len(survivors)] != [old[p] for p in survivors]:
            return Motion()

        def drops(p: int, until: int, t: int = t) -> list[tuple[int, int]]:
            """The falls of the marble at old slot ``p`` before stage ``until``."""
            out = []
            for j in range(min(until, n)):
                d = sum(1 for q in stages[j] if q[0] == t and q[1] < p)
                if d:
                    out.append((d, starts[j]))
            return out

        for p, colour in enumerate(old):
            k = stage_of.get((t, p))
            if k is None:
                continue
            falls = drops(p, k)
            slot = p - sum(d for d, _ in falls)
            motion.ghosts.append(Ghost(colour, t, slot, falls, pops[k], picked=k == 0))
        for i, p in enumerate(survivors):
            falls = drops(p, n)
            if falls:
                motion.falls[(t, i)] = falls
        for i in range(len(survivors), len(new)):
            motion.rolls[(t, i)] = end + min(rolled * 25, 100)
            rolled += 1
    return motion


def motion_of(b: Board) -> Motion:
    """The movement of the last action on this board (empty when nothing is to move)."""
    if b.before is None or len(b.last) != 1:
        return Motion()
    before = b.before["state"]["tracks"]
    after = b.view["state"]["tracks"]
    return plan(before, after, stages_of(before, b.last[0]))


FALL_STAGES = 8
"""Stages of a fall the stylesheet can play on one marble (``explosion-fall-1`` to ``-8``)."""


def moves(falls: list[tuple[int, int]], fall_ms: int, roll: int = -1, rise: int = 0) -> str:
    """The inline style that plays a marble's falls and its roll in from the tank (``roll``:
    when it starts, -1 for none; ``rise``: from how high), on the marble itself: each stage
    holds it up by the slots it falls then, until that stage starts, and the stages add up
    (``animation-composition: add``). A marble that moves is the same element as one that
    does not, with other attributes: a click patches them, it does not redraw marbles."""
    if len(falls) > FALL_STAGES:  # never seen in play: the last stages fall as one
        tail = falls[FALL_STAGES - 1 :]
        falls = [*falls[: FALL_STAGES - 1], (sum(d for d, _ in tail), tail[0][1])]
    values = [f"--f{k}:{-d * SLOT}px" for k, (d, _) in enumerate(falls, 1)]
    plays = [
        f"explosion-fall-{k} {fall_ms}ms cubic-bezier(.55,0,1,.6) {start}ms backwards"
        for k, (_, start) in enumerate(falls, 1)
    ]
    adds = ["add"] * len(falls)
    if roll >= 0:
        values.append(f"--rise:{-rise}px")
        plays += [
            f"explosion-roll {ROLL}ms ease-out {roll}ms backwards",
            f"explosion-appear {ROLL}ms ease-out {roll}ms backwards",
        ]
        adds += ["add", "replace"]
    if not plays:
        return ""
    return ";".join(
        [*values, "animation:" + ",".join(plays), "animation-composition:" + ",".join(adds)]
    )


# ---------------------------------------------------------------- moments


def moments(b: Board) -> str:
    """A banner for a completed potion or a Skill token in the last action."""
    _ = b.tr
    lines = []
    for e in b.events:
        kind = e.get("type")
        seat = e.get("seat")
        if not isinstance(seat, int) or not 0 <= seat < len(b.names):
            continue
        who = b.names[seat]
        if kind == "complete" and isinstance(e.get("tile"), int):
            tile = TILES[e["tile"]]
            lines.append(
                (
                    "complete",
                    _.html(
                        "{name} completed {potion}: +{points}",
                        name=who,
                        potion=kind_name(b.tr, tile.kind),
                        points=tile.points,
                    ),
                )
            )
        elif kind == "skill":
            reason = str(e.get("reason", ""))
            if reason == "variety":
                text = _.html("{name} wins a Skill token: 5 different potions! +4", name=who)
            else:
                text = _.html(
                    "{name} wins a Skill token: 3 × {potion}! +4",
                    name=who,
                    potion=kind_name(b.tr, reason) if reason in KIND_BY_ID else reason,
                )
            lines.append(("skill", text))
    if not lines:
        return ""
    items = "".join(
        f'<div class="moment-line {cls}"><span class="burst-icon" aria-hidden="true">'
        f"{'★' if cls == 'skill' else '✦'}</span> {text}</div>"
        for cls, text in lines
    )
    return f'<div id="moment" class="moment" role="status">{items}</div>'
