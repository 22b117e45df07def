"""The window on the screen: the first and the restored size fit the screen's
available geometry (maximised on a small one), the smallest window fits a 960×540
screen, the geometry is saved as it changes (a crash loses nothing), and the panels
keep one width whatever they show."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QRect, QSize, Qt

from souptable.engine.record import SeatInfo
from souptable.ui.base.settings import GEOMETRY, Settings
from souptable.ui.play.setup import Setup
from souptable.ui.shell import docks
from souptable.ui.shell.docks import FIRST_SIZE, FRAME, PANEL_WIDTH, clamped
from souptable.ui.shell.mainwindow import MainWindow

from .conftest import seats
from .helpers import wait_for_person

# a screen less its task bar, as QScreen.availableGeometry gives it
LAPTOP_1280 = QRect(0, 0, 1280, 770)
LAPTOP_1366 = QRect(0, 0, 1366, 736)
HALF_1080 = QRect(0, 27, 960, 513)  # 1920×1080 at 200 %: 960×540 logical less a top bar


def new_window(qtbot, settings, languages, tmp_path, monkeypatch, avail: QRect | None = None) -> MainWindow:
    if avail is not None:
        monkeypatch.setattr(docks, "available_geometry", lambda _w: avail)
    w = MainWindow(settings, languages, data_folder=tmp_path)
    qtbot.addWidget(w)
    return w


def inside(rect: QRect, avail: QRect) -> bool:
    """``rect`` (a client area) with its frame lies within ``avail``."""
    framed = rect.adjusted(-FRAME.width() // 2, -(FRAME.height() - FRAME.width() // 2), FRAME.width() // 2, FRAME.width() // 2)
    return avail.contains(framed)


@pytest.mark.parametrize("avail", [LAPTOP_1280, LAPTOP_1366], ids=["1280x800", "1366x768"])
def test_the_first_window_on_a_laptop_screen_is_maximised_and_fits(window, qtbot, settings, tmp_path, monkeypatch, avail):
    fresh = Settings(tmp_path / "fresh.ini")  # nothing saved yet: a first start
    w = new_window(qtbot, fresh, window.languages, tmp_path / "fresh", monkeypatch, avail)
    assert w.windowState() & Qt.WindowState.WindowMaximized
    assert inside(w.geometry(), avail)  # un-maximised, it fits too
    assert w.width() < FIRST_SIZE.width() or w.height() < FIRST_SIZE.height()
    w.close()


def test_the_first_window_on_a_large_screen_has_the_first_size_in_the_middle(window, qtbot, tmp_path, monkeypatch):
    avail = QRect(0, 0, 1920, 1040)
    w = new_window(qtbot, Settings(tmp_path / "fresh.ini"), window.languages, tmp_path / "fresh", monkeypatch, avail)
    assert not w.windowState() & Qt.WindowState.WindowMaximized
    assert w.size() == FIRST_SIZE
    assert abs(w.geometry().center().x() - avail.center().x()) <= 1
    w.close()


@pytest.mark.parametrize("avail", [LAPTOP_1280, LAPTOP_1366, HALF_1080], ids=["1280x800", "1366x768", "960x540"])
def test_a_window_left_larger_than_the_screen_is_clamped_to_it(avail):
    for left in (QRect(100, 80, 1600, 1000), QRect(-300, -50, 1280, 800), QRect(1700, 900, 900, 600)):
        fitted = clamped(left, avail)
        assert inside(fitted, avail), (left, fitted)
        assert fitted.width() == min(left.width(), avail.width() - FRAME.width())
    assert clamped(QRect(200, 100, 600, 380), avail) == QRect(200, 100, 600, 380)  # one that fits stays as it was


def test_the_restored_window_is_clamped_to_a_smaller_screen(window, qtbot, settings, tmp_path, monkeypatch):
    window.resize(1500, 980)
    window.panels.save()
    w = new_window(qtbot, settings, window.languages, tmp_path, monkeypatch, LAPTOP_1366)
    assert inside(w.geometry(), LAPTOP_1366)
    w.close()


@pytest.mark.parametrize("game,players", [("susuru", 4), ("soupmeng", 5), ("suppenkasper", 6), ("salty", 4)])
def test_the_smallest_window_fits_a_960x540_screen(window, qtbot, game, players):
    window.startup()
    assert window.minimumSizeHint().width() + FRAME.width() <= HALF_1080.width()
    assert window.minimumSizeHint().height() + FRAME.height() <= HALF_1080.height()
    window.start(Setup(game, players, seats(players), {}, 3))
    wait_for_person(qtbot, window)
    window.resize(HALF_1080.width() - FRAME.width(), HALF_1080.height() - FRAME.height())
    qtbot.waitUntil(lambda: window.width() == HALF_1080.width() - FRAME.width())
    assert window.height() == HALF_1080.height() - FRAME.height()  # not held taller by a minimum
    bar = window.statusBar()
    assert bar.isVisible() and bar.geometry().bottom() < window.height()  # the refusal reasons are on screen


def test_the_geometry_is_saved_as_it_changes_not_only_at_a_clean_exit(window, qtbot, tmp_path, monkeypatch):
    def on_disk() -> QByteArray:  # another reader of the same file, as the next start after a crash would be
        return QByteArray(Settings(tmp_path / "settings.ini").get(GEOMETRY))

    for size in (QSize(790, 700), QSize(770, 650)):  # within the offscreen screen (800×800), which restoring checks
        window.resize(size)
        qtbot.waitUntil(lambda: on_disk() == window.saveGeometry(), timeout=10000)
    # the window was never closed: this is what a start after a crash finds
    again = new_window(qtbot, Settings(tmp_path / "settings.ini"), window.languages, tmp_path, monkeypatch)
    assert again.size() == QSize(770, 650)
    again.deleteLater()


def test_the_panels_keep_one_width_through_a_whole_salty_game(window, qtbot):
    """A computer's food card names a food in the score table: the panel stays as wide
    as it was and the table does not rescale."""
    names = ["Großmutter Ilse-Marie", "Computer Tobias", "Tante Annegret"]
    window.start(Setup("salty", 3, [SeatInfo(n, "bot", "normal") for n in names], {}, 7))
    widths, views = set(), set()
    for _ in range(400):
        if window.controller.match.is_over():
            break
        qtbot.wait(20)
        widths.add((window.score_dock.width(), window.log_dock.width()))
        views.add((window.play.view.width(), window.play.view.height()))
    qtbot.waitUntil(window.controller.match.is_over, timeout=120000)
    widths.add((window.score_dock.width(), window.log_dock.width()))
    ((score_width, log_width),) = widths  # one width from the first picture to the end
    assert score_width == log_width >= PANEL_WIDTH
    assert len(views) == 1
    # the names keep most of the panel: a food's name takes at most a quarter
    scores = window.scores
    share = int(scores.viewport().width() * scores.OTHER_SHARE)
    assert all(scores.columnWidth(c) <= max(40, share) for c in range(1, scores.columnCount()))
    assert scores.columnWidth(0) >= scores.viewport().width() * 0.25
