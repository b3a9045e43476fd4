"""The computer seats: each decides in the computers' worker, or on the page if the worker
fails, and plays through the shell like anyone else.

Every question is asked for one table; an answer that comes once another table is on
screen is for a position that is gone, and is dropped.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from potions import choose_action
from potions.core.i18n import Msg
from potions.core.search import decision_seed
from web.games import ui_of
from web.shell.host import Host
from web.shell.kinds import Quiet
from web.shell.table import Table

SHOW = {"normal": 250, "fast": 70, "skip": 0}
"""Milliseconds a computer's key action (its game's ``pace`` says which) is shown,
highlighted, before it is played; other actions are played without being announced."""
AFTER: dict[str, dict[str, int]] = {
    "normal": {"start": 500, "key": 150, "step": 120, "brief": 0},
    "fast": {"start": 150, "key": 50, "step": 30, "brief": 0},
    "skip": {"start": 0, "key": 0, "step": 0, "brief": 0},
}
"""Milliseconds the outcome of an action stays on screen before a computer's next action
is shown, by the weight of that action ("start": a board just shown, nothing played yet).
At Normal pace the wait also lasts until the action's animations end (its game's
``settle``); the computer thinks meanwhile, so its thinking is hidden in that wait. A brief
action is not waited on: a run of them (marbles placed one by one, dice set on potions)
goes by together, as one move. A Hard turn of Potion Explosion (a pick, its explosion,
the marbles placed, a potion drunk) so takes about 2 s at Normal, as a player of the
official app expects, and a few tenths of a second at Fast."""
WEIGHTS = ("key", "step", "brief")
WORKER_LIMIT = 20_000
"""Milliseconds a computer's decision may take in the worker before the page stops
waiting and thinks itself (the worker's own first start included)."""
HINT_LEVEL = "hard"


class Shell(Protocol):
    """What the computers see of the shell."""

    @property
    def table(self) -> Table | None:
        """The table on screen."""

    def play(self, table: Table, action: str) -> None:
        """The seat to play on ``table`` plays ``action`` (if ``table`` is still on screen)."""

    def announce(self, table: Table, action: str) -> None:
        """Show what the computer to play on ``table`` is about to play."""

    def hint_found(self, table: Table, action: str) -> None:
        """A hint for the person to play on ``table``."""

    def tell(self, message: Msg) -> None:
        """Say something to the player."""

    def settle(self, table: Table) -> int:
        """Milliseconds the animations of the move that made ``table`` take on screen."""


def weight(table: Table, action: str) -> str:
    """How a computer's ``action`` on ``table`` is shown: "key" (highlighted before it is
    played, its outcome left on screen longer), "step" or "brief" (played at once), as its
    game's page says (``pace``); "step" for a game that says nothing."""
    pace = getattr(ui_of(table.info.id), "pace", None)
    said = pace(action) if pace is not None else "step"
    return said if said in WEIGHTS else "step"


THINKING_HERE = Msg(
    "The computer opponents' helper stopped working: they now think on this page, "
    "which can pause it for a moment."
)
"""What the player is told when the computers' worker failed."""


class Computers(Quiet):
    """The computers of the game on screen, and their worker (the seating of the
    computers' seats)."""

    def __init__(self, host: Host, shell: Shell) -> None:
        self.host = host
        self.shell = shell
        self.worker = True
        """Whether questions go to the worker (False once it failed: the page thinks)."""
        self.asked: dict[int, tuple[Table, str, int]] = {}
        """Questions waiting for an answer: the table, the level ("hint": a hint) and when
        the answer may be shown (the host's clock, ms)."""
        self.turn: Table | None = None
        """The table a computer was last asked to play on."""
        self.next_id = 1
        self.started = False
        """Whether the worker was started (it boots while the player looks at the board)."""
        self.untold = False
        """Whether the worker failed with no computer waiting for it (it boots with the
        board): the player is told when a computer first thinks on the page."""

    def on_screen(self, table: Table) -> bool:
        return self.shell.table is table

    def start(self) -> None:
        """A game with a computer is on screen: start the worker now, so that it is ready
        when a computer first thinks (a worker boots its own interpreter)."""
        if self.worker and not self.started:
            self.started = True
            self.host.start_worker()

    def wait(self, table: Table) -> int:
        """How long the outcome of the move that made ``table`` stays on screen before a
        computer's next action is shown (see :data:`AFTER`)."""
        after = AFTER[table.pace]
        if not table.last:
            return after["start"]
        wait = after[weight(table, table.last[-1])]
        if table.pace == "normal":
            wait = max(wait, self.shell.settle(table))
        return wait

    def ask(self, table: Table) -> None:
        """It is a computer's turn on ``table``: it thinks at once, and its action is shown
        once the last move was seen (asked again for the same table, nothing more
        happens)."""
        if self.turn is table:
            return
        self.turn = table
        self.think(table, table.computer(), self.host.now() + self.wait(table))

    def hint(self, table: Table) -> bool:
        """Ask what the Hard computer would play on ``table``; True while the worker thinks
        (the answer comes later), False once it was found on the page."""
        return self.think(table, "hint", 0)

    def think(self, table: Table, level: str, due: int) -> bool:
        """Ask the worker (else the page) for the decision of ``level`` on ``table``, to be
        shown from ``due`` on (the host's clock); True when the answer comes later."""
        if not self.on_screen(table) or not level:
            return False
        ident = self.next_id
        self.next_id += 1
        self.asked[ident] = (table, level, due)
        if self.worker:
            self.started = True
            if self.host.ask_worker(self.question(ident, table, level)):
                self.host.later(WORKER_LIMIT, lambda: self.late(ident))
                return True
        self.worker = False
        if level == "hint":
            self.answer(ident, self.decide_here(table, level))
            return False
        if self.untold:
            self.untold = False
            self.shell.tell(THINKING_HERE)
        # the page freezes while it thinks: the last move is seen first
        self.host.later(self.until(due), lambda: self.here(ident))
        return True

    def question(self, ident: int, table: Table, level: str) -> dict[str, Any]:
        return {
            "id": ident,
            "state": json.dumps(table.state.to_dict()),
            "level": HINT_LEVEL if level == "hint" else level,
            "seed": decision_seed(table.state),
        }

    def decide_here(self, table: Table, level: str) -> str:
        """The decision of ``level`` on ``table``, thought on the page."""
        deciding = HINT_LEVEL if level == "hint" else level
        return str(choose_action(table.state, deciding, decision_seed(table.state)))

    def here(self, ident: int) -> None:
        """Think on the page for a question the worker cannot answer."""
        if ident in self.asked:
            table, level, _due = self.asked[ident]
            if self.on_screen(table):
                self.answer(ident, self.decide_here(table, level))
            else:
                del self.asked[ident]

    def until(self, due: int) -> int:
        """Milliseconds from now until ``due`` (none once it is past)."""
        return max(0, due - self.host.now())

    def on_answer(self, data: Mapping[str, Any]) -> None:
        """An answer from the worker."""
        ident = data.get("id")
        if not isinstance(ident, int) or ident not in self.asked:
            return
        action = data.get("action")
        if isinstance(action, str):
            self.answer(ident, action)
        else:
            self.failed(str(data.get("error")))

    def answer(self, ident: int, action: str) -> None:
        table, level, due = self.asked.pop(ident)
        if not self.on_screen(table):
            return
        if level == "hint":
            self.shell.hint_found(table, action)
            return
        wait = self.until(due)
        if wait:
            self.host.later(wait, lambda: self.show(table, action))
        else:
            self.show(table, action)

    def show(self, table: Table, action: str) -> None:
        """Play a computer's ``action`` on ``table``: a key action is shown first."""
        if not self.on_screen(table):
            return
        if table.pace == "skip" or weight(table, action) != "key":
            self.shell.play(table, action)
        else:
            self.shell.announce(table, action)
            self.host.later(SHOW[table.pace], lambda: self.shell.play(table, action))

    def late(self, ident: int) -> None:
        """The worker did not answer in time: stop it, and think on the page."""
        if ident in self.asked and self.on_screen(self.asked[ident][0]):
            self.failed("no answer in time")

    def failed(self, why: str) -> None:
        """The worker failed (it never loaded, it died, it hangs): the computers think on
        the page from now on, and the game goes on (a hint asked meanwhile is dropped)."""
        self.host.warn(f"Computer worker failed, thinking on the page: {why}")
        if self.worker:
            self.worker = False
            self.host.stop_worker()
        waiting, self.asked = self.asked, {}
        if any(level != "hint" for _table, level, _due in waiting.values()):
            self.shell.tell(THINKING_HERE)
        else:  # (said when it matters: a move of the player's would take the sentence away)
            self.untold = True
        for table, level, due in waiting.values():
            if level != "hint" and self.on_screen(table):
                self.host.later(0, self.again(table, level, due))

    def again(self, table: Table, level: str, due: int) -> Callable[[], None]:
        """Ask again, on the page, a question the worker left unanswered."""

        def ask() -> None:
            self.think(table, level, due)

        return ask
