"""The host's WebSocket server for one table's remote seats.

It knows the seats' secret tokens, who is connected, and per seat the last
``state`` message and the history of events (already redacted for that seat
by the authority: :mod:`.host` or the app's controller). It runs no rules: it
refuses what is malformed, oversize, of another protocol version, of an unknown
type, before ``hello`` or from a flooding connection, and hands each ``action``
to ``on_action(seat, msg)``; the authority answers with :meth:`publish` (a new
view for every seat) or :meth:`refuse` (an error for that seat).

A second connection with a seat's token replaces the first (which is told
``bye``/``replaced``). A seat that connects (again) gets ``welcome``,
``presence``, its whole history and its current state at once. Every refusal
is logged. All methods run on the server's event loop. No Qt here.

No stranger can keep a seat out: it serves seats only over TLS 1.3 (:mod:`.identity`);
every connection must say a valid ``hello`` within :data:`HELLO_TIMEOUT` whatever
it sends first; connections without a seat are capped at :data:`MAX_STRANGERS`
and a new one evicts the oldest (so a seat's owner always gets in); WebSocket
pings and pongs count against the same rate as messages; a request with an
``Origin`` header (a web page) is refused.

The port also answers an app of protocol version 1, which speaks plain ``ws://``:
:class:`~.front.Front` accepts every connection itself and peeks at its first byte within
:data:`~.front.FIRST_BYTES_TIMEOUT` (a TLS ClientHello starts with ``0x16``); a TLS one is
handed to TLS and the WebSocket server above, a plain one that starts like an HTTP
request gets a plain WebSocket handshake and, after its first message (never read:
it may hold a seat's token, sent in the clear), the version-1 ``error``
``protocol_version`` that makes the old app say "please update", then it is closed.
A plain connection never reaches the token check and is sent nothing else; it
counts as a stranger (the same cap, the same eviction). Connections still being
peeked at are capped at :data:`MAX_STRANGERS` too (a new one drops the oldest).
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import logging
import socket
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, cast

from websockets.asyncio.server import Server, ServerConnection
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode, Frame, Opcode
from websockets.protocol import State
from websockets.server import ServerProtocol

from .. import __version__
from .front import FIRST_BYTES_TIMEOUT, PLAIN_REQUEST, TLS_RECORD, Front, first_byte, listen
from .identity import Identity, server_context
from .limits import TokenBucket
from .protocol import MAX_FRAME, MAX_MESSAGE, VERSION, ProtocolError, decode, encode, outdated, size

log = logging.getLogger("souptable.net")

HELLO_TIMEOUT = 5.0  # seconds a new connection has to say a valid hello, whatever it sends first
HANDSHAKE_TIMEOUT = 5.0  # seconds for the TLS and WebSocket handshakes
RATE = 20.0  # messages and control frames per second a connection may send on average...
BURST = 60  # ...and at once
MAX_CREDIT = 3  # unanswered decisions a connection may answer without counting against the rate
MAX_STRANGERS = 16  # connections without a seat yet; one more evicts the oldest
MAX_OUTBOX = 4000  # messages queued for a client that does not read: it is dropped
CLOSE_POLICY = 1008


@dataclass
class TableInfo:
    """What every seat is told on joining (public facts about the table)."""

    game: str
    players: int
    options: dict[str, str]
    names: list[str]
    kinds: list[str]  # per seat: "person" (at the host's screen), "computer" or "remote"
    rules_revision: int
    hints: bool = False  # may a remote seat ask its own computer for a hint
    undo: str = "none"  # the host's undo policy for remote seats


class _Guarded(ServerConnection):
    """A connection whose pings and pongs count against its rate (the library answers
    a ping by itself, so a flood of them would otherwise cost the host for free)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.bucket = TokenBucket(RATE, BURST)
        self.flooded = False

    def process_event(self, event: Any) -> None:
        if isinstance(event, Frame) and event.opcode in (Opcode.PING, Opcode.PONG) and not self.bucket.take():
            if not self.flooded:
                self.flooded = True
                log.warning("a connection from %s sent too many pings: disconnected", self.remote_address)
                with contextlib.suppress(Exception):  # say why if the socket still takes it, then hang up
                    self.protocol.fail(CloseCode.POLICY_VIOLATION, "flood")
                    self.send_data()
                self.transport.close()
            return
        super().process_event(event)


@dataclass(eq=False)
class _Conn:
    ws: ServerConnection
    bucket: TokenBucket
    seat: int | None = None
    credit: int = 0  # decisions offered and not yet answered (actions that do not count as a flood)
    outbox: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)
    closing: bool = False

    @property
    def peer(self) -> str:
        try:
            return str(self.ws.remote_address[0])
        except (TypeError, IndexError):
            return "?"


@dataclass
class _Seat:
    token: str
    conn: _Conn | None = None
    history: list[dict[str, Any]] = field(default_factory=list)
    state: dict[str, Any] | None = None
    standin: str | None = None  # a computer level playing for the missing person
    joined_once: bool = False
    preloaded: int = 0  # how many events at the head of ``history`` came by ``preload``


def pack(events: list[dict[str, Any]], kind: str, limit: int = MAX_MESSAGE, **extra: Any) -> list[str]:
    """``events`` in as few ``kind`` messages as fit under ``limit`` bytes each."""
    out: list[str] = []
    chunk: list[dict[str, Any]] = []
    used = size(encode({"type": kind, "events": [], **extra})) + 16
    budget = used
    for ev in events:
        n = size(encode(ev)) + 1
        if chunk and budget + n > limit:
            out.append(encode({"type": kind, "events": chunk, **extra}))
            chunk, budget = [], used
        if used + n > limit:
            log.error("an event of %d bytes does not fit in one message: left out", n)
            continue
        chunk.append(ev)
        budget += n
    if chunk or not out:
        out.append(encode({"type": kind, "events": chunk, **extra}))
    return out


class TableServer:
    def __init__(
        self,
        info: TableInfo,
        tokens: dict[int, str],
        on_action: Callable[[int, dict[str, Any]], None],
        on_presence: Callable[[list[dict[str, Any]]], None] | None = None,
        rate: float = RATE,
        burst: int = BURST,
    ) -> None:
        self.info = info
        self.seats = {seat: _Seat(token) for seat, token in tokens.items()}
        self.on_action = on_action
        self.on_presence = on_presence
        self.rate = rate
        self.burst = burst
        self.server: Server | None = None
        self.port = 0
        self.host = ""
        self.refusals = 0  # counted for tests and the log
        self.hello_timeout = HELLO_TIMEOUT
        self.max_strangers = MAX_STRANGERS
        self._conns: set[_Conn] = set()
        self._strangers: dict[_Conn, None] = {}  # connections without a seat, oldest first
        self.first_bytes_timeout = FIRST_BYTES_TIMEOUT
        self._front: Front | None = None
        self._plain: Server | None = None  # the WebSocket server for plain (version-1) connections
        self._tls: Any = None
        self._sorting: dict[asyncio.Task[None], None] = {}  # connections not yet known as TLS or plain, oldest first

    # -- life ---------------------------------------------------------------------
    async def start(self, bind: str, port: int, identity: Identity) -> int:
        """Listen with TLS 1.3 and ``identity``'s certificate on ``bind`` (``""``: every address,
        IPv6 and IPv4) and ``port`` (0: any free one); returns the port. A plain connection
        (an app of protocol version 1) is told to update, nothing else."""
        context = server_context(identity)
        front = Front(listen(bind, port), self._sort)
        self._front = front
        self.server = await self._websocket_server(front, self._handle)
        self._plain = await self._websocket_server(front, self._outdated)
        self._tls = context
        await front.start_serving()
        self.host = bind
        self.port = int(front.sockets[0].getsockname()[1])
        log.info("listening on %s:%d (TLS) for seats %s", bind or "every address", self.port, sorted(self.seats))
        return self.port

    async def _websocket_server(self, front: Front, handler: Callable[[ServerConnection], Awaitable[None]]) -> Server:
        """A WebSocket server for the connections ``front`` hands on (what ``serve`` would
        make, without listening itself): each gets the handshake, then ``handler``."""

        async def listening() -> asyncio.Server:
            return cast(asyncio.Server, front)

        async def run(ws: ServerConnection) -> None:  # as the library's serve() runs a connection
            try:
                async with asyncio.timeout(HANDSHAKE_TIMEOUT):
                    await ws.handshake(None, None, f"SoupTable/{__version__}")
                if ws.protocol.state is not State.OPEN:
                    ws.transport.abort()
                    return
                server.all_connections.add(ws)
                ws.start_keepalive()
                try:
                    async with ws:
                        await handler(ws)
                except Exception:
                    log.exception("a connection's handler failed")
                finally:
                    server.all_connections.discard(ws)
            except Exception:  # the handshake failed or timed out: no connection is left behind
                ws.transport.abort()
            finally:
                task = asyncio.current_task()
                if task is not None:
                    server.handler_tasks.discard(task)

        server = Server(listening, run, log)
        return await server

    def _connection(self, server: Server) -> ServerConnection:
        protocol = ServerProtocol(
            origins=[None],  # browsers always send Origin: no web page may open a connection
            # no permessage-deflate: the messages are small, compressing them costs more time than
            # it saves, and compression under encryption can leak secrets by length (CRIME, BREACH)
            extensions=None,
            max_size=MAX_FRAME,
            logger=log,
        )
        return _Guarded(protocol, server, ping_interval=15, ping_timeout=20, close_timeout=2, max_queue=32)

    def adopt(self, sock: socket.socket) -> None:
        """A connection made elsewhere (a friend's, through a relay: :mod:`.relaylink`), served
        as if it had been accepted here: its first byte is looked at, then TLS, then a seat."""
        if self._front is None:
            sock.close()
            return
        sock.setblocking(False)
        self._sort(sock)

    def _sort(self, sock: socket.socket) -> None:
        """A new connection: TLS or plain, by its first byte (within a deadline)?"""
        if len(self._sorting) >= self.max_strangers:
            oldest = next(iter(self._sorting))
            del self._sorting[oldest]
            log.warning("too many connections that have not said anything yet: the oldest is dropped")
            self.refusals += 1
            oldest.cancel()
        task = asyncio.create_task(self._route(sock))
        self._sorting[task] = None

    async def _route(self, sock: socket.socket) -> None:
        loop = asyncio.get_running_loop()
        task = asyncio.current_task()
        try:
            try:
                first = await first_byte(sock, self.first_bytes_timeout)
            except (TimeoutError, OSError) as exc:
                log.info("a connection sent nothing in time (%r): closed", exc)
                sock.close()
                return
            finally:
                if task is not None:
                    self._sorting.pop(task, None)
            if first == TLS_RECORD and self.server is not None:
                await loop.connect_accepted_socket(
                    lambda: self._connection(cast(Server, self.server)),
                    sock,
                    ssl=self._tls,
                    ssl_handshake_timeout=HANDSHAKE_TIMEOUT,
                )
            elif first == PLAIN_REQUEST and self._plain is not None:
                await loop.connect_accepted_socket(lambda: self._connection(cast(Server, self._plain)), sock)
            else:
                log.info("a connection that is neither TLS nor a WebSocket request: closed")
                self.refusals += int(bool(first))
                sock.close()
        except asyncio.CancelledError:
            sock.close()
        except Exception as exc:  # a failed TLS handshake: the transport closed the socket
            log.info("a connection failed before its WebSocket handshake: %r", exc)
            sock.close()

    async def close(self, reason: str = "closed") -> None:
        """Say goodbye to every client (``reason`` from ``BYE_REASONS``), then stop listening."""
        for conn in list(self._conns):
            self._put(conn, encode({"type": "bye", "reason": reason}))
            self._put(conn, None)
        if self._front is not None:
            self._front.close()
        for task in list(self._sorting):
            task.cancel()
        servers = [s for s in (self.server, self._plain) if s is not None]
        for server in servers:
            server.close()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.gather(*(s.wait_closed() for s in servers)), 3.0)
        self.server = self._plain = self._front = None

    # -- the authority's side -------------------------------------------------------------
    def publish(self, seat: int, events: list[dict[str, Any]], state: dict[str, Any]) -> None:
        """A change for ``seat``: its new events (redacted for it) and its new state."""
        st = self.seats.get(seat)
        if st is None:
            return
        st.history.extend(events)
        st.state = state
        if st.conn is None:
            return
        if state.get("legal"):
            st.conn.credit = min(st.conn.credit + 1, MAX_CREDIT)
        msg = {**state, "events": events}
        text = encode(msg)
        if size(text) > MAX_MESSAGE:
            for part in pack(events, "events"):
                self._put(st.conn, part)
            text = encode({**state, "events": []})
        self._put(st.conn, text)

    def preload(self, seat: int, events: list[dict[str, Any]]) -> None:
        """What happened before the table's first change for ``seat`` (redacted for it): the
        first deal's events, then a resumed game's history. Each call's events follow the
        last call's, ahead of everything published."""
        st = self.seats.get(seat)
        if st is not None:
            st.history[st.preloaded : st.preloaded] = events
            st.preloaded += len(events)

    def refuse(self, seat: int, code: str, params: dict[str, Any] | None = None, ref: Any = None) -> None:
        st = self.seats.get(seat)
        self.refusals += 1
        log.warning("seat %d: refused (%s %s)", seat + 1, code, params or {})
        if st is not None and st.conn is not None:
            self._error(st.conn, code, params or {}, ref)

    def set_standin(self, seat: int, level: str | None) -> None:
        """A computer of ``level`` plays for the seat (``None``: the person again)."""
        if seat in self.seats:
            self.seats[seat].standin = level
            self._presence_changed()

    def connected(self, seat: int) -> bool:
        st = self.seats.get(seat)
        return st is not None and st.conn is not None

    def presence(self) -> list[dict[str, Any]]:
        out = []
        for s in range(self.info.players):
            st = self.seats.get(s)
            out.append(
                {
                    "seat": s,
                    "name": self.info.names[s],
                    "kind": self.info.kinds[s],
                    "connected": None if st is None else st.conn is not None,
                    "standin": None if st is None else st.standin,
                }
            )
        return out

    # -- connections ------------------------------------------------------------------------
    def _put(self, conn: _Conn, text: str | None) -> None:
        if conn.closing and text is not None:
            return
        if conn.outbox.qsize() > MAX_OUTBOX:
            log.warning("seat %s: the client does not read its messages: disconnected", _seat_no(conn))
            conn.closing = True
            conn.outbox.put_nowait(None)
            return
        conn.outbox.put_nowait(text)

    def _error(self, conn: _Conn, code: str, params: dict[str, Any], ref: Any = None) -> None:
        msg: dict[str, Any] = {"type": "error", "code": code, "params": params}
        if isinstance(ref, int) and not isinstance(ref, bool):
            msg["ref"] = ref
        self._put(conn, encode(msg))

    async def _writer(self, conn: _Conn) -> None:
        while True:
            text = await conn.outbox.get()
            if text is None:
                with contextlib.suppress(ConnectionClosed):
                    await conn.ws.close(CLOSE_POLICY if conn.closing else 1000)
                return
            try:
                await conn.ws.send(text)
            except ConnectionClosed:
                return

    def _admit(self, ws: ServerConnection) -> _Conn:
        """A new connection, a stranger until its hello (the oldest makes room if there are too many)."""
        bucket = ws.bucket if isinstance(ws, _Guarded) else TokenBucket(self.rate, self.burst)
        bucket.rate, bucket.burst, bucket.level = self.rate, float(self.burst), float(self.burst)
        conn = _Conn(ws, bucket)
        if len(self._strangers) >= self.max_strangers:
            # the oldest stranger makes room: whoever holds a token and says hello at once gets in
            oldest = next(iter(self._strangers))
            del self._strangers[oldest]
            log.warning("too many connections without a seat: the oldest (%s) is dropped", oldest.peer)
            self.refusals += 1
            self._finish(oldest)
        self._conns.add(conn)
        self._strangers[conn] = None
        return conn

    async def _release(self, conn: _Conn, writer: asyncio.Task[None]) -> None:
        self._conns.discard(conn)
        self._strangers.pop(conn, None)
        self._detach(conn)
        conn.outbox.put_nowait(None)  # the writer sends what is left, then ends
        with contextlib.suppress(TimeoutError, asyncio.CancelledError):
            await asyncio.wait_for(asyncio.shield(writer), 2.0)
        writer.cancel()

    async def _outdated(self, ws: ServerConnection) -> None:
        """A plain ``ws://`` connection (an app of protocol version 1): after its first
        message, or the hello deadline, it is told to update in its own protocol and closed.
        What it sent is never read (its hello holds a token, sent in the clear)."""
        conn = self._admit(ws)
        writer = asyncio.create_task(self._writer(conn))
        try:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(ws.recv(), self.hello_timeout)
            if not conn.closing:
                self.refusals += 1
                log.warning("%s: an app of protocol version 1 (plain ws://) was told to update", conn.peer)
                self._put(conn, outdated())
                self._finish(conn)
            await ws.wait_closed()
        except ConnectionClosed:
            pass
        finally:
            await self._release(conn, writer)

    async def _handle(self, ws: ServerConnection) -> None:
        conn = self._admit(ws)
        writer = asyncio.create_task(self._writer(conn))
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.hello_timeout
        try:
            while not conn.closing:
                if conn.seat is None:  # no seat yet: the deadline holds whatever was sent so far
                    try:
                        raw = await asyncio.wait_for(ws.recv(), max(0.0, deadline - loop.time()))
                    except TimeoutError:
                        self._refused(conn, "not_joined", {}, "no hello in time")
                        self._finish(conn)
                        break
                else:
                    raw = await ws.recv()
                # an answer to a decision the seat was offered is never a flood (a computer
                # player answers at once); anything else counts against the rate
                if conn.credit > 0 and _is_action(raw):
                    conn.credit -= 1
                elif not conn.bucket.take():
                    self._refused(conn, "flood", {"rate": self.rate})
                    self._finish(conn)
                    break
                await self._receive(conn, raw)
        except ConnectionClosed as exc:
            if exc.rcvd is not None and exc.rcvd.code == 1009:
                log.warning("seat %s (%s): a message over the size limit: disconnected", _seat_no(conn), conn.peer)
                self.refusals += 1
        finally:
            await self._release(conn, writer)

    def _finish(self, conn: _Conn) -> None:
        conn.closing = True
        conn.outbox.put_nowait(None)

    def _refused(self, conn: _Conn, code: str, params: dict[str, Any], why: str = "", ref: Any = None) -> None:
        self.refusals += 1
        log.warning("seat %s (%s): refused %s %s", _seat_no(conn), conn.peer, code, why or params or "")
        self._error(conn, code, params, ref)

    async def _receive(self, conn: _Conn, raw: str | bytes) -> None:
        try:
            msg = decode(raw)
        except ProtocolError as exc:
            self._refused(conn, exc.code, exc.params)
            if exc.code == "protocol_version":
                self._finish(conn)
            return
        kind = msg["type"]
        ref = msg.get("ref")
        if kind == "hello":
            if conn.seat is not None:
                self._refused(conn, "already_joined", {}, ref=ref)
                return
            self._hello(conn, msg)
            return
        if conn.seat is None:
            self._refused(conn, "not_joined" if kind in ("action", "ping") else "unknown_type", {}, kind, ref)
            return
        if kind == "ping":
            t = msg.get("t")
            self._put(conn, encode({"type": "pong", "t": t if isinstance(t, (int, float)) else None}))
        elif kind == "action":
            try:
                self.on_action(conn.seat, msg)
            except Exception:  # the authority failed: say so, keep the connection and the table
                log.exception("seat %s: the host failed on an action", _seat_no(conn))
                self._refused(conn, "internal", {}, ref=ref)
        else:
            self._refused(conn, "unknown_type", {"type": kind[:40]}, ref=ref)

    def _hello(self, conn: _Conn, msg: dict[str, Any]) -> None:
        token = msg.get("token")
        if not isinstance(token, str):
            self._refused(conn, "malformed", {})
            return
        seat = None
        for s, st in self.seats.items():
            if hmac.compare_digest(st.token.encode(), token.encode()[:256]):
                seat = s
        if seat is None:
            self._refused(conn, "bad_token", {})
            self._finish(conn)
            return
        st = self.seats[seat]
        old = st.conn
        if old is not None and old is not conn:
            log.info("seat %d: a new connection replaces the old one", seat + 1)
            self._put(old, encode({"type": "bye", "reason": "replaced"}))
            old.seat = None
            self._finish(old)
        conn.seat = seat
        self._strangers.pop(conn, None)
        st.conn = conn
        st.joined_once = True
        log.info("seat %d joined from %s", seat + 1, conn.peer)
        i = self.info
        self._put(
            conn,
            encode(
                {
                    "type": "welcome",
                    "protocol": VERSION,
                    "app": __version__,
                    "seat": seat,
                    "game": i.game,
                    "players": i.players,
                    "options": i.options,
                    "names": i.names,
                    "kinds": i.kinds,
                    "rules_revision": i.rules_revision,
                    "policy": {"hints": i.hints, "undo": i.undo},
                }
            ),
        )
        for part in pack(st.history, "history"):
            self._put(conn, part)
        if st.state is not None:
            if st.state.get("legal"):
                conn.credit = 1
            self._put(conn, encode({**st.state, "events": []}))
        self._presence_changed()

    def _detach(self, conn: _Conn) -> None:
        if conn.seat is None:
            return
        st = self.seats.get(conn.seat)
        conn.seat = None
        if st is not None and st.conn is conn:
            st.conn = None
            log.info("seat %d left", next(s for s, x in self.seats.items() if x is st) + 1)
            self._presence_changed()

    def _presence_changed(self) -> None:
        seats = self.presence()
        text = encode({"type": "presence", "seats": seats})
        for st in self.seats.values():
            if st.conn is not None:
                self._put(st.conn, text)
        if self.on_presence is not None:
            self.on_presence(seats)


def _is_action(raw: str | bytes) -> bool:
    """Does ``raw`` look like an ``action`` message (checked properly when handled)?"""
    return isinstance(raw, str) and len(raw) < MAX_MESSAGE and '"type":"action"' in raw.replace(" ", "")


def _seat_no(conn: _Conn) -> str:
    return "?" if conn.seat is None else str(conn.seat + 1)
