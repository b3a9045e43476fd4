"""The state of a game of Potion Explosion, declared once.

:class:`State` lists every field with its type; :data:`SCHEMA` derives the copy, the JSON
output and the validated JSON input from it (see :mod:`potions.core.schema`). The
set-up (:class:`Setup`) is configuration, kept apart from the state.
"""

from __future__ import annotations

from typing import Annotated, Literal, TypedDict

from potions.core.engine import Declared
from potions.core.rng import Pcg32
from potions.core.schema import Range, Schema, Size
from potions.explosion.components import LITTLE_HELP_TOKENS, POOL_SIZE, Colour, KindId

Phase = Literal["draft", "play", "discard", "draw", "tiebreak", "over"]
TileId = Annotated[int, Range(0, 63)]
Seat = Annotated[int, Range(0, 3)]
Count = Annotated[int, Range(0)]


class Burner(TypedDict):
    """A potion brewing on a burner: its tile and what each hole holds."""

    tile: TileId
    holes: list[Colour | None]


class Potion(TypedDict):
    """A completed potion: its tile, and whether it was drunk."""

    tile: TileId
    drunk: bool


class Player(TypedDict):
    """One seat's desk."""

    name: str
    burners: Annotated[list[Burner | None], Size(2, 2)]
    pool: list[Colour]
    potions: list[Potion]
    skill: Count
    skill_kinds: list[KindId]
    variety: bool
    helps: Annotated[int, Range(0, LITTLE_HELP_TOKENS)]
    tiebreak: list[Colour]


class Turn(TypedDict):
    """What the player to act has done this turn, and marbles waiting in the hand."""

    picked: bool
    helped: bool
    hand: list[Colour]
    prismatic: Annotated[int, Range(0, POOL_SIZE)]
    """How many more pool marbles Prismatic Joy may place (0: not placing). Drinking it
    allows as many as the pool may hold, 3 (ruling 11)."""


def new_turn() -> Turn:
    """A turn in which nothing was done yet."""
    return {"picked": False, "helped": False, "hand": [], "prismatic": 0}


class Setup(TypedDict):
    """What the players asked for: names in turn order, seed, kinds (None: random six),
    countdown (None: 4/5/6 by player count)."""

    players: Annotated[list[str], Size(2, 4)]
    seed: int
    kinds: list[KindId] | None
    countdown: Annotated[int, Range(1, 15)] | None
    rules: int
    """The version of the rules the game is played under (:mod:`potions.core.rulesets`)."""


class State(Declared):
    """Every field of the state, in the order of its JSON form."""

    config: Setup
    revealed: bool
    """Whether the last action revealed something random: marbles rolled in from the
    tank, a stack's next tile, the stacks dealt."""

    rng: Pcg32
    kinds: Annotated[list[KindId], Size(6, 6)]
    countdown_size: Annotated[int, Range(1, 15)]
    phase: Phase
    current: Seat
    tracks: Annotated[list[Annotated[list[Colour], Size(0, 9)]], Size(5, 5)]
    tank: dict[Colour, Count]
    offer: list[TileId]
    reserve: list[TileId]
    draft_queue: list[Seat]
    stacks: Annotated[list[list[TileId]], Size(5, 5)]
    players: Annotated[list[Player], Size(2, 4)]
    turn: Turn
    countdown: Annotated[int, Range(0, 15)]
    skill_pool: Annotated[int, Range(0, 15)]
    help_pool: Annotated[int, Range(0, 21)]
    end_reason: Literal["skill", "tiles"] | None
    tiebreak_queue: list[Seat]
    winner_seats: list[Seat] | None
    turns: Count
    """Turns played. The rules set no bound (a table that never completes a potion plays
    on); every turn is at least one action of the history (docs/rules-explosion.md,
    "Bounds")."""


SCHEMA = Schema(State, exclude=State.TRANSIENT)
