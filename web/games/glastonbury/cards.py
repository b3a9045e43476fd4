"""Glastonbury's cards as markup: ingredients, Immuto, spells, corners, backs, recipes.

Every colour has its own symbol (for players who do not tell colours apart); the second
ingredient of a colour shows the symbol inside a ring. Card names come from the engine
(:func:`potions.glastonbury.card_name`), colours from its component data.
"""

from __future__ import annotations

from potions.core.i18n import Msg, Translator
from potions.glastonbury.components import (
    COLOUR_NAMES,
    IMMUTO,
    INGREDIENTS,
    RECIPE_COLOUR,
    RECIPE_TEXTS,
    SPELL_OF,
    card_name,
    is_ingredient,
    value_of,
)
from web.shell.markup import attr, escape

SYMBOLS = {
    "yellow": "M0,-10 L2.9,-3.1 L9.5,-3.1 L4.2,1.2 L5.9,8.1 L0,4 L-5.9,8.1 L-4.2,1.2 "
    "L-9.5,-3.1 L-2.9,-3.1 Z",
    "green": "M-8,8 C-9,-4 -2,-9 9,-9 C9,2 4,9 -8,8 Z",
    "red": "M0,-10 C4,-5 8,-1 7,4 C6,8 3,10 0,10 C-3,10 -6,8 -7,4 C-8,-1 -3,-3 -2,-7 "
    "C-1,-4 1,-3 0,-10 Z",
    "blue": "M0,-10 C5,-3 8,1 8,4 A8,8 0 0 1 -8,4 C-8,1 -5,-3 0,-10 Z",
    "orange": "M0,-10 C7,-6 7,5 0,10 C-7,5 -7,-6 0,-10 Z",
    "purple": "M3,-9 A9,9 0 1 0 3,9 A7,7 0 1 1 3,-9 Z",
    "pink": "M0,9 C-13,0 -8,-11 0,-4 C8,-11 13,0 0,9 Z",
    "teal": "M0,-10 L8,0 L0,10 L-8,0 Z",
    "brown": "M-9,1 A9,9 0 0 1 9,1 Z M-3,1 L3,1 L3,9 L-3,9 Z",
}
"""One symbol per colour, drawn in a box of -10..10."""

COLOUR_HEX = {
    "yellow": ("#f2c531", "#5a4300"),
    "green": ("#4fae5a", "#0f3a16"),
    "red": ("#dc4b3e", "#4d0d08"),
    "blue": ("#3f7fdc", "#0c2552"),
    "orange": ("#f08a2c", "#5a2b00"),
    "purple": ("#9457c9", "#2c0e47"),
    "pink": ("#ec86bd", "#5a1038"),
    "teal": ("#2fb3a6", "#073d38"),
    "brown": ("#9a6a42", "#2e1a0a"),
}
"""Each colour and its dark ink, for pictures drawn outside the board (rules, picker);
the board's stylesheet has the same values."""

SPELL_SYMBOLS = {
    "immuto": "M-8,0 A8,8 0 0 1 6,-5.5 L8,-8 L9,0 L1,-1 L4,-3.5 A5,5 0 0 0 -5,0 Z "
    "M8,0 A8,8 0 0 1 -6,5.5 L-8,8 L-9,0 L-1,1 L-4,3.5 A5,5 0 0 0 5,0 Z",
    "accio": "M-7,-8 L-7,2 A7,7 0 0 0 7,2 L7,-8 L3,-8 L3,2 A3,3 0 0 1 -3,2 L-3,-8 Z",
    "declinatio": "M-8,8 L-8,-4 L3,-4 L3,-9 L10,-1 L3,6 L3,1 L-3,1 L-3,8 Z",
    "perluceo": "M-10,0 C-5,-8 5,-8 10,0 C5,8 -5,8 -10,0 Z M0,-3.5 A3.5,3.5 0 1 0 0,3.5 "
    "A3.5,3.5 0 1 0 0,-3.5 Z",
    "vanesco": "M0,-10 L2,-3 L9,-5 L4,1 L8,8 L0,4 L-8,8 L-4,1 L-9,-5 L-2,-3 Z",
    "corner": "M0,-10 L3,-3 L10,0 L3,3 L0,10 L-3,3 L-10,0 L-3,-3 Z",
    "fewest-cards": "M-7,-9 L5,-9 L5,7 L-7,7 Z M-3,-5 L9,-5 L9,10 L-3,10 Z",
    "fewest-fours": "M2,-10 L-8,3 L2,3 L2,10 L6,10 L6,3 L9,3 L9,-1 L6,-1 L6,-10 Z",
    "fewest-spells": "M0,-10 L2,-3 L9,-5 L4,1 L8,8 L0,4 L-8,8 L-4,1 L-9,-5 L-2,-3 Z",
    "most-ones": "M-2,-10 L3,-10 L3,10 L-2,10 L-2,-5 L-6,-3 L-6,-7 Z",
    "ender": "M-8,-10 L-5,-10 L-5,10 L-8,10 Z M-5,-10 L9,-6 L-5,-1 Z",
}


COLOUR_WORDS = {
    "yellow": Msg("yellow (star)", context="colour"),
    "green": Msg("green (leaf)", context="colour"),
    "red": Msg("red (flame)", context="colour"),
    "blue": Msg("blue (drop)", context="colour"),
    "orange": Msg("orange (seed)", context="colour"),
    "purple": Msg("purple (moon)", context="colour"),
    "pink": Msg("pink (heart)", context="colour"),
    "teal": Msg("teal (diamond)", context="colour"),
    "brown": Msg("brown (toadstool)", context="colour"),
}
"""A colour and its symbol in words. The context keeps them apart from Potion Explosion's
marble colours: there a colour names a marble (feminine in French), here a pawn or a card
colour on its own (masculine)."""


def colour_word(tr: Translator, colour: str) -> str:
    """A colour and its symbol in words, for players who do not tell colours apart."""
    return tr.render(COLOUR_WORDS[colour])


def colour_name(tr: Translator, colour: str) -> str:
    return tr.render(COLOUR_NAMES[colour])


def name_of(tr: Translator, card: int) -> str:
    """``Moon Dew 3``, ``Immuto``, ``Vanesco`` in the player's language."""
    return tr.render(card_name(card))


def ingredient_name(tr: Translator, index: int) -> str:
    return tr.render(INGREDIENTS[index].name)


def symbol(colour: str, second: bool = False, cls: str = "sym") -> str:
    """A colour's symbol as an inline SVG (``second``: inside a ring, the colour's second
    ingredient)."""
    path = SYMBOLS[colour]
    if second:
        inner = (
            f'<circle r="10.5" class="ring"/><path d="{path}" transform="scale(.62)" class="fill"/>'
        )
    else:
        inner = f'<path d="{path}" class="fill"/>'
    return (
        f'<svg class="{cls} col-{colour}" viewBox="-12 -12 24 24" aria-hidden="true">{inner}</svg>'
    )


def icon(kind: str, cls: str = "sym") -> str:
    """The picture of Immuto, a spell, a corner or a Recipe card of sort B."""
    return (
        f'<svg class="{cls} ic-{kind}" viewBox="-12 -12 24 24" aria-hidden="true">'
        f'<path d="{SPELL_SYMBOLS[kind]}" class="fill" fill-rule="evenodd"/></svg>'
    )


def kind_of(card: int) -> str:
    """``ing``, ``immuto`` or the spell's name."""
    if is_ingredient(card):
        return "ing"
    if card == IMMUTO:
        return "immuto"
    return SPELL_OF[card]


def face(tr: Translator, card: int) -> str:
    """What is printed on a card: its number, its symbol and its name (the inside of a
    ``.card`` element)."""
    kind = kind_of(card)
    if kind == "ing":
        ing = INGREDIENTS[card // 4]
        second = card // 4 % 2 == 1
        return (
            f'<span class="val">{value_of(card)}</span>'
            f"{symbol(ing.colour, second)}"
            f'<span class="nm">{escape(tr.render(ing.name))}</span>'
        )
    number = '<span class="val">0</span>' if kind == "immuto" else ""
    return f'{number}{icon(kind)}<span class="nm">{escape(name_of(tr, card))}</span>'


def card_classes(card: int) -> str:
    kind = kind_of(card)
    if kind == "ing":
        ing = INGREDIENTS[card // 4]
        second = " second" if card // 4 % 2 else ""
        return f"card ing col-{ing.colour}{second}"
    return f"card {kind}" + (" spell" if kind != "immuto" else "")


def card_html(tr: Translator, card: int, cls: str = "", attrs: str = "", tag: str = "div") -> str:
    """A whole card (not clickable: give ``attrs`` and ``tag="button"`` for that)."""
    label = name_of(tr, card)
    role = "" if tag == "button" or "role=" in attrs else ' role="img"'
    aria = "" if "aria-label=" in attrs else f' aria-label="{attr(label)}"'
    kind = ' type="button"' if tag == "button" else ""
    return (
        f'<{tag}{kind} class="{card_classes(card)} {cls}" data-card="{card}"{role}{aria} '
        f'title="{attr(label)}" {attrs}>{face(tr, card)}</{tag}>'
    )


def back(cls: str = "", attrs: str = "") -> str:
    """A card face down."""
    return f'<div class="card back {cls}" {attrs}><span class="pattern"></span></div>'


def recipe_html(tr: Translator, recipe: str) -> str:
    """One Recipe card face up: its picture and its task."""
    text = tr.render(RECIPE_TEXTS[recipe])
    if recipe in RECIPE_COLOUR:
        colour = RECIPE_COLOUR[recipe]
        picture = symbol(colour) + symbol(colour, True)
        cls = f"recipe sort-a col-{colour}"
    else:
        picture = icon(recipe.removeprefix("b-"))
        cls = "recipe sort-b"
    return (
        f'<div class="{cls}" data-recipe="{recipe}" role="note" aria-label="{attr(text)}">'
        f'<span class="pics">{picture}</span><span class="task">{escape(text)}</span></div>'
    )
