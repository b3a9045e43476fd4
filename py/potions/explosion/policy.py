"""The computers' fast policy: a good move without copying the game.

Hard and Expert play their continuations with it. Every option is valued on a
:class:`~potions.explosion.evaluation.Desk` (what the marbles it brings would be worth),
never by applying it: a regular pick by the marbles of its chain reaction, a potion by
the marbles it takes or steals, a placement by the burner it fills. It places what fits,
drinks a potion when its marbles are worth more than keeping it, asks for a Little Help
only when the marble is worth more than its 2 points, discards the least useful marble
and draws the tile its desk wants most. Filter of Lavamancing is never drunk here (its
worth is in the explosions it sets up, which only a search sees); Prismatic Joy places
greedily.

Every move it returns is one of ``legal_actions()`` (tests/explosion/test_ai_policy.py
checks it on random games); it does not call the legal-action generator, which is the
slow part of a continuation.
"""

from __future__ import annotations

from collections.abc import Sequence

from potions.explosion import effects
from potions.explosion.actions import Action
from potions.explosion.components import COLOURS, HELP_PENALTY, PICKABLE, TILES
from potions.explosion.dispenser import chain_indices
from potions.explosion.evaluation import INDEX, STANDARD, Desk, Weights, track_picks
from potions.explosion.game import Game

_ACTIONS: dict[tuple[object, ...], Action] = {}


def act(verb: str, *args: int | str) -> Action:
    """The action ``verb args`` (built once: actions are immutable)."""
    key = (verb, *args)
    a = _ACTIONS.get(key)
    if a is None:
        a = _ACTIONS[key] = Action(verb, *args)
    return a


NOT_DRUNK = ("filter", "prismatic")
"""Kinds the fast policy never drinks (nor through Sands of Time)."""
END = act("end")
STOP = act("stop")


def _placement(desk: Desk, colours: Sequence[str], seat_burners: list[int]) -> tuple[Action, float]:
    """The best single placement of one of ``colours`` (hand or pool) on a burner."""
    best: tuple[Action, float] | None = None
    for c in colours:
        ci = INDEX[c]
        for b, slot in enumerate(seat_burners):
            if slot < 0 or desk.burners[slot][0][ci] == 0:
                continue
            value = desk.with_placed(ci, slot)
            if best is None or value > best[1]:
                best = (act("place", c, b), value)
    assert best is not None
    return best


def _slots(game: Game, seat: int) -> list[int]:
    """For each burner, its index in :attr:`Desk.burners` (-1 if empty)."""
    out = []
    k = 0
    for b in game.players[seat]["burners"]:
        if b is None:
            out.append(-1)
        else:
            out.append(k)
            k += 1
    return out


def _marbles(game: Game, kind: str, target: tuple[int, ...], seat: int) -> list[int] | None:
    """What a potion brings to the hand, per colour (None: not valued here)."""
    spots = effects.marbles(kind, target)
    if spots is not None and kind in effects.TAKERS:
        out = [0, 0, 0, 0]
        for t, s in spots:
            out[INDEX[game.tracks[t][s]]] += 1
        return out
    if kind == "love":
        out = [0, 0, 0, 0]
        for c in game.players[target[0]]["pool"]:
            out[INDEX[c]] += 1
        return out
    return None


def best_drink(game: Game, desk: Desk, base: float) -> tuple[Action | None, float]:
    """The potion worth drinking most now and its gain (its marbles' worth less the
    worth of keeping it undrunk)."""
    seat = game.current
    best: Action | None = None
    best_gain = 0.0
    undrunk = desk.w.undrunk[desk.h]
    worth: dict[tuple[int, ...], float] = {}
    potions = game.players[seat]["potions"]
    tried: set[str] = set()
    for potion in potions:
        if potion["drunk"]:
            continue
        tile = potion["tile"]
        kind = TILES[tile].kind
        if kind in NOT_DRUNK or kind in tried:
            continue
        # A second undrunk potion of a kind gains exactly what the first does, never more.
        tried.add(kind)
        keep = undrunk[kind]
        if kind == "sands":
            # A drunk potion's effect again: its targets as effects.targets("sands") lists
            # them, but those of potions never drunk here left out before they are listed.
            inner: list[tuple[int | None, str]] = [
                (t.id, t.kind)
                for t in (TILES[q["tile"]] for q in potions if q["drunk"])
                if t.kind != "sands" and t.kind not in NOT_DRUNK
            ]
        else:
            inner = [(None, kind)]
        for via, effect in inner:
            for target in effects.targets(game, effect, seat):
                extra = _marbles(game, effect, target, seat)
                if extra is None:
                    continue
                # Many targets bring the same marbles: each count is valued once.
                key = tuple(extra)
                value = worth.get(key)
                if value is None:
                    value = worth[key] = desk.value(extra)
                gain = value - base - keep
                if gain > best_gain:
                    args = target if via is None else (via, *target)
                    best, best_gain = act("drink", tile, *args), gain
    return best, best_gain


def best_pick(game: Game, desk: Desk, base: float) -> tuple[Action | None, float]:
    """The regular pick whose marbles are worth most (the first of equals)."""
    best: Action | None = None
    best_gain = float("-inf")
    cache: dict[tuple[int, ...], float] = {}
    for t, track in enumerate(game.tracks):
        for s, key in enumerate(track_picks(track)):
            gain = cache.get(key)
            if gain is None:
                gain = cache[key] = desk.value(key) - base
            if gain > best_gain:
                best, best_gain = act("pick", t, s), gain
    return best, best_gain


def best_help(game: Game, desk: Desk, base: float) -> tuple[Action | None, float]:
    """The Little Help worth most, if a marble is worth more than its 2 points."""
    best: Action | None = None
    best_gain = 0.0
    gains: dict[str, float] = {}
    for t, track in enumerate(game.tracks):
        for s in range(min(len(track), PICKABLE)):
            c = track[s]
            gain = gains.get(c)
            if gain is None:
                extra = [0, 0, 0, 0]
                extra[INDEX[c]] = 1
                gain = gains[c] = desk.value(extra) - base - HELP_PENALTY
            if gain > best_gain:
                best, best_gain = act("help", t, s), gain
    return best, best_gain


def fast(game: Game, w: Weights = STANDARD) -> Action:
    """A good legal move for the seat to play, found without applying any (desks
    judged with weights ``w``)."""
    seat = game.current
    phase = game.phase
    if phase == "discard":
        desk = Desk(game, seat, w=w)
        pool = game.players[seat]["pool"]
        best_c, best_v = "", float("-inf")
        for c in COLOURS:
            if c in pool:
                desk.marbles[INDEX[c]] -= 1
                v = desk.value()
                desk.marbles[INDEX[c]] += 1
                if v > best_v:
                    best_c, best_v = c, v
        return act("discard", best_c)
    if phase == "draw":
        return _draw(game, seat, w)
    if phase == "tiebreak":
        return _tiebreak(game)
    if phase == "draft":
        return act("draft", max(game.offer, key=lambda t: (TILES[t].points, -t)))
    turn = game.turn
    desk = Desk(game, seat, w=w)
    slots = _slots(game, seat)
    if turn["hand"]:
        return _placement(desk, sorted(set(turn["hand"]), key=INDEX.__getitem__), slots)[0]
    if turn["prismatic"]:
        return _wild(game, seat, desk, slots)
    pool = game.players[seat]["pool"]
    fits = [
        c
        for c in COLOURS
        if c in pool and any(s >= 0 and desk.burners[s][0][INDEX[c]] for s in slots)
    ]
    if fits:
        return _placement(desk, fits, slots)[0]
    base = desk.value()
    drink, drink_gain = best_drink(game, desk, base)
    options: list[tuple[float, Action]] = []
    if drink is not None:
        options.append((drink_gain, drink))
    if not turn["helped"] and game.help_pool > 0:
        helper, help_gain = best_help(game, desk, base)
        if helper is not None:
            options.append((help_gain, helper))
    if not turn["picked"]:
        pick, pick_gain = best_pick(game, desk, base)
        if pick is not None:
            # The pick is due anyway: take it first unless something else is worth more.
            options.append((max(pick_gain, 0.0) + 1e-9, pick))
    if not options:
        return END
    gain, action = max(options, key=lambda x: x[0])
    if action.verb != "pick" and gain <= 0:
        return END
    return action


def _wild(game: Game, seat: int, desk: Desk, slots: list[int]) -> Action:
    """Prismatic Joy: the pool marble and hole worth most, or stop."""
    pool = game.players[seat]["pool"]
    base = desk.value()
    best, best_v = STOP, base
    for c in dict.fromkeys(pool):
        ci = INDEX[c]
        for b, slot in enumerate(slots):
            if slot < 0:
                continue
            need = desk.burners[slot][0]
            for hi, h in enumerate(COLOURS):
                if not need[hi]:
                    continue
                # A marble of colour c on a hole of colour h: the hole is filled, c leaves
                # the pool.
                v = desk.with_placed(ci, slot, hi)
                if v > best_v:
                    best, best_v = act("wild", c, b, h), v
    return best


def _draw(game: Game, seat: int, w: Weights) -> Action:
    """The stack whose top tile the desk wants most."""
    player = game.players[seat]
    burners = player["burners"]
    free = burners.index(None)
    best, best_v = None, float("-inf")
    for k, stack in enumerate(game.stacks):
        if not stack:
            continue
        tile = stack[-1]
        burners[free] = {"tile": tile, "holes": [None] * len(TILES[tile].holes)}
        try:
            v = Desk(game, seat, w=w).value()
        finally:
            burners[free] = None
        if v > best_v:
            best, best_v = act("draw", k), v
    assert best is not None
    return best


def _tiebreak(game: Game) -> Action:
    """The tie-breaker: the pick that takes most marbles."""
    best, most = None, -1
    for t, track in enumerate(game.tracks):
        for s in range(min(len(track), PICKABLE)):
            n = len(chain_indices(track, s)[0])
            if n > most:
                best, most = act("pick", t, s), n
    assert best is not None
    return best
