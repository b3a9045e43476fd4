"""A turn of Potion Dice: the draft, the preparation table, the work table, the end of the
turn (reserve, debts, awards, new potions) and the end of the game.

Functions here change a :class:`~potions.dice.state.State` for an action already known to
be legal, and record what happened with ``State.emit``. Every die roll is drawn from the
state's generator here. The potions' powers are in :mod:`potions.dice.powers`.
"""

from __future__ import annotations

from potions.dice.cards import CARDS, MARKET_SIZE, RESERVE_SIZE, ROUNDS, VALUES
from potions.dice.scoring import check_awards, scores
from potions.dice.state import State, new_turn
from potions.dice.targets import LITTLE_HELP_LEFTOVERS, choosable, could_change_roll, remaining


def roll_dice(game: State, n: int) -> list[int]:
    """``n`` dice rolled with the game's generator, in the order rolled."""
    return [game.rng.below(6) + 1 for _ in range(n)]


# ------------------------------------------------------------------ the draft


def take_card(game: State, seat: int, card: int) -> None:
    """Put ``card`` on the first empty potion space of ``seat``."""
    spaces = game.players[seat]["spaces"]
    spaces[spaces.index(None)] = {"card": card, "dice": [], "virtual": []}


def draft(game: State, card: int) -> None:
    """Take a starting potion; the row is refilled to 4. After the last choice the starting
    potions leave the game, the market is laid out and the first turn begins."""
    seat = game.current
    i = game.offer.index(card)
    take_card(game, seat, card)
    if game.starters:
        game.offer[i] = game.starters.pop()
    else:
        del game.offer[i]
    game.emit("draft", seat, card=card)
    game.draft_queue.pop(0)
    if game.draft_queue:
        game.current = game.draft_queue[0]
        return
    game.offer = []
    game.starters = []
    game.market = [game.deck.pop() for _ in range(min(MARKET_SIZE, len(game.deck)))]
    game.phase = "play"
    game.current = 0
    begin_turn(game)


def begin_turn(game: State) -> None:
    """The current seat's turn begins: the dice on its preparation table are free."""
    player = game.players[game.current]
    game.turn = new_turn(player["table"])
    player["table"] = 0
    game.emit("turn", game.current, round=game.round)


# ------------------------------------------------------------- the free dice


def free(game: State, value: int) -> None:
    """A reserve die joins the free dice."""
    player = game.players[game.current]
    player["reserve"].remove(value)
    game.turn["free"] += 1
    game.emit("free", game.current, value=value)


def lift(game: State, space: int, value: int) -> None:
    """A die taken back from a potion joins the free dice."""
    s = game.players[game.current]["spaces"][space]
    assert s is not None
    s["dice"].remove(value)
    game.turn["free"] += 1
    game.emit("lift", game.current, value=value, card=s["card"])


def roll(game: State) -> None:
    """Roll every free die: the first roll of the turn."""
    turn = game.turn
    turn["stage"] = "prep"
    turn["roll"] = roll_dice(game, turn["free"])
    turn["free"] = 0
    game.emit("roll", game.current, dice=list(turn["roll"]))
    settle_prep(game)


# ------------------------------------------------------ the preparation table


def choose(game: State, value: int) -> None:
    """Set aside every die showing ``value``; the 6s go to the table; the rest is rolled
    again while a number can still be chosen."""
    seat = game.current
    turn = game.turn
    rolled = turn["roll"]
    count = rolled.count(value)
    sixes = rolled.count(6)
    turn["ready"] = sorted(turn["ready"] + [value] * count)
    game.players[seat]["table"] += sixes
    rest = [d for d in rolled if d != value and d != 6]
    game.emit("choose", seat, value=value, count=count, dice=list(rolled), sixes=sixes)
    if rest and any(v not in turn["ready"] for v in VALUES):
        rest = roll_dice(game, len(rest))
        game.emit("roll", seat, dice=list(rest))
    turn["roll"] = rest
    settle_prep(game)


def settle_prep(game: State) -> None:
    """After a roll changed: wait for a choice, or for a potion that could still change a
    roll offering nothing; otherwise the preparation ends."""
    if game.turn["power"] is not None or choosable(game) or could_change_roll(game):
        return
    end_prep(game)


def stop(game: State) -> None:
    """Accept a roll that offers no number (instead of using a potion on it)."""
    end_prep(game)


def end_prep(game: State) -> None:
    """The rolling is over: the dice left join the 6s; the set-aside dice and the reserve
    are the ingredients of the work table."""
    seat = game.current
    player = game.players[seat]
    turn = game.turn
    left = turn["roll"]
    reason = "all" if all(v in turn["ready"] for v in VALUES) else "stuck" if left else "empty"
    game.emit("prep_end", seat, dice=list(left), ready=list(turn["ready"]), reason=reason)
    player["table"] += len(left)
    if game.config["rules"] >= LITTLE_HELP_LEFTOVERS:
        # A roll that offered no new number still shows its 6s: they are no leftovers.
        turn["leftover"] = sum(1 for d in left if d != 6)
    turn["roll"] = []
    turn["ready"] = sorted(turn["ready"] + player["reserve"])
    player["reserve"] = []
    turn["stage"] = "work"


# --------------------------------------------------------------- the work table


def put(game: State, seat: int, space: int, value: int, virtual: bool = False) -> None:
    """A die (or a virtual die) of ``value`` on a potion; a potion with all its dice is
    finished: it is set aside full, its dice go back to the preparation table."""
    player = game.players[seat]
    s = player["spaces"][space]
    assert s is not None
    if virtual:
        s["virtual"] = sorted([*s["virtual"], value])
    else:
        s["dice"] = sorted([*s["dice"], value])
    game.emit("place", seat, value=value, card=s["card"], virtual=virtual)
    if remaining(s) == 0:
        player["table"] += len(s["dice"])
        player["spaces"][space] = None
        player["potions"].append({"card": s["card"], "full": True})
        game.emit("finish", seat, card=s["card"], points=CARDS[s["card"]].points)


def place(game: State, value: int, space: int) -> None:
    """An ingredient die on a potion."""
    game.turn["ready"].remove(value)
    put(game, game.current, space, value)


def help_(game: State, value: int, space: int) -> None:
    """The Little Help: a die the rolling left over (under the first rules: any die of the
    preparation table) turned to ``value`` and placed."""
    seat = game.current
    player = game.players[seat]
    player["table"] -= 1
    if game.turn["leftover"]:
        game.turn["leftover"] -= 1
    player["helps"] += 1
    game.turn["helped"] = True
    game.emit("help", seat, value=value)
    put(game, seat, space, value)


# ---------------------------------------------------------------- end of turn


def end_work(game: State) -> None:
    """The work is done: the leftover ingredients go to the reserve (the player chooses
    when more than 3 are left)."""
    game.emit("end", game.current)
    game.turn["stage"] = "keep"
    game.turn["leftover"] = 0
    settle_keep(game)


def keep(game: State, value: int) -> None:
    """A leftover ingredient goes to the reserve."""
    player = game.players[game.current]
    game.turn["ready"].remove(value)
    player["reserve"] = sorted([*player["reserve"], value])
    settle_keep(game)


def settle_keep(game: State) -> None:
    """Fill the reserve without asking when there is no choice, then finish the turn."""
    player = game.players[game.current]
    ready = game.turn["ready"]
    room = RESERVE_SIZE - len(player["reserve"])
    if ready and room > 0 and (len(ready) > room and len(set(ready)) > 1):
        return
    kept = ready[:room]
    player["reserve"] = sorted(player["reserve"] + kept)
    player["table"] += len(ready) - len(kept)
    game.emit("reserve", game.current, dice=list(player["reserve"]), left=len(ready) - len(kept))
    game.turn["ready"] = []
    after_keep(game)


def _give(game: State, seat: int, n: int) -> None:
    """Take ``n`` dice from ``seat``: its preparation table first, then its lowest reserve
    dice (two unfinished potions hold at most 14 dice, 7 each, so enough are always
    there)."""
    player = game.players[seat]
    from_table = min(n, player["table"])
    player["table"] -= from_table
    for _ in range(n - from_table):
        player["reserve"].pop(0)


def after_keep(game: State) -> None:
    """Give back what Blind Love and Trick took, check the awards, then take new potions."""
    seat = game.current
    for loan in game.turn["loans"]:
        _give(game, seat, loan["dice"])
        other = game.players[loan["seat"]]
        if loan["to_reserve"]:
            # Rolled again into the reserve; a 6 is never an ingredient: it goes to the
            # preparation table like every 6.
            dice = roll_dice(game, loan["dice"])
            kept = [d for d in dice if d != 6]
            other["reserve"] = sorted(other["reserve"] + kept)
            other["table"] += len(dice) - len(kept)
            game.emit("repay", seat, to=loan["seat"], dice=dice)
        else:
            other["table"] += loan["dice"]
            game.emit("return", seat, to=loan["seat"], count=loan["dice"])
    game.turn["loans"] = []
    check_awards(game, seat)
    game.turn["stage"] = "market"
    settle_market(game)


def settle_market(game: State) -> None:
    """Wait for a choice while an empty space and potions in the market remain."""
    if None in game.players[game.current]["spaces"] and game.market:
        return
    next_turn(game)


def take(game: State, card: int) -> None:
    """Take a potion of the market onto an empty space; the market is refilled to 4."""
    seat = game.current
    take_card(game, seat, card)
    i = game.market.index(card)
    if game.deck:
        game.market[i] = game.deck.pop()
    else:
        del game.market[i]
    game.emit("take", seat, card=card)
    settle_market(game)


def next_turn(game: State) -> None:
    """The next seat plays; after the last seat, the next round; after round 9, the end."""
    n = len(game.players)
    if game.current == n - 1:
        if game.round == ROUNDS:
            game_over(game)
            return
        game.round += 1
        game.emit("round", 0, round=game.round)
    game.current = (game.current + 1) % n
    begin_turn(game)


def game_over(game: State) -> None:
    """Final scores; the most points wins, equal best scores share the victory."""
    points = scores(game)
    top = max(points)
    game.winner_seats = [i for i, s in enumerate(points) if s == top]
    game.phase = "over"
    game.turn = new_turn()
    game.emit("over", game.winner_seats[0], winners=list(game.winner_seats), scores=points)
