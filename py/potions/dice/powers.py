"""The potions' powers: using a potion, then choosing its targets one click at a time.

``use ID`` empties the bottle and, for every power, opens a choice of targets (the
``power`` of the turn); the target actions below complete it. ``cancel`` refills the
bottle while no target has been chosen. Magical Refill cannot fill a Magical Refill (two
of them would otherwise fill each other for ever).
"""

from __future__ import annotations

from potions.dice.cards import CARDS, LOVE_DICE, REROLL_DICE, SPACES
from potions.dice.state import State
from potions.dice.targets import love_targets
from potions.dice.turn import put, roll_dice, settle_prep


def use(game: State, card: int) -> None:
    """Start using finished potion ``card``: its bottle is now empty."""
    seat = game.current
    potion = next(p for p in game.players[seat]["potions"] if p["card"] == card)
    potion["full"] = False
    game.turn["power"] = {"card": card, "picked": [], "seat": None}
    game.emit("use", seat, card=card, kind=CARDS[card].type)


def cancel(game: State) -> None:
    """Put the potion back, full, before any target was chosen."""
    power = game.turn["power"]
    assert power is not None
    seat = game.current
    potion = next(p for p in game.players[seat]["potions"] if p["card"] == power["card"])
    potion["full"] = True
    game.turn["power"] = None
    game.emit("cancel", seat, card=power["card"])


def _done(game: State) -> None:
    game.turn["power"] = None
    if game.turn["stage"] == "prep":
        settle_prep(game)


def kind(game: State) -> str:
    """The type of the potion being used."""
    power = game.turn["power"]
    assert power is not None
    return CARDS[power["card"]].type


# ------------------------------------------------------------------- targets


def pick(game: State, value: int) -> None:
    """Reroll: choose a die of the roll (the second one rerolls at once);
    Number Changer: choose the ingredient die to change."""
    power = game.turn["power"]
    assert power is not None
    power["picked"].append(value)
    if kind(game) == "reroll" and len(power["picked"]) >= min(REROLL_DICE, len(game.turn["roll"])):
        _reroll(game)


def _reroll(game: State) -> None:
    power = game.turn["power"]
    assert power is not None
    dice = game.turn["roll"]
    for v in power["picked"]:
        dice.remove(v)
    new = roll_dice(game, len(power["picked"]))
    dice.extend(new)
    game.emit("reroll", game.current, old=list(power["picked"]), new=new, dice=list(dice))
    _done(game)


def done(game: State) -> None:
    """Stop choosing: Reroll rerolls the one die chosen; Blind Love keeps one die."""
    if kind(game) == "reroll":
        _reroll(game)
    else:
        _done(game)


def number(game: State, value: int) -> None:
    """Resurrection: the number a 6 becomes; Number Changer: the die's new number."""
    power = game.turn["power"]
    assert power is not None
    seat = game.current
    turn = game.turn
    if kind(game) == "resurrection":
        player = game.players[seat]
        if player["table"] > 0:
            player["table"] -= 1
        else:
            turn["roll"].remove(6)
        new_row = value not in turn["ready"]
        turn["ready"] = sorted([*turn["ready"], value])
        game.emit("resurrect", seat, value=value, new_row=new_row)
    else:
        old = power["picked"][0]
        turn["ready"].remove(old)
        turn["ready"] = sorted([*turn["ready"], value])
        game.emit("change", seat, old=old, new=value)
    _done(game)


def borrow(game: State, seat: int, value: int) -> None:
    """Blind Love: a die of ``seat``'s reserve joins the free dice (owed back at the end)."""
    power = game.turn["power"]
    assert power is not None
    game.players[seat]["reserve"].remove(value)
    game.turn["free"] += 1
    power["seat"] = seat
    power["picked"].append(value)
    loans = game.turn["loans"]
    # One loan per potion: a second Blind Love on the same player is a loan of its own
    # (a loan holds at most LOVE_DICE dice; merged, two potions' loans broke that bound).
    if len(power["picked"]) == 1:
        loans.append({"seat": seat, "dice": 1, "to_reserve": True})
    else:
        loans[-1]["dice"] += 1
    game.emit("borrow", game.current, victim=seat, value=value)
    if len(power["picked"]) >= LOVE_DICE or not love_targets(game, seat):
        _done(game)


def potion(game: State, space: int) -> None:
    """Virtual Die: the potion the virtual die goes on."""
    power = game.turn["power"]
    assert power is not None
    face = CARDS[power["card"]].face
    assert face is not None
    game.turn["power"] = None
    put(game, game.current, space, face, virtual=True)


def snatch(game: State, seat: int, place: int, value: int) -> None:
    """Trick: a die of an opponent's potion (place 0-1) or reserve (place 2) becomes an
    ingredient; a die goes back to that player's preparation table at the end of the turn."""
    other = game.players[seat]
    if place == SPACES:
        other["reserve"].remove(value)
        card = None
    else:
        space = other["spaces"][place]
        assert space is not None
        space["dice"].remove(value)
        card = space["card"]
    turn = game.turn
    turn["ready"] = sorted([*turn["ready"], value])
    turn["loans"].append({"seat": seat, "dice": 1, "to_reserve": False})
    game.emit("snatch", game.current, victim=seat, value=value, card=card)
    _done(game)


def refill(game: State, card: int) -> None:
    """Magical Refill: ``card`` (an empty potion) is full again."""
    target = next(p for p in game.players[game.current]["potions"] if p["card"] == card)
    target["full"] = True
    game.emit("refill", game.current, card=card)
    _done(game)
