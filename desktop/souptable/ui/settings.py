"""One typed wrapper around QSettings, and the folders of the app's files.

Every settings key, its type and default are declared here. Every file the app
keeps between sessions (settings, autosave, statistics, logs) is found through
this module, and nowhere else, so that a *throwaway profile* can redirect all of
them at once: :func:`use_profile` points :class:`Settings` (without a path) and
:func:`data_dir` at a temporary folder. ``--self-test`` and ``--screenshots`` run
in one (see :func:`souptable.ui.app.throwaway_profile`) and leave the player's own
files byte for byte as they were; a test checks that no other module opens
``QSettings`` or asks ``QStandardPaths`` itself.

Tests point settings at a temporary folder (``Settings(path=...)``); the app
uses the platform's standard location (``QStandardPaths``/``QSettings``
defaults). A settings file Qt cannot read whole (a format error, NUL bytes,
broken UTF-8) is set aside before Qt would write over it (``damaged``).
"""

from __future__ import annotations

import json
import logging
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

from .storage import set_aside

log = logging.getLogger(__name__)


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

ORGANIZATION = "SoupTable"
APPLICATION = "souptable"

_TYPES = {bool: lambda v: v in (True, "true", "1", 1), float: float, int: int, str: str, bytes: bytes}

# the folder of a throwaway profile while one is in use (None: the player's own files)
_profile: Path | None = None


def use_profile(folder: str | Path | None) -> None:
    """Keep settings, data and logs in ``folder`` from now on (``None``: the player's own)."""
    global _profile
    _profile = None if folder is None else Path(folder)


def profile_folder() -> Path | None:
    """The throwaway profile in use, if any."""
    return _profile


class Settings:
    def __init__(self, path: str | Path | None = None) -> None:
        if path is None and _profile is not None:
            path = _profile / "settings.ini"
        self._q = _open(path)
        # where a damaged settings file was set aside at start (None: it was sound)
        self.damaged: Path | None = None
        if _is_damaged(self._q):
            self.damaged = set_aside(Path(self._q.fileName()))
            if self.damaged is not None:
                self._q = _open(path)  # a fresh file; the damaged one is kept as it was

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

    def file_name(self) -> str:
        return self._q.fileName()


def _open(path: str | Path | None) -> QSettings:
    if path is None:
        return QSettings(ORGANIZATION, APPLICATION)
    return QSettings(str(path), QSettings.Format.IniFormat)


def _is_damaged(q: QSettings) -> bool:
    """True if the settings file is there but Qt cannot read all of it.

    Qt writes a file it failed to parse back with only what it understood, so
    such a file must be set aside before the first ``setValue``.
    """
    if q.status() == QSettings.Status.FormatError:
        log.warning("settings file %s: Qt reports a format error", q.fileName())
        return True
    ini = q.format() == QSettings.Format.IniFormat or (
        q.format() == QSettings.Format.NativeFormat and sys.platform not in ("darwin", "win32")
    )
    if not ini:
        return False  # a registry or a property list: Qt's own business
    try:
        raw = Path(q.fileName()).read_bytes()
    except FileNotFoundError:
        return False
    except OSError as exc:
        log.warning("settings file %s cannot be read: %s", q.fileName(), exc)
        return False  # nothing to set aside that we could read; Qt reports AccessError
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        log.warning("settings file %s is not UTF-8 text", q.fileName())
        return True
    if b"\0" in raw:
        log.warning("settings file %s holds NUL bytes", q.fileName())
        return True
    return False


def set_app_names() -> None:
    """The names QStandardPaths builds the folders from; callable before the QApplication exists."""
    if QCoreApplication.organizationName() != ORGANIZATION:
        QCoreApplication.setOrganizationName(ORGANIZATION)
    if QCoreApplication.applicationName() != APPLICATION:
        QCoreApplication.setApplicationName(APPLICATION)


def data_dir() -> Path:
    """The app's data folder (autosave, statistics, logs)."""
    if _profile is not None:
        path = _profile / "data"
    else:
        set_app_names()
        loc = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        path = Path(loc) if loc else Path.home() / ".local" / "share" / "souptable"
    path.mkdir(parents=True, exist_ok=True)
    return path


def log_dir() -> Path:
    """The folder of the app's log files (inside :func:`data_dir`)."""
    path = data_dir() / "logs"
    path.mkdir(parents=True, exist_ok=True)
    return path
