"""Property: any JSON value, any text and any bytes offered as a game record is
either a valid record (which then replays, or is refused by the rules) or
refused with one of the known error codes — never another exception — in
bounded time and memory. The same for a valid record with one value replaced
anywhere, and for the recovery of a damaged autosave's readable start.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from souptable.ai.play import play_game
from souptable.engine import RecordError, jsonio
from souptable.engine.record import MAX_BYTES, Record, SeatInfo, dumps, loads, recover, verify

ROOT = Path(__file__).resolve().parents[2]
KNOWN = jsonio.READ_CODES | {"wrong_format", "newer_version", "bad_setup", "bad_action", "result_mismatch", "rounds_mismatch"}
# derandomize: the same examples on every run, so the suite never passes or fails by luck
SETTINGS = settings(max_examples=120, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=25,
)


def records() -> list[dict[str, Any]]:
    out = []
    for game, n in (("susuru", 3), ("soupmeng", 2), ("suppenkasper", 4), ("salty", 3)):
        options = {"variant": "2"} if game == "suppenkasper" else None
        match = play_game(game, n, 3, ["random"] * n, options)
        # an unfinished game too: what an autosave holds
        rec = Record.of(match, [SeatInfo(f"P{i}", "human" if i == 0 else "bot", None if i == 0 else "easy") for i in range(n)])
        out.append(rec.to_json())
    return out


RECORDS = records()


def accept_or_known(text: str | bytes) -> None:
    try:
        verify(loads(text))
    except RecordError as exc:
        assert exc.code in KNOWN, exc.code
        assert str(exc)


@SETTINGS
@given(json_values)
def test_any_json_value_is_a_record_or_a_known_refusal(value):
    accept_or_known(json.dumps(value))


@SETTINGS
@given(st.binary(max_size=300) | st.text(max_size=300).map(lambda t: t.encode("utf-8", "surrogatepass")))
def test_any_bytes_are_refused_with_a_known_code(raw):
    accept_or_known(raw)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:6]):  # the first few of a list are enough
            out += _paths(v, (*path, i))
    return out


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = _replace(copy[path[0]], path[1:], new)  # type: ignore[index]
    return copy


@SETTINGS
@given(st.integers(0, len(RECORDS) - 1), st.data())
def test_a_record_with_any_value_replaced_is_valid_or_refused_cleanly(which, data):
    rec = RECORDS[which]
    paths = _paths(rec)
    path = data.draw(st.sampled_from(paths))
    new = data.draw(json_values | st.sampled_from([0.0, 1.0, True, False, -1, 2**40, None, [], {}, "x"]))
    accept_or_known(json.dumps(_replace(rec, path, new)))


@SETTINGS
@given(st.integers(0, len(RECORDS) - 1), st.floats(0, 1), st.binary(max_size=8))
def test_a_cut_or_damaged_record_recovers_a_replaying_start_or_nothing(which, where, junk):
    full = dumps(loads(json.dumps(RECORDS[which]))).encode()
    cut = full[: int(len(full) * where)] + junk
    accept_or_known(cut)
    got = recover(cut)
    if got is not None:
        actions = RECORDS[which]["actions"]
        assert 0 < len(got.actions) <= len(actions) and got.actions == actions[: len(got.actions)]
        assert not verify(got).is_over()


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("[" * 100_000 + "]" * 100_000, "too_deep"),
        ('{"format": "souptable-record", "version": 1, "rounds": ' + "[" * 100_000 + "]" * 100_000 + "}", "too_deep"),
        ("[" + "[]," * 1_300_000 + "[]]", "too_long"),  # more values than the limit, under the size cap
        ('{"format": "souptable-record", "version": 1, "seats": "' + "x" * (MAX_BYTES - 100) + '"}', "too_long"),
        (" " * (MAX_BYTES + 1), "too_large"),
    ],
    ids=["nested", "nested-in-a-record", "many-values", "long-string", "over-the-cap"],
)
def test_large_inputs_are_refused(text, code):
    # how long they take: tests/perf/bad_input_bench.py (no clock in tests)
    with pytest.raises(RecordError) as e:
        verify(loads(text))
    assert e.value.code == code


def test_the_worst_document_under_the_cap_stays_in_bounded_memory():
    """One million empty objects (the most values the limits let through) in a subprocess: its peak memory."""
    script = textwrap.dedent(
        f"""
        import resource, sys
        sys.path.insert(0, {str(ROOT / "desktop")!r})
        from souptable.engine import DataError
        from souptable.engine.record import loads
        for text in ("[" + "{{}}," * 999_990 + "{{}}]", "[" + "0," * 2_000_000 + "0]", "[" * 2_000_000):
            try:
                loads(text)
            except DataError as exc:
                print(exc.code)
        # this process's own peak: ru_maxrss keeps the (large) test run's across fork and exec
        try:
            hwm = [l for l in open("/proc/self/status") if l.startswith("VmHWM:")][0].split()[1]
            print(int(hwm) // 1024)
        except (OSError, IndexError):
            print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024)
        """
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    *codes, peak_mb = done.stdout.split()
    assert codes == ["wrong_format", "too_long", "too_long"]
    assert int(peak_mb) < 400, peak_mb


def test_a_record_with_a_float_or_bool_seat_is_malformed_not_a_crash():
    d = RECORDS[2]
    for bad in (0.0, True):
        text = json.dumps({**d, "actions": [{"seat": bad, "action": d["actions"][0]["action"]}, *d["actions"][1:]]})
        with pytest.raises(RecordError) as e:
            loads(text)
        assert e.value.code == "malformed" and e.value.params["field"] == "actions[0].seat"
    twisted = json.dumps({**d, "actions": [{"seat": 0, "action": {"type": "demand", "target": 3.0}}]})
    with pytest.raises(RecordError) as e:
        verify(loads(twisted))
    assert e.value.code == "bad_action" and e.value.params["reason"] == "malformed_action"


def test_random_truncations_of_every_record_never_raise_anything_else():
    rnd = random.Random(3)
    for d in RECORDS:
        full = json.dumps(d).encode()
        for _ in range(40):
            accept_or_known(full[: rnd.randrange(len(full))])
