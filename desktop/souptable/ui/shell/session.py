"""Starting, leaving, saving and opening games: the flow around the table.

A running game (a person at the table, something played, not over) is never
thrown away silently: Game → New, Restart, Open and Quit ask first, naming the
game and how far it got, and offer to keep it. A game kept on New, Restart or
Open goes on the shelf of unfinished games (:class:`~.storage.Shelf`, in the
data folder); one kept on Quit stays the autosave. Both are offered on the
start screen with the game, the players, the round and when it was last played.

The same one check (:func:`confirm_leaving`) guards the game the start screen
*offers* from the autosave: a new game (a tile's New game, Game → New, Open, a
kept game resumed) would write over it, so it asks the same way (keep it for
later, discard it, cancel). Whatever is answered or not asked (tests, a hosted
table), a table's first autosave moves an offered game to the shelf rather than
write over it (:func:`autosave`), and the start screen's Discard asks first.
A game that cannot be kept (the shelf cannot be written) is not left.

A game saved under earlier rules of its game (Open, the autosave, a kept game) is
named for what it is and offered as far as the current rules allow, never called
damaged: :mod:`.oldsaves` asks what to do with it, and no file of it is written,
renamed or removed before the player chose.

Save and Open start in the folder used last, or in "Soup Table" under the
player's documents (:func:`~.settings.start_folder`); Save suggests a name with
the game and the date and says where it saved. Every message is in the UI
language. No rules here. ``QMessageBox``, ``QFileDialog`` and ``QDateTime`` are
imported where used: PySide6 makes a class (and its enums) when it is first named,
and the start screen needs none of them before its first paint.
"""

from __future__ import annotations

import contextlib
import logging
import re
import tempfile
import weakref
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTimer, Signal, Slot

from ...engine import Match, RecordError, jsonio
from ...engine.oldrules import Salvage, earlier_rules
from ...engine.record import Record, load, save, verify
from ..base.settings import LAST_FOLDER, file_filter, profile_folder, saves_dir, start_folder
from ..base.storage import EARLIER, PLAYER_FILES, set_aside, sweep_stale_profiles
from ..games import game_name, make_board
from ..play.setup import Setup
from ..text import and_list, arg, locale
from ..text.common import record_error, save_error
from .gamemenu import is_local

if TYPE_CHECKING:
    from .mainwindow import MainWindow

log = logging.getLogger(__name__)

KEEP, DISCARD, CANCEL = "keep", "discard", "cancel"
SUFFIX = ".souptable"


# -- a game in progress -------------------------------------------------------------------------
def running(window: MainWindow) -> bool:
    """Is a game at the table that leaving would throw away? A person plays, something
    has been played, it is not over (a lesson, a joined table, a computers' game: no)."""
    c = window.controller
    if not is_local(c) or window.lesson is not None:
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


# leaving for one of these sits another game down: the autosave's offered game would go
REPLACING = ("new", "restart", "open")


def confirm_leaving(window: MainWindow, why: str, resuming_autosave: bool = False) -> bool:
    """Before New, Restart, Open ("new", "restart", "open"), the start screen ("home") or
    Quit ("quit") leaves a running game, or a new game replaces the unfinished one the
    autosave offers: ask, and keep or discard it as the person says. True: go on.
    ``resuming_autosave``: the offered game is the one sitting down."""
    if why in REPLACING and not running(window) and window.autosave.belongs_to(window.controller):
        window.autosave.clear()  # a table not worth asking about (the computers' own game): replaced, not kept
    if not window.ask_before_leaving:
        return True
    if running(window):
        answer = ask_about_leaving(window, why)
        if answer == CANCEL:
            return False
        if answer == KEEP and why != "quit":
            if not keep(window):
                return False  # not kept: the person stays at it
        elif answer == DISCARD:
            window.autosave.clear()
        # kept on Quit: the autosave is the game, offered at the next start
    if why not in REPLACING or resuming_autosave:
        return True
    offered = window.autosave.offered(window.controller)
    if offered is None:
        return True
    try:
        match = verify(offered)
    except Exception:  # (read() replayed it just now)
        log.exception("the offered autosave cannot be replayed")
        return True
    answer = ask_about_leaving(window, why, offered.game, match, [s.name for s in offered.seats])
    if answer == CANCEL:
        return False
    if answer == DISCARD:
        window.autosave.discard()
        return True
    return shelve_offered(window)


def ask_about_leaving(
    window: MainWindow, why: str, game: str | None = None, match: Any = None, names: list[str] | None = None
) -> str:
    """Keep, discard or cancel: about the running game, or ``game`` (``match``, the seats'
    ``names``) that the start screen offers."""
    from PySide6.QtWidgets import QMessageBox

    if game is None:
        c = window.controller
        assert c is not None and window.setup is not None, "asked about the game at the table"
        game, match, names = window.setup.game, c.match, [s.name for s in c.seats]
    name = game_name(game)
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
    how_far = progress(game, match, names or [])
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


def keep(window: MainWindow) -> bool:
    """Put the running game on the shelf of unfinished games (its autosave then goes).
    False (and the person told) if it could not be kept."""
    assert window.controller is not None, "a running game is at the table"
    try:
        window.shelf.put(window.controller.record())
    except OSError as exc:
        _not_kept(window, exc)
        return False
    window.autosave.clear()
    window.statusBar().showMessage(QCoreApplication.translate("Session", "The game was kept: the start screen offers it."), 8000)
    return True


def shelve_offered(window: MainWindow, quiet: bool = False) -> bool:
    """Move the game the autosave offers to the shelf (a rename: a full disk is no
    obstacle). False if it could not be moved: it stays where it is."""
    try:
        where = window.autosave.shelve(window.shelf)
    except OSError as exc:
        if quiet:
            log.error("the offered game could not be kept: %s", exc)
        else:
            _not_kept(window, exc)
        return False
    if where is not None:
        log.info("the offered unfinished game was kept as %s", where)
    return True


def make_room(window: MainWindow) -> bool:
    """Before anything is autosaved: an autosave of earlier rules the player has not
    chosen about yet moves to the kept games (a rename), where the start screen offers
    it the same way. False if it could not be moved: it stays, nothing writes over it."""
    try:
        where = window.autosave.shelve_older(window.shelf)
    except OSError as exc:
        log.error("the autosave of earlier rules could not be kept: %s", exc)
        return False
    if where is not None:
        log.info("the autosave of earlier rules was kept as %s", where)
    return True


def _not_kept(window: MainWindow, exc: OSError) -> None:
    from PySide6.QtWidgets import QMessageBox

    log.error("the game could not be kept: %s", exc)
    QMessageBox.warning(window, QCoreApplication.translate("Session", "The game could not be kept"), save_error(exc))


def table_sat_down(window: MainWindow) -> None:
    """A table sits down (``game_started``): the autosave learns whose it is now."""
    if window.controller is not None:
        window.autosave.sit_down(window.controller)


# -- the autosave -------------------------------------------------------------------------------
def autosave(window: MainWindow) -> None:
    """After every action: the game as it stands (not a lesson's; a finished one clears it)."""
    c = window.controller
    if not is_local(c) or window.lesson is not None:
        return
    if c.match.is_over():
        window.autosave.clear()
        return
    if not make_room(window) or (window.autosave.offered(c) is not None and not shelve_offered(window, quiet=True)):
        # never written over; this table goes without an autosave until it can be kept
        text = QCoreApplication.translate("Session", "Not autosaved: another unfinished game is in the autosave.")
        window.statusBar().showMessage(text, 6000)
        return
    window.autosave.write_soon(c.record(), c)  # on the writer's thread; a failure comes back (autosave_failed)


def autosave_failed(window: MainWindow, exc: OSError) -> None:
    """A background autosave could not be written: said in the status line, and once in a message."""
    if not window.isVisible():  # the window closed while the write was on its way: nobody to tell
        log.warning("an autosave failed after the window closed: %s", exc)
        return
    text = arg(QCoreApplication.translate("MainWindow", "Autosave failed: %1"), exc.strerror)
    window.statusBar().showMessage(text, 6000)
    tell_not_saved(window, "autosave", exc.strerror or str(exc))


class _ToUiThread(QObject):
    """Carries a call from another thread (the autosave's writer) to the UI thread: a signal
    emitted there is queued to this object, which lives in the UI thread."""

    call = Signal(object)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.call.connect(self._run)

    @Slot(object)
    def _run(self, fn: Any) -> None:
        fn()


# -- what could not be saved: said once, not only in a status line ---------------------------
_told: weakref.WeakKeyDictionary[Any, set[str]] = weakref.WeakKeyDictionary()


def look_after_files(window: MainWindow) -> None:
    """At start: the statistics and the settings tell the window when they cannot be
    saved, and the throwaway profiles of killed ``--self-test`` runs go."""
    sweep_stale_profiles(Path(tempfile.gettempdir()), keep=profile_folder())

    def stats_failed(kind: str, why: str) -> None:
        tell_not_saved(window, "statistics_" + kind, why)

    def settings_failed(why: str) -> None:
        tell_not_saved(window, "settings", why)

    window.stats.on_failure = stats_failed
    window.settings.on_failure = settings_failed
    to_ui = _ToUiThread(window)  # (the window's child: gone with it, and a late failure with it)
    window.autosave.on_failure = lambda exc: to_ui.call.emit(lambda: autosave_failed(window, exc))
    why = window.stats.unreadable
    if why is not None:  # said at start, from the event loop (the window is up by then)
        QTimer.singleShot(0, window, lambda: tell_not_saved(window, "statistics_unreadable", why))


def tell_not_saved(window: MainWindow, kind: str, why: str) -> bool:
    """Once per window and kind ("autosave", "statistics_write", "statistics_unreadable",
    "settings"): what was not saved, why, and what happens to it. True if told now."""
    from PySide6.QtWidgets import QMessageBox

    told = _told.setdefault(window, set())
    if kind in told:
        return False
    told.add(kind)
    texts = {
        "autosave": QCoreApplication.translate(
            "Session",
            "The game cannot be saved automatically (%1). If Soup Table closed now, the moves since the last "
            "autosave would be lost. Free some disk space; the next move tries again.",
        ),
        "statistics_write": QCoreApplication.translate(
            "Session",
            "Your statistics could not be saved (%1). The games of this session are still counted, "
            "and saved with the next game that can be.",
        ),
        "statistics_unreadable": QCoreApplication.translate(
            "Session",
            "Your statistics file cannot be read (%1), so it was left as it is. The games of this session "
            "are counted, and added to it as soon as it can be read again.",
        ),
        "settings": QCoreApplication.translate(
            "Session", "Your settings could not be saved to %1. They apply until Soup Table is closed."
        ),
    }
    QMessageBox.warning(window, QCoreApplication.translate("Session", "Not saved"), arg(texts[kind], why))
    return True


def resume_autosave(window: MainWindow) -> bool:
    """Sit down at the autosaved, unfinished game (if there is a sound one)."""
    rec = window.autosave.read()
    if rec is None:
        return False
    _sit_down_at_autosave(window, rec, verify(rec))
    return True


def _sit_down_at_autosave(window: MainWindow, rec: Record, match: Match) -> None:
    window.autosave.resuming(True)  # the table that sits down now is the autosave's own
    try:
        window.start(Setup(rec.game, rec.players, list(rec.seats), dict(rec.options), rec.seed), match)
    finally:
        window.autosave.resuming(False)


# -- unfinished games, for the start screen -------------------------------------------------------
@dataclass
class Unfinished:
    """An unfinished game the start screen offers: the autosave (``path`` None) or a kept one."""

    record: Record
    match: Match
    when: datetime
    path: Path | None = None
    # saved under earlier rules: what the current rules keep of it (``record`` and ``match``
    # are that part); the file itself is left as it is until the player chooses
    older: Salvage | None = None

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
    from PySide6.QtCore import QDateTime

    now = now or datetime.now()
    stamp = QDateTime.fromSecsSinceEpoch(int(when.timestamp()))
    short = QLocale.FormatType.ShortFormat
    days = (now.date() - when.date()).days
    if days == 0:
        return arg(QCoreApplication.translate("Session", "today at %1"), locale().toString(stamp.time(), short))
    if days == 1:
        return arg(QCoreApplication.translate("Session", "yesterday at %1"), locale().toString(stamp.time(), short))
    return str(locale().toString(stamp, short))


def unfinished_games(window: MainWindow) -> list[Unfinished]:
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
    from .oldsaves import older_games  # (after the shelf was read: it lists them)

    return out + older_games(window)


def resume(window: MainWindow, game: Unfinished) -> bool:
    """Sit down at an unfinished game; a kept one becomes the autosave (and leaves the
    shelf once it is there: on a full disk it stays kept)."""
    if not confirm_leaving(window, "open", resuming_autosave=game.path is None):
        return False
    rec = game.record
    if game.older is not None and game.path is None:  # the autosave of earlier rules: kept aside, as chosen
        if window.autosave.set_older_aside() is None:
            return False  # (logged) it stays where it is, and is offered again
        with contextlib.suppress(OSError):  # (a failure is said with the next move's)
            window.autosave.write(rec)
    elif game.path is not None:
        if not make_room(window):
            return False
        if window.autosave.offered(window.controller) is not None and not shelve_offered(window):
            return False  # the autosave's own game could not be kept: it is not written over
        try:
            window.autosave.write(rec)
        except OSError as exc:
            log.error("autosave of a resumed game failed (it stays kept): %s", exc)
        else:
            leave_shelf(window, game)
    _sit_down_at_autosave(window, rec, game.match)
    return True


def leave_shelf(window: MainWindow, game: Unfinished) -> None:
    """A kept game was resumed (it is the autosave now): its file goes; one of earlier
    rules is set aside instead (it holds moves the resumed game no longer has)."""
    if game.path is None:
        return
    if game.older is None:
        window.shelf.remove(game.path)
    elif game.path.parent == window.shelf.folder:
        set_aside(game.path, label=EARLIER)


def ask_to_discard(window: MainWindow, game: Unfinished) -> bool:
    """The start screen's Discard: one click never loses a game. True: discard it."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(window)
    box.setObjectName("discard_game")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("Session", "Discard the game?"))
    what, how = game.describe()
    box.setText(what + "\n" + how)
    box.setInformativeText(QCoreApplication.translate("Session", "A discarded game cannot be resumed."))
    discard_button = box.addButton(QCoreApplication.translate("Session", "&Discard it"), QMessageBox.ButtonRole.DestructiveRole)
    cancel_button = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel_button)
    box.exec()
    return box.clickedButton() is discard_button


def discard(window: MainWindow, game: Unfinished) -> None:
    if game.path is None:
        window.autosave.discard()
    else:
        window.shelf.remove(game.path)


# -- saving and opening -------------------------------------------------------------------------
def suggested_name(game: str, now: datetime | None = None) -> str:
    """A file name with the game and when it was saved: "Super Susuru Soup 2026-05-01 14-05.souptable"."""
    stamp = (now or datetime.now()).strftime("%Y-%m-%d %H-%M")
    name = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', " ", game_name(game)).strip() or game
    return f"{name} {stamp}{SUFFIX}"


def save_game(window: MainWindow) -> bool:
    """Game → Save: where and under which name, then "Saved to …" (or why not)."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    c = window.controller
    if not is_local(c) or window.setup is None:  # (a seat at another's table has no record here)
        return False
    folder = start_folder(window.settings)
    if folder == saves_dir():
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            log.warning("the saves folder %s cannot be made: %s", folder, exc)
    sweep_temporaries_in(window, folder)  # a save cut short by a kill left one
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


def sweep_temporaries_in(window: MainWindow, folder: Path) -> None:
    """Remove what killed saves left in ``folder`` (the player may keep games in the data
    folder too): after the autosave's write in progress, whose temporary file is not stale."""
    window.autosave.flush()
    jsonio.remove_stale_temporaries(folder, PLAYER_FILES)


def open_game(window: MainWindow) -> bool:
    """Game → Open: choose a file (from the folder used last), then as :func:`open_path`."""
    from PySide6.QtWidgets import QFileDialog

    folder = start_folder(window.settings)
    sweep_temporaries_in(window, folder)  # a save cut short by a kill left one
    path, _ = QFileDialog.getOpenFileName(
        window,
        QCoreApplication.translate("MainWindow", "Open game"),
        str(folder),
        file_filter(False),
    )
    if not path:
        return False
    window.settings.set(LAST_FOLDER, str(Path(path).parent))
    return open_path(window, path)


def open_path(window: MainWindow, path: str) -> bool:
    """Read the game in ``path`` (a clear message when it cannot be), ask before leaving
    a running game, then sit down at it."""
    from PySide6.QtWidgets import QMessageBox

    sweep_temporaries_in(window, Path(path).parent)  # (its own and its review's)
    try:
        rec = load(path)
        match = verify(rec)
    except RecordError as exc:
        if earlier_rules(exc):  # not damaged: said so, with the choice of what to do with it
            from .oldsaves import offer_opened

            return offer_opened(window, rec)
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
