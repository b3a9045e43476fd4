"""Why an action is illegal: a stable code and a sentence a player understands.

Codes: ``malformed``, ``game_over``, ``wrong_phase``, ``not_offered``, ``placement_pending``,
``prismatic_pending``, ``already_picked``, ``help_used``, ``no_help_tokens``, ``no_such_track``,
``not_pickable``, ``empty_slot``, ``not_in_pool``, ``no_such_burner``, ``no_potion``,
``no_hole``, ``no_such_potion``, ``not_yours``, ``already_drunk``, ``bad_target``,
``no_prismatic``, ``must_pick``, ``empty_stack``, ``illegal``.
"""

from __future__ import annotations

from potions.core.errors import IllegalActionError
from potions.core.i18n import Join, Msg
from potions.explosion.actions import Action, colour_arg
from potions.explosion.components import (
    BURNERS,
    COLOUR_NAMES,
    COLOURS,
    PICKABLE,
    POOL_SIZE,
    STACKS,
    TILES,
    TRACKS,
    Colour,
)
from potions.explosion.effects import name, target_help, targets
from potions.explosion.ending import pickable
from potions.explosion.state import State
from potions.explosion.turn import PRISMATIC_AT_MOST_3, discard_colours, empty_holes

_PHASE_WORDS = {
    "draft": Msg("the players are choosing their starter potions"),
    "play": Msg("it is the middle of a turn"),
    "discard": Msg("the pool holds more than 3 marbles: choose which to discard"),
    "draw": Msg("choose a stack to draw a new potion from"),
    "tiebreak": Msg("the tie-breaker is on: take one marble from the dispenser"),
    "over": Msg("the game is over"),
}

_DOING = {
    "draft": Msg("draft a starter potion"),
    "discard": Msg("discard marbles"),
    "draw": Msg("draw a potion"),
    "pick": Msg("take a marble"),
    "help": Msg("ask for a Little Help"),
    "place": Msg("place a marble"),
    "drink": Msg("drink a potion"),
    "wild": Msg("place with Prismatic Joy"),
    "stop": Msg("stop placing"),
    "end": Msg("end the turn"),
}


def _err(code: str, message: Msg) -> IllegalActionError:
    return IllegalActionError(code, message)


def _position(game: State, t: int, s: int) -> IllegalActionError | None:
    if not 0 <= t < TRACKS:
        return _err(
            "no_such_track",
            Msg("There is no track {track}: tracks are numbered 1 to 5.", track=t + 1),
        )
    if s >= len(game.tracks[t]):
        return _err(
            "empty_slot",
            Msg("There is no marble at slot {slot} of track {track}.", slot=s + 1, track=t + 1),
        )
    if s >= PICKABLE:
        return _err(
            "not_pickable", Msg("The 9th marble of a track, under the lid, can't be taken.")
        )
    return None


def _pending(game: State) -> IllegalActionError | None:
    if game.turn["hand"]:
        colours = Join(COLOUR_NAMES[c] for c in COLOURS if c in game.turn["hand"])
        return _err(
            "placement_pending",
            Msg(
                "First place the marbles in your hand ({colours}): choose a potion for each.",
                colours=colours,
            ),
        )
    if game.turn["prismatic"]:
        return _err(
            "prismatic_pending",
            Msg("You are placing marbles with Prismatic Joy: place one or stop first."),
        )
    return None


def _wrong_phase(game: State, verb: str) -> IllegalActionError:
    return _err(
        "wrong_phase",
        Msg("You can't {doing} now: {why}.", doing=_DOING[verb], why=_PHASE_WORDS[game.phase]),
    )


def refusal(game: State, a: Action) -> IllegalActionError | None:
    """Why ``a`` is not legal now; None exactly when the generator lists it (checked over
    random positions by ``tests/core/test_refusals.py``)."""
    if game.phase == "over":
        return _err("game_over", Msg("The game is over."))
    verb = a.verb
    ints = a.ints()
    if verb == "draft":
        if game.phase != "draft":
            return _wrong_phase(game, verb)
        if ints[0] in game.offer:
            return None
        return _err(
            "not_offered",
            Msg("Tile {tile} is not among the starter potions on offer.", tile=ints[0]),
        )
    if verb == "pick" and game.phase == "tiebreak":
        return _position(game, ints[0], ints[1])
    if verb == "discard":
        if game.phase != "discard":
            return _wrong_phase(game, verb)
        if a.word(0) in discard_colours(game):
            return None
        return _err(
            "not_in_pool",
            Msg("Your pool holds no {colour} marble.", colour=COLOUR_NAMES[a.word(0)]),
        )
    if verb == "draw":
        if game.phase != "draw":
            return _wrong_phase(game, verb)
        if not 0 <= ints[0] < STACKS:
            return _err(
                "empty_stack",
                Msg("There is no stack {stack}: stacks are numbered 1 to 5.", stack=ints[0] + 1),
            )
        if game.stacks[ints[0]]:
            return None
        return _err(
            "empty_stack", Msg("Stack {stack} is empty: draw from another one.", stack=ints[0] + 1)
        )
    if game.phase != "play":
        return _wrong_phase(game, verb)
    if verb in ("wild", "stop"):
        return _prismatic(game, a)
    if verb == "place":
        return _place(game, colour_arg(a, 0), ints[0])
    pending = _pending(game)
    if pending:
        return pending
    if verb in ("pick", "help"):
        if verb == "pick" and game.turn["picked"]:
            return _err("already_picked", Msg("You already took your regular pick this turn."))
        if verb == "help" and game.turn["helped"]:
            return _err("help_used", Msg("You already asked for the Little Help this turn."))
        if verb == "help" and game.help_pool <= 0:
            return _err("no_help_tokens", Msg("No Little Help tokens are left."))
        return _position(game, ints[0], ints[1])
    if verb == "end":
        if game.turn["picked"] or not pickable(game):
            return None
        return _err("must_pick", Msg("Take your regular pick before you end the turn."))
    return _drink(game, ints)


def _prismatic(game: State, a: Action) -> IllegalActionError | None:
    """``wild C B H`` and ``stop``: only while Prismatic Joy places (and no marble of the
    hand waits for its potion)."""
    if game.turn["hand"]:
        return _pending(game)
    if not game.turn["prismatic"]:
        last = game.history[-POOL_SIZE:]
        limited = game.config["rules"] >= PRISMATIC_AT_MOST_3
        if limited and len(last) == POOL_SIZE and all(h.startswith("wild ") for h in last):
            return _err(
                "no_prismatic",
                Msg("Prismatic Joy places at most 3 marbles, as many as a pool may hold."),
            )
        return _err("no_prismatic", Msg("Only Prismatic Joy lets you place marbles on any hole."))
    if a.verb == "stop":
        return None
    colour, b, hole = colour_arg(a, 0), a.ints()[0], colour_arg(a, 2)
    player = game.players[game.current]
    if colour not in player["pool"]:
        return _err(
            "not_in_pool",
            Msg("Your pool holds no {colour} marble.", colour=COLOUR_NAMES[colour]),
        )
    if not 0 <= b < BURNERS or player["burners"][b] is None:
        return _err("no_potion", Msg("There is no potion brewing there."))
    if empty_holes(game, game.current, b, hole):
        return None
    return _err(
        "no_hole",
        Msg("That potion has no empty {colour} hole.", colour=COLOUR_NAMES[hole]),
    )


def _place(game: State, colour: Colour, b: int) -> IllegalActionError | None:
    """``place C B``: a marble of the hand (first) or of the pool on a hole of its colour."""
    hand = game.turn["hand"]
    player = game.players[game.current]
    if (hand and colour not in hand) or game.turn["prismatic"]:
        return _pending(game)
    if colour not in hand and colour not in player["pool"]:
        return _err(
            "not_in_pool",
            Msg("You have no {colour} marble to place.", colour=COLOUR_NAMES[colour]),
        )
    if not 0 <= b < BURNERS:
        return _err(
            "no_such_burner",
            Msg("There is no burner {burner}: burners are 1 and 2.", burner=b + 1),
        )
    if player["burners"][b] is None:
        return _err("no_potion", Msg("There is no potion brewing on that burner."))
    if empty_holes(game, game.current, b, colour):
        return None
    return _err(
        "no_hole", Msg("That potion has no empty {colour} hole.", colour=COLOUR_NAMES[colour])
    )


def _drink(game: State, ints: tuple[int, ...]) -> IllegalActionError | None:
    """``drink ID ...``: a completed potion of the player's, not drunk yet, on one of the
    targets its effect has now (``effects.targets``, the one home of what each can do)."""
    tile_id = ints[0]
    player = game.players[game.current]
    mine = next((p for p in player["potions"] if p["tile"] == tile_id), None)
    if mine is None:
        if any(p["tile"] == tile_id for q in game.players for p in q["potions"]):
            return _err("not_yours", Msg("You can only drink your own potions."))
        return _err("no_such_potion", Msg("Only a completed potion can be drunk."))
    if mine["drunk"]:
        return _err("already_drunk", Msg("That potion has already been drunk."))
    kind = TILES[tile_id].kind
    if tuple(ints[1:]) in targets(game, kind, game.current):
        return None
    return _err("bad_target", Msg("{potion}: {what}.", potion=name(kind), what=target_help(kind)))
