"""Setting up a game: checking what the players asked for, then the table before the draft."""

from __future__ import annotations

from typing import cast

from potions.core.players import check_players, check_seed
from potions.core.rng import Pcg32
from potions.core.rulesets import check_rules
from potions.dice.cards import DECK_IDS, DICE_PER_PLAYER, MARKET_SIZE, SPACES, STARTING_IDS
from potions.dice.info import INFO
from potions.dice.state import Player, Setup, State, new_turn


def check_setup(players: object, seed: object, rules: object = None) -> Setup:
    """The set-up as the engine keeps it (names cleaned as in every game, see
    :func:`potions.core.players.check_players`; ``rules`` None: the current rules);
    SetupError if it makes no game."""
    names = check_players(players, 2, 4, "Potion Dice")
    check_seed(seed)
    return cast(
        Setup, {"players": names, "seed": seed, "rules": check_rules(rules, INFO.rules, INFO.title)}
    )


def new_player(name: str) -> Player:
    """A work table with two empty spaces; all 15 dice on the preparation table."""
    return {
        "name": name,
        "spaces": [None] * SPACES,
        "reserve": [],
        "table": DICE_PER_PLAYER,
        "potions": [],
        "helps": 0,
        "awards": [],
    }


def deal(game: State, config: Setup) -> None:
    """The table before the starting draft: 4 starting potions face up, the rest of them
    and the deck shuffled face down, the snake order of the draft."""
    game.config = config
    game.rng = rng = Pcg32.from_seed(config["seed"])
    n = len(config["players"])
    starters = list(STARTING_IDS)
    rng.shuffle(starters)
    game.offer = [starters.pop() for _ in range(MARKET_SIZE)]
    game.starters = starters
    deck = list(DECK_IDS)
    rng.shuffle(deck)
    game.deck = deck
    game.market = []
    game.draft_queue = list(range(n)) + list(range(n - 1, -1, -1))
    game.players = [new_player(name) for name in config["players"]]
    game.phase = "draft"
    game.current = 0
    game.round = 1
    game.turn = new_turn()
    game.winner_seats = None
    game.begin_record([], revealed=True)
