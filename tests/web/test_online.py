"""Play with friends on their own devices, in CPython: shells on one in-memory network
(:class:`fake_host.FakeNet`), each with its own storage. The host decides; each device
sees its seat's view only; what another device sends is refused unless it is its seat's
legal action now."""

from __future__ import annotations

import html
import json
import random
import re
from typing import Any

import pytest
from fake_host import FakeHost, FakeNet

from potions import new_game
from web.games import playable
from web.shell.app import App
from web.shell.storage import GUEST_PREFIX, PREFIX

ACTION = re.compile(r'data-action="([^"]+)"')


def device(net: FakeNet, data: dict[str, str] | None = None) -> App:
    host = FakeHost()
    host.net = net
    if data is not None:
        host.data = data
    return App(host)


def settle(net: FakeNet, *apps: App) -> None:
    """Deliver every message and run every timer until nothing moves any more."""
    for _ in range(200):
        net.run()
        busy = False
        for app in apps:
            host: FakeHost = app.host  # type: ignore[assignment]
            host.clock += 400  # time passes as a person plays
            if host.timers:
                busy = True
                host.run_timers(50)
        if not busy and not net.queue:
            return


def invitation_params(app: App) -> dict[str, str]:
    """The query and fragment of the invitation the host's lobby shows."""
    page: str = app.host.html  # type: ignore[attr-defined]
    link = html.unescape(re.search(r'id="invite-link" readonly value="([^"]+)"', page)[1])  # type: ignore[index]
    query, _, fragment = link.split("?", 1)[1].partition("#")
    params = dict(p.split("=", 1) for p in query.split("&"))
    params["#"] = fragment
    return params


def hosted(game: str, seats: list[str], net: FakeNet, names: list[str] | None = None) -> App:
    """A host that set up ``game`` with these seats ("online": a friend's)."""
    host = device(net)
    host.home(picked=game)
    names = names or ["Ann", "", "Cy", "Di"][: len(seats)]
    host.submit({"game": [game], "player": names, "seat": seats, "seed": ["11"]})
    settle(net, host)
    assert host.table is not None and host.table.room is not None
    return host


def joined(host: App, net: FakeNet, name: str = "Bob", seat: int | None = 1) -> App:
    guest = device(net)
    guest.route(invitation_params(host))
    settle(net, host, guest)
    page: str = guest.host.html  # type: ignore[attr-defined]
    assert 'data-lobby="guest"' in page
    if seat is None:
        guest.select("room-watch")
    else:
        guest.submit({"form": ["room-sit"], "seat": [str(seat)], "name": [name]})
    settle(net, host, guest)
    return guest


def started(game: str) -> tuple[FakeNet, App, App]:
    """A host and a friend at two seats of ``game``, the game started and every message handled."""
    net = FakeNet()
    host = hosted(game, ["human", "online"], net)
    guest = joined(host, net)
    host.select("room-start")
    settle(net, host, guest)
    return net, host, guest


def test_a_friend_joins_by_link_takes_a_seat_and_the_host_starts() -> None:
    net = FakeNet()
    host = hosted("explosion", ["human", "online", "easy"], net)
    page: str = host.host.html  # type: ignore[attr-defined]
    assert 'data-lobby="host"' in page and 'class="qr"' in page
    assert 'data-select="room-copy"' in page and 'data-select="room-share"' not in page
    host.select("room-copy")
    assert host.host.copied.startswith("http://127.0.0.1:8000/?join=")  # type: ignore[attr-defined]
    assert "copied" in host.host.html  # type: ignore[attr-defined]
    assert 'data-select="room-start"' in page and "disabled" in page.split("room-start")[1][:40]
    guest = joined(host, net)
    assert host.table is not None and host.table.names == ["Ann", "Bob", "Cy"]
    assert host.table.state.history == []
    host.select("room-start")
    settle(net, host, guest)
    assert guest.table is not None
    assert guest.table.state.view(1) == host.table.state.view(1)
    assert "data-action" in guest.host.html or host.table.state.current_player != 1  # type: ignore[attr-defined]
    # the host keeps it like any other game, marked online
    stored = json.loads(host.host.data[PREFIX + host.table.sid])  # type: ignore[attr-defined]
    assert stored["meta"]["online"]["started"] is True
    assert stored["meta"]["online"]["guests"][0]["name"] == "Bob"


def play_out(net: FakeNet, host: App, guests: dict[int, App], limit: int = 3000) -> int:
    """Click random legal actions on whichever device's seat is to play, to the end."""
    rng = random.Random(3)
    clicks = 0
    for _ in range(limit):
        settle(net, host, *guests.values())
        table = host.table
        assert table is not None
        if table.state.is_over:
            return clicks
        seat = table.state.current_player
        assert seat is not None
        if table.seats[seat].kind == "computer":
            continue
        app = guests.get(seat, host)
        page: str = app.host.html  # type: ignore[attr-defined]
        if 'data-select="ready"' in page:
            app.select("ready")
            continue
        actions = [html.unescape(a) for a in ACTION.findall(page)]
        assert actions, f"seat {seat} has nothing to click on its device"
        app.click(action=rng.choice(actions))
        clicks += 1
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", [info.id for info in playable()])
def test_a_whole_game_between_two_devices_and_a_computer(game: str) -> None:
    net = FakeNet()
    host = hosted(game, ["human", "online", "easy"], net)
    guest = joined(host, net)
    host.select("room-start")
    clicks = play_out(net, host, {1: guest})
    settle(net, host, guest)
    assert clicks > 5
    assert host.table is not None and guest.table is not None
    assert guest.table.state.is_over
    assert guest.table.state.view(1) == host.table.state.view(1)
    assert 'id="final"' in guest.host.html  # type: ignore[attr-defined]
    kept = json.loads(guest.host.data[GUEST_PREFIX + host.table.room.id])  # type: ignore[union-attr, attr-defined]
    assert kept["save"]["actions"] == host.table.state.history, "the guest can export it"


def guest_of(app: App) -> Any:
    """This device's place in a friend's room (online play's kind of seat), if any."""
    kind = app.kinds.get("online")
    return None if kind is None else kind.guest  # type: ignore[attr-defined]


def hosting_of(app: App) -> Any:
    """The room the game on screen opened on this device, if any."""
    kind = app.kinds.get("online")
    return None if kind is None else kind.hosting()  # type: ignore[attr-defined]


def forged(net: FakeNet, guest: App, text: str) -> None:
    """Send ``text`` to the host from the guest's device, as a hostile page would."""
    g = guest_of(guest)
    assert g is not None
    guest.host.room_send(g.host_peer, text)  # type: ignore[attr-defined]


def test_what_a_friend_sends_is_refused_unless_it_is_its_turn_and_legal() -> None:
    net, host, guest = started("dice")
    table = host.table
    assert table is not None
    before = json.dumps(table.state.to_dict())
    n = len(table.state.history)
    seat = table.state.current_player
    mine = str(table.state.legal_actions()[0])
    for text in (
        json.dumps({"t": "act", "action": mine, "n": n}),  # maybe not its turn
        json.dumps({"t": "act", "action": "end", "n": n + 5}),  # an older or newer game
        json.dumps({"t": "act", "action": "x" * 5000, "n": n}),  # huge
        json.dumps({"t": "act", "action": "roll 9 9", "n": n}),  # malformed
        "{not json",
        json.dumps({"t": "act"}),
        json.dumps({"t": "nonsense", "x": 1}),
        json.dumps([1, 2, 3]),
        "[" * 5000,
    ):
        if seat == 1 and '"action": "' + mine in text:
            continue  # the one legal action of its own turn
        forged(net, guest, text)
        settle(net, host, guest)
        assert host.table is not None
        assert json.dumps(host.table.state.to_dict()) == before, text[:60]
    refused = [t for _f, to, t in net.sent if '"t":"refused"' in t]
    assert refused, "the friend is told why"


def test_a_friend_cannot_play_another_seat_or_out_of_turn() -> None:
    net, host, guest = started("explosion")
    table = host.table
    assert table is not None
    # play until it is the host's turn, then the guest tries to play for the host
    for _ in range(50):
        if table.state.current_player == 0:
            break
        page: str = guest.host.html  # type: ignore[attr-defined]
        guest.click(action=html.unescape(ACTION.findall(page)[0]))
        settle(net, host, guest)
        table = host.table
        assert table is not None
    assert table.state.current_player == 0
    before = json.dumps(table.state.to_dict())
    action = str(table.state.legal_actions()[0])
    forged(net, guest, json.dumps({"t": "act", "action": action, "n": len(table.state.history)}))
    settle(net, host, guest)
    assert host.table is not None and json.dumps(host.table.state.to_dict()) == before
    # a third device that never took a seat cannot play either
    spy = joined(host, net, seat=None)
    g = guest_of(spy)
    assert g is not None
    spy.host.room_send(  # type: ignore[attr-defined]
        g.host_peer, json.dumps({"t": "act", "action": action, "n": len(table.state.history)})
    )
    settle(net, host, guest, spy)
    assert json.dumps(host.table.state.to_dict()) == before


def test_a_friend_who_reloads_gets_its_seat_back() -> None:
    net, host, guest = started("explosion")
    assert guest_of(guest) is not None
    rid = guest_of(guest).room.id
    guest.leave()  # the tab closes
    settle(net, host, guest)
    again = device(net, guest.host.data)  # type: ignore[attr-defined]
    again.route({"guest": rid})
    settle(net, host, again)
    assert again.table is not None and guest_of(again) is not None and guest_of(again).seat == 1
    assert host.table is not None
    assert again.table.state.view(1) == host.table.state.view(1)


def test_the_host_reloads_and_friends_come_back_by_themselves() -> None:
    net, host, guest = started("dice")
    assert host.table is not None
    sid = host.table.sid
    host.leave()  # the host's tab closes
    settle(net, host, guest)
    assert guest_of(guest) is not None and guest_of(guest).status == "waiting"
    assert "waits for them" in guest.host.html  # type: ignore[attr-defined]
    back = device(net, host.host.data)  # type: ignore[attr-defined]
    back.route({"game": sid})
    settle(net, back, guest)
    assert guest_of(guest).status == "open"
    assert back.table is not None and guest.table is not None
    assert guest.table.state.view(1) == back.table.state.view(1)
    assert hosting_of(back) is not None and hosting_of(back).connected(1)


def test_a_spectator_sees_the_game_with_no_secret() -> None:
    net = FakeNet()
    host = hosted("practice", ["human", "online"], net)
    guest = joined(host, net)
    watcher = joined(host, net, seat=None)
    host.select("room-start")
    settle(net, host, guest, watcher)
    assert watcher.table is not None and host.table is not None
    assert watcher.table.state.view(None) == host.table.state.view(None)


def test_an_empty_or_abandoned_seat_can_be_given_to_a_computer() -> None:
    net = FakeNet()
    host = hosted("explosion", ["human", "online", "online"], net)
    guest = joined(host, net)
    host.select("room-give 2 easy")
    settle(net, host, guest)
    assert host.table is not None and host.table.codes == ["human", "online", "easy"]
    host.select("room-start")
    settle(net, host, guest)
    assert host.table.room is not None and host.table.room.started
    guest.leave()  # the friend is gone for good
    settle(net, host)
    host.select("room-give 1 hard")
    assert host.table is not None and host.table.codes == ["human", "hard", "easy"]
    play_out(net, host, {})
    assert host.table is not None and host.table.state.is_over


def secrets_of(state: Any, seat: int) -> list[object]:
    """What ``seat`` holds that no other seat may see: Practice's hand, Glastonbury's
    recipes."""
    player = state.to_dict()["state"]["players"][seat]
    return list(player.get("hand") or player.get("recipes") or [])


CARD_KEYS = ("card", "cards", "into", "kept", "recipe", "recipes")


def named(value: object) -> list[object]:
    """The cards or recipes an event names."""
    if isinstance(value, list):
        return [x for v in value for x in named(v)]
    return [value]


@pytest.mark.parametrize("game", ["practice", "glastonbury"])
def test_no_message_to_a_friend_holds_another_seats_secret(game: str) -> None:
    """Every message the host sent the friend's device, checked as it was sent: its view
    is exactly the view of the friend's seat, and neither the move's events and actions nor
    the log name another seat's secret (Practice's hand, Glastonbury's recipes)."""
    net = FakeNet()
    options = {"recipes": ["on"]} if game == "glastonbury" else {}
    host = device(net)
    host.home(picked=game)
    host.submit(
        {"game": [game], "player": ["Ann", ""], "seat": ["human", "online"], "seed": ["5"]}
        | options
    )
    settle(net, host)
    guest = joined(host, net)
    fake: FakeHost = host.host  # type: ignore[assignment]
    checked: list[str] = []
    send = fake.room_send

    def watched(peer: str | None, text: str) -> None:
        table = host.table
        assert table is not None
        data = json.loads(text)
        others = [s for s in range(len(table.seats)) if s != 1 and not table.state.is_over]
        hidden = [x for s in others for x in secrets_of(table.state, s)]  # told at the end
        if data["t"] == "play":
            assert data["seat"] == 1
            assert data["view"] == table.state.view(1)
            for event in data["events"]:
                for key in CARD_KEYS:
                    if key in event and event.get("seat") != 1:
                        assert not set(named(event[key])) & set(hidden), (event, hidden)
            for line in data["log"]:
                for word in hidden:
                    if isinstance(word, str):
                        assert word not in json.dumps(line)
        for word in hidden:
            if isinstance(word, str):
                where = text.find(f'"{word}"')
                assert where < 0, (word, text[max(0, where - 300) : where + 40])
        seed = table.state.config["seed"]
        if not table.state.is_over:  # (the whole game is given at its end, seed and all)
            assert not re.search(rf'"seed":\s*{seed}\b', text), "the seed replays every draw"
        checked.append(data["t"])
        send(peer, text)

    fake.room_send = watched  # type: ignore[method-assign]
    host.select("room-start")
    rng = random.Random(game)
    for _ in range(400):
        settle(net, host, guest)
        table = host.table
        assert table is not None
        if table.state.is_over:
            break
        app = guest if table.state.current_player == 1 else host
        page: str = app.host.html  # type: ignore[attr-defined]
        actions = [html.unescape(a) for a in ACTION.findall(page)]
        app.click(action=rng.choice(actions))
    assert checked.count("play") > 20


def test_a_game_played_online_has_no_undo() -> None:
    net, host, guest = started("explosion")
    for _ in range(30):
        for app in (host, guest):
            assert "data-undo" not in app.host.html  # type: ignore[attr-defined]
        table = host.table
        assert table is not None
        app = guest if table.state.current_player == 1 else host
        app.click(action=html.unescape(ACTION.findall(app.host.html)[0]))  # type: ignore[attr-defined]
        settle(net, host, guest)


def test_chat_is_text() -> None:
    net = FakeNet()
    host = hosted("explosion", ["human", "online"], net)
    guest = joined(host, net)
    guest.submit({"form": ["chat"], "text": ["<b>hi</b> \u202eevil"]})
    settle(net, host, guest)
    page: str = host.host.html  # type: ignore[attr-defined]
    assert "&lt;b&gt;hi&lt;/b&gt;" in page and "<b>hi</b>" not in page
    host.submit({"form": ["chat"], "text": ["welcome"]})
    settle(net, host, guest)
    assert "welcome" in guest.host.html  # type: ignore[attr-defined]


def test_a_local_game_never_loads_the_online_code(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    for name in [m for m in sys.modules if m.startswith("web.online.") and m != "web.shell.room"]:
        monkeypatch.delitem(sys.modules, name)  # (put back after the test)
    app = App(FakeHost())
    app.route({"new": "explosion", "players": "Ann,Bob", "seed": "3"})
    app.click(action=html.unescape(ACTION.findall(app.host.html)[0]))  # type: ignore[attr-defined]
    app.home()
    loaded = [m for m in sys.modules if m.startswith("web.online.") and m != "web.shell.room"]
    assert loaded == []
    assert new_game  # (imported for the reader: the engines are the same)


def test_an_exported_online_game_carries_no_secret_of_its_room_and_opens_as_a_local_game() -> None:
    _net, host, _guest = started("explosion")
    assert host.table is not None and host.table.room is not None
    room = host.table.room
    host.select("export")
    sid = host.table.sid
    host.select("menu")
    host.select(f"download {sid}")
    for _name, text in host.host.downloads:  # type: ignore[attr-defined]
        assert room.key not in text and room.host_key not in text
        assert "online" not in json.loads(text)["meta"]
    other = App(FakeHost())
    other.import_text(host.host.downloads[0][1])  # type: ignore[attr-defined]
    assert other.table is not None and other.table.room is None
    assert other.table.codes == ["human", "human"]
    assert hosting_of(other) is None


def test_a_room_waits_for_online_plays_code_and_a_page_gone_elsewhere_opens_none() -> None:
    """The first room a page uses fetches online play's code (never fetched at boot): the
    room's screen says it is opening meanwhile; if the player went elsewhere, nothing opens."""
    net = FakeNet()
    host = hosted("dice", ["human", "online"], net)
    link = invitation_params(host)
    guest = device(net)
    guest.host.online_loaded = False  # type: ignore[attr-defined]
    guest.route(link)
    assert 'data-lobby="opening"' in guest.host.html  # type: ignore[attr-defined]
    assert guest_of(guest) is None
    guest.host.load_online()  # type: ignore[attr-defined]
    settle(net, host, guest)
    assert guest_of(guest) is not None and 'data-lobby="guest"' in guest.host.html  # type: ignore[attr-defined]
    other = device(net)
    other.host.online_loaded = False  # type: ignore[attr-defined]
    other.route(link)
    other.select("menu")  # the player went back before the code arrived
    other.host.load_online()  # type: ignore[attr-defined]
    assert guest_of(other) is None and 'id="picker"' in other.host.html  # type: ignore[attr-defined]


def test_a_move_the_host_cannot_store_is_seen_by_no_device_and_friends_are_told() -> None:
    net, host, guest = started("practice")
    assert host.table is not None and guest.table is not None
    # play until it is the friend's turn
    for _ in range(20):
        if host.table.state.current_player == 1:
            break
        page: str = host.host.html  # type: ignore[attr-defined]
        if 'data-select="ready"' in page:
            host.select("ready")
        host.click(action=html.unescape(ACTION.findall(host.host.html)[0]))  # type: ignore[attr-defined]
        settle(net, host, guest)
    assert host.table.state.current_player == 1
    before = host.table.state.history
    store: FakeHost = host.host  # type: ignore[assignment]
    store.quota = sum(len(v) for v in store.data.values())  # nothing longer fits
    page = guest.host.html  # type: ignore[attr-defined]
    sent = len(net.sent)
    guest.click(action=html.unescape(ACTION.findall(page)[0]))
    settle(net, host, guest)
    plays = [json.loads(text) for _, _, text in net.sent[sent:] if '"t":"play"' in text]
    assert all(p["n"] == len(before) for p in plays), "a move was sent, then taken back"
    assert host.table.state.history == before
    assert guest.table is not None and guest.table.state.history == before[: len(before)]
    assert guest.table.state.view(1) == host.table.state.view(1), "the friend sees no move"
    told: str = guest.host.html  # type: ignore[attr-defined]
    assert "storage is full" in told
    # the host makes room: the friend plays again
    store.quota = None
    host.select("retry")
    settle(net, host, guest)
    assert "storage is full" not in guest.host.html  # type: ignore[attr-defined]
    page = guest.host.html  # type: ignore[attr-defined]
    guest.click(action=html.unescape(ACTION.findall(page)[0]))
    settle(net, host, guest)
    assert len(host.table.state.history) == len(before) + 1
    assert guest.table.state.view(1) == host.table.state.view(1)


def test_an_invitation_no_host_answers_keeps_no_room() -> None:
    net = FakeNet()
    host = hosted("dice", ["human", "online"], net)
    params = invitation_params(host)
    host.select("menu")  # the host left: nobody answers in the room
    settle(net, host)
    guest = device(net)
    guest.route(params)
    settle(net, guest)
    assert not any(k.startswith(GUEST_PREFIX) for k in guest.host.data)  # type: ignore[attr-defined]
    assert 'data-lobby="joining"' in guest.host.html  # type: ignore[attr-defined]
    # once the host is back and answers, the room is kept
    host.route({"game": host.keeper.storage.ids()[0]})
    settle(net, host, guest)
    assert any(k.startswith(GUEST_PREFIX) for k in guest.host.data)  # type: ignore[attr-defined]


def test_a_friend_s_join_screen_has_the_language_switch_and_the_rules() -> None:
    net = FakeNet()
    host = hosted("glastonbury", ["human", "online"], net)
    guest = device(net)
    guest.route(invitation_params(host))
    settle(net, host, guest)
    page: str = guest.host.html  # type: ignore[attr-defined]
    assert 'data-lobby="guest"' in page
    assert 'data-select="lang fr"' in page and 'data-select="rules-of glastonbury"' in page
    guest.select("lang fr")
    page = guest.host.html  # type: ignore[attr-defined]
    assert 'data-lobby="guest"' in page and "Prendre la place" in page, "still the room, in French"
    guest.select("rules-of glastonbury")
    page = guest.host.html  # type: ignore[attr-defined]
    assert 'data-lobby="guest"' in page and 'id="rules"' in page
    guest.select("close-rules")
    assert 'id="rules"' not in guest.host.html  # type: ignore[attr-defined]


def test_while_the_host_is_away_a_friend_is_told_and_offered_nothing_to_play() -> None:
    net, host, guest = started("dice")
    assert host.table is not None
    for _ in range(30):  # until it is the friend's turn
        if host.table.state.current_player == 1:
            break
        host.click(action=html.unescape(ACTION.findall(host.host.html)[0]))  # type: ignore[attr-defined]
        settle(net, host, guest)
    assert host.table.state.current_player == 1
    assert "data-action" in guest.host.html  # type: ignore[attr-defined]
    host.select("menu")  # the host leaves the game
    settle(net, host, guest)
    page: str = guest.host.html  # type: ignore[attr-defined]
    assert "data-action" not in page
    assert "The host is away" in page and "Keep this page open" in page


def finished_dice_room() -> tuple[FakeNet, App, App]:
    """A Potion Dice game of a host and a friend online, played out on both devices."""
    net = FakeNet()
    host = hosted("dice", ["human", "online"], net)
    guest = joined(host, net)
    host.select("room-start")
    play_out(net, host, {1: guest})
    settle(net, host, guest)
    assert host.table is not None and host.table.room is not None
    return net, host, guest


def test_play_again_keeps_the_room_and_its_friends_whose_devices_follow() -> None:
    net, host, guest = finished_dice_room()
    assert host.table is not None and host.table.room is not None
    first, rid = host.table.sid, host.table.room.id
    kept_before = json.loads(guest.host.data[GUEST_PREFIX + rid])  # type: ignore[attr-defined]
    assert kept_before["save"] is not None
    # a friend's Play again starts nothing of its own: the host starts the next game
    guest.select("again")
    assert "The host starts the next game" in guest.host.html  # type: ignore[attr-defined]
    assert not [k for k in guest.host.data if k.startswith(PREFIX)]  # type: ignore[attr-defined]
    host.select("again")
    settle(net, host, guest)
    assert host.table.sid != first and host.table.room is not None
    assert host.table.room.id == rid, "the same room"
    assert host.table.room.guest(1) is not None, "the same friend in the same seat"
    # the game played before keeps no room: opened again, it calls nobody back to it
    before = json.loads(host.host.data[PREFIX + first])  # type: ignore[attr-defined]
    assert "online" not in before["meta"] and before["meta"]["seats"] == ["human", "online"]
    now = json.loads(host.host.data[PREFIX + host.table.sid])  # type: ignore[attr-defined]
    assert before["actions"] and "online" in now["meta"]
    assert 'data-lobby="host"' in host.host.html  # type: ignore[attr-defined]
    assert 'data-lobby="guest"' in guest.host.html  # type: ignore[attr-defined]
    host.select("room-start")
    settle(net, host, guest)
    assert guest.table is not None and guest.table.state.history == host.table.state.history
    assert guest.table.state.view(1) == host.table.state.view(1)
    # the game the friend's device kept stays there, to export
    archived = [k for k in guest.host.data if k.startswith(f"{GUEST_PREFIX}{rid}~")]  # type: ignore[attr-defined]
    assert len(archived) == 1
    old = json.loads(guest.host.data[archived[0]])  # type: ignore[attr-defined]
    assert old["save"] == kept_before["save"] and old["archived"] is True
    assert json.loads(guest.host.data[GUEST_PREFIX + rid])["save"] is None  # type: ignore[attr-defined]
    play_out(net, host, {1: guest})
    settle(net, host, guest)
    assert guest.table.state.is_over


def test_a_friends_final_scores_offer_to_watch_the_game_again() -> None:
    """Once over, a friend's final scores offer "Watch again", told from the whole game its
    host sent (what the saved games' row of the room watches)."""
    _net, host, guest = finished_dice_room()
    assert host.table is not None and host.table.room is not None
    rid = host.table.room.id
    assert guest.table is not None and guest.table.state.is_over
    watch = f"watch guest%3A{rid}"
    assert f'data-select="{watch}"' in guest.host.html  # type: ignore[attr-defined]
    guest.select(watch)
    replay = guest.watching.replay
    assert replay is not None and replay.told.count == len(host.table.state.history)
    assert guest.host.url == f"?replay=guest:{rid}"  # type: ignore[attr-defined]
