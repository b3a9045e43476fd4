"""Declared state: copy, dump and validated load follow from one declaration."""

from typing import Annotated, Literal, TypedDict

import pytest

from potions import StateError
from potions.core.rng import Pcg32
from potions.core.schema import Range, Schema, Size, check

Colour = Literal["red", "blue"]


class Card(TypedDict):
    id: Annotated[int, Range(0, 9)]
    face: bool


class Decl:
    rng: Pcg32
    names: Annotated[list[str], Size(1, 3)]
    hand: list[Card]
    slots: list[Card | None]
    tank: dict[Colour, Annotated[int, Range(0)]]
    colour: Colour | None
    score: float


class Thing(Decl):
    pass


SCHEMA = Schema(Decl)


def sample() -> Thing:
    t = Thing()
    t.rng = Pcg32.from_seed(1)
    t.names = ["a"]
    t.hand = [{"id": 3, "face": True}]
    t.slots = [None, {"id": 4, "face": False}]
    t.tank = {"red": 1, "blue": 0}
    t.colour = None
    t.score = 1.5
    return t


def test_copy_is_deep_and_dump_is_json() -> None:
    t = sample()
    u = Thing()
    SCHEMA.copy_into(t, u)
    u.hand[0]["id"] = 9
    u.slots[1]["face"] = True  # type: ignore[index]
    u.rng.next32()
    assert t.hand[0]["id"] == 3 and t.slots[1] == {"id": 4, "face": False}
    assert t.rng.state != u.rng.state
    d = SCHEMA.dump(t)
    assert d["rng"] == t.rng.to_json() and d["slots"][0] is None
    v = Thing()
    SCHEMA.load(d, v)
    assert SCHEMA.dump(v) == d


@pytest.mark.parametrize(
    "field,value",
    [
        ("names", []),
        ("names", ["a", "b", "c", "d"]),
        ("names", [1]),
        ("hand", [{"id": 10, "face": True}]),
        ("hand", [{"id": 1}]),
        ("hand", [{"id": 1, "face": True, "x": 0}]),
        ("hand", [{"id": True, "face": True}]),
        ("tank", {"red": 1}),
        ("tank", {"red": 1, "blue": -1}),
        ("colour", "green"),
        ("rng", "zz"),
        ("score", "1"),
        ("slots", {}),
    ],
)
def test_load_refuses_what_the_types_forbid(field: str, value: object) -> None:
    d = SCHEMA.dump(sample())
    d[field] = value
    with pytest.raises(StateError) as err:
        SCHEMA.load(d, Thing())
    assert err.value.code == "bad_state"
    assert field in str(err.value)


def test_missing_field_and_check() -> None:
    d = SCHEMA.dump(sample())
    del d["score"]
    with pytest.raises(StateError):
        SCHEMA.load(d, Thing())
    assert check(list[int], [1, 2]) == [1, 2]
    with pytest.raises(StateError):
        check(list[int], [1, "2"])
