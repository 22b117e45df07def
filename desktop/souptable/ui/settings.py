"""One typed wrapper around QSettings: every key, its type and default, in one place.

Tests point it at a temporary folder (``Settings(path=...)``); the app uses
the platform's standard location (``QStandardPaths``/``QSettings`` defaults).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, QStandardPaths


@dataclass(frozen=True)
class Key:
    name: str
    default: Any


LANGUAGE = Key("ui/language", "")  # "" = follow the system
SPEED = Key("ui/animation_speed", 1.0)  # 0 = no animation, 0.5 fast, 1 normal, 2 slow
THINK_TIME = Key("ai/think_time", 1.0)  # seconds per decision for "hard"
UNDO_POLICY = Key("play/undo_policy", "strict")  # "strict" | "relaxed"
CARD_SCALE = Key("ui/card_scale", 1.0)  # 0.8 .. 1.4 × the size that fits
LAST_SETUP = Key("play/last_setup", "")  # JSON of the new-game dialog
FULLSCREEN = Key("ui/fullscreen", False)
GEOMETRY = Key("ui/geometry", b"")
FONT_WARNED = Key("ui/cjk_font_warned", False)
PSEUDO = Key("ui/pseudo_localisation", False)

_TYPES = {bool: lambda v: v in (True, "true", "1", 1), float: float, int: int, str: str, bytes: bytes}


class Settings:
    def __init__(self, path: str | Path | None = None) -> None:
        if path is None:
            self._q = QSettings("SoupTable", "souptable")
        else:
            self._q = QSettings(str(path), QSettings.Format.IniFormat)

    def get(self, key: Key) -> Any:
        raw = self._q.value(key.name, key.default)
        if raw is None:
            return key.default
        conv: Any = _TYPES.get(type(key.default))
        try:
            return conv(raw) if conv else raw
        except (TypeError, ValueError):
            return key.default

    def set(self, key: Key, value: Any) -> None:
        self._q.setValue(key.name, value)

    def get_json(self, key: Key) -> Any:
        try:
            return json.loads(self.get(key) or "null")
        except ValueError:
            return None

    def set_json(self, key: Key, value: Any) -> None:
        self.set(key, json.dumps(value))

    def sync(self) -> None:
        self._q.sync()


def data_dir() -> Path:
    """The app's data folder (saves, autosave, statistics)."""
    loc = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(loc) if loc else Path.home() / ".local" / "share" / "souptable"
    path.mkdir(parents=True, exist_ok=True)
    return path
