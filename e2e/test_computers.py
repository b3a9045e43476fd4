"""Computer opponents in the page: they think in a Web Worker, play step by step, and make
exactly the decisions CPython's engine makes for the same seed."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from potions.explosion import Game, new_game
from potions.explosion.ai import choose_action
from test_play import READY, boot, same, step


def computers_play(game: Game, seats: list[str]) -> None:
    """Mirror the computers' moves in CPython until a human is to play or the game ends."""
    while not game.is_over and seats[game.current] != "human":
        seed = int(game.config["seed"]) * 1_000_003 + len(game.history)
        game.apply(choose_action(game, seats[game.current], seed))


def test_human_against_a_computer(watched: Page, site: str, shots) -> None:  # type: ignore[no-untyped-def]
    page = watched
    seats = ["human", "medium"]
    boot(page, f"{site}?players=Ann,Robo&seed=4&ai=human,medium&pace=fast")
    game = new_game(["Ann", "Robo"], 4)
    expect(page.locator(".desk .cpu")).to_have_text("computer · Medium")
    for _ in range(4):  # Ann's turns (the draft included), each answered by the computer
        turn = game.turns
        while game.current == 0 and game.turns == turn and not game.is_over:
            step(page, game)
        computers_play(game, seats)
        page.wait_for_function(
            "s => window.pe_state() && JSON.parse(window.pe_state()).state.history.length === s",
            arg=len(game.history),
            timeout=60_000,
        )
        same(page, game)
    expect(page.locator("#log")).to_contain_text("Robo picked")
    before = json.loads(page.evaluate("window.pe_state()"))
    page.locator('[data-select="hint"]').click()
    expect(page.locator(".hint-text")).to_contain_text("Hint (Hard)")
    assert json.loads(page.evaluate("window.pe_state()")) == before, "a hint is not played"
    hint = choose_action(game, "hard", int(game.config["seed"]) * 1_000_003 + len(game.history))
    if hint.verb in ("pick", "help"):
        t, s = hint.ints()
        marble = page.locator(f'#dispenser [data-track="{t}"][data-slot="{s}"]')
        expect(marble).to_have_class(__import__("re").compile(r"\bhint\b"))
    page.screenshot(path=str(shots / "computer-hint.png"))


def test_all_computer_game_to_final_scores(watched: Page, site: str, shots) -> None:  # type: ignore[no-untyped-def]
    page = watched
    seats = ["easy", "medium"]
    boot(page, f"{site}?players=Eve,Max&seed=5&ai=easy,medium&countdown=1&pace=skip")
    page.wait_for_selector("#final", timeout=240_000)
    game = new_game(["Eve", "Max"], 5, countdown=1)
    computers_play(game, seats)
    same(page, game)
    page.wait_for_selector(READY)
    page.screenshot(path=str(shots / "computers-final.png"))


def test_start_screen_seat_options(watched: Page, site: str) -> None:
    page = watched
    boot(page, site)
    page.locator('[data-select="pick explosion"]').click()
    page.locator('input[name="player"]').nth(0).fill("Ann")
    page.locator('input[name="player"]').nth(1).fill("Bob")
    page.locator('input[name="player"]').nth(2).fill("Cy")
    page.locator('select[name="seat"]').nth(1).select_option("easy")
    page.locator('select[name="seat"]').nth(2).select_option("hard")
    page.locator("details.more summary").click()
    page.locator('input[name="seed"]').fill("21")
    page.locator('button[type="submit"]').click()
    page.wait_for_selector("#dispenser")
    tags = page.locator(".desk .cpu")
    expect(tags).to_have_count(2)
    expect(tags.nth(0)).to_have_text("computer · Easy")
    expect(tags.nth(1)).to_have_text("computer · Hard")
    game = new_game(
        ["Ann", "Bob", "Cy"], 21, ["sands", "magnetic", "wisdom", "prismatic", "love", "abyssal"]
    )
    assert json.loads(page.evaluate("window.pe_state()"))["config"] == game.to_dict()["config"]


MOVES = "() => JSON.parse(window.pe_state()).state.history.length"
"""How many moves the game on the page has made."""


WATCH_THE_WORKER = """() => {
    const Base = window.Worker;
    window.peThinking = 0;
    window.Worker = function (url, options) {
        const worker = new Base(url, options);
        if (!String(url).includes("ai-worker")) return worker;
        const post = worker.postMessage.bind(worker);
        worker.postMessage = (message) => { window.peThinking += 1; post(message); };
        worker.addEventListener("message", () => {
            window.peThinking = Math.max(0, window.peThinking - 1);
        });
        return worker;
    };
}"""
"""Counts the questions the page has sent the computers' worker and not yet had answered."""


def test_page_stays_smooth_while_computers_think(watched: Page, site: str) -> None:
    """Frames keep coming while Hard opponents think: the search runs in the worker. The
    test counts the frames the page draws while a question to the worker is unanswered,
    over five moves: a search on the page would block it and draw none. It waits for what
    it needs (the first move, after the worker has booted its own interpreter, then five
    more) and measures no time: a loaded machine draws fewer frames, never none."""
    page = watched
    page.add_init_script(f"({WATCH_THE_WORKER})()")
    boot(page, f"{site}?players=Hal,Ada&seed=6&ai=hard,hard&pace=skip")
    page.wait_for_function(f"({MOVES})() >= 1", timeout=120_000, polling=250)
    start = page.evaluate(MOVES)
    page.evaluate(
        """() => {
            window.peFrames = 0; window.peWhileThinking = 0; window.peMeasuring = true;
            function frame() {
                window.peFrames += 1;
                if (window.peThinking > 0) window.peWhileThinking += 1;
                if (window.peMeasuring) requestAnimationFrame(frame);
            }
            requestAnimationFrame(frame);
        }"""
    )
    page.wait_for_function(f"n => ({MOVES})() >= n", arg=start + 5, timeout=120_000, polling=500)
    frames, thinking = page.evaluate(
        "() => { window.peMeasuring = false; return [window.peFrames, window.peWhileThinking]; }"
    )
    print("frames", frames, "of which while the worker thought", thinking)
    assert thinking >= 5, (frames, thinking)
