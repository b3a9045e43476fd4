"""Kinds of seat as plug-ins: what the shell asks of whoever plays a seat.

The shell knows two kinds of its own: the people at this device (their clicks play) and
the computers (:mod:`web.shell.computers`). Any other kind (a friend online, and later
others) is a plug-in: it declares itself (:class:`Declared`, listed in :mod:`web.kinds`),
its code is loaded when first needed, and it gives the shell a :class:`Kind` that opens
its links, answers its controls and forms, and seats itself at a game put on screen
(:class:`Seating`). The shell never imports a plug-in: it asks these protocols only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from potions.core.i18n import Msg, Translator

if TYPE_CHECKING:
    from web.games.protocol import Board
    from web.shell.flags import Flags
    from web.shell.foreseen import Foreseen
    from web.shell.host import Host
    from web.shell.room import Links
    from web.shell.table import Table


class Seating(Protocol):
    """A kind of seat at the game on screen, from the moment it is put on screen until it
    is left: asked to play, told each position, and given room on the page."""

    def opened(self, table: Table) -> None:
        """``table`` is put on screen (before it is drawn)."""

    def ask(self, table: Table) -> None:
        """It is this kind's seat to play on ``table``: play it (through the shell) when
        ready. Asked again for the same table, nothing more happens."""

    def moved(self, table: Table) -> None:
        """``table`` is the game on screen, kept where it is kept (stored here when this
        device holds the game): nothing before this is final."""

    def beside(self, table: Table, board: Board) -> str:
        """Markup shown beside the board ("" for none)."""

    def instead(self, table: Table, board: Board) -> str | None:
        """Markup shown in place of the board (a room's lobby before its game starts), or
        None to show the board."""

    def left(self) -> None:
        """The game left the screen."""


class Quiet:
    """A seating that shows nothing and needs nothing when the game comes or goes."""

    def opened(self, table: Table) -> None:
        return None

    def ask(self, table: Table) -> None:
        return None

    def moved(self, table: Table) -> None:
        return None

    def beside(self, table: Table, board: Board) -> str:
        return ""

    def instead(self, table: Table, board: Board) -> str | None:
        return None

    def left(self) -> None:
        return None


class People(Quiet):
    """The people at this device: their clicks on the page play for them."""


class Decider(Seating, Protocol):
    """Another device decides the game on screen (this device only shows it): it answers
    for every seat but the people's here, and their moves are proposed to it."""

    def propose(self, table: Table, action: str, seen: Foreseen | None) -> None:
        """The people here play ``action`` on ``table`` (``seen``: its page worked out
        ahead, if it was)."""

    def foreseeable(self, after: Table) -> bool:
        """Whether a move leading to ``after`` may be shown before the decider answers."""

    def away(self) -> Msg | None:
        """What keeps it from answering now, to tell the people here (None: nothing)."""

    def again(self) -> Msg:
        """Play again was asked here: the decider starts the next game (what to say)."""


class Game(Protocol):
    """The game on screen as a plug-in sees it (:class:`web.shell.playing.Playing`)."""

    table: Table | None
    flags: Flags
    decider: Decider | None

    def put(
        self, table: Table, seatings: Mapping[str, Seating] = ..., decider: Decider | None = ...
    ) -> None:
        """Put ``table`` on screen, seated by ``seatings`` (by kind) or decided elsewhere."""

    def close(self) -> None:
        """No game on screen."""

    def seating(self, kind: str) -> Seating | None:
        """Who is asked to play a seat of ``kind`` (None: no one at this game)."""

    def draw(self) -> None:
        """Show the game on screen again."""

    def install(
        self,
        table: Table,
        message: Msg | None = None,
        sounds: Sequence[str] = (),
        seen: Foreseen | None = None,
    ) -> None:
        """The next table of the game on screen (every move ends there)."""

    def say(self, message: Msg | None) -> None:
        """Tell the player something about the game on screen."""

    def sounds(self, table: Table) -> list[str]:
        """The sounds of the move that made ``table``."""


class Shell(Protocol):
    """What a plug-in may use of the shell (:class:`web.shell.app.App`)."""

    host: Host
    tr: Translator
    settings: dict[str, Any]
    links: Links
    """The relays and ICE servers the address names."""
    rules: str

    @property
    def playing(self) -> Game: ...

    def home(self, problem: str = "", picked: str | None = None) -> None:
        """The start screen (``problem``: what to say there)."""

    def leave(self) -> None:
        """No game and no plug-in's screen any more (what waits to be stored is stored)."""

    def show(self, html: str) -> None:
        """Show a screen of the plug-in's own (no game on screen), with the rules when open."""

    def save_settings(self) -> None:
        """Keep :attr:`settings`."""


class Kind(Protocol):
    """A kind of seat's code, once loaded: what it does for the shell."""

    def route(self, params: Mapping[str, str]) -> None:
        """Open a link with one of its :attr:`Declared.routes`."""

    def seat(self, table: Table) -> Seating:
        """Its seating at ``table``, which is put on screen (``Declared.wants`` it)."""

    def select(self, verb: str, rest: list[str]) -> None:
        """One of its controls (:attr:`Declared.verbs`)."""

    def submit(self, form: Mapping[str, Sequence[str]]) -> None:
        """One of its forms (:attr:`Declared.forms`)."""

    def leave(self) -> None:
        """The screen it holds, if any, is left."""

    def holds(self) -> bool:
        """Whether it holds the page now with a screen of its own (no game on it)."""

    def redraw(self) -> None:
        """Draw its own screen anew, if it holds the page (the language changed)."""


@dataclass(frozen=True)
class Declared:
    """A kind of seat as the shell knows it before its code is loaded."""

    code: str
    """Its word in a save's seats (``meta.seats``) and in the set-up form."""
    module: str
    """The module whose ``kind(shell)`` gives its :class:`Kind`, imported once loaded."""
    load: Callable[[Host, Callable[[], None]], None]
    """Make :attr:`module` importable, then call the function given."""
    label: Msg
    """The set-up form's choice of this kind for a seat."""
    unavailable: Msg
    """That choice when the device cannot have this kind now (:attr:`usable` is False)."""
    usable: Callable[[Host], bool]
    """Whether this device can have this kind now (a network, say)."""
    wants: Callable[[Table], bool]
    """Whether a game put on screen needs this kind's seating."""
    unnamed: Callable[[Translator, int], str]
    """The name of its seat ``n`` (counted from 1) when the set-up leaves it empty."""
    begin: Callable[[Shell, Table, Table | None], Table] = lambda shell, table, before: table
    """A new game with this kind's seats, as it is first stored (the game it follows when
    it is played again, else None)."""
    routes: tuple[str, ...] = ()
    """The link parameters it opens (``?join=``)."""
    verbs: tuple[str, ...] = ()
    """Its ``data-select`` verbs."""
    forms: tuple[str, ...] = ()
    """Its forms (the ``form`` field's value)."""


def codes_of(declared: Sequence[Declared]) -> tuple[str, ...]:
    """The seats' words of the kinds ``declared``."""
    return tuple(d.code for d in declared)
