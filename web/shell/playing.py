"""The game on screen: its table, the page's flags beside it, and every move.

Whoever moves the game (a click, a click foreseen on its press, a computer, a hint taken,
another tab, undo, storage refusing a save) ends in :meth:`Playing.install`, which shows
the new table, stores it once the board is on screen (the :class:`~web.shell.keeper.Keeper`)
and asks whoever plays the seat to play (a :class:`~web.shell.kinds.Seating`, by kind of seat:
the people here, the computers, or a plug-in's kind; or the device that decides the game when
another does, a :class:`~web.shell.kinds.Decider`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any, Protocol
from urllib.parse import quote

from potions import IllegalActionError, SaveError
from potions.core.i18n import Msg, Translator
from web.games import ui_of
from web.games.protocol import Board, level_name
from web.shell import screens
from web.shell.computers import Computers
from web.shell.flags import Flags, eyes_of, handoff, passing
from web.shell.foreseen import Foreseen
from web.shell.host import Host
from web.shell.keeper import Keeper, Written
from web.shell.kinds import Decider, People, Seating
from web.shell.markup import button, escape
from web.shell.page import Page
from web.shell.pieces import Pieces
from web.shell.seats import COMPUTER, HERE
from web.shell.table import Choose, Drop, Handed, Move, Pace, Play, Reload, Table, Undo, step

__all__ = ["FULL", "Foreseen", "Playing", "Screens"]

FULL = Msg(
    "This browser's storage is full, so the game cannot be saved: the last move "
    "was not played. Export this game, or delete finished games, then try again."
)


class Screens(Protocol):
    """What the game on screen needs of the screens around it."""

    tr: Translator
    settings: dict[str, Any]
    rules: str
    """The game whose rules are open over the screen ("" when none)."""

    def home(self, problem: str = "", picked: str | None = None) -> None:
        """Leave the game for the start screen (``problem``: what to say there)."""

    def confirming(self) -> bool:
        """Whether a mouse's click on a big move asks for a second click."""


class Playing:
    """The game on screen (none on the start screen)."""

    def __init__(self, host: Host, keeper: Keeper, page: Page, screens: Screens) -> None:
        self.host = host
        self.keeper = keeper
        self.page = page
        self.screens = screens
        self.table: Table | None = None
        self.flags = Flags()
        self.computers = Computers(host, self)
        self.seatings: dict[str, Seating] = {HERE: People(), COMPUTER: self.computers}
        """Who is asked to play, by kind of seat (:attr:`web.shell.seats.Seat.kind`)."""
        self.decider: Decider | None = None
        """The device that decides the game on screen when another does (this one only
        shows it): it answers for every seat but the people's here."""
        self.drawn: Table | None = None
        """The table last drawn: its move's animations were shown."""
        self._foreseen: Foreseen | None = None

    @property
    def tr(self) -> Translator:
        return self.screens.tr

    @property
    def foreseen(self) -> Foreseen | None:
        """What is foreseen for the page shown now, if anything."""
        seen = self._foreseen
        return seen if seen is not None and seen.shown == self.page.shown else None

    def put(
        self,
        table: Table,
        seatings: Mapping[str, Seating] | None = None,
        decider: Decider | None = None,
    ) -> None:
        """Put a game on screen (its flags anew): stored already, with the plug-ins' seatings
        it needs (``seatings``, by kind of seat, each made for it), or a game another device
        decides (``decider``), which this device only shows (its address is the decider's)."""
        if self.decider is not decider or decider is None:
            self.close()
        self.table = table
        self.flags = Flags()
        self.drawn = None
        self.decider = decider
        self.seatings = {HERE: People(), COMPUTER: self.computers, **(seatings or {})}
        for seating in self.others():
            seating.opened(table)
        if decider is None:
            sid = quote(table.sid.encode("utf-8", "surrogatepass"), safe="")  # read back whole
            self.host.set_url(f"?game={sid}")
            if any(seat.kind == COMPUTER for seat in table.seats):
                self.computers.start()  # its worker boots while the board is looked at
        self.draw()

    def close(self) -> None:
        """No game on screen: its plug-ins' seatings leave it."""
        for kind, seating in self.seatings.items():
            if kind not in (HERE, COMPUTER):
                seating.left()
        if self.decider is not None:
            self.decider.left()
        self.seatings = {HERE: People(), COMPUTER: self.computers}
        self.decider = None
        self.table = None

    def seating(self, kind: str) -> Seating | None:
        """Who is asked to play a seat of ``kind`` (the decider, for all but the people's
        here, when another device decides the game); None when the game has none."""
        if self.decider is not None and kind != HERE:
            return self.decider
        return self.seatings.get(kind)

    def others(self) -> list[Seating]:
        """The seatings told of the game beyond the people's and the computers'."""
        out = [s for k, s in self.seatings.items() if k not in (HERE, COMPUTER)]
        return out if self.decider is None else [*out, self.decider]

    def board(
        self,
        table: Table,
        flags: Flags,
        keep: Callable[[str, str], str] | None = None,
        fresh: bool = False,
    ) -> Board:
        """What the game's page may see to draw ``table`` (``keep``: the pieces the page is
        drawn with, those shown by default; ``fresh``: its move's animations are shown)."""
        eyes = eyes_of(table, flags)
        state = table.state
        seat = table.to_play()
        legal: list[str] = []
        away = None if self.decider is None else self.decider.away()
        here = seat is not None and seat.here and away is None
        if eyes is not None and state.current_player == eyes and here:
            legal = [str(a) for a in state.legal_actions()]
        notice = ""
        level = table.computer()
        if level and state.current_player is not None:
            notice = '<span class="thinking" aria-hidden="true"></span>' + self.tr.html(
                "{name} (computer, {level}) is playing…",
                name=table.names[state.current_player],
                level=level_name(self.tr, level),
            )
        handing = passing(table, flags)
        if handing is not None and eyes is not None:
            last, next_ = table.names[eyes], table.names[handing]
            if table.undo:
                notice = self.tr.html(
                    "Your turn is over, {name}: Undo takes it back; else pass the device to "
                    "{next} when you are done looking.",
                    name=last,
                    next=next_,
                )
            else:
                notice = self.tr.html(
                    "Your turn is over, {name}. Pass the device to {next} when you are done "
                    "looking.",
                    name=last,
                    next=next_,
                )
        if away is not None and flags.message is None:
            flags = replace(flags, message=away)  # nothing can be played: say why
        message = "" if flags.message is None else self.tr.render_html(flags.message)
        if flags.full:
            _ = self.tr
            message += (
                button(escape(_("Export this game")), select="export")
                + button(escape(_("Delete finished games")), select="free")
                + button(escape(_("Try again")), select="retry", cls="primary")
            )
        view = state.view(eyes)
        if flags.hint:
            text = ui_of(table.info.id).describe_action(
                Board(view, eyes, legal, table.names, table.codes, self.tr), flags.hint
            )
            hint = escape(self.tr("Hint (Hard): {hint}", hint=text))
            message = f'<span class="hint-text">{hint}</span>'
        return Board(
            view=view,
            seat=eyes,
            legal=legal,
            names=table.names,
            seats=table.codes,
            tr=self.tr,
            ui=dict(table.ui),
            hint=flags.hint,
            coming=flags.coming,
            last=list(table.last) if fresh else [],
            events=list(table.events) if fresh else [],
            before=None if table.before is None else dict(table.before),
            notice=notice,
            shell_buttons=screens.shell_buttons(self.tr, table, flags, self.screens.confirming()),
            message=message,
            touch=self.host.touch(),
            keep=self.page.pieces.keep if keep is None else keep,
        )

    def markup(
        self, table: Table, flags: Flags, keep: Callable[[str, str], str], fresh: bool
    ) -> str:
        """The markup of the game's page for ``table``, its pieces drawn with ``keep``."""
        board = self.board(table, flags, keep, fresh)
        rules = screens.rules_dialog(self.tr, self.screens.rules)
        others = self.others()
        for seating in others:
            instead = seating.instead(table, board)
            if instead is not None:
                return screens.top_bar(self.tr, table, "", self.sound()) + instead + rules
        panel = "".join(seating.beside(table, board) for seating in others)
        covered = handoff(table, flags) is not None
        html = "" if covered else ui_of(table.info.id).board(board)
        confirm = self.screens.confirming()
        page = screens.game_page(self.tr, table, flags, board, html, self.sound(), panel, confirm)
        return page + rules

    def sound(self) -> bool:
        return bool(self.screens.settings.get("sound", True))

    def draw(self, seen: Foreseen | None = None) -> None:
        """Show the game on screen (the page ``seen`` worked out ahead, if given), then ask
        the seat to play to play."""
        table = self.table
        if table is None:
            return
        self.host.set_root("data-game", table.info.id)
        if seen is None:
            keep = self.page.pieces.keep
            self.page.show(self.markup(table, self.flags, keep, table is not self.drawn))
        else:
            self.page.pieces.drawn = seen.drawn
            self.page.show(seen.html, seen.prepared)
        self.drawn = table
        self.turn()

    def turn(self) -> None:
        """Ask whoever plays the seat to play now (nothing while storage is full)."""
        table = self.table
        seat = None if table is None else table.to_play()
        if table is not None and seat is not None and not self.flags.full and not table.lobby():
            seating = self.seating(seat.kind)
            if seating is not None:
                seating.ask(table)

    def say(self, message: Msg | None) -> None:
        """Tell the player something about the game on screen."""
        self.flags = replace(self.flags, message=message)
        self.draw()

    # ------------------------------------------------------------------ moves

    def install(
        self,
        table: Table,
        message: Msg | None = None,
        sounds: Sequence[str] = (),
        seen: Foreseen | None = None,
    ) -> None:
        """Put the next table of the game on screen: every move ends here. It is stored
        once the board shows it (a save is not a step a player waits for)."""
        before = self.table
        self.table = table
        if before is not None and before.state is table.state:
            self.flags = replace(self.flags, message=message)  # the same position: same hint
        else:
            self.flags = self.flags.moved(message)
        if self.screens.settings.get("sound", True):
            for sound in sounds:
                self.host.play(sound)
        self.draw(seen)
        if self.decider is None and self.keeper.behind(table):
            self.host.after_frame(self.store_now)  # the others are told once it is stored
        else:
            self.moved(table)

    def moved(self, table: Table) -> None:
        """Tell the seatings beyond this device's that ``table`` is the game now (stored,
        when this device holds the game: no other device sees a move this one may take
        back)."""
        for seating in self.others():
            seating.moved(table)

    def move(self, move: Move, message: Msg | None = None) -> bool:
        """Make ``move`` on the game on screen; False (and the player told why) when the
        engine refuses it."""
        table = self.table
        if table is None:
            return False
        try:
            after = step(table, move)
        except IllegalActionError as exc:
            self.say(exc.msg)
            return False
        sounds = self.sounds(after) if isinstance(move, Play) else []
        self.install(after, message, sounds)
        return True

    def sounds(self, table: Table) -> list[str]:
        return list(ui_of(table.info.id).sounds(table.events))

    def act(self, text: str) -> None:
        """The person here to play plays an action (refused politely when it is not their
        turn)."""
        table = self.table
        if table is None or self.covered(table):
            return
        seat = table.to_play()
        current = table.state.current_player
        if seat is not None and current is not None and not seat.here:
            who = table.names[current]
            if seat.kind == "computer":
                self.say(Msg("Wait: it is {name}'s turn (computer).", name=who))
            else:
                self.say(Msg("Wait: it is {name}'s turn.", name=who))
            return
        if table.lobby():
            return
        seen = self.seen(text)
        if self.decider is not None:  # another device decides
            self.decider.propose(table, text, seen)
        elif seen is not None:
            self.install(seen.after, None, seen.sounds, seen)
        else:
            self.move(Play(text, table.state.current_player))

    def play(self, table: Table, action: str) -> None:
        """The seat to play on ``table`` plays ``action`` from elsewhere (a computer), if
        ``table`` is still on screen; what the page said stays."""
        if self.table is table:
            self.move(Play(action, table.state.current_player), self.flags.message)

    def announce(self, table: Table, action: str) -> None:
        if self.table is table:
            self.flags = replace(self.flags, coming=action)
            self.draw()

    def settle(self, table: Table) -> int:
        """Milliseconds the animations of the move that made ``table`` take (its game's
        page says: ``settle``; none for a game that says nothing)."""
        settle = getattr(ui_of(table.info.id), "settle", None)
        if settle is None or not table.last:
            return 0
        return int(settle(self.board(table, self.flags, fresh=True)))

    def hint_found(self, table: Table, action: str) -> None:
        if self.table is table:
            self.flags = replace(self.flags, hint=action, message=None)
            self.draw()

    def tell(self, message: Msg) -> None:
        self.flags = replace(self.flags, message=message)
        if self.table is not None:
            self.draw()

    def seen(self, text: str) -> Foreseen | None:
        """What was foreseen for a click on ``text`` on the page shown now, if anything."""
        seen = self.foreseen
        fits = seen is not None and seen.action == text
        return seen if fits else None

    def foresee(self, text: str) -> None:
        """Work out, before its click, what a click on the action ``text`` will show (the
        same step, run early, and the page's markup, parsed by the host ahead too), so that
        the click itself only shows it. The page asks when a pointer rests on or presses an
        action, or the keyboard's focus reaches it; what is foreseen holds until the page
        changes."""
        table = self.table
        if self.seen(text) is not None or table is None:
            return
        seat = table.to_play()
        if seat is None or not seat.here or self.covered(table):
            return
        if table.lobby():
            return
        try:
            after = step(table, Play(text, table.state.current_player))
        except IllegalActionError:
            return
        if self.decider is not None and not self.decider.foreseeable(after):
            return  # what it reveals, only the decider knows: shown when it answers
        scratch = Pieces(self.page.pieces.late)
        scratch.shown = self.page.pieces.shown
        html = self.markup(after, self.flags.moved(None), scratch.keep, True)
        prepared = self.host.prepare(html, text)
        self._foreseen = Foreseen(
            text, self.page.shown, after, self.sounds(after), html, scratch.drawn, prepared
        )

    def undo(self) -> None:
        """Take back the last action of this turn (never past something revealed)."""
        table = self.table
        seat = None if table is None else table.to_play()
        if table is None or seat is None or not seat.here or not table.undo:
            return
        if handoff(table, self.flags) is None:
            self.move(Undo())

    def cancel(self) -> None:
        """Escape: drop the choice in progress."""
        if self.table is not None:
            self.move(Drop())

    def choose(self, value: str) -> None:
        """A choice on the board (``data-select``), answered by the game's page."""
        table = self.table
        assert table is not None
        choice = ui_of(table.info.id).select(self.board(table, self.flags), value)
        message = Msg.plain(choice.message) if choice.message else None
        if choice.ui is not None:
            self.move(Choose(choice.ui), message)
            if not choice.action:
                return
        if choice.action:
            self.act(choice.action)
        else:
            self.say(message)

    # ------------------------------------------------------------------ storage

    def store_now(self) -> None:
        """Store the game on screen if storage does not hold it yet. When storage is full,
        the game goes back to the table last stored and says why; when another tab played
        meanwhile, its game is shown; when it deleted the game, the start screen."""
        table = self.table
        if table is None or self.decider is not None or not self.keeper.behind(table):
            return
        written = self.keeper.write(table)
        if written is Written.STORED:
            self.moved(table)
            return
        if written is Written.FULL:
            back = self.keeper.saved
            self.flags = replace(self.flags, full=True)
            if back is None or back.sid != table.sid:
                self.table = None
                self.screens.home(self.tr.render(FULL))
            else:
                self.install(step(table, Reload(back)), FULL)
        else:
            self.other_tab(written)

    def other_tab(self, written: Written) -> None:
        """Another tab deleted the game on screen, or played it: follow it."""
        table = self.table
        if table is None:
            return
        if written is Written.DELETED:
            self.table = None
            self.screens.home(self.tr("This game was deleted in another tab."))
            return
        try:
            stored = self.keeper.read(table.sid)
        except SaveError as exc:
            self.table = None
            self.screens.home(exc.text(self.tr))
            return
        message = Msg("This game was played in another tab: the board shows its latest position.")
        self.install(step(table, Reload(stored)), message)

    def on_storage(self, key: str) -> None:
        """Another tab changed ``key``: follow the game on screen if it changed."""
        self.store_now()
        changed = self.keeper.changed(key)
        if changed is not None:
            self.other_tab(changed)

    def retry(self) -> None:
        """Try again to store the game on screen (after the player made room)."""
        self.flags = replace(self.flags, full=False, message=None)
        self.store_now()
        if self.table is not None and not self.keeper.behind(self.table):
            self.moved(self.table)  # the others waited: the host is no longer stuck
        self.draw()

    def free_room(self) -> None:
        """Delete the finished games (after asking), then try to save again."""
        table = self.table
        ids = self.keeper.finished(None if table is None else table.sid)
        question = self.tr.n(
            "Delete {n} finished game for good?", "Delete {n} finished games for good?", len(ids)
        )
        if ids and self.host.confirm(question):
            for sid in ids:
                self.keeper.storage.delete(sid)
        if table is not None:
            self.retry()

    # ------------------------------------------------------------------ in-game controls

    def fold(self) -> None:
        """The final scores folded away, to look at the board."""
        self.flags = replace(self.flags, folded=True)
        self.draw()

    def unfold(self) -> None:
        self.flags = replace(self.flags, folded=False)
        self.draw()

    def export(self) -> None:
        """The game as a file (a game of memory gives out no history before its end)."""
        table = self.table
        if table is None or screens.log_turns(table) is not None:
            return
        text = json.dumps(table.export(self.host.now()))
        self.host.download(f"potions-{table.info.id}-{table.sid}.json", text)

    def covered(self, table: Table) -> bool:
        """Whether the person to play here cannot play now: the device is to be passed to
        them (the hand-off screen), or the last one still looks at their board."""
        return handoff(table, self.flags) is not None or passing(table, self.flags) is not None

    def ready(self) -> None:
        """The person the device was passed to is looking."""
        if self.table is not None and handoff(self.table, self.flags) is not None:
            self.flags = replace(self.flags, ready=self.table.eyes())
            self.draw()

    def hand_over(self) -> None:
        """The last person here is done looking at their board: the device goes to the next
        one (the hand-off screen), and their turn can no longer be taken back."""
        table = self.table
        if table is not None and passing(table, self.flags) is not None:
            self.flags = replace(self.flags, ready=None)
            self.install(step(table, Handed()))

    def pace(self, pace: str) -> None:
        """Computers play at another pace."""
        if pace:
            self.move(Pace(pace))

    def ask_hint(self) -> None:
        """What the Hard computer would do here: shown on the board, not played."""
        table = self.table
        seat = None if table is None else table.to_play()
        if table is None or seat is None or not seat.here or self.covered(table):
            return
        if self.computers.hint(table):
            self.flags = replace(self.flags, message=Msg("Thinking about a hint…"))
            self.draw()
