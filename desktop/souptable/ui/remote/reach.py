"""Friends at other homes, the app's part: the reachability check run off the UI thread,
and the words for its answers and for a relay that cannot take the table.

:class:`ReachCheck` runs :func:`souptable.net.reach.check` on a
:class:`~souptable.net.loop.NetLoop` thread (something listens at the checked port meanwhile,
so that a relay's test from outside can get through, as ``souptable-cli reach`` does) and
answers with a queued signal: the UI thread never waits. :func:`reach_lines` words each
code of :mod:`souptable.net.reach` in the player's language, one whole sentence per code
(``souptable-cli`` words the same codes in English in ``cli/net.py``). No window here.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...net import reach
from ...net.loop import NetLoop
from ...net.relaylink import RelayAddress, RelayError, parse_relay
from ..text import arg

log = logging.getLogger("souptable.ui.remote.seats")


def answer_line(code: str, params: dict[str, Any]) -> str:
    """The check's answer (``code`` of :data:`souptable.net.reach.CODES`) in one sentence."""
    address, port = params.get("address", ""), params.get("port", "")
    where = f"[{address}]:{port}" if ":" in str(address) else f"{address}:{port}"
    if code == "mapped":
        if params.get("tested"):
            return arg(
                QCoreApplication.translate(
                    "HostDialog",
                    "Yes: friends at other homes reach this table at %1 (the router forwards the port; "
                    "tested from outside through the relay).",
                ),
                where,
            )
        return arg(
            QCoreApplication.translate(
                "HostDialog", "Yes: friends at other homes reach this table at %1 (the router forwards the port)."
            ),
            where,
        )
    if code == "public":
        return arg(
            QCoreApplication.translate(
                "HostDialog", "Yes: this computer has a public address; friends at other homes reach this table at %1."
            ),
            where,
        )
    if code == "forwarded":
        return arg(
            QCoreApplication.translate(
                "HostDialog", "Yes: %1 gets through from the internet to this computer (a port forwarded by hand in the router?)."
            ),
            where,
        )
    if code == "no_router":
        return QCoreApplication.translate(
            "HostDialog", "No: no router answered the request to open a port (UPnP is off in the router, or there is none)."
        )
    if code == "refused":
        return arg(
            QCoreApplication.translate("HostDialog", "No: the router refused to open the port (UPnP error %1: %2)."),
            params.get("error", "?"),
            params.get("description", ""),
        )
    if code == "shared_address":
        return arg(
            QCoreApplication.translate(
                "HostDialog",
                "No: the router's public address %1 is shared by many homes (carrier-grade NAT), "
                "so opening a port cannot let friends in.",
            ),
            address,
        )
    if code == "firewall":
        return arg(
            QCoreApplication.translate(
                "HostDialog",
                "No: the router forwards %1, but nothing gets through from the internet "
                "(a firewall in the router or on this computer?).",
            ),
            where,
        )
    return arg(QCoreApplication.translate("HostDialog", "The check answered something this version does not know (%1)."), code)


def next_line(code: str, params: dict[str, Any]) -> str:
    """What to do next (``code`` of :data:`souptable.net.reach.NEXT`) in one sentence."""
    if code == "relay":
        return QCoreApplication.translate(
            "HostDialog", "Use a relay: type its address under Relay (anyone can run one with souptable-cli relay)."
        )
    if code == "vpn":
        return QCoreApplication.translate(
            "HostDialog",
            "Or install the same VPN on both computers (WireGuard, Tailscale, ZeroTier…) and choose its address for the links.",
        )
    if code == "forward":
        return arg(
            QCoreApplication.translate(
                "HostDialog", "Or forward TCP port %1 by hand in the router to this computer (%2) and host on that port."
            ),
            params.get("port", ""),
            params.get("local", ""),
        )
    if code == "test":
        return QCoreApplication.translate(
            "HostDialog", "This was not tested from outside: type a relay's address under Relay and check again."
        )
    if code == "ipv6":
        return arg(
            QCoreApplication.translate(
                "HostDialog", "Friends with IPv6 can reach [%1]:%2 directly, once the router's firewall lets that port in."
            ),
            params.get("address", ""),
            params.get("port", ""),
        )
    return arg(QCoreApplication.translate("HostDialog", "Next step: %1."), code)


def reach_lines(answer: reach.Reach) -> list[str]:
    """The answer first, then each next step: every line a whole sentence."""
    return [answer_line(answer.code, answer.params), *(next_line(c, p) for c, p in answer.next)]


def relay_failure_text(exc: RelayError) -> str:
    """Why the relay cannot take the table (:class:`~souptable.net.relaylink.RelayError`)."""
    if exc.code == "unreachable":
        return QCoreApplication.translate(
            "HostDialog", "The relay cannot be reached: friends at other homes cannot join through it."
        )
    if exc.code == "refused":
        reason = str(exc.params.get("reason"))
        if reason == "full":
            return QCoreApplication.translate(
                "HostDialog", "The relay has no room for another table now: try later, or another relay."
            )
        if reason == "taken":
            return QCoreApplication.translate(
                "HostDialog", "The relay already has a table with this id (another host with the same seats?)."
            )
        if reason == "version":
            return QCoreApplication.translate(
                "HostDialog", "The relay speaks another version of the relay protocol: one of the two needs an update."
            )
        return arg(QCoreApplication.translate("HostDialog", "The relay refused the table (%1)."), reason)
    return QCoreApplication.translate("HostDialog", "The answer at the relay's address is not a Soup Table relay's.")


def check_failed_text() -> str:
    return QCoreApplication.translate("HostDialog", "The check could not be run (the log says why).")


def bad_relay_text() -> str:
    return QCoreApplication.translate(
        "HostDialog",
        "The relay's address must be a host name or an IP address with an optional port, such as relay.example.org:40600.",
    )


def parse_relay_field(text: str) -> RelayAddress | None:
    """The Relay field: empty (no relay) or ``HOST[:PORT]``; raises ``ValueError`` otherwise."""
    return parse_relay(text) if text.strip() else None


def data_folder() -> Path:
    from ..base.settings import data_dir

    return data_dir()


async def forget_stale_mappings(folder: Path) -> None:
    """Mappings that a host which stopped (a crash, a kill) left at the router: removed now
    (as ``souptable-cli host`` and ``reach`` do when they start)."""
    from ...net.portmap import remembered, remove_stale

    if remembered(folder):
        with contextlib.suppress(Exception):
            async with asyncio.timeout(30):
                await remove_stale(folder)


class ReachCheck(QObject):
    """One run of the check, on its own network thread; answers with :attr:`answered`
    (a :class:`~souptable.net.reach.Reach`) or :attr:`failed` (the error, for the log)."""

    listen_on = "0.0.0.0"  # a router maps IPv4 ports (tests listen on loopback)
    answered = Signal(object)
    failed = Signal(str)
    _done = Signal(object, object)  # network thread → UI thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.net: NetLoop | None = None
        self._future: concurrent.futures.Future[reach.Reach] | None = None
        self._done.connect(self._on_done)

    def running(self) -> bool:
        return self._future is not None and not self._future.done()

    def start(self, port: int, relay: RelayAddress | None) -> None:
        self.stop()
        self.net = NetLoop("souptable-reach")
        future = self.net.call(self._run(port, relay, data_folder()))
        self._future = future
        future.add_done_callback(lambda f: self._done.emit(f, future))

    async def _run(self, port: int, relay: RelayAddress | None, folder: Path) -> reach.Reach:
        await forget_stale_mappings(folder)
        listener = await asyncio.start_server(lambda _r, w: w.close(), self.listen_on, port)
        try:
            checked = int(listener.sockets[0].getsockname()[1])
            answer, _ = await reach.check(checked, folder, relay=relay, keep=False)
        finally:
            listener.close()
        return answer

    def _on_done(self, future: concurrent.futures.Future[reach.Reach], which: object) -> None:
        if which is not self._future:  # an earlier run, stopped
            return
        self._future = None
        net, self.net = self.net, None
        if net is not None:
            net.stop()
        if future.cancelled():
            return
        exc = future.exception()
        if exc is not None:
            log.warning("the reachability check failed: %r", exc)
            self.failed.emit(str(exc) or type(exc).__name__)
        else:
            self.answered.emit(future.result())

    def stop(self) -> None:
        """Forget a run still going (its answer is dropped)."""
        future, self._future = self._future, None
        net, self.net = self.net, None
        if future is not None:
            future.cancel()
        if net is not None:
            net.stop()
