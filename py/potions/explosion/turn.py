"""A turn of Potion Explosion: the draft, taking marbles, placing them, ending the turn.

Functions here change a :class:`~potions.explosion.state.State` for an action already
known to be legal, and record what happened with ``State.emit``. Drinking is in
:mod:`potions.explosion.effects`; the end of turn and of the game in
:mod:`potions.explosion.ending`.
"""

from __future__ import annotations

from potions.explosion.components import BURNERS, COLOURS, POOL_SIZE, STACKS, TILES, Colour
from potions.explosion.dispenser import chain_indices, remove, settle
from potions.explosion.ending import finish_tiebreak, finish_turn
from potions.explosion.state import State, new_turn


def refill(game: State) -> None:
    """Roll marbles from the tank into the tracks (after the marbles taken are gone)."""
    settle(game.tracks, game.tank, game.rng)


def empty_holes(game: State, seat: int, b: int, colour: Colour) -> int:
    """Empty holes of ``colour`` on burner ``b`` of ``seat``."""
    burner = game.players[seat]["burners"][b]
    if burner is None:
        return 0
    holes = TILES[burner["tile"]].holes
    return sum(1 for i, x in enumerate(burner["holes"]) if x is None and holes[i] == colour)


def discard_colours(game: State) -> list[Colour]:
    """Colours the current player may discard from the pool at the end of the turn."""
    pool = game.players[game.current]["pool"]
    return [c for c in COLOURS if c in pool]


# ------------------------------------------------------------------ the draft


def draft(game: State, tile_id: int) -> None:
    """Take a starter tile; after the last one, deal the stacks and start the first turn."""
    seat = game.current
    game.offer.remove(tile_id)
    burners = game.players[seat]["burners"]
    b = burners.index(None)
    burners[b] = {"tile": tile_id, "holes": [None] * len(TILES[tile_id].holes)}
    game.emit("draft", seat, tile=tile_id)
    game.draft_queue.pop(0)
    if game.draft_queue:
        game.current = game.draft_queue[0]
        return
    remaining = game.reserve + game.offer
    remaining.sort()
    game.rng.shuffle(remaining)
    game.reserve = []
    game.offer = []
    for i, tile in enumerate(remaining):
        game.stacks[i % STACKS].append(tile)
    game.phase = "play"
    game.current = 0
    game.turn = new_turn()
    game.emit("turn", 0)


# ------------------------------------------------------------- taking marbles


def explode(game: State, t: int, s: int) -> list[Colour]:
    """Take the marble at (t, s) with its chain reaction, refill, and record it as a
    ``pick`` (or ``tiebreak``) event; returns the marbles taken."""
    track = game.tracks[t]
    colour = track[s]
    positions, explosions = chain_indices(track, s)
    taken = remove(track, positions)
    refill(game)
    game.emit(
        "tiebreak" if game.phase == "tiebreak" else "pick",
        game.current,
        track=t,
        slot=s,
        colour=colour,
        explosions=[list(e) for e in explosions],
        taken=len(taken),
    )
    return taken


def pick(game: State, t: int, s: int) -> None:
    """The regular pick."""
    taken = explode(game, t, s)
    game.turn["picked"] = True
    game.turn["hand"].extend(taken)
    settle_hand(game)


def help_(game: State, t: int, s: int) -> None:
    """The Little Help: one marble, no explosion, a -2 token."""
    seat = game.current
    taken = remove(game.tracks[t], [s])
    refill(game)
    game.turn["helped"] = True
    game.help_pool -= 1
    game.players[seat]["helps"] += 1
    game.emit("help", seat, track=t, slot=s, colour=taken[0])
    game.turn["hand"].extend(taken)
    settle_hand(game)


def tiebreak_pick(game: State, t: int, s: int) -> None:
    """A tie-breaker pick: the marbles are set aside and counted."""
    game.players[game.current]["tiebreak"].extend(explode(game, t, s))
    game.tiebreak_queue.pop(0)
    if game.tiebreak_queue:
        game.current = game.tiebreak_queue[0]
    else:
        finish_tiebreak(game)


def take(game: State, seat: int, positions: list[tuple[int, int]]) -> None:
    """Take marbles without explosions (potions), refill, and put them in the hand."""
    taken: list[Colour] = []
    for t in sorted({t for t, _ in positions}):
        taken.extend(remove(game.tracks[t], [s for u, s in positions if u == t]))
    refill(game)
    game.emit("took", seat, marbles=taken)
    game.turn["hand"].extend(taken)
    settle_hand(game)


# ------------------------------------------------------------------ placement


def settle_hand(game: State) -> None:
    """Place hand marbles that fit exactly one way; the rest that cannot fit go to the
    pool; marbles with a choice of burner stay in hand for a ``place`` action."""
    seat = game.current
    hand = game.turn["hand"]
    changed = True
    while changed and hand:
        changed = False
        for c in COLOURS:
            n = hand.count(c)
            if not n:
                continue
            open_ = [(b, k) for b in range(BURNERS) if (k := empty_holes(game, seat, b, c))]
            if not open_:
                for _ in range(n):
                    hand.remove(c)
                game.players[seat]["pool"].extend([c] * n)
                game.emit("pool", seat, colour=c, count=n)
                changed = True
            elif len(open_) == 1 or n >= sum(k for _, k in open_):
                for b, k in open_:
                    m = min(n, k)
                    if m:
                        for _ in range(m):
                            hand.remove(c)
                        fill(game, seat, b, c, m)
                        n -= m
                changed = True


def fill(
    game: State, seat: int, b: int, colour: Colour, count: int, hole: Colour | None = None
) -> None:
    """Put ``count`` marbles of ``colour`` on empty holes of colour ``hole`` (default: the
    same colour) of burner ``b``, then complete the potion if it is full."""
    burner = game.players[seat]["burners"][b]
    assert burner is not None
    holes = TILES[burner["tile"]].holes
    want = hole or colour
    left = count
    for i, x in enumerate(burner["holes"]):
        if left and x is None and holes[i] == want:
            burner["holes"][i] = colour
            left -= 1
    game.emit(
        "place",
        seat,
        colour=colour,
        tile=burner["tile"],
        count=count,
        hole=want if want != colour else None,
    )
    if None not in burner["holes"]:
        complete(game, seat, b)


def complete(game: State, seat: int, b: int) -> None:
    """A full potion leaves its burner; its marbles go back to the tank."""
    player = game.players[seat]
    burner = player["burners"][b]
    assert burner is not None
    for c in burner["holes"]:
        if c is not None:
            game.tank[c] += 1
    player["burners"][b] = None
    player["potions"].append({"tile": burner["tile"], "drunk": False})
    refill(game)
    game.emit("complete", seat, tile=burner["tile"], points=TILES[burner["tile"]].points)


def place(game: State, colour: Colour, b: int) -> None:
    """A marble from the hand (first) or the pool onto burner ``b``."""
    seat = game.current
    hand = game.turn["hand"]
    if colour in hand:
        hand.remove(colour)
    else:
        game.players[seat]["pool"].remove(colour)
    fill(game, seat, b, colour, 1)
    settle_hand(game)


PRISMATIC_AT_MOST_3 = 2
"""The rules version from which Prismatic Joy places at most 3 marbles (ruling 11); under
the first rules it placed until the player stopped or the pool or the holes ran out (its
count of marbles left stays at 3 while it places)."""


def wild(game: State, colour: Colour, b: int, hole: Colour) -> None:
    """Prismatic Joy: a pool marble on a hole of any colour."""
    seat = game.current
    player = game.players[seat]
    player["pool"].remove(colour)
    fill(game, seat, b, colour, 1, hole)
    if game.config["rules"] >= PRISMATIC_AT_MOST_3:
        game.turn["prismatic"] -= 1
    has_hole = any(x is not None and None in x["holes"] for x in player["burners"])
    if not player["pool"] or not has_hole:
        game.turn["prismatic"] = 0


def stop(game: State) -> None:
    """Stop placing with Prismatic Joy."""
    game.turn["prismatic"] = 0
    game.emit("stop", game.current)


# ---------------------------------------------------------------- end of turn


def end(game: State) -> None:
    """End the turn: discard down to 3 pool marbles, then draw, then the next seat."""
    seat = game.current
    game.emit("end", seat)
    if len(game.players[seat]["pool"]) > POOL_SIZE:
        game.phase = "discard"
        _auto_discard(game)
    else:
        _after_discard(game)


def discard(game: State, colour: Colour) -> None:
    """Discard one pool marble at the end of the turn."""
    seat = game.current
    game.players[seat]["pool"].remove(colour)
    game.tank[colour] += 1
    refill(game)
    game.emit("discard", seat, colour=colour)
    if len(game.players[seat]["pool"]) <= POOL_SIZE:
        _after_discard(game)
    else:
        _auto_discard(game)


def _auto_discard(game: State) -> None:
    """Resolve a discard that leaves no choice (all pool marbles of one colour)."""
    options = discard_colours(game)
    if len(options) == 1:
        discard(game, options[0])


def _after_discard(game: State) -> None:
    seat = game.current
    if None in game.players[seat]["burners"] and any(game.stacks):
        game.phase = "draw"
    else:
        _next(game)


def draw(game: State, k: int) -> None:
    """Draw the top tile of stack ``k`` onto an empty burner."""
    seat = game.current
    tile_id = game.stacks[k].pop()
    burners = game.players[seat]["burners"]
    burners[burners.index(None)] = {"tile": tile_id, "holes": [None] * len(TILES[tile_id].holes)}
    game.emit("draw", seat, stack=k, tile=tile_id)
    if None not in burners or not any(game.stacks):
        _next(game)


def _next(game: State) -> None:
    """Skill tokens and the end of the game are checked; then the next seat's turn."""
    if finish_turn(game):
        game.phase = "play"
        game.turn = new_turn()
        game.emit("turn", game.current)
