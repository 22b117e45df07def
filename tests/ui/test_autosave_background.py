"""The autosave writes on its own thread (ui/base/storage.py, ``Autosave.write_soon``).

- A slow disk does not hold up the table: while the write of a person's move is
  under way the event loop goes on (a timer keeps ticking), and the write is
  still under way after the move has been shown.
- The file is never more than one action behind: a record handed over while the
  previous one is being written waits for that write; a process killed right
  after an action has at least every action before it on disk, in a sound file.
- Everything else the file is used for (reading it, who owns it, quitting) waits
  for the write under way, and a failed background write is said as before.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from souptable.engine import Match, jsonio
from souptable.engine.record import Record, load, verify
from souptable.ui.base.storage import Autosave
from souptable.ui.play.setup import Setup

from .conftest import seats
from .helpers import first_person_sits_down

CHILD = Path(__file__).with_name("autosave_child.py")
LONG = 60.0  # s: only ever reached when something is broken (the test then fails, never hangs)


class SlowDisk:
    """``jsonio.write_atomic`` that waits, under way, until the test lets it finish."""

    def __init__(self, monkeypatch: Any) -> None:
        self.real = jsonio.write_atomic
        self.started = threading.Event()
        self.go = threading.Event()
        self.done: list[str] = []  # the files written, in order
        self.threads: list[str] = []
        monkeypatch.setattr(jsonio, "write_atomic", self.write)

    def write(self, path: Any, data: Any, **kw: Any) -> Any:
        self.threads.append(threading.current_thread().name)
        self.started.set()
        assert self.go.wait(LONG), "the test never let the write finish"
        out = self.real(path, data, **kw)
        self.done.append(data)
        return out


def record(moves: int) -> Record:
    m = Match("salty", 3, 4)
    for _ in range(moves):
        m.play(m.legal_actions()[0])
    return Record.of(m, seats(3, humans=0))


def test_a_slow_write_does_not_hold_up_the_table(window, qtbot, monkeypatch):
    # three people at one screen: after the move the cover goes up and nothing else is written
    window.start(Setup("salty", 3, seats(3, humans=3), {}, 4))
    first_person_sits_down(qtbot, window)
    c = window.controller
    disk = SlowDisk(monkeypatch)
    ticks = []
    timer = QTimer(window)
    timer.setInterval(0)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    assert c.submit(c.legal_for_viewer()[0])  # the move, its picture, its autosave handed over
    assert disk.started.wait(LONG)
    qtbot.waitUntil(lambda: window.play.cover.isVisible() and len(ticks) >= 20, timeout=int(LONG * 1000))
    assert not disk.done  # the table went on while its write was still under way
    assert disk.threads == ["souptable-autosave"]
    disk.go.set()
    rec = window.autosave.read()  # (waits for the write under way)
    assert rec is not None and len(rec.actions) == len(c.match.log) == 1
    assert window.autosave.belongs_to(c)
    timer.stop()


def test_a_record_handed_over_during_a_write_waits_for_it(tmp_path, monkeypatch):
    auto = Autosave(tmp_path)
    disk = SlowDisk(monkeypatch)
    first, second = record(1), record(2)
    auto.write_soon(first)  # returns at once: written on the writer's thread
    assert disk.started.wait(LONG) and not disk.done
    seen_on_disk: list[int] = []

    def next_move() -> None:
        auto.write_soon(second)
        seen_on_disk.append(len(disk.done))  # what was on disk when it returned

    mover = threading.Thread(target=next_move)
    mover.start()
    disk.go.set()
    mover.join(LONG)
    assert seen_on_disk == [1]  # the first record was written before the second was taken
    auto.flush()
    assert len(disk.done) == 2 and load(auto.path).actions == second.actions
    assert not list(tmp_path.glob("*.tmp"))


def test_a_failed_background_write_is_told_and_the_next_one_tries_again(tmp_path, monkeypatch):
    auto = Autosave(tmp_path)
    told: list[OSError] = []
    auto.on_failure = told.append

    def full(*_a: Any, **_k: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(jsonio, "write_atomic", full)
    auto.write_soon(record(1), "table")
    auto.flush()
    assert [e.errno for e in told] == [28] and auto.read() is None
    monkeypatch.undo()
    auto.write_soon(record(2))
    auto.flush()
    assert len(load(auto.path).actions) == 2


def test_quitting_waits_for_the_last_write(window, qtbot, monkeypatch):
    window.start(Setup("salty", 3, seats(3, humans=3), {}, 4))
    first_person_sits_down(qtbot, window)
    c = window.controller
    disk = SlowDisk(monkeypatch)
    assert c.submit(c.legal_for_viewer()[0])
    assert disk.started.wait(LONG) and not disk.done
    monkeypatch.setattr(QMessageBox, "exec", lambda *_a: pytest.fail("nothing to ask: the autosave keeps the game"))
    flush, waited = window.autosave.flush, []

    def flush_while_the_disk_finishes() -> None:
        waited.append(len(disk.done))
        disk.go.set()
        flush()

    monkeypatch.setattr(window.autosave, "flush", flush_while_the_disk_finishes)
    window.close()
    assert waited and waited[0] == 0  # the window waited for a write still under way
    assert len(disk.done) == 1 and len(load(window.autosave.path).actions) == 1


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@pytest.mark.parametrize("after", [2, 7, 30])
def test_a_kill_right_after_an_action_loses_at_most_that_action(tmp_path, after):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, str(CHILD), str(tmp_path), str(after)],
        capture_output=True,
        text=True,
        env=env,
        timeout=LONG * 2,
    )
    assert out.returncode == -9 and f"acted {after}" in out.stdout, out.stderr[-2000:]
    match = verify(load(tmp_path / "autosave.json"))  # never a damaged file
    assert after - 1 <= len(match.log) <= after
    assert len(list(tmp_path.glob("autosave.json.*.tmp"))) <= 1
