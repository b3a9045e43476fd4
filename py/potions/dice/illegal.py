"""Why an action is illegal: a stable code and a sentence a player understands.

Codes: ``malformed``, ``game_over``, ``wrong_phase``, ``wrong_stage``, ``not_offered``,
``power_pending``, ``no_power``, ``bad_target``, ``no_such_die``, ``no_such_space``,
``not_needed``, ``six``, ``already_chosen``, ``not_in_roll``, ``must_choose``,
``help_used``, ``no_spare_die``, ``no_such_potion``, ``not_yours``, ``empty_bottle``,
``not_now``, ``illegal``.
"""

from __future__ import annotations

from potions.core.errors import IllegalActionError
from potions.core.i18n import Msg
from potions.dice.actions import Action
from potions.dice.cards import CARDS, SPACES, TYPE_BY_ID, VALUES, potion_name
from potions.dice.legal import targets
from potions.dice.state import State
from potions.dice.targets import (
    LITTLE_HELP_LEFTOVERS,
    can_use,
    choosable,
    little_help_dice,
    missing,
)

_STAGE_WORDS = {
    "start": Msg("choose your free dice and roll"),
    "prep": Msg("set aside a number of your roll"),
    "work": Msg("place your ingredients on your potions"),
    "keep": Msg("choose the dice for your reserve"),
    "market": Msg("take a potion from the market"),
}

_STAGE_OF = {
    "free": "start",
    "lift": "start",
    "roll": "start",
    "choose": "prep",
    "stop": "prep",
    "place": "work",
    "help": "work",
    "end": "work",
    "keep": "keep",
    "take": "market",
}

_DOING = {
    "free": Msg("free a reserve die"),
    "lift": Msg("take a die back from a potion"),
    "roll": Msg("roll"),
    "choose": Msg("set aside a number"),
    "stop": Msg("stop rolling"),
    "place": Msg("place a die"),
    # context: Potion Explosion has the same sentence, but its Little Help comes from the Professor
    "help": Msg("ask for a Little Help", context="Potion Dice"),
    "end": Msg("end your work"),
    "keep": Msg("keep a die in the reserve"),
    "take": Msg("take a potion"),
}

TARGETS = ("pick", "number", "borrow", "potion", "snatch", "refill", "done", "cancel")
"""Verbs that choose the targets of a potion being used."""


def _err(code: str, message: Msg) -> IllegalActionError:
    return IllegalActionError(code, message)


def refusal(game: State, a: Action) -> IllegalActionError | None:
    """Why ``a`` is not legal now; None exactly when the generator lists it (checked over
    random positions by ``tests/core/test_refusals.py``)."""
    if game.phase == "over":
        return _err("game_over", Msg("The game is over."))
    verb = a.verb
    ints = a.ints()
    if game.phase == "draft":
        if verb != "take":
            return _err(
                "wrong_phase",
                Msg("The players are choosing their starting potions: take one of the four."),
            )
        if ints[0] in game.offer:
            return None
        return _err(
            "not_offered",
            Msg("Card {card} is not among the starting potions on offer.", card=ints[0]),
        )
    turn = game.turn
    power = turn["power"]
    if power is not None:
        if verb not in TARGETS:
            return _err(
                "power_pending",
                Msg(
                    "You are using {potion}: choose its target first.",
                    potion=potion_name(power["card"]),
                ),
            )
        if a in targets(game):
            return None
        kind = CARDS[power["card"]].type
        return _err(
            "bad_target",
            Msg(
                "{potion}: {what}",
                context="power and its text",
                potion=potion_name(power["card"]),
                what=TYPE_BY_ID[kind].power,
            ),
        )
    if verb in TARGETS:
        return _err("no_power", Msg("You are not using a potion: use one first."))
    if verb == "use":
        return _use(game, ints[0])
    stage = _STAGE_OF[verb]
    if stage != turn["stage"]:
        return _err(
            "wrong_stage",
            Msg(
                "You can't {doing} now: {what}.",
                doing=_DOING[verb],
                what=_STAGE_WORDS[turn["stage"]],
            ),
        )
    return _at_stage(game, a)


def _at_stage(game: State, a: Action) -> IllegalActionError | None:
    verb = a.verb
    ints = a.ints()
    turn = game.turn
    player = game.players[game.current]
    if verb in ("roll", "end"):
        return None
    if verb == "take":
        if ints[0] in game.market:
            return None
        return _err("not_offered", Msg("Card {card} is not in the market.", card=ints[0]))
    if verb == "free":
        if ints[0] in player["reserve"]:
            return None
        return _no_die(Msg("Your reserve holds no {value}.", value=ints[0]))
    if verb == "keep":
        if ints[0] in turn["ready"]:
            return None
        return _no_die(Msg("No leftover die shows {value}.", value=ints[0]))
    if verb in ("lift", "place", "help"):
        space = ints[0] if verb == "lift" else ints[1]
        value = ints[1] if verb == "lift" else ints[0]
        if space >= SPACES or player["spaces"][space] is None:
            return _err("no_such_space", Msg("There is no potion on that space."))
        s = player["spaces"][space]
        assert s is not None
        if verb == "lift":
            if value in s["dice"]:
                return None
            return _no_die(Msg("That potion holds no {value}.", value=value))
        if verb == "help":
            if turn["helped"]:
                return _err("help_used", Msg("You already had your Little Help this round."))
            if little_help_dice(game) == 0:
                if game.config["rules"] < LITTLE_HELP_LEFTOVERS:
                    return _err(
                        "no_spare_die", Msg("No die is left on your preparation table to turn.")
                    )
                return _err(
                    "no_spare_die",
                    Msg(
                        "Your rolling left no die over: the Little Help turns one of those, "
                        "never a 6 nor a die of a potion finished this turn."
                    ),
                )
        elif value not in turn["ready"]:
            return _no_die(Msg("You have no ingredient die showing {value}.", value=value))
        if value not in VALUES or missing(s, value) <= 0:
            return _err(
                "not_needed",
                Msg(
                    "{potion} needs no more dice showing {value}.",
                    potion=potion_name(s["card"]),
                    value=value,
                ),
            )
        return None
    if verb == "choose":
        value = ints[0]
        if value == 6:
            return _err("six", Msg("6s are never set aside: they stay on the table."))
        if value in turn["ready"]:
            return _err(
                "already_chosen",
                Msg("You already set aside the {value}s this turn.", value=value),
            )
        if value in choosable(game):
            return None
        return _err("not_in_roll", Msg("Your roll shows no {value}.", value=value))
    # stop
    if not choosable(game):
        return None
    return _err(
        "must_choose",
        Msg("Your roll shows a number you can set aside: you must choose one."),
    )


def _no_die(message: Msg) -> IllegalActionError:
    return _err("no_such_die", message)


def _use(game: State, card: int) -> IllegalActionError | None:
    mine = next((p for p in game.players[game.current]["potions"] if p["card"] == card), None)
    if mine is None:
        if any(p["card"] == card for q in game.players for p in q["potions"]):
            return _err("not_yours", Msg("You can only use your own potions."))
        return _err("no_such_potion", Msg("Only a finished potion can be used."))
    if not mine["full"]:
        return _err("empty_bottle", Msg("That potion is empty: it was already used."))
    if can_use(game, mine):
        return None
    kind = CARDS[card].type
    return _err(
        "not_now",
        Msg(
            "{potion} works {when}, and needs something to act on.",
            potion=potion_name(card),
            when=TYPE_BY_ID[kind].when,
        ),
    )
