"""``souptable --screenshots DIR``: every board mid-game, per language, as PNG.

Works offscreen (no display needed). File names: ``DIR/<game>-<lang>.png``.
Runs in a throwaway profile (see :func:`souptable.ui.app.throwaway_profile`):
the player's settings, autosave and statistics are never read or written.
The list of files written goes to stdout: it is the command's output.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QElapsedTimer
from PySide6.QtWidgets import QApplication

from .games import playable
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
    from .app import throwaway_profile
    from .settings import profile_folder

    if profile_folder() is None:
        with throwaway_profile():
            return _take(ctx, folder, lang, size, game_id)
    return _take(ctx, folder, lang, size, game_id)


def _take(ctx: AppContext, folder: str, lang: str | None, size: tuple[int, int], game_id: str | None) -> int:
    from .mainwindow import MainWindow
    from .settings import SPEED, Settings

    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    settings = Settings()  # the throwaway profile's, never the player's
    settings.set(SPEED, 0.0)
    window = MainWindow(settings, ctx.languages)
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
