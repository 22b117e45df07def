"""``souptable --screenshots DIR``: every board mid-game, per language, as PNG.

Works offscreen (no display needed). File names: ``DIR/<game>-<lang>.png``; without
``--game`` also the start screen (``start-<lang>.png``) and a game's end: the results
screen (``results-<lang>.png``) and the table behind it, every hand laid open
(``end-<lang>.png``).
Runs in a throwaway profile (see :func:`souptable.ui.app.run.throwaway_profile`):
the player's settings, autosave and statistics are never read or written.
The list of files written goes to stdout: it is the command's output. A game without a
board is refused (exit 2), never an empty run that exits 0.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt
from PySide6.QtWidgets import QApplication

from ..base.languages import LANGUAGES
from ..games import playable
from ..play.setup import Setup
from .scenarios import finished, mid_game, seats_for

if TYPE_CHECKING:
    from ..shell.mainwindow import MainWindow
    from .run import AppContext


def settle(ms: int = 1500) -> None:
    """Let Qt finish pending work for ``ms``: layouts, queued signals and the timers behind
    them (the window fits its docks after the play area is made, and the table's view
    lays the board out again 30 ms after a resize; a picture taken sooner shows a board
    laid out for the view's earlier width, cut at the right)."""
    timer = QElapsedTimer()
    timer.start()
    while timer.elapsed() < ms:
        QCoreApplication.processEvents()


def take_screenshots(
    ctx: AppContext, folder: str, lang: str | None, size: tuple[int, int], game_id: str | None = None, high_contrast: bool = False
) -> int:
    from ..base.settings import profile_folder
    from .run import throwaway_profile

    if profile_folder() is None:
        with throwaway_profile():
            return _take(ctx, folder, lang, size, game_id, high_contrast)
    return _take(ctx, folder, lang, size, game_id, high_contrast)


def _take(
    ctx: AppContext, folder: str, lang: str | None, size: tuple[int, int], game_id: str | None, high_contrast: bool = False
) -> int:
    from ..base.settings import HIGH_CONTRAST, SPEED, Settings
    from ..shell.mainwindow import MainWindow

    if game_id is not None and game_id not in playable():  # souptable's arguments checked it; a caller may not
        print(f"souptable: error: --game: no board for {game_id!r} (boards: {', '.join(playable())})", file=sys.stderr)
        return 2
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    settings = Settings()  # the throwaway profile's, never the player's
    settings.set(SPEED, 0.0)
    settings.set(HIGH_CONTRAST, high_contrast)  # (the window reads it as it is made)
    window = MainWindow(settings, ctx.languages)
    window.pause_on_summaries = False
    window.ask_before_leaving = False  # nobody to ask: the run leaves its games as it goes
    window.setWindowState(Qt.WindowState.WindowNoState)  # the size asked for, not maximised on a small screen
    window.resize(*size)
    window.show()
    langs = [lang] if lang else list(LANGUAGES)
    written = []
    for code in langs:
        ctx.languages.install(code)
        if game_id is None:
            written.append(_start_screen(window, out / f"start-{code}.png"))
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
        if game_id is None:
            written += _game_end(window, out, code)
    window.close()
    for p in written:
        print(p)
    return 0


def _start_screen(window: MainWindow, path: Path) -> Path:
    from ..shell.startscreen import show_start

    window.leave_to_start_screen()
    show_start(window)
    settle()
    window.start_screen.draw_pictures()  # (drawn after the first paint: surely by now, and surely here)
    window.grab().save(str(path))
    return path


def _game_end(window: MainWindow, out: Path, code: str) -> list[Path]:
    """The results screen of a finished game, and the table behind it."""
    game = "susuru" if "susuru" in playable() else playable()[0]
    match = finished(game)
    window.start(Setup(game, match.players, seats_for(match.players), dict(match.options), match.seed), match)
    settle()
    window.pause_on_summaries = True  # the results screen stays open to be photographed
    dialog = window.game_end.show_results()
    window.pause_on_summaries = False
    if dialog is None:
        return []
    dialog.resize(760, min(640, window.height()))
    settle()
    paths = [out / f"results-{code}.png", out / f"end-{code}.png"]
    dialog.grab().save(str(paths[0]))
    dialog.close()
    settle()
    window.grab().save(str(paths[1]))
    return paths
