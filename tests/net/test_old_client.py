"""An app of protocol version 1 (plain ``ws://``, no TLS) is told to update.

:func:`_old_client` is the connection flow of that app's ``net/client.py`` (commit
b911fdf): it connects to ``ws://HOST:PORT/`` with the same options, says
``hello`` with ``"v": 1`` and its token, refuses every message whose ``v`` is not 1
and fails on an ``error`` whose code is in its ``FATAL`` set (its app words
``protocol_version`` as "The host uses another version of Soup Table. Please update
the app"). The host answers it in the clear with that error and nothing else, and
never looks at its token. Loopback only; every wait bounded."""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from souptable.net.client import play_seat

from .helpers import LOOPBACK, RawClient, hosted, invite, run

OLD_FATAL = frozenset({"bad_token", "protocol_version", "flood"})  # the version-1 client's


async def _old_client(port: int, token: str) -> tuple[str, dict, list[dict]]:
    """What the version-1 app's SeatClient.run did, up to its first fatal error:
    (the failure code, its params, every message it read)."""
    got: list[dict] = []
    async with connect(
        f"ws://{LOOPBACK}:{port}/",
        max_size=4 * 64 * 1024,
        open_timeout=5,
        ping_interval=15,
        ping_timeout=20,
        close_timeout=2,
        user_agent_header="SoupTable/0.1.0",
        proxy=None,
    ) as ws:
        await ws.send(json.dumps({"v": 1, "type": "hello", "token": token, "app": "0.1.0"}, separators=(",", ":")))
        async for raw in ws:
            msg = json.loads(raw)
            got.append(msg)
            v = msg.get("v")
            if v != 1:  # its decode(): another version is ProtocolError("protocol_version")
                if isinstance(v, int):
                    return "protocol_version", {"supported": 1, "got": v}, got
                continue
            if msg["type"] == "error" and msg.get("code") in OLD_FATAL:
                return str(msg["code"]), dict(msg.get("params") or {}), got
    return "unreachable", {}, got


def test_a_version_1_app_over_plain_ws_is_told_to_update():
    async def main():
        table = await hosted("salty", ["remote", "random", "random", "random"])
        try:
            # it even holds the seat's real token: a plain connection never reaches the token check
            result = await asyncio.wait_for(_old_client(table.server.port, table.tokens[0]), 20)
            joined = table.server.connected(0)
            # and a TLS client of this version still gets the seat afterwards
            async with RawClient(table) as c:
                await c.send({"v": 2, "type": "hello", "token": table.tokens[0]})
                welcome = await c.until(lambda m: m["type"] == "welcome", timeout=10)
            return result, joined, welcome, table.server.refusals
        finally:
            await table.close()

    (code, params, got), joined, welcome, refusals = run(main())
    assert code == "protocol_version" and params == {"supported": 2}
    assert got == [{"v": 1, "type": "error", "code": "protocol_version", "params": {"supported": 2}}]  # nothing else
    assert not joined and welcome["seat"] == 0 and refusals >= 1


async def _plain_ws(port: int) -> object:
    """A plain ws:// connection that upgrades and then says nothing."""
    return await connect(f"ws://{LOOPBACK}:{port}/", open_timeout=5, proxy=None)


def test_plain_connections_count_as_strangers_and_never_keep_the_owner_out():
    async def main():
        table = await hosted("salty", ["remote", "random", "random", "random"], seed=4)
        table.server.hello_timeout = 3600  # only eviction can make room
        cap = table.server.max_strangers
        plain = []
        for _ in range(cap + 8):
            with contextlib.suppress(OSError, InvalidHandshake, TimeoutError):
                plain.append(await _plain_ws(table.server.port))
        await asyncio.sleep(0.2)
        waiting = len(table.server._strangers)
        closed = 0
        for ws in plain:  # the evicted ones were closed by the host
            try:
                await asyncio.wait_for(ws.recv(), 0.2)
            except ConnectionClosed:
                closed += 1
            except TimeoutError:
                pass
        player = asyncio.create_task(play_seat(invite(table, 0), "random"))
        await table.play()
        mirror = await player
        for ws in plain:
            with contextlib.suppress(Exception):
                await ws.close()
        await table.close()
        return cap, waiting, closed, mirror

    cap, waiting, closed, mirror = run(main(), timeout=120)
    assert waiting == cap and closed >= 8
    assert mirror.result is not None


def test_a_connection_that_sends_nothing_or_neither_tls_nor_http_is_closed():
    async def main():
        table = await hosted("salty", ["remote", "random", "random", "random"])
        table.server.first_bytes_timeout = 0.5
        loop = asyncio.get_running_loop()
        out = []
        try:
            for first in (b"", b"\x00junk"):
                with socket.create_connection((LOOPBACK, table.server.port), timeout=5) as s:
                    s.setblocking(False)
                    if first:
                        await loop.sock_sendall(s, first)
                    try:  # the host hangs up (with unread bytes: a reset)
                        out.append(await asyncio.wait_for(loop.sock_recv(s, 100), 10))
                    except ConnectionResetError:
                        out.append(b"")
            # many silent connections at once: the ones not yet sorted are capped too
            silent = [socket.create_connection((LOOPBACK, table.server.port), timeout=5) for _ in range(40)]
            await asyncio.sleep(0.2)
            sorting = len(table.server._sorting)
            for s in silent:
                s.close()
            return out, sorting, table.server.max_strangers
        finally:
            await table.close()

    out, sorting, cap = run(main())
    assert out == [b"", b""] and sorting <= cap


def test_the_first_byte_is_peeked_also_where_the_loop_has_no_readiness_callbacks():
    """Windows' proactor loop has no add_reader: the peek polls instead, and leaves the byte unread."""
    from souptable.net.front import first_byte as _first_byte

    async def main():
        loop = asyncio.get_running_loop()

        def no_readers(*_a: object) -> None:
            raise NotImplementedError

        loop.add_reader = no_readers  # type: ignore[method-assign]
        a, b = socket.socketpair()
        with a, b:
            a.setblocking(False)
            loop.call_later(0.2, b.send, b"\x16rest")
            first = await _first_byte(a, 5)
            return first, a.recv(10)

    assert run(main()) == (b"\x16", b"\x16rest")
