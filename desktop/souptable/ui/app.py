"""Creating the application and running it in one of its modes.

Modes: the normal window, ``--self-test`` (every game with computer players,
every language, exit status says if all went well) and ``--screenshots``.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from typing import cast

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from ..resources import asset
from .i18n import Languages, japanese_font_available, system_language
from .settings import FONT_WARNED, LANGUAGE, PSEUDO, Settings


@dataclass
class AppContext:
    app: QApplication
    settings: Settings
    languages: Languages


def create_app(args: argparse.Namespace, settings: Settings | None = None) -> AppContext:
    app = cast(QApplication, QApplication.instance() or QApplication(["souptable", *sys.argv[1:2]]))
    app.setApplicationName("souptable")
    app.setOrganizationName("SoupTable")
    app.setApplicationDisplayName("Soup Table")
    icon = asset("icons", "souptable.svg")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    settings = settings or Settings()
    languages = Languages()
    lang = getattr(args, "lang", None) or settings.get(LANGUAGE) or system_language()
    languages.install(lang, pseudo=bool(getattr(args, "pseudo", False) or settings.get(PSEUDO)))
    return AppContext(app, settings, languages)


def warn_if_no_japanese_font(ctx: AppContext, parent: object = None) -> bool:
    """Once: tell the user what to install when Japanese cannot be drawn. True if warned."""
    if ctx.languages.current != "ja" or japanese_font_available() or ctx.settings.get(FONT_WARNED):
        return False
    ctx.settings.set(FONT_WARNED, True)
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


def run(ctx: AppContext, args: argparse.Namespace) -> int:
    if args.screenshots:
        from .screenshots import take_screenshots

        return take_screenshots(ctx, args.screenshots, args.lang, args.size, args.game)
    if args.self_test:
        from .selftest import self_test

        return self_test(ctx)
    from .mainwindow import MainWindow

    window = MainWindow(ctx.settings, ctx.languages)
    window.show()
    QTimer.singleShot(0, lambda: warn_if_no_japanese_font(ctx, window))
    if args.file:
        QTimer.singleShot(0, lambda: window.open_file(args.file))
    else:
        QTimer.singleShot(0, window.startup)
    return ctx.app.exec()
