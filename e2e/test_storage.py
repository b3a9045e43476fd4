"""Nothing a player saved is ever lost: bad entries, a full storage, two tabs, a dead
worker, hostile files and names, export and import."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import quote

from playwright.sync_api import Browser, Page, expect

from potions import GameState, new_game, to_save
from potions.explosion import describe
from test_play import READY, ROOT, boot, click, same, state, step
from web.shell.screens import you

FILL = """() => {
    // Fill localStorage until not one more character fits.
    let size = 1 << 22;
    let i = 0;
    while (size >= 1) {
        try { localStorage.setItem("filler" + i, "x".repeat(size)); i++; }
        catch (e) { size = size >> 1; }
    }
    return i;
}"""


def test_bad_entries_are_listed_kept_and_never_block(watched: Page, site: str) -> None:
    page = watched
    boot(page, f"{site}?players=Ann,Bob&seed=3")
    good = page.url.split("game=")[1]
    nested = "[" * 50_000 + "]" * 50_000
    bad = {
        "meta": {**to_save(new_game("explosion", ["A", "B"], 1)), "meta": 5},
        "updated": {
            **to_save(new_game("explosion", ["A", "B"], 1)),
            "meta": {"updated": "soon", "seats": "x", "log": 7},
        },
        "log": {**to_save(new_game("explosion", ["A", "B"], 1)), "actions": {"a": 1}},
        "nested": nested,
        "cut": {
            **{k: v for k, v in to_save(new_game("explosion", ["A", "B"], 1)).items()},
            "actions": [],
            "count": 3,
            "snapshot": None,
        },
    }
    for key, value in bad.items():
        text = value if isinstance(value, str) else json.dumps(value)
        page.evaluate("([k, v]) => localStorage.setItem('potions:game:' + k, v)", [key, text])
    page.goto(site)
    page.wait_for_selector(READY)
    # "meta" and "updated" have only odd page data: they open, with defaults
    expect(page.locator(".save.broken")).to_have_count(3)
    for key in ("log", "nested", "cut"):
        expect(page.locator(f'.save.broken [data-select="delete {key}"]')).to_have_count(1)
    assert page.evaluate("localStorage.getItem('potions:game:nested')") == nested
    page.locator(f'[data-select="continue {good}"]').click()
    page.wait_for_selector("#dispenser")
    page.goto(f"{site}?game=meta")
    page.wait_for_selector("#dispenser")
    page.goto(f"{site}?game=nested")
    page.wait_for_selector(READY)
    expect(page.locator("#problem")).to_contain_text("cannot be opened")


def test_storage_full_refuses_the_move_says_so_and_recovers(watched: Page, site: str) -> None:
    page = watched
    boot(page, f"{site}?players=Ann,Bob&seed=3")
    game = new_game("explosion", ["Ann", "Bob"], 3)
    page.evaluate(FILL)
    action = str(game.legal_actions()[0])
    click(page, action)
    expect(page.locator("#message")).to_contain_text("storage is full")
    same(page, game)  # the move was not played
    page.reload()
    page.wait_for_selector(READY)
    same(page, game)  # and nothing was half saved
    page.evaluate(
        "Object.keys(localStorage).filter(k => k.startsWith('filler'))"
        ".forEach(k => localStorage.removeItem(k))"
    )
    click(page, action)
    game.apply(action)
    same(page, game)


def test_storage_full_at_the_start_of_a_game_says_so(watched: Page, site: str) -> None:
    page = watched
    boot(page, site)
    page.evaluate(FILL)
    page.goto(f"{site}?players=Ann,Bob&seed=3")
    page.wait_for_selector(READY)
    expect(page.locator("#problem")).to_contain_text("storage is full")


def played(game_id: str, n: int) -> GameState:
    game = new_game(game_id, ["Ann", "Bob"], 3)
    for _ in range(n):
        game.apply(game.legal_actions()[0])
    return game


def test_another_games_snapshot_never_stops_the_start_screen(watched: Page, site: str) -> None:
    """A Potion Dice entry holding a Potion Explosion snapshot stopped the start screen at
    every boot (issue 26): it is listed as damaged, the other games as they are."""
    page = watched
    boot(page, site)
    mixed = to_save(played("dice", 10))
    mixed["snapshot"] = played("explosion", 10).to_dict()
    page.evaluate(
        "([a, b]) => { localStorage.setItem('potions:game:mixed', a);"
        " localStorage.setItem('potions:game:good', b); }",
        [json.dumps(mixed), json.dumps(to_save(played("dice", 12)))],
    )
    page.reload()
    page.wait_for_selector(READY)
    expect(page.locator(".save.broken")).to_contain_text("Damaged save mixed")
    expect(page.locator('[data-save="good"]')).to_contain_text("Potion Dice")


def test_first_edition_games_filling_storage_never_stop_a_boot(watched: Page, site: str) -> None:
    """With storage full of the first edition's games, moving them raised
    QuotaExceededError at every address (issue 26): they stay where they are, listed, and
    open."""
    page = watched
    boot(page, site)
    old = (ROOT / "tests" / "core" / "data" / "potion-explosion-save-v1.json").read_text()
    page.evaluate(
        "v => { for (let i = 0; i < 5; i++)"
        " localStorage.setItem('potion-explosion:game:g' + i, v); }",
        old,
    )
    page.evaluate(FILL)
    page.reload()
    page.wait_for_selector(READY)
    expect(page.locator('[data-select^="continue g"]')).to_have_count(5)
    keys = page.evaluate("Object.keys(localStorage)")
    assert len([k for k in keys if k.startswith("potion-explosion:game:")]) == 5
    page.locator('[data-select="continue g2"]').click()
    page.wait_for_selector("#dispenser")
    assert state(page)["state"]["history"] == json.loads(old)["actions"]


def test_two_tabs_follow_each_other(browser: Browser, site: str) -> None:
    context = browser.new_context()
    one = context.new_page()
    boot(one, f"{site}?players=Ann,Bob&seed=3")
    sid = one.url.split("game=")[1]
    two = context.new_page()
    boot(two, f"{site}?game={sid}")
    game = new_game("explosion", ["Ann", "Bob"], 3)
    step(one, game)
    two.wait_for_function(
        "n => JSON.parse(window.pe_state()).state.history.length === n", arg=len(game.history)
    )
    expect(two.locator("#message")).to_contain_text("another tab")
    step(two, game)
    one.wait_for_function(
        "n => JSON.parse(window.pe_state()).state.history.length === n", arg=len(game.history)
    )
    same(one, game)
    stored = json.loads(one.evaluate(f"localStorage.getItem('potions:game:{sid}')"))
    assert stored["actions"] == game.history
    one.locator('[data-select="menu"]').click()
    one.on("dialog", lambda d: d.accept())
    one.locator(f'[data-select="delete {sid}"]').click()
    expect(two.locator("#problem")).to_contain_text("deleted in another tab")
    assert one.evaluate(f"localStorage.getItem('potions:game:{sid}')") is None
    context.close()


def test_a_worker_that_never_loads_does_not_stall_the_computer(browser: Browser, site: str) -> None:
    context = browser.new_context()
    context.route("**/ai-worker.js", lambda route: route.abort())
    page = context.new_page()
    page.on("console", lambda m: None)
    boot(page, f"{site}?players=Ann,Robo&seed=4&ai=human,easy&pace=fast")
    game = new_game("explosion", ["Ann", "Robo"], 4)
    step(page, game)
    page.wait_for_function(
        "() => JSON.parse(window.pe_state()).state.current === 0", timeout=60_000
    )
    expect(page.locator("#message")).to_contain_text("think on this page")
    assert len(state(page)["state"]["history"]) >= 2
    context.close()


def test_hostile_files_and_names(watched: Page, site: str, tmp_path: Path) -> None:
    page = watched
    boot(page, site)
    nested = tmp_path / "nested.json"
    nested.write_text("[" * 100_000 + "]" * 100_000)
    page.set_input_files("#import", str(nested))
    expect(page.locator("#problem")).to_contain_text("cannot be imported")
    rtl = quote("\u202eevil")
    boot(page, f"{site}?players={rtl},Bob&seed=3")
    names = state(page)["config"]["players"]
    assert names == ["evil", "Bob"], "control characters are removed from names"
    long = "W" * 30
    boot(page, f"{site}?players={long},Bob&seed=3")
    expect(page.locator("#problem")).to_contain_text("at most 24 characters")


def test_long_names_fit_a_phone(browser: Browser, site: str, shots: Path) -> None:
    context = browser.new_context(viewport={"width": 360, "height": 740})
    page = context.new_page()
    names = ["W" * 24, "M" * 24, "Ш" * 24, "أ" * 24]
    boot(page, f"{site}?players={quote(','.join(names))}&seed=9")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    for desk in page.locator(".desk").all():
        box = desk.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360
    page.screenshot(path=str(shots / "long-names-360.png"), full_page=True)
    context.close()


def test_export_then_import_keeps_everything(watched: Page, site: str) -> None:
    page = watched
    boot(page, f"{site}?players=Ann,Robo&seed=4&ai=human,hard&pace=fast")
    game = new_game("explosion", ["Ann", "Robo"], 4)
    step(page, game)
    page.wait_for_function(
        "() => JSON.parse(window.pe_state()).state.current === 0", timeout=60_000
    )
    before = state(page)
    with page.expect_download() as info:
        page.locator('[data-select="export"]').click()
    path = info.value.path()
    page.evaluate("localStorage.clear()")
    boot(page, site)
    page.set_input_files("#import", str(path))
    page.wait_for_selector("#dispenser")
    assert state(page) == before
    expect(page.locator(".desk .cpu")).to_have_text("computer · Hard")
    expect(page.locator('[data-select="pace fast"]')).to_contain_text("✓")
    told = page.locator("#log").text_content() or ""
    replay = new_game("explosion", ["Ann", "Robo"], 4)
    for action in before["state"]["history"]:
        replay.apply(action)
        for sentence in describe(replay):  # type: ignore[arg-type]
            assert str(you(sentence, "Ann")) in told  # the log names its player "(you)"


def test_each_row_acts_on_its_own_saved_game_whatever_its_key(watched: Page, site: str) -> None:
    """Storage keys holding a space (issue 35): the page split the controls' values on
    spaces, so Delete on "Damaged save keep y" deleted ``keep``, Download on it gave
    ``keep``'s file, Continue on ``keep x`` opened ``keep`` and Delete on a damaged room
    ``ROOM x`` removed the room ``ROOM``."""
    page = watched
    boot(page, site)
    keep = json.dumps(to_save(new_game("explosion", ["Ann", "Bob"], 3), {"updated": 3}))
    other = json.dumps(to_save(new_game("dice", ["Cy", "Di"], 4), {"updated": 2}))
    room = {"format": "potions-guest", "version": 1, "room": "A" * 22, "key": "K" * 22}
    room |= {"token": "T" * 22, "game": "dice", "names": ["Ann", "Bob"]}
    entries = {
        "potions:game:keep": keep,
        "potions:game:keep x": other,
        "potions:game:keep y": "{not json",
        "potions:guest:ROOM": json.dumps(room),
        "potions:guest:ROOM x": "{bad",
    }
    page.evaluate("e => { for (const k in e) localStorage.setItem(k, e[k]); }", entries)
    page.reload()
    page.wait_for_selector(READY)
    page.on("dialog", lambda d: d.accept())

    def stored() -> set[str]:
        return set(page.evaluate("Object.keys(localStorage)")) & set(entries)

    broken = page.locator(".save.broken", has_text="Damaged save keep y")
    with page.expect_download() as info:
        broken.locator("[data-select^='download']").click()
    assert Path(info.value.path()).read_text() == "{not json"
    broken.locator("[data-select^='delete']").click()
    expect(page.locator(".save.broken", has_text="Damaged save keep y")).to_have_count(0)
    assert stored() == set(entries) - {"potions:game:keep y"}

    damaged_room = page.locator(".save.broken", has_text="A room that cannot be read")
    with page.expect_download() as info:
        damaged_room.locator("[data-select^='room-download']").click()
    assert Path(info.value.path()).read_text() == "{bad"
    damaged_room.locator("[data-select^='room-forget']").click()
    expect(page.locator(".save.broken")).to_have_count(0)
    assert stored() == set(entries) - {"potions:game:keep y", "potions:guest:ROOM x"}

    row = page.locator('[data-save="keep x"]')
    with page.expect_download() as info:
        row.locator("[data-select^='download']").click()
    assert Path(info.value.path()).read_text() == other
    row.locator("[data-select^='continue']").click()
    page.wait_for_selector("#board")
    assert state(page)["config"]["players"] == ["Cy", "Di"]
    page.locator('[data-select="menu"]').click()
    page.locator('[data-save="keep x"] [data-select^="delete"]').click()
    expect(page.locator('[data-save="keep x"]')).to_have_count(0)
    assert stored() == {"potions:game:keep", "potions:guest:ROOM"}
    page.locator('[data-select="continue keep"]').click()  # the value of a plain id as it was
    page.wait_for_selector("#dispenser")
    assert state(page)["config"]["players"] == ["Ann", "Bob"]
