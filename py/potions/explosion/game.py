"""A game of Potion Explosion: the state protocol on top of the declared state.

Every change goes through :meth:`Game.apply`, which accepts only what
:meth:`Game.legal_actions` lists; anything else raises ``IllegalActionError`` and leaves
the game exactly as it was. The rules themselves live in the modules named after the
game's parts: :mod:`.setup` (set-up), :mod:`.turn` (the draft and the turn),
:mod:`.effects` (the potions), :mod:`.ending` (Skill tokens, the end, the tie-breaker).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from potions.core.engine import Parts, Rules, damaged
from potions.core.i18n import Msg
from potions.core.rulesets import marked
from potions.explosion import effects, ending, turn
from potions.explosion.actions import Action, as_action
from potions.explosion.actions import colour_arg as C
from potions.explosion.actions import int_arg as I
from potions.explosion.components import (
    COLOURS,
    LITTLE_HELP_TOKENS,
    MARBLES_PER_COLOUR,
    POOL_SIZE,
    SKILL_TOKENS,
    TILES,
    VISIBLE,
)
from potions.explosion.illegal import refusal
from potions.explosion.legal import generate
from potions.explosion.setup import check_setup, deal
from potions.explosion.state import SCHEMA, Potion, Setup, State
from potions.explosion.view import determinize, view_of

GAME_ID = "explosion"
STATE_VERSION = 3
"""Version of the layout of :meth:`Game.to_dict` (1: the first edition's, 2: Prismatic Joy
as a yes/no; both still read, as games of the first rules). A set-up without a rules
version is of the rules of its layout: 1 for versions 1 and 2, 2 for version 3."""


def new_game(
    players: list[str],
    seed: int,
    kinds: list[str] | None = None,
    countdown: int | None = None,
    rules: int | None = None,
) -> Game:
    """Set up a game: ``players`` names in turn order (the first is the First Player),
    ``seed`` an int, ``kinds`` 6 kind ids or None for a random choice, ``countdown`` the
    Skill tokens of the countdown stack (None: 4/5/6 by player count), ``rules`` the rules
    version (None: the current rules; an older one replays an older game)."""
    game = Game.__new__(Game)
    deal(game, check_setup(players, seed, kinds, countdown, rules))
    game._legal = None
    return game


def _migrate(data: object) -> object:
    """``to_dict`` output of any version as the current version (anything else as it is)."""
    if not isinstance(data, dict):
        return data
    if data.get("game") == "potion-explosion" and data.get("version") == 1:
        state = data.get("state")
        if isinstance(state, dict) and "winners" in state:
            state = {("winner_seats" if k == "winners" else k): v for k, v in state.items()}
        data = {**data, "game": GAME_ID, "version": 2, "state": state}
    if data.get("game") == GAME_ID and data.get("version") == 2:
        state = _prismatic_count(data.get("state"))
        data = marked({**data, "version": 3, "state": state}, 1)
    return marked(data, 2)


def _prismatic_count(state: object) -> object:
    """Version 2 said only whether Prismatic Joy was placing; version 3 counts the marbles
    it may still place. Version 2 games are of the first rules, under which the count
    stays at 3 while Prismatic Joy places (ruling 11)."""
    if not isinstance(state, dict):
        return state
    turn = state.get("turn")
    if not isinstance(turn, dict) or not isinstance(turn.get("prismatic"), bool):
        return state
    return {**state, "turn": {**turn, "prismatic": POOL_SIZE if turn["prismatic"] else 0}}


def _setup(config: Any) -> Setup:
    """The stored set-up, checked as a new game's."""
    return check_setup(
        config["players"], config["seed"], config["kinds"], config["countdown"], config["rules"]
    )


class Game(Rules[Action], State):
    """A game of Potion Explosion. Mutated by :meth:`apply`; :meth:`copy` is cheap."""

    def _play(self, action: Action) -> None:
        before = self.rng.state
        _RULES[action.verb](self, action)
        self.revealed = self.rng.state != before or action.verb == "draw"

    game_id, schema, version = GAME_ID, SCHEMA, STATE_VERSION
    not_this = Msg("This is not a Potion Explosion game.")
    parts = Parts(
        as_action, generate, refusal, ending.scores, view_of, determinize, _setup, _migrate
    )

    def score_of(self, seat: int) -> int:
        """Points of one seat now."""
        return ending.score_of(self, seat)

    # ------------------------------------------------------------- questions

    def marble_census(self) -> dict[str, int]:
        """Marbles of each colour wherever they lie: always 20 of each."""
        count: Counter[str] = Counter(self.tank)
        for track in self.tracks:
            count.update(track)
        count.update(self.turn["hand"])
        for p in self.players:
            count.update(p["pool"])
            count.update(p["tiebreak"])
            for b in p["burners"]:
                if b is not None:
                    count.update(c for c in b["holes"] if c is not None)
        return {c: count[c] for c in COLOURS}

    def tile_census(self) -> dict[str, int]:
        """Where the 64 tiles are: box, reserve, offer, stacks, burners, completed."""
        burners = sum(1 for p in self.players for b in p["burners"] if b is not None)
        return {
            "box": sum(1 for t in TILES if t.kind not in self.kinds),
            "reserve": len(self.reserve),
            "offer": len(self.offer),
            "stacks": sum(len(s) for s in self.stacks),
            "burners": burners,
            "completed": sum(len(p["potions"]) for p in self.players),
        }

    def potion_of(self, seat: int, tile_id: int) -> Potion | None:
        """The completed potion ``tile_id`` of ``seat``, or None."""
        return next((p for p in self.players[seat]["potions"] if p["tile"] == tile_id), None)

    def pickable(self) -> list[tuple[int, int]]:
        """(track, slot) of every marble that can be taken: the bottom 8 of each track."""
        return ending.pickable(self)

    def _check(self) -> None:
        _validate(self)


def _validate(g: Game) -> None:
    """What the declared types cannot say: counts, seats and tiles that fit together."""
    n = len(g.players)
    seats = [g.current, *g.draft_queue, *g.tiebreak_queue, *(g.winner_seats or [])]
    if any(s >= n for s in seats):
        raise damaged(Msg("a seat is out of range"))
    if sorted(g.kinds) != sorted(set(g.kinds)):
        raise damaged(Msg("a potion kind is chosen twice"))
    if g.marble_census() != dict.fromkeys(COLOURS, MARBLES_PER_COLOUR):
        raise damaged(Msg("marbles are missing or extra"))
    placed = list(g.offer) + list(g.reserve) + [t for s in g.stacks for t in s]
    for p in g.players:
        placed += [b["tile"] for b in p["burners"] if b is not None]
        placed += [x["tile"] for x in p["potions"]]
        for b in p["burners"]:
            if b is not None and len(b["holes"]) != len(TILES[b["tile"]].holes):
                raise damaged(Msg("a potion has the wrong number of holes"))
    in_play = sorted(t.id for t in TILES if t.kind in g.kinds)
    if sorted(placed) != in_play:
        raise damaged(Msg("potion tiles are missing or extra"))
    if g.countdown > g.countdown_size:
        raise damaged(Msg("the countdown holds more Skill tokens than it started with"))
    if sum(g.tank.values()) and any(len(t) < VISIBLE for t in g.tracks):
        raise damaged(Msg("a track has room while marbles wait in the tank"))
    if sum(p["helps"] for p in g.players) + g.help_pool != LITTLE_HELP_TOKENS:
        raise damaged(Msg("Little Help tokens are missing or extra"))
    _validate_skill(g)
    if g.turns > len(g.history):
        raise damaged(Msg("more turns were played than the history holds actions"))
    for seat, p in enumerate(g.players):
        if any(b is not None and None not in b["holes"] for b in p["burners"]):
            raise damaged(Msg("a completed potion is still on a burner"))
        if g.phase == "play" and seat != g.current and len(p["pool"]) > POOL_SIZE:
            raise damaged(Msg("a pool holds more than three marbles"))


def _validate_skill(g: Game) -> None:
    """Skill tokens: each won once (three potions of a kind, five kinds), taken from the
    countdown, then the general pool, then beyond it (ruling 14)."""
    for p in g.players:
        done = Counter(TILES[x["tile"]].kind for x in p["potions"])
        kinds = p["skill_kinds"]
        if (
            len(set(kinds)) != len(kinds)
            or any(done[k] < 3 for k in kinds)
            or (p["variety"] and len(done) < 5)
            or p["skill"] != len(kinds) + p["variety"]
        ):
            raise damaged(Msg("a player's Skill tokens do not match their potions"))
    pool = SKILL_TOKENS - g.countdown_size
    taken = g.countdown_size - g.countdown + pool - g.skill_pool
    won = sum(p["skill"] for p in g.players)
    if (
        g.skill_pool > pool
        or (g.countdown and g.skill_pool != pool)
        or won < taken
        or (won != taken and (g.countdown or g.skill_pool))
    ):
        raise damaged(Msg("Skill tokens are missing or extra"))


_RULES: dict[str, Callable[[Game, Action], None]] = {
    "draft": lambda g, a: turn.draft(g, I(a, 0)),
    "pick": lambda g, a: (turn.tiebreak_pick if g.phase == "tiebreak" else turn.pick)(
        g, I(a, 0), I(a, 1)
    ),
    "help": lambda g, a: turn.help_(g, I(a, 0), I(a, 1)),
    "place": lambda g, a: turn.place(g, C(a, 0), I(a, 1)),
    "drink": lambda g, a: effects.drink(g, g.current, a),
    "wild": lambda g, a: turn.wild(g, C(a, 0), I(a, 1), C(a, 2)),
    "stop": lambda g, a: turn.stop(g),
    "end": lambda g, a: turn.end(g),
    "discard": lambda g, a: turn.discard(g, C(a, 0)),
    "draw": lambda g, a: turn.draw(g, I(a, 0)),
}
"""What each verb does (the action is legal)."""
