"""What a seat can read in the action log about the other players' hidden hands.

A player who plays an element while the table offers formulas probably holds none of them:
a player who could compose a formula nearly always does. The log is public, so any seat
can replay it on the open table: the Desk dealt face up is deduced from the log and the
table (:func:`dealt`), the hidden cards are placed wherever the log needs them, and the
table each other player faced in their last turn is noted. (Reading older turns too, with
the cards drawn since, did not play better.)

Everything here reads only the view: the table, hand sizes, known cards and the log.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from itertools import permutations, product
from typing import Any

from potions.core.rng import Pcg32
from potions.practice import desk
from potions.practice.actions import Action, card_arg
from potions.practice.cards import CARDS, ELEMENTS
from potions.practice.compose import can_compose
from potions.practice.game import Game
from potions.practice.setup import DEAL
from potions.practice.state import new_turn
from potions.practice.turn import begin

DECLINED = 0.1
"""How likely a player who held a ready formula played an element instead (our own
computers do in about one turn in seven)."""

_PLAYS = ("element", "formula", "spell")


@dataclass
class Belief:
    """Per other seat: a relative weight for each card that may be hidden in its hand
    (1 when nothing was read), and how many hidden cards it holds now."""

    seat: int
    weights: dict[int, dict[int, float]] = field(default_factory=dict)
    hidden: dict[int, int] = field(default_factory=dict)

    def weight(self, seat: int, card: int) -> float:
        """The relative weight of ``card`` being hidden in ``seat``'s hand."""
        return self.weights.get(seat, {}).get(card, 1.0)


def _table(game: Game) -> set[int]:
    """Cards lying open: the Desk, the composed formulas and the cards under them, the
    card being played and the cards to stack."""
    out = set(game.apart)
    for pile in game.piles.values():
        out.update(pile)
    for p in game.players:
        for f in p["formulas"]:
            out.update([f["card"], *f["under"]])
    if game.turn["card"] is not None:
        out.add(game.turn["card"])
    out.update(game.turn["returning"])
    return out


def dealt(game: Game) -> list[int] | None:
    """The cards dealt face up to the Desk, deduced from the table and the log: every card
    that is or was on the table came there from a hand (the log names it as it is played)
    or from the deal. None if the log does not add up."""
    first: dict[int, str] = {}
    for text in game.history:
        verb, card = text.split()
        first.setdefault(int(card), verb)
    seen = _table(game) | set(first)
    for p in game.players:
        seen.update(p["known"])
    out = sorted(c for c in seen if first.get(c) not in _PLAYS)
    return out if len(out) == DEAL else None


def _orders(cards: list[int]) -> list[list[int]]:
    """The deal orders that matter: each order of the cards that share an element."""
    groups: dict[str, list[int]] = {}
    for c in cards:
        groups.setdefault("apart" if CARDS[c].supreme else CARDS[c].element, []).append(c)
    choices = [list(permutations(g)) if len(g) > 1 else [tuple(g)] for g in groups.values()]
    return [[c for part in combo for c in part] for combo in product(*choices)]


def _start(game: Game, order: list[int]) -> Game:
    """The table of the deal, with the hidden cards anywhere."""
    g = Game.__new__(Game)
    g.config = game.config
    g.rng = Pcg32(0)
    g.piles = {e: [] for e in ELEMENTS}
    g.apart = []
    for c in order:
        desk.put_top(g, c)
    rest = [c.id for c in CARDS if c.id not in order]
    g.players = []
    for name in game.config["players"]:
        g.players.append(
            {"name": name, "hand": sorted(rest[:DEAL]), "known": [], "formulas": [], "points": 0}
        )
        del rest[:DEAL]
    g.deck = rest
    g.phase = "play"
    g.current = 0
    g.turn = new_turn()
    g.exhausted = False
    g.winner_seats = None
    g.turns = 0
    g.history, g.events, g.record, g.revealed = [], [], False, False
    g._legal = None
    begin(g, 0)
    return g


def _fetch(g: Game, card: int) -> None:
    """Put hidden ``card`` in the hand of the player to act (who played it), swapping it
    with a hidden card of that hand."""
    hand = g.players[g.current]["hand"]
    if card in hand:
        return
    spare = next(c for c in hand if c not in g.players[g.current]["known"])
    if card in g.deck:
        g.deck[g.deck.index(card)] = spare
    else:
        other = next(p for p in g.players if card in p["hand"])
        if card in other["known"]:
            raise ValueError("a known card is elsewhere")
        other["hand"][other["hand"].index(card)] = spare
        other["hand"].sort()
    hand[hand.index(spare)] = card
    hand.sort()


def _replay(game: Game, order: list[int], seat: int) -> dict[int, Game] | None:
    """Replay the log on the open table. For each other seat whose last turn was only an
    element played (no spell): the table it faced then. None if the replay does not lead
    to the table of ``game``."""
    g = _start(game, order)
    faced: dict[int, Game | None] = {}
    for text in game.history:
        a = Action.parse(text)
        if a.verb in _PLAYS:
            _fetch(g, card_arg(a))
            if g.phase == "play" and not g.turn["spells"] and g.current != seat:
                faced[g.current] = g.copy(record=False) if a.verb == "element" else None
        g.apply_trusted(a)
    same = (
        g.piles == game.piles
        and g.apart == game.apart
        and [p["formulas"] for p in g.players] == [p["formulas"] for p in game.players]
        and g.scores() == game.scores()
    )
    return {s: t for s, t in faced.items() if t is not None} if same else None


def read(game: Game, seat: int) -> Belief:
    """What ``seat`` reads in the log of ``game`` (only its view is used): every card of a
    formula that the table offered to another player in their last turn, when they only
    played an element, weighs :data:`DECLINED` in their hand. (They draw only at the start
    of their own turn, so every hidden card of their hand was in it then.)"""
    belief = Belief(seat)
    for i, p in enumerate(game.players):
        if i != seat:
            belief.hidden[i] = len(p["hand"]) - len(p["known"])
    order = dealt(game)
    if order is None:
        return belief
    faced = None
    for candidate in _orders(order):
        try:
            faced = _replay(game, candidate, seat)
        except (ValueError, StopIteration, KeyError, IndexError):
            faced = None
        if faced is not None:
            break
    if not faced:
        return belief
    hidden = _hidden(game, seat)
    names = {CARDS[c].name for c in hidden if CARDS[c].needs}
    for other, table in faced.items():
        if not belief.hidden[other]:
            continue
        ready = {n for n in names if _offered(table, n)}
        belief.weights[other] = {c: DECLINED for c in hidden if CARDS[c].name in ready}
    return belief


def _offered(table: Game, name: str) -> bool:
    """Whether the table offered every component of formula ``name``."""
    card = next(c for c in CARDS if c.name == name)
    return can_compose(table, card.id)


def _hidden(game: Game, seat: int) -> list[int]:
    """The cards ``seat`` cannot see."""
    seen = _table(game) | set(game.players[seat]["hand"])
    for p in game.players:
        seen.update(p["known"])
    return [c.id for c in CARDS if c.id not in seen]


def world(view: dict[str, Any], rng: Pcg32, belief: Belief) -> Game:
    """A determinization of ``view`` in which each other seat's hidden cards are drawn
    with the weights of ``belief``."""
    g = Game.from_view(view, rng)
    if belief.weights:
        deal(g, belief.seat, rng, belief)
    return g


def deal(g: Game, seat: int, rng: Pcg32, belief: Belief | None = None) -> None:
    """Deal anew, in place, what ``seat`` cannot see in ``g`` (a game consistent with its
    view): each other seat's hidden cards drawn with the weights of ``belief`` (evenly
    without one), the rest shuffled into the deck. Cheaper than rebuilding a game from
    the view for every determinization."""
    others = [i for i in range(len(g.players)) if i != seat]
    pool = list(g.deck)
    for i in others:
        p = g.players[i]
        pool += [c for c in p["hand"] if c not in p["known"]]
    pool.sort()
    for i in others:
        p = g.players[i]
        chosen: list[int] = []
        for _ in range(len(p["hand"]) - len(p["known"])):
            if belief is None or not belief.weights.get(i):
                chosen.append(pool.pop(rng.below(len(pool))))
                continue
            weights = [belief.weight(i, c) for c in pool]
            x = rng.below(1 << 30) / (1 << 30) * math.fsum(weights)
            j = 0
            while j < len(pool) - 1 and x >= weights[j]:
                x -= weights[j]
                j += 1
            chosen.append(pool.pop(j))
        p["hand"] = sorted([*p["known"], *chosen])
    rng.shuffle(pool)
    g.deck = pool
    g._legal = None
