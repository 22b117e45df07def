"""Tables on loopback for the remote-seat tests: a host in this process, clients
as asyncio tasks (what ``souptable-cli join`` runs) or as real CLI processes.
Every wait is bounded; nothing listens anywhere but 127.0.0.1."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from souptable.engine import Match, available
from souptable.net.client import SeatClient, TableMirror, play_seat
from souptable.net.host import HostTable
from souptable.net.protocol import Invite, parse_invite

LOOPBACK = "127.0.0.1"
GAMES = tuple(available())
ROOT = Path(__file__).resolve().parents[2]


def run(coro: Any, timeout: float = 60.0) -> Any:
    """Run a test's coroutine on a fresh loop, never longer than ``timeout``."""
    return asyncio.run(asyncio.wait_for(coro, timeout))


async def hosted(game: str, drivers: list[str], seed: int = 7, bind: str = LOOPBACK, **kw: Any) -> HostTable:
    table = HostTable(Match(game, len(drivers), seed), drivers, **kw)
    await table.start(bind, 0)
    return table


def invite(table: HostTable, seat: int) -> Invite:
    return parse_invite(next(i["url"] for i in table.invites() if i["seat"] == seat + 1))


async def play_clients(table: HostTable, levels: dict[int, str], **kw: Any) -> list[TableMirror]:
    """The host plays while a computer client plays each remote seat; all to the end."""
    clients = [asyncio.create_task(play_seat(invite(table, s), lvl, **kw)) for s, lvl in levels.items()]
    await table.wait_joined(20)
    await table.play()
    mirrors = await asyncio.gather(*clients)
    await table.close()
    return list(mirrors)


class RawClient:
    """A client that sends whatever the test wants and keeps every message it gets
    (over TLS, as every client must; it checks no fingerprint: it is the test's)."""

    def __init__(self, table: HostTable, host: str = LOOPBACK, **connect_kw: Any) -> None:
        where = f"[{host}]" if ":" in host else host
        self.url = f"wss://{where}:{table.server.port}/"
        self.ws: Any = None
        self.got: list[dict[str, Any]] = []
        self.connect_kw = connect_kw

    async def __aenter__(self) -> RawClient:
        from websockets.asyncio.client import connect

        from souptable.net.identity import client_context

        self.ws = await connect(self.url, ssl=client_context(), proxy=None, max_size=None, open_timeout=10, **self.connect_kw)
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.ws.close()

    async def send(self, payload: Any) -> None:
        await self.ws.send(payload if isinstance(payload, (str, bytes)) else json.dumps(payload))

    async def next(self, timeout: float = 5.0) -> dict[str, Any]:
        msg = json.loads(await asyncio.wait_for(self.ws.recv(), timeout))
        self.got.append(msg)
        return msg

    async def until(self, pred: Any, timeout: float = 10.0) -> dict[str, Any]:
        end = time.monotonic() + timeout
        while True:
            msg = await self.next(max(0.05, end - time.monotonic()))
            if pred(msg):
                return msg

    async def closed(self, timeout: float = 5.0) -> Any:
        """Wait until the host closes the connection; its close frame."""
        from websockets.exceptions import ConnectionClosed

        try:
            while True:
                await self.next(timeout)
        except ConnectionClosed as exc:
            return exc.rcvd


def cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "souptable.cli", *args]


def cli_env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT / "desktop") + os.pathsep + env.get("PYTHONPATH", "")
    return env


def start_cli(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(cli(*args), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=cli_env())


def wait_file(path: Path, timeout: float = 20.0) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if path.exists():
            return json.loads(path.read_text())
        time.sleep(0.05)
    raise AssertionError(f"{path} never appeared")


__all__ = ["GAMES", "LOOPBACK", "RawClient", "SeatClient", "hosted", "invite", "play_clients", "run"]
