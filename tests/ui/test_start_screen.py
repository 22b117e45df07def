"""The start screen shows at once: its tiles' pictures (the card backs) are drawn right
after its first paint, the same pictures as before, in a layout that does not move."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from souptable.ui.play.newgame import game_picture
from souptable.ui.shell.startscreen import PICTURE
from tests.perf.ui_perf import WATCH  # (the app's own order of imports, as the benchmark starts it)

FIRST_SCREEN = """
import json, os, sys, tempfile, argparse
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from souptable.ui.app.run import create_app
from souptable.ui.base.settings import Settings
from souptable.ui.shell.mainwindow import MainWindow
folder = tempfile.mkdtemp()
ctx = create_app(argparse.Namespace(lang="en", pseudo=False), Settings(folder + "/s.ini"))
w = MainWindow(ctx.settings, ctx.languages, data_folder=folder)
w.show()
ctx.app.processEvents()
def art():
    return sorted(m for m in sys.modules if m == "PySide6.QtSvg" or m.startswith("souptable.ui.art"))
first = art()
import PySide6.QtWidgets
made = sorted(n for n in ("QCalendarWidget", "QWizard", "QMessageBox", "QFileDialog") if n in vars(PySide6.QtWidgets))
for _ in range(100):
    ctx.app.processEvents()
    if w.start_screen.tiles[0].picture.pixmap().toImage().pixelColor(45, 63).alpha():
        break
print(json.dumps([first, art(), made]))
"""


def test_the_first_screen_waits_for_no_card_art():
    """A fresh process (no other test has loaded the art): the window is shown and painted
    without the card art or the SVG renderer; they load right after, for the pictures."""
    out = subprocess.run([sys.executable, "-c", FIRST_SCREEN], capture_output=True, text=True, check=True)
    first, after, made = json.loads(out.stdout.strip().splitlines()[-1])
    assert first == []
    assert "PySide6.QtSvg" in after and "souptable.ui.art.cards" in after
    # PySide6 makes a class (and its enums) when it is first named or handed to Python: the
    # first paint makes none of those it does not show (docs/performance.md, "Cold start")
    assert made == []


def test_the_tiles_columns_follow_the_viewport(window):
    """Two columns from 900 px of the scroll area's viewport, measured without asking for
    the viewport (:meth:`StartScreen.viewport_width`)."""
    from PySide6.QtWidgets import QApplication

    screen = window.start_screen
    window.show()
    for width in (800, 1000, 1100, 1200, 1600):
        window.resize(width, 800)
        QApplication.processEvents()
        assert screen.viewport_width() == screen.viewport().width(), width
        assert screen._columns == (1 if screen.viewport().width() < 900 else 2), width


def test_the_tiles_show_their_games_card_backs_once_painted(window, qtbot):
    screen = window.start_screen
    qtbot.waitUntil(lambda: screen.tiles[0].picture.pixmap().toImage().pixelColor(45, 63).alpha() > 0)
    for tile in screen.tiles:
        shown = tile.picture.pixmap()
        assert shown.size() == PICTURE
        assert shown.toImage() == game_picture(tile.game, PICTURE).toImage(), tile.game


def test_the_picture_before_it_is_drawn_takes_the_same_room(window):
    from souptable.ui.shell.startscreen import Picture

    blank = Picture(lambda: None, window)
    assert blank.pixmap().size() == PICTURE and blank.pixmap().devicePixelRatio() == 1.0
    assert blank.pixmap().toImage().pixelColor(45, 63).alpha() == 0
    assert blank.sizeHint() == window.start_screen.tiles[0].picture.sizeHint()


FIRST_FRAME = (
    """
import json, os, sys
seen = {}


def watch(module):
    from PySide6 import QtCore
    from PySide6.QtCore import QTimer
    cls, own = module.MainWindow, module.MainWindow.paintEvent

    def paintEvent(self, ev):
        if not seen:
            seen["qt"] = "Qt" in vars(QtCore)
            seen["sides"] = self._sides is not None
            seen["modules"] = sorted(m for m in sys.modules if m.startswith("souptable.ui.shell"))
            seen["menus"] = [a.text() for a in self.menuBar().actions()]
            seen["unfinished"] = self.start_screen.resume_title.isVisibleTo(self)
            QTimer.singleShot(0, after)
        own(self, ev)

    def after(tries=[0]):
        w = [x for x in QtCore.QCoreApplication.instance().topLevelWidgets() if isinstance(x, cls)][0]
        tries[0] += 1
        if w._sides is None and tries[0] < 100:  # (this timer started first: the window's runs next)
            QTimer.singleShot(0, after)
            return
        seen["sides_after"] = w._sides is not None
        seen["toggles"] = sorted(w.panels.toggles)
        print(json.dumps(seen), flush=True)
        os._exit(0)

    cls.paintEvent = paintEvent


on_main_window = watch
"""
    + WATCH
    + """
from souptable.ui.app.main import main

main(["--lang", "en"])
"""
)


def test_the_first_frame_is_the_start_screen_alone(tmp_path):
    """The app as ``souptable`` starts it, in a new profile: its first frame shows the start
    screen and the menus (Read among them) without the side panels, the reader or the
    regions made, and without the ``Qt`` namespace (PySide6 makes its 93 enums the first
    time it is named); right after it, the panels are made and the View menu has their
    toggles. A new profile has no unfinished games: no heading for them. On a desktop's
    screen (offscreen's own 800×800 starts the window maximised, which names ``Qt``)."""
    screen = tmp_path / "screen.json"
    screen.write_text(json.dumps({"screens": [{"name": "desktop", "width": 1920, "height": 1080, "logicalDpi": 96}]}))
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={screen}",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
    }
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True, check=True, env=env, timeout=120)
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["qt"] is False and seen["sides"] is False
    assert not {"souptable.ui.shell.panels", "souptable.ui.shell.reader", "souptable.ui.shell.regions"} & set(seen["modules"])
    assert seen["menus"] == ["&Game", "&View", "Rea&d", "&Help"]
    assert seen["unfinished"] is False
    assert seen["sides_after"] is True and seen["toggles"] == ["log_dock", "score_dock"]
