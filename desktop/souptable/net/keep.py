"""The headless host's table file (``souptable-cli host --table FILE``): the table survives
the host's own restart, a Ctrl+C or a crash alike.

The file holds the game's record so far (setup, seed, every move), who plays each
seat, the remote seats' tokens and the address and port, so the same command started
again resumes the game and the same invite links work. It holds secrets (the tokens,
and the seed, which shows every hidden card): written owner-only with the one atomic
writer after every move, read with the strict reader, removed when the game is over.
No Qt here; nothing here talks to the network.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import Event, Match
from ..engine.errors import DataError
from ..engine.jsonio import read_json, write_json
from ..engine.record import Record, from_json, replay

FORMAT = "souptable-cli-hosted-table"
VERSION = 1


@dataclass
class KeptTable:
    record: Record
    drivers: list[str]
    tokens: dict[int, str]
    bind: str
    port: int
    hints: bool


def save(
    path: str | os.PathLike[str], record: Record, drivers: list[str], tokens: dict[int, str], bind: str, port: int, *, hints: bool
) -> None:
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "record": record.to_json(),
        "drivers": drivers,
        "tokens": {str(s): t for s, t in tokens.items()},
        "bind": bind,
        "port": port,
        "hints": hints,
    }
    write_json(path, data, private=True)  # the tokens and the seed: readable by this user only


def load(path: str | os.PathLike[str]) -> KeptTable:
    """The kept table; raises :class:`DataError` (``bad_table``) for anything else."""
    try:
        data = read_json(path)
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
            raise ValueError("not a table kept by souptable-cli host")
        rec = from_json(data["record"])
        drivers = [str(d) for d in data["drivers"]]
        tokens = {int(s): str(t) for s, t in dict(data["tokens"]).items()}
        port = int(data["port"])
        remote = [s for s, d in enumerate(drivers) if d == "remote"]
        if len(drivers) != rec.players or not 0 <= port <= 65535 or sorted(tokens) != remote:
            raise ValueError("its seats do not fit together")
        return KeptTable(rec, drivers, tokens, str(data["bind"]), port, bool(data["hints"]))
    except DataError as exc:
        raise DataError("bad_table", f"{path} cannot be resumed: {exc}") from exc
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise DataError("bad_table", f"{path} cannot be resumed: {exc}") from exc


def resume(kept: KeptTable) -> tuple[Match, list[Event]]:
    """The kept game replayed by the engine (a move it refuses refuses the file), and its events."""
    match = replay(kept.record)
    again = Match(match.game, match.players, match.seed, match.options)
    events = [e for _seat, act in match.log for e in again.play(act)]
    return match, events


def forget(path: str | os.PathLike[str]) -> None:
    with contextlib.suppress(FileNotFoundError):
        Path(path).unlink()
