"""Measure the app's cold start and its memory (offscreen).

    python tests/perf/ui_perf.py [--runs 5] [--games 20]

Cold start: from launching a new Python process to the main window being shown
(imports, QApplication, translations, window, first paint), side by side with a
bare PySide6 window started the same way in the same run (runs alternate), so the
ratio holds on a busy machine. Both start with compiled bytecode, as an installed app
does (a cache folder of this run's own, filled by one untimed start of each first,
even where PYTHONDONTWRITEBYTECODE is set). Memory: resident set size of the app process during
4-player games between computer players in the real window classes, and after 1, 2,
10 and 20 games in a row in one window (an evening must not grow it). Numbers for
docs/performance.md, not assertions.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD_START = r"""
import os, sys, time
t0 = float(sys.argv[1])
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from souptable.ui.app.run import create_app
from souptable.ui.shell.mainwindow import MainWindow
from souptable.ui.base.settings import Settings
import argparse
ctx = create_app(argparse.Namespace(lang="en", pseudo=False), Settings(sys.argv[2] + "/s.ini"))
w = MainWindow(ctx.settings, ctx.languages, data_folder=sys.argv[2])
w.show()
ctx.app.processEvents()
print(time.time() - t0)
"""

CHILD_BARE = r"""
import os, sys, time
t0 = float(sys.argv[1])
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow()
w.resize(1280, 800)
w.show()
app.processEvents()
print(time.time() - t0)
"""

CHILD_GAMES = r"""
import gc, os, sys
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QObject
from souptable.ui.app.run import create_app
from souptable.ui.shell.mainwindow import MainWindow
from souptable.ui.base.settings import Settings, SPEED
from souptable.ui.play.setup import Setup
from souptable.engine.record import SeatInfo
import argparse
s = Settings(sys.argv[1] + "/s.ini"); s.set(SPEED, 0.0)
ctx = create_app(argparse.Namespace(lang="en", pseudo=False), s)
w = MainWindow(ctx.settings, ctx.languages, data_folder=sys.argv[1]); w.pause_on_summaries = False
w.resize(1280, 800); w.show()
def rss():
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        ctx.app.processEvents()
        gc.collect()
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
games = int(sys.argv[2])
for i in range(1, games + 1):
    w.start(Setup("salty", 3, [SeatInfo(f"C{k}", "bot", "normal") for k in range(3)], {}, i))
    timer = QElapsedTimer(); timer.start()
    while not w.controller.match.is_over() and timer.elapsed() < 120000:
        ctx.app.processEvents()
    if i in (1, 2, 10, 20) or i == games:
        print(i, f"{rss():.1f}", len(w.findChildren(QObject)), flush=True)
"""

CHILD_MEMORY = r"""
import os, sys, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QElapsedTimer
from souptable.ui.app.run import create_app
from souptable.ui.shell.mainwindow import MainWindow
from souptable.ui.base.settings import Settings, SPEED
from souptable.ui.play.setup import Setup
from souptable.engine.record import SeatInfo
import argparse
s = Settings(sys.argv[1] + "/s.ini"); s.set(SPEED, 0.0)
ctx = create_app(argparse.Namespace(lang="ja", pseudo=False), s)
w = MainWindow(ctx.settings, ctx.languages, data_folder=sys.argv[1]); w.pause_on_summaries = False
w.resize(1920, 1080); w.show()
peak = 0
def rss():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
for game in ("susuru", "salty", "suppenkasper", "soupmeng"):
    n = 4
    w.start(Setup(game, n, [SeatInfo("P1", "bot", "normal")] + [SeatInfo(f"C{i}", "bot", "normal") for i in range(1, n)], {}, 3))
    timer = QElapsedTimer(); timer.start()
    while not w.controller.match.is_over() and timer.elapsed() < 60000:
        ctx.app.processEvents()
        peak = max(peak, rss())
    peak = max(peak, rss())
print(peak)
"""


CHILD_STALL = r"""
import os, sys, time, threading, random
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QTimer, QElapsedTimer
from PySide6.QtWidgets import QApplication
from souptable.ai import make_bot
from souptable.engine import Match
from souptable.ui.play.botrunner import BotRunner
app = QApplication([])
m = Match("susuru", 4, 5)
while len(m.legal_actions()) < 3:
    m.play(m.legal_actions()[0])
obs, legal = m.observe(m.to_move()), m.legal_actions()

def measure(start):
    gaps, last = [], [time.perf_counter()]
    def tick():
        now = time.perf_counter(); gaps.append(now - last[0]); last[0] = now
    t = QTimer(); t.setInterval(10); t.timeout.connect(tick)
    done = start()
    t.start(); timer = QElapsedTimer(); timer.start()
    while not done() and timer.elapsed() < 5000:
        app.processEvents()
    t.stop()
    return max(gaps) * 1000

def in_thread():
    box = []
    th = threading.Thread(target=lambda: box.append(make_bot("susuru", "hard", 1.0).choose(obs, legal, random.Random(1))))
    th.start()
    return lambda: bool(box)

runner = BotRunner()
def in_process():
    box = []
    runner.decided.connect(lambda *a: box.append(a))
    runner.request("susuru", "hard", 1.0, obs, legal, 1)
    return lambda: bool(box)

in_process()  # warm the worker up once
time.sleep(1.5); app.processEvents()
print(f"{measure(in_thread):.0f} {measure(in_process):.0f}")
runner.shutdown()
"""


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--games", type=int, default=20)
    args = ap.parse_args()
    pyc = tempfile.TemporaryDirectory(prefix="souptable-pyc-")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT / "desktop"), "PYTHONPYCACHEPREFIX": pyc.name}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    times: dict[str, list[float]] = {"app": [], "bare": []}
    for run in range(args.runs + 1):  # run 0 fills the bytecode cache and is not counted
        for kind, child in (("bare", CHILD_BARE), ("app", CHILD_START)):
            with tempfile.TemporaryDirectory() as tmp:
                out = subprocess.run(
                    [sys.executable, "-c", child, str(time.time()), tmp], capture_output=True, text=True, env=env, check=True
                )
                if run:
                    times[kind].append(float(out.stdout.strip().splitlines()[-1]))
    app, bare = statistics.median(times["app"]), statistics.median(times["bare"])
    print(
        f"cold start to shown main window: median {app:.2f} s (max {max(times['app']):.2f} s); "
        f"bare PySide6 window {bare:.2f} s; ratio {app / bare:.2f} over {args.runs} runs each"
    )
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run(
            [sys.executable, "-c", CHILD_GAMES, tmp, str(args.games)], capture_output=True, text=True, env=env, check=True
        )
    after = {k: (mb, objects) for k, mb, objects in (line.split() for line in out.stdout.strip().splitlines())}
    print(
        "RSS after games in one window (Salty, 3 computers): "
        + ", ".join(f"{k}: {mb} MB ({objects} objects under the window)" for k, (mb, objects) in after.items())
    )
    with tempfile.TemporaryDirectory() as tmp:
        mem = subprocess.run([sys.executable, "-c", CHILD_MEMORY, tmp], capture_output=True, text=True, env=env, check=True)
    out = subprocess.run([sys.executable, "-c", CHILD_STALL], capture_output=True, text=True, env=env, check=True)
    thread_ms, process_ms = out.stdout.split()[-2:]
    print(f"longest event-loop stall while hard thinks 1 s: in a thread {thread_ms} ms, in the worker process {process_ms} ms")
    print(f"peak RSS over 4-player games of all four games (1920x1080, Japanese): {float(mem.stdout.split()[-1]):.0f} MB")
    pyc.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
