"""Games saved under earlier rules, in the window: Open, the autosave and the kept games.

Open (File → Open, a file given at the start) of a record the current rules refuse
because it was saved under earlier rules asks what to do (:func:`offer_opened`):
resume it from its last move the current rules allow (a new game at the table; the
file is not touched), watch it as a replay as far as it goes, or cancel. The autosave
and the kept games of earlier rules are offered on the start screen
(:func:`older_games`) with the same choice: resume (``session.resume``), watch
(:func:`watch`), or set aside (:func:`set_older_aside`, a rename as for damaged
files). No file is renamed, written or removed before the player chose. No rules here.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import TYPE_CHECKING

from ...engine.oldrules import salvage
from ...engine.record import Record
from ..base.storage import EARLIER, set_aside
from ..play.oldsave import CANCEL, REPLAY, RESUME
from ..play.setup import Setup
from ..text import translate
from .session import Unfinished, confirm_leaving

if TYPE_CHECKING:
    from .mainwindow import MainWindow

log = logging.getLogger(__name__)


def offer_opened(window: MainWindow, rec: Record) -> bool:
    """Open refused ``rec`` for its earlier rules: say so and ask (not blocking). False:
    nothing sat down yet (the answer does it)."""
    found = salvage(rec)
    if found is None:  # (refused for earlier rules just now)
        return False
    choices = ([RESUME] if found.resumable else []) + [REPLAY, CANCEL]
    note = translate("OldSaves", "Resume it from there as a new game (the file stays as it is), or watch its moves as a replay.")

    def chosen(choice: str) -> None:
        if choice == RESUME and confirm_leaving(window, "open"):
            head = found.record
            window.start(Setup(head.game, head.players, list(head.seats), dict(head.options), head.seed), found.match)
            window.record_path = None  # not the file's game any more: a review is kept in the data folder
        elif choice == REPLAY:
            watch(window, found.record)
        if window.controller is None:  # (a file given at the start): the start screen, not an empty table
            from .startscreen import show_start

            show_start(window)

    from ..play.oldsavebox import ask_about_old_save  # (the box's QMessageBox: not before the first paint)

    ask_about_old_save(window, found, choices, chosen, note)
    return False


def watch(window: MainWindow, rec: Record) -> None:
    """The replay of what the current rules keep of a game of earlier rules."""
    from ..review.replay import replay_record

    replay_record(window, rec)


def older_games(window: MainWindow) -> list[Unfinished]:
    """The autosave and the kept games saved under earlier rules, as the start screen
    offers them (the shelf read just before lists its ones)."""
    out: list[Unfinished] = []
    older = window.autosave.older
    if older is not None:
        try:
            when = datetime.fromtimestamp(window.autosave.path.stat().st_mtime)
        except OSError:
            when = datetime.now()
        out.append(Unfinished(older.record, older.match, when, None, older))
    for path, found, when in window.shelf.older:
        out.append(Unfinished(found.record, found.match, when, path, found))
    return out


def set_older_aside(window: MainWindow, game: Unfinished) -> bool:
    """The start screen's Set aside of a game of earlier rules: its file is renamed
    (``….earlier-rules-<date>``) and no longer offered. True if it was."""
    if game.path is None:
        where = window.autosave.set_older_aside()
    elif game.path.parent == window.shelf.folder:
        where = set_aside(game.path, label=EARLIER)
    else:
        where = None
    if where is None:
        log.error("the game of earlier rules %s could not be set aside", game.path or window.autosave.path)
        return False
    window.statusBar().showMessage(translate("OldSaves", "The game was set aside: its file is kept, not deleted."), 8000)
    return True


__all__ = ["offer_opened", "older_games", "set_older_aside", "watch"]
