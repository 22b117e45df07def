"""The app's log: Python ``logging`` to a rotating file a player can send with a bug report.

:func:`setup_logging` writes the ``souptable`` logger (and Qt's own warnings) to
``souptable.log`` in the log folder (:func:`souptable.ui.base.settings.log_dir`, in
the app's data folder), rotating at :data:`MAX_BYTES` with :data:`BACKUPS` old
files kept. An exception nobody caught (in a slot, say) is logged with its
traceback instead of only scrolling past on a terminal nobody watches.

Errors are logged, never printed. What a command prints as its output
(``--self-test``'s report, ``--screenshots``' file list, argument errors) stays
on stdout/stderr: that is the command's contract, not an error report. Messages
in the log are English (they are for whoever reads the bug report); what the
player sees is translated where it is shown.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

LOG_FILE = "souptable.log"
MAX_BYTES = 512 * 1024
BACKUPS = 3
QT_LOGGER = "souptable.qt"  # Qt's own messages
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

log = logging.getLogger("souptable")

# the handlers and hooks setup_logging installed, so shutdown_logging can undo exactly those
_installed: dict[str, Any] = {}


def setup_logging(folder: Path, echo: bool = False, qt_messages: bool = True, file_later: bool = False) -> Path:
    """Log to ``folder/souptable.log`` (rotating); ``echo`` also writes warnings to stderr.

    With ``file_later`` the file itself is opened by :func:`open_log_file` (the app calls
    it once its window is shown): what is logged before is kept and written to it first,
    and an error opens it at once (a warning waits: Qt warns of small things while the
    first window is made, and that window need not wait for the file). Returns the log file's path. Calling it
    again first undoes the previous call.
    """
    shutdown_logging()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LOG_FILE
    handler = _LogFile(path)
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    _installed["file"] = handler
    if not file_later:
        handler.open()
    if echo:
        err = logging.StreamHandler(sys.stderr)
        err.setFormatter(logging.Formatter("souptable: %(levelname)s: %(message)s"))
        err.setLevel(logging.WARNING)
        err.addFilter(_not_qt_chatter)
        log.addHandler(err)
        _installed["echo"] = err
    _installed["excepthook"] = sys.excepthook
    sys.excepthook = _log_uncaught
    _installed["threading_excepthook"] = threading.excepthook
    threading.excepthook = _log_uncaught_in_thread
    if qt_messages:
        from PySide6.QtCore import qInstallMessageHandler

        _installed["qt"] = qInstallMessageHandler(_qt_message)
    log.info("log started")
    return path


def open_log_file() -> None:
    """Open the log file of ``setup_logging(..., file_later=True)`` now (once; else nothing)."""
    handler = _installed.get("file")
    if handler is not None:
        handler.open()


class _LogFile(logging.Handler):
    """The rotating log file, opened on :meth:`open`: until then the records are kept (an
    error opens it at once), then written to it in their order.

    Opening it loads ``logging.handlers`` (with ``socket``, ``pickle`` and ``queue``), which
    the app's first screen need not wait for."""

    def __init__(self, path: Path) -> None:
        super().__init__(logging.INFO)
        self.path = path
        self.file: logging.Handler | None = None
        self.kept: list[logging.LogRecord] = []

    def open(self) -> None:
        if self.file is not None:
            return
        import logging.handlers

        file = logging.handlers.RotatingFileHandler(
            self.path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8", delay=True
        )
        file.setFormatter(logging.Formatter(FORMAT))
        file.setLevel(logging.INFO)
        self.file = file
        kept, self.kept = self.kept, []
        for record in kept:
            file.handle(record)

    def emit(self, record: logging.LogRecord) -> None:
        if self.file is None and record.levelno >= logging.ERROR:
            self.open()
        if self.file is None:
            self.kept.append(record)
        else:
            self.file.handle(record)

    def flush(self) -> None:
        if self.file is not None:
            self.file.flush()

    def close(self) -> None:
        if self.kept:  # (the app ends before its window was shown: nothing kept is lost)
            self.open()
        if self.file is not None:
            self.file.close()
        super().close()


def shutdown_logging() -> None:
    """Close the log file and put back the hooks :func:`setup_logging` replaced."""
    for key in ("file", "echo"):
        handler = _installed.pop(key, None)
        if handler is not None:
            log.removeHandler(handler)
            handler.close()
    if "excepthook" in _installed:
        sys.excepthook = _installed.pop("excepthook")
    if "threading_excepthook" in _installed:
        threading.excepthook = _installed.pop("threading_excepthook")
    if "qt" in _installed:
        from PySide6.QtCore import qInstallMessageHandler

        qInstallMessageHandler(_installed.pop("qt"))


def log_file() -> Path | None:
    """The file being logged to (``None`` before :func:`setup_logging`)."""
    handler = _installed.get("file")
    return None if handler is None else handler.path


# called once per uncaught exception, after it is logged (the app shows the player a message)
on_uncaught: list[Callable[[], None]] = []


def _log_uncaught(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, exc, tb)
        return
    log.error("uncaught exception", exc_info=(kind, exc, tb))
    for notify in list(on_uncaught):
        try:
            notify()
        except Exception:  # telling the player must never raise a second error
            log.exception("could not tell the player about an error")


def _log_uncaught_in_thread(args: threading.ExceptHookArgs) -> None:
    if args.exc_value is None:
        return
    log.error(
        "uncaught exception in thread %s",
        getattr(args.thread, "name", "?"),
        exc_info=(args.exc_type, args.exc_value, args.exc_traceback),
    )


def _not_qt_chatter(record: logging.LogRecord) -> bool:
    """On the terminal: our warnings, but of Qt's own only the errors (all go to the file)."""
    return record.name != QT_LOGGER or record.levelno >= logging.ERROR


def _qt_message(mode: Any, context: Any, message: str) -> None:
    from PySide6.QtCore import QtMsgType

    level = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING,
        QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }.get(mode, logging.WARNING)
    category = getattr(context, "category", None) or "qt"
    logging.getLogger(QT_LOGGER).log(level, "%s: %s", category, message)


def log_folder() -> Path:
    """The folder with the log files: the current log's, else the app's log folder."""
    current = log_file()
    if current is not None:
        return current.parent
    from .settings import log_dir

    return log_dir()


def open_log_folder() -> bool:
    """Show the log folder in the desktop's file manager; False if nothing could open it."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices

    folder = log_folder()
    opened = QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
    if not opened:
        log.warning("could not open the log folder %s", folder)
    return bool(opened)
