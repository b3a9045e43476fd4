"""A game of Potion-making: Practice: the state protocol on top of the declared state.

Every change goes through :meth:`Game.apply`, which accepts only what
:meth:`Game.legal_actions` lists; anything else raises ``IllegalActionError`` and leaves
the game exactly as it was. The rules live in the modules named after the game's parts:
:mod:`.setup` (the deal), :mod:`.turn` (the turn and the spells), :mod:`.compose` (the
components of a formula), :mod:`.desk` (the Desk of Elements), :mod:`.ending` (the end).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from potions.core.engine import Parts, Rules, damaged
from potions.core.i18n import Msg
from potions.core.rng import Pcg32
from potions.practice import turn
from potions.practice.actions import Action, as_action, card_arg
from potions.practice.cards import CARDS, ELEMENTS
from potions.practice.ending import scores
from potions.practice.illegal import refusal
from potions.practice.legal import generate
from potions.practice.setup import check_setup, deal
from potions.practice.state import LIMBO, MOST_POINTS_A_TURN, SCHEMA, Composed, Setup, State
from potions.practice.view import GAME_ID, determinize, open_view_of, view_of

STATE_VERSION = 1
"""Version of the layout of :meth:`Game.to_dict`."""


def new_game(players: list[str], seed: int, rules: int | None = None) -> Game:
    """Set up a game: ``players`` names in turn order (the first plays first; 2 to 6 names
    of 1 to 24 characters, stripped), ``seed`` an int, ``rules`` the rules version (None:
    the current rules)."""
    game = Game.__new__(Game)
    deal(game, check_setup(players, seed, rules))
    turn.begin(game, 0)
    game.events = []
    game._legal = None
    return game


def _setup(config: Any) -> Setup:
    """The stored set-up, checked as a new game's."""
    if not isinstance(config, dict) or set(config) != {"players", "seed", "rules"}:
        raise damaged(Msg("the set-up is not players, seed and rules"))
    return check_setup(config["players"], config["seed"], config["rules"])


class Game(Rules[Action], State):
    """A game of Potion-making: Practice. Mutated by :meth:`apply`; :meth:`copy` is cheap."""

    told_pad: list[dict[str, Any]] | None = None
    """The final score pad of a game rebuilt from a view (:meth:`from_view`): the view's,
    which is public, since its history cannot be told again without the hidden deal."""

    def _play(self, action: Action) -> None:
        deck = len(self.deck)
        _RULES[action.verb](self, card_arg(action))
        turn.advance(self)
        self.revealed = len(self.deck) != deck

    game_id, schema, version = GAME_ID, SCHEMA, STATE_VERSION
    not_this = Msg("This is not a game of Potion-making: Practice.")
    parts = Parts(
        as_action, generate, refusal, scores, view_of, determinize, _setup, open_view=open_view_of
    )

    @classmethod
    def from_view(cls, view: dict[str, Any], rng: Pcg32) -> Game:
        g = super().from_view(view, rng)
        g.told_pad = view["state"].get("breakdown")
        return g

    # ------------------------------------------------------------- questions

    def card_census(self) -> Counter[int]:
        """How many times each card appears anywhere: exactly once each in a sound game."""
        count: Counter[int] = Counter(self.deck)
        count.update(self.apart)
        for pile in self.piles.values():
            count.update(pile)
        for p in self.players:
            count.update(p["hand"])
            for f in p["formulas"]:
                count[f["card"]] += 1
                count.update(f["under"])
        if self.turn["card"] is not None:
            count[self.turn["card"]] += 1
        count.update(self.turn["returning"])
        return count

    def formula_of(self, seat: int, card: int) -> Composed | None:
        """The composed formula ``card`` of ``seat``, or None."""
        return next((f for f in self.players[seat]["formulas"] if f["card"] == card), None)

    def _check(self) -> None:
        _validate(self)


def _validate(g: Game) -> None:
    """What the declared types cannot say: seats, cards and phases that fit together."""
    n = len(g.players)
    if any(s >= n for s in [g.current, *(g.winner_seats or [])]):
        raise damaged(Msg("a seat is out of range"))
    census = g.card_census()
    if census != Counter(range(len(CARDS))):
        raise damaged(Msg("cards are missing or appear twice"))
    for e in ELEMENTS:
        if any(CARDS[c].supreme or e not in CARDS[c].elements for c in g.piles[e]):
            raise damaged(Msg("a card lies on the pile of another element"))
    if any(not CARDS[c].supreme for c in g.apart):
        raise damaged(Msg("only the Supreme cards lie apart on the Desk"))
    for p in g.players:
        known = p["known"]
        if p["hand"] != sorted(p["hand"]):
            raise damaged(Msg("a hand is out of order"))
        if len(set(known)) != len(known):
            raise damaged(Msg("a card of a hand is known twice"))
        if not set(known) <= set(p["hand"]):
            raise damaged(Msg("a known card is not in its hand"))
        for f in p["formulas"]:
            if CARDS[f["card"]].spell is not None:
                raise damaged(Msg("a spell card stands as a composed formula"))
            if f["under"] and not _fits(f["card"], f["under"]):
                raise damaged(Msg("a composed formula lies on cards that are not its components"))
    if any(p["points"] > MOST_POINTS_A_TURN * (g.turns + 1) for p in g.players):
        raise damaged(Msg("a player has more points than the turns played can give"))
    t = g.turn
    over = g.phase == "over"
    if over != (g.winner_seats is not None) or (over and g.winner_seats != _top(g)):
        raise damaged(Msg("the winners do not match the end of the game"))
    if over and (g.deck or any(p["hand"] for p in g.players)):
        raise damaged(Msg("the game is over while cards are left to play"))
    if (t["card"] is not None) != (g.phase in LIMBO):
        raise damaged(Msg("the card being played does not match the phase"))
    if bool(t["returning"]) != (g.phase == "stack"):
        raise damaged(Msg("the cards to stack do not match the phase"))
    if t["card"] is not None:
        card = CARDS[t["card"]]
        if (card.spell is None) != (g.phase == "component"):
            raise damaged(Msg("the card being played does not match the phase"))
        if len(t["chosen"]) >= max(1, len(card.needs)) or any(
            c not in _placed(g) for c in t["chosen"]
        ):
            raise damaged(Msg("the chosen components do not match the formula"))
    if (t["target"] is not None) != (g.phase in ("keep", "transform_into")):
        raise damaged(Msg("the spell's target does not match the phase"))
    if t["target"] is not None and g.formula_of(g.current, t["target"]) is None:
        raise damaged(Msg("the spell's target is not a formula of the player"))
    if not over and not g.legal_actions():
        raise damaged(Msg("the player to act has nothing to do"))


def _fits(card: int, under: list[int]) -> bool:
    """Whether ``under`` are components of formula ``card``, in the order of its needs."""
    needs = CARDS[card].needs
    if len(under) != len(needs):
        return False
    for c, need in zip(under, needs, strict=True):
        u = CARDS[c]
        if need.key == "element" and need.what not in u.elements:
            return False
        if need.key == "formula" and u.name != need.what:
            return False
        if need.key == "kind" and u.kind != need.what:
            return False
    return True


def _top(g: Game) -> list[int]:
    points = g.scores()
    return [i for i, s in enumerate(points) if s == max(points)]


def _placed(g: Game) -> set[int]:
    """Cards that can be components: on the Desk or composed formulas."""
    out = set(g.apart)
    for pile in g.piles.values():
        out.update(pile)
    for p in g.players:
        out.update(f["card"] for f in p["formulas"])
    return out


_RULES: dict[str, Callable[[Game, int], None]] = {
    "element": turn.play_element,
    "formula": turn.play_formula,
    "spell": turn.cast,
    "use": turn.use,
    "take": turn.take,
    "target": turn.target,
    "keep": turn.keep,
    "stack": turn.stack,
}
"""What each verb does (the action is legal)."""
