"""Starting, leaving, saving and opening games: the flow around the table.

A running game (a person at the table, something played, not over) is never
thrown away silently: Game → New, Restart, Open and Quit ask first, naming the
game and how far it got, and offer to keep it. A game kept on New, Restart or
Open goes on the shelf of unfinished games (:class:`~.storage.Shelf`, in the
data folder); one kept on Quit stays the autosave. Both are offered on the
start screen with the game, the players, the round and when it was last played.

Save and Open start in the folder used last, or in "Soup Table" under the
player's documents (:func:`~.settings.start_folder`); Save suggests a name with
the game and the date and says where it saved. Every message is in the UI
language. No rules here.
"""

from __future__ import annotations

import contextlib
import logging
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale
from PySide6.QtWidgets import QFileDialog, QMessageBox

from ..engine import Match, RecordError
from ..engine.record import Record, load, save, verify
from .controller import GameController
from .games import make_board
from .newgame import Setup
from .settings import LAST_FOLDER, saves_dir, start_folder
from .text import and_list, arg, locale
from .text.common import game_name, record_error, save_error

log = logging.getLogger(__name__)

KEEP, DISCARD, CANCEL = "keep", "discard", "cancel"
SUFFIX = ".souptable"


# -- a game in progress -------------------------------------------------------------------------
def running(window: Any) -> bool:
    """Is a game at the table that leaving would throw away? A person plays, something
    has been played, it is not over (a lesson, a joined table, a computers' game: no)."""
    c = window.controller
    if not isinstance(c, GameController) or window.lesson is not None:
        return False
    return bool(c.humans()) and bool(c.match.log) and not c.match.is_over()


def progress(game: str, match: Any, names: list[str]) -> str:
    """How far a game got, in its own words ("Round 2 of 4", "Meal 1 of 3 · Round 5 of 10")."""
    try:
        board = make_board(game, names)
        return str(board.progress_text(match.observe(None)))
    except Exception:  # a wording is never a reason to lose a game
        log.exception("no progress text for %s", game)
        return ""


def confirm_leaving(window: Any, why: str) -> bool:
    """Before New, Restart, Open ("new", "restart", "open") or Quit ("quit") leaves a
    running game: ask, and keep or discard it as the person says. True: go on."""
    if not getattr(window, "ask_before_leaving", True) or not running(window):
        return True
    answer = ask_about_leaving(window, why)
    if answer == CANCEL:
        return False
    if answer == KEEP and why != "quit":
        keep(window)
    elif answer == DISCARD:
        window.autosave.clear()
    # kept on Quit: the autosave is the game, offered at the next start
    return True


def ask_about_leaving(window: Any, why: str) -> str:
    c, setup = window.controller, window.setup
    name = game_name(setup.game)
    titles = {
        "new": QCoreApplication.translate("Session", "Start a new game?"),
        "home": QCoreApplication.translate("Session", "Leave the game?"),
        "restart": QCoreApplication.translate("Session", "Restart the game?"),
        "open": QCoreApplication.translate("Session", "Open another game?"),
        "quit": QCoreApplication.translate("Session", "Quit Soup Table?"),
    }
    box = QMessageBox(window)
    box.setObjectName("leave_game")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(titles.get(why, titles["new"]))
    how_far = progress(setup.game, c.match, [s.name for s in c.seats])
    text = (
        arg(QCoreApplication.translate("Session", "%1 is not finished yet (%2)."), name, how_far)
        if how_far
        else arg(QCoreApplication.translate("Session", "%1 is not finished yet."), name)
    )
    box.setText(text)
    if why == "quit":
        box.setInformativeText(
            QCoreApplication.translate("Session", "Keep it, and the start screen offers it next time. Or discard it.")
        )
    else:
        box.setInformativeText(
            QCoreApplication.translate("Session", "Keep it, and the start screen offers it whenever you like. Or discard it.")
        )
    keep_button = box.addButton(QCoreApplication.translate("Session", "&Keep it for later"), QMessageBox.ButtonRole.AcceptRole)
    discard_button = box.addButton(QCoreApplication.translate("Session", "&Discard it"), QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(keep_button)
    box.exec()
    clicked = box.clickedButton()
    return KEEP if clicked is keep_button else DISCARD if clicked is discard_button else CANCEL


def keep(window: Any) -> None:
    """Put the running game on the shelf of unfinished games (its autosave then goes)."""
    try:
        window.shelf.put(window.controller.record())
    except OSError as exc:
        log.error("the game could not be kept: %s", exc)
        QMessageBox.warning(window, QCoreApplication.translate("Session", "The game could not be kept"), save_error(exc))
        return
    window.autosave.clear()
    window.statusBar().showMessage(QCoreApplication.translate("Session", "The game was kept: the start screen offers it."), 8000)


# -- the autosave -------------------------------------------------------------------------------
def autosave(window: Any) -> None:
    """After every action: the game as it stands (not a lesson's; a finished one clears it)."""
    c = window.controller
    if not isinstance(c, GameController) or window.lesson is not None:
        return
    if c.match.is_over():
        window.autosave.clear()
        return
    try:
        window.autosave.write(c.record())
    except OSError as exc:
        text = arg(QCoreApplication.translate("MainWindow", "Autosave failed: %1"), exc.strerror)
        window.statusBar().showMessage(text, 6000)


def resume_autosave(window: Any) -> bool:
    """Sit down at the autosaved, unfinished game (if there is a sound one)."""
    rec = window.autosave.read()
    if rec is None:
        return False
    window.start(Setup(rec.game, rec.players, list(rec.seats), dict(rec.options), rec.seed), verify(rec))
    return True


# -- unfinished games, for the start screen -------------------------------------------------------
@dataclass
class Unfinished:
    """An unfinished game the start screen offers: the autosave (``path`` None) or a kept one."""

    record: Record
    match: Match
    when: datetime
    path: Path | None = None

    def names(self) -> list[str]:
        return [s.name for s in self.record.seats]

    def describe(self) -> tuple[str, str]:
        """(the game and its players, how far it got and when it was last played)."""
        first = arg(QCoreApplication.translate("Session", "%1 with %2"), game_name(self.record.game), and_list(self.names()))
        how_far = progress(self.record.game, self.match, self.names())
        when = arg(QCoreApplication.translate("Session", "last played %1"), when_text(self.when))
        return first, " · ".join(p for p in (how_far, when) if p)


def when_text(when: datetime, now: datetime | None = None) -> str:
    """When, in words: "today at 14:05", "yesterday at 9:30", or the date and time."""
    now = now or datetime.now()
    stamp = QDateTime.fromSecsSinceEpoch(int(when.timestamp()))
    short = QLocale.FormatType.ShortFormat
    days = (now.date() - when.date()).days
    if days == 0:
        return arg(QCoreApplication.translate("Session", "today at %1"), locale().toString(stamp.time(), short))
    if days == 1:
        return arg(QCoreApplication.translate("Session", "yesterday at %1"), locale().toString(stamp.time(), short))
    return str(locale().toString(stamp, short))


def unfinished_games(window: Any) -> list[Unfinished]:
    """The autosave first (the game played last), then the kept games, newest first."""
    out: list[Unfinished] = []
    rec = window.autosave.read()
    if rec is not None:
        try:
            when = datetime.fromtimestamp(window.autosave.path.stat().st_mtime)
        except OSError:
            when = datetime.now()  # the readable start of a damaged one: set aside just now
        with contextlib.suppress(RecordError):
            out.append(Unfinished(rec, verify(rec), when))
    for path, kept, match, when in window.shelf.entries():
        out.append(Unfinished(kept, match, when, path))
    return out


def resume(window: Any, game: Unfinished) -> bool:
    """Sit down at an unfinished game; a kept one becomes the autosave (and leaves the shelf)."""
    if not confirm_leaving(window, "open"):
        return False
    rec = game.record
    if game.path is not None:
        try:
            window.autosave.write(rec)
        except OSError as exc:
            log.error("autosave of a resumed game failed: %s", exc)
        window.shelf.remove(game.path)
    window.start(Setup(rec.game, rec.players, list(rec.seats), dict(rec.options), rec.seed), verify(rec))
    return True


def discard(window: Any, game: Unfinished) -> None:
    if game.path is None:
        window.autosave.clear()
    else:
        window.shelf.remove(game.path)


# -- saving and opening -------------------------------------------------------------------------
def suggested_name(game: str, now: datetime | None = None) -> str:
    """A file name with the game and when it was saved: "Super Susuru Soup 2026-05-01 14-05.souptable"."""
    stamp = (now or datetime.now()).strftime("%Y-%m-%d %H-%M")
    name = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', " ", game_name(game)).strip() or game
    return f"{name} {stamp}{SUFFIX}"


def file_filter(save: bool) -> str:
    if save:
        return QCoreApplication.translate("MainWindow", "Soup Table games (*.souptable)")
    return QCoreApplication.translate("MainWindow", "Soup Table games (*.souptable *.json)")


def save_game(window: Any) -> bool:
    """Game → Save: where and under which name, then "Saved to …" (or why not)."""
    c = window.controller
    if not isinstance(c, GameController):  # (a seat at another's table has no record here)
        return False
    folder = start_folder(window.settings)
    if folder == saves_dir():
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            log.warning("the saves folder %s cannot be made: %s", folder, exc)
    path, _ = QFileDialog.getSaveFileName(
        window,
        QCoreApplication.translate("MainWindow", "Save game"),
        str(folder / suggested_name(window.setup.game)),
        file_filter(True),
    )
    if not path:
        return False
    if not Path(path).suffix:
        path += SUFFIX  # our own file type (application/x-souptable); Open reads .json too
    try:
        save(path, c.record())
    except OSError as exc:
        QMessageBox.warning(window, QCoreApplication.translate("MainWindow", "Cannot save the game"), save_error(exc))
        return False
    window.record_path = path  # Game → Review keeps its review next to this file
    window.settings.set(LAST_FOLDER, str(Path(path).parent))
    window.statusBar().showMessage(arg(QCoreApplication.translate("Session", "Saved to %1"), path), 10000)
    return True


def open_game(window: Any) -> bool:
    """Game → Open: choose a file (from the folder used last), then as :func:`open_path`."""
    path, _ = QFileDialog.getOpenFileName(
        window,
        QCoreApplication.translate("MainWindow", "Open game"),
        str(start_folder(window.settings)),
        file_filter(False),
    )
    if not path:
        return False
    window.settings.set(LAST_FOLDER, str(Path(path).parent))
    return open_path(window, path)


def open_path(window: Any, path: str) -> bool:
    """Read the game in ``path`` (a clear message when it cannot be), ask before leaving
    a running game, then sit down at it."""
    try:
        rec = load(path)
        match = verify(rec)
    except RecordError as exc:
        QMessageBox.warning(window, QCoreApplication.translate("MainWindow", "Cannot open the game"), record_error(exc.code))
        if window.controller is None:  # (a file given at the start): the start screen, not an empty table
            from .startscreen import show_start

            show_start(window)
        return False
    if not confirm_leaving(window, "open"):
        return False
    window.start(Setup(rec.game, rec.players, list(rec.seats), dict(rec.options), rec.seed), match)
    window.record_path = path  # Game → Review keeps its review next to this file (if still this game)
    return True


__all__ = [
    "CANCEL",
    "DISCARD",
    "KEEP",
    "Unfinished",
    "confirm_leaving",
    "open_game",
    "open_path",
    "resume",
    "running",
    "save_game",
    "suggested_name",
    "unfinished_games",
]
