"""Side panels: the score table and the game log (only what the viewer may know)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QListWidget, QTableWidget, QTableWidgetItem, QWidget

from ..table.look import TURN_MARK
from ..text import arg

if TYPE_CHECKING:  # (types only: the start screen needs no board)
    from ...engine import Observation
    from ..table.board import Board


class ScorePanel(QTableWidget):
    """The score table. Its dock's width is fixed for the whole game (ui/shell/docks.py): at
    the game's first scores the panel says the width its names and headings need
    (``wanted``, up to :data:`MAX_WIDTH`), and nothing shown later (a food card's name)
    widens it, so the table beside it never rescales during the game. Names take what
    the other columns leave, a long word in another column gets at most
    :data:`OTHER_SHARE` of the width; either ends in "…" with its whole text in the
    tooltip, and a horizontal scroll bar appears only if even that does not fit."""

    OTHER_SHARE = 0.25
    MAX_WIDTH = 420  # px the panels may take for long names (where the window is wide)
    width_wanted = Signal()  # ``wanted`` was set: the panels take their width for this game

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
        self.wanted = 0  # px this game's first scores need (0: not known yet)

    def new_game(self) -> None:
        """A new table: its width is measured anew at its first scores."""
        self.wanted = 0

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
                    if c == 0:  # told by a mark and a word too, not by boldness alone
                        item.setText(TURN_MARK + " " + text)
                        #: the score table's name of the player to move, as a screen reader says it
                        item.setData(
                            Qt.ItemDataRole.AccessibleTextRole, arg(QCoreApplication.translate("Panels", "%1, to move"), text)
                        )
                self.setItem(r, c, item)
        if not self.wanted and rows:
            self.wanted = min(self.MAX_WIDTH, self._need())
            self.width_wanted.emit()
        self._fit_columns()

    def _need(self) -> int:
        header = self.horizontalHeader()
        need = sum(max(self.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(self.columnCount()))
        # the player to move is in bold: every name may be, in turn
        bold = QFont(self.font())
        bold.setBold(True)
        names = [item.text() for r in range(self.rowCount()) if (item := self.item(r, 0)) is not None]
        # ... and marked as the player to move
        marked = [TURN_MARK + " " + n.removeprefix(TURN_MARK + " ") for n in names]
        wider = max((QFontMetrics(bold).horizontalAdvance(n) for n in marked), default=0) + 16
        need += max(0, wider - max(self.sizeHintForColumn(0), header.sectionSizeHint(0)))
        return need + 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width()

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
