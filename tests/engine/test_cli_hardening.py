"""souptable-cli under bad input, as a separate process: every number checked
(finite, in range, the range in the message), every file read strictly (no
hang on a pipe, no recursion on deep nesting), every record written
completely or not at all. Exit 2 and one line on stderr, never a traceback.
"""

from __future__ import annotations

import json
import os
import resource
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT / "desktop") + os.pathsep + os.environ.get("PYTHONPATH", "")}


def cli(*args: str, timeout: float = 60, preexec=None) -> subprocess.CompletedProcess[str]:  # type: ignore[no-untyped-def]
    return subprocess.run(
        [sys.executable, "-m", "souptable.cli", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=ENV,
        preexec_fn=preexec,
    )


def refused(done: subprocess.CompletedProcess[str], *words: str) -> None:
    assert done.returncode == 2, (done.returncode, done.stdout, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("souptable-cli: error:"), done.stderr
    assert "Traceback" not in done.stderr + done.stdout
    for w in words:
        assert w in lines[0], lines[0]


PLAY = ["play", "susuru", "--players", "3", "--seats", "random", "--seed", "1"]


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["play", "susuru", "--players", "3", "--seats", "hard", "--think-time", "nan"], ("--think-time", "0.01 to 60")),
        (["play", "susuru", "--players", "3", "--seats", "random", "--think-time", "-1"], ("--think-time", "0.01 to 60")),
        (["play", "susuru", "--players", "3", "--seats", "random", "--think-time", "inf"], ("--think-time",)),
        (["bench", "susuru", "--seconds", "-1"], ("--seconds", "0.001 to 600")),
        (["bench", "susuru", "--decisions", "0"], ("--decisions", "1 to 1000")),
        (["arena", "susuru", "--players", "3", "--bots", "random", "--games", "1000000000"], ("--games", "1 to 100000")),
        (["arena", "susuru", "--players", "3", "--bots", "random", "--jobs", "0"], ("--jobs",)),
        (["arena", "susuru", "--players", "3", "--bots", "hard", "--iterations", "-5"], ("--iterations",)),
        (["play", "susuru", "--players", "3.0", "--seats", "random"], ("--players", "1 to 64")),
        (["play", "susuru", "--players", "3", "--seats", "random", "--seed", "1e30"], ("--seed",)),
        ([*PLAY, "--record", ""], ("--record", "file name")),
    ],
    ids=lambda v: " ".join(v) if isinstance(v, list) else None,
)
def test_numbers_and_names_out_of_range_exit_2_with_the_range(args, words):
    refused(cli(*args, timeout=30), *words)


def test_a_record_to_a_folder_or_a_pipe_is_refused_before_playing(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    for target in (tmp_path, fifo):
        refused(cli(*PLAY, "--record", str(target), timeout=20), "not a regular file")
    assert stat.S_ISFIFO(fifo.stat().st_mode)


def test_a_record_is_written_through_a_symlink_and_keeps_its_mode(tmp_path):
    real = tmp_path / "real.json"
    real.write_text("{}")
    real.chmod(0o644)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    done = cli(*PLAY, "--record", str(link))
    assert done.returncode == 0, done.stderr
    assert link.is_symlink() and stat.S_IMODE(real.stat().st_mode) == 0o644
    assert json.loads(real.read_text())["format"] == "souptable-record"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.json", "real.json"]
    assert cli("replay", str(link)).returncode == 0


def test_a_full_disk_is_exit_2_and_the_old_record_is_kept(tmp_path):
    """A file-size limit stands in for a full disk (never a real device)."""
    rec = tmp_path / "game.json"
    rec.write_text("the old record")

    def small_files() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (2048, 2048))

    refused(cli(*PLAY, "--record", str(rec), preexec=small_files), "cannot write", "game.json")
    assert rec.read_text() == "the old record"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temporary file left


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("[" * 100_000 + "]" * 100_000, ("nested deeper",)),
        ('{"a": NaN}', ("NaN",)),
        ("not json at all", ("not valid JSON",)),
    ],
    ids=["nested", "nan", "garbage"],
)
def test_replay_refuses_bad_files_with_one_line(tmp_path, content, words):
    p = tmp_path / "bad.json"
    p.write_text(content)
    refused(cli("replay", str(p)), *words)


def test_replay_of_a_pipe_or_a_folder_does_not_hang(tmp_path):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    refused(cli("replay", str(fifo), timeout=20), "not a regular file")
    refused(cli("replay", str(tmp_path), timeout=20), "folder")


def test_replay_of_a_record_with_wrong_number_types(tmp_path):
    rec = tmp_path / "r.json"
    assert cli(*PLAY, "--record", str(rec)).returncode == 0
    d = json.loads(rec.read_text())
    d["actions"][0]["seat"] = float(d["actions"][0]["seat"])
    rec.write_text(json.dumps(d))
    refused(cli("replay", str(rec)), "actions[0].seat", "not a whole number")
    d["actions"][0]["seat"] = int(d["actions"][0]["seat"])
    d["actions"][1]["action"] = {"type": "claim", "marker": 1.0, "card": "x"}
    rec.write_text(json.dumps(d))
    done = cli("replay", str(rec))
    assert done.returncode == 1 and "action 1" in done.stderr and "malformed_action" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(
    "args",
    [
        ["review", "r.json", "--seat", "0"],
        ["review", "r.json", "--seat", "1", "--budget", "nan"],
        ["review", "r.json", "--seat", "1", "--iterations", "-3"],
        ["host", "susuru", "--players", "3", "--seats", "remote,normal", "--port", "70000"],
        ["host", "susuru", "--players", "3", "--seats", "remote", "--think-time", "-1"],
        ["join", "souptable://127.0.0.1:1/x", "--bot", "normal", "--think-time", "inf"],
    ],
)
def test_review_host_and_join_numbers_are_range_checked(args):
    from souptable.cli import main

    assert main(args) == 2


def test_review_with_both_a_time_and_a_simulation_budget_is_refused_before_the_record_is_read(tmp_path):
    rec = tmp_path / "r.json"
    assert cli(*PLAY, "--record", str(rec)).returncode == 0
    refused(cli("review", str(rec), "--seat", "1", "--budget", "0.05", "--iterations", "3"), "--iterations", "--budget")
    refused(cli("review", str(tmp_path / "missing.json"), "--seat", "1", "--budget", "0.05", "--iterations", "3"), "--budget")


def test_review_checks_the_stored_result_as_replay_does(tmp_path):
    rec = tmp_path / "r.json"
    assert cli(*PLAY, "--record", str(rec)).returncode == 0
    d = json.loads(rec.read_text())
    d["result"]["scores"][0] += 1
    rec.write_text(json.dumps(d))
    assert cli("replay", str(rec)).returncode == 1
    refused(cli("review", str(rec), "--seat", "1", "--iterations", "2"), "stored result differs")


def test_a_seat_option_out_of_range_lists_the_values_of_this_table():
    done = cli("play", "susuru", "--players", "3", "--seats", "random", "--option", "start=9", timeout=30)
    refused(done, "start", "random, 1, 2, 3 (got 9)")
    assert "4" not in done.stderr.split("(got")[0]
    done = cli("play", "susuru", "--players", "3", "--seats", "random", "--option", "start=4", timeout=30)
    refused(done, "random, 1, 2, 3 (got 4)")  # a seat of the largest table is no seat here


def test_a_newline_in_a_path_is_escaped_and_the_message_stays_one_line(tmp_path):
    odd = tmp_path / "two\nlines.json"
    refused(cli("replay", str(odd)), "two\\nlines.json")
    odd.write_text("not json at all")
    refused(cli("replay", str(odd)), "two\\nlines.json", "not valid JSON")
    folder = tmp_path / "a\nfolder"
    folder.mkdir()
    refused(cli(*PLAY, "--record", str(folder)), "a\\nfolder", "not a regular file")
