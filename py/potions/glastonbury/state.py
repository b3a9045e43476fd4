"""The state of a game of Glastonbury, declared once.

:class:`State` lists every field with its type; :data:`SCHEMA` derives the copy, the JSON
output and the validated JSON input from it (see :mod:`potions.core.schema`). The
set-up (:class:`Setup`) is configuration, kept apart from the state.

The public record (``log``) holds one integer per event that changed a cauldron, in
order: ``(how * 4 + seat) * 100 + card`` with ``how`` one of :data:`LOG_HOWS`.
"""

from __future__ import annotations

from typing import Annotated, Final, Literal, TypedDict

from potions.core.engine import Declared
from potions.core.rng import Pcg32
from potions.core.schema import Range, Schema, Size
from potions.glastonbury.components import (
    CELLS,
    CODES,
    COPIES,
    PLACES,
    VANESCO,
    PawnColour,
    RecipeId,
    Spell,
)

Phase = Literal["take", "corner", "peek", "last", "over"]
"""``take``: take a card (from the line, or anywhere with Accio); ``corner``: beside a
corner with a Declinatio spell, use it or not; ``peek``: Perluceo shows the cauldron;
``last``: the card that emptied a line lies on the cauldron, keep it or not."""
Card = Annotated[int, Range(0, CODES - 1)]
MAX_SEATS: Final = 4
Seat = Annotated[int, Range(0, MAX_SEATS - 1)]
Place = Annotated[int, Range(0, PLACES - 1)]
Count = Annotated[int, Range(0)]

MAX_TURNS: Final = 2 * (sum(COPIES.values()) + (MAX_SEATS - 1) * COPIES[VANESCO]) + MAX_SEATS
"""The most turns a game can last (docs/rules-glastonbury.md, "Bounds"): a turn either takes
a card from the square, or leaves its pawn beside a corner (stuck, or keeping its Declinatio
spell), and then the seat's next turn takes one (no move from a corner ends beside one). A
card comes back only with a Vanesco, at most one from each other cauldron."""

LOG_HOWS: Final = ("take", "accio", "to_pile", "out", "discard")
"""``take``/``accio``: the seat took the card (from the line, or with Accio; spells
too); ``to_pile``/``out``: a Vanesco removed the card from the top of the seat's cauldron
to the bottom of the draw pile, or out of the game; ``discard``: the seat did not keep
the last card."""


def log_entry(how: str, seat: int, card: int) -> int:
    """One entry of the public record."""
    return (LOG_HOWS.index(how) * 4 + seat) * 100 + card


def log_parts(entry: int) -> tuple[str, int, int]:
    """(how, seat, card) of a record entry."""
    return LOG_HOWS[entry // 400], entry // 100 % 4, entry % 100


class Player(TypedDict):
    """One seat: pawn, cauldron (bottom to top), spells in front, spent spells, recipes."""

    name: str
    colour: PawnColour
    pawn: Place
    cauldron: list[Card]
    accio: list[Annotated[int, Range(1, 2)]]
    """Uses left on each Accio card held."""
    declinatio: list[Annotated[int, Range(1, 3)]]
    """Uses left on each Declinatio card held."""
    spent: list[Spell]
    """Spell cards face down next to the cauldron, in the order they were spent."""
    recipes: list[RecipeId]


class Setup(TypedDict):
    """What the players asked for: names in turn order, seed, the Recipe-card variant,
    pawn colours in seat order (None: dealt from the seed)."""

    players: Annotated[list[str], Size(2, 4)]
    seed: int
    recipes: bool
    colours: list[PawnColour] | None
    rules: int
    """The version of the rules the game is played under (:mod:`potions.core.rulesets`)."""


class State(Declared):
    """Every field of the state, in the order of its JSON form."""

    config: Setup
    revealed: bool
    """Whether the last action showed something hidden: a card turned over from the draw
    pile, a card uncovered by Vanesco, a cauldron looked through, the final scoring (an
    undo never goes back past it). Never saved."""

    rng: Pcg32
    removed: PawnColour | None
    """The two-player game leaves the 8 cards of this unused pawn colour in the box."""
    table: Annotated[list[Card | None], Size(CELLS, CELLS)]
    pile: list[Card]
    """The draw pile, top first."""
    known: Count
    """How many cards at the bottom of the pile everybody saw go there (Vanesco)."""
    out: list[Card]
    """Cards removed from the game (Vanesco after the pile ran out, a last card not kept)."""
    box: list[RecipeId]
    """Recipe cards nobody holds."""
    players: Annotated[list[Player], Size(2, 4)]
    phase: Phase
    current: Seat
    spell_used: bool
    """A spell was used this turn (Accio or Declinatio): no second one."""
    log: list[Annotated[int, Range(0, 2000)]]
    ender: Seat | None
    winner_seats: list[Seat] | None
    turns: Annotated[int, Range(0, MAX_TURNS)]


SCHEMA = Schema(State, exclude=State.TRANSIENT)
