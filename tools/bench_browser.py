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
