"""The page the browser patches click after click (web/shell/morph.js: kept pieces, their
changed attributes, outcomes foreseen on a press, the log patched a frame later, the board
left under the hand-off cover for two frames, motion started two frames later) is exactly
the page drawn whole."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from test_play import READY

CLICK = """async ([index, press]) => {
    const cover = document.querySelector('[data-select="ready"], [data-select="pass"]');
    if (cover) { cover.click(); return [cover.getAttribute('data-select'), '']; }
    const all = Array.from(document.querySelectorAll('[data-action]'));
    if (!all.length) return null;
    const el = all[index % all.length];
    const action = el.getAttribute('data-action');
    if (press) {
        el.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}));
        await new Promise((done) => setTimeout(done, 20));
    }
    el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    // a click foreseen on its press is shown by the page itself, the shell told later
    return [action, window.potionsClicks.pending()];
}"""
SAME = """async (late) => {
    if (!late) {  // the late pieces (the log) follow a frame after the board
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        await new Promise((done) => setTimeout(done, 0));
    }
    const drawn = document.createElement('div');
    drawn.innerHTML = window.pe_page();
    const app = document.getElementById('app').cloneNode(true);
    if (!late && app.querySelector('[data-still]')) return 'still motion two frames later';
    for (const box of [app, drawn]) {
        if (late) box.querySelectorAll('#log-panel, [data-dropped]').forEach((e) => e.remove());
        // motion starts two frames after it arrives (morph.js); an element already there
        // has no data-still put back
        box.querySelectorAll('[data-still]').forEach((e) => e.removeAttribute('data-still'));
    }
    if (app.isEqualNode(Object.assign(app.cloneNode(false), {innerHTML: drawn.innerHTML})))
        return '';
    const a = Array.from(app.querySelectorAll('*')), b = Array.from(drawn.querySelectorAll('*'));
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
        if (!a[i] || !b[i] || !a[i].cloneNode(false).isEqualNode(b[i].cloneNode(false)))
            return (a[i] ? a[i].cloneNode(false).outerHTML : 'nothing') + ' | drawn: '
                + (b[i] ? b[i].cloneNode(false).outerHTML : 'nothing');
    }
    return 'text differs';
}"""


@pytest.mark.parametrize("game", ["explosion", "practice", "glastonbury", "dice"])
def test_the_patched_page_is_the_page_drawn_whole(watched: Page, site: str, game: str) -> None:
    page = watched
    page.goto(f"{site}?new={game}&players=Ann,Bob&seed=5")
    page.wait_for_selector(READY, timeout=90_000)
    played = 0
    for i in range(90):  # (a hot-seat turn ends with two clicks: pass, then ready)
        press = i % 3 != 2
        clicked = page.evaluate(CLICK, [i * 7919, press])
        if clicked is None:
            break
        action, pending = clicked
        played += action not in ("ready", "pass")
        if action not in ("ready", "pass"):
            assert pending == (action if press else ""), f"{action} shown ahead: {pending}"
        assert page.evaluate(SAME, True) == "", f"after {action}, the log aside"
        assert page.evaluate(SAME, False) == "", f"after {action}, a frame later"
    assert played >= 25


FIRST = """() => {
    const el = document.querySelector("#app [data-action]:not([data-action='end'])");
    if (el) el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    return Boolean(el);
}"""
END = """() => document.querySelector('#app [data-action="end"]')
    ?.dispatchEvent(new MouseEvent('click', {bubbles: true}))"""


def test_the_patched_page_follows_the_computers_moves(watched: Page, site: str) -> None:
    """Three computers play between the player's turns (each of their moves patches the page
    with no click): the page stays the page drawn whole."""
    page = watched
    page.goto(f"{site}?new=explosion&players=Ann,Bob,Cat,Dan&seed=7&ai=human,hard,hard,hard")
    page.wait_for_selector(READY, timeout=90_000)
    page.locator('[data-select="pace skip"]').click()
    for turn in range(3):
        # the player's turn: the draft, then a pick and the end of it
        for _ in range(6):
            page.wait_for_function(
                "() => JSON.parse(window.pe_state()).state.current === 0", timeout=60_000
            )
            before = len(page.evaluate("() => JSON.parse(window.pe_state()).state.history"))
            # (a click with no pointer over the page: a hover's preview is the page's own)
            if not page.evaluate(FIRST):
                break
            page.wait_for_function(
                "n => JSON.parse(window.pe_state()).state.history.length > n", arg=before
            )
            assert page.evaluate(SAME, False) == "", f"turn {turn}"
        page.evaluate(END)
        page.wait_for_function(
            "() => JSON.parse(window.pe_state()).state.current === 0", timeout=60_000
        )
        assert page.evaluate(SAME, True) == "", f"after the computers' turns {turn}"
        assert page.evaluate(SAME, False) == "", f"after the computers' turns {turn}, a frame later"
        assert page.locator("#dispenser .marble").count() > 30


KEY = """async () => {
    const el = document.querySelector('.marble[role="button"][data-action]');
    const action = el.getAttribute('data-action');
    el.focus();  // the shell foresees what the focus rests on, once the page is idle
    await new Promise((done) => setTimeout(done, 100));
    el.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
    return [action, window.potionsClicks.pending()];
}"""


def test_enter_on_a_foreseen_marble_is_shown_ahead_too(watched: Page, site: str) -> None:
    page = watched
    page.goto(f"{site}?new=explosion&players=Ann,Robo&ai=human,easy&seed=5")
    page.wait_for_selector(READY, timeout=90_000)
    while page.locator(".marble[data-action]").count() == 0:  # the potions are drafted first
        page.locator('[data-action^="draft "]').first.click()
    before = page.evaluate("window.pe_state()")
    action, pending = page.evaluate(KEY)
    assert pending == action
    assert page.evaluate(SAME, True) == ""
    assert page.evaluate("window.pe_state()") != before, "the shell installed the outcome"
    assert page.evaluate(SAME, False) == ""


ROLL = """async () => {
    const el = document.querySelector('[data-action="roll"]');
    if (!el) return null;
    el.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}));
    await new Promise((done) => setTimeout(done, 50));
    el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    const tray = document.getElementById('tray');
    const tumbling = () => document.getAnimations().filter(
        (a) => tray.contains(a.effect.target) && a.playState === 'running').length;
    const die = tray.querySelector('.die');
    const now = [tray.hasAttribute('data-still'), getComputedStyle(die).opacity, tumbling()];
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await new Promise((done) => setTimeout(done, 0));
    return [now, [tray.hasAttribute('data-still'), tumbling()]];
}"""


def test_the_dice_of_a_roll_tumble_from_the_second_frame(watched: Page, site: str) -> None:
    """A roll's frame shows its dice as their tumble begins (not there yet), without setting
    up their animations; they tumble from two frames later (data-still, morph.js)."""
    page = watched
    page.goto(f"{site}?new=dice&players=Ann,Bob&seed=5")
    page.wait_for_selector(READY, timeout=90_000)
    for _ in range(20):
        if page.locator('[data-action="roll"]').count():
            break
        page.locator("[data-action]").first.click()
    result = page.evaluate(ROLL)
    assert result is not None, "no roll offered"
    (still, opacity, tumbling), (still_later, tumbling_later) = result
    assert still and opacity == "0" and tumbling == 0
    assert not still_later and tumbling_later > 0


PLANS = """async () => {
    const url = new URL('web/shell/morph.js', location.href);
    const { apply, morph, parse, plan } = await import(url);
    const box = document.createElement('div');
    document.body.appendChild(box);
    const failed = [];
    const cases = [
        ['a piece moved later in its parent, its attributes changed',
         '<div id="a">A</div><p>x</p><div id="b">B</div>',
         '<template data-keep="b"></template><p>y</p>'
         + '<template data-keep="a" data-attrs=\\'{"class":"on"}\\'></template>',
         '<div id="b">B</div><p>y</p><div id="a" class="on">A</div>'],
        ['a piece moved to a later parent',
         '<section id="s1"><div id="k">K</div></section><section id="s2"></section>',
         '<section id="s1"></section>'
         + '<section id="s2"><template data-keep="k"></template></section>',
         '<section id="s1"></section><section id="s2"><div id="k">K</div></section>'],
        ['a piece moved to an earlier parent',
         '<section id="s1"></section><section id="s2"><i>t</i><div id="k">K</div></section>',
         '<section id="s1"><template data-keep="k"></template></section>'
         + '<section id="s2"><i>t</i></section>',
         '<section id="s1"><div id="k">K</div></section><section id="s2"><i>t</i></section>'],
        ['texts, a node of another kind, the end taken away',
         '<p>one</p><span>two</span><b>3</b>', '<p>uno</p><em>dos</em>', '<p>uno</p><em>dos</em>'],
        ['motion not started again, a new element held still',
         '<div id="t" class="x"></div>',
         '<div id="t" class="y" data-still></div><i data-still></i>',
         '<div id="t" class="y"></div><i data-still=""></i>'],
    ];
    for (const [name, before, after, expected] of cases) {
        box.innerHTML = before;
        const ids = Array.from(box.querySelectorAll('[id]'), (el) => [el.id, el]);
        const planned = plan(box, parse(after));
        if (box.innerHTML !== before) failed.push(name + ': the plan changed the page');
        if (!apply(planned)) failed.push(name + ': refused');
        if (box.innerHTML !== expected) failed.push(name + ': ' + box.innerHTML);
        for (const [id, el] of ids) {
            if (box.querySelector('#' + id) && box.querySelector('#' + id) !== el)
                failed.push(name + ': #' + id + ' is a new element');
        }
    }
    box.innerHTML = '<p>one</p>';
    const stale = plan(box, parse('<p>two</p>'));
    morph(box, '<p>three</p>');
    if (apply(stale)) failed.push('a plan made before another patch was made');
    if (box.innerHTML !== '<p>three</p>') failed.push('a refused plan changed the page');
    box.remove();
    return failed;
}"""


def test_a_patch_worked_out_ahead_makes_the_page_it_names(watched: Page, site: str) -> None:
    """morph.js' plan (worked out on a press, only reading the page) and apply (at the click,
    only writing): pieces kept as the same elements wherever they move, texts, elements of
    another kind, the end taken away, motion not started again; a plan made before another
    patch is refused and changes nothing."""
    page = watched
    page.goto(f"{site}?new=dice&players=Ann,Bob&seed=5")
    page.wait_for_selector(READY, timeout=90_000)
    assert page.evaluate(PLANS) == []
