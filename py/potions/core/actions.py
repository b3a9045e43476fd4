"""Actions as small values with a canonical string, shared by every game.

An action is a verb and arguments; its canonical string is the verb and the arguments
separated by single spaces (like a UCI move in chess). Each game subclasses
:class:`Action` with its grammar: for every verb, the kinds of its arguments. A kind is
``"i"`` (a small non-negative integer) or the name of a vocabulary of words (colours,
ingredients...); a trailing ``"*"`` repeats the last kind any number of times.

``Action.parse(str(a)) == a`` for every action, and parsing refuses anything else with
an :class:`~potions.core.errors.IllegalActionError` of code ``malformed``: only the
canonical string is read (``DRAFT 1``, ``draft 01``, ``draft 1 `` or a no-break space are
refused), so a save or a link means exactly one thing.
"""

from __future__ import annotations

from typing import ClassVar, TypeVar, cast

from potions.core.errors import IllegalActionError, shown
from potions.core.i18n import Msg

Arg = int | str
A = TypeVar("A", bound="Action")

MAX_INT_DIGITS = 3
"""Integers in actions are small (seats, slots, card ids): at most 3 digits."""

PARSED_KEPT = 20_000
"""Parsed strings remembered (actions are immutable values): the page and the computers
read the same few hundred legal actions again and again."""
_PARSED: dict[tuple[type[Action], str], Action] = {}


class Action:
    """A verb and its arguments (ints or words). Immutable and hashable."""

    __slots__ = ("_text", "args", "verb")

    GRAMMAR: ClassVar[dict[str, str]] = {}
    """Per verb, one letter per argument: ``i`` an integer, else a key of ``WORDS``."""
    WORDS: ClassVar[dict[str, tuple[str, ...]]] = {}
    """Vocabularies of word arguments, by the letter the grammar uses."""

    verb: str
    args: tuple[Arg, ...]
    _text: str

    def __init__(self, verb: str, *args: Arg) -> None:
        object.__setattr__(self, "verb", verb)
        object.__setattr__(self, "args", tuple(args))
        object.__setattr__(self, "_text", " ".join([verb, *map(str, args)]))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Action is immutable")

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"{type(self).__name__}.parse({self._text!r})"

    def __eq__(self, other: object) -> bool:
        return (
            type(other) is type(self)
            and isinstance(other, Action)
            and other.verb == self.verb
            and other.args == self.args
        )

    def __hash__(self) -> int:
        return hash(self._text)

    def ints(self) -> tuple[int, ...]:
        """The integer arguments, in order."""
        return tuple(a for a in self.args if isinstance(a, int))

    def word(self, i: int) -> str:
        """Argument ``i`` as a word."""
        return str(self.args[i])

    @classmethod
    def parse(cls: type[A], text: object) -> A:
        """Parse a canonical action string; raises IllegalActionError("malformed") otherwise."""
        if isinstance(text, str):
            known = _PARSED.get((cls, text))
            if known is not None:
                return cast(A, known)
        action = cls._read(text)
        if len(_PARSED) >= PARSED_KEPT:
            _PARSED.clear()
        _PARSED[(cls, str(text))] = action
        return action

    @classmethod
    def _read(cls: type[A], text: object) -> A:
        if not isinstance(text, str):
            raise IllegalActionError(
                "malformed", Msg("An action must be text, not {what}.", what=shown(text))
            )
        words = text.strip().lower().split()
        if not words:
            raise IllegalActionError("malformed", Msg("An empty action means nothing."))
        verb, rest = words[0], words[1:]
        shape = cls.GRAMMAR.get(verb)
        if shape is None:
            raise IllegalActionError(
                "malformed",
                Msg(
                    "'{verb}' is not an action; actions are: {verbs}.",
                    verb=verb[:20],
                    verbs=", ".join(cls.GRAMMAR),
                ),
            )
        fixed = shape.rstrip("*")
        variadic = shape.endswith("*")
        if len(rest) < len(fixed) or (not variadic and len(rest) != len(fixed)):
            raise IllegalActionError(
                "malformed",
                Msg("'{action}' has the wrong number of parts.", action=text.strip()[:40]),
            )
        args: list[Arg] = []
        for i, word in enumerate(rest):
            kind = fixed[i] if i < len(fixed) else fixed[-1]
            if kind == "i":
                if not (word.isascii() and word.isdigit()) or len(word) > MAX_INT_DIGITS:
                    raise IllegalActionError(
                        "malformed", Msg("'{word}' is not a small number.", word=word[:20])
                    )
                args.append(int(word))
            else:
                vocabulary = cls.WORDS[kind]
                if word not in vocabulary:
                    raise IllegalActionError(
                        "malformed",
                        Msg(
                            "'{word}' is not one of: {words}.",
                            word=word[:20],
                            words=", ".join(vocabulary),
                        ),
                    )
                args.append(word)
        action = cls(verb, *args)
        if action._text != text:
            # One spelling per action, so that a save or a link means exactly one thing:
            # no capitals, padding zeros, other spaces or spaces around.
            raise IllegalActionError(
                "malformed",
                Msg(
                    "'{action}' must be written '{canonical}'.",
                    action=text[:40],
                    canonical=action._text,
                ),
            )
        return action

    @classmethod
    def coerce(cls: type[A], action: object) -> A:
        """An action of this game from an Action or its canonical string.

        An Action whose arguments have the wrong types (``pick "1" 2``) is refused like
        any malformed string: it must equal its own canonical parse.
        """
        if isinstance(action, cls):
            if cls.parse(action._text) != action:
                raise IllegalActionError(
                    "malformed",
                    Msg("'{action}' has arguments of the wrong kind.", action=str(action)),
                )
            return action
        if isinstance(action, Action):
            raise IllegalActionError(
                "malformed", Msg("'{action}' is an action of another game.", action=str(action))
            )
        return cls.parse(action)
