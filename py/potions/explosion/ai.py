"""Computer opponents: ``choose_action(game, level, seed)`` for "easy", "medium", "hard".

Fair play: an opponent decides only from what a player at the table sees. Before it thinks,
the game is *determinized*: the generator that rolls marbles out of the tank is replaced by
one seeded from the opponent's seed and the visible position, and the tiles under the top of
each stack are reshuffled with it. The order of hidden things can therefore never change a
decision; the tank's contents (visible by counting) can.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from potions.explosion.actions import Action
from potions.explosion.components import TILES
from potions.explosion.dispenser import chain_indices
from potions.explosion.game import Game
from potions.rng import Pcg32

LEVELS = ("easy", "medium", "hard")

# Weights of the position evaluation (points-equivalents).
_PROGRESS = 0.8  # share of a brewing potion's points credited for its filled holes
_UNDRUNK = 1.5  # an undrunk potion's effect
_POOL_FIT = 0.45  # a pool marble that fits an empty hole
_POOL_SPARE = 0.05
_FEED = 0.3  # per marble the next player could take with their best pick


def visible_key(game: Game) -> str:
    """A digest of everything a player at the table can see (nothing hidden)."""
    state: dict[str, Any] = game.to_dict()["state"]
    visible = {k: v for k, v in state.items() if k not in ("rng", "stacks", "history")}
    visible["stacks"] = [[s[-1], len(s)] if s else [] for s in state["stacks"]]
    text = json.dumps([game.config["players"], visible], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


def determinize(game: Game, seed: int) -> Game:
    """A copy whose hidden parts (generator, tiles under the stack tops) are redrawn from
    ``seed`` and the visible position only."""
    key = int(visible_key(game)[:16], 16)
    rng = Pcg32.from_seed(seed ^ key)
    g = game.copy(record=False)
    g.rng = Pcg32(rng.next32() << 32 | rng.next32())
    hidden = [t for s in g.stacks for t in s[:-1]]
    hidden.sort()
    rng.shuffle(hidden)
    for s in g.stacks:
        if len(s) > 1:
            below = len(s) - 1
            s[:below] = hidden[:below]
            del hidden[:below]
    return g


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
        for x in potions:
            if not x["drunk"]:
                value += _UNDRUNK
            kind = TILES[x["tile"]].kind
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
    effects: set[tuple[str, tuple[int, ...]]] = set()
    sands_last = sorted(
        legal, key=lambda a: a.verb == "drink" and TILES[a.ints()[0]].kind == "sands"
    )
    for a in sands_last:
        if a.verb == "drink":
            # Two potions with the same effect and target are the same move: keep the first
            # (plain potions come before a Sands of Time copying them).
            ids = a.ints()
            skip = 2 if TILES[ids[0]].kind == "sands" else 1
            effect = (_drink_kind(a), ids[skip:])
            if effect in effects:
                continue
            effects.add(effect)
        if a.verb == "help":
            t, s = a.ints()
            if game.tracks[t][s] in need:
                out.append(a)
        elif a.verb == "drink" and _drink_kind(a) == "filter":
            ids = a.ints()
            skip = 2 if TILES[ids[0]].kind == "sands" else 1
            t, slots = ids[skip], ids[skip + 1 :]
            key = (ids[0], t, game.tracks[t][slots[0]])
            if key not in biggest or len(biggest[key].ints()) < len(ids):
                biggest[key] = a
        else:
            out.append(a)
    return out + list(biggest.values())


def _drink_kind(a: Action) -> str:
    if a.verb != "drink":
        return ""
    ids = a.ints()
    kind = TILES[ids[0]].kind
    return TILES[ids[1]].kind if kind == "sands" else kind


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


def _finish_turn(game: Game, seat: int, budget: int = ROLLOUT_BUDGET) -> Game:
    """Play the rest of ``seat``'s turn with the greedy policy, within ``budget``."""
    while budget > 0:
        if game.is_over or game.current != seat or game.phase in ("draft", "tiebreak"):
            break
        options = candidates(game)
        budget -= len(options)
        game.apply_trusted(_greedy(game, seat, options)[0])
    return game


def _hard(game: Game, rng: Pcg32, width: int = 4, samples: int = 2) -> Action:
    """Look ahead over the whole turn: the greedy policy's best few actions, each played out
    to the end of the turn on several determinized futures."""
    seat = game.current
    options = candidates(game)
    if len(options) == 1 or game.phase in ("draft", "tiebreak"):
        return _greedy(game, seat, options)[0]
    scored = list(zip(_score(game, seat, options), options, strict=True))
    scored.sort(key=lambda x: -x[0])
    shortlist = [a for _, a in scored[:width]]
    best, best_value = shortlist[0], float("-inf")
    for a in shortlist:
        total = 0.0
        for k in range(samples):
            g = game.copy(record=False)
            g.rng = Pcg32(rng.next32() << 32 | rng.next32() | k)
            g.apply_trusted(a)
            _finish_turn(g, seat)
            total += evaluate(g, seat)
        if total > best_value:
            best, best_value = a, total
    return best


def choose_action(game: Game, level: str, seed: int) -> Action:
    """The action the current player's computer opponent of ``level`` plays next."""
    if level not in LEVELS:
        raise ValueError(f"Unknown level {level!r}: choose one of {', '.join(LEVELS)}.")
    if game.is_over:
        raise ValueError("The game is over.")
    g = determinize(game, seed)
    rng = Pcg32.from_seed(seed ^ int(visible_key(game)[16:32], 16))
    if level == "easy":
        return _easy(g, rng)
    if level == "medium":
        return _medium(g)
    return _hard(g, rng)
