"""``souptable`` (the app) under bad arguments, as a separate process: exit 2 and one line
on stderr before any work (no window, no file written), never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT / "desktop") + os.pathsep + os.environ.get("PYTHONPATH", "")}


def app(*args: str) -> subprocess.CompletedProcess[str]:
    # QT_QPA_PLATFORM is set so that a run that wrongly went on would not need a display
    env = {**ENV, "QT_QPA_PLATFORM": "offscreen"}
    cmd = [sys.executable, "-m", "souptable.ui.app.main", *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120, env=env)


def refused(done: subprocess.CompletedProcess[str], *words: str) -> None:
    assert done.returncode == 2, (done.returncode, done.stdout, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("souptable: error:"), done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""
    for w in words:
        assert w in lines[0], lines[0]


def test_screenshots_into_a_folder_that_cannot_be_made_is_refused():
    refused(app("--screenshots", "/proc/nope"), "/proc/nope", "cannot write")


def test_screenshots_into_an_existing_file_is_refused_and_the_file_kept(tmp_path):
    f = tmp_path / "notes.txt"
    f.write_text("mine")
    refused(app("--screenshots", str(f)), "not a folder")
    assert f.read_text() == "mine"


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write into a read-only folder")
def test_screenshots_into_a_read_only_folder_is_refused(tmp_path):
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o500)
    try:
        refused(app("--screenshots", str(ro)), "cannot write")
    finally:
        ro.chmod(0o700)


def test_screenshots_of_an_unknown_game_is_refused_with_the_games_and_writes_nothing(tmp_path):
    out = tmp_path / "shots"
    refused(app("--screenshots", str(out), "--game", "nosuch"), "nosuch", "susuru", "salty")
    assert not out.exists()
    refused(app("--game", "susuru"), "--screenshots")


def test_a_newline_in_the_folder_name_is_escaped(tmp_path):
    f = tmp_path / "two\nlines"
    f.write_text("a file, not a folder")
    refused(app("--screenshots", str(f)), "two\\nlines")
