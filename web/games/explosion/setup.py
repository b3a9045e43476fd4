"""Potion Explosion's own fields in the set-up form: potion kinds and the countdown."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from potions.core.i18n import Translator
from potions.explosion.components import FIRST_GAME_KINDS, KINDS
from web.shell.markup import attr, escape

TUTORIAL_LINK = "?new=explosion&amp;tutorial=1"
"""The guided first game against an Easy computer (see :mod:`.tutorial`)."""


def setup_fields(tr: Translator, last: Mapping[str, Any]) -> tuple[str, str]:
    """Kinds (first-game set, random, or six chosen); the countdown under More options."""
    _ = tr
    kinds = last.get("kinds")
    mode = "random" if kinds is None and last else "first"
    chosen = set(kinds or FIRST_GAME_KINDS)
    if kinds is not None and sorted(kinds) != sorted(FIRST_GAME_KINDS):
        mode = "chosen"
    boxes = "".join(
        f'<label><input type="checkbox" name="kind" value="{k.id}" '
        f"{'checked' if k.id in chosen else ''}> {escape(tr.render(k.name))}</label>"
        for k in KINDS
    )
    radio = "".join(
        f'<label><input type="radio" name="kinds" value="{value}"'
        f"{' checked' if mode == value else ''}> {escape(label)}</label>"
        for value, label in (
            ("first", _("First game set")),
            ("random", _("Random")),
            ("chosen", _("Choose 6:")),
        )
    )
    countdown = last.get("countdown")
    main = (
        f'<p class="first-game">{escape(_("New to Potion Explosion?"))} '
        f'<a href="{TUTORIAL_LINK}" style="color: var(--accent)">'
        f"{escape(_('Play a guided first game'))}</a></p>"
        f"<fieldset><legend>{escape(_('Potion kinds'))}</legend>{radio}"
        f'<div class="kinds">{boxes}</div></fieldset>'
    )
    more = (
        f"<label>{escape(_('Countdown (Skill tokens)'))} "
        f'<input name="countdown" type="number" min="1" max="15" placeholder="4/5/6" '
        f'value="{attr(str(countdown or ""))}"></label>'
    )
    return main, more


def read_setup(form: Mapping[str, Sequence[str]]) -> dict[str, Any]:
    """The options from the form: ``kinds`` (None for random) and ``countdown``."""
    mode = (form.get("kinds") or ["first"])[0]
    kinds: list[str] | None = None
    if mode == "first":
        kinds = list(FIRST_GAME_KINDS)
    elif mode == "chosen":
        kinds = list(form.get("kind", []))
    text = (form.get("countdown") or [""])[0].strip()
    countdown: int | str | None = None
    if text.isascii() and text.isdigit():
        # a number too long to be a countdown goes as it is: the engine refuses it, with why
        countdown = int(text) if len(text) <= 4 else text
    return {"kinds": kinds, "countdown": countdown}
