"""The addresses an invite link can carry: this computer's own, per network interface.

Used by ``souptable-cli host --bind 0.0.0.0`` (it prints a link per real address
instead of one that works only here) and by the app's Host dialog (the host picks
the address its friends reach it at: the local network's, a VPN's, or typed).
Read with ``ifaddr`` (what ``zeroconf`` uses). Nothing here opens a connection.
No Qt here.
"""

from __future__ import annotations

import ipaddress
import logging
from dataclasses import dataclass

log = logging.getLogger("souptable.net")

ANY = ("0.0.0.0", "::", "")  # binds that listen on every address
LOOPBACK = "127.0.0.1"


@dataclass(frozen=True)
class Address:
    """One address of this computer: ``ip`` and the name of its interface (``eth0``, ``wg0``)."""

    ip: str
    interface: str

    @property
    def loopback(self) -> bool:
        return ipaddress.ip_address(self.ip).is_loopback

    @property
    def v6(self) -> bool:
        return ":" in self.ip


def local_addresses(*, include_loopback: bool = False) -> list[Address]:
    """This computer's addresses: IPv4 first, then global and unique-local IPv6; never
    link-local ones (they need an interface name that a link cannot carry)."""
    try:
        import ifaddr

        adapters = ifaddr.get_adapters()
    except (ImportError, OSError) as exc:
        log.warning("this computer's addresses cannot be listed: %s", exc)
        return [Address(LOOPBACK, "lo")] if include_loopback else []
    v4: list[Address] = []
    v6: list[Address] = []
    for ad in adapters:
        for ip in ad.ips:
            text = ip.ip if isinstance(ip.ip, str) else ip.ip[0]
            try:
                addr = ipaddress.ip_address(text)
            except ValueError:
                continue
            if addr.is_link_local or addr.is_multicast or addr.is_unspecified:
                continue
            if addr.is_loopback and not include_loopback:
                continue
            (v6 if addr.version == 6 else v4).append(Address(str(addr), str(ad.nice_name)))
    seen: set[str] = set()
    out = []
    for a in v4 + v6:
        if a.ip not in seen:
            seen.add(a.ip)
            out.append(a)
    return out


def link_hosts(bind: str) -> list[str]:
    """The addresses a link can carry for a host listening on ``bind``: the bind itself
    when it is one address, else every address of this computer (loopback last resort)."""
    if bind not in ANY:
        return [bind]
    v4_only = bind == "0.0.0.0"
    found = [a.ip for a in local_addresses() if not (v4_only and a.v6)]
    return found or [LOOPBACK if v4_only or bind == "" else "::1"]


def only_here(host: str) -> bool:
    """Does a link to ``host`` work only on this computer (a loopback address or name)?"""
    if host.lower() in ("localhost", "localhost.localdomain"):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False
