"""Creating the application and running it in one of its modes.

Modes: the normal window, ``--self-test`` (every game with computer players,
every language, exit status says if all went well) and ``--screenshots``.
The last two are checks and tools, not play: they run in a
:func:`throwaway_profile`, so the player's settings, autosave, statistics and
log stay exactly as they were.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from PySide6.QtCore import QCoreApplication, QTimer, qVersion
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QWidget

from ... import __version__
from ...resources import APP_ID, asset
from ..base import heap, logs
from ..base.languages import Languages, japanese_font_available, system_language
from ..base.settings import FONT_WARNED, LANGUAGE, PSEUDO, Settings, set_app_names, use_profile

log = logging.getLogger(__name__)


@contextmanager
def throwaway_profile() -> Iterator[Path]:
    """Settings, data and logs in a new temporary folder, removed afterwards.

    Everything the app keeps between sessions is found through
    :mod:`souptable.ui.base.settings`, which this points at the temporary folder
    (:func:`~souptable.ui.base.settings.use_profile`); the player's own files are
    not opened at all.
    """
    import shutil
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="souptable-profile-"))
    use_profile(folder)
    try:
        yield folder
    finally:
        use_profile(None)
        current = logs.log_file()
        if current is not None and current.is_relative_to(folder):
            logs.shutdown_logging()  # the log file is in the folder being removed
        shutil.rmtree(folder, ignore_errors=True)


def app_icon() -> QIcon:
    """The app's icon from its PNG sizes (assets/icons): the SVG would load Qt's SVG icon
    engine, and render each size, before the first frame."""
    icon = QIcon()
    for png in sorted(asset("icons").glob("souptable-*.png")):
        icon.addFile(str(png))
    return icon


@dataclass
class AppContext:
    app: QApplication
    settings: Settings
    languages: Languages


def create_app(args: argparse.Namespace, settings: Settings | None = None) -> AppContext:
    heap.fix_mmap_threshold()  # before Qt allocates: large buffers stay apart from the heap (ui/base/heap.py)
    app = cast(QApplication, QApplication.instance() or QApplication(["souptable", *sys.argv[1:2]]))
    set_app_names()
    app.setApplicationDisplayName("Soup Table")
    # the desktop entry's name: on Wayland the window's app id, so the shell shows our name and icon
    QGuiApplication.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    settings = settings or Settings()
    languages = Languages()
    lang = getattr(args, "lang", None) or settings.get(LANGUAGE) or system_language()
    languages.install(lang, pseudo=bool(getattr(args, "pseudo", False) or settings.get(PSEUDO)))
    log.info(
        "Soup Table %s, Python %s, Qt %s, %s (%s), language %s, settings %s",
        __version__,
        _Platform("python_version"),
        qVersion(),
        _Platform("platform"),
        app.platformName(),
        languages.current,
        settings.file_name(),
    )
    return AppContext(app, settings, languages)


class _Platform:
    """A function of the ``platform`` module, called (and the module loaded) only when the
    log line is written: not when nothing is logged, and not before the window is shown."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __str__(self) -> str:
        import platform

        return str(getattr(platform, self.name)())


def warn_if_no_japanese_font(ctx: AppContext, parent: object = None) -> bool:
    """Once: tell the user what to install when Japanese cannot be drawn. True if warned."""
    if ctx.languages.current != "ja" or japanese_font_available() or ctx.settings.get(FONT_WARNED):
        return False
    ctx.settings.set(FONT_WARNED, True)
    from PySide6.QtWidgets import QMessageBox  # (where used: not before the first paint)

    QMessageBox.warning(
        parent,  # type: ignore[arg-type]
        "Soup Table",
        QCoreApplication.translate(
            "App",
            "No installed font can show Japanese text, so Japanese would appear as empty boxes.\n"
            "Install a Japanese font, for example on Debian or Ubuntu:\n"
            "sudo apt-get install fonts-noto-cjk",
        ),
    )
    return True


def tell_about_errors(parent: QWidget) -> None:
    """From now on, an uncaught exception is logged and the player told once, in their language."""
    told: list[bool] = []

    def show() -> None:
        if told:
            return
        told.append(True)
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(
            parent,
            "Soup Table",
            QCoreApplication.translate(
                "App",
                "Something went wrong inside Soup Table. The details were written to its log "
                "(Help → Open log folder); please attach that file to a bug report.",
            ),
        )

    # shown from the event loop, not from inside the slot that failed
    logs.on_uncaught[:] = [lambda: QTimer.singleShot(0, show)]


def is_invite_link(text: str) -> bool:
    """Is the argument an invite link (``souptable://…``, from the URL handler) rather than a file?"""
    return text.strip().lower().startswith("souptable:")


def run(ctx: AppContext, args: argparse.Namespace) -> int:
    if args.screenshots:
        from .screenshots import take_screenshots

        return take_screenshots(ctx, args.screenshots, args.lang, args.size, args.game, args.high_contrast)
    if args.self_test:
        from .selftest import self_test

        return self_test(ctx)
    from ..shell.mainwindow import MainWindow

    window = MainWindow(ctx.settings, ctx.languages)
    window.show()
    tell_about_errors(window)
    # the rest once the first frame is shown: the start screen does not wait for it
    window.after_first_frame(logs.open_log_file)  # (main's log file: opened once the window is up)
    window.after_first_frame(lambda: warn_if_no_japanese_font(ctx, window))
    if args.file and is_invite_link(args.file):  # a souptable:// link clicked in a chat
        from ..remote.join import run_join_dialog

        window.after_first_frame(window.startup)
        window.after_first_frame(lambda: run_join_dialog(window, args.file))
    elif args.file:
        window.after_first_frame(window.tell_damaged_files)
        window.after_first_frame(lambda: window.open_file(args.file))
    else:
        window.after_first_frame(window.startup)
    return ctx.app.exec()
