"""Random games for property tests: hypothesis set-ups and choices, and play that checks
a game's own invariants after every action. The properties all games share are tested
once for every game in ``test_game_properties.py``; each game's tests keep its invariants."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from hypothesis import strategies as st

from potions import GAMES, GameState, new_game
from potions.core.play import names
from potions.core.rng import Pcg32


@dataclass(frozen=True)
class Spec:
    """A random game: its set-up and the choices among legal actions, in turn."""

    players: int
    seed: int
    choices: list[int]
    options: Mapping[str, Any] = field(default_factory=dict)


def specs(
    game_id: str,
    max_choices: int = 400,
    options: st.SearchStrategy[dict[str, Any]] | None = None,
    players: tuple[int, int] | None = None,
) -> st.SearchStrategy[Spec]:
    """Set-ups of ``game_id`` (any player count it allows unless ``players`` narrows it)
    with up to ``max_choices`` random choices."""
    info = GAMES[game_id]
    low, high = players or (info.min_players, info.max_players)
    return st.builds(
        Spec,
        st.integers(min_value=low, max_value=high),
        st.integers(min_value=0, max_value=2**40),
        st.lists(st.integers(min_value=0, max_value=10**6), min_size=30, max_size=max_choices),
        options if options is not None else st.just({}),
    )


def play(game_id: str, spec: Spec, check: Callable[[Any, Any], None] | None = None) -> GameState:
    """The game ``spec`` describes, played to its last choice or its end; the game's own
    declared check (``validate``) and ``check(game, before)`` after every action
    (``before``: a copy from before it)."""
    game = new_game(game_id, names(spec.players), spec.seed, **spec.options)
    for c in spec.choices:
        if game.is_over:
            break
        legal = game.legal_actions()
        before = game.copy() if check else game
        game.apply(legal[c % len(legal)])
        game.validate()
        if check:
            check(game, before)
    return game


def played_out(game_id: str, players: int, seed: int) -> GameState:
    """A game of ``players`` seats (Ann, Bob, Cy, Di) set up with ``seed`` and played to its
    end by random legal moves (drawn with the same seed)."""
    game = new_game(game_id, ["Ann", "Bob", "Cy", "Di"][:players], seed)
    chooser = Pcg32.from_seed(seed)
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(legal[chooser.below(len(legal))])
    return game
