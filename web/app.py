"""The page binding: DOM events in, engine actions out, localStorage saves.

All rules live in the engine (``potions``); all markup in ``render``. This module only
wires clicks, keys, forms and storage to them.
"""

from __future__ import annotations

import json
import time
import traceback

from pyodide.ffi import create_proxy, jsnull, to_js
from pyscript import document, window

import render
from potions.explosion import (
    FIRST_GAME_KINDS,
    TILES,
    Action,
    IllegalActionError,
    describe,
    new_game,
)
from potions.explosion.ai import LEVELS, choose_action
from potions.explosion.dispenser import chain_indices
from potions.explosion.save import SaveError, from_save, to_save

PREFIX = "potion-explosion:game:"
STORE = window.localStorage


def _js_obj(d: dict) -> object:
    return to_js(d, dict_converter=window.Object.fromEntries)


class App:
    """The one game on screen (if any) and what the player is choosing."""

    def __init__(self) -> None:
        self.root = document.getElementById("app")
        self.game = None
        self.save_id = ""
        self.ui = render.Ui()
        self.request = 0  # id of the computer decision we wait for; 0 when none
        self.hint_request = 0
        self.worker = None
        self.worker_failed = False
        self.on_worker_proxy = create_proxy(_guard(self.on_worker))
        self.think_proxy = create_proxy(self.think)

    # ------------------------------------------------------- the computers

    def ensure_worker(self) -> None:
        """Start the opponents' own Pyodide in a Web Worker (once, when first needed)."""
        if self.worker is not None or self.worker_failed:
            return
        try:
            self.worker = window.Worker.new("./web/ai-worker.js", _js_obj({"type": "module"}))
            self.worker.onmessage = self.on_worker_proxy
        except Exception:  # no workers: think on the page itself
            self.worker_failed = True

    def schedule(self) -> None:
        """If a computer is to play, ask for its action after a pause a person can follow."""
        game = self.game
        if game is None or self.request or not render.computer_level(game, self.ui):
            return
        self.request = int(window.Math.random() * 1e9) + 1
        delay = {"normal": 700, "fast": 120, "skip": 0}.get(self.ui.pace, 700)
        window.setTimeout(self.think_proxy, delay, self.request)

    def decision_seed(self) -> int:
        return int(self.game.config["seed"]) * 1_000_003 + len(self.game.history)

    def think(self, request: int) -> None:
        if request != self.request or self.game is None:
            return
        level = render.computer_level(self.game, self.ui)
        if not level:
            self.request = 0
            return
        self.ensure_worker()
        if self.worker is not None:
            self.ask_worker(request, level)
        else:
            action = str(choose_action(self.game, level, self.decision_seed()))
            self.request = 0
            self.act(action, by_computer=True)

    def on_worker(self, event) -> None:
        data = event.data
        if self.game is None:
            return
        if data.id == self.hint_request:
            self.hint_request = 0
            if isinstance(getattr(data, "action", None), str):
                self.ui.message = ""
                self.ui.hint = str(data.action)
                self.draw()
            return
        if data.id != self.request:
            return
        self.request = 0
        error = getattr(data, "error", None)
        if isinstance(error, str):
            # The worker could not think (say, it failed to boot): think on the page instead.
            window.console.warn(f"Computer worker failed, thinking on the page: {error}")
            self.worker.terminate()
            self.worker = None
            self.worker_failed = True
            self.draw()
            return
        self.act(str(data.action), by_computer=True)

    def ask_hint(self) -> None:
        """What the Hard opponent would do here; shown on the board, not played."""
        self.ensure_worker()
        if self.worker is None:
            self.ui.hint = str(choose_action(self.game, "hard", self.decision_seed()))
            return
        self.hint_request = -(int(window.Math.random() * 1e9) + 1)
        self.ui.message = "Thinking about a hint…"
        self.ask_worker(self.hint_request, "hard")

    def ask_worker(self, request: int, level: str) -> None:
        """Send the position to the opponents' worker; the answer comes to on_worker."""
        state = json.dumps(self.game.to_dict())
        message = {"id": request, "state": state, "level": level, "seed": self.decision_seed()}
        self.worker.postMessage(_js_obj(message))

    # ----------------------------------------------------------- storage

    def saves(self) -> list[dict]:
        out = []
        for i in range(STORE.length):
            key = STORE.key(i)
            if not key or not key.startswith(PREFIX):
                continue
            sid = key[len(PREFIX) :]
            raw = STORE.getItem(key)
            try:
                data = json.loads(raw)
                game = from_save(data)
                meta = data.get("meta", {})
                out.append(
                    {"id": sid, "title": self.title(game), "updated": meta.get("updated", 0)}
                )
            except (ValueError, SaveError) as exc:
                out.append({"id": sid, "error": str(exc), "updated": 0})
        out.sort(key=lambda s: -s["updated"])
        return out

    def title(self, game) -> str:
        names = ", ".join(p["name"] for p in game.players)
        if game.is_over:
            return f"{names}: finished, scores {game.scores()}"
        return f"{names}: turn {game.turns + 1}"

    def store(self) -> None:
        data = to_save(self.game)
        data["meta"] = {
            "updated": int(time.time() * 1000),
            "log": self.ui.log[-400:],
            "seats": self.ui.seats,
            "pace": self.ui.pace,
        }
        STORE.setItem(PREFIX + self.save_id, json.dumps(data))

    def download(self, name: str, text: str) -> None:
        blob = window.Blob.new(to_js([text]), _js_obj({"type": "application/json"}))
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = name
        document.body.appendChild(link)
        link.click()
        link.remove()
        window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 1000)

    # ------------------------------------------------------------ screens

    def show_start(self, problem: str = "") -> None:
        self.game = None
        self.request = 0
        window.history.replaceState(None, "", "./")
        self.root.innerHTML = render.start_screen(self.saves(), problem)

    def open(self, sid: str) -> None:
        raw = STORE.getItem(PREFIX + sid)
        if raw is None or raw == "" or not isinstance(raw, str):
            self.show_start(f"There is no saved game {sid}.")
            return
        try:
            data = json.loads(raw)
            self.game = from_save(data)
        except (ValueError, SaveError) as exc:
            self.show_start(
                f"The saved game {sid} cannot be opened: {exc} It is kept: download its raw "
                "data below, or start a new game."
            )
            return
        self.save_id = sid
        self.request = 0
        self.ui = render.Ui()
        meta = data.get("meta", {})
        self.ui.log = [tuple(x) for x in meta.get("log", [])]
        self.ui.seats = _seats(meta.get("seats"), len(self.game.players))
        self.ui.pace = _pace(meta.get("pace"))
        window.history.replaceState(None, "", f"./?game={sid}")
        self.draw()

    def start(
        self, players: list[str], seed: int, kinds, countdown, seats=None, pace="normal"
    ) -> None:
        try:
            game = new_game(players, seed, kinds, countdown)
        except ValueError as exc:
            self.show_start(str(exc))
            return
        self.game = game
        self.request = 0
        self.save_id = f"{int(time.time() * 1000):x}{seed & 0xFFFF:04x}"
        self.ui = render.Ui()
        self.ui.seats = _seats(seats, len(players))
        self.ui.pace = _pace(pace)
        self.ui.log = [(0, f"New game: {', '.join(players)} (seed {seed}).")]
        self.ui.log.append((0, f"{players[0]} chooses a starter potion first."))
        self.store()
        window.history.replaceState(None, "", f"./?game={self.save_id}")
        self.draw()

    def draw(self) -> None:
        self.root.innerHTML = render.board(self.game, self.ui)
        log = document.getElementById("log")
        if not _missing(log):
            log.scrollTop = log.scrollHeight
        self.schedule()

    # ------------------------------------------------------------ actions

    def act(self, text: str, by_computer: bool = False) -> None:
        game = self.game
        if render.computer_level(game, self.ui) and not by_computer:
            name = game.players[game.current]["name"]
            self.ui.message = f"Wait: it is {name}'s turn (computer)."
            self.draw()
            return
        before = [list(t) for t in game.tracks]
        seat = game.current_player
        try:
            action = Action.parse(text)
            game.apply(action)
        except IllegalActionError as exc:
            self.ui.message = exc.message
            self.draw()
            return
        bursts = _taken_from(before, action)
        for sentence in describe(game):
            self.ui.log.append((seat if seat is not None else 0, sentence))
        self.ui.reset()
        self.ui.message = ""
        self.ui.hint = ""
        self.hint_request = 0
        self.ui.fell = _fallen(before, game.tracks)
        self.ui.bursts = bursts
        self.store()
        self.draw()

    def select(self, value: str) -> None:
        words = value.split()
        verb = words[0]
        ui = self.ui
        if verb == "menu":
            self.show_start()
        elif verb == "export" and self.game is not None:
            self.download(f"potion-explosion-{self.save_id}.json", json.dumps(to_save(self.game)))
        elif verb == "continue":
            self.open(words[1])
        elif verb == "download":
            raw = STORE.getItem(PREFIX + words[1])
            self.download(f"potion-explosion-{words[1]}.json", str(raw))
        elif verb == "delete":
            if window.confirm("Delete this saved game for good?"):
                STORE.removeItem(PREFIX + words[1])
                self.show_start()
        elif self.game is None:
            return
        elif verb == "pace":
            ui.pace = _pace(words[1])
            self.store()
        elif verb == "hint":
            if not render.computer_level(self.game, ui) and not self.game.is_over:
                self.ask_hint()
        elif verb == "help":
            ui.reset()
            ui.mode = "help"
        elif verb == "cancel":
            ui.reset()
        elif verb == "drink":
            ui.reset()
            ui.mode = "drink"
            ui.prefix = tuple(int(w) for w in words[1:])
        elif verb in ("mark", "unmark"):
            pos = (int(words[1]), int(words[2]))
            if pos in ui.selected:
                ui.selected.remove(pos)
            else:
                ui.selected.append(pos)
        if self.game is not None and verb not in ("menu", "continue", "delete"):
            if verb != "hint":
                ui.message = ""
            self.draw()

    # ------------------------------------------------------------- events

    def on_click(self, event) -> None:
        el = event.target.closest("[data-action],[data-select],[data-try]")
        if _missing(el):
            return
        if el.tagName == "BUTTON" and el.getAttribute("type") == "submit":
            return
        action = el.getAttribute("data-action")
        select = el.getAttribute("data-select")
        attempt = el.getAttribute("data-try")
        if isinstance(action, str) and action:
            self.act(action)
        elif isinstance(select, str) and select:
            self.select(select)
        elif isinstance(attempt, str) and attempt and self.game is not None:
            self.act(attempt)

    def on_key(self, event) -> None:
        if event.key in ("Enter", " "):
            el = event.target
            if el.getAttribute and el.getAttribute("role") == "button":
                event.preventDefault()
                self.on_click(event)
        elif event.key == "Escape" and self.game is not None:
            self.ui.reset()
            self.draw()

    def on_hover(self, event) -> None:
        for el in document.querySelectorAll(".marble.preview"):
            el.classList.remove("preview")
        box = document.getElementById("preview")
        box = None if _missing(box) else box
        target = event.target
        el = target.closest("[data-take]") if hasattr(target, "closest") else None
        if _missing(el):
            if box:
                box.textContent = ""
            return
        spots = el.getAttribute("data-take").split()
        for spot in spots:
            t, s = spot.split(":")
            found = document.querySelector(f'#dispenser [data-track="{t}"][data-slot="{s}"]')
            if not _missing(found):
                found.classList.add("preview")
        if box:
            n = len(spots)
            box.textContent = (
                f"This pick takes {n} marbles." if n > 1 else "This pick takes 1 marble."
            )

    def on_submit(self, event) -> None:
        event.preventDefault()
        form = event.target
        players = [el.value.strip() for el in form.querySelectorAll('input[name="player"]')]
        players = [p for p in players if p]
        mode = form.querySelector('input[name="kinds"]:checked').value
        kinds = None
        if mode == "first":
            kinds = list(FIRST_GAME_KINDS)
        elif mode == "chosen":
            kinds = [el.value for el in form.querySelectorAll('input[name="kind"]:checked')]
        countdown_text = form.querySelector('input[name="countdown"]').value.strip()
        seed_text = form.querySelector('input[name="seed"]').value.strip()
        countdown = int(countdown_text) if countdown_text.isdigit() else None
        seed = int(seed_text) if seed_text.isdigit() else int(window.Math.random() * 2**31)
        seats = [
            sel.value
            for sel, el in zip(
                form.querySelectorAll('select[name="seat"]'),
                form.querySelectorAll('input[name="player"]'),
                strict=True,
            )
            if el.value.strip()
        ]
        self.start(players, seed, kinds, countdown, seats)

    async def on_change(self, event) -> None:
        el = event.target
        if el.id != "import" or not el.files.length:
            return
        text = await el.files.item(0).text()
        try:
            data = json.loads(text)
            game = from_save(data)
        except (ValueError, SaveError) as exc:
            self.show_start(f"That file cannot be imported: {exc}")
            return
        self.game = game
        self.save_id = f"{int(time.time() * 1000):x}imp"
        self.ui = render.Ui()
        self.ui.log = [(0, "Game imported from a file.")]
        self.store()
        self.open(self.save_id)


def _seats(seats: object, n: int) -> list[str]:
    """Who plays each of ``n`` seats: a computer level or "human" (anything else)."""
    given = list(seats) if isinstance(seats, list) else []
    given += ["human"] * (n - len(given))
    return [x if x in LEVELS else "human" for x in given[:n]]


def _pace(pace: object) -> str:
    return pace if isinstance(pace, str) and pace in render.PACES else "normal"


def _taken_from(tracks: list[list[str]], action: Action) -> list[tuple[int, int, str]]:
    """The dispenser marbles a legal action took, with their colours, to show where they were."""
    ints = action.ints()
    if action.verb == "pick":
        t, s = ints
        return [(t, p, tracks[t][p]) for p in chain_indices(tracks[t], s)[0]]
    if action.verb == "help":
        return [(ints[0], ints[1], tracks[ints[0]][ints[1]])]
    if action.verb == "drink":
        kind = TILES[ints[0]].kind
        rest = ints[1:]
        if kind == "sands":
            kind, rest = TILES[ints[1]].kind, ints[2:]
        spots = render.marble_set(kind, rest) if kind not in ("love", "prismatic") else None
        return [(t, s, tracks[t][s]) for t, s in sorted(spots or [])]
    return []


def _missing(value: object) -> bool:
    """JavaScript null reaches Python as ``jsnull``, not None."""
    return value is None or value is jsnull


def _fallen(before: list[list[str]], after: list[list[str]]) -> set[tuple[int, int]]:
    """Positions whose marble changed: they fell or rolled in, and get a short animation."""
    out = set()
    for t, (old, new) in enumerate(zip(before, after, strict=True)):
        for s in range(len(new)):
            if s >= len(old) or old[s] != new[s]:
                out.update((t, k) for k in range(s, len(new)))
                break
    return out


def _guard(fn):
    def run(event):
        try:
            result = fn(event)
            return result
        except Exception as exc:  # show, never freeze the page
            traceback.print_exc()
            box = document.getElementById("message")
            if not _missing(box):
                box.textContent = f"Something went wrong: {exc}"
            return None

    return run


def main() -> None:
    app = App()
    document.addEventListener("click", create_proxy(_guard(app.on_click)))
    document.addEventListener("keydown", create_proxy(_guard(app.on_key)))
    document.addEventListener("pointerover", create_proxy(_guard(app.on_hover)))
    document.addEventListener("focusin", create_proxy(_guard(app.on_hover)))
    document.addEventListener("submit", create_proxy(_guard(app.on_submit)))
    document.addEventListener("change", create_proxy(app.on_change))
    window.pe_state = create_proxy(lambda: json.dumps(app.game.to_dict()) if app.game else "")
    params = window.URLSearchParams.new(window.location.search)
    players_param = params.get("players")
    game_param = params.get("game")
    if isinstance(players_param, str) and players_param:
        players = [p.strip() for p in players_param.split(",") if p.strip()]
        seed_param = params.get("seed")
        seed = (
            int(seed_param)
            if isinstance(seed_param, str) and seed_param.isdigit()
            else int(window.Math.random() * 2**31)
        )
        kinds_param = params.get("kinds")
        kinds = None
        if isinstance(kinds_param, str) and kinds_param:
            kinds = list(FIRST_GAME_KINDS) if kinds_param == "first" else kinds_param.split(",")
        countdown_param = params.get("countdown")
        countdown = (
            int(countdown_param)
            if isinstance(countdown_param, str) and countdown_param.isdigit()
            else None
        )
        ai_param = params.get("ai")
        seats = ai_param.split(",") if isinstance(ai_param, str) else []
        pace_param = params.get("pace")
        pace = pace_param if isinstance(pace_param, str) else "normal"
        app.start(players, seed, kinds, countdown, seats, pace)
    elif isinstance(game_param, str) and game_param:
        app.open(game_param)
    else:
        app.show_start()
    document.getElementById("loading").hidden = True
    app.root.hidden = False
    document.documentElement.setAttribute("data-ready", "1")


main()
