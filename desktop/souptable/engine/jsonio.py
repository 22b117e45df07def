"""One strict, size-bounded JSON reader and one atomic writer for every file.

Game records, the autosave, statistics, the saved New Game setup, lessons and
network messages are all read through :func:`read_json` (a file) or
:func:`parse_json` (bytes or text already in memory), with :class:`Limits`
that fit the kind of file. A bad input is refused with a :class:`DataError`
whose ``code`` names the kind of damage, one code per kind (the UI words each
in the player's language):

========================  ======================================================
``not_found``             no such file
``not_a_file``            a folder, a pipe (FIFO), a device or a socket: never
                          opened, so a pipe cannot block and a device cannot
                          stream forever
``unreadable``            the system refuses to read it (permissions, I/O error)
``too_large``             over the size cap, checked before reading
``not_text``              not UTF-8 text (or a string with a lone surrogate)
``not_json``              not JSON: damaged or cut short
``too_deep``              nested deeper than the limit (checked before parsing,
                          so 100,000 nested lists cost no recursion)
``too_long``              a string longer than the limit, or too many values
``bad_number``            NaN, Infinity, a float that overflows, an integer
                          beyond 64 bits
``duplicate_key``         the same key twice in one object
``malformed``             valid JSON of the wrong shape or type (see the
                          ``want_*`` helpers: an int is not a float or a bool)
========================  ======================================================

:func:`write_atomic` is the one way files are written (records, the autosave,
statistics): a temporary file next to the target, flushed and fsynced, renamed
over the target, then the folder fsynced, so that a crash or a full disk leaves
the old file or the new one, never a mix and never a stray temporary file (one
left by a process killed mid-write is removed at the next start:
:func:`remove_stale_temporaries`, the one sweep for every file written here). A
symlink is written through to its target; an existing file keeps its mode; a
target that is not a regular file (a folder, a device, a pipe) is refused.

Pure Python: no Qt here.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import DataError, WriteError

NOT_FOUND = "not_found"
NOT_A_FILE = "not_a_file"
UNREADABLE = "unreadable"
TOO_LARGE = "too_large"
NOT_TEXT = "not_text"
NOT_JSON = "not_json"
TOO_DEEP = "too_deep"
TOO_LONG = "too_long"
BAD_NUMBER = "bad_number"
DUPLICATE_KEY = "duplicate_key"
MALFORMED = "malformed"

# every code the reader may raise (a schema adds its own, such as "wrong_format")
READ_CODES = frozenset(
    {NOT_FOUND, NOT_A_FILE, UNREADABLE, TOO_LARGE, NOT_TEXT, NOT_JSON, TOO_DEEP, TOO_LONG, BAD_NUMBER, DUPLICATE_KEY, MALFORMED}
)

INT_LIMIT = 2**63 - 1  # integers are 64-bit signed, as in every other JSON reader that matters
_MAX_NUMBER_CHARS = 400  # a longer number literal is refused before it is converted


@dataclass(frozen=True, slots=True)
class Limits:
    """How much one document may hold. The defaults fit a game record."""

    max_bytes: int = 4 * 1024 * 1024  # the file or message, in bytes (text: in characters)
    max_depth: int = 32  # nested lists and objects
    max_string: int = 10_000  # characters in one string, keys included
    max_items: int = 1_000_000  # values in the whole document (lists, objects, scalars)


# one string (JSON's own rule: a quote, then anything but a quote or a backslash, or
# a backslash and any character); an unterminated one runs to the end of the text, so
# that the pattern never fails once started and stripping stays linear on any input
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_PAIR = re.compile(r"\[\]|\{\}")
_EMPTY = re.compile(r"\[\s*\]|\{\s*\}")


class _Refused(Exception):
    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


def _error(code: str, message: str, **params: Any) -> DataError:
    return DataError(code, message, **params)


# -- reading -----------------------------------------------------------------------------


def read_bytes(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``; never blocks, never
    reads more than ``max_bytes + 1`` bytes. Raises :class:`DataError`."""
    name = os.fspath(path)
    try:
        st = os.stat(name)
    except (FileNotFoundError, NotADirectoryError) as exc:
        raise _error(NOT_FOUND, "no such file", path=name) from exc
    except OSError as exc:
        raise _error(UNREADABLE, f"cannot be read ({exc.strerror})", path=name) from exc
    except ValueError as exc:  # a NUL byte in the name
        raise _error(NOT_FOUND, "no such file", path=name) from exc
    _check_regular(name, st, max_bytes)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(name, flags)
    except FileNotFoundError as exc:
        raise _error(NOT_FOUND, "no such file", path=name) from exc
    except OSError as exc:
        raise _error(UNREADABLE, f"cannot be read ({exc.strerror})", path=name) from exc
    try:
        _check_regular(name, os.fstat(fd), max_bytes)  # the same file as stat saw (no swap in between)
        chunks: list[bytes] = []
        total = 0
        while total <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise _error(UNREADABLE, f"cannot be read ({exc.strerror})", path=name) from exc
    finally:
        os.close(fd)
    if total > max_bytes:  # it grew while being read
        raise _error(TOO_LARGE, f"larger than {max_bytes} bytes", path=name, limit=max_bytes)
    return b"".join(chunks)


def _check_regular(name: str, st: os.stat_result, max_bytes: int) -> None:
    if not stat.S_ISREG(st.st_mode):
        what = "a folder, not a file" if stat.S_ISDIR(st.st_mode) else "not a regular file (a pipe, a device or a socket)"
        raise _error(NOT_A_FILE, what, path=name)
    if st.st_size > max_bytes:
        raise _error(TOO_LARGE, f"larger than {max_bytes} bytes", path=name, limit=max_bytes)


def read_json(path: str | os.PathLike[str], limits: Limits = Limits()) -> Any:
    """Read and parse one JSON file within ``limits``; raises :class:`DataError`."""
    return parse_json(read_bytes(path, limits.max_bytes), limits)


def parse_json(data: bytes | str, limits: Limits = Limits(), *, first_of_repeated: bool = False) -> Any:
    """Parse one JSON document within ``limits``; raises :class:`DataError`.

    Refused: anything over the limits, NaN/Infinity, integers beyond 64 bits,
    floats that overflow, repeated keys, lone surrogates. A leading UTF-8 byte
    order mark is allowed. ``first_of_repeated`` (recovering a damaged file, see
    :func:`recover_json`): a repeated key keeps its first value instead.
    """
    if len(data) > limits.max_bytes:
        raise _error(TOO_LARGE, f"larger than {limits.max_bytes} bytes", limit=limits.max_bytes)
    if isinstance(data, bytes | bytearray | memoryview):
        try:
            text = bytes(data).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise _error(NOT_TEXT, f"not UTF-8 text (byte {exc.start})", offset=exc.start) from exc
    elif isinstance(data, str):
        text = data
    else:
        raise TypeError("parse_json takes bytes or str")
    text = text.removeprefix("\ufeff")
    _check_shape(text, limits)
    try:
        value = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
            object_pairs_hook=_first_of_pairs if first_of_repeated else _object,
        )
    except _Refused as exc:
        raise _error(exc.code, str(exc), **exc.params) from None
    except RecursionError as exc:  # not reached: _check_shape bounds the depth first
        raise _error(TOO_DEEP, "nested too deeply", limit=limits.max_depth) from exc
    except json.JSONDecodeError as exc:
        raise _error(NOT_JSON, f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})", line=exc.lineno) from exc
    except ValueError as exc:
        raise _error(NOT_JSON, f"not valid JSON ({exc})") from exc
    _check_strings(value, limits)
    return value


def _check_shape(text: str, limits: Limits) -> None:
    """Depth and number of values, from the brackets and commas outside strings,
    before the parser sees the text (linear time, no recursion)."""
    outside = _STRING.sub('""', text)
    brackets = _NOT_BRACKET.sub("", outside)
    # the root, and each element of a container: the first of a non-empty one, then one per comma
    containers = brackets.count("[") + brackets.count("{")
    values = 1 + outside.count(",") + containers - len(_EMPTY.findall(outside))
    if values > limits.max_items:
        raise _error(TOO_LONG, f"more than {limits.max_items} values", limit=limits.max_items)
    if containers <= limits.max_depth:
        return  # too few containers to nest too deeply
    # Each pass removes the innermost empty containers, one level of nesting: a
    # balanced document is empty after as many passes as it is deep.
    for _ in range(limits.max_depth):
        shorter = _PAIR.sub("", brackets)
        if shorter == brackets:
            break
        brackets = shorter
        if not brackets:
            return
    if _PAIR.search(brackets):
        raise _error(TOO_DEEP, f"nested deeper than {limits.max_depth} levels", limit=limits.max_depth)
    raise _error(NOT_JSON, "not valid JSON (brackets do not match: damaged or cut short)")


def _check_strings(value: Any, limits: Limits) -> None:
    """Every string (keys too) within the length limit and encodable as UTF-8."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            _check_string(v, limits)
        elif isinstance(v, list):
            stack.extend(v)
        elif isinstance(v, dict):
            for k, item in v.items():
                _check_string(k, limits)
                stack.append(item)


def _check_string(s: str, limits: Limits) -> None:
    if len(s) > limits.max_string:
        raise _error(TOO_LONG, f"a string longer than {limits.max_string} characters", limit=limits.max_string)
    if not s.isascii():
        try:
            s.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise _error(NOT_TEXT, "a string holds a lone surrogate (not text)") from exc


def _parse_int(s: str) -> int:
    if len(s) > 20:
        raise _Refused(BAD_NUMBER, f"the integer {s[:24]}… is beyond 64 bits")
    n = int(s)
    if not -INT_LIMIT - 1 <= n <= INT_LIMIT:
        raise _Refused(BAD_NUMBER, f"the integer {s} is beyond 64 bits")
    return n


def _parse_float(s: str) -> float:
    if len(s) > _MAX_NUMBER_CHARS:
        raise _Refused(BAD_NUMBER, f"a number of {len(s)} characters")
    x = float(s)
    if not math.isfinite(x):
        raise _Refused(BAD_NUMBER, f"the number {s[:40]} is too large")
    return x


def _parse_constant(s: str) -> Any:
    raise _Refused(BAD_NUMBER, f"{s} is not a number JSON allows")


def recover_json(data: bytes | str, limits: Limits = Limits(), max_tries: int = 64) -> Any:
    """What can be read of a document :func:`parse_json` refused, or raises its
    :class:`DataError` when nothing can. A repeated key keeps its first value (what
    follows it was added later: a careless edit, a merge). A document cut short or
    damaged part way (``not_json``, ``not_text``) gives its readable start: up to the
    last object or list closed before the damage, with the ones still open closed
    (at most ``max_tries`` cut points are tried, from the end). The caller checks
    the shape as for any file (a value cut short is incomplete: drop it), and sets
    the damaged file aside."""
    try:
        return parse_json(data, limits)
    except DataError as exc:
        if exc.code == DUPLICATE_KEY:
            return parse_json(data, limits, first_of_repeated=True)
        if exc.code not in (NOT_JSON, NOT_TEXT):
            raise
        refused = exc
    if isinstance(data, str):
        text = data
    else:
        raw = bytes(data)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as bad:
            text = raw[: bad.start].decode("utf-8")
    for candidate in _closed_prefixes(text.removeprefix("\ufeff"), max_tries):
        try:
            return parse_json(candidate, limits, first_of_repeated=True)
        except DataError:
            continue
    raise refused


_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]', re.DOTALL)
_CLOSER = {"{": "}", "[": "]"}


def _closed_prefixes(text: str, max_tries: int) -> list[str]:
    """``text`` cut after each closing bracket (the last ``max_tries`` of them, last
    first), with the brackets still open at that point closed."""
    stack: list[str] = []
    cuts: list[tuple[int, str]] = []
    for m in _TOKEN.finditer(text):
        tok = m.group()
        if tok in "{[":
            stack.append(tok)
        elif tok in "}]":
            if not stack or _CLOSER[stack[-1]] != tok:
                break  # the damage: nothing after it is read
            stack.pop()
            cuts.append((m.end(), "".join(_CLOSER[b] for b in reversed(stack))))
            if len(cuts) > max_tries:
                del cuts[0]
    return [text[:end] + closing for end, closing in reversed(cuts)]


def _first_of_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        out.setdefault(key, value)
    return out


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _value in pairs:
            if key in seen:
                raise _Refused(DUPLICATE_KEY, f"the key {key[:40]!r} appears twice in one object", key=key[:40])
            seen.add(key)
    return out


# -- shapes and exact types ----------------------------------------------------------------
# ``where`` names the value for the message and the ``field`` parameter ("seats[2].name").


def malformed(where: str, what: str) -> DataError:
    return _error(MALFORMED, f"{where}: {what}", field=where)


def want_dict(value: Any, where: str) -> dict[str, Any]:
    if type(value) is not dict:
        raise malformed(where, "not an object")
    return value


def want_list(value: Any, where: str, max_len: int | None = None) -> list[Any]:
    if type(value) is not list:
        raise malformed(where, "not a list")
    if max_len is not None and len(value) > max_len:
        raise malformed(where, f"more than {max_len} entries")
    return value


def want_int(value: Any, where: str, lo: int | None = None, hi: int | None = None) -> int:
    """An integer (not a bool, not a float, not 3.0) within [lo, hi]."""
    if type(value) is not int:
        raise malformed(where, "not a whole number")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise malformed(where, f"{value} is not between {lo} and {hi}")
    return value


def want_number(value: Any, where: str, lo: float | None = None, hi: float | None = None) -> float:
    """An int or a finite float (not a bool) within [lo, hi]."""
    if type(value) not in (int, float) or not math.isfinite(value):
        raise malformed(where, "not a number")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise malformed(where, f"{value} is not between {lo} and {hi}")
    return float(value) if type(value) is float else value


def want_str(value: Any, where: str, max_len: int | None = None, choices: tuple[str, ...] | None = None) -> str:
    if type(value) is not str:
        raise malformed(where, "not text")
    if max_len is not None and len(value) > max_len:
        raise malformed(where, f"longer than {max_len} characters")
    if choices is not None and value not in choices:
        raise malformed(where, f"{value[:40]!r} is not one of {', '.join(choices)}")
    return value


def want_optional(value: Any, where: str, check: Callable[[Any, str], Any]) -> Any:
    return None if value is None else check(value, where)


# -- writing -------------------------------------------------------------------------------


def dumps(value: Any, indent: int | None = 1) -> str:
    """JSON text as this app writes it: UTF-8 as is, no NaN or Infinity."""
    return json.dumps(value, ensure_ascii=False, indent=indent, allow_nan=False)


def write_json(path: str | os.PathLike[str], value: Any, indent: int | None = 1, *, private: bool = False) -> Path:
    """:func:`write_atomic` of ``value`` as JSON text; returns the file written."""
    return write_atomic(path, dumps(value, indent), private=private)


def write_atomic(path: str | os.PathLike[str], data: str | bytes, *, private: bool = False) -> Path:
    """Write ``data`` to ``path`` completely or not at all; returns the file written.

    Through a symlink, its target is written (the link stays). An existing
    file keeps its permission bits (a new one gets the usual ones, after the
    umask; ``private``: readable and writable by its owner only, whatever was there —
    for files that hold secrets). A target that exists and is not a regular file is refused with
    :class:`WriteError` ``not_a_file`` and left alone; a failure of the system
    (a full disk, no permission) is ``write_failed``, with the old file intact
    and no temporary file left behind.
    """
    raw = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    target = Path(os.path.realpath(os.fspath(path)))
    mode: int | None = None  # a new file gets 0o666 less the umask, as any other new file
    owner: tuple[int, int] | None = None
    try:
        st = os.stat(target)
    except FileNotFoundError:
        st = None
    except OSError as exc:
        raise WriteError("write_failed", exc.strerror or str(exc), str(path), errno=exc.errno) from exc
    if st is not None:
        if not stat.S_ISREG(st.st_mode):
            raise WriteError("not_a_file", "the target is not a regular file (a folder, a device or a pipe)", str(path))
        mode = stat.S_IMODE(st.st_mode)
        owner = (st.st_uid, st.st_gid)
    if private:
        mode = 0o600
    import secrets  # (here: reading, at the app's start, needs none of it)

    tmp = target.with_name(f"{target.name}.{secrets.token_hex(4)}{TEMP_SUFFIX}")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o666 if mode is None else 0o600)
    except OSError as exc:
        raise WriteError("write_failed", exc.strerror or str(exc), str(path), errno=exc.errno) from exc
    try:
        try:
            view = memoryview(raw)
            while view:
                view = view[os.write(fd, view) :]
            if owner is not None and hasattr(os, "fchown") and owner != (os.geteuid(), os.getegid()):
                with contextlib.suppress(OSError):  # only root may give a file away; others keep theirs
                    os.fchown(fd, *owner)
            if mode is not None:
                os.fchmod(fd, mode)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, target)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise WriteError("write_failed", exc.strerror or str(exc), str(path), errno=exc.errno) from exc
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_folder(target.parent)
    return target


TEMP_SUFFIX = ".tmp"
# the temporary file of a write: "<name>.<8 hex digits>.tmp" next to the target
_TEMPORARY = re.compile(r"^(?P<name>.+)\.[0-9a-f]{8}\.tmp$")


def remove_stale_temporaries(folder: str | os.PathLike[str], suffixes: tuple[str, ...] | None = None) -> list[Path]:
    """Remove the temporary files :func:`write_atomic` left in ``folder`` when it was
    killed mid-write (``kill -9``, a power cut); returns what was removed.

    Called at start, before anything is written: only files of its naming
    (``<name>.<8 hex>.tmp``), regular ones, and with ``suffixes`` only those whose
    target ends with one of them (in a folder of the player's, where other
    programs keep files too). Never raises.
    """
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        m = _TEMPORARY.match(entry.name)
        if m is None or (suffixes is not None and not m.group("name").endswith(suffixes)):
            continue
        try:
            if entry.is_file(follow_symlinks=False):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def _fsync_folder(folder: Path) -> None:
    """Make a rename durable: fsync the folder that holds the file (where the system can)."""
    try:
        dfd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(dfd)
    finally:
        os.close(dfd)
