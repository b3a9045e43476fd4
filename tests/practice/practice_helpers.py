"""Building exact positions of Potion-making: Practice for tests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from potions.practice import CARDS, Game, new_game
from potions.practice.cards import ELEMENTS
from potions.practice.state import new_turn

NAMES = ["Ann", "Bob", "Cy", "Di", "Eve", "Fay"]


def card(name: str, copy: int = 0) -> int:
    """Id of the ``copy``-th card whose formula is ``name`` (a name key)."""
    return [c.id for c in CARDS if c.name == name][copy]


def position(
    players: int = 2,
    hands: Mapping[int, Sequence[int]] | None = None,
    piles: Sequence[int] = (),
    apart: Sequence[int] = (),
    formulas: Mapping[int, Sequence[tuple[int, Sequence[int]]]] | None = None,
    deck: Sequence[int] | None = None,
    points: Sequence[int] | None = None,
    current: int = 0,
) -> Game:
    """Lay out a position at the start of ``current``'s turn (no draw): hands, Desk cards
    (``piles``: put on their piles in this order, bottom first; ``apart``: Supreme cards),
    composed formulas (card, cards under it) per seat, and the deck (its top last; by
    default every other card, in id order, and then the position is checked by
    ``Game.from_dict``; an explicit deck leaves the cards placed nowhere out of the game).
    Other hands are empty."""
    game = new_game(NAMES[:players], 1)
    placed: list[int] = []
    for p in game.players:
        p["hand"], p["known"], p["formulas"], p["points"] = [], [], [], 0
    for seat, cards in (hands or {}).items():
        game.players[seat]["hand"] = sorted(cards)
        placed += cards
    game.piles = {e: [] for e in ELEMENTS}
    for c in piles:
        game.piles[CARDS[c].element].append(c)
        placed.append(c)
    game.apart = sorted(apart)
    placed += apart
    for seat, made in (formulas or {}).items():
        for top, under in made:
            game.players[seat]["formulas"].append({"card": top, "under": list(under)})
            placed += [top, *under]
    if deck is None:
        deck = [c.id for c in CARDS if c.id not in placed]
    game.deck = list(deck)
    game.exhausted = not game.deck
    for seat, value in enumerate(points or []):
        game.players[seat]["points"] = value
    game.current = current
    game.phase = "play"
    game.turn = new_turn()
    game.history = []
    game.events = []
    game._legal = None
    if game.card_census() == Counter(range(len(CARDS))):
        return Game.from_dict(game.to_dict())
    return game  # an explicit deck leaves the other cards out of the game


def play(game: Game, *actions: str) -> Game:
    """Apply actions given as strings."""
    for a in actions:
        game.apply(a)
    return game


def texts(game: Game) -> list[str]:
    """The last action's narration, in English."""
    from potions.practice import describe

    return [m.english() for m in describe(game)]
