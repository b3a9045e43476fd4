"""Browser figures, printed (never asserted): cold, warm and offline boot to ready, bytes
transferred, a bare Pyodide boot measured in the same run, and click-to-SVG time; a first
visit on a phone's network (tools/bench_firstvisit.py).

Run through `make bench` after `make build`; serves dist/ on 127.0.0.1 itself. ``--boots``:
the boots' figures alone (and the click on a marble).
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import sys
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "e2e"))

from bench_firstvisit import first_visits
from bench_online import online_figures
from serve import PROFILES

from conftest import CHROMIUM_ARGS, DIST
from conftest import start as serve
from potions import GAMES, choose_action, new_game, to_save
from potions.core.search import decision_seed
from potions.explosion import new_game as explosion_game
from potions.explosion.dispenser import chain_indices

BARE = """<!doctype html><meta charset=utf-8><script type=module>
const t0 = performance.now();
const { loadPyodide } = await import("./vendor/pyodide/pyodide.mjs");
const py = await loadPyodide({ indexURL: "./vendor/pyodide/" });
py.runPython("1 + 1");
document.documentElement.dataset.boot = String(performance.now() - t0);
document.documentElement.dataset.ready = "1";
</script>"""
RUNS = 3
SENT: list[tuple[str, int]] = []
"""File bodies the server sent, with their sizes (304 revalidations send none)."""
THINK = """async (jobs) => {
    const worker = new Worker("./web/shell/ai-worker.js", { type: "module" });
    const ask = (job, id) => new Promise((resolve) => {
        worker.onmessage = (e) => resolve(e.data);
        worker.postMessage({ id, state: job[0], level: job[1], seed: job[2] });
    });
    await ask(jobs[0], 0);  // the worker's own Pyodide boots on the first question
    const out = [];
    for (let i = 0; i < jobs.length; i++) out.push((await ask(jobs[i], i + 1)).ms);
    worker.terminate();
    return out;
}"""


def decision_jobs(game_id: str, level: str, turns: int = 24) -> list[tuple[str, str, int, int]]:
    """(state, level, seed, turn) for the first decisions of a game between two ``level``s;
    a turn is counted each time the seat to play changes."""
    state = new_game(game_id, ["A", "B"], 77)
    jobs = []
    turn, seat = 0, state.current_player
    while not state.is_over and turn < turns:
        seed = decision_seed(state)
        jobs.append((json.dumps(state.to_dict()), level, seed, turn))
        state.apply(choose_action(state, level, seed))
        if state.current_player != seat:
            turn, seat = turn + 1, state.current_player
    return jobs


def think_times(browser, url: str) -> None:  # type: ignore[no-untyped-def]
    """Time per decision and per whole turn of each level of each game, in Pyodide, in the
    computers' Web Worker."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready='1']", timeout=120_000)
    for game_id, info in GAMES.items():
        for level in info.levels:
            jobs = decision_jobs(game_id, level)
            times = page.evaluate(THINK, [list(j[:3]) for j in jobs])
            per_turn: dict[int, float] = {}
            for (_, _, _, turn), ms in zip(jobs, times, strict=True):
                per_turn[turn] = per_turn.get(turn, 0.0) + ms
            turns = sorted(per_turn.values())
            print(
                f"  {game_id} {level} in the browser: {len(times)} decisions,"
                f" mean {statistics.mean(times):.1f} ms, max {max(times):.0f} ms;"
                f" whole turn mean {statistics.mean(turns):.0f} ms,"
                f" 95th pct {turns[int(len(turns) * 0.95)]:.0f} ms, max {max(turns):.0f} ms"
            )
    context.close()


WORKER_START = """async (job) => {
    const t0 = performance.now();
    const worker = new Worker("./web/shell/ai-worker.js", { type: "module" });
    const answer = await new Promise((resolve) => {
        worker.onmessage = (e) => resolve(e.data);
        worker.postMessage({ id: 0, state: job[0], level: job[1], seed: job[2] });
    });
    worker.terminate();
    return performance.now() - t0 - answer.ms;
}"""


CAPACITY = """() => {
    localStorage.clear();
    let size = 1 << 22, i = 0, total = 0;
    while (size >= 1) {
        try { localStorage.setItem("f" + i, "x".repeat(size)); i++; total += size; }
        catch (e) { size = size >> 1; }
    }
    localStorage.clear();
    return total;
}"""


def storage_capacity(browser, url: str) -> None:  # type: ignore[no-untyped-def]
    """How many saved games fit in the browser's storage, for each game."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready='1']", timeout=120_000)
    room = page.evaluate(CAPACITY)
    context.close()
    print(f"  localStorage holds {room / 1e6:.2f} million characters here")
    for game_id, info in GAMES.items():
        level = info.levels[1]
        state = new_game(game_id, ["Ann", "Bob"], 5)
        while not state.is_over:
            state.apply(choose_action(state, level, decision_seed(state)))
        save = to_save(state, meta={"updated": 0, "seats": ["human", level], "pace": "normal"})
        size = len(json.dumps(save, separators=(",", ":")))
        print(
            f"  {game_id}: a finished 2-player game ({len(state.history)} actions) takes"
            f" {size / 1e3:.1f} k characters: about {room // size} finished games fit"
        )


TAP_MS = 100
"""How long a press lasts before its click (a finger's tap, a mouse button)."""
CLICK = """async ([index, press]) => {
    const cover = document.querySelector('[data-select="ready"], [data-select="pass"]');
    if (cover) { cover.click(); return null; }
    const all = Array.from(document.querySelectorAll('[data-action]'));
    if (!all.length) return null;
    const el = all[index % all.length];
    if (press) {
        el.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}));
        await new Promise((done) => setTimeout(done, press));
    }
    const t0 = performance.now();
    el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    document.body.offsetHeight;  // the style and layout the click caused, done now
    return performance.now() - t0;
}"""


SEEDS = (5, 6, 7)
"""The games whose clicks are timed, one after the other: the 95th percentile of 80 clicks of
one game rests on its four slowest, those of three games on twelve."""


def click_times(browser, url: str, throttle: float, clicks: int = 80) -> None:  # type: ignore[no-untyped-def]
    """From a click on a legal action to the updated board, for every game: median and
    95th percentile over up to ``clicks`` clicks of each of the games of :data:`SEEDS` (fewer
    if one ends first), with the CPU slowed ``throttle`` times (Chromium's CPU throttling). A
    click counts until the page is laid out anew (the layout is forced at its end), so work
    the page would do before the next frame is not left out.

    A player's click comes after its press (``pointerdown``, a tap's length before), when
    the page works out the click's outcome ahead (``Playing.foresee``): that is the figure to
    read. The same clicks with no press before them (a script's clicks) are printed too:
    the outcome is then worked out after the click."""
    from web.games import playable

    for info in playable():
        figures = []
        for press in (TAP_MS, 0):
            times = []
            for seed in SEEDS:
                context = browser.new_context()  # a new game each time, not the stored one
                page = context.new_page()
                session = context.new_cdp_session(page)
                page.goto(f"{url}?new={info.id}&players=Ann,Bob&seed={seed}")
                page.wait_for_selector("html[data-ready='1']", timeout=120_000)
                session.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
                played = 0
                for i in range(clicks * 3):
                    ms = page.evaluate(CLICK, [i * 7919, press])
                    if ms is not None:
                        times.append(ms)
                        played += 1
                    if played >= clicks:
                        break
                context.close()
            times.sort()
            figures.append(
                f"median {statistics.median(times):.1f} ms, 95th percentile"
                f" {times[int(len(times) * 0.95)]:.1f} ms ({len(times)} clicks)"
            )
        print(
            f"  {info.id}, CPU x{throttle:g}: click to updated board {figures[0]}, each after"
            f" its press; with no press: {figures[1]}"
        )


WATCH = """(turns) => new Promise((done) => {
    // every change of the seat to play, timed on the page (ms), until ``turns`` have ended
    const seen = [];
    let last = null;
    const poll = () => {
        const state = JSON.parse(window.pe_state()).state;
        const now = [state.current, state.phase, state.history.length];
        const changed = !last || now[0] !== last[0] || now[1] !== last[1];
        if (changed) seen.push([performance.now(), ...now]);
        last = now;
        if (seen.length > turns + 1 || state.phase === "over") done(seen);
        else setTimeout(poll, 50);
    };
    poll();
})"""
PACE_SEEDS = (5, 6)
PACE_TURNS = {"explosion": 8, "dice": 6}
"""Turns watched in each game of :data:`PACE_SEEDS`, its starting draft left out."""


def computer_turns(browser, url: str) -> None:  # type: ignore[no-untyped-def]
    """How long a computer's turn lasts on screen, from the end of the turn before to the
    end of its own (its thinking included, hidden in the waits), two Hard computers at
    Normal and at Fast pace: median and max over the turns watched."""
    for game_id, turns in PACE_TURNS.items():
        for pace in ("normal", "fast"):
            times: list[float] = []
            for seed in PACE_SEEDS:
                context = browser.new_context()
                page = context.new_page()
                page.goto(
                    f"{url}?new={game_id}&players=Ann,Bob&seed={seed}&ai=hard,hard&pace={pace}"
                )
                page.wait_for_selector("html[data-ready='1']", timeout=120_000)
                page.wait_for_function(
                    "() => JSON.parse(window.pe_state()).state.phase === 'play'", timeout=120_000
                )
                seen = page.evaluate(WATCH, turns)
                context.close()
                # the first change is the draft's end (or the start): turns are between changes
                marks = [t for t, _seat, phase, _n in seen if phase == "play"]
                times += [(b - a) / 1e3 for a, b in itertools.pairwise(marks)]
            print(
                f"  {game_id}, two Hard computers at {pace} pace: a turn takes median"
                f" {statistics.median(times):.2f} s, max {max(times):.2f} s"
                f" ({len(times)} turns, seeds {PACE_SEEDS})",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boots", action="store_true", help="the boots' figures alone")
    parser.add_argument("--pace", action="store_true", help="the computers' turns alone")
    args = parser.parse_args()
    boots_only = args.boots
    if args.pace:
        server, url = serve(DIST, sent=SENT)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
                print("A computer's turn on screen (2-player games):")
                computer_turns(browser, url)
                browser.close()
        finally:
            server.shutdown()
        return
    (DIST / "bench-pyodide.html").write_text(BARE)
    server, url = serve(DIST, sent=SENT)
    game_url = f"{url}?players=Ann,Bob&seed=42"
    cold: list[float] = []
    plain: list[float] = []
    warm: list[float] = []
    offline: list[float] = []
    bare: list[float] = []
    clicks: list[float] = []
    cold_worker: list[float] = []
    snap_worker: list[float] = []
    restored: list[bool] = []
    transferred: list[int] = []
    at_ready: list[int] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            for _ in range(RUNS):
                context = browser.new_context()
                page = context.new_page()
                SENT.clear()
                start = time.perf_counter()
                page.goto(game_url)
                page.wait_for_selector("html[data-ready='1']", timeout=120_000)
                cold.append(time.perf_counter() - start)
                at_ready.append(sum(n for _, n in SENT))
                # The first visit is over once the service worker holds every file.
                page.wait_for_selector("html[data-offline='1']", timeout=120_000)
                transferred.append(sum(n for _, n in SENT))
                # A player's browser makes the snapshot after a first boot; browsers driven
                # by tests make one only when asked.
                page.evaluate("localStorage.setItem('potions:snapshots', 'on')")
                start = time.perf_counter()
                page.reload()
                page.wait_for_selector("html[data-ready='1']", timeout=120_000)
                plain.append(time.perf_counter() - start)
                job = list(decision_jobs("explosion", "easy", 1)[0][:3])
                cold_worker.append(page.evaluate(WORKER_START, job) / 1e3)
                page.wait_for_function("() => window.potionsSnapshot", timeout=180_000)
                snap_worker.append(page.evaluate(WORKER_START, job) / 1e3)
                for store, setup in ((warm, None), (offline, True)):
                    if setup:
                        context.set_offline(True)
                    start = time.perf_counter()
                    page.reload()
                    page.wait_for_selector("html[data-ready='1']", timeout=120_000)
                    store.append(time.perf_counter() - start)
                    restored.append(bool(page.evaluate("window.potionsBoot.restored")))
                context.set_offline(False)
                game = explosion_game(["Ann", "Bob"], 42)
                while game.phase == "draft":
                    action = str(game.legal_actions()[0])
                    page.click(f'[data-action="{action}"]')
                    game.apply(action)
                t, s = max(
                    game.pickable(), key=lambda q: len(chain_indices(game.tracks[q[0]], q[1])[0])
                )
                clicks.append(
                    page.evaluate(
                        """(sel) => { const el = document.querySelector(sel);
                       const t0 = performance.now();
                       el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
                       document.body.offsetHeight;
                       return performance.now() - t0; }""",
                        f'[data-action="pick {t} {s}"]',
                    )
                )
                bare_page = context.new_page()
                start = time.perf_counter()
                bare_page.goto(f"{url}bench-pyodide.html")
                bare_page.wait_for_selector("html[data-ready='1']", timeout=120_000)
                bare.append(time.perf_counter() - start)
                context.close()
            if not boots_only:
                print(f"Clicks (every game, both seats human, seeds {SEEDS}):")
                click_times(browser, url, 1)
                click_times(browser, url, 4)
                print("Saved games in the browser's storage:")
                storage_capacity(browser, url)
                print("Computer opponents, Pyodide in a Web Worker (2-player games, 24 turns):")
                think_times(browser, url)
                print("A computer's turn on screen (2-player games):")
                computer_turns(browser, url)
                online_figures(p, browser, url)
                print("A first visit on a phone's network (cold context, emulated by the server):")
                for line in first_visits(browser, list(PROFILES)):
                    print(line, flush=True)
            browser.close()
    finally:
        server.shutdown()
        (DIST / "bench-pyodide.html").unlink(missing_ok=True)

    def fmt(xs: list[float]) -> str:
        return f"median {statistics.median(xs):.2f} s (runs: {', '.join(f'{x:.2f}' for x in xs)})"

    floor = statistics.median(bare)
    print(f"Browser figures, headless Chromium, {RUNS} runs each:")
    print(
        f"  cold first visit to ready: {fmt(cold)}, {statistics.median(cold) / floor:.2f} x bare, "
        f"{statistics.median(at_ready) / 1e6:.1f} MB downloaded by then,"
        f" {statistics.median(transferred) / 1e6:.1f} MB once the service worker holds every file"
    )
    print(f"  bare Pyodide boot, same files: {fmt(bare)}")
    print(
        f"  warm boot before the snapshot exists (service-worker cache): {fmt(plain)},"
        f" {statistics.median(plain) / floor:.2f} x bare"
    )
    print(
        f"  warm boot from the snapshot: {fmt(warm)}, {statistics.median(warm) / floor:.2f} x bare"
    )
    print(
        f"  offline boot from the snapshot: {fmt(offline)},"
        f" {statistics.median(offline) / floor:.2f} x bare"
    )
    print(f"  boots restored from the snapshot: {sum(restored)} of {len(restored)}")
    print(f"  computers' worker start-up, no snapshot yet: {fmt(cold_worker)}")
    print(f"  computers' worker start-up from the snapshot: {fmt(snap_worker)}")
    print(
        f"  click on a marble to updated SVG (pick with explosion): "
        f"median {statistics.median(clicks):.1f} ms"
    )


if __name__ == "__main__":
    main()
