"""A port mapping at the home router (UPnP IGD), while a table is open to the internet.

:class:`PortMapper` finds the router (SSDP, with ``async-upnp-client``), asks it to
forward a TCP port to this computer, learns the router's public address, renews the
mapping while the table is open and removes it when the table closes. Every mapping is
remembered in a small state file in the data folder (``port-mappings.json``, owner-only)
until it is removed, so a host that crashed leaves nothing behind for long: the next
host start removes the mappings of hosts that no longer run (:func:`remove_stale`).
Failures are :class:`MapError` codes with params (``no_router``, ``refused``), never
sentences: the CLI and the app word them. No Qt here.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import os
import random
import socket
import time
from dataclasses import asdict, dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any, cast
from urllib.parse import urlsplit

from ..engine.errors import DataError
from ..engine.jsonio import read_json, write_json

log = logging.getLogger("souptable.net")

STATE_FILE = "port-mappings.json"
LEASE = 3600  # seconds a mapping lives at the router unless renewed (renewed at half of it)
SEARCH_SECONDS = 2  # SSDP: how long routers have to answer
DESCRIPTION = "Soup Table"
IGD_TYPES = (
    "urn:schemas-upnp-org:device:InternetGatewayDevice:2",
    "urn:schemas-upnp-org:device:InternetGatewayDevice:1",
)
# UPnP errors (UPnP IGD WANIPConnection:2, section 2.4.16)
CONFLICT = 718  # ConflictInMappingEntry: the port is mapped to another computer
ONLY_PERMANENT = 725  # OnlyPermanentLeasesSupported


class MapError(Exception):
    """No mapping: ``no_router`` (no UPnP router answered), ``refused`` (params:
    ``error``, the router's UPnP error code or ``None``; ``description``)."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(code, params)


@dataclass(frozen=True)
class Mapping:
    location: str  # the router's device description (where it is asked)
    external_ip: str  # the router's public address, as it says ("" if it did not)
    external_port: int
    internal_client: str  # this computer's address on the home network
    internal_port: int
    lease: int  # seconds (0: until removed)
    pid: int = 0  # the process that holds it (the state file: stale when it no longer runs)
    made: float = 0.0  # when (time.time())


class _AnyHost:
    """UPnP's wildcard remote host (an empty string, which the library's IPv4Address cannot be)."""

    exploded = ""


def _requester() -> Any:
    from async_upnp_client.aiohttp import AiohttpRequester

    return AiohttpRequester(timeout=5)


async def find_router(seconds: int = SEARCH_SECONDS) -> str | None:
    """The description URL of the first Internet Gateway Device that answers, or ``None``."""
    from async_upnp_client.search import async_search

    found: list[str] = []

    async def answer(headers: Any) -> None:
        location = headers.get("location")
        if headers.get("st") in IGD_TYPES and isinstance(location, str) and location.startswith("http"):
            found.append(location)

    with contextlib.suppress(OSError):
        await asyncio.gather(*(async_search(answer, timeout=seconds, search_target=st) for st in IGD_TYPES))
    return found[0] if found else None


async def _device(location: str) -> Any:
    from async_upnp_client.client_factory import UpnpFactory
    from async_upnp_client.profiles.igd import IgdDevice

    device = await UpnpFactory(_requester(), non_strict=True).async_create_device(location)
    return IgdDevice(device, None)


def _local_address_towards(location: str) -> str:
    """This computer's address on the way to the router (no packet is sent)."""
    host = urlsplit(location).hostname or ""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect((host, 1900))
        return str(s.getsockname()[0])


def _upnp_error(exc: Exception) -> int | None:
    code = getattr(exc, "error_code", None)
    return int(code) if isinstance(code, int) else None


class PortMapper:
    """One TCP port mapped at the router for this process's table."""

    def __init__(self, port: int, folder: str | os.PathLike[str], *, lease: int = LEASE) -> None:
        self.port = port
        self.folder = Path(folder)
        self.lease = lease
        self.mapping: Mapping | None = None
        self._igd: Any = None
        self._renewing: asyncio.Task[None] | None = None

    async def start(self, location: str | None = None) -> Mapping:
        """Find the router (unless ``location`` is known), remove stale mappings, map the port;
        raises :class:`MapError`."""
        if location is None:
            location = await find_router()
        if location is None:
            raise MapError("no_router")
        try:
            igd = await _device(location)
        except Exception as exc:  # the router answered the search, but not its description
            raise MapError("no_router", why=type(exc).__name__) from exc
        self._igd = igd
        await remove_stale(self.folder, igd=igd, location=location)
        client = _local_address_towards(location)
        asked: list[Mapping] = []  # what the router may have granted, in the state file before it is asked
        try:
            self.mapping = await self._map(location, client, asked)
        except BaseException:  # refused, cut off, or cancelled (the table closed meanwhile): nothing is left
            if asked:
                await asyncio.shield(_withdraw(self.folder, igd, asked))
            raise
        if self.mapping.lease:
            self._renewing = asyncio.create_task(self._renew())
        log.info("the router forwards port %d to this computer's port %d", self.mapping.external_port, self.port)
        return self.mapping

    async def _map(self, location: str, client: str, asked: list[Mapping]) -> Mapping:
        igd = self._igd
        ports = [self.port] + [random.randrange(40000, 60000) for _ in range(2)]
        lease = self.lease
        last: Exception | None = None
        external = self.port
        for external in ports:
            try:
                await self._ask(asked, location, external, client, lease)
            except Exception as exc:
                err = _upnp_error(exc)
                if err == ONLY_PERMANENT and lease:
                    lease = 0  # such a router keeps the mapping until it is removed (we remove it)
                    try:
                        await self._ask(asked, location, external, client, lease)
                    except Exception as exc2:
                        last = exc2
                        if _upnp_error(exc2) == CONFLICT:
                            continue
                        break
                elif err == CONFLICT:
                    last = exc
                    continue
                else:
                    last = exc
                    break
            else:
                last = None
                break
        if last is not None:
            raise MapError("refused", error=_upnp_error(last), description=str(getattr(last, "error_desc", "") or last)[:120])
        try:
            entry = await igd.async_get_specific_port_mapping_entry(None, external, "TCP")
        except Exception as exc:
            raise MapError("refused", error=_upnp_error(exc), description="the mapping is not there") from exc
        if entry is None or str(entry.internal_client) != client or int(entry.internal_port) != self.port:
            _forget(self.folder, asked.pop())  # not ours: the router's entry stays as it is
            raise MapError("refused", error=None, description="the router offers no port mappings")
        try:
            external_ip = str(await igd.async_get_external_ip_address() or "")
        except Exception:
            external_ip = ""
        m = Mapping(location, external_ip, external, client, self.port, lease, os.getpid(), time.time())
        _remember(self.folder, m)
        asked.clear()
        return m

    async def _ask(self, asked: list[Mapping], location: str, external: int, client: str, lease: int) -> None:
        """One AddPortMapping, remembered before it is sent (a crash or a close meanwhile leaves
        the record, which removes it later); forgotten when the router says no (it granted nothing)."""
        m = Mapping(location, "", external, client, self.port, lease, os.getpid(), time.time())
        if not any(x.external_port == external for x in asked):
            _remember(self.folder, m)
            asked.append(m)
        try:
            await self._add(external, client, lease)
        except Exception as exc:
            if _upnp_error(exc) is not None:  # the router's own "no": nothing was granted
                asked[:] = [x for x in asked if x.external_port != external]
                _forget(self.folder, m)
            raise

    async def _add(self, external: int, client: str, lease: int) -> None:
        await self._igd.async_add_port_mapping(
            cast(Any, _AnyHost()),
            external,
            "TCP",
            self.port,
            ipaddress.IPv4Address(client),
            True,
            DESCRIPTION,
            timedelta(seconds=lease),
        )

    async def _renew(self) -> None:
        m = self.mapping
        assert m is not None
        while True:
            await asyncio.sleep(max(10.0, m.lease / 2))
            try:
                await self._add(m.external_port, m.internal_client, m.lease)
            except Exception as exc:  # the next try is sooner; the table stays open either way
                log.warning("the router did not renew the port mapping: %s", exc)
                await asyncio.sleep(30.0)

    async def close(self) -> None:
        """Remove the mapping, and forget it once the router has it no more (a router that does
        not answer keeps the record: the next start removes the mapping)."""
        if self._renewing is not None:
            self._renewing.cancel()
        m, self.mapping = self.mapping, None
        if m is None or self._igd is None:
            return
        await _withdraw(self.folder, self._igd, [m])


async def _withdraw(folder: Path, igd: Any, mappings: list[Mapping]) -> None:
    """Remove ``mappings`` at the router (bounded); each is forgotten once it is gone there."""
    for m in mappings:
        try:
            async with asyncio.timeout(10):
                await igd.async_delete_port_mapping(cast(Any, _AnyHost()), m.external_port, "TCP")
            log.info("the port mapping of port %d is removed", m.external_port)
        except Exception as exc:
            if _upnp_error(exc) is None:  # no answer: the record stays for the next start
                log.warning("the port mapping of port %d could not be removed now: %s", m.external_port, exc)
                continue
            # the router's "no such entry": it is gone (or was never granted)
        _forget(folder, m)


# -- the state file --------------------------------------------------------------------------


def _path(folder: Path) -> Path:
    return folder / STATE_FILE


def remembered(folder: str | os.PathLike[str]) -> list[Mapping]:
    """The mappings in the state file (none if it is missing or damaged)."""
    path = _path(Path(folder))
    if not path.exists():
        return []
    try:
        data = read_json(path)
        return [Mapping(**{k: item[k] for k in Mapping.__dataclass_fields__}) for item in data["mappings"]]
    except (DataError, KeyError, TypeError, ValueError) as exc:
        log.warning("%s cannot be read (%s): it is started anew", path, exc)
        return []


def _write(folder: Path, mappings: list[Mapping]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    if mappings:
        write_json(_path(folder), {"format": "souptable-port-mappings", "version": 1,
                                   "mappings": [asdict(m) for m in mappings]}, private=True)  # fmt: skip
    else:
        with contextlib.suppress(FileNotFoundError):
            _path(folder).unlink()


def _remember(folder: Path, m: Mapping) -> None:
    keep = [x for x in remembered(folder) if (x.location, x.external_port) != (m.location, m.external_port)]
    _write(folder, [*keep, m])


def _forget(folder: Path, m: Mapping) -> None:
    _write(folder, [x for x in remembered(folder) if (x.location, x.external_port) != (m.location, m.external_port)])


def _running(pid: int) -> bool:
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


async def remove_stale(folder: str | os.PathLike[str], *, igd: Any = None, location: str | None = None) -> int:
    """Remove the mappings of hosts that no longer run (a crash, a kill) from their router
    and from the state file; returns how many went. Those of running hosts stay."""
    where = Path(folder)
    left: list[Mapping] = []
    gone = 0
    for m in remembered(where):
        if _running(m.pid):
            left.append(m)
            continue
        try:
            async with asyncio.timeout(10):
                dev = igd if (igd is not None and m.location == location) else await _device(m.location)
                await dev.async_delete_port_mapping(cast(Any, _AnyHost()), m.external_port, "TCP")
            gone += 1
            log.info("a stale port mapping (port %d, left by a host that stopped) is removed", m.external_port)
        except Exception as exc:
            err = _upnp_error(exc)
            expired = m.lease and time.time() - m.made > m.lease
            if err is None and not expired:  # the router is not reachable now: next time
                left.append(m)
            else:  # the router has no such mapping (any more), or its lease is long over
                gone += 1
    _write(where, left)
    return gone
