"""The host's side of remote seats: a hosted table's server, its tokens and presence.

:class:`HostSession` runs a :class:`~souptable.net.server.TableServer` on a
:class:`~souptable.net.loop.NetLoop` thread. Views go out from the UI thread
(the :class:`GameController` calls :meth:`HostSession.publish` after every
change, each remote seat's view made there with ``net.feed``); actions come
back as a queued Qt signal and are checked by the controller's engine.

For friends at other homes it can ask the home router to forward its port while the
table is open (``map_port``: the reachability check of :mod:`souptable.net.reach` holding
the mapping, closed with the table) and register the table at a relay (``relay``), as
``souptable-cli host --map-port --relay`` does; both happen on the network thread after the
table listens, and :attr:`HostSession.ways_changed` says when they are there (or why not).

It knows nothing of the window (:mod:`.seats` seats the window at a hosted
table) and never blocks the UI thread.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import logging
from typing import Any

from PySide6.QtCore import QObject, Signal

from ...engine import Event, Match
from ...engine.record import SeatInfo
from ...net.addresses import link_hosts
from ...net.discovery import Announcer, should_announce
from ...net.feed import events_for, last_round_standing, round_standing, state_for
from ...net.identity import Identity, load_or_make
from ...net.loop import NetLoop
from ...net.portmap import PortMapper
from ...net.protocol import DEFAULT_BIND, Invite, new_token
from ...net.reach import Reach
from ...net.relaylink import RelayAddress, RelayError, RelayLink, relay_names
from ...net.server import TableInfo, TableServer

log = logging.getLogger("souptable.ui.remote.seats")  # remote play logs under one name, host and client

REMOTE = "remote"

# closed tables still letting go of their relay and router mapping (on their network threads)
_closing: set[concurrent.futures.Future[None]] = set()


@atexit.register
def _let_go_before_exit() -> None:
    """The app quits: a moment for the last mappings to go (else the next start removes them)."""
    concurrent.futures.wait(list(_closing), timeout=3)


class HostSession(QObject):
    """A hosted table's remote seats: tokens, the server thread, presence."""

    presence_changed = Signal(object)  # the seats' presence (list of dicts), on the UI thread
    router: str | None = None  # the home router's description URL, when known (tests); else searched for
    ways_changed = Signal()  # the port mapping or the relay is there (or failed): see :attr:`reach`, :attr:`relay_error`
    _action = Signal(int, object)  # from the network thread
    _presence = Signal(object)
    _ways = Signal(object)

    def __init__(
        self,
        match: Match,
        seats: list[SeatInfo],
        hints: bool = False,
        bind: str = DEFAULT_BIND,
        port: int = 0,
        parent: QObject | None = None,
        tokens: dict[int, str] | None = None,
        *,
        relay: RelayAddress | None = None,
        map_port: bool = False,
    ) -> None:
        """``relay``: register the table there too; ``map_port``: ask the home router to
        forward the port (the caller listens on a network address then, not loopback)."""
        super().__init__(parent)
        self.match = match
        self.seats = seats
        self.hints = hints
        self.remote = [i for i, s in enumerate(seats) if s.kind == REMOTE]
        self.tokens = tokens if tokens is not None else {s: new_token() for s in self.remote}
        self.bind = bind
        self.port = port
        self.controller: Any = None
        self.presence: list[dict[str, Any]] = []
        self.standin: dict[int, str] = {}  # remote seats a computer plays (level)
        kinds = ["remote" if s.kind == REMOTE else "computer" if s.kind == "bot" else "person" for s in seats]
        info = TableInfo(
            match.game, match.players, dict(match.options), [s.name for s in seats], kinds, match.rules.revision, hints
        )
        self.server = TableServer(info, self.tokens, self._from_net_action, self._from_net_presence)
        # the first deal's events, as a local table's log starts with them (before anything
        # is published, so that a friend who joins in the lobby has them too)
        self.first_deal = match.rules.opening_events(match.players, match.seed, match.options)
        for s in self.remote:
            self.server.preload(s, events_for(match.rules, self.first_deal, s))
        self.standing: dict[str, Any] | None = None  # told since the last round was scored
        self.identity: Identity | None = None
        self.next_reason: str | None = None  # what friends are told when the table closes (else decided then)
        self.announcer: Announcer | None = None
        self._announcing: Any = None
        self.net: NetLoop | None = None
        self.relay = relay
        self.map_port = map_port
        self.reach: Reach | None = None  # the router's answer when asked to forward the port
        self.public: tuple[str, int] | None = None  # where friends at other homes reach the table directly
        self.relay_table = ""  # the table's id at the relay, once registered there
        self.relay_error: RelayError | None = None
        self._relay_link: RelayLink | None = None
        self._mapper: PortMapper | None = None
        self._opening: concurrent.futures.Future[None] | None = None
        self._opening_task: asyncio.Task[None] | None = None
        self.closing: concurrent.futures.Future[None] | None = None  # letting go of the relay and router, after close
        self._action.connect(self._on_action)
        self._presence.connect(self._on_presence)
        self._ways.connect(self._on_ways)

    # -- life ------------------------------------------------------------------------
    def start(self) -> int:
        """Listen (raises ``OSError`` when the address or port cannot be used, or the
        host's certificate cannot be made in the data folder)."""
        from ..base.settings import data_dir

        if self.identity is None:  # made the first time this computer hosts, kept owner-only
            self.identity = load_or_make(data_dir())
        self.net = NetLoop("souptable-host")
        try:
            self.port = self.net.call(self.server.start(self.bind, self.port, self.identity)).result(10)
        except BaseException:
            self.net.stop()
            self.net = None
            raise
        self.presence = self.server.presence()
        self._publish_lobby()
        if should_announce(self.bind):  # opened to the network: listed there, without tokens
            self.announcer = Announcer(self.match.game, self._host_name(), self.port, self.bind, self.match.players, self._free())
            self.net.soon(self._announce)
        if self.map_port or self.relay is not None:
            self._opening = self.net.call(self._open_ways())
        return self.port

    def opening(self) -> bool:
        """The port mapping or the relay is still being asked for."""
        return self._opening is not None and not self._opening.done()

    async def _open_ways(self) -> None:
        """On the network thread: the port mapping, then the relay (as ``souptable-cli host``)."""
        from ...net import reach
        from ..base.settings import data_dir
        from .reach import forget_stale_mappings

        self._opening_task = asyncio.current_task()
        earlier = [asyncio.wrap_future(f) for f in list(_closing)]  # the last table's relay and mapping go first
        if earlier:
            await asyncio.wait(earlier, timeout=30)
        folder = data_dir()
        await forget_stale_mappings(folder)
        if self.map_port:
            try:
                answer, mapper = await reach.check(self.port, folder, relay=self.relay, keep=True, router=self.router)
            except Exception as exc:  # the router's answer is not worth the table: it stays open
                log.warning("the port mapping could not be asked for: %r", exc)
            else:
                self._mapper = mapper
                self._ways.emit({"reach": answer})
        if self.relay is not None:
            assert self.identity is not None
            table, secret = relay_names(self.identity.fingerprint, self.tokens)
            link = RelayLink(self.relay, table, secret, self.server.adopt)
            try:
                await link.start()
            except RelayError as exc:
                log.warning("the relay %s cannot take the table: %s %s", self.relay, exc.code, exc.params)
                self._ways.emit({"relay_error": exc})
            else:
                self._relay_link = link
                self._ways.emit({"relay_table": table})

    def _on_ways(self, news: dict[str, Any]) -> None:
        if "reach" in news:
            answer: Reach = news["reach"]
            self.reach = answer
            if answer.ok and "address" in answer.params and "port" in answer.params:
                self.public = (str(answer.params["address"]), int(answer.params["port"]))
        if "relay_table" in news:
            self.relay_table = str(news["relay_table"])
        if "relay_error" in news:
            self.relay_error = news["relay_error"]
        self.ways_changed.emit()

    async def _close_ways(self) -> None:
        link, self._relay_link = self._relay_link, None
        mapper, self._mapper = self._mapper, None
        if link is not None:
            await link.close()
        if mapper is not None:  # the router forwards the port no longer
            await mapper.close()

    def _host_name(self) -> str:
        import socket

        person = next((s.name for s in self.seats if s.kind == "human"), "")
        return person or socket.gethostname().split(".")[0]

    def _free(self) -> int:
        return sum(1 for s in self.remote if not self.server.seats[s].joined_once and s not in self.standin)

    def _announce(self) -> None:
        async def run() -> None:
            if self.announcer is not None:
                try:
                    await self.announcer.start()
                except Exception as exc:  # no multicast here: the links work all the same
                    log.warning("the table cannot be announced on the local network: %s", exc)
                    self.announcer = None

        self._announcing = asyncio.ensure_future(run())

    def close(self, reason: str = "closed") -> None:
        """Stop listening; ``reason`` tells the friends' apps why: ``paused`` (the table is
        kept and hosted again on the next start: they wait and reconnect), ``closed``, ``over``.
        Returns once the port is free: the relay and the router are let go of on the network
        thread afterwards (:attr:`closing`; a router that does not answer never holds the
        window, and a mapping it keeps is removed at the next start, as after a crash)."""
        net, self.net = self.net, None
        self.controller = None
        ann, self.announcer = self.announcer, None
        if net is None:
            return
        try:  # local only (the friends are told why, the port is free for the next game): bounded
            net.call(self.server.close(reason)).result(3)
        except Exception as exc:  # the loop may already be gone
            log.info("closing the host: %r", exc)
        try:
            self.closing = net.call(self._wind_down(ann))
        except RuntimeError:  # the loop is gone
            return
        _closing.add(self.closing)

        def done(f: concurrent.futures.Future[None]) -> None:
            _closing.discard(f)
            net.stop()

        self.closing.add_done_callback(done)

    async def _wind_down(self, ann: Announcer | None) -> None:
        """On the network thread, after the table closed: the asking (whatever it was granted
        meanwhile goes), the relay, the mapping, the announcement; each bounded."""
        opening, self._opening_task = self._opening_task, None
        if opening is not None and not opening.done():
            opening.cancel()
            await asyncio.wait({opening}, timeout=30)
        try:
            async with asyncio.timeout(20):
                await self._close_ways()
        except Exception as exc:
            log.info("closing the port mapping and the relay: %r", exc)
        if ann is not None:
            try:
                async with asyncio.timeout(3):
                    await ann.close()
            except Exception as exc:
                log.info("withdrawing the announcement: %r", exc)

    def invites(self, host: str | None = None, port: int | None = None) -> list[tuple[int, str]]:
        """(seat, link) per remote seat; ``host`` is the address friends reach this computer at,
        ``port`` the port they reach (default: the one listened on; a router's may differ)."""
        assert self.identity is not None, "start() first"
        where = host or link_hosts(self.bind)[0]
        fp = self.identity.fingerprint
        return [(s, Invite(where, port or self.port, self.tokens[s], fp).url()) for s in self.remote]

    def relay_invites(self) -> list[tuple[int, str]]:
        """(seat, link through the relay) per remote seat, once the table is registered there."""
        assert self.identity is not None, "start() first"
        if self.relay is None or not self.relay_table:
            return []
        r, fp = self.relay, self.identity.fingerprint
        return [(s, Invite(r.host, r.port, self.tokens[s], fp, self.relay_table).url()) for s in self.remote]

    def joined(self, seat: int) -> bool:
        return any(p["seat"] == seat and p["connected"] for p in self.presence)

    # -- views out ---------------------------------------------------------------------
    def _publish_lobby(self) -> None:
        """Before the game starts: each remote seat sees the table, with nothing to do yet."""
        rules, state = self.match.rules, self.match.state
        out: list[tuple[int, list[dict[str, Any]], dict[str, Any]]] = [
            (s, [], state_for(rules, state, s, version=0, step=0, legal=[], started=False)) for s in self.remote
        ]
        self._send(out)

    def attach(self, controller: Any) -> None:
        """The game starts: ``controller`` (the table's GameController) plays the remote seats."""
        self.controller = controller
        past = list(controller.history)  # a resumed game: each seat's history so far, redacted for it
        m = controller.match
        if m.log:
            self.standing = last_round_standing(m)
        if past and self.net is not None:
            self.net.soon(self._preload, [(s, events_for(m.rules, past, s)) for s in self.remote])
        controller.attach_remote(self)
        for seat, level in self.standin.items():
            controller.set_standin(seat, level)

    def publish(self, controller: Any, events: list[Event]) -> None:
        """Called by the controller after every change (on the UI thread)."""
        m = controller.match
        self.standing = round_standing(m.rules, m.state, events) or self.standing
        out = []
        for s in self.remote:
            msg = state_for(
                m.rules,
                m.state,
                s,
                version=controller.remote_version,
                step=len(m.log),
                legal=controller.remote_legal(s),
                started=True,
                standing=self.standing,
            )
            out.append((s, events_for(m.rules, events, s), msg))
        self._send(out)

    def _preload(self, histories: list[tuple[int, list[dict[str, Any]]]]) -> None:
        for seat, events in histories:
            self.server.preload(seat, events)

    def _send(self, out: list[tuple[int, list[dict[str, Any]], dict[str, Any]]]) -> None:
        if self.net is not None:
            self.net.soon(self._publish_all, out)

    def _publish_all(self, out: list[tuple[int, list[dict[str, Any]], dict[str, Any]]]) -> None:
        for seat, events, msg in out:
            self.server.publish(seat, events, msg)

    def set_standin(self, seat: int, level: str | None) -> None:
        """A computer plays the missing seat (``None``: its person again)."""
        if level is None:
            self.standin.pop(seat, None)
        else:
            self.standin[seat] = level
        if self.net is not None:
            self.net.soon(self.server.set_standin, seat, level)
        if self.controller is not None:
            self.controller.set_standin(seat, level)

    # -- what comes in ------------------------------------------------------------------
    def _from_net_action(self, seat: int, msg: dict[str, Any]) -> None:
        self._action.emit(seat, msg)  # network thread → UI thread (queued)

    def _from_net_presence(self, seats: list[dict[str, Any]]) -> None:
        if self.announcer is not None:  # the listing says how many seats are still free
            self._announcing = asyncio.ensure_future(self.announcer.update(self._free()))
        self._presence.emit(seats)

    def _on_action(self, seat: int, msg: dict[str, Any]) -> None:
        if self.controller is None:
            err_code, params = "not_started", {}
        else:
            err = self.controller.receive_remote(seat, msg)
            if err is None:
                return
            err_code, params = err.code, err.params
        if self.net is not None:
            self.net.soon(self.server.refuse, seat, err_code, params, msg.get("ref"))

    def _on_presence(self, seats: list[dict[str, Any]]) -> None:
        self.presence = list(seats)
        self.presence_changed.emit(self.presence)
