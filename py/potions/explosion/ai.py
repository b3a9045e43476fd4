"""Computer opponents: ``choose_action(game, level, seed)`` for "easy", "medium", "hard".

Fair play by construction (:mod:`potions.core.search`): a decision starts from the view of
the seat to play; the game is rebuilt from that view with the hidden parts (the order of
the tank, the tiles under the stack tops) drawn from a generator seeded from the decision
seed and the view. The order of hidden things can therefore never change a decision; the
tank's contents (visible by counting) can.
"""

from __future__ import annotations

from potions.core import search
from potions.core.rng import Pcg32
from potions.explosion import effects
from potions.explosion.actions import Action
from potions.explosion.components import TILES
from potions.explosion.dispenser import chain_indices
from potions.explosion.game import Game

LEVELS = ("easy", "medium", "hard")

# Weights of the position evaluation (points-equivalents).
_PROGRESS = 0.8  # share of a brewing potion's points credited for its filled holes
_UNDRUNK = 1.5  # an undrunk potion's effect
_POOL_FIT = 0.45  # a pool marble that fits an empty hole
_POOL_SPARE = 0.05
_FEED = 0.3  # per marble the next player could take with their best pick


# ------------------------------------------------------------------ evaluation


def desk_value(game: Game, seat: int) -> float:
    """How good a seat's desk is, in points: score plus progress, potions, pool, skills."""
    p = game.players[seat]
    value = float(game.score_of(seat))
    need: dict[str, int] = {}
    for b in p["burners"]:
        if b is None:
            continue
        tile = TILES[b["tile"]]
        holes = tile.holes
        filled = 0
        for i, x in enumerate(b["holes"]):
            if x is None:
                need[holes[i]] = need.get(holes[i], 0) + 1
            else:
                filled += 1
        value += tile.points * (_PROGRESS * (filled / len(holes)) ** 1.5 + 0.02)
    potions = p["potions"]
    if potions:
        kinds: dict[str, int] = {}
        for potion in potions:
            if not potion["drunk"]:
                value += _UNDRUNK
            kind = TILES[potion["tile"]].kind
            kinds[kind] = kinds.get(kind, 0) + 1
        for k, n in kinds.items():
            if n == 2 and k not in p["skill_kinds"]:
                value += 1.3
        if not p["variety"]:
            value += {3: 0.7, 4: 1.8}.get(len(kinds), 0.0)
    for c in p["pool"]:
        if need.get(c, 0) > 0:
            need[c] -= 1
            value += _POOL_FIT
        else:
            value += _POOL_SPARE
    return value


def opponents_value(game: Game, seat: int) -> float:
    """The best opponent's desk value."""
    return max(desk_value(game, i) for i in range(len(game.players)) if i != seat)


def best_pick_size(game: Game) -> int:
    """Marbles the best regular pick takes now."""
    best = 0
    for track in game.tracks:
        for s in range(min(len(track), 8)):
            if 0 < s < len(track) - 1 and track[s - 1] == track[s + 1]:
                best = max(best, len(chain_indices(track, s)[0]))
            else:
                best = max(best, 1)
    return best


def evaluate(game: Game, seat: int, others: float | None = None) -> float:
    """The position from ``seat``'s point of view: its desk against the best opponent's
    (``others``, when the caller knows the opponents' desks did not change)."""
    if game.is_over:
        scores = game.scores()
        lead = scores[seat] - max(s for i, s in enumerate(scores) if i != seat)
        return 100.0 * lead
    mine = desk_value(game, seat)
    if others is None:
        others = opponents_value(game, seat)
    value = mine - others
    if game.current != seat and game.phase == "play" and not game.turn["picked"]:
        value -= _FEED * (best_pick_size(game) - 1)
    return value


# -------------------------------------------------------------------- policies


def candidates(game: Game) -> list[Action]:
    """Legal actions worth considering: Little Help only for a marble that fits a hole,
    Lavamancing only at its largest per track and colour."""
    seat = game.current
    legal = game.legal_actions()
    if game.phase != "play":
        return legal
    need: set[str] = set()
    for b in game.players[seat]["burners"]:
        if b is not None:
            holes = TILES[b["tile"]].holes
            need.update(holes[i] for i, x in enumerate(b["holes"]) if x is None)
    out = []
    biggest: dict[tuple[int, int, str], Action] = {}
    seen: set[tuple[str, tuple[int, ...]]] = set()
    sands_last = sorted(
        legal, key=lambda a: a.verb == "drink" and TILES[a.ints()[0]].kind == "sands"
    )
    for a in sands_last:
        if a.verb == "drink":
            # Two potions with the same effect and target are the same move: keep the first
            # (plain potions come before a Sands of Time copying them).
            drink = effects.decode(a)
            effect = (drink.kind, drink.target)
            if effect in seen:
                continue
            seen.add(effect)
        if a.verb == "help":
            t, s = a.ints()
            if game.tracks[t][s] in need:
                out.append(a)
        elif a.verb == "drink" and _drink_kind(a) == "filter":
            target = effects.decode(a).target
            t = target[0]
            key = (a.ints()[0], t, game.tracks[t][target[1]])
            if key not in biggest or len(biggest[key].ints()) < len(a.ints()):
                biggest[key] = a
        else:
            out.append(a)
    return out + list(biggest.values())


def _drink_kind(a: Action) -> str:
    return effects.decode(a).kind if a.verb == "drink" else ""


def _score(game: Game, seat: int, options: list[Action]) -> list[float]:
    """The evaluation after each option. Only Blind Love changes an opponent's desk during
    a turn, so the opponents' value is computed once for the others."""
    others = opponents_value(game, seat) if game.current == seat else None
    out = []
    for a in options:
        child = game.copy(record=False).apply_trusted(a)
        same = others is not None and child.current == seat and _drink_kind(a) != "love"
        out.append(evaluate(child, seat, others if same else None))
    return out


def _greedy(game: Game, seat: int, options: list[Action]) -> tuple[Action, float]:
    best, best_value = options[0], float("-inf")
    for a, value in zip(options, _score(game, seat, options), strict=True):
        if value > best_value:
            best, best_value = a, value
    return best, best_value


def _medium(game: Game) -> Action:
    return _greedy(game, game.current, candidates(game))[0]


def _easy(game: Game, rng: Pcg32) -> Action:
    """A beginner: sees which marble it needs but not the explosions, never asks for help,
    sometimes drinks a potion on a whim, sometimes just grabs any marble."""
    legal = game.legal_actions()
    if game.phase != "play" or game.turn["hand"] or game.turn["prismatic"]:
        return legal[rng.below(len(legal))]
    seat = game.current
    drinks = [a for a in legal if a.verb == "drink"]
    if drinks and rng.below(4) == 0:
        return drinks[rng.below(len(drinks))]
    picks = [a for a in legal if a.verb == "pick"]
    if not picks:
        return next((a for a in legal if a.verb == "end"), legal[0])
    if rng.below(3) == 0:
        return picks[rng.below(len(picks))]
    need: set[str] = set()
    for b in game.players[seat]["burners"]:
        if b is not None:
            holes = TILES[b["tile"]].holes
            need.update(holes[i] for i, x in enumerate(b["holes"]) if x is None)
    useful = [a for a in picks if game.tracks[a.ints()[0]][a.ints()[1]] in need]
    pool = useful or picks
    return pool[rng.below(len(pool))]


ROLLOUT_BUDGET = 160
"""Positions a look-ahead may evaluate: a count, not a clock, so decisions stay
deterministic while the longest turns stay short."""

HARD_WIDTH = 4
"""Hard plays out the greedy policy's best few moves."""
HARD_SIMULATIONS = 12
"""Turn continuations Hard plays, over distinct determinizations, halving the field."""


def _finish_turn(game: Game, seat: int, budget: int = ROLLOUT_BUDGET) -> Game:
    """Play the rest of ``seat``'s turn with the greedy policy, within ``budget``
    positions evaluated."""
    while budget > 0:
        if game.is_over or game.current != seat or game.phase in ("draft", "tiebreak"):
            break
        options = candidates(game)
        budget -= len(options)
        game.apply_trusted(_greedy(game, seat, options)[0])
    return game


def _hard(game: Game, decision: search.Decision) -> Action:
    """Look ahead over the whole turn: the greedy policy's best few actions, each played
    out to the end of the turn on several determinized futures."""
    seat = game.current
    options = candidates(game)
    if len(options) == 1 or game.phase in ("draft", "tiebreak"):
        return _greedy(game, seat, options)[0]
    scored = sorted(zip(_score(game, seat, options), options, strict=True), key=lambda x: -x[0])
    shortlist = [a for _, a in scored[:HARD_WIDTH]]
    base = decision.rng.next64()
    worlds: dict[int, Game] = {}

    def simulate(a: Action, k: int) -> float:
        if k not in worlds:
            worlds[k] = Game.from_view(decision.view, Pcg32.from_seed(base ^ k))
        g = worlds[k].copy(record=False)
        g.apply_trusted(a)
        return evaluate(_finish_turn(g, seat), seat)

    return search.successive_halving(shortlist, simulate, HARD_SIMULATIONS)


def choose_action(game: Game, level: str, seed: int) -> Action:
    """The action the current player's computer opponent of ``level`` plays next."""
    if level not in LEVELS:
        raise ValueError(f"Unknown level {level!r}: choose one of {', '.join(LEVELS)}.")
    if game.is_over:
        raise ValueError("The game is over.")
    decision = search.prepare(game, seed)
    world = Game.from_view(decision.view, decision.rng)
    if level == "easy":
        return _easy(world, decision.rng)
    if level == "medium":
        return _medium(world)
    return _hard(world, decision)
