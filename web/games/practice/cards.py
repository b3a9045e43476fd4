"""The cards as markup: names, the two halves of a card (its formula above, its element
below), the top of a Desk pile, a composed formula and what it is made of, a card's back.

Names and card data come from the engine (:mod:`potions.practice.cards`); a card is always
named by its id (``data-card``) and its DOM id ``c<ID>`` (each card lies in one place).
"""

from __future__ import annotations

from potions.core.i18n import Msg, Translator
from potions.practice.cards import CARDS, ELEMENT_NAMES, FORMULA_NAMES, KIND_NAMES, Need
from potions.practice.narrate import desk_card
from web.games.practice.art import badge, el_style, flask, glyph
from web.shell.markup import attr, escape

SPELL_TEXT: dict[str, Msg] = {
    "eureka": Msg(
        "Take a formula card from the top of a Desk pile into your hand, then play another card."
    ),
    "decomposition": Msg(
        "Break up one of your formulas: keep one of its cards as a formula, the rest go back "
        "to the Desk. Then play another card."
    ),
    "transformation": Msg(
        "Swap one of your formulas for a formula card on top of a Desk pile; its cards go "
        "back to the Desk. Then play another card."
    ),
}
"""What each spell does, in short."""


VOWELS = frozenset("aeiouyàâäéèêëîïôöùûüAEIOUYÉ")


def soft(text: str) -> str:
    """``text`` with a soft hyphen in each long word, so that a narrow card breaks
    "Quintes-sence" rather than "Quintessenc-e": between a double consonant, or before a
    consonant that starts a syllable, the nearest to the middle."""
    words = []
    for word in text.split(" "):
        w = word.lower()
        spots = [
            i
            for i in range(3, len(w) - 2)
            if w[i].isalpha()
            and w[i] not in VOWELS
            and w[i + 1] in VOWELS
            and (w[i - 1] == w[i] or w[i - 1] in VOWELS)
        ]
        if len(w) >= 9 and w.isalpha() and spots:
            i = min(spots, key=lambda k: abs(2 * k - len(w)))
            word = word[:i] + "\u00ad" + word[i:]
        words.append(word)
    return " ".join(words)


def title(tr: Translator, card: int) -> str:
    """A card's name (its formula's or its spell's), as text."""
    return tr.render(CARDS[card].title)


def element_name(tr: Translator, element: str) -> str:
    return tr.render(ELEMENT_NAMES[element])


def on_desk(tr: Translator, card: int) -> str:
    """A card as it lies on the Desk: ``Fiery Light (Potion of Eternal Sleep)``."""
    return tr.render(desk_card(card))


def elements_text(tr: Translator, card: int) -> str:
    """A card's element, or the three of a Supreme card."""
    return tr.join([element_name(tr, e) for e in CARDS[card].elements])


def need_text(tr: Translator, need: Need) -> str:
    """One component of a formula, in words."""
    _ = tr
    if need.key == "element":
        return element_name(tr, need.what)
    if need.key == "formula":
        return tr.render(FORMULA_NAMES[need.what])
    return _("any {kind}", kind=KIND_NAMES[need.what])


def needs_text(tr: Translator, card: int) -> str:
    """What a formula is made of, in words: ``Ether Waves + Fiery Light``."""
    return " + ".join(need_text(tr, n) for n in CARDS[card].needs)


def needs_html(tr: Translator, card: int) -> str:
    """The components of a formula: element badges, flasks for composed formulas."""
    items = []
    for n in CARDS[card].needs:
        text = escape(need_text(tr, n))
        if n.key == "element":
            items.append(f'<li class="need el">{badge(n.what)}<span>{text}</span></li>')
        else:
            items.append(f'<li class="need fm">{flask()}<span>{text}</span></li>')
    return f'<ul class="needs">{"".join(items)}</ul>'


def describe(tr: Translator, card: int) -> str:
    """A card in one sentence for screen readers and tooltips: both halves."""
    _ = tr
    c = CARDS[card]
    if c.spell is not None:
        return _(
            "{card} (spell): {text} Element: {element}.",
            card=c.title,
            text=SPELL_TEXT[c.spell],
            element=elements_text(tr, card),
        )
    return _.n(
        "{card}, {kind}, {n} point: {needs}. Element: {element}.",
        "{card}, {kind}, {n} points: {needs}. Element: {element}.",
        c.points,
        card=c.title,
        kind=KIND_NAMES[c.kind],
        needs=needs_text(tr, card),
        element=elements_text(tr, card),
    )


def formula_half(tr: Translator, card: int, full: bool = True) -> str:
    """The top half of a card: the formula's name, points and components (``full``), or
    the spell and what it does."""
    c = CARDS[card]
    name = escape(soft(title(tr, card)))
    if c.spell is not None:
        text = f'<p class="spell-text">{escape(tr.render(SPELL_TEXT[c.spell]))}</p>' if full else ""
        return (
            f'<span class="fhead">{glyph(c.spell, "spell-glyph")}'
            f'<span class="fname">{name}</span></span>{text}'
        )
    kind = escape(tr.render(KIND_NAMES[c.kind]))
    needs = needs_html(tr, card) if full else _needs_icons(card)
    return (
        f'<span class="fhead"><span class="pts">{c.points}</span>'
        f'<span class="fname">{name}</span></span>{needs}<span class="kind">{kind}</span>'
    )


def _needs_icons(card: int) -> str:
    """The components as small symbols only (the top of a Desk pile)."""
    out = []
    for n in CARDS[card].needs:
        out.append(badge(n.what, "tiny") if n.key == "element" else flask())
    return f'<span class="needs-icons">{"".join(out)}</span>'


def element_half(tr: Translator, card: int) -> str:
    """The bottom half of a card: its element (the three of a Supreme card)."""
    c = CARDS[card]
    badges = "".join(badge(e) for e in c.elements)
    text = escape(soft(elements_text(tr, card)))
    return f'<span class="ehead">{badges}<span class="ename">{text}</span></span>'


def face(
    tr: Translator,
    card: int,
    *,
    cls: str = "",
    full: bool = True,
    attrs: str = "",
    top: str = "",
    bottom: str = "",
    ribbon: str = "",
    ident: str = "",
) -> str:
    """A whole card face up: formula above, element below. ``top`` and ``bottom`` replace
    the halves' wrappers (a chosen card's halves are buttons); ``attrs`` are added to it;
    ``ribbon`` is markup laid over it; ``ident`` its DOM id (default ``c<ID>``, and then
    ``data-card`` names the card: a card lying somewhere the seat sees)."""
    c = CARDS[card]
    classes = ["pcard", f"k-{c.kind}", *cls.split()]
    if c.supreme:
        classes.append("supreme")
    data = "" if ident else f' data-card="{card}"'
    upper = top or f'<div class="half formula">{formula_half(tr, card, full)}</div>'
    lower = bottom or f'<div class="half element">{element_half(tr, card)}</div>'
    return (
        f'<div class="{" ".join(classes)}" id="{ident or f"c{card}"}"{data} '
        f'style="{el_style(c.element)}"{attrs}>{ribbon}{upper}{lower}</div>'
    )


def back(cls: str = "") -> str:
    """The back of a card."""
    extra = f" {cls}" if cls else ""
    return f'<span class="pback{extra}" aria-hidden="true"></span>'


def clickable(label: str, action: str = "", select: str = "") -> str:
    """Attributes that make a card element clickable (one action, or one choice)."""
    hook = f'data-action="{attr(action)}"' if action else f'data-select="{attr(select)}"'
    return f' {hook} role="button" tabindex="0" aria-label="{attr(label)}"'
