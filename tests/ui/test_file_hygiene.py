"""What a kill leaves behind is cleaned up, and the app's own copies are owner-only.

``kill -9`` during a save leaves ``<name>.<hex>.tmp`` next to the file; one sweep at
start (the data folder: autosave, statistics, the hosted-table file, kept games,
reviews) and before Save or Open (the player's folder: saved games and their
reviews) removes them, and nothing else. A killed ``--self-test`` leaves its
throwaway profile: the next one removes it. The autosave and kept games hold the
seed (every hidden card): readable by their owner only.
"""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from souptable.engine import Match
from souptable.engine.record import Record, SeatInfo

ROOT = Path(__file__).resolve().parents[2]


def record() -> Record:
    match = Match("salty", 3, 4)
    match.play(match.legal_actions()[0])
    return Record.of(match, [SeatInfo(f"P{i}", "human" if i == 0 else "bot", None if i == 0 else "easy") for i in range(3)])


def killed_while_saving(path: Path) -> Path:
    """Save a record to ``path`` in another process and kill it (SIGKILL) after the
    temporary file is written, before the rename: what a kill mid-save leaves."""
    code = textwrap.dedent(
        f"""
        import os, sys, time
        from souptable.engine import Match, jsonio
        from souptable.engine.record import Record, SeatInfo, save
        def stall(src, dst):
            print("written", flush=True)
            time.sleep(600)
        jsonio.os.replace = stall
        save({str(path)!r}, Record.of(Match("salty", 3, 4), [SeatInfo("P0"), SeatInfo("P1"), SeatInfo("P2")]))
        """
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT / "desktop"))
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "written"
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(60)
    (left,) = [p for p in path.parent.iterdir() if p.name.startswith(path.name + ".") and p.name.endswith(".tmp")]
    return left


def test_the_start_up_sweep_removes_what_a_kill_left_in_the_data_folder(tmp_path):
    from souptable.ui.base.storage import Autosave

    left = [
        killed_while_saving(tmp_path / "autosave.json"),
        killed_while_saving(tmp_path / "hosted-table.json"),
        killed_while_saving(tmp_path / "kept" / "20261201-120000-salty.souptable"),
        killed_while_saving(tmp_path / "reviews" / "abc.review.json"),
    ]
    (tmp_path / "statistics.json.0123abcd.tmp").write_text("{")
    others = [tmp_path / "notes.tmp", tmp_path / "kept" / "x.souptable.nothex!.tmp", tmp_path / "statistics.json"]
    for p in others:
        p.write_text("{}")
    Autosave(tmp_path)
    for p in [*left, tmp_path / "statistics.json.0123abcd.tmp"]:
        assert not p.exists(), p
    for p in others:
        assert p.exists(), p  # not written by the app's writer: left alone


def test_save_and_open_sweep_the_players_folder(window, qtbot, monkeypatch, tmp_path):
    from souptable.ui.base.settings import LAST_FOLDER

    folder = tmp_path / "games"
    folder.mkdir()
    window.settings.set(LAST_FOLDER, str(folder))
    game = killed_while_saving(folder / "Salty 2026-12-01.souptable")
    review = killed_while_saving(folder / "Salty 2026-12-01.souptable.review.json")
    theirs = folder / "report.odt.1234abcd.tmp"  # another program's, in the player's folder
    theirs.write_text("x")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    window.open_dialog()
    assert not game.exists() and not review.exists() and theirs.exists()
    again = killed_while_saving(folder / "Salty again.souptable")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    from souptable.ui.play.setup import Setup

    from .conftest import seats

    window.start(Setup("salty", 3, seats(3), {}, 4))
    window.save_dialog()
    assert not again.exists() and theirs.exists()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_the_autosave_and_kept_games_are_owner_only(tmp_path):
    from souptable.ui.base.storage import Autosave, Shelf

    old = os.umask(0o022)
    try:
        a = Autosave(tmp_path)
        a.write(record())
        kept = Shelf(tmp_path).put(record())
    finally:
        os.umask(old)
    assert stat.S_IMODE(a.path.stat().st_mode) == 0o600
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    a.path.chmod(0o644)  # (made by an older version): the next write makes it owner-only
    a.write(record())
    assert stat.S_IMODE(a.path.stat().st_mode) == 0o600


def test_a_killed_self_tests_profile_is_removed_by_the_next_one(tmp_path):
    from souptable.ui.base.settings import use_profile
    from souptable.ui.base.storage import PROFILE_OWNER

    def profile(name: str, owner: int | None, age_s: float = 0.0) -> Path:
        folder = tmp_path / f"souptable-profile-{name}"
        (folder / "data").mkdir(parents=True)
        (folder / "settings.ini").write_text("[ui]\n")
        if owner is not None:
            (folder / PROFILE_OWNER).write_text(str(owner))
        if age_s:
            then = time.time() - age_s
            os.utime(folder, (then, then))
        return folder

    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait(60)
    killed = profile("killed", ended.pid)  # its process is gone
    crashed_long_ago = profile("old", None, age_s=2 * 3600)  # no owner written, hours old
    running = profile("running", os.getpid())  # another run in progress
    just_made = profile("new", None)  # a run of an older version, just started
    unrelated = tmp_path / "souptable-settings-x"
    unrelated.mkdir()
    mine = tmp_path / "souptable-profile-mine"
    mine.mkdir()
    use_profile(mine)
    try:
        assert (mine / PROFILE_OWNER).read_text() == str(os.getpid())
    finally:
        use_profile(None)
    assert not killed.exists() and not crashed_long_ago.exists()
    assert running.exists() and just_made.exists() and unrelated.exists() and mine.exists()


def test_a_killed_self_tests_profile_is_removed_at_the_next_start_of_the_app(qtbot, tmp_path, monkeypatch, settings):
    import tempfile

    from souptable.ui.base.languages import Languages
    from souptable.ui.base.storage import PROFILE_OWNER
    from souptable.ui.shell.mainwindow import MainWindow

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # where profiles are made: this test's own
    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait(60)
    killed = tmp_path / "souptable-profile-killed"
    (killed / "data").mkdir(parents=True)
    (killed / PROFILE_OWNER).write_text(str(ended.pid))
    w = MainWindow(settings, Languages(), data_folder=tmp_path / "data")
    qtbot.addWidget(w)
    assert not killed.exists()
