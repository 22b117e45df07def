"""Game records: versioned JSON of (game, options, seed, seats, actions).

The action log plus the seed rebuilds every state; ``rounds`` and ``result``
are a readable summary, checked on replay. A record is the save file, the
replay file and the bug report. Never pickle.

``rules_revision`` is the game's :attr:`GameRules.revision` the record was
played under (1 when absent: records from before it existed). Options added
later are absent from older records and take their defaults, which play as
before. A step the rules added since without a choice in it (see
:meth:`GameRules.upgrade`) is taken for the older record as it replays. When
the rules changed since and a move of the record is no longer legal (or its
outcome differs), the replay is refused and the message says that the record
was made under earlier rules.

Loading refuses, with a :class:`RecordError` whose ``code`` the UI
translates: unreadable or oversize files, other formats, newer versions,
malformed fields, unknown games, and action logs the rules refuse (with the
index of the first bad action). Saving writes a temporary file next to the
target and renames it over, so a crash leaves the old file or the new one.
No Qt here.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import __version__
from .errors import IllegalAction, RecordError, SetupError
from .match import Match

FORMAT = "souptable-record"
VERSION = 1
MAX_BYTES = 4 * 1024 * 1024
SEAT_KINDS = ("human", "bot")


@dataclass
class SeatInfo:
    name: str
    kind: str = "bot"
    level: str | None = "random"

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}


@dataclass
class Record:
    game: str
    players: int
    seed: int
    options: dict[str, str]
    seats: list[SeatInfo]
    actions: list[dict[str, Any]] = field(default_factory=list)
    rounds: list[dict[str, Any]] = field(default_factory=list)
    result: dict[str, Any] | None = None
    rules_revision: int = 1

    @staticmethod
    def of(match: Match, seats: list[SeatInfo]) -> Record:
        res = match.rules.result(match.state)
        return Record(
            game=match.game,
            players=match.players,
            seed=match.seed,
            options=dict(match.options),
            seats=seats,
            actions=[{"seat": s, "action": a.to_json()} for s, a in match.log],
            rounds=match.rules.rounds(match.state),
            result=None if res is None else res.to_json(),
            rules_revision=match.rules.revision,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "app": __version__,
            "game": self.game,
            "rules_revision": self.rules_revision,
            "players": self.players,
            "options": self.options,
            "seed": self.seed,
            "seats": [s.to_json() for s in self.seats],
            "actions": self.actions,
            "rounds": self.rounds,
            "result": self.result,
        }


def _bad(msg: str, code: str = "malformed", **params: Any) -> RecordError:
    return RecordError(code, msg, **params)


def from_json(data: Any) -> Record:
    """Validate the shape of a record (not yet its actions)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _bad("not a Soup Table game record", "wrong_format")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise _bad("the record has no valid version number")
    if version > VERSION:
        raise _bad(
            f"the record was written by a newer Soup Table (format version {version}, this one reads {VERSION})",
            "newer_version",
            version=version,
        )
    game, players, seed = data.get("game"), data.get("players"), data.get("seed")
    if not isinstance(game, str):
        raise _bad("the record names no game")
    if not isinstance(players, int) or isinstance(players, bool):
        raise _bad("the record has no valid player count")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise _bad("the record has no valid seed")
    options = data.get("options", {})
    if not isinstance(options, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in options.items()):
        raise _bad("the record's options are not text")
    seats_raw = data.get("seats")
    if not isinstance(seats_raw, list) or len(seats_raw) != players:
        raise _bad("the record's seats do not match its player count")
    seats = []
    for s in seats_raw:
        if (
            not isinstance(s, dict)
            or not isinstance(s.get("name"), str)
            or s.get("kind") not in SEAT_KINDS
            or not (s.get("level") is None or isinstance(s.get("level"), str))
        ):
            raise _bad("a seat in the record is malformed")
        seats.append(SeatInfo(s["name"], s["kind"], s.get("level")))
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(
        isinstance(a, dict) and isinstance(a.get("seat"), int) and isinstance(a.get("action"), dict) for a in actions
    ):
        raise _bad("the record's action list is malformed")
    rounds = data.get("rounds", [])
    result = data.get("result")
    if not isinstance(rounds, list) or not (result is None or isinstance(result, dict)):
        raise _bad("the record's summary is malformed")
    revision = data.get("rules_revision", 1)
    if not isinstance(revision, int) or isinstance(revision, bool) or revision < 1:
        raise _bad("the record's rules revision is not a number")
    return Record(game, players, seed, dict(options), seats, actions, rounds, result, revision)


def loads(text: str | bytes) -> Record:
    if len(text) > MAX_BYTES:
        raise _bad(f"the file is too large for a game record (over {MAX_BYTES // 1024 // 1024} MB)", "too_large")
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as exc:
        raise _bad("the file is not valid JSON (damaged or truncated?)", "not_json") from exc
    return from_json(data)


def load(path: str | os.PathLike[str]) -> Record:
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_BYTES:
            raise _bad("the file is too large for a game record", "too_large")
        raw = p.read_bytes()
    except FileNotFoundError as exc:
        raise _bad(f"no such file: {p}", "not_found", path=str(p)) from exc
    except IsADirectoryError as exc:
        raise _bad(f"not a file: {p}", "unreadable", path=str(p)) from exc
    except OSError as exc:
        raise _bad(f"cannot read {p}: {exc.strerror}", "unreadable", path=str(p)) from exc
    return loads(raw)


def dumps(rec: Record) -> str:
    return json.dumps(rec.to_json(), ensure_ascii=False, indent=1)


def save(path: str | os.PathLike[str], rec: Record) -> None:
    """Write atomically: a temporary file in the same folder, fsync, rename."""
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    text = dumps(rec)
    fd, tmp = tempfile.mkstemp(prefix=p.name + ".", suffix=".tmp", dir=p.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, p)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    try:  # make the rename itself durable
        dfd = os.open(p.parent, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
    except OSError:
        pass


def _rules_changed(rec: Record, match: Match) -> tuple[str, dict[str, Any]]:
    """What to add to a refusal when the record was played under other rules."""
    now = match.rules.revision
    if rec.rules_revision == now:
        return "", {}
    when = "earlier" if rec.rules_revision < now else "later"
    note = (
        f" (the record was made under {when} rules of {match.rules.info.name}, revision"
        f" {rec.rules_revision}; this Soup Table plays revision {now}, and a rule that changed"
        " in between refuses it)"
    )
    return note, {"rules_revision": rec.rules_revision, "current_revision": now}


def replay(rec: Record) -> Match:
    """Re-execute the record's actions; the first refused one raises ``RecordError("bad_action")``."""
    try:
        match = Match(rec.game, rec.players, rec.seed, rec.options)
    except SetupError as exc:
        raise _bad(f"the record's setup is invalid: {exc}", "bad_setup") from exc
    older = rec.rules_revision < match.rules.revision
    for i, entry in enumerate(rec.actions):
        if older:
            _catch_up(match, rec.rules_revision)
        try:
            act = match.rules.codec.decode(entry["action"])
            to_move = match.to_move()
            if entry["seat"] != to_move:
                raise IllegalAction("not_your_turn", seat=entry["seat"], to_move=to_move)
            match.play(act)
        except IllegalAction as exc:
            note, extra = _rules_changed(rec, match)
            raise _bad(f"action {i} is not legal: {exc}{note}", "bad_action", index=i, reason=exc.code, **extra) from exc
    if older:
        _catch_up(match, rec.rules_revision)
    return match


def _catch_up(match: Match, revision: int) -> None:
    """Take the steps the rules added since ``revision`` that the record cannot hold."""
    while match.to_move() is not None:
        act = match.rules.upgrade(match.state, revision)
        if act is None:
            return
        match.play(act)


def verify(rec: Record) -> Match:
    """Replay and check the stored summary (rounds and result) against the rules."""
    match = replay(rec)
    res = match.rules.result(match.state)
    stored = rec.result
    actual = None if res is None else json.loads(json.dumps(res.to_json()))
    if stored is not None and stored != actual:
        note, extra = _rules_changed(rec, match)
        raise _bad(f"the stored result differs from the replayed game{note}", "result_mismatch", **extra)
    rounds = json.loads(json.dumps(match.rules.rounds(match.state)))
    if rec.rounds and rec.rounds != rounds:
        note, extra = _rules_changed(rec, match)
        raise _bad(f"the stored round summaries differ from the replayed game{note}", "rounds_mismatch", **extra)
    return match
