"""``souptable-cli host`` as a friend's client sees it: bad arguments stop it before it
listens, plays or writes; links carry real addresses; a host stopped mid-game says
``paused`` (never ``over``), keeps its table and resumes it with the same links."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import stat

from souptable.net.client import SeatClient, TableMirror
from souptable.net.protocol import parse_invite

from .helpers import run, start_cli, wait_file

HOST = ["host", "salty", "--players", "4", "--seats", "remote,random"]


def _refused(args, tmp_path):
    p = start_cli(*args)
    out, err = p.communicate(timeout=60)
    assert p.returncode == 2, (args, out, err)
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    assert "listening" not in err and not out  # nothing was started
    return err


def test_bad_outputs_and_addresses_stop_the_host_before_any_work(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    folder = tmp_path / "folder"
    folder.mkdir()
    for args, words in (
        ([*HOST, "--bind", "x" * 300], "--bind"),
        ([*HOST, "--bind", "a..b"], "--bind"),
        ([*HOST, "--invites", str(folder)], "not a regular file"),
        ([*HOST, "--invites", str(fifo)], "not a regular file"),
        ([*HOST, "--invites", ""], "--invites needs a file name"),
        ([*HOST, "--invites", str(tmp_path / "none" / "i.json")], "no such folder"),
        ([*HOST, "--record", str(folder)], "not a regular file"),
        ([*HOST, "--table", str(folder)], "not a regular file"),
    ):
        assert words in _refused(args, tmp_path), args
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fifo", "folder"]  # nothing written
    # a table file that is not one is refused too, and left alone
    junk = tmp_path / "junk.json"
    junk.write_text('{"format": "something else"}')
    assert "cannot be resumed" in _refused([*HOST, "--table", str(junk)], tmp_path)
    assert junk.read_text() == '{"format": "something else"}'


class HeldSeat:
    """A remote seat played from the test: it answers ``first`` decisions, then holds
    the next one until :meth:`release` (so the host is stopped mid-game for sure)."""

    def __init__(self, url: str, first: int) -> None:
        self.mirror = TableMirror()
        self.first = first
        self.answered = 0
        self.held = asyncio.Event()
        self.free = False
        self.welcomes = 0
        self.byes: list[str] = []
        self.statuses: list[str] = []
        self.client = SeatClient(parse_invite(url), self.handle, retry_for=60, on_status=self.statuses.append)
        self.acted = -1

    async def handle(self, msg):
        kind = self.mirror.feed(msg)
        if kind == "welcome":
            self.welcomes += 1
            self.acted = -1
        if kind == "bye":
            self.byes.append(msg["reason"])
        if kind == "state" and self.mirror.over:
            self.client.finished = True
            return
        if kind != "state" or not self.mirror.legal or not self.mirror.started or self.mirror.version == self.acted:
            return
        if self.answered >= self.first and not self.free:
            self.held.set()
            return
        self.acted = self.mirror.version
        self.answered += 1
        await self.client.send_action(random.Random(self.answered).choice(self.mirror.legal), self.mirror.version)

    async def release(self):
        self.free = True
        if self.mirror.legal and self.mirror.version != self.acted:
            self.acted = self.mirror.version
            await self.client.send_action(self.mirror.legal[0], self.mirror.version)


def test_a_host_stopped_mid_game_says_paused_and_resumes_with_the_same_links(tmp_path):
    table_file, invites = tmp_path / "table.json", tmp_path / "invites.json"
    args = [*HOST, "--table", str(table_file), "--invites", str(invites), "--json"]

    async def main():
        loop = asyncio.get_running_loop()
        host = start_cli(*args)
        try:
            url = (await loop.run_in_executor(None, wait_file, invites))[0]["url"]
            seat = HeldSeat(url, first=3)
            playing = asyncio.create_task(seat.client.run())
            await asyncio.wait_for(seat.held.wait(), 60)
            kept = json.loads(table_file.read_text())
            host.send_signal(signal.SIGINT)  # Ctrl+C mid-game
            _out, err1 = await loop.run_in_executor(None, host.communicate, None, 60)
            code1 = host.returncode
            for _ in range(600):  # the client heard why (bounded: 30 s)
                if seat.byes:
                    break
                await asyncio.sleep(0.05)
            byes_at_stop = list(seat.byes)
            mode = stat.S_IMODE(table_file.stat().st_mode)
            invites.unlink()
            host = start_cli(*args)  # the same command again
            again = (await loop.run_in_executor(None, wait_file, invites))[0]["url"]
            await asyncio.sleep(0)
            for _ in range(1200):  # bounded: 60 s for the client to come back
                if seat.welcomes >= 2:
                    break
                await asyncio.sleep(0.05)
            await seat.release()
            await asyncio.wait_for(playing, 120)
            out2, err2 = await loop.run_in_executor(None, host.communicate, None, 60)
            return {
                "code1": code1, "err1": err1, "byes": byes_at_stop, "statuses": seat.statuses, "mode": mode,
                "kept": kept, "url": url, "again": again, "code2": host.returncode, "out2": out2, "err2": err2,
                "mirror": seat.mirror, "welcomes": seat.welcomes,
            }  # fmt: skip
        finally:
            if host.poll() is None:
                host.kill()
                host.wait(5)

    r = run(main(), timeout=300)
    assert r["code1"] == 130 and "kept in" in r["err1"], r["err1"]
    assert r["byes"] == ["paused"]  # never "over" while the game goes on
    assert "paused" in r["statuses"]
    assert r["mode"] == 0o600 and r["kept"]["format"] == "souptable-cli-hosted-table"
    assert r["again"] == r["url"]  # the same link works after the restart
    assert r["welcomes"] >= 2 and r["mirror"].result is not None
    assert r["code2"] == 0, r["err2"]
    assert json.loads(r["out2"])["result"] == r["mirror"].result
    assert not table_file.exists()  # the game is over: nothing kept
