"""A turn of Glastonbury: moving the pawn, taking a card, the spells, turning over a new
card, passing to the next player.

Functions here change a :class:`~potions.glastonbury.state.State` for an action already
known to be legal, and record what happened with ``State.emit``. The end of the game is
in :mod:`potions.glastonbury.ending`.
"""

from __future__ import annotations

from potions.glastonbury.components import (
    ACCIO,
    CAULDRON_VALUE,
    CORNER_PLACES,
    DECLINATIO,
    IMMUTO,
    LINE_AT,
    LINES,
    PERLUCEO,
    PLACES,
    SPELL_USES,
    VANESCO,
    goes_in_cauldron,
    value_of,
)
from potions.glastonbury.ending import finish, line_emptied
from potions.glastonbury.state import State, log_entry

ACTS_AT_ONCE = (VANESCO, PERLUCEO)
"""Spells that act when taken: Accio and Declinatio may not take them (one spell a turn)."""


def move_value(game: State, seat: int) -> int:
    """How far ``seat``'s pawn moves: the number on the top card of the cauldron (the
    Cauldron card's 2 when it is empty). An Immuto on top (0) keeps the pawn beside its
    line; beside a corner (after a Vanesco) the pawn moves by the first card under the
    Immuto cards instead."""
    cauldron = game.players[seat]["cauldron"]
    if not cauldron:
        return CAULDRON_VALUE
    if cauldron[-1] != IMMUTO:
        return value_of(cauldron[-1])
    if game.players[seat]["pawn"] not in CORNER_PLACES:
        return 0
    below = [c for c in cauldron if c != IMMUTO]
    return value_of(below[-1]) if below else CAULDRON_VALUE


def line_cells(game: State, place: int) -> list[int]:
    """Cells holding a card in the line beside ``place`` (row-major; none at a corner)."""
    line = LINE_AT[place]
    if line is None:
        return []
    return [c for c in LINES[line] if game.table[c] is not None]


def only_spells_acting_at_once(game: State, place: int) -> bool:
    """The line beside ``place`` holds only Vanesco and Perluceo cards (and at least one)."""
    cells = line_cells(game, place)
    return bool(cells) and all(game.table[c] in ACTS_AT_ONCE for c in cells)


def _move(game: State, seat: int, steps: int, event: str) -> None:
    player = game.players[seat]
    start = player["pawn"]
    player["pawn"] = (start + steps) % PLACES
    game.emit(
        event, seat, start=start, to=player["pawn"], steps=steps, line=LINE_AT[player["pawn"]]
    )


def begin(game: State, seat: int) -> None:
    """Begin ``seat``'s turn: move the pawn; beside a corner without a Declinatio spell
    the turn ends at once and the next player begins."""
    n = len(game.players)
    for _ in range(2 * n + 1):
        game.current = seat
        game.spell_used = False
        _move(game, seat, move_value(game, seat), "move")
        player = game.players[seat]
        if player["pawn"] not in CORNER_PLACES:
            game.phase = "take"
            return
        if player["declinatio"]:
            game.phase = "corner"
            return
        game.emit("stuck", seat, place=player["pawn"])
        game.turns += 1
        seat = (seat + 1) % n
    raise AssertionError("a pawn beside a corner always moves to a line next time")


def end_turn(game: State) -> None:
    """Pass to the next player."""
    game.turns += 1
    begin(game, (game.current + 1) % len(game.players))


def _spend(held: list[int]) -> bool:
    """Use one charge of a spell kept in front (the card with fewest uses left first, so
    as few cards as possible count as used); True if that card is now used up."""
    i = held.index(min(held))
    held[i] -= 1
    if held[i] == 0:
        del held[i]
        return True
    return False


def refill(game: State, cell: int) -> None:
    """Turn over the top card of the draw pile onto ``cell`` while the pile lasts."""
    if not game.pile:
        return
    card = game.pile.pop(0)
    game.known = min(game.known, len(game.pile))
    game.table[cell] = card
    game.revealed = True
    game.emit("turned", game.current, cell=cell, card=card)
    if not game.pile:
        game.emit("pile_empty", game.current)


def vanesco(game: State, seat: int) -> None:
    """Every other player's top card goes to the bottom of the draw pile (out of the game
    once the pile is used up), in turn order from the next player."""
    n = len(game.players)
    to_pile = bool(game.pile)
    removed = []
    for k in range(1, n):
        victim = (seat + k) % n
        cauldron = game.players[victim]["cauldron"]
        if not cauldron:
            continue
        card = cauldron.pop()
        removed.append([victim, card])
        game.revealed = True
        if to_pile:
            game.pile.append(card)
            game.known += 1
        else:
            game.out.append(card)
        game.log.append(log_entry("to_pile" if to_pile else "out", victim, card))
    game.emit("vanesco", seat, removed=removed, to="pile" if to_pile else "out")


def take(game: State, cell: int, how: str) -> None:
    """Take the card at ``cell`` (``how``: "take" from the line, or "accio"): it goes on
    the cauldron, in front of the player, or acts at once; then a new card is turned
    over, and the game ends if a line is empty."""
    seat = game.current
    player = game.players[seat]
    card = game.table[cell]
    assert card is not None
    game.table[cell] = None
    if how == "accio":
        if _spend(player["accio"]):
            player["spent"].append("accio")
        game.spell_used = True
    game.log.append(log_entry(how, seat, card))
    game.emit("take", seat, card=card, cell=cell, how=how)
    if goes_in_cauldron(card):
        player["cauldron"].append(card)
    elif card == ACCIO:
        player["accio"].append(SPELL_USES["accio"])
    elif card == DECLINATIO:
        player["declinatio"].append(SPELL_USES["declinatio"])
    elif card == VANESCO:
        vanesco(game, seat)
        player["spent"].append("vanesco")
    else:
        player["spent"].append("perluceo")
    refill(game, cell)
    line = line_emptied(game)
    if line is not None:
        game.emit("line_empty", seat, line=line)
        if goes_in_cauldron(card):
            game.phase = "last"
            return
        finish(game, seat)
        return
    if card == PERLUCEO:
        game.phase = "peek"
        game.revealed = True
        game.emit("perluceo", seat, size=len(player["cauldron"]))
        return
    end_turn(game)


def declinatio(game: State) -> None:
    """Beside a corner: move again by the same number. Beside a line of only Vanesco and
    Perluceo cards (which may not be taken after a spell) the game ends at once."""
    seat = game.current
    player = game.players[seat]
    if _spend(player["declinatio"]):
        player["spent"].append("declinatio")
    game.spell_used = True
    _move(game, seat, move_value(game, seat), "declinatio")
    if only_spells_acting_at_once(game, player["pawn"]):
        game.emit("declinatio_end", seat, line=LINE_AT[player["pawn"]])
        finish(game, seat)
        return
    game.phase = "take"


def pass_(game: State) -> None:
    """Beside a corner, keep the Declinatio spell: the turn ends without a card."""
    game.emit("pass", game.current, place=game.players[game.current]["pawn"])
    end_turn(game)


def close(game: State) -> None:
    """Perluceo: stop looking through the cauldron; the turn ends."""
    game.emit("close", game.current)
    end_turn(game)


def keep(game: State) -> None:
    """The last card stays on the cauldron; the game ends."""
    seat = game.current
    game.emit("keep", seat, card=game.players[seat]["cauldron"][-1])
    finish(game, seat)


def discard(game: State) -> None:
    """The last card leaves the game instead; the game ends."""
    seat = game.current
    card = game.players[seat]["cauldron"].pop()
    game.out.append(card)
    game.log.append(log_entry("discard", seat, card))
    game.emit("discard", seat, card=card)
    finish(game, seat)
