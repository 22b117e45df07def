"""A remote seat's side: the connection to the host and what the seat knows.

:class:`TableMirror` builds one seat's knowledge from the host's messages (the
welcome, its history, its observation, its legal actions when it decides); it
never has a state or a seed. :class:`SeatClient` keeps the connection: over TLS
1.3 it first compares the host's certificate with the invite's fingerprint (an
impostor never sees the token), then says ``hello`` with the seat's token, hands
every message to a handler, and after a drop connects again (the host then sends
the whole current view at once); a host that says it paused is waited for longer.
:func:`play_seat` plays a seat with a computer player (``souptable-cli join``).
No Qt here: the app wraps these in ``ui/remote/client.py``.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import math
import random
from collections.abc import Awaitable, Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from .. import __version__
from ..engine import Action, Event, IllegalAction, SetupError, get
from ..engine.rules import GameRules
from .identity import client_context, peer_matches
from .protocol import MAX_FRAME, Invite, ProtocolError, decode, encode

log = logging.getLogger("souptable.net")

# errors after which trying again cannot help
FATAL = frozenset({"bad_token", "protocol_version", "flood"})
FINAL_BYE = frozenset({"over", "closed", "replaced", "rematch"})
DONE_BYE = frozenset({"over", "rematch"})  # final, and no failure: the game was played to its end
PAUSED_WAIT = 600.0  # seconds a client waits for a host that said it paused (it keeps the table)


class ClientFailure(Exception):
    """The seat cannot be played: ``code`` (a host error code, ``rules_differ``,
    ``unknown_game``, ``unreachable``, ``impostor`` (the host's certificate is not
    the invite's), ``replaced``, ``closed``) and params."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(code)


class TableMirror:
    """One seat's knowledge of a remote table, made only from the host's messages."""

    def __init__(self) -> None:
        self.welcome: dict[str, Any] | None = None
        self.rules: GameRules[Any] | None = None
        self.seat = -1
        self.game = ""
        self.players = 0
        self.names: list[str] = []
        self.kinds: list[str] = []
        self.options: dict[str, str] = {}
        self.policy: dict[str, Any] = {"hints": False, "undo": "none"}
        self.history: list[Event] = []
        self.last_events: list[Event] = []
        self.obs: dict[str, Any] | None = None
        self.legal: list[Action] = []
        self.to_move: int | None = None
        self.version = -1
        self.step = 0
        self.started = False
        self.result: dict[str, Any] | None = None
        # the places told when the last round was scored (what a round summary says first)
        self.standing: dict[str, Any] | None = None
        self.presence: list[dict[str, Any]] = []
        self._incoming: list[Event] | None = None  # the history while a (re)join sends it
        self._pending: list[Event] = []

    @property
    def over(self) -> bool:
        return self.obs is not None and self.to_move is None

    def rounds(self) -> list[dict[str, Any]]:
        """The summaries of the rounds scored so far (from the public round_ended events)."""
        return [e["summary"] for e in self.history if e.kind == "round_ended"]

    def feed(self, msg: dict[str, Any]) -> str:
        """Take one message; returns its type. Raises :class:`ClientFailure` when the
        host's table cannot be played here, ``ProtocolError("malformed")`` (with the
        message's ``type`` and ``why``) for nonsense, which changes nothing here: every
        field is read and checked before any of the mirror is changed."""
        kind = str(msg["type"])
        try:
            if kind == "welcome":
                self._welcome(msg)
            elif kind == "history":
                events = _events(msg["events"])
                if self._incoming is None:
                    self._incoming = []
                self._incoming.extend(events)
            elif kind == "events":
                self._pending.extend(_events(msg["events"]))
            elif kind == "state":
                self._state(msg)
            elif kind == "presence":
                seats = msg["seats"]
                if not isinstance(seats, list):
                    raise ValueError("presence.seats is not a list")
                self.presence = list(seats)
        except (KeyError, TypeError, ValueError, AttributeError, IllegalAction) as exc:
            raise ProtocolError("malformed", type=kind[:40], why=_why(exc)) from exc
        return kind

    def _welcome(self, msg: dict[str, Any]) -> None:
        try:
            rules = get(str(msg["game"]))
        except SetupError as exc:
            raise ClientFailure("unknown_game", game=str(msg["game"])) from exc
        if int(msg["rules_revision"]) != rules.revision:
            raise ClientFailure("rules_differ", host=msg["rules_revision"], here=rules.revision, app=msg.get("app"))
        seat, players = int(msg["seat"]), int(msg["players"])
        names = [str(n) for n in msg["names"]]
        kinds = [str(k) for k in msg["kinds"]]
        options = {str(k): str(v) for k, v in dict(msg["options"]).items()}
        policy = dict(msg.get("policy") or {})
        self.welcome = msg
        self.rules = rules
        self.seat = seat
        self.game = str(msg["game"])
        self.players = players
        self.names = names
        self.kinds = kinds
        self.options = options
        self.policy = policy
        self._incoming = []
        self._pending = []

    def _state(self, msg: dict[str, Any]) -> None:
        if self.rules is None:
            raise ValueError("state before welcome")
        events = self._pending + _events(msg["events"])
        obs = msg["obs"]
        if not isinstance(obs, dict):
            raise ValueError("obs is not an object")
        legal = [self.rules.codec.decode(a) for a in msg["legal"]]
        tm = msg["to_move"]
        to_move = None if tm is None else int(tm)
        version, step, started = int(msg["version"]), int(msg["step"]), bool(msg["started"])
        # the standing told since the last round was scored (an older host tells none)
        standing = read_places(msg["standing"], self.players, "standing") if "standing" in msg else None
        given = msg.get("result") if to_move is None else None
        result = None if given is None else {**read_places(given, self.players, "result"), "detail": _detail(given)}
        # everything is read: now the mirror changes
        self._pending = []
        if self._incoming is not None:  # the first view after a (re)join: the history is complete
            self.history = self._incoming
            self._incoming = None
        self.history.extend(events)
        self.last_events = events
        self.obs = obs
        self.legal = legal
        self.to_move = to_move
        self.version = version
        self.step = step
        self.started = started
        self.standing = standing
        self.result = result


def _events(data: Any) -> list[Event]:
    if not isinstance(data, list) or not all(isinstance(e, dict) and isinstance(e.get("kind"), str) for e in data):
        raise ValueError("events is not a list of events")
    return [Event.from_json(e) for e in data]


def _why(exc: BaseException) -> str:
    """What was wrong with a message, for the log (bounded: the host wrote it)."""
    return f"{type(exc).__name__}: {exc}"[:200]


def _number(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)


def _whole(x: Any, lo: int, hi: int) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and lo <= x <= hi


def read_places(data: Any, players: int, name: str) -> dict[str, Any]:
    """A standing or a result from the host: ``scores`` (a finite number per seat), ``ranks``
    (a place from 1 per seat), ``winners`` (distinct seats); raises ``ValueError`` naming
    ``name`` otherwise. Returns only those three."""
    if not isinstance(data, dict):
        raise ValueError(f"{name} is not an object")
    scores, ranks, winners = data.get("scores"), data.get("ranks"), data.get("winners")
    if not isinstance(scores, list) or len(scores) != players or not all(_number(x) for x in scores):
        raise ValueError(f"{name}.scores is not a number per seat")
    if not isinstance(ranks, list) or len(ranks) != players or not all(_whole(r, 1, players) for r in ranks):
        raise ValueError(f"{name}.ranks is not a place per seat")
    if not isinstance(winners, list) or not all(_whole(w, 0, players - 1) for w in winners) or len(set(winners)) != len(winners):
        raise ValueError(f"{name}.winners are not distinct seats")
    return {"scores": list(scores), "ranks": list(ranks), "winners": list(winners)}


def _detail(data: dict[str, Any]) -> dict[str, Any]:
    detail = data.get("detail", {})
    if not isinstance(detail, dict):
        raise ValueError("result.detail is not an object")
    return detail


Handler = Callable[[dict[str, Any]], Awaitable[None]]


class SeatClient:
    """The connection of one seat; reconnects after a drop for up to ``retry_for`` seconds."""

    def __init__(
        self,
        invite: Invite,
        handler: Handler,
        *,
        retry_for: float = 30.0,
        on_status: Callable[[str], None] | None = None,
    ) -> None:
        self.invite = invite
        self.handler = handler
        self.retry_for = retry_for
        self.on_status = on_status
        self.ws: ClientConnection | None = None
        self.failure: ClientFailure | None = None
        self.finished = False
        self.paused = False  # the host said it stopped for now and keeps the table (or is starting the next game)
        self._stop = False
        self._ref = 0
        self._closing: asyncio.Future[None] | None = None

    def _status(self, what: str) -> None:
        if self.on_status is not None:
            self.on_status(what)

    async def run(self) -> None:
        """Connect, read until the game is over, the host says goodbye or :meth:`stop`;
        raises :class:`ClientFailure` when the seat cannot be played."""
        loop = asyncio.get_running_loop()
        last_ok = loop.time()
        ever = False  # a host that never answered is given up on sooner
        delay = 0.1
        tls = client_context()
        via: dict[str, Any] = {"server_hostname": self.invite.relay} if self.invite.relay else {}
        while not self._stop:
            try:
                async with connect(
                    self.invite.ws_url(),
                    ssl=tls,
                    proxy=None,  # friends connect directly; a web proxy would only see TLS anyway
                    compression=None,  # as the host: no compression under encryption
                    max_size=MAX_FRAME,
                    open_timeout=5,
                    ping_interval=15,
                    ping_timeout=20,
                    close_timeout=2,
                    user_agent_header=f"SoupTable/{__version__}",
                    # through a relay the TLS server name is the table's id there: the relay
                    # reads it from the ClientHello and forwards the rest to the host unread
                    **via,
                ) as ws:
                    ssl_object = ws.transport.get_extra_info("ssl_object")
                    der = ssl_object.getpeercert(binary_form=True) if ssl_object is not None else None
                    if not peer_matches(der, self.invite.fp):  # before the token leaves this computer
                        log.warning("the host at %s showed another certificate than the invite's", self.invite.host)
                        raise ClientFailure("impostor")
                    self.ws = ws
                    await ws.send(encode({"type": "hello", "token": self.invite.token, "app": __version__}))
                    self._status("connected")
                    ever = True
                    delay = 0.1
                    async for raw in ws:
                        last_ok = loop.time()
                        try:
                            msg = decode(raw)
                        except ProtocolError as exc:
                            if exc.code == "protocol_version":  # the host speaks another version
                                raise ClientFailure("protocol_version", **exc.params) from exc
                            log.warning("a message from the host was refused: %s", exc.code)
                            continue
                        if msg["type"] == "error" and msg.get("code") in FATAL:
                            given = msg.get("params")
                            raise ClientFailure(str(msg["code"]), **(given if isinstance(given, dict) else {}))
                        if msg["type"] == "welcome":
                            self.paused = False
                        if msg["type"] == "bye" and msg.get("reason") in FINAL_BYE:
                            self.finished = True
                            if msg.get("reason") not in DONE_BYE:
                                raise ClientFailure(str(msg["reason"]))
                        if msg["type"] == "bye" and msg.get("reason") == "paused":
                            self.paused = True
                        await self.handler(msg)
                        if self.finished or self._stop:
                            break
            except (TimeoutError, OSError, ConnectionClosed, InvalidHandshake) as exc:
                log.info("connection to the host lost: %r", exc)
            except InvalidURI as exc:
                raise ClientFailure("unreachable") from exc
            finally:
                self.ws = None
            if self.finished or self._stop:
                return
            patience = max(self.retry_for, PAUSED_WAIT) if self.paused else self.retry_for
            # a host that never answered is given up on soon, unless it is known to come back
            if loop.time() - last_ok > (patience if ever or self.paused else min(self.retry_for, 3.0)):
                raise ClientFailure("unreachable")
            self._status("paused" if self.paused else "reconnecting")
            await asyncio.sleep(delay)
            delay = min(2.0, delay * 2)

    async def send(self, msg: dict[str, Any]) -> int | None:
        """Send one message; returns its ``ref`` (``None`` while disconnected)."""
        ws = self.ws
        if ws is None:
            return None
        self._ref += 1
        try:
            await ws.send(encode({**msg, "ref": self._ref}))
        except ConnectionClosed:
            return None
        return self._ref

    async def send_action(self, action: Action, version: int) -> int | None:
        return await self.send({"type": "action", "version": version, "action": action.to_json()})

    def stop(self) -> None:
        self._stop = True
        ws = self.ws
        if ws is not None:
            self._closing = asyncio.ensure_future(ws.close())

    def abort(self) -> None:
        """Drop the connection without a goodbye (as if the computer died); tests use it."""
        ws = self.ws
        if ws is not None:
            ws.transport.abort()


def seat_rng(token: str, step: int) -> random.Random:
    d = hashlib.sha256(f"souptable-join:{token}:{step}".encode()).digest()
    return random.Random(int.from_bytes(d[:8], "big"))


async def play_seat(
    invite: Invite,
    level: str,
    *,
    think_time: float = 1.0,
    retry_for: float = 30.0,
    on_message: Callable[[dict[str, Any]], None] | None = None,
    client_box: list[SeatClient] | None = None,
    on_status: Callable[[str], None] | None = None,
) -> TableMirror:
    """Play the invited seat with a computer player of ``level`` until the game is over."""
    from ..ai import make_bot

    mirror = TableMirror()
    bots: dict[str, Any] = {}
    acted = -1
    client: SeatClient

    async def handle(msg: dict[str, Any]) -> None:
        nonlocal acted
        if on_message is not None:
            on_message(msg)
        kind = mirror.feed(msg)
        if kind == "welcome":
            acted = -1  # a (re)join: an action lost with the old connection is decided again
        if kind == "state" and mirror.over:
            client.finished = True
            return
        if kind != "state" or not mirror.legal or not mirror.started or mirror.version == acted:
            return
        acted = mirror.version
        obs, legal = mirror.obs, list(mirror.legal)
        assert obs is not None
        if len(legal) == 1:
            act = legal[0]
        else:
            bot = bots.get(mirror.game) or bots.setdefault(mirror.game, make_bot(mirror.game, level, think_time))
            rng = seat_rng(invite.token, mirror.step)
            if level == "hard":
                act = await asyncio.get_running_loop().run_in_executor(None, bot.choose, obs, legal, rng)
            else:
                act = bot.choose(obs, legal, rng)
        await client.send_action(act, mirror.version)

    client = SeatClient(invite, handle, retry_for=retry_for, on_status=on_status)
    if client_box is not None:
        client_box.append(client)
    await client.run()
    with contextlib.suppress(Exception):
        if client.ws is not None:
            await client.ws.close()
    return mirror
