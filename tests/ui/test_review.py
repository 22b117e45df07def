"""Game → Review: the dialog runs the review in its own process with a progress bar,
stops when asked, shows a decision as the seat saw it, and reopens a saved review at once.

Budgets are a few simulations per decision (the review process is real); the
review files go to pytest's temporary folders, never the user's data.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from souptable.ai import review as R
from souptable.ai.play import play_game
from souptable.engine.record import Record, SeatInfo, save
from souptable.ui.play.setup import Setup
from souptable.ui.review.dialog import ReviewDialog, review_saved_game

from .conftest import seats


def finished_record(seed: int = 4) -> Record:
    match = play_game("soupmeng", 3, seed, ["normal"])
    return Record.of(match, [SeatInfo("Ana", "human", None), SeatInfo("Bo", "bot", "normal"), SeatInfo("Cy", "bot", "normal")])


def open_dialog(qtbot: Any, rec: Record, save_to: Path | None, iterations: int, autostart: bool = True) -> ReviewDialog:
    dlg = ReviewDialog(rec, [s.name for s in rec.seats], 0, save_to, iterations=iterations, autostart=autostart)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def click_mark(dlg: ReviewDialog, step: int) -> None:
    tl = dlg.timeline
    QTest.mouseClick(
        tl, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(round(tl.x_of(step)), round(tl._marks_y()))
    )


def test_the_review_shows_progress_and_stops_when_asked(qtbot: Any, tmp_path: Path) -> None:
    rec = finished_record()
    save_to = tmp_path / "game.souptable.review.json"
    dlg = open_dialog(qtbot, rec, save_to, iterations=400)
    assert dlg.runner.busy and dlg.run_button.text().replace("&", "") == "Stop"
    qtbot.waitUntil(lambda: dlg.bar.value() >= 1, timeout=30000)  # decisions come in one by one
    assert dlg.bar.maximum() == len(dlg.points) > 1
    assert dlg.timeline.decisions  # the timeline fills as the review goes
    proc = dlg.runner._proc
    with qtbot.waitSignal(dlg.runner.cancelled, timeout=5000):
        dlg.run_button.click()
    assert not dlg.runner.busy and not proc.is_alive()
    assert dlg.status.text() == "Review stopped."
    assert dlg.run_button.text().replace("&", "") == "Review"
    assert not save_to.exists()  # nothing half-done is kept
    dlg.close()


def test_a_finished_review_is_saved_shown_decision_by_decision_and_reopened_at_once(qtbot: Any, tmp_path: Path) -> None:
    rec = finished_record()
    save_to = tmp_path / "game.souptable.review.json"
    dlg = open_dialog(qtbot, rec, save_to, iterations=6)
    with qtbot.waitSignal(dlg.runner.finished, timeout=60000):
        pass
    assert save_to.exists() and dlg.review is not None
    assert R.find_review(save_to, rec, 0) is not None
    assert "saved" in dlg.status.text()
    review = dlg.review
    assert [d.step for d in dlg.timeline.decisions] == [d.step for d in review.decisions]
    # a mark shows the table as seat 0 saw it then: its own hand, nobody else's
    d = review.decisions[-1]
    click_mark(dlg, d.step)
    assert dlg.current == d.step
    qtbot.waitUntil(lambda: bool(dlg.scene.sprites))
    seen = dlg.points[d.step].obs
    faces = {s.card for s in dlg.scene.sprites.values() if s.face_up and s.card}
    assert set(seen["hand"]) <= faces
    text = dlg.detail.toPlainText()
    assert f"Move {d.step + 1} of {len(rec.actions)}" in text and "Played:" in text
    html = dlg.detail.toHtml()
    assert "Move\u00a0" in html or "Move&nbsp;" in html  # the counter never wraps
    if d.best is not None:
        assert "simulations" in text and "±" in text
    assert "blunder\u00a0≥\u00a015" in dlg.legend.text()  # the thresholds are stated, in one line
    whole = dlg.summary.toPlainText()
    assert "Summary" in whole and "percentage points or more" in whole  # and explained under the summary
    # the keyboard walks the marks too
    dlg.timeline.setFocus()
    QTest.keyClick(dlg.timeline, Qt.Key.Key_Home)
    assert dlg.current == review.decisions[0].step
    dlg.close()

    again = open_dialog(qtbot, rec, save_to, iterations=6)
    assert not again.runner.busy  # no second search: the saved review is shown
    assert again.review is not None and again.review.to_json() == review.to_json()
    assert again.status.text() == "The review saved with this game."
    assert again.run_button.text().replace("&", "") == "Review again"
    again.close()


def test_game_review_opens_the_finished_game_and_waits_for_the_end(
    window: Any, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rec = finished_record(seed=7)
    path = tmp_path / "game.souptable"
    save(path, rec)
    R.save_review(R.review_path(path), R.review_record(rec, 0, iterations=4))
    assert window.open_file(str(path))
    dlg = window.review()
    assert dlg is None or dlg is window.review_dialog
    dlg = window.review_dialog
    qtbot.addWidget(dlg)
    assert dlg.isVisible() and not dlg.runner.busy and dlg.review is not None  # opened at once
    assert dlg.seat == 0 and dlg.seat_box.currentText() == "Ana"
    dlg.close()

    # from the file, without sitting down at it
    dlg = review_saved_game(window, str(path))
    assert dlg is not None and not dlg.runner.busy and dlg.review is not None
    dlg.close()
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warned.append(str(a[2])))
    bad = tmp_path / "broken.souptable"
    bad.write_text("{")
    assert review_saved_game(window, str(bad)) is None and warned

    # a game still being played is not reviewed yet
    window.start(Setup("soupmeng", 3, seats(3, humans=1), {}, 3))
    window.review_dialog = None
    window.review()
    assert window.review_dialog is None
    assert "over" in window.statusBar().currentMessage()


def test_on_a_low_screen_the_table_is_laid_out_whole_and_scaled_to_fit(qtbot: Any) -> None:
    # a 960×540 screen squeezes the dialog below the table's minimum: the board is laid out
    # at that minimum (nothing covered) and the view scales it down to what it has
    from souptable.ui.base.screen import SMALLEST_TABLE
    from souptable.ui.review.move import LEAST

    dlg = open_dialog(qtbot, finished_record(), None, iterations=1, autostart=False)
    dlg.show_step(min(dlg.points))
    dlg.view.setMinimumSize(SMALLEST_TABLE)  # what fit_size does on a screen without room for it
    for size, scaled in (((1120, 760), False), ((944, 492), True)):
        dlg.resize(*size)

        def shown() -> tuple[float, float]:  # the table's size on screen
            k = dlg.view.transform().m11()
            return dlg.view.sceneRect().width() * k, dlg.view.sceneRect().height() * k

        # the whole table in the view, nothing cut or scrolled (once it is drawn for the new size)
        qtbot.waitUntil(lambda: shown() == pytest.approx(dlg.view.size_f().toTuple(), abs=0.01))
        seen = dlg.view.size_f()
        rect = dlg.view.sceneRect()
        assert (dlg.view.transform().m11() < 1) == scaled and (seen.height() < LEAST.height()) == scaled
        assert rect.height() >= LEAST.height() - 0.5 and rect.width() >= LEAST.width() - 0.5
        assert dlg.scene.sprites  # the board is drawn
    dlg.close()
