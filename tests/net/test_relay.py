"""Through a relay (``souptable-cli relay``), on loopback: a friend plays a whole game
through it; the bytes it forwards hold neither the seat's token nor a card nor a message
in the clear; a relay that answers TLS itself (another certificate) is refused by the
friend's app before the token leaves; idle, half-open and flooding connections do not
keep a table's friend out, and the relay's counts stay bounded; malformed relay lines
are answered and change nothing. Every wait is bounded."""

from __future__ import annotations

import asyncio
import contextlib
import json
import ssl

import pytest

from souptable.engine import Match
from souptable.net.client import ClientFailure, play_seat
from souptable.net.host import HostTable
from souptable.net.identity import client_context, load_or_make, server_context
from souptable.net.protocol import Invite, InviteError, parse_invite
from souptable.net.relay import Limits, RelayServer, decode_line, encode_line
from souptable.net.relaylink import RelayAddress, RelayError, parse_relay, relay_names
from souptable.net.sni import NeedMore, hello_length, server_name

from .helpers import LOOPBACK, run

SEATS = ["remote", "random", "random"]


async def _relay(**limits) -> RelayServer:
    relay = RelayServer(Limits(**limits))
    await relay.start(LOOPBACK, 0)
    return relay


async def _table(relay: RelayServer, seed: int = 7) -> HostTable:
    table = HostTable(Match("salty", 3, seed), SEATS)
    await table.start(LOOPBACK, 0)
    await table.open_relay(RelayAddress(LOOPBACK, relay.port))
    return table


def _strings(value, out: set[str]) -> set[str]:
    """Every string (keys and values) in a JSON value."""
    if isinstance(value, dict):
        for k, v in value.items():
            out.add(k)
            _strings(v, out)
    elif isinstance(value, list):
        for v in value:
            _strings(v, out)
    elif isinstance(value, str):
        out.add(value)
    return out


def test_a_friend_plays_a_whole_game_through_the_relay_which_sees_only_tls():
    async def go():
        relay = await _relay()
        tapped = {"up": bytearray(), "down": bytearray()}
        relay.tap = lambda direction, chunk: tapped[direction].extend(chunk)
        table = await _table(relay)
        url = table.relay_invites()[0]["url"]
        inv = parse_invite(url)
        assert (inv.host, inv.port, inv.relay) == (LOOPBACK, relay.port, table.relay.table)
        got: list[dict] = []
        friend = asyncio.create_task(play_seat(inv, "random", on_message=got.append))
        assert await table.wait_joined(20)
        result = await table.play()
        mirror = await friend
        await table.close()
        stats = relay.stats()
        await relay.close()
        return result, mirror, got, tapped, inv, stats

    result, mirror, got, tapped, inv, stats = run(go(), 120)
    assert mirror.result == result.to_json()
    assert relay_joined(stats)
    up, down = bytes(tapped["up"]), bytes(tapped["down"])
    assert up[:1] == b"\x16" and down[:1] == b"\x16"  # TLS records both ways, from the first byte
    assert len(down) > 10_000  # a whole game went through
    # nothing the friend sent or got is readable on the way: not the token, not a card, not a message
    secrets = {inv.token, '"type"', "hello", "welcome", "state"}
    words = {s for s in _strings(got, set()) if len(s) >= 6} | secrets
    for word in words:
        assert word.encode() not in up and word.encode() not in down, word
    # the table's id is in the clear (the relay needs it: the TLS server name); it reveals no token
    assert inv.relay.encode() in up


def relay_joined(stats: dict) -> bool:
    return stats == {"tables": 0, "pending": 0, "open": 0, "connections": 0}


def test_a_relay_that_answers_tls_itself_is_refused_before_the_token_leaves(tmp_path):
    """A 'relay' that terminates TLS with its own certificate (to read the token) is
    another computer than the host of the link: the friend's app stops there."""

    async def go():
        from websockets.asyncio.server import serve

        other = load_or_make(tmp_path / "mitm")
        heard: list[str | bytes] = []

        async def mitm(ws) -> None:  # it completes TLS and the WebSocket handshake, and listens
            with contextlib.suppress(Exception):
                async for msg in ws:
                    heard.append(msg)

        server = await serve(mitm, LOOPBACK, 0, ssl=server_context(other))
        port = server.sockets[0].getsockname()[1]
        host_id = load_or_make(tmp_path / "host")
        inv = Invite(LOOPBACK, port, "the-seat-token-AAAAAAAA", host_id.fingerprint, "t" + "0" * 24)
        with pytest.raises(ClientFailure) as exc:
            await play_seat(inv, "random", retry_for=1.0)
        server.close()
        return exc.value.code, heard

    code, heard = run(go(), 60)
    assert code == "impostor"
    assert heard == []  # the fake relay decrypted nothing: the hello with the token was never sent


def test_idle_half_open_and_flooding_connections_do_not_keep_the_friend_out():
    """From another address and from the friend's own: hundreds of connections that say
    nothing, that send half a ClientHello, that send garbage or ClientHellos for no table,
    while the friend joins and plays. The relay never holds more than its limits."""

    async def go():
        relay = await _relay(first_bytes=2.0)
        table = await _table(relay)
        inv = parse_invite(table.relay_invites()[0]["url"])
        hello = _client_hello(inv.relay)
        stray = _client_hello("t" + "f" * 24)
        held: list[asyncio.StreamWriter] = []
        highest = {"pending": 0, "connections": 0}
        stop = asyncio.Event()

        async def pest(source: str, kind: int) -> None:
            while not stop.is_set():
                try:
                    _r, w = await asyncio.open_connection(LOOPBACK, relay.port, local_addr=(source, 0))
                except OSError:
                    await asyncio.sleep(0.05)
                    continue
                if kind == 1:
                    w.write(hello[: len(hello) // 2])  # half-open: the ClientHello never completes
                elif kind == 2:
                    w.write(b"GET / HTTP/1.1\r\n\r\n" * 10)
                elif kind == 3:
                    w.write(stray)
                held.append(w)
                if len(held) > 400:
                    held.pop(0).close()
                s = relay.stats()
                for k in highest:
                    highest[k] = max(highest[k], s[k])
                await asyncio.sleep(0.002)

        pests = [asyncio.create_task(pest(src, kind)) for src in ("127.0.0.2", "127.0.0.3", LOOPBACK) for kind in range(4)]
        await asyncio.sleep(1.0)  # the flood is on before the friend comes
        friend = asyncio.create_task(play_seat(inv, "random", retry_for=30.0))
        assert await table.wait_joined(30), "the friend never got in"
        result = await table.play()
        mirror = await asyncio.wait_for(friend, 60)
        stop.set()
        await asyncio.gather(*pests)
        for w in held:
            w.close()
        await table.close()
        counts = dict(relay.counts)
        await relay.close()
        return result, mirror, highest, counts

    result, mirror, highest, counts = run(go(), 180)
    assert mirror.result == result.to_json()
    lim = Limits()
    assert highest["pending"] <= lim.pending_per_address * 3 + 2  # three addresses, each capped
    assert counts["evicted"] > 0 and counts["refused"] > 0


def test_malformed_relay_lines_are_answered_and_change_nothing():
    async def go():
        relay = await _relay()
        answers = []
        for line in (
            b"{not json}\n",
            b'{"relay": 1}\n',
            b'{"relay": 2, "type": "register"}\n',
            encode_line({"type": "register", "table": "../etc", "secret": "x" * 30}),
            encode_line({"type": "register", "table": "t" + "0" * 24, "secret": "short"}),
            encode_line({"type": "data", "table": "t" + "1" * 24, "conn": 1, "secret": "s" * 30}),
            encode_line({"type": "probe", "port": 0}),
            encode_line({"type": "dance"}),
        ):
            r, w = await asyncio.open_connection(LOOPBACK, relay.port)
            w.write(line)
            answers.append(decode_line(await asyncio.wait_for(r.readuntil(b"\n"), 5)))
            w.close()
        stats = relay.stats()
        # a table registered by one host cannot be taken by another (another secret)
        table = await _table(relay)
        r, w = await asyncio.open_connection(LOOPBACK, relay.port)
        w.write(encode_line({"type": "register", "table": table.relay.table, "secret": "x" * 40}))
        taken = decode_line(await asyncio.wait_for(r.readuntil(b"\n"), 5))
        w.close()
        still = relay.stats()["tables"]
        await table.close()
        await relay.close()
        return answers, stats, taken, still

    answers, stats, taken, still = run(go(), 60)
    assert [a["code"] for a in answers] == [
        "malformed", "malformed", "version", "malformed", "malformed", "unknown_table", "malformed", "malformed"
    ]  # fmt: skip
    assert answers[2]["params"] == {"supported": 1}
    assert stats["tables"] == 0
    assert taken["code"] == "taken" and still == 1


def test_the_host_registers_again_after_the_relay_restarts_and_its_links_stay():
    async def go():
        relay = await _relay()
        port = relay.port
        table = await _table(relay)
        before = table.relay_invites()
        await relay.close()
        relay = RelayServer()
        await relay.start(LOOPBACK, port)
        for _ in range(200):  # the link registers again by itself (it waits 0.5 s, then longer)
            if relay.stats()["tables"] == 1:
                break
            await asyncio.sleep(0.05)
        friend = asyncio.create_task(play_seat(parse_invite(before[0]["url"]), "random"))
        assert await table.wait_joined(20)
        await table.play()
        mirror = await friend
        same = table.relay_invites() == before
        await table.close()
        await relay.close()
        return mirror, same

    mirror, same = run(go(), 120)
    assert mirror.result is not None and same


def test_a_host_is_told_clearly_when_the_relay_cannot_take_its_table():
    async def go():
        table = HostTable(Match("salty", 3, 1), SEATS)
        await table.start(LOOPBACK, 0)
        codes = []
        # nothing listens there
        import socket

        s = socket.socket()
        s.bind((LOOPBACK, 0))
        free = s.getsockname()[1]
        s.close()
        for where in (RelayAddress(LOOPBACK, free),):
            with pytest.raises(RelayError) as exc:
                await table.open_relay(where)
            codes.append(exc.value.code)

        # something that is no relay answers (an HTTP server, say)
        async def http(reader, writer):
            writer.write(b"HTTP/1.1 400 Bad Request\r\n\r\n")
            await writer.drain()
            writer.close()

        server = await asyncio.start_server(http, LOOPBACK, 0)
        with pytest.raises(RelayError) as exc:
            await table.open_relay(RelayAddress(LOOPBACK, server.sockets[0].getsockname()[1]))
        codes.append(exc.value.code)
        server.close()
        # a full relay
        relay = await _relay(tables=0)
        with pytest.raises(RelayError) as exc:
            await table.open_relay(RelayAddress(LOOPBACK, relay.port))
        codes.append((exc.value.code, exc.value.params))
        await relay.close()
        await table.close()
        return codes

    assert run(go(), 60) == ["unreachable", "malformed", ("refused", {"reason": "full"})]


def test_a_probe_says_whether_the_relay_gets_back_to_this_address():
    from souptable.net.relaylink import probe

    async def go():
        relay = await _relay()
        listening = await asyncio.start_server(lambda r, w: w.close(), LOOPBACK, 0)
        port = listening.sockets[0].getsockname()[1]
        yes = await probe(RelayAddress(LOOPBACK, relay.port), port)
        listening.close()
        await listening.wait_closed()
        no = await probe(RelayAddress(LOOPBACK, relay.port), port)
        await relay.close()
        return yes, no

    assert run(go(), 30) == ((True, LOOPBACK), (False, LOOPBACK))


# -- the pieces ---------------------------------------------------------------------------------


def _client_hello(name: str) -> bytes:
    """The ClientHello Python's own TLS client sends with ``name`` as the server name."""
    ctx = client_context()
    incoming, outgoing = ssl.MemoryBIO(), ssl.MemoryBIO()
    obj = ctx.wrap_bio(incoming, outgoing, server_hostname=name)
    with pytest.raises(ssl.SSLWantReadError):
        obj.do_handshake()
    return outgoing.read()


def test_the_server_name_is_read_from_a_real_client_hello_and_nonsense_is_none():
    hello = _client_hello("t" + "a" * 24)
    assert hello_length(hello) == len(hello)
    assert server_name(hello) == "t" + "a" * 24
    assert server_name(hello + b"more bytes after it") == "t" + "a" * 24
    for cut in range(len(hello)):
        with pytest.raises((NeedMore, ValueError)):
            hello_length(hello[:cut])
        assert server_name(hello[:cut]) is None
    # the same hello split over two records (allowed by TLS) still names the table
    body = hello[5:]
    head = b"\x16\x03\x01"
    split = head + (100).to_bytes(2, "big") + body[:100] + head + (len(body) - 100).to_bytes(2, "big") + body[100:]
    assert server_name(split) == "t" + "a" * 24
    for bad in (b"", b"\x17\x03\x03\x00\x05hello", b"\x16\x03\x01\x00\x00", b"\x16\x03\x01\xff\xff" + b"\x01" * 10):
        assert server_name(bad) is None


def test_the_server_name_reader_never_fails_on_damaged_hellos():
    import random

    hello = bytearray(_client_hello("t" + "b" * 24))
    rnd = random.Random(5)
    for _ in range(3000):
        damaged = bytearray(hello)
        for _ in range(rnd.randint(1, 6)):
            damaged[rnd.randrange(len(damaged))] = rnd.randrange(256)
        name = server_name(bytes(damaged))
        assert name is None or isinstance(name, str)


def test_relay_links_round_trip_and_old_links_keep_working():
    fp = "A" * 42 + "-"
    direct = Invite("198.51.100.7", 4242, "AbC-_9", fp)
    assert parse_invite(direct.url()) == direct and direct.relay == ""
    via = Invite("relay.example.org", 40600, "AbC-_9", fp, "t" + "c" * 24)
    assert via.url() == f"souptable://relay.example.org:40600/AbC-_9?fp={fp}&relay=t{'c' * 24}"
    assert parse_invite(via.url()) == via
    t = "t" + "c" * 24
    for bad in (f"souptable://h:1/t?fp={fp}&relay=", f"souptable://h:1/t?fp={fp}&relay=T{t[1:]}",
                f"souptable://h:1/t?fp={fp}&relay={t}&relay={t}", f"souptable://h:1/t?relay={t}"):  # fmt: skip
        with pytest.raises(InviteError):
            parse_invite(bad)


def test_relay_addresses_are_parsed_or_refused_clearly():
    assert parse_relay("relay.example.org") == RelayAddress("relay.example.org", 40600)
    assert parse_relay("198.51.100.1:443") == RelayAddress("198.51.100.1", 443)
    assert parse_relay("[2001:db8::1]:8443") == RelayAddress("2001:db8::1", 8443)
    assert parse_relay("2001:db8::1") == RelayAddress("2001:db8::1", 40600)
    assert str(RelayAddress("2001:db8::1", 1)) == "[2001:db8::1]:1"
    for bad in ("", "relay:", "relay:0", "relay:99999", "relay:http", "bad_name!", "[::1", "[::1]x", "[nothing]:1",
                "http://relay.example.org", "a" * 300, "relay example"):  # fmt: skip
        with pytest.raises(ValueError, match="--relay takes HOST or HOST:PORT"):
            parse_relay(bad)


def test_the_table_id_at_the_relay_is_stable_and_reveals_no_token():
    tokens = {0: "tok-zero-AAAAAAAAAAAA", 2: "tok-two-BBBBBBBBBBBBB"}
    a = relay_names("fp" * 21, tokens)
    assert a == relay_names("fp" * 21, dict(tokens))  # the same table registers the same id again
    # a rematch moves everyone one seat on: the friends' links (the same id) still reach it
    assert a == relay_names("fp" * 21, {1: tokens[0], 0: tokens[2]})
    assert a != relay_names("fp" * 21, {0: "other", 2: tokens[2]})
    assert a[0] != a[1] and all(t not in json.dumps(a) for t in tokens.values())


def test_bad_relay_input_on_the_command_line_is_one_clear_line_and_changes_nothing(tmp_path):
    import socket
    import subprocess

    from .helpers import cli, cli_env

    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        free = s.getsockname()[1]  # nothing listens there once closed
    host = ["host", "salty", "--players", "3", "--seats", "remote,random", "--no-announce"]
    invites = tmp_path / "invites.json"
    cases = [
        ([*host, "--relay", "not a relay!"], "--relay takes HOST or HOST:PORT"),
        ([*host, "--relay", "relay.example.org:99999"], "--relay takes HOST or HOST:PORT"),
        ([*host, "--map-port"], "--map-port needs --bind 0.0.0.0 or ::"),
        ([*host, "--relay", f"{LOOPBACK}:{free}", "--invites", str(invites)], "the relay cannot be reached"),
        (["reach", "--relay", "[::1"], "--relay takes HOST or HOST:PORT"),
        (["relay", "--port", "0"], "must be a whole number from 1 to 65535"),
    ]
    for args, words in cases:
        p = subprocess.run(cli(*args), capture_output=True, text=True, timeout=60, env=cli_env())
        assert p.returncode == 2, (args, p.stderr)
        last = p.stderr.strip().splitlines()[-1]
        assert words in last and "Traceback" not in p.stderr, (args, p.stderr)
    assert not invites.exists()  # refused before any link was written
