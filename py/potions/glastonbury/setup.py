"""Setting up a game: checking what the players asked for, then the table, the pawns,
the cauldrons and (in the variant) the Recipe cards."""

from __future__ import annotations

from typing import Any, cast

from potions.core.errors import SetupError, shown
from potions.core.i18n import Msg
from potions.core.players import check_players, check_seed
from potions.core.rng import Pcg32
from potions.core.rulesets import check_rules
from potions.glastonbury.components import (
    CELLS,
    COPIES,
    PAWN_COLOURS,
    PLAY_CELLS,
    RECIPES_A,
    RECIPES_B,
    PawnColour,
    RecipeId,
    colour_of,
    is_ingredient,
)
from potions.glastonbury.info import INFO
from potions.glastonbury.state import Player, Setup, State


def check_setup(
    players: object, seed: object, recipes: object, colours: object, rules: object = None
) -> Setup:
    """The set-up as the engine keeps it (names cleaned, see
    :func:`potions.core.players.check_players`; ``rules`` None: the current rules);
    SetupError if it makes no game."""
    names = check_players(players, 2, 4, "Glastonbury")
    check_seed(seed)
    if not isinstance(recipes, bool):
        raise SetupError("recipes", Msg("The Recipe-card variant is either on or off."))
    chosen: list[PawnColour] | None = None
    if colours is not None:
        if not isinstance(colours, list | tuple) or len(colours) != len(names):
            raise SetupError(
                "colours",
                Msg(
                    "Give one pawn colour per player ({n}), or none to deal them.",
                    n=len(names),
                ),
            )
        for c in colours:
            if c not in PAWN_COLOURS:
                raise SetupError(
                    "colours",
                    Msg(
                        "{colour} is not a pawn colour: choose yellow, green, red or blue.",
                        colour=shown(c, 20),
                    ),
                )
        if len(set(colours)) != len(colours):
            raise SetupError("colours", Msg("Each player needs a pawn of a different colour."))
        chosen = [cast(PawnColour, c) for c in colours]
    return {
        "players": names,
        "seed": cast(int, seed),
        "recipes": recipes,
        "colours": chosen,
        "rules": check_rules(rules, INFO.rules, INFO.title),
    }


def deck(removed: str | None) -> list[int]:
    """Every play card of the game, in code order (without the removed colour's)."""
    cards = []
    for code, copies in COPIES.items():
        if removed is not None and is_ingredient(code) and colour_of(code) == removed:
            continue
        cards.extend([code] * copies)
    return cards


def new_player(name: str, colour: PawnColour, seat: int) -> Player:
    """A seat with its pawn beside its corner and an empty cauldron."""
    return {
        "name": name,
        "colour": colour,
        "pawn": 5 * seat,
        "cauldron": [],
        "accio": [],
        "declinatio": [],
        "spent": [],
        "recipes": [],
    }


def deal(game: State, config: Setup) -> None:
    """Colours, the 6 x 6 table turned over card by card, the draw pile, the recipes.
    The first turn is not begun here (see :func:`potions.glastonbury.turn.begin`)."""
    game.config = config
    game.rng = rng = Pcg32.from_seed(config["seed"])
    n = len(config["players"])
    if config["colours"] is None:
        pool = list(PAWN_COLOURS)
        rng.shuffle(pool)
        colours = pool[:n]
    else:
        colours = list(config["colours"])
    game.removed = None
    if n == 2:
        unused = [c for c in PAWN_COLOURS if c not in colours]
        game.removed = unused[rng.below(len(unused))]
    cards = deck(game.removed)
    rng.shuffle(cards)
    game.table = [None] * CELLS
    for cell in PLAY_CELLS:
        game.table[cell] = cards.pop(0)
    game.pile = cards
    game.known = 0
    game.out = []
    game.players = [new_player(name, colours[i], i) for i, name in enumerate(config["players"])]
    game.box = []
    if config["recipes"]:
        sorts: list[list[RecipeId]] = [list(RECIPES_A), list(RECIPES_B)]
        for recipes in sorts:
            rng.shuffle(recipes)
            for i, p in enumerate(game.players):
                p["recipes"].append(recipes[i])
            game.box.extend(sorted(recipes[n:]))
    game.phase = "take"
    game.current = 0
    game.spell_used = False
    game.log = []
    game.ender = None
    game.winner_seats = None
    game.turns = 0
    game.begin_record([], revealed=True)


def options_of(config: Setup) -> dict[str, Any]:
    """The set-up options (everything but names and seed)."""
    return {"recipes": config["recipes"], "colours": config["colours"]}
