"""Why an action is illegal: a stable code and a sentence a player understands.

Codes: ``malformed``, ``game_over``, ``no_such_card``, ``wrong_phase``, ``not_in_hand``,
``not_a_spell``, ``no_formula``, ``missing_components``, ``nothing_to_take``,
``nothing_to_decompose``, ``nothing_to_transform``, ``not_a_component``, ``not_on_top``,
``not_yours``, ``not_in_formula``, ``not_returned``, ``illegal``.
"""

from __future__ import annotations

from potions.core.errors import IllegalActionError
from potions.core.i18n import Join, Msg
from potions.practice import desk
from potions.practice.actions import Action, card_arg
from potions.practice.cards import CARDS, ELEMENT_NAMES, FORMULA_NAMES, KIND_NAMES, Need
from potions.practice.compose import can_compose, candidates
from potions.practice.state import State
from potions.practice.turn import castable, options

_TASKS = {
    "play": Msg("play a card from your hand"),
    "component": Msg("choose the next component of the formula you are composing"),
    "eureka": Msg("choose a formula card to take from the Desk of Elements"),
    "destroy": Msg("choose one of your formulas to decompose"),
    "keep": Msg("choose which card of the decomposed formula you keep"),
    "transform": Msg("choose one of your formulas to transform"),
    "transform_into": Msg("choose the Desk card your formula becomes"),
    "stack": Msg("stack the cards returned to the Desk of Elements"),
}

_DOING = {
    "element": Msg("play an element"),
    "formula": Msg("compose a formula"),
    "spell": Msg("cast a spell"),
    "use": Msg("choose a component"),
    "take": Msg("take a card from the Desk"),
    "target": Msg("choose a formula for a spell"),
    "keep": Msg("keep a card"),
    "stack": Msg("stack a card"),
}

_PHASES_OF = {
    "element": ("play",),
    "formula": ("play",),
    "spell": ("play",),
    "use": ("component",),
    "take": ("eureka", "transform_into"),
    "target": ("destroy", "transform"),
    "keep": ("keep",),
    "stack": ("stack",),
}


def _err(code: str, message: Msg) -> IllegalActionError:
    return IllegalActionError(code, message)


def need_name(need: Need) -> Msg:
    """What a component is, in a player's words."""
    if need.key == "element":
        return ELEMENT_NAMES[need.what]
    if need.key == "formula":
        return FORMULA_NAMES[need.what]
    return Msg("a composed {kind}", kind=KIND_NAMES[need.what])


def refusal(game: State, a: Action) -> IllegalActionError | None:
    """Why ``a`` is not legal now; None exactly when the generator lists it (checked over
    random positions by ``tests/core/test_refusals.py``)."""
    if game.phase == "over":
        return _err("game_over", Msg("The game is over."))
    card = card_arg(a)
    if not 0 <= card < len(CARDS):
        return _err(
            "no_such_card", Msg("There is no card {card}: cards are numbered 0 to 75.", card=card)
        )
    if game.phase not in _PHASES_OF[a.verb]:
        return _err(
            "wrong_phase",
            Msg(
                "You can't {doing} now: {task}.",
                doing=_DOING[a.verb],
                task=_TASKS[game.phase],
            ),
        )
    seat = game.current
    c = CARDS[card]
    if a.verb in ("element", "formula", "spell"):
        if card not in game.players[seat]["hand"]:
            return _err("not_in_hand", Msg("{card} is not in your hand.", card=c.title))
        if a.verb == "spell":
            return _spell(game, seat, card)
        if a.verb == "formula":
            return _formula(game, card)
        return None
    if card in options(game):  # the choice asked now (a verb of another phase was refused)
        return None
    if a.verb == "use":
        return _err(
            "not_a_component",
            Msg("{card} can't be the next component of this formula.", card=c.title),
        )
    if a.verb == "take":
        return _err(
            "not_on_top",
            Msg(
                "Only a formula card on top of a pile of the Desk of Elements can be taken; "
                "{card} is not one.",
                card=c.title,
            ),
        )
    if a.verb == "target":
        return _err(
            "not_yours",
            Msg("{card} is not one of your formulas that this spell can act on.", card=c.title),
        )
    if a.verb == "keep":
        return _err(
            "not_in_formula",
            Msg(
                "Keep a card of the decomposed formula that is not a spell; {card} is not one.",
                card=c.title,
            ),
        )
    if a.verb == "stack":
        twins = [x for x in options(game) if desk.twin(x, card)]
        if card in game.turn["returning"] and twins:
            return _err(
                "not_returned",
                Msg(
                    "{card} and card {twin} are the same: stack card {twin}.",
                    card=c.title,
                    twin=twins[0],
                ),
            )
        return _err("not_returned", Msg("{card} is not among the cards to stack.", card=c.title))
    return None


def _spell(game: State, seat: int, card: int) -> IllegalActionError | None:
    spell = CARDS[card].spell
    if spell is None:
        return _err(
            "not_a_spell",
            Msg(
                "{card} is not a spell: play it as an element or a formula.", card=CARDS[card].title
            ),
        )
    if castable(game, seat, card):
        return None
    if spell == "eureka":
        return _err(
            "nothing_to_take",
            Msg("No formula card lies on top of a pile of the Desk of Elements to take."),
        )
    if spell == "decomposition":
        return _err(
            "nothing_to_decompose",
            Msg("Decomposition needs one of your composed formulas with cards under it."),
        )
    return _err(
        "nothing_to_transform",
        Msg(
            "Transformation needs one of your composed formulas and a formula card on top of "
            "a pile of the Desk of Elements."
        ),
    )


def _formula(game: State, card: int) -> IllegalActionError | None:
    c = CARDS[card]
    if not c.needs:
        return _err(
            "no_formula",
            Msg("{card} shows no formula: cast it or play it as an element.", card=c.title),
        )
    if can_compose(game, card):
        return None
    lacking = [need_name(n) for n in c.needs if not candidates(game, n, [])]
    if lacking:
        return _err(
            "missing_components",
            Msg(
                "{card} needs {lacking}, which the table does not offer now.",
                card=c.title,
                lacking=Join(lacking),
            ),
        )
    return _err(
        "missing_components",
        Msg(
            "The table does not offer every component of {card} at once: {needs}.",
            card=c.title,
            needs=Join(need_name(n) for n in c.needs),
        ),
    )
