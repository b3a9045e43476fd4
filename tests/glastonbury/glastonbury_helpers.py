"""Building exact Glastonbury positions for tests."""

from __future__ import annotations

from collections import Counter

from potions.glastonbury import INGREDIENTS, Game, new_game
from potions.glastonbury.components import (
    CELLS,
    PLAY_CELLS,
    SIZE,
    goes_in_cauldron,
    ingredient_card,
)
from potions.glastonbury.setup import deck
from potions.glastonbury.state import log_entry, log_parts

NAMES = ["Ann", "Bob", "Cy", "Di"]


def card(name: str, value: int) -> int:
    """The code of an ingredient card by its English name."""
    index = next(i for i, ing in enumerate(INGREDIENTS) if str(ing.name) == name)
    return ingredient_card(index, value)


def cell(r: int, c: int) -> int:
    """The cell of row r, column c."""
    return SIZE * r + c


def start(players: int = 2, seed: int = 1, **options: object) -> Game:
    """A new game with the usual names."""
    return new_game(NAMES[:players], seed, **options)  # type: ignore[arg-type]


def arrange(
    game: Game,
    *,
    table: dict[int, int | None] | None = None,
    cauldrons: dict[int, list[int]] | None = None,
    pile: list[int] | None = None,
    pawns: dict[int, int] | None = None,
    accio: dict[int, list[int]] | None = None,
    declinatio: dict[int, list[int]] | None = None,
    current: int | None = None,
    phase: str = "take",
    empty: bool = False,
) -> Game:
    """Lay out a position. What is given is exact; the rest of the 84 cards fills the
    other places of the square (``empty``: they stay empty instead), then the draw pile
    (when ``pile`` is not given), then goes out of the game. The record of takes is
    rebuilt from the cauldrons, so the position is a valid game state."""
    table = dict(table or {})
    cauldrons = cauldrons or {}
    for seat, cards in cauldrons.items():
        game.players[seat]["cauldron"] = list(cards)
    for seat, uses in (accio or {}).items():
        game.players[seat]["accio"] = list(uses)
    for seat, uses in (declinatio or {}).items():
        game.players[seat]["declinatio"] = list(uses)
    for seat, place in (pawns or {}).items():
        game.players[seat]["pawn"] = place
    explicit: Counter[int] = Counter(c for c in table.values() if c is not None)
    for p in game.players:
        explicit.update(p["cauldron"])
        explicit.update([73] * len(p["accio"]) + [74] * len(p["declinatio"]))
        explicit.update(
            {"accio": 73, "declinatio": 74, "perluceo": 75, "vanesco": 76}[s] for s in p["spent"]
        )
    if pile is not None:
        explicit.update(pile)
    free = Counter(deck(game.removed))
    free.subtract(explicit)
    assert all(v >= 0 for v in free.values()), f"too many cards: {-free}"
    new_table: list[int | None] = [None] * CELLS
    for c in PLAY_CELLS:
        if c in table:
            new_table[c] = table[c]
        elif not empty:
            old = game.table[c]
            if old is not None and free[old] > 0:
                new_table[c] = old
                free[old] -= 1
    pool = sorted(free.elements())
    if not empty:
        for c in PLAY_CELLS:
            if c not in table and new_table[c] is None and pool:
                new_table[c] = pool.pop(0)
    game.table = new_table
    if pile is None:
        game.pile = pool
        game.out = []
    else:
        game.pile = list(pile)
        game.out = pool
    game.known = 0
    game.log = [
        log_entry("take", seat, c) for seat, p in enumerate(game.players) for c in p["cauldron"]
    ]
    if current is not None:
        game.current = current
    game.phase = phase  # type: ignore[assignment]
    game.spell_used = False
    game._legal = None
    return game


def replay_check(game: Game) -> None:
    """The game survives its JSON form (so it is a valid state)."""
    again = Game.from_dict(game.to_dict())
    assert again.to_dict() == game.to_dict()


def swap_deep_card(game: Game, seat: int, depth: int) -> Game:
    """A twin of ``game`` in which the card ``depth`` places under the top of ``seat``'s
    cauldron is another ingredient from the draw pile (the record changed to match)."""
    twin = Game.from_dict(game.to_dict())
    cauldron = twin.players[seat]["cauldron"]
    i = len(cauldron) - 1 - depth
    old = cauldron[i]
    j = next(k for k, c in enumerate(twin.pile) if goes_in_cauldron(c) and c != old)
    new = twin.pile[j]
    cauldron[i], twin.pile[j] = new, old
    for k, e in enumerate(twin.log):
        how, who, c = log_parts(e)
        if c == old and who == seat:
            twin.log[k] = log_entry(how, who, new)
    twin._legal = None
    return Game.from_dict(twin.to_dict())
