"""The standings of a finished game and a round's summary, as the table's board words them."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
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


def standings_html(board: Any, result: dict[str, Any], score_label: str) -> str:
    rows = sorted(range(len(result["ranks"])), key=lambda s: (result["ranks"][s], s))
    out = [
        "<table cellspacing=0 cellpadding=5 border=1 style='border-collapse:collapse'>",
        "<tr><th>"
        + escape(QCoreApplication.translate("Dialogs", "Place"))
        + "</th><th>"
        + escape(QCoreApplication.translate("Dialogs", "Player"))
        + "</th><th>"
        + escape(score_label)
        + "</th></tr>",
    ]
    for s in rows:
        win = " ★" if s in result["winners"] else ""
        score = result["scores"][s]
        score_text = str(int(score)) if float(score).is_integer() else f"{score:g}"
        out.append(
            f"<tr><td>{result['ranks'][s]}</td><td><b>{escape(board.name(s))}</b>{win}</td><td>{escape(score_text)}</td></tr>"
        )
    out.append("</table>")
    return "".join(out)
