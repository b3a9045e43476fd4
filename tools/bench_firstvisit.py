"""A first visit on a phone's network, printed (never asserted): the app's start page in a
cold browser context against a bare Pyodide boot of the same files, both served by
tools/serve.py with gzip on the fly (precompressed files when the build wrote them) and the
network emulated in the server (each response waits one round trip; every body shares one
link of the profile's bandwidth).

    python tools/bench_firstvisit.py [--profile fast4g] [--rounds 3]

Run by `make bench` (tools/bench_browser.py) after `make build`.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

from playwright.sync_api import Browser, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "e2e"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from serve import PROFILES, network, start

from conftest import CHROMIUM_ARGS, DIST

BARE_PAGE = "bench-pyodide.html"
BARE = """<!doctype html><meta charset=utf-8><script type=module>
const t0 = performance.now();
const { loadPyodide } = await import("./vendor/pyodide/pyodide.mjs");
const py = await loadPyodide({ indexURL: "./vendor/pyodide/" });
py.runPython("1 + 1");
document.documentElement.dataset.boot = String(performance.now() - t0);
document.documentElement.dataset.ready = "1";
</script>"""
"""``loadPyodide`` and one line of Python, from the site's own runtime files."""

CLOCKS = """(() => {
  const t = (window.__visit = {});
  const mark = (name) => { if (!(name in t)) t[name] = performance.now(); };
  const look = () => {
    const root = document.documentElement;
    if (!root) return;
    if (root.dataset.ready === "1") mark("ready");
    if (!("games" in t) && !t.asked) {
      const card = document.querySelector("#app .game-card");
      if (card && card.checkVisibility()) {
        t.asked = true;
        requestAnimationFrame(() => mark("games"));
      }
    }
  };
  new MutationObserver(look).observe(document, {
    subtree: true, childList: true, attributes: true,
    attributeFilter: ["data-ready", "hidden", "data-boot", "class"],
  });
})();"""
"""Marks, from the navigation's start: html[data-ready="1"] (``ready``), and the frame that
first draws a game of the picker (``games``)."""
PAINT = """() => {
  const p = performance.getEntriesByType("paint").find((e) => e.name === "first-contentful-paint");
  return p ? p.startTime : null;
}"""
ROUNDS = 3


@dataclass
class Visit:
    ready: float
    """Seconds from the navigation's start to ready."""
    paint: float
    games: float | None
    """When the picker's games were first drawn (None: not before ready)."""
    sent: int
    """Bytes the server sent by then (compressed as sent)."""
    paths: list[str]
    """The files sent by then."""


def visit(browser: Browser, url: str, sent: list[tuple[str, int]]) -> Visit:
    context = browser.new_context()
    try:
        context.add_init_script(CLOCKS)
        page = context.new_page()
        sent.clear()
        page.goto(url, wait_until="commit", timeout=300_000)
        page.wait_for_function(
            "() => window.__visit && window.__visit.ready", timeout=300_000, polling=100
        )
        marks = page.evaluate("window.__visit")
        paint = page.evaluate(PAINT)
        size = sum(n for _, n in sent)
        paths = [path for path, _ in sent]
        games = marks.get("games", 0) / 1e3
        return Visit(marks["ready"] / 1e3, (paint or 0) / 1e3, games, size, paths)
    finally:
        context.close()


def first_visits(
    browser: Browser, profiles: list[str], rounds: int = ROUNDS, site: Path = DIST
) -> list[str]:
    """The figures of each profile, as lines to print (each visit has a server and a link of
    its own)."""
    (site / BARE_PAGE).write_text(BARE)
    lines = []
    try:
        for profile in profiles:
            app: list[Visit] = []
            bare: list[Visit] = []
            for _ in range(rounds):
                for store, path in ((app, ""), (bare, BARE_PAGE)):
                    sent: list[tuple[str, int]] = []
                    net = network(profile)
                    server, url = start(site, sent=sent, gzip=True, network=net)
                    try:
                        store.append(visit(browser, url + path, sent))
                    finally:
                        server.shutdown()
                        server.server_close()
            lines.append(summary(profile, app, bare))
        lines.append(downloads(app[-1].paths, site))
    finally:
        (site / BARE_PAGE).unlink(missing_ok=True)
    return lines


def summary(profile: str, app: list[Visit], bare: list[Visit]) -> str:
    name, megabits, rtt = PROFILES[profile]
    med = statistics.median
    floor = med(v.sent for v in bare) * 8 / (megabits * 1e6)
    runs = ", ".join(f"{v.ready:.1f}" for v in app)
    bare_runs = ", ".join(f"{v.ready:.1f}" for v in bare)
    games = [v.games for v in app if v.games]
    shown = (
        f"games on screen {med(games):.1f} s"
        if len(games) == len(app)
        else "games on screen only once ready"
    )
    return (
        f"  {name} ({megabits:g} Mbit/s, {rtt * 1000:.0f} ms), {len(app)} rounds, medians:"
        f" ready {med(v.ready for v in app):.1f} s ({runs}),"
        f" {med(v.ready for v in app) / med(v.ready for v in bare):.2f} x bare Pyodide"
        f" {med(v.ready for v in bare):.1f} s ({bare_runs}); first paint"
        f" {med(v.paint for v in app):.2f} s, {shown};"
        f" {med(v.sent for v in app) / 1e6:.2f} MB sent by ready (bare"
        f" {med(v.sent for v in bare) / 1e6:.2f} MB); the floor (bare's bytes / bandwidth)"
        f" {floor:.1f} s"
    )


def downloads(paths: list[str], site: Path) -> str:
    """What the files of a first visit weigh by ready: as they are, gzipped and brotli'd
    (the build's FILE.gz and FILE.br; a file that does not compress counted as it is)."""
    files = [site / ("index.html" if p.endswith("/") else p.lstrip("/")) for p in paths]
    files = list(dict.fromkeys(f for f in files if f.is_file()))

    def weight(suffix: str) -> float:
        total = 0
        for f in files:
            packed = f.with_name(f.name + suffix)
            total += (packed if suffix and packed.exists() else f).stat().st_size
        return total / 1e6

    return (
        f"  a first visit downloads by ready {len(files)} files: {weight(''):.2f} MB as they"
        f" are, {weight('.gz'):.2f} MB gzipped, {weight('.br'):.2f} MB brotli'd"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--profile", choices=sorted(PROFILES), action="append")
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument("--directory", type=Path, default=DIST, help="the built site")
    args = parser.parse_args()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        print("A first visit on a phone's network (cold context, emulated by the server):")
        for line in first_visits(
            browser, args.profile or list(PROFILES), args.rounds, args.directory
        ):
            print(line, flush=True)
        browser.close()


if __name__ == "__main__":
    main()
