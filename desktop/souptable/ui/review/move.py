"""One decision of a review: the table as the seat saw it then (read only) and the move panel.

:class:`MovePanel` is the middle of the review dialog: the game's board built
from the seat's observation at the decision chosen (nothing to choose there;
the suggested move, or the move made, is selected) beside the move made and the
one the search suggests, both estimates with their uncertainty, and the
verdict. No rules and no search here.
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QTransform
from PySide6.QtWidgets import QSplitter, QTextBrowser, QWidget

from ...ai.review import Decision, Point, margin
from ...engine import Action
from ..play.tableview import TableView
from ..table.scene import TableScene
from ..table.spec import SELECTED
from ..text import arg, nobreak
from ..text.common import pct
from .summary import points
from .timeline import COLORS, cost_name

LEAST = QSize(480, 380)  # the smallest table every board lays out without covering a seat name


def estimate_text(est: Any) -> str:
    """A move's estimate: the chance, its 95% margin and the number of simulations."""
    m = margin(est.samples)
    spread = "?" if m == float("inf") else points(m * est.stderr)  # "± 4,5" in German
    return arg(QCoreApplication.translate("Review", "%1 ± %2 (%3 simulations)"), pct(est.chance), spread, est.samples)


class MovePanel(QSplitter):
    """The table at one decision (``view`` onto ``scene``, read only) beside the move panel (``detail``).

    ``board`` is the game's board (it draws the table and names the actions),
    ``rules`` reads the review's actions, ``moves`` counts the moves of the whole game."""

    def __init__(self, board: Any, rules: Any, moves: int, parent: QWidget) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.board = board
        self.rules = rules
        self.moves = moves
        self.scene = TableScene(self)
        self.scene.setBackgroundBrush(QColor("#5a3b25"))
        # The table and the panel are made in ``parent`` and then moved into the splitter: a child's
        # first size (a window's would be the table's first layout, and so the first split), and
        # the splitter's handles named after them.
        self.view = TableView(self.scene, parent)
        self.view.setMinimumSize(LEAST)
        self.view.setInteractive(False)  # read only: a past moment, nothing to choose
        self.detail = QTextBrowser(parent)
        self.detail.setObjectName("review_detail")
        self.detail.setMinimumWidth(300)
        self.addWidget(self.view)
        self.addWidget(self.detail)
        self.setStretchFactor(0, 3)
        self.setStretchFactor(1, 2)
        self._split = False  # the first split is made when the panel is first shown at its size

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if not self._split and self.width() > 0:
            # the table gets three fifths: at its minimum a board is cramped and its seat names
            # are covered (the splitter would otherwise keep the first, smallest, split)
            self._split = True
            self.setSizes([self.width() * 3 // 5, self.width() * 2 // 5])

    def action(self, data: dict[str, Any] | None) -> Action | None:
        """The action of the review's JSON (``None`` for none, or one these rules cannot read)."""
        if data is None:
            return None
        try:
            action: Action = self.rules.codec.decode(data)
        except Exception:
            return None
        return action

    def action_text(self, data: dict[str, Any] | None) -> str:
        act = self.action(data)
        return "—" if act is None else self.board.action_text(act)

    def show_decision(self, step: int | None, d: Decision | None) -> None:
        """The move made at ``step`` and the best alternative, their estimates and the verdict."""
        if step is None or d is None:
            self.detail.setHtml(
                "<p>" + escape(QCoreApplication.translate("Review", "Choose a decision on the timeline.")) + "</p>"
            )
            return
        counter = nobreak(arg(QCoreApplication.translate("Review", "Move %1 of %2"), step + 1, self.moves))
        html = "<h3>" + escape(counter) + "</h3>"
        html += "<p><b>" + escape(QCoreApplication.translate("Review", "Played:")) + "</b> " + escape(self.action_text(d.move))
        if d.best is None or d.best_estimate is None:
            html += (
                "</p><p>"
                + escape(QCoreApplication.translate("Review", "Every other move plays the same here: nothing to compare."))
                + "</p>"
            )
            self.detail.setHtml(html)
            return
        html += "<br>" + escape(estimate_text(d.move_estimate)) + "</p>"
        label = (
            QCoreApplication.translate("Review", "Suggested:")
            if d.verdict == "better"
            else QCoreApplication.translate("Review", "Best alternative:")
        )
        html += "<p><b>" + escape(label) + "</b> " + escape(self.action_text(d.best))
        html += "<br>" + escape(estimate_text(d.best_estimate)) + "</p>"
        if d.verdict == "better":
            #: %1 the win chance of the suggested move, %2 of the move made, %3 the cost class
            text = QCoreApplication.translate("Review", "The suggested move wins more often: %1 instead of %2. Cost: %3.")
            verdict = arg(text, pct(d.best_estimate.chance), pct(d.move_estimate.chance), cost_name(d.cost))
        elif d.verdict == "about_equal":
            #: %1 the win chance of the move made, %2 of the best alternative
            text = QCoreApplication.translate("Review", "About equal: %1 against %2 is within the noise.")
            verdict = arg(text, pct(d.move_estimate.chance), pct(d.best_estimate.chance))
        else:
            verdict = QCoreApplication.translate("Review", "Your move was the best the search found.")
        color = COLORS.get(d.cost, "#999")
        html += f"<p><span style='color:{color}; font-size:16px'>●</span> <b>" + escape(verdict) + "</b></p>"
        self.detail.setHtml(html)

    def show_table(self, point: Point, d: Decision | None) -> None:
        """The table as the seat saw it at ``point``; the suggested move (or the move made) selected."""
        self.board.reset()
        # A dialog squeezed below the view's minimum (a 960×540 screen) shows the table laid
        # out at that minimum and scaled down to fit, smaller but with nothing covered.
        seen = self.view.size_f()
        k = min(1.0, seen.width() / LEAST.width(), seen.height() / LEAST.height())
        size = QSizeF(seen.width() / k, seen.height() / k)
        layout = self.board.build(point.obs, list(point.legal), size)
        self.scene.apply(layout, [], 0.0)
        self.view.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.view.setTransform(QTransform.fromScale(k, k))
        if d is not None:
            mark = self.action(d.best if d.verdict == "better" else d.move)
            if mark is not None:
                self._mark(mark, point.obs["seat"])
                self.scene.mark_hint(self.board.hint_destinations(mark, point.obs))  # and where it goes

    def _mark(self, action: Action, seat: int) -> None:
        """Select the cards of ``action`` on the table (the suggested move, or the move made)."""
        wanted: set[Any] = set()
        for name in ("card", "food"):
            if hasattr(action, name):
                wanted.add(getattr(action, name))
        wanted |= set(getattr(action, "cards", ()) or ())
        matches = [s for s in self.scene.sprites.values() if s.card in wanted]
        in_hand = [s for s in matches if s.zone == f"hand:{seat}"]
        for sprite in in_hand or matches:
            sprite.state = SELECTED
            sprite.update()
