"""A relay anyone can run (``souptable-cli relay``): it joins a friend's connection to the
host's and forwards bytes, for hosts that friends cannot reach directly.

One TCP port serves both sides; the first byte tells them apart:

- **A host** connects out and sends one JSON line (:func:`encode_line`), ``register``
  {table, secret}: its table's id and a registration secret (neither is a seat's token;
  both are derived from secrets only the host has). This *control connection* stays open
  (``ping``/``pong``). When a friend arrives for the table, the relay sends ``open``
  {conn}; the host opens a fresh *data connection* whose first line is ``data`` {table,
  conn, secret}, and the relay splices it to the friend.
- **A friend** (``0x16``, a TLS ClientHello) is read only as far as its ClientHello's
  server name (:mod:`.sni`), which is the table's id; the ClientHello and everything after
  it are forwarded untouched. TLS runs from the friend to the host, whose certificate the
  link's fingerprint names: the relay sees neither a token nor a card, and a relay that
  answered TLS itself would be refused by the friend's app (another certificate).
- ``probe`` {port}: the relay tries a TCP connection back to the asking address at that
  port and says whether it got through (the reachability check: is a mapped port really
  open from outside?), and which address it saw. Only the asker's own address is probed.

The relay keeps no game state. Limits hold every count: connections not yet joined (from
one address, in all; a new one evicts the oldest, so idle and half-open connections cannot
keep a friend out), friends waiting for their host per table, joined pairs per address and
per table, tables per address and in all; deadlines for the first bytes (the whole
ClientHello), for the host's data connection, and for idle pairs. It logs counts only, never
an address or a table id. No Qt here.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import re
import socket
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, cast

from .limits import TokenBucket
from .sni import MAX_HELLO, NeedMore, hello_length, server_name

log = logging.getLogger("souptable.relay")

RELAY_VERSION = 1
DEFAULT_PORT = 40600
LINE_MAX = 1024  # bytes of one JSON line, either way
CHUNK = 64 * 1024  # bytes forwarded per read (each pair holds at most a few of these)

TABLE_ID = re.compile(r"t[0-9a-f]{24}")
SECRET = re.compile(r"[A-Za-z0-9_-]{22,64}")

ERRORS = (
    "malformed",  # not a relay line, a field missing or of the wrong kind
    "version",  # another relay protocol version: params.supported
    "taken",  # another host registered this table id (with another secret)
    "full",  # the relay has too many tables (in all, or from this address)
    "unknown_table",  # a data connection for a table that is not registered here
    "unknown_conn",  # a data connection for a friend who is no longer waiting
    "flood",  # too many lines on a control connection: it is closed
)


class RelayProtocolError(Exception):
    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(code)


def encode_line(msg: dict[str, Any]) -> bytes:
    return json.dumps({"relay": RELAY_VERSION, **msg}, separators=(",", ":")).encode() + b"\n"


def decode_line(raw: bytes) -> dict[str, Any]:
    """One relay line; raises :class:`RelayProtocolError`."""
    if len(raw) > LINE_MAX:
        raise RelayProtocolError("malformed")
    try:
        msg = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise RelayProtocolError("malformed") from exc
    if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
        raise RelayProtocolError("malformed")
    v = msg.get("relay")
    if v != RELAY_VERSION:
        if isinstance(v, int) and not isinstance(v, bool):
            raise RelayProtocolError("version", supported=RELAY_VERSION)
        raise RelayProtocolError("malformed")
    return msg


@dataclass(frozen=True)
class Limits:
    pending: int = 512  # connections not yet joined, in all: a new one evicts the oldest
    pending_per_address: int = 8  # ...from one address (its oldest is evicted)
    waiting_per_table: int = 16  # friends waiting for their host's data connection (oldest evicted)
    open_per_address: int = 32  # joined pairs whose friend came from one address
    open_per_table: int = 128  # joined pairs of one table
    tables: int = 1024
    tables_per_address: int = 8
    first_bytes: float = 5.0  # seconds for a new connection's first line or whole ClientHello
    data: float = 10.0  # seconds for the host's data connection after "open"
    idle: float = 300.0  # seconds a joined pair may pass no byte either way (hosts ping every 15 s)
    control_idle: float = 90.0  # seconds a control connection may say nothing (hosts ping every 20 s)
    probe: float = 3.0  # seconds for a probe's connection back
    line_rate: float = 5.0  # lines a second on a control connection, on average...
    line_burst: int = 20  # ...and at once


@dataclass(eq=False)
class _Conn:
    address: str
    writer: asyncio.StreamWriter
    task: asyncio.Task[None] | None


@dataclass(eq=False)
class _Table:
    id: str
    secret: str
    address: str
    control: asyncio.StreamWriter
    waiting: dict[int, asyncio.Future[tuple[asyncio.StreamReader, asyncio.StreamWriter, asyncio.Future[None]]]] = field(
        default_factory=dict
    )


class RelayServer:
    def __init__(self, limits: Limits | None = None) -> None:
        self.limits = limits or Limits()
        self.server: asyncio.Server | None = None
        self.port = 0
        self.counts: Counter[str] = Counter()  # joined, refused, evicted… (since start)
        self.tap: Callable[[str, bytes], None] | None = None  # tests: every forwarded chunk ("up"/"down")
        self._tables: dict[str, _Table] = {}
        self._pending: dict[_Conn, None] = {}  # oldest first
        self._open_per_address: Counter[str] = Counter()
        self._open_per_table: Counter[str] = Counter()
        self._next_conn = 0
        self._tasks: set[asyncio.Task[Any]] = set()
        self._reporter: asyncio.Task[None] | None = None

    # -- life ---------------------------------------------------------------------------------
    async def start(self, bind: str = "", port: int = DEFAULT_PORT, report_every: float = 60.0) -> int:
        host = None if bind in ("", "::") else bind  # None: every address, IPv6 and IPv4
        self.server = await asyncio.start_server(self._handle, host, port, limit=LINE_MAX * 2, reuse_address=True)
        self.port = int(self.server.sockets[0].getsockname()[1])
        self._reporter = asyncio.create_task(self._report(report_every))
        log.info("relay listening on port %d", self.port)
        return self.port

    async def close(self) -> None:
        if self._reporter is not None:
            self._reporter.cancel()
        if self.server is not None:
            self.server.close()
        for t in list(self._tasks):
            t.cancel()
        if self._tasks:
            await asyncio.wait(self._tasks, timeout=3.0)
        if self.server is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.server.wait_closed(), 3.0)
        self.report()

    def stats(self) -> dict[str, int]:
        """What the relay holds now: tables, connections not yet joined, joined pairs."""
        return {
            "tables": len(self._tables),
            "pending": len(self._pending),
            "open": sum(self._open_per_table.values()),
            "connections": len(self._tasks),
        }

    def report(self) -> None:
        s = self.stats()
        c = self.counts
        log.info(
            "relay: %d tables, %d connections (%d joined pairs, %d not yet joined); since start %d friends joined,"
            " %d connections refused, %d evicted",
            s["tables"], s["connections"], s["open"], s["pending"], c["joined"], c["refused"], c["evicted"],
        )  # fmt: skip

    async def _report(self, every: float) -> None:
        while True:
            await asyncio.sleep(every)
            self.report()

    # -- every connection -----------------------------------------------------------------------
    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        peer = writer.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        conn = _Conn(address, writer, task)
        self._admit(conn)
        try:
            async with asyncio.timeout(self.limits.first_bytes):
                first = await reader.read(1)
            if first == b"\x16":
                await self._friend(conn, reader, first)
            elif first == b"{":
                async with asyncio.timeout(self.limits.first_bytes):
                    line = first + await reader.readuntil(b"\n")
                await self._line(conn, reader, line)
            elif first:
                self.counts["refused"] += 1
        except (TimeoutError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, ValueError, OSError):
            self.counts["refused"] += 1
        except asyncio.CancelledError:
            pass
        finally:
            self._pending.pop(conn, None)
            writer.close()
            if task is not None:
                self._tasks.discard(task)

    def _admit(self, conn: _Conn) -> None:
        lim = self.limits
        mine = [c for c in self._pending if c.address == conn.address]
        if len(mine) >= lim.pending_per_address:
            self._evict(mine[0])
        if len(self._pending) >= lim.pending:
            self._evict(next(iter(self._pending)))
        self._pending[conn] = None

    def _evict(self, conn: _Conn) -> None:
        self._pending.pop(conn, None)
        self.counts["evicted"] += 1
        if conn.task is not None:
            conn.task.cancel()

    def _say(self, writer: asyncio.StreamWriter, msg: dict[str, Any]) -> None:
        with contextlib.suppress(OSError, RuntimeError):
            writer.write(encode_line(msg))

    # -- a friend -------------------------------------------------------------------------------
    async def _friend(self, conn: _Conn, reader: asyncio.StreamReader, first: bytes) -> None:
        lim = self.limits
        data = bytearray(first)
        async with asyncio.timeout(lim.first_bytes):  # the whole ClientHello, or the connection goes
            while True:
                try:
                    hello_length(bytes(data))
                    break
                except NeedMore:
                    pass
                more = await reader.read(MAX_HELLO + 1024 - len(data))
                if not more:
                    raise ValueError("closed inside its ClientHello")
                data += more
        name = server_name(bytes(data))
        table = self._tables.get(name or "")
        if (
            table is None
            or self._open_per_address[conn.address] >= lim.open_per_address
            or self._open_per_table[table.id] >= lim.open_per_table
        ):
            self.counts["refused"] += 1
            return
        if len(table.waiting) >= lim.waiting_per_table:
            oldest = next(iter(table.waiting))
            table.waiting.pop(oldest).cancel()
            self.counts["evicted"] += 1
        self._next_conn += 1
        cid = self._next_conn
        loop = asyncio.get_running_loop()
        waiter: asyncio.Future[tuple[asyncio.StreamReader, asyncio.StreamWriter, asyncio.Future[None]]] = loop.create_future()
        table.waiting[cid] = waiter
        self._say(table.control, {"type": "open", "conn": cid})
        try:
            async with asyncio.timeout(lim.data):
                host_reader, host_writer, done = await waiter
        finally:
            table.waiting.pop(cid, None)
        self._pending.pop(conn, None)  # joined: no longer evictable
        self.counts["joined"] += 1
        self._open_per_table[table.id] += 1
        self._open_per_address[conn.address] += 1
        try:
            if self.tap is not None:
                self.tap("up", bytes(data))
            host_writer.write(bytes(data))  # the ClientHello, untouched
            await self._splice(reader, conn.writer, host_reader, host_writer)
        finally:
            for counter, key in ((self._open_per_table, table.id), (self._open_per_address, conn.address)):
                counter[key] -= 1
                if counter[key] <= 0:
                    del counter[key]
            if not done.done():
                done.set_result(None)

    async def _splice(
        self, fr: asyncio.StreamReader, fw: asyncio.StreamWriter, hr: asyncio.StreamReader, hw: asyncio.StreamWriter
    ) -> None:
        """Forward bytes both ways until one side ends (the other then has a moment to finish:
        TLS close_notify) or the pair is idle too long. Each transport's bytes are written to the
        other from its own callback (:class:`_Pipe`), with no task in between: one hop less per
        chunk than reading with a stream, which is what a relay's latency is made of."""
        loop = asyncio.get_running_loop()
        ft, ht = cast(asyncio.Transport, fw.transport), cast(asyncio.Transport, hw.transport)
        leftovers = (_buffered(fr), _buffered(hr))  # bytes the streams read already, not forwarded yet
        pair = _Pair(loop, self.tap)
        up, down = _Pipe(pair, "up", ht), _Pipe(pair, "down", ft)
        ft.set_protocol(up)
        ht.set_protocol(down)
        for pipe, extra, t in ((up, leftovers[0], ft), (down, leftovers[1], ht)):
            if extra:
                pipe.data_received(extra)
            if (fr if t is ft else hr).at_eof():
                pipe.eof_received()
            with contextlib.suppress(RuntimeError):
                t.resume_reading()  # a stream may have paused it (its buffer was full)
        try:
            while not pair.ended.done() and loop.time() - pair.last < self.limits.idle:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(asyncio.shield(pair.ended), min(self.limits.idle, 30.0) / 4)
            if pair.ended.done() and not pair.both.done():  # one side ended: a moment for the other
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(asyncio.shield(pair.both), 5.0)
        finally:
            for w in (fw, hw):
                w.close()

    # -- a host's lines ---------------------------------------------------------------------------
    async def _line(self, conn: _Conn, reader: asyncio.StreamReader, line: bytes) -> None:
        try:
            msg = decode_line(line)
        except RelayProtocolError as exc:
            self.counts["refused"] += 1
            self._say(conn.writer, {"type": "error", "code": exc.code, "params": exc.params})
            await _flush(conn.writer)
            return
        kind = msg["type"]
        if kind == "register":
            await self._control(conn, reader, msg)
        elif kind == "data":
            await self._data(conn, reader, msg)
        elif kind == "probe":
            self._pending.pop(conn, None)
            await self._probe(conn, msg)
            await _flush(conn.writer)
        else:
            self.counts["refused"] += 1
            self._say(conn.writer, {"type": "error", "code": "malformed", "params": {}})
            await _flush(conn.writer)

    async def _control(self, conn: _Conn, reader: asyncio.StreamReader, msg: dict[str, Any]) -> None:
        lim = self.limits
        tid, secret = msg.get("table"), msg.get("secret")
        if not (isinstance(tid, str) and TABLE_ID.fullmatch(tid) and isinstance(secret, str) and SECRET.fullmatch(secret)):
            self._say(conn.writer, {"type": "error", "code": "malformed", "params": {}})
            self.counts["refused"] += 1
            return await _flush(conn.writer)
        old = self._tables.get(tid)
        if old is not None and not hmac.compare_digest(old.secret.encode(), secret.encode()):
            self._say(conn.writer, {"type": "error", "code": "taken", "params": {}})
            self.counts["refused"] += 1
            return await _flush(conn.writer)
        mine = sum(1 for t in self._tables.values() if t.address == conn.address and t.id != tid)
        if old is None and (len(self._tables) >= lim.tables or mine >= lim.tables_per_address):
            self._say(conn.writer, {"type": "error", "code": "full", "params": {}})
            self.counts["refused"] += 1
            return await _flush(conn.writer)
        if old is not None:  # the same host again (it restarted, or its connection broke): the new one wins
            old.control.close()
        table = _Table(tid, secret, conn.address, conn.writer)
        self._tables[tid] = table
        self._pending.pop(conn, None)
        self.counts["registered"] += 1
        self._say(conn.writer, {"type": "registered", "table": tid})
        bucket = TokenBucket(lim.line_rate, lim.line_burst)
        try:
            while True:
                try:
                    async with asyncio.timeout(lim.control_idle):
                        line = await reader.readuntil(b"\n")
                except (TimeoutError, asyncio.IncompleteReadError, OSError):
                    return  # the host went (or went quiet): its table goes
                if not bucket.take():
                    self._say(conn.writer, {"type": "error", "code": "flood", "params": {}})
                    await _flush(conn.writer)
                    return
                try:
                    m = decode_line(line)
                except RelayProtocolError as exc:
                    self._say(conn.writer, {"type": "error", "code": exc.code, "params": exc.params})
                    continue
                if m["type"] == "ping":
                    self._say(conn.writer, {"type": "pong"})
                elif m["type"] == "probe":
                    await self._probe(conn, m)
                else:
                    self._say(conn.writer, {"type": "error", "code": "malformed", "params": {}})
        finally:
            if self._tables.get(tid) is table:
                del self._tables[tid]
                for w in table.waiting.values():
                    w.cancel()

    async def _data(self, conn: _Conn, reader: asyncio.StreamReader, msg: dict[str, Any]) -> None:
        tid, cid, secret = msg.get("table"), msg.get("conn"), msg.get("secret")
        table = self._tables.get(tid) if isinstance(tid, str) else None
        if table is None or not isinstance(secret, str) or not hmac.compare_digest(table.secret.encode(), secret.encode()):
            self.counts["refused"] += 1
            self._say(conn.writer, {"type": "error", "code": "unknown_table", "params": {}})
            return await _flush(conn.writer)
        waiter = table.waiting.pop(cid, None) if isinstance(cid, int) and not isinstance(cid, bool) else None
        if waiter is None or waiter.done():
            self.counts["refused"] += 1
            self._say(conn.writer, {"type": "error", "code": "unknown_conn", "params": {}})
            return await _flush(conn.writer)
        self._pending.pop(conn, None)
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        waiter.set_result((reader, conn.writer, done))
        await done  # the friend's side splices this connection and says when it is over

    async def _probe(self, conn: _Conn, msg: dict[str, Any]) -> None:
        port = msg.get("port")
        if not isinstance(port, int) or isinstance(port, bool) or not 1 <= port <= 65535:
            self._say(conn.writer, {"type": "error", "code": "malformed", "params": {}})
            return
        ok = False
        try:
            async with asyncio.timeout(self.limits.probe):
                _r, w = await asyncio.open_connection(conn.address, port)
            w.close()
            ok = True
        except (TimeoutError, OSError):
            pass
        self.counts["probes"] += 1
        self._say(conn.writer, {"type": "probe", "ok": ok, "address": conn.address, "port": port})


class _Pair:
    """A joined pair's state: when a byte last went through, and whether either or both ends ended."""

    def __init__(self, loop: asyncio.AbstractEventLoop, tap: Callable[[str, bytes], None] | None) -> None:
        self.loop = loop
        self.tap = tap
        self.last = loop.time()
        self.ended: asyncio.Future[None] = loop.create_future()  # one side's bytes ended (or it went)
        self.both: asyncio.Future[None] = loop.create_future()  # both did
        self.closed: set[str] = set()

    def end(self, direction: str) -> None:
        self.closed.add(direction)
        if not self.ended.done():
            self.ended.set_result(None)
        if len(self.closed) == 2 and not self.both.done():
            self.both.set_result(None)


class _Pipe(asyncio.Protocol):
    """The protocol of one side's transport: what it receives goes straight to the other side
    (``peer``); while the other side cannot take more, this side is not read (flow control)."""

    def __init__(self, pair: _Pair, direction: str, peer: asyncio.Transport) -> None:
        self.pair = pair
        self.direction = direction
        self.peer = peer
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)

    def data_received(self, data: bytes) -> None:
        pair = self.pair
        pair.last = pair.loop.time()
        if pair.tap is not None:
            pair.tap(self.direction, data)
        if not self.peer.is_closing():
            self.peer.write(data)

    def eof_received(self) -> bool:
        with contextlib.suppress(OSError, RuntimeError):
            if self.peer.can_write_eof() and not self.peer.is_closing():
                self.peer.write_eof()
        self.pair.end(self.direction)
        return True  # half-closed: the other way may still carry bytes

    def connection_lost(self, exc: Exception | None) -> None:
        self.pair.end(self.direction)

    # this side's own buffer (the bytes written to it) is full, or drained: the other side waits
    def pause_writing(self) -> None:
        with contextlib.suppress(RuntimeError):
            self.peer.pause_reading()

    def resume_writing(self) -> None:
        with contextlib.suppress(RuntimeError):
            self.peer.resume_reading()


def _buffered(reader: asyncio.StreamReader) -> bytes:
    """What ``reader`` holds already (read from its socket, not yet by us)."""
    buffer = getattr(reader, "_buffer", b"")  # StreamReader keeps it there; no public way to take it all at once
    data = bytes(buffer)
    if isinstance(buffer, bytearray):
        buffer.clear()
    return data


async def _flush(writer: asyncio.StreamWriter) -> None:
    with contextlib.suppress(OSError, RuntimeError, TimeoutError):
        async with asyncio.timeout(2.0):
            await writer.drain()


def address_family(host: str) -> socket.AddressFamily:
    return socket.AF_INET6 if ":" in host else socket.AF_INET
