"""The standings of a finished game and a round's summary, as the table's board words them.

The sentence that comes first (who won, or who leads after a round) is worded here
from a result's scores, places and winners (the rules' ``result`` or ``standing``)
and the board's result label; nothing here ranks anyone itself."""

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

from ..base.screen import fit_size
from ..text import and_list, arg, decimal, translate


class SummaryDialog(QDialog):
    """A round's or the game's scoring breakdown (HTML from the board)."""

    def __init__(self, title: str, html: str, parent: QWidget | None = None, first: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setObjectName("summary")
        self.browser = QTextBrowser(self)
        # ``first``: who leads (or won), before the table: what a screen reader reads first
        lead = f"<p style='font-size:large'><b>{escape(first)}</b></p>" if first else ""
        self.browser.setHtml(lead + html)
        self.browser.setAccessibleName(title)
        self.browser.setMinimumSize(640, 320)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        box.button(QDialogButtonBox.StandardButton.Ok).setText(QCoreApplication.translate("Dialogs", "Continue"))
        box.accepted.connect(self.accept)
        lay = QVBoxLayout(self)
        lay.addWidget(self.browser)
        lay.addWidget(box)
        fit_size(self, 760, 460)


def how_won(board: Any, result: dict[str, Any]) -> str:
    """One sentence: who won with what, against whom, or on which tie."""
    return _sentence(
        board,
        result,
        #: %1 the winners ("Ann and Bo"), %2 what the score measures ("Points"), %3 the score
        translate("Results", "%1 share the win. %2: %3 each."),
        #: %1 the winner, %2 what the score measures, %3 the score, %4 who had the same score
        translate("Results", "%1 wins on the tie-break. %2: %3, the same as %4."),
        translate("Results", "%1 wins. %2: %3."),
        #: %1 the winner, %2 what the score measures, %3 the winner's score, %4 second place, %5 their score
        translate("Results", "%1 wins. %2: %3, then %4 with %5."),
    )


def how_stands(board: Any, result: dict[str, Any]) -> str:
    """One sentence after a round: who leads with what, ahead of whom, or on which tie."""
    return _sentence(
        board,
        result,
        #: after a round: %1 the leaders ("Ann and Bo"), %2 what the score measures ("Points"), %3 the score
        translate("Results", "After this round %1 share the lead. %2: %3 each."),
        #: after a round: %1 the leader, %2 what the score measures, %3 the score, %4 who has the same score
        translate("Results", "After this round %1 leads on the tie-break. %2: %3, the same as %4."),
        translate("Results", "After this round %1 leads. %2: %3."),
        #: after a round: %1 the leader, %2 what the score measures, %3 the leader's score, %4 second place, %5 their score
        translate("Results", "After this round %1 leads. %2: %3, then %4 with %5."),
    )


def _sentence(board: Any, result: dict[str, Any], shared: str, tie: str, alone: str, ahead: str) -> str:
    """The sentence for the first place of ``result``: shared, won on a tie-break, the
    only player, or ahead of the next one (the four forms, translated by the caller)."""
    scores, ranks, winners = result["scores"], result["ranks"], result["winners"]
    if not winners:
        return ""
    label, first = board.result_label(), winners[0]
    score = decimal(scores[first])
    if len(winners) > 1:
        return arg(shared, and_list([board.name(w) for w in winners]), label, score)
    level = [s for s in range(len(scores)) if s != first and scores[s] == scores[first]]
    if level:
        return arg(tie, board.name(first), label, score, and_list([board.name(s) for s in level]))
    rest = sorted((s for s in range(len(scores)) if s != first), key=lambda s: (ranks[s], s))
    if not rest:
        return arg(alone, board.name(first), label, score)
    return arg(ahead, board.name(first), label, score, board.name(rest[0]), decimal(scores[rest[0]]))


def round_sentence(board: Any, controller: Any) -> str:
    """Who leads after the round just scored (who won, when it ended the game), from the
    rules' own standing of the match (at a joined table: the standing its host told with
    the round); empty for a table without one or a game that ranks only at its end."""
    match: Any = getattr(controller, "match", None)
    rules = getattr(match, "rules", None)
    if rules is None:
        return ""
    standing = rules.standing(match.state)
    if standing is None:
        return ""
    # (scoring changes nothing until the next round is scored, so the state a moment later says the same)
    return how_won(board, standing.to_json()) if match.is_over() else how_stands(board, standing.to_json())


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
