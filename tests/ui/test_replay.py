"""Game → Replay a saved game…: a record step by step (first, back, forward, last, the
step counter, each step's log line), every hand open once the game is over, only
public things while it is not, and a file that cannot be read refused in words."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from souptable.engine import Match
from souptable.engine.record import Record, save
from souptable.ui.app.scenarios import finished
from souptable.ui.games import make_board
from souptable.ui.review.replay import ReplayDialog, Steps, replay_saved_game

from .conftest import seats


def private_sprites(dlg: ReplayDialog) -> list[Any]:
    zones = {f"{z}:{s}" for z in dlg.steps.rules.private_zones for s in range(dlg.steps.players)}
    return [s for s in dlg.scene.sprites.values() if s.zone in zones]


def saved(tmp_path, match: Match, name: str = "game.souptable") -> str:
    path = tmp_path / name
    save(path, Record.of(match, seats(match.players)))
    return str(path)


def open_replay(window, qtbot, path: str) -> ReplayDialog:
    dlg = replay_saved_game(window, path)
    assert dlg is not None
    qtbot.addWidget(dlg)
    qtbot.waitExposed(dlg)
    return dlg


@pytest.mark.parametrize("game", ["susuru", "soupmeng", "suppenkasper", "salty"])
def test_a_finished_game_replays_step_by_step_with_every_hand_open(window, qtbot, tmp_path, game):
    match = finished(game, 3)
    dlg = open_replay(window, qtbot, saved(tmp_path, match))
    total = len(match.log)
    assert dlg.counter.text() == f"Step 0 of {total}"
    assert not dlg.back_button.isEnabled() and dlg.forward_button.isEnabled()
    held = next(i for i in range(total + 1) if dlg.steps.open_hands(i))  # (some games deal as they go)
    dlg.go(held)
    hands = private_sprites(dlg)
    assert hands and all(s.face_up for s in hands)  # nothing is left to hide
    dlg.go(0)
    # the log's words of each step, as the window's log tells a game
    board = make_board(game, [s.name for s in seats(3)])
    replayed = Match(game, 3, match.seed, match.options)
    for step in range(1, min(total, 12) + 1):
        dlg.forward_button.click()
        events = replayed.play(match.log[step - 1][1])
        words = [w for w in (board.describe(e) for e in events) if w]
        assert dlg.counter.text() == f"Step {step} of {total}"
        if words:
            assert dlg.line.text() == " ".join(words)
    dlg.last_button.click()
    assert dlg.counter.text() == f"Step {total} of {total}"
    assert not dlg.forward_button.isEnabled() and not dlg.last_button.isEnabled()
    dlg.go(total + 5)  # never past the end (nor before the start)
    assert dlg.step == total
    dlg.first_button.click()
    assert dlg.step == 0 and dlg.line.text() == "The cards are dealt; nobody has moved yet."
    dlg.close()


def test_the_keyboard_moves_through_the_steps(window, qtbot, tmp_path):
    dlg = open_replay(window, qtbot, saved(tmp_path, finished("salty", 3)))
    dlg.activateWindow()
    qtbot.waitActive(dlg)

    def key(k: Qt.Key) -> None:  # where the keyboard is: the dialog's focused button
        QTest.keyClick(dlg.focusWidget() or dlg, k)

    key(Qt.Key.Key_Right)
    key(Qt.Key.Key_Right)
    assert dlg.step == 2
    key(Qt.Key.Key_Left)
    assert dlg.step == 1
    key(Qt.Key.Key_End)
    assert dlg.step == dlg.steps.last
    key(Qt.Key.Key_Home)
    assert dlg.step == 0
    dlg.close()


def test_an_unfinished_game_replays_only_what_everyone_sees(window, qtbot, tmp_path):
    match = finished("suppenkasper", 3)
    part = Match("suppenkasper", 3, match.seed, match.options)
    for _seat, act in match.log[: len(match.log) // 2]:
        part.play(act)
    dlg = open_replay(window, qtbot, saved(tmp_path, part))
    assert not dlg.steps.finished
    for step in (0, 1, dlg.steps.last // 2, dlg.steps.last):
        dlg.go(step)
        hands = private_sprites(dlg)
        assert hands and not any(s.face_up for s in hands), step  # nobody's hand, nobody's secret
        assert dlg.line.text()
    dlg.close()


def test_the_menu_opens_a_replay_and_a_bad_file_is_refused_in_words(window, qtbot, tmp_path, monkeypatch):
    path = saved(tmp_path, finished("susuru", 3))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (path, ""))
    window.act_replay.trigger()
    dlg = window.replay_dialog
    qtbot.addWidget(dlg)
    assert dlg.isVisible() and dlg.windowTitle() == "Replay: Super Susuru Soup"
    dlg.close()
    bad = tmp_path / "bad.souptable"
    bad.write_text('{"format": "souptable-record", "version": 1, "game": "susuru"')
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text: warned.append(f"{title}: {text}"))
    assert replay_saved_game(window, str(bad)) is None
    assert warned and warned[0].startswith("Cannot replay the game: ")
    assert window.replay_dialog is dlg  # the earlier one; no new dialog


def test_steps_keep_every_state_of_the_record():
    match = finished("soupmeng", 3)
    steps = Steps(Record.of(match, seats(3)))
    assert steps.finished and steps.last == len(match.log)
    assert steps.observation(steps.last) == match.observe(None)


def test_the_results_screen_replays_the_game_just_played(window, qtbot):
    from .test_flow_end import sit_at_the_end

    window.pause_on_summaries = True  # the results screen stays open
    c = sit_at_the_end(window, qtbot, "salty")
    results = window.game_end.dialog
    assert results.replay_button.isVisible() and results.replay_button.text() == "Repla&y…"
    results.replay_button.click()
    dlg = window.replay_dialog
    qtbot.addWidget(dlg)
    assert dlg.isVisible() and dlg.steps.finished and dlg.steps.last == len(c.match.log)
    assert dlg.counter.text() == f"Step 0 of {len(c.match.log)}"
    dlg.close()


@pytest.mark.parametrize("game", ["salty", "suppenkasper"])
def test_an_unfinished_game_s_steps_say_only_what_a_spectator_s_log_says(window, qtbot, tmp_path, game):
    match = finished(game, 3)
    part = Match(game, 3, match.seed, match.options)
    board = make_board(game, [s.name for s in seats(3)])
    said: list[str] = []  # each step's words in a spectator's log (None: nothing public)
    for seat, act in match.log[: len(match.log) // 2]:
        events = part.play(act)
        words = [w for w in (board.describe(part.rules.redact(e, None)) for e in events) if w]
        said.append(" ".join(words) if words else f"{board.name(seat)} decides.")
    dlg = open_replay(window, qtbot, saved(tmp_path, part))
    for step in range(1, dlg.steps.last + 1):
        dlg.go(step)
        assert dlg.line.text() == said[step - 1], step
    dlg.close()
