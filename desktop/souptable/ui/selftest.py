"""``souptable --self-test``: open every game with computer players, play some
moves in each (including one ``hard`` decision in its worker process), switch
through every language, and report. Exit 0 when all went well."""

from __future__ import annotations

import traceback
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QElapsedTimer

from .games import playable
from .i18n import LANGUAGES
from .newgame import Setup
from .scenarios import scene_options, scene_players, seats_for

if TYPE_CHECKING:
    from .app import AppContext


def _pump_until(cond, ms: int) -> bool:  # type: ignore[no-untyped-def]
    timer = QElapsedTimer()
    timer.start()
    while timer.elapsed() < ms:
        QCoreApplication.processEvents()
        if cond():
            return True
    return cond()


def self_test(ctx: AppContext) -> int:
    from .mainwindow import MainWindow
    from .settings import SPEED, THINK_TIME

    ctx.settings.set(SPEED, 0.0)
    ctx.settings.set(THINK_TIME, 0.2)
    failures: list[str] = []
    window = MainWindow(ctx.settings, ctx.languages)
    window.pause_on_summaries = False
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
    english = window.game_menu.title()
    for code in LANGUAGES:
        if not ctx.languages.install(code):
            failures.append(f"language {code}: catalog missing")
        QCoreApplication.processEvents()
        title = window.game_menu.title()
        if code != "en" and title == english:
            failures.append(f"language {code}: the menus were not translated")
        print(f"self-test: language {code}: menu '{title}'")
    ctx.languages.install("en")
    window.close()
    for f in failures:
        print("self-test FAILED:", f)
    print("self-test: ok" if not failures else f"self-test: {len(failures)} failure(s)")
    return 0 if not failures else 1
