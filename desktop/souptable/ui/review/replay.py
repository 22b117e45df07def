"""Game → Replay a saved game…: any game record shown move by move.

The record is checked and replayed once (:func:`souptable.engine.record.verify`,
so a damaged or illegal file is refused with the same words Open uses), and the
state after every action is kept. Each step shows the table as a spectator sees
it, built by the game's own board from ``observe(state, None)``, and the log's
line(s) of the action that led there. A finished game has nothing left to hide:
its replay lays every hand open (each seat's private zones, read from that seat's
own observation, turned face up as at a round's end). An unfinished game's replay
shows public things only, so a kept game's hidden cards never leak.

First / Back / Forward / Last (and Home, Left, Right, End) move through the steps;
"Step N of M" says where. No rules here: what the table shows comes from the
observations, the words from the board.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ...engine import Event, Match, Observation, RecordError
from ...engine.oldrules import earlier_rules, salvage
from ...engine.record import Record, load, verify
from ..base.screen import fit_size
from ..games import game_name, make_board
from ..play.tableview import TableView
from ..table.reveal import reveal_cards
from ..table.scene import TableScene
from ..text import arg
from ..text.common import record_error

if TYPE_CHECKING:
    from .seam import ReviewWindow


class Steps:
    """The states of a record after 0, 1, … M actions and the events of each (no Qt)."""

    def __init__(self, rec: Record) -> None:
        final = verify(rec)  # raises RecordError with the reason
        self.record = rec
        self.finished = final.is_over()
        match = Match(rec.game, rec.players, rec.seed, rec.options)
        self.rules = match.rules
        self.players = rec.players
        self.actions = [action for _seat, action in final.log]
        self.movers = [seat for seat, _action in final.log]
        self.states: list[Any] = [self.rules.clone(match.state)]
        self.events: list[list[Event]] = [[]]
        for _seat, action in final.log:  # (with any step newer rules added to an older record)
            self.events.append(match.play(action))
            self.states.append(self.rules.clone(match.state))

    def action(self, step: int) -> Any:
        """The action that led to ``step`` (1 … M)."""
        return self.actions[step - 1]

    @property
    def last(self) -> int:
        return len(self.states) - 1

    def observation(self, step: int) -> Observation:
        return self.rules.observe(self.states[step], None)

    def open_hands(self, step: int) -> dict[str, tuple[str, ...]]:
        """Zone ("hand:2") -> its cards, for every seat's private zones: only for a
        finished game (an unfinished one keeps its secrets)."""
        if not self.finished:
            return {}
        out: dict[str, tuple[str, ...]] = {}
        for seat in range(self.players):
            obs = self.rules.observe(self.states[step], seat)
            for zone in sorted(self.rules.private_zones):
                cards = obs.get(zone)
                if isinstance(cards, str):
                    cards = [cards]
                if isinstance(cards, list) and cards:
                    out[f"{zone}:{seat}"] = tuple(str(c) for c in cards)
        return out

    def step_events(self, step: int) -> list[Event]:
        """The events of the action that led to ``step``, as a spectator saw them (all of
        them in a finished game)."""
        events = self.events[step]
        return list(events) if self.finished else [self.rules.redact(e, None) for e in events]


class ReplayDialog(QDialog):
    """A record's replay, step by step, on a read-only table."""

    def __init__(self, steps: Steps, lang: str = "en", speed: float = 0.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replay")
        self.steps = steps
        self.speed = speed  # forward by one animates at the app's speed; jumps snap
        self.step = 0
        rec = steps.record
        self.board = make_board(rec.game, [s.name for s in rec.seats])
        self.board.lang = lang
        self.scene = TableScene(self)
        self.scene.setBackgroundBrush(QColor("#5a3b25"))
        self.view = TableView(self.scene, self)
        self.view.setInteractive(False)  # a past moment: nothing to choose
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # (so its arrow keys step through the game)
        self.view.resized.connect(lambda _s: self.show_step(self.step))
        self.counter = QLabel(self)
        self.counter.setObjectName("replay_step")
        self.line = QLabel(self)
        self.line.setObjectName("replay_line")
        self.line.setWordWrap(True)
        self.line.setTextFormat(Qt.TextFormat.PlainText)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, steps.last)
        self.slider.valueChanged.connect(self.go)
        self.first_button = QPushButton(self)
        self.back_button = QPushButton(self)
        self.forward_button = QPushButton(self)
        self.last_button = QPushButton(self)
        self.first_button.clicked.connect(lambda: self.go(0))
        self.back_button.clicked.connect(lambda: self.go(self.step - 1))
        self.forward_button.clicked.connect(lambda: self.go(self.step + 1))
        self.last_button.clicked.connect(lambda: self.go(self.steps.last))
        row = QHBoxLayout()
        for b in (self.first_button, self.back_button, self.forward_button, self.last_button):
            row.addWidget(b)
        row.addWidget(self.counter, 1)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        box.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.note)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.line)
        lay.addWidget(self.slider)
        lay.addLayout(row)
        lay.addWidget(box)
        self.retranslate_ui()
        fit_size(self, 1000, 720, table=self.view)

    def retranslate_ui(self) -> None:
        name = game_name(self.steps.record.game)
        self.setWindowTitle(arg(QCoreApplication.translate("Replay", "Replay: %1"), name))
        #: the replay's slider, as a screen reader names it
        self.slider.setAccessibleName(QCoreApplication.translate("Replay", "Move of the game"))
        self.note.setText(
            QCoreApplication.translate("Replay", "The game is over: every hand lies open.")
            if self.steps.finished
            else QCoreApplication.translate("Replay", "The game is not finished: only what everyone at the table sees.")
        )
        self.first_button.setText(QCoreApplication.translate("Replay", "|◀ F&irst"))
        self.back_button.setText(QCoreApplication.translate("Replay", "◀ &Back"))
        self.forward_button.setText(QCoreApplication.translate("Replay", "&Forward ▶"))
        self.last_button.setText(QCoreApplication.translate("Replay", "&Last ▶|"))
        self.show_step(self.step)

    def go(self, step: int) -> None:
        """Show ``step`` (kept within the first and the last; one forward animates)."""
        step = max(0, min(step, self.steps.last))
        forward_one = step == self.step + 1
        self.step = step
        self.show_step(step, animate=forward_one)

    def show_step(self, step: int, animate: bool = False) -> None:
        steps, board = self.steps, self.board
        board.reset()
        layout = board.build(steps.observation(step), [], self.view.size_f())
        revealed = steps.open_hands(step)
        if revealed:
            reveal_cards(layout, revealed, board)
        events = steps.step_events(step)
        moves = [(e.get("card"), e["src"], e["dst"]) for e in events if e.kind == "card_moved"] if animate else []
        self.scene.apply(layout, moves, self.speed if animate else 0.0)
        self.slider.blockSignals(True)  # (the slider follows; it does not ask for the step again)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        #: where the replay is: %1 this step, %2 the number of moves in the game
        self.counter.setText(arg(QCoreApplication.translate("Replay", "Step %1 of %2"), step, steps.last))
        lines = [line for line in (board.describe(e) for e in events) if line]
        if step == 0:
            self.line.setText(QCoreApplication.translate("Replay", "The cards are dealt; nobody has moved yet."))
        elif lines:
            self.line.setText(" ".join(lines))
        elif steps.finished:  # nothing the log tells: the move itself (nothing is hidden any more)
            self.line.setText(board.action_text(steps.action(step)))
        else:  # the move itself may name a hidden card: only who moved
            #: a replay's step that shows nothing public; %1 the player
            self.line.setText(arg(QCoreApplication.translate("Replay", "%1 decides."), board.name(steps.movers[step - 1])))
        self.first_button.setEnabled(step > 0)
        self.back_button.setEnabled(step > 0)
        self.forward_button.setEnabled(step < steps.last)
        self.last_button.setEnabled(step < steps.last)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Home, Left, Right, End step through the game (the buttons pass them on; the
        slider takes them itself and steps the same way)."""
        steps = {
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_Left: self.step - 1,
            Qt.Key.Key_Right: self.step + 1,
            Qt.Key.Key_End: self.steps.last,
        }
        target = steps.get(Qt.Key(event.key()))
        if target is None:
            super().keyPressEvent(event)
            return
        self.go(target)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def replay_saved_game(window: ReviewWindow, path: str | None = None) -> ReplayDialog | None:
    """Game → Replay a saved game…: choose a record, then watch it step by step."""
    if path is None:
        from ..base.settings import file_filter, start_folder

        path, _ = QFileDialog.getOpenFileName(
            window.window(),
            QCoreApplication.translate("Replay", "Replay a saved game"),
            str(start_folder(window.settings)),
            file_filter(False),
        )
        if not path:
            return None
    try:
        rec = load(path)
    except RecordError as exc:
        QMessageBox.warning(
            window.window(), QCoreApplication.translate("Replay", "Cannot replay the game"), record_error(exc.code)
        )
        return None
    return replay_record(window, rec)


def replay_record(window: ReviewWindow, rec: Record) -> ReplayDialog | None:
    """The replay of ``rec`` in its own window (one at a time); a record that does not
    replay is refused in words."""
    try:
        steps = Steps(rec)
    except RecordError as exc:
        if earlier_rules(exc):  # not damaged: its moves as far as the current rules go, if the person likes
            offer_older(window, rec)
            return None
        QMessageBox.warning(
            window.window(), QCoreApplication.translate("Replay", "Cannot replay the game"), record_error(exc.code)
        )
        return None
    old = window.replay_dialog
    if old is not None:
        with contextlib.suppress(RuntimeError):
            old.close()
    from ..base.settings import SPEED

    dlg = ReplayDialog(steps, window.languages.current, float(window.settings.get(SPEED)), window.window())
    dlg.setModal(False)
    window.replay_dialog = dlg
    dlg.show()
    return dlg


def offer_older(window: ReviewWindow, rec: Record, review: bool = False) -> None:
    """A record saved under earlier rules (refused by Replay, or by Review: ``review``):
    say so, and offer the replay of what the current rules keep of it (not blocking)."""
    from ..play.oldsave import CANCEL, REPLAY
    from ..play.oldsavebox import ask_about_old_save

    found = salvage(rec)
    if found is None:  # (refused for its earlier rules just now)
        return
    if review:
        note = QCoreApplication.translate(
            "OldSaves",
            "A review needs the whole game under the current rules; its moves can be watched as a replay as far as they go.",
        )
    else:
        note = QCoreApplication.translate("OldSaves", "Its moves can be watched as a replay as far as the current rules allow.")

    def chosen(choice: str) -> None:
        if choice == REPLAY:
            replay_record(window, found.record)

    ask_about_old_save(window.window(), found, [REPLAY, CANCEL], chosen, note)


__all__ = ["ReplayDialog", "Steps", "offer_older", "replay_record", "replay_saved_game"]
