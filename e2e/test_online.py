"""Playing with friends on their own devices, by clicks, in browser contexts of the built site
that meet through a real Nostr relay on 127.0.0.1 (the ``relay`` fixture) and talk over WebRTC
on loopback (``loopback_browser``, e2e/loopback.py). Every wait waits for what it needs.

A host sets a game up with a seat for a friend online (and a computer), a friend opens the
invitation, takes the seat, and the game is played to its final scores, each device clicking
for its own seat; a friend's reload and the host's reload bring both back by themselves; what
a friend's device forges is refused; a spectator watches; no message to a friend in a game
with secrets holds another seat's secret.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Request, WebSocket
from playwright.sync_api import Error as PlaywrightError

from loopback import LOOPBACK_ONLY
from potions import GAMES, choose_action, new_game, state_from_dict

READY = 'html[data-ready="1"]'
REFUSED_AT_LEAST = """(k) => JSON.parse(window.pe_room_received())
    .filter(([at, t]) => JSON.parse(t).t === "refused").length >= k"""
MOVES_AT_LEAST = """(n) => { const s = window.pe_state();
    return !!s && JSON.parse(s).state.history.length >= n; }"""
SEEN_AT_LEAST = """(n) => JSON.parse(window.pe_room_received())
    .some(([at, t]) => { const m = JSON.parse(t); return m.t === "play" && m.n >= n; })"""
WAIT = 120_000  # ms: a deadline for what is awaited, never a time to wait
GAMES_PLAYED = ["explosion", "practice", "glastonbury", "dice"]


class Device:
    """One browser context on the site: a player's own device."""

    def __init__(self, browser: Browser, url: str) -> None:
        self.context: BrowserContext = browser.new_context()
        self.context.add_init_script(LOOPBACK_ONLY)
        self.outside: list[str] = []
        self.errors: list[str] = []
        self.context.on("request", self._request)
        try:
            self.page = self._open(url)
        except PlaywrightError as error:
            # a renderer that crashed while booting (seen once on a loaded CI machine) is the
            # machine's, not the app's: the device opens the link again, once
            if "crashed" not in str(error):
                raise
            self.page = self._open(url)

    def _open(self, url: str) -> Page:
        page = self.context.new_page()
        page.on("websocket", self._websocket)
        page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.goto(url)
        page.wait_for_selector(READY, timeout=WAIT)
        return page

    def _request(self, request: Request) -> None:
        if not request.url.startswith(("http://127.0.0.1:", "blob:", "data:")):
            self.outside.append(request.url)

    def _websocket(self, socket: WebSocket) -> None:
        if not socket.url.startswith("ws://127.0.0.1:"):
            self.outside.append(socket.url)

    def state(self) -> dict[str, Any]:
        return dict(json.loads(self.page.evaluate("window.pe_state()") or "{}"))

    def history(self) -> int:
        return len(self.state().get("state", {}).get("history", []))

    def reload(self) -> None:
        self.page.reload()
        self.page.wait_for_selector(READY, timeout=WAIT)


Make = Callable[[str], Device]


@pytest.fixture
def devices(loopback_browser: Browser, site: str) -> Iterator[Make]:
    made: list[Device] = []

    def make(url: str) -> Device:
        device = Device(loopback_browser, site + url)
        made.append(device)
        return device

    yield make
    problems = [p for d in made for p in [*d.outside, *d.errors]]
    for device in made:
        device.context.close()
    assert problems == [], problems


def host_game(devices: Make, relay: str, game: str, seats: str, names: str) -> Device:
    """A host's device with a new game whose room is open (its invitation shown)."""
    host = devices(
        f"?new={game}&players={names}&ai={seats}&seed=7&pace=skip&relay={relay}&ice=none"
    )
    host.page.wait_for_selector('[data-lobby="host"] #invite-link', timeout=WAIT)
    return host


def invitation(host: Device) -> str:
    link = str(host.page.get_attribute("#invite-link", "value"))
    return link[link.index("?") :]


def join(devices: Make, host: Device, name: str = "Bob") -> Device:
    """A friend's device that opened the invitation and took the first free seat."""
    guest = devices(invitation(host))
    guest.page.wait_for_selector('[data-lobby="guest"] button[name="seat"]', timeout=WAIT)
    guest.page.fill('input[name="name"]', name)
    guest.page.click('button[name="seat"]')
    guest.page.wait_for_selector('[data-lobby="guest"]:not(:has(button[name="seat"]))')
    return guest


def start(host: Device, *guests: Device) -> None:
    host.page.click('[data-select="room-start"]:not([disabled])', timeout=WAIT)
    for device in (host, *guests):
        device.page.wait_for_selector("html[data-game] #board", timeout=WAIT)


def turn(host: Device, rng: random.Random) -> tuple[int | None, int, str]:
    """Whose turn it is on the host's game, how many actions it had, and an action the Easy
    computer would play (all from one reading of the game)."""
    state = state_from_dict(host.state())
    seat = state.current_player
    if seat is None:
        return None, len(state.history), ""
    return seat, len(state.history), str(choose_action(state, "easy", rng.randrange(1 << 30)))


def click_for(device: Device, preferred: str, rng: random.Random) -> None:
    """Click ``preferred`` if the board offers it as one click, else any action offered."""
    page = device.page
    page.wait_for_selector("[data-action]", timeout=WAIT)
    offered = page.eval_on_selector_all(
        "[data-action]", "els => els.map(e => e.getAttribute('data-action'))"
    )
    action = preferred if preferred in offered else rng.choice(offered)
    page.click(f'[data-action="{action}"]', timeout=WAIT)


def wait_for_moves(device: Device, count: int) -> None:
    device.page.wait_for_function(
        MOVES_AT_LEAST,
        arg=count,
        timeout=WAIT,
    )


def play(host: Device, guests: dict[int, Device], moves: int = 10_000) -> int:
    """Each device clicks for its seat (the host for its own, a computer plays itself) until
    the game is over or ``moves`` actions were played; the number of clicks."""
    rng = random.Random(5)
    clicks = 0
    while True:
        seat, done, action = turn(host, rng)
        if seat is None or done >= moves:
            return clicks
        device = guests.get(seat, host if seat == 0 else None)
        if device is not None:
            if device is not host:
                # a friend's click on a board the host has moved on from is answered "Waiting
                # for the host…" and plays nothing: the friend clicks on the game the host has
                device.page.wait_for_function(SEEN_AT_LEAST, arg=done, timeout=WAIT)
            click_for(device, action, rng)
            clicks += 1
        wait_for_moves(host, done + 1)  # (a computer's seat plays by itself)


@pytest.mark.parametrize("game", GAMES_PLAYED)
def test_a_whole_game_between_two_devices_and_a_computer(
    devices: Make, relay: str, game: str
) -> None:
    host = host_game(devices, relay, game, "human,online,easy", "Ann,Friend,Cy")
    guest = join(devices, host)
    start(host, guest)
    assert "Bob" in host.page.inner_text("#board")
    clicks = play(host, {1: guest})
    assert clicks > 3
    for device in (host, guest):
        device.page.wait_for_selector("#final", timeout=WAIT)
    final = state_from_dict(host.state())
    assert final.is_over
    assert guest.page.inner_text("#final table") == host.page.inner_text("#final table")


def test_a_friend_reloads_and_the_host_reloads_and_both_come_back(
    devices: Make, relay: str
) -> None:
    host = host_game(devices, relay, "dice", "human,online", "Ann,Friend")
    guest = join(devices, host)
    start(host, guest)
    play(host, {1: guest}, moves=6)
    before = host.history()
    guest.reload()  # the friend's device comes back to its seat by itself
    guest.page.wait_for_selector("html[data-game] #board", timeout=WAIT)
    play(host, {1: guest}, moves=before + 6)
    before = host.history()
    host.reload()  # the room reopens; the friend's device reconnects without a click
    host.page.wait_for_selector("html[data-game] #board", timeout=WAIT)
    guest.page.wait_for_function(
        "() => !document.querySelector('#room-panel .room-status')", timeout=WAIT
    )
    play(host, {1: guest}, moves=before + 6)
    assert host.history() >= before + 6


def test_what_a_friend_forges_is_refused_and_changes_nothing(devices: Make, relay: str) -> None:
    host = host_game(devices, relay, "explosion", "human,online", "Ann,Friend")
    guest = join(devices, host)
    start(host, guest)
    state = state_from_dict(host.state())
    assert state.current_player == 0, "the host begins: the friend's move is out of turn"
    before = host.state()
    legal = str(state.legal_actions()[0])
    n = len(state.history)
    forged = [
        {"t": "act", "action": legal, "n": n},  # out of turn, for the host's seat
        {"t": "act", "action": "pick 99 99", "n": n},  # malformed
        {"t": "act", "action": "x" * 3000, "n": n},  # huge
        {"t": "sit", "seat": 0, "name": "Mallory"},  # the host's seat
    ]
    for message in forged:
        assert guest.page.evaluate("(t) => window.pe_room_forge(t)", json.dumps(message))
    guest.page.wait_for_function(
        REFUSED_AT_LEAST,
        arg=len(forged) - 1,  # the huge one is not even read
        timeout=WAIT,
    )
    assert host.state() == before


@pytest.mark.parametrize("game", ["practice", "glastonbury"])
def test_no_message_to_a_friend_holds_another_seats_secret(
    devices: Make, relay: str, game: str
) -> None:
    """Every message the friend's device received in a whole game: the view in it is the view
    of its seat at that point of the game (replayed here from the host's history), and no
    part of any message names another seat's secret while the game goes on."""
    options = "&recipes=on" if game == "glastonbury" else ""
    host = host_game(devices, relay, game + options, "human,online", "Ann,Friend")
    guest = join(devices, host)
    start(host, guest)
    play(host, {1: guest})
    guest.page.wait_for_selector("#final", timeout=WAIT)
    final = host.state()
    history = final["state"]["history"]
    setup = final["config"]
    replay = new_game(game, setup["players"], setup["seed"], **options_of(setup))
    states = [replay.copy()]
    for action in history:
        replay.apply(action)
        states.append(replay.copy())
    received = json.loads(guest.page.evaluate("window.pe_room_received()"))
    messages = [json.loads(text) for _at, text in received]
    plays = [m for m in messages if m["t"] == "play"]
    assert len(plays) > 10
    for message in messages:
        at = states[message["n"]] if message["t"] == "play" else None
        if at is None:
            continue
        assert message["view"] == at.view(1)
        if at.is_over:
            continue  # every secret is told at the end
        secrets = secrets_of(at, 0)
        text = json.dumps(message)
        for secret in secrets:
            if isinstance(secret, str):
                assert json.dumps(secret) not in text, secret
        for event in message["events"]:
            if event.get("seat") != 1:
                for key in ("card", "cards", "into", "kept"):
                    named = event.get(key)
                    named = named if isinstance(named, list) else [named]
                    assert not set(named) & set(secrets), (event, secrets)


def options_of(setup: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in setup.items() if k not in ("players", "seed")}


def secrets_of(state: Any, seat: int) -> list[object]:
    player = state.to_dict()["state"]["players"][seat]
    return list(player.get("hand") or player.get("recipes") or [])


def test_a_spectator_watches_without_a_seat(devices: Make, relay: str) -> None:
    host = host_game(devices, relay, "glastonbury", "human,online", "Ann,Friend")
    guest = join(devices, host)
    watcher = devices(invitation(host))
    watcher.page.click('[data-select="room-watch"]', timeout=WAIT)
    start(host, guest)
    watcher.page.wait_for_selector("html[data-game] #board", timeout=WAIT)
    assert watcher.page.locator("[data-action]").count() == 0
    view = json.loads(watcher.page.evaluate("window.pe_state()"))
    assert view["game"] == "glastonbury"
    assert GAMES["glastonbury"].secrets


def test_a_second_tab_of_the_hosts_game_waits_for_the_first_to_close(
    devices: Make, relay: str
) -> None:
    """A room has one host: the same game opened in a second tab of the host's browser says
    the room is open in the first (it never hosts it too), and opens it once the first is
    closed; a friend joins meanwhile as usual."""
    host = host_game(devices, relay, "explosion", "human,online", "Ann,Bob")
    second = host.context.new_page()
    relays: list[str] = []
    second.on("websocket", lambda socket: relays.append(socket.url))
    second.goto(host.page.url)
    second.wait_for_selector(READY, timeout=WAIT)
    second.wait_for_selector('[data-lobby="host"] .room-elsewhere', timeout=WAIT)
    guest = join(devices, host)
    assert relays == [], "the second tab reached the relay while the first hosts"
    heard = len(json.loads(guest.page.evaluate("window.pe_room_received()")))
    host.page.close()
    second.wait_for_selector('[data-lobby="host"]:not(:has(.room-elsewhere)) #invite-link')
    assert relays, "the second tab opened the room once the first was closed"
    # the friend's device hears its host again, now in the second tab
    guest.page.wait_for_function(
        "(n) => JSON.parse(window.pe_room_received()).length > n", arg=heard, timeout=WAIT
    )


def test_play_again_keeps_the_room_and_the_friend_follows(devices: Make, relay: str) -> None:
    """After a game with a friend, the host's Play again opens the next game in the same room
    with the friend in their seat: the friend's device follows to its lobby, then its board."""
    host = host_game(devices, relay, "dice", "human,online", "Ann,Friend")
    guest = join(devices, host)
    start(host, guest)
    play(host, {1: guest})
    for device in (host, guest):
        device.page.wait_for_selector("#final", timeout=WAIT)
    room = guest.page.url.split("guest=")[1]
    host.page.click('[data-select="again"]', timeout=WAIT)
    host.page.wait_for_selector('[data-lobby="host"] [data-select="room-start"]:not([disabled])')
    assert room in invitation(host), "the same room"
    guest.page.wait_for_selector('[data-lobby="guest"]:not(:has(button[name="seat"]))')
    start(host, guest)
    assert host.history() == 0 and guest.page.url.endswith(f"guest={room}")
    assert play(host, {1: guest}, moves=6) > 0  # the friend's clicks play in the new game
