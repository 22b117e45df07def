"""Learn to play at the table: a guided first game for each game.

``start_lesson(window, game)`` sits the person down at the lesson of ``game`` in
the main window (its :class:`.seam.LessonWindow`; Help → Learn to play calls it, and so can a start screen);
``lesson_games()`` lists the games that have one. A lesson is data
(``assets/lessons/<game>.json``, :mod:`.script`) plus its words and facts
(``ui/lessons/<game>.py``); :mod:`.session` runs it on an ordinary table, with
computer seats answered from the script by a :class:`.runner.ScriptRunner`.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QMenu, QWidget

from ...resources import asset
from ..base.languages import changed as languages_changed
from .words import menu_title

if TYPE_CHECKING:
    from .script import Lesson
    from .seam import LessonWindow
    from .session import LessonSession


def path(game: str) -> Any:
    """The lesson file of ``game`` (read by :func:`.script.load`; listing the lessons needs
    only the files, not the script's module)."""
    return asset("lessons", f"{game}.json")


def lesson_games() -> list[str]:
    """The games with a lesson, in menu order."""
    from ..games import playable

    return [g for g in playable() if path(g).is_file()]


def start_lesson(window: LessonWindow, game: str) -> LessonSession:
    """Start the lesson of ``game`` in ``window`` (a ``MainWindow``); leaves the game at
    the table (its autosave stays as it is, to be resumed when the lesson is left)."""
    from .script import load
    from .session import LessonSession  # (on first use: the start screen and the menu need only the list)

    session = LessonSession(window, load(game))
    session.begin()
    return session


class LearnMenu(QMenu):
    """Help → Learn to play → one item per game (retranslates itself)."""

    def __init__(self, window: LessonWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.main = window
        self.items: dict[str, Any] = {}
        for game in lesson_games():
            act = self.addAction("")
            act.triggered.connect(partial(self.start, game))
            self.items[game] = act
        self.retranslate()
        languages_changed().connect(self.retranslate)

    def start(self, game: str, _checked: bool = False) -> LessonSession:
        return start_lesson(self.main, game)

    def retranslate(self) -> None:
        from ..games import game_name

        self.setTitle(menu_title())
        for game, act in self.items.items():
            act.setText(game_name(game).replace("&", "&&"))


def __getattr__(name: str) -> Any:
    if name == "LessonSession":  # (imported when first asked for, like start_lesson does)
        from .session import LessonSession

        return LessonSession
    if name == "Lesson":
        from .script import Lesson

        return Lesson
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["LearnMenu", "Lesson", "LessonSession", "lesson_games", "start_lesson"]
