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
translates: unreadable or oversize files, other formats, newer versions (of the
format, or of the game's rules: ``newer_version``, "made by a newer Soup Table"),
malformed fields, unknown games, and action logs the rules refuse (with the
index of the first bad action). Saving writes a temporary file next to the
target and renames it over, so a crash leaves the old file or the new one.
No Qt here.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import __version__
from . import jsonio
from .errors import DataError, IllegalAction, RecordError, SetupError
from .match import Match
from .registry import get

FORMAT = "souptable-record"
VERSION = 1
MAX_BYTES = 4 * 1024 * 1024
LIMITS = jsonio.Limits(max_bytes=MAX_BYTES, max_depth=32, max_string=10_000, max_items=1_000_000)
SEAT_KINDS = ("human", "bot")
MAX_PLAYERS = 64  # far above any game's; the game's own range is checked when it is set up (bad_setup)
MAX_NAME = 64  # game ids, option keys and values, levels
MAX_SEAT_NAME = 200

log = logging.getLogger(__name__)


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


def _as_record_error(exc: DataError) -> RecordError:
    if isinstance(exc, RecordError):
        return exc
    return RecordError(exc.code, str(exc), **exc.params)


def from_json(data: Any) -> Record:
    """Validate the shape of a record, with exact types (not yet its actions)."""
    if type(data) is not dict or data.get("format") != FORMAT:
        raise _bad("not a Soup Table game record", "wrong_format")
    try:
        version = jsonio.want_int(data.get("version"), "version", 1)
        if version > VERSION:
            raise _bad(
                f"the record was written by a newer Soup Table (format version {version}, this one reads {VERSION})",
                "newer_version",
                version=version,
            )
        game = jsonio.want_str(data.get("game"), "game", MAX_NAME)
        players = jsonio.want_int(data.get("players"), "players", 1, MAX_PLAYERS)
        seed = jsonio.want_int(data.get("seed"), "seed")
        options = jsonio.want_dict(data.get("options", {}), "options")
        for key, value in options.items():
            jsonio.want_str(key, "options", MAX_NAME)
            jsonio.want_str(value, f"options.{key}", MAX_NAME)
        seats_raw = jsonio.want_list(data.get("seats"), "seats", MAX_PLAYERS)
        if len(seats_raw) != players:
            raise jsonio.malformed("seats", f"{len(seats_raw)} seats for {players} players")
        seats = []
        for i, s in enumerate(seats_raw):
            where = f"seats[{i}]"
            s = jsonio.want_dict(s, where)
            name = jsonio.want_str(s.get("name"), where + ".name", MAX_SEAT_NAME)
            kind = jsonio.want_str(s.get("kind"), where + ".kind", choices=SEAT_KINDS)
            level = jsonio.want_optional(s.get("level"), where + ".level", lambda v, w: jsonio.want_str(v, w, MAX_NAME))
            seats.append(SeatInfo(name, kind, level))
        actions = jsonio.want_list(data.get("actions"), "actions")
        for i, entry in enumerate(actions):
            where = f"actions[{i}]"
            entry = jsonio.want_dict(entry, where)
            if set(entry) != {"seat", "action"}:
                raise jsonio.malformed(where, "an entry holds exactly a seat and an action")
            jsonio.want_int(entry["seat"], where + ".seat", 0, players - 1)
            jsonio.want_dict(entry["action"], where + ".action")
        rounds = jsonio.want_list(data.get("rounds", []), "rounds")
        for i, summary in enumerate(rounds):
            jsonio.want_dict(summary, f"rounds[{i}]")
        result = jsonio.want_optional(data.get("result"), "result", jsonio.want_dict)
        revision = jsonio.want_int(data.get("rules_revision", 1), "rules_revision", 1)
        _check_revision(game, revision)
    except RecordError:
        raise
    except DataError as exc:
        raise _bad(f"the record is malformed: {exc}", exc.code, **exc.params) from exc
    return Record(game, players, seed, dict(options), seats, actions, rounds, result, revision)


def _check_revision(game: str, revision: int) -> None:
    """A record of rules newer than this app's is refused: replayed under the older
    rules it might resume, differ, and be saved again as the older revision."""
    try:
        rules = get(game)
    except SetupError:
        return  # an unknown game is refused when it is set up (bad_setup)
    if revision > rules.revision:
        raise _bad(
            f"the record was made by a newer Soup Table (rules revision {revision} of {rules.info.name};"
            f" this one plays revision {rules.revision})",
            "newer_version",
            rules_revision=revision,
            current_revision=rules.revision,
        )


def loads(text: str | bytes) -> Record:
    """A record from its JSON text, read strictly (:mod:`.jsonio`, :data:`LIMITS`)."""
    try:
        data = jsonio.parse_json(text, LIMITS)
    except DataError as exc:
        raise _as_record_error(exc) from exc
    return from_json(data)


def load(path: str | os.PathLike[str]) -> Record:
    """A record from a file: a regular file of at most :data:`MAX_BYTES`, read strictly."""
    try:
        raw = jsonio.read_bytes(path, MAX_BYTES)
    except DataError as exc:
        raise _as_record_error(exc) from exc
    return loads(raw)


def dumps(rec: Record) -> str:
    return jsonio.dumps(rec.to_json())


def save(path: str | os.PathLike[str], rec: Record, *, private: bool = False) -> None:
    """Write atomically (:func:`.jsonio.write_atomic`: a temporary file, fsync,
    rename, fsync of the folder; through a symlink; the file's mode kept; a
    target that is not a regular file refused; ``private``: owner-only, for the
    app's own copies, which hold the seed and so every hidden card). Raises
    :class:`WriteError`, an ``OSError``."""
    p = Path(path)
    with contextlib.suppress(OSError):
        p.parent.mkdir(parents=True, exist_ok=True)
    jsonio.write_atomic(p, dumps(rec), private=private)


# the key of the action list, as a record's writer puts it (the header comes before it)
_ACTIONS_KEY = re.compile(r'"actions"\s*:\s*\[')
_ENTRY_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]', re.DOTALL)
_ENTRY_LIMITS = jsonio.Limits(max_bytes=4096, max_depth=8, max_string=MAX_NAME, max_items=256)


def recover(raw: bytes) -> Record | None:
    """The readable start of a damaged record, if it replays and the game is not over.

    For a file cut short or damaged after its header: the header (everything
    before the action list), then every complete action up to the damage, then
    as many of those as the rules accept. The summary is made anew from the
    replayed game. ``None`` if nothing of it is usable (no header, no action,
    another format, a newer version) or the game it holds is over.
    """
    if len(raw) > MAX_BYTES:
        return None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        text = raw[: exc.start].decode("utf-8")
    found = _ACTIONS_KEY.search(text)
    if found is None:
        return None
    try:
        head = jsonio.want_dict(jsonio.parse_json(text[: found.start()].rstrip().rstrip(",") + "}", LIMITS), "record")
        entries = _complete_entries(text, found.end())
        rec = from_json({**head, "actions": entries, "rounds": [], "result": None})
    except DataError:
        return None
    if not rec.actions:
        return None
    try:
        match, refused = replay_prefix(rec)
    except RecordError:
        return None
    if (refused is not None and refused.params["index"] == 0) or match.is_over():
        return None
    return Record.of(match, rec.seats)


def _complete_entries(text: str, pos: int) -> list[Any]:
    """The action entries that are complete from ``pos`` (just inside the list) on."""
    entries: list[Any] = []
    while len(entries) < LIMITS.max_items:
        while pos < len(text) and text[pos] in " \t\r\n,":
            pos += 1
        if pos >= len(text) or text[pos] != "{":
            return entries  # the end of the list, or of what could be read
        end = _entry_end(text, pos)
        if end is None:
            return entries
        try:
            entries.append(jsonio.parse_json(text[pos:end], _ENTRY_LIMITS))
        except DataError:
            return entries
        pos = end
    return entries


def _entry_end(text: str, pos: int) -> int | None:
    """Where the object starting at ``pos`` ends (within a few KiB), else ``None``."""
    depth = 0
    for m in _ENTRY_TOKEN.finditer(text, pos, min(len(text), pos + _ENTRY_LIMITS.max_bytes)):
        tok = m.group()
        if tok in "[{":
            depth += 1
            if depth > _ENTRY_LIMITS.max_depth:
                return None
        elif tok in "]}":
            depth -= 1
            if depth == 0:
                return m.end()
    return None


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
        except Exception as exc:  # a rules bug met by this input: logged, and the file refused all the same
            log.exception("action %d of a %s record broke the rules code", i, rec.game)
            why = f"action {i} cannot be replayed ({type(exc).__name__})"
            raise _bad(why, "bad_action", index=i, reason="rules_error") from exc
    if older:
        _catch_up(match, rec.rules_revision)
    return match


def replay_prefix(rec: Record) -> tuple[Match, RecordError | None]:
    """The game after the longest start of ``rec``'s actions the rules allow, and why the
    replay stopped there (``None``: every action replays). Only a refused action
    (``bad_action``) shortens it; any other refusal (a setup the rules refuse) is raised.
    The summary is not checked (:func:`verify` does)."""
    try:
        return replay(rec), None
    except RecordError as exc:
        if exc.code != "bad_action":
            raise
        refused = exc
    kept = rec.actions[: refused.params["index"]]
    head = Record(rec.game, rec.players, rec.seed, dict(rec.options), rec.seats, kept, rules_revision=rec.rules_revision)
    return replay(head), refused  # (every action before the refused one replayed just now)


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
