"""Computer opponents: ``choose_action(game, level, seed)`` for "easy", "medium", "hard",
"expert".

Fair play by construction (:mod:`potions.core.search`): a decision starts from the view of
the seat to play, and the game is rebuilt from that view (:meth:`Game.from_view`) with
what it hides drawn from a generator seeded from the decision seed and the view.
Memory is the game, so the levels differ first in what they remember of the public
record (:mod:`.memory`):

- Easy remembers nothing: it sees the top cards and the square. A beginner's rules of
  thumb: match the ingredient on top of its cauldron, like its own colour, avoid a
  corner; it plays a card at random now and then.
- Medium remembers the last round of takes and the last few cards of its own cauldron;
  what it forgot it guesses (several guesses averaged). Greedy on the position
  evaluation (:mod:`.evaluation`).
- Hard remembers everything it was shown. It plays its best few moves out to the end
  of its next turn (every player, itself included, then moving with a fast policy that
  weighs the card taken and the line it leads to) on several draws of the draw pile,
  keeping the best by successive halving; budgets are counts, never the clock.
- Expert remembers everything too and searches as Hard does with a wider shortlist, more
  draws of the draw pile, more play-outs, play-outs through two turns of its own, and in
  them every player moves as Medium would (each legal move judged by the whole evaluation),
  not by the fast policy.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from potions.core import search
from potions.core.rng import Pcg32
from potions.glastonbury.actions import Action, cell_of
from potions.glastonbury.benchmark import greedy_monte_carlo
from potions.glastonbury.components import (
    ACCIO,
    CORNER_PLACES,
    DECLINATIO,
    IMMUTO,
    PERLUCEO,
    PLACES,
    VANESCO,
    colour_of,
    is_ingredient,
    value_of,
)
from potions.glastonbury.evaluation import STANDARD, Judge, Weights, evaluate
from potions.glastonbury.game import Game
from potions.glastonbury.memory import recall

LEVELS = ("easy", "medium", "hard", "expert")
BENCHMARKS = ("greedymc",)
"""Opponents for the tournaments only (``--pairs hard:greedymc``), not offered to players:
:mod:`potions.glastonbury.benchmark`."""

MEDIUM_ROUNDS = 1
"""Medium remembers the record entries of the last round (every player's last take)..."""
MEDIUM_OWN = 6
"""... and the last few cards it put in its own cauldron."""
MEDIUM_WORLDS = 3
"""Guesses of what Medium forgot, averaged."""


LOOK = 0.5
"""Weight of the card waiting beside the next landing place in the rollout policy."""


@dataclass(frozen=True)
class Budget:
    """How much a searching level looks ahead (counts, never time)."""

    width: int
    """The evaluation's best few moves played out."""
    simulations: int
    """Play-outs spent on them, halving the field."""
    worlds: int
    """Draws of the draw pile thought on."""
    turns: int
    """Play-outs end after this many more turns of its own."""
    judged: int
    """Worlds on which every move is judged to choose the shortlist."""
    weights: Weights = STANDARD
    """The judgement of the shortlist and of the play-outs' ends (the play-outs themselves
    move by the fast policy's own judgement, or by :data:`STANDARD` when ``greedy``)."""
    look: float = LOOK
    """The play-outs' fast policy's weight of the card waiting beside the next landing place."""
    greedy: bool = False
    """Whether the play-outs move by the whole evaluation (every legal move applied and
    judged, as Medium does on one world) instead of the fast policy: several times the cost
    of a play-out, and far truer futures (docs/rules-glastonbury.md)."""


HARD = Budget(width=5, simulations=40, worlds=8, turns=1, judged=2)
EXPERT = Budget(width=8, simulations=160, worlds=24, turns=2, judged=4, greedy=True)
"""Play-outs moving by the evaluation, 160 of them, won 80.0% of 200 games against Hard; with
the fast policy's, 480 of them, 52.5% (docs/rules-glastonbury.md). About 0.35 s a turn in the
browser, 1.1-1.6 s at most."""
ROLLOUT_LIMIT = 40
"""Actions a play-out may take at most."""


# ------------------------------------------------------------------ policies


def fast_move(game: Game, look: float = LOOK) -> Action:
    """The rollout policy: the card of the line that adds most to the cauldron (no
    Accio); Declinatio when it reaches a line; keep the last card if it helps."""
    legal = game.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = game.current
    if game.phase == "corner":
        return legal[0]
    if game.phase == "last":
        keep = game.copy(record=False).apply_trusted(legal[0])
        drop = game.copy(record=False).apply_trusted(legal[1])
        return legal[0] if evaluate(keep, seat) >= evaluate(drop, seat) else legal[1]
    judge = Judge(game)
    me = game.players[seat]
    best, best_value = legal[0], float("-inf")
    for a in legal:
        if a.verb != "take":
            continue
        card = game.table[cell_of(a)]
        assert card is not None
        value = judge.marginal(seat, card)
        if look:
            steps = value_of(card) if card <= IMMUTO else game.move_value(seat)
            value += look * judge.best_in_line(seat, (me["pawn"] + steps) % PLACES)
        if value > best_value:
            best, best_value = a, value
    return best


def _children(
    worlds: list[Game], seat: int, options: list[Action], weights: Weights = STANDARD
) -> list[float]:
    """Each option's evaluation, averaged over the worlds."""
    out = []
    for a in options:
        total = 0.0
        for w in worlds:
            total += evaluate(w.copy(record=False).apply_trusted(a), seat, weights)
        out.append(total / len(worlds))
    return out


def _greedy(worlds: list[Game], seat: int) -> Action:
    options = worlds[0].legal_actions()
    if len(options) == 1:
        return options[0]
    values = _children(worlds, seat, options)
    return options[max(range(len(options)), key=lambda i: (values[i], -i))]


def _worlds(view: dict[str, Any], rng: Pcg32, count: int) -> list[Game]:
    return [Game.from_view(view, Pcg32.from_seed(rng.next64())) for _ in range(count)]


# ------------------------------------------------------------------ levels


def _easy(game: Game, rng: Pcg32) -> Action:
    legal = game.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if game.phase == "corner":
        return legal[0]
    if game.phase == "last":
        return legal[0] if rng.below(10) < 7 else legal[1]
    if rng.below(7) == 0:
        takes = [a for a in legal if a.verb == "take"]
        return takes[rng.below(len(takes))]
    seat = game.current
    me = game.players[seat]
    top = me["cauldron"][-1] if me["cauldron"] else None
    others_top = any(p["cauldron"] for i, p in enumerate(game.players) if i != seat)
    use_accio = rng.below(3) == 0
    best, best_value = legal[0], float("-inf")
    for a in legal:
        if a.verb == "accio" and not use_accio:
            continue
        card = game.table[cell_of(a)]
        assert card is not None
        value = rng.below(150) / 100
        if is_ingredient(card):
            if top is not None and is_ingredient(top) and card // 4 == top // 4:
                value += 2.5
            if me["colour"] == colour_of(card):
                value += 1.0 + 0.25 * value_of(card)
            steps = value_of(card)
            if (me["pawn"] + steps) % PLACES in CORNER_PLACES and not me["declinatio"]:
                value -= 1.5
        elif card in (IMMUTO, ACCIO):
            value += 1.5
        elif card == DECLINATIO:
            value += 0.5
        elif card == VANESCO:
            value += 1.0 if others_top else -0.5
        elif card == PERLUCEO:
            value -= 0.5
        if a.verb == "accio":
            value -= 1.5
        if value > best_value:
            best, best_value = a, value
    return best


def _remembered(decision: search.Decision, window: int, seed: int, own: int = 0) -> search.Decision:
    """What a forgetful level knows: the view as it remembers it, and a generator seeded
    from that memory (so what it forgot cannot sway it, not even through the seed)."""
    view = recall(decision.view, window, own)
    return search.Decision(decision.seat, view, Pcg32.from_seed(seed ^ search.view_digest(view)))


def _medium(decision: search.Decision) -> Action:
    return _greedy(_worlds(decision.view, decision.rng, MEDIUM_WORLDS), decision.seat)


def _play_out(game: Game, seat: int, budget: Budget = HARD) -> Game:
    """Play on with the budget's policy until ``seat`` has finished its next
    ``budget.turns`` turns."""
    turns = 0
    mine = False
    for _ in range(ROLLOUT_LIMIT):
        if game.is_over:
            break
        if game.current == seat:
            mine = True
        elif mine:
            mine = False
            turns += 1
            if turns >= budget.turns:
                break
        # A corner's choice stays the fast policy's (its first option), as Expert was measured.
        if budget.greedy and game.phase != "corner":
            game.apply_trusted(_greedy([game], game.current))
        else:
            game.apply_trusted(fast_move(game, budget.look))
    return game


def _hard(decision: search.Decision, budget: Budget = HARD) -> Action:
    seat = decision.seat
    worlds = _worlds(decision.view, decision.rng, budget.worlds)
    options = worlds[0].legal_actions()
    if len(options) == 1:
        return options[0]
    weights = budget.weights
    first = _children(worlds[: budget.judged], seat, options, weights)
    ranked = sorted(range(len(options)), key=lambda i: (-first[i], i))
    shortlist = [options[i] for i in ranked[: budget.width]]
    if worlds[0].phase in ("last", "peek"):
        return shortlist[0]

    def simulate(a: Action, k: int) -> float:
        g = worlds[k % budget.worlds].copy(record=False).apply_trusted(a)
        if g.is_over:
            return evaluate(g, seat, weights)
        return evaluate(_play_out(g, seat, budget), seat, weights)

    return search.successive_halving(shortlist, simulate, budget.simulations)


def choose_action(game: Game, level: str, seed: int) -> Action:
    """The action the current player's computer opponent of ``level`` plays next."""
    if level not in LEVELS and level not in BENCHMARKS:
        raise ValueError(f"Unknown level {level!r}: choose one of {', '.join(LEVELS)}.")
    if game.is_over:
        raise ValueError("The game is over.")
    decision = search.prepare(game, seed)
    if level == "greedymc":
        return greedy_monte_carlo(Game.from_view(decision.view, decision.rng), decision)
    if level == "easy":
        memory = _remembered(decision, 0, seed)
        return _easy(Game.from_view(memory.view, memory.rng), memory.rng)
    if level == "medium":
        window = MEDIUM_ROUNDS * len(decision.view["state"]["players"])
        return _medium(_remembered(decision, window, seed, MEDIUM_OWN))
    return _hard(decision, EXPERT if level == "expert" else HARD)
