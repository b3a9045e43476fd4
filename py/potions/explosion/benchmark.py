"""Independent benchmark opponents: flat Monte Carlo ("flatmc", "greedymc").

Not offered to players: they measure Hard and Expert from outside (``python -m potions
tournament --game explosion --pairs hard:greedymc``). They share nothing with them but the
engine and the fair-play machinery (``prepare`` and determinizations from the view):
not their evaluation, not their policy, not their candidate moves.

``flatmc`` (below, first) plays random continuations to the end of its turn; ``greedymc``
(after it) plays greedy continuations through the next player's turns as well.

For every legal action (potions with the same effect counted once), it plays random-ish
continuations to the end of its turn on determinizations of what it cannot see, round
robin, and plays the action with the best mean of its own simple evaluation: score,
plus each brewing potion's points times the square of its filled share, plus half a
point per undrunk potion, against the best opponent's. The random-ish policy places
marbles at random, picks at random, asks for no Little Help, and after the pick ends the
turn half of the time or drinks or places at random.

Budget: playouts, a count (never the clock): about 1 s of CPython per turn on the
reference machine (docs/rules-explosion.md).
"""

from __future__ import annotations

from potions.core import search
from potions.core.rng import Pcg32
from potions.explosion.actions import Action
from potions.explosion.components import COLOURS, TILES, Colour
from potions.explosion.dispenser import chain_indices
from potions.explosion.ending import pickable
from potions.explosion.game import Game
from potions.explosion.state import Player

PLAYOUTS = 4800
"""Continuations per decision before the pick."""
PLAYOUTS_LATER = 1600
"""Continuations per decision once the pick is made."""
WORLDS = 8
PLAYOUT_MOVES = 40


def value(game: Game, seat: int) -> float:
    """The benchmark's own evaluation of ``seat``'s position."""

    def desk(i: int) -> float:
        p = game.players[i]
        v = float(game.score_of(i))
        for b in p["burners"]:
            if b is not None:
                filled = sum(1 for x in b["holes"] if x is not None)
                v += TILES[b["tile"]].points * (filled / len(b["holes"])) ** 2
        v += 0.5 * sum(1 for x in p["potions"] if not x["drunk"])
        return v

    if game.is_over:
        scores = game.scores()
        return 10.0 * (scores[seat] - max(s for i, s in enumerate(scores) if i != seat))
    return desk(seat) - max(desk(i) for i in range(len(game.players)) if i != seat)


def random_ish(game: Game, rng: Pcg32) -> Action:
    """A random legal move, without Little Help, ending half the time once picked."""
    legal = game.legal_actions()
    if game.phase == "play" and not game.turn["hand"] and not game.turn["prismatic"]:
        if game.turn["picked"] and rng.below(2) == 0:
            return Action("end")
        legal = [a for a in legal if a.verb not in ("help", "end")] or legal
    return legal[rng.below(len(legal))]


def redraw(game: Game, rng: Pcg32) -> None:
    """Another order of the tank for a copy of a world."""
    game.rng = Pcg32(rng.next64())


def options(game: Game) -> list[Action]:
    """Every legal action, drinks with the same effect and target counted once."""
    out = []
    seen: set[tuple[object, ...]] = set()
    for a in game.legal_actions():
        if a.verb == "drink":
            ints = a.ints()
            kind = TILES[ints[0]].kind
            key: tuple[object, ...] = (
                (TILES[ints[1]].kind, *ints[2:]) if kind == "sands" else (kind, *ints[1:])
            )
            if key in seen:
                continue
            seen.add(key)
        out.append(a)
    return out


def hidden_worlds(decision: search.Decision) -> search.Worlds[Game]:
    """Determinizations of what the deciding seat cannot see (both benchmark players')."""
    return search.view_worlds(decision, Game.from_view, WORLDS, vary=redraw)


def flat_monte_carlo(world: Game, decision: search.Decision) -> Action:
    """The legal action with the best mean value after random-ish turn continuations."""
    seat = decision.seat
    moves = options(world)
    if len(moves) == 1:
        return moves[0]
    worlds = hidden_worlds(decision)
    rng = Pcg32.from_seed(decision.rng.next64())
    playouts = PLAYOUTS if world.phase == "play" and not world.turn["picked"] else PLAYOUTS_LATER

    def judge(move: Action, g: Game) -> float:
        g.apply_trusted(move)
        for _ in range(PLAYOUT_MOVES):
            if g.current != seat or g.phase in ("over", "draft", "tiebreak"):
                break
            g.apply_trusted(random_ish(g, rng))
        return value(g, seat)

    return search.round_robin(moves, worlds, playouts, judge)


# ------------------------------------------------- greedymc: greedy play-outs, beyond the turn

GREEDY_PLAYOUTS = 1000
"""Play-outs per decision before the pick (a count, never the clock: about 1 s of CPython
CPU time a turn on the development machine, docs/rules-explosion.md)."""
GREEDY_PLAYOUTS_LATER = 250
"""Play-outs per decision once the pick is made."""
GREEDY_MOVES = 80
"""Moves a play-out may make (three turns take far fewer)."""
_COLOUR = {c: i for i, c in enumerate(COLOURS)}


def _missing(player: Player) -> list[list[int]]:
    """Per burner, the empty holes per colour (an empty burner: none)."""
    out = []
    for b in player["burners"]:
        need = [0, 0, 0, 0]
        if b is not None:
            holes = TILES[b["tile"]].holes
            for i, x in enumerate(b["holes"]):
                if x is None:
                    need[_COLOUR[holes[i]]] += 1
        out.append(need)
    return out


def _closest(need: list[list[int]], ci: int) -> int:
    """The burner wanting colour ``ci`` that misses the fewest marbles (-1: none)."""
    best, fewest = -1, 99
    for b, n in enumerate(need):
        if n[ci] and sum(n) < fewest:
            best, fewest = b, sum(n)
    return best


def _pick_score(track: list[Colour], s: int, need: list[list[int]], pool: list[int]) -> float:
    """How much a regular pick helps: marbles that fill holes (the burner nearest to
    completion first), potions completed, and a little for any marble."""
    got = [0, 0, 0, 0]
    for i in chain_indices(track, s)[0]:
        got[_COLOUR[track[i]]] += 1
    total = got[0] + got[1] + got[2] + got[3]
    have = [g + p for g, p in zip(got, pool, strict=True)]
    score = 0.02 * total
    order = sorted(range(len(need)), key=lambda b: sum(need[b]))
    for b in order:
        n = need[b]
        if not sum(n):
            continue
        used = [min(have[c], n[c]) for c in range(4)]
        score += sum(used)
        if used == n:
            score += 3.0
        have = [h - u for h, u in zip(have, used, strict=True)]
    return score


def greedy_move(game: Game) -> Action:
    """A greedy legal move for the seat to play: place on the potion nearest completion,
    take the pick that fills most holes, ask for a Little Help only to complete a potion,
    drink nothing, discard the least wanted marble, draw the tile worth most."""
    phase = game.phase
    seat = game.current
    player = game.players[seat]
    if phase == "draft":
        return Action("draft", max(game.offer, key=lambda t: (TILES[t].points, -t)))
    if phase == "tiebreak":
        spots = pickable(game)
        t, s = max(spots, key=lambda p: len(chain_indices(game.tracks[p[0]], p[1])[0]))
        return Action("pick", t, s)
    need = _missing(player)
    pool = [0, 0, 0, 0]
    for colour in player["pool"]:
        pool[_COLOUR[colour]] += 1
    if phase == "discard":
        wanted = [need[0][i] + need[1][i] for i in range(4)]
        least = max((i for i in range(4) if pool[i]), key=lambda i: (pool[i] - wanted[i], -i))
        return Action("discard", COLOURS[least])
    if phase == "draw":

        def tile_worth(k: int) -> float:
            tile = TILES[game.stacks[k][-1]]
            fit = sum(min(pool[_COLOUR[h]], tile.holes.count(h)) for h in set(tile.holes))
            return tile.points - 0.5 * (len(tile.holes) - fit)

        return Action(
            "draw", max((k for k in range(len(game.stacks)) if game.stacks[k]), key=tile_worth)
        )
    turn = game.turn
    for marbles in (turn["hand"], player["pool"]):
        for c in marbles:
            b = _closest(need, _COLOUR[c])
            if b >= 0:
                return Action("place", c, b)
        if turn["hand"] or turn["prismatic"]:
            break
    if turn["prismatic"]:
        for c in player["pool"]:
            for b in sorted(range(len(need)), key=lambda b: sum(need[b])):
                for h in range(4):
                    if need[b][h]:
                        return Action("wild", c, b, COLOURS[h])
        return Action("stop")
    spots = pickable(game)
    if not turn["picked"] and spots:
        tracks = game.tracks
        t, s = max(spots, key=lambda p: _pick_score(tracks[p[0]], p[1], need, pool))
        return Action("pick", t, s)
    if not turn["helped"] and game.help_pool > 0:
        for n in need:
            if sum(n) == 1:
                colour = COLOURS[n.index(1)]
                for t, s in spots:
                    if game.tracks[t][s] == colour:
                        return Action("help", t, s)
    return Action("end")


def greedy_value(game: Game, seat: int) -> float:
    """greedymc's own evaluation of ``seat``'s position: its desk against the best other."""

    def desk(i: int) -> float:
        p = game.players[i]
        v = float(game.score_of(i))
        pool = list(p["pool"])
        for b in p["burners"]:
            if b is not None:
                holes = TILES[b["tile"]].holes
                filled = sum(1 for x in b["holes"] if x is not None)
                for j, x in enumerate(b["holes"]):
                    if x is None and holes[j] in pool:
                        pool.remove(holes[j])
                        filled += 1
                share = filled / len(holes)
                v += TILES[b["tile"]].points * share * share
        v += 0.75 * sum(1 for x in p["potions"] if not x["drunk"])
        return v

    if game.is_over:
        scores = game.scores()
        lead = scores[seat] - max(s for i, s in enumerate(scores) if i != seat)
        return lead + (10.0 if lead > 0 else -10.0 if lead < 0 else 0.0)
    return desk(seat) - max(desk(i) for i in range(len(game.players)) if i != seat)


def greedy_options(game: Game) -> list[Action]:
    """Every legal action but the dominated ones: a pick whose marbles (per colour) another
    pick takes too, and more; one Little Help per colour; drinks with the same effect once."""
    out = []
    picks: list[tuple[list[int], Action]] = []
    helped: set[str] = set()
    for a in options(game):
        if a.verb == "pick" and game.phase == "play":
            t, s = a.ints()
            got = [0, 0, 0, 0]
            for i in chain_indices(game.tracks[t], s)[0]:
                got[_COLOUR[game.tracks[t][i]]] += 1
            picks.append((got, a))
            continue
        if a.verb == "help":
            t, s = a.ints()
            if game.tracks[t][s] in helped:
                continue
            helped.add(game.tracks[t][s])
        out.append(a)
    kept: list[Action] = []
    seen: set[tuple[int, ...]] = set()
    for got, a in picks:
        if tuple(got) in seen:
            continue
        dominated = any(
            other != got and all(o >= g for o, g in zip(other, got, strict=True))
            for other, _ in picks
        )
        if not dominated:
            seen.add(tuple(got))
            kept.append(a)
    return kept + out


def greedy_playout(game: Game, seat: int) -> Game:
    """Play greedy moves to the end of ``seat``'s turn and through every other seat's next
    turn (the next player's pick counts against this one)."""
    away = False
    for _ in range(GREEDY_MOVES):
        if game.phase == "over":
            break
        if game.current != seat:
            away = True
        elif away:
            break
        game.apply_trusted(greedy_move(game))
    return game


def greedy_monte_carlo(world: Game, decision: search.Decision) -> Action:
    """The action with the best mean value after greedy play-outs, round robin over the
    options that are not dominated, on determinizations of what the seat cannot see."""
    seat = decision.seat
    moves = greedy_options(world)
    if len(moves) == 1:
        return moves[0]
    worlds = hidden_worlds(decision)
    before = world.phase == "play" and not world.turn["picked"]
    return search.round_robin(
        moves,
        worlds,
        GREEDY_PLAYOUTS if before else GREEDY_PLAYOUTS_LATER,
        lambda move, g: greedy_value(greedy_playout(g.apply_trusted(move), seat), seat),
    )
