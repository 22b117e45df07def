"""The one strict JSON reader and the one atomic writer (engine/jsonio.py).

Every kind of damage has its own code; nothing hangs (a FIFO, never a real
device), nothing recurses (100,000 nested lists), nothing grows without bound
(the size cap comes before reading). The writer leaves the old file or the new
one, never a temporary file; writes through a symlink; keeps the file's mode;
refuses what is not a regular file; a full disk (a file-size limit in a
subprocess) is a clean error.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from souptable.engine import DataError, WriteError, jsonio
from souptable.engine.jsonio import Limits, parse_json, read_json, write_atomic

ROOT = Path(__file__).resolve().parents[2]


def code_of(data, limits=None):  # type: ignore[no-untyped-def]
    with pytest.raises(DataError) as e:
        parse_json(data, limits or Limits())
    assert str(e.value)  # a one-line reason
    return e.value.code


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("[" * 100_000 + "]" * 100_000, "too_deep"),
        ('{"a":' * 100_000 + "1" + "}" * 100_000, "too_deep"),
        ("[" * 100_000, "not_json"),  # deep and cut short: refused before the parser recurses
        ('{"a": [1, 2', "not_json"),
        ("", "not_json"),
        ("[1,]", "not_json"),
        ("[NaN]", "bad_number"),
        ("[-Infinity]", "bad_number"),
        ("1e400", "bad_number"),
        ("123456789012345678901234567890", "bad_number"),
        (str(2**63), "bad_number"),
        ('{"seat": 1, "seat": 2}', "duplicate_key"),
        ('"\\ud800"', "not_text"),
        ('"' + "x" * 10_001 + '"', "too_long"),
        ("[" + "0," * 1_000_001 + "0]", "too_long"),
    ],
    ids=lambda v: v[:24] if isinstance(v, str) else v,
)
def test_each_kind_of_damage_has_its_code(text, code):
    # how long the worst of these take: tests/perf/bad_input_bench.py (no clock in tests)
    assert code_of(text) == code
    assert code_of(text.encode("utf-8", "surrogatepass")) == code


def test_bytes_that_are_not_utf8_and_a_size_over_the_cap():
    assert code_of(b'{"name": "\xff"}') == "not_text"
    assert code_of(b" " * 101, Limits(max_bytes=100)) == "too_large"
    assert code_of("[[[1]]]", Limits(max_depth=2)) == "too_deep"
    assert parse_json("[[1]]", Limits(max_depth=2)) == [[1]]


def test_what_is_accepted_comes_back_exactly():
    text = '\ufeff{"a": [1, -2, 3.5, true, null, "é", "😀"], "b": {"c": 9223372036854775807}}'
    value = parse_json(text)
    assert value == {"a": [1, -2, 3.5, True, None, "é", "😀"], "b": {"c": 2**63 - 1}}
    assert type(value["a"][0]) is int and type(value["a"][2]) is float and value["a"][3] is True
    # brackets inside strings are text, not nesting
    assert parse_json(json.dumps(["[" * 50, "{" * 50, '\\"[' * 30]), Limits(max_depth=2)) == ["[" * 50, "{" * 50, '\\"[' * 30]


def test_unterminated_strings_are_refused():
    # that they stay linear is measured by tests/perf/bad_input_bench.py (no clock in tests)
    assert code_of('"' + '\\"' * 1_000_000) == "not_json"
    assert code_of('["' * 300_000) in ("not_json", "too_deep")


def test_files_missing_folders_pipes_and_size_caps(tmp_path):
    with pytest.raises(DataError) as e:
        read_json(tmp_path / "missing.json")
    assert e.value.code == "not_found"
    with pytest.raises(DataError) as e:
        read_json(tmp_path / "missing" / "x.json")
    assert e.value.code == "not_found"
    with pytest.raises(DataError) as e:
        read_json(tmp_path)
    assert e.value.code == "not_a_file"
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(DataError) as e:
        read_json(fifo)  # never opened: nothing blocks (opening it would wait for a writer forever)
    assert e.value.code == "not_a_file"
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(5 * 1024 * 1024)  # sparse: the cap is checked before reading
    with pytest.raises(DataError) as e:
        read_json(big)
    assert e.value.code == "too_large"
    small = tmp_path / "small.json"
    small.write_text('{"a": 1}')
    assert read_json(small) == {"a": 1}


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file")
def test_a_file_without_permission_is_unreadable(tmp_path):
    p = tmp_path / "secret.json"
    p.write_text("{}")
    p.chmod(0)
    with pytest.raises(DataError) as e:
        read_json(p)
    assert e.value.code == "unreadable"


def test_exact_types():
    assert jsonio.want_int(3, "x") == 3
    for bad in (3.0, True, "3", None):
        with pytest.raises(DataError) as e:
            jsonio.want_int(bad, "seats[0].seat")
        assert e.value.code == "malformed" and e.value.params["field"] == "seats[0].seat"
    with pytest.raises(DataError):
        jsonio.want_int(5, "x", 0, 4)
    assert jsonio.want_number(2, "x") == 2 and jsonio.want_number(2.5, "x") == 2.5
    for bad in (True, float("nan"), float("inf"), "1"):
        with pytest.raises(DataError):
            jsonio.want_number(bad, "x")
    with pytest.raises(DataError):
        jsonio.want_str("c", "x", choices=("a", "b"))
    with pytest.raises(DataError):
        jsonio.want_list((1, 2), "x")


# -- writing ---------------------------------------------------------------------------------


def test_write_keeps_the_mode_and_leaves_no_temporary_file(tmp_path):
    p = tmp_path / "game.json"
    write_atomic(p, "first")
    assert p.read_text() == "first"
    assert stat.S_IMODE(p.stat().st_mode) == 0o666 & ~_umask()  # like any new file
    p.chmod(0o640)
    write_atomic(p, "second")
    assert p.read_text() == "second" and stat.S_IMODE(p.stat().st_mode) == 0o640
    assert [x.name for x in tmp_path.iterdir()] == ["game.json"]


def test_write_goes_through_a_symlink_to_its_target(tmp_path):
    target = tmp_path / "saves" / "real.json"
    target.parent.mkdir()
    target.write_text("old")
    target.chmod(0o644)
    link = tmp_path / "link.json"
    link.symlink_to(target)
    assert write_atomic(link, "new") == target
    assert link.is_symlink() and target.read_text() == "new" and stat.S_IMODE(target.stat().st_mode) == 0o644
    assert sorted(x.name for x in target.parent.iterdir()) == ["real.json"]


def test_write_refuses_a_target_that_is_not_a_regular_file(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    folder = tmp_path / "folder"
    folder.mkdir()
    for target in (fifo, folder):
        with pytest.raises(WriteError) as e:
            write_atomic(target, "x")
        assert e.value.code == "not_a_file" and isinstance(e.value, OSError)
    assert stat.S_ISFIFO(fifo.stat().st_mode) and folder.is_dir() and list(folder.iterdir()) == []
    assert sorted(x.name for x in tmp_path.iterdir()) == ["folder", "pipe"]


def test_a_failed_rename_keeps_the_old_file_and_removes_the_temporary_one(tmp_path, monkeypatch):
    p = tmp_path / "statistics.json"
    p.write_text("old")

    def refuse(*_a, **_k):  # type: ignore[no-untyped-def]
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(jsonio.os, "replace", refuse)
    with pytest.raises(WriteError) as e:
        write_atomic(p, "new")
    assert e.value.code == "write_failed" and "Permission denied" in str(e.value)
    assert p.read_text() == "old" and [x.name for x in tmp_path.iterdir()] == ["statistics.json"]


def test_a_full_disk_keeps_the_old_file(tmp_path):
    """A file-size limit (RLIMIT_FSIZE) in a subprocess stands in for a full disk."""
    p = tmp_path / "record.json"
    p.write_text("old and sound")
    script = textwrap.dedent(
        f"""
        import resource, sys
        sys.path.insert(0, {str(ROOT / "desktop")!r})
        from souptable.engine.jsonio import write_atomic
        from souptable.engine import WriteError
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))
        try:
            write_atomic({str(p)!r}, "x" * 100_000)
        except WriteError as exc:
            print(exc.code, exc.errno)
        """
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    code, errno = done.stdout.split()
    assert code == "write_failed" and int(errno) == 27  # EFBIG
    assert p.read_text() == "old and sound" and [x.name for x in tmp_path.iterdir()] == ["record.json"]


def _umask() -> int:
    current = os.umask(0o022)
    os.umask(current)
    return current


def test_a_private_file_is_its_owners_alone_whatever_was_there(tmp_path):
    from souptable.engine.jsonio import read_json, write_json

    path = tmp_path / "hosted-table.json"
    path.write_text("{}")
    path.chmod(0o644)
    write_json(path, {"tokens": {"1": "secret"}}, private=True)
    assert path.stat().st_mode & 0o777 == 0o600
    assert read_json(path) == {"tokens": {"1": "secret"}}


def test_recover_json_keeps_the_first_of_a_repeated_key_and_nothing_else_is_forgiven():
    from souptable.engine.jsonio import recover_json

    assert recover_json('{"a": 1, "b": {"c": 2, "c": 3}, "a": 4}') == {"a": 1, "b": {"c": 2}}
    assert recover_json('{"a": 1}') == {"a": 1}
    # cut short or damaged part way: the readable start, up to the last value closed
    assert recover_json('{"a": {"x": 1}, "b": {"y": [1, 2], "z": {"w"') == {"a": {"x": 1}, "b": {"y": [1, 2]}}
    assert recover_json(b'{"a": ["}", {"q": 2}], "b": \xff\xfe') == {"a": ["}", {"q": 2}]}
    assert recover_json('[{"a": 1}, {"b": 2}] trailing') == [{"a": 1}, {"b": 2}]
    for bad, code in (('{"a": 1', "not_json"), ('{"a": NaN}', "bad_number"), ("[" * 100 + "]" * 100, "too_deep")):
        with pytest.raises(DataError) as e:
            recover_json(bad)
        assert e.value.code == code


def test_remove_stale_temporaries_takes_only_the_writers_own(tmp_path):
    from souptable.engine.jsonio import remove_stale_temporaries

    ours = [tmp_path / "game.souptable.0123abcd.tmp", tmp_path / "x.review.json.ffffffff.tmp"]
    theirs = [
        tmp_path / "report.odt.0123abcd.tmp",  # another program's, with the same shape
        tmp_path / "game.souptable.tmp",
        tmp_path / "game.souptable.0123ABCD.tmp",
        tmp_path / "game.souptable.0123abc.tmp",
        tmp_path / "game.souptable",
    ]
    for p in ours + theirs:
        p.write_text("x")
    (tmp_path / "folder.json.01234567.tmp").mkdir()  # not a file: left alone
    assert sorted(remove_stale_temporaries(tmp_path, (".souptable", ".json"))) == sorted(ours)
    assert all(p.exists() for p in theirs) and (tmp_path / "folder.json.01234567.tmp").is_dir()
    assert remove_stale_temporaries(tmp_path / "nowhere") == []
    assert remove_stale_temporaries(tmp_path) == [tmp_path / "report.odt.0123abcd.tmp"]  # (a folder of the app's own)
