"""What a newcomer stumbled on (issue 27), checked in the real page: the log's step numbers
past ten, the default names' sentences in both languages, modal panels (Escape, focus, the
board not playable behind them), the score pad adding up, and a whole Potion Explosion turn
on a phone without scrolling."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from positions import find, ready
from potions.explosion import Action, Game, effects
from test_play import READY, boot, open_position, same

STEP_SEEN = """() => {
    const n = [...document.querySelectorAll('#log ol.steps .n')]
        .find(el => el.textContent === '10.');
    if (!n) return null;
    n.closest('details').open = true;
    n.scrollIntoView({block: 'center'});
    const entry = n.closest('#log > li').getBoundingClientRect();
    const box = n.getBoundingClientRect();
    const log = document.getElementById('log').getBoundingClientRect();
    return {left: box.left, right: box.right, entry: entry.left, log: log.left,
            text: n.textContent, clipped: n.scrollWidth > n.clientWidth + 1};
}"""


@pytest.mark.parametrize("width,height", [(1440, 900), (360, 740)])
def test_the_log_shows_step_numbers_past_ten_whole(
    watched: Page, site: str, width: int, height: int
) -> None:
    page = watched
    page.set_viewport_size({"width": width, "height": height})
    boot(page, f"{site}?new=dice&players=Hal,Ada&seed=3&ai=hard,hard&pace=skip")
    seen = page.wait_for_function(STEP_SEEN, timeout=120_000).json_value()
    # the number lies inside its entry (an entry's containment cuts what lies outside it)
    assert seen["text"] == "10." and not seen["clipped"], seen
    assert seen["left"] >= seen["entry"] and seen["left"] >= seen["log"], seen


SETUP_NAMES = "() => [...document.querySelectorAll('input[name=player]')].map(i => i.value)"


@pytest.mark.parametrize("lang,me,you", [("en", "Player 1", "(you)"), ("fr", "Joueur 1", "(vous)")])
def test_the_default_names_make_good_sentences(
    watched: Page, site: str, lang: str, me: str, you: str
) -> None:
    page = watched
    boot(page, f"{site}?lang={lang}")
    page.locator('[data-select="pick explosion"]').click()
    names = page.evaluate(SETUP_NAMES)
    assert names[0] == me and names[1] and names[1] not in ("Computer", "Ordinateur")
    page.locator('select[name="seat"]').nth(1).select_option("hard")
    page.locator("details.more summary").click()
    page.locator('input[name="seed"]').fill("4")
    page.locator('button[type="submit"]').click()
    page.wait_for_selector("#dispenser")
    page.locator('[data-select="pace skip"]').click()
    # the draft (two starter potions each), then the first turns
    for _ in range(2):
        page.wait_for_selector("#offer [data-action]", timeout=120_000)
        page.locator("#offer [data-action]").first.click()
    page.wait_for_function(
        "() => JSON.parse(window.pe_state()).state.phase === 'play'", timeout=120_000
    )
    log = page.locator("#log").inner_text()
    assert f"{me} {you}" in log, log
    for wrong in ("You's", "You (you)", "Vous (vous)", f"{you} {you}", "Computer (computer"):
        assert wrong not in log, (wrong, log)
    page.wait_for_selector("html[data-ready='1']")


def rules_open(page: Page) -> bool:
    return bool(page.evaluate("() => Boolean(document.getElementById('rules'))"))


@pytest.mark.parametrize("width,height", [(1440, 900), (360, 740)])
def test_the_rules_panel_is_modal(watched: Page, site: str, width: int, height: int) -> None:
    page = watched
    page.set_viewport_size({"width": width, "height": height})
    boot(page, f"{site}?new=glastonbury&players=Ann,Bob&seed=3&ai=human,hard")
    before = json.loads(page.evaluate("window.pe_state()"))
    opener = page.locator('#topbar [data-select="rules"]')
    opener.click()
    page.wait_for_selector("#rules")
    assert page.evaluate("() => document.getElementById('rules').contains(document.activeElement)")
    # the board behind does not play
    action = page.locator("#board [data-action]").first
    action.dispatch_event("click")
    page.mouse.click(5, height - 5)
    assert json.loads(page.evaluate("window.pe_state()")) == before
    assert rules_open(page)
    # the focus stays inside, both ways
    for key in ["Tab"] * 12 + ["Shift+Tab"] * 12:
        page.keyboard.press(key)
        inside = page.evaluate(
            "() => document.getElementById('rules').contains(document.activeElement)"
        )
        assert inside, key
    # Escape closes it, and the focus goes back where it was
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.getElementById('rules')")
    expect(opener).to_be_focused()
    assert json.loads(page.evaluate("window.pe_state()")) == before
    # the board plays again
    action = page.locator("#board [data-action]").first.get_attribute("data-action")
    page.locator(f'#board [data-action="{action}"]').first.click()
    page.wait_for_function(
        "n => JSON.parse(window.pe_state()).state.history.length > n",
        arg=len(before["state"]["history"]),
    )


def test_the_final_scores_are_modal_and_escape_shows_the_board(watched: Page, site: str) -> None:
    page = watched
    boot(page, f"{site}?new=explosion&players=Eve,Max&seed=5&ai=easy,easy&countdown=1&pace=skip")
    page.wait_for_selector("#final[aria-modal='true']", timeout=240_000)
    page.wait_for_function(
        "() => document.getElementById('final').contains(document.activeElement)"
    )
    page.keyboard.press("Escape")
    page.wait_for_selector("#final.folded")
    page.wait_for_selector(READY)


@pytest.mark.parametrize("game,players", [("explosion", "Eve,Max,Ida"), ("dice", "Eve,Max")])
def test_the_score_pad_adds_up_to_every_score(
    watched: Page, site: str, game: str, players: str
) -> None:
    page = watched
    page.set_viewport_size({"width": 360, "height": 740})
    seats = ",".join(["easy"] * len(players.split(",")))
    extra = "&countdown=1" if game == "explosion" else ""
    boot(page, f"{site}?new={game}&players={players}&seed=6&ai={seats}&pace=skip{extra}")
    page.wait_for_selector("#final table.pad", timeout=300_000)
    pad = page.evaluate(
        """() => {
        const rows = [...document.querySelectorAll('#final table.pad tr')]
            .filter(tr => tr.querySelector('[data-points]'))
            .map(tr => [...tr.querySelectorAll('[data-points]')].map(td => +td.dataset.points));
        const totals = [...document.querySelectorAll('#final [data-total]')]
            .map(td => +td.dataset.total);
        const pad = document.querySelector('#final table.pad').getBoundingClientRect();
        return {rows, totals, right: pad.right, width: innerWidth};
    }"""
    )
    scores = json.loads(page.evaluate("window.pe_state()"))
    sums = [sum(col) for col in zip(*pad["rows"], strict=True)]
    assert sums == pad["totals"]
    shown = [
        int(x)
        for x in re.findall(
            r"<td>(-?\d+)</td>", page.locator("#final table:not(.pad)").inner_html()
        )
    ]
    assert shown == pad["totals"], (shown, pad)
    assert len(pad["totals"]) == len(scores["config"]["players"])
    assert pad["right"] <= pad["width"], "the score pad fits a phone"


# ------------------------------------------------------------------ a phone turn, no scrolling

IN_VIEW = """(selector) => {
    // a shown element the selector names (the one on screen, if any), once it lies on screen
    // below what stays at the top (a board's sticky .turn-top) and has not moved since the
    // last poll (a frame before: a smooth scroll, a fall)
    const turn = document.querySelector('#board .turn-top');
    const sticky = turn && getComputedStyle(turn).position === 'sticky';
    const under = (e) => sticky && !turn.contains(e) ? turn.getBoundingClientRect().bottom : 0;
    // (of several, the one on screen)
    const shown = [...document.querySelectorAll(selector)].filter(e => e.getClientRects().length);
    const el = shown.find(e => { const r = e.getBoundingClientRect();
        return r.top >= under(e) - 1 && r.bottom <= innerHeight + 1; }) || shown[0];
    if (!el) return null;
    const b = el.getBoundingClientRect();
    const last = window.__inViewLast;
    window.__inViewLast = {el, top: b.top, left: b.left};
    if (!last || last.el !== el || last.top !== b.top || last.left !== b.left) return null;
    const top = under(el);
    if (b.top < top - 1 || b.bottom > innerHeight + 1) return null;
    return {x: b.left + b.width / 2, y: b.top + b.height / 2, w: b.width, h: b.height};
}"""


def simple_drink(game: Game) -> Action | None:
    """A potion drinkable now and done with: the one way of drinking it, naming no marble,
    repeating no potion, asking nothing more (not Prismatic Joy)."""
    drinks = [a for a in game.legal_actions() if a.verb == "drink"]
    for a in drinks:
        drink = effects.decode(a)
        if drink.via is not None or effects.marbles(drink.kind, drink.target) is not None:
            continue
        if [d for d in drinks if d.ints()[0] == a.ints()[0]] == [a]:
            after = game.copy()
            after.apply(a)
            if Action("end") in after.legal_actions():
                return a
    return None


def forced(game: Game) -> list[Action]:
    """What a turn must play before it may end: the marbles in hand placed, a tile drawn."""
    out = []
    game = game.copy()
    while game.phase == "play" and Action("end") not in game.legal_actions():
        legal = [a for a in game.legal_actions() if a.verb not in ("help", "drink")]
        out.append(legal[0])
        game.apply(legal[0])
    return out


def pick_place_drink(game: Game) -> Action | None:
    """At the start of a turn, a pick after which (the marbles placed) a potion can be drunk."""
    if not ready(game) or game.turn["picked"]:
        return None
    for pick in (a for a in game.legal_actions() if a.verb == "pick"):
        after = game.copy()
        after.apply(pick)
        for a in forced(after):
            after.apply(a)
        if after.phase == "play" and after.turn["hand"] == [] and simple_drink(after):
            return pick
    return None


def tap(page: Page, selector: str) -> dict[str, float]:
    """Click what the selector names where it is, once the page has it on screen: never
    scrolled to by the test (Playwright's own clicks scroll: this one does not)."""
    box = page.wait_for_function(IN_VIEW, arg=selector, timeout=15_000).json_value()
    page.mouse.click(box["x"], box["y"])
    return box  # type: ignore[no-any-return]


def played(page: Page, game: Game) -> None:
    page.wait_for_function(
        "n => JSON.parse(window.pe_state()).state.history.length === n", arg=len(game.history)
    )


def test_a_phone_turn_of_potion_explosion_needs_no_scrolling(
    watched: Page, site: str, tmp_path: Path
) -> None:
    page = watched
    page.set_viewport_size({"width": 360, "height": 740})
    game, pick = find(pick_place_drink, range(1, 400))
    open_position(page, site, game, tmp_path, "phone-turn")
    # a pick: the marble is on screen and a finger's size
    box = tap(page, f'#dispenser [data-action="{pick}"]')
    assert min(box["w"], box["h"]) >= 43.5, box
    game.apply(pick)
    played(page, game)
    # the marbles placed (or a tile drawn): what to click is brought on screen
    for action in forced(game):
        tap(page, f'[data-action="{action}"]')
        game.apply(action)
        played(page, game)
    # a potion drunk from one's desk (a click on it), then the end of the turn
    drink = simple_drink(game)
    assert drink is not None
    tap(page, f'#desks [data-select="drink {drink.ints()[0]}"], #desks [data-action="{drink}"]')
    if len(page.evaluate("() => JSON.parse(window.pe_state()).state.history")) == len(game.history):
        tap(page, f'[data-action="{drink}"]')  # (the potion's choice: drink it)
    game.apply(drink)
    played(page, game)
    tap(page, '[data-action="end"]')
    game.apply(Action("end"))
    played(page, game)
    same(page, game)


# ------------------------------------------------------------------ mis-taps

BIG_PICK = """() => {
    // a marble whose pick takes several (it sets off an explosion): its id and action
    const box = document.querySelector('[data-previews]');
    if (!box) return null;
    for (const [id, [ids]] of Object.entries(JSON.parse(box.dataset.previews))) {
        const el = document.getElementById(id);
        if (el && el.dataset.action && ids.split(/\\s+/).filter(Boolean).length > 1)
            return {id, action: el.dataset.action};
    }
    return null;
}"""


def history(page: Page) -> int:
    return len(json.loads(page.evaluate("window.pe_state()"))["state"]["history"])


def test_a_mouse_click_on_a_big_pick_asks_again(watched: Page, site: str) -> None:
    page = watched
    boot(page, f"{site}?new=explosion&players=Ann,Bob&seed=2&ai=human,human")
    while page.locator("#offer [data-action]").count():
        page.locator("#offer [data-action]").first.click()
        page.wait_for_selector("#offer [data-action], #dispenser [data-action]")
    # on by default for a player; a browser driven by a test has it off: switched on here
    toggle = page.locator('[data-select="confirm"]')
    expect(toggle).to_have_attribute("aria-pressed", "false")
    toggle.click()
    expect(page.locator('[data-select="confirm"]')).to_have_attribute("aria-pressed", "true")
    big = page.wait_for_function(BIG_PICK).json_value()
    before = history(page)
    marble = page.locator(f"#{big['id']}")
    marble.click()
    expect(page.locator("#preview")).to_contain_text("again")
    assert page.locator("#dispenser .preview").count() > 1, "what it takes is outlined"
    assert history(page) == before, "a first click on a big pick plays nothing"
    # a click elsewhere forgets it; two clicks on the marble play it
    page.mouse.click(5, 5)
    expect(page.locator("#preview")).to_have_text("")
    marble.click()
    expect(page.locator("#preview")).to_contain_text("again")
    assert history(page) == before
    marble.click()
    page.wait_for_function(
        "n => JSON.parse(window.pe_state()).state.history.length > n", arg=before
    )
    assert json.loads(page.evaluate("window.pe_state()"))["state"]["history"][-1] == big["action"]
    # the switch is about picks that cannot be taken back: elsewhere a click on a move that
    # previews several things plays at once (a Glastonbury card and the line it takes)
    boot(page, f"{site}?new=glastonbury&players=Ann,Bob&seed=3&ai=human,hard")
    card = page.locator("[data-action][data-preview]").first
    before = history(page)
    card.click()
    page.wait_for_function(
        "n => JSON.parse(window.pe_state()).state.history.length > n", arg=before
    )


# ------------------------------------------------------------------ Potion Dice's names

NUMBERS = re.compile(r"[1-6]( [1-6])*")
DIGITS = re.compile(r"\d[ ,]+\d[ ,]+\d")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_potion_dice_names_its_cards_by_their_dice(watched: Page, site: str, lang: str) -> None:
    page = watched
    boot(page, f"{site}?new=dice&players=Hal,Ada&seed=3&ai=hard,hard&pace=skip&lang={lang}")
    # the starting potions chosen, the first rounds played: cards are named in the log
    page.wait_for_function(
        "() => JSON.parse(window.pe_state()).state.history.length > 30", timeout=120_000
    )
    page.evaluate("() => document.querySelectorAll('#log details').forEach(d => d.open = true)")
    log = page.locator("#log").inner_text()
    board = page.locator("#board").inner_text()
    # the dice are drawn (markup.dice_html), each run an image named by its numbers
    drawn = page.eval_on_selector_all(
        "#log .dice-text", "els => els.map(e => e.getAttribute('aria-label'))"
    )
    assert drawn and all(NUMBERS.fullmatch(label) for label in drawn), drawn
    for text in (log, board):
        assert not DIGITS.search(text), DIGITS.search(text)
