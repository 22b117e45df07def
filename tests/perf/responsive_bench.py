"""Measure how responsive the table stays while the hard player thinks (offscreen).

    python tests/perf/responsive_bench.py [--runs 3] [--think-time 1.0]

Per run: the longest gap between two ticks of a 10 ms timer while the hard player (in its
worker process) thinks one decision, and how long leaving that table (a new game) and
closing the window take while it thinks. Numbers for docs/performance.md, not assertions:
the test suite checks the behaviour (tests/ui/test_responsive.py) and never a duration.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "desktop"))


def one_run(think: float, folder: str) -> tuple[float, float, float]:
    from PySide6.QtCore import QCoreApplication, QTimer

    from souptable.engine.record import SeatInfo
    from souptable.ui.base.languages import Languages
    from souptable.ui.base.settings import SPEED, THINK_TIME, Settings
    from souptable.ui.play.setup import Setup
    from souptable.ui.shell.mainwindow import MainWindow

    settings = Settings(Path(folder) / "s.ini")
    settings.set(SPEED, 0.0)
    settings.set(THINK_TIME, think)
    langs = Languages()
    langs.install("en")
    w = MainWindow(settings, langs, data_folder=folder)
    w.pause_on_summaries = False
    w.ask_before_leaving = False
    w.show()
    seats = [SeatInfo("Hard", "bot", "hard"), SeatInfo("P", "human", None), SeatInfo("N", "bot", "normal")]

    def wait(cond: object, limit: float = 120.0) -> None:
        end = time.monotonic() + limit
        while not cond() and time.monotonic() < end:  # type: ignore[operator]
            QCoreApplication.processEvents()
            time.sleep(0.002)

    w.start(Setup("susuru", 3, seats, {}, 21))
    c = w.controller
    wait(lambda: c.thinking_seat == 0)
    gaps: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    wait(lambda: bool(c.match.log))
    timer.stop()
    w.start(Setup("susuru", 3, seats, {}, 22))
    c2 = w.controller
    wait(lambda: c2.thinking_seat == 0)
    t0 = time.perf_counter()
    w.start(Setup("susuru", 3, seats, {}, 23))
    leave = time.perf_counter() - t0
    c3 = w.controller
    wait(lambda: c3.thinking_seat == 0)
    t0 = time.perf_counter()
    w.close()
    close = time.perf_counter() - t0
    return max(gaps) if gaps else float("nan"), leave, close


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--think-time", type=float, default=1.0)
    args = ap.parse_args()
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])
    rows = []
    for _ in range(args.runs):
        with tempfile.TemporaryDirectory() as folder:
            rows.append(one_run(args.think_time, folder))
    for name, i in (("longest event-loop gap while hard thinks", 0), ("leaving the table", 1), ("closing the window", 2)):
        values = [r[i] * 1000 for r in rows]
        print(f"{name}: median {statistics.median(values):.0f} ms, max {max(values):.0f} ms over {len(values)} runs")
    print(f"load average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
