"""What is kept of tables with friends elsewhere, for after a restart.

The tables this app joined, kept for Rejoin until their game ends (``joined-tables.json``
in the data folder); and beside the autosave of a hosted table, its seats' tokens and
its address, relay and port mapping (``hosted-table.json``), so the same invites work when the host restarts
(the autosave keeps the game: a person elsewhere is a "human" of level "remote" in the
record). The invite links and tokens are the seats' secrets: the files are owner-only,
written by the one atomic writer, and read strictly. No Qt and no window here.
"""

from __future__ import annotations

import contextlib
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...engine import Match
    from .client import ClientController
    from .hostsession import HostSession

log = logging.getLogger("souptable.ui.remote.seats")

# -- the tables this app joined, kept for Rejoin until their game ends ---------------------------
JOINED = "joined-tables.json"
MAX_JOINED = 8


def _joined_path() -> Path:
    from ..base.settings import data_dir

    return data_dir() / JOINED


def joined_tables() -> list[dict[str, str]]:
    """The tables joined and not over: ``url``, ``game``, ``seat`` (its name), read strictly."""
    from ...engine.errors import DataError
    from ...engine.jsonio import read_json

    try:
        data = read_json(_joined_path())
    except (OSError, DataError):
        return []
    from ...net.protocol import InviteError, parse_invite  # (none joined, no file: the start needs none of it)

    out = []
    for item in data if isinstance(data, list) else []:
        try:
            parse_invite(str(item["url"]))
            out.append({"url": str(item["url"]), "game": str(item["game"]), "seat": str(item["seat"])[:60]})
        except (InviteError, KeyError, TypeError):
            continue
    return out[:MAX_JOINED]


def _write_joined(tables: list[dict[str, str]]) -> None:
    from ...engine.jsonio import write_json

    try:
        write_json(_joined_path(), tables[:MAX_JOINED], private=True)
    except OSError as exc:  # a WriteError too
        log.warning("the joined tables could not be kept: %s", exc)


def remember_joined(client: ClientController) -> None:
    m = client.mirror
    url = client.invite.url()
    seat = m.names[m.seat] if 0 <= m.seat < len(m.names) else ""
    _write_joined([{"url": url, "game": m.game, "seat": seat}, *(t for t in joined_tables() if t["url"] != url)])


def forget_joined(url: str) -> None:
    tables = joined_tables()
    if any(t["url"] == url for t in tables):
        _write_joined([t for t in tables if t["url"] != url])


# -- a hosted table survives the host's restart ----------------------------------------------------
HOSTED = "hosted-table.json"


def hosted_path(autosave: Path) -> Path:
    """The file beside the autosave (``autosave``, its path) that keeps a hosted table's invites."""
    return autosave.with_name(HOSTED)


def save_hosted(autosave: Path, session: HostSession) -> None:
    from ...engine.jsonio import write_json

    m = session.match
    data = {
        "format": "souptable-hosted-table",
        "version": 1,
        "game": m.game,
        "players": m.players,
        "seed": m.seed,
        "tokens": {str(s): t for s, t in session.tokens.items()},
        "bind": session.bind,
        "port": session.port,
        "hints": session.hints,
        "relay": str(session.relay) if session.relay is not None else "",  # friends at other homes
        "map_port": session.map_port,
    }
    path = hosted_path(autosave)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_json(path, data, private=True)  # the seats' tokens: readable by this user only
    except OSError as exc:  # a WriteError too
        log.warning("the hosted table's invites could not be kept: %s", exc)


def forget_hosted(autosave: Path) -> None:
    with contextlib.suppress(OSError):
        hosted_path(autosave).unlink()


def read_hosted(autosave: Path, match: Match, remote: list[int]) -> dict[str, Any] | None:
    """What :func:`save_hosted` kept for ``match`` (its ``remote`` seats), or None."""
    from ...engine.errors import DataError
    from ...engine.jsonio import read_json
    from ...net.relaylink import parse_relay

    try:
        data = read_json(hosted_path(autosave))  # the strict reader: a regular file, bounded
        tokens = {int(s): str(t) for s, t in data["tokens"].items()}
        same = (data["game"], data["players"], data["seed"]) == (match.game, match.players, match.seed)
        if data.get("format") != "souptable-hosted-table" or not same or sorted(tokens) != remote:
            return None
        relay = str(data.get("relay", ""))  # (a file kept before relays has none)
        return {
            "tokens": tokens,
            "bind": str(data["bind"]),
            "port": int(data["port"]),
            "hints": bool(data["hints"]),
            "relay": parse_relay(relay) if relay else None,
            "map_port": data.get("map_port") is True,
        }
    except (OSError, DataError, ValueError, KeyError, TypeError, AttributeError):
        return None
