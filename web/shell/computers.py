"""The computer seats: each decides in the computers' worker, or on the page if the worker
fails, and plays through the shell like anyone else.

Every question is asked for one table; an answer that comes once another table is on
screen is for a position that is gone, and is dropped.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Protocol

from potions import choose_action
from potions.core.i18n import Msg
from potions.core.search import decision_seed
from web.shell.host import Host
from web.shell.table import Table

DELAYS = {"normal": 700, "fast": 120, "skip": 0}
"""Milliseconds before a computer starts thinking, by pace."""
SHOW = {"normal": 650, "fast": 200, "skip": 0}
"""How long a computer's choice is shown before it is played."""
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


class Computers:
    """The computers of the game on screen, and their worker."""

    def __init__(self, host: Host, shell: Shell) -> None:
        self.host = host
        self.shell = shell
        self.worker = True
        """Whether questions go to the worker (False once it failed: the page thinks)."""
        self.asked: dict[int, tuple[Table, str]] = {}
        """Questions waiting for an answer: the table and the level ("hint": a hint)."""
        self.turn: Table | None = None
        """The table a computer was last asked to play on."""
        self.next_id = 1

    def on_screen(self, table: Table) -> bool:
        return self.shell.table is table

    def ask(self, table: Table) -> None:
        """It is a computer's turn on ``table``: it decides after a pause a person can
        follow (asked again for the same table, nothing more happens)."""
        if self.turn is table:
            return
        self.turn = table
        self.host.later(DELAYS[table.pace], lambda: self.decide(table, table.computer()))

    def hint(self, table: Table) -> bool:
        """Ask what the Hard computer would play on ``table``; True while the worker thinks
        (the answer comes later), False once it was found on the page."""
        return self.think(table, "hint")

    def decide(self, table: Table, level: str) -> None:
        self.think(table, level)

    def think(self, table: Table, level: str) -> bool:
        """Ask the worker (else the page) for the decision of ``level`` on ``table``; True
        when the answer comes later."""
        if not self.on_screen(table) or not level:
            return False
        ident = self.next_id
        self.next_id += 1
        self.asked[ident] = (table, level)
        deciding = HINT_LEVEL if level == "hint" else level
        seed = decision_seed(table.state)
        question = {
            "id": ident,
            "state": json.dumps(table.state.to_dict()),
            "level": deciding,
            "seed": seed,
        }
        if self.worker and self.host.ask_worker(question):
            self.host.later(WORKER_LIMIT, lambda: self.late(ident))
            return True
        self.worker = False
        self.answer(ident, str(choose_action(table.state, deciding, seed)))
        return False

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
        table, level = self.asked.pop(ident)
        if not self.on_screen(table):
            return
        if level == "hint":
            self.shell.hint_found(table, action)
        elif table.pace == "skip":
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
        self.shell.tell(
            Msg(
                "The computer opponents' helper stopped working: they now think on this page, "
                "which can pause it for a moment."
            )
        )
        for table, level in waiting.values():
            if level != "hint" and self.on_screen(table):
                self.host.later(0, lambda t=table, lv=level: self.decide(t, lv))  # type: ignore[misc]
