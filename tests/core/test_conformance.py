"""The conformance suite: every game in ``potions.GAMES`` against the state protocol.

Like OpenSpiel's random simulation test: random legal play to the end for every player
count; the same seed and actions give the same game; JSON and save round trips; every
refused action leaves ``to_dict()`` unchanged and the history untouched; ``legal_actions()``
non-empty until the end; views hide what they must; computers decide from the view alone.
A new game gets all of it by registering.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from potions import (
    GAMES,
    GameState,
    IllegalActionError,
    SetupError,
    StateError,
    choose_action,
    load_save,
    new_game,
    state_from_dict,
    to_save,
)
from potions.core.actions import Action
from potions.core.play import MAX_ACTIONS, names
from potions.core.rng import Pcg32

SEEDS = (1, 2)
CASES = [
    (game_id, players, seed)
    for game_id, info in GAMES.items()
    for players in range(info.min_players, info.max_players + 1)
    for seed in SEEDS
]
IDS = [f"{g}-{p}p-seed{s}" for g, p, s in CASES]


def walk(game_id: str, players: int, seed: int) -> Iterator[GameState]:
    """A random legal game, yielding the state before every action and at the end; the
    game's declared check (``validate``: history grammar and invariants) holds at each."""
    state = new_game(game_id, names(players), seed)
    chooser = Pcg32.from_seed(seed * 7 + players)
    for _ in range(MAX_ACTIONS):
        state.validate()
        yield state
        if state.is_over:
            return
        legal = state.legal_actions()
        assert legal, "legal_actions() is empty before the end"
        state.apply(legal[chooser.below(len(legal))])
    raise AssertionError("the game did not end")


def samples(game_id: str, players: int, seed: int, every: int = 23) -> list[GameState]:
    """Copies of positions along a random game (every ``every``-th, and the end)."""
    out = []
    for i, state in enumerate(walk(game_id, players, seed)):
        if i % every == 0 or state.is_over:
            out.append(state.copy())
    return out


def test_games_are_described() -> None:
    assert "explosion" in GAMES
    for game_id, info in GAMES.items():
        assert info.id == game_id
        assert 1 <= info.min_players <= info.max_players
        assert info.levels, "every game has computer opponents"
        assert info.title and str(info.tagline)
        module = info.engine()
        assert hasattr(module, "new_game") and hasattr(module, "Game")
        assert hasattr(info.ai(), "choose_action")


@pytest.mark.parametrize("game_id,players,seed", CASES, ids=IDS)
def test_random_game_to_the_end(game_id: str, players: int, seed: int) -> None:
    for state in walk(game_id, players, seed):
        assert isinstance(state, GameState)
        assert state.game_id == game_id
        assert len(state.scores()) == players
        if state.is_over:
            assert state.current_player is None
            assert state.legal_actions() == []
            winners = state.winners()
            assert winners and all(0 <= w < players for w in winners)
            assert len(set(winners)) == len(winners)
        else:
            assert state.current_player in range(players)
            assert state.winners() == []
    assert state.history and all(isinstance(text, str) for text in state.history)


@pytest.mark.parametrize("game_id,players,seed", CASES, ids=IDS)
def test_same_seed_and_actions_same_game(game_id: str, players: int, seed: int) -> None:
    *_, end = walk(game_id, players, seed)
    replay = new_game(game_id, names(players), seed)
    for text in end.history:
        replay.apply(text)
    assert replay.to_dict() == end.to_dict()
    *_, again = walk(game_id, players, seed)
    assert again.to_dict() == end.to_dict()


@pytest.mark.parametrize("game_id,players,seed", CASES, ids=IDS)
def test_json_and_save_round_trips(game_id: str, players: int, seed: int) -> None:
    for state in samples(game_id, players, seed):
        data = json.loads(json.dumps(state.to_dict()))
        assert data == state.to_dict(), "to_dict() must be plain JSON"
        again = state_from_dict(data)
        assert again.to_dict() == state.to_dict()
        assert [str(a) for a in again.legal_actions()] == [str(a) for a in state.legal_actions()]
        loaded = load_save(json.loads(json.dumps(to_save(state))))
        assert loaded.to_dict() == state.to_dict()
        copy = state.copy()
        assert copy.to_dict() == state.to_dict()
        if not state.is_over:
            copy.apply(copy.legal_actions()[-1])
            assert again.to_dict() == state.to_dict(), "a copy must be independent"


def _spellings(text: str) -> set[str]:
    """Other ways of writing an action: capitals, padding, zeros, other spaces."""
    words = text.split(" ")
    zeros = " ".join("0" + w if w.isdigit() else w for w in words)
    return {
        text.upper(),
        text.capitalize(),
        f" {text}",
        f"{text} ",
        f"{text}\n",
        text.replace(" ", "  "),
        text.replace(" ", "\u00a0"),
        text.replace(" ", "\t"),
        zeros,
    } - {text}


@pytest.mark.parametrize("game_id,players,seed", CASES, ids=IDS)
def test_canonical_action_strings(game_id: str, players: int, seed: int) -> None:
    """Every legal action's string reads back as the action, and no other spelling of it
    is read: a save or a link means exactly one thing."""
    for state in samples(game_id, players, seed, every=5):
        for a in state.legal_actions():
            assert type(a).parse(str(a)) == a
            assert str(type(a).parse(str(a))) == str(a)
            for other in _spellings(str(a)):
                with pytest.raises(IllegalActionError) as err:
                    type(a).parse(other)
                assert err.value.code == "malformed", other


def _nested(levels: int) -> object:
    value: object = "end"
    for _ in range(levels):
        value = [value]
    return value


DEEP = _nested(100_000)
"""A list nested 100,000 levels (quoting it in a message with ``repr`` would recurse)."""


def _junk(state: GameState, seen: list[Action]) -> list[object]:
    legal = state.legal_actions()
    cls = type(legal[0]) if legal else type(seen[0])
    out: list[object] = ["", "   ", "jump", "pick -1", "9" * 60, "draft x", None, 42, ["end"]]
    out += [DEEP, 10**5000]
    out += [str(a) for a in seen if a not in legal]
    out += [a for a in seen if a not in legal][:40]
    for a in seen[:30]:
        if a.args:
            out.append(cls(a.verb, *[str(x) if isinstance(x, int) else 7 for x in a.args]))
    return out


@pytest.mark.parametrize("game_id,players,seed", CASES, ids=IDS)
def test_refused_actions_leave_no_trace(game_id: str, players: int, seed: int) -> None:
    seen: list[Action] = []
    for state in walk(game_id, players, seed):
        seen.extend(a for a in state.legal_actions() if a not in seen[-200:])
    for state in samples(game_id, players, seed):
        before = json.dumps(state.to_dict())
        legal = set(state.legal_actions())
        for junk in _junk(state, seen):
            if isinstance(junk, Action) and junk in legal:
                continue
            if isinstance(junk, str) and junk in {str(a) for a in legal}:
                continue
            with pytest.raises(IllegalActionError) as err:
                state.apply(junk)  # type: ignore[arg-type]
            assert err.value.code and str(err.value)
            assert json.dumps(state.to_dict()) == before, f"{junk!r} left a trace"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_from_dict_refuses_impossible_states(game_id: str) -> None:
    state = samples(game_id, GAMES[game_id].min_players, 3)[-1]
    good = state.to_dict()
    for damage in (
        lambda d: d.update(game="other"),
        lambda d: d.update(version=999),
        lambda d: d.pop("state"),
        lambda d: d["state"].update(history="end"),
        lambda d: d["config"].update(players=["Solo"]),
        lambda d: d["config"].update(seed="x"),
        lambda d: d.update(state=[]),
        lambda d: d["state"]["history"].append("nonsense 1"),
        lambda d: d["state"]["history"].__setitem__(0, d["state"]["history"][0].upper()),
        lambda d: d["state"]["history"].__setitem__(0, " " + d["state"]["history"][0]),
    ):
        data = json.loads(json.dumps(good))
        damage(data)
        with pytest.raises(StateError):
            state_from_dict(data)
    with pytest.raises(StateError):
        state_from_dict([good])


def _hidden_worlds(state: GameState, seat: int | None) -> list[GameState]:
    view = state.view(seat)
    return [type(state).from_view(view, Pcg32.from_seed(k)) for k in range(3)]


@pytest.mark.parametrize("game_id,players,seed", CASES, ids=IDS)
def test_views_hide_what_they_must(game_id: str, players: int, seed: int) -> None:
    """States rebuilt from a view with different hidden parts show the same view: so the
    view cannot contain the hidden parts. And the hidden parts do differ somewhere."""
    differs = False
    for state in samples(game_id, players, seed):
        for seat in [None, *range(players)]:
            view = state.view(seat)
            assert json.loads(json.dumps(view)) == view, "a view is plain JSON"
            assert "seed" not in view.get("config", {}), "seed and log would replay every draw"
            for world in _hidden_worlds(state, seat):
                assert world.view(seat) == view
                differs |= world.to_dict()["state"] != state.to_dict()["state"]
    assert differs, "from_view must draw the hidden parts, not copy them"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_computers_decide_from_the_view_alone(game_id: str) -> None:
    """Two states with the same view of the seat to play give the same decision: every
    level, and every benchmark opponent of the tournaments (fewer positions: they think
    longer)."""
    info = GAMES[game_id]
    benchmarks = tuple(getattr(info.ai(), "BENCHMARKS", ()))
    for n, state in enumerate(samples(game_id, info.min_players, 5, every=31)[:-1]):
        seat = state.current_player
        assert seat is not None
        twin = type(state).from_view(state.view(seat), Pcg32.from_seed(99))
        assert twin.view(seat) == state.view(seat)
        for level in info.levels + (benchmarks if n < 2 else ()):
            decide = info.ai().choose_action if level in benchmarks else choose_action
            for k in range(1 if level in benchmarks else 2):
                mine = decide(state, level, k)
                assert mine in state.legal_actions()
                assert decide(twin, level, k) == mine


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_seat_can_play_from_its_view_alone(game_id: str) -> None:
    """What a friend on another device holds is the view of their seat: a state rebuilt
    from it offers exactly the legal actions of the real one, and an action that reveals
    nothing leads to the same view there as in the real game (so a device may show it at
    once, before the host answers)."""
    info = GAMES[game_id]
    quiet = 0
    for state in samples(game_id, info.max_players, 4, every=3):
        seat = state.current_player
        if seat is None:
            continue
        twin = type(state).from_view(state.view(seat), Pcg32.from_seed(5))
        legal = [str(a) for a in state.legal_actions()]
        assert [str(a) for a in twin.legal_actions()] == legal
        for action in legal[:: max(1, len(legal) // 4)]:
            real = state.copy()
            real.apply(action)
            if real.revealed:
                continue
            there = twin.copy()
            there.apply(action)
            assert not there.revealed
            assert there.view(seat) == real.view(seat), action
            quiet += 1
    assert quiet > 0


def _paths(value: object, path: tuple[object, ...] = ()) -> Iterator[tuple[object, ...]]:
    """Paths into ``value``: every key, the first two items of every list, 4 levels deep."""
    yield path
    if len(path) >= 4:
        return
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:2]):
            yield from _paths(v, (*path, i))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_from_dict_refuses_deep_values_anywhere_with_state_errors(game_id: str) -> None:
    """A value nested 100,000 levels anywhere in the data (Python objects, as a program may
    pass): StateError, never RecursionError (``str`` or ``repr`` of it in a message)."""
    deep = DEEP
    good = samples(game_id, GAMES[game_id].min_players, 4, every=40)[1].to_dict()
    for path in _paths(good):
        data: object = deep
        if path:
            data = json.loads(json.dumps(good))
            where = data
            for k in path[:-1]:
                where = where[k]  # type: ignore[index]
            where[path[-1]] = deep  # type: ignore[index]
        with pytest.raises(StateError):
            state_from_dict(data)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_one_name_rule_for_every_game(game_id: str) -> None:
    """Every game cleans names the same way (potions.core.players.clean_name): controls
    and bidirectional overrides such as U+202E removed, spaces collapsed, so that no name
    reverses the text around it in any game's page."""
    info = GAMES[game_id]
    players = ["\u202eAnn\u202c", "  Bob\u0000  Lee ", *names(info.min_players)[2:]]
    state = new_game(game_id, players, 1)
    assert list(state.config["players"][:2]) == ["Ann", "Bob Lee"]
    assert state_from_dict(state.to_dict()).to_dict() == state.to_dict()
    for bad in (["\u202e", "Bob"], ["A" * 25, "Bob"]):
        with pytest.raises(SetupError) as err:
            new_game(game_id, [*bad, *names(info.min_players)[2:]], 1)
        assert err.value.code == "player_name"
