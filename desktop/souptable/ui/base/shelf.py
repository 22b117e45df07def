"""Kept games: unfinished games a person chose to keep, one record each in ``kept/``.

A game kept when starting or opening another (or an autosave moved out of the way)
is a record in the data folder's ``kept`` folder, offered on the start screen until
resumed or discarded. A kept game the current rules refuse because it was saved
under earlier rules of its game is offered too (:attr:`Shelf.older`), as what the
current rules keep of it; a file that cannot be read at all is left alone and
named (:attr:`Shelf.skipped`). Reading the shelf never changes a file. No Qt here.
"""

from __future__ import annotations

import contextlib
import logging
import os
from datetime import datetime
from pathlib import Path

from ...engine import Match, RecordError
from ...engine.oldrules import Salvage, earlier_rules, salvage
from ...engine.record import Record, load, save, verify

KEPT = "kept"  # the folder of kept games
MAX_KEPT = 20  # the newest ones are offered; older ones stay in the folder untouched

log = logging.getLogger("souptable.ui.base.storage")


class Shelf:
    """Unfinished games kept for later, one record each in ``<data folder>/kept``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder / KEPT
        # the kept games the last :meth:`entries` could not offer: (file, the RecordError
        # code: "newer_version" for one made by a newer Soup Table); the start screen says so
        self.skipped: list[tuple[Path, str]] = []
        # the kept games saved under earlier rules (file, what the current rules keep of it,
        # when it was kept), found by the last :meth:`entries`: offered with that choice
        self.older: list[tuple[Path, Salvage, datetime]] = []

    def put(self, rec: Record, now: datetime | None = None) -> Path:
        """Keep ``rec`` (written atomically; raises ``OSError``); returns where."""
        path = self._new_name(rec, now)
        save(path, rec, private=True)  # like the autosave: it holds the seed
        return path

    def take(self, source: Path, rec: Record, now: datetime | None = None) -> Path:
        """Keep the file ``source`` (holding ``rec``) by moving it here: a rename, so
        it needs no free space and keeps its date. Raises ``OSError``."""
        path = self._new_name(rec, now)
        os.rename(source, path)
        return path

    def _new_name(self, rec: Record, now: datetime | None) -> Path:
        stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.folder / f"{stamp}-{rec.game}.souptable"
        n = 2
        while path.exists():
            path = self.folder / f"{stamp}-{n}-{rec.game}.souptable"
            n += 1
        return path

    def entries(self) -> list[tuple[Path, Record, Match, datetime]]:
        """(file, record, replayed match, when it was kept) of every sound unfinished kept
        game, newest first. One saved under earlier rules is listed in :attr:`older`; a
        file that cannot be read is left alone, logged and listed in :attr:`skipped`."""
        self.skipped, self.older = [], []
        try:
            files = [p for p in self.folder.glob("*.souptable") if p.is_file()]
        except OSError:
            return []
        dated = []
        for path in files:
            try:
                dated.append((path.stat().st_mtime, path))
            except OSError:
                continue
        out = []
        for mtime, path in sorted(dated, reverse=True)[:MAX_KEPT]:
            try:
                rec = load(path)
                match = verify(rec)
            except RecordError as exc:
                older = _older(path, exc)
                if older is not None:
                    self.older.append((path, older, datetime.fromtimestamp(mtime)))
                    continue
                log.warning("the kept game %s cannot be used (%s)", path, exc.code)
                self.skipped.append((path, exc.code))
                continue
            except Exception:
                log.exception("the kept game %s cannot be replayed", path)
                self.skipped.append((path, "bad_action"))
                continue
            if not match.is_over():
                out.append((path, rec, match, datetime.fromtimestamp(mtime)))
        return out

    def remove(self, path: Path) -> None:
        if path.parent != self.folder:
            return  # only ever a file of the shelf
        with contextlib.suppress(OSError):
            path.unlink()


def _older(path: Path, exc: RecordError) -> Salvage | None:
    """What the current rules keep of the kept game ``path`` if ``exc`` refused it for
    being of earlier rules (read again: the file is left as it is)."""
    if not earlier_rules(exc):
        return None
    try:
        found = salvage(load(path))
    except Exception:  # (read just now: a rules bug met by it is logged, the file named as unreadable)
        log.exception("the kept game %s of earlier rules cannot be replayed", path)
        return None
    if found is not None:
        log.warning("the kept game %s was saved under earlier rules: %d of %d moves replay", path, found.kept, found.total)
    return found
