"""The listening front of a hosted table: the sockets, and a first look at each connection.

Every connection is accepted here, still unread, and handed on; :func:`first_byte`
peeks at its first byte (a TLS ClientHello starts with :data:`TLS_RECORD`, a plain
WebSocket upgrade of a version-1 app with :data:`PLAIN_REQUEST`) so that the server
(``server.py``) can route it. Nothing here reads or answers a message. No Qt here.
"""

from __future__ import annotations

import asyncio
import logging
import socket
from collections.abc import Callable

log = logging.getLogger("souptable.net")

FIRST_BYTES_TIMEOUT = 5.0  # seconds a new connection has to send its first byte (TLS or plain?)
TLS_RECORD = b"\x16"  # a TLS handshake record (the ClientHello) starts with this byte
PLAIN_REQUEST = b"G"  # a plain WebSocket upgrade starts "GET "


class Front:
    """The listening sockets: every connection is accepted here and handed to
    ``on_accept`` (still unread). It stands for the ``asyncio.Server`` that the
    WebSocket servers stop and ask whether it still serves."""

    def __init__(self, sockets: list[socket.socket], on_accept: Callable[[socket.socket], None]) -> None:
        self.sockets = tuple(sockets)
        for s in self.sockets:
            s.setblocking(False)
        self._on_accept = on_accept
        self._loop = asyncio.get_running_loop()
        self._accepting: list[asyncio.Task[None]] = []
        self._serving = False

    def get_loop(self) -> asyncio.AbstractEventLoop:
        return self._loop

    def is_serving(self) -> bool:
        return self._serving

    async def start_serving(self) -> None:
        if not self._serving:
            self._serving = True
            self._accepting = [asyncio.create_task(self._accept(s)) for s in self.sockets]

    def close(self) -> None:
        self._serving = False
        for task in self._accepting:
            task.cancel()  # each closes its socket once it no longer waits on it
        if not self._accepting:
            for s in self.sockets:
                s.close()

    async def wait_closed(self) -> None:
        if self._accepting:
            await asyncio.wait(self._accepting)

    async def _accept(self, listener: socket.socket) -> None:
        try:
            while True:
                try:
                    sock, _addr = await self._loop.sock_accept(listener)
                except OSError as exc:  # too many open files, a connection reset before accept…
                    log.warning("accepting a connection failed: %s", exc)
                    await asyncio.sleep(0.2)
                    continue
                sock.setblocking(False)
                self._on_accept(sock)
        finally:
            listener.close()


def listen(bind: str, port: int) -> list[socket.socket]:
    """Listening sockets on ``bind`` (``""``: every address, IPv6 and IPv4) and ``port``
    (0: any free one, the same for every address)."""
    if not bind:
        if socket.has_dualstack_ipv6():
            return [socket.create_server(("", port), family=socket.AF_INET6, dualstack_ipv6=True)]
        return [socket.create_server(("", port))]
    out: list[socket.socket] = []
    try:
        seen = set()
        for family, _t, _p, _c, addr in socket.getaddrinfo(bind, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE):
            if addr[0] in seen or family not in (socket.AF_INET, socket.AF_INET6):
                continue
            seen.add(addr[0])
            at = (addr[0], port or (out[0].getsockname()[1] if out else 0), *addr[2:])
            out.append(socket.create_server(at, family=family))
    except OSError:
        for s in out:
            s.close()
        raise
    return out


def _settle(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


async def first_byte(sock: socket.socket, timeout: float) -> bytes:
    """The connection's first byte, left unread (``b""``: closed); raises ``TimeoutError``."""
    loop = asyncio.get_running_loop()
    async with asyncio.timeout(timeout):
        while True:
            try:
                return sock.recv(1, socket.MSG_PEEK)
            except (BlockingIOError, InterruptedError):
                pass
            ready: asyncio.Future[None] = loop.create_future()
            try:
                loop.add_reader(sock.fileno(), _settle, ready)
            except NotImplementedError:  # an event loop without readiness callbacks (Windows' proactor): poll
                await asyncio.sleep(0.05)
                continue
            try:
                await ready
            finally:
                loop.remove_reader(sock.fileno())
