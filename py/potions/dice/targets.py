"""What the dice and potions on the table allow: what a potion still needs, which potions
can be used now, and the targets of a power being used.

Only questions, no changes: the rules (:mod:`.turn`, :mod:`.powers`), the legal-action
generator, the explanations of illegal actions and the computer opponents ask them.
"""

from __future__ import annotations

from potions.dice.cards import CARDS, NEEDS, REROLL_DICE, SPACES, VALUES
from potions.dice.state import Potion, Space, State


def missing(space: Space, value: int) -> int:
    """Dice of ``value`` the potion on ``space`` still needs."""
    need = NEEDS[space["card"]][value] if 0 <= value <= 5 else 0
    return need - space["dice"].count(value) - space["virtual"].count(value)


def remaining(space: Space) -> int:
    """Dice the potion on ``space`` still needs, all numbers together."""
    return len(CARDS[space["card"]].recipe) - len(space["dice"]) - len(space["virtual"])


def needing(game: State, seat: int, value: int) -> list[int]:
    """Spaces of ``seat`` whose potion still needs a die of ``value``."""
    spaces = game.players[seat]["spaces"]
    return [i for i in range(SPACES) if (s := spaces[i]) is not None and missing(s, value) > 0]


def choosable(game: State) -> list[int]:
    """Numbers of the latest roll that can be set aside (not chosen yet this turn)."""
    chosen = game.turn["ready"]
    roll = game.turn["roll"]
    return [v for v in VALUES if v in roll and v not in chosen]


LITTLE_HELP_LEFTOVERS = 2
"""The rules version from which the Little Help turns only a die the rolling left over
(ruling 12): not a 6 rolled this turn ("cannot be used in the rest of the round, unless
explicitly allowed by a potion") nor a die of a potion finished this turn (ruling 11).
Under the first rules it turned any die of the preparation table."""


def little_help_dice(game: State) -> int:
    """How many dice the Little Help may turn now (its one home: the generator and the
    refusal both ask it; whether it was used this round is asked apart)."""
    if game.config["rules"] >= LITTLE_HELP_LEFTOVERS:
        return game.turn["leftover"]
    return game.players[game.current]["table"]


def sixes_available(game: State) -> bool:
    """Whether a 6 rolled this turn lies on the preparation table (for Resurrection)."""
    return game.players[game.current]["table"] > 0 or 6 in game.turn["roll"]


# ------------------------------------------------------------------ using potions


def _rerollable(game: State) -> bool:
    ready = game.turn["ready"]
    return bool(game.turn["roll"]) and any(v not in ready for v in VALUES)


def can_use(game: State, potion: Potion) -> bool:
    """Whether the current player can start using ``potion`` now (a full bottle whose power
    fits this moment of the turn and has a target)."""
    if not potion["full"] or game.turn["power"] is not None:
        return False
    return power_fits(game, CARDS[potion["card"]].type, potion["card"])


def power_fits(game: State, kind: str, card: int) -> bool:
    """Whether a power of ``kind`` (on card ``card``) can be used at this moment."""
    stage = game.turn["stage"]
    seat = game.current
    if kind == "refill":
        return stage in ("start", "prep", "work") and bool(refill_targets(game, card))
    if stage == "start":
        return kind == "love" and bool(love_targets(game, None))
    if stage == "prep":
        if kind == "reroll":
            return _rerollable(game)
        return kind == "resurrection" and sixes_available(game)
    if stage == "work":
        if kind == "changer":
            return bool(game.turn["ready"])
        if kind == "virtual":
            return bool(virtual_targets(game, seat, card))
        return kind == "trick" and bool(trick_targets(game))
    return False


def could_change_roll(game: State) -> bool:
    """Whether a potion could still change a roll that offers no number to set aside:
    a Reroll or a Resurrection ready to use, or a Magical Refill that could fill one."""
    player = game.players[game.current]
    ready: set[str] = set()
    empty: set[str] = set()
    refill = False
    for potion in player["potions"]:
        kind = CARDS[potion["card"]].type
        if kind == "refill" and potion["full"]:
            refill = True
        elif kind in ("reroll", "resurrection"):
            (ready if potion["full"] else empty).add(kind)
    if refill:
        ready |= empty
    return ("reroll" in ready and _rerollable(game)) or (
        "resurrection" in ready and sixes_available(game)
    )


def refill_targets(game: State, card: int) -> list[int]:
    """Empty potions of the current player that a Magical Refill (``card``) can fill."""
    return [
        p["card"]
        for p in game.players[game.current]["potions"]
        if not p["full"] and p["card"] != card and CARDS[p["card"]].type != "refill"
    ]


def love_targets(game: State, seat: int | None) -> list[tuple[int, int]]:
    """(seat, value) of the reserve dice Blind Love can take (from ``seat`` once chosen)."""
    out: list[tuple[int, int]] = []
    for q, player in enumerate(game.players):
        if q == game.current or (seat is not None and q != seat):
            continue
        out.extend((q, v) for v in sorted(set(player["reserve"])))
    return out


def virtual_targets(game: State, seat: int, card: int) -> list[int]:
    """Spaces of ``seat`` whose potion lacks exactly one die of the Virtual Die's number."""
    face = CARDS[card].face
    spaces = game.players[seat]["spaces"]
    return [i for i in range(SPACES) if (s := spaces[i]) is not None and missing(s, face or 0) == 1]


def trick_targets(game: State) -> list[tuple[int, int, int]]:
    """(seat, place, value) of every die Trick can take: place 0-1 a potion space of an
    opponent, 2 its reserve."""
    out: list[tuple[int, int, int]] = []
    for q, player in enumerate(game.players):
        if q == game.current:
            continue
        for i, space in enumerate(player["spaces"]):
            if space is not None:
                out.extend((q, i, v) for v in sorted(set(space["dice"])))
        out.extend((q, SPACES, v) for v in sorted(set(player["reserve"])))
    return out


def reroll_picks(game: State) -> list[int]:
    """Dice values of the roll that Reroll can still pick."""
    power = game.turn["power"]
    picked = power["picked"] if power else []
    roll = game.turn["roll"]
    if len(picked) >= REROLL_DICE:
        return []
    return [v for v in range(1, 7) if roll.count(v) > picked.count(v)]
