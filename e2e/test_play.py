"""Full turns by clicks in the real page: Pyodide + PyScript + the engine wheel."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from positions import drink_of, find, ready, save_file
from potions.explosion import FIRST_GAME_KINDS, Action, Game, effects, new_game
from potions.explosion.dispenser import chain_indices

READY = "html[data-ready='1']"
OFFLINE = "html[data-offline='1']"
"""The service worker is active with every file cached: the site now works offline."""
ROOT = Path(__file__).resolve().parent.parent


def boot(page: Page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector(READY, timeout=90_000)


def state(page: Page) -> dict:  # type: ignore[type-arg]
    return json.loads(page.evaluate("window.pe_state()"))


def click(page: Page, action: str) -> None:
    page.locator(f'[data-action="{action}"]').first.click()


def same(page: Page, game: Game) -> None:
    assert state(page) == game.to_dict(), "the page and CPython disagree"


def open_position(page: Page, site: str, game: Game, tmp_path: Path, name: str) -> None:
    boot(page, site)
    page.set_input_files("#import", str(save_file(game, tmp_path, name)))
    page.wait_for_selector("#dispenser")
    same(page, game)


def step(page: Page, game: Game) -> str:
    """Click one legal action the page offers (the biggest pick, else the last offered, and
    "end" as soon as it can), and play it in the CPython mirror too."""
    clickable = page.eval_on_selector_all(
        "[data-action]", "els => els.map(e => e.getAttribute('data-action'))"
    )
    legal = [str(a) for a in game.legal_actions()]
    offered = [a for a in clickable if a in legal]
    assert offered, f"nothing to click in phase {game.phase}"
    picks = [a for a in offered if a.startswith("pick")]
    if picks:
        action = max(
            picks,
            key=lambda a: len(chain_indices(game.tracks[int(a.split()[1])], int(a.split()[2]))[0]),
        )
    else:
        action = "end" if "end" in offered else offered[-1]
    click(page, action)
    game.apply(action)
    return action


def drink_by_clicks(page: Page, action: Action) -> None:
    """Drink a potion by clicks: its chip, the potion Sands of Time repeats, then the
    marbles the engine says the target names (or the opponent, or nothing)."""
    ids = action.ints()
    drink = effects.decode(action)
    page.locator(f'[data-select="drink {ids[0]}"], [data-action="{action}"]').first.click()
    if drink.via is not None:
        page.locator(
            f'[data-select="drink {ids[0]} {ids[1]}"], [data-action="{action}"]'
        ).first.click()
    marbles = effects.marbles(drink.kind, drink.target)
    if marbles is None:
        if page.locator(f'[data-action="{action}"]').count():
            click(page, str(action))
        return
    for t, s in marbles:
        page.locator(f'#dispenser [data-track="{t}"][data-slot="{s}"]').click()
    if page.locator(f'#controls [data-action="{action}"]').count():
        click(page, str(action))


def test_boot_draft_and_a_chain_reaction(watched: Page, site: str, shots: Path) -> None:
    page = watched
    boot(page, f"{site}?players=Ann,Bob&seed=42")
    game = new_game(["Ann", "Bob"], 42)
    same(page, game)
    page.screenshot(path=str(shots / "draft.png"))
    while game.phase == "draft":
        first = str(game.legal_actions()[0])
        click(page, first)
        game.apply(first)
    same(page, game)
    marbles = page.locator("#dispenser [data-track]")
    assert marbles.count() == 45
    ninth = page.locator('#dispenser [data-slot="8"]').first
    assert ninth.get_attribute("data-action") is None
    best = max(game.pickable(), key=lambda p: len(chain_indices(game.tracks[p[0]], p[1])[0]))
    taken = len(chain_indices(game.tracks[best[0]], best[1])[0])
    assert taken > 1, "seed 42 must offer a chain reaction"
    marble = page.locator(f'#dispenser [data-track="{best[0]}"][data-slot="{best[1]}"]')
    assert marble.get_attribute("data-action") == f"pick {best[0]} {best[1]}"
    marble.hover()
    expect(page.locator("#preview")).to_have_text(f"This pick takes {taken} marbles.")
    assert page.locator("#dispenser .marble.preview").count() == taken
    # the clickable marble under the pointer, and only it, is pointed (its ring, the hand)
    assert page.locator(".pointed").count() == 1
    assert marble.evaluate("e => getComputedStyle(e).cursor") == "pointer"
    page.screenshot(path=str(shots / "preview.png"))
    # An illegal click: the 9th marble. Nothing changes; the engine says why.
    page.locator('#dispenser [data-slot="8"]').first.click(force=True)
    assert page.locator(".pointed").count() == 0, "the 9th marble can't be taken"
    same(page, game)
    expect(page.locator("#message")).to_contain_text("can't be taken")
    marble.click()
    game.apply(f"pick {best[0]} {best[1]}")
    same(page, game)
    expect(page.locator("#log")).to_contain_text("exploded")
    expect(page.locator("#log")).to_contain_text(f"{taken} marbles taken")
    page.screenshot(path=str(shots / "after-pick.png"))


def test_reload_resumes_and_offline_boot_plays(watched: Page, site: str) -> None:
    page = watched
    boot(page, f"{site}?players=Ann,Bob,Cy&seed=7")
    game = new_game(["Ann", "Bob", "Cy"], 7)
    for _ in range(8):
        step(page, game)
    assert "game=" in page.url
    page.reload()
    page.wait_for_selector(READY)
    same(page, game)
    page.wait_for_selector(OFFLINE, timeout=60_000)
    page.context.set_offline(True)
    page.reload()
    page.wait_for_selector(READY, timeout=90_000)
    same(page, game)
    step(page, game)
    same(page, game)
    page.context.set_offline(False)


def test_little_help_then_pick(watched: Page, site: str) -> None:
    page = watched
    boot(page, f"{site}?players=Ann,Bob&seed=5")
    game = new_game(["Ann", "Bob"], 5)
    while game.phase == "draft":
        action = str(game.legal_actions()[0])
        click(page, action)
        game.apply(action)
    page.locator('[data-select="help"]').click()
    marble = page.locator('#dispenser [data-action="help 2 3"]')
    marble.click()
    game.apply("help 2 3")
    same(page, game)
    expect(page.locator("#log")).to_contain_text("Little Help")
    while game.turn["hand"]:
        action = str(game.legal_actions()[0])
        click(page, action)
        game.apply(action)
    assert page.locator('[data-select="help"]').count() == 0


@pytest.mark.parametrize(
    "kind,inner",
    [
        ("wisdom", None),
        ("magnetic", None),
        ("abyssal", None),
        ("love", None),
        ("sands", "wisdom"),
        ("balm", None),
        ("filter", None),
        ("prismatic", None),
    ],
)
def test_drinking_potions(
    watched: Page, site: str, tmp_path: Path, shots: Path, kind: str, inner: str | None
) -> None:
    page = watched
    game, action = find(drink_of(kind, inner))
    open_position(page, site, game, tmp_path, kind)
    drink_by_clicks(page, action)
    game.apply(action)
    same(page, game)
    expect(page.locator("#log")).to_contain_text("drank")
    if kind == "prismatic":  # place one pool marble on a hole of another colour, then stop
        wild = [a for a in game.legal_actions() if a.verb == "wild"]
        odd = [a for a in wild if a.args[0] != a.args[2]] or wild
        click(page, str(odd[0]))
        game.apply(odd[0])
        expect(page.locator("#log")).to_contain_text("hole")
        if game.turn["prismatic"]:
            click(page, "stop")
            game.apply("stop")
        same(page, game)
    page.screenshot(path=str(shots / f"drink-{kind}.png"))


def test_completing_a_potion(watched: Page, site: str, tmp_path: Path, shots: Path) -> None:
    page = watched

    def completes(game: Game) -> Action | None:
        if not ready(game) or game.turn["picked"]:
            return None
        done = len(game.players[game.current]["potions"])
        for a in game.legal_actions():
            if a.verb == "pick":
                after = game.copy(record=False).apply_trusted(a)
                while after.turn["hand"]:
                    after.apply_trusted(after.legal_actions()[0])
                if len(after.players[game.current]["potions"]) > done:
                    return a
        return None

    game, action = find(completes)
    open_position(page, site, game, tmp_path, "complete")
    click(page, str(action))
    game.apply(action)
    while game.turn["hand"]:  # the same placement choices as the search made
        choice = str(game.legal_actions()[0])
        click(page, choice)
        game.apply(choice)
    same(page, game)
    expect(page.locator("#log")).to_contain_text("completed")
    assert page.locator(".desk.active .potions .chip").count() >= 1
    page.screenshot(path=str(shots / "completed.png"))


def test_placement_choice_discard_and_draw(watched: Page, site: str, tmp_path: Path) -> None:
    page = watched

    def choice(game: Game) -> Action | None:
        return game.legal_actions()[-1] if game.phase == "play" and game.turn["hand"] else None

    game, action = find(choice)
    open_position(page, site, game, tmp_path, "choice")
    click(page, str(action))
    game.apply(action)
    same(page, game)

    def discard(game: Game) -> Action | None:
        return game.legal_actions()[0] if game.phase == "discard" else None

    game, action = find(discard)
    open_position(page, site, game, tmp_path, "discard")
    page.locator(f'.desk.active [data-action="{action}"]').first.click()
    game.apply(action)
    same(page, game)

    def draw(game: Game) -> Action | None:
        return game.legal_actions()[-1] if game.phase == "draw" else None

    game, action = find(draw)
    open_position(page, site, game, tmp_path, "draw")
    page.locator(f'#stacks [data-action="{action}"]').click()
    game.apply(action)
    same(page, game)


def test_corrupt_save_is_reported_and_kept(watched: Page, site: str) -> None:
    page = watched
    boot(page, site)
    page.evaluate("localStorage.setItem('potions:game:broken', '{not json')")
    page.goto(f"{site}?game=broken")
    page.wait_for_selector(READY)
    expect(page.locator("#problem")).to_contain_text("cannot be opened")
    expect(page.locator(".save.broken")).to_contain_text("Damaged save")
    assert page.evaluate("localStorage.getItem('potions:game:broken')") == "{not json"


def test_first_edition_games_open(watched: Page, site: str) -> None:
    """Games stored by the first edition (old keys, old save format) open in the new app,
    and a damaged one is kept under the new key."""
    page = watched
    boot(page, site)
    old = (ROOT / "tests" / "core" / "data" / "potion-explosion-save-v1.json").read_text()
    page.evaluate(
        "([k, v]) => { localStorage.setItem(k, v);"
        " localStorage.setItem('potion-explosion:game:bad', '{nope'); }",
        ["potion-explosion:game:old1", old],
    )
    page.reload()
    page.wait_for_selector(READY)
    expect(page.locator('[data-save="old1"]')).to_contain_text("Potion Explosion")
    expect(page.locator(".save.broken")).to_contain_text("bad")
    keys = page.evaluate("Object.keys(localStorage)")
    assert not [k for k in keys if k.startswith("potion-explosion:")]
    assert page.evaluate("localStorage.getItem('potions:game:bad')") == "{nope"
    page.locator('[data-select="continue old1"]').click()
    page.wait_for_selector("#dispenser")
    expected = json.loads(old)
    assert state(page)["state"]["history"] == expected["actions"]
    assert page.evaluate("document.documentElement.dataset.game") == "explosion"
    expect(page.locator(".desk .cpu").first).to_contain_text("Easy")


def test_names_are_data_not_markup(watched: Page, site: str) -> None:
    page = watched
    boot(page, f"{site}?players=%3Cimg%20src%3Dx%20onerror%3D1%3E,Bob&seed=3")
    expect(page.locator(".desk .who").first).to_contain_text("<img src=x")
    assert page.locator(".desk img").count() == 0


@pytest.mark.parametrize("width,height", [(360, 740), (1440, 900)])
def test_no_horizontal_scroll(
    watched: Page, site: str, shots: Path, width: int, height: int
) -> None:
    page = watched
    page.set_viewport_size({"width": width, "height": height})
    boot(page, f"{site}?players=Ann,Bob,Cy,Di&seed=9")
    game = new_game(["Ann", "Bob", "Cy", "Di"], 9)
    while game.phase == "draft":
        action = str(game.legal_actions()[0])
        click(page, action)
        game.apply(action)
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    page.screenshot(path=str(shots / f"board-{width}.png"), full_page=True)


def test_whole_game_to_final_scores(watched: Page, site: str, shots: Path) -> None:
    page = watched
    boot(page, f"{site}?players=Ann,Bob&seed=11&countdown=1")
    game = new_game(["Ann", "Bob"], 11, countdown=1)
    steps = 0
    while not game.is_over:
        step(page, game)
        steps += 1
        assert steps < 400
    same(page, game)
    expect(page.locator("#final")).to_be_visible()
    # the total and where its points came from (each kind of potion, the Skill tokens)
    expect(page.locator("#final")).to_contain_text("Where the points came from")
    expect(page.locator("#final table.pad")).to_contain_text("Skill tokens")
    page.screenshot(path=str(shots / "final.png"))


def test_keyboard(watched: Page, site: str) -> None:
    page = watched
    boot(page, f"{site}?players=Ann,Bob&seed=8")
    game = new_game(["Ann", "Bob"], 8)
    first = str(game.legal_actions()[0])
    page.locator(f'[data-action="{first}"]').focus()
    page.keyboard.press("Enter")
    game.apply(first)
    same(page, game)
    while game.phase == "draft":
        action = str(game.legal_actions()[0])
        page.locator(f'[data-action="{action}"]').first.dispatch_event("click")
        game.apply(action)
    marble = page.locator('#dispenser [data-action="pick 1 0"]')
    marble.focus()
    expect(page.locator("#preview")).to_contain_text("This pick takes")
    page.keyboard.press(" ")
    game.apply("pick 1 0")
    same(page, game)


def test_touch_tap(browser, site: str) -> None:  # type: ignore[no-untyped-def]
    context = browser.new_context(has_touch=True, viewport={"width": 360, "height": 740})
    page = context.new_page()
    boot(page, f"{site}?players=Ann,Bob&seed=8")
    game = new_game(["Ann", "Bob"], 8)
    while game.phase == "draft":
        action = str(game.legal_actions()[0])
        page.locator(f'[data-action="{action}"]').first.tap()
        game.apply(action)
    assert page.evaluate("matchMedia('(pointer: coarse)').matches")
    marble = page.locator('#dispenser [data-action="pick 2 0"]')
    taken = len(effects.touched(game.tracks, Action.parse("pick 2 0")))
    marble.tap()  # the first tap shows what the pick takes...
    expect(page.locator("#preview")).to_contain_text("This pick takes")
    assert page.locator("#dispenser .marble.preview").count() == taken
    same(page, game)
    page.locator("#topbar h1").tap()  # ...a tap elsewhere cancels it...
    expect(page.locator("#preview")).to_have_text("")
    marble.tap()
    same(page, game)
    marble.tap()  # ...and a second tap on the same marble takes it
    game.apply("pick 2 0")
    same(page, game)
    context.close()


def test_new_link_starts_a_game_with_its_options(watched: Page, site: str, shots: Path) -> None:
    page = watched
    boot(
        page,
        f"{site}?new=explosion&players=Ann,Bob,Cy&seed=13&kinds=first&countdown=2"
        "&ai=human,human,human",
    )
    game = new_game(["Ann", "Bob", "Cy"], 13, kinds=list(FIRST_GAME_KINDS), countdown=2)
    same(page, game)
    assert page.evaluate("document.documentElement.dataset.game") == "explosion"
    page.locator('[data-select="menu"]').first.click()
    page.wait_for_selector("#picker")
    assert page.evaluate("document.documentElement.dataset.game") is None
    expect(page.locator('[data-save-game="explosion"]')).to_have_count(1)
    page.screenshot(path=str(shots / "start.png"))
