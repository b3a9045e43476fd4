"""Setting up a game: checking what the players asked for, then the table before the draft."""

from __future__ import annotations

from typing import Any, cast

from potions.core.errors import SetupError, shown
from potions.core.i18n import Msg
from potions.core.players import check_players, check_seed
from potions.core.rng import Pcg32
from potions.core.rulesets import check_rules
from potions.explosion.components import (
    BURNERS,
    COLOURS,
    COUNTDOWN_BY_PLAYERS,
    KIND_IDS,
    LITTLE_HELP_TOKENS,
    MARBLES_PER_COLOUR,
    SKILL_TOKENS,
    STACKS,
    TILES,
    TRACKS,
)
from potions.explosion.dispenser import settle
from potions.explosion.info import INFO
from potions.explosion.state import Player, Setup, State, new_turn


def _int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_setup(
    players: object, seed: object, kinds: object, countdown: object, rules: object = None
) -> Setup:
    """The set-up as the engine keeps it (names stripped, ``rules`` None: the current
    rules); SetupError if it makes no game."""
    names = check_players(players, 2, 4, "Potion Explosion")
    check_seed(seed)
    if kinds is not None:
        if not isinstance(kinds, list) or len(kinds) != 6 or len(set(map(shown, kinds))) != 6:
            raise SetupError("kinds", Msg("Choose exactly 6 different potion kinds."))
        unknown = [shown(k) for k in kinds if k not in KIND_IDS]
        if unknown:
            raise SetupError(
                "kinds", Msg("Unknown potion kind(s): {kinds}.", kinds=", ".join(unknown))
            )
    if countdown is not None and not (
        _int(countdown) and 1 <= cast(int, countdown) <= SKILL_TOKENS
    ):
        raise SetupError(
            "countdown",
            Msg("The countdown stack holds 1 to {n} Skill tokens.", n=SKILL_TOKENS),
        )
    return cast(
        Setup,
        {
            "players": names,
            "seed": seed,
            "kinds": None if kinds is None else list(kinds),
            "countdown": countdown,
            "rules": check_rules(rules, INFO.rules, INFO.title),
        },
    )


def new_player(name: str) -> Player:
    """A desk with two empty burners."""
    return {
        "name": name,
        "burners": [None] * BURNERS,
        "pool": [],
        "potions": [],
        "skill": 0,
        "skill_kinds": [],
        "variety": False,
        "helps": 0,
        "tiebreak": [],
    }


def deal(game: State, config: Setup) -> None:
    """The table before the starter draft: kinds, dispenser, offer, reserve, desks."""
    game.config = config
    game.rng = rng = Pcg32.from_seed(config["seed"])
    n = len(config["players"])
    if config["kinds"] is None:
        pool = list(KIND_IDS)
        rng.shuffle(pool)
        chosen = set(pool[:6])
    else:
        chosen = set(config["kinds"])
    game.kinds = [k for k in KIND_IDS if k in chosen]
    game.countdown_size = config["countdown"] or COUNTDOWN_BY_PLAYERS[n]
    game.countdown = game.countdown_size
    game.skill_pool = SKILL_TOKENS - game.countdown_size
    game.help_pool = LITTLE_HELP_TOKENS
    game.tracks = [[] for _ in range(TRACKS)]
    game.tank = dict.fromkeys(COLOURS, MARBLES_PER_COLOUR)
    settle(game.tracks, game.tank, rng)
    starters = [t.id for t in TILES if t.kind in chosen and t.starter]
    rng.shuffle(starters)
    game.offer = sorted(starters[: 2 * n])
    game.reserve = sorted(t.id for t in TILES if t.kind in chosen and t.id not in game.offer)
    game.draft_queue = list(range(n)) + list(range(n - 1, -1, -1))
    game.stacks = [[] for _ in range(STACKS)]
    game.players = [new_player(name) for name in config["players"]]
    game.phase = "draft"
    game.current = 0
    game.turn = new_turn()
    game.end_reason = None
    game.tiebreak_queue = []
    game.winner_seats = None
    game.turns = 0
    game.begin_record([], revealed=True)


def options_of(config: Setup) -> dict[str, Any]:
    """The set-up options (everything but names and seed)."""
    return {"kinds": config["kinds"], "countdown": config["countdown"]}
