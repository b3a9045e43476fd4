"""A real Nostr relay on 127.0.0.1 for the online play tests: PyPI's ``nostr-relay`` (sqlite
storage, served by uvicorn), with its own temporary config and database.

    with running_relay() as relay:      # a free port of 127.0.0.1
        relay.url                       # "ws://127.0.0.1:PORT"
        relay.stop()                    # drops every connection, as a crashed relay would
        relay.start()                   # the same port again

Starting waits until the relay answers a Nostr subscription over a WebSocket; stopping ends
its process group (the server and anything it started) and waits until it is gone.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import yaml
from websockets.exceptions import WebSocketException
from websockets.sync.client import connect

START_TIMEOUT = 60.0  # a first start creates the database (alembic), slow on a loaded machine
STOP_TIMEOUT = 10.0


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def relay_command() -> list[str]:
    script = Path(sys.executable).with_name("nostr-relay")
    if not script.exists():
        found = shutil.which("nostr-relay")
        assert found, "nostr-relay is not installed: `make venv` installs it"
        script = Path(found)
    return [str(script)]


class Relay:
    """One relay process on ``port`` of 127.0.0.1 (0: a free one, chosen at the first start),
    its config, database and log in ``folder``."""

    def __init__(self, folder: Path, port: int = 0) -> None:
        self.folder = folder
        self.port = port or free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def config(self) -> Path:
        """The package's own config.yaml with the database, address and logging changed."""
        import nostr_relay

        conf = yaml.safe_load((Path(nostr_relay.__file__).parent / "config.yaml").read_text())
        conf["storage"]["sqlalchemy.url"] = f"sqlite+aiosqlite:///{self.folder / 'relay.sqlite3'}"
        conf["gunicorn"] = {"bind": f"127.0.0.1:{self.port}", "loglevel": "warning"}
        conf.pop("purple", None)
        conf["authentication"] = {"enabled": False}
        # Encrypted WebRTC offers can outgrow the package's 4 kB default; public relays take
        # larger events than that.
        conf["max_event_size"] = 65536
        conf["logging"] = {
            "version": 1,
            "handlers": {"console": {"class": "logging.StreamHandler", "level": "WARNING"}},
            "root": {"level": "WARNING", "handlers": ["console"]},
        }
        path = self.folder / "relay.yaml"
        path.write_text(yaml.safe_dump(conf))
        return path

    def start(self) -> str:
        assert self.process is None, "already running"
        log = (self.folder / "relay.log").open("ab")
        self.process = subprocess.Popen(
            [*relay_command(), "-c", str(self.config()), "serve", "--use-uvicorn"],
            cwd=self.folder,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group: stop() ends all of it
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        log.close()
        try:
            self._wait_until_serving()
        except BaseException:
            self.stop()
            raise
        return self.url

    def _wait_until_serving(self) -> None:
        """Until a subscription sent over a WebSocket is answered (end of stored events)."""
        deadline = time.monotonic() + START_TIMEOUT
        pause = 0.02
        while True:
            assert self.process is not None
            if self.process.poll() is not None:
                raise RuntimeError(f"the relay exited ({self.process.returncode}):\n{self.log()}")
            try:
                with connect(self.url, open_timeout=5, close_timeout=1) as ws:
                    ws.send(json.dumps(["REQ", "ready", {"limit": 0}]))
                    if json.loads(ws.recv(timeout=10)) == ["EOSE", "ready"]:
                        return
            except (OSError, WebSocketException, TimeoutError):
                pass
            if time.monotonic() > deadline:
                raise TimeoutError(f"the relay did not start in {START_TIMEOUT} s:\n{self.log()}")
            time.sleep(pause)  # polling for the server to listen, not waiting for time to pass
            pause = min(pause * 2, 0.25)

    def stop(self) -> None:
        """End the relay's process group at once (its connections drop) and reap it."""
        process, self.process = self.process, None
        if process is None:
            return
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(process.pid, sig)
            except ProcessLookupError:
                break
            try:
                process.wait(timeout=STOP_TIMEOUT)
                break
            except subprocess.TimeoutExpired:
                continue
        with contextlib.suppress(ProcessLookupError):  # anything it started that outlived it
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()

    def log(self) -> str:
        path = self.folder / "relay.log"
        return path.read_text(errors="replace")[-4000:] if path.exists() else ""


@contextlib.contextmanager
def running_relay(port: int = 0) -> Iterator[Relay]:
    """A started relay, stopped at the end, its temporary folder removed."""
    with tempfile.TemporaryDirectory(prefix="nostr-relay-") as folder:
        relay = Relay(Path(folder), port)
        relay.start()
        try:
            yield relay
        finally:
            relay.stop()
