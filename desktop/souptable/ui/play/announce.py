"""The one announcer: what the table says aloud to a screen reader.

Everything a player who cannot see the table needs to hear goes through
:class:`Announcer`: the log lines of every settled picture (one announcement per
picture, not one per line), the prompt when the person here decides, refusals and
other messages of the play area, hints, round and game ends, the hot-seat cover, a
lesson's text and what the reading keys read (``shell/reader.py``).

It speaks with Qt's ``QAccessibleAnnouncementEvent`` (Qt 6.8+), sent from the focused
widget. Where announcements go unheard (an AT-SPI older than 2.50, as under Debian 12's
Orca 43, which also ignores a name change of anything but the focused object) the
fallback is a notification: a one-pixel object with that accessible role takes the text
as its name and is shown anew, and Orca speaks every notification shown
(:func:`speak_by_notification` decides; ``SOUPTABLE_SPEECH_FALLBACK=1`` or ``0``
overrides).

The setting (:data:`~souptable.ui.base.settings.SPEECH`) says how much: ``all``
(everything), ``mine`` (the person's own turns and the summaries: prompts, refusals,
hints, round and game ends, the cover, lesson text; not every log line) or ``none``.
What the person asks for with a reading key is said at every level (it was asked
for). It never decides anything and words nothing itself beyond joining the board's
sentences.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QWidget

try:  # Qt 6.8+
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - older Qt: the fallback only
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]

from ..text import and_list, arg

if TYPE_CHECKING:
    from PySide6.QtGui import QAccessibleEvent

    from .controller import GameController
    from .playarea import PlayArea

LOG = "log"  # another player's move, a log line: said only at "all"
MINE = "mine"  # the person's own turn or a summary: said at "all" and "mine"
ASKED = "asked"  # what a reading key read: said at every level
LEVELS = ("all", "mine", "none")
_SAID_AT = {LOG: {"all"}, MINE: {"all", "mine"}, ASKED: {"all", "mine", "none"}}


def plain(html: str) -> str:
    """The text of an HTML snippet (a summary, a lesson's note), one line."""
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setHtml(html)
    return " ".join(doc.toPlainText().split())


class Announcer(QObject):
    """Says the table's sentences aloud (see the module's docstring)."""

    said = Signal(str, str)  # the text, its kind: every announcement actually sent
    offered = Signal(str, str)  # every text offered, said or not (the setting may drop it)

    def __init__(self, window: QWidget, level: Callable[[], str]) -> None:
        super().__init__(window)
        self.window = window
        self.level = level
        self._fallback: bool | None = None  # worked out when something is first said
        self._pending: list[str] = []  # the log lines of the picture being shown
        self._play: PlayArea | None = None
        self.status = SpeechNotes(window)  # the fallback's voice

    @property
    def fallback(self) -> bool:
        """Speak through the notification (``SpeechNote``) rather than announcements."""
        if self._fallback is None:
            self._fallback = speak_by_notification()
        return self._fallback

    @fallback.setter
    def fallback(self, value: bool) -> None:
        self._fallback = value

    # -- what is said ------------------------------------------------------------------
    def say(self, text: str, kind: str = MINE) -> None:
        """Say ``text`` now (after the log lines still waiting, so the order holds)."""
        text = " ".join(text.split())
        if not text:
            return
        if kind != LOG:
            self.flush()
        self._send(text, kind)

    def queue(self, line: str) -> None:
        """A log line of the picture being shown: said with the others once it settles."""
        line = " ".join(line.split())
        if line:
            self._pending.append(line)

    def flush(self) -> None:
        """The picture settled: its log lines, as one announcement."""
        lines, self._pending = self._pending, []
        if lines:
            self._send(" ".join(lines), LOG)

    def _send(self, text: str, kind: str) -> None:
        self.offered.emit(text, kind)
        if self.level() not in _SAID_AT.get(kind, {"all"}):
            return
        from PySide6.QtGui import QAccessible  # (once something is said)

        target = QApplication.focusWidget() or self.window
        if self.fallback:
            self.status.tell(text)
        else:
            event = QAccessibleAnnouncementEvent(target, text)
            polite = QAccessible.AnnouncementPoliteness
            event.setPoliteness(polite.Polite if kind == LOG else polite.Assertive)
            send_event(event)
        self.said.emit(text, kind)

    # -- where the sentences come from ----------------------------------------------------
    def watch(self, play: PlayArea) -> None:
        """Follow the play area: its log lines (batched per settled picture), its
        messages (refusals, what to do), round summaries and the hot-seat cover."""
        self._play = play
        play.event_logged.connect(self._logged)
        play.scene.settled.connect(self.flush)
        play.message.connect(lambda text: self.say(text, MINE))
        play.round_summary.connect(self._round_summary)
        play.covered.connect(lambda _seat: self.say(_cover_text(play), MINE))

    def follow(self, controller: GameController | None) -> None:
        """A table sat down: say the prompt whenever its person here decides."""
        if controller is not None:
            controller.turn.connect(self._turn)

    def game_over(self, result: Any) -> None:
        """The game is over: who won (the words of the status line), then the score table."""
        from ..games.reading import reading_of  # (the table's words: they load with the first game)

        play = self._play
        board = play.board if play is not None else None
        if board is None or result is None:
            return
        winners = and_list([board.name(s) for s in result.winners])
        text = arg(QCoreApplication.translate("MainWindow", "Winner: %1"), winners)
        scores = reading_of(board).scores(play.controller.view.obs) if play is not None and play.controller else []
        self.say(". ".join([text, *scores]), MINE)

    def _logged(self, ev: Any) -> None:
        board = self._play.board if self._play is not None else None
        line = board.describe(ev) if board is not None else None
        if line:
            self.queue(line)

    def _turn(self, _seat: int) -> None:
        play = self._play
        if play is None or play.controller is None or play.board is None:
            return
        view = play.controller.view
        if view.legal:
            self.say(play.board.prompt(view.obs, list(view.legal)), MINE)

    def _round_summary(self, summary: dict[str, Any]) -> None:
        play = self._play
        if play is not None and play.board is not None:
            # who leads (or won) first, then the table
            from .standings import round_sentence

            first = round_sentence(play.board, play.controller)
            self.say(" ".join(t for t in (first, plain(play.board.summary_html(summary))) if t), MINE)


def _cover_text(play: PlayArea) -> str:
    cover = play.cover
    return " ".join(t for t in (cover.title.text(), cover.note.text(), cover.button.text()) if t)


class SpeechNote(QWidget):
    """The fallback's voice: a one-pixel object with the accessible role of a notification.

    Each text becomes its name, and it is shown anew: screen readers speak a notification
    that appears (Orca 43, Debian 12's, speaks no announcement and no name change of an
    object other than the focused one, but every notification shown)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("speech_status")
        self.setFixedSize(1, 1)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        _install_note_factory()
        self.hide()

    def tell(self, text: str) -> None:
        from PySide6.QtGui import QAccessible, QAccessibleEvent

        self.hide()
        self.setAccessibleName(text)
        self.show()  # Qt's ObjectShow: AT-SPI's "showing" state set, which Orca presents
        self.raise_()
        if not self.isVisible():  # (a window not shown yet: nothing to show it on)
            send_event(QAccessibleEvent(self, QAccessible.Event.NameChanged))


class SpeechNotes:
    """A ring of :class:`SpeechNote`, one for each text, made as they are first needed.

    Orca reads a notification's name when it gets round to the event, not as it was when
    the event was sent: one object renamed for every text had it say the second of two
    quick log lines twice and the first never. A note is used again only RING texts later."""

    RING = 8

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent
        self.notes: list[SpeechNote] = []
        self.told = 0

    @property
    def current(self) -> SpeechNote | None:
        """The note of the last text told."""
        return self.notes[(self.told - 1) % self.RING] if self.told else None

    def tell(self, text: str) -> None:
        k = self.told % self.RING
        if k == len(self.notes):
            self.notes.append(SpeechNote(self.parent))
        self.notes[k].tell(text)
        self.told += 1


def speak_by_notification() -> bool:
    """Whether announcements would go unheard here, so the notification must speak.

    ``SOUPTABLE_SPEECH_FALLBACK=1`` (or ``0``) decides. Otherwise: a Qt without announcement
    events; or, on Linux, an AT-SPI library older than 2.50 (it has no ``atspi_get_version``,
    added with the announcement signal in 2.50): a screen reader built on it (Debian 12's
    Orca 43) never receives an announcement."""
    chosen = os.environ.get("SOUPTABLE_SPEECH_FALLBACK", "")
    if chosen in ("0", "1"):
        return chosen == "1"
    if QAccessibleAnnouncementEvent is None:
        return True
    if not sys.platform.startswith("linux"):
        return False
    import ctypes

    try:
        atspi = ctypes.CDLL("libatspi.so.0")
    except OSError:
        return False  # no AT-SPI here: no Linux screen reader to speak to either way
    return not hasattr(atspi, "atspi_get_version")


_note_factory_installed = False


def _install_note_factory() -> None:
    global _note_factory_installed
    if _note_factory_installed:
        return
    from PySide6.QtGui import QAccessible

    QAccessible.installFactory(_note_interface)
    _note_factory_installed = True


def _note_interface(classname: str, obj: QObject) -> Any:
    if not isinstance(obj, SpeechNote):
        return None
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QAccessibleWidget

    return QAccessibleWidget(obj, QAccessible.Role.Notification)


def send_event(event: QAccessibleEvent) -> None:
    """Hand an event to the screen reader (one place, so tests can watch it)."""
    from PySide6.QtGui import QAccessible

    QAccessible.updateAccessibility(event)


__all__ = ["ASKED", "LEVELS", "LOG", "MINE", "Announcer", "plain", "send_event"]
