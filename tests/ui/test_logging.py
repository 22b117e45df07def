"""The app's log: errors go to a rotating file in the data folder, not to print;
Help → Open log folder shows it; the player hears about errors in their language."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTimer, QUrl, qWarning
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox

from souptable.ui.base import logs


@pytest.fixture
def logfile(tmp_path):
    path = logs.setup_logging(tmp_path / "logs")
    yield path
    logs.shutdown_logging()


def read(path: Path) -> str:
    for h in logging.getLogger("souptable").handlers:
        h.flush()
    return path.read_text(encoding="utf-8")


def test_errors_go_to_the_log_file(logfile):
    assert logfile.name == "souptable.log" and logs.log_file() == logfile
    logging.getLogger("souptable.ui.base.storage").error("the disk is on fire: %s", "really")
    assert "ERROR souptable.ui.base.storage: the disk is on fire: really" in read(logfile)


def test_the_log_rotates_and_keeps_a_few_old_files(tmp_path, monkeypatch):
    monkeypatch.setattr(logs, "MAX_BYTES", 2000)
    path = logs.setup_logging(tmp_path)
    try:
        for i in range(400):
            logging.getLogger("souptable").warning("line %d of a long session", i)
    finally:
        logs.shutdown_logging()
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["souptable.log", "souptable.log.1", "souptable.log.2", "souptable.log.3"]
    assert all(p.stat().st_size <= 2200 for p in tmp_path.iterdir())
    assert "line 399" in path.read_text(encoding="utf-8")


def test_a_log_file_opened_later_gets_everything_logged_before_in_order(tmp_path):
    """The app opens its log file once its window is shown (``file_later``): nothing is
    lost, an error opens it at once (a warning waits for it), and closing writes what was kept."""
    path = logs.setup_logging(tmp_path, file_later=True)
    try:
        assert logs.log_file() == path
        logging.getLogger("souptable").info("first")
        assert not path.exists()
        logs.open_log_file()
        logging.getLogger("souptable").info("second")
        assert [line.split(": ", 1)[1] for line in read(path).splitlines()] == ["log started", "first", "second"]
    finally:
        logs.shutdown_logging()
    later = tmp_path / "later"
    logs.setup_logging(later, file_later=True)
    try:
        logging.getLogger("souptable").warning("trouble")
        assert not (later / "souptable.log").exists()  # (Qt warns of small things while the window is made)
        logging.getLogger("souptable").error("worse")
        assert "WARNING souptable: trouble" in read(later / "souptable.log")
        assert "ERROR souptable: worse" in read(later / "souptable.log")
    finally:
        logs.shutdown_logging()
    kept = tmp_path / "kept"
    logs.setup_logging(kept, file_later=True)
    logging.getLogger("souptable").info("at the end")
    logs.shutdown_logging()
    assert "INFO souptable: at the end" in (kept / "souptable.log").read_text(encoding="utf-8")


def test_shutdown_puts_back_the_hooks_and_closes_the_file(tmp_path):
    before = sys.excepthook
    logs.setup_logging(tmp_path)
    assert sys.excepthook is not before
    logs.shutdown_logging()
    assert sys.excepthook is before and logs.log_file() is None
    assert not logging.getLogger("souptable").handlers


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_is_logged_with_its_traceback(qtbot, logfile):
    def broken_slot() -> None:
        raise ValueError("a slot went wrong")

    QTimer.singleShot(0, broken_slot)
    qtbot.wait(50)
    text = read(logfile)
    assert "uncaught exception" in text and "ValueError: a slot went wrong" in text and "broken_slot" in text


def test_qt_warnings_reach_the_log(logfile):
    qWarning("a warning from inside Qt")
    assert "WARNING souptable.qt: " in read(logfile) and "a warning from inside Qt" in read(logfile)


def test_a_failing_computer_player_is_logged_not_printed(qtbot, logfile, capsys):
    from souptable.engine import Match
    from souptable.ui.play.botrunner import BotRunner

    runner = BotRunner()
    answers = []
    runner.decided.connect(lambda req, act, iters: answers.append((req, act)))

    class Pipe:
        def __init__(self) -> None:
            self.items = [(1, None, 0, "Traceback (most recent call last):\nRuntimeError: no idea")]

        def poll(self) -> bool:
            return bool(self.items)

        def recv(self):  # type: ignore[no-untyped-def]
            return self.items.pop()

        def close(self) -> None:
            pass

    class Alive:
        exitcode = None

        def is_alive(self) -> bool:
            return True

    match = Match("susuru", 3, 1)
    legal = match.legal_actions()
    runner._pending, runner._pending_game = 1, "susuru"
    runner._pending_args = ("susuru", match.observe(match.to_move()), legal, 7)
    runner._conn, runner._proc = Pipe(), Alive()
    runner._deadline = float("inf")
    runner._check()
    # the table is told, and goes on with the normal player's move
    assert len(answers) == 1 and answers[0][0] == 1 and answers[0][1] in legal
    out = capsys.readouterr()
    assert out.out == "" and out.err == ""
    assert "computer player failed (susuru)" in read(logfile) and "RuntimeError: no idea" in read(logfile)


def test_the_log_folder_is_in_the_apps_data_folder():
    from souptable.ui.base.settings import data_dir, log_dir

    assert log_dir().parent == data_dir() and log_dir().name == "logs"


def test_help_open_log_folder(window, logfile, monkeypatch):
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    assert window.act_logs in window.help_menu.actions()
    assert window.act_logs.text() == "Open &log folder"
    window.act_logs.trigger()
    assert [Path(u.toLocalFile()) for u in opened] == [logfile.parent]


def test_when_no_file_manager_opens_the_folder_its_path_is_shown(window, logfile, monkeypatch):
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: False)
    shown = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a: shown.append(a[2]))
    assert not window.open_log_folder()
    assert len(shown) == 1 and str(logfile.parent) in shown[0]


@pytest.mark.qt_no_exception_capture
def test_the_player_hears_of_an_unexpected_error_once(window, qtbot, logfile, monkeypatch):
    from souptable.ui.app.run import tell_about_errors

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(a[2]))
    monkeypatch.setattr(logs, "on_uncaught", [])
    tell_about_errors(window)

    def broken_slot() -> None:
        raise RuntimeError("boom")

    QTimer.singleShot(0, broken_slot)
    QTimer.singleShot(0, broken_slot)
    qtbot.waitUntil(lambda: bool(shown))
    qtbot.wait(30)
    assert len(shown) == 1
    assert shown[0] == QCoreApplication.translate(
        "App",
        "Something went wrong inside Soup Table. The details were written to its log "
        "(Help → Open log folder); please attach that file to a bug report.",
    )
    assert read(logfile).count("RuntimeError: boom") == 2
