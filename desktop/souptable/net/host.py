"""The headless host: one table, its engine, its computer players, its remote seats.

``HostTable`` owns the :class:`~souptable.engine.Match` (the only engine of the
table) and a :class:`~.server.TableServer`. Computer seats decide on the event
loop (``hard`` in a worker thread, so that connections stay served); a remote
seat's action is checked by the engine the moment it arrives and applied, and
every remote seat is told its new view at once. A missing remote seat waits; a
computer can stand in for it (:meth:`HostTable.set_standin`) and hand it back.
Used by ``souptable-cli host`` and the tests. No Qt here.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import random
from collections.abc import Callable, Sequence
from typing import Any

from ..ai import make_bot
from ..ai.base import Bot
from ..engine import Event, Match, Result
from ..engine.record import Record, SeatInfo
from .addresses import link_hosts
from .discovery import Announcer, should_announce
from .feed import check_action, events_for, last_round_standing, round_standing, state_for
from .identity import Identity, default_folder, load_or_make
from .protocol import Invite, ProtocolError, new_token
from .relaylink import RelayAddress, RelayLink, relay_names
from .server import TableInfo, TableServer

log = logging.getLogger("souptable.net")

REMOTE = "remote"


def decision_rng(seed: int, seat: int, ply: int) -> random.Random:
    """A computer's rng for one decision, reproducible from the record (as in the app)."""
    d = hashlib.sha256(f"souptable-decision:{seed}:{seat}:{ply}".encode()).digest()
    return random.Random(int.from_bytes(d[:8], "big"))


class HostTable:
    """One hosted table. ``drivers``: per seat ``"remote"`` or a computer level."""

    def __init__(
        self,
        match: Match,
        drivers: Sequence[str],
        names: Sequence[str] | None = None,
        *,
        tokens: dict[int, str] | None = None,
        hints: bool = False,
        think_time: float = 1.0,
        rate: float | None = None,
        identity: Identity | None = None,
        announce: str | None = None,
    ) -> None:
        """``announce``: the host's name to list the table under on the local network
        (mDNS) once it listens on a network address; ``None``: not announced."""
        if len(drivers) != match.players:
            raise ValueError("one driver per seat")
        self.match = match
        self.drivers = list(drivers)
        self.remote = [s for s, d in enumerate(self.drivers) if d == REMOTE]
        self.names = list(names) if names else [self._default_name(s) for s in range(match.players)]
        self.tokens = tokens if tokens is not None else {s: new_token() for s in self.remote}
        self.bots: dict[int, Bot] = {s: make_bot(match.game, d, think_time) for s, d in enumerate(self.drivers) if d != REMOTE}
        self.think_time = think_time
        self.identity = identity
        self.announce = announce
        self.announcer: Announcer | None = None
        self.relay: RelayLink | None = None
        self.standin: dict[int, str] = {}
        self._standin_bots: dict[str, Bot] = {}
        self.version = 0
        self.started = False
        # the events of every action so far (what a resumed table is given back), and the
        # first deal's, which no action returned: each seat is told them first, as a local
        # table's log starts with them
        self.history: list[Event] = []
        self.first_deal = match.rules.opening_events(match.players, match.seed, match.options)
        self.standing: dict[str, Any] | None = None  # told since the last round was scored
        info = TableInfo(
            game=match.game,
            players=match.players,
            options=dict(match.options),
            names=self.names,
            kinds=["remote" if d == REMOTE else "computer" for d in self.drivers],
            rules_revision=match.rules.revision,
            hints=hints,
        )
        self.server = TableServer(info, self.tokens, self._on_action, self._on_presence)
        if rate is not None:  # a benchmark sends faster than a person
            self.server.rate, self.server.burst = rate, int(rate * 3)
        for s in self.remote:
            self.server.preload(s, events_for(match.rules, self.first_deal, s))
        self._changed: asyncio.Event | None = None
        self._tasks: set[asyncio.Future[None]] = set()
        self.on_change: Callable[[int, list[Event]], None] | None = None  # tests watch the table

    def _default_name(self, seat: int) -> str:
        return f"Guest {seat + 1}" if self.drivers[seat] == REMOTE else f"Computer {seat + 1}"

    # -- network ------------------------------------------------------------------------
    async def start(self, bind: str = "127.0.0.1", port: int = 0) -> int:
        """Listen (TLS with the host's own certificate, made in its data folder the first time)."""
        self._changed = asyncio.Event()
        if self.identity is None:
            self.identity = load_or_make(default_folder())
        port = await self.server.start(bind, port, self.identity)
        self.publish([])
        if self.announce is not None and should_announce(bind):
            ann = Announcer(self.match.game, self.announce, port, bind, self.match.players, self.free_seats())
            self.announcer = ann  # so that close() withdraws it even while it is being made
            try:
                await ann.start()
            except Exception as exc:  # no multicast here: the links work all the same
                log.warning("the table cannot be announced on the local network: %s", exc)
                self.announcer = None
        return port

    def free_seats(self) -> int:
        """Remote seats nobody has taken yet (what the local network's listing says)."""
        return sum(1 for s in self.remote if not self.server.seats[s].joined_once and s not in self.standin)

    def resume(self, events: list[Event]) -> None:
        """A game resumed from its moves so far (``events``: all of them, in order): each
        remote seat is sent its history when it joins (after the first deal's events), and
        the standing told when the last round was scored. Before :meth:`start`."""
        self.history = list(events)
        self.standing = last_round_standing(self.match)
        for s in self.remote:
            self.server.preload(s, events_for(self.match.rules, events, s))

    async def open_relay(self, where: RelayAddress) -> RelayLink:
        """Register the table at the relay ``where`` (after :meth:`start`): friends may then
        join through it (:meth:`relay_invites`). Raises :class:`~.relaylink.RelayError`."""
        assert self.identity is not None, "start() first"
        table, secret = relay_names(self.identity.fingerprint, self.tokens)
        link = RelayLink(where, table, secret, self.server.adopt)
        await link.start()
        self.relay = link
        return link

    def invites(self, host: str | None = None, port: int | None = None) -> list[dict[str, Any]]:
        """Per remote seat ``{"seat": N (from 1), "url": ...}``; ``host``: the address the link
        carries (default: the bind address, or this computer's first real one); ``port``: the
        port friends reach (default: the one listened on; a router's mapped port may differ)."""
        assert self.identity is not None, "start() first"
        where = host or link_hosts(self.server.host)[0]
        fp = self.identity.fingerprint
        at = port or self.server.port
        return [{"seat": s + 1, "url": Invite(where, at, self.tokens[s], fp).url()} for s in self.remote]

    def relay_invites(self) -> list[dict[str, Any]]:
        """The links through the relay of :meth:`open_relay`."""
        assert self.identity is not None and self.relay is not None, "open_relay() first"
        r, fp = self.relay, self.identity.fingerprint
        return [
            {"seat": s + 1, "url": Invite(r.where.host, r.where.port, self.tokens[s], fp, r.table).url()} for s in self.remote
        ]

    async def close(self, reason: str = "over") -> None:
        """Stop listening; ``reason`` tells the clients why (``over``, ``paused``, ``closed``)."""
        relay, self.relay = self.relay, None
        if relay is not None:
            await relay.close()
        ann, self.announcer = self.announcer, None
        if ann is not None:
            try:
                await ann.close()
            except Exception as exc:
                log.warning("the table's announcement could not be withdrawn: %s", exc)
        await self.server.close(reason)

    # -- who decides -------------------------------------------------------------------------
    def awaiting(self) -> int | None:
        """The remote seat whose person the table waits for now."""
        seat = self.match.to_move()
        if not self.started or seat is None or self.drivers[seat] != REMOTE or seat in self.standin:
            return None
        return seat

    def set_standin(self, seat: int, level: str | None) -> None:
        """Hand a remote seat to a computer of ``level`` (``None``: back to its person)."""
        if seat not in self.remote:
            raise ValueError(f"seat {seat + 1} is not a remote seat")
        if level is None:
            self.standin.pop(seat, None)
        else:
            make_bot(self.match.game, level)  # an unknown level fails here
            self.standin[seat] = level
        self.server.set_standin(seat, level)
        self.publish([])
        self._wake()

    def all_joined(self) -> bool:
        return all(self.server.seats[s].joined_once or s in self.standin for s in self.remote)

    # -- views ---------------------------------------------------------------------------------
    def publish(self, events: list[Event]) -> None:
        """Every remote seat gets its redacted events and its new view."""
        self.version += 1
        rules, state = self.match.rules, self.match.state
        self.standing = round_standing(rules, state, events) or self.standing
        waiting = self.awaiting()
        legal = self.match.legal_actions() if waiting is not None else []
        for s in self.remote:
            msg = state_for(
                rules,
                state,
                s,
                version=self.version,
                step=len(self.match.log),
                legal=legal if s == waiting else [],
                started=self.started,
                standing=self.standing,
            )
            self.server.publish(s, events_for(rules, events, s), msg)

    def _on_presence(self, _seats: list[dict[str, Any]]) -> None:
        if self.announcer is not None:
            self._tasks.add(t := asyncio.ensure_future(self.announcer.update(self.free_seats())))
            t.add_done_callback(self._tasks.discard)
        self._wake()

    def _wake(self) -> None:
        if self._changed is not None:
            self._changed.set()

    def _on_action(self, seat: int, msg: dict[str, Any]) -> None:
        m = self.match
        try:
            act = check_action(
                m.rules,
                m.state,
                seat,
                msg,
                awaiting=self.awaiting() == seat,
                started=self.started,
                version=self.version,
            )
        except ProtocolError as exc:
            self.server.refuse(seat, exc.code, exc.params, msg.get("ref"))
            return
        self._apply(seat, act)

    def _apply(self, seat: int, act: Any) -> None:
        events = self.match.play(act)
        self.history.extend(events)
        self.publish(events)
        if self.on_change is not None:
            self.on_change(seat, events)
        self._wake()

    # -- the game ------------------------------------------------------------------------------
    async def wait_joined(self, timeout: float | None = None) -> bool:
        """Wait until every remote seat has joined once (or has a computer standing in)."""
        assert self._changed is not None, "start() first"
        loop = asyncio.get_running_loop()
        end = None if timeout is None else loop.time() + timeout
        while not self.all_joined():
            self._changed.clear()
            left = None if end is None else end - loop.time()
            if left is not None and left <= 0:
                return False
            try:
                await asyncio.wait_for(self._changed.wait(), left)
            except TimeoutError:
                return False
        return True

    async def play(self, max_actions: int = 100_000) -> Result:
        """Play to the end: computers decide here, remote seats over the network."""
        assert self._changed is not None, "start() first"
        self.started = True
        self.publish([])
        m = self.match
        for _ in range(max_actions):
            seat = m.to_move()
            if seat is None:
                res = m.rules.result(m.state)
                assert res is not None
                return res
            level = self.standin.get(seat) if self.drivers[seat] == REMOTE else self.drivers[seat]
            if level is None:  # a person elsewhere decides
                self._changed.clear()
                await self._changed.wait()
                continue
            await self._bot_move(seat, level)
            await asyncio.sleep(0)  # let the connections breathe
        raise RuntimeError("the game did not end")

    async def _bot_move(self, seat: int, level: str) -> None:
        m = self.match
        legal = m.legal_actions()
        ply = len(m.log)
        if len(legal) == 1:
            act = legal[0]
        else:
            bot = self.bots.get(seat) if self.drivers[seat] != REMOTE else None
            if bot is None:
                bot = self._standin_bots.setdefault(level, make_bot(m.game, level, self.think_time))
            rng = decision_rng(m.seed, seat, len(m.log))
            obs = m.observe(seat)
            if level == "hard":
                act = await asyncio.get_running_loop().run_in_executor(None, bot.choose, obs, legal, rng)
            else:
                act = bot.choose(obs, legal, rng)
        if len(m.log) != ply or (self.drivers[seat] == REMOTE and seat not in self.standin):
            return  # the table changed while thinking (the seat was handed back)
        self._apply(seat, act)

    def record(self) -> Record:
        seats = [
            SeatInfo(self.names[s], "human" if d == REMOTE else "bot", None if d == REMOTE else d)
            for s, d in enumerate(self.drivers)
        ]
        return Record.of(self.match, seats)
