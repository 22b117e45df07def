"""What the app keeps between sessions: the autosave and the statistics.

The autosave is a game record written atomically after every action, so a
crash or a power cut loses at most the action being made. Statistics are per
game and player name: games played, won, best and average score, in a small
JSON file written the same atomic way. Files live in the app's data folder.

A file that cannot be read (damaged, truncated, from a newer version) is never
written over: it is renamed with the date and time (``set_aside``), e.g.
``statistics.json.damaged-20261201-140000``, ``damaged`` says where it went,
and the window tells the player once. No rules here, no Qt.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import tempfile
from datetime import datetime
from pathlib import Path
from typing import Any

from ..engine import RecordError
from ..engine.record import Record, load, save, verify

AUTOSAVE = "autosave.json"
STATISTICS = "statistics.json"
DAMAGED = ".damaged-"  # between a file's name and the date it was set aside

log = logging.getLogger(__name__)


def set_aside(path: Path, now: datetime | None = None) -> Path | None:
    """Rename a damaged ``path`` to ``<name>.damaged-YYYYMMDD-HHMMSS`` next to it.

    Never replaces another file (a second one in the same second gets ``-2``).
    Returns the new path, or ``None`` if the file could not be renamed (then
    the caller must not write over it either).
    """
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    for n in range(1, 100):
        target = path.with_name(f"{path.name}{DAMAGED}{stamp}" + (f"-{n}" if n > 1 else ""))
        if target.exists():
            continue
        try:
            path.rename(target)
        except OSError as exc:
            log.error("cannot set the damaged file %s aside: %s", path, exc)
            return None
        log.warning("damaged file %s set aside as %s", path, target.name)
        return target
    log.error("cannot set the damaged file %s aside: too many damaged copies", path)
    return None


class Autosave:
    def __init__(self, folder: Path) -> None:
        self.path = folder / AUTOSAVE
        # temporary files of writes cut short by a crash are never needed again
        for stale in folder.glob(AUTOSAVE + ".*.tmp"):
            with contextlib.suppress(OSError):
                stale.unlink()
        # where a damaged autosave was set aside (None: it was sound or absent)
        self.damaged: Path | None = None
        self._writable = True
        self._check()

    def _check(self) -> None:
        """Set a damaged autosave aside before anything writes a new one."""
        if not self.path.exists():
            return
        try:
            verify(load(self.path))
        except RecordError as exc:
            if exc.code == "not_found":
                return
            log.warning("the autosave %s cannot be read (%s): %s", self.path, exc.code, exc)
        except Exception:  # a record that breaks the rules code itself is damaged too
            log.exception("the autosave %s cannot be replayed", self.path)
        else:
            return
        self.damaged = set_aside(self.path)
        self._writable = self.damaged is not None

    def write(self, rec: Record) -> None:
        if not self._writable:
            return  # the damaged file could not be set aside (logged): never write over it
        save(self.path, rec)

    def read(self) -> Record | None:
        """The autosaved game if it is sound and unfinished; else ``None``."""
        if not self.path.exists():
            return None
        try:
            rec = load(self.path)
            match = verify(rec)
        except RecordError:
            return None
        return None if match.is_over() else rec

    def clear(self) -> None:
        if not self._writable:
            return
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()


def _write_json(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


class Statistics:
    """Per game and player name: played, won, best and total score."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / STATISTICS
        # where a damaged statistics file was set aside (None: it was sound or absent)
        self.damaged: Path | None = None
        self._writable = True
        self.data: dict[str, dict[str, dict[str, float]]] = self._read()

    def _read(self) -> dict[str, dict[str, dict[str, float]]]:
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return {}
        except OSError as exc:
            log.error("the statistics file %s cannot be read: %s", self.path, exc)
            self._writable = False  # there may be history in it: leave it alone
            return {}
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as exc:
            log.warning("the statistics file %s is not valid JSON: %s", self.path, exc)
            data = None
        good = _sound_rows(data)
        if good != data:
            self.damaged = set_aside(self.path)
            self._writable = self.damaged is not None
        return good

    def add_game(self, game: str, names: list[str], humans: list[int], scores: list[float], winners: list[int]) -> bool:
        """Count a finished game; False if the file could not be written (the error is logged)."""
        table = self.data.setdefault(game, {})
        for seat in humans:
            row = table.setdefault(names[seat], {"played": 0, "won": 0, "best": scores[seat], "total": 0.0})
            row["played"] += 1
            row["won"] += 1 if seat in winners else 0
            row["best"] = max(row["best"], scores[seat])
            row["total"] += scores[seat]
        if not self._writable:
            log.error("statistics not saved: %s could not be set aside", self.path)
            return False
        try:
            _write_json(self.path, self.data)
        except OSError as exc:
            log.error("statistics not saved to %s: %s", self.path, exc)
            return False
        return True

    def rows(self, game: str) -> list[tuple[str, int, int, float, float]]:
        """(name, played, won, best, average) for ``game``, most played first."""
        out = []
        for name, r in self.data.get(game, {}).items():
            played = int(r.get("played", 0))
            if played:
                out.append((name, played, int(r.get("won", 0)), float(r.get("best", 0)), float(r.get("total", 0)) / played))
        return sorted(out, key=lambda x: (-x[1], x[0]))


_ROW_KEYS = ("played", "won", "best", "total")


def _sound_rows(data: Any) -> dict[str, dict[str, dict[str, float]]]:
    """The well-formed part of a statistics file's content ({} if none)."""
    if not isinstance(data, dict):
        return {}
    out: dict[str, dict[str, dict[str, float]]] = {}
    for game, table in data.items():
        if not isinstance(table, dict):
            continue
        rows = {
            name: row
            for name, row in table.items()
            if isinstance(row, dict)
            and all(isinstance(row.get(k), int | float) and not isinstance(row.get(k), bool) for k in _ROW_KEYS)
        }
        if rows or not table:
            out[game] = rows
    return out
