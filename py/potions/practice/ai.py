"""Computer opponents: ``choose_action(game, level, seed)`` for "easy", "medium", "hard".

Fair play by construction (:mod:`potions.core.search`): a decision starts from the view of
the seat to play; the game is rebuilt from that view with the hidden parts (the deck and
the other hands) drawn from a generator seeded from the decision seed and the view. The
evaluation reads only what the seat sees (its hand, the table, hand sizes, the log).

- Easy plays like a beginner: a formula whenever one is ready (not always the best), else
  some card as an element, preferring one that scores; now and then any legal move.
- Medium is greedy: it tries each legal action, finishes the turn with the quick policy,
  and keeps the action whose position it likes best (:func:`evaluate`: points and the
  prospects of its hand).
- Hard plans its whole turn (every sequence of card, components, spell choices and
  follow-up card, within a count of positions), judging the end of the turn also by what
  the next player could compose from the table left behind, and reads the log: a player
  who just played an element while formulas were ready probably holds none of them.
  It then plays its best few plans out on determinized worlds (drawn with that reading)
  through the opponents' turns and its own next turn, and keeps the plan that does best
  on average (successive halving). Its counts are a :class:`Budget` (``HARD``); a bigger one
  (``EXPERT``) is on trial in tournaments, not offered to players.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from potions.core import search
from potions.core.rng import Pcg32
from potions.practice import desk
from potions.practice.actions import Action, card_arg
from potions.practice.belief import Belief, deal, read
from potions.practice.benchmark import greedy_monte_carlo
from potions.practice.cards import CARDS, Card
from potions.practice.compose import owner_of
from potions.practice.game import Game

LEVELS = ("easy", "medium", "hard")
BENCHMARKS = ("greedymc", "expert")
"""Opponents for the tournaments only (``--pairs hard:greedymc``), not offered to players:
:mod:`potions.practice.benchmark`, and Expert's budget on trial (``--pairs expert:hard``),
not offered until it measures stronger than Hard (docs/rules-practice.md)."""

# Weights of the evaluation (points-equivalents).
_HAND = 0.55  # share of a hand card's prospect credited now
_READY = 0.8  # chance that a formula whose components are all on the table gets composed
_ELEMENT_MISSING = 0.5  # chance that a missing element is on the table when needed
_ELEMENT_MINE = 0.7  # ... when another card of the hand shows it
_FORMULA_MINE = 0.45  # chance that a formula not composed yet but in the hand will be
_FORMULA_MISSING = 0.2  # chance that a formula nobody composed yet will be there
_NEW_ELEMENT = 0.55  # a hand card whose element is missing from the Desk (1 point later)
_OLD_ELEMENT = 0.05
_SPELL = 1.2  # a spell in hand
_EXPOSURE = 0.8  # share of what the next player could compose at once that counts against


# ------------------------------------------------------------------ the table


class Table:
    """What lies on the table, counted once per evaluation: elements present, composed
    formulas by name and kind (with their owners)."""

    __slots__ = ("elements", "kinds", "names", "owners")

    def __init__(self, game: Game) -> None:
        self.elements: set[str] = {e for e, pile in game.piles.items() if pile}
        for c in game.apart:
            self.elements.update(CARDS[c].elements)
        self.names: dict[str, int] = {}
        self.kinds: dict[str, int] = {}
        self.owners: dict[str, set[int]] = {}
        names, kinds, owners = self.names, self.kinds, self.owners
        for seat, p in enumerate(game.players):
            for f in p["formulas"]:
                card = CARDS[f["card"]]
                names[card.name] = names.get(card.name, 0) + 1
                kinds[card.kind] = kinds.get(card.kind, 0) + 1
                owners.setdefault(card.name, set()).add(seat)
                owners.setdefault(card.kind, set()).add(seat)

    def ready(self, card: Card) -> bool:
        """Whether every component of ``card`` is on the table (counting, not matching)."""
        kinds = 0
        for need in card.needs:
            if need.key == "element":
                if need.what not in self.elements:
                    return False
            elif need.key == "formula":
                if not self.names.get(need.what):
                    return False
            else:
                kinds += 1
                if self.kinds.get(need.what, 0) < kinds:
                    return False
        return bool(card.needs)

    def lent(self, card: Card, seat: int) -> bool:
        """Whether composing ``card`` now must use another player's formula."""
        return any(
            need.key != "element" and seat not in self.owners.get(need.what, ())
            for need in card.needs
        )


# ------------------------------------------------------------------ evaluation


@dataclass
class Judge:
    """How a computer judges positions: its seat, how much the next player's chances
    count, and what it read in the log about the hidden hands (when it did)."""

    seat: int
    exposure: float = 0.0
    belief: Belief | None = None
    calibrated: bool = False


CALIBRATED: dict[tuple[bool, int, int], float] = {
    (False, 0, 0): 0.85,
    (False, 1, 0): 0.5,
    (False, 2, 0): 0.35,
    (False, 3, 0): 0.3,
    (True, 0, 0): 0.95,
    (True, 1, 0): 0.65,
    (True, 0, 1): 0.3,
    (True, 1, 1): 0.25,
    (True, 0, 2): 0.08,
}
"""Hard's chances that a formula in hand gets composed, by (made of formulas, elements
missing from the Desk, formulas not composed yet): measured in 60 games between Medium
computers (a ready simple elixir: 85%, one element missing: 50%, two: 34%...). Missing
components are not independent, so the simple rule underrates long shots."""


def prospect(
    card: Card,
    seat: int,
    table: Table,
    names: dict[str, int],
    elements: dict[str, int],
    calibrated: bool = False,
) -> float:
    """What formula ``card`` in ``seat``'s hand is worth: its points, times the chance that
    its components will be there, less the half shared when others' formulas are used.
    ``names`` and ``elements`` count the other cards of the hand."""
    chance = 1.0
    shared = False
    kinds = 0
    lacking = [0, 0]
    for need in card.needs:
        if need.key == "element":
            if need.what not in table.elements:
                chance *= _ELEMENT_MINE if elements.get(need.what) else _ELEMENT_MISSING
                lacking[0] += 1
        elif need.key == "formula":
            if table.names.get(need.what):
                shared |= seat not in table.owners.get(need.what, ())
            else:
                chance *= _FORMULA_MINE if names.get(need.what) else _FORMULA_MISSING
                lacking[1] += 1
        else:
            kinds += 1
            if table.kinds.get(need.what, 0) < kinds:
                chance *= _FORMULA_MISSING
                lacking[1] += 1
            else:
                shared |= seat not in table.owners.get(need.what, ())
    value = card.points * chance * _READY
    if calibrated:
        key = (card.kind not in ("simple_elixir", "complex_elixir"), lacking[0], lacking[1])
        value = card.points * CALIBRATED.get(key, chance * _READY)
    return value - card.points / 2 if shared else value


def hand_value(game: Game, seat: int, table: Table, calibrated: bool = False) -> float:
    """The prospects of ``seat``'s hand: each card as its best formula or element."""
    cards = [CARDS[c] for c in game.players[seat]["hand"]]
    names: dict[str, int] = {}
    elements: dict[str, int] = {}
    for card in cards:
        names[card.name] = names.get(card.name, 0) + 1
        elements[card.element] = elements.get(card.element, 0) + 1
    total = 0.0
    for card in cards:
        as_element = _NEW_ELEMENT if card.element not in table.elements else _OLD_ELEMENT
        if card.spell is not None:
            total += max(_SPELL, as_element)
            continue
        names[card.name] -= 1
        elements[card.element] -= 1
        total += max(prospect(card, seat, table, names, elements, calibrated), as_element)
        names[card.name] += 1
        elements[card.element] += 1
    return total


def unseen(game: Game, seat: int) -> list[int]:
    """The cards ``seat`` cannot see: the deck and the cards of the other hands that are
    not known (in a game consistent with ``seat``'s view, everything else is open)."""
    out = list(game.deck)
    for i, p in enumerate(game.players):
        if i != seat:
            known = p["known"]
            out.extend(c for c in p["hand"] if c not in known)
    return out


def exposure(game: Game, judge: Judge, table: Table) -> float:
    """What the player to act next could compose at once from the table, as the judge can
    guess it: the expected best formula among the cards that player may hold once it has
    drawn, counting half a formula that must use others' formulas (they gain the rest)."""
    nxt = game.current
    p = game.players[nxt]
    hidden = unseen(game, judge.seat)
    if not hidden:
        return 0.0
    slots = len(p["hand"]) - len(p["known"])
    belief = judge.belief
    old = min(slots, belief.hidden.get(nxt, 0)) if belief else 0
    draws = min(len(game.deck), max(0, 5 - len(p["hand"])))
    fresh = (slots - old + draws) / len(hidden)
    total = math.fsum(belief.weight(nxt, c) for c in hidden) if belief else float(len(hidden))
    ready: dict[str, bool] = {}

    def gain(card: Card) -> float:
        if table.lent(card, nxt):
            return card.points / 2
        return float(card.points)

    gains = [(gain(CARDS[c]), 1.0) for c in p["known"] if table.ready(CARDS[c])]
    for c in hidden:
        card = CARDS[c]
        if not card.needs:
            continue
        ok = ready.get(card.name)
        if ok is None:
            ok = ready[card.name] = table.ready(card)
        if ok:
            weight = belief.weight(nxt, c) if belief else 1.0
            gains.append((gain(card), min(1.0, fresh + old * weight / total)))
    gains.sort(reverse=True)
    expected, miss = 0.0, 1.0
    for points, q in gains:
        expected += points * q * miss
        miss *= 1 - q
    return expected


def evaluate(game: Game, judge: Judge) -> float:
    """The position from the judge's seat: points and hand prospects against the best
    opponent's points, less a share of what the next player could compose at once."""
    seat = judge.seat
    scores = game.scores()
    others = max(s for i, s in enumerate(scores) if i != seat)
    if game.is_over:
        return 100.0 * (scores[seat] - others)
    table = Table(game)
    value = scores[seat] - others + _HAND * hand_value(game, seat, table, judge.calibrated)
    if judge.exposure and game.current != seat:
        value -= judge.exposure * exposure(game, judge, table)
    return value


# ------------------------------------------------------------------ policies


def _order(game: Game, actions: Iterable[Action]) -> list[Action]:
    """Actions in the order worth trying first: formulas by points, spells, then
    elements; Desk cards and formulas to take or keep by points; own formulas first as
    components."""
    seat = game.current

    def key(a: Action) -> tuple[int, int]:
        card = CARDS[card_arg(a)]
        if a.verb == "formula":
            return (0, -card.points)
        if a.verb == "spell":
            return (1, 0)
        if a.verb == "use":
            owner = owner_of(game, card.id)
            return (0 if owner == seat else 1 if owner is None else 2, 0)
        return (2, -card.points)

    return sorted(actions, key=key)


def _scores(game: Game, card: int) -> bool:
    """Whether playing ``card`` as an element scores."""
    return desk.missing(game, CARDS[card].elements) > 0


def quick(game: Game) -> Action:
    """A fast, sensible move for rollouts: the best formula that is ready (half its points
    when others' formulas go into it), else a card that scores as an element, else the
    card worth least as a formula; in choices, the first of :func:`_order`."""
    legal = game.legal_actions()
    if game.phase != "play":
        return _order(game, legal)[0]
    seat = game.current
    best: Action | None = None
    best_value = 0.0
    table: Table | None = None
    for a in legal:
        if a.verb != "formula":
            continue
        table = table or Table(game)
        card = CARDS[card_arg(a)]
        value = card.points / 2 if table.lent(card, seat) else card.points
        if value > best_value:
            best, best_value = a, value
    if best is not None:
        return best
    elements = [a for a in legal if a.verb == "element"]
    scoring = [a for a in elements if _scores(game, card_arg(a))]
    return min(scoring or elements, key=lambda a: (CARDS[card_arg(a)].points, card_arg(a)))


def _finish(game: Game) -> list[Action]:
    """Play the rest of the turn with the quick policy; the actions played."""
    start = game.turns
    out = []
    while not game.is_over and game.turns == start:
        a = quick(game)
        out.append(a)
        game.apply_trusted(a)
    return out


PLAN_BUDGET = 240
"""Positions Hard may visit to plan a turn (a count, not a clock)."""


@dataclass(eq=False)
class Plan:
    """A sequence of actions to the end of the turn, and the value of where it ends."""

    actions: list[Action]
    value: float


def plans(game: Game, judge: Judge, budget: int = PLAN_BUDGET) -> list[Plan]:
    """For every legal action now, the best way found to finish the turn after it, best
    first; the budget is shared out among the actions, and a branch whose budget runs out
    is finished with the quick policy."""
    start = game.turns
    first = _order(game, game.legal_actions())
    left = budget
    out = []
    for i, a in enumerate(first):
        child = game.copy(record=False).apply_trusted(a)
        branch = [max(1, left // (len(first) - i))]
        given = branch[0]
        out.append(_search(child, judge, start, [a], branch))
        left -= given - branch[0]
    out.sort(key=lambda p: -p.value)
    return out


def _search(game: Game, judge: Judge, start: int, path: list[Action], left: list[int]) -> Plan:
    """The best end of turn from ``game`` (reached by ``path``), within ``left`` positions.
    Returned cards are stacked in the first order tried (the order rarely matters)."""
    if game.is_over or game.turns != start:
        return Plan(path, evaluate(game, judge))
    if left[0] <= 0:
        end = game.copy(record=False)
        rest = _finish(end)
        return Plan(path + rest, evaluate(end, judge))
    options = _order(game, game.legal_actions())
    if game.phase == "stack":
        options = options[:1]
    best: Plan | None = None
    for a in options:
        left[0] -= 1
        child = game.copy(record=False).apply_trusted(a)
        plan = _search(child, judge, start, [*path, a], left)
        if best is None or plan.value > best.value:
            best = plan
        if left[0] <= 0:
            break
    assert best is not None
    return best


def _easy(game: Game, rng: Pcg32) -> Action:
    """A beginner: composes a ready formula when it sees one (not always the best), else
    plays some card as an element, preferring one that scores; sometimes any move."""
    legal = game.legal_actions()
    if game.phase != "play" or rng.below(5) == 0:
        return legal[rng.below(len(legal))]
    formulas = [a for a in legal if a.verb == "formula"]
    if formulas and rng.below(4) != 0:
        return formulas[rng.below(len(formulas))]
    elements = [a for a in legal if a.verb == "element"]
    scoring = [a for a in elements if _scores(game, card_arg(a))]
    pool = scoring if scoring and rng.below(3) != 0 else elements
    return pool[rng.below(len(pool))]


def _medium(game: Game) -> Action:
    """Greedy: each legal action, the turn finished with the quick policy, judged by the
    position it leaves."""
    judge = Judge(game.current)
    best, best_value = None, float("-inf")
    for a in _order(game, game.legal_actions()):
        g = game.copy(record=False).apply_trusted(a)
        _finish(g)
        value = evaluate(g, judge)
        if value > best_value:
            best, best_value = a, value
    assert best is not None
    return best


@dataclass(frozen=True)
class Budget:
    """How much a searching level looks ahead (counts, never time)."""

    width: int
    """Its best few turn plans played out."""
    simulations: int
    """Futures played on them, over distinct determinizations, halving the field."""
    rollout: int
    """Positions a simulated player may visit to plan a turn inside the futures."""
    plan: int = PLAN_BUDGET
    """Positions it may visit to plan its own turn."""
    endgame: int = -1
    """Deck size at or below which its futures are played to the end of the game."""
    endgame_rollout: int = 20
    """Positions a simulated player may visit to plan a turn in those futures."""


HARD = Budget(width=4, simulations=96, rollout=30)
"""24 futures won 63% of 100 games against Medium, 48: 66%, 96: 74%."""
EXPERT = Budget(width=4, simulations=384, rollout=30)
"""On trial: four times Hard's futures (docs/rules-practice.md, "No Expert yet")."""
HARD_CALIBRATED = True


def _play_turn(game: Game, budget: int) -> None:
    """Play the turn of the player to act with a small plan of its own."""
    judge = Judge(game.current, _EXPOSURE)
    for a in plans(game, judge, budget)[0].actions:
        game.apply_trusted(a)


def _outcome(game: Game, seat: int) -> float:
    """A finished game for ``seat``: 100 for a win (50 each for a shared one, 0 for a
    loss), plus the lead in points to break ties between futures."""
    winners = game.winners()
    scores = game.scores()
    lead = scores[seat] - max(s for i, s in enumerate(scores) if i != seat)
    return (100.0 / len(winners) if seat in winners else 0.0) + lead


def _hard(game: Game, decision: search.Decision, budget: Budget = HARD) -> Action:
    """The best few turn plans, each played on determinized worlds through the opponents'
    turns and its own next turn, judged where its next turn ends."""
    seat = game.current
    belief = read(game, seat)
    judge = Judge(seat, _EXPOSURE, belief, HARD_CALIBRATED)
    ranked = plans(game, judge, budget.plan)
    if len(ranked) == 1 or budget.simulations <= 0:
        return ranked[0].actions[0]
    shortlist = {p.actions[0]: p for p in ranked[: budget.width]}
    base = decision.rng.next64()
    worlds: dict[int, Game] = {}
    later = Judge(seat, _EXPOSURE, calibrated=HARD_CALIBRATED)
    endgame = len(game.deck) <= budget.endgame

    def simulate(first: Action, k: int) -> float:
        plan = shortlist[first]
        if k not in worlds:
            worlds[k] = game.copy(record=False)
            deal(worlds[k], seat, Pcg32.from_seed(base ^ k), belief)
        g = worlds[k].copy(record=False)
        for a in plan.actions:
            g.apply_trusted(a)
        if endgame:
            while not g.is_over:
                _play_turn(g, budget.endgame_rollout)
            return _outcome(g, seat)
        while not g.is_over and g.current != seat:
            _play_turn(g, budget.rollout)
        if g.is_over:
            return evaluate(g, later)
        return plans(g, later, budget.rollout)[0].value

    return search.successive_halving(list(shortlist), simulate, budget.simulations)


def choose_action(game: Game, level: str, seed: int) -> Action:
    """The action the current player's computer opponent of ``level`` plays next."""
    if level not in LEVELS and level not in BENCHMARKS:
        raise ValueError(f"Unknown level {level!r}: choose one of {', '.join(LEVELS)}.")
    if game.is_over:
        raise ValueError("The game is over.")
    decision = search.prepare(game, seed)
    state = Game.from_view(decision.view, decision.rng)
    if level == "easy":
        return _easy(state, decision.rng)
    if level == "medium":
        return _medium(state)
    if level == "greedymc":
        return greedy_monte_carlo(state, decision)
    if level == "expert":
        return _hard(state, decision, EXPERT)
    return _hard(state, decision)
