"""A hostile client sends every kind of bad message: each is refused with an error
code, logged, and the table is left exactly as it was; the game still ends well."""

from __future__ import annotations

import asyncio
import copy
import json
import logging

from souptable.net.client import play_seat
from souptable.net.protocol import MAX_MESSAGE

from .helpers import RawClient, hosted, invite, play_clients, run


def _snapshot(table):
    return copy.deepcopy(table.match.state), list(table.match.log), table.version


def test_every_bad_message_is_refused_and_changes_nothing(caplog):
    caplog.set_level(logging.WARNING, logger="souptable.net")

    async def main():
        table = await hosted("susuru", ["remote", "normal", "remote", "normal"], seed=2)
        codes: dict[str, object] = {}

        async def refused(c, payload, name):
            before = _snapshot(table)
            await c.send(payload)
            msg = await c.until(lambda m: m["type"] == "error")
            codes[name] = msg["code"] if msg["code"] != "illegal" else ("illegal", msg["params"]["reason"])
            assert _snapshot(table) == before, name
            return msg

        async with RawClient(table) as c:
            await refused(c, {"v": 2, "type": "action", "version": 0, "action": {"type": "draw"}}, "before_hello")
            await refused(c, "{not json", "malformed_json")
            await refused(c, "[1, 2, 3]", "not_an_object")
            await refused(c, {"type": "hello", "token": table.tokens[0]}, "no_version")
            await refused(c, {"v": 2, "type": "hello"}, "no_token")
            await refused(c, "x" * (MAX_MESSAGE + 10), "huge")
            await refused(c, b"\xff\xfe", "binary_garbage")
            await c.send({"v": 2, "type": "hello", "token": table.tokens[0]})
            welcome = await c.until(lambda m: m["type"] == "welcome")
            assert welcome["seat"] == 0
            await refused(c, {"v": 2, "type": "hello", "token": table.tokens[2]}, "second_hello")
            await refused(c, {"v": 2, "type": "teleport"}, "unknown_type")
            await refused(c, {"v": 2, "type": "action", "version": 1, "action": {"type": "draw"}}, "not_started")
            # the game starts; seat 1 (index 0) moves first or soon
            game = asyncio.create_task(table.play())
            state = await c.until(lambda m: m["type"] == "state" and bool(m["legal"]))
            v, legal = state["version"], state["legal"]
            await refused(c, {"v": 2, "type": "action", "version": v, "seat": 2, "action": legal[0]}, "forged_seat")
            await refused(c, {"v": 2, "type": "action", "version": v - 1, "action": legal[0]}, "stale")
            await refused(c, {"v": 2, "type": "action", "version": v, "action": {"type": "fly"}}, "unknown_action")
            await refused(c, {"v": 2, "type": "action", "version": v, "action": {"type": "draw", "x": 1}}, "malformed_action")
            illegal = {"type": "keep"} if {"type": "keep"} not in legal else {"type": "to_market"}
            await refused(c, {"v": 2, "type": "action", "version": v, "action": illegal}, "illegal")
            await refused(c, {"v": 2, "type": "action", "version": "v", "action": legal[0]}, "bad_version_field")
            await refused(c, {"v": 2, "type": "action", "version": v}, "no_action")
            # a good move is taken...
            await c.send({"v": 2, "type": "action", "version": v, "action": legal[0], "ref": 7})
            after = await c.until(lambda m: m["type"] == "state" and m["version"] > v)
            assert after["step"] == state["step"] + 1
            # ...but the same one again is not
            if not after["legal"]:
                await refused(c, {"v": 2, "type": "action", "version": after["version"], "action": legal[0]}, "out_of_turn")
            else:
                await refused(c, {"v": 2, "type": "action", "version": v, "action": legal[0]}, "again")
            # a version-1 client is told to update, and let go
            async with RawClient(table) as d:
                await d.send({"v": 1, "type": "hello", "token": table.tokens[0]})
                msg = await d.next()
                codes["other_version"] = (msg["code"], msg["params"]["supported"])
                await d.closed()
            # a message over the library's frame limit closes the connection
            async with RawClient(table) as d:
                await d.send({"v": 2, "type": "hello", "token": table.tokens[2]})
                await d.until(lambda m: m["type"] == "state")
                before = _snapshot(table)
                await d.send("y" * (5 * MAX_MESSAGE))
                frame = await d.closed()
                codes["oversize_frame"] = frame.code if frame else None
                assert _snapshot(table) == before
            # a flood is cut off
            async with RawClient(table) as d:
                await d.send({"v": 2, "type": "hello", "token": table.tokens[2]})
                before = _snapshot(table)
                for i in range(300):
                    try:
                        await d.send({"v": 2, "type": "ping", "t": i})
                    except Exception:
                        break
                flood = await d.until(lambda m: m["type"] == "error", timeout=5)
                codes["flood"] = flood["code"]
                frame = await d.closed()
                codes["flood_close"] = frame.code if frame else None
                assert _snapshot(table) == before
        # well-behaved clients finish the game
        players = [asyncio.create_task(play_seat(invite(table, s), "random")) for s in (0, 2)]
        await game
        mirrors = await asyncio.gather(*players)
        await table.close()
        return table, codes, mirrors

    _table, codes, mirrors = run(main())
    last = "out_of_turn" if "out_of_turn" in codes else "again"
    assert codes == {
        "before_hello": "not_joined",
        "malformed_json": "malformed",
        "not_an_object": "malformed",
        "no_version": "malformed",
        "no_token": "malformed",
        "huge": "too_large",
        "binary_garbage": "malformed",
        "second_hello": "already_joined",
        "unknown_type": "unknown_type",
        "not_started": "not_started",
        "forged_seat": "forged",
        "stale": "stale",
        "unknown_action": ("illegal", "unknown_action"),
        "malformed_action": ("illegal", "malformed_action"),
        "illegal": ("illegal", codes["illegal"][1]),
        "bad_version_field": "malformed",
        "no_action": "malformed",
        last: "not_your_turn" if last == "out_of_turn" else "stale",
        "other_version": ("protocol_version", 2),
        "oversize_frame": 1009,
        "flood": "flood",
        "flood_close": 1008,
    }
    assert codes["illegal"][1] in ("wrong_phase", "not_legal")
    assert all(m.result is not None for m in mirrors)
    # every refusal was logged
    logged = [r.getMessage() for r in caplog.records if "refused" in r.getMessage() or "size limit" in r.getMessage()]
    assert len(logged) >= 20, logged


def test_a_second_connection_with_the_same_token_replaces_the_first():
    async def main():
        table = await hosted("salty", ["remote", "random", "random", "random"], seed=1)
        async with RawClient(table) as first, RawClient(table) as second:
            await first.send({"v": 2, "type": "hello", "token": table.tokens[0]})
            await first.until(lambda m: m["type"] == "state")
            await second.send({"v": 2, "type": "hello", "token": table.tokens[0]})
            welcome = await second.until(lambda m: m["type"] == "welcome")
            bye = await first.until(lambda m: m["type"] == "bye")
            closed = await first.closed()
            state = await second.until(lambda m: m["type"] == "state")
        await table.close()
        return welcome, bye, closed, state

    welcome, bye, closed, state = run(main())
    assert welcome["seat"] == 0 and bye["reason"] == "replaced" and closed is not None
    assert state["obs"]


def test_a_host_of_another_protocol_version_tells_the_client_to_update(tmp_path):
    from websockets.asyncio.server import serve

    from souptable.net.client import ClientFailure
    from souptable.net.identity import load_or_make, server_context
    from souptable.net.protocol import Invite

    ident = load_or_make(tmp_path)

    async def main():
        async def newer(ws):
            await ws.recv()
            await ws.send(json.dumps({"v": 3, "type": "welcome"}))
            await asyncio.sleep(1)

        async with serve(newer, "127.0.0.1", 0, ssl=server_context(ident)) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            try:
                await play_seat(Invite("127.0.0.1", port, "tok", ident.fingerprint), "random", retry_for=2)
            except ClientFailure as exc:
                return exc.code
        return None

    assert run(main()) == "protocol_version"


def test_a_computer_answering_at_once_is_never_taken_for_a_flood():
    """Answers to offered decisions do not count against the rate (a bot answers in a
    millisecond, a whole game in a second); with a rate of one message a second the game
    still ends and nothing is refused."""

    async def main():
        table = await hosted("suppenkasper", ["remote", "random", "random", "random"], seed=3, rate=1.0)
        mirrors = await play_clients(table, {0: "random"})
        return table, mirrors

    table, mirrors = run(main())
    assert mirrors[0].result is not None and table.server.refusals == 0
