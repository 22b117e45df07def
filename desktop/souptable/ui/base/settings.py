"""One typed wrapper around QSettings, and the folders of the app's files.

Every settings key, its type and default are declared here. Every file the app
keeps between sessions (settings, autosave and kept games, statistics, logs, the
folder saved games go to) is found through this module, and nowhere else, so
that a *throwaway profile* can redirect all of them at once: :func:`use_profile`
points :class:`Settings` (without a path), :func:`data_dir` and :func:`saves_dir`
at a temporary folder. ``--self-test`` and ``--screenshots`` run
in one (see :func:`souptable.ui.app.run.throwaway_profile`) and leave the player's own
files byte for byte as they were; a test checks that no other module opens
``QSettings`` or asks ``QStandardPaths`` itself.

Tests point settings at a temporary folder (``Settings(path=...)``); the app
uses the platform's standard location (``QStandardPaths``/``QSettings``
defaults). A settings file Qt cannot read whole (a format error, NUL bytes,
broken UTF-8) is set aside before Qt would write over it (``damaged``), and
what can still be read of it (every line but the damaged ones) is kept in the
fresh file (``recovered``: how many values).

Settings are never unpickled. PySide stores a Python object it has no Qt type
for (``bytes`` among them) as a pickled ``@Variant(…)``, and Qt's INI reader
unpickles it while it *parses* the file, so a crafted file would run code at
start. Byte values are stored as ``QByteArray`` (written ``@ByteArray(…)``), and
a file with any ``@Variant`` in it (found on the raw text, escapes decoded, before
Qt sees it) is damaged: set aside, its other lines kept.

Every change is written at once, so that settings that cannot be saved (a full
disk) are known and said while the app runs (``on_failure``), not lost at exit.
A throwaway profile records the process using it; the profiles of killed runs
are removed by the next one (:func:`~.storage.sweep_stale_profiles`).

Every value is read through its :class:`Key`: type, default and range (or the
allowed choices). A value that does not fit (``animation_speed=nan``,
``card_scale=inf``, ``think_time=1e9``, a word where a number belongs) gives
the default instead and is reported once in the log; the file keeps it until
the player changes the setting. A JSON value (the saved New Game setup) is
read by the engine's strict reader with small limits.
"""

from __future__ import annotations

import logging
import math
import os
import re
import stat
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, QStandardPaths

from ...engine import DataError, jsonio

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Key:
    """One setting: its name in the file, its default (whose type it has), and
    the range (numbers) or the choices (text) a value must fit."""

    name: str
    default: Any
    lo: float | None = None
    hi: float | None = None
    choices: tuple[str, ...] | None = None
    max_len: int = 4096  # text: characters (a JSON value's size)


LANGUAGE = Key("ui/language", "", max_len=16)  # "" = follow the system
SPEED = Key("ui/animation_speed", 1.0, 0.0, 4.0)  # 0 = no animation, 0.5 fast, 1 normal, 2 slow
THINK_TIME = Key("ai/think_time", 1.0, 0.01, 60.0)  # seconds per decision for "hard"
UNDO_POLICY = Key("play/undo_policy", "strict", choices=("strict", "relaxed"))
CARD_SCALE = Key("ui/card_scale", 1.0, 0.5, 2.0)  # × the size that fits (the dialog offers 0.7 .. 1.3)
# seeing the table (ui/table/look.py): plain, strong and bold; its text larger or smaller than the cards'
HIGH_CONTRAST = Key("ui/high_contrast", False)
TABLE_TEXT = Key("ui/table_text_scale", 1.0, 0.8, 2.0)  # × the table's own text size (the dialog offers 0.8 .. 1.6)
LAST_SETUP = Key("play/last_setup", "", max_len=64 * 1024)  # JSON of the new-game dialog
FULLSCREEN = Key("ui/fullscreen", False)
GEOMETRY = Key("ui/geometry", b"")  # QMainWindow.saveGeometry: size, place, maximised
WINDOW_STATE = Key("ui/window_state", b"")  # QMainWindow.saveState: the panels and where they are
LAST_FOLDER = Key("files/last_folder", "", max_len=4096)  # where a game was last saved or opened
# the side panels the player wants beside the table (View menu), by dock object name
PANELS = {"score_dock": Key("ui/show_scores", True), "log_dock": Key("ui/show_log", True)}
FONT_WARNED = Key("ui/cjk_font_warned", False)
PSEUDO = Key("ui/pseudo_localisation", False)
LESSONS_DONE = Key("learn/lessons_done", "", max_len=256)  # game ids whose lesson was finished, comma-separated
RELAY = Key("remote/relay", "", max_len=300)  # HOST[:PORT] of the relay friends at other homes join through ("": none)
# what the screen reader is told unasked (ui/play/announce.py): everything, the person's own turns and
# the summaries, or nothing
SPEECH = Key("a11y/speech", "all", choices=("all", "mine", "none"))

# the saved New Game setup is a small object: a few seats and options
SETUP_LIMITS = jsonio.Limits(max_bytes=64 * 1024, max_depth=6, max_string=256, max_items=2000)

_BAD = object()  # a value that does not fit its key
MAX_FILE_BYTES = 1024 * 1024  # a settings file is a few KiB; a larger one is not ours

ORGANIZATION = "SoupTable"
APPLICATION = "souptable"

_TYPES = {bool: lambda v: v in (True, "true", "1", 1), float: float, int: int, str: str, bytes: bytes}

# the folder of a throwaway profile while one is in use (None: the player's own files)
_profile: Path | None = None


def use_profile(folder: str | Path | None) -> None:
    """Keep settings, data and logs in ``folder`` from now on (``None``: the player's own)."""
    global _profile
    _profile = None if folder is None else Path(folder)
    if _profile is not None:
        # its own, and those of earlier runs that were killed go (they would stay for good)
        from .storage import claim_profile, sweep_stale_profiles

        claim_profile(_profile)
        sweep_stale_profiles(_profile.parent, keep=_profile)


def profile_folder() -> Path | None:
    """The throwaway profile in use, if any."""
    return _profile


class Settings:
    def __init__(self, path: str | Path | None = None) -> None:
        if path is None and _profile is not None:
            path = _profile / "settings.ini"
        self._reported: set[str] = set()  # keys whose bad value was reported
        # told (with the file's name) when the settings could not be written
        self.on_failure: Callable[[str], None] | None = None
        # where a damaged settings file was set aside at start (None: it was sound)
        self.damaged: Path | None = None
        special = _special_file(path)
        if special is not None:  # Qt would block on a pipe: set it aside before Qt opens it
            self.damaged = _set_aside(special)
            if self.damaged is None:
                path = _session_only_file()
                log.error("settings are kept for this session only (in %s)", path)
        # how many values of a damaged file were read back into the fresh one
        self.recovered = 0
        file = None if self.damaged is not None else (Path(path) if path is not None else default_file())
        if file is not None and _is_damaged_file(file):  # before Qt parses it: it may unpickle
            self.damaged = _set_aside(file)
            if self.damaged is None:  # it stays where it is: Qt must never read it
                path = _session_only_file()
                log.error("settings are kept for this session only (in %s)", path)
        self._q = _open(path)
        if self.damaged is None and self._q.status() == QSettings.Status.FormatError:
            log.warning("settings file %s: Qt reports a format error", self._q.fileName())
            self.damaged = _set_aside(Path(self._q.fileName()))
            if self.damaged is not None:
                self._q = _open(path)  # a fresh file; the damaged one is kept as it was
        if self.damaged is not None and self.damaged.exists():
            self.recovered = _recover_into(self._q, self.damaged)

    def get(self, key: Key) -> Any:
        """The value of ``key``; its default when absent or when it does not fit
        (reported once in the log)."""
        raw = self._q.value(key.name, None)
        if raw is None:
            return key.default
        value = _convert(key, raw)
        if value is _BAD:
            self._report(key, f"{raw!r:.80} does not fit ({_expected(key)})")
            return key.default
        return value

    def _report(self, key: Key, why: str) -> None:
        if key.name not in self._reported:
            self._reported.add(key.name)
            log.warning("setting %s in %s: %s; the default %r applies", key.name, self.file_name(), why, key.default)

    def set(self, key: Key, value: Any) -> None:
        """Set ``key`` and write the file at once, so that a failure (a full disk) is
        known when it happens (:attr:`on_failure`), not after the app has closed."""
        if isinstance(value, bytes | bytearray | memoryview):
            value = QByteArray(bytes(value))  # "@ByteArray(…)"; a Python bytes would be pickled
        self._q.setValue(key.name, value)
        self.sync()

    def get_json(self, key: Key) -> Any:
        """A JSON value kept as text, read strictly (:data:`SETUP_LIMITS`); ``None``
        when absent or damaged (reported once)."""
        text = self.get(key)
        if not text:
            return None
        try:
            return jsonio.parse_json(text, SETUP_LIMITS)
        except DataError as exc:
            self._report(key, f"not usable JSON ({exc.code}: {exc})")
            return None

    def set_json(self, key: Key, value: Any) -> None:
        self.set(key, jsonio.dumps(value, indent=None))

    def sync(self) -> bool:
        """Write the settings to their file now; False if they could not be (a full
        disk, no permission: logged; the caller tells the player)."""
        self._q.sync()
        if self._q.status() == QSettings.Status.NoError:
            return True
        log.error("settings could not be saved to %s (%s)", self.file_name(), self._q.status().name)
        if self.on_failure is not None:
            self.on_failure(self.file_name())
        return False

    def file_name(self) -> str:
        return self._q.fileName()


def _set_aside(path: Path) -> Path | None:
    from .storage import set_aside  # (the files' code loads only for a damaged settings file)

    return set_aside(path)


def _session_only_file() -> Path:
    import tempfile

    return Path(tempfile.mkdtemp(prefix="souptable-settings-")) / "settings.ini"


def _convert(key: Key, raw: Any) -> Any:
    """``raw`` (as QSettings gives it: mostly text from an INI file) as the key's
    type, or ``_BAD`` if it does not fit."""
    kind = type(key.default)
    if kind is bool:
        if raw in (True, "true", "1", 1):
            return True
        if raw in (False, "false", "0", 0):
            return False
        return _BAD
    if kind in (int, float):
        if isinstance(raw, bool) or not isinstance(raw, int | float | str):
            return _BAD
        try:
            number = kind(raw) if kind is float or not isinstance(raw, str) else int(raw.strip())
        except (TypeError, ValueError, OverflowError):
            return _BAD
        if isinstance(number, float) and not math.isfinite(number):
            return _BAD
        if (key.lo is not None and number < key.lo) or (key.hi is not None and number > key.hi):
            return _BAD
        return number
    if kind is str:
        if not isinstance(raw, str) or len(raw) > key.max_len:
            return _BAD  # a list (Qt reads "a, b" as one) or something else
        if key.choices is not None and raw not in key.choices:
            return _BAD
        return raw
    if kind is bytes:
        if isinstance(raw, QByteArray):
            return bytes(raw.data())
        return raw if isinstance(raw, bytes) else _BAD
    return raw


def _expected(key: Key) -> str:
    if key.choices is not None:
        return "one of " + ", ".join(repr(c) for c in key.choices)
    if key.lo is not None or key.hi is not None:
        return f"a number from {key.lo} to {key.hi}"
    return type(key.default).__name__


def _open(path: str | Path | None) -> QSettings:
    if path is None:
        return QSettings(ORGANIZATION, APPLICATION)
    return QSettings(str(path), QSettings.Format.IniFormat)


def default_file() -> Path | None:
    """Where ``QSettings(ORGANIZATION, APPLICATION)`` keeps its INI file (``None``
    where it is a property list or the registry: Qt's own business), found
    without opening it."""
    if sys.platform in ("darwin", "win32"):
        return None
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(base) / ORGANIZATION / f"{APPLICATION}.conf" if base else None


def _special_file(path: str | Path | None) -> Path | None:
    """The settings file if something other than a regular file is in its place
    (a pipe, a device, a folder), which Qt must never open; else ``None``."""
    if path is None:
        path = default_file()
        if path is None:
            return None
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    if stat.S_ISREG(st.st_mode):
        return None
    log.warning("settings file %s is not a regular file", path)
    return Path(path)


def _is_damaged_file(path: Path) -> bool:
    """True if the settings file is there but must not (or cannot all) be read by Qt:
    a ``@Variant`` (a pickled object), NUL bytes, broken UTF-8.

    Qt writes a file it failed to parse back with only what it understood, so
    such a file must be set aside before the first ``setValue``.
    """
    if sys.platform in ("darwin", "win32") and path == default_file():
        return False  # a registry or a property list: Qt's own business
    try:
        raw = jsonio.read_bytes(path, MAX_FILE_BYTES)  # a regular file only: never blocks on a pipe
    except DataError as exc:
        if exc.code == "too_large":
            log.warning("settings file %s is larger than %d bytes", path, MAX_FILE_BYTES)
            return True
        if exc.code != "not_found":
            log.warning("settings file %s cannot be read: %s", path, exc)
        return False  # nothing to set aside that we could read; Qt reports AccessError
    why = _damage(raw)
    if why:
        log.warning("settings file %s %s", path, why)
    return bool(why)


def _damage(raw: bytes) -> str:
    """What is wrong with the text of a settings file ("" if nothing)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return "is not UTF-8 text"
    if "\0" in text:
        return "holds NUL bytes"
    if any(_VARIANT in decoded for decoded in _unescaped(text)):
        return "holds a @Variant (a pickled Python object): never read"
    return ""


_VARIANT = "Variant("  # what Qt's reader turns into an object (after "@"), escapes decoded
_NUMERIC_ESCAPE = re.compile(r"\\(?:x([0-9A-Fa-f]+)|([0-7]+))")
_OTHER_ESCAPE = re.compile(r"\\(.)?", re.DOTALL)


def _unescaped(text: str) -> list[str]:
    """The text as Qt's INI reader may see it, quotes removed: a ``@Variant`` spelled
    with escapes (``\\x40Variant(``) shows in one of them. Every reading Qt might
    make is tried: an unknown escape (``\\q``) keeps its character or drops it; a
    numeric one beyond 16 bits is the code or its low 16 bits (``QChar``)."""

    def decode(mask: int) -> str:
        def char(m: re.Match[str]) -> str:
            code = (int(m.group(1), 16) if m.group(1) is not None else int(m.group(2), 8)) & mask
            return chr(code) if code < 0x110000 else ""

        return _NUMERIC_ESCAPE.sub(char, text)

    out = []
    for numeric in (decode(0xFFFF), decode(-1)):
        out.append(_OTHER_ESCAPE.sub(lambda m: m.group(1) or "", numeric).replace('"', ""))
        out.append(_OTHER_ESCAPE.sub("", numeric).replace('"', ""))
    return out


def _recover_into(q: QSettings, damaged: Path) -> int:
    """Copy every value of the damaged file that can be read safely into ``q`` (the
    fresh file): its sound lines are given to Qt, the damaged ones (NUL bytes, broken
    UTF-8, a ``@Variant``) are left out. Returns how many values were kept."""
    try:
        raw = jsonio.read_bytes(damaged, MAX_FILE_BYTES)  # (not a pipe or a device set aside)
    except DataError:
        return 0
    lines = []
    for line in raw.split(b"\n"):
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError:
            continue
        if not _damage(line) and not text.rstrip("\r").endswith("\\"):  # (no continued line: it may hide one)
            lines.append(text)
    sound = "\n".join(lines) + "\n"
    if _damage(sound.encode("utf-8")):
        return 0
    import tempfile

    with tempfile.TemporaryDirectory(prefix="souptable-settings-") as folder:
        part = Path(folder) / "recovered.ini"
        part.write_text(sound, encoding="utf-8")
        old = QSettings(str(part), QSettings.Format.IniFormat)
        keys = [k for k in old.allKeys() if not q.contains(k)]
        for k in keys:
            q.setValue(k, old.value(k))
        del old
    if keys:
        q.sync()
        log.warning("%d settings of the damaged file were kept: %s", len(keys), ", ".join(sorted(keys)))
    return len(keys)


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


def saves_dir() -> Path:
    """The folder Save and Open start in the first time: "Soup Table" in the player's
    documents (in a throwaway profile, inside it). Not created here: only a save does."""
    if _profile is not None:
        return _profile / "saves"
    set_app_names()
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return (Path(docs) if docs else Path.home()) / "Soup Table"


def start_folder(settings: Settings) -> Path:
    """Where Save and Open start: the folder used last, while it is still there; else
    :func:`saves_dir`."""
    last = settings.get(LAST_FOLDER)
    if last and Path(last).is_dir():
        return Path(last)
    return saves_dir()


def log_dir() -> Path:
    """The folder of the app's log files (inside :func:`data_dir`)."""
    path = data_dir() / "logs"
    path.mkdir(parents=True, exist_ok=True)
    return path


def file_filter(save: bool) -> str:
    if save:
        return QCoreApplication.translate("MainWindow", "Soup Table games (*.souptable)")
    return QCoreApplication.translate("MainWindow", "Soup Table games (*.souptable *.json)")
