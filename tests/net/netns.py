"""Two network namespaces joined by a veth pair, made by the test and removed after it:
a small local network of two computers where nothing else lives, for the tests that
need a real network address (LAN discovery, ``--bind 0.0.0.0``). Needs root and
``ip netns``; :func:`why_not` says why they cannot be made here."""

from __future__ import annotations

import os
import shutil
import subprocess
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from .helpers import cli, cli_env


@dataclass(frozen=True)
class Lan:
    a: str  # namespace names
    b: str
    ip_a: str
    ip_b: str

    def start(self, ns: str, *args: str) -> subprocess.Popen[str]:
        """``souptable-cli ARGS`` inside namespace ``ns``."""
        return subprocess.Popen(
            ["ip", "netns", "exec", ns, *cli(*args)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=cli_env()
        )


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, text=True, timeout=30)


def why_not() -> str | None:
    if shutil.which("ip") is None:
        return "no 'ip' command here"
    if os.geteuid() != 0:
        return "network namespaces need root"
    probe = f"st-probe-{uuid.uuid4().hex[:8]}"
    try:
        _ip("netns", "add", probe)
    except (subprocess.CalledProcessError, OSError) as exc:
        return f"'ip netns add' fails here: {getattr(exc, 'stderr', '') or exc}".strip()
    finally:
        subprocess.run(["ip", "netns", "delete", probe], capture_output=True, timeout=30)
    return None


@contextmanager
def lan() -> Iterator[Lan]:
    tag = uuid.uuid4().hex[:6]
    a, b = f"st-a-{tag}", f"st-b-{tag}"
    va, vb = f"sta{tag}", f"stb{tag}"
    # a private range that only these two namespaces use (198.18.0.0/15 is for benchmarking networks)
    net = Lan(a, b, "198.18.77.1", "198.18.77.2")
    try:
        _ip("netns", "add", a)
        _ip("netns", "add", b)
        _ip("link", "add", va, "type", "veth", "peer", "name", vb)
        _ip("link", "set", va, "netns", a)
        _ip("link", "set", vb, "netns", b)
        for ns, dev, addr in ((a, va, net.ip_a), (b, vb, net.ip_b)):
            _ip("-n", ns, "addr", "add", f"{addr}/24", "dev", dev)
            _ip("-n", ns, "link", "set", dev, "up", "multicast", "on")
            _ip("-n", ns, "link", "set", "lo", "up")
        yield net
    finally:
        for ns in (a, b):  # the veth pair goes with its namespaces
            subprocess.run(["ip", "netns", "delete", ns], capture_output=True, timeout=30)
