"""``souptable --self-test``: open every game with computer players, play some
moves in each (including one ``hard`` decision in its worker process), switch
through every language, and report. Exit 0 when all went well.

It runs in a throwaway profile (its own settings, autosave, statistics and log
in a temporary folder; see :func:`souptable.ui.app.run.throwaway_profile`), so the
player's files are never read or written, and it passes whatever the system
locale or the player's saved language. The report goes to stdout: it is the
command's output. Anything logged as an error meanwhile (an uncaught
exception, a failed computer player) is a failure too.
"""

from __future__ import annotations

import logging
import traceback
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QElapsedTimer

from ..base.languages import LANGUAGES
from ..games import playable
from ..play.setup import Setup
from .scenarios import scene_options, scene_players, seats_for

if TYPE_CHECKING:
    from .run import AppContext

# the Game menu's title as written in the source: English shows it as is, every other language differently
GAME_MENU_SOURCE = "&Game"


class _ErrorCounter(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def _pump_until(cond, ms: int) -> bool:  # type: ignore[no-untyped-def]
    timer = QElapsedTimer()
    timer.start()
    while timer.elapsed() < ms:
        QCoreApplication.processEvents()
        if cond():
            return True
    return bool(cond())


def _profile() -> AbstractContextManager[Path | None]:
    """A throwaway profile, unless one is in use already (``souptable --self-test`` starts one)."""
    from ..base.settings import profile_folder
    from .run import throwaway_profile

    return nullcontext(profile_folder()) if profile_folder() is not None else throwaway_profile()


def self_test(ctx: AppContext) -> int:
    errors = _ErrorCounter()
    logging.getLogger("souptable").addHandler(errors)
    try:
        with _profile():
            failures = _run(ctx)
    finally:
        logging.getLogger("souptable").removeHandler(errors)
    failures += [f"logged: {r.getMessage()}" + (f"\n{r.exc_text}" if r.exc_text else "") for r in errors.records]
    for f in failures:
        print("self-test FAILED:", f)
    print("self-test: ok" if not failures else f"self-test: {len(failures)} failure(s)")
    return 0 if not failures else 1


def _run(ctx: AppContext) -> list[str]:
    from ..base.settings import SPEED, THINK_TIME, Settings
    from ..shell.mainwindow import MainWindow

    settings = Settings()  # the throwaway profile's, never the player's
    settings.set(SPEED, 0.0)
    settings.set(THINK_TIME, 0.05)  # the hard seat still searches in its process, briefly
    failures: list[str] = []
    start_language = ctx.languages.current
    window = MainWindow(settings, ctx.languages)
    window.pause_on_summaries = False
    window.ask_before_leaving = False  # nobody to ask: the run leaves its games as it goes
    window.play.check_table = True  # a dead table is logged, and a logged error fails the run
    window.show()
    for game in playable():
        try:
            n = scene_players(game)
            seats = seats_for(n, humans=0, level="normal")
            seats[-1].level = "hard"
            window.start(Setup(game, n, seats, scene_options(game), 11))
            assert window.controller is not None
            c = window.controller
            ok = _pump_until(lambda c=c: len(c.match.log) >= 40 or c.match.is_over(), 60_000)
            if not ok:
                failures.append(f"{game}: only {len(c.match.log)} moves were played")
            if not window.play.scene.sprites:
                failures.append(f"{game}: nothing is shown on the table")
            print(f"self-test: {game}: {len(c.match.log)} moves played")
        except Exception:
            failures.append(f"{game}: {traceback.format_exc()}")
    # English first, whatever the language the app started in: the menus show the source text
    for code in sorted(LANGUAGES, key=lambda c: c != "en"):
        if not ctx.languages.install(code):
            failures.append(f"language {code}: catalog missing")
        QCoreApplication.processEvents()
        title = window.game_menu.title()
        if code == "en" and title != GAME_MENU_SOURCE:
            failures.append(f"language en: the Game menu reads {title!r}, not {GAME_MENU_SOURCE!r}")
        if code != "en" and title == GAME_MENU_SOURCE:
            failures.append(f"language {code}: the menus were not translated")
        print(f"self-test: language {code}: menu '{title}'")
    ctx.languages.install(start_language)
    window.close()
    return failures
