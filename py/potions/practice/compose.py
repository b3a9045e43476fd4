"""Which cards can serve as the components of a formula.

A component is one of (see :class:`~potions.practice.cards.Need`):

- an element: the top card of that element's pile on the Desk, or a Supreme card lying
  apart that shows it (used as that ONE element);
- a formula of a given name, or of a given kind: a formula already composed by any
  player (always used as a formula, never as its element).

Components are chosen in the order of the card's components. :func:`options` lists the
cards that can fill the next one such that the rest can still be filled, so a formula that
was started can always be finished.
"""

from __future__ import annotations

from collections.abc import Iterator

from potions.practice.cards import CARDS, Need
from potions.practice.desk import pile
from potions.practice.state import State


def composed(game: State) -> Iterator[tuple[int, int]]:
    """(owner seat, formula card) of every composed formula, seat by seat."""
    for seat, p in enumerate(game.players):
        for f in p["formulas"]:
            yield seat, f["card"]


def owner_of(game: State, card: int) -> int | None:
    """The seat that composed formula ``card``, or None if it is not a composed formula."""
    for seat, c in composed(game):
        if c == card:
            return seat
    return None


def candidates(game: State, need: Need, used: list[int]) -> list[int]:
    """Cards that can fill ``need``, leaving out the cards in ``used``."""
    if need.key == "element":
        out = []
        for c in reversed(pile(game, need.what)):
            if c not in used:
                out.append(c)
                break
        out.extend(c for c in game.apart if c not in used and need.what in CARDS[c].elements)
        return out
    if need.key == "formula":
        return [c for _, c in composed(game) if c not in used and CARDS[c].name == need.what]
    return [c for _, c in composed(game) if c not in used and CARDS[c].kind == need.what]


def completable(game: State, needs: tuple[Need, ...], used: list[int]) -> bool:
    """Whether ``needs`` can all be filled with cards not in ``used``."""
    if not needs:
        return True
    return any(completable(game, needs[1:], [*used, c]) for c in candidates(game, needs[0], used))


def options(game: State, card: int, chosen: list[int]) -> list[int]:
    """Cards that can fill the next component of ``card`` after ``chosen``, such that the
    remaining components can still be filled; in id order."""
    needs = CARDS[card].needs
    i = len(chosen)
    if i >= len(needs):
        return []
    return sorted(
        c
        for c in candidates(game, needs[i], chosen)
        if completable(game, needs[i + 1 :], [*chosen, c])
    )


def completions(game: State, card: int, chosen: list[int]) -> list[tuple[int, ...]]:
    """Every way to fill the remaining components of ``card`` after ``chosen``."""
    needs = CARDS[card].needs

    def fill(i: int, used: list[int]) -> list[tuple[int, ...]]:
        if i == len(needs):
            return [()]
        return [
            (c, *rest) for c in candidates(game, needs[i], used) for rest in fill(i + 1, [*used, c])
        ]

    return fill(len(chosen), list(chosen))


def forced(game: State, card: int, chosen: list[int]) -> tuple[int, ...] | None:
    """The remaining components of ``card`` when only one set of cards can fill them (in
    whatever order: two Great Elixirs for the Supreme Elixir are one choice), else None."""
    ways = completions(game, card, chosen)
    if ways and len({frozenset(w) for w in ways}) == 1:
        return ways[0]
    return None


def can_compose(game: State, card: int) -> bool:
    """Whether formula ``card`` can be composed now from the table."""
    needs = CARDS[card].needs
    return bool(needs) and completable(game, needs, [])
