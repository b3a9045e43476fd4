"""The typed errors every game shares: illegal actions, damaged states, unreadable saves.

Each carries a stable ``code`` for programs and a message for players. The message is a
:class:`~potions.core.i18n.Msg`, so it can be shown in any language; ``str(error)`` is the
English sentence.
"""

from __future__ import annotations

import reprlib

from potions.core.i18n import Msg, Translator


class _Brief(reprlib.Repr):
    """``reprlib``'s short repr, with integers of any size (``repr`` refuses an int of
    more than 4,300 digits)."""

    def repr_int(self, x: int, level: int) -> str:
        return repr(x) if x.bit_length() <= 128 else "…"


_BRIEF = _Brief()


def shown(value: object, limit: int = 40) -> str:
    """A value of unknown shape, as a short text to quote in a message: text cut to
    ``limit`` characters, anything else a brief repr that never walks deep nesting (``str``
    of a list nested 100,000 levels raises RecursionError)."""
    return (value if isinstance(value, str) else _BRIEF.repr(value))[:limit]


class _CodedError(ValueError):
    """A ValueError with a stable code and a translatable message."""

    def __init__(self, code: str, message: Msg | str) -> None:
        self.code = code
        self.msg = message if isinstance(message, Msg) else Msg.plain(message)
        super().__init__(self.msg.english())

    @property
    def message(self) -> str:
        """The message in English."""
        return self.msg.english()

    def text(self, tr: Translator) -> str:
        """The message in ``tr``'s language."""
        return tr.render(self.msg)


class IllegalActionError(_CodedError):
    """An action that is malformed or not legal now. The game is left unchanged."""


class StateError(_CodedError):
    """Data that does not describe a possible game state (``from_dict`` refuses it)."""


class SaveError(_CodedError):
    """A save that cannot be loaded; nothing is changed and the save is kept."""


class SetupError(_CodedError):
    """Set-up options that do not make a game (player count, names, options)."""
