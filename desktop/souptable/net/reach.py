"""Can friends on the internet reach this computer? The check that says why.

:func:`check` tries what a host can do by itself, in order: a global IPv6 address (offered
directly), a public IPv4 address of this computer, a port mapping at the home router
(:mod:`.portmap`); with a relay it also asks the relay to connect back (:func:`.relaylink.probe`),
which tells a firewall from an open port and a shared address from the router's own. The
answer is a :class:`Reach`: ``ok``, a ``code`` with ``params``, and what to do next (codes with
params) — never sentences: ``souptable-cli`` words them in English, the app in its language.

Codes: ``mapped`` (the router forwards ``port`` of its public ``address``), ``public`` (this
computer's own address is public), ``forwarded`` (the relay got through although no mapping
was made: a port forwarded by hand); ``no_router`` (no UPnP router answered), ``refused`` (the
router refused: ``error``, ``description``), ``shared_address`` (the router's public address is
shared by many homes: carrier-grade NAT, 100.64.0.0/10 or a private range), ``firewall`` (the
port is mapped, nothing gets through). Next steps: ``relay``, ``vpn``, ``forward`` (``port``,
``local``: by hand), ``test`` (give a relay to test from outside), ``ipv6`` (``address``). No Qt here.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import os
from dataclasses import dataclass, field
from typing import Any

from .addresses import local_addresses
from .portmap import MapError, Mapping, PortMapper
from .relaylink import RelayAddress, RelayError, probe

log = logging.getLogger("souptable.net")

# every answer's code (yes: the first three) and every next step's code: the CLI and the app word each
CODES = ("mapped", "public", "forwarded", "no_router", "refused", "shared_address", "firewall")
NEXT = ("relay", "vpn", "forward", "test", "ipv6")

SHARED = [ipaddress.ip_network(n) for n in ("100.64.0.0/10", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]


@dataclass(frozen=True)
class Reach:
    ok: bool
    code: str
    params: dict[str, Any] = field(default_factory=dict)
    next: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    ipv6: list[str] = field(default_factory=list)  # global IPv6 addresses of this computer

    def to_json(self) -> dict[str, Any]:
        return {"ok": self.ok, "code": self.code, "params": self.params,
                "next": [{"code": c, "params": p} for c, p in self.next], "ipv6": self.ipv6}  # fmt: skip


def shared(address: str) -> bool:
    """Is ``address`` one that many homes share (carrier-grade NAT, or a private range)?"""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return ip.version == 4 and any(ip in n for n in SHARED)


def _public_v4() -> str | None:
    for a in local_addresses():
        ip = ipaddress.ip_address(a.ip)
        if ip.version == 4 and ip.is_global and not shared(a.ip):
            return a.ip
    return None


def _global_v6() -> list[str]:
    return [a.ip for a in local_addresses() if a.v6 and ipaddress.ip_address(a.ip).is_global]


async def check(
    port: int,
    folder: str | os.PathLike[str],
    *,
    relay: RelayAddress | None = None,
    keep: bool = False,
    router: str | None = None,
) -> tuple[Reach, PortMapper | None]:
    """Check (and with ``keep`` hold) a way in to ``port`` of this computer; something must
    listen there for the relay's test to get through. Returns the answer and, with ``keep``
    and a mapping made, its :class:`PortMapper` (the caller closes it). ``router``: the router's
    description URL when it is known (else it is searched for). Cancelled, it leaves no mapping."""
    v6 = _global_v6()
    local = next((a.ip for a in local_addresses() if not a.v6), "")
    alternatives: list[tuple[str, dict[str, Any]]] = [("relay", {}), ("vpn", {})]
    by_hand = ("forward", {"port": port, "local": local})
    if v6:
        alternatives.append(("ipv6", {"address": v6[0], "port": port}))
    own = _public_v4()
    if own is not None:
        return await _tested(Reach(True, "public", {"address": own, "port": port}, ipv6=v6), relay, port, alternatives), None
    mapper = PortMapper(port, folder)
    try:
        m = await mapper.start(router)
    except MapError as exc:
        seen = await _probe(relay, port)
        if seen is not None and seen[0]:  # not mapped, and yet it gets through: forwarded by hand
            return Reach(True, "forwarded", {"address": seen[1], "port": port}, ipv6=v6), None
        if seen is not None and shared(seen[1]):
            return Reach(False, "shared_address", {"address": seen[1]}, alternatives, v6), None
        return Reach(False, exc.code, exc.params, [*alternatives, by_hand], v6), None
    try:
        answer = await _judge(m, relay, alternatives, v6)
    except BaseException:  # cancelled (the table closed while the relay tested it): the mapping goes
        await asyncio.shield(mapper.close())
        raise
    if answer.ok and keep:
        return answer, mapper
    await mapper.close()
    return answer, None


async def _judge(m: Mapping, relay: RelayAddress | None, alternatives: list[tuple[str, dict[str, Any]]], v6: list[str]) -> Reach:
    where = {"address": m.external_ip, "port": m.external_port}
    if shared(m.external_ip):
        return Reach(False, "shared_address", {"address": m.external_ip}, alternatives, v6)
    seen = await _probe(relay, m.external_port)
    if seen is None:
        return Reach(True, "mapped", {**where, "tested": False}, [] if relay else [("test", {})], v6)
    through, address = seen
    if not through and address and address != m.external_ip:
        # the relay sees another address than the router's: another router (or a carrier) is in between
        return Reach(False, "shared_address", {"address": m.external_ip, "seen": address}, alternatives, v6)
    if not through:
        return Reach(False, "firewall", where, alternatives, v6)
    return Reach(True, "mapped", {**where, "tested": True}, [], v6)


async def _tested(answer: Reach, relay: RelayAddress | None, port: int, alternatives: list[tuple[str, dict[str, Any]]]) -> Reach:
    seen = await _probe(relay, port)
    if seen is None:
        return answer if relay else Reach(answer.ok, answer.code, {**answer.params, "tested": False}, [("test", {})], answer.ipv6)
    if seen[0]:
        return Reach(True, answer.code, {**answer.params, "tested": True}, [], answer.ipv6)
    return Reach(False, "firewall", answer.params, alternatives, answer.ipv6)


async def _probe(relay: RelayAddress | None, port: int) -> tuple[bool, str] | None:
    if relay is None:
        return None
    try:
        return await probe(relay, port)
    except RelayError as exc:
        log.warning("the relay %s could not test the way in: %s", relay, exc.code)
        return None
