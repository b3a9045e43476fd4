"""Actions as small values with a canonical string, and the error for illegal input.

Grammar (tokens separated by one space; T a track 0-4 from the left, S a slot 0-7 from
the bottom, B a burner 0-1, C a colour, ID a tile id 0-63, K a stack 0-4, P a seat):

- ``draft ID``           take a starter tile during the starter draft
- ``pick T S``           the regular pick (also a tie-breaker pick)
- ``help T S``           the Little Help from the Professor
- ``place C B``          put a marble of colour C (from hand or pool) on burner B
- ``drink ID ARGS...``   drink completed potion ID; ARGS depend on its kind (docs/RULES.md)
- ``wild C B H``         Prismatic Joy: a pool marble of colour C on a hole of colour H of B
- ``stop``               stop placing with Prismatic Joy
- ``end``                end the turn
- ``discard C``          at the end of the turn, discard one marble of colour C from the pool
- ``draw K``             draw the top tile of stack K onto an empty burner
"""

from __future__ import annotations

from typing import Final

from potions.explosion.components import COLOURS

# Per verb: the kinds of its fixed arguments ("i" integer, "c" colour); "*" means a
# variable-length list of integers.
_SHAPES: Final[dict[str, str]] = {
    "draft": "i",
    "pick": "ii",
    "help": "ii",
    "place": "ci",
    "drink": "i*",
    "wild": "cic",
    "stop": "",
    "end": "",
    "discard": "c",
    "draw": "i",
}
VERBS: Final = tuple(_SHAPES)


class IllegalActionError(ValueError):
    """An action that is malformed or not legal now. The game is left unchanged.

    ``code`` is a stable identifier (see docs/RULES.md); the message is for players.
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class Action:
    """An action: a verb and its arguments (ints or colour names). Immutable and hashable."""

    __slots__ = ("_text", "args", "verb")

    verb: str
    args: tuple[int | str, ...]
    _text: str

    def __init__(self, verb: str, *args: int | str) -> None:
        object.__setattr__(self, "verb", verb)
        object.__setattr__(self, "args", tuple(args))
        object.__setattr__(self, "_text", " ".join([verb, *map(str, args)]))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Action is immutable")

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Action.parse({self._text!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and other._text == self._text

    def __hash__(self) -> int:
        return hash(self._text)

    def ints(self) -> tuple[int, ...]:
        """The integer arguments, in order."""
        return tuple(a for a in self.args if isinstance(a, int))

    @classmethod
    def parse(cls, text: str) -> Action:
        """Parse a canonical action string; raises IllegalActionError("malformed") otherwise."""
        if not isinstance(text, str):
            raise IllegalActionError("malformed", f"An action must be text, not {text!r}.")
        words = text.strip().lower().split()
        if not words:
            raise IllegalActionError("malformed", "An empty action means nothing.")
        verb, rest = words[0], words[1:]
        shape = _SHAPES.get(verb)
        if shape is None:
            raise IllegalActionError(
                "malformed", f"'{verb}' is not an action; actions are: {', '.join(VERBS)}."
            )
        fixed = shape.rstrip("*")
        variadic = shape.endswith("*")
        if len(rest) < len(fixed) or (not variadic and len(rest) != len(fixed)):
            raise IllegalActionError(
                "malformed", f"'{text.strip()}' has the wrong number of parts."
            )
        args: list[int | str] = []
        for i, word in enumerate(rest):
            kind = fixed[i] if i < len(fixed) else "i"
            if kind == "c":
                if word not in COLOURS:
                    raise IllegalActionError(
                        "malformed", f"'{word}' is not a colour ({', '.join(COLOURS)})."
                    )
                args.append(word)
            else:
                if not (word.isascii() and word.isdigit()) or len(word) > 3:
                    raise IllegalActionError("malformed", f"'{word}' is not a small number.")
                args.append(int(word))
        return cls(verb, *args)


def as_action(action: Action | str) -> Action:
    """Accept an Action or its canonical string."""
    if isinstance(action, Action):
        return action
    return Action.parse(action)
