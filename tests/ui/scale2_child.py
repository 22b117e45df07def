"""Run by tests/ui/test_window_scale2.py in its own process: the app at QT_SCALE_FACTOR=2
on a 1920×1080 offscreen screen (960×540 logical) with a desktop's larger font, and the
window's sizes printed as JSON. Usage: scale2_child.py DATA_FOLDER LANGUAGE GAME PLAYERS."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

# a 1920×1080 screen at 200 %, less a 27 px top bar (QScreen.availableGeometry)
AVAILABLE = QRect(0, 27, 960, 513)


def main() -> None:
    folder, lang, game, players = Path(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4])
    app = QApplication(sys.argv[:1])
    font = app.font()
    font.setPointSizeF(11)  # a desktop's usual font (the offscreen platform's is 9 pt)
    app.setFont(font)
    from souptable.engine.record import SeatInfo
    from souptable.ui.base import settings as settings_mod
    from souptable.ui.base.languages import Languages
    from souptable.ui.base.settings import SPEED, Settings
    from souptable.ui.play.setup import Setup
    from souptable.ui.shell import docks
    from souptable.ui.shell.mainwindow import MainWindow

    settings_mod.data_dir = lambda: folder  # never the player's own files
    settings_mod.saves_dir = lambda: folder / "saves"
    docks.available_geometry = lambda _w: AVAILABLE
    settings = Settings(folder / "settings.ini")
    settings.set(SPEED, 0.0)
    languages = Languages()
    languages.install(lang)
    w = MainWindow(settings, languages, data_folder=folder)
    w.ask_before_leaving = False
    normal = w.geometry()  # as the window is placed (its normal size, under a maximised state)
    w.show()
    app.processEvents()
    out: dict[str, object] = {"dpr": w.devicePixelRatio(), "maximised": w.isMaximized()}
    out["opened"] = [normal.x(), normal.y(), normal.width(), normal.height()]
    hint = w.minimumSizeHint()
    out["start_minimum"] = [hint.width(), hint.height()]
    seats = [SeatInfo("Großmutter Ilse-Marie", "human", None)] + [
        SeatInfo(f"Computer {i + 2}", "bot", "normal") for i in range(players - 1)
    ]
    w.start(Setup(game, players, seats, {}, 3))
    w.showNormal()
    w.resize(AVAILABLE.width() - docks.FRAME.width(), AVAILABLE.height() - docks.FRAME.height())
    for _ in range(200):
        app.processEvents()
    hint = w.minimumSizeHint()
    out["game_minimum"] = [hint.width(), hint.height()]
    out["size"] = [w.width(), w.height()]
    bar = w.statusBar()
    out["status_bottom"] = bar.geometry().bottom() if bar.isVisible() else None
    out["table"] = [w.play.view.width(), w.play.view.height()]
    print(json.dumps(out))
    w.leave_table()
    w.close()


if __name__ == "__main__":
    main()
