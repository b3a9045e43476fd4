"""The game log as a player reads it: default names that make good sentences in both
languages, turn headings that say what mattered, steps numbered in the markup."""

from __future__ import annotations

import html
import re

import pytest
from fake_host import FakeHost

from potions import choose_action
from potions.core.i18n import Msg
from potions.core.search import decision_seed
from web.shell.app import App
from web.shell.screens import COMPUTER_NAMES, headlines

FORM = re.compile(r'<input name="player" maxlength="24" value="([^"]*)"')


def form_names(page: str) -> list[str]:
    return [html.unescape(v) for v in FORM.findall(page)]


def log_text(page: str) -> str:
    """The log's text, tags taken out."""
    log = page[page.index('<ol id="log">') :]
    log = log[: log.index("</section>")]
    return html.unescape(re.sub(r"<[^>]+>", "", log))


def played_from_the_set_up(lang: str, game: str = "explosion", moves: int = 40) -> App:
    """A game set up with the form's default names against its default computer, played
    by both for ``moves`` actions."""
    host = FakeHost()
    app = App(host, lang)
    app.select(f"pick {game}")
    names = form_names(host.html)
    seats = re.findall(r'<select name="seat"[^>]*>.*?value="(\w+)" selected', host.html)
    app.submit({"game": [game], "player": names, "seat": seats, "seed": ["4"]})
    for _ in range(moves):
        table = app.table
        assert table is not None
        if table.state.is_over:
            break
        level = table.computer() or "easy"
        action = str(choose_action(table.state, level, decision_seed(table.state)))
        app.playing.play(table, action)
    return app


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_default_names_make_good_sentences(lang: str) -> None:
    host = FakeHost()
    app = App(host, lang)
    app.select("pick explosion")
    names = form_names(host.html)
    me = {"en": "Player 1", "fr": "Joueur 1"}[lang]
    assert names[:2] == [me, COMPUTER_NAMES[0]] and names[2:] == ["", ""]
    app = played_from_the_set_up(lang)
    text = log_text(app.host.html)  # type: ignore[attr-defined]
    you = {"en": "(you)", "fr": "(vous)"}[lang]
    assert f"{me} {you}" in text
    assert "You's" not in text and f"{you} {you}" not in text
    assert "You (you)" not in text and "Vous (vous)" not in text
    assert f"{COMPUTER_NAMES[0]} {you}" not in text


def test_a_set_up_remembered_with_the_old_default_name_suggests_another() -> None:
    host = FakeHost()
    app = App(host)
    app.submit({"game": ["dice"], "player": ["You", "Robo"], "seat": ["human", "easy"]})
    app.home(picked="dice")
    assert form_names(host.html)[:2] == ["Player 1", "Robo"]


def test_a_name_that_says_you_is_not_marked_you_again() -> None:
    host = FakeHost()
    app = App(host)
    app.route({"new": "explosion", "players": "You,Robo", "seed": "4", "ai": "human,easy"})
    assert "(you)" not in log_text(host.html)
    assert "You begins." in log_text(host.html)


def test_a_computer_whose_name_was_left_empty_plays() -> None:
    host = FakeHost()
    app = App(host)
    app.submit(
        {
            "game": ["explosion"],
            "player": ["Ann", "", "", ""],
            "seat": ["human", "hard", "easy", "human"],
        }
    )
    assert app.table is not None
    assert app.table.names == ["Ann", COMPUTER_NAMES[0], COMPUTER_NAMES[1]]
    assert app.table.codes == ["human", "hard", "easy"]


@pytest.mark.parametrize("game", ["explosion", "practice", "glastonbury", "dice"])
def test_a_turns_heading_says_what_mattered(game: str) -> None:
    app = played_from_the_set_up("en", game, 120)
    page: str = app.host.html  # type: ignore[attr-defined]
    heads = [
        html.unescape(re.sub(r"<[^>]+>", "", h))
        for h in re.findall(r"<summary>(.*?) <span class=\"more\">", page)
    ]
    assert heads
    # (the turn being played may have nothing worth a heading yet)
    assert not any(h.endswith("'s turn.") or h.endswith(" begins.") for h in heads[:-1]), heads
    assert not any("drew" in h and "card" in h for h in heads), heads
    said = {
        "explosion": "took",
        "practice": "played",
        "glastonbury": "took",
        "dice": "placed",
    }[game]
    assert any(h.split(": ", 1)[1].startswith(said) for h in heads if ": " in h), heads


def test_steps_are_numbered_in_the_markup() -> None:
    app = played_from_the_set_up("en", "dice", 80)
    page: str = app.host.html  # type: ignore[attr-defined]
    numbers = [int(n) for n in re.findall(r'<span class="n">(\d+)\.</span>', page)]
    assert 10 in numbers and 11 in numbers, "a turn of Potion Dice has ten steps or more"


def test_headlines_that_count_add_up_and_the_others_are_said_together() -> None:
    die = Msg("placed {n} die", plural="placed {n} dice", n=1, context="headline")
    took = Msg("took {card}", context="headline", card="Reroll")
    other = Msg("took {card}", context="headline", card="Trick")
    merged = headlines([die, took, die, die, took, other])
    assert [str(m) for m in merged] == ["placed 3 dice", "took Reroll and Trick"]
