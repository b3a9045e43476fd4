"""Setting up a game: checking what the players asked for, then the deal."""

from __future__ import annotations

from typing import cast

from potions.core.players import check_players, check_seed
from potions.core.rng import Pcg32
from potions.core.rulesets import check_rules
from potions.practice.cards import CARDS, ELEMENTS
from potions.practice.desk import put_top
from potions.practice.info import INFO
from potions.practice.state import Player, Setup, State, new_turn

MIN_PLAYERS = 2
MAX_PLAYERS = 6
DEAL = 4
"""Cards dealt to each player, and face up to the Desk of Elements."""
HAND = 5
"""A player draws up to this many cards at the start of a turn."""


def check_setup(players: object, seed: object, rules: object = None) -> Setup:
    """The set-up as the engine keeps it (names cleaned as in every game, see
    :func:`potions.core.players.check_players`; ``rules`` None: the current rules);
    SetupError if it makes no game."""
    names = check_players(players, MIN_PLAYERS, MAX_PLAYERS, "Potion-making: Practice")
    check_seed(seed)
    return cast(
        Setup, {"players": names, "seed": seed, "rules": check_rules(rules, INFO.rules, INFO.title)}
    )


def new_player(name: str) -> Player:
    """A seat with nothing yet."""
    return {"name": name, "hand": [], "known": [], "formulas": [], "points": 0}


def deal(game: State, config: Setup) -> None:
    """Shuffle the 76 cards, deal 4 to each player and 4 face up to the Desk of Elements
    (as elements, for no points). The first turn's draw is :func:`~.turn.begin`'s."""
    game.config = config
    game.rng = rng = Pcg32.from_seed(config["seed"])
    deck = [c.id for c in CARDS]
    rng.shuffle(deck)
    game.players = [new_player(name) for name in config["players"]]
    game.piles = {e: [] for e in ELEMENTS}
    game.apart = []
    for p in game.players:
        p["hand"] = sorted(deck.pop() for _ in range(DEAL))
    for _ in range(DEAL):
        put_top(game, deck.pop())
    game.deck = deck
    game.phase = "play"
    game.current = 0
    game.turn = new_turn()
    game.exhausted = False
    game.winner_seats = None
    game.turns = 0
    game.begin_record([], revealed=True)
