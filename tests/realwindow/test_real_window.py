"""The app in a real X11 window (Xvfb), driven by real mouse and key events.

Runs ``drive.py`` under ``xvfb-run`` with Qt's xcb platform: the Salty lesson's first
steps and a short Salty game at the default animation speed, clicks through the X
server with ``xdotool``. Its screenshots are kept in ``ci-artifacts/real-window/`` at
the project root (the CI artefacts; not in git). Skipped, saying why, where Xvfb or
xdotool is missing (``.ci/run`` installs both).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "ci-artifacts" / "real-window"


def test_the_real_window_plays_a_lesson_and_a_game(tmp_path):
    missing = [tool for tool in ("xvfb-run", "xdotool") if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"needs {' and '.join(missing)} (apt-get install xvfb xdotool libxcb-icccm4 libxcb-keysyms1)")
    if ARTIFACTS.exists():
        shutil.rmtree(ARTIFACTS)
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env |= {
        "HOME": str(tmp_path),  # a throwaway profile inside, and nothing of the player's outside
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "QT_QPA_PLATFORM": "xcb",
    }
    cmd = [
        "xvfb-run",
        "-a",
        "-s",
        "-screen 0 1280x800x24",
        sys.executable,
        str(ROOT / "tests" / "realwindow" / "drive.py"),
        str(ARTIFACTS),
    ]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-4000:]
    assert "the table was alive at every decision" in out
    shots = sorted(p.name for p in ARTIFACTS.glob("*.png"))
    for name in ("start-screen.png", "lesson-first-bubble.png", "game-first-decision.png", "game-after-decisions.png"):
        assert name in shots, shots
