"""Kill the app at random moments, many times: the autosave always loads and
the next start resumes where the last one stopped (losing at most the action
being written)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from souptable.engine.record import load, verify

CHILD = Path(__file__).with_name("autosave_child.py")


def test_killed_at_random_moments_resumes_each_time(tmp_path):
    rnd = random.Random(7)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    expected_resume = 0  # actions in the autosave left by the previous kill (0: none)
    resumes = 0
    for _round in range(8):
        proc = subprocess.Popen(
            [sys.executable, str(CHILD), str(tmp_path)],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=env,
        )
        try:
            line = proc.stdout.readline()
            assert line.startswith("started"), line
            started = int(line.split()[1])
            # it picks up exactly where the autosave left off (or starts afresh)
            assert started == expected_resume
            resumes += started > 0
            time.sleep(rnd.uniform(0.2, 1.2))
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait(10)
        path = tmp_path / "autosave.json"
        expected_resume = 0
        if path.exists():
            match = verify(load(path))  # never a damaged file
            if not match.is_over():
                expected_resume = len(match.log)
        # at most the write cut short by this kill is left over (cleaned at the next start)
        assert len(list(tmp_path.glob("autosave.json.*.tmp"))) <= 1
    assert resumes >= 3
