"""Action strings: canonical, round-tripping, malformed input refused."""

import pytest

from potions.explosion import Action, IllegalActionError, new_game


@pytest.mark.parametrize(
    "text",
    [
        "pick 0 7",
        "help 4 0",
        "draft 63",
        "place red 1",
        "drink 12 0 3",
        "drink 40",
        "drink 9 3 1 2 4",
        "wild blue 0 yellow",
        "stop",
        "end",
        "discard black",
        "draw 4",
    ],
)
def test_round_trip(text: str) -> None:
    a = Action.parse(text)
    assert str(a) == text
    assert Action.parse(str(a)) == a
    assert hash(Action.parse(text)) == hash(a)


@pytest.mark.parametrize(
    "text", ["  PICK  1   2 ", "DRAFT 1", "draft 001", "draft\u00a01", "Pick 1 2", "draft 1\n"]
)
def test_only_the_canonical_spelling_is_read(text: str) -> None:
    """One spelling per action: a save or a link means exactly one thing (issue 26)."""
    with pytest.raises(IllegalActionError) as err:
        Action.parse(text)
    assert err.value.code == "malformed"
    assert repr(" ".join(text.lower().split()).replace(" 001", " 1"))[1:-1] in str(err.value)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "jump 1",
        "pick 1",
        "pick 1 2 3",
        "pick a b",
        "place pink 0",
        "pick -1 2",
        "drink",
        "draw 1000",
        "pick ١ 2",
    ],
)
def test_malformed(text: str) -> None:
    with pytest.raises(IllegalActionError) as err:
        Action.parse(text)
    assert err.value.code == "malformed"
    assert isinstance(err.value, ValueError)


def test_every_legal_action_round_trips() -> None:
    game = new_game(["A", "B", "C"], 2)
    for _ in range(60):
        legal = game.legal_actions()
        for a in legal:
            assert Action.parse(str(a)) == a
        game.apply(str(legal[len(legal) // 2]))


def test_apply_takes_objects_and_strings_and_returns_the_game() -> None:
    game = new_game(["A", "B"], 2)
    first = game.legal_actions()[0]
    assert game.apply(first) is game
    assert game.apply(str(game.legal_actions()[0])) is game
