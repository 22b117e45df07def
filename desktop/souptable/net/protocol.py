"""The remote-seat protocol: versioned JSON messages, invite links, limits.

Every message is one JSON object in one WebSocket text frame, at most
:data:`MAX_MESSAGE` bytes (UTF-8), with ``"v"`` (the protocol version) and
``"type"``. The host runs the only engine; a client holds one seat's secret
token (from its invite link) and receives only that seat's observation and the
events redacted for it. See ``docs/remote-play.md`` for the whole exchange.

Client → host: ``hello`` {token, app}, ``action`` {version, action}, ``ping``.
Host → client: ``welcome``, ``presence``, ``history``, ``events``, ``state``,
``error`` {code, params, ref}, ``pong``, ``bye`` {reason}.

Version 2: the connection is ``wss://`` (TLS 1.3) to a host whose self-signed
certificate the invite names by its SHA-256 fingerprint (``?fp=``, see
:mod:`.identity`); version-1 links (``ws://`` or without ``fp``) are refused.

Codes, never sentences: the client words an error in its own language.
Pure Python: no Qt here.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs, urlsplit

from ..engine.errors import DataError
from ..engine.jsonio import Limits, parse_json

VERSION = 2
MAX_MESSAGE = 64 * 1024  # bytes of one message, either way
MESSAGE_LIMITS = Limits(max_bytes=MAX_MESSAGE)
# the library closes the connection above this (1009); between MAX_MESSAGE and it
# the host answers "too_large" and keeps the connection
MAX_FRAME = 4 * MAX_MESSAGE
SCHEME = "souptable"
DEFAULT_BIND = "127.0.0.1"

CLIENT_TYPES = frozenset({"hello", "action", "ping"})

# Error codes the host sends (``error.code``). The client words them (ui/remote/client.py).
ERRORS = (
    "malformed",  # not a JSON object, a field missing or of the wrong kind
    "too_large",  # over MAX_MESSAGE bytes
    "unknown_type",  # a type this protocol does not have
    "protocol_version",  # another protocol version: params.supported; the connection closes
    "bad_token",  # no seat has this token; the connection closes
    "not_joined",  # anything but hello before hello
    "already_joined",  # a second hello on one connection
    "forged",  # the message names another seat than the connection's
    "stale",  # the action answers a view that is no longer current
    "not_your_turn",  # the seat is not the one to decide now (or a computer stands in for it)
    "not_started",  # the host has not started the game yet
    "illegal",  # the engine refused it: params.reason (its code) and params.params
    "flood",  # too many messages: the connection closes
    "internal",  # the host failed on the message (its log says why); nothing changed
    "replaced",  # another connection took this seat (bye reason)
)
# Why the host says goodbye (``bye.reason``): the game is over; the host stopped for
# now and keeps the table (its clients reconnect when it is back); the host closed the
# table for good; another connection took the seat; the host hosts the next game with
# the same friends at once (same address, same links: their apps follow).
BYE_REASONS = ("over", "paused", "closed", "replaced", "rematch")


class ProtocolError(Exception):
    """A message the receiver refuses: ``code`` from :data:`ERRORS`."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(code)


def encode(msg: dict[str, Any]) -> str:
    """One message as compact JSON, with the protocol version."""
    return json.dumps({"v": VERSION, **msg}, separators=(",", ":"), ensure_ascii=False)


def outdated() -> str:
    """What tells an app of protocol version 1 to update, in its own protocol: an ``error``
    ``protocol_version`` with ``"v": 1`` (its reader refuses any other ``v``), which that app
    takes as fatal and words as "please update the app"."""
    return json.dumps(
        {"v": 1, "type": "error", "code": "protocol_version", "params": {"supported": VERSION}},
        separators=(",", ":"),
    )


def size(text: str) -> int:
    return len(text.encode("utf-8"))


def decode(raw: str | bytes) -> dict[str, Any]:
    """Parse one received message; raises :class:`ProtocolError`.

    Checks the size, that it is a JSON object, its protocol version and that it
    has a string ``type``; the type's own fields are checked by whoever handles it.
    """
    if isinstance(raw, bytes):
        if len(raw) > MAX_MESSAGE:
            raise ProtocolError("too_large", limit=MAX_MESSAGE)
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ProtocolError("malformed") from exc
    if size(raw) > MAX_MESSAGE:
        raise ProtocolError("too_large", limit=MAX_MESSAGE)
    try:  # the strict reader: bounded depth and lengths, no NaN, no repeated keys
        msg = parse_json(raw, MESSAGE_LIMITS)
    except DataError as exc:
        raise ProtocolError("malformed") from exc
    if not isinstance(msg, dict):
        raise ProtocolError("malformed")
    v = msg.get("v")
    if v != VERSION:
        if isinstance(v, int) and not isinstance(v, bool):
            raise ProtocolError("protocol_version", supported=VERSION, got=v)
        raise ProtocolError("malformed")
    if not isinstance(msg.get("type"), str):
        raise ProtocolError("malformed")
    return msg


def new_token() -> str:
    """A seat's secret: 128 random bits, URL-safe."""
    return secrets.token_urlsafe(16)


class InviteError(ValueError):
    """A link that is no invite: ``code`` is ``bad_link`` or ``old_link`` (a version-1
    link without the host's fingerprint: the host must send a new one)."""

    def __init__(self, code: str, message: str) -> None:
        self.code = code
        super().__init__(message)


@dataclass(frozen=True)
class Invite:
    """Where a seat's host listens, the seat's secret token and the host certificate's fingerprint."""

    host: str
    port: int
    token: str
    fp: str
    relay: str = ""  # the table's id at a relay: HOST:PORT is then the relay's (see net/relay.py)

    def url(self) -> str:
        """``souptable://HOST:PORT/TOKEN?fp=FINGERPRINT`` (IPv6 hosts in brackets), with
        ``&relay=TABLE`` when HOST:PORT is a relay's and TABLE the table's id there."""
        via = f"&relay={self.relay}" if self.relay else ""
        return f"{SCHEME}://{_netloc(self.host, self.port)}/{self.token}?fp={self.fp}{via}"

    def ws_url(self) -> str:
        """What the client connects to (the token goes in ``hello``, not in the request line)."""
        return f"wss://{_netloc(self.host, self.port)}/"


def _netloc(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def parse_invite(text: str) -> Invite:
    """``souptable://HOST:PORT/TOKEN?fp=…[&relay=TABLE]``; raises :class:`InviteError`."""
    from .identity import FINGERPRINT_CHARS
    from .relay import TABLE_ID

    text = text.strip()
    shown = text[:200]
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError as exc:
        raise InviteError("bad_link", f"not an invite link: {shown!r}") from exc
    if parts.scheme in ("ws", "wss"):
        raise InviteError("old_link", f"{shown!r} is a link of an older version: ask the host for a new link")
    if parts.scheme != SCHEME:
        raise InviteError("bad_link", f"an invite link starts with {SCHEME}:// (got {shown!r})")
    token = parts.path.strip("/")
    if not parts.hostname or port is None or not token or "/" in token or parts.fragment:
        raise InviteError("bad_link", f"an invite link looks like {SCHEME}://HOST:PORT/TOKEN?fp=… (got {shown!r})")
    if not all(c.isalnum() or c in "-_" for c in token) or len(token) > 128:
        raise InviteError("bad_link", f"the invite link's token is malformed (got {shown!r})")
    query = parse_qs(parts.query, keep_blank_values=True)
    fps = query.get("fp", [])
    if not parts.query:
        raise InviteError("old_link", f"{shown!r} has no fingerprint (an older version's link): ask the host for a new link")
    fp = fps[0] if fps else ""
    fp_ok = len(fp) == FINGERPRINT_CHARS and all(c.isalnum() or c in "-_" for c in fp)
    if len(fps) != 1 or not set(query) <= {"fp", "relay"} or not fp_ok:
        raise InviteError("bad_link", f"the invite link's fingerprint is malformed (got {shown!r})")
    relays = query.get("relay", [])
    if "relay" in query and (len(relays) != 1 or not TABLE_ID.fullmatch(relays[0])):
        raise InviteError("bad_link", f"the invite link's relay table is malformed (got {shown!r})")
    return Invite(parts.hostname, port, token, fp, relays[0] if relays else "")
