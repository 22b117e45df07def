"""The round trip through a relay against the direct one, on loopback.

    python tests/perf/relay_bench.py [--pings 300] [--pace 0.07] [--tables 100] [--json]

A relay (``souptable-cli relay``) and a host (``souptable-cli host … --relay``) each run in
their own process; this process joins the same seat twice, once by the direct link and
once through the relay (TLS 1.3 end to end, the fingerprint checked), and times ``ping`` →
``pong`` on each, in interleaved rounds so that both see the same load. The host answers a
ping at once, so the numbers are the path's (TLS, WebSocket, and for the relay one more hop
through a second process), not the game's.

Then the relay's memory (its resident set, from /proc) with ``--tables`` tables of four:
each table's host registers from its own loopback address (127.0.0.0/8 is all loopback
here, and the relay limits tables per address) and four friends join it, each sending a
real TLS ClientHello that names the table; the relay joins each to a data connection of
the host and the pairs stay open. Loopback only. Numbers for docs/performance.md, not
assertions.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "desktop"))
LOOPBACK = "127.0.0.1"


def _cli(*args: str, env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "souptable.cli", *args], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True, env=env)  # fmt: skip


def _free_port() -> int:
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        return int(s.getsockname()[1])


async def _seat(url: str) -> Any:
    from websockets.asyncio.client import connect

    from souptable.net.identity import client_context, peer_matches
    from souptable.net.protocol import encode, parse_invite

    inv = parse_invite(url)
    extra: dict[str, Any] = {"server_hostname": inv.relay} if inv.relay else {}
    ws = await connect(inv.ws_url(), ssl=client_context(), proxy=None, compression=None, open_timeout=10, **extra)
    der = ws.transport.get_extra_info("ssl_object").getpeercert(binary_form=True)
    assert peer_matches(der, inv.fp), "not the host of the link"
    await ws.send(encode({"type": "hello", "token": inv.token, "app": "bench"}))
    while json.loads(await asyncio.wait_for(ws.recv(), 10))["type"] != "state":
        pass
    return ws


async def _ping(ws: Any, k: int) -> float:
    from souptable.net.protocol import encode

    t0 = time.perf_counter()
    await ws.send(encode({"type": "ping", "t": k}))
    while True:
        msg = json.loads(await asyncio.wait_for(ws.recv(), 10))
        if msg["type"] == "pong" and msg.get("t") == k:
            return time.perf_counter() - t0


async def measure(links: dict[str, str], pings: int, pace: float) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {name: [] for name in links}
    for round_ in range(4):  # interleaved: direct, relay, direct, relay
        for name, url in links.items():
            ws = await _seat(url)  # a new connection takes the seat (the other is replaced)
            for k in range(pings // 4):
                times[name].append(await _ping(ws, round_ * 10_000 + k))
                await asyncio.sleep(pace)  # under the host's message rate
            await ws.close()
    return times


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _client_hello(name: str) -> bytes:
    """A TLS ClientHello whose server name is ``name`` (as a friend's app sends through a relay)."""
    import ssl

    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    incoming, outgoing = ssl.MemoryBIO(), ssl.MemoryBIO()
    tls = ctx.wrap_bio(incoming, outgoing, server_hostname=name)
    with contextlib.suppress(ssl.SSLWantReadError):  # it waits for the server's answer: the hello is out
        tls.do_handshake()
    return outgoing.read()


async def tables_of_four(port: int, tables: int) -> int:
    """``tables`` hosts register and four friends join each; returns how many pairs the relay joined."""
    import secrets

    from souptable.net.relay import decode_line, encode_line

    held: list[asyncio.StreamWriter] = []
    joined = asyncio.Queue[None]()

    async def host(i: int) -> None:
        src = f"127.1.{i // 200}.{i % 200 + 1}"
        tid, secret = "t" + secrets.token_hex(12), secrets.token_urlsafe(24)
        r, w = await asyncio.open_connection(LOOPBACK, port, local_addr=(src, 0))
        held.append(w)
        w.write(encode_line({"type": "register", "table": tid, "secret": secret}))
        assert decode_line(await asyncio.wait_for(r.readuntil(b"\n"), 10))["type"] == "registered"
        hello = _client_hello(tid)
        for k in range(4):
            j = 4 * i + k
            _fr, fw = await asyncio.open_connection(LOOPBACK, port, local_addr=(f"127.2.{j // 200}.{j % 200 + 1}", 0))
            held.append(fw)
            fw.write(hello)
            msg = decode_line(await asyncio.wait_for(r.readuntil(b"\n"), 10))
            dr, dw = await asyncio.open_connection(LOOPBACK, port, local_addr=(src, 0))
            held.append(dw)
            dw.write(encode_line({"type": "data", "table": tid, "conn": msg["conn"], "secret": secret}))
            await asyncio.wait_for(dr.readexactly(len(hello)), 10)  # the friend's hello, forwarded: joined
            joined.put_nowait(None)

    gate = asyncio.Semaphore(8)  # a few hosts at a time (all at once would only overflow the accept queue)

    async def gated(i: int) -> None:
        async with gate:
            await host(i)

    await asyncio.gather(*(gated(i) for i in range(tables)))
    for w in held:
        w.close()
    return joined.qsize()


def _stats(xs: list[float]) -> dict[str, float]:
    xs = sorted(xs)
    return {"n": len(xs), "median_ms": statistics.median(xs) * 1e3, "p95_ms": xs[int(0.95 * (len(xs) - 1))] * 1e3,
            "max_ms": xs[-1] * 1e3}  # fmt: skip


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pings", type=int, default=300)
    ap.add_argument("--pace", type=float, default=0.07)
    ap.add_argument("--tables", type=int, default=100)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    folder = tempfile.mkdtemp(prefix="souptable-relay-bench-")
    env = dict(os.environ, XDG_DATA_HOME=folder, PYTHONPATH=str(ROOT / "desktop"))
    port = _free_port()
    relay = _cli("relay", "--bind", LOOPBACK, "--port", str(port), env=env)
    host = None
    try:
        assert relay.stdout is not None and "listening" in relay.stdout.readline()
        invites = Path(folder) / "invites.json"
        host = _cli("host", "salty", "--players", "3", "--seats", "remote,random", "--no-announce",
                    "--relay", f"{LOOPBACK}:{port}", "--invites", str(invites), env=env)  # fmt: skip
        end = time.monotonic() + 60
        while not invites.exists() and time.monotonic() < end:
            time.sleep(0.05)
        urls = json.loads(invites.read_text())[0]["urls"]
        links = {"relay": next(u for u in urls if "relay=" in u), "direct": next(u for u in urls if "relay=" not in u)}
        times = asyncio.run(measure({"direct": links["direct"], "relay": links["relay"]}, args.pings, args.pace))
        load = os.getloadavg()[0]
        before = _rss_kib(relay.pid)
        pairs = asyncio.run(tables_of_four(port, args.tables))
        memory = {"tables": args.tables, "pairs": pairs, "rss_before_kib": before, "rss_after_kib": _rss_kib(relay.pid)}
    finally:
        for p in (host, relay):
            if p is not None:
                p.kill()
                p.communicate(timeout=30)
    out = {name: _stats(xs) for name, xs in times.items()}
    out["load_average"] = {"1min": load}  # type: ignore[dict-item]
    out["memory"] = memory  # type: ignore[assignment]
    if args.json:
        print(json.dumps(out))
    else:
        for name in ("direct", "relay"):
            s = out[name]
            ms = f"median {s['median_ms']:6.2f} ms  p95 {s['p95_ms']:6.2f} ms  max {s['max_ms']:6.2f} ms"
            print(f"{name:7s} n={s['n']:4.0f}  {ms}")
        print(f"load average {load:.1f}")
        m = memory
        print(f"relay memory: {m['rss_before_kib'] / 1024:.1f} MiB, then {m['rss_after_kib'] / 1024:.1f} MiB holding"
              f" {m['tables']} tables of 4 ({m['pairs']} joined pairs)")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
