"""The window around the table: the start screen, the View menu's panels, narrow
windows, the window's geometry from one start to the next, and where Save and Open
look (never in the player's own documents during a test)."""

from __future__ import annotations

import re
from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from souptable.ui.base.settings import FULLSCREEN, LAST_FOLDER
from souptable.ui.games import playable
from souptable.ui.play.newgame import NewGameDialog
from souptable.ui.play.setup import Setup
from souptable.ui.shell import session

from .conftest import seats
from .helpers import wait_for_person


def sit(window, qtbot, game="susuru"):
    window.start(Setup(game, 3, seats(3), {}, 5))
    wait_for_person(qtbot, window)
    return window.controller


# -- the start screen ------------------------------------------------------------------------------
def test_the_start_screen_explains_every_game_and_the_levels(window, qtbot, monkeypatch):
    window.startup()
    qtbot.waitUntil(lambda: window.centralWidget().currentWidget() is window.start_screen)
    screen = window.start_screen
    assert [t.game for t in screen.tiles] == playable()
    for tile in screen.tiles:
        assert tile.name.text() and len(tile.text.text()) > 150  # a paragraph
        assert re.search(r"\d–\d players · \d+(–\d+)? minutes", tile.facts.text()), tile.facts.text()
        assert tile.new.text() and tile.rules.text()
    assert "Easy" in screen.levels.text() and "Hard" in screen.levels.text()
    assert not window.score_dock.isVisible()  # the panels step aside
    # New game on a tile opens the dialog at that game; cancelled, the start screen stays
    chosen = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: chosen.append(self.current_game()) or 0)
    screen.tiles[-1].new.click()
    assert chosen == [playable()[-1]]
    assert window.centralWidget().currentWidget() is screen and window.controller is None


def test_the_new_game_dialog_says_what_the_game_and_the_levels_are(window):
    dlg = NewGameDialog(window.settings, window)
    dlg.choose_game("suppenkasper")
    assert dlg.current_game() == "suppenkasper" and "dream figure" in dlg.about.text()
    assert "Normal" in dlg.levels.text()
    dlg.deleteLater()


def test_a_game_sits_down_over_the_start_screen_and_leaving_returns_to_it(window, qtbot):
    window.startup()
    sit(window, qtbot)
    assert window.centralWidget().currentWidget() is window.play
    assert window.score_dock.isVisible() and window.log_dock.isVisible()
    window.go_to_start_screen()
    qtbot.waitUntil(lambda: window.centralWidget().currentWidget() is window.start_screen)


# -- panels ------------------------------------------------------------------------------------------
def test_every_panel_toggles_from_the_view_menu(window, qtbot):
    sit(window, qtbot)
    view_items = {a.text(): a for a in window.view_menu.actions()}
    scores, log = view_items["S&cores"], view_items["L&og"]
    assert scores.isChecked() and log.isChecked()
    log.trigger()
    assert not window.log_dock.isVisible() and not log.isChecked()
    log.trigger()
    assert window.log_dock.isVisible() and log.isChecked()
    window.score_dock.close()  # its own close button
    assert not scores.isChecked()
    scores.trigger()
    assert window.score_dock.isVisible()


def test_below_1200_pixels_the_panels_become_tabs_and_the_table_keeps_70_percent(window, qtbot):
    sit(window, qtbot)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280, timeout=30000)
    assert window.log_dock not in window.tabifiedDockWidgets(window.score_dock)
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.log_dock in window.tabifiedDockWidgets(window.score_dock), timeout=30000)
    # the docks' new layout comes after the tabs: wait for it, however busy the machine
    qtbot.waitUntil(lambda: window.play.view.width() >= 0.7 * window.width(), timeout=30000)
    assert window.play.width() >= 0.7 * window.width(), (window.play.width(), window.width())
    window.resize(1400, 850)
    qtbot.waitUntil(lambda: window.log_dock not in window.tabifiedDockWidgets(window.score_dock))


def test_the_window_comes_back_as_it_was_left(window, qtbot, settings, tmp_path):
    from souptable.ui.shell.mainwindow import MainWindow

    sit(window, qtbot)
    view_items = {a.text(): a for a in window.view_menu.actions()}
    view_items["L&og"].trigger()
    view_items["S&cores"].trigger()
    qtbot.wait(50)  # the window's layout learns its new minimum
    window.resize(780, 600)  # within the offscreen screen (800 wide); a real one is larger
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (780, 600), timeout=30000)
    left = (window.width(), window.height())
    assert left == (780, 600)
    window.close()
    again = MainWindow(settings, window.languages, data_folder=tmp_path)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert (again.width(), again.height()) == left
    again.start(Setup("susuru", 3, seats(3), {}, 5))
    assert not again.score_dock.isVisible() and not again.log_dock.isVisible()
    assert not again.panels.toggles["log_dock"].isChecked()
    again.panels.toggles["score_dock"].trigger()
    assert again.score_dock.isVisible()
    again.close()
    settings.set(FULLSCREEN, True)
    third = MainWindow(settings, window.languages, data_folder=tmp_path)
    qtbot.addWidget(third)
    assert third.windowState() & Qt.WindowState.WindowFullScreen and third.act_full.isChecked()
    third.close()


def test_the_status_bar_keeps_its_height(window, qtbot):
    sit(window, qtbot)
    before = window.play.view.size()
    window.statusBar().showMessage("漢字のメッセージ ÄÖÜ gjpq " * 3)
    qtbot.wait(100)
    assert window.play.view.size() == before


# -- save and open -----------------------------------------------------------------------------------
def test_save_starts_in_the_documents_folder_then_where_it_was_last(window, qtbot, monkeypatch, tmp_path):
    sit(window, qtbot)
    asked = []
    target = tmp_path / "elsewhere" / "mine.souptable"
    target.parent.mkdir()

    def save_as(_parent, _title, start, _filter):
        asked.append(start)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    assert session.save_game(window)
    first = asked[0]
    assert first.startswith(str(tmp_path / "saves"))  # "Soup Table" in the documents (here: the test's)
    today = datetime.now().strftime("%Y-%m-%d")
    assert re.fullmatch(r"Super Susuru Soup " + today + r" \d\d-\d\d\.souptable", first.rsplit("/", 1)[1]), first
    assert target.exists()
    assert window.statusBar().currentMessage() == f"Saved to {target}"
    assert window.settings.get(LAST_FOLDER) == str(target.parent)
    assert session.save_game(window)
    assert asked[1].startswith(str(target.parent) + "/")  # remembered
    opened = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda _p, _t, start, _f: opened.append(start) or ("", ""))
    window.open_dialog()
    assert opened == [str(target.parent)]


def test_a_save_error_is_told_in_the_ui_language(window, qtbot, monkeypatch, tmp_path):
    sit(window, qtbot)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(tmp_path / "x.souptable"), ""))

    def refuse(*_a):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(session, "save", refuse)
    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: told.append((a[1], a[2])))
    assert not session.save_game(window)
    assert told and told[0][0] == "Cannot save the game" and "unchanged" in told[0][1]
