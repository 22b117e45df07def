"""Game → Statistics: games played, won, win %, the current and the best winning streak.

Per game and over every game, one row per person's name, with a Reset that asks
first. The numbers are read from :class:`~souptable.ui.base.storage.Statistics`
(``statistics.json``); a reset goes through its ``reset``. Over every game the
played and won counts are the sums of the games' (so a file from before the
streaks were kept counts whole), the streaks are those kept across games. This
module reads and shows; it never writes the file itself. No rules here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import game_ids
from ..base.screen import fit_size
from ..base.storage import ALL_GAMES, Statistics
from ..games import game_name
from ..text import arg, number

if TYPE_CHECKING:
    from .mainwindow import MainWindow


@dataclass(frozen=True)
class StatRow:
    name: str
    played: int
    won: int
    streak: int  # wins in a row up to the last game
    best_streak: int

    @property
    def win_share(self) -> float:
        return self.won / self.played if self.played else 0.0


def stat_rows(stats: Statistics, game: str) -> list[StatRow]:
    """The rows of ``game`` (or :data:`ALL_GAMES`), most played first."""
    data = stats.data
    if game != ALL_GAMES:
        table = data.get(game, {})
        rows = [
            StatRow(name, int(r["played"]), int(r["won"]), int(r.get("streak", 0)), int(r.get("best_streak", 0)))
            for name, r in table.items()
        ]
    else:
        across = data.get(ALL_GAMES, {})
        sums: dict[str, list[int]] = {}
        for g, table in data.items():
            if g == ALL_GAMES:
                continue
            for name, r in table.items():
                played_won = sums.setdefault(name, [0, 0])
                played_won[0] += int(r["played"])
                played_won[1] += int(r["won"])
        rows = [
            StatRow(
                name,
                played,
                won,
                int(across.get(name, {}).get("streak", 0)),
                int(across.get(name, {}).get("best_streak", 0)),
            )
            for name, (played, won) in sums.items()
        ]
    return sorted((r for r in rows if r.played), key=lambda r: (-r.played, r.name))


def percent(share: float) -> str:
    """A share as a whole percentage ("67%"; "67 %" where the language says so)."""
    #: a win share in percent; %1 the number ("67")
    return arg(QCoreApplication.translate("Statistics", "%1%"), number(round(100 * share)))


class StatisticsView(QDialog):
    """The statistics of one game or of every game, and a Reset that asks first."""

    COLUMNS = 6

    def __init__(self, stats: Statistics, game: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics")
        self.stats = stats
        self.game = QComboBox(self)
        self.game.setObjectName("statistics_game")
        self.game.addItem("", ALL_GAMES)
        for gid in game_ids():
            self.game.addItem("", gid)
        self.game.setCurrentIndex(max(0, self.game.findData(game if game is not None else ALL_GAMES)))
        self.table = QTableWidget(self)
        self.table.setColumnCount(self.COLUMNS)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.empty = QLabel(self)
        self.empty.setWordWrap(True)
        # a statistics file that cannot be read is said here too, not only when a game ends
        self.problem = QLabel(self)
        self.problem.setObjectName("statistics_problem")
        self.problem.setWordWrap(True)
        self.problem.setVisible(stats.unreadable is not None)
        self.box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(self)
        self.reset_button.setObjectName("statistics_reset")
        self.box.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        self.box.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.game)
        lay.addWidget(self.problem)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.empty)
        lay.addWidget(self.box)
        self.game.currentIndexChanged.connect(lambda _i: self.fill())
        self.retranslate_ui()
        fit_size(self, 640, 380)

    def chosen(self) -> str:
        return str(self.game.currentData())

    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Statistics", "Statistics"))
        self.table.setAccessibleName(self.windowTitle())  # (what a screen reader calls the table)
        if self.stats.unreadable is not None:
            self.problem.setText(
                arg(
                    QCoreApplication.translate(
                        "Statistics",
                        "Your statistics file cannot be read (%1). Only the games of this session are shown; "
                        "they are added to it as soon as it can be read again.",
                    ),
                    self.stats.unreadable,
                )
            )
        self.game.setItemText(0, QCoreApplication.translate("Statistics", "All games"))
        for i in range(1, self.game.count()):
            self.game.setItemText(i, game_name(self.game.itemData(i)))
        self.table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("Statistics", "Player"),
                #: column heading: games played
                QCoreApplication.translate("Statistics", "Played"),
                #: column heading: games won (a shared win counts)
                QCoreApplication.translate("Statistics", "Won"),
                #: column heading: the share of games won, in percent
                QCoreApplication.translate("Statistics", "Win %"),
                #: column heading: games won in a row up to the last one
                QCoreApplication.translate("Statistics", "Streak"),
                #: column heading: the longest run of games won in a row
                QCoreApplication.translate("Statistics", "Best streak"),
            ]
        )
        self.reset_button.setText(QCoreApplication.translate("Statistics", "&Reset…"))
        self.fill()

    def fill(self) -> None:
        rows = stat_rows(self.stats, self.chosen())
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            texts = (
                row.name,
                number(row.played),
                number(row.won),
                percent(row.win_share),
                number(row.streak),
                number(row.best_streak),
            )
            for c, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if c:  # numbers line up on the right
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self.empty.setText(QCoreApplication.translate("Statistics", "No finished game counted here yet."))
        self.empty.setVisible(not rows)
        self.reset_button.setEnabled(bool(rows))

    def ask_reset(self) -> bool:
        """Reset the statistics shown (one game's, or every game's) once the player says yes."""
        game = self.chosen()
        box = QMessageBox(self)
        box.setObjectName("statistics_reset_question")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(QCoreApplication.translate("Statistics", "Reset the statistics?"))
        if game == ALL_GAMES:
            box.setText(QCoreApplication.translate("Statistics", "Forget the statistics of every game?"))
        else:
            box.setText(arg(QCoreApplication.translate("Statistics", "Forget the statistics of %1?"), game_name(game)))
        box.setInformativeText(
            QCoreApplication.translate("Statistics", "Games played, won and the streaks start again from zero.")
        )
        yes = box.addButton(QCoreApplication.translate("Statistics", "&Reset"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        if box.clickedButton() is not yes:
            return False
        if not self.stats.reset(None if game == ALL_GAMES else game):
            QMessageBox.warning(
                self,
                QCoreApplication.translate("Statistics", "Statistics not saved"),
                QCoreApplication.translate(
                    "Statistics", "The statistics file could not be written; the reset holds until Soup Table closes."
                ),
            )
        self.fill()
        return True

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def show_statistics(window: MainWindow) -> StatisticsView:
    """Game → Statistics: the game at the table (or every game, from the start screen)."""
    dlg = StatisticsView(window.stats, window.setup.game if window.setup is not None else None, window)
    dlg.exec()
    return dlg


__all__ = ["StatRow", "StatisticsView", "percent", "show_statistics", "stat_rows"]
