"""A lesson running at the table: the guide between the controller and the person.

The lesson sits the person down at an ordinary table (``MainWindow.start`` with a
:class:`~.runner.ScriptRunner` for the computer seats), so the board, the prompt,
the log, the "why not" of a refused move and everything else work exactly as in a
real game. On top it shows, whenever the picture is still, what the step of the
current ply says (:mod:`.script`): an explanation to read (the computers wait for
Next) or the person's decision, with the scripted action's first click ringed. The
decision's bubble comes with the person's turn; the bubble lies off what it talks
about (:mod:`.onscreen` finds where that is); while it waits for a button, that
button has the keyboard and the prompt line says so instead of the table's own words.

Off the script: when the person makes another legal move, the computers wait and
the bubble says why the lesson had suggested its own, with two ways on: take the
move back (the game is rewound to it) or play on without the lesson (the computers
then play as in a real game, and "Back to the lesson" still rewinds). The window
leaves the autosave and the statistics alone while ``window.lesson`` is set.
"""

from __future__ import annotations

import contextlib
import html
import importlib
from types import ModuleType
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer, QUrl
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from ...engine import Action, Match
from ...engine.record import SeatInfo
from ..text import arg
from . import done, onscreen, words
from .bubble import Bubble, Ring
from .runner import PACE_MS, ScriptRunner
from .script import Lesson, Step
from .targets import Click, action_parts, click_path

if TYPE_CHECKING:
    from .seam import LessonWindow

BUTTON_RING = 5  # a decision button is ringed from outside (its text fills it), by this many pixels


def game_words(game: str) -> ModuleType:
    """The lesson texts and facts of ``game`` (``ui/lessons/<game>.py``)."""
    return importlib.import_module(f"{__package__}.{game}")


class LessonSession(QObject):
    def __init__(self, window: LessonWindow, lesson: Lesson) -> None:
        super().__init__(window.window())
        self.window = window
        self.lesson = lesson
        self.words = game_words(lesson.game)
        self.runner = ScriptRunner(self._scripted, self)
        self.seen: set[int] = set()  # info steps already read (by index)
        self.diverged: int | None = None  # the ply where the person left the script
        self.free = False  # ... and chose to play on without the lesson
        self.autoplay_to: int | None = None
        self.closed = False
        self.shown: tuple[str, Any] = ("", None)  # what the bubble shows: (kind, step), for tests
        self.click: Click | None = None  # the ringed click of the current decision
        self.path: list[Click] = []  # ... and the clicks after it that make the lesson's move
        self._paths: dict[tuple[Any, ...], list[Click]] = {}  # found ways, per decision and selection
        self.says = ""  # what the prompt line says while the bubble asks for a button ("": the table's own)
        self._own_prompt = ""  # ... and what the table's prompt said before
        self._speeds: tuple[float, float] | None = None
        self._dialogs: list[Any] = []
        play = window.play
        self.bubble = Bubble(play)
        self.ring = Ring(play)
        self.bubble.leave_clicked.connect(self.leave)
        self.bubble.rules_clicked.connect(self.open_rules)
        play.installEventFilter(self)
        play.view.installEventFilter(self)  # Enter on the table with nothing focused: Next
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.refresh)

    # -- starting and leaving ----------------------------------------------------------
    def begin(self) -> None:
        from ..play.setup import Setup

        le = self.lesson
        seats = [
            SeatInfo(words.seat_name(code), "human" if i == le.you else "bot", None if i == le.you else "normal")
            for i, code in enumerate(le.names)
        ]
        seats[le.you].name = person_name(self.window.settings, le.you)
        match = Match(le.game, le.players, le.seed, le.options)
        self.runner.ply = lambda: len(match.log)
        self.runner.gate = self._gate
        self.runner.hold()  # until the first refresh says whether the person reads first
        self.window.start(Setup(le.game, le.players, seats, dict(le.options), le.seed), match, runner=self.runner)
        self.window.lesson = self
        c = self.window.controller
        assert c is not None, "the lesson's table sat down"
        c.acted.connect(self._acted)
        c.finished.connect(lambda _r: self.soon())
        c.turn.connect(lambda _s: self.refresh())  # the bubble comes with the turn, not later
        c.changed.connect(lambda _e: self.soon())
        # the play area writes its prompt on these (it was connected first): the lesson's words stay
        for sig in (c.turn, c.thinking, c.changed):
            sig.connect(lambda *_a: self._agree())
        self.window.play.scene.settled.connect(self.soon)
        self.window.statusBar().clearMessage()  # a line of the game before ("Winner: …") is not the lesson's
        self.soon()

    def close(self) -> None:
        """The window left the table (the lesson's hook in ``MainWindow.leave_table``)."""
        if self.closed:
            return
        self.closed = True
        if self.says and self.window.play.prompt.text() == self.says:
            self.window.play.prompt.setText("")  # the lesson's words leave with it
        self.says = ""
        self._restore_speed()
        self.runner.cancel()
        self._timer.stop()
        self.window.play.removeEventFilter(self)
        self.window.play.view.removeEventFilter(self)
        with contextlib.suppress(RuntimeError, TypeError):
            self.window.play.scene.settled.disconnect(self.soon)
        self.ring.hide_ring()
        self.bubble.hide()
        self.ring.deleteLater()
        self.bubble.deleteLater()
        for dlg in self._dialogs:
            dlg.close()
        self.deleteLater()

    def leave(self) -> None:
        """Leave the lesson: back to the unfinished real game if there is one."""
        w = self.window
        w.leave_to_start_screen()
        if w.autosave.read() is not None:
            w.resume_autosave()

    def start_real_game(self) -> None:
        self.window.leave_table()
        self.window.new_game_dialog()

    # -- the game ------------------------------------------------------------------------
    @property
    def controller(self) -> Any:  # (its GameController, or None once closed)
        return None if self.closed else self.window.controller

    def ply(self) -> int:
        c = self.controller
        return len(c.match.log) if c is not None else 0

    def _gate(self, ply: int) -> bool:
        """Must the computers wait (the person reads a step, or left the script)?"""
        if self.closed:
            return True
        if self.diverged is not None:
            return not self.free
        return self._pending_info(ply) is not None

    def _scripted(self, ply: int) -> Action | None:
        if self.diverged is not None:
            return None
        return self.lesson.scripted(ply)

    def _acted(self, seat: int, action: Action) -> None:
        ply = self.ply() - 1
        mine = self.autoplay_to is None and self.diverged is None and seat == self.lesson.you
        if mine and action != self.lesson.scripted(ply):
            self.diverged = ply
            self.runner.hold()
        self.soon()

    def soon(self) -> None:
        """Look again once the event loop is idle (after the picture and the buttons)."""
        if not self.closed:
            self._timer.start()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LanguageChange) and obj is self.window.play:
            self.soon()
        elif event.type() == QEvent.Type.KeyPress and obj is self.window.play.view:
            return self._table_key(cast(QKeyEvent, event))
        return False

    def _table_key(self, event: QKeyEvent) -> bool:
        """Enter or Space on the table while the bubble waits for its button and no card
        has the focus (the table would only say "press Tab"): the bubble's button."""
        scene = self.window.play.scene
        keys = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if event.key() not in keys or not self.bubble.isVisible() or not self.bubble.buttons:
            return False
        if scene.focused_item() is not None or scene.zoomed is not None:
            return False  # a focused card or a zoom: the keys mean what they mean on the table
        self.bubble.buttons[-1].click()
        return True

    # -- what to show ----------------------------------------------------------------------
    def refresh(self) -> None:
        c = self.controller
        if c is None:
            return
        ply = len(c.match.log)
        if self.diverged is not None and ply <= self.diverged:
            self.diverged, self.free = None, False  # taken back (also by Undo)
        if self.diverged is not None:
            self._show_off_script()
            return
        info = self._pending_info(ply)
        if info is not None:
            self.runner.hold()
            self._show_info(info)
            return
        if self.autoplay_to is not None:
            self._autoplay(ply)
            return
        self.runner.release()
        if c.match.is_over():
            done.mark(self.window.settings, self.lesson.game)
            self._show("finished", None, words.finished(), "", self._finish_buttons(), None)
        elif c.awaiting == self.lesson.you and c.view.legal:
            self._show_decision(ply)
        else:
            self._hide()

    def _pending_info(self, ply: int) -> Step | None:
        for i, step in enumerate(self.lesson.steps):
            if step.at == ply and step.info and i not in self.seen:
                return step
        return None

    def _show_info(self, step: Step) -> None:
        index = self.lesson.steps.index(step)

        def read() -> None:
            self.seen.add(index)
            if step.play_out is not None:
                self._start_autoplay(step.play_out)
            self.refresh()

        label = words.play_out_label() if step.play_out is not None else words.next_label()
        table = self._summary(step.summary)
        point = onscreen.pointed(self.window.play, step.point)
        avoid = [point] if point is not None else []
        self._show("info", step, self.text(step), step.rule, [(label, read)], point, table, avoid + self._named(step))

    def _show_decision(self, ply: int) -> None:
        c = self.controller
        step = self.lesson.guide_for(ply)
        wanted = self.lesson.scripted(ply)
        board = self.window.board
        self.path = []
        if wanted is not None and board is not None:
            key = (ply, c.view.version, repr(board.selection))
            if key not in self._paths:
                self._paths[key] = click_path(board, c.view.obs, list(c.view.legal), wanted, self.window.play.view.size_f())
            self.path = self._paths[key]
        self.click = self.path[0] if self.path else None
        text = self.text(step) if step is not None else words.your_move()
        near = self._anchor(self.click) if self.click is not None else None
        if near is not None and self.click is not None and self.click.button:
            near = near.adjusted(-BUTTON_RING, -BUTTON_RING, BUTTON_RING, BUTTON_RING)  # round a button, not on its text
        # the bubble leaves free the ringed click, the clicks after it (whole cards, their
        # hidden parts too) and the cards it names
        avoid = [r for r in (self._anchor(k) for k in self.path) if r is not None]
        avoid += onscreen.carrying(self.window.play, [k.target for k in self.path if not k.button])
        avoid += self._named(step, wanted)
        self._show("decision", step, text, step.rule if step else "", [], near, "", avoid)

    def _show_off_script(self) -> None:
        if self.free:
            buttons = [(words.back_to_lesson_label(), self.take_back)]
            self._show("free", None, words.free_play(), "", buttons, None)
            self.runner.release()
            return
        self.runner.hold()
        assert self.diverged is not None
        c = self.controller
        mine = self.lesson.scripted(self.diverged)
        theirs = c.match.log[self.diverged][1]
        step = self.lesson.guide_for(self.diverged)
        why = self.say(step.why) if step is not None and step.why else words.generic_why()
        board = self.window.board
        text = words.off_script(words.action_words(board, mine), words.action_words(board, theirs), why) if mine else why
        buttons = [(words.play_on_label(), self.play_on), (words.take_back_label(), self.take_back)]
        self._show("off_script", step, text, step.rule if step else "", buttons, None)

    def _finish_buttons(self) -> list[tuple[str, Any]]:
        return [(words.leave_label(), self.leave), (words.new_game_label(), self.start_real_game)]

    def _summary(self, which: str) -> str:
        """The board's own round summary (and final standings) for a scoring walkthrough."""
        c, board = self.controller, self.window.board
        if not which or c is None or board is None:
            return ""
        res = c.match.rules.result(c.match.state)
        if which == "final" and res is not None:
            from ..play.standings import standings_html

            return standings_html(board, res.to_json(), board.result_label()) + board.result_note(res.to_json())
        rounds = c.match.rules.rounds(c.match.state)
        return board.summary_html(rounds[-1], final=which == "final") if rounds else ""

    def _show(
        self,
        kind: str,
        step: Step | None,
        text: str,
        rule: str,
        buttons: list[Any],
        near: QRect | None,
        table: str = "",
        avoid: list[QRect] | None = None,
    ) -> None:
        self.shown = (kind, step)
        self.ring.hide_ring()
        had_focus = self._bubble_has_focus()
        steps = self.lesson.steps
        number = steps.index(step) + 1 if step is not None else len(steps)
        head = words.head(self._game_name(), number, len(steps))
        self.bubble.fill(head, _html(text), self._rule_link(rule), buttons, table)
        self.bubble.leave.setText("✕")
        self.bubble.leave.setToolTip(words.leave_label())
        self.bubble.leave.setAccessibleName(words.leave_label())
        play = self.window.play
        # the prompt line and the decision buttons stay readable unless there is no room
        soft = onscreen.below_table(play)
        self.bubble.place(play.rect(), near, [*(avoid or []), *([near] if near is not None else [])], soft)
        if near is not None:
            self.ring.show_around(near, moving=play.speed > 0)
        if buttons:
            self.bubble.take_focus()  # Enter and Space press its button
            self._say(words.read_on(buttons[-1][0]))
        else:
            if had_focus:
                play.view.setFocus()  # the keyboard goes back to the table's decision
            self._say("")

    def _hide(self) -> None:
        self.shown = ("", None)
        self.ring.hide_ring()
        had_focus = self._bubble_has_focus()
        self.bubble.hide()
        if had_focus:
            self.window.play.view.setFocus()
        self._say("")

    def _bubble_has_focus(self) -> bool:
        focused = QApplication.focusWidget()
        return focused is not None and (focused is self.bubble or self.bubble.isAncestorOf(focused))

    def _say(self, text: str) -> None:
        """The prompt line says ``text`` ("": the table's own prompt again)."""
        prompt = self.window.play.prompt
        if not text and self.says and prompt.text() == self.says:
            prompt.setText(self._own_prompt)  # ours still shows: give the table's back
        self.says = text
        self._agree()

    def _agree(self) -> None:
        """Keep the lesson's words on the prompt line (the table has just written its own)."""
        if self.closed or not self.says:
            return
        prompt = self.window.play.prompt
        if prompt.text() != self.says:
            self._own_prompt = prompt.text()
            prompt.setText(self.says)

    # -- the person's ways on ---------------------------------------------------------------
    def take_back(self) -> None:
        c = self.controller
        if c is None or self.diverged is None:
            return
        upto, self.diverged, self.free = self.diverged, None, False
        c.rewind(upto)
        self.window.refresh_from_view()
        self.soon()

    def play_on(self) -> None:
        self.free = True
        self.runner.release()
        self.soon()

    def _start_autoplay(self, upto: int) -> None:
        c = self.controller
        self.autoplay_to = upto
        if self._speeds is None:
            self._speeds = (c.speed, self.window.play.speed)
        c.speed = 0.0
        self.window.play.speed = 0.0
        self.runner.pace_ms = 0

    def _autoplay(self, ply: int) -> None:
        c = self.controller
        if ply >= (self.autoplay_to or 0) or c.match.is_over():
            self.autoplay_to = None
            self._restore_speed()
            self.soon()
            return
        self._hide()
        self.runner.release()
        if c.awaiting == self.lesson.you and c.view.legal:
            QTimer.singleShot(0, self, lambda: self._play_for_person(ply))

    def _play_for_person(self, ply: int) -> None:
        """While playing out: the person's scripted move, if the table still waits for it."""
        c = self.controller
        if c is None or self.autoplay_to is None or len(c.match.log) != ply or c.awaiting != self.lesson.you:
            return
        act = self.lesson.scripted(ply)
        if act is not None:
            c.submit(act)

    def _restore_speed(self) -> None:
        if self._speeds is not None and not self.closed:
            c = self.window.controller
            if c is not None:
                c.speed = self._speeds[0]
            self.window.play.speed = self._speeds[1]
        self._speeds = None
        self.runner.pace_ms = PACE_MS

    # -- texts -------------------------------------------------------------------------------
    def say(self, code: str) -> str:
        texts: dict[str, str] = self.words.texts()
        return texts.get(code, code)

    def text(self, step: Step) -> str:
        return arg(self.say(step.say), *(self.value(a) for a in step.args))

    def value(self, spec: str) -> str:
        kind, _, what = spec.partition(":")
        board = self.window.board
        if kind == "card" and board is not None:
            return str(board.card_name(what))
        if kind == "name" and board is not None:
            return str(board.name(int(what)))
        if kind == "fact":
            c = self.controller
            facts: dict[str, str] = self.words.facts(c.match, board, self.lesson.you) if c is not None else {}
            return facts.get(what, "?")
        return spec

    def _game_name(self) -> str:
        from ..games import game_name

        return str(game_name(self.lesson.game))

    def _rule_link(self, anchor: str) -> str:
        if not anchor:
            return ""
        from ..play.rulebook import rulebook_markdown

        heading = rulebook_markdown(self.lesson.game, self.window.languages.current)[1].get(anchor, anchor)
        return f'<a href="#{anchor}">{html.escape(words.rules_link(heading))}</a>'

    def open_rules(self, anchor: str) -> Any:
        from ..play.rulebook import RulesDialog

        dlg = RulesDialog(self.lesson.game, self.window.languages.current, self.window.window())
        dlg._follow(QUrl("#" + anchor))
        dlg.show()
        self._dialogs.append(dlg)
        return dlg

    def _anchor(self, click: Click) -> QRect | None:
        return onscreen.anchor(self.window.play, click)

    def _named(self, step: Step | None, action: Action | None = None) -> list[QRect]:
        """Where the cards are that the step's text names (``card:`` arguments) or the
        lesson's move consists of: the bubble must not lie on them."""
        cards = {a.partition(":")[2] for a in (step.args if step is not None else ()) if a.startswith("card:")}
        if action is not None:
            cards |= set(action_parts(action))
        return onscreen.showing(self.window.play, cards)


def person_name(settings: Any, seat: int) -> str:
    """The person's name at the lesson's table: the first person's of the last New Game
    setup (the log says "Mia draws a card."), else the usual default name."""
    from ..base.settings import LAST_SETUP
    from ..text.common import default_name

    data = settings.get_json(LAST_SETUP)
    seats = data.get("seats") if isinstance(data, dict) else None
    for raw in seats if isinstance(seats, list) else []:
        if isinstance(raw, dict) and raw.get("kind") == "human" and isinstance(raw.get("name"), str) and raw["name"].strip():
            return str(raw["name"]).strip()[:24]
    return default_name(seat, True)


def _html(text: str) -> str:
    return html.escape(text, quote=False).replace("\n", "<br>")
