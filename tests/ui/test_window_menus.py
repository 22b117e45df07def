"""The Game menu follows the table: nothing to restart, save, undo, redo, hint or
review on the start screen; Undo says what it took back in the log's words; the
start screen is reached without a question when the autosave holds the game; the
last game's "Winner: …" goes with it; the saved file's name is in the title."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from souptable.engine.record import SeatInfo
from souptable.ui.app.scenarios import finished
from souptable.ui.base.settings import UNDO_POLICY
from souptable.ui.play.setup import Setup

from .conftest import seats
from .helpers import wait_for_person
from .test_flow_leaving import answer, asking


def table_actions(window: Any) -> dict[str, Any]:
    return {
        "restart": window.act_restart,
        "save": window.act_save,
        "undo": window.act_undo,
        "redo": window.act_redo,
        "hint": window.act_hint,
        "review": window.act_review,
    }


def enabled(window: Any) -> set[str]:
    return {name for name, act in table_actions(window).items() if act.isEnabled()}


def sit(window: Any, qtbot: Any) -> Any:
    window.start(Setup("susuru", 3, seats(3), {}, 5))
    wait_for_person(qtbot, window)
    return window.controller


def test_nothing_at_the_table_can_act_on_the_start_screen(window, qtbot, settings):
    settings.set(UNDO_POLICY, "relaxed")  # (strict undo may refuse after the deal's reveal)
    window.startup()
    qtbot.waitUntil(lambda: window.centralWidget().currentWidget() is window.start_screen)
    assert enabled(window) == set()
    c = sit(window, qtbot)
    assert enabled(window) == {"restart", "save", "hint"}  # no decision of the person's yet, not over
    c.submit(c.legal_for_viewer()[0])
    wait_for_person(qtbot, window)
    assert {"undo"} <= enabled(window) and "redo" not in enabled(window)
    assert window.undo()
    wait_for_person(qtbot, window)
    assert "redo" in enabled(window)
    window.go_to_start_screen()
    qtbot.waitUntil(lambda: window.centralWidget().currentWidget() is window.start_screen)
    assert enabled(window) == set()


def test_review_can_act_once_the_game_is_over(window, qtbot):
    match = finished("susuru", 3)
    people = [SeatInfo("Ann", "human", None), SeatInfo("Bo", "bot", "random"), SeatInfo("Cy", "bot", "easy")]
    window.start(Setup("susuru", 3, people, dict(match.options), match.seed), match)
    qtbot.waitUntil(lambda: window.game_end.last is not None)
    assert "review" in enabled(window) and not {"undo", "redo", "hint"} & enabled(window)


def test_undo_says_what_it_took_back_in_the_log_s_words(window, qtbot, settings):
    settings.set(UNDO_POLICY, "relaxed")
    c = sit(window, qtbot)
    before = window.log.count()
    c.submit(c.legal_for_viewer()[0])
    wait_for_person(qtbot, window)
    lines = [window.log.item(i).text() for i in range(before, window.log.count())]
    assert window.undo()
    said = window.statusBar().currentMessage()
    assert said.startswith("Undone: ") and said != "Undone: "
    assert said[len("Undone: ") :].split(" ")[0] and said[len("Undone: ") :] in " ".join(lines)


def test_the_start_screen_is_reached_without_a_question_when_the_autosave_holds_the_game(window, qtbot, monkeypatch):
    c = sit(window, qtbot)
    c.submit(c.legal_for_viewer()[0])
    wait_for_person(qtbot, window)
    monkeypatch.setattr(QMessageBox, "exec", lambda *a: pytest.fail("nothing is lost: nothing to ask"))
    with asking(window):
        window.go_to_start_screen()
    qtbot.waitUntil(lambda: window.centralWidget().currentWidget() is window.start_screen)
    rec = window.autosave.read()
    assert rec is not None and len(rec.actions) >= 1  # offered there to resume


def test_leaving_a_game_the_autosave_does_not_hold_asks_about_leaving(window, qtbot, monkeypatch):
    c = sit(window, qtbot)

    def full_disk(*_args: Any, **_kwargs: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(window.autosave, "write", full_disk)
    told: list[str] = []  # the player is told once that the game is not autosaved (a message box)
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, *a: told.append(title) or QMessageBox.StandardButton.Ok)
    c.submit(c.legal_for_viewer()[0])
    wait_for_person(qtbot, window)
    qtbot.waitUntil(lambda: told != [])  # the writer's failure comes back to the UI thread
    assert told == ["Not saved"]
    seen = answer("Cancel")
    with asking(window):
        window.go_to_start_screen()
    assert seen and seen[0].startswith("Leave the game?")
    assert window.controller is c  # cancelled: still at the table


def test_the_winner_of_the_last_game_is_not_said_in_the_rematch(window, qtbot):
    match = finished("susuru", 3)
    people = [SeatInfo("Ann", "human", None), SeatInfo("Bo", "bot", "random"), SeatInfo("Cy", "bot", "easy")]
    window.start(Setup("susuru", 3, people, dict(match.options), match.seed), match)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Winner: "))
    window.game_end.rematch()
    wait_for_person(qtbot, window)
    assert not window.statusBar().currentMessage().startswith("Winner: ")


def test_the_saved_file_s_name_is_in_the_title_and_a_move_marks_it_modified(window, qtbot, monkeypatch, tmp_path):
    c = sit(window, qtbot)
    assert window.windowTitle() == "Super Susuru Soup — Soup Table"
    path = tmp_path / "Sunday soup.souptable"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.act_save.trigger()
    assert window.windowTitle() == "Sunday soup.souptable[*] — Super Susuru Soup — Soup Table"
    assert not window.isWindowModified()
    c.submit(c.legal_for_viewer()[0])
    qtbot.waitUntil(window.isWindowModified)
    window.act_save.trigger()
    assert not window.isWindowModified()
    window.start(Setup("salty", 3, seats(3), {}, 5))
    assert window.windowTitle() == "Salty — Soup Table"  # a new game has no file yet
    assert window.open_file(str(path))
    assert window.windowTitle().startswith("Sunday soup.souptable[*] — ") and not window.isWindowModified()
