"""Side panels: the score table and the game log (only what the viewer may know)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QListWidget, QTableWidget, QTableWidgetItem, QWidget

from ..engine import Observation
from .table.board import Board


class ScorePanel(QTableWidget):
    """The score table. It asks for the width its columns need (up to
    ``MAX_WIDTH``), so the dock grows rather than cutting names to "…"."""

    MAX_WIDTH = 460

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scores")
        self.max_width = self.MAX_WIDTH  # less on a narrow window (see ui/docks.py)
        self._floor = 0
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.verticalHeader().setVisible(False)
        # names take what is left; the number columns are as narrow as their contents
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setMinimumSectionSize(24)
        self.setWordWrap(False)

    def show_scores(self, board: Board, obs: Observation) -> None:
        head, rows = board.scoreboard(obs)
        self.setColumnCount(len(head))
        self.setHorizontalHeaderLabels(head)
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.setRowCount(len(rows))
        to_move = obs.get("to_move")
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if r == to_move:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.setItem(r, c, item)
        self.fit_width()

    def fit_width(self) -> None:
        header = self.horizontalHeader()
        need = sum(max(self.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(self.columnCount()))
        need += 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width()
        self._floor = max(self._floor, need)  # never narrower during a game: the table stays put
        self.setMinimumWidth(min(self._floor, self.max_width))

    def new_game(self) -> None:
        """A new table: the width may start afresh."""
        self._floor = 0


class LogPanel(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)

    def add(self, text: str) -> None:
        self.addItem(text)
        while self.count() > 2000:
            self.takeItem(0)
        self.scrollToBottom()

    def add_heading(self, text: str) -> None:
        self.add("— " + text + " —")


def tr_log_title() -> str:
    return QCoreApplication.translate("Panels", "Log")
