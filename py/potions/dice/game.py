"""A game of Potion Dice: the state protocol on top of the declared state.

Every change goes through :meth:`Game.apply`, which accepts only what
:meth:`Game.legal_actions` lists; anything else raises ``IllegalActionError`` and leaves
the game exactly as it was. The rules themselves live in the modules named after the
game's parts: :mod:`.setup`, :mod:`.turn` (the draft, the preparation and work tables,
the end of a turn and of the game), :mod:`.powers` (the potions), :mod:`.scoring`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from potions.core.engine import Parts, Rules, damaged
from potions.core.i18n import Msg
from potions.core.rulesets import marked
from potions.dice import powers, turn
from potions.dice.actions import Action, arg, as_action
from potions.dice.cards import (
    CARDS,
    DECK_IDS,
    DICE_PER_PLAYER,
    LOVE_DICE,
    MARKET_SIZE,
    REROLL_DICE,
    STARTING_IDS,
)
from potions.dice.illegal import refusal
from potions.dice.legal import generate
from potions.dice.scoring import score_of, scores
from potions.dice.setup import check_setup, deal
from potions.dice.state import SCHEMA, Setup, State
from potions.dice.targets import remaining
from potions.dice.view import determinize, view_of

GAME_ID = "dice"
STATE_VERSION = 2
"""Version of the layout of :meth:`Game.to_dict` (1: before the turn counted the dice the
rolling left over, ``turn.leftover``; still read, as games of the first rules)."""


def new_game(players: list[str], seed: int, rules: int | None = None) -> Game:
    """Set up a game: ``players`` names in turn order (the first is the starting player),
    ``seed`` an int, ``rules`` the rules version (None: the current rules; an older one
    replays an older game)."""
    game = Game.__new__(Game)
    deal(game, check_setup(players, seed, rules))
    game._legal = None
    return game


def _migrate(data: object) -> object:
    """Version 1 as version 2: a game of the first rules, under which the Little Help turned
    any die of the preparation table and the turn did not count the leftovers (0)."""
    if not (isinstance(data, dict) and data.get("game") == GAME_ID and data.get("version") == 1):
        return data
    state = data.get("state")
    if isinstance(state, dict) and isinstance(state.get("turn"), dict):
        state = {**state, "turn": {**state["turn"], "leftover": 0}}
    return marked({**data, "version": 2, "state": state}, 1)


def _setup(config: Any) -> Setup:
    """The stored set-up, checked as a new game's."""
    if not isinstance(config, dict):
        raise TypeError("config")
    return check_setup(config["players"], config["seed"], config["rules"])


class Game(Rules[Action], State):
    """A game of Potion Dice. Mutated by :meth:`apply`; :meth:`copy` is cheap."""

    def _play(self, action: Action) -> None:
        rolls, hidden = self.rng.state, len(self.deck) + len(self.starters)
        _RULES[action.verb](self, action)
        self.revealed = self.rng.state != rolls or len(self.deck) + len(self.starters) != hidden

    game_id, schema, version = GAME_ID, SCHEMA, STATE_VERSION
    not_this = Msg("This is not a Potion Dice game.")
    parts = Parts(as_action, generate, refusal, scores, view_of, determinize, _setup, _migrate)

    def score_of(self, seat: int) -> int:
        """Points of one seat now."""
        return score_of(self, seat)

    # ------------------------------------------------------------- questions

    def dice_census(self) -> int:
        """Dice wherever they lie: always 15 per player."""
        total = 0
        for p in self.players:
            total += p["table"] + len(p["reserve"])
            total += sum(len(s["dice"]) for s in p["spaces"] if s is not None)
        t = self.turn
        return total + t["free"] + len(t["roll"]) + len(t["ready"])

    def card_census(self) -> Counter[int]:
        """How many times each card lies somewhere (rows, decks, spaces, finished)."""
        count: Counter[int] = Counter(self.offer + self.starters + self.deck + self.market)
        for p in self.players:
            count.update(s["card"] for s in p["spaces"] if s is not None)
            count.update(x["card"] for x in p["potions"])
        return count

    def _check(self) -> None:
        _validate(self)


def _validate(g: Game) -> None:
    """What the declared types cannot say: seats, cards and dice that fit together."""
    n = len(g.players)
    t = g.turn
    seats = [g.current, *g.draft_queue, *(g.winner_seats or []), *(x["seat"] for x in t["loans"])]
    if t["power"] is not None and t["power"]["seat"] is not None:
        seats.append(t["power"]["seat"])
    if any(s >= n for s in seats):
        raise damaged(Msg("a seat is out of range"))
    census = g.card_census()
    if any(k > 1 for k in census.values()):
        raise damaged(Msg("a card lies in two places"))
    if any(census[c] != 1 for c in DECK_IDS):
        raise damaged(Msg("potion cards are missing"))
    if not set(g.deck + g.market) <= set(DECK_IDS) or not set(g.offer + g.starters) <= set(
        STARTING_IDS
    ):
        raise damaged(Msg("a starting potion lies among the others"))
    if g.phase == "draft":
        if any(census[c] != 1 for c in STARTING_IDS) or g.market:
            raise damaged(Msg("the starting potions do not add up"))
    elif g.offer or g.starters or len(g.market) != min(MARKET_SIZE, len(g.market) + len(g.deck)):
        raise damaged(Msg("the market is not laid out"))
    if g.dice_census() != DICE_PER_PLAYER * n:
        raise damaged(Msg("dice are missing or extra"))
    if t["leftover"] and (t["stage"] != "work" or t["leftover"] > g.players[g.current]["table"]):
        raise damaged(Msg("more dice are left over than lie on the preparation table"))
    for p in g.players:
        if len(set(p["awards"])) != len(p["awards"]):
            raise damaged(Msg("an award is won twice"))
        for s in p["spaces"]:
            if s is None:
                continue
            card = CARDS[s["card"]]
            placed = Counter(s["dice"] + s["virtual"])
            if any(placed[v] > card.need(v) for v in placed) or remaining(s) <= 0:
                raise damaged(Msg("a potion holds dice it does not need"))
    if t["power"] is not None:
        mine = [x["card"] for x in g.players[g.current]["potions"] if not x["full"]]
        if t["power"]["card"] not in mine:
            raise damaged(Msg("the potion being used is not an empty potion of the player"))
    if any(p["helps"] > g.round for p in g.players):
        raise damaged(Msg("a player took more Little Helps than rounds were played"))
    if t["power"] is not None:
        _validate_power(g)
    if (g.phase == "over") != (g.winner_seats is not None):
        raise damaged(Msg("the winners do not match the phase"))
    if g.winner_seats is not None and g.winner_seats != _top(g.scores()):
        raise damaged(Msg("the winners are not the seats with the most points"))


def _top(points: list[int]) -> list[int]:
    """The seats with the most points, in seat order (equal best scores share)."""
    return [i for i, s in enumerate(points) if s == max(points)]


def _validate_power(g: Game) -> None:
    """The targets chosen so far fit the potion being used: a Reroll picks dice of the roll
    (fewer than it rerolls, or it would have rerolled), a Number Changer one ingredient,
    Blind Love fewer than 2 dice of one opponent's reserve (never a 6); the other potions
    choose nothing before their one target ends them."""
    t = g.turn
    power = t["power"]
    assert power is not None
    kind = CARDS[power["card"]].type
    picked = power["picked"]
    if kind == "reroll":
        fits = len(picked) < REROLL_DICE and not Counter(picked) - Counter(t["roll"])
    elif kind == "changer":
        fits = len(picked) <= 1 and not Counter(picked) - Counter(t["ready"])
    elif kind == "love":
        fits = len(picked) < LOVE_DICE and 6 not in picked
    else:
        fits = not picked
    lender = power["seat"]
    if not fits or (lender is not None) != (kind == "love" and bool(picked)) or lender == g.current:
        raise damaged(Msg("the targets chosen do not fit the potion being used"))


_RULES: dict[str, Callable[[Game, Action], None]] = {
    "take": lambda g, a: (turn.draft if g.phase == "draft" else turn.take)(g, arg(a, 0)),
    "free": lambda g, a: turn.free(g, arg(a, 0)),
    "lift": lambda g, a: turn.lift(g, arg(a, 0), arg(a, 1)),
    "roll": lambda g, a: turn.roll(g),
    "choose": lambda g, a: turn.choose(g, arg(a, 0)),
    "stop": lambda g, a: turn.stop(g),
    "place": lambda g, a: turn.place(g, arg(a, 0), arg(a, 1)),
    "help": lambda g, a: turn.help_(g, arg(a, 0), arg(a, 1)),
    "end": lambda g, a: turn.end_work(g),
    "keep": lambda g, a: turn.keep(g, arg(a, 0)),
    "use": lambda g, a: powers.use(g, arg(a, 0)),
    "pick": lambda g, a: powers.pick(g, arg(a, 0)),
    "number": lambda g, a: powers.number(g, arg(a, 0)),
    "borrow": lambda g, a: powers.borrow(g, arg(a, 0), arg(a, 1)),
    "potion": lambda g, a: powers.potion(g, arg(a, 0)),
    "snatch": lambda g, a: powers.snatch(g, arg(a, 0), arg(a, 1), arg(a, 2)),
    "refill": lambda g, a: powers.refill(g, arg(a, 0)),
    "done": lambda g, a: powers.done(g),
    "cancel": lambda g, a: powers.cancel(g),
}
"""What each verb does (the action is legal)."""
