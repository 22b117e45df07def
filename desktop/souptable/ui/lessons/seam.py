"""What a lesson may use of the window: the table's
:class:`~souptable.ui.play.seam.TableWindow`, a way to sit down and to leave, and the
running lesson (set while it runs: the window then leaves the autosave and the statistics alone).

The window (:class:`souptable.ui.shell.mainwindow.MainWindow`) satisfies it; mypy checks
that. Nothing here imports the window, and no private attribute of it belongs here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from ..play.seam import TableWindow

if TYPE_CHECKING:
    from ...engine import Match
    from ..play.setup import Setup
    from .session import LessonSession


class LessonWindow(TableWindow, Protocol):
    """The window as a lesson sees it."""

    lesson: LessonSession | None  # the lesson at the table, if any

    def start(self, setup: Setup, match: Match | None = None, runner: Any = None) -> None:
        """Sit down at a table (``runner`` answers for its computer seats)."""
        ...

    def leave_to_start_screen(self) -> None:
        """Leave the table, asking nothing: the start screen shows unless a game sits down at once."""
        ...

    def resume_autosave(self) -> bool:
        """Sit down at the autosaved, unfinished game (if there is a sound one)."""
        ...

    def new_game_dialog(self, game: str | None = None) -> None:
        """Game → New."""
        ...
