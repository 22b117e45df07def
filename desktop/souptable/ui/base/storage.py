"""What the app keeps between sessions: the autosave, kept games and the statistics.

The autosave is a game record written atomically after every action, so a
crash or a power cut loses at most the action being made. The table hands each
record to one background thread (:meth:`Autosave.write_soon`), so the fsyncs
never hold up the UI; a record handed over while the previous one is still
being written waits for that write (only when moves come faster than the disk
takes them: computers with animations off), so the file is never more than that
one action behind. Every other use of the file (reading, removing, shelving,
who owns it) waits for the write under way first (:meth:`Autosave.flush`); so
does the window before the app quits. Statistics are per
game and player name: games played, won, best and average score, in a small
JSON file written the same atomic way (:func:`souptable.engine.jsonio.write_atomic`:
temporary file, fsync, rename, fsync of the folder; no temporary file left
behind when it fails). Both are read through the engine's strict JSON reader,
so no file (a pipe, a device, a folder, deep nesting, a huge file) can hang or
crash the app. Files live in the app's data folder.

A file that cannot be read (damaged, truncated, a folder in its place) is never
written over: it is renamed with the date and time (``set_aside``), e.g.
``statistics.json.damaged-20261201-140000``, ``damaged`` says where it went,
and the window tells the player once. Of a damaged autosave, the readable
start is offered for resume when it replays (``recovered``); of damaged
statistics, every complete row (:func:`souptable.engine.jsonio.recover_json`:
a repeated key, a file cut short) is kept. An autosave
written by a newer version of the app is left exactly as it is, nothing
autosaves over it, and the player is told to update (``notice``). No rules
here, no Qt.

Kept games (:class:`~.shelf.Shelf`) are unfinished games a person chose to keep when
starting or opening another: one record each in the data folder's ``kept``
folder, offered on the start screen until resumed or discarded.

An autosave the current rules refuse because it was saved under earlier rules of
its game is not damaged (:mod:`souptable.engine.oldrules`): it is left exactly as
it is, nothing autosaves over it, and what the current rules keep of it is offered
(``older``) until the player chooses: resume it (it is set aside, as an
``.earlier-rules-`` file, and the game up to there becomes the autosave), or set it
aside; a new game's first autosave moves it to the kept games instead
(:meth:`Autosave.shelve_older`: a rename, its bytes unchanged).

The autosave belongs to one table at a time. The window says which table sits
down (:meth:`Autosave.sit_down`); an autosave left by an earlier session or an
earlier table is *offered* (the start screen's Resume), not the new table's:
only the table whose game the file holds removes it when that game ends
(:meth:`Autosave.clear`), so a new game that could not autosave (a full disk)
never deletes another game when it ends. Putting the offered one aside
(:meth:`Autosave.shelve`) is a rename into the shelf, which needs no free space.
"""

from __future__ import annotations

import contextlib
import logging
import math
import os
import threading
import weakref
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from ...engine import DataError, RecordError, jsonio
from ...engine.oldrules import Salvage, earlier_rules, salvage
from ...engine.record import MAX_BYTES, Record, load, recover, save, verify
from .shelf import Shelf as Shelf  # (the window's kept games: here before they had their module)

AUTOSAVE = "autosave.json"
STATISTICS = "statistics.json"
DAMAGED = ".damaged-"  # between a file's name and the date it was set aside
EARLIER = ".earlier-rules-"  # the same, for a game saved under earlier rules the player set aside
STATS_LIMITS = jsonio.Limits(max_bytes=4 * 1024 * 1024, max_depth=8, max_string=1000, max_items=200_000)
MAX_COUNT = 10**9  # games played or won: far beyond any person's

log = logging.getLogger(__name__)


def set_aside(path: Path, now: datetime | None = None, label: str = DAMAGED) -> Path | None:
    """Rename a damaged ``path`` to ``<name>.damaged-YYYYMMDD-HHMMSS`` next to it
    (``label``: :data:`EARLIER` for a game of earlier rules).

    Never replaces another file (a second one in the same second gets ``-2``).
    Returns the new path, or ``None`` if the file could not be renamed (then
    the caller must not write over it either).
    """
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    for n in range(1, 100):
        target = path.with_name(f"{path.name}{label}{stamp}" + (f"-{n}" if n > 1 else ""))
        if target.exists():
            continue
        try:
            path.rename(target)
        except OSError as exc:
            log.error("cannot set the damaged file %s aside: %s", path, exc)
            return None
        what = "damaged file" if label == DAMAGED else "game of earlier rules"
        log.warning("%s %s set aside as %s", what, path, target.name)
        return target
    log.error("cannot set the damaged file %s aside: too many damaged copies", path)
    return None


class Autosave:
    def __init__(self, folder: Path) -> None:
        self.path = folder / AUTOSAVE
        sweep_temporaries(folder)  # the data folder's first reader, before anything writes
        # where a damaged autosave was set aside (None: it was sound or absent); for a
        # newer version's autosave, the autosave itself (left where it is)
        self.damaged: Path | None = None
        # what to tell the player about it: "autosave" (set aside), "autosave_prefix"
        # (set aside, its readable start can be resumed), "autosave_newer" (left as it is)
        self.notice = "autosave"
        # the readable start of a damaged autosave, offered for resume (None: nothing usable)
        self.recovered: Record | None = None
        # an autosave saved under earlier rules, left as it is: what the current rules keep
        # of it, offered until the player chooses (None: there is none)
        self.older: Salvage | None = None
        self._writable = True
        # the table at play, and the table whose game the file holds (None: a game of an
        # earlier session or table, offered for resume; or no file at all)
        self._table: Any = None
        self._owner: Any = None
        self._resuming = False
        # the background writer: the record waiting to be written (with its table), whether
        # a write is under way, and the thread (None while there is nothing to write)
        self._cv = threading.Condition()
        self._next: tuple[Record, Any] | None = None
        self._busy = False
        self._thread: threading.Thread | None = None
        # told (on the writer's thread) when a background write fails; the next one tries again
        self.on_failure: Callable[[OSError], None] | None = None
        self._check()

    # -- which table the file belongs to -------------------------------------------------
    def resuming(self, on: bool) -> None:
        """The next table to sit down plays the autosaved game (it is that table's)."""
        self._resuming = on

    def sit_down(self, table: Any) -> None:
        """``table`` is now at play; the file is its own only if it resumes the autosave."""
        self.flush()  # (the last table's write under way would say the file is that table's)
        self._table = _ref(table)
        self._owner = self._table if self._resuming else None
        self._resuming = False

    def belongs_to(self, table: Any) -> bool:
        """Does the file hold ``table``'s game (written by it, or resumed by it)?"""
        if not self._owned_by(table):
            self.flush()  # a write under way may make it ``table``'s (a failed one leaves it as it was)
        return self._owned_by(table)

    def _owned_by(self, table: Any) -> bool:
        return table is not None and self._owner is not None and self._owner() is table

    def offered(self, table: Any) -> Record | None:
        """The unfinished game in the file if it is not ``table``'s: one that
        replacing it would lose."""
        return None if self.belongs_to(table) else self.read()

    def _check(self) -> None:
        """Set a damaged autosave aside before anything writes a new one."""
        try:
            verify(load(self.path))
        except RecordError as exc:
            if exc.code == "not_found":
                return
            log.warning("the autosave %s cannot be used (%s): %s", self.path, exc.code, exc)
            if exc.code == "newer_version":
                self.damaged, self.notice, self._writable = self.path, "autosave_newer", False
                return
            if earlier_rules(exc) and self._hold_older():
                return
        except Exception:  # a record that breaks the rules code itself is damaged too
            log.exception("the autosave %s cannot be replayed", self.path)
        else:
            return
        raw = _readable_bytes(self.path)
        self.damaged = set_aside(self.path)
        self._writable = self.damaged is not None
        if self.damaged is not None and raw is not None:
            try:
                self.recovered = recover(raw)
            except Exception:  # recovering is a favour: never a reason not to start
                log.exception("the damaged autosave's start cannot be recovered")
            if self.recovered is not None:
                self.notice = "autosave_prefix"
                log.warning("the damaged autosave's first %d actions replay: offered for resume", len(self.recovered.actions))

    def _hold_older(self) -> bool:
        """An autosave of earlier rules: leave it as it is, offer what the rules keep of it."""
        try:
            self.older = salvage(load(self.path))
        except Exception:  # (read just now) a rules bug met by it: damaged after all
            log.exception("the autosave %s of earlier rules cannot be replayed", self.path)
            return False
        if self.older is None:
            return False
        self._writable = False  # never written over before the player chose
        log.warning("the autosave was saved under earlier rules: %d of %d moves replay", self.older.kept, self.older.total)
        return True

    def set_older_aside(self) -> Path | None:
        """The player chose (to resume or set aside) the autosave of earlier rules: rename it
        out of the way; the autosave is free again. Returns where it went (None: it stays)."""
        self.flush()
        if self.older is None:
            return None
        where = set_aside(self.path, label=EARLIER)
        if where is not None:
            self.older, self._writable = None, True
        return where

    def shelve_older(self, shelf: Shelf) -> Path | None:
        """Move the autosave of earlier rules to the kept games (a rename: its bytes, its
        date), where the start screen offers it the same way; the autosave is free again.
        Returns where it went (None: there was none). Raises ``OSError``."""
        self.flush()
        if self.older is None:
            return None
        where = shelf.take(self.path, self.older.record)
        self.older, self._writable = None, True
        return where

    def write_soon(self, rec: Record, table: Any = None) -> None:
        """Write ``rec`` as ``table``'s game on the writer's thread (as :meth:`write`;
        a failure goes to :attr:`on_failure`). Returns at once unless the previous
        record is still being written: then once that one is on disk."""
        if not self._writable:
            return
        with self._cv:
            while self._busy:
                self._cv.wait()
            self._next = (rec, table)  # (one not started yet is replaced: this one holds it too)
            if self._thread is None:
                self._thread = threading.Thread(target=self._write_all, name="souptable-autosave", daemon=True)
                self._thread.start()
            self._cv.notify_all()

    def flush(self) -> None:
        """Wait until every record handed to :meth:`write_soon` is written (or failed)."""
        if threading.current_thread() is self._thread:
            return  # (the writer itself, in :meth:`write`)
        with self._cv:
            while self._next is not None or self._busy:
                self._cv.wait()

    def _write_all(self) -> None:
        """The writer's thread: write what is handed over, end when nothing is left."""
        while True:
            with self._cv:
                if self._next is None:
                    self._thread = None
                    self._cv.notify_all()
                    return
                (rec, table), self._next = self._next, None
                self._busy = True
            try:
                self._write_one(rec, table)
            finally:  # whatever happened, whoever waits is let go and the next record is written
                with self._cv:
                    self._busy = False
                    self._cv.notify_all()

    def _write_one(self, rec: Record, table: Any) -> None:
        try:
            self.write(rec, table)
        except OSError as exc:
            log.warning("the autosave cannot be written: %s", exc)
            try:
                if self.on_failure is not None:
                    self.on_failure(exc)  # before ``flush`` returns: whoever waited hears of it first
            except Exception:  # (the window that wanted to know is gone)
                log.exception("the autosave's failure cannot be told")
        except Exception:  # a bug must not end the writer: the next record tries again
            log.exception("the autosave cannot be written")

    def write(self, rec: Record, table: Any = None) -> None:
        """Write ``rec`` as ``table``'s game now (raises ``OSError``). The caller has made
        sure no other unfinished game is in the file (:meth:`offered`)."""
        self.flush()  # (a record handed over earlier must not land after this one)
        if not self._writable:
            return  # a file that could not be set aside, or a newer version's (logged): never write over it
        save(self.path, rec, private=True)  # it holds the seed: every hidden card
        self.recovered = None
        self._owner = None if table is None else _ref(table)

    def read(self) -> Record | None:
        """The autosaved, unfinished game if it is sound (or the readable start of
        a damaged one); else ``None``."""
        self.flush()
        if self.damaged is not None and self.damaged == self.path:
            return None  # a newer version's: not ours to read
        try:
            rec = load(self.path)
            match = verify(rec)
        except RecordError as exc:
            return self.recovered if exc.code == "not_found" else None
        except Exception:
            log.exception("the autosave %s cannot be replayed", self.path)
            return None
        return None if match.is_over() else rec

    def clear(self) -> None:
        """The table at play has ended or left its game: remove the file if it holds
        that game (or nothing to resume); an offered game of another table stays."""
        table = None if self._table is None else self._table()
        if not self.belongs_to(table) and self.read() is not None:
            log.info("the autosave holds another table's unfinished game: left for the start screen")
            return
        self.discard()

    def discard(self) -> None:
        """Remove the file, whoever's game it holds (the player said so)."""
        self.flush()  # (a write under way would bring it back)
        self.recovered = None
        self._owner = None
        if not self._writable:
            return
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

    def shelve(self, shelf: Shelf) -> Path | None:
        """Move the offered game into ``shelf`` (a rename: works on a full disk).
        Returns where it went; ``None`` if there is nothing to move. Raises ``OSError``."""
        rec = self.read()
        if rec is None:
            return None
        if self.recovered is not None and not self.path.exists():  # the readable start of a damaged one
            where = shelf.put(rec)
        else:
            where = shelf.take(self.path, rec)
        self.recovered = None
        self._owner = None
        return where


def _ref(table: Any) -> Any:
    """A weak reference to ``table`` (an old table is never kept alive by its autosave)."""
    try:
        return weakref.ref(table)
    except TypeError:  # (an object without weak references: held, until the next table)
        return lambda: table


def _readable_bytes(path: Path) -> bytes | None:
    """The bytes of a damaged file, if it is a regular file that can be read at all."""
    try:
        return jsonio.read_bytes(path, MAX_BYTES)
    except DataError:
        return None


# what the app writes into a folder of the player's: games and their reviews
PLAYER_FILES = (".souptable", ".json")
PROFILE_PREFIX = "souptable-profile-"  # a throwaway profile's folder (ui/app/run.py makes them)
PROFILE_OWNER = "owner.pid"  # in a profile: the process that uses it
STALE_PROFILE_S = 3600.0  # a profile without an owner's pid: left by a crash, once this old


def sweep_temporaries(data_folder: Path) -> list[Path]:
    """The start-up clean-up of every file the app writes in its data folder: the
    temporary files of writes cut short by a kill (:func:`jsonio.remove_stale_temporaries`)
    next to the autosave, statistics and the hosted-table file, and in the folders
    below it (kept games, reviews). Folders of the player's are swept with
    :data:`PLAYER_FILES` when Save or Open starts in them (ui/shell/session.py)."""
    removed = jsonio.remove_stale_temporaries(data_folder)
    with contextlib.suppress(OSError):
        for sub in data_folder.iterdir():
            if sub.is_dir() and not sub.is_symlink():
                removed += jsonio.remove_stale_temporaries(sub)
    for path in removed:
        log.info("removed %s, left by a write cut short", path)
    return removed


def claim_profile(folder: Path) -> None:
    """Mark a throwaway profile as this process's (so no other start removes it)."""
    with contextlib.suppress(OSError):
        (folder / PROFILE_OWNER).write_text(str(os.getpid()), encoding="ascii")


def sweep_stale_profiles(parent: Path, keep: Path | None = None, now: float | None = None) -> list[Path]:
    """Remove the throwaway profiles of ``--self-test`` or ``--screenshots`` runs that
    were killed: folders of :data:`PROFILE_PREFIX` in ``parent``, this user's, whose
    owner process has ended (or, without an owner's pid, older than an hour)."""
    import shutil
    import time

    removed: list[Path] = []
    limit = (time.time() if now is None else now) - STALE_PROFILE_S
    try:
        candidates = [p for p in parent.iterdir() if p.name.startswith(PROFILE_PREFIX)]
    except OSError:
        return removed
    for folder in candidates:
        try:
            st = folder.lstat()
        except OSError:
            continue
        if not os.path.isdir(folder) or folder.is_symlink() or st.st_uid != os.getuid() or folder == keep:
            continue
        owner = _profile_owner(folder)
        if owner is None and st.st_mtime >= limit:
            continue  # (a run in progress of an older version, which writes no owner)
        if owner is not None and _alive(owner):
            continue
        shutil.rmtree(folder, ignore_errors=True)
        if not folder.exists():
            removed.append(folder)
            log.info("removed the throwaway profile %s of a run that was killed", folder)
    return removed


def _profile_owner(folder: Path) -> int | None:
    try:
        text = (folder / PROFILE_OWNER).read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return int(text) if text.isdigit() else None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # (another user's: alive)
    return True


ALL_GAMES = "*"  # the statistics' table of every game together (for the streaks across games)


class Statistics:
    """Per game and player name: played, won, best and total score, the current and the
    best winning streak; the same counts over every game under :data:`ALL_GAMES`."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / STATISTICS
        # where a damaged statistics file was set aside (None: it was sound or absent)
        self.damaged: Path | None = None
        # why the file cannot be read at all (permissions, I/O, a symlink loop); None: it can.
        # Its history stays untouched; the games of this session are kept until it can be.
        self.unreadable: str | None = None
        # told when a finished game could not be saved: ("write" | "unreadable", why)
        self.on_failure: Callable[[str, str], None] | None = None
        self._writable = True
        self.data: dict[str, dict[str, dict[str, float]]] = self._read()

    def _read(self) -> dict[str, dict[str, dict[str, float]]]:
        damaged = False
        try:
            raw = jsonio.read_bytes(self.path, STATS_LIMITS.max_bytes)
            try:
                data = jsonio.parse_json(raw, STATS_LIMITS)
            except DataError as exc:
                data = jsonio.recover_json(raw, STATS_LIMITS)  # one repeated key hides nothing else
                damaged = True
                log.warning("the statistics file %s is damaged (%s): the rest is kept", self.path, exc)
        except DataError as exc:
            if exc.code == "not_found":
                return {}
            if exc.code == "unreadable":
                log.error("the statistics file %s cannot be read: %s", self.path, exc)
                self._writable = False  # there may be history in it: leave it alone
                self.unreadable = str(exc)
                return {}
            log.warning("the statistics file %s is damaged (%s): %s", self.path, exc.code, exc)
            data = None
        good = _sound_rows(data)
        if damaged or good != data:
            self.damaged = set_aside(self.path)
            self._writable = self.damaged is not None
        return good

    def add_game(self, game: str, names: list[str], humans: list[int], scores: list[float], winners: list[int]) -> bool:
        """Count a finished game; False if the file could not be written (the error is
        logged, and :attr:`on_failure` told why). The game stays counted for the
        session, and is written with the next one that can be."""
        if self.unreadable is not None:
            self._try_again()
        for table in (self.data.setdefault(game, {}), self.data.setdefault(ALL_GAMES, {})):
            for seat in humans:
                score = float(scores[seat]) if math.isfinite(scores[seat]) else 0.0
                row = table.setdefault(names[seat], {"played": 0, "won": 0, "best": score, "total": 0.0})
                row["played"] += 1
                row["won"] += 1 if seat in winners else 0
                row["best"] = max(row["best"], score)
                row["total"] += score
                row["streak"] = int(row.get("streak", 0)) + 1 if seat in winners else 0  # wins in a row, up to now
                row["best_streak"] = max(int(row.get("best_streak", 0)), row["streak"])
        return self._write()

    def reset(self, game: str | None = None) -> bool:
        """Forget ``game``'s statistics (``None``: every game's); the counts over every game
        then hold only what is left. False if the file could not be written (logged)."""
        if game is None or game == ALL_GAMES:
            self.data = {}
        else:
            self.data.pop(game, None)
            left = [table for g, table in self.data.items() if g != ALL_GAMES]
            overall = self.data.get(ALL_GAMES, {})
            for name in list(overall):
                rows = [t[name] for t in left if name in t]
                if not rows:
                    del overall[name]
                    continue
                row = overall[name]
                row["played"] = sum(int(r["played"]) for r in rows)
                row["won"] = sum(int(r["won"]) for r in rows)
                row["total"] = sum(float(r["total"]) for r in rows)
                row["best"] = max(float(r["best"]) for r in rows)
                # a streak across games cannot be longer than the wins that are left
                row["streak"] = min(int(row.get("streak", 0)), row["won"])
                row["best_streak"] = min(int(row.get("best_streak", 0)), row["won"])
        return self._write()

    def _write(self) -> bool:
        if not self._writable:
            if self.unreadable is not None:
                log.error("statistics not saved: %s cannot be read (%s); kept for this session", self.path, self.unreadable)
                self._failed("unreadable", self.unreadable)
            else:
                log.error("statistics not saved: %s could not be set aside", self.path)
                self._failed("write", str(self.path))
            return False
        try:
            jsonio.write_json(self.path, self.data)
        except (OSError, ValueError) as exc:
            log.error("statistics not saved to %s: %s", self.path, exc)
            self._failed("write", getattr(exc, "strerror", None) or str(exc))
            return False
        return True

    def _failed(self, kind: str, why: str) -> None:
        if self.on_failure is not None:
            self.on_failure(kind, why)

    def _try_again(self) -> None:
        """The file could not be read at start: if it can now, this session's games join its history."""
        pending = self.data
        self.unreadable, self._writable = None, True
        history = self._read()
        self.data = _merged(history, pending) if self.unreadable is None else pending

    def rows(self, game: str) -> list[tuple[str, int, int, float, float]]:
        """(name, played, won, best, average) for ``game``, most played first."""
        out = []
        for name, r in self.data.get(game, {}).items():
            played = int(r["played"])
            if played:
                out.append((name, played, int(r["won"]), float(r["best"]), float(r["total"]) / played))
        return sorted(out, key=lambda x: (-x[1], x[0]))


def _merged(history: dict[str, dict[str, dict[str, float]]], session: dict[str, dict[str, dict[str, float]]]) -> Any:
    """``history`` with the rows counted in ``session`` added to it."""
    out = {game: {name: dict(row) for name, row in table.items()} for game, table in history.items()}
    for game, table in session.items():
        rows = out.setdefault(game, {})
        for name, row in table.items():
            old = rows.get(name)
            if old is None:
                rows[name] = dict(row)
                continue
            old["played"] += row["played"]
            old["won"] += row["won"]
            old["best"] = max(old["best"], row["best"])
            old["total"] += row["total"]
            if "streak" in row:  # the session's streak goes on from the history's if it won every game
                run = int(row["streak"])
                streak = int(old.get("streak", 0)) + run if run == row["played"] else run
                old["streak"] = streak
                old["best_streak"] = max(int(old.get("best_streak", 0)), int(row.get("best_streak", 0)), streak)
    return out


_ROW_KEYS = ("played", "won", "best", "total")
_STREAK_KEYS = ("streak", "best_streak")  # (absent in files of older versions)


def _sound_row(row: Any) -> bool:
    """Whole counts (not bools, not floats), won ≤ played, streaks ≤ won, finite scores,
    nothing else."""
    if type(row) is not dict or not set(_ROW_KEYS) <= set(row) <= set(_ROW_KEYS + _STREAK_KEYS):
        return False
    played, won = row["played"], row["won"]
    if type(played) is not int or type(won) is not int or not 0 <= won <= played <= MAX_COUNT:
        return False
    if any(k in row and (type(row[k]) is not int or not 0 <= row[k] <= won) for k in _STREAK_KEYS):
        return False
    return all(type(row[k]) in (int, float) and math.isfinite(row[k]) for k in ("best", "total"))


def _sound_rows(data: Any) -> dict[str, dict[str, dict[str, float]]]:
    """The well-formed part of a statistics file's content ({} if none)."""
    if type(data) is not dict:
        return {}
    out: dict[str, dict[str, dict[str, float]]] = {}
    for game, table in data.items():
        if type(table) is not dict:
            continue
        rows = {name: row for name, row in table.items() if _sound_row(row)}
        if rows or not table:
            out[game] = rows
    return out
