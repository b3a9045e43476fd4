"""Why an action is illegal: a stable code and a sentence a player understands.

Codes: ``malformed``, ``game_over``, ``wrong_phase``, ``not_offered``, ``placement_pending``,
``prismatic_pending``, ``already_picked``, ``help_used``, ``no_help_tokens``, ``no_such_track``,
``not_pickable``, ``empty_slot``, ``not_in_pool``, ``no_such_burner``, ``no_potion``,
``no_hole``, ``no_such_potion``, ``not_yours``, ``already_drunk``, ``bad_target``,
``no_prismatic``, ``must_pick``, ``empty_stack``, ``illegal``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from potions.explosion.actions import Action, IllegalActionError
from potions.explosion.components import BURNERS, KIND_BY_ID, PICKABLE, STACKS, TILES, TRACKS

if TYPE_CHECKING:
    from potions.explosion.game import Game

_PHASE_WORDS = {
    "draft": "the players are choosing their starter potions",
    "play": "it is the middle of a turn",
    "discard": "the pool holds more than 3 marbles: choose which to discard",
    "draw": "choose a stack to draw a new potion from",
    "tiebreak": "the tie-breaker is on: take one marble from the dispenser",
}

_TARGET_HELP = {
    "wisdom": "choose one marble among the bottom 8 of a track",
    "magnetic": "choose 2 adjacent marbles of different colours on one track",
    "balm": "choose 2 or more adjacent marbles of one colour on one track",
    "filter": "choose 1 to 5 marbles of one colour on one track",
    "abyssal": "choose bottom marbles of different colours, at most one per track",
    "love": "choose an opponent whose pool holds marbles",
    "prismatic": "it needs marbles in your pool and an empty hole on your potions",
    "sands": "choose a potion you already drank, and a target for it",
}


def _err(code: str, message: str) -> IllegalActionError:
    return IllegalActionError(code, message)


def _position(game: Game, t: int, s: int) -> IllegalActionError | None:
    if not 0 <= t < TRACKS:
        return _err("no_such_track", f"There is no track {t}: tracks are numbered 0 to 4.")
    track = game.tracks[t]
    if s >= len(track):
        return _err("empty_slot", f"There is no marble at slot {s} of track {t}.")
    if s >= PICKABLE:
        return _err("not_pickable", "The 9th marble of a track, under the lid, can't be taken.")
    return None


def _pending(game: Game) -> IllegalActionError | None:
    if game.turn["hand"]:
        colours = ", ".join(sorted(set(game.turn["hand"])))
        return _err(
            "placement_pending",
            f"First place the marbles in your hand ({colours}): choose a potion for each.",
        )
    if game.turn["prismatic"]:
        return _err(
            "prismatic_pending",
            "You are placing marbles with Prismatic Joy: place one or stop first.",
        )
    return None


def _wrong_phase(game: Game, doing: str) -> IllegalActionError:
    words = _PHASE_WORDS.get(game.phase, game.phase)
    return _err("wrong_phase", f"You can't {doing} now: {words}.")


def explain_illegal(game: Game, a: Action) -> IllegalActionError:
    """The error for an action that :meth:`Game.legal_actions` does not list."""
    err = _explain(game, a)
    return err or _err("illegal", f"'{a}' is not a legal action now.")


def _explain(game: Game, a: Action) -> IllegalActionError | None:
    if game.is_over:
        return _err("game_over", "The game is over.")
    verb = a.verb
    ints = a.ints()
    seat = game.current
    player = game.players[seat]
    if verb == "draft":
        if game.phase != "draft":
            return _wrong_phase(game, "draft a starter potion")
        return _err("not_offered", f"Tile {ints[0]} is not among the starter potions on offer.")
    if verb == "pick" and game.phase == "tiebreak":
        return _position(game, ints[0], ints[1])
    if verb == "discard":
        if game.phase != "discard":
            return _wrong_phase(game, "discard marbles")
        return _err("not_in_pool", f"Your pool holds no {a.args[0]} marble.")
    if verb == "draw":
        if game.phase != "draw":
            return _wrong_phase(game, "draw a potion")
        if not 0 <= ints[0] < STACKS:
            return _err("empty_stack", f"There is no stack {ints[0]}: stacks are numbered 0 to 4.")
        return _err("empty_stack", f"Stack {ints[0]} is empty: draw from another one.")
    if game.phase != "play":
        doing = {
            "pick": "take a marble",
            "help": "ask for a Little Help",
            "place": "place a marble",
            "drink": "drink a potion",
            "wild": "place with Prismatic Joy",
            "stop": "stop placing",
            "end": "end the turn",
        }.get(verb, verb)
        return _wrong_phase(game, doing)
    if verb in ("wild", "stop"):
        if not game.turn["prismatic"]:
            return _err("no_prismatic", "Only Prismatic Joy lets you place marbles on any hole.")
        colour = str(a.args[0])
        if colour not in player["pool"]:
            return _err("not_in_pool", f"Your pool holds no {colour} marble.")
        if not 0 <= ints[0] < BURNERS or player["burners"][ints[0]] is None:
            return _err("no_potion", "There is no potion brewing there.")
        return _err("no_hole", f"That potion has no empty {a.args[2]} hole.")
    if verb == "place":
        colour = str(a.args[0])
        hand = game.turn["hand"]
        if hand and colour not in hand:
            return _pending(game)
        if game.turn["prismatic"]:
            return _pending(game)
        if colour not in hand and colour not in player["pool"]:
            return _err("not_in_pool", f"You have no {colour} marble to place.")
        b = ints[0]
        if not 0 <= b < BURNERS:
            return _err("no_such_burner", f"There is no burner {b}: burners are 0 and 1.")
        if player["burners"][b] is None:
            return _err("no_potion", "There is no potion brewing on that burner.")
        return _err("no_hole", f"That potion has no empty {colour} hole.")
    pending = _pending(game)
    if pending:
        return pending
    if verb in ("pick", "help"):
        if verb == "pick" and game.turn["picked"]:
            return _err("already_picked", "You already took your regular pick this turn.")
        if verb == "help" and game.turn["helped"]:
            return _err("help_used", "You already asked for the Little Help this turn.")
        if verb == "help" and game.help_pool <= 0:
            return _err("no_help_tokens", "No Little Help tokens are left.")
        return _position(game, ints[0], ints[1])
    if verb == "end":
        return _err("must_pick", "Take your regular pick before you end the turn.")
    if verb == "drink":
        tile_id = ints[0]
        potion = game.potion_of(seat, tile_id)
        if potion is None:
            owners = [i for i in range(len(game.players)) if game.potion_of(i, tile_id)]
            if owners:
                return _err("not_yours", "You can only drink your own potions.")
            return _err("no_such_potion", "Only a completed potion can be drunk.")
        if potion["drunk"]:
            return _err("already_drunk", "That potion has already been drunk.")
        kind = TILES[tile_id].kind
        name = KIND_BY_ID[kind].name
        return _err("bad_target", f"{name}: {_TARGET_HELP[kind]}.")
    return None
