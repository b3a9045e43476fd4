"""A first visit: the start screen drawn ahead answers the player before Python runs (what
only Python can do waits for it, said on screen, then happens), a link to a game shows the
loading screen, the loading line counts the runtime's bytes, and every game plays on the
trimmed runtime (an online lobby opens on it too)."""

from __future__ import annotations

import json
import re
import sys
import zipfile
from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Page, Route, expect

from conftest import DIST, ROOT
from test_play import READY, state
from web.games import playable

sys.path.insert(0, str(ROOT / "tools"))

BUNDLE = "**/web/python.json"
RUNTIME = [
    "vendor/pyodide/pyodide.asm.wasm",
    "vendor/pyodide/python_stdlib.zip",
    "vendor/pyodide/pyodide-lock.json",
    "web/python.json",
]
"""What the page's first script asks for on a first visit (the app's Python last)."""

Hold = Callable[[str], Callable[[], None]]


@pytest.fixture
def hold(watched: Page) -> Iterator[Hold]:
    """``hold(pattern)`` keeps the requests for ``pattern`` waiting (Python cannot start
    while the app's Python is held) until the function it returns is called: the page's
    and its service worker's (which serves the page once it has taken control)."""
    context = watched.context
    everything: list[list[Route]] = []

    def start(pattern: str) -> Callable[[], None]:
        held: list[Route] = []
        everything.append(held)
        context.route(pattern, lambda route: held.append(route))

        def release() -> None:
            while held:
                held.pop(0).continue_()
            context.unroute(pattern)

        return release

    yield start
    for held in everything:
        for route in held:
            route.continue_()


def not_ready(page: Page) -> None:
    assert page.evaluate("document.documentElement.dataset.ready") is None


def test_the_start_screen_answers_before_python_and_the_game_starts_once_it_can(
    watched: Page, site: str, hold: Hold
) -> None:
    page = watched
    release = hold(BUNDLE)
    page.goto(site)
    expect(page.locator("#picker .game-card")).to_have_count(len(playable()))
    expect(page.locator("#saves .saves-loading")).to_be_visible()
    not_ready(page)
    # the picker, a game's set-up, its rules, the language: answered by the page itself
    page.click('[data-select="pick dice"]')
    expect(page.locator("#new-game")).to_have_attribute("data-game", "dice")
    page.click('[data-select="rules-of dice"]')
    expect(page.locator("#rules")).to_be_visible()
    page.click('[data-select="close-rules"]')
    expect(page.locator("#rules")).to_have_count(0)
    page.click('[data-select="home"]')
    page.click('[data-select="pick dice"]')
    page.click('[data-select="lang fr"]')
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator('#new-game button[type="submit"]')).to_have_text("Commencer la partie")
    players = page.locator('#new-game input[name="player"]')
    players.nth(0).fill("Zoé")
    players.nth(1).fill("Yann")
    page.locator('#new-game select[name="seat"]').nth(1).select_option("human")
    not_ready(page)
    # starting needs Python: the page says it will, and keeps the form as it was sent
    page.click('#new-game button[type="submit"]')
    expect(page.locator("html")).to_have_attribute("data-waiting", "submit")
    expect(page.locator("#loading-text")).to_contain_text("Votre partie commence")
    assert page.url == site, "the form went nowhere"
    not_ready(page)
    release()
    page.wait_for_selector("html[data-game='dice']", timeout=90_000)
    page.wait_for_selector(READY)
    game = state(page)
    assert game["config"]["players"] == ["Zoé", "Yann"]
    assert page.evaluate("JSON.parse(localStorage.getItem('potions:settings')).lang") == "fr"
    assert page.evaluate("document.documentElement.dataset.waiting") is None


def test_the_shell_takes_the_screen_over_where_the_player_is(
    watched: Page, site: str, hold: Hold
) -> None:
    page = watched
    release = hold(BUNDLE)
    page.goto(site)
    page.click('[data-select="pick explosion"]')
    page.locator('#new-game input[name="player"]').nth(0).fill("Typed before Python")
    page.click('[data-select="rules-of explosion"]')
    release()
    page.wait_for_selector(READY, timeout=90_000)
    expect(page.locator("#rules")).to_be_visible()
    expect(page.locator("#saves .saves-loading")).to_have_count(0)
    expect(page.locator("#saves")).to_contain_text("No saved games yet")
    name = page.locator('#new-game input[name="player"]').nth(0)
    expect(name).to_have_value("Typed before Python")
    # the shell answers now: the rules close, the game starts with what was typed
    page.click('[data-select="close-rules"]')
    page.click('#new-game button[type="submit"]')
    page.wait_for_selector("html[data-game='explosion']")
    assert state(page)["config"]["players"][0] == "Typed before Python"


def test_a_game_file_chosen_before_python_opens_once_it_can(
    watched: Page, site: str, hold: Hold, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    from potions import new_game, to_save

    game = new_game("practice", ["Ann", "Bob"], 9)
    game.apply(game.legal_actions()[0])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(to_save(game)))
    page = watched
    release = hold(BUNDLE)
    page.goto(site)
    page.set_input_files("#import", str(path))
    expect(page.locator("html")).to_have_attribute("data-waiting", "import")
    release()
    page.wait_for_selector("html[data-game='practice']", timeout=90_000)
    assert state(page)["state"] == game.to_dict()["state"]


def test_a_link_to_a_game_shows_the_loading_screen_and_its_bytes(
    watched: Page, site: str, hold: Hold
) -> None:
    page = watched
    release = hold(BUNDLE)
    # the standard library's zip (sent as it is) comes first: it says nothing of how the host
    # compresses the others
    release_compressed = hold("**/vendor/pyodide/pyodide{.asm.wasm,-lock.json}")
    with page.expect_response("**/python_stdlib.zip"):
        page.goto(f"{site}?new=explosion&players=Ann,Bob&seed=3")
    release_compressed()
    expect(page.locator("html")).to_have_attribute("data-boot", "link")
    expect(page.locator("#app")).to_be_hidden()
    expect(page.locator("#loading")).to_be_visible()
    # what the host sends: the brotli'd files the build wrote (those that compress); the
    # line counts them once their responses have said how long they are
    sizes = [(DIST / f"{n}.br") if (DIST / f"{n}.br").exists() else DIST / n for n in RUNTIME]
    expected = round(sum(p.stat().st_size for p in sizes) / 1e6, 1)
    line = page.locator("#loading-text")
    expect(line).to_contain_text(f"of {expected:.1f} MB", timeout=90_000)
    # the runtime's own files come; the app's Python (held) is left
    done, total = (float(x) for x in re.findall(r"([\d.]+) of ([\d.]+) MB", line.inner_text())[0])
    assert total == expected
    assert done < total
    not_ready(page)
    release()
    page.wait_for_selector("html[data-game='explosion']", timeout=90_000)
    expect(page.locator("#loading")).to_be_hidden()


def test_the_start_screen_is_drawn_before_any_script_file_arrives(
    watched: Page, site: str, hold: Hold
) -> None:
    page = watched
    release = hold("**/web/boot.js")
    page.goto(f"{site}?lang=fr", wait_until="commit")  # (the load event waits for it)
    expect(page.locator("#picker h2")).to_have_text("Choisissez un jeu")
    expect(page.locator("#app .game-card").first).to_be_visible()
    # the page's first script answers already: the inline one, allowed by its hash
    page.click('[data-select="pick glastonbury"]')
    expect(page.locator("#new-game")).to_have_attribute("data-game", "glastonbury")
    release()
    page.wait_for_selector(READY, timeout=90_000)
    expect(page.locator("#new-game")).to_have_attribute("data-game", "glastonbury")


def test_the_runtime_holds_only_what_the_games_use() -> None:
    """The standard library is the build's trimmed one, and PyScript's unused chunks are
    left out (the games play on them: below)."""
    full = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
    shipped = DIST / "vendor" / "pyodide" / "python_stdlib.zip"
    names = set(zipfile.ZipFile(shipped).namelist())
    assert shipped.stat().st_size < full.stat().st_size / 2
    assert {"json/__init__.py", "asyncio/__init__.py", "encodings/utf_8.py"} <= names
    assert not names & {"email/__init__.py", "unittest/__init__.py", "encodings/cp1252.py"}
    chunks = {p.name for p in (DIST / "vendor" / "pyscript").glob("*.js")}
    assert "core.js" in chunks and not [c for c in chunks if c.startswith(("xterm", "codemirror"))]


IMPORT_ALL = """<!doctype html><meta charset="utf-8"><script type="module">
const { loadPyodide } = await import("./vendor/pyodide/pyodide.mjs");
const py = await loadPyodide({ indexURL: "./vendor/pyodide/" });
// the app's Python as the page installs it (what its boot runs compiled ahead)
const { install } = await import("./web/shell/snapshot.mjs");
await install(py);
// online play's Python, fetched when a room is used (web/main.py's need_online)
for (const name of await (await fetch("./web/online/python.json")).json()) {
  const path = "/home/pyodide/" + name;
  py.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
  py.FS.writeFile(path, await (await fetch("./" + name)).text());
}
py.globals.set("names", py.toPy(MODULES));
const failed = py.runPython(`
import importlib, json
failed = {}
for name in names:
    try:
        importlib.import_module(name)
    except Exception as exc:
        failed[name] = repr(exc)
import sys
compiled = [n for n in names if str(getattr(sys.modules.get(n), "__file__", "")).endswith(".pyc")]
json.dumps({"failed": failed, "compiled": compiled})
`);
document.documentElement.dataset.failed = failed;
</script>"""


def test_every_module_of_the_app_imports_on_the_trimmed_runtime(page: Page, site: str) -> None:
    from build_site import BROWSER_ONLY, python_modules

    # the browser's binding (web.main, web.browser.*) needs PyScript's JavaScript side
    modules = [m for m in python_modules() if m not in BROWSER_ONLY]
    assert "web.shell.app" in modules and "web.browser.device" not in modules
    html = IMPORT_ALL.replace("MODULES", json.dumps(modules))
    page.route("**/import-check.html", lambda r: r.fulfill(body=html, content_type="text/html"))
    page.goto(f"{site}import-check.html")
    page.wait_for_selector("html[data-failed]", timeout=90_000)
    found = json.loads(page.evaluate("document.documentElement.dataset.failed"))
    assert found["failed"] == {}
    # what a first visit's boot runs was compiled ahead by the build, for this runtime
    assert {"web.shell.app", "web.games", "potions"} <= set(found["compiled"])
    assert "web.games.explosion.board" not in found["compiled"]


@pytest.mark.parametrize("game", [info.id for info in playable()])
def test_every_game_plays_on_the_trimmed_runtime(watched: Page, site: str, game: str) -> None:
    """Two computers play the first turns (the page draws each move; the computers think
    in their worker, on the same runtime)."""
    page = watched
    page.goto(f"{site}?new={game}&players=Ann,Bob&seed=3&ai=easy,easy&pace=fast")
    page.wait_for_selector(READY, timeout=90_000)
    page.wait_for_function(
        """() => {
            const s = JSON.parse(window.pe_state()).state;
            (window.seen ||= new Set()).add(s.current);
            return window.seen.size >= 2 && s.history.length >= 2;
        }""",
        timeout=120_000,
        polling=100,
    )


def test_an_online_lobby_opens_on_the_trimmed_runtime(watched: Page, site: str, relay: str) -> None:
    page = watched
    page.goto(f"{site}?new=explosion&players=Ann,Friend&ai=human,online&relay={relay}&ice=none")
    page.wait_for_selector('[data-lobby="host"] #invite-link', timeout=90_000)
    expect(page.locator("#invite-link")).to_have_value(re.compile(r"\?join="))
