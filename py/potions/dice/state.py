"""The state of a game of Potion Dice, declared once.

:class:`State` lists every field with its type; :data:`SCHEMA` derives the copy, the JSON
output and the validated JSON input from it (see :mod:`potions.core.schema`). The set-up
(:class:`Setup`) is configuration, kept apart from the state.
"""

from __future__ import annotations

from typing import Annotated, Literal, TypedDict

from potions.core.engine import Declared
from potions.core.rng import Pcg32
from potions.core.schema import Range, Schema, Size
from potions.dice.cards import CARDS, LOVE_DICE, ROUNDS

Phase = Literal["draft", "play", "over"]
Stage = Literal["start", "prep", "work", "keep", "market"]
"""The steps of a turn: choosing the free dice, rolling and setting aside (the
preparation table), placing (the work table), choosing the reserve, taking potions."""
AwardId = Literal[
    "variety", "reroll", "love", "resurrection", "changer", "virtual", "refill", "trick"
]
CardId = Annotated[int, Range(0, len(CARDS) - 1)]
Seat = Annotated[int, Range(0, 3)]
Value = Annotated[int, Range(1, 5)]
Face = Annotated[int, Range(1, 6)]
Count = Annotated[int, Range(0)]


class Space(TypedDict):
    """A potion space of a work table: the card and the dice on it (ascending)."""

    card: CardId
    dice: list[Value]
    virtual: list[Value]
    """Virtual dice placed on it (Virtual Die potions): they count but are no dice."""


class Potion(TypedDict):
    """A finished potion: its card, and whether the bottle is full (its power unused)."""

    card: CardId
    full: bool


class Player(TypedDict):
    """One seat: its work table (two spaces, the reserve), the dice on its preparation
    table, its finished potions, Little Helps and awards."""

    name: str
    spaces: Annotated[list[Space | None], Size(2, 2)]
    reserve: Annotated[list[Value], Size(0, 3)]
    table: Count
    """Dice on the preparation table: rolled again at the start of the seat's next turn."""
    potions: list[Potion]
    helps: Annotated[int, Range(0, ROUNDS)]
    """Little Helps taken: one a round at most (ruling 12), nine rounds; never more than
    the rounds played (checked with the round)."""
    awards: list[AwardId]


class Power(TypedDict):
    """A potion being used whose targets are being chosen."""

    card: CardId
    picked: list[Face]
    """Reroll: the dice chosen so far; Number Changer: the die to change."""
    seat: Seat | None
    """Blind Love: the opponent whose reserve is being emptied."""


class Loan(TypedDict):
    """Dice owed at the end of the turn: Blind Love's, rolled into the lender's reserve;
    Trick's, onto the victim's preparation table."""

    seat: Seat
    dice: Annotated[int, Range(1, LOVE_DICE)]
    """Blind Love borrows 1 or 2 dice (rulebook: "up to 2 dice"); Trick owes 1."""
    to_reserve: bool


class Turn(TypedDict):
    """The turn of the seat to play."""

    stage: Stage
    free: Count
    """Free dice waiting for the first roll."""
    roll: list[Face]
    """The latest roll: dice not set aside yet (6s included until the next choice)."""
    ready: list[Value]
    """Dice set aside at the preparation table; at the work table, every ingredient to
    place (the set-aside dice and the reserve), ascending."""
    helped: bool
    leftover: Count
    """Dice the rolling left over on the preparation table (not its 6s), which the Little
    Help may turn at the work table (ruling 12; always 0 under the first rules)."""
    power: Power | None
    loans: list[Loan]


def new_turn(free: int = 0) -> Turn:
    """A turn at its start, ``free`` dice ready to roll."""
    return {
        "stage": "start",
        "free": free,
        "roll": [],
        "ready": [],
        "helped": False,
        "leftover": 0,
        "power": None,
        "loans": [],
    }


class Setup(TypedDict):
    """What the players asked for: names in turn order and the seed; the rules version."""

    players: Annotated[list[str], Size(2, 4)]
    seed: int
    rules: int
    """The version of the rules the game is played under (:mod:`potions.core.rulesets`)."""


class State(Declared):
    """Every field of the state, in the order of its JSON form."""

    config: Setup
    revealed: bool
    """Whether the last action revealed something random or hidden: a roll, or a card
    turned over from a face-down pile (an undo never goes back past it)."""

    rng: Pcg32
    phase: Phase
    current: Seat
    round: Annotated[int, Range(1, 9)]
    starters: list[CardId]
    """The face-down starting potions (during the draft); the top is the last."""
    offer: list[CardId]
    """The face-up starting potions to choose from (during the draft)."""
    deck: list[CardId]
    """The face-down potions; the top is the last."""
    market: Annotated[list[CardId], Size(0, 4)]
    draft_queue: list[Seat]
    players: Annotated[list[Player], Size(2, 4)]
    turn: Turn
    winner_seats: list[Seat] | None


SCHEMA = Schema(State, exclude=State.TRANSIENT)
