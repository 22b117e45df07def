"""Friends at other homes, on a simulated internet (:mod:`.internet`): two homes behind
NAT routers, the first with a real UPnP daemon, the second with none, and a relay on the
internet between them. The host in home 1 maps its port and a friend in home 2 plays through
the router's public address; the mapping goes when the table closes, and one left by a
killed host goes at the next start. In home 2 the check says that no router answered and
what to do, and the same game runs through the relay. Every wait is bounded."""

from __future__ import annotations

import json
import signal
import subprocess
import time
from pathlib import Path

import pytest

from souptable.net.protocol import parse_invite

from . import internet as inet_mod

HOST = ["host", "salty", "--players", "3", "--seats", "remote,random", "--no-announce"]
RELAY_PORT = 40600


@pytest.fixture
def inet():
    why = inet_mod.why_not()
    if why:
        print(f"skipped: {why}")
        pytest.skip(why)
    with inet_mod.internet() as net:
        yield net


def _stop(*procs):
    for p in procs:
        if p is not None and p.poll() is None:
            p.kill()
        if p is not None:
            p.communicate(timeout=30)


def _wait_invites(path: Path, proc, timeout: float = 60.0) -> list[dict]:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if path.exists():
            return json.loads(path.read_text())
        if proc.poll() is not None:
            raise AssertionError(f"the host stopped: {proc.communicate(timeout=10)[1][-2000:]}")
        time.sleep(0.05)
    raise AssertionError(f"{path} never appeared")


def _relay(net):
    relay = net.start("inet", "relay", "--bind", net.wan["inet"], "--port", str(RELAY_PORT))
    end = time.monotonic() + 30
    assert relay.stdout is not None
    line = relay.stdout.readline()  # "relay: listening on port ..." (or nothing, if it failed)
    assert "listening on port" in line or time.monotonic() > end, relay.stderr.read() if relay.poll() is not None else line
    return relay


def _until_forwarded(net, want: list[int], timeout: float = 20.0) -> list[int]:
    end = time.monotonic() + timeout
    while True:
        got = net.forwarded_ports()
        if got == want or time.monotonic() > end:
            return got
        time.sleep(0.1)


def test_a_host_behind_a_upnp_router_maps_its_port_and_a_friend_in_another_home_plays(inet, tmp_path):
    relay = _relay(inet)
    host = join = None
    try:
        # the check, tested from outside by the relay: yes, at the router's public address
        check = inet.start("h1", "reach", "--relay", f"{inet.wan['inet']}:{RELAY_PORT}", "--json")
        out, err = check.communicate(timeout=90)
        assert check.returncode == 0, (out, err)
        answer = json.loads(out)
        assert answer["ok"] and answer["code"] == "mapped", answer
        assert answer["params"]["address"] == inet.wan["r1"] and answer["params"]["tested"] is True
        assert _until_forwarded(inet, []) == []  # the check leaves no mapping behind

        invites = tmp_path / "invites.json"
        host = inet.start("h1", *HOST, "--bind", "0.0.0.0", "--port", "41000", "--map-port", "--invites", str(invites), "--json")
        links = _wait_invites(invites, host)
        first = parse_invite(links[0]["url"])
        assert (first.host, first.port, first.relay) == (inet.wan["r1"], 41000, "")  # the public address comes first
        assert inet.lan["h1"] in {parse_invite(u).host for u in links[0]["urls"]}  # and the home's own still works
        assert inet.forwarded_ports() == [41000]
        join = inet.start("h2", "join", links[0]["url"], "--bot", "random", "--json")
        jout, jerr = join.communicate(timeout=180)
        hout, herr = host.communicate(timeout=60)
    finally:
        _stop(host, join, relay)
    assert join.returncode == 0, jerr
    assert host.returncode == 0, herr
    assert json.loads(jout)["result"] == json.loads(hout)["result"]
    assert _until_forwarded(inet, []) == []  # the table closed: the router forwards nothing now
    assert not (inet.folder / "data-h1" / "SoupTable" / "souptable" / "port-mappings.json").exists()


def test_a_mapping_left_by_a_killed_host_is_removed_at_the_next_start(inet, tmp_path):
    first = second = None
    try:
        a = tmp_path / "a.json"
        first = inet.start("h1", *HOST, "--bind", "0.0.0.0", "--port", "41001", "--map-port", "--invites", str(a))
        _wait_invites(a, first)
        assert inet.forwarded_ports() == [41001]
        first.kill()  # a crash: no goodbye, the mapping stays at the router for now
        first.communicate(timeout=30)
        assert inet.forwarded_ports() == [41001]
        b = tmp_path / "b.json"
        second = inet.start("h1", *HOST, "--bind", "0.0.0.0", "--port", "41002", "--map-port", "--invites", str(b))
        _wait_invites(b, second)
        assert inet.forwarded_ports() == [41002]  # the stale one went, the new one is there
        second.send_signal(signal.SIGTERM)  # stopped as by a kill: the table closes, and its mapping
        _, err = second.communicate(timeout=60)
        assert second.returncode == 130, err
    finally:
        _stop(first, second)
    assert _until_forwarded(inet, []) == []


def test_a_host_stopped_while_its_router_does_not_answer_exits_and_the_next_start_removes_the_mapping(inet, tmp_path):
    """The router stops answering (its daemon is frozen) and the host is stopped: the host
    exits without waiting for it, says so, and keeps the mapping's record; once the router
    answers again, the next start removes the mapping the first left."""
    first = second = None
    record = inet.folder / "data-h1" / "SoupTable" / "souptable" / "port-mappings.json"
    assert inet.daemon is not None
    try:
        a = tmp_path / "a.json"
        first = inet.start("h1", *HOST, "--bind", "0.0.0.0", "--port", "41004", "--map-port", "--invites", str(a))
        _wait_invites(a, first)
        assert inet.forwarded_ports() == [41004]
        inet.daemon.send_signal(signal.SIGSTOP)  # the router takes the request and never answers
        try:
            first.send_signal(signal.SIGTERM)
            _, err = first.communicate(timeout=60)  # the bound of the test; the host waits 3 s
            assert inet.forwarded_ports() == [41004]  # still at the router, for now
        finally:
            inet.daemon.send_signal(signal.SIGCONT)
        assert first.returncode == 130, err
        assert "removed at the next start" in err, err
        assert [m["external_port"] for m in json.loads(record.read_text())["mappings"]] == [41004]
        # (the router, thawed, may still answer the request it took: then the next start finds
        # the mapping gone, and forgets its record)
        b = tmp_path / "b.json"
        second = inet.start("h1", *HOST, "--bind", "0.0.0.0", "--port", "41005", "--map-port", "--invites", str(b))
        _wait_invites(b, second)
        assert inet.forwarded_ports() == [41005]  # the stale one went, the new one is there
        second.send_signal(signal.SIGTERM)
        _, err = second.communicate(timeout=60)
        assert second.returncode == 130, err
    finally:
        _stop(first, second)
    assert _until_forwarded(inet, []) == []


def test_with_no_router_to_ask_the_check_says_why_and_the_game_runs_through_a_relay(inet, tmp_path):
    relay = _relay(inet)
    where = f"{inet.wan['inet']}:{RELAY_PORT}"
    host = join = None
    try:
        check = inet.start("h2", "reach", "--relay", where, "--json")
        out, _err = check.communicate(timeout=90)
        assert check.returncode == 1
        answer = json.loads(out)
        assert (answer["ok"], answer["code"]) == (False, "no_router"), answer
        assert [n["code"] for n in answer["next"]][:2] == ["relay", "vpn"]
        assert {"code": "forward", "params": {"port": answer["next"][-1]["params"]["port"], "local": inet.lan["h2"]}} in answer[
            "next"
        ]
        words = inet.start("h2", "reach")
        text, _ = words.communicate(timeout=90)
        assert text.startswith("no: no router answered") and "use a relay" in text, text

        invites = tmp_path / "invites.json"
        host = inet.start("h2", *HOST, "--relay", where, "--invites", str(invites), "--json")  # on 127.0.0.1 only
        links = _wait_invites(invites, host)
        via = parse_invite(links[0]["url"])
        assert (via.host, via.port) == (inet.wan["inet"], RELAY_PORT) and via.relay
        join = inet.start("h1", "join", links[0]["url"], "--bot", "random", "--json")
        jout, jerr = join.communicate(timeout=180)
        hout, herr = host.communicate(timeout=60)
    finally:
        _stop(host, join)
        relay.send_signal(signal.SIGINT)
        _rout, rerr = relay.communicate(timeout=30)
    assert join.returncode == 0, jerr
    assert host.returncode == 0, herr
    assert json.loads(jout)["result"] == json.loads(hout)["result"]
    # the relay logs counts only: no address, no table id, no token
    assert "1 friends joined" in rerr or "friends joined" in rerr, rerr
    for secret in (via.relay, via.token, inet.lan["h1"], inet.lan["h2"], "192.0.4.2"):
        assert secret not in rerr


def test_a_mapping_granted_just_as_the_table_closes_is_removed_at_once(inet):
    """The real router grants the mapping, but its answer has not reached the app's table yet
    when the table closes: closing cancels the asking and removes what was granted, so the
    router forwards nothing and nothing is left for the next start (not an hour's lease)."""
    import re
    import sys

    log = (inet.folder / "miniupnpd.log").read_text(errors="replace")
    http_port = re.search(r"HTTP listening on port (\d+)", log)
    assert http_port, log
    env = inet.env("h1")
    env["PYTHONPATH"] = str(Path(__file__).resolve().parents[2]) + ":" + env.get("PYTHONPATH", "")
    env["QT_QPA_PLATFORM"] = "offscreen"
    probe = subprocess.Popen(
        ["ip", "netns", "exec", inet.ns["h1"], sys.executable, "-m", "tests.net.mapping_close_probe",
         "10.1.0.1", http_port.group(1), inet.lan["h1"], "41003"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    try:
        assert probe.stdout is not None and probe.stdin is not None
        line = probe.stdout.readline()
        assert line.strip() == "granted 41003", line + (probe.stderr.read() if probe.poll() is not None else "")
        assert inet.forwarded_ports() == [41003]  # granted at the router; the table has not heard so yet
        probe.stdin.write("close\n")
        probe.stdin.flush()
        out, err = probe.communicate(timeout=90)
    finally:
        _stop(probe)
    assert probe.returncode == 0, err
    closed, left = out.splitlines()[-2:]
    assert closed == "closed" and json.loads(left) == [], out  # nothing left for the next start either
    assert _until_forwarded(inet, []) == []  # and the router forwards nothing
