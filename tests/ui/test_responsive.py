"""While a hard computer player thinks, the table stays responsive."""

from __future__ import annotations

import time

from PySide6.QtCore import QTimer

from souptable.engine.record import SeatInfo
from souptable.ui.newgame import Setup


def test_event_loop_never_stalls_while_hard_thinks(window, qtbot, settings):
    from souptable.ui.settings import THINK_TIME

    settings.set(THINK_TIME, 1.0)
    seats = [SeatInfo("Hard", "bot", "hard"), SeatInfo("P", "human", None), SeatInfo("N", "bot", "normal")]
    gaps: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    window.start(Setup("susuru", 3, seats, {}, 21))
    c = window.controller
    qtbot.waitUntil(lambda: c.thinking_seat == 0, timeout=5000)
    last[0] = time.perf_counter()
    timer.start()
    qtbot.waitUntil(lambda: len(c.match.log) >= 1, timeout=15000)
    timer.stop()
    assert gaps, "the timer never ticked"
    assert max(gaps) < 0.1, f"the event loop stalled for {max(gaps) * 1000:.0f} ms"


def test_leaving_a_table_while_hard_thinks_is_immediate(window, qtbot, settings):
    from souptable.ui.settings import THINK_TIME

    settings.set(THINK_TIME, 5.0)
    seats = [SeatInfo("Hard", "bot", "hard"), SeatInfo("P", "human", None), SeatInfo("N", "bot", "normal")]
    window.start(Setup("susuru", 3, seats, {}, 21))
    c = window.controller
    qtbot.waitUntil(lambda: c.thinking_seat == 0, timeout=5000)
    t0 = time.perf_counter()
    window.start(Setup("susuru", 3, seats, {}, 22))
    assert time.perf_counter() - t0 < 0.5
    t0 = time.perf_counter()
    window.close()
    assert time.perf_counter() - t0 < 1.5
