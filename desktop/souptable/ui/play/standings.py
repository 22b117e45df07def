"""The standings of a finished game and a round's summary, as the table's board words them."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)


class SummaryDialog(QDialog):
    """A round's or the game's scoring breakdown (HTML from the board)."""

    def __init__(self, title: str, html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setObjectName("summary")
        self.browser = QTextBrowser(self)
        self.browser.setHtml(html)
        self.browser.setAccessibleName(title)
        self.browser.setMinimumSize(640, 320)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        box.button(QDialogButtonBox.StandardButton.Ok).setText(QCoreApplication.translate("Dialogs", "Continue"))
        box.accepted.connect(self.accept)
        lay = QVBoxLayout(self)
        lay.addWidget(self.browser)
        lay.addWidget(box)
        self.resize(760, 460)


def standings_rows(board: Any, result: dict[str, Any], score_label: str) -> tuple[list[str], list[list[str]]]:
    """The standings as (column headings, rows): place, player (★ a winner), score."""
    head = [QCoreApplication.translate("Dialogs", "Place"), QCoreApplication.translate("Dialogs", "Player"), score_label]
    rows = []
    for s in sorted(range(len(result["ranks"])), key=lambda s: (result["ranks"][s], s)):
        win = " ★" if s in result["winners"] else ""
        score = result["scores"][s]
        score_text = str(int(score)) if float(score).is_integer() else f"{score:g}"
        rows.append([str(result["ranks"][s]), board.name(s) + win, score_text])
    return head, rows


def standings_html(board: Any, result: dict[str, Any], score_label: str) -> str:
    head, rows = standings_rows(board, result, score_label)
    out = [
        "<table cellspacing=0 cellpadding=5 border=1 style='border-collapse:collapse'>",
        "<tr>" + "".join(f"<th>{escape(h)}</th>" for h in head) + "</tr>",
    ]
    for place, name, score in rows:
        out.append(f"<tr><td>{escape(place)}</td><td><b>{escape(name)}</b></td><td>{escape(score)}</td></tr>")
    out.append("</table>")
    return "".join(out)


def standings_table(head: list[str], rows: list[list[str]], parent: QWidget | None = None) -> QTableWidget:
    """The standings as a real table (a screen reader reads it cell by cell, with its headings)."""
    table = QTableWidget(len(rows), len(head), parent)
    table.setHorizontalHeaderLabels(head)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            table.setItem(r, c, QTableWidgetItem(text))
    table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    table.setMaximumHeight(table.horizontalHeader().sizeHint().height() + sum(table.rowHeight(r) for r in range(len(rows))) + 4)
    return table
