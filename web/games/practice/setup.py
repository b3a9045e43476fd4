"""Potion-making: Practice's set-up: the game has no options, so the form only says how it
begins."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from potions.core.i18n import Translator
from web.shell.markup import escape


def setup_fields(tr: Translator, last: Mapping[str, Any]) -> tuple[str, str]:
    """No option to set: a line on how the game begins, nothing under More options."""
    _ = tr
    note = _(
        "Each player is dealt 4 cards and 4 more start face up on the Desk of Elements; the "
        "first player begins. On a device shared by several players, each one's hand stays "
        "hidden behind a hand-off screen."
    )
    return f'<p class="setup-note">{escape(note)}</p>', ""


def read_setup(form: Mapping[str, Sequence[str]]) -> dict[str, Any]:
    """No options."""
    return {}
