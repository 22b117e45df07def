"""The app never touches a player's data by accident.

``--self-test`` and ``--screenshots`` run in a throwaway profile: a profile with a
known autosave, statistics and settings is byte for byte the same afterwards, and
the self-test passes whatever the system locale and the saved language. Damaged
files are set aside with a date, kept as they were, and the player is told once.

The commands run as subprocesses with HOME and XDG_* pointing into a temp folder
(never the real user's); the XDG cache (compiled catalogs) is the test session's.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QMessageBox

from souptable.engine import Match
from souptable.engine.record import Record, SeatInfo, load, save

ROOT = Path(__file__).resolve().parents[2]
DAMAGED_NAME = re.compile(r"^(autosave|statistics)\.json\.damaged-\d{8}-\d{6}(-\d+)?$")


# -- a player's profile ------------------------------------------------------------------------------


def unfinished_record() -> Record:
    match = Match("susuru", 3, 7, {})
    for _ in range(6):
        match.play(match.legal_actions()[0])
    assert not match.is_over()
    return Record.of(match, [SeatInfo("Aki", "human", None), SeatInfo("Bo", "bot", "easy"), SeatInfo("Cy", "bot", "hard")])


def make_profile(home: Path, language: str) -> dict[str, Path]:
    """A player's files where the app looks for them on Linux (XDG folders under ``home``)."""
    data = home / "data" / "SoupTable" / "souptable"
    config = home / "config" / "SoupTable"
    data.mkdir(parents=True)
    config.mkdir(parents=True)
    save(data / "autosave.json", unfinished_record())
    stats = {"salty": {"Aki": {"played": 4, "won": 2, "best": 31, "total": 97.5}}}
    (data / "statistics.json").write_text(json.dumps(stats, indent=1), encoding="utf-8")
    (config / "souptable.conf").write_text(
        f"[ai]\nthink_time=2.5\n\n[ui]\nanimation_speed=2\nlanguage={language}\n", encoding="utf-8"
    )
    return {"data": data, "config": config}


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def app_env(home: Path, lang: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG")}
    (home / "tmp").mkdir(exist_ok=True)
    env.update(
        HOME=str(home),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        TMPDIR=str(home / "tmp"),
        LANG=lang,
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT / "desktop") + os.pathsep + env.get("PYTHONPATH", ""),
    )
    return env


def run_app(home: Path, lang: str, *args: str, timeout: int = 180) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "souptable.ui.app.main", *args],
        env=app_env(home, lang),
        cwd=home,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


# one run per system locale, each with a different saved language (a self-test takes seconds)
@pytest.mark.parametrize(
    ("lang", "saved"),
    [("ja_JP.UTF-8", "de"), ("de_DE.UTF-8", "ja"), ("C", "en")],
    ids=["LANG=ja,saved=de", "LANG=de,saved=ja", "LANG=C,saved=en"],
)
def test_self_test_passes_in_any_locale_and_leaves_the_profile_alone(tmp_path, lang, saved):
    make_profile(tmp_path, saved)
    before = snapshot(tmp_path / "data"), snapshot(tmp_path / "config")
    done = run_app(tmp_path, lang, "--self-test")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "self-test: ok" in done.stdout
    assert "self-test: language ja:" in done.stdout and "FAILED" not in done.stdout
    # byte for byte: no autosave of the self-test's games, no animation_speed=0, no log file
    assert (snapshot(tmp_path / "data"), snapshot(tmp_path / "config")) == before
    assert list((tmp_path / "tmp").iterdir()) == []  # the throwaway profile is gone too


def test_screenshots_leave_the_profile_alone(tmp_path):
    make_profile(tmp_path, "ja")
    before = snapshot(tmp_path / "data"), snapshot(tmp_path / "config")
    out = tmp_path / "shots"
    done = run_app(tmp_path, "de_DE.UTF-8", "--screenshots", str(out), "--game", "susuru", "--lang", "en", "--size", "640x480")
    assert done.returncode == 0, done.stdout + done.stderr
    assert (out / "susuru-en.png").stat().st_size > 1000
    assert done.stdout.strip().endswith("susuru-en.png")  # the command's output: the files written
    assert (snapshot(tmp_path / "data"), snapshot(tmp_path / "config")) == before
    assert list((tmp_path / "tmp").iterdir()) == []


def test_only_the_settings_module_finds_the_players_files():
    """A throwaway profile redirects every file through souptable.ui.base.settings: nobody else may look elsewhere."""
    offenders = []
    # --install-desktop puts menu entries and icons where the freedesktop specs say
    # (XDG_DATA_HOME); it reads and writes none of the player's files
    allowed = {("base", "settings.py"), ("souptable", "desktop_integration.py")}
    for path in (ROOT / "desktop" / "souptable").rglob("*.py"):
        if (path.parent.name, path.name) in allowed:
            continue
        text = path.read_text(encoding="utf-8")
        if re.search(r"QSettings\(|QStandardPaths\.|\.local/share|\.config/", text):
            offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


def test_the_throwaway_profile_redirects_settings_and_data(tmp_path):
    from souptable.ui.app.run import throwaway_profile
    from souptable.ui.base.settings import SPEED, Settings, data_dir, log_dir, profile_folder

    mine = data_dir()
    with throwaway_profile() as folder:
        assert profile_folder() == folder
        assert data_dir().is_relative_to(folder) and log_dir().is_relative_to(folder)
        s = Settings()
        s.set(SPEED, 0.0)
        s.sync()
        assert Path(s.file_name()).is_relative_to(folder)
    assert not folder.exists()
    assert profile_folder() is None and data_dir() == mine


# -- damaged files ----------------------------------------------------------------------------------


def test_a_corrupt_statistics_file_is_kept_aside_not_overwritten(tmp_path):
    from souptable.ui.base.storage import Statistics

    broken = b'{"susuru": {"Aki": {"played": 12, "won": 5, "best": 40, "tot'  # cut short by a crash
    (tmp_path / "statistics.json").write_bytes(broken)
    stats = Statistics(tmp_path)
    assert stats.damaged is not None and DAMAGED_NAME.match(stats.damaged.name), stats.damaged
    assert stats.damaged.read_bytes() == broken
    assert stats.rows("susuru") == []
    assert stats.add_game("susuru", ["Bo"], [0], [10.0], [0])
    assert stats.damaged.read_bytes() == broken  # the history is still there, untouched
    assert json.loads((tmp_path / "statistics.json").read_text(encoding="utf-8"))["susuru"]["Bo"]["played"] == 1
    # the next start finds a sound file and says nothing
    again = Statistics(tmp_path)
    assert again.damaged is None and again.rows("susuru")[0][0] == "Bo"


def test_statistics_with_one_bad_row_keep_the_good_ones_and_the_whole_file(tmp_path):
    from souptable.ui.base.storage import Statistics

    data = {"susuru": {"Aki": {"played": 3, "won": 1, "best": 20, "total": 40}, "Bo": {"played": "many"}}}
    (tmp_path / "statistics.json").write_text(json.dumps(data), encoding="utf-8")
    stats = Statistics(tmp_path)
    assert stats.damaged is not None and json.loads(stats.damaged.read_text(encoding="utf-8")) == data
    assert [r[0] for r in stats.rows("susuru")] == ["Aki"]


def test_sound_statistics_are_not_set_aside(tmp_path):
    from souptable.ui.base.storage import Statistics

    data = {"susuru": {"Aki": {"played": 3, "won": 1, "best": 20, "total": 40.5}}, "salty": {}}
    (tmp_path / "statistics.json").write_text(json.dumps(data), encoding="utf-8")
    stats = Statistics(tmp_path)
    assert stats.damaged is None and stats.data == data
    assert [p.name for p in tmp_path.iterdir()] == ["statistics.json"]


def test_a_damaged_autosave_is_kept_aside_and_a_new_game_does_not_write_over_it(tmp_path):
    from souptable.ui.base.storage import Autosave

    good = unfinished_record()
    save(tmp_path / "autosave.json", good)
    broken = (tmp_path / "autosave.json").read_bytes()[:-40]
    (tmp_path / "autosave.json").write_bytes(broken)
    auto = Autosave(tmp_path)
    assert auto.damaged is not None and DAMAGED_NAME.match(auto.damaged.name)
    # its readable start replays: offered for resume (see tests/ui/test_hardening.py)
    offered = auto.read()
    assert offered is not None and 0 < len(offered.actions) < len(good.actions)
    assert offered.actions == good.actions[: len(offered.actions)] and auto.notice == "autosave_prefix"
    auto.write(good)
    assert auto.damaged.read_bytes() == broken
    assert load(tmp_path / "autosave.json").actions == good.actions
    assert Autosave(tmp_path).damaged is None


def test_a_sound_or_finished_autosave_stays_where_it_is(tmp_path):
    from souptable.ui.base.storage import Autosave

    save(tmp_path / "autosave.json", unfinished_record())
    before = (tmp_path / "autosave.json").read_bytes()
    auto = Autosave(tmp_path)
    assert auto.damaged is None and auto.read() is not None
    assert (tmp_path / "autosave.json").read_bytes() == before


def test_set_aside_never_replaces_an_earlier_damaged_copy(tmp_path):
    from souptable.ui.base.storage import set_aside

    when = datetime(2026, 12, 1, 14, 0, 0)
    (tmp_path / "statistics.json").write_text("first")
    first = set_aside(tmp_path / "statistics.json", when)
    (tmp_path / "statistics.json").write_text("second")
    second = set_aside(tmp_path / "statistics.json", when)
    assert first is not None and first.name == "statistics.json.damaged-20261201-140000"
    assert second is not None and second.name == "statistics.json.damaged-20261201-140000-2"
    assert first.read_text() == "first" and second.read_text() == "second"


@pytest.mark.parametrize(
    "content",
    [bytes(range(256)) * 4, b"[ui]\nlanguage=ja\nanimation_speed=0\x00\x00\x00\n", b"[ui]\nlanguage=\xff\xfeja\n"],
    ids=["garbage", "nul-bytes", "not-utf8"],
)
def test_a_damaged_settings_file_is_set_aside_before_qt_writes_over_it(tmp_path, content):
    from souptable.ui.base.settings import SPEED, Settings

    path = tmp_path / "souptable.conf"
    path.write_bytes(content)
    s = Settings(path)
    assert s.damaged is not None and s.damaged.name.startswith("souptable.conf.damaged-")
    s.set(SPEED, 0.5)
    s.sync()
    assert s.damaged.read_bytes() == content
    assert Settings(path).get(SPEED) == 0.5 and Settings(path).damaged is None


def test_sound_settings_are_not_set_aside(tmp_path):
    from souptable.ui.base.settings import LANGUAGE, Settings

    path = tmp_path / "souptable.conf"
    path.write_text("[ui]\nlanguage=de\nanimation_speed=fast\n", encoding="utf-8")  # a bad value is not a damaged file
    s = Settings(path)
    assert s.damaged is None and s.get(LANGUAGE) == "de"
    assert [p.name for p in tmp_path.iterdir()] == ["souptable.conf"]


class _Marker(QTranslator):
    """A stand-in catalog: every string of the App context comes back marked."""

    def translate(self, context, source, disambiguation=None, n=-1):  # type: ignore[no-untyped-def]
        return f"«{source}»" if context == "App" else ""

    def isEmpty(self) -> bool:
        return False


def test_the_player_is_told_once_in_their_language(qtbot, tmp_path, monkeypatch):
    from souptable.ui.base.settings import Settings
    from souptable.ui.shell.mainwindow import MainWindow

    (tmp_path / "statistics.json").write_bytes(b"\x00\x00 not json")
    (tmp_path / "autosave.json").write_text('{"format": "souptable-record", "version": 1}', encoding="utf-8")
    (tmp_path / "settings.ini").write_bytes(bytes(range(256)))
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.windowTitle() + "\n" + box.text()) or 0)
    monkeypatch.setattr(MainWindow, "new_game_dialog", lambda self, game=None: None)
    marker = _Marker()
    QCoreApplication.installTranslator(marker)
    try:
        from souptable.ui.base.languages import Languages

        w = MainWindow(Settings(tmp_path / "settings.ini"), Languages(), data_folder=tmp_path)
        qtbot.addWidget(w)
        w.startup()
        w.startup()
        assert not w.tell_damaged_files()
    finally:
        QCoreApplication.removeTranslator(marker)
    assert len(shown) == 1, shown
    text = shown[0]
    for name in ("statistics.json.damaged-", "autosave.json.damaged-", "settings.ini.damaged-"):
        assert name in text
    # every sentence came through the catalog (context "App"), with the path filled in
    assert text.count("«") == 5, text
    assert sorted(p.name.split(".damaged-")[0] for p in tmp_path.glob("*.damaged-*")) == [
        "autosave.json",
        "settings.ini",
        "statistics.json",
    ]
