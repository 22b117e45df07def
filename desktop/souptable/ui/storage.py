"""What the app keeps between sessions: the autosave and the statistics.

The autosave is a game record written atomically after every action, so a
crash or a power cut loses at most the action being made. Statistics are per
game and player name: games played, won, best and average score, in a small
JSON file written the same atomic way. Files live in the app's data folder.
No rules here.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from ..engine import RecordError
from ..engine.record import Record, load, save, verify

AUTOSAVE = "autosave.json"
STATISTICS = "statistics.json"


class Autosave:
    def __init__(self, folder: Path) -> None:
        self.path = folder / AUTOSAVE
        # temporary files of writes cut short by a crash are never needed again
        for stale in folder.glob(AUTOSAVE + ".*.tmp"):
            with contextlib.suppress(OSError):
                stale.unlink()

    def write(self, rec: Record) -> None:
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
        self.data: dict[str, dict[str, dict[str, float]]] = self._read()

    def _read(self) -> dict[str, dict[str, dict[str, float]]]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict):
            return {}
        return {g: v for g, v in data.items() if isinstance(v, dict)}

    def add_game(self, game: str, names: list[str], humans: list[int], scores: list[float], winners: list[int]) -> None:
        table = self.data.setdefault(game, {})
        for seat in humans:
            row = table.setdefault(names[seat], {"played": 0, "won": 0, "best": scores[seat], "total": 0.0})
            row["played"] += 1
            row["won"] += 1 if seat in winners else 0
            row["best"] = max(row["best"], scores[seat])
            row["total"] += scores[seat]
        _write_json(self.path, self.data)

    def rows(self, game: str) -> list[tuple[str, int, int, float, float]]:
        """(name, played, won, best, average) for ``game``, most played first."""
        out = []
        for name, r in self.data.get(game, {}).items():
            played = int(r.get("played", 0))
            if played:
                out.append((name, played, int(r.get("won", 0)), float(r.get("best", 0)), float(r.get("total", 0)) / played))
        return sorted(out, key=lambda x: (-x[1], x[0]))
