"""``souptable --screenshots DIR``: every board mid-game, per language, as PNG.

Works offscreen (no display needed). File names: ``DIR/<game>-<lang>.png``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QElapsedTimer
from PySide6.QtWidgets import QApplication

from .boards import playable
from .i18n import LANGUAGES
from .newgame import Setup
from .scenarios import mid_game, seats_for

if TYPE_CHECKING:
    from .app import AppContext


def settle(ms: int = 1500) -> None:
    """Let Qt finish pending work (layouts, queued signals), up to ``ms``."""
    timer = QElapsedTimer()
    timer.start()
    while timer.elapsed() < ms:
        QCoreApplication.processEvents()
        if timer.elapsed() > 120:
            break


def take_screenshots(ctx: AppContext, folder: str, lang: str | None, size: tuple[int, int], game_id: str | None = None) -> int:
    from .mainwindow import MainWindow
    from .settings import SPEED

    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    ctx.settings.set(SPEED, 0.0)
    window = MainWindow(ctx.settings, ctx.languages)
    window.pause_on_summaries = False
    window.resize(*size)
    window.show()
    langs = [lang] if lang else list(LANGUAGES)
    written = []
    for code in langs:
        ctx.languages.install(code)
        for game in playable():
            if game_id is not None and game != game_id:
                continue
            match = mid_game(game)
            setup = Setup(game, match.players, seats_for(match.players), dict(match.options), match.seed)
            window.start(setup, match)
            settle()
            QApplication.processEvents()
            path = out / f"{game}-{code}.png"
            window.grab().save(str(path))
            written.append(path)
    window.close()
    for p in written:
        print(p)
    return 0
