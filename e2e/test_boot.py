"""Boot from a memory snapshot: made in the background after a first visit, restored by
later boots (online and offline) and by the computers' worker, dropped when unusable."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

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


# 256 bytes in the middle of this build's snapshot altered, its headers (its digest) kept.
DAMAGE = """async (key) => {
  const cache = await caches.open('snapshots');
  const hit = await cache.match(key);
  const bytes = new Uint8Array(await hit.arrayBuffer());
  const middle = bytes.length >> 1;
  for (let i = middle; i < middle + 256; i++) bytes[i] ^= 0x5a;
  await cache.put(key, new Response(bytes, {headers: hit.headers}));
  return bytes.length;
}"""


def saved_dice_with_snapshot(context: BrowserContext, site: str) -> tuple[Page, str, str]:
    """A Potion Dice game saved in ``context``, and this build's snapshot made there: the
    page, the game's id and the snapshot's key."""
    page = context.new_page()
    page.goto(site)
    page.wait_for_selector(READY, timeout=90_000)
    page.evaluate(SNAPSHOTS_ON)
    page.goto(f"{site}?new=dice&players=Ann,Bob&seed=5")
    page.wait_for_selector("#board", timeout=90_000)
    game = page.url.split("game=")[1]
    page.wait_for_function("() => window.potionsSnapshot", timeout=120_000)
    assert page.evaluate("window.potionsSnapshot")["kept"] is True
    (key,) = page.evaluate(KEYS)
    return page, game, key


def test_a_damaged_snapshot_is_dropped_and_the_saved_game_opens(
    browser: Browser, site: str
) -> None:
    """Issue 35.2: with 256 bytes in the middle of the snapshot altered, a saved Potion Dice
    game stayed on "Almost ready…" on every boot (SystemError). The digest kept with the
    snapshot finds the damage before it is restored: it is dropped, the game shows, and a
    good one is made again."""
    context = browser.new_context()
    page, game, key = saved_dice_with_snapshot(context, site)
    expected = page.evaluate("window.pe_state()")
    assert page.evaluate(DAMAGE, key) > 1_000_000
    page.goto(f"{site}?game={game}")
    page.wait_for_selector("#board", timeout=90_000)
    assert page.evaluate("window.pe_state()") == expected
    assert page.evaluate("window.potionsBoot.restored") is False
    page.wait_for_function("() => window.potionsSnapshot", timeout=120_000)
    assert page.evaluate("window.potionsSnapshot")["kept"] is True
    page.goto(f"{site}?game={game}")
    page.wait_for_selector("#board", timeout=90_000)
    assert page.evaluate("window.potionsBoot.restored") is True
    assert page.evaluate("window.pe_state()") == expected
    context.close()


def test_a_snapshot_the_page_fails_on_is_dropped_and_the_page_boots_again(
    browser: Browser, site: str
) -> None:
    """A snapshot that passes its checks but on which the page's Python then fails is dropped,
    and the page boots again normally, once. The page's Python is made to fail here (its
    entry module raises), without and then with the snapshot; once it no longer fails, the
    game shows, and a new tab makes a snapshot again."""
    context = browser.new_context(service_workers="block")  # (its cache would hide the route)
    page, game, _key = saved_dice_with_snapshot(context, site)
    expected = page.evaluate("window.pe_state()")

    def broken(route: Route) -> None:
        files = route.fetch().json()
        del files["web/main.pyc"]
        files["web/main.py"] = "raise RuntimeError('the page fails')\n"
        route.fulfill(json=files)

    context.route("**/web/python.json", broken)
    loads: list[str] = []
    page.on("load", lambda _: loads.append(page.url))
    page.goto(f"{site}?game={game}")
    page.wait_for_function(
        "() => sessionStorage.getItem('potions:snapshot-failed') === '1'"
        " && window.potionsBoot && window.potionsBoot.restored === false",
        timeout=90_000,
    )
    assert page.evaluate(KEYS) == [], "the snapshot the page failed on is dropped"
    assert len(loads) == 2, loads  # booted again once, normally
    context.unroute("**/web/python.json")
    page.reload()
    page.wait_for_selector("#board", timeout=90_000)
    assert page.evaluate("window.pe_state()") == expected
    assert page.evaluate("window.potionsBoot.restored") is False
    page.close()
    page = context.new_page()
    page.goto(f"{site}?game={game}")
    page.wait_for_function("() => window.potionsSnapshot", timeout=120_000)
    assert page.evaluate("window.potionsSnapshot")["kept"] is True
    context.close()
