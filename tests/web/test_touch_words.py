"""On a touch screen the page says "tap" where a mouse's page says "click", in both languages
(issue 34, point 3): the shell knows it from the host (``Host.touch``) and each game's page
chooses the sentence, both being catalogue entries."""

from __future__ import annotations

import html
import random
import re
from pathlib import Path

import pytest
from fake_host import FakeHost

from web.games import playable
from web.shell.app import App

ROOT = Path(__file__).resolve().parents[2]
CLICK = re.compile(r"\b(click|clic|cliqu\w*)\b", re.I)
TAP = re.compile(r"\b(tap|touchez)\b", re.I)
SAID = re.compile(
    r'<div id="prompt"[^>]*>(.*?)</div>|data-again="([^"]*)"|<p class="lesson-text">(.*?)</p>',
    re.S,
)


def said(page: str) -> list[str]:
    """What the page tells the player to do: the prompt, the second-click line, a lesson."""
    return [
        html.unescape(re.sub(r"<[^>]+>", "", "".join(m.groups("")))) for m in SAID.finditer(page)
    ]


def prompts(game: str, lang: str, touch: bool, moves: int = 150) -> list[str]:
    """Everything the page told the player to do in a random game against a computer
    (``explosion+tutorial``: Potion Explosion's guided first game)."""
    host = FakeHost()
    host.touching = touch
    app = App(host, lang)
    game, _, tutorial = game.partition("+")
    link = {"new": game, "players": "Ann,Bob", "seed": "5", "ai": "human,easy"}
    app.route({**link, "tutorial": "1"} if tutorial else link)
    rng = random.Random(1)
    out: list[str] = []
    for _ in range(moves):
        table = app.table
        assert table is not None
        out += said(host.html)
        if table.state.is_over:
            break
        legal = [str(a) for a in table.state.legal_actions()]
        if table.state.current_player == 0 and any(a.startswith("accio") for a in legal):
            app.select("accio")  # Glastonbury's Accio spell clicked: which card?
            out += said(host.html)
            app.select("cancel")
        app.playing.play(table, str(rng.choice(table.state.legal_actions())))
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", [*(info.id for info in playable()), "explosion+tutorial"])
def test_a_touch_screen_is_told_to_tap_never_to_click(game: str, lang: str) -> None:
    touched = prompts(game, lang, touch=True)
    clicked = prompts(game, lang, touch=False)  # the same game: the same moments
    assert len(touched) == len(clicked)
    assert [p for p in clicked if CLICK.search(p)]
    for tap, click in zip(touched, clicked, strict=True):
        assert not CLICK.search(tap) and not TAP.search(click)
        assert bool(TAP.search(tap)) == bool(CLICK.search(click)), (tap, click)


@pytest.mark.parametrize("part", ["explosion", "practice", "glastonbury", "dice"])
def test_every_sentence_that_says_click_has_its_twin_that_says_tap(part: str) -> None:
    pot = (ROOT / "web" / "games" / part / "locale" / "messages.pot").read_text()
    ids = set(re.findall(r'^msgid(?:_plural)? "(.*)"$', pot, re.M))
    clicks = [i for i in ids if re.search(r"\b[Cc]lick\b", i) and "a second click" not in i]
    assert clicks
    for i in clicks:
        twin = re.sub(r"\b([Cc])lick\b", lambda m: "Tap" if m.group(1) == "C" else "tap", i)
        assert twin in ids, i
