"""No stranger can keep a seat out: connections without a token are capped and the
oldest is evicted for a new one, every connection must say hello in time whatever
it sends first, pings count in the flood limit, web pages cannot connect, and IPv6
works as IPv4 does. Loopback only; every loop bounded."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus

from souptable.net.client import play_seat

from .helpers import RawClient, hosted, invite, run


async def _stranger(table, what: str):
    """A connection without a token: silent, or saying anything but a valid hello."""
    c = RawClient(table)
    with contextlib.suppress(Exception):
        await c.__aenter__()
        if what == "junk":
            await c.send("{not json")
        elif what == "ping":
            await c.send({"v": 2, "type": "ping"})
        elif what == "wrong_version":
            await c.send({"v": 1, "type": "action", "version": 0})
    return c


def test_200_strangers_do_not_keep_the_seats_owner_out():
    async def main():
        table = await hosted("salty", ["remote", "random", "random", "random"], seed=4)
        table.server.hello_timeout = 3600  # no stranger times out here: only eviction can make room
        table.server.first_bytes_timeout = 3600  # (nor before its first byte, on a busy machine)
        strangers = []
        kinds = ("silent", "junk", "ping", "wrong_version")
        for batch in range(20):  # 200 connections, 10 at a time
            strangers += await asyncio.gather(*(_stranger(table, kinds[(batch + i) % 4]) for i in range(10)))
        waiting = len(table.server._strangers)
        async with RawClient(table) as owner:
            await owner.send({"v": 2, "type": "hello", "token": table.tokens[0]})
            welcome = await owner.until(lambda m: m["type"] == "welcome", timeout=30)
            still = len(table.server._strangers)
        # the real client plays the game to its end past the strangers still connected
        player = asyncio.create_task(play_seat(invite(table, 0), "random"))
        await table.play()
        mirror = await player
        for c in strangers:
            with contextlib.suppress(Exception):
                await c.__aexit__(None)
        await table.close()
        return table, waiting, welcome, still, mirror

    table, waiting, welcome, still, mirror = run(main(), timeout=240)
    cap = table.server.max_strangers
    # the strangers fill at most their own cap (the ones the server refused and closed already are gone)
    assert 0 < waiting <= cap
    assert welcome["seat"] == 0 and still <= cap
    assert mirror.result is not None
    assert table.server.refusals >= 200 - cap  # each evicted stranger was logged and counted


def test_a_connection_that_never_says_a_valid_hello_is_let_go():
    async def main():
        table = await hosted("salty", ["remote", "random", "random", "random"])
        table.server.hello_timeout = 0.5
        out = {}
        async with RawClient(table) as c:
            # it keeps talking, never with a valid hello: the deadline still holds
            for _ in range(40):
                try:
                    await c.send({"v": 2, "type": "ping"})
                    await asyncio.sleep(0.05)
                except ConnectionClosed:
                    break
            out["codes"] = [m["code"] for m in c.got if m.get("type") == "error"]
            out["close"] = await c.closed(timeout=30)
            out["codes"] += [m["code"] for m in c.got if m.get("type") == "error"]
        await table.close()
        return out

    out = run(main())
    assert "not_joined" in out["codes"] and out["close"] is not None and out["close"].code == 1008


@pytest.mark.parametrize("control", ["ping", "pong"])
def test_a_flood_of_pings_or_pongs_is_cut_off(control, caplog):
    caplog.set_level(logging.WARNING, logger="souptable.net")

    async def main():
        table = await hosted("salty", ["remote", "remote", "random", "random"], seed=6)
        async with RawClient(table) as c:
            await c.send({"v": 2, "type": "hello", "token": table.tokens[1]})
            await c.until(lambda m: m["type"] == "state")
            sent = 0
            cut = False
            for i in range(20_000):
                try:
                    if control == "ping":
                        await c.ws.ping(str(i))
                    else:
                        await c.ws.pong(str(i))
                except ConnectionClosed:
                    cut = True
                    break
                sent += 1
                if i % 50 == 0:
                    await asyncio.sleep(0)  # let the host read
            if not cut:
                with contextlib.suppress(ConnectionClosed, TimeoutError):
                    await asyncio.wait_for(c.ws.wait_closed(), 20)
                cut = c.ws.close_code is not None or c.ws.state.name == "CLOSED"
        # the other seat is not kept out by it and the table plays on
        player = asyncio.create_task(play_seat(invite(table, 0), "random"))
        table.set_standin(1, "random")
        await table.play()
        mirror = await player
        await table.close()
        return cut, sent, mirror

    cut, sent, mirror = run(main(), timeout=120)
    assert cut and sent < 20_000
    assert any("too many pings" in r.getMessage() for r in caplog.records)  # the host cut it, not the library
    assert mirror.result is not None


def test_a_web_page_cannot_connect():
    """Browsers send Origin with every WebSocket; the host accepts only requests without one."""

    async def main():
        table = await hosted("salty", ["remote", "random", "random", "random"])
        try:
            with pytest.raises(InvalidStatus) as exc:
                async with RawClient(table, origin="https://example.org"):
                    pass
            async with RawClient(table) as ok:  # an app (no Origin) is served
                await ok.send({"v": 2, "type": "hello", "token": table.tokens[0]})
                welcome = await ok.until(lambda m: m["type"] == "welcome")
        finally:
            await table.close()
        return exc.value.response.status_code, welcome

    status, welcome = run(main())
    assert status == 403 and welcome["seat"] == 0


def _ipv6_loopback() -> str | None:
    """Why IPv6 loopback cannot be used here, or None when it can."""
    if not socket.has_ipv6:
        return "this Python has no IPv6"
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as s:
            s.bind(("::1", 0))
    except OSError as exc:
        return f"::1 cannot be bound here ({exc})"
    return None


def test_a_table_on_ipv6_is_played_to_the_end():
    why = _ipv6_loopback()
    if why:
        print(f"skipped: {why}")
        pytest.skip(why)

    async def main():
        table = await hosted("soupmeng", ["remote", "random", "random"], seed=2, bind="::1")
        url = table.invites()[0]["url"]
        from souptable.net.protocol import parse_invite

        player = asyncio.create_task(play_seat(parse_invite(url), "random"))
        await table.wait_joined(20)
        await table.play()
        mirror = await player
        await table.close()
        return url, mirror

    url, mirror = run(main())
    assert url.startswith("souptable://[::1]:") and mirror.result is not None
