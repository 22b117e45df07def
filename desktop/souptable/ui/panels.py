"""Side panels: the score table and the game log (only what the viewer may know)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QListWidget, QTableWidget, QTableWidgetItem, QWidget

from ..engine import Observation
from .table.board import Board


class ScorePanel(QTableWidget):
    """The score table. Its dock has a fixed width (ui/docks.py): a longer name or a
    food card's name never widens it (the table beside it would rescale); names take
    what the other columns leave, a long word in another column (a food's name) gets
    at most :data:`OTHER_SHARE` of the width, either ends in "…" with its whole text
    in the tooltip, and a horizontal scroll bar appears only if even that does not fit."""

    OTHER_SHARE = 0.25

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scores")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.verticalHeader().setVisible(False)
        # names take what is left; the number columns are as narrow as their contents
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setMinimumSectionSize(24)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)

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
                item.setToolTip(text)  # a name cut to "…" is whole here
                if r == to_move:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.setItem(r, c, item)
        self._fit_columns()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Every column but the names as wide as its contents, up to its share."""
        header = self.horizontalHeader()
        cap = max(40, int(self.viewport().width() * self.OTHER_SHARE))
        for c in range(1, self.columnCount()):
            need = max(self.sizeHintForColumn(c), header.sectionSizeHint(c))
            if need > cap:
                header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
                header.resizeSection(c, cap)
            else:
                header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)


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
