"""Browser figures, printed (never asserted): cold, warm and offline boot to ready, bytes
transferred, a bare Pyodide boot measured in the same run, and click-to-SVG time.

Run through `make bench` after `make build`; serves dist/ on 127.0.0.1 itself.
"""

from __future__ import annotations

import functools
import http.server
import statistics
import sys
import threading
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "e2e"))
from conftest import CHROMIUM_ARGS, DIST, _Quiet
from potions.explosion import new_game
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
THINK = """async (jobs) => {
    const worker = new Worker("./web/ai-worker.js", { type: "module" });
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


def decision_jobs(level: str, turns: int = 24) -> list[tuple[str, str, int, int]]:
    """(state, level, seed, turn) for every decision of a game between two ``level``s."""
    import json

    from potions.explosion.ai import choose_action

    game = new_game(["A", "B"], 77)
    jobs = []
    while not game.is_over and game.turns < turns:
        seed = 1000 + len(game.history)
        jobs.append((json.dumps(game.to_dict()), level, seed, game.turns))
        game.apply(choose_action(game, level, seed))
    return jobs


def think_times(browser, url: str) -> None:  # type: ignore[no-untyped-def]
    """Time per decision and per whole turn of each level, in Pyodide, in a Web Worker."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready='1']", timeout=120_000)
    for level in ("easy", "medium", "hard"):
        jobs = decision_jobs(level)
        times = page.evaluate(THINK, [list(j[:3]) for j in jobs])
        per_turn: dict[int, float] = {}
        for (_, _, _, turn), ms in zip(jobs, times, strict=True):
            per_turn[turn] = per_turn.get(turn, 0.0) + ms
        turns = [v for k, v in per_turn.items() if k > 0]  # turn 0 holds the draft
        print(
            f"  {level} in the browser: {len(times)} decisions,"
            f" mean {statistics.mean(times):.1f} ms, max {max(times):.0f} ms;"
            f" whole turn mean {statistics.mean(turns):.0f} ms,"
            f" max {max(turns):.0f} ms"
        )
    context.close()


def serve() -> tuple[http.server.ThreadingHTTPServer, str]:
    handler = functools.partial(_Quiet, directory=str(DIST))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def main() -> None:
    (DIST / "bench-pyodide.html").write_text(BARE)
    server, url = serve()
    game_url = f"{url}?players=Ann,Bob&seed=42"
    cold, warm, offline, bare, clicks = [], [], [], [], []
    transferred = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            for _ in range(RUNS):
                context = browser.new_context()
                page = context.new_page()
                sizes: list[int] = []

                def count(response, sizes=sizes) -> None:  # type: ignore[no-untyped-def]
                    length = response.headers.get("content-length")
                    if length and response.url.startswith(url) and not response.from_service_worker:
                        sizes.append(int(length))

                context.on("response", count)
                start = time.perf_counter()
                page.goto(game_url)
                page.wait_for_selector("html[data-ready='1']", timeout=120_000)
                cold.append(time.perf_counter() - start)
                transferred.append(sum(sizes))
                for store, setup in ((warm, None), (offline, True)):
                    if setup:
                        context.set_offline(True)
                    start = time.perf_counter()
                    page.reload()
                    page.wait_for_selector("html[data-ready='1']", timeout=120_000)
                    store.append(time.perf_counter() - start)
                context.set_offline(False)
                game = new_game(["Ann", "Bob"], 42)
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
            print("Computer opponents, Pyodide in a Web Worker (2-player game, 24 turns):")
            think_times(browser, url)
            browser.close()
    finally:
        server.shutdown()
        (DIST / "bench-pyodide.html").unlink()

    def fmt(xs: list[float]) -> str:
        return f"median {statistics.median(xs):.2f} s (runs: {', '.join(f'{x:.2f}' for x in xs)})"

    print(f"Browser figures, headless Chromium, {RUNS} runs each:")
    print(
        f"  cold first visit to ready: {fmt(cold)}, "
        f"{statistics.median(transferred) / 1e6:.1f} MB transferred"
    )
    print(f"  warm boot (service-worker cache): {fmt(warm)}")
    print(f"  offline boot: {fmt(offline)}")
    print(f"  bare Pyodide boot, same files (the floor): {fmt(bare)}")
    print(
        f"  click on a marble to updated SVG (pick with explosion): "
        f"median {statistics.median(clicks):.1f} ms"
    )


if __name__ == "__main__":
    main()
