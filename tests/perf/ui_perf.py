"""Measure the app's cold start and its memory (offscreen).

    python tests/perf/ui_perf.py [--runs 5] [--games 20] [--start-only]

Cold start: from launching a new Python process to the main window's first frame (its
paint done, children included), side by side with a bare PySide6 window started the same
way in the same run (runs alternate), so the ratio holds on a busy machine. The app starts
as ``souptable`` does (``ui.app.main.main``: arguments, logging, the application, the
window), in a new profile (a temporary HOME), its modules imported in its own order: the
main window's class is watched for as its module loads, not imported first. The offscreen
screen is a desktop's 1920×1080 (a configuration file of this run's own; the plugin's own
800×800 would start every window maximised). Both start with compiled bytecode, as an
installed app does (a cache folder of this run's own, filled by one untimed start of each
first, even where PYTHONDONTWRITEBYTECODE is set), and share one fontconfig cache. What the
app does once the first frame is shown (the side panels, the log file, the start-up notices)
is not counted: the person already sees the start screen. Memory: resident set size of the
app process during 4-player games between computer players in the real window classes, and
after 1, 2, 10 and 20 games in a row in one window (an evening must not grow it). Numbers
for docs/performance.md, not assertions.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# the first frame: a zero timer started as the window's first paint begins fires once that
# paint (children included) is done, before any timer the paint itself starts
FIRST_FRAME = r"""
import os, sys, time
t0 = float(sys.argv[1])


def on_first_paint(cls):
    from PySide6.QtCore import QTimer

    def report():
        print(time.time() - t0, flush=True)
        os._exit(0)

    own, done = cls.paintEvent, []

    def paintEvent(self, ev):
        if not done:
            done.append(True)
            QTimer.singleShot(0, report)
        own(self, ev)

    cls.paintEvent = paintEvent
"""

# the app's own order of imports: ``on_main_window(module)`` (defined by the code before this)
# is called once the main window's module has run, instead of that module being imported first
WATCH = r"""
import importlib.abc, importlib.machinery


class Watch(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name != "souptable.ui.shell.mainwindow":
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        run = spec.loader.exec_module

        def exec_module(module):
            run(module)
            on_main_window(module)

        spec.loader.exec_module = exec_module
        return spec


sys.meta_path.insert(0, Watch())
"""

CHILD_START = (
    FIRST_FRAME
    + r"""
def on_main_window(module):
    on_first_paint(module.MainWindow)
"""
    + WATCH
    + r"""
from souptable.ui.app.main import main

main([])
"""
)

CHILD_BARE = (
    FIRST_FRAME
    + r"""
from PySide6.QtWidgets import QApplication, QMainWindow


class Window(QMainWindow):
    pass


on_first_paint(Window)
app = QApplication(sys.argv[:1])
w = Window()
w.resize(1280, 800)
w.show()
app.exec()
"""
)

# a desktop's screen for the offscreen platform (QT_QPA_PLATFORM=offscreen:configfile=...)
SCREEN = {"screens": [{"name": "desktop", "x": 0, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "dpr": 1}]}

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
    ap.add_argument("--start-only", action="store_true", help="only the cold start, not the memory")
    args = ap.parse_args()
    pyc = tempfile.TemporaryDirectory(prefix="souptable-pyc-")
    shared = tempfile.TemporaryDirectory(prefix="souptable-perf-")  # the screen's file, fontconfig's cache
    screen = Path(shared.name) / "screen.json"
    screen.write_text(json.dumps(SCREEN), encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT / "desktop"), "PYTHONPYCACHEPREFIX": pyc.name}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start_env = {**env, "QT_QPA_PLATFORM": f"offscreen:configfile={screen}", "XDG_CACHE_HOME": shared.name}
    times: dict[str, list[float]] = {"app": [], "bare": []}
    for run in range(args.runs + 1):  # run 0 fills the bytecode cache and is not counted
        for kind, child in (("bare", CHILD_BARE), ("app", CHILD_START)):
            with tempfile.TemporaryDirectory() as home:  # a new profile: nothing of the person's is read
                out = subprocess.run(
                    [sys.executable, "-c", child, str(time.time())],
                    capture_output=True,
                    text=True,
                    env={**start_env, "HOME": home, "XDG_CONFIG_HOME": f"{home}/config", "XDG_DATA_HOME": f"{home}/data"},
                    cwd=home,
                    check=True,
                )
                if run:
                    times[kind].append(float(out.stdout.strip().splitlines()[-1]))
    app, bare = statistics.median(times["app"]), statistics.median(times["bare"])
    print(
        f"cold start to the main window's first frame: median {app:.3f} s (max {max(times['app']):.3f} s); "
        f"bare PySide6 window {bare:.3f} s; ratio {app / bare:.2f} over {args.runs} runs each"
    )
    if args.start_only:
        pyc.cleanup()
        shared.cleanup()
        return 0
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
    shared.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
