"""What a newcomer stumbled on (issue 27), checked in the real page: the log's step numbers
past ten, the default names' sentences in both languages, modal panels (Escape, focus, the
board not playable behind them), the score pad adding up, and a whole Potion Explosion turn
on a phone without scrolling."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from test_play import READY, boot

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
