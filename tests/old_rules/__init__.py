"""Records of games played under earlier rules (revision 1), for the tests of old saves.

Each JSON file here holds the moves of one game played by random legal choices under
the rules before they changed (its ``about`` says which rule refuses it now). The tests
build a record file claiming that revision from it: no code of the earlier rules is kept.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from souptable.engine.record import Record, SeatInfo, dumps

HERE = Path(__file__).resolve().parent
GAMES = ("salty", "suppenkasper", "soupmeng")
# how many of each file's moves the current rules allow (the first refused one is the next)
KEPT = {"salty": 51, "suppenkasper": 58, "soupmeng": 60}


def moves(game: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((HERE / f"{game}.json").read_text(encoding="utf-8"))
    return data


def old_record(game: str) -> Record:
    """The record of ``game``'s file, as the earlier app wrote it: a person in seat 0."""
    data = moves(game)
    players = int(data["players"])
    seats = [SeatInfo("Aki", "human", None)] + [SeatInfo(f"Computer {i + 1}", "bot", "normal") for i in range(1, players)]
    return Record(data["game"], players, int(data["seed"]), dict(data["options"]), seats, list(data["actions"]), rules_revision=1)


def write_old(path: Path, game: str) -> str:
    """Write ``game``'s old record to ``path``; returns the file's SHA-256."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dumps(old_record(game)), encoding="utf-8")
    return digest(path)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()
