"""Component data of Potion Explosion: marbles, potion kinds, the 64 tiles, tokens."""

from __future__ import annotations

from typing import Final, Literal, NamedTuple

from potions.core.i18n import Msg

Colour = Literal["red", "blue", "yellow", "black"]
KindId = Literal["sands", "magnetic", "wisdom", "balm", "prismatic", "love", "abyssal", "filter"]

COLOURS: Final[tuple[Colour, ...]] = ("red", "blue", "yellow", "black")
"""Marble colours, in the canonical order used everywhere (tank, sorting, actions)."""

MARBLES_PER_COLOUR: Final = 20
TRACKS: Final = 5
VISIBLE: Final = 9
"""Marbles shown on a track; the 9th (top, half under the lid) cannot be taken."""
PICKABLE: Final = 8
SKILL_TOKENS: Final = 15
LITTLE_HELP_TOKENS: Final = 21
SKILL_POINTS: Final = 4
HELP_PENALTY: Final = 2
POOL_SIZE: Final = 3
BURNERS: Final = 2
STACKS: Final = 5
COUNTDOWN_BY_PLAYERS: Final = {2: 4, 3: 5, 4: 6}

_LETTER: Final[dict[str, Colour]] = {"R": "red", "B": "blue", "Y": "yellow", "K": "black"}


class Kind(NamedTuple):
    """A kind of potion: its id, its name and what drinking it does."""

    id: KindId
    name: Msg
    effect: Msg


KINDS: Final = (
    Kind(
        "sands",
        Msg("Sands of Time", context="potion"),
        Msg("Activate again the effect of 1 Potion you already used."),
    ),
    Kind(
        "magnetic",
        Msg("Potion of Magnetical Attraction", context="potion"),
        Msg(
            "Take 2 adjacent Ingredients of different colours from the same slide track. "
            "No Explosions are triggered."
        ),
    ),
    Kind(
        "wisdom",
        Msg("Potion of Wisdom", context="potion"),
        Msg("Take one Ingredient of your choice from the Dispenser. No Explosions are triggered."),
    ),
    Kind(
        "balm",
        Msg("Balm of Uttermost Stickiness", context="potion"),
        Msg(
            "Take 2 or more adjacent Ingredients of the same colour from the same slide track. "
            "No Explosions are triggered."
        ),
    ),
    Kind(
        "prismatic",
        Msg("Potion of Prismatic Joy", context="potion"),
        Msg(
            "Place Ingredients from your Pool on any holes of your incomplete Potions, "
            "regardless of their colour."
        ),
    ),
    Kind(
        "love",
        Msg("Elixir of Blind Love", context="potion"),
        Msg("Steal all the Ingredients from 1 opponent's Pool."),
    ),
    Kind(
        "abyssal",
        Msg("Abyssal Draft", context="potion"),
        Msg(
            "Take up to 1 Ingredient of each colour from the bottom row of the slide tracks, "
            "at most 1 from each track."
        ),
    ),
    Kind(
        "filter",
        Msg("Filter of Lavamancing", context="potion"),
        Msg(
            "Discard up to 5 Ingredients of 1 colour from the same slide track back into the "
            "tank. No Explosions are triggered."
        ),
    ),
)
KIND_IDS: Final[tuple[KindId, ...]] = tuple(k.id for k in KINDS)
KIND_BY_ID: Final[dict[str, Kind]] = {k.id: k for k in KINDS}
FIRST_GAME_KINDS: Final = tuple(k for k in KIND_IDS if k not in ("balm", "filter"))
"""The rulebook's suggestion for the first games: all but Stickiness and Lavamancing."""

# (points, recipe) for the starter, 5-, 6- and 7-marble recipes of each kind.
_RECIPES: Final[dict[KindId, tuple[tuple[int, str], ...]]] = {
    "sands": ((3, "K2 Y2"), (4, "R1 B2 Y2"), (6, "B2 K4"), (9, "R4 B1 Y2")),
    "magnetic": ((4, "B2 K2"), (6, "R2 K2 Y1"), (8, "R2 B4"), (10, "R1 K2 Y4")),
    "wisdom": ((5, "R2 Y2"), (6, "R2 B1 K2"), (8, "K2 Y4"), (11, "R2 B4 K1")),
    "balm": ((4, "R1 B1 K2"), (5, "K2 Y3"), (7, "R2 K1 Y3"), (10, "R3 B4")),
    "prismatic": ((3, "R2 B1 Y1"), (5, "R2 K3"), (7, "R1 B2 K3"), (9, "B3 Y4")),
    "love": ((4, "R1 K1 Y2"), (5, "B3 Y2"), (7, "B3 K2 Y1"), (10, "R4 K3")),
    "abyssal": ((4, "R2 B2"), (6, "B2 K1 Y2"), (8, "R4 Y2"), (10, "B2 K4 Y1")),
    "filter": ((5, "B2 K1 Y1"), (7, "R3 B2"), (9, "R3 B1 Y2"), (11, "K4 Y3")),
}


class Tile(NamedTuple):
    """One potion tile. ``holes`` lists the colour of each hole, in canonical colour order."""

    id: int
    kind: KindId
    points: int
    holes: tuple[Colour, ...]
    starter: bool


def _parse_recipe(text: str) -> tuple[Colour, ...]:
    counts = {_LETTER[part[0]]: int(part[1:]) for part in text.split()}
    return tuple(c for c in COLOURS for _ in range(counts.get(c, 0)))


def _build_tiles() -> tuple[Tile, ...]:
    tiles: list[Tile] = []
    for kind in KIND_IDS:
        for size_index, (points, recipe) in enumerate(_RECIPES[kind]):
            for _copy in range(2):
                tiles.append(Tile(len(tiles), kind, points, _parse_recipe(recipe), size_index == 0))
    return tuple(tiles)


TILES: Final = _build_tiles()
"""All 64 tiles; a tile's id is its index: kind order x recipe (starter first) x 2 copies."""


def tile_name(tile_id: int) -> Msg:
    """A readable name for a tile, e.g. ``Potion of Wisdom (5 points)``."""
    tile = TILES[tile_id]
    return Msg(
        "{potion} ({points} point)",
        plural="{potion} ({points} points)",
        n=tile.points,
        potion=KIND_BY_ID[tile.kind].name,
        points=tile.points,
    )


COLOUR_NAMES: Final = {
    "red": Msg("red", context="marble colour"),
    "blue": Msg("blue", context="marble colour"),
    "yellow": Msg("yellow", context="marble colour"),
    "black": Msg("black", context="marble colour"),
}
"""Colour words, as adjectives of a marble."""
