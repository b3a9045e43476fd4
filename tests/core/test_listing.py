"""The start screen's list of saved games over random mixes of stored entries: sound games
of every game (new keys and the first edition's), games holding another game's snapshot,
and entries damaged in every way found so far. Whatever the mix, every sound game is
listed as itself and every bad entry is listed as damaged, and the list is drawn."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potions import GAMES, load_save, new_game, to_save, translator
from potions.core.play import names
from potions.core.rng import Pcg32
from potions.core.saves import SAVE_VERSION, digest
from tests.web.fake_host import FakeHost
from web.shell import screens, storage
from web.shell.storage import LEGACY_PREFIX, PREFIX, Storage

DATA = Path(__file__).parent / "data"
TRANSLATORS = [translator(lang, ("potions", "web")) for lang in ("en", "fr")]
LENGTHS = (0, 7, 30, 10_000)
"""Moves played into the saved games drawn from (10,000: to the end)."""

Save = dict[str, Any]


@functools.cache
def saved(game_id: str, moves: int, players: int) -> str:
    """A save of a random game of ``game_id`` after ``moves`` moves, as stored."""
    game = new_game(game_id, names(players), moves + players)
    chooser = Pcg32.from_seed(moves)
    for _ in range(moves):
        if game.is_over:
            break
        legal = game.legal_actions()
        game.apply(legal[chooser.below(len(legal))])
    meta = {"seats": ["human"] * players, "updated": moves, "pace": "fast"}
    return json.dumps(to_save(game, meta), separators=(",", ":"))


def _illegal_in_the_log(save: Save) -> None:
    """A well-written action that is not legal then, in the log and the snapshot alike,
    with the log's count and digest to match: only a replay tells."""
    game = load_save(save)
    legal = {str(a) for a in game.legal_actions()}
    wrong = next((a for a in reversed(game.history) if a not in legal), "end")
    save["actions"].append(wrong)
    save["snapshot"]["state"]["history"].append(wrong)
    save["count"], save["digest"] = len(save["actions"]), digest(save["actions"])


def _tampered(save: Save) -> None:
    rng = save["snapshot"]["state"]["rng"]
    save["snapshot"]["state"]["rng"] = ("1" if rng[0] != "1" else "2") + rng[1:]


def _other_snapshot(save: Save) -> None:
    other = next(g for g in GAMES if g != save["game"])
    save["snapshot"] = json.loads(saved(other, 7, 2))["snapshot"]


DAMAGES: dict[str, Callable[[Save], None]] = {
    "another game's snapshot": _other_snapshot,
    "an illegal action in the log": _illegal_in_the_log,
    "a tampered snapshot": _tampered,
    "setup x": lambda s: s.update(setup="x"),
    "a cut log": lambda s: s["actions"].pop() if s["actions"] else s.update(count=5),
    "a log of another length": lambda s: s.update(count=s["count"] + 1),
    "an unknown game": lambda s: s.update(game="chess"),
    "a newer version": lambda s: s.update(version=SAVE_VERSION + 1),
    "no actions": lambda s: s.update(actions=None),
    "a player too many": lambda s: s["setup"]["players"].append("Zed"),
    "a meta of the wrong shape": lambda s: [s.update(meta=5), s.update(snapshot=[])],
}
TEXTS = ["", "{not json", "[" * 100_000, "null", "[]", '{"format":"potions-save"}']


@st.composite
def entry(draw: st.DrawFn) -> tuple[str, str, str | None]:
    """(key prefix, stored text, the game it is when sound, None when it is bad)."""
    kind = draw(st.sampled_from(["sound", "sound", "damaged", "text", "cut", "first edition"]))
    if kind == "first edition":
        name = draw(st.sampled_from(sorted(p.name for p in DATA.glob("*.json"))))
        text = (DATA / name).read_text()
        if draw(st.booleans()):
            return LEGACY_PREFIX, text, "explosion"
        return LEGACY_PREFIX, text[: draw(st.integers(0, len(text) - 1))], None
    if kind == "text":
        return PREFIX, draw(st.sampled_from(TEXTS)), None
    game_id = draw(st.sampled_from(list(GAMES)))
    players = draw(st.integers(GAMES[game_id].min_players, GAMES[game_id].max_players))
    moves = draw(st.sampled_from(LENGTHS if kind != "damaged" else LENGTHS[1:]))
    text = saved(game_id, moves, players)
    if kind == "sound":
        return PREFIX, text, game_id
    if kind == "cut":
        return PREFIX, text[: draw(st.integers(0, len(text) - 1))], None
    save = json.loads(text)
    DAMAGES[draw(st.sampled_from(sorted(DAMAGES)))](save)
    return PREFIX, json.dumps(save), None


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(entry(), min_size=1, max_size=8),
    st.lists(st.booleans(), min_size=8, max_size=8),
)
def test_the_start_screen_lists_every_sound_game_and_marks_every_bad_entry(
    entries: list[tuple[str, str, str | None]], same_id: list[bool]
) -> None:
    storage._CHECKED.clear()  # every entry checked afresh, not remembered from an example
    host = FakeHost()
    expected: dict[str, str | None] = {}
    for i, (prefix, text, game) in enumerate(entries):
        sid = f"e{i}"
        if prefix == LEGACY_PREFIX and same_id[i] and PREFIX + f"e{i - 1}" in host.data:
            sid = f"e{i - 1}"  # the same id under both keys: listed as e<i-1>.old
        host.data[prefix + sid] = text
        expected[sid if prefix == PREFIX or sid not in expected else sid + ".old"] = game
    listing = Storage(host).listing()
    assert sorted(x.id for x in listing) == sorted(expected)
    for x in listing:
        game = expected[x.id]
        if game is None:
            assert x.error is not None, f"{x.id} is bad but listed as {x.game}"
        else:
            assert x.error is None, f"{x.id} is sound but listed as damaged: {x.error}"
            assert x.game == game and len(x.names) == len(x.scores) >= 2
    bad = sum(1 for g in expected.values() if g is None)
    for tr in TRANSLATORS:
        html = screens.saved_games(tr, listing)
        assert html.count('class="save broken"') == bad
        for sid, game in expected.items():
            if game is not None:
                assert f'data-save="{sid}" data-save-game="{game}"' in html


def test_entries_are_replayed_once_while_the_page_lives_and_at_every_boot(
    monkeypatch: Any,
) -> None:
    """The start screen replays each stored text once while the page lives (it is drawn
    again and again); a later boot (an empty memory) replays them all again: nothing a
    page can write to storage vouches for an entry (issue 35: a forged record of the
    entries found sound listed a tampered save as sound)."""
    storage._CHECKED.clear()  # a first boot (another test may have listed the same texts)
    host = FakeHost()
    for i, game_id in enumerate(GAMES):
        host.data[f"{PREFIX}g{i}"] = saved(game_id, 30, 2)
    host.data[f"{PREFIX}bad"] = json.dumps({"format": "potions-save", "version": 2})
    replays: list[int] = []
    real = storage.load_save

    def counted(*args: Any, **kwargs: Any) -> Any:
        replays.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(storage, "load_save", counted)
    first = Storage(host).listing()
    assert len(replays) == len(GAMES)
    replays.clear()
    assert Storage(host).listing() == first and replays == [], "drawn again: remembered"
    host.data[f"{PREFIX}g0"] = saved(next(iter(GAMES)), 7, 2)  # played on meanwhile
    Storage(host).listing()
    assert len(replays) == 1
    storage._CHECKED.clear()  # a new boot: nothing in memory
    replays.clear()
    again = Storage(host).listing()
    assert len(replays) == len(GAMES)
    assert sum(x.error is not None for x in again) == 1
