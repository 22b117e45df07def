"""What players expect at the table: hot-seat covering, saving and resuming,
autosave, the undo policy, hints, "why not" messages, a log that hides what
the viewer may not know, statistics and keyboard play."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from souptable.engine.record import save
from souptable.games.susuru.actions import Draw, Keep, ToMarket
from souptable.ui.base.settings import UNDO_POLICY
from souptable.ui.games.susuru.words import card_name
from souptable.ui.play.setup import Setup

from .conftest import seats
from .helpers import first_person_sits_down, wait_for_person


def start_susuru(window, qtbot, humans=1, n=3, seed=5):
    window.start(Setup("susuru", n, seats(n, humans), {}, seed))
    first_person_sits_down(qtbot, window)
    return window.controller


# -- hot-seat ------------------------------------------------------------------------------


def test_hot_seat_covers_the_table_and_hides_the_previous_persons_secrets(window, qtbot):
    c = start_susuru(window, qtbot, humans=2)
    assert c.viewer == 0
    c.submit(Draw())
    qtbot.waitUntil(lambda: Keep() in c.legal_for_viewer())
    secret = c.match.state.drawn
    c.submit(Keep())
    qtbot.waitUntil(lambda: window.play.cover.isVisible(), timeout=5000)
    # covered: nothing of seat 0's view is left on the table, in the log or on offer
    assert not window.play.scene.sprites
    covered_lines = [window.log.item(i).text() for i in range(window.log.count())]
    assert covered_lines and not any(card_name(secret) in line for line in covered_lines), covered_lines
    assert c.view.viewer is None and c.view.obs == c.match.observe(None)
    assert c.legal_for_viewer() == []
    assert "P2" in window.play.cover.title.text()
    window.play.cover.button.click()
    qtbot.waitUntil(lambda: bool(c.legal_for_viewer()))
    assert c.viewer == 1
    lines = [window.log.item(i).text() for i in range(window.log.count())]
    assert not any(card_name(secret) in line for line in lines), lines
    faces = {s.card for s in window.play.scene.sprites.values() if s.face_up and s.card}
    assert secret not in faces
    for s in window.play.scene.sprites.values():
        assert card_name(secret) not in s.toolTip()


# -- saving, opening, autosave -----------------------------------------------------------------


def test_save_and_open_continue_the_same_game(window, qtbot, tmp_path):
    c = start_susuru(window, qtbot)
    c.submit(Draw())
    qtbot.waitUntil(lambda: Keep() in c.legal_for_viewer())
    c.submit(Keep())
    wait_for_person(qtbot, window)
    path = tmp_path / "g.json"
    save(path, c.record())
    log = list(c.match.log)
    assert window.open_file(str(path))
    assert window.controller is not c and window.controller.match.log == log
    wait_for_person(qtbot, window)
    assert window.controller.legal_for_viewer()


def test_bad_files_give_a_clear_message_and_the_game_goes_on(window, qtbot, tmp_path, monkeypatch):
    c = start_susuru(window, qtbot)
    messages = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: messages.append(a[2]))
    rec = c.record().to_json()
    cases = {
        "truncated.json": json.dumps(rec)[:-30],
        "newer.json": json.dumps({**rec, "version": 99}),
        "other.json": json.dumps({"format": "something-else"}),
    }
    for name, text in cases.items():
        (tmp_path / name).write_text(text)
        assert not window.open_file(str(tmp_path / name))
    assert len(messages) == 3
    assert "newer version" in messages[1]
    assert window.controller is c  # still at the same table


def test_autosave_after_every_action_and_resume(window, qtbot):
    c = start_susuru(window, qtbot)
    c.submit(Draw())
    qtbot.waitUntil(lambda: Keep() in c.legal_for_viewer())
    rec = window.autosave.read()
    assert rec is not None and len(rec.actions) == len(c.match.log)
    c.submit(ToMarket())
    wait_for_person(qtbot, window)
    assert len(window.autosave.read().actions) == len(c.match.log)
    log = list(c.match.log)
    assert window.resume_autosave()
    assert window.controller.match.log == log


# -- undo -----------------------------------------------------------------------------------------


def test_undo_until_something_hidden_is_revealed_then_relaxed(window, qtbot, settings):
    c = start_susuru(window, qtbot)
    c.submit(Draw())  # reveals a card to the person
    qtbot.waitUntil(lambda: Keep() in c.legal_for_viewer())
    c.submit(ToMarket())
    wait_for_person(qtbot, window)
    # taking back "to market" is fine: nothing hidden was revealed since
    n_after = len(c.match.log)
    assert window.undo()
    qtbot.waitUntil(lambda: Keep() in c.legal_for_viewer())
    assert c.match.log[-1] == (0, Draw())
    # the draw itself revealed a card: strict undo refuses
    assert not window.undo()
    # redo restores what was taken back
    assert window.redo()
    wait_for_person(qtbot, window)
    assert len(c.match.log) >= n_after
    # relaxed: the draw can be taken back too
    settings.set(UNDO_POLICY, "relaxed")
    while c.match.log and window.undo():
        wait_for_person(qtbot, window)
    assert all(seat != 0 for seat, _a in c.match.log)


# -- hints and why-not ----------------------------------------------------------------------------


def test_hint_suggests_a_legal_action_and_marks_it(window, qtbot, monkeypatch):
    c = start_susuru(window, qtbot)
    shown = []
    monkeypatch.setattr(window.play, "show_hint", shown.append)
    window.hint()
    qtbot.waitUntil(lambda: bool(shown), timeout=10000)
    assert shown[0] in c.legal_for_viewer()
    assert window.statusBar().currentMessage().startswith("Hint:")


def test_why_not_message_when_it_is_not_your_turn(window, qtbot):
    window.start(Setup("susuru", 3, seats(3, 0), {}, 5))  # nobody is a person here
    msgs = []
    window.play.message.connect(msgs.append)
    window.play._activated("deck")
    assert msgs == ["It is not your turn."]


# -- the log ---------------------------------------------------------------------------------------


def test_the_log_never_names_a_card_another_player_drew(window, qtbot):
    c = start_susuru(window, qtbot)
    for _ in range(12):
        legal = c.legal_for_viewer()
        c.submit(Keep() if Keep() in legal else (Draw() if Draw() in legal else legal[-1]))
        wait_for_person(qtbot, window)
        if c.match.is_over():
            break
    lines = [window.log.item(i).text() for i in range(window.log.count())]
    others = [line for line in lines if " draws " in line and not line.startswith("P1")]
    assert others and all(line.endswith("draws a card.") for line in others)


# -- statistics ------------------------------------------------------------------------------------


def test_statistics_per_game_and_player_name(window, qtbot):
    c = start_susuru(window, qtbot)
    done = []
    window.game_over.connect(done.append)
    for _ in range(400):
        if done:
            break
        legal = c.legal_for_viewer()
        if legal:
            c.submit(legal[-1])
        qtbot.wait(5)
    qtbot.waitUntil(lambda: bool(done), timeout=30000)
    rows = window.stats.rows("susuru")
    assert rows and rows[0][0] == "P1" and rows[0][1] == 1
    assert window.stats.path.exists()


# -- keyboard --------------------------------------------------------------------------------------


def test_every_decision_can_be_made_with_the_keyboard(window, qtbot):
    c = start_susuru(window, qtbot)
    window.activateWindow()
    qtbot.waitActive(window)
    view = window.play.view
    view.setFocus()
    before = len(c.match.log)
    QTest.keyClick(view, Qt.Key.Key_Tab)
    assert window.play.scene.focused_target() is not None
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert len(c.match.log) == before + 1
    if Keep() in c.legal_for_viewer():
        QTest.keyClick(view, Qt.Key.Key_K)  # the Keep button's shortcut (buttons click with a short delay)
        qtbot.waitUntil(lambda: c.match.log[-1][1] == Keep(), timeout=2000)


def test_a_failing_computer_player_does_not_stall_the_table(window, qtbot, monkeypatch):
    from PySide6.QtCore import QTimer

    runner = window.runner

    def broken(game, level, think_time, obs, legal, seed):
        runner._next_id += 1
        req = runner._next_id
        QTimer.singleShot(0, lambda: runner.decided.emit(req, None, 0))
        return req

    monkeypatch.setattr(runner, "request", broken)
    window.start(Setup("susuru", 3, seats(3, humans=0), {}, 5))
    qtbot.waitUntil(lambda: len(window.controller.match.log) >= 10, timeout=10000)
