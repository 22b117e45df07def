"""Every bad input refused cleanly, in bounded time, with nothing lost (issue 31).

The app side: bad files opened (a pipe, deep nesting, wrong number types, a
file over the cap, a folder) give the message of their error code and the
window goes on; damaged statistics (a folder in their place, rows of the wrong
shape, deep nesting) are kept aside and the game's end still shows its
summary; a damaged autosave is kept aside and its readable start offered for
resume; a newer version's autosave is left untouched; settings out of range
fall back to their defaults (reported once); a saved New Game setup with
``Infinity`` or a numeric name opens the dialog with defaults; saving goes
through a symlink, keeps the file's mode and refuses a pipe; the hard player's
worker, killed or stopped mid-decision, is replaced and the normal player
decides within the deadline; the worker ends with the app; strict undo is
refused once a computer player turned a deck card face up into the market.
"""

from __future__ import annotations

import json
import logging
import os
import random
import signal
import stat
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from souptable.ai import make_bot
from souptable.engine import Match
from souptable.engine.record import Record, SeatInfo, dumps, load
from souptable.games.susuru.actions import Draw, ToMarket
from souptable.ui.base.settings import CARD_SCALE, LAST_SETUP, SPEED, THINK_TIME, UNDO_POLICY, Settings
from souptable.ui.play import botrunner
from souptable.ui.play.botrunner import BotRunner, decision_seed, fallback_choice
from souptable.ui.play.newgame import NewGameDialog
from souptable.ui.play.setup import Setup
from souptable.ui.text.common import record_error, save_error

from .conftest import seats
from .helpers import wait_for_person

ROOT = Path(__file__).resolve().parents[2]


def start(window: Any, qtbot: Any, n: int = 3, humans: int = 1, level: str = "normal", seed: int = 5) -> Any:
    window.start(Setup("susuru", n, seats(n, humans, level), {}, seed))
    wait_for_person(qtbot, window)
    return window.controller


def unfinished(actions: int = 12, seed: int = 7) -> Record:
    match = Match("susuru", 3, seed, {})
    for _ in range(actions):
        match.play(match.legal_actions()[0])
    assert not match.is_over()
    return Record.of(match, [SeatInfo("Aki", "human", None), SeatInfo("Bo", "bot", "random"), SeatInfo("Cy", "bot", "random")])


def capture_boxes(monkeypatch: Any) -> list[str]:
    """Every message box's text (warnings, questions answered Yes, exec'd boxes)."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]) or QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: shown.append(a[2]) or QMessageBox.StandardButton.Yes)
    return shown


def alive(pid: int) -> bool:
    """Still running (a zombie waiting to be reaped has ended)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, IndexError):
        return False
    return state not in ("Z", "X")


def play_to_the_end(window: Any, qtbot: Any) -> None:
    c = window.controller
    while not c.match.is_over():
        wait_for_person(qtbot, window)
        legal = c.legal_for_viewer()
        if legal:
            c.submit(legal[0])


# -- opening bad files ----------------------------------------------------------------------------


def test_bad_files_opened_in_the_app_give_their_message_and_the_game_goes_on(window, qtbot, tmp_path, monkeypatch):
    c = start(window, qtbot)
    shown = capture_boxes(monkeypatch)
    rec = c.record().to_json()
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    sparse = tmp_path / "huge.json"
    with open(sparse, "wb") as f:
        f.truncate(6 * 1024 * 1024)
    files = {
        fifo: "not_a_file",
        tmp_path: "not_a_file",
        sparse: "too_large",
    }
    contents = {
        "nested.json": ("[" * 100_000 + "]" * 100_000, "too_deep"),
        "nan.json": (json.dumps(rec).replace('"seed": 5', '"seed": NaN'), "bad_number"),
        "float-seat.json": (json.dumps({**rec, "actions": [{"seat": 0.0, "action": {"type": "draw"}}]}), "malformed"),
        "bool-players.json": (json.dumps({**rec, "players": True}), "malformed"),
        "twice.json": ('{"format": "souptable-record", "format": "souptable-record"}', "duplicate_key"),
        "latin1.json": (b'{"name": "\xe9"}', "not_text"),
    }
    for name, (text, code) in contents.items():
        p = tmp_path / name
        p.write_bytes(text if isinstance(text, bytes) else text.encode())
        files[p] = code
    for path, code in files.items():
        assert not window.open_file(str(path))  # returns: a pipe is never opened, nothing blocks
        assert shown[-1] == record_error(code), (path, shown[-1])
    assert len(shown) == len(files) and len(set(shown)) == len(set(files.values())) == 7
    assert window.controller is c and window.isVisible()  # still at the same table
    assert stat.S_ISFIFO(fifo.stat().st_mode)


# -- statistics --------------------------------------------------------------------------------------


@pytest.mark.parametrize("damage", ["folder", "rows", "nested", "fifo"])
def test_damaged_statistics_are_kept_aside_and_the_game_end_still_shows(qtbot, tmp_path, monkeypatch, damage):
    from souptable.ui.base.languages import Languages
    from souptable.ui.shell.mainwindow import MainWindow
    from souptable.ui.shell.prefs import StatisticsDialog

    path = tmp_path / "statistics.json"
    rows = {"susuru": {"Aki": [1, 2, 3], "Bo": {"played": "12", "won": 1, "best": 3, "total": 9}}}
    rows["susuru"]["Cy"] = {"played": 2, "won": 1, "best": 30, "total": 50}
    if damage == "folder":
        path.mkdir()
        (path / "inside.txt").write_text("kept")
    elif damage == "rows":
        path.write_text(json.dumps(rows))
    elif damage == "nested":
        path.write_text("[" * 100_000 + "]" * 100_000)
    else:
        os.mkfifo(path)
    shown = capture_boxes(monkeypatch)
    s = Settings(tmp_path / "settings.ini")
    s.set(SPEED, 0.0)
    w = MainWindow(s, Languages(), data_folder=tmp_path)
    w.pause_on_summaries = False
    w.ask_before_leaving = False
    qtbot.addWidget(w)
    assert w.stats.damaged is not None and ".damaged-" in w.stats.damaged.name
    assert w.tell_damaged_files() and "statistics.json.damaged-" in shown[-1]
    if damage == "folder":
        assert (w.stats.damaged / "inside.txt").read_text() == "kept"
    elif damage == "rows":
        assert json.loads(w.stats.damaged.read_text()) == rows  # the history is all there
        assert [r[0] for r in w.stats.rows("susuru")] == ["Cy"]
    StatisticsDialog(w.stats, "susuru", w).close()
    w.start(Setup("susuru", 3, seats(3, 1, "random"), {}, 3))
    with qtbot.waitSignal(w.game_over, timeout=60000):
        play_to_the_end(w, qtbot)
    counted = json.loads(path.read_text())["susuru"]["P1"]
    assert counted["played"] == 1
    StatisticsDialog(w.stats, "susuru", w).close()
    w.close()


# -- the autosave ------------------------------------------------------------------------------------


def test_a_damaged_autosave_offers_its_readable_start_for_resume(qtbot, tmp_path, monkeypatch):
    from souptable.ui.base.languages import Languages
    from souptable.ui.shell.mainwindow import MainWindow

    rec = unfinished(14)
    whole = dumps(rec).encode()
    cut = whole[: len(whole) * 3 // 4]  # cut short in its action list
    (tmp_path / "autosave.json").write_bytes(cut)
    shown = capture_boxes(monkeypatch)
    monkeypatch.setattr(MainWindow, "new_game_dialog", lambda self, game=None: pytest.fail("the game should be resumed"))
    s = Settings(tmp_path / "settings.ini")
    s.set(SPEED, 0.0)
    w = MainWindow(s, Languages(), data_folder=tmp_path)
    w.ask_before_leaving = False
    qtbot.addWidget(w)
    w.startup()
    kept = w.autosave.damaged
    assert kept is not None and kept.read_bytes() == cut  # kept as it was
    assert "can resume the game from there" in shown[0] and "autosave.json.damaged-" in shown[0]
    # the start screen offers it, named: the game and its players
    (offer,) = w.start_screen.rows
    assert offer.what.text().startswith("Super Susuru Soup with ")
    offer.resume.click()
    log = w.controller.match.log
    assert 0 < len(log) < len(rec.actions)
    assert [{"seat": s, "action": a.to_json()} for s, a in log] == rec.actions[: len(log)]
    wait_for_person(qtbot, w)
    w.close()


@pytest.mark.parametrize("newer_what", ["format", "rules"])
def test_a_newer_versions_autosave_is_left_untouched_and_the_player_told_to_update(qtbot, tmp_path, monkeypatch, newer_what):
    from souptable.engine import get
    from souptable.ui.base.languages import Languages
    from souptable.ui.shell.mainwindow import MainWindow

    if newer_what == "format":
        newer = {**unfinished().to_json(), "version": 2, "something_new": [1, 2]}
    else:  # a rules revision this app does not have: it must not resume under the older rules
        newer = {**unfinished().to_json(), "rules_revision": get("susuru").revision + 1}
    raw = json.dumps(newer).encode()
    (tmp_path / "autosave.json").write_bytes(raw)
    shown = capture_boxes(monkeypatch)
    monkeypatch.setattr(
        MainWindow, "new_game_dialog", lambda self, game=None: self.start(Setup("susuru", 3, seats(3, 1, "random"), {}, 9))
    )
    s = Settings(tmp_path / "settings.ini")
    s.set(SPEED, 0.0)
    w = MainWindow(s, Languages(), data_folder=tmp_path)
    w.ask_before_leaving = False
    qtbot.addWidget(w)
    w.startup()
    assert len(shown) == 1 and "newer version of Soup Table" in shown[0] and "update" in shown[0]
    assert not w.start_screen.rows  # not ours to offer
    w.new_game_dialog()
    wait_for_person(qtbot, w)
    c = w.controller
    c.submit(c.legal_for_viewer()[0])
    wait_for_person(qtbot, w)
    assert (tmp_path / "autosave.json").read_bytes() == raw  # byte for byte, never written over
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("autosave")) == ["autosave.json"]
    w.close()


# -- settings and the saved setup ---------------------------------------------------------------------


def test_settings_out_of_range_fall_back_to_their_defaults_reported_once(qtbot, tmp_path, caplog):
    from souptable.ui.base.languages import Languages
    from souptable.ui.shell.mainwindow import MainWindow

    path = tmp_path / "settings.ini"
    path.write_text(
        "[ui]\nanimation_speed=nan\ncard_scale=inf\n[ai]\nthink_time=1e9\n[play]\nundo_policy=whenever\n", encoding="utf-8"
    )
    s = Settings(path)
    assert s.damaged is None  # a bad value is not a damaged file
    with caplog.at_level(logging.WARNING, logger="souptable.ui.base.settings"):
        for _ in range(3):
            assert (s.get(SPEED), s.get(CARD_SCALE), s.get(THINK_TIME), s.get(UNDO_POLICY)) == (1.0, 1.0, 1.0, "strict")
    reports = [r.getMessage() for r in caplog.records if r.name == "souptable.ui.base.settings"]
    assert len(reports) == 4, reports  # once per key
    assert any("ai/think_time" in m and "0.01 to 60" in m for m in reports)
    w = MainWindow(s, Languages(), data_folder=tmp_path)
    w.pause_on_summaries = False
    w.ask_before_leaving = False
    qtbot.addWidget(w)
    w.start(Setup("susuru", 3, seats(3, 1, "random"), {}, 4))
    wait_for_person(qtbot, w)
    assert w.controller.think_time == 1.0 and w.board.scale == 1.0
    w.controller.submit(w.controller.legal_for_viewer()[0])
    wait_for_person(qtbot, w)
    w.close()


@pytest.mark.parametrize(
    "saved",
    [
        '{"game": "susuru", "players": Infinity, "seats": []}',
        '{"game": "susuru", "players": 3, "seats": [{"name": 5, "kind": "human"}, {"name": null, "kind": "bot", "level": 7}]}',
        '{"game": "susuru", "players": 3.0, "seats": "everyone", "options": {"start": 1}}',
        '{"game": ["susuru"], "players": 1e400}',
        "[" * 10_000 + "]" * 10_000,
        '{"game": "salty", "players": 4, "seats": [' + '{"name": "x", "kind": "bot", "level": "hard"},' * 50 + "1]}",
    ],
    ids=["infinity", "numeric-name", "wrong-types", "list-game", "nested", "too-many-seats"],
)
def test_a_damaged_saved_setup_opens_the_new_game_dialog_with_defaults(qtbot, tmp_path, saved):
    s = Settings(tmp_path / "settings.ini")
    s.set(LAST_SETUP, saved)
    dlg = NewGameDialog(s)
    qtbot.addWidget(dlg)
    setup = dlg.setup()
    assert setup.game in ("susuru", "salty")
    assert all(isinstance(seat.name, str) and seat.name for seat in setup.seats)
    assert len(setup.seats) == setup.players
    dlg.accept()  # and what it saves is sound again
    again = NewGameDialog(s)
    qtbot.addWidget(again)
    assert again.setup().players == setup.players


# -- saving -------------------------------------------------------------------------------------------


def test_saving_writes_through_a_symlink_keeps_the_mode_and_refuses_a_pipe(window, qtbot, tmp_path, monkeypatch):
    c = start(window, qtbot)
    shown = capture_boxes(monkeypatch)
    real = tmp_path / "saves" / "game.json"
    real.parent.mkdir()
    real.write_text("old")
    real.chmod(0o640)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    target = {"path": str(link)}
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (target["path"], ""))
    window.save_dialog()
    assert shown == [] and link.is_symlink() and stat.S_IMODE(real.stat().st_mode) == 0o640
    assert load(real).actions == c.record().actions
    target["path"] = str(fifo)
    window.save_dialog()
    assert shown == [save_error(_not_a_file(fifo))] and stat.S_ISFIFO(fifo.stat().st_mode)
    assert sorted(p.name for p in real.parent.iterdir()) == ["game.json"]


def _not_a_file(path: Path) -> OSError:
    from souptable.engine import WriteError

    return WriteError("not_a_file", "not a regular file", str(path))


# -- the hard player's worker -------------------------------------------------------------------------


def decision() -> tuple[dict[str, Any], list[Any]]:
    """An observation with a real choice in it (keep or to the market)."""
    m = Match("susuru", 3, 5, {})
    while len(m.legal_actions()) < 2:
        m.play(m.legal_actions()[0])
    seat = m.to_move()
    return m.observe(seat), m.legal_actions()


def test_a_stopped_worker_is_replaced_and_the_normal_player_decides_in_time(qtbot, monkeypatch, caplog):
    monkeypatch.setattr(botrunner, "MARGIN_S", 1.0)
    runner = BotRunner()
    obs, legal = decision()
    try:
        with qtbot.waitSignal(runner.decided, timeout=60000) as first:
            runner.request("susuru", "hard", 0.2, obs, legal, 1)
        assert first.args[1] in legal
        pid = runner._proc.pid
        with (
            caplog.at_level(logging.WARNING, logger="souptable.ui.play.botrunner"),
            qtbot.waitSignal(runner.decided, timeout=60000) as stuck,
        ):
            runner.request("susuru", "hard", 0.5, obs, legal, 2)
            os.kill(pid, signal.SIGSTOP)  # the worker this runner started
        # the deadline, not an error, decided (the log says which): no clock in tests
        assert stuck.args[1] == fallback_choice("susuru", obs, legal, 2)
        assert not alive(pid)  # killed, not left stopped
        assert "gave no answer in time" in caplog.text and "normal player decides instead" in caplog.text
        # the next hard decision gets a new worker
        with qtbot.waitSignal(runner.decided, timeout=60000) as later:
            runner.request("susuru", "hard", 0.2, obs, legal, 3)
        assert later.args[1] in legal and runner._proc.pid != pid
    finally:
        runner.shutdown()


def test_a_worker_that_cannot_start_falls_back_to_the_normal_player(qtbot, monkeypatch, caplog):
    """No process can be started (no memory, the process limit): every hard decision is
    the normal player's at once, the seat never waits forever."""
    import errno
    import multiprocessing.context

    def cannot_start(self):  # type: ignore[no-untyped-def]
        raise OSError(errno.EAGAIN, "Resource temporarily unavailable")

    monkeypatch.setattr(multiprocessing.context.SpawnProcess, "start", cannot_start)
    runner = BotRunner()
    obs, legal = decision()
    try:
        with caplog.at_level(logging.WARNING, logger="souptable.ui.play.botrunner"):
            for seed in (2, 3):  # and the next decision tries anew, and falls back the same way
                with qtbot.waitSignal(runner.decided, timeout=60000) as got:
                    runner.request("susuru", "hard", 0.2, obs, legal, seed)
                assert got.args[1] == fallback_choice("susuru", obs, legal, seed)
                assert not runner.busy and runner._proc is None
        assert "cannot take the request" in caplog.text and "normal player decides instead" in caplog.text
    finally:
        runner.shutdown()


def test_a_worker_stuck_in_its_first_decision_gets_only_its_think_time(qtbot, monkeypatch, caplog):
    """The start-up allowance ends when the worker's search starts: one stuck after that
    is given its think time and the margin, not the start-up time too."""
    monkeypatch.setattr(botrunner, "MARGIN_S", 1.0)
    runner = BotRunner()
    obs, legal = decision()
    try:
        with (
            caplog.at_level(logging.WARNING, logger="souptable.ui.play.botrunner"),
            qtbot.waitSignal(runner.decided, timeout=120000) as got,
        ):
            runner.request("susuru", "hard", 5.0, obs, legal, 2)
            qtbot.waitUntil(lambda: runner._started, timeout=60000)
            ready_at = time.monotonic()
            os.kill(runner._proc.pid, signal.SIGSTOP)  # the worker this runner started, stuck mid-search
            assert runner._deadline <= ready_at + 5.0 + 1.0  # not + START_S
        assert got.args[1] == fallback_choice("susuru", obs, legal, 2)
        assert "gave no answer in time" in caplog.text
    finally:
        runner.shutdown()


def test_a_worker_killed_mid_decision_and_the_game_goes_on(window, qtbot, caplog):
    """think_time=nan in the settings would once hang: now it is the default, and the deadline holds anyway."""
    window.settings.set(THINK_TIME, float("nan"))
    window.start(Setup("susuru", 3, seats(3, 1, "hard"), {}, 5))
    c, runner = window.controller, window.runner
    assert c.think_time == 1.0
    for _ in range(6000):  # bounded: a hard decision comes within a few moves
        if runner.busy and runner._poll.isActive() and runner._proc is not None:
            break
        if c.legal_for_viewer():
            c.submit(c.legal_for_viewer()[0])
        qtbot.wait(10)
    else:
        raise AssertionError("the hard player never started to think")
    seat, before = c.thinking_seat, len(c.match.log)
    pid = runner._proc.pid
    with caplog.at_level(logging.WARNING, logger="souptable.ui.play.botrunner"):
        os.kill(pid, signal.SIGKILL)  # the worker this window's runner started
        qtbot.waitUntil(lambda: len(c.match.log) > before, timeout=60000)
    assert c.match.log[before][0] == seat
    assert "normal player decides instead" in caplog.text
    wait_for_person(qtbot, window, timeout=60000)  # later hard decisions: a new worker
    assert window.isVisible()
    pid2 = runner._proc.pid if runner._proc is not None else None
    window.close()
    assert runner._proc is None and (pid2 is None or not alive(pid2))  # ends with the app


def test_the_worker_ends_when_the_app_dies(tmp_path):
    """The app killed in the middle of a long hard decision: its worker does not go on searching."""
    script = textwrap.dedent(
        f"""
        import os, sys, time
        sys.path.insert(0, {str(ROOT / "desktop")!r})
        sys.path.insert(0, {str(ROOT)!r})
        from PySide6.QtCore import QCoreApplication
        from souptable.ui.play.botrunner import BotRunner
        from tests.ui.test_hardening import decision
        app = QCoreApplication([])
        runner = BotRunner()
        obs, legal = decision()
        runner.request("susuru", "hard", 60.0, obs, legal, 1)
        print("worker", runner._proc.pid, flush=True)
        time.sleep(3)  # the worker is searching now
        os._exit(3)  # a crash: no shutdown, no atexit
        """
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = tmp_path / "out.txt"
    with open(out, "w") as f:  # a file, not a pipe: the worker holds it too
        done = subprocess.run([sys.executable, "-c", script], stdout=f, stderr=f, timeout=60, env=env)
    assert done.returncode == 3, out.read_text()
    pid = next(int(line.split()[1]) for line in out.read_text().splitlines() if line.startswith("worker "))
    t0 = time.monotonic()
    while alive(pid) and time.monotonic() - t0 < 60:  # a wait, generous on a busy machine
        time.sleep(0.1)
    if alive(pid):
        os.kill(pid, signal.SIGKILL)  # the worker that app started, left over
        pytest.fail("the worker outlived the app")


# -- strict undo --------------------------------------------------------------------------------------


def _seed_where_a_computer_turns_a_card_to_the_market() -> int:
    """A seed where, after the person draws and puts the card to the market, a random
    computer player turns its drawn card face up into the market before the person's
    next turn (the same decisions the table's runner makes)."""
    for seed in range(1, 200):
        m = Match("susuru", 3, seed, {})
        mine = False
        revealed = False
        while m.to_move() is not None:
            seat, legal = m.to_move(), m.legal_actions()
            if seat == 0:
                if mine:
                    break
                act = Draw() if Draw() in legal else ToMarket() if ToMarket() in legal else None
                if act is None:
                    break
                m.play(act)
                mine = act == ToMarket()
                continue
            rnd = random.Random(decision_seed(seed, seat, len(m.log)))
            act = legal[0] if len(legal) == 1 else make_bot("susuru", "random").choose(m.observe(seat), legal, rnd)
            events = m.play(act)
            if mine and act == ToMarket() and any(m.rules.reveals(e, 0) and e.get("dst") == "market" for e in events):
                revealed = True
        if mine and revealed:
            return seed
    raise AssertionError("no such seed")


def test_strict_undo_is_refused_after_a_computer_turns_a_deck_card_into_the_market(window, qtbot):
    seed = _seed_where_a_computer_turns_a_card_to_the_market()
    c = start(window, qtbot, level="random", seed=seed)
    c.submit(Draw())
    qtbot.waitUntil(lambda: ToMarket() in c.legal_for_viewer())
    mine = len(c.match.log)
    c.submit(ToMarket())
    wait_for_person(qtbot, window)
    since = [e for evs in c.action_events[mine:] for e in evs]
    shown = [e for e in since if c.match.rules.reveals(e, 0) and e.get("dst") == "market"]
    assert shown, "a computer player's card went face up into the market"
    log = list(c.match.log)
    assert c.undo_point() is None and not window.undo()
    assert c.match.log == log  # nothing taken back
    assert "revealed" in window.statusBar().currentMessage()
    assert c.undo_point(relaxed=True) == mine  # the refusal is the reveal's doing
    window.settings.set(UNDO_POLICY, "relaxed")
    assert window.undo() and len(c.match.log) == mine


def test_a_pipe_in_place_of_the_settings_file_is_set_aside_not_opened(tmp_path):
    path = tmp_path / "settings.ini"
    os.mkfifo(path)
    s = Settings(path)  # returns: Qt itself would block reading a pipe
    assert s.damaged is not None and stat.S_ISFIFO(s.damaged.stat().st_mode)
    s.set(SPEED, 0.5)
    s.sync()
    assert path.is_file() and Settings(path).get(SPEED) == 0.5


def test_the_default_settings_file_is_found_where_qt_keeps_it():
    from PySide6.QtCore import QSettings

    from souptable.ui.base import settings as settings_mod

    expected = QSettings(settings_mod.ORGANIZATION, settings_mod.APPLICATION).fileName()
    assert settings_mod.default_file() == Path(expected)


def test_the_statistics_writer_leaves_no_temporary_file_when_the_rename_fails(tmp_path, monkeypatch):
    from souptable.engine import jsonio
    from souptable.ui.base.storage import Statistics

    sound = {"susuru": {"Aki": {"played": 2, "won": 1, "best": 30, "total": 50}}}
    (tmp_path / "statistics.json").write_text(json.dumps(sound))
    stats = Statistics(tmp_path)
    assert stats.damaged is None

    def refuse(*_a: Any, **_k: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(jsonio.os, "replace", refuse)
    assert not stats.add_game("susuru", ["Aki"], [0], [12.0], [0])
    assert json.loads((tmp_path / "statistics.json").read_text()) == sound
    assert [p.name for p in tmp_path.iterdir()] == ["statistics.json"]
    monkeypatch.undo()
    assert stats.add_game("susuru", ["Aki"], [0], [12.0], [])
    assert Statistics(tmp_path).rows("susuru")[0][:3] == ("Aki", 4, 2)
