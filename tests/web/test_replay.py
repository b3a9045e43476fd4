"""Replays (issue 37): every saved game watched again from its saved row and its final
scores, each position drawn by the game's own page from the engine, read-only, the log
following; nothing stored changes; hidden things shown only to whom they may be; a
finished game shared as a link, a damaged or forged link refused with nothing stored."""

from __future__ import annotations

import json
import re
from itertools import pairwise

import pytest
from fake_host import FakeHost, keep_friends_room

from potions import choose_action, load_save, to_save
from potions.core.search import decision_seed
from tests.web.picture import picture
from web.shell.app import App
from web.shell.replay import board_of
from web.shell.replay_link import encode, link_save
from web.shell.storage import PREFIX

GAMES = ("explosion", "practice", "glastonbury", "dice")


def played(
    game: str, actions: int | None = None, seed: int = 4, **options: str
) -> tuple[FakeHost, App, list[tuple[list[str], int | None]]]:
    """A game of Ann (here) against an Easy computer, played by the shell for ``actions``
    actions (None: to its end); each position's board picture and who was to play."""
    host = FakeHost()
    app = App(host, automated=True)
    setup = {"new": game, "players": "Ann,Bob", "seed": str(seed), "ai": "human,easy"}
    app.route(setup | options)
    seen = []
    assert app.table is not None
    seen.append((picture(host.html), app.table.state.current_player))
    while not app.table.state.is_over and (actions is None or len(seen) <= actions):
        table = app.table
        app.playing.play(table, str(choose_action(table.state, "easy", decision_seed(table.state))))
        assert app.table is not None
        seen.append((picture(host.html), app.table.state.current_player))
    app.playing.store_now()
    return host, app, seen


def board(html: str) -> str:
    return html.split('<main id="board"', 1)[1].split("</main>", 1)[0]


@pytest.mark.parametrize("game", GAMES)
def test_each_position_is_drawn_as_the_game_showed_it(game: str) -> None:
    """Stepped through with Next, the replay's board after each action is the board the
    game showed then, wherever the game showed it read-only (the computer's turns): the
    same markup but the turn's panel and what makes it playable; at the person's turns the
    same position, read-only (never a ``data-action``)."""
    host, app, seen = played(game, 60)
    assert app.table is not None
    sid = app.table.sid
    app.route({"replay": sid})
    assert host.root["data-replay-at"] == "0"
    for k, (shown, to_play) in enumerate(seen):
        if k:
            app.select("replay next")
        assert host.root["data-replay-at"] == str(k)
        assert "data-action" not in board(host.html)
        if to_play != 0:
            assert picture(host.html) == shown, f"position {k}"


def test_watching_again_from_the_saved_games_and_the_final_scores_changes_nothing_stored() -> None:
    host, app, _seen = played("explosion")
    assert app.table is not None and app.table.state.is_over
    sid = app.table.sid
    assert f'data-select="watch {sid}"' in host.html  # the final scores' way to it
    app.select("menu")
    assert f'data-select="watch {sid}"' in host.html  # its saved row's

    def games() -> dict[str, str]:
        return {k: v for k, v in host.data.items() if k.startswith(PREFIX)}

    stored = games()
    saved = host.data[PREFIX + sid]
    app.select(f"watch {sid}")
    replay = app.watching.replay
    assert replay is not None and host.url == f"?replay={sid}"
    n = replay.told.count
    for word in ("next", "next", "back", "end", "start"):
        app.select(f"replay {word}")
    assert host.root["data-replay-at"] == "0"
    assert app.key("ArrowRight") and app.key("ArrowRight") and app.key("ArrowLeft")
    assert host.root["data-replay-at"] == "1"
    app.key("End")
    assert host.root["data-replay-at"] == str(n) and 'id="replay-final"' in host.html
    app.key("Home")
    app.slide("5")
    assert host.root["data-replay-at"] == str(replay.told.turns[5])
    app.select("replay-pace fast")
    app.select("replay play")
    assert 'data-replay="play"' in host.html and 'aria-pressed="true"' in host.html
    host.run_timers()
    assert host.root["data-replay-at"] == str(n) and host.waits[-1] == 300
    app.select("replay start")
    app.select(f"watch {sid}")
    assert app.watching.replay.pace == "fast", "the pace chosen is remembered"
    app.select("lang fr")
    assert "Rediffusion" in host.html and "Action suivante" in host.html  # drawn again, in French
    assert games() == stored and host.data[PREFIX + sid] == saved, "a replay never writes"
    app.select("menu")
    assert "data-replay-at" not in host.root


def test_the_log_follows_the_action_shown() -> None:
    host, app, _seen = played("dice", 30)
    assert app.table is not None
    whole = len(re.findall(r'<li id="log-\d+"', host.html))
    app.route({"replay": app.table.sid})
    assert len(re.findall(r'<li id="log-\d+"', host.html)) == 2  # its opening lines
    app.key("End")
    assert len(re.findall(r'<li id="log-\d+"', host.html)) == whole


def test_a_game_going_on_shows_only_what_the_seats_here_may_see() -> None:
    host, app, _seen = played("practice", 40)
    assert app.table is not None and not app.table.state.is_over
    app.route({"replay": app.table.sid})
    watching = app.watching
    assert watching.replay is not None
    app.select("replay-eyes 1")  # the computer's hand: refused
    assert watching.replay.eyes == "here"
    for k in range(watching.replay.told.count + 1):
        watching.to(k)
        view = board_of(app.tr, watching.replay).view
        assert view["state"]["players"][1]["hand"] is None, k
    assert 'data-eyes="1"' not in host.html


def test_a_finished_game_shows_every_seat_and_one_seats_eyes() -> None:
    host, app, _seen = played("practice")
    assert app.table is not None and app.table.state.is_over
    app.route({"replay": app.table.sid})
    watching = app.watching
    assert watching.replay is not None and watching.replay.eyes == "all"
    for k in range(watching.replay.told.count):
        watching.to(k)
        view = board_of(app.tr, watching.replay).view
        hands = [p["hand"] for p in view["state"]["players"]]
        assert view["seat"] is None and None not in hands, "every hand at once"
        for card in (c for hand in hands for c in hand):
            assert f'data-card="{card}"' in host.html, "drawn face up"
    app.select("replay-eyes 1")
    assert 'data-eyes="1"' in host.html
    for k in range(watching.replay.told.count):
        watching.to(k)
        view = board_of(app.tr, watching.replay).view
        assert view["seat"] == 1 and view["state"]["players"][0]["hand"] is None


def test_an_unknown_or_damaged_save_is_not_watched() -> None:
    host = FakeHost()
    app = App(host)
    app.route({"replay": "nothing"})
    assert app.watching.replay is None and "cannot be watched" in host.html
    host.data[PREFIX + "bad"] = '{"format":"potions-save"'
    app.route({"replay": "bad"})
    assert app.watching.replay is None and "cannot be watched" in host.html


def shared(game: str = "glastonbury") -> str:
    _host, app, _seen = played(game)
    assert app.table is not None
    return encode(link_save(app.table.state, app.table.codes))


def test_a_shared_link_opens_as_a_replay_and_can_be_kept() -> None:
    fragment = shared()
    host = FakeHost()
    app = App(host)
    app.route({"#": "replay=" + fragment})
    replay = app.watching.replay
    assert replay is not None and replay.told.sid is None and replay.told.over
    assert host.data == {} or all(not k.startswith(PREFIX) for k in host.data)
    assert 'data-select="replay-keep"' in host.html
    app.select("replay-keep")
    kept = [k for k in host.data if k.startswith(PREFIX)]
    assert len(kept) == 1 and "kept in your saved games" in host.html
    state = load_save(json.loads(host.data[kept[0]]))
    assert state.is_over and state.history == list(replay.told.actions)
    app.select("menu")
    assert f'data-select="watch {kept[0][len(PREFIX) :]}"' in host.html


def flip(text: str, at: int) -> str:
    return text[:at] + ("A" if text[at] != "A" else "B") + text[at + 1 :]


def test_a_damaged_or_forged_link_says_so_and_stores_nothing() -> None:
    fragment = shared("dice")
    forged = link_save_forged()
    bad = [
        fragment[: len(fragment) // 2],  # cut
        flip(fragment, len(fragment) // 2),  # a character changed
        "!!!not base64!!!",
        encode({"format": "something else"}),
        forged,  # an illegal move
        unfinished(),  # a game not over
    ]
    for text in bad:
        host = FakeHost()
        app = App(host)
        app.route({"#": "replay=" + text})
        assert app.watching.replay is None, text
        assert "This link cannot be opened" in host.html, text
        assert not any(k.startswith(PREFIX) for k in host.data), text


def link_save_forged() -> str:
    _host, app, _seen = played("explosion")
    assert app.table is not None
    save = link_save(app.table.state, app.table.codes)
    save["actions"][3] = "pick 9 9"
    save.pop("digest")
    save.pop("count")
    return encode(save)


def unfinished() -> str:
    _host, app, _seen = played("practice", 10)
    assert app.table is not None
    return encode(link_save(app.table.state, app.table.codes))


def test_a_finished_game_is_shared_as_a_link_that_opens_elsewhere() -> None:
    host, app, _seen = played("practice")
    assert app.table is not None
    actions = list(app.table.state.history)
    app.route({"replay": app.table.sid})
    app.select("replay-share")
    link = host.copied
    assert link.startswith("http://127.0.0.1:8000/#replay=") and 'id="replay-link"' in host.html
    other = FakeHost()
    elsewhere = App(other)
    elsewhere.route({"#": link.split("#", 1)[1]})
    replay = elsewhere.watching.replay
    assert replay is not None and list(replay.told.actions) == actions
    assert replay.told.seats == ("human", "easy")


def test_a_game_going_on_is_not_shared() -> None:
    host, app, _seen = played("dice", 20)
    assert app.table is not None
    app.route({"replay": app.table.sid})
    assert 'data-select="replay-share"' not in host.html
    app.select("replay-share")
    assert host.copied == "" and host.shared == ""


def test_the_first_script_knows_a_shared_link_for_a_link() -> None:
    """A shared game's page shows the loading screen, not the start screen drawn ahead
    (which the shell would take over without reading the link)."""
    from pathlib import Path

    from web.shell.replay_link import FRAGMENT

    first = (Path(__file__).parents[2] / "web/shell/first.js").read_text()
    assert f'location.hash.startsWith("#{FRAGMENT}")' in first


def marked(html: str) -> list[str]:
    """The text of the log's lines marked as the action shown."""
    log = html.split('<ol id="log">', 1)[1]
    found = re.findall(r'<(li|summary)[^>]* aria-current="step">(.*?)</\1>', log, re.S)
    return [re.sub(r"<[^>]+>|\(you\) ", "", text) for _tag, text in found]


def words(text: str) -> str:
    return " ".join(re.findall(r"\w+", text))


@pytest.mark.parametrize("game", GAMES)
def test_the_log_marks_the_lines_of_the_action_shown(game: str) -> None:
    """Each step marks the log's lines of the action shown, and only them."""
    host, app, _seen = played(game, 12)
    assert app.table is not None
    app.route({"replay": app.table.sid})
    replay = app.watching.replay
    assert replay is not None
    told = replay.told
    for k in range(1, told.count + 1):
        app.select("replay next")
        lines = [m for _s, m in told.log[told.ends[k - 1] : told.ends[k]]]
        said = [app.tr.render(m) for m in lines if m.context != "headline"]
        shown = marked(host.html)
        # (a game of memory going on shows only its latest turns: the action's last lines)
        assert bool(shown) == bool(said) and len(shown) <= len(said), k
        for line, text in zip(shown, said[len(said) - len(shown) :], strict=True):
            assert words(text) in words(line), k


@pytest.mark.parametrize("game", GAMES)
def test_the_slider_stops_at_each_turn_and_next_steps_one_action(game: str) -> None:
    """The slider has one stop per turn (a run of one player's actions, as the log groups
    them): it goes to the end of that turn; back and next still step one action, and
    ``data-replay-at`` is the number of actions shown."""
    host, app, _seen = played(game, 40)
    assert app.table is not None
    app.route({"replay": app.table.sid})
    replay = app.watching.replay
    assert replay is not None
    told = replay.told
    stops = told.turns
    assert stops[0] == 0 and stops[-1] == told.count and list(stops) == sorted(set(stops))
    if game in ("explosion", "dice"):
        assert len(stops) < told.count, "some turn has several actions"
    for a, b in pairwise(stops):
        actors = {told.states[k].current_player for k in range(a, b)}
        assert len(actors) == 1, (a, b)
        if b < told.count:
            assert told.states[b].current_player not in actors, "a stop is where the turn ends"
    assert f'max="{len(stops) - 1}"' in host.html
    app.slide("3")
    assert host.root["data-replay-at"] == str(stops[3])
    assert 'id="replay-slider"' in host.html and 'value="3"' in host.html
    app.select("replay next")
    assert host.root["data-replay-at"] == str(stops[3] + 1)
    app.select("replay back")
    app.select("replay back")
    assert host.root["data-replay-at"] == str(stops[3] - 1)
    assert re.search(r'id="replay-slider"[^>]* value="2"', host.html), "within the third turn"


def test_a_friends_finished_game_is_watched_again_and_one_going_on_is_not() -> None:
    """A friend's room this device joined: once over, this device holds its whole game (what
    its export downloads) and watches it again from the saved games, every seat's secrets
    shown; while it goes on, it holds only its seat's views, and is not watched."""
    _host, played_app, _seen = played("practice")
    assert played_app.table is not None and played_app.table.state.is_over
    save = to_save(played_app.table.state, meta={"seats": ["human", "online"]})
    host = FakeHost()
    app = App(host)
    keep_friends_room(host, "r" * 22, "practice", save)
    keep_friends_room(host, "s" * 22, "practice", None)
    app.select("menu")
    assert f'data-select="watch guest%3A{"r" * 22}"' in host.html
    assert f"watch guest%3A{'s' * 22}" not in host.html, "a game going on is not offered"
    stored = dict(host.data)
    app.select(f"watch guest%3A{'r' * 22}")
    replay = app.watching.replay
    assert replay is not None and replay.told.count == len(save["actions"])  # type: ignore[arg-type]
    assert host.url == f"?replay=guest:{'r' * 22}" and replay.eyes == "all"
    app.select("replay end")
    assert 'id="replay-final"' in host.html and 'data-select="replay-keep"' not in host.html
    assert host.data == stored, "a replay never writes"
    app.route({"replay": "guest:" + "s" * 22})
    assert app.watching.replay is None and "cannot be watched" in host.html


def test_a_finished_glastonbury_shows_every_recipe_and_cauldron() -> None:
    """Everything at once in Glastonbury: every seat's Recipe cards and every cauldron,
    drawn by its own page; as one seat saw it, only that seat's."""
    host, app, _seen = played("glastonbury", recipes="1")
    assert app.table is not None and app.table.state.is_over
    app.route({"replay": app.table.sid})
    app.select("replay next")
    assert host.html.count("Recipe cards of") == 2
    app.key("End")
    assert host.html.count('class="peek-cards opened"') == 2
    app.select("replay-eyes 0")
    app.select("replay start")
    app.select("replay next")
    assert "Recipe cards of" not in host.html and "peek-cards opened" not in host.html
