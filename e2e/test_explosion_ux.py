"""Potion Explosion's page teaches, forgives and delights: Prismatic Joy with a full pool, the
guided first game, the phone layout measured box by box, a turn by keyboard only, a
computer's coming move, tiles that open their text, the chain reaction played out.

After each click the page's state is compared with a CPython mirror of the game."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from positions import find, ready
from potions import translator
from potions.core.search import decision_seed
from potions.explosion import Action, Game, effects, new_game
from potions.explosion.ai import choose_action
from potions.explosion.components import KIND_BY_ID, PICKABLE, TILES
from test_computers import computers_play
from test_play import READY, boot, click, drink_by_clicks, open_position, same, state
from web.games.explosion import UI, tutorial
from web.games.explosion.keys import next_stop
from web.games.protocol import Board

EN = translator("en", ("potions", "web"))
SIZES = [(1440, 900), (360, 740)]


def wait_history(page: Page, game: Game) -> None:
    """Wait until the page has played as many actions as the mirror (computers included)."""
    page.wait_for_function(
        "n => window.pe_state() && JSON.parse(window.pe_state()).state.history.length === n",
        arg=len(game.history),
        timeout=60_000,
    )
    same(page, game)


def draft_first(page: Page, game: Game) -> None:
    while game.phase == "draft":
        action = str(game.legal_actions()[0])
        click(page, action)
        game.apply(action)
    same(page, game)


# ------------------------------------------------------------------ forgive


def prismatic_with_a_full_pool(game: Game) -> Action | None:
    """Prismatic Joy drinkable with 4 or more pool marbles and 4 or more empty holes."""
    if not ready(game):
        return None
    player = game.players[game.current]
    holes = sum(b["holes"].count(None) for b in player["burners"] if b is not None)
    if len(player["pool"]) < 4 or holes < 4:
        return None
    for a in game.legal_actions():
        if a.verb == "drink":
            drink = effects.decode(a)
            if drink.kind == "prismatic" and drink.via is None:
                return a
    return None


@pytest.mark.parametrize("width,height", SIZES)
def test_prismatic_joy_with_a_full_pool_places_three(
    watched: Page, site: str, tmp_path: Path, shots: Path, width: int, height: int
) -> None:
    page = watched
    page.set_viewport_size({"width": width, "height": height})
    game, drink = find(prismatic_with_a_full_pool, range(1, 2000))
    open_position(page, site, game, tmp_path, "prismatic-full")
    pool = len(game.players[game.current]["pool"])
    drink_by_clicks(page, drink)
    game.apply(drink)
    same(page, game)
    for left in (3, 2, 1):
        expect(page.locator("#prompt")).to_contain_text(
            f"up to {left} more" if left > 1 else "1 more pool marble"
        )
        if left == 3:
            page.screenshot(path=str(shots / f"explosion-prismatic-{width}.png"))
        wild = [str(a) for a in game.legal_actions() if a.verb == "wild"]
        page.locator(f'[data-action="{wild[0]}"]').first.click()
        game.apply(wild[0])
        same(page, game)
    assert game.turn["prismatic"] == 0
    assert page.locator('[data-action^="wild "]').count() == 0
    assert page.locator('[data-action="stop"]').count() == 0
    assert len(game.players[game.current]["pool"]) == pool - 3
    expect(page.locator(".desk.active .pool svg.mini")).to_have_count(pool - 3)


# ------------------------------------------------------------------ teach


def follow(page: Page, game: Game, ui: dict[str, Any]) -> tuple[str | None, dict[str, Any]]:
    """Do what the lesson on the page says, by clicks, and the same in the mirror."""
    names = [str(n) for n in game.config["players"]]
    legal = [str(a) for a in game.legal_actions()] if game.current == 0 else []
    b = Board(game.view(0), 0, legal, names, ["human", "easy"], EN, ui)
    lesson = tutorial.lesson(b)
    legal = b.legal
    if lesson is not None:
        expect(page.locator(f'#lesson[data-lesson="{lesson.key}"]')).to_be_visible()
        for key in sorted(lesson.targets):
            if key.startswith("m"):
                marble = page.locator(f"#dispenser #{key}")
                expect(marble).to_have_class(re.compile(r"\blesson\b"))
                action = marble.get_attribute("data-action")
                assert action in legal
                marble.click()
                return action, ui
            if key.startswith("act:") and key[4:] in legal:
                button = page.locator(f'[data-action="{key[4:]}"]').first
                expect(button).to_have_class(re.compile(r"\blesson\b"))
                button.click()
                return key[4:], ui
            if key == "drink":
                action = next(a for a in game.legal_actions() if a.verb == "drink")
                expect(page.locator("button.drink.lesson").first).to_have_text(re.compile("Drink"))
                drink_by_clicks(page, action)
                return str(action), ui
        if lesson.got_it:
            value = "tutorial off" if lesson.key == "finished" else f"tutorial got {lesson.key}"
            page.locator(f'#lesson [data-select="{value}"]').click()
            choice = UI.select(b, value)
            assert choice.ui is not None
            return None, choice.ui
    action = "end" if "end" in legal else legal[0]
    click(page, action)
    return action, ui


def start_tutorial(page: Page, site: str) -> None:
    """Open the tutorial's link (the shell starts the game and selects "tutorial start")."""
    boot(page, f"{site}?new=explosion&tutorial=1")
    assert page.locator("#lesson").count() == 1, (
        "the shell does not start the tutorial from ?new=explosion&tutorial=1 yet"
    )


def test_the_tutorial_played_through(watched: Page, site: str, shots: Path) -> None:
    page = watched
    start_tutorial(page, site)
    setup = UI.link_setup({"tutorial": "1"}, EN)
    game = new_game(setup["players"], setup["seed"], **setup["options"])
    same(page, game)
    ui: dict[str, Any] = {"tutorial": tutorial.start()}
    seen: list[str] = []
    for _ in range(200):
        lessons = page.locator("#lesson")
        key = lessons.get_attribute("data-lesson") if lessons.count() else None
        if key and key not in seen:
            seen.append(key)
            for width, height in SIZES:
                page.set_viewport_size({"width": width, "height": height})
                page.screenshot(path=str(shots / f"explosion-tutorial-{key}-{width}.png"))
            page.set_viewport_size({"width": 1440, "height": 900})
        if key == "finished":
            page.locator('#lesson [data-select="tutorial off"]').click()
            expect(page.locator("#lesson")).to_have_count(0)
            break
        action, ui = follow(page, game, ui)
        if action is None:
            continue
        game.apply(action)
        ui = UI.carry(ui, [action], game.events)
        if any(e["type"] == "complete" for e in game.events):
            expect(page.locator("#moment")).to_contain_text("completed")
        computers_play(game, ["human", "easy"])
        wait_history(page, game)
        if game.current == 0 and game.phase != "over":
            page.wait_for_selector("#board [data-action]")
    assert [k for k in seen if k != "watch"] == [
        "draft",
        "explode",
        "place",
        "pool",
        "end",
        "complete",
        "drink",
        "help",
        "draw",
        "finished",
    ], seen


def test_the_tutorial_can_be_skipped(watched: Page, site: str) -> None:
    page = watched
    start_tutorial(page, site)
    page.locator('[data-select="tutorial off"]').click()
    expect(page.locator("#lesson")).to_have_count(0)
    setup = UI.link_setup({"tutorial": "1"}, EN)
    game = new_game(setup["players"], setup["seed"], **setup["options"])
    action = str(game.legal_actions()[0])
    click(page, action)
    game.apply(action)
    computers_play(game, setup["seats"])
    wait_history(page, game)
    expect(page.locator("#lesson")).to_have_count(0)


@pytest.mark.parametrize("width,height", SIZES)
def test_tiles_open_their_full_text(
    watched: Page, site: str, shots: Path, width: int, height: int
) -> None:
    page = watched
    page.set_viewport_size({"width": width, "height": height})
    boot(page, f"{site}?players=Ann,Bob&seed=42")
    game = new_game(["Ann", "Bob"], 42)
    for t in game.offer:  # the draft offer: short words, points, and a button to read more
        tile = page.locator(f'#offer .tile[data-tile="{t}"]')
        expect(tile.locator(".effect")).not_to_be_empty()
        expect(tile.locator(".points")).to_be_visible()
    draft_first(page, game)
    top = game.view(0)["state"]["stacks"][0]["top"]
    page.locator(f'#stacks [data-select="info {top}"]').click()
    panel = page.locator("#tile-info")
    expect(panel).to_be_visible()
    expect(panel).to_contain_text(EN.render(KIND_BY_ID[TILES[top].kind].effect))
    box = panel.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
    assert box["y"] >= 0 and box["y"] + box["height"] <= height
    page.screenshot(path=str(shots / f"explosion-tile-info-{width}.png"))
    page.locator('[data-select="info-close"]').click()
    expect(panel).to_have_count(0)
    same(page, game)
    # the burners' tiles too
    burner = game.players[0]["burners"][0]
    assert burner is not None
    page.locator(f'.desk[data-seat="0"] [data-select="info {burner["tile"]}"]').click()
    expect(panel).to_be_visible()
    page.keyboard.press("Escape")
    expect(panel).to_have_count(0)


# ------------------------------------------------------------------ phone


def overflow_report(page: Page, width: int) -> list[str]:
    """Elements of the board that stick out of the screen, and texts cut inside their box."""
    return page.evaluate(
        """w => {
            const out = [];
            for (const el of document.querySelectorAll('#board *')) {
                const r = el.getBoundingClientRect();
                if (!r.width && !r.height) continue;
                if (r.left < -0.5 || r.right > w + 0.5)
                    out.push('outside: ' + (el.id || el.className.baseVal || el.className));
            }
            const texts = '.tile-name, .points, .effect, button, .who'
                .split(', ').map(x => '#board ' + x).join(', ');
            for (const el of document.querySelectorAll(texts)) {
                if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
                    out.push('cut: ' + el.textContent.trim());
                const tile = el.closest('.tile, .kind-group');
                if (tile) {
                    const r = el.getBoundingClientRect(), t = tile.getBoundingClientRect();
                    const off = r.left < t.left - 0.5 || r.right > t.right + 0.5;
                    if (off || r.bottom > t.bottom + 0.5)
                        out.push('out of its tile: ' + el.textContent.trim());
                }
            }
            return out;
        }""",
        width,
    )


def small_buttons(page: Page) -> list[str]:
    return page.evaluate(
        """() => [...document.querySelectorAll('#board button')]
            .filter(b => b.getBoundingClientRect().height && b.getBoundingClientRect().height < 44)
            .map(b => b.textContent.trim() + ' ' + b.getBoundingClientRect().height)"""
    )


def test_phone_layout_nothing_cut_or_overflowing(
    watched: Page, site: str, tmp_path: Path, shots: Path
) -> None:
    page = watched
    page.set_viewport_size({"width": 360, "height": 740})
    boot(page, f"{site}?players=Ann,Bob,Cy,Di&seed=9&ai=human,easy,easy,easy&pace=fast")
    game = new_game(["Ann", "Bob", "Cy", "Di"], 9)
    assert overflow_report(page, 360) == []
    assert small_buttons(page) == []
    while game.phase == "draft":
        if game.current == 0:
            action = str(game.legal_actions()[0])
            click(page, action)
            game.apply(action)
        computers_play(game, ["human", "easy", "easy", "easy"])
        wait_history(page, game)
    page.wait_for_selector("#board [data-action]")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert overflow_report(page, 360) == []
    assert small_buttons(page) == []
    # the prompt, the controls and the dispenser together in one screen, the panel above
    prompt = page.locator("#prompt").bounding_box()
    controls = page.locator("#controls").bounding_box()
    dispenser = page.locator("#dispenser").bounding_box()
    assert prompt and controls and dispenser
    assert prompt["y"] < controls["y"] < dispenser["y"]
    assert dispenser["y"] + dispenser["height"] - prompt["y"] <= 740
    assert dispenser["y"] - (controls["y"] + controls["height"]) < 60
    # the stacks: names and points readable, nothing hidden
    for tile in page.locator("#stacks .tile").all():
        name = tile.locator(".tile-name").bounding_box()
        points = tile.locator(".points").bounding_box()
        assert name and points and name["width"] > 60
        assert name["x"] + name["width"] <= points["x"] + 1, "the name runs under the points"
    # my desk comes right after the dispenser
    mine = page.locator(".desk.mine").bounding_box()
    stacks = page.locator("#stacks-box").bounding_box()
    assert mine and stacks and mine["y"] < stacks["y"]
    page.screenshot(path=str(shots / "explosion-phone-board.png"))
    page.screenshot(path=str(shots / "explosion-phone-full.png"), full_page=True)


def test_phone_final_table_inside_the_screen(watched: Page, site: str, shots: Path) -> None:
    page = watched
    page.set_viewport_size({"width": 360, "height": 740})
    boot(page, f"{site}?players=Evelyn,Maximilian&seed=5&ai=easy,medium&countdown=1&pace=skip")
    page.wait_for_selector("#final", timeout=240_000)
    final = page.locator("#final").bounding_box()
    assert final is not None
    assert final["x"] >= 0 and final["x"] + final["width"] <= 360
    assert final["y"] >= 0 and final["y"] + final["height"] <= 740
    fits = page.evaluate(
        "() => { const t = document.querySelector('#final table');"
        " return t.scrollWidth <= t.parentElement.clientWidth + 1"
        " && t.getBoundingClientRect().right <= 360; }"
    )
    assert fits
    page.screenshot(path=str(shots / "explosion-final-360.png"))


# ------------------------------------------------------------------ keyboard


def focused(page: Page) -> str:
    return str(page.evaluate("document.activeElement && document.activeElement.id"))


def tab_to(page: Page, test: str, limit: int = 80) -> None:
    """Press Tab until the focused element passes ``test`` (a JS expression on ``el``)."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate(f"(el => {test})(document.activeElement)"):
            return
    raise AssertionError(f"Tab never reached {test}")


def test_a_turn_by_keyboard_only_with_arrow_keys(watched: Page, site: str) -> None:
    page = watched
    boot(page, f"{site}?players=Ann,Bob&seed=8")
    game = new_game(["Ann", "Bob"], 8)
    while game.phase == "draft":  # Tab to a starter's button, Enter
        action = str(game.legal_actions()[0])
        tab_to(page, f"el.getAttribute('data-action') === '{action}'")
        page.keyboard.press("Enter")
        game.apply(action)
        same(page, game)
    # Tab enters the dispenser once, on its one stop
    tab_to(page, "el.closest && !!el.closest('#dispenser')")
    start = focused(page)
    t, s = (int(x) for x in start[1:].split("-"))
    stops = {
        (u, q) for u, track in enumerate(game.tracks) for q in range(min(len(track), PICKABLE))
    }
    # walk with the arrows to the best pick, checking each step against next_stop
    goal = max(stops, key=lambda p: (len(effects.touched(game.tracks, Action("pick", *p))), p))
    at = (t, s)
    moves = 0
    while at != goal and moves < 40:
        key = (
            "ArrowRight"
            if goal[0] > at[0]
            else "ArrowLeft"
            if goal[0] < at[0]
            else "ArrowUp"
            if goal[1] > at[1]
            else "ArrowDown"
        )
        page.keyboard.press(key)
        expected = next_stop(stops, at, key)
        assert expected is not None
        at = expected
        assert focused(page) == f"m{at[0]}-{at[1]}"
        moves += 1
    # the 9th marble is no stop: Up from the 8th goes nowhere
    page.keyboard.press("End")
    top = max(q for u, q in stops if u == at[0])
    assert focused(page) == f"m{at[0]}-{top}"
    page.keyboard.press("ArrowUp")
    assert focused(page) == f"m{at[0]}-{top}"
    page.keyboard.press("Home")
    for _ in range(goal[1]):
        page.keyboard.press("ArrowUp")
    assert focused(page) == f"m{goal[0]}-{goal[1]}"
    assert page.evaluate("document.querySelectorAll('#dispenser [tabindex=\"0\"]').length") == 1
    page.keyboard.press("Enter")
    action = f"pick {goal[0]} {goal[1]}"
    game.apply(action)
    same(page, game)
    assert focused(page) == f"m{goal[0]}-{goal[1]}", "the focus stays where the player was"
    # one Tab stop: Shift+Tab leaves the dispenser at once
    page.keyboard.press("Shift+Tab")
    assert not page.evaluate("!!document.activeElement.closest('#dispenser')")
    while game.turn["hand"]:  # placement choices by Tab and Enter
        action = str(game.legal_actions()[0])
        tab_to(page, f"el.getAttribute('data-action') === '{action}'")
        page.keyboard.press("Enter")
        game.apply(action)
        same(page, game)
    tab_to(page, "el.getAttribute('data-action') === 'end'")
    page.keyboard.press("Enter")
    game.apply("end")
    while game.current == 0 and not game.is_over:
        action = str(game.legal_actions()[0])
        tab_to(page, f"el.getAttribute('data-action') === '{action}'")
        page.keyboard.press("Enter")
        game.apply(action)
    same(page, game)


# ------------------------------------------------------------------ a computer's move


def human_move(game: Game) -> str:
    """Ann's simple play: the first starter, the first pick, the first placement, end."""
    legal = [str(a) for a in game.legal_actions()]
    if game.phase == "play" and not game.turn["hand"] and game.turn["picked"] and "end" in legal:
        return "end"
    picks = [a for a in legal if a.startswith("pick ")]
    return picks[0] if picks and game.phase == "play" else legal[0]


COMING = """() => {
    const line = document.querySelector('#coming');
    if (!line) return null;
    const ids = sel => [...document.querySelectorAll(sel)].map(e => e.id || e.dataset.tile);
    return {
        text: line.textContent,
        marbles: ids('#dispenser .marble.coming'),
        offer: [...document.querySelectorAll('#offer .tile.coming')].map(e => e.dataset.tile),
        stacks: [...document.querySelectorAll('#stacks .tile.coming')].map(e => e.dataset.stack),
        potions: ids('.potion.coming'),
        clickable: document.querySelectorAll('#board [data-action]').length,
    };
}"""

RECORD = (
    """() => {
    const coming = """
    + COMING
    + """;
    const seen = window.__comings = [];
    let last = null;
    new MutationObserver(() => {
        const now = coming();
        if (now === null) { last = null; return; }
        if (last !== null && last.text === now.text) {
            now.clickable = Math.max(now.clickable, last.clickable);
            seen[seen.length - 1] = now;
        } else {
            seen.push(now);
        }
        last = now;
    }).observe(document.documentElement,
               {subtree: true, childList: true, attributes: true, characterData: true});
}"""
)
"""Record every announcement of a computer's move as the page shows it, however briefly: a
MutationObserver sees each change of the page before it is painted, so the test never has to
catch a move on screen. An announcement is its line of text; its marks are those it ends with
(the board and the line may be patched in different frames), and ``clickable`` is the most
controls offered while it was shown."""


def expected(game: Game, coming: Action) -> dict[str, Any]:
    """What the announcement of ``coming``, about to be played in ``game``, marks."""
    if coming.verb in ("pick", "help"):
        return {"marbles": sorted(f"m{t}-{s}" for t, s in effects.touched(game.tracks, coming))}
    if coming.verb == "draft":
        return {"offer": [str(coming.ints()[0])]}
    if coming.verb == "draw":
        return {"stacks": [str(coming.ints()[0])]}
    if coming.verb == "drink":
        return {"potions": f"potion-1-{coming.ints()[0]}"}
    return {}


@pytest.mark.parametrize("width,height", SIZES)
def test_the_computers_coming_move_is_highlighted(
    watched: Page, site: str, width: int, height: int
) -> None:
    """Each of a computer's key moves (its game's pace says which) is announced before it is
    played, its marbles, tile or potion marked and nothing clickable meanwhile."""
    page = watched
    page.set_viewport_size({"width": width, "height": height})
    boot(page, f"{site}?players=Ann,Robo&seed=4&ai=human,easy&pace=normal")
    page.evaluate(RECORD)
    game = new_game(["Ann", "Robo"], 4)
    checked: set[str] = set()
    announced = 0
    for _ in range(8):
        while game.current == 0 and not game.is_over:
            action = human_move(game)
            page.wait_for_selector(f'[data-action="{action}"]')
            click(page, action)
            game.apply(action)
        if game.is_over:
            break
        comings: list[tuple[Action, dict[str, Any]]] = []
        while game.current == 1 and not game.is_over:
            coming = choose_action(game, "easy", decision_seed(game))
            if UI.pace(str(coming)) == "key":
                comings.append((coming, expected(game, coming)))
            game.apply(coming)
        page.wait_for_function("n => window.__comings.length >= n", arg=announced + len(comings))
        wait_history(page, game)
        seen = page.evaluate("() => window.__comings")[announced:]
        assert len(seen) == len(comings), (comings, seen)
        for (coming, want), shown in zip(comings, seen, strict=True):
            assert "Robo is about to" in shown["text"] or "Robo stops" in shown["text"], shown
            assert shown["clickable"] == 0, shown
            for key, value in want.items():
                if key == "marbles":
                    assert sorted(shown["marbles"]) == value, (coming, shown)
                elif key == "potions":
                    assert value in shown["potions"], (coming, shown)
                else:
                    assert shown[key] == value, (coming, shown)
            checked.add(coming.verb)
        announced += len(comings)
    assert {"draft", "pick"} <= checked, checked


# ------------------------------------------------------------------ delight


def test_the_chain_reaction_plays_out_in_about_a_second(
    browser: Browser, site: str, shots: Path
) -> None:
    for motion in ("no-preference", "reduce"):
        context = browser.new_context(
            viewport={"width": 1440, "height": 900}, reduced_motion=motion
        )
        page = context.new_page()
        boot(page, f"{site}?players=Ann,Bob&seed=42")
        game = new_game(["Ann", "Bob"], 42)
        draft_first(page, game)
        best = max(
            game.pickable(), key=lambda p: len(effects.touched(game.tracks, Action("pick", *p)))
        )
        action = f"pick {best[0]} {best[1]}"
        taken = effects.touched(game.tracks, Action.parse(action))
        assert len(taken) >= 3, "seed 42 offers a chain reaction"
        click(page, action)
        game.apply(action)
        timings = page.evaluate(
            """() => document.getAnimations()
                .filter(a => a.effect && a.effect.target && a.effect.target.closest('#dispenser'))
                .map(a => { const t = a.effect.getComputedTiming(), el = a.effect.target;
                            return [el.getAttribute('class'), t.delay, t.endTime]; })"""
        )
        if motion == "reduce":
            assert timings == []
            assert page.locator("#dispenser .ghost").first.is_hidden()
        else:
            ends = [end for _, _, end in timings]
            assert ends and max(ends) <= 1150, max(ends)
            pops = sorted({d for cls, d, _ in timings if "pop" in (cls or "")})
            assert len(pops) == len(game.events[0]["explosions"]), "each explosion in turn"
            leave = [d for cls, d, _ in timings if "leave" in (cls or "")]
            assert leave == [0], "the picked marble leaves first"
            page.evaluate(
                "document.getAnimations().forEach(a => { a.pause(); a.currentTime = 300; })"
            )
            page.locator("#left").screenshot(path=str(shots / "explosion-chain-300ms.png"))
        assert json.loads(page.evaluate("window.pe_state()")) == game.to_dict()
        context.close()


def test_drink_is_unmistakable_and_a_potion_says_why_not(
    watched: Page, site: str, tmp_path: Path, shots: Path
) -> None:
    page = watched

    def drinkable_and_not(game: Game) -> Action | None:
        if not ready(game) or not game.turn["picked"]:
            return None
        drinks = {a.ints()[0] for a in game.legal_actions() if a.verb == "drink"}
        mine = game.players[game.current]["potions"]
        if drinks and any(p["tile"] not in drinks and not p["drunk"] for p in mine):
            return next(a for a in game.legal_actions() if a.verb == "drink")
        if drinks:
            return next(a for a in game.legal_actions() if a.verb == "drink")
        return None

    game, action = find(drinkable_and_not)
    open_position(page, site, game, tmp_path, "drinkable")
    seat = game.current
    button = page.locator(f"#potion-{seat}-{action.ints()[0]} button.drink")
    expect(button).to_be_visible()
    expect(button).to_contain_text("Drink")
    box = button.bounding_box()
    assert box and box["height"] >= 36 and box["width"] >= 60
    page.screenshot(path=str(shots / "explosion-drink.png"))
    drink_by_clicks(page, action)
    game.apply(action)
    same(page, game)
    expect(page.locator(f"#potion-{seat}-{action.ints()[0]}")).to_contain_text("drunk")
    state_now = state(page)
    assert state_now["state"]["players"][seat]["potions"]
    for p in game.players[seat]["potions"]:
        if not p["drunk"] and p["tile"] not in {
            a.ints()[0] for a in game.legal_actions() if a.verb == "drink"
        }:
            expect(page.locator(f"#potion-{seat}-{p['tile']} .why")).not_to_be_empty()
    page.reload()
    page.wait_for_selector(READY)
    same(page, game)
