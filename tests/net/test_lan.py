"""A table on a real (if tiny) local network: two network namespaces joined by a veth
pair. A host on every address prints links to its real address and a friend in the
other namespace plays through one; a table opened to the network appears in the
other computer's list of tables (with no token in it) and disappears when it closes."""

from __future__ import annotations

import json
import queue
import signal
import threading
import time

import pytest

from souptable.net.protocol import parse_invite

from . import netns

HOST = ["host", "salty", "--players", "4", "--seats", "remote,random"]


@pytest.fixture
def lan():
    why = netns.why_not()
    if why:
        print(f"skipped: {why}")
        pytest.skip(why)
    with netns.lan() as net:
        yield net


def _lines(proc) -> queue.Queue:
    """``proc``'s stdout lines as they come (a reader thread; the test waits bounded)."""
    box: queue.Queue = queue.Queue()

    def read():
        for line in proc.stdout:
            box.put(line)

    threading.Thread(target=read, daemon=True).start()
    return box


def _until(box: queue.Queue, pred, timeout: float):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            line = box.get(timeout=0.2)
        except queue.Empty:
            continue
        if pred(line):
            return line
    return None


def _stop(*procs):
    for p in procs:
        if p.poll() is None:
            p.kill()
        p.communicate(timeout=30)


def test_a_host_on_every_address_gives_real_links_that_work_from_the_other_computer(lan, tmp_path):
    invites = tmp_path / "invites.json"
    host = lan.start(lan.a, *HOST, "--bind", "0.0.0.0", "--invites", str(invites), "--no-announce", "--json")
    join = None
    try:
        end = time.monotonic() + 60
        while not invites.exists() and time.monotonic() < end and host.poll() is None:
            time.sleep(0.05)
        links = json.loads(invites.read_text())
        url = links[0]["url"]
        assert parse_invite(url).host == lan.ip_a  # not 127.0.0.1: the link works from elsewhere
        assert [parse_invite(u).host for u in links[0]["urls"]] == [lan.ip_a]
        join = lan.start(lan.b, "join", url, "--bot", "random", "--json")
        jout, jerr = join.communicate(timeout=120)
        hout, herr = host.communicate(timeout=60)
    finally:
        _stop(host, *([join] if join else []))
    assert join.returncode == 0, jerr
    assert host.returncode == 0, herr
    assert json.loads(jout)["result"] == json.loads(hout)["result"]


def test_a_table_open_to_the_network_appears_in_the_other_computers_list_and_goes(lan, tmp_path):
    invites = tmp_path / "invites.json"
    finder = lan.start(lan.b, "find", "--seconds", "90", "--json")
    host = None
    try:
        box = _lines(finder)
        assert _until(box, lambda line: line.strip() == "[]", 30), "the finder never started"
        host = lan.start(lan.a, *HOST, "--bind", lan.ip_a, "--invites", str(invites))
        seen = _until(box, lambda line: line.strip() not in ("", "[]"), 60)
        assert seen is not None, "the table never appeared"
        tables = json.loads(seen)
        end = time.monotonic() + 30
        while not invites.exists() and time.monotonic() < end:
            time.sleep(0.05)
        host.send_signal(signal.SIGINT)  # the host stops: its table is withdrawn at once
        gone = _until(box, lambda line: line.strip() == "[]", 60)
        tokens = [parse_invite(i["url"]).token for i in json.loads(invites.read_text())]
    finally:
        _stop(finder, *([host] if host else []))
    assert tables == [
        {"game": "salty", "host": tables[0]["host"], "players": 4, "free": 1, "addresses": [lan.ip_a], "port": tables[0]["port"]}
    ]
    assert all(t not in seen for t in tokens)  # the listing has no token
    assert gone is not None, "the table stayed listed after the host closed"


def test_a_table_on_this_computer_only_is_not_announced(lan, tmp_path):
    invites = tmp_path / "invites.json"
    finder = lan.start(lan.b, "find", "--seconds", "8", "--json")
    host = lan.start(lan.a, *HOST, "--invites", str(invites))  # default: 127.0.0.1
    try:
        out, _err = finder.communicate(timeout=60)
    finally:
        _stop(host, finder)
    assert [json.loads(line) for line in out.splitlines() if line.strip()] in ([[]], [])


def test_the_table_appears_in_the_join_dialog_of_the_other_computer(lan, tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    from .helpers import cli_env

    probe = subprocess.Popen(
        ["ip", "netns", "exec", lan.b, sys.executable, str(Path(__file__).with_name("join_list_probe.py")), "90"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=cli_env(),
    )  # fmt: skip
    host = None
    try:
        box = _lines(probe)
        assert _until(box, lambda line: line.strip() == "[]", 60), "the Join dialog never opened"
        host = lan.start(lan.a, *HOST, "--bind", lan.ip_a)
        seen = _until(box, lambda line: line.strip() not in ("", "[]"), 60)
        assert seen is not None, "the table never appeared in the Join dialog"
        assert _until(_lines(host), lambda line: "seat 1:" in line, 60)  # hosting, not still starting
        host.send_signal(signal.SIGINT)
        gone = _until(box, lambda line: line.strip() == "[]", 60)
    finally:
        _stop(probe, *([host] if host else []))
    (row,) = json.loads(seen)
    assert "Salty" in row and lan.ip_a in row and "1 free seat" in row, row
    assert gone is not None, "the table stayed in the list after the host closed"
