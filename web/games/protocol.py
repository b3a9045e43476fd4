"""What a game's page gives the shell, and what the shell gives it to draw a board."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from potions.core.i18n import Translator
from web.shell.markup import name


@dataclass
class Board:
    """Everything a game's page may use to draw the board: never the game state itself.

    ``view`` is the engine's view for ``seat`` (the seat whose eyes the page shows:
    a human at the device; None for a spectator), ``legal`` the canonical strings of the
    actions that seat may click now (empty when it is not a human's turn), ``ui`` the
    game's own memory of a choice in progress (reset after every action).
    """

    view: dict[str, Any]
    seat: int | None
    legal: list[str]
    names: list[str]
    seats: list[str]
    """"human" or a computer level, per seat."""
    tr: Translator
    ui: dict[str, Any] = field(default_factory=dict)
    hint: str = ""
    """An action the Hard computer suggests (shown, not played)."""
    last: list[str] = field(default_factory=list)
    """The actions applied since the board was last drawn (for animations)."""
    events: list[dict[str, Any]] = field(default_factory=list)
    """What the last action did (the engine's events), for animations and moments."""
    before: dict[str, Any] | None = None
    """The view before those actions, for animations (None when not known)."""
    coming: str = ""
    """An action a computer is about to play: shown before it is played."""
    notice: str = ""
    """Markup that replaces the game's prompt (a computer is playing, the game is over)."""
    shell_buttons: str = ""
    """The shell's own buttons (hint, pace), shown after the game's."""
    message: str = ""
    """Markup of the last message for the player (why a click was refused...)."""
    touch: bool = False
    """The page is played by touch: what it says to do is "tap", not "click"."""
    keep: Callable[[str, str], str] = field(default=lambda ident, html: html)
    """``keep(id, markup)``: a piece of the board, one element with that id
    (:class:`web.shell.pieces.Pieces`): the page does not see it again while it is the same."""

    def names_of(self, seat: int) -> str:
        """A seat's name, escaped and isolated for bidirectional text."""
        return name(self.names[seat])


@dataclass
class Choice:
    """The outcome of a click on a ``data-select`` control: a new ``ui`` memory, or an
    action to play now, or a message for the player."""

    ui: dict[str, Any] | None = None
    action: str = ""
    message: str = ""


class GameUi(Protocol):
    """A game's page."""

    game_id: str
    styles: str
    """The file name of its stylesheet, in its folder."""
    selects: frozenset[str]
    """The ``data-select`` verbs of its board's choices (answered by :meth:`select`): none
    is one of the shell's own (``web.shell.app.ANYWHERE``, ``IN_GAME``)."""

    def board(self, b: Board) -> str:
        """The board's markup: every clickable element carries ``data-action`` (one legal
        action, its canonical string) or ``data-select`` (part of a choice)."""

    def select(self, b: Board, value: str) -> Choice:
        """A click on a ``data-select`` control of the board."""

    def setup_fields(self, tr: Translator, last: Mapping[str, Any]) -> tuple[str, str]:
        """The fields of the set-up form for this game's options: those shown at once,
        and those under "More options" (``last``: the options of the last game set up)."""

    def read_setup(self, form: Mapping[str, Sequence[str]]) -> dict[str, Any]:
        """The game's options from the set-up form's values (name -> values)."""

    def describe_action(self, b: Board, action: str) -> str:
        """A short readable form of an action, for hints."""

    def picture(self) -> str:
        """A small SVG picture for the game picker."""

    def summary(self, view: dict[str, Any], tr: Translator) -> str:
        """A short line on the position for the saved-games list (turn, round)."""

    def status(self, b: Board) -> str:
        """Markup for the top bar's status (countdown, round...)."""

    def final_details(self, b: Board) -> tuple[list[str], list[list[str]]]:
        """Columns and rows (one per seat) of the final score table, beyond name and total."""

    def rules(self, tr: Translator) -> str:
        """The game's rules in short, our own words, with pictures (markup)."""

    # Optional, for pages that keep a memory across actions or start games of their own:
    #
    # def carry(self, ui, actions, events) -> dict: what the ``ui`` memory keeps after
    #     ``actions`` (an undo or Escape: none); saved with the game and given back to
    #     ``carry(saved, [], [])`` when it is opened again. Without it ``ui`` empties.
    # def link_setup(self, params, tr) -> dict | None: a game a link asks for in its own
    #     words (``players``, ``seed``, ``options``, ``seats``, ``pace``, ``select``).
    # def log_turns(self, view) -> int | None: how many of the latest turns the game log may
    #     show while the game goes on (a game of memory shows only the current round, and
    #     then offers no export of its history either); None: the whole game.
    # def score_row(self, tr, row) -> str: the name of a row of the score pad the engine's
    #     view carries once the game is over (``view["state"]["breakdown"]``: where the
    #     points came from, rows that add up to each score; the shell draws it). A row is
    #     named by its ``row`` id and the data beside it (a kind of potion...).
    # def pace(self, action) -> str: how a computer's ``action`` is shown: "key" (highlighted
    #     before it is played, and its outcome left on screen longer: the moves a player
    #     wants to see coming), "step", or "brief" (the end of a turn, a die placed);
    #     without it every action is a step (web.shell.computers).
    # def settle(self, b) -> int: milliseconds the animations of the last move drawn on
    #     ``b`` take (at Normal pace a computer's next action waits for them); none without.

    def sounds(self, events: Sequence[Mapping[str, Any]]) -> list[str]:
        """The sounds an action's events make: names the shell knows ("pick", "explosion",
        "complete", "token", "card", "roll", "spell", "end")."""


def level_name(tr: Translator, level: str) -> str:
    """A computer level as players read it."""
    _ = tr
    names = {
        "easy": _("Easy"),
        "medium": _("Medium"),
        "hard": _("Hard"),
        "expert": _("Expert"),
        "online": _("online"),
    }
    return names.get(level, level)


def seat_tag(tr: Translator, code: str) -> str:
    """What a desk says of who plays a seat ("" for a person at this device): a computer
    and its level, or a friend on another device."""
    _ = tr
    if code == "human":
        return ""
    if code == "online":
        return _("online")
    return _("computer · {level}", level=level_name(tr, code))


def turn_panel(b: Board, prompt: str, buttons: str) -> str:
    """The standard block above a board: what to do now, the buttons, and the message.

    ``prompt`` and ``buttons`` are markup from the game; the shell's own buttons (hint,
    pace of the computers) and its message come from ``b``.
    """
    text = b.notice or prompt
    return (
        f'<div id="prompt" role="status">{text}</div>'
        f'<div id="controls">{buttons}{b.shell_buttons}</div>'
        f'<div id="message" role="alert">{b.message}</div>'
    )
