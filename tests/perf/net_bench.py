"""Remote seats on loopback: the round trip of an action, and the host's memory.

    python tests/perf/net_bench.py [--pace 0.06] [--tables 8] [--json]

Connections are wss:// (TLS 1.3, the fingerprint checked) as in the app;
``--plain`` runs the same without TLS, only to compare the two under the same load.

Round trip: one client sends an action → the host checks and applies it → every
client of the table has its new view (all four seats are remote; the host is
``HostTable`` in its own process, the clients are one asyncio process; times are
taken in the client process). First one table of each game at a time, then 8
tables of 4 (cycling through the games) all at once, where the host's resident
memory is sampled from /proc (peak = VmHWM). Loopback only. Numbers for
docs/remote-play.md, not assertions.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "desktop"))

GAMES = ("susuru", "soupmeng", "suppenkasper", "salty")
LOOPBACK = "127.0.0.1"
HOSTS: list[subprocess.Popen[str]] = []  # killed when the benchmark stops, however it stops


# -- the host process ---------------------------------------------------------------------


async def serve(tables: int, seed: int, plain: bool = False) -> None:
    from souptable.engine import Match
    from souptable.net import server
    from souptable.net.host import HostTable

    if plain:  # the comparison without TLS, under the same load (the app never listens without it)
        listen = server.serve

        def plain_serve(*args: Any, **kw: Any) -> Any:
            kw.pop("ssl", None)
            kw.pop("ssl_handshake_timeout", None)
            return listen(*args, **kw)

        server.serve = plain_serve
    import tempfile

    from souptable.net.identity import load_or_make

    identity = load_or_make(tempfile.mkdtemp(prefix="souptable-bench-"))  # never the user's own host key

    hosted = []
    for t in range(tables):
        game = GAMES[t % len(GAMES)]
        table = HostTable(Match(game, 4, seed + t), ["remote"] * 4, identity=identity)
        await table.start(LOOPBACK, 0)
        hosted.append(table)
    print(json.dumps([{"game": t.match.game, "invites": t.invites()} for t in hosted]), flush=True)

    async def run(table: Any) -> None:
        await table.wait_joined(60)
        await table.play()
        await asyncio.sleep(0.2)
        await table.close()

    await asyncio.gather(*(run(t) for t in hosted))
    print(json.dumps({"peak_rss_kib": _status("VmHWM")}), flush=True)


def _status(key: str, pid: int | str = "self") -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1])
    return 0


# -- the clients ----------------------------------------------------------------------------


PLAIN = False  # --plain: connect with ws:// to a host without TLS (a comparison only)


class Seat:
    def __init__(self, url: str) -> None:
        from souptable.net.protocol import parse_invite

        self.invite = parse_invite(url)
        self.version = -1
        self.legal: list[Any] = []
        self.over = False
        self.ws: Any = None
        self.reader: Any = None
        self.changed = asyncio.Event()

    async def open(self) -> None:
        from websockets.asyncio.client import connect

        from souptable.net.identity import client_context, peer_matches
        from souptable.net.protocol import encode

        if PLAIN:
            self.ws = await connect(self.invite.ws_url().replace("wss://", "ws://"), proxy=None, compression=None, max_size=None)
        else:
            # over TLS 1.3, the host's certificate checked against the invite's fingerprint, as the app does
            self.ws = await connect(self.invite.ws_url(), ssl=client_context(), proxy=None, compression=None, max_size=None)
            der = self.ws.transport.get_extra_info("ssl_object").getpeercert(binary_form=True)
            assert peer_matches(der, self.invite.fp), "the host's certificate is not the invite's"
        await self.ws.send(encode({"type": "hello", "token": self.invite.token}))
        self.reader = asyncio.create_task(self.read())

    async def read(self) -> None:
        from websockets.exceptions import ConnectionClosed

        try:
            async for raw in self.ws:
                msg = json.loads(raw)
                if msg["type"] == "state":
                    self.version = msg["version"]
                    self.legal = msg["legal"] if msg["started"] else []
                    self.over = msg["to_move"] is None
                    self.changed.set()
        except ConnectionClosed:
            self.over = True
            self.changed.set()


async def play_table(urls: list[str], pace: float, rnd: random.Random, samples: list[float]) -> None:
    from souptable.net.protocol import encode

    seats = [Seat(u) for u in urls]
    for s in seats:
        await s.open()
    sent = -1
    while True:
        mover = next((s for s in seats if s.legal and s.version > sent), None)
        if mover is None:
            if all(s.over for s in seats) or any(s.over for s in seats):
                break
            for s in seats:
                s.changed.clear()
            waits = [asyncio.create_task(s.changed.wait()) for s in seats]
            await asyncio.wait(waits, timeout=5, return_when=asyncio.FIRST_COMPLETED)
            for w in waits:
                w.cancel()
            continue
        v = sent = mover.version
        act = rnd.choice(mover.legal)
        for s in seats:
            s.changed.clear()
        t0 = time.perf_counter()
        await mover.ws.send(encode({"type": "action", "version": v, "action": act}))
        deadline = t0 + 10
        while not all(s.version > v for s in seats) and time.perf_counter() < deadline:
            waits = [asyncio.create_task(s.changed.wait()) for s in seats if s.version <= v]
            await asyncio.wait(waits, timeout=5, return_when=asyncio.FIRST_COMPLETED)
            for w in waits:
                w.cancel()
            for s in seats:
                if s.version <= v:
                    s.changed.clear()
        samples.append(time.perf_counter() - t0)
        await asyncio.sleep(pace)
    for s in seats:
        await s.ws.close()


def start_host(tables: int, seed: int) -> tuple[subprocess.Popen[str], list[dict[str, Any]]]:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "desktop"))
    proc = subprocess.Popen(
        [sys.executable, __file__, "--serve", str(tables), "--seed", str(seed), *(["--plain"] if PLAIN else [])],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    HOSTS.append(proc)
    assert proc.stdout is not None
    return proc, json.loads(proc.stdout.readline())


def summary(samples: list[float]) -> dict[str, float]:
    ms = sorted(x * 1000 for x in samples)
    return {
        "actions": len(ms),
        "median_ms": round(statistics.median(ms), 2),
        "p95_ms": round(ms[int(0.95 * (len(ms) - 1))], 2),
        "max_ms": round(ms[-1], 2),
    }


async def bench(pace: float, tables: int, seed: int) -> dict[str, Any]:
    out: dict[str, Any] = {"one_table": {}, "pace_s": pace}
    # one table of each game at a time
    proc, hosted = start_host(len(GAMES), seed)
    for t in hosted:
        samples: list[float] = []
        await play_table([i["url"] for i in t["invites"]], pace, random.Random(seed), samples)
        out["one_table"][t["game"]] = summary(samples)
    proc.wait(30)
    allrt = [v for v in out["one_table"].values()]
    out["one_table_all"] = {
        "median_ms": round(statistics.median(x["median_ms"] for x in allrt), 2),
        "p95_ms": max(x["p95_ms"] for x in allrt),
    }
    # 8 tables of 4 at once: round trips under load and the host's memory
    proc, hosted = start_host(tables, seed)
    rss: list[int] = []
    stop = asyncio.Event()

    async def sample() -> None:
        while not stop.is_set():
            rss.append(_status("VmRSS", proc.pid))
            await asyncio.sleep(0.1)

    sampler = asyncio.create_task(sample())
    samples = []
    await asyncio.gather(
        *(play_table([i["url"] for i in t["invites"]], pace, random.Random(seed + k), samples) for k, t in enumerate(hosted))
    )
    stop.set()
    await sampler
    assert proc.stdout is not None
    peak = json.loads(proc.stdout.readline())["peak_rss_kib"]
    proc.wait(30)
    out["tables"] = tables
    out["many_tables"] = summary(samples)
    out["host_rss_mib"] = {"median": round(statistics.median(rss) / 1024, 1), "peak": round(peak / 1024, 1)}
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--serve", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--pace", type=float, default=0.06, help="seconds between two actions of a table (a person is slower)")
    ap.add_argument("--tables", type=int, default=8)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--plain", action="store_true", help="without TLS, to compare under the same load (never in the app)")
    args = ap.parse_args()
    global PLAIN
    PLAIN = args.plain
    if args.serve:
        asyncio.run(serve(args.serve, args.seed, args.plain))
        return
    try:
        out = asyncio.run(bench(args.pace, args.tables, args.seed))
    finally:
        for proc in HOSTS:
            if proc.poll() is None:
                proc.kill()
    if args.json:
        print(json.dumps(out, indent=1))
        return
    print("round trip (send → host applies → all 4 seats have their view), one table at a time:")
    for game, s in out["one_table"].items():
        print(f"  {game:<14}{s['actions']:>5} actions  median {s['median_ms']:.2f} ms", end="")
        print(f"  p95 {s['p95_ms']:.2f} ms  max {s['max_ms']:.2f} ms")
    m, rss, n = out["many_tables"], out["host_rss_mib"], out["tables"]
    print(f"{n} tables of 4 at once: {m['actions']} actions  median {m['median_ms']:.2f} ms  p95 {m['p95_ms']:.2f} ms")
    print(f"host memory (RSS) with {n} tables: median {rss['median']} MiB, peak {rss['peak']} MiB")


if __name__ == "__main__":
    main()
