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
from typing import Any, ClassVar

from potions.core import gamedata
from potions.core.actions import Action as CoreAction
from potions.core.engine import Rules
from potions.core.errors import IllegalActionError, StateError
from potions.core.i18n import Msg
from potions.core.rng import Pcg32
from potions.core.rulesets import marked
from potions.core.schema import Schema
from potions.practice import turn
from potions.practice.actions import Action, as_action, card_arg
from potions.practice.cards import CARDS, ELEMENTS
from potions.practice.ending import scores
from potions.practice.illegal import refusal
from potions.practice.legal import generate
from potions.practice.setup import check_setup, deal
from potions.practice.state import LIMBO, SCHEMA, Composed, Setup, State
from potions.practice.view import GAME_ID, determinize, view_of

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


class Game(Rules[Action], State):
    """A game of Potion-making: Practice. Mutated by :meth:`apply`; :meth:`copy` is cheap."""

    game_id: ClassVar[str] = GAME_ID
    schema: ClassVar[Schema] = SCHEMA
    told_pad: list[dict[str, Any]] | None = None
    """The final score pad of a game rebuilt from a view (:meth:`from_view`): the view's,
    which is public, since its history cannot be told again without the hidden deal."""

    # ------------------------------------------------------------ the protocol

    @property
    def current_player(self) -> int | None:
        """The seat that acts next; None when the game is over."""
        return None if self.phase == "over" else self.current

    @property
    def is_over(self) -> bool:
        """True once the deck is out and every hand is played out."""
        return self.phase == "over"

    def scores(self) -> list[int]:
        """Points of each seat now."""
        return scores(self)

    def winners(self) -> list[int]:
        """Seats with the most points once the game is over (several share the victory);
        empty while the game goes on."""
        return list(self.winner_seats or [])

    def _generate(self) -> list[Action]:
        return generate(self)

    def _why_not(self, action: Action) -> IllegalActionError | None:
        return refusal(self, action)

    def _read(self, action: CoreAction | str) -> Action:
        return as_action(action)

    def _play(self, action: Action) -> None:
        deck = len(self.deck)
        _RULES[action.verb](self, card_arg(action))
        turn.advance(self)
        self.revealed = len(self.deck) != deck

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` (None: a spectator) sees: its own hand, the sizes of the others and
        of the deck, and everything on the table."""
        return view_of(self, seat)

    @classmethod
    def from_view(cls, view: dict[str, Any], rng: Pcg32) -> Game:
        """A game consistent with ``view``, what it hides drawn from ``rng`` (computer
        opponents think on such games)."""
        g = cls.__new__(cls)
        determinize(view, rng, g)
        g.told_pad = view["state"].get("breakdown")
        g.revealed = False
        g._legal = None
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

    # --------------------------------------------------------- serialization

    def to_dict(self) -> dict[str, Any]:
        """The whole game as plain JSON values (configuration and state)."""
        return gamedata.dump(
            GAME_ID,
            STATE_VERSION,
            {**self.config, "players": list(self.config["players"])},
            SCHEMA,
            self,
        )

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Game:
        """Rebuild a game from :meth:`to_dict` output.

        Raises StateError (a ValueError) for anything that is not a possible game."""
        data = gamedata.check(
            marked(data, 1),
            GAME_ID,
            STATE_VERSION,
            Msg("This is not a game of Potion-making: Practice."),
        )
        g = cls.__new__(cls)
        g.config, history = gamedata.load(data, g, SCHEMA, _setup)
        g.history = history
        g.events = []
        g.record = True
        g.revealed = False
        g._legal = None
        g.validate()
        return g


def _damaged(what: Msg) -> StateError:
    return StateError("bad_state", Msg("The game data is damaged: {what}.", what=what))


def _validate(g: Game) -> None:
    """What the declared types cannot say: seats, cards and phases that fit together."""
    n = len(g.players)
    if [p["name"] for p in g.players] != g.config["players"]:
        raise _damaged(Msg("the players do not match the set-up"))
    if any(s >= n for s in [g.current, *(g.winner_seats or [])]):
        raise _damaged(Msg("a seat is out of range"))
    census = g.card_census()
    if census != Counter(range(len(CARDS))):
        raise _damaged(Msg("cards are missing or appear twice"))
    for e in ELEMENTS:
        if any(CARDS[c].supreme or e not in CARDS[c].elements for c in g.piles[e]):
            raise _damaged(Msg("a card lies on the pile of another element"))
    if any(not CARDS[c].supreme for c in g.apart):
        raise _damaged(Msg("only the Supreme cards lie apart on the Desk"))
    for p in g.players:
        known = p["known"]
        if p["hand"] != sorted(p["hand"]):
            raise _damaged(Msg("a hand is out of order"))
        if len(set(known)) != len(known):
            raise _damaged(Msg("a card of a hand is known twice"))
        if not set(known) <= set(p["hand"]):
            raise _damaged(Msg("a known card is not in its hand"))
        for f in p["formulas"]:
            if CARDS[f["card"]].spell is not None:
                raise _damaged(Msg("a spell card stands as a composed formula"))
            if f["under"] and not _fits(f["card"], f["under"]):
                raise _damaged(Msg("a composed formula lies on cards that are not its components"))
    t = g.turn
    over = g.phase == "over"
    if over != (g.winner_seats is not None) or (over and g.winner_seats != _top(g)):
        raise _damaged(Msg("the winners do not match the end of the game"))
    if over and (g.deck or any(p["hand"] for p in g.players)):
        raise _damaged(Msg("the game is over while cards are left to play"))
    if (t["card"] is not None) != (g.phase in LIMBO):
        raise _damaged(Msg("the card being played does not match the phase"))
    if bool(t["returning"]) != (g.phase == "stack"):
        raise _damaged(Msg("the cards to stack do not match the phase"))
    if t["card"] is not None:
        card = CARDS[t["card"]]
        if (card.spell is None) != (g.phase == "component"):
            raise _damaged(Msg("the card being played does not match the phase"))
        if len(t["chosen"]) >= max(1, len(card.needs)) or any(
            c not in _placed(g) for c in t["chosen"]
        ):
            raise _damaged(Msg("the chosen components do not match the formula"))
    if (t["target"] is not None) != (g.phase in ("keep", "transform_into")):
        raise _damaged(Msg("the spell's target does not match the phase"))
    if t["target"] is not None and g.formula_of(g.current, t["target"]) is None:
        raise _damaged(Msg("the spell's target is not a formula of the player"))
    if not over and not g.legal_actions():
        raise _damaged(Msg("the player to act has nothing to do"))


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


def _setup(c: Any) -> Setup:
    """The stored set-up, checked as a new game's."""
    if not isinstance(c, dict) or set(c) != {"players", "seed", "rules"}:
        raise _damaged(Msg("the set-up is not players, seed and rules"))
    return check_setup(c["players"], c["seed"], c["rules"])
