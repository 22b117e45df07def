"""What the review and the replay may use of the window: the table's
:class:`~souptable.ui.play.seam.TableWindow`, the file its game was opened from or saved
to, and the one open review and replay.

The window (:class:`souptable.ui.shell.mainwindow.MainWindow`) satisfies it; mypy checks
that. Nothing here imports the window, and no private attribute of it belongs here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ..play.seam import TableWindow

if TYPE_CHECKING:
    from .dialog import ReviewDialog
    from .replay import ReplayDialog


class ReviewWindow(TableWindow, Protocol):
    """The window as the review and the replay see it."""

    review_dialog: ReviewDialog | None  # Game → Review's window, one at a time
    replay_dialog: ReplayDialog | None  # Game → Replay's window, one at a time

    @property
    def record_path(self) -> str | None:
        """The file the game at the table was opened from or saved to (None: none)."""
        ...
