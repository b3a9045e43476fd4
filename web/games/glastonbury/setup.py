"""Glastonbury's own fields in the set-up form: the Recipe-card variant and the pawn
colours (dealt at random, or each player's choice)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from potions.core.i18n import Translator
from potions.glastonbury.components import PAWN_COLOURS
from web.games.glastonbury.cards import colour_word
from web.shell.markup import escape


def setup_fields(tr: Translator, last: Mapping[str, Any]) -> tuple[str, str]:
    """Both shown at once: the variant switch, and the colours of the pawns."""
    _ = tr
    recipes = bool(last.get("recipes", False))
    chosen = last.get("colours")
    colours = list(chosen) if isinstance(chosen, list) else []
    colours += [c for c in PAWN_COLOURS if c not in colours]
    variant = (
        f"<fieldset><legend>{escape(_('Recipe cards'))}</legend>"
        f'<label><input type="checkbox" name="recipes" value="on"'
        f"{' checked' if recipes else ''}> "
        f"{escape(_('Play with the Recipe cards: two secret tasks each, for more points'))}"
        "</label></fieldset>"
    )
    radio = "".join(
        f'<label><input type="radio" name="colours" value="{value}"'
        f"{' checked' if (value == 'chosen') == bool(chosen) else ''}> {escape(label)}</label>"
        for value, label in (("deal", _("Dealt at random")), ("chosen", _("Chosen:")))
    )
    selects = []
    for i in range(4):
        options = "".join(
            f'<option value="{c}"{" selected" if c == colours[i] else ""}>'
            f"{escape(colour_word(tr, c))}</option>"
            for c in PAWN_COLOURS
        )
        selects.append(
            f"<label>{escape(_('Player {n}', n=i + 1))} "
            f'<select name="colour">{options}</select></label>'
        )
    pawns = (
        f"<fieldset><legend>{escape(_('Pawn colours (your colour scores double)'))}</legend>"
        f'{radio}<div class="kinds">{"".join(selects)}</div></fieldset>'
    )
    return variant + pawns, ""


def read_setup(form: Mapping[str, Sequence[str]]) -> dict[str, Any]:
    """The options from the form: ``recipes`` (bool) and ``colours`` (None: dealt; else
    the colour chosen for each player whose name is filled in, in seat order)."""
    recipes = "on" in form.get("recipes", [])
    mode = (form.get("colours") or ["deal"])[0]
    colours: list[str] | None = None
    if mode == "chosen":
        names = list(form.get("player", []))
        picked = list(form.get("colour", []))
        colours = [picked[i] if i < len(picked) else "" for i, n in enumerate(names) if n.strip()]
    return {"recipes": recipes, "colours": colours}
