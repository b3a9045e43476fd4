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
from potions.explosion.ai_search import EXPERT, HARD, Budget, decide, one_step
from potions.explosion.benchmark import flat_monte_carlo, greedy_monte_carlo
from potions.explosion.components import TILES
from potions.explosion.game import Game

LEVELS = ("easy", "medium", "hard", "expert")
BENCHMARKS = ("flatmc", "greedymc")
"""Opponents for the tournaments only (``--pairs hard:flatmc``), not offered to players."""
TALLIED = ("help",)
"""Moves a tournament counts per level: the Little Help costs 2 points."""

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


def _medium(game: Game) -> Action:
    """Greedy: the option whose position one step ahead the evaluation likes best, with
    pending placements made first (the first of equals)."""
    options = candidates(game)
    values = one_step(game, game.current, options)
    return search.shortlist(options, values, 1)[0]


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


def searched(game: Game, budget: Budget, seed: int) -> Action:
    """The move the search of ``budget`` plays for the seat to play, from its view."""
    decision = search.prepare(game, seed)
    world = Game.from_view(decision.view, decision.rng)
    return decide(world, decision, candidates(world), budget)


def choose_action(game: Game, level: str, seed: int) -> Action:
    """The action the current player's computer opponent of ``level`` plays next."""
    if level not in LEVELS and level not in BENCHMARKS:
        raise ValueError(f"Unknown level {level!r}: choose one of {', '.join(LEVELS)}.")
    if game.is_over:
        raise ValueError("The game is over.")
    if level in ("hard", "expert"):
        return searched(game, EXPERT if level == "expert" else HARD, seed)
    decision = search.prepare(game, seed)
    world = Game.from_view(decision.view, decision.rng)
    if level == "easy":
        return _easy(world, decision.rng)
    if level == "flatmc":
        return flat_monte_carlo(world, decision)
    if level == "greedymc":
        return greedy_monte_carlo(world, decision)
    return _medium(world)
