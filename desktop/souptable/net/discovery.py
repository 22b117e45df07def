"""Tables on the local network, announced and found over mDNS/DNS-SD (``zeroconf``).

A host whose table is open to the network (not bound to loopback) announces one
service of type :data:`SERVICE`: the game, the host's name, the free remote seats
and the port, and **never a token** (a seat still needs its invite link; the
listing only says where to ask). :class:`Announcer` runs on the host's asyncio
loop; :class:`Browser` runs zeroconf's own threads and calls back on one of them
(the app bridges to Qt with a signal). Nothing is announced for a table bound to
this computer only. No Qt here.
"""

from __future__ import annotations

import logging
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .addresses import link_hosts, only_here
from .protocol import VERSION

log = logging.getLogger("souptable.net")

SERVICE = "_souptable._tcp.local."


@dataclass(frozen=True)
class FoundTable:
    """A table announced on the local network (no token: ask its host for a link)."""

    key: str  # the service's name, unique on the network
    game: str
    host: str  # the host's name
    players: int
    free: int  # remote seats nobody has taken yet
    addresses: tuple[str, ...]
    port: int


def should_announce(bind: str) -> bool:
    """Only a table opened to the network is announced."""
    return not only_here(bind)


def _props(game: str, host: str, players: int, free: int) -> dict[str, str]:
    return {"v": str(VERSION), "game": game, "host": host[:60], "players": str(players), "free": str(free)}


class Announcer:
    """Announces one table while it is open; :meth:`update` says how many seats are free."""

    def __init__(self, game: str, host: str, port: int, bind: str, players: int, free: int) -> None:
        self.game, self.host, self.port, self.bind, self.players, self.free = game, host, port, bind, players, free
        self._zc: Any = None
        self._info: Any = None

    def _service(self) -> Any:
        from zeroconf import ServiceInfo

        here = socket.gethostname().split(".")[0] or "souptable"
        label = f"{self.host} {self.game} {self.port}"[:63]
        return ServiceInfo(
            SERVICE,
            f"{label}.{SERVICE}",
            port=self.port,
            properties=_props(self.game, self.host, self.players, self.free),
            server=f"{here}.local.",
            parsed_addresses=link_hosts(self.bind),
        )

    async def start(self) -> None:
        from zeroconf import IPVersion
        from zeroconf.asyncio import AsyncZeroconf

        hosts = link_hosts(self.bind)
        self._zc = AsyncZeroconf(ip_version=IPVersion.All if any(":" in h for h in hosts) else IPVersion.V4Only)
        self._info = self._service()
        # allow_name_change: two tables with the same label on one network both appear
        await (await self._zc.async_register_service(self._info, allow_name_change=True))
        log.info("announced on the local network as %r", self._info.name)

    async def update(self, free: int) -> None:
        if free == self.free:
            return
        self.free = free  # a listing not made yet will say it
        if self._zc is None or self._info is None:
            return
        self._info.properties = {k.encode(): v.encode() for k, v in _props(self.game, self.host, self.players, free).items()}
        await (await self._zc.async_update_service(self._info))

    async def close(self) -> None:
        zc, self._zc = self._zc, None
        if zc is None:
            return
        try:
            if self._info is not None:
                await (await zc.async_unregister_service(self._info))  # the others' lists drop it at once
        finally:
            await zc.async_close()


class Browser:
    """Finds announced tables; ``on_change`` is called (on zeroconf's thread) with the list."""

    def __init__(self, on_change: Callable[[list[FoundTable]], None] | None = None) -> None:
        self.on_change = on_change
        self._found: dict[str, FoundTable] = {}
        self._lock = threading.Lock()
        self._zc: Any = None
        self._browser: Any = None

    def start(self) -> None:
        from zeroconf import ServiceBrowser, Zeroconf

        self._zc = Zeroconf()
        self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._changed])

    def tables(self) -> list[FoundTable]:
        with self._lock:
            return sorted(self._found.values(), key=lambda t: (t.host, t.game, t.key))

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            with self._lock:
                gone = self._found.pop(name, None)
            if gone is not None:
                self._tell()
            return
        info = zeroconf.get_service_info(service_type, name, timeout=3000)
        table = _table(name, info) if info is not None else None
        if table is None:
            return
        with self._lock:
            self._found[name] = table
        self._tell()

    def _tell(self) -> None:
        if self.on_change is not None:
            self.on_change(self.tables())

    def close(self) -> None:
        zc, self._zc = self._zc, None
        if zc is not None:
            if self._browser is not None:
                self._browser.cancel()
            zc.close()


def _table(name: str, info: Any) -> FoundTable | None:
    """A listing read defensively (anyone on the network can announce anything)."""
    try:
        props = {k.decode("utf-8", "replace"): (v or b"").decode("utf-8", "replace") for k, v in info.properties.items()}
        if props.get("v") != str(VERSION):
            return None
        addresses = tuple(str(a) for a in info.parsed_addresses())[:8]
        return FoundTable(
            name[:120],
            props["game"][:40],
            props.get("host", "")[:60],
            int(props["players"]),
            int(props["free"]),
            addresses,
            int(info.port),
        )
    except (KeyError, ValueError, TypeError, AttributeError):
        return None
