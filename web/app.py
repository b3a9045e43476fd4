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
from potions.explosion import FIRST_GAME_KINDS, IllegalActionError, describe, new_game
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
        data["meta"] = {"updated": int(time.time() * 1000), "log": self.ui.log[-400:]}
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
        self.ui = render.Ui()
        self.ui.log = [tuple(x) for x in data.get("meta", {}).get("log", [])]
        window.history.replaceState(None, "", f"./?game={sid}")
        self.draw()

    def start(self, players: list[str], seed: int, kinds, countdown) -> None:
        try:
            game = new_game(players, seed, kinds, countdown)
        except ValueError as exc:
            self.show_start(str(exc))
            return
        self.game = game
        self.save_id = f"{int(time.time() * 1000):x}{seed & 0xFFFF:04x}"
        self.ui = render.Ui()
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

    # ------------------------------------------------------------ actions

    def act(self, text: str) -> None:
        game = self.game
        before = [list(t) for t in game.tracks]
        seat = game.current_player
        bursts = []
        words = text.split()
        if words[0] == "pick" and len(words) == 3 and words[1].isdigit() and words[2].isdigit():
            t, s = int(words[1]), int(words[2])
            if t < len(before) and s < len(before[t]):
                positions, _ = chain_indices(before[t], s)
                bursts = [(t, p, before[t][p]) for p in positions]
        try:
            game.apply(text)
        except IllegalActionError as exc:
            self.ui.message = exc.message
            self.draw()
            return
        for sentence in describe(game):
            self.ui.log.append((seat if seat is not None else 0, sentence))
        self.ui.reset()
        self.ui.message = ""
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
        self.start(players, seed, kinds, countdown)

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
        app.start(players, seed, kinds, countdown)
    elif isinstance(game_param, str) and game_param:
        app.open(game_param)
    else:
        app.show_start()
    document.getElementById("loading").hidden = True
    app.root.hidden = False
    document.documentElement.setAttribute("data-ready", "1")


main()
