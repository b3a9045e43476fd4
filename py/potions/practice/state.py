"""The state of a game of Potion-making: Practice, declared once.

:class:`State` lists every field with its type; :data:`SCHEMA` derives the copy, the JSON
output and the validated JSON input from it (see :mod:`potions.core.schema`). The set-up
(:class:`Setup`) is configuration, kept apart from the state.

Where the cards lie: the deck (its top is the end of the list), the hands, the Desk of
Elements (one pile per element, bottom first, and the Supreme cards lying apart), the
formulas composed in front of each player (the formula card and the cards face down under
it), and, during a turn, the card being played and returned cards waiting to be stacked.
"""

from __future__ import annotations

from typing import Annotated, Final, Literal, TypedDict

from potions.core.engine import Declared
from potions.core.rng import Pcg32
from potions.core.schema import Range, Schema, Size
from potions.practice.cards import CARDS, Element

CardId = Annotated[int, Range(0, 75)]
Seat = Annotated[int, Range(0, 5)]
Count = Annotated[int, Range(0)]

SPELL_CARDS: Final = sum(1 for c in CARDS if c.spell is not None)
"""Spell cards: each is played once at most, as a spell or as an element (a spell card never
comes back to a hand: Eureka! and Decomposition take no spell card)."""
MAX_TURNS: Final = len(CARDS) + sum(1 for c in CARDS if c.spell == "eureka")
"""The most turns a game can last (docs/rules-practice.md, "Bounds"): a turn ends once a card
has left the hand (an element, a formula, or a spell played with the last card); a card
comes into a hand from the deck, never refilled, or by a Eureka! spell (one card each)."""
MOST_POINTS_A_TURN: Final = max(3, *(c.points for c in CARDS))
"""The most points a seat can gain in a turn: its one element (a Supreme card: up to 3) or
formula, or half of the formula another composes from its own."""

Phase = Literal[
    "play", "component", "eureka", "destroy", "keep", "transform", "transform_into", "stack", "over"
]
"""What the player to act is asked: play a card; choose a component of the formula being
composed; take a card with Eureka!; choose the formula to decompose and then the card to
keep; choose the formula to transform and then the Desk card it becomes; stack returned
cards; or nothing (the game is over)."""

LIMBO: frozenset[str] = frozenset(
    {"component", "eureka", "destroy", "keep", "transform", "transform_into"}
)
"""Phases in which the card being played (``turn.card``) has left the hand but is not
placed yet."""


class Composed(TypedDict):
    """A formula composed in front of a player: its card and the cards face down under it."""

    card: CardId
    under: list[CardId]


class Player(TypedDict):
    """One seat: hand (sorted by id), the hand cards every seat knows (taken from the Desk
    with Eureka!), composed formulas in the order they were made, and points."""

    name: str
    hand: Annotated[list[CardId], Size(0, 5)]
    known: list[CardId]
    formulas: list[Composed]
    points: Count


class Turn(TypedDict):
    """The turn in progress: the card being played (a formula being composed or a spell
    being cast), the components chosen so far, the formula a spell targets, returned cards
    the player still has to stack, spells cast, and whether a formula or an element was
    played (then the turn ends once the returned cards are stacked)."""

    card: CardId | None
    chosen: list[CardId]
    target: CardId | None
    returning: list[CardId]
    spells: Annotated[int, Range(0, SPELL_CARDS)]
    done: bool


def new_turn() -> Turn:
    """A turn in which nothing was played yet."""
    return {"card": None, "chosen": [], "target": None, "returning": [], "spells": 0, "done": False}


class Setup(TypedDict):
    """What the players asked for: names in turn order (the first plays first) and a seed."""

    players: Annotated[list[str], Size(2, 6)]
    seed: int
    rules: int
    """The version of the rules the game is played under (:mod:`potions.core.rulesets`)."""


class State(Declared):
    """Every field of the state, in the order of its JSON form."""

    config: Setup
    revealed: bool
    """Whether the last action revealed something hidden: cards drawn from the deck (the
    deal counts too). An undo never goes back past such an action."""

    rng: Pcg32
    phase: Phase
    current: Seat
    deck: list[CardId]
    piles: dict[Element, list[CardId]]
    apart: list[CardId]
    """The Supreme cards lying apart on the Desk of Elements."""
    players: Annotated[list[Player], Size(2, 6)]
    turn: Turn
    exhausted: bool
    """Whether the deck has run out (announced once)."""
    winner_seats: list[Seat] | None
    turns: Annotated[int, Range(0, MAX_TURNS)]


SCHEMA = Schema(State, exclude=State.TRANSIENT)
