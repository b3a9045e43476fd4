"""Building exact positions of Potion Dice for tests."""

from __future__ import annotations

from potions.core.rng import Pcg32
from potions.dice import CARDS, Game, new_game
from potions.dice.state import Space
from potions.dice.turn import settle_prep

NAMES = ["Ann", "Bob", "Cy", "Di"]


class Rigged(Pcg32):
    """A generator whose next die rolls are given (then it goes on at random)."""

    __slots__ = ("faces",)

    def __init__(self, faces: list[int], state: int = 12345) -> None:
        super().__init__(state)
        self.faces = list(faces)

    def below(self, n: int) -> int:
        if n == 6 and self.faces:
            return self.faces.pop(0) - 1
        return super().below(n)

    def copy(self) -> Pcg32:
        return Rigged(self.faces, self.state)


def after_draft(players: int = 2, seed: int = 1) -> Game:
    """A game just after the starting draft (each seat takes the first card offered)."""
    game = new_game(NAMES[:players], seed)
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    return game


def card_of(kind: str, size: int | None = None, star: bool = False, copy: int = 0) -> int:
    """Id of a card of ``kind`` (with ``size`` dice; a starting potion if ``star``)."""
    ids = [
        c.id
        for c in CARDS
        if c.type == kind and c.star == star and (size is None or len(c.recipe) == size)
    ]
    return ids[copy]


def space(card: int, dice: list[int] | None = None, virtual: list[int] | None = None) -> Space:
    """A potion space holding ``card`` and dice."""
    return {"card": card, "dice": sorted(dice or []), "virtual": sorted(virtual or [])}


def lay_out(
    game: Game,
    seat: int,
    spaces: list[Space | None] | None = None,
    reserve: list[int] | None = None,
    potions: list[tuple[int, bool]] | None = None,
) -> Game:
    """Give ``seat`` these spaces, reserve and finished potions (card, full); the cards
    come out of wherever they were, the seat's other dice go to its preparation table."""
    moved = [s["card"] for s in spaces or [] if s is not None] + [c for c, _ in potions or []]
    for c in moved:
        _take_out(game, c)
    p = game.players[seat]
    if spaces is not None:
        p["spaces"] = list(spaces)
    if reserve is not None:
        p["reserve"] = sorted(reserve)
    if potions is not None:
        p["potions"] = [{"card": c, "full": full} for c, full in potions]
    return rebalance(game)


def _take_out(game: Game, card: int) -> None:
    for row in (game.deck, game.starters, game.offer):
        if card in row:
            row.remove(card)
    if card in game.market:
        i = game.market.index(card)
        if game.deck:
            game.market[i] = game.deck.pop(0)
        else:
            del game.market[i]
    for p in game.players:
        p["spaces"] = [None if s is not None and s["card"] == card else s for s in p["spaces"]]
        p["potions"] = [x for x in p["potions"] if x["card"] != card]


def rebalance(game: Game) -> Game:
    """Every seat's preparation table holds what its other dice leave of its 15 (the
    current seat's dice in play this turn counted; at the start of its turn they are
    its free dice)."""
    for seat, p in enumerate(game.players):
        held = len(p["reserve"]) + sum(len(s["dice"]) for s in p["spaces"] if s is not None)
        t = game.turn
        if seat == game.current and game.phase == "play" and t["stage"] == "start":
            assert held <= 15, "too many dice in the position"
            t["free"] = 15 - held
            p["table"] = 0
            continue
        if seat == game.current and game.phase == "play":
            held += t["free"] + len(t["roll"]) + len(t["ready"])
        assert held <= 15, "too many dice in the position"
        p["table"] = 15 - held
    game._legal = None
    return game


def at_prep(game: Game, roll: list[int], ready: list[int] | None = None) -> Game:
    """The current seat has rolled ``roll`` (and set ``ready`` aside before)."""
    t = game.turn
    t["stage"] = "prep"
    t["free"] = 0
    t["roll"] = list(roll)
    t["ready"] = sorted(ready or [])
    rebalance(game)
    settle_prep(game)
    return game


def at_work(game: Game, ready: list[int], leftover: int | None = None) -> Game:
    """The current seat is at the work table with these ingredients; ``leftover`` of the
    dice on its preparation table were left over by the rolling (None: all of them, as if
    no 6 was rolled)."""
    t = game.turn
    t["stage"] = "work"
    t["free"] = 0
    t["roll"] = []
    t["ready"] = sorted(ready)
    rebalance(game)
    table = game.players[game.current]["table"]
    t["leftover"] = table if leftover is None else leftover
    return game


def rig(game: Game, faces: list[int]) -> Game:
    """The next die rolls of the game."""
    game.rng = Rigged(faces, game.rng.state)
    return game


def strings(game: Game) -> list[str]:
    """The legal actions as strings."""
    return [str(a) for a in game.legal_actions()]
