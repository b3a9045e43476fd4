"""Boot from a memory snapshot: made in the background after a first visit, restored by
later boots (online and offline) and by the computers' worker, dropped when unusable."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Browser, expect

from conftest import DIST, start
from potions import new_game
from test_firstvisit import RUNTIME
from test_play import OFFLINE, READY, same, step

SNAPSHOTS_ON = "localStorage.setItem('potions:snapshots', 'on')"
KEYS = "async () => (await (await caches.open('snapshots')).keys()).map((r) => r.url)"


def test_snapshot_made_once_then_restored_everywhere(browser: Browser, site: str) -> None:
    context = browser.new_context()
    page = context.new_page()
    page.goto(site)
    page.wait_for_selector(READY, timeout=90_000)
    page.evaluate(SNAPSHOTS_ON)
    page.goto(f"{site}?players=Ann,Robo&seed=3&ai=human,easy&pace=fast")
    page.wait_for_selector(READY, timeout=90_000)
    assert page.evaluate("window.potionsBoot.restored") is False
    page.wait_for_function("() => window.potionsSnapshot", timeout=120_000)
    made = page.evaluate("window.potionsSnapshot")
    assert made["kept"] is True, made
    assert len(page.evaluate(KEYS)) == 1
    game = new_game("explosion", ["Ann", "Robo"], 3)
    page.wait_for_selector(OFFLINE, timeout=60_000)
    for online in (True, False):
        context.set_offline(not online)
        page.reload()
        page.wait_for_selector(READY, timeout=90_000)
        assert page.evaluate("window.potionsBoot.restored") is True
        same(page, game)
    context.set_offline(False)
    # the restored page plays, and its computer (a worker restored from it too) answers
    step(page, game)
    page.wait_for_function(
        "() => JSON.parse(window.pe_state()).state.current === 0", timeout=60_000
    )
    assert len(json.loads(page.evaluate("window.pe_state()"))["state"]["history"]) >= 2
    expect(page.locator("#log")).to_contain_text("Robo")
    context.close()


def test_an_unusable_snapshot_is_dropped(browser: Browser, site: str) -> None:
    context = browser.new_context()
    page = context.new_page()
    page.goto(site)
    page.wait_for_selector(READY, timeout=90_000)
    page.evaluate(SNAPSHOTS_ON)
    build = page.evaluate(
        "async () => (await (await fetch('./web/shell/snapshot.mjs')).text())"
        '.match(/BUILD = "([0-9a-f]+)"/)[1]'
    )
    key = f"{site}snapshot/app-{build}.bin"
    page.evaluate(
        "async (k) => (await caches.open('snapshots')).put(k, new Response('not a snapshot'))",
        key,
    )
    page.reload()
    page.wait_for_selector(READY, timeout=90_000)
    assert page.evaluate("window.potionsBoot.restored") is False
    page.wait_for_function("() => window.potionsSnapshot", timeout=120_000)
    assert page.evaluate(KEYS) == [key], "the bad one is replaced by a good one"
    page.reload()
    page.wait_for_selector(READY, timeout=90_000)
    assert page.evaluate("window.potionsBoot.restored") is True
    context.close()


def test_first_visit_boots_at_once_and_downloads_each_file_once(browser: Browser) -> None:
    """The page asks for the runtime's files at once and keeps them in the offline cache;
    the service worker keeps what else the boot fetches and then fetches the rest: nothing
    is downloaded twice, and the site works offline once <html data-offline> says so."""
    sent: list[tuple[str, int]] = []
    asked: list[str] = []
    server, url = start(DIST, sent=sent, asked=asked)
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"{url}?players=Ann,Bob&seed=3")
        page.wait_for_selector(READY, timeout=90_000)
        page.wait_for_selector(OFFLINE, timeout=90_000)
        paths = [path for path, _ in sent]
        # The page itself comes twice: its first address carries the game's query, so the
        # service worker fetches ./ for its cache (a few kB).
        twice = sorted({path for path in paths if paths.count(path) > 1} - {"/"})
        assert twice == [], f"downloaded more than once: {twice}"
        assert "/vendor/pyodide/pyodide.asm.wasm" in paths
        assert "/service-worker.js" in paths
        # The runtime's files, asked for by the page's first script, are asked for once:
        # the page keeps them in the cache itself (not even revalidated afterwards).
        for name in RUNTIME:
            assert asked.count(f"/{name}") == 1, (name, asked.count(f"/{name}"))
        cached = page.evaluate(
            "async () => (await (await caches.open((await caches.keys())"
            ".find((k) => k.startsWith('potions-')))).keys()).length"
        )
        worker = (DIST / "service-worker.js").read_text()
        listed = re.search(r"const PRECACHE = (\[.*?\]);", worker, re.S)
        assert listed is not None
        assert cached >= len(json.loads(listed[1]))
        context.set_offline(True)
        page.reload()
        page.wait_for_selector(READY, timeout=90_000)
        same(page, new_game("explosion", ["Ann", "Bob"], 3))
    finally:
        context.close()
        server.shutdown()
