"""The reading keys and their panel: the table read on demand.

The Read menu's keys (Ctrl+1 … Ctrl+5) read the person's hand, the table, the
scores, the last moves and what they can do now. Each reading is said through the
announcer (``ui/play/announce.py``) and shown in the Reading panel, a read-only text
a screen reader can review line by line (docked at the right like the Log; it shows
itself at the first reading and can be closed). The sentences are the game's
(``ui/games/<id>/reading.py``), from the controller's view: only what the person
looking may know (under the hot-seat cover, nothing of anybody's seat; the panel is
emptied whenever the person looking changes). No rules here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QPlainTextEdit, QWidget

from ..play.announce import ASKED
from ..text import arg, translate

if TYPE_CHECKING:
    from .mainwindow import MainWindow

LAST_MOVES = 8  # how many log lines "the last moves" reads
KEYS = {"hand": "Ctrl+1", "table": "Ctrl+2", "scores": "Ctrl+3", "moves": "Ctrl+4", "now": "Ctrl+5"}


def titles() -> dict[str, str]:
    """The Read menu's items (each with its own Alt letter)."""
    return {
        "hand": translate("Reader", "Your &hand"),
        "table": translate("Reader", "The &table"),
        "scores": translate("Reader", "The &scores"),
        "moves": translate("Reader", "The &last moves"),
        "now": translate("Reader", "&What can I do now?"),
    }


class ReaderPanel(QPlainTextEdit):
    """The last reading, line by line (read-only: a screen reader's review cursor reads it)."""

    def __init__(self, parent: QWidget, retranslate: Callable[[], None]) -> None:
        super().__init__(parent)
        self.setObjectName("reader")
        self.setReadOnly(True)
        flags = Qt.TextInteractionFlag
        self.setTextInteractionFlags(flags.TextSelectableByKeyboard | flags.TextSelectableByMouse)
        self._retranslate = retranslate

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)


class Reader:
    """The Read menu, its keys and the Reading panel of ``window``."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.panel = ReaderPanel(window, self.retranslate)
        self.dock = QDockWidget(window)
        self.dock.setObjectName("reader_dock")
        self.dock.setWidget(self.panel)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()  # until the first reading
        self.menu = window.read_menu  # (made with the window's menus: the first frame has it)
        self.actions: dict[str, QAction] = {}
        for what, key in KEYS.items():
            act = QAction(window)
            act.setShortcut(QKeySequence(key))
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            act.triggered.connect(lambda _c=False, w=what: self.read(w))
            self.menu.addAction(act)
            self.actions[what] = act
        self.retranslate()

    def retranslate(self) -> None:
        self.menu.setTitle(translate("Reader", "Rea&d"))
        for what, text in titles().items():
            self.actions[what].setText(text)
        self.dock.setWindowTitle(translate("Reader", "Reading"))
        self.panel.setAccessibleName(translate("Reader", "Reading"))

    # -- reading ------------------------------------------------------------------------
    def read(self, what: str) -> str:
        """Read ``what`` ("hand", "table", "scores", "moves", "now"): said and shown."""
        lines = self.lines(what)
        text = "\n".join(lines)
        self.panel.setPlainText(text)
        self.dock.show()
        self.dock.raise_()
        self.window.announcer.say(" ".join(line.strip() for line in lines), ASKED)
        return text

    def forget(self) -> None:
        """Empty the panel: what it shows was read for the person who looked before."""
        self.panel.clear()

    def lines(self, what: str) -> list[str]:
        from ..games.reading import reading_of  # (the table's words: they load with the first game)
        from ..play.turns import idle_prompt

        w = self.window
        c, board = w.controller, w.board
        if c is None or board is None:
            return [translate("Reader", "There is no game at the table.")]
        view = c.view
        if what == "moves":
            said = [line for line in (board.describe(e) for e in view.history) if line]
            return said[-LAST_MOVES:] or [translate("Reader", "Nothing has been played yet.")]
        reading = reading_of(board)
        if what == "scores":
            return reading.scores(view.obs)
        if view.covered:
            return [idle_prompt(view, board, c.humans(), c.viewer)]
        legal = list(view.legal)
        if what == "hand":
            return reading.hand(view.obs, legal)
        if what == "table":
            return reading.table(view.obs, legal)
        now = reading.choices(view.obs, legal) or [idle_prompt(view, board, c.humans(), c.viewer)]
        native = QKeySequence.SequenceFormat.NativeText
        keys = [arg("%1 (%2)", titles()[k].replace("&", ""), QKeySequence(v).toString(native)) for k, v in KEYS.items()]
        return [*now, translate("Reader", "Reading keys:"), *("  " + k for k in keys)]


__all__ = ["KEYS", "Reader", "ReaderPanel"]
