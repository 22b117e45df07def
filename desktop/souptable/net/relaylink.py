"""The host's side of a relay (``souptable-cli host --relay ADDR``): a control connection
out to the relay that registers the table, and a fresh data connection for every friend
the relay announces, handed to the table's own TLS server as if the friend had connected
directly (:meth:`~.server.TableServer.adopt`).

The table's id at the relay and the registration secret are derived from the seats'
tokens and the host's fingerprint (:func:`relay_names`), so a host that restarts with a
kept table registers the same id again and its links keep working; neither reveals a
token. The control connection is plain TCP: it carries only those two, and a relay that
misbehaves can at worst keep friends out, never read or forge what the table says (TLS
runs end to end). After a drop the link registers again by itself, every wait bounded.
:func:`probe` asks a relay to connect back (the reachability check). No Qt here.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import ipaddress
import logging
import re
import socket
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .relay import DEFAULT_PORT, LINE_MAX, RelayProtocolError, decode_line, encode_line

log = logging.getLogger("souptable.net")

CONNECT_TIMEOUT = 10.0
PING_EVERY = 20.0
_NAME = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?")


class RelayError(Exception):
    """The relay cannot serve the table: ``code`` is ``unreachable``, ``refused`` (params:
    ``reason``, the relay's error code), or ``malformed`` (it answered nonsense: not a relay?)."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(code, params)


@dataclass(frozen=True)
class RelayAddress:
    host: str
    port: int

    def __str__(self) -> str:
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"


def parse_relay(text: str) -> RelayAddress:
    """``HOST``, ``HOST:PORT`` or ``[IPv6]:PORT`` (default port :data:`DEFAULT_PORT`);
    raises ``ValueError`` with a message for the user."""
    shown = text if len(text) <= 60 else text[:60] + "…"
    bad = ValueError(f"--relay takes HOST or HOST:PORT, such as relay.example.org:{DEFAULT_PORT} (got {shown!r})")
    t = text.strip()
    host, port = t, DEFAULT_PORT
    if t.startswith("["):
        end = t.find("]")
        if end < 0:
            raise bad
        host, rest = t[1:end], t[end + 1 :]
        if rest:
            if not rest.startswith(":"):
                raise bad
            port = _port(rest[1:], bad)
        try:
            ipaddress.IPv6Address(host)
        except ValueError:
            raise bad from None
        return RelayAddress(host, port)
    if t.count(":") > 1:  # a bare IPv6 address
        try:
            return RelayAddress(str(ipaddress.IPv6Address(t)), port)
        except ValueError:
            raise bad from None
    if ":" in t:
        host, _, p = t.partition(":")
        port = _port(p, bad)
    try:
        return RelayAddress(str(ipaddress.IPv4Address(host)), port)
    except ValueError:
        pass
    labels = host.rstrip(".").split(".")
    if not host or len(host) > 253 or not all(_NAME.fullmatch(label) for label in labels):
        raise bad
    return RelayAddress(host, port)


def _port(text: str, bad: ValueError) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise bad
    return int(text)


def relay_names(fingerprint: str, tokens: dict[int, str]) -> tuple[str, str]:
    """The table's id at a relay and its registration secret, from what only the host knows.

    From the friends' tokens, not from which seat holds which: a rematch moves everyone one
    seat on with the same tokens, and the friends' apps follow with the link they have."""
    seed = fingerprint + ":" + ",".join(sorted(tokens.values()))
    tid = "t" + hashlib.sha256(f"souptable-relay-table:{seed}".encode()).hexdigest()[:24]
    secret = base64.urlsafe_b64encode(hashlib.sha256(f"souptable-relay-secret:{seed}".encode()).digest()).decode()
    return tid, secret.rstrip("=")


async def _connect(where: RelayAddress, timeout: float) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    try:
        async with asyncio.timeout(timeout):
            return await asyncio.open_connection(where.host, where.port, limit=LINE_MAX * 2)
    except (OSError, TimeoutError) as exc:
        raise RelayError("unreachable", why=getattr(exc, "strerror", None) or type(exc).__name__) from exc


async def _answer(reader: asyncio.StreamReader, timeout: float) -> dict[str, Any]:
    try:
        async with asyncio.timeout(timeout):
            line = await reader.readuntil(b"\n")
    except (OSError, TimeoutError, asyncio.IncompleteReadError, asyncio.LimitOverrunError) as exc:
        raise RelayError("malformed") from exc
    try:
        msg = decode_line(line)
    except RelayProtocolError as exc:
        raise RelayError("malformed") from exc
    if msg["type"] == "error":
        raise RelayError("refused", reason=str(msg.get("code"))[:40])
    return msg


async def probe(where: RelayAddress, port: int, timeout: float = CONNECT_TIMEOUT) -> tuple[bool, str]:
    """Ask the relay to connect back to this computer's address (as the relay sees it) at
    ``port``: (did it get through, that address). Raises :class:`RelayError`."""
    reader, writer = await _connect(where, timeout)
    try:
        writer.write(encode_line({"type": "probe", "port": port}))
        msg = await _answer(reader, timeout)
        if msg["type"] != "probe" or not isinstance(msg.get("address"), str):
            raise RelayError("malformed")
        return bool(msg.get("ok")), str(msg["address"])[:64]
    finally:
        writer.close()


class RelayLink:
    """The table registered at one relay while it is open."""

    def __init__(self, where: RelayAddress, table: str, secret: str, on_socket: Callable[[socket.socket], None]) -> None:
        self.where = where
        self.table = table
        self.secret = secret
        self.on_socket = on_socket
        self.registered = False
        self.opened = 0  # data connections opened for friends
        self._task: asyncio.Task[None] | None = None
        self._writer: asyncio.StreamWriter | None = None
        self._data: set[asyncio.Task[None]] = set()

    async def start(self) -> None:
        """Register the table (raises :class:`RelayError`), then keep it registered."""
        reader, writer = await self._register()
        self._task = asyncio.create_task(self._keep(reader, writer))

    async def _register(self) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        reader, writer = await _connect(self.where, CONNECT_TIMEOUT)
        try:
            writer.write(encode_line({"type": "register", "table": self.table, "secret": self.secret}))
            msg = await _answer(reader, CONNECT_TIMEOUT)
            if msg["type"] != "registered" or msg.get("table") != self.table:
                raise RelayError("malformed")
        except BaseException:
            writer.close()
            raise
        self.registered = True
        log.info("the table is registered at the relay %s", self.where)
        return reader, writer

    async def _keep(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        delay = 0.5
        while True:
            try:
                await self._serve(reader, writer)
            except (OSError, TimeoutError, asyncio.IncompleteReadError, asyncio.LimitOverrunError) as exc:
                log.info("the connection to the relay broke: %r", exc)
            finally:
                writer.close()
                self.registered = False
            while True:  # register again, waiting longer after each failure (at most 10 s)
                await asyncio.sleep(delay)
                delay = min(10.0, delay * 2)
                try:
                    reader, writer = await self._register()
                    delay = 0.5
                    break
                except RelayError as exc:
                    log.warning("the relay %s cannot take the table now (%s %s): trying again", self.where, exc.code, exc.params)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._writer = writer
        pinger = asyncio.create_task(self._ping(writer))
        try:
            while True:
                async with asyncio.timeout(PING_EVERY * 3):  # a pong at least, or the relay is gone
                    line = await reader.readuntil(b"\n")
                if not line:
                    return
                try:
                    msg = decode_line(line)
                except RelayProtocolError as exc:
                    log.warning("the relay sent a malformed line (%s): ignored", exc.code)
                    continue
                cid = msg.get("conn")
                if msg["type"] == "open" and isinstance(cid, int) and not isinstance(cid, bool):
                    t = asyncio.create_task(self._open(cid))
                    self._data.add(t)
                    t.add_done_callback(self._data.discard)
                elif msg["type"] == "error":
                    log.warning("the relay refused something: %s", str(msg.get("code"))[:40])
        finally:
            pinger.cancel()
            self._writer = None

    async def _ping(self, writer: asyncio.StreamWriter) -> None:
        while True:
            await asyncio.sleep(PING_EVERY)
            writer.write(encode_line({"type": "ping"}))

    async def _open(self, cid: int) -> None:
        loop = asyncio.get_running_loop()
        try:
            async with asyncio.timeout(CONNECT_TIMEOUT):
                infos = await loop.getaddrinfo(self.where.host, self.where.port, type=socket.SOCK_STREAM)
                family, _t, _p, _c, addr = infos[0]
                sock = socket.socket(family, socket.SOCK_STREAM)
                sock.setblocking(False)
                try:
                    await loop.sock_connect(sock, addr)
                    line = {"type": "data", "table": self.table, "conn": cid, "secret": self.secret}
                    await loop.sock_sendall(sock, encode_line(line))
                except BaseException:
                    sock.close()
                    raise
        except (OSError, TimeoutError, IndexError) as exc:
            log.info("a friend's connection through the relay could not be opened: %r", exc)
            return
        self.opened += 1
        self.on_socket(sock)  # the table's TLS server reads the friend's ClientHello from here

    async def close(self) -> None:
        for t in [self._task, *self._data]:
            if t is not None:
                t.cancel()
        if self._writer is not None:
            self._writer.close()
        tasks = [t for t in [self._task, *self._data] if t is not None]
        if tasks:
            await asyncio.wait(tasks, timeout=2.0)
        self.registered = False
