"""Leaving a running game: Game → New, Restart, Open and Quit ask first, name the game,
and keep it resumable if asked (or discard it); nothing is asked once a game is over.
The start screen then offers the kept game with its players, round and when."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from souptable.engine.record import save
from souptable.ui import session
from souptable.ui.newgame import NewGameDialog, Setup
from souptable.ui.scenarios import finished

from .conftest import seats
from .helpers import wait_for_person


def answer(choice: str) -> list[str]:
    """Answer the next "leave the game?" box with the button whose words hold ``choice``;
    returns what the box said (title, text, note)."""
    seen: list[str] = []
    tries = [0]

    def look() -> None:
        boxes = [w for w in QApplication.topLevelWidgets() if w.objectName() == "leave_game" and w.isVisible()]
        if not boxes:
            tries[0] += 1
            if tries[0] < 500:
                QTimer.singleShot(10, look)
            return
        box: Any = boxes[0]
        seen.append("\n".join((box.windowTitle(), box.text(), box.informativeText())))
        for button in box.buttons():
            if choice in button.text().replace("&", ""):
                button.click()
                return

    QTimer.singleShot(0, look)
    return seen


@contextmanager
def asking(window: Any) -> Iterator[None]:
    """The window asks before leaving a game, inside only: pytest-qt closes the window
    before any fixture's teardown, and then nobody would answer."""
    window.ask_before_leaving = True
    try:
        yield
    finally:
        window.ask_before_leaving = False


@pytest.fixture
def playing(window, qtbot):
    """A game of Super Susuru Soup under way (one decision made)."""
    window.start(Setup("susuru", 3, seats(3), {}, 5))
    wait_for_person(qtbot, window)
    c = window.controller
    c.submit(c.legal_for_viewer()[0])
    wait_for_person(qtbot, window)
    return c


def trigger(window, qtbot, monkeypatch, how: str, tmp_path) -> None:
    if how == "new":
        monkeypatch.setattr(NewGameDialog, "exec", lambda self: 1)
        window.act_new.trigger()
    elif how == "restart":
        window.act_restart.trigger()
    elif how == "open":
        other = tmp_path / "other.souptable"
        save(other, _record("salty"))
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(other), ""))
        window.act_open.trigger()
    else:
        window.close()


def _record(game: str) -> Any:
    from souptable.engine import Match
    from souptable.engine.record import Record

    return Record.of(Match(game, 3, 8), seats(3))


TITLES = {
    "new": "Start a new game?",
    "restart": "Restart the game?",
    "open": "Open another game?",
    "quit": "Quit Soup Table?",
}


@pytest.mark.parametrize("how", ["new", "restart", "open", "quit"])
def test_leaving_a_running_game_asks_first_and_cancel_keeps_playing(window, qtbot, monkeypatch, tmp_path, playing, how):
    c = playing
    log = list(c.match.log)
    said = answer("Cancel")
    with asking(window):
        trigger(window, qtbot, monkeypatch, how, tmp_path)
    assert said, "nothing was asked"
    title, text, _note = said[0].split("\n", 2)
    assert title == TITLES[how]
    assert text == "Super Susuru Soup is not finished yet (Round 1 of 3)."  # names the game and how far
    assert window.controller is c and c.match.log == log  # still at the same table
    assert window.isVisible()
    assert window.autosave.read() is not None and not window.shelf.entries()


@pytest.mark.parametrize("how", ["new", "restart", "open"])
def test_keeping_the_game_puts_it_on_the_start_screen(window, qtbot, monkeypatch, tmp_path, playing, how):
    c = playing
    log = list(c.match.log)
    answer("Keep it for later")
    with asking(window):
        trigger(window, qtbot, monkeypatch, how, tmp_path)
    qtbot.waitUntil(lambda: window.controller is not c)
    ((_path, kept, _match, _when),) = window.shelf.entries()
    assert kept.game == "susuru" and len(kept.actions) == len(log)
    assert window.autosave.read() is None  # the new table has not played yet: nothing of the old one there
    # the start screen offers it, naming the game, the players, the round and when
    window.go_to_start_screen()
    qtbot.waitUntil(lambda: window.centralWidget().currentWidget() is window.start_screen)
    (row,) = [r for r in window.start_screen.rows if r.game.path is not None]
    assert row.what.text() == "Super Susuru Soup with P1, P2, and P3"
    assert row.how.text().startswith("Round 1 of 3 · last played today at ")
    row.resume.click()
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.match.log == log)
    assert not window.shelf.entries()  # resumed: now the autosave holds it
    assert window.autosave.read() is not None


def test_discarding_the_game_removes_its_autosave(window, qtbot, monkeypatch, tmp_path, playing):
    answer("Discard it")
    with asking(window):
        window.act_restart.trigger()
    qtbot.waitUntil(lambda: window.controller is not playing)
    assert window.autosave.read() is None and not window.shelf.entries()


def test_quit_keeps_the_game_for_the_next_start(window, qtbot, playing, settings, tmp_path):
    from souptable.ui.mainwindow import MainWindow

    said = answer("Keep it for later")
    with asking(window):
        assert window.close()
    assert said and "next time" in said[0]
    assert window.autosave.read() is not None
    again = MainWindow(settings, window.languages, data_folder=tmp_path)
    qtbot.addWidget(again)
    again.startup()
    (row,) = again.start_screen.rows
    assert row.what.text() == "Super Susuru Soup with P1, P2, and P3"
    assert "today at" in row.how.text()
    again.close()


def test_quit_and_discard(window, qtbot, playing):
    answer("Discard it")
    with asking(window):
        assert window.close()
    assert window.autosave.read() is None


@pytest.mark.parametrize("how", ["new", "restart", "open", "quit"])
def test_nothing_is_asked_once_the_game_is_over(window, qtbot, monkeypatch, tmp_path, how):
    match = finished("susuru", 3)
    window.start(Setup("susuru", 3, seats(3), dict(match.options), match.seed), match)
    qtbot.waitUntil(lambda: window.game_end.last is not None)
    monkeypatch.setattr(session, "ask_about_leaving", lambda *a: pytest.fail("asked about a finished game"))
    monkeypatch.setattr(QMessageBox, "exec", lambda *a: pytest.fail("a box"))
    with asking(window):
        trigger(window, qtbot, monkeypatch, how, tmp_path)
        if how == "quit":
            assert not window.isVisible()
        else:
            qtbot.waitUntil(lambda: window.controller is not None and not window.controller.match.is_over())
