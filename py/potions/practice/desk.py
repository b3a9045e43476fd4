"""The Desk of Elements: which elements are present, which cards can be taken, and
putting cards on it (played elements, spells, returned cards).

A pile is a list of card ids, bottom first: its top is the last card. The Supreme cards
lie apart (``State.apart``) and count for each of their three elements.
"""

from __future__ import annotations

from typing import cast

from potions.practice.cards import CARDS, ELEMENTS, Element
from potions.practice.state import State


def pile(game: State, element: str) -> list[int]:
    """The pile of ``element`` (an element id), bottom first."""
    return game.piles[cast(Element, element)]


def present(game: State, element: str) -> bool:
    """Whether ``element`` is on the Desk: its pile, or a Supreme card showing it."""
    if pile(game, element):
        return True
    return any(element in CARDS[c].elements for c in game.apart)


def missing(game: State, elements: tuple[Element, ...]) -> int:
    """How many of ``elements`` are not on the Desk."""
    return sum(1 for e in elements if not present(game, e))


def tops(game: State) -> list[int]:
    """Cards that can be taken from the Desk: the top of every pile and the Supreme cards
    apart (each is a pile of its own), in id order."""
    out = [pile[-1] for pile in game.piles.values() if pile]
    out.extend(game.apart)
    return sorted(out)


def formula_tops(game: State) -> list[int]:
    """Cards on the Desk that show a formula and can be taken (Eureka!, Transformation)."""
    return [c for c in tops(game) if CARDS[c].spell is None]


def on_desk(game: State, card: int) -> bool:
    """Whether ``card`` lies on the Desk (in a pile or apart)."""
    if card in game.apart:
        return True
    return card in game.piles[CARDS[card].element]


def remove(game: State, card: int) -> None:
    """Take ``card`` off the Desk (it is the top of its pile, or apart)."""
    if card in game.apart:
        game.apart.remove(card)
    else:
        game.piles[CARDS[card].element].remove(card)


def put_top(game: State, card: int) -> None:
    """A card on top of its element's pile (a Supreme card: apart)."""
    if CARDS[card].supreme:
        game.apart.append(card)
        game.apart.sort()
    else:
        game.piles[CARDS[card].element].append(card)


def put_bottom(game: State, card: int) -> None:
    """A spell card at the bottom of its element's pile."""
    game.piles[CARDS[card].element].insert(0, card)


def twin(a: int, b: int) -> bool:
    """Whether two cards are interchangeable on a pile: same formula, same element."""
    x, y = CARDS[a], CARDS[b]
    return x.name == y.name and x.elements == y.elements


def choices(pending: list[int]) -> list[int]:
    """Returned cards the player may stack next: one of each kind of card (twins are
    interchangeable), in id order."""
    out: list[int] = []
    for c in sorted(pending):
        if not any(twin(c, o) for o in out):
            out.append(c)
    return out


def return_cards(game: State, cards: list[int]) -> list[int]:
    """Return ``cards`` to the Desk at once, for no points. Spells go to the bottom of their
    piles and Supreme cards apart; a card alone of its element (or with twins only) goes on
    top. Returns the cards whose order the player must choose: the rest of each element's
    group of two or more different cards."""
    pending: list[int] = []
    groups: dict[str, list[int]] = {}
    for c in sorted(cards):
        card = CARDS[c]
        if card.supreme:
            put_top(game, c)
        elif card.spell is not None:
            put_bottom(game, c)
        else:
            groups.setdefault(card.element, []).append(c)
    for element in ELEMENTS:
        group = groups.get(element)
        if not group:
            continue
        if len(choices(group)) == 1:
            game.piles[element].extend(group)
        else:
            pending.extend(group)
    return pending


def settle(game: State, pending: list[int]) -> None:
    """Put on their piles the pending cards whose order no longer matters (the last card of
    an element, or twins only); ``pending`` is updated in place."""
    by_element: dict[str, list[int]] = {}
    for c in pending:
        by_element.setdefault(CARDS[c].element, []).append(c)
    for element, group in by_element.items():
        if len(choices(group)) == 1:
            pile(game, element).extend(sorted(group))
            for c in group:
                pending.remove(c)
