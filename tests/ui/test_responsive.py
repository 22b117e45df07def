"""While a hard computer player thinks, the table stays responsive: the search runs in
another process, the event loop keeps turning meanwhile, and leaving the table stops the
search instead of waiting for it.

Behaviour only, no clock: how long the gaps and the leaving take is measured by
``tests/perf/responsive_bench.py`` (numbers in docs/performance.md).
"""

from __future__ import annotations

import os

from PySide6.QtCore import QTimer

from souptable.engine.record import SeatInfo
from souptable.ui.play.setup import Setup

SEATS = [SeatInfo("Hard", "bot", "hard"), SeatInfo("P", "human", None), SeatInfo("N", "bot", "normal")]


def test_the_event_loop_turns_while_hard_thinks_in_another_process(window, qtbot, settings):
    from souptable.ui.base.settings import THINK_TIME

    # a long budget, so a slow machine still has the search running while we watch; the
    # test ends as soon as it has seen the loop turn, not when the search ends
    settings.set(THINK_TIME, 20.0)
    window.start(Setup("susuru", 3, SEATS, {}, 21))
    c = window.controller
    qtbot.waitUntil(lambda: c.thinking_seat == 0, timeout=30_000)
    worker = c.runner._proc
    assert worker is not None and worker.is_alive() and worker.pid != os.getpid()
    ticks_while_thinking = [0]

    def tick() -> None:
        if c.thinking_seat == 0 and not c.match.log:
            ticks_while_thinking[0] += 1

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    # a search on the UI thread would hold the loop: no tick before the decision
    qtbot.waitUntil(lambda: ticks_while_thinking[0] >= 5 or bool(c.match.log), timeout=60_000)
    timer.stop()
    assert ticks_while_thinking[0] >= 5, "the event loop did not turn while the hard player thought"
    assert not c.match.log, "the search ended before the loop had turned five times"


def test_leaving_a_table_while_hard_thinks_stops_the_search(window, qtbot, settings, monkeypatch):
    from souptable.ui.base.settings import THINK_TIME

    settings.set(THINK_TIME, 20.0)
    window.start(Setup("susuru", 3, SEATS, {}, 21))
    old = window.controller
    qtbot.waitUntil(lambda: old.thinking_seat == 0, timeout=30_000)
    runner = window.runner
    worker = runner._proc
    assert worker is not None and worker.is_alive() and runner.busy
    stopped: list[bool] = []  # was a search running when the runner was told to stop?
    cancel = runner.cancel

    def spy() -> None:
        stopped.append(runner.busy)
        cancel()

    monkeypatch.setattr(runner, "cancel", spy)
    window.start(Setup("susuru", 3, SEATS, {}, 22))  # returns without the 20 s decision
    assert window.controller is not old and not old.match.log
    assert stopped and stopped[0], "leaving did not stop the running search"
    new = window.controller
    qtbot.waitUntil(lambda: new.thinking_seat == 0, timeout=30_000)
    assert runner._proc is worker and worker.is_alive()  # the same worker took the new search
    window.close()
    # closing ends the worker (told to quit, then killed), whatever it was doing
    assert not worker.is_alive() and runner._proc is None
    assert not new.match.log
