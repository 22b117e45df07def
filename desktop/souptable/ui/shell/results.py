"""The end of a round and of a game: summaries, the results screen, playing again.

A round's summary opens over the table, which keeps the round as it was scored
(every hand laid open) until the players continue. At the game's end the
results screen shows every score, how the winner won (the tie-break, when one
decided it) and the last round's scoring, with every hand open on the table
behind it; **Play again** deals anew at the same seats, **Rematch** moves
everyone one seat on, **Replay** shows the game again move by move
(ui/review/replay.py). Game → Last results opens it again. A game played to its end
here is counted in the statistics once. No rules here.
"""

from __future__ import annotations

import random
import weakref
from dataclasses import dataclass, field
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from ...engine.record import SeatInfo
from ..base.screen import fit_size
from ..games import game_name, make_board
from ..play.setup import Setup
from ..play.standings import SummaryDialog, how_won, round_sentence, standings_html, standings_rows, standings_table
from ..text import and_list, arg
from .gamemenu import is_local

if TYPE_CHECKING:
    from .mainwindow import MainWindow


@dataclass
class Results:
    """What the results screen shows, kept for Game → Last results (worded anew each time)."""

    setup: Setup
    result: dict[str, Any]
    last_round: dict[str, Any] | None = None
    names: list[str] = field(default_factory=list)

    def board(self) -> Any:
        return make_board(self.setup.game, self.names)

    def title(self) -> str:
        return arg(QCoreApplication.translate("Results", "%1: final standings"), game_name(self.setup.game))

    def standings(self) -> tuple[list[str], list[list[str]]]:
        board = self.board()
        return standings_rows(board, self.result, board.result_label())

    def html(self, standings: bool = True) -> str:
        """The results as one text: the winner sentence first (what a screen reader says
        before the tables), the standings, the note, the last round; without
        ``standings``, only the note and the last round (the dialog shows the rest as a
        sentence and a real table above it)."""
        board = self.board()
        out = []
        if standings:
            out.append("<p style='font-size:large'><b>" + escape(how_won(board, self.result)) + "</b></p>")
            out.append("<h2>" + escape(self.title()) + "</h2>")
            out.append(standings_html(board, self.result, board.result_label()))
        out.append(board.result_note(self.result))
        if self.last_round is not None:
            out.append(board.summary_html(self.last_round, final=True))
        return "".join(out)


def rotated(seats: list[SeatInfo]) -> list[SeatInfo]:
    """Everyone one seat on: the person of seat 1 sits at seat 2, the last at seat 1."""
    return seats[-1:] + seats[:-1]


class ResultsDialog(QDialog):
    """The results screen: standings, how the winner won, the last round; play on."""

    play_again = Signal()
    rematch = Signal()
    replay = Signal()

    def __init__(self, results: Results, can_play: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("results")
        self.results = results
        # the winner first, then the standings as a real table, then the rest as text
        self.winner = QLabel(self)
        self.winner.setWordWrap(True)
        self.winner.setStyleSheet("font-size:16px; font-weight:bold;")
        self.heading = QLabel(self)
        self.heading.setStyleSheet("font-size:15px; font-weight:bold;")
        self.standings = standings_table(*results.standings(), parent=self)
        self.heading.setBuddy(self.standings)
        self.browser = QTextBrowser(self)
        self.browser.setMinimumSize(600, 240)
        self.box = QDialogButtonBox(self)
        self.again_button = QPushButton(self)
        self.rematch_button = QPushButton(self)
        for button, signal in ((self.again_button, self.play_again), (self.rematch_button, self.rematch)):
            button.setVisible(can_play)
            self.box.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
            button.clicked.connect(signal.emit)
            button.clicked.connect(self.accept)
        self.replay_button = QPushButton(self)
        self.replay_button.setVisible(can_play)  # (the game's record is at this table)
        self.box.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button.clicked.connect(self.replay.emit)
        close = self.box.addButton(QDialogButtonBox.StandardButton.Close)
        close.clicked.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.winner)
        lay.addWidget(self.heading)
        lay.addWidget(self.standings)
        lay.addWidget(self.browser, 1)
        lay.addWidget(self.box)
        fit_size(self, 780, 560)
        self.retranslate_ui()

    def text(self) -> str:
        """Everything the dialog says, in reading order (the winner, the standings, the rest)."""
        t = self.standings
        rows = [[t.item(r, c) for c in range(t.columnCount())] for r in range(t.rowCount())]
        cells = [" ".join(item.text() for item in row if item is not None) for row in rows]
        return "\n".join([self.winner.text(), self.heading.text(), *cells, self.browser.toPlainText()])

    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "Game over"))
        self.again_button.setText(QCoreApplication.translate("Results", "&Play again"))
        self.again_button.setToolTip(QCoreApplication.translate("Results", "The same seats, a new deal"))
        self.rematch_button.setText(QCoreApplication.translate("Results", "&Rematch, seats rotated"))
        self.rematch_button.setToolTip(QCoreApplication.translate("Results", "Everyone moves one seat on, then a new deal"))
        self.replay_button.setText(QCoreApplication.translate("Results", "Repla&y…"))
        self.replay_button.setToolTip(QCoreApplication.translate("Results", "This game again, move by move, every hand open"))
        self.winner.setText(how_won(self.results.board(), self.results.result))
        self.heading.setText(self.results.title())
        self.standings.setHorizontalHeaderLabels(self.results.standings()[0])
        self.standings.setAccessibleName(self.results.title())
        self.browser.setHtml(self.results.html(standings=False))
        self.browser.setAccessibleName(self.windowTitle())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class GameEnd(QObject):
    """The window's round summaries, results screen and statistics."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.last: Results | None = None
        self.dialog: ResultsDialog | None = None
        self.round_dialog: SummaryDialog | None = None
        # weak: a table left behind is let go with its match (no evening of games kept alive here)
        self._controller: weakref.ref[Any] | None = None
        self._played = False  # a move was made at this table (not only a finished game opened)
        self._counted: weakref.ref[Any] | None = None  # the table whose end went into the statistics
        window.game_started.connect(self._started)  # (the play area's Continue comes to ``continue_round``)

    def _started(self) -> None:
        c = self.window.controller
        self._controller = None if c is None else weakref.ref(c)
        self._played = False
        if is_local(c):
            c.acted.connect(self._acted)

    def _acted(self, _seat: int, _action: Any) -> None:
        if self._controller is not None and self.sender() is self._controller():
            self._played = True

    # -- a round -----------------------------------------------------------------------
    def round_summary(self, summary: dict[str, Any]) -> None:
        w = self.window
        if w.board is None or w.controller is None or w.lesson is not None:
            return  # (a lesson walks through its scoring itself)
        if w.controller.match.is_over():
            return  # the results screen shows the last round too
        title = QCoreApplication.translate("MainWindow", "Round summary")
        self._let_go(self.round_dialog)  # the round before's, once it is closed
        # who leads after the round first (what a screen reader reads first), then the table
        dlg = SummaryDialog(title, w.board.summary_html(summary), w, round_sentence(w.board, w.controller))
        self.round_dialog = dlg
        self.show_summary(dlg, hold=w.pause_on_summaries and bool(w.controller.humans()))

    def _let_go(self, dlg: QDialog | None) -> None:
        """Delete a summary nobody looks at any more (it would keep its window's memory for the evening)."""
        if dlg is None or dlg.isVisible():
            return
        if dlg in self.window.open_dialogs:
            self.window.open_dialogs.remove(dlg)
        dlg.deleteLater()

    def table_left(self) -> None:
        """The table was left (the window closes and deletes its summaries): a closed
        results screen goes too; an open one stays open until the next replaces it."""
        self.round_dialog = None
        dlg = self.dialog
        if dlg is not None and not dlg.isVisible():
            self.dialog = None
            dlg.deleteLater()

    def continue_round(self) -> None:
        """The table's Continue: the round's summary closes, and the game goes on."""
        if self.round_dialog is not None and self.round_dialog.isVisible():
            self.round_dialog.accept()
        else:
            self.window.play.release()

    def show_summary(self, dlg: QDialog, hold: bool) -> None:
        w = self.window
        w.open_dialogs.append(dlg)
        if hold:
            w.play.hold = True
            dlg.finished.connect(lambda _r: w.play.release())
        dlg.setModal(False)
        dlg.show()
        if not hold and not w.pause_on_summaries:
            QTimer.singleShot(0, dlg.close)

    # -- the game ----------------------------------------------------------------------
    def finished(self, result: Any) -> None:
        w, c = self.window, self.window.controller
        if w.board is None or c is None or w.setup is None or result is None:
            return
        if w.lesson is not None:  # its own walkthrough; no statistics, the autosave left alone
            w.game_over.emit(result)
            return
        rounds = c.match.rules.rounds(c.match.state)
        setup = Setup(w.setup.game, w.setup.players, list(w.setup.seats), dict(w.setup.options), w.setup.seed)
        self.last = Results(setup, result.to_json(), rounds[-1] if rounds else None, list(w.board.names))
        w.act_results.setEnabled(True)
        if is_local(c):
            w.autosave.clear()
            if self._played and (self._counted is None or self._counted() is not c) and c.humans():
                self._counted = weakref.ref(c)
                w.stats.add_game(c.match.game, [s.name for s in c.seats], c.humans(), list(result.scores), list(result.winners))
        winners = and_list([w.board.name(s) for s in result.winners])
        w.statusBar().showMessage(arg(QCoreApplication.translate("MainWindow", "Winner: %1"), winners))
        self.show_results()
        w.game_over.emit(result)

    def show_results(self) -> ResultsDialog | None:
        """The results screen (again: Game → Last results)."""
        if self.last is None:
            return None
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()  # (a closed dialog keeps its window's memory till deleted)
        can_play = is_local(self.window.controller) or self.window.controller is None
        dlg = ResultsDialog(self.last, can_play, self.window)
        dlg.play_again.connect(self.play_again)
        dlg.rematch.connect(self.rematch)
        dlg.replay.connect(self.replay)
        self.dialog = dlg
        dlg.setModal(False)
        dlg.show()
        if not self.window.pause_on_summaries:
            QTimer.singleShot(0, dlg.close)
        return dlg

    def play_again(self, seats: list[SeatInfo] | None = None) -> None:
        """The same game at the same seats (or ``seats``), a new deal."""
        if self.last is None:
            return
        from ..remote.seats import play_again_elsewhere

        if play_again_elsewhere(self.window, 1 if seats is not None else 0):  # friends elsewhere: never a local game
            return
        s = self.last.setup
        seed = random.SystemRandom().randrange(1, 2**31)
        setup = Setup(s.game, s.players, list(seats if seats is not None else s.seats), dict(s.options), seed)
        from .session import confirm_leaving

        if confirm_leaving(self.window, "new"):
            self.window.start(setup)

    def replay(self) -> Any:
        """The game at the table, move by move (while it is still at the table)."""
        from ..review.replay import replay_record

        c = self.window.controller
        if not is_local(c) or not c.match.is_over():
            return None
        return replay_record(self.window, c.record())

    def rematch(self) -> None:
        if self.last is not None:
            self.play_again(rotated(self.last.setup.seats))


__all__ = ["GameEnd", "Results", "ResultsDialog", "how_won", "rotated"]
