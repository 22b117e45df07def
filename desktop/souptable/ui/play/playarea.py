"""The play area: the table view, the prompt line and the decision buttons.

It joins a :class:`GameController` (what happened, who decides) with a board
(how it looks, what a click means): every change is re-laid out from the
controller's :class:`SeatView` alone and animated; when the picture is still the
controller may go on. Every click, drop and key answers: a legal action through
the board, or a "why not" in the status line (the engine's reason when it
refuses). Between two people on one screen the table is covered until the next
person confirms, and nothing of anybody's seat is drawn under the cover.
"""

from __future__ import annotations

import contextlib
import logging
import os
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine import Action, Event, IllegalAction
from ..table.board import Board, Button
from ..table.recent import recent_marks
from ..table.reveal import reveal_cards
from ..table.scene import TableScene
from ..text import arg
from ..text.common import generic_refusal
from .controller import GameController
from .promptlabel import PromptLabel
from .tableview import TableView
from .turns import EarlyInput, idle_prompt, turn_coming

log = logging.getLogger(__name__)

PROMPT_WIDE = 1000  # the play area's width from which three lines of prompt are enough
PROMPT_MOST_LINES = 4  # ... and below it


class CoverWidget(QWidget):
    """Hides the table between two people sharing a screen."""

    confirmed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        # A plain QWidget paints a style sheet's background only with WA_StyledBackground;
        # without it the wood showed around the labels, each on a dark strip of its own.
        self.setObjectName("hotseat_cover")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#hotseat_cover { background:#23342b; } QLabel { color:#fdf6e3; }")
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size:26px; font-weight:bold;")
        self.title.setWordWrap(True)
        self.note = QLabel(self)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setStyleSheet("font-size:16px; padding:8px 18px; background:#f2b33d; color:#222;")
        self.button.clicked.connect(self.confirmed.emit)
        lay.addWidget(self.title)
        lay.addWidget(self.note)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addStretch(1)
        self.hide()

    def show_for(self, name: str) -> None:
        self.title.setText(arg(QCoreApplication.translate("PlayArea", "Pass to %1"), name))
        self.note.setText(QCoreApplication.translate("PlayArea", "Only %1 should look at the screen now.").replace("%1", name))
        self.button.setText(arg(QCoreApplication.translate("PlayArea", "I am %1 — show my cards"), name))
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()
        self.show()
        self.button.setFocus()


class PlayArea(QWidget):
    message = Signal(str)  # a transient status-bar message (why not...)
    event_logged = Signal(object)  # an event as the viewer may see it
    round_summary = Signal(dict)  # a round_ended summary to show
    game_finished = Signal(object)
    covered = Signal(int)  # the table is hidden until this seat's person confirms
    uncovered = Signal(int)  # ... who now looks at it
    continued = Signal()  # "Continue" under a scored round: the players have seen it

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = TableScene(self)
        self.scene.setBackgroundBrush(QColor("#5a3b25"))  # the wood colour until the art is drawn
        self.view = TableView(self.scene, self)
        self.prompt = PromptLabel(15, self)
        # A fixed height, so a longer prompt never shrinks the table under the cards:
        # three lines of the prompt's own font, four on a narrow window (German needs
        # three at 1280 px and four at 1024 px); it changes only when the window does, and a
        # prompt longer than that gets a smaller font (promptlabel.py).
        self._prompt_lines = 0
        self._fit_prompt(1280)
        self.button_row = QHBoxLayout()
        bar = QHBoxLayout()
        bar.addWidget(self.prompt, 1)
        bar.addLayout(self.button_row)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        lay.addWidget(self.view, 1)
        lay.addLayout(bar)
        self.cover = CoverWidget(self.view)
        self.cover.confirmed.connect(self._confirm_cover)
        self.controller: GameController | None = None
        self.board: Board | None = None
        self.speed = 1.0
        self.hold = False  # a summary is open: do not let the game run on
        self._pending_proceed = False
        self._background_set = False
        self._buttons: list[QPushButton] = []
        self._shown_buttons: list[Any] = []
        self._early = EarlyInput()  # a click or key in the moment before the person's turn
        self._round_shown = False  # the last picture was a scored round
        self._shown_view: Any = None  # the SeatView the picture on the table was built from
        # debug runs and the tests check the promise of dead_table() at every settled picture
        self.check_table = os.environ.get("SOUPTABLE_CHECKS", "") == "1"
        self.problems: list[str] = []
        self.scene.activated.connect(self._activated)
        self.scene.dropped.connect(self._dropped)
        self.scene.settled.connect(self._settled)
        self.view.resized.connect(lambda _s: self._resized())
        self.view.escape.connect(lambda: self._activated("cancel"))
        self.view.other_key.connect(self._button_key)
        self.view.no_focus.connect(self._say_what_to_do)

    # -- wiring --------------------------------------------------------------------
    def attach(self, controller: GameController, board: Board, speed: float) -> None:
        self.detach()
        self.scene.svg.sweep()  # a new table: the renders the table before last drew go
        if not self._background_set:
            from ..art import furniture

            self.scene.set_background("furniture/table", lambda: furniture("table"))
            self._background_set = True
        self.controller = controller
        self.board = board
        self.speed = speed
        controller.changed.connect(self._changed)
        controller.changed.connect(self._mark_recent)  # after the picture is made
        controller.turn.connect(lambda _s: self._refresh_controls())
        controller.turn.connect(lambda _s: self._play_early())
        controller.thinking.connect(lambda _s: self._refresh_controls())
        controller.refused.connect(self._refused)
        controller.cover.connect(self._cover)
        controller.finished.connect(self.game_finished.emit)

    def detach(self) -> None:
        if self.controller is not None:
            self.controller.stop()
            for sig in (
                self.controller.changed,
                self.controller.turn,
                self.controller.thinking,
                self.controller.refused,
                self.controller.cover,
                self.controller.finished,
            ):
                with contextlib.suppress(RuntimeError, TypeError):
                    sig.disconnect()
        self.controller = None
        self.board = None
        self.scene.set_recent(set())
        self.cover.hide()
        self._early.take()
        self._round_shown = False
        self.hold = False  # a summary of the table left behind holds nothing now

    def put_away(self) -> None:
        """No table is shown (the start screen): the renders of the table left go."""
        self.scene.svg.clear()

    def _resized(self) -> None:
        self.scene.svg.sweep()  # a new size: the renders of the size before last go
        self.relayout(animate=False)

    def restyle(self) -> None:
        """The table's look changed (ui/table/look.py): the background, labels and frames anew."""
        if self._background_set:
            from ..art import furniture

            self.scene.set_background("furniture/table", lambda: furniture("table"))
        for label in self.scene.labels.values():
            label.set_label(label.label)
        for area in self.scene.areas.values():
            area.update()
        self.relayout(animate=False)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit_prompt(self.width())
        if self.cover.isVisible():
            self.cover.setGeometry(self.view.rect())

    def prompt_growth(self) -> int:
        """Pixels the prompt may still grow by (a narrower window gives it a line more)."""
        return self.prompt.fontMetrics().lineSpacing() * (PROMPT_MOST_LINES - self._prompt_lines)

    def _fit_prompt(self, width: int) -> None:
        lines = 3 if width >= PROMPT_WIDE else PROMPT_MOST_LINES
        if lines != self._prompt_lines:
            self._prompt_lines = lines
            self.prompt.setFixedHeight(self.prompt.fontMetrics().lineSpacing() * lines + 12)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.scene.svg.forget("")  # card names are drawn on the faces
            self.relayout(animate=False)
        super().changeEvent(event)

    # -- picture ---------------------------------------------------------------------
    def relayout(self, events: list[Event] | None = None, animate: bool = True) -> None:
        c, b = self.controller, self.board
        if c is None or b is None:
            return
        view = c.view
        self._shown_view = view
        if view.covered:
            self.scene.apply(_empty_layout(), [], 0.0)  # nothing of anybody's seat behind the cover
            self._refresh_controls()
            return
        layout = b.build(view.obs, list(view.legal), self.view.size_f())
        if view.revealed:  # a scored round, or the game's end: every hand lies open
            reveal_cards(layout, view.revealed, b)
        moves = [(e.get("card"), e["src"], e["dst"]) for e in (events or []) if e.kind == "card_moved"]
        self.scene.apply(layout, moves, self.speed if animate else 0.0)
        self._refresh_controls()

    def _changed(self, events: list[Event]) -> None:
        if self.board is not None:
            self.board.reset()
        for ev in events:
            self.event_logged.emit(ev)
        self._pending_proceed = True
        # the summary first: one that holds the game is up before the picture settles
        # (at once when animations are off)
        summaries = [ev["summary"] for ev in events if ev.kind == "round_ended"]
        for summary in summaries:
            self.round_summary.emit(summary)
        if summaries or self._round_shown:
            self.scene.clear_focus()  # a new round: the focus starts again at its decision
        self.relayout(events, animate=bool(events))
        self._round_shown = self.controller is not None and self.controller.view.round_over

    def _settled(self) -> None:
        if self._pending_proceed and not self.hold and self.controller is not None:
            self._pending_proceed = False
            self.controller.proceed()
        if self.check_table and not self.scene.busy:
            self._check_live()

    def dead_table(self) -> str | None:
        """Why the person to move could not act on the settled picture (None: they can).

        The promise behind it: whenever a person decides and the table is still, the
        picture is the one of the current change, and something on it (or a decision
        button below it) acts, within reach of the focus ring."""
        c, b = self.controller, self.board
        if c is None or b is None or self.scene.busy or self.hold:
            return None
        view = c.view
        if view.covered or not view.legal:  # legal only while the viewer decides
            return None
        if self._shown_view is not view:
            return "the table shows an older change than the decision"
        acting = self.scene.focusables()
        buttons = [btn for btn in self._buttons if btn.isEnabled() and not btn.isHidden()]
        if not acting and not buttons:
            return "nothing on the table or below it acts"
        stale = [it.key for it in acting if getattr(it, "target", None) is None]
        if stale:
            return f"the focus ring would reach items that do not act: {stale[:3]}"
        return None

    def _check_live(self) -> None:
        problem = self.dead_table()
        if problem is None:
            return
        self.problems.append(problem)
        log.error("dead table: %s", problem)
        self.relayout(animate=False)  # whatever went wrong, the person can go on

    def release(self) -> None:
        """A summary was closed: let the game go on."""
        self.hold = False
        if not self.scene.busy:
            self._settled()

    def _refresh_controls(self) -> None:
        c, b = self.controller, self.board
        specs: list[Button] = []
        if c is None or b is None:
            self.prompt.setText("")
        else:
            view = c.view
            legal = list(view.legal)
            if legal:
                self.prompt.setText(b.prompt(view.obs, legal))
                specs = b.buttons(view.obs, legal)
            else:
                self.prompt.setText(idle_prompt(view, b, c.humans(), c.viewer))
                if view.round_over and self.hold:
                    specs = [Button(QCoreApplication.translate("Dialogs", "Continue"), target="continue")]
        key = [(sp.text, repr(sp.action), repr(sp.target), sp.enabled, sp.shortcut) for sp in specs]
        if key == self._shown_buttons:
            return  # the same choices: keep the buttons (and a click or focus in progress)
        self._shown_buttons = key
        for btn in self._buttons:
            self.button_row.removeWidget(btn)
            btn.hide()  # not only later: a removed button must not linger on screen
            btn.deleteLater()
        self._buttons = []
        for spec in specs:
            self._add_button(spec)

    def _button_key(self, event: Any) -> None:
        """A decision button's shortcut typed while the table has the focus."""
        seq = QKeySequence(event.keyCombination())
        for btn in self._buttons:
            if btn.isEnabled() and btn.shortcut().matches(seq) == QKeySequence.SequenceMatch.ExactMatch:
                event.accept()
                btn.click()
                return
        c = self.controller
        if c is not None and event.text().strip() and turn_coming(c.view, c.humans(), c.viewer):
            self._early.keep_key(event.keyCombination())  # played once the turn is there
            event.accept()
            return
        event.ignore()

    def _play_early(self) -> None:
        """The person's turn is there: play the click or key that came a moment early."""
        target, key = self._early.take()
        if target is not None:
            self._activated(target)
        elif key is not None:
            seq = QKeySequence(key)
            for btn in self._buttons:
                if btn.isEnabled() and btn.shortcut().matches(seq) == QKeySequence.SequenceMatch.ExactMatch:
                    btn.click()
                    return

    def _add_button(self, spec: Button) -> None:
        btn = QPushButton(spec.text, self)
        btn.setProperty("label", spec.text)  # what the board named it (the text adds its key)
        btn.setEnabled(spec.enabled)
        btn.setAutoDefault(True)  # Enter presses the focused button as Space does (outside a dialog only Space would)
        if spec.tooltip:
            btn.setToolTip(spec.tooltip)
        shortcut = spec.shortcut or self._free_digit()  # every decision can be made from the keyboard
        if shortcut:
            seq = QKeySequence(shortcut)
            # the text is made from the shortcut itself, so the key shown is the key that works
            # (first: a button's new text takes its mnemonic as the shortcut)
            btn.setText(keyed_text(spec.text, seq))
            btn.setShortcut(seq)
            btn.setProperty("key", shortcut)
            btn.setToolTip((spec.tooltip + " " if spec.tooltip else "") + f"({key_name(seq)})")
        if spec.action is not None:
            act = spec.action
            btn.setProperty("action_repr", repr(act))
            btn.clicked.connect(lambda: self.submit(act))
        else:
            tgt = spec.target
            btn.clicked.connect(lambda: self._activated(tgt))
        self.button_row.addWidget(btn)
        self._buttons.append(btn)

    def decision_buttons(self) -> list[QPushButton]:
        """The decision buttons below the table, as shown now (left to right)."""
        return list(self._buttons)

    def _free_digit(self) -> str:
        taken = {btn.property("key") for btn in self._buttons}
        return next((d for d in "123456789" if d not in taken), "")

    def _mark_recent(self, _events: list[Event]) -> None:
        """Keep what the other players' moves changed marked until the person's next decision."""
        if self.controller is not None:
            self.scene.set_recent(recent_marks(self.controller))

    def show_hint(self, action: Action) -> None:
        """Mark the suggested decision: its cards on the table, its button below."""
        wanted: set[Any] = set()
        for name in ("card", "food"):
            if hasattr(action, name):
                wanted.add(getattr(action, name))
        wanted |= set(getattr(action, "cards", ()) or ())
        from ..table.spec import SELECTED

        viewer = self.controller.viewer if self.controller is not None else None
        mine = f"hand:{viewer}"
        matches = [s for s in self.scene.sprites.values() if s.card in wanted and s.target is not None]
        # the copy in the person's hand, if there is one (the same card may also lie in a bowl)
        in_hand = [s for s in matches if s.zone == mine]
        for sprite in in_hand or matches:
            sprite.state = SELECTED
            sprite.update()
        if self.board is not None and self.controller is not None:  # and where they go
            self.scene.mark_hint(self.board.hint_destinations(action, self.controller.view.obs))
        for btn in self._buttons:
            if btn.property("action_repr") == repr(action):
                btn.setDefault(True)
                btn.setFocus()

    # -- input -------------------------------------------------------------------------
    def submit(self, action: Action) -> None:
        if self.controller is not None:
            self.controller.submit(action)

    def _activated(self, target: Any) -> None:
        c, b = self.controller, self.board
        if c is None or b is None:
            return
        view = c.view
        if target == "continue":
            self.continued.emit()  # the window closes the round's summary, and the game goes on
            return
        if not view.legal:
            if target != "cancel" and turn_coming(view, c.humans(), c.viewer):
                self._early.keep_target(target)  # played once the turn is there
            elif target != "cancel":
                self._refused(IllegalAction("game_over" if view.over else "not_your_turn"))
            return
        res = b.pick(target, list(view.legal), view.obs)
        if target == "cancel" and res.action is None and not res.reselect and res.why is None:
            return  # Escape with nothing half-chosen: nothing to say
        self._handle(res)

    def _dropped(self, dragged: Any, onto: Any) -> None:
        c, b = self.controller, self.board
        if c is None or b is None:
            return
        view = c.view
        if not view.legal:
            self.relayout(animate=True)  # snap the card back
            self._refused(IllegalAction("game_over" if view.over else "not_your_turn"))
            return
        res = b.drop(dragged, onto, list(view.legal), view.obs)
        if res.action is None and not res.reselect:
            self.relayout(animate=True)  # snap the card back
            self._refused(IllegalAction(res.why[0], **res.why[1]) if res.why else IllegalAction("not_there"))
            return
        self._handle(res)

    def _handle(self, res: Any) -> None:
        if res.action is not None:
            self.submit(res.action)
        elif res.reselect:
            self.relayout(animate=False)
        elif res.why is not None:
            self._refused(IllegalAction(res.why[0], **res.why[1]))
        else:
            self._refused(IllegalAction("not_a_choice"))

    def _say_what_to_do(self) -> None:
        """Enter or Space with nothing focused: say what the decision is and how to reach it."""
        c = self.controller
        if c is None:
            return
        if c.view.legal:
            self.message.emit(QCoreApplication.translate("PlayArea", "Press Tab to move to your choices, then Enter to choose."))
        else:
            self._refused(IllegalAction("game_over" if c.view.over else "not_your_turn"))

    def _refused(self, exc: IllegalAction) -> None:
        text = None
        if self.board is not None:
            text = self.board.refusal(exc.code, exc.params)
        text = text or generic_refusal(exc.code, exc.params)
        if not text and exc.code in ("not_a_choice", "not_there"):
            text = QCoreApplication.translate("PlayArea", "That is not one of your choices now: the highlighted ones are.")
        text = text or QCoreApplication.translate("PlayArea", "The rules do not allow that now.")
        self.message.emit(text)

    def _cover(self, seat: int) -> None:
        if self.board is None:
            return
        # nothing of the previous person's view stays on the table behind the cover
        self.scene.apply(_empty_layout(), [], 0.0)
        self.scene.clear_focus()
        self.message.emit("")
        self.cover.show_for(self.board.name(seat))
        self._refresh_controls()
        self.covered.emit(seat)

    def _confirm_cover(self) -> None:
        self.cover.hide()
        self.view.setFocus()
        if self.controller is not None:
            seat = self.controller.covered_for
            self.controller.confirm_cover()
            if seat is not None:
                self.uncovered.emit(seat)


def key_name(seq: QKeySequence) -> str:
    """A shortcut as the keyboard's caps say it ("D", "Esc", "1")."""
    return seq.toString(QKeySequence.SequenceFormat.NativeText)


def keyed_text(label: str, seq: QKeySequence) -> str:
    """A decision button's text with its key: "Draw (D)"."""
    #: a decision button: %1 what it does ("Draw"), %2 its key ("D")
    return arg(QCoreApplication.translate("PlayArea", "%1 (%2)"), label, key_name(seq))


def button_label(btn: QPushButton) -> str:
    """What the board named a decision button (its text without the key)."""
    label = btn.property("label")
    return str(label) if label is not None else btn.text()


def _empty_layout() -> Any:
    from ..table.spec import Layout

    return Layout()
