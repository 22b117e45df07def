"""Statistics: played, won, win %, the current and the best streak, per game and over
every game; a Reset that asks first; kept in statistics.json (older files without
streaks read whole, a streak longer than the wins is damage)."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtWidgets import QDialog

from souptable.ui.base.storage import ALL_GAMES, Statistics
from souptable.ui.shell.statsview import StatisticsView, stat_rows

from .helpers import answer_box
from .test_player_features import start_susuru


def play(stats: Statistics, game: str, outcomes: str, name: str = "Ann") -> None:
    """One finished game per letter: W won, L lost (Ann against a computer)."""
    for o in outcomes:
        stats.add_game(game, [name, "Computer"], [0], [10.0, 8.0], [0] if o == "W" else [1])


def row(stats: Statistics, game: str, name: str = "Ann") -> Any:
    (r,) = [r for r in stat_rows(stats, game) if r.name == name]
    return r


def test_streaks_and_win_share_per_game_and_over_every_game(tmp_path):
    stats = Statistics(tmp_path)
    play(stats, "susuru", "WWLWWW")
    play(stats, "salty", "WL")
    s = row(stats, "susuru")
    assert (s.played, s.won, s.streak, s.best_streak) == (6, 5, 3, 3)
    assert abs(s.win_share - 5 / 6) < 1e-9
    a = row(stats, "salty")
    assert (a.played, a.won, a.streak, a.best_streak) == (2, 1, 0, 1)
    # over every game, in the order played: WWLWWW then W L
    every = row(stats, ALL_GAMES)
    assert (every.played, every.won, every.streak, every.best_streak) == (8, 6, 0, 4)
    again = Statistics(tmp_path)  # kept in the file, read back whole
    assert again.damaged is None and row(again, ALL_GAMES) == every and row(again, "susuru") == s


def test_a_file_from_before_the_streaks_reads_whole(tmp_path):
    old = {"susuru": {"Ann": {"played": 4, "won": 3, "best": 12.0, "total": 40.0}}}
    (tmp_path / "statistics.json").write_text(json.dumps(old))
    stats = Statistics(tmp_path)
    assert stats.damaged is None
    assert row(stats, "susuru") == row(stats, ALL_GAMES)  # over every game: the games' sums
    assert (row(stats, "susuru").played, row(stats, "susuru").streak) == (4, 0)
    play(stats, "susuru", "W")
    assert (row(stats, "susuru").won, row(stats, "susuru").streak) == (4, 1)


def test_a_streak_longer_than_the_wins_is_damage(tmp_path):
    bad = {"susuru": {"Ann": {"played": 4, "won": 1, "best": 12.0, "total": 40.0, "streak": 3, "best_streak": 3}}}
    (tmp_path / "statistics.json").write_text(json.dumps(bad))
    stats = Statistics(tmp_path)
    assert stats.damaged is not None and stat_rows(stats, "susuru") == []


def answer_reset(choice: str) -> list[str]:
    """Press ``choice`` in the next "Reset the statistics?" question; returns its text."""
    return answer_box("statistics_reset_question", choice, exact=True)


def cells(view: StatisticsView) -> list[list[str]]:
    t = view.table
    return [[t.item(r, c).text() for c in range(t.columnCount())] for r in range(t.rowCount())]


def test_the_dialog_shows_win_percent_and_streaks_and_reset_asks_first(qtbot, tmp_path):
    stats = Statistics(tmp_path)
    play(stats, "susuru", "WWLW")
    play(stats, "salty", "L")
    view = StatisticsView(stats, "susuru")
    qtbot.addWidget(view)
    assert [view.table.horizontalHeaderItem(c).text() for c in range(6)] == [
        "Player",
        "Played",
        "Won",
        "Win %",
        "Streak",
        "Best streak",
    ]
    assert cells(view) == [["Ann", "4", "3", "75%", "1", "2"]]
    view.game.setCurrentIndex(view.game.findData(ALL_GAMES))
    assert view.game.currentText() == "All games"
    assert cells(view) == [["Ann", "5", "3", "60%", "0", "2"]]
    view.game.setCurrentIndex(view.game.findData("susuru"))
    seen = answer_reset("Cancel")
    assert not view.ask_reset()
    assert seen == ["Forget the statistics of Super Susuru Soup?"]
    assert cells(view) == [["Ann", "4", "3", "75%", "1", "2"]]  # cancelled: nothing changed
    answer_reset("Reset")
    assert view.ask_reset()
    assert cells(view) == [] and view.empty.isVisibleTo(view) and not view.reset_button.isEnabled()
    again = Statistics(tmp_path)  # in the file too; the other game's stay
    assert stat_rows(again, "susuru") == [] and row(again, "salty").played == 1
    assert (row(again, ALL_GAMES).played, row(again, ALL_GAMES).won) == (1, 0)
    view.game.setCurrentIndex(view.game.findData(ALL_GAMES))
    seen = answer_reset("Reset")
    assert view.ask_reset() and seen == ["Forget the statistics of every game?"]
    assert Statistics(tmp_path).data == {}


def test_game_statistics_opens_on_the_game_at_the_table_and_counts_its_end(window, qtbot, monkeypatch):
    shown: list[StatisticsView] = []
    monkeypatch.setattr(StatisticsView, "exec", lambda self: shown.append(self) or QDialog.DialogCode.Rejected)
    window.act_stats.trigger()
    assert shown[-1].chosen() == ALL_GAMES  # from the start screen: every game
    c = start_susuru(window, qtbot)
    done: list[Any] = []
    window.game_over.connect(done.append)
    for _ in range(400):
        if done:
            break
        legal = c.legal_for_viewer()
        if legal:
            c.submit(legal[-1])
        qtbot.wait(5)
    qtbot.waitUntil(lambda: bool(done), timeout=30000)
    window.act_stats.trigger()
    view = shown[-1]
    assert view.chosen() == "susuru"
    won = 0 in done[0].winners
    assert cells(view) == [["P1", "1", "1" if won else "0", "100%" if won else "0%", "1" if won else "0", "1" if won else "0"]]
