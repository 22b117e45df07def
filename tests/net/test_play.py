"""Whole games with remote seats on loopback: every game with two remote seats
and two computer seats, played to the end; the host's record replays to the same
result; a client killed mid-game rejoins with its invite and the game finishes."""

from __future__ import annotations

import asyncio
import json
import queue
import signal
import subprocess
import threading
import time

import pytest

from souptable.engine.record import load, verify
from souptable.net.client import play_seat

from .helpers import GAMES, hosted, invite, play_clients, run, start_cli, wait_file

DRIVERS = ["remote", "normal", "remote", "random"]


def _same_result(table, mirrors):
    res = table.match.rules.result(table.match.state).to_json()
    res = json.loads(json.dumps(res))
    for m in mirrors:
        assert m.result == res
        assert m.over and not m.legal
    return res


@pytest.mark.parametrize("game", GAMES)
def test_two_remote_seats_play_to_the_end_and_the_record_replays(game, tmp_path):
    async def main():
        table = await hosted(game, DRIVERS, seed=11)
        mirrors = await play_clients(table, {0: "normal", 2: "random"})
        return table, mirrors

    table, mirrors = run(main())
    res = _same_result(table, mirrors)
    rec = table.record()
    assert [s.kind for s in rec.seats] == ["human", "bot", "human", "bot"]
    replayed = verify(rec)
    assert json.loads(json.dumps(replayed.rules.result(replayed.state).to_json())) == res
    # each client saw its own seat and the whole game as it may see it
    assert [m.seat for m in mirrors] == [0, 2]
    for m in mirrors:
        assert m.step == len(table.match.log)
        assert m.obs == table.match.observe(m.seat)
        mine = [e.to_json() for e in m.history]  # the first deal's events, then every action's
        told = [table.match.rules.redact(e, m.seat).to_json() for e in table.first_deal + table.history]
        assert mine == json.loads(json.dumps(told))
    assert table.server.refusals == 0


@pytest.mark.parametrize("game", GAMES)
def test_a_client_killed_mid_game_rejoins_and_nothing_is_lost(game):
    async def main():
        table = await hosted(game, DRIVERS, seed=5)
        boxes: list = []
        killed = asyncio.Event()

        def watch(msg):
            # kill the client for seat 1 (index 0) once a third of a typical game has gone by
            if msg.get("type") == "state" and msg.get("step", 0) >= 12 and not killed.is_set():
                killed.set()
                boxes[0].stop()
                boxes[0].abort()

        first = asyncio.create_task(play_seat(invite(table, 0), "normal", on_message=watch, client_box=boxes))
        other = asyncio.create_task(play_seat(invite(table, 2), "random"))
        await table.wait_joined(20)
        game_task = asyncio.create_task(table.play())
        await asyncio.wait_for(killed.wait(), 30)
        dead = await first
        assert dead.result is None  # it died before the end
        step_at_death = dead.step
        await asyncio.sleep(0.05)
        assert not table.server.connected(0)
        # the seat waited for its person (nothing was played for it meanwhile)
        rejoined = await play_seat(invite(table, 0), "normal")
        await game_task
        mirrors = [rejoined, await other]
        await table.close()
        return table, mirrors, step_at_death

    table, mirrors, step_at_death = run(main())
    _same_result(table, mirrors)
    assert 0 < step_at_death < len(table.match.log)
    rejoined = mirrors[0]
    # the rejoining seat got the whole history at once: the same as the seat that stayed
    assert len(rejoined.history) == len(table.first_deal) + len(table.history)
    verify(table.record())


def test_a_missing_seat_is_handed_to_a_computer_and_back():
    async def main():
        table = await hosted("susuru", ["remote", "random", "random"], seed=3)
        task = asyncio.create_task(table.play())
        await asyncio.sleep(0.2)
        assert not task.done() and len(table.match.log) <= 2  # the missing person's seat waits
        table.set_standin(0, "random")
        for _ in range(200):
            if len(table.match.log) > 10:
                break
            await asyncio.sleep(0.01)
        table.set_standin(0, None)  # back to its person, who joins now
        mirror = await play_seat(invite(table, 0), "random")
        await task
        await table.close()
        return table, mirror

    table, mirror = run(main())
    assert mirror.result is not None
    verify(table.record())


def _cli_table(tmp_path, game, kill_one=False):
    invites, record = tmp_path / "invites.json", tmp_path / "record.json"
    host = start_cli(
        "host", game, "--players", "4", "--seats", ",".join(DRIVERS), "--seed", "9",
        "--invites", str(invites), "--record", str(record), "--json",
    )  # fmt: skip
    joins = []
    try:
        urls = [i["url"] for i in wait_file(invites)]
        assert [i["seat"] for i in json.loads(invites.read_text())] == [1, 3]
        assert all(u.startswith("souptable://127.0.0.1:") for u in urls)
        joins = [start_cli("join", urls[0], "--bot", "normal", "--json"), start_cli("join", urls[1], "--bot", "random", "--json")]
        if kill_one:
            # once both seats have joined (the game is under way), kill seat 1's process
            seen = _lines_until(host, ["seat 1 joined", "seat 3 joined"])
            assert seen, "the seats never joined"
            time.sleep(0.05)
            joins[0].send_signal(signal.SIGKILL)
            joins[0].wait(10)
            joins[0] = start_cli("join", urls[0], "--bot", "normal", "--json")
        outs = [j.communicate(timeout=60) for j in joins]
        hout, herr = host.communicate(timeout=60)
        if kill_one:
            assert "seat 1 joined" in herr  # the new process took the seat again
    finally:
        for p in [host, *joins]:
            if p.poll() is None:
                p.kill()
                p.wait(5)
    assert host.returncode == 0, herr
    for j, (_out, err) in zip(joins, outs, strict=True):
        assert j.returncode == 0, err
    return json.loads(hout), [json.loads(o) for o, _e in outs], record


def _lines_until(proc, wanted, timeout=30.0):
    """Read ``proc``'s stderr until every text in ``wanted`` was seen (bounded)."""
    found: list[str] = []
    box: queue.Queue = queue.Queue()

    def reader():
        for line in proc.stderr:
            box.put(line)
            if all(any(w in f for f in [*found, line]) for w in wanted):
                return

    threading.Thread(target=reader, daemon=True).start()
    end = time.monotonic() + timeout
    while time.monotonic() < end and not all(any(w in f for f in found) for w in wanted):
        try:
            found.append(box.get(timeout=0.1))
        except queue.Empty:
            continue
    return all(any(w in f for f in found) for w in wanted)


@pytest.mark.parametrize("game", GAMES)
def test_the_cli_host_and_two_cli_joins(game, tmp_path):
    host, joins, record = _cli_table(tmp_path, game)
    assert [j["seat"] for j in joins] == [1, 3]
    for j in joins:
        assert j["result"] == host["result"] and j["game"] == game
    match = verify(load(record))
    assert json.loads(json.dumps(match.rules.result(match.state).to_json())) == host["result"]
    assert host["refused"] == 0


def test_a_killed_cli_join_is_replaced_by_a_new_one(tmp_path):
    host, joins, record = _cli_table(tmp_path, "salty", kill_one=True)
    for j in joins:
        assert j["result"] == host["result"]
    verify(load(record))


def test_bad_cli_arguments_exit_2_with_one_line():
    for args in (
        ["host", "susuru", "--players", "4", "--seats", "remote,robot"],
        ["host", "susuru", "--players", "4", "--seats", "normal"],
        ["host", "susuru", "--players", "9", "--seats", "remote"],
        ["host", "nogame", "--players", "4", "--seats", "remote"],
        ["host", "susuru", "--players", "4", "--seats", "remote", "--port", "70000"],
        ["join", "http://example.invalid/x", "--bot", "normal"],
        ["join", "souptable://127.0.0.1:1/tok", "--bot", "genius"],
        ["join", "souptable://127.0.0.1/tok", "--bot", "normal"],
    ):
        p = start_cli(*args)
        out, err = p.communicate(timeout=30)
        assert p.returncode == 2, (args, out, err)
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err


def test_join_without_a_host_fails_cleanly():
    p = subprocess.run(
        start_cli.__globals__["cli"]("join", "souptable://127.0.0.1:9/abcdef?fp=" + "A" * 43, "--bot", "random"),
        capture_output=True, text=True, timeout=60, env=start_cli.__globals__["cli_env"](),
    )  # fmt: skip
    assert p.returncode == 1 and "Traceback" not in p.stderr
