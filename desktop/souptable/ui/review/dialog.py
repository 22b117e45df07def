"""Game → Review: "Could I have won?", the hard player's review of one player's decisions.

The dialog shows a game's record from one seat: a timeline with a mark per
decision coloured by its cost, the table as that seat saw it at the decision
chosen (built by the game's board from the seat's observation then, read
only), the move made and the one the search suggests with both estimates and
their uncertainty, and a summary (the three costliest decisions; luck or
play). The review itself runs in its own process (:class:`ReviewRunner`), with
a progress bar and a Stop button, while the table stays free; a finished
review is saved next to the record and opens at once the next time.

The table at a decision and the move panel beside it are a
:class:`~souptable.ui.review.move.MovePanel`; the summary and the legend are
written by :mod:`souptable.ui.review.summary`, the timeline is
:mod:`souptable.ui.review.timeline`.

No rules and no search here: the record is replayed only to know what the seat
saw at each of its decisions (:func:`souptable.ai.review.decision_points`).
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QUrl
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...ai.review import (
    Decision,
    Point,
    Review,
    decision_points,
    find_review,
    record_id,
    review_path,
    save_review,
)
from ...engine import RecordError
from ...engine.oldrules import earlier_rules
from ...engine.record import Record, load, replay, save, verify
from ..base.screen import fit_size
from ..games import make_board
from ..text import arg
from ..text.common import record_error
from .move import MovePanel
from .runner import ReviewRunner
from .summary import legend_html, reading_html, summary_html
from .timeline import Timeline

if TYPE_CHECKING:
    from .seam import ReviewWindow


class ReviewDialog(QDialog):
    """The review of one seat of ``record`` (``names`` per seat; ``seat`` 0-based).

    ``save_to`` is the review file next to the record (``None``: keep nothing);
    ``seconds`` / ``iterations`` fix the budget per decision (default: the
    review's own). ``autostart``: review at once when nothing is saved yet."""

    def __init__(
        self,
        record: Record,
        names: list[str],
        seat: int,
        save_to: Path | None,
        parent: QWidget | None = None,
        *,
        seconds: float | None = None,
        iterations: int | None = None,
        lang: str = "en",
        autostart: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("review")
        self.record = record
        self.names = names
        self.seat = seat
        self.save_to = save_to
        self.seconds = seconds
        self.iterations = iterations
        self.match = replay(record)
        self.rules = self.match.rules
        self.review: Review | None = None
        self.points: dict[int, Point] = {}
        self.current: int | None = None
        self.saved_error: str | None = None
        self.board = make_board(record.game, names)
        self.board.lang = lang
        self.runner = ReviewRunner(self)
        self.runner.progress.connect(self._progress)
        self.runner.decided.connect(self._decided)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(self._failed)
        self.runner.cancelled.connect(self._cancelled)
        self._state = "idle"  # idle | running | cancelled | failed | done | loaded
        self._why = ""  # what went wrong, when the review failed
        self._build()
        self.retranslate_ui()
        self.set_seat(seat, autostart=autostart)
        fit_size(self, 1120, 760, table=self.view)

    # -- widgets ----------------------------------------------------------------------
    def _build(self) -> None:
        self.seat_label = QLabel(self)
        self.seat_box = QComboBox(self)
        self.seat_box.setObjectName("review_seat")
        for name in self.names:
            self.seat_box.addItem(name)
        self.seat_label.setBuddy(self.seat_box)
        self.seat_box.activated.connect(lambda i: self.set_seat(i, autostart=True))
        self.run_button = QPushButton(self)
        self.run_button.setObjectName("review_run")
        self.run_button.clicked.connect(self._run_clicked)
        self.bar = QProgressBar(self)
        self.bar.setObjectName("review_progress")
        self.bar.setRange(0, 1)
        self.bar.setValue(0)
        self.status = QLabel(self)
        self.status.setObjectName("review_status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        top = QHBoxLayout()
        top.addWidget(self.seat_label)
        top.addWidget(self.seat_box)
        top.addWidget(self.run_button)
        top.addWidget(self.bar, 1)

        self.timeline = Timeline(self)
        self.timeline.set_game(len(self.match.log))
        self.timeline.selected.connect(self.show_step)

        self.move_panel = MovePanel(self.board, self.rules, len(self.match.log), self)
        self.scene = self.move_panel.scene  # the table as the seat saw it (read only)
        self.view = self.move_panel.view
        self.detail = self.move_panel.detail  # the move made, the suggestion, the verdict
        self.view.resized.connect(lambda _s: self._draw_table())

        self.summary = QTextBrowser(self)
        self.summary.setObjectName("review_summary")
        self.summary.setOpenLinks(False)
        self.summary.anchorClicked.connect(self._summary_link)
        # the whole game's text under this decision's, beside the table: on a low screen
        # (1366×768, 960×540) a row of its own under the table left no room for the table
        column = QSplitter(Qt.Orientation.Vertical, self)
        column.setObjectName("review_column")
        self.move_panel.replaceWidget(1, column)
        column.addWidget(self.detail)
        column.addWidget(self.summary)
        column.setStretchFactor(0, 3)
        column.setStretchFactor(1, 2)
        self.legend = QLabel(self)
        self.legend.setObjectName("review_legend")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)

        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.status)
        lay.addWidget(self.timeline)
        lay.addWidget(self.move_panel, 1)
        lay.addWidget(self.legend)
        lay.addWidget(self.buttons)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(arg(QCoreApplication.translate("Review", "Review: %1"), self.names[self.seat]))
        self.seat_label.setText(QCoreApplication.translate("Review", "&Player:"))
        self.seat_box.setToolTip(QCoreApplication.translate("Review", "Whose decisions to review."))
        self.bar.setFormat(QCoreApplication.translate("Review", "%v of %m decisions"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(QCoreApplication.translate("Review", "Close"))
        self.timeline.retranslate_ui()
        # what a screen reader calls the two texts
        #: the review's text on the decision shown (the move made, the suggestion, the verdict)
        self.detail.setAccessibleName(QCoreApplication.translate("Review", "This decision"))
        #: the review's text on the whole game
        self.summary.setAccessibleName(QCoreApplication.translate("Review", "The whole game"))
        self._show_state()
        self._show_legend()
        self._show_summary()
        self._show_detail()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- which review -------------------------------------------------------------------
    def set_seat(self, seat: int, autostart: bool = True) -> None:
        """Show ``seat``'s review: the saved one if there is one, else review now (``autostart``)."""
        self.runner.stop()
        self.seat = seat
        self.seat_box.setCurrentIndex(seat)
        self.setWindowTitle(arg(QCoreApplication.translate("Review", "Review: %1"), self.names[seat]))
        self.points = {p.step: p for p in decision_points(self.match, seat)}
        self.review = None
        self.current = None
        self.timeline.set_game(len(self.match.log))
        saved = find_review(self.save_to, self.record, seat) if self.save_to is not None else None
        if saved is not None:
            self._state = "loaded"
            self._show(saved)
        else:
            self._state = "idle"
            self.bar.setRange(0, max(1, len(self.points)))
            self.bar.setValue(0)
            self._refresh()
            if autostart:
                self.start()

    def start(self) -> None:
        """Review the seat now in the review process (a review shown before is replaced)."""
        self.review = None
        self.current = None
        self.saved_error = None
        self.timeline.set_game(len(self.match.log))
        self.bar.setRange(0, max(1, len(self.points)))
        self.bar.setValue(0)
        self._state = "running"
        self.runner.start(self.record, self.seat, seconds=self.seconds, iterations=self.iterations)
        self._refresh()

    def cancel(self) -> None:
        """Stop the running review (what was reviewed so far stays on the timeline)."""
        self.runner.cancel()

    def _run_clicked(self) -> None:
        if self.runner.busy:
            self.cancel()
        else:
            self.start()

    # -- from the review process ---------------------------------------------------------------
    def _progress(self, done: int, total: int) -> None:
        self.bar.setRange(0, max(1, total))
        self.bar.setValue(done)

    def _decided(self, d: Decision) -> None:
        self.timeline.add(d)
        if self.current is None:
            self.timeline.select(d.step)

    def _finished(self, review: Review) -> None:
        self._state = "done"
        if self.save_to is not None:
            try:
                save_review(self.save_to, review)
            except OSError as exc:
                self.saved_error = exc.strerror or str(exc)
        self._show(review)

    def _failed(self, why: str) -> None:
        self._state = "failed"
        self._why = why
        self._refresh()

    def _cancelled(self) -> None:
        self._state = "cancelled"
        self._refresh()

    # -- showing -------------------------------------------------------------------------
    def _show(self, review: Review) -> None:
        self.review = review
        self.bar.setRange(0, max(1, len(review.decisions)))
        self.bar.setValue(len(review.decisions))
        self.timeline.set_decisions(review.decisions)
        first = review.summary.costliest[0] if review.summary and review.summary.costliest else None
        if first is None and review.decisions:
            first = review.decisions[0].step
        self._refresh()
        if first is not None:
            self.timeline.select(first)

    def _refresh(self) -> None:
        self._show_state()
        self._show_legend()
        self._show_summary()
        self._show_detail()

    def _show_state(self) -> None:
        running = self._state == "running"
        self.run_button.setText(
            QCoreApplication.translate("Review", "&Stop")
            if running
            else (
                QCoreApplication.translate("Review", "Review &again")
                if self.review
                else QCoreApplication.translate("Review", "&Review")
            )
        )
        self.run_button.setToolTip(
            QCoreApplication.translate("Review", "Stop the review.")
            if running
            else QCoreApplication.translate("Review", "Review this player's decisions now.")
        )
        texts = {
            "idle": QCoreApplication.translate("Review", "Not reviewed yet."),
            "running": QCoreApplication.translate(
                "Review",
                "Reviewing: the hard computer player searches each decision again from what this player saw then."
                " You can go on playing meanwhile.",
            ),
            "cancelled": QCoreApplication.translate("Review", "Review stopped."),
            "failed": arg(QCoreApplication.translate("Review", "The review failed: %1"), self._why),
            "done": QCoreApplication.translate("Review", "Review finished and saved with the game.")
            if self.save_to
            else QCoreApplication.translate("Review", "Review finished."),
            "loaded": QCoreApplication.translate("Review", "The review saved with this game."),
        }
        text = texts.get(self._state, "")
        if self._state == "done" and self.saved_error:
            text = arg(QCoreApplication.translate("Review", "Review finished, but it could not be saved: %1"), self.saved_error)
        if not self.points:
            text = QCoreApplication.translate("Review", "Nothing to review: this player never had a choice to make.")
        self.status.setText(text)

    def _show_legend(self) -> None:
        self.legend.setText(legend_html())

    def _summary_link(self, url: QUrl) -> None:
        frag = url.toString().lstrip("#")
        if frag.startswith("step-"):
            with contextlib.suppress(ValueError):
                self.timeline.setFocus()
                self.timeline.select(int(frag[5:]))

    def _show_summary(self) -> None:
        summary = summary_html(self.review)
        self.summary.setHtml(summary + ("<br><br>" if summary else "") + reading_html(self.review))

    def _show_detail(self) -> None:
        step = self.current
        d = None
        if step is not None:
            d = self.review.decision(step) if self.review is not None else None
            if d is None:
                d = next((x for x in self.timeline.decisions if x.step == step), None)
        self.move_panel.show_decision(step, d)

    def show_step(self, step: int) -> None:
        """Show the decision at ``step``: the table as the seat saw it then, and the verdict."""
        self.current = step
        self._show_detail()
        self._draw_table()

    def _draw_table(self) -> None:
        step = self.current
        point = self.points.get(step) if step is not None else None
        if point is None:
            return
        d = next((x for x in self.timeline.decisions if x.step == step), None)
        self.move_panel.show_table(point, d)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # the timeline gives its height up to the table on a low dialog (64 px at 540 px
        # high, its full 96 from about 800)
        self.timeline.setMaximumHeight(max(self.timeline.minimumHeight(), min(96, event.size().height() // 8)))
        super().resizeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.stop()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        self.runner.stop()
        super().done(result)


# -- from the main window ------------------------------------------------------------------


def _reviews_folder(window: ReviewWindow) -> Path:
    return Path(window.autosave.path).parent / "reviews"


def _open(window: ReviewWindow, rec: Record, names: list[str], seat: int, save_to: Path | None) -> ReviewDialog:
    old = window.review_dialog
    if old is not None:
        with contextlib.suppress(RuntimeError):
            old.close()
    dlg = ReviewDialog(rec, names, seat, save_to, window.window(), lang=window.languages.current)
    dlg.setModal(False)
    window.review_dialog = dlg
    dlg.show()
    return dlg


def review_current_game(window: ReviewWindow) -> ReviewDialog | None:
    """Game → Review: the finished game at the table, for the person's seat.

    The review is kept next to the game's file when the game was opened from
    one (or saved to one) and is the same game; otherwise the record and its
    review go to the app's data folder (``reviews/``)."""
    c = window.controller
    if c is None or not c.match.is_over():
        window.statusBar().showMessage(QCoreApplication.translate("Review", "The review opens when the game is over."), 6000)
        return None
    rec = c.record()
    humans = c.humans()
    seat = humans[0] if humans else 0
    rid = record_id(rec)
    save_to: Path | None = None
    path = window.record_path
    if path:
        with contextlib.suppress(RecordError, OSError):
            if record_id(load(path)) == rid:
                save_to = review_path(path)
    if save_to is None:
        folder = _reviews_folder(window)
        target = folder / f"{rec.game}-{rid[:12]}.souptable"
        try:
            if not target.exists():
                save(target, rec)
            save_to = review_path(target)
        except OSError as exc:
            window.statusBar().showMessage(
                arg(QCoreApplication.translate("Review", "The review cannot be saved: %1"), exc.strerror or str(exc)), 6000
            )
    return _open(window, rec, [s.name for s in c.seats], seat, save_to)


def review_saved_game(window: ReviewWindow, path: str | None = None) -> ReviewDialog | None:
    """Game → Review a saved game…: any record file; its review is kept next to it."""
    if path is None:
        path, _ = QFileDialog.getOpenFileName(
            window.window(),
            QCoreApplication.translate("Review", "Review a saved game"),
            "",
            QCoreApplication.translate("Review", "Soup Table games (*.souptable *.json)"),
        )
        if not path:
            return None
    try:
        rec = load(path)
        verify(rec)
    except RecordError as exc:
        if earlier_rules(exc):  # not damaged: said so; its moves can be watched as far as they go
            from .replay import offer_older

            offer_older(window, rec, review=True)
            return None
        QMessageBox.warning(
            window.window(), QCoreApplication.translate("Review", "Cannot review the game"), record_error(exc.code)
        )
        return None
    humans = [i for i, s in enumerate(rec.seats) if s.kind == "human"]
    return _open(window, rec, [s.name for s in rec.seats], humans[0] if humans else 0, review_path(path))
