"""UI test fixtures: an app with settings in a temp folder, animations off."""

from __future__ import annotations

import pytest

from souptable.engine.record import SeatInfo


@pytest.fixture(autouse=True)
def desktop_screen(monkeypatch):
    """A desktop's screen (1920×1080 less a task bar) for the window to fit: the offscreen
    platform's is 800×800, where every window would start maximised. Tests of small
    screens set their own (ui/shell/docks.py ``available_geometry``, ui/base/screen.py
    ``available`` for the dialogs). Speech goes out as announcements whatever this
    machine's AT-SPI (the fallback's tests choose it)."""
    from PySide6.QtCore import QRect

    from souptable.ui.base import screen
    from souptable.ui.shell import docks

    monkeypatch.setattr(docks, "available_geometry", lambda _window: QRect(0, 0, 1920, 1040))
    monkeypatch.setattr(screen, "available", lambda _widget: QRect(0, 0, 1920, 1040))  # the dialogs' screen
    # the screen reader's way is the machine's (its AT-SPI library); the tests choose it
    monkeypatch.setenv("SOUPTABLE_SPEECH_FALLBACK", "0")


@pytest.fixture
def settings(tmp_path):
    from souptable.ui.base.settings import SPEED, THINK_TIME, Settings

    s = Settings(tmp_path / "settings.ini")
    s.set(SPEED, 0.0)
    s.set(THINK_TIME, 0.3)
    return s


@pytest.fixture
def window(qtbot, settings, monkeypatch, tmp_path):
    from souptable.ui.base import settings as settings_mod
    from souptable.ui.base.languages import Languages
    from souptable.ui.shell.mainwindow import MainWindow

    monkeypatch.setattr(settings_mod, "data_dir", lambda: tmp_path)
    monkeypatch.setattr(settings_mod, "saves_dir", lambda: tmp_path / "saves")  # never the player's documents
    langs = Languages()
    langs.install("en")
    w = MainWindow(settings, langs, data_folder=tmp_path)
    w.pause_on_summaries = False
    w.ask_before_leaving = False  # tests that mean it switch it on (and answer)
    w.play.check_table = True  # every settled picture of a person's decision must act
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    problems = list(w.play.problems)
    w.close()
    assert problems == [], f"dead table: {problems}"


def seats(n: int, humans: int = 1, level: str = "normal") -> list[SeatInfo]:
    return [SeatInfo(f"P{i + 1}", "human" if i < humans else "bot", None if i < humans else level) for i in range(n)]
