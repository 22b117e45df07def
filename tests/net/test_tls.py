"""Remote seats travel encrypted and only to the host the invite names.

A recording TCP proxy on loopback sits between a client and the host for a whole
game: the bytes it saw carry neither the seat's token nor any card of the seat's
hand (while the messages the client read do). A host with another certificate
than the invite's is refused before the token leaves the client; the host's key
is made once and kept owner-only."""

from __future__ import annotations

import asyncio
import contextlib
import json
import stat

import pytest

from souptable.net.client import ClientFailure, play_seat
from souptable.net.identity import fingerprint, load_or_make, server_context
from souptable.net.protocol import Invite

from .helpers import LOOPBACK, hosted, invite, run, start_cli


class Recorder:
    """A TCP proxy on loopback that forwards to ``port`` and keeps every byte, both ways."""

    def __init__(self, port: int) -> None:
        self.target = port
        self.seen = bytearray()
        self.server: asyncio.Server | None = None
        self.port = 0

    async def start(self) -> int:
        self.server = await asyncio.start_server(self._pipe, LOOPBACK, 0)
        self.port = self.server.sockets[0].getsockname()[1]
        return self.port

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_r, up_w = await asyncio.open_connection(LOOPBACK, self.target)

        async def copy(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
            with contextlib.suppress(ConnectionError):
                while data := await src.read(65536):
                    self.seen.extend(data)
                    dst.write(data)
                    await dst.drain()
            with contextlib.suppress(Exception):
                dst.close()

        await asyncio.gather(copy(reader, up_w), copy(up_r, writer))

    async def close(self) -> None:
        if self.server is not None:
            self.server.close()


def test_a_whole_game_through_a_recorder_shows_no_token_and_no_card():
    seen_plain: list[str] = []

    async def main():
        table = await hosted("salty", ["remote", "random", "random", "random"], seed=5)
        proxy = Recorder(table.server.port)
        await proxy.start()
        real = invite(table, 0)
        through = Invite(LOOPBACK, proxy.port, real.token, real.fp)
        client = asyncio.create_task(play_seat(through, "random", on_message=lambda m: seen_plain.append(json.dumps(m))))
        await table.wait_joined(20)
        await table.play()
        mirror = await client
        await table.close()
        await proxy.close()
        return table, real, mirror, bytes(proxy.seen)

    _table, real, mirror, seen = run(main())
    assert mirror.result is not None and len(seen) > 10_000
    cards = {c for m in seen_plain for c in _strings(json.loads(m)) if "-" in c and c.split("-")[0] in _SAUCES}
    assert len(cards) >= 8, cards  # the client did read its cards in the clear...
    plain = "".join(seen_plain)
    assert real.token not in plain  # (the host never echoes the token)
    for secret in [real.token, *cards, "karaage", '"obs"', '"hello"', "hand_counts"]:  # ...but the wire never saw them
        assert secret.encode() not in seen, secret
    assert seen[:1] == b"\x16" and b"\x17\x03\x03" in seen  # TLS handshake, then TLS application records


_SAUCES = ("salt", "shoyu", "ketchup", "mayo")


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def test_an_impostor_host_is_refused_before_the_token_leaves(tmp_path):
    """Someone else answers at the host's address (another certificate): the client
    compares the certificate with the invite's fingerprint and never says hello."""
    from websockets.asyncio.server import serve

    real = load_or_make(tmp_path / "real")
    fake = load_or_make(tmp_path / "fake")
    assert real.fingerprint != fake.fingerprint
    heard: list[str] = []

    async def main():
        async def listen(ws):
            with contextlib.suppress(Exception):
                async for msg in ws:
                    heard.append(str(msg))

        async with serve(listen, LOOPBACK, 0, ssl=server_context(fake)) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            try:
                await play_seat(Invite(LOOPBACK, port, "the-seats-secret-token", real.fingerprint), "random", retry_for=5)
            except ClientFailure as exc:
                await asyncio.sleep(0.2)  # anything the client had sent would have arrived by now
                return exc.code
        return None

    assert run(main()) == "impostor"
    assert heard == []


def test_the_host_key_is_made_once_and_kept_owner_only(tmp_path):
    a = load_or_make(tmp_path)
    b = load_or_make(tmp_path)
    assert a == b  # the same certificate on every later hosting: old links stay valid
    for path in (a.cert, a.key):
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(a.key.parent.stat().st_mode) == 0o700
    from cryptography import x509
    from cryptography.hazmat.primitives.serialization import Encoding

    der = x509.load_pem_x509_certificate(a.cert.read_bytes()).public_bytes(Encoding.DER)
    assert fingerprint(der) == a.fingerprint and len(a.fingerprint) == 43
    a.key.write_text("not a key")  # damaged: a new pair, never a crash
    c = load_or_make(tmp_path)
    assert c.fingerprint != a.fingerprint and stat.S_IMODE(c.key.stat().st_mode) == 0o600


def test_the_host_speaks_only_tls_1_3():
    import ssl

    async def main():
        table = await hosted("salty", ["remote", "random", "random", "random"])
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        ctx.check_hostname, ctx.verify_mode = False, ssl.CERT_NONE
        ctx.maximum_version = ssl.TLSVersion.TLSv1_2
        try:
            with pytest.raises((ssl.SSLError, ConnectionError)):
                _r, w = await asyncio.wait_for(asyncio.open_connection(LOOPBACK, table.server.port, ssl=ctx), 10)
                w.close()
            ctx13 = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
            ctx13.check_hostname, ctx13.verify_mode = False, ssl.CERT_NONE
            _r, w = await asyncio.wait_for(asyncio.open_connection(LOOPBACK, table.server.port, ssl=ctx13), 10)
            version = w.get_extra_info("ssl_object").version()
            w.close()
            return version
        finally:
            await table.close()

    assert run(main()) == "TLSv1.3"


def test_join_refuses_an_old_ws_link_with_one_clear_line():
    for url in ("ws://127.0.0.1:9/abcdef", "souptable://127.0.0.1:9/abcdef"):
        p = start_cli("join", url, "--bot", "random")
        _out, err = p.communicate(timeout=60)
        assert p.returncode == 2 and "ask the host for a new link" in err, err
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
