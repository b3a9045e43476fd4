"""Set-up options read from text (links, the command line): whatever the text, an option's
parser returns a value or raises SetupError, and so does starting a game with what it
returned. Never a bare ValueError: a link's bad value gets a message and the start screen."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from potions import GAMES, SetupError, new_game
from potions.core.play import names

OPTIONS = [(g, o.name) for g, info in GAMES.items() for o in info.options]
HOSTILE = [
    "9" * 10_000,  # int() refuses more than 4,300 digits
    "1" + "0" * 5_000,
    "²",  # a digit to str.isdigit, not to int()
    "٣",  # an Arabic-Indic digit
    "1\u00a02",
    "-1",
    "0",
    "1e3",
    "",
    " ",
    ",,,",
    "on,off",
    "x" * 100_000,
]


def _check(game_id: str, option: str, text: str) -> None:
    parse = GAMES[game_id].option(option)
    assert parse is not None
    try:
        value = parse.parse(text)
    except SetupError as err:
        assert err.code and str(err)
        return
    try:
        new_game(game_id, names(GAMES[game_id].min_players), 1, **{option: value})
    except SetupError as err:
        assert err.code and str(err)


@pytest.mark.parametrize("game_id,option", OPTIONS)
@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
def test_hostile_option_text_raises_only_setup_errors(game_id: str, option: str, text: str) -> None:
    _check(game_id, option, text)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(OPTIONS), st.text(max_size=12))
def test_any_option_text_raises_only_setup_errors(case: tuple[str, str], text: str) -> None:
    _check(*case, text)


def test_a_countdown_of_ten_thousand_digits_is_refused_with_a_reason() -> None:
    option = GAMES["explosion"].option("countdown")
    assert option is not None
    with pytest.raises(SetupError) as err:
        option.parse("9" * 10_000)
    assert err.value.code == "countdown" and "1 to 15" in str(err.value)
    assert option.parse(" 7 ") == 7 and option.parse("") is None


@pytest.mark.parametrize(
    "game_id,option,value",
    [
        ("explosion", "kinds", ["wisdom", "love", "sands", "balm", "filter"]),
        ("glastonbury", "colours", ["red"]),
    ],
)
def test_deeply_nested_option_values_raise_setup_errors(
    game_id: str, option: str, value: list[object]
) -> None:
    """An option's list holding a value nested 100,000 levels: SetupError, not a
    RecursionError from quoting it (a stored set-up is checked the same way)."""
    deep: object = "end"
    for _ in range(100_000):
        deep = [deep]
    with pytest.raises(SetupError):
        new_game(game_id, ["Ann", "Bob"], 1, **{option: [*value, deep]})
