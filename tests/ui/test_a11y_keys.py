"""The window by keys alone: F6 / Ctrl+Tab go table → decision buttons → Scores → Log and
round again, Shift+F6 / Ctrl+Shift+Tab go back; every decision button shows the key that
works for it, made from its shortcut."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from souptable.ui.play.playarea import button_label, key_name
from souptable.ui.play.setup import Setup

from .conftest import seats
from .helpers import wait_for_person


def press(window, key: str) -> None:  # type: ignore[no-untyped-def]
    seq = QKeySequence(key)[0]
    target = QApplication.focusWidget() or window
    QTest.keyClick(target, seq.key(), seq.keyboardModifiers())


def focused_region(window) -> str:  # type: ignore[no-untyped-def]
    focus = QApplication.focusWidget()
    if focus is window.play.view:
        return "table"
    if focus in window.play.decision_buttons():
        return "buttons"
    if focus is window.scores:
        return "scores"
    if focus is window.log:
        return "log"
    return repr(focus)


def start_salty(window, qtbot):  # type: ignore[no-untyped-def]
    window.activateWindow()
    window.start(Setup("salty", 3, seats(3), {}, 5))
    wait_for_person(qtbot, window)
    window.play.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.play.view)


def test_f6_and_ctrl_tab_go_round_the_regions_and_back(window, qtbot):
    start_salty(window, qtbot)
    has_buttons = any(b.isEnabled() for b in window.play.decision_buttons())
    ring = ["table", "buttons", "scores", "log"] if has_buttons else ["table", "scores", "log"]
    seen = [focused_region(window)]
    for _ in ring:
        press(window, "F6")
        seen.append(focused_region(window))
    assert seen == [*ring, "table"]
    back = [focused_region(window)]
    for _ in ring:
        press(window, "Shift+F6")
        back.append(focused_region(window))
    assert back == ["table", *list(reversed(ring))]
    press(window, "Ctrl+Tab")  # the other pair of keys does the same
    assert focused_region(window) == ring[1]
    press(window, "Ctrl+Shift+Tab")
    assert focused_region(window) == "table"


def test_a_hidden_panel_is_passed_over(window, qtbot):
    start_salty(window, qtbot)
    window.panels.set_wanted(window.score_dock, False)
    regions = [focused_region(window)]
    for _ in range(4):
        press(window, "F6")
        regions.append(focused_region(window))
    assert "scores" not in regions and "log" in regions


def test_the_scores_and_the_log_have_names_a_reader_says(window, qtbot):
    start_salty(window, qtbot)
    assert window.scores.accessibleName() == "Scores"
    assert window.log.accessibleName() == "Log"


def test_every_decision_button_shows_the_key_that_works(window, qtbot):
    """Forty decisions of Super Susuru Soup: each button's text ends with its key, and that
    key (typed on the table) makes the decision."""
    window.activateWindow()
    window.start(Setup("susuru", 3, seats(3), {}, 5))
    checked = pressed = 0
    for _ in range(40):
        wait_for_person(qtbot, window)
        c = window.controller
        if c.match.is_over():
            break
        for b in window.play.decision_buttons():
            key = key_name(b.shortcut())
            assert key, f"{b.text()!r} has no key"
            assert b.text() == f"{button_label(b)} ({key})"
            checked += 1
        ply = len(c.match.log)
        buttons = [b for b in window.play.decision_buttons() if b.isEnabled() and b.property("action_repr")]
        if buttons:
            window.play.view.setFocus()
            seq = buttons[0].shortcut()[0]
            QTest.keyClick(window.play.view, seq.key(), seq.keyboardModifiers())  # the key the text says
            pressed += 1
        else:
            window.play.submit(next(iter(c.view.legal)))
        qtbot.waitUntil(lambda ply=ply, c=c: len(c.match.log) > ply or c.match.is_over())
    assert checked > 0 and pressed > 0
