"""A new version of the site takes over on the next reload, and the saved game survives."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

from playwright.sync_api import Page

from conftest import DIST, start
from potions.explosion import new_game

READY = "html[data-ready='1']"
OFFLINE = "html[data-offline='1']"
WAIT_FOR_NEW_CACHE = """async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    await reg.update();
    for (let i = 0; i < 600; i++) {
        const keys = await caches.keys();
        if (keys.length === 1 && keys[0] === "potions-000000000002" && !reg.installing
            && !reg.waiting) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the new version never took over");
}"""


def test_new_version_takes_over_on_reload(page: Page, tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(DIST, site)
    server, url = start(site)
    try:
        page.goto(f"{url}?players=Ann,Bob&seed=3")
        page.wait_for_selector(READY, timeout=90_000)
        game = new_game(["Ann", "Bob"], 3)
        for _ in range(3):
            action = str(game.legal_actions()[0])
            page.locator(f'[data-action="{action}"]').first.click()
            game.apply(action)
        page.wait_for_selector(OFFLINE, timeout=60_000)
        old_cache = page.evaluate("caches.keys()")
        # Publish "version 2": a changed page and a worker with a new cache name.
        index = site / "index.html"
        index.write_text(index.read_text().replace("<body>", '<body data-version="2">'))
        worker = site / "service-worker.js"
        worker.write_text(
            re.sub(r"potions-[0-9a-f]{12}", "potions-000000000002", worker.read_text())
        )
        # The reload that finds the new worker still shows version 1, served from the old
        # cache; the new worker installs and activates in the background...
        page.reload()
        page.wait_for_selector(READY, timeout=90_000)
        assert page.evaluate("document.body.dataset.version") is None
        page.evaluate(WAIT_FOR_NEW_CACHE)
        # ...and the next reload is version 2, with the saved game as it was.
        page.reload()
        page.wait_for_selector(READY, timeout=90_000)
        assert page.evaluate("document.body.dataset.version") == "2"
        assert page.evaluate("caches.keys()") == ["potions-000000000002"] != old_cache
        assert json.loads(page.evaluate("window.pe_state()")) == game.to_dict()
    finally:
        server.shutdown()
