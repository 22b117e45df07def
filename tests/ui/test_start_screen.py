"""The start screen shows at once: its tiles' pictures (the card backs) are drawn right
after its first paint, the same pictures as before, in a layout that does not move."""

from __future__ import annotations

import json
import subprocess
import sys

from souptable.ui.play.newgame import game_picture
from souptable.ui.shell.startscreen import PICTURE

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
