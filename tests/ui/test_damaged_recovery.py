"""Damaged files give back what can be read, and nothing goes unsaid.

One repeated key in ``statistics.json`` keeps every other row; a statistics file
that cannot be read at all (a symlink loop: like a permission or I/O error) is
left as it is, the session's games are still counted and join its history once it
can be read; statistics or settings that cannot be saved are said once; kept games
that cannot be offered are named on the start screen.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QMessageBox

from souptable.engine import Match, get
from souptable.engine.record import Record, SeatInfo, save

HISTORY = (
    '{"salty": {"Aki": {"played": 4, "won": 2, "best": 31, "total": 97.5},'
    ' "Bo": {"played": 1, "won": 0, "best": 3, "total": 3},'
    ' "Aki": {"played": 9, "won": 9, "best": 99, "total": 900}},'
    ' "susuru": {"Cy": {"played": 2, "won": 1, "best": 40, "total": 70}}}'
)


def test_one_repeated_key_in_the_statistics_keeps_the_whole_history(tmp_path):
    from souptable.ui.base.storage import Statistics

    (tmp_path / "statistics.json").write_text(HISTORY, encoding="utf-8")
    stats = Statistics(tmp_path)
    assert stats.damaged is not None and stats.damaged.read_text(encoding="utf-8") == HISTORY  # kept as it was
    assert stats.rows("salty") == [("Aki", 4, 2, 31.0, 97.5 / 4), ("Bo", 1, 0, 3.0, 3.0)]  # the first Aki
    assert stats.rows("susuru") == [("Cy", 2, 1, 40.0, 35.0)]
    assert stats.add_game("salty", ["Aki", "X"], [0], [10, 0], [0])
    written = json.loads((tmp_path / "statistics.json").read_text(encoding="utf-8"))
    assert written["salty"]["Aki"]["played"] == 5 and written["susuru"]["Cy"]["played"] == 2


def test_statistics_cut_short_keep_every_complete_row(tmp_path):
    from souptable.ui.base.storage import Statistics

    sound = HISTORY.replace(', "Aki": {"played": 9, "won": 9, "best": 99, "total": 900}', "")
    whole = json.dumps(json.loads(sound), indent=1)  # as the app writes it
    cut = whole[: whole.index('"Cy"') + 20]  # in the middle of the last row
    (tmp_path / "statistics.json").write_text(cut, encoding="utf-8")
    stats = Statistics(tmp_path)
    assert stats.damaged is not None and stats.damaged.read_text(encoding="utf-8") == cut
    assert stats.rows("salty") == [("Aki", 4, 2, 31.0, 97.5 / 4), ("Bo", 1, 0, 3.0, 3.0)]
    assert stats.rows("susuru") == []  # the row cut short is not guessed


def test_an_unreadable_statistics_file_is_said_and_the_sessions_games_join_it_later(tmp_path):
    from souptable.ui.base.storage import Statistics

    path = tmp_path / "statistics.json"
    path.symlink_to(path.name)  # a loop: "cannot be read", like a permission or an I/O error
    told: list[tuple[str, str]] = []
    stats = Statistics(tmp_path)
    stats.on_failure = lambda kind, why: told.append((kind, why))
    assert stats.unreadable is not None and stats.damaged is None
    assert not stats.add_game("salty", ["Aki", "Bo"], [0], [12, 5], [0])
    assert told and told[0][0] == "unreadable"
    assert path.is_symlink()  # left as it is: there may be history in it
    assert stats.rows("salty") == [("Aki", 1, 1, 12.0, 12.0)]  # counted for the session all the same
    path.unlink()
    path.write_text('{"salty": {"Aki": {"played": 4, "won": 2, "best": 31, "total": 97}}}', encoding="utf-8")
    assert stats.add_game("salty", ["Aki", "Bo"], [0], [20, 5], [])
    written = json.loads(path.read_text(encoding="utf-8"))
    # the session's win then loss: its streak ended, its best streak (1) kept
    aki = {"played": 6, "won": 3, "best": 31, "total": 97 + 12 + 20, "streak": 0, "best_streak": 1}
    assert written["salty"]["Aki"] == aki
    assert stats.unreadable is None


def capture_warnings(monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text, *a: shown.append(title + "\n" + text))
    return shown


def test_an_unreadable_statistics_file_is_said_at_start(qtbot, tmp_path, monkeypatch, settings):
    from souptable.ui.base.languages import Languages
    from souptable.ui.shell.mainwindow import MainWindow

    path = tmp_path / "statistics.json"
    path.symlink_to(path.name)
    shown = capture_warnings(monkeypatch)
    w = MainWindow(settings, Languages(), data_folder=tmp_path)
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: bool(shown), timeout=20000)
    assert shown[0].startswith("Not saved\nYour statistics file cannot be read (")
    assert not w.stats.add_game("salty", ["P1", "P2", "P3"], [0], [5, 1, 1], [0])
    assert len(shown) == 1  # said once


def test_statistics_not_saved_are_said_once(window, monkeypatch):
    from souptable.engine import jsonio
    from souptable.engine.errors import WriteError

    def full(path, *a, **k):  # type: ignore[no-untyped-def]
        raise WriteError("write_failed", "No space left on device", str(path), errno=28)

    monkeypatch.setattr(jsonio, "write_atomic", full)
    shown = capture_warnings(monkeypatch)
    assert not window.stats.add_game("salty", ["P1", "P2", "P3"], [0], [5, 1, 1], [0])
    assert not window.stats.add_game("salty", ["P1", "P2", "P3"], [0], [5, 1, 1], [0])
    assert len(shown) == 1
    assert shown[0].startswith("Not saved\nYour statistics could not be saved (No space left on device).")
    assert window.stats.rows("salty")[0][:2] == ("P1", 2)  # still counted


def test_settings_not_saved_are_said_once(qtbot, tmp_path, monkeypatch):
    from souptable.ui.base.languages import Languages
    from souptable.ui.base.settings import SPEED, Settings
    from souptable.ui.shell.mainwindow import MainWindow

    folder = tmp_path / "config"
    folder.mkdir()
    settings = Settings(folder / "souptable.conf")
    w = MainWindow(settings, Languages(), data_folder=tmp_path)
    qtbot.addWidget(w)
    shutil.rmtree(folder)
    folder.write_text("a file where the settings folder was: nothing can be written there")
    shown = capture_warnings(monkeypatch)
    w.set_speed(0.5)
    settings.set(SPEED, 2.0)
    assert len(shown) == 1 and shown[0].startswith("Not saved\nYour settings could not be saved to ")
    assert settings.get(SPEED) == 2.0  # they apply for the session


def _kept(game: str, seed: int) -> Record:
    rules = get(game)
    n = rules.info.min_players
    match = Match(game, n, seed)
    match.play(match.legal_actions()[0])
    return Record.of(match, [SeatInfo(f"P{i}", "human" if i == 0 else "bot", None if i == 0 else "easy") for i in range(n)])


def test_kept_games_that_cannot_be_offered_are_named_on_the_start_screen(window):
    from souptable.ui.shell.startscreen import show_start

    good = window.shelf.put(_kept("salty", 1))
    damaged = window.shelf.put(_kept("susuru", 2))
    damaged.write_text(damaged.read_text(encoding="utf-8")[:200], encoding="utf-8")
    newer = window.shelf.put(_kept("soupmeng", 3))
    data: dict[str, Any] = json.loads(newer.read_text(encoding="utf-8"))
    data["rules_revision"] = get("soupmeng").revision + 1
    newer.write_text(json.dumps(data), encoding="utf-8")
    show_start(window)
    assert [r.game.path for r in window.start_screen.rows] == [good]
    label = window.start_screen.skipped
    assert not label.isHidden()
    damaged_line, newer_line, where = label.text().split("\n")  # (the English catalog may word the plurals)
    assert "1" in damaged_line and "damaged" in damaged_line
    assert "1" in newer_line and "newer Soup Table" in newer_line
    assert str(Path(good).parent) in where
    assert damaged.exists() and newer.exists()  # left as they are
    save(damaged, _kept("susuru", 2))
    newer.unlink()
    show_start(window)
    assert window.start_screen.skipped.isHidden() and len(window.start_screen.rows) == 2
