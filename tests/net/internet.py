"""A small simulated internet in network namespaces, made by the test and removed after it:

    home 1: h1 (10.1.0.2) -- r1 (10.1.0.1 | WAN 192.0.3.2)  \\
                                                              inet (192.0.3.1, 192.0.4.1)
    home 2: h2 (10.2.0.2) -- r2 (10.2.0.1 | WAN 192.0.4.2)  /

Each router forwards and masquerades its home behind its WAN address (nftables); ``inet``
routes between the two WAN links (a relay can listen there). Router 1 runs a real UPnP IGD
daemon (Debian's ``miniupnpd``, with a config written here into a temp folder, started in
its namespace and killed after); router 2 has none. The WAN addresses are of no documentation
range because ``miniupnpd`` refuses to map ports behind "reserved" addresses; they exist only
inside these namespaces, which have no link to any other network. Needs root, ``ip``,
``nft`` and ``miniupnpd``; :func:`why_not` says why it cannot be made here."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from .helpers import cli, cli_env
from .netns import why_not as why_no_namespaces

MINIUPNPD = "/usr/sbin/miniupnpd"


@dataclass
class Internet:
    tag: str
    folder: Path
    ns: dict[str, str]  # role (h1, r1, h2, r2, inet) -> namespace name
    wan: dict[str, str] = field(default_factory=lambda: {"r1": "192.0.3.2", "r2": "192.0.4.2", "inet": "192.0.3.1"})
    lan: dict[str, str] = field(default_factory=lambda: {"h1": "10.1.0.2", "h2": "10.2.0.2"})
    wan_if: dict[str, str] = field(default_factory=dict)  # router -> its WAN interface name
    daemon: subprocess.Popen[bytes] | None = None

    def env(self, role: str) -> dict[str, str]:
        """The environment of a program in ``role``'s computer: its own data folder."""
        env = cli_env()
        env["XDG_DATA_HOME"] = str(self.folder / f"data-{role}")
        return env

    def start(self, role: str, *args: str) -> subprocess.Popen[str]:
        """``souptable-cli ARGS`` on computer ``role``."""
        return subprocess.Popen(
            ["ip", "netns", "exec", self.ns[role], *cli(*args)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=self.env(role),
        )  # fmt: skip

    def run(self, role: str, *cmd: str, timeout: float = 30) -> subprocess.CompletedProcess[str]:
        return subprocess.run(["ip", "netns", "exec", self.ns[role], *cmd], capture_output=True, text=True, timeout=timeout)

    def forwarded_ports(self) -> list[int]:
        """The TCP ports router 1 forwards now (miniupnpd's DNAT rules)."""
        out = self.run("r1", "nft", "list", "ruleset").stdout
        ports = []
        for line in out.splitlines():
            if "dnat" in line and "dport" in line:  # iif "w1…" @nh,72,8 0x6 th dport 41000 dnat ip to 10.1.0.2:41000
                ports.append(int(line.split("dport")[1].split()[0]))
        return sorted(ports)


def why_not() -> str | None:
    why = why_no_namespaces()
    if why:
        return why
    if shutil.which("nft") is None:
        return "no 'nft' command here (Debian package nftables)"
    if not os.access(MINIUPNPD, os.X_OK):
        return f"no {MINIUPNPD} here (Debian package miniupnpd)"
    return None


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, text=True, timeout=30)


def _in(ns: str, *cmd: str, stdin: str | None = None) -> None:
    subprocess.run(["ip", "netns", "exec", ns, *cmd], check=True, capture_output=True, text=True, timeout=30, input=stdin)


def _router_rules(wan_if: str, upnp: bool) -> str:
    upnp_rules = (
        """
    chain forward { type filter hook forward priority 0; policy accept; jump miniupnpd; }
    chain miniupnpd { }
    chain prerouting { type nat hook prerouting priority -100; policy accept; jump prerouting_miniupnpd; }
    chain prerouting_miniupnpd { }
    chain postrouting_miniupnpd { }"""
        if upnp
        else ""
    )
    post = "jump postrouting_miniupnpd; " if upnp else ""
    return f"""table inet filter {{{upnp_rules}
    chain postrouting {{ type nat hook postrouting priority 100; policy accept; {post}oifname "{wan_if}" masquerade; }}
}}
"""


def _miniupnpd_conf(wan_if: str, lan_if: str, folder: Path) -> str:
    return f"""ext_ifname={wan_if}
listening_ip={lan_if}
http_port=0
enable_natpmp=yes
enable_upnp=yes
secure_mode=yes
system_uptime=yes
notify_interval=60
clean_ruleset_interval=600
uuid={uuid.uuid4()}
lease_file={folder / "miniupnpd.leases"}
min_lifetime=120
max_lifetime=86400
allow 1024-65535 10.1.0.0/24 1024-65535
deny 0-65535 0.0.0.0/0 0-65535
"""


@contextmanager
def internet() -> Iterator[Internet]:
    tag = uuid.uuid4().hex[:5]
    folder = Path(tempfile.mkdtemp(prefix=f"souptable-inet-{tag}-"))
    roles = ("h1", "r1", "h2", "r2", "inet")
    net = Internet(tag, folder, {r: f"st-{r}-{tag}" for r in roles})
    ns = net.ns
    try:
        for r in roles:
            _ip("netns", "add", ns[r])
            _ip("-n", ns[r], "link", "set", "lo", "up")
        links = [  # (a, a's interface, a's address, b, b's interface, b's address)
            ("inet", f"i1{tag}", "192.0.3.1/24", "r1", f"w1{tag}", "192.0.3.2/24"),
            ("inet", f"i2{tag}", "192.0.4.1/24", "r2", f"w2{tag}", "192.0.4.2/24"),
            ("r1", f"l1{tag}", "10.1.0.1/24", "h1", f"e1{tag}", "10.1.0.2/24"),
            ("r2", f"l2{tag}", "10.2.0.1/24", "h2", f"e2{tag}", "10.2.0.2/24"),
        ]
        for a, ia, aa, b, ib, ab in links:
            _ip("link", "add", ia, "type", "veth", "peer", "name", ib)
            for role, dev, addr in ((a, ia, aa), (b, ib, ab)):
                _ip("link", "set", dev, "netns", ns[role])
                _ip("-n", ns[role], "addr", "add", addr, "dev", dev)
                _ip("-n", ns[role], "link", "set", dev, "up", "multicast", "on")
        net.wan_if = {"r1": f"w1{tag}", "r2": f"w2{tag}"}
        for r in ("inet", "r1", "r2"):
            _in(ns[r], "sysctl", "-q", "-w", "net.ipv4.ip_forward=1")
        _ip("-n", ns["r1"], "route", "add", "default", "via", "192.0.3.1")
        _ip("-n", ns["r2"], "route", "add", "default", "via", "192.0.4.1")
        _ip("-n", ns["h1"], "route", "add", "default", "via", "10.1.0.1")
        _ip("-n", ns["h2"], "route", "add", "default", "via", "10.2.0.1")
        _in(ns["r1"], "nft", "-f", "-", stdin=_router_rules(f"w1{tag}", upnp=True))
        _in(ns["r2"], "nft", "-f", "-", stdin=_router_rules(f"w2{tag}", upnp=False))
        conf = folder / "miniupnpd.conf"
        conf.write_text(_miniupnpd_conf(f"w1{tag}", f"l1{tag}", folder))
        log = open(folder / "miniupnpd.log", "wb")  # noqa: SIM115 (closed with the daemon)
        net.daemon = subprocess.Popen(
            ["ip", "netns", "exec", ns["r1"], MINIUPNPD, "-d", "-f", str(conf), "-P", str(folder / "miniupnpd.pid")],
            stdout=log, stderr=subprocess.STDOUT,
        )  # fmt: skip
        log.close()
        end = time.monotonic() + 10
        while time.monotonic() < end and b"HTTP listening" not in (folder / "miniupnpd.log").read_bytes():
            if net.daemon.poll() is not None:
                raise RuntimeError("miniupnpd stopped: " + (folder / "miniupnpd.log").read_text(errors="replace"))
            time.sleep(0.05)
        yield net
    finally:
        if net.daemon is not None and net.daemon.poll() is None:
            net.daemon.send_signal(signal.SIGTERM)
            try:
                net.daemon.wait(10)
            except subprocess.TimeoutExpired:
                net.daemon.kill()
                net.daemon.wait(10)
        for r in roles:  # the veth pairs go with their namespaces
            subprocess.run(["ip", "netns", "delete", ns[r]], capture_output=True, timeout=30)
        shutil.rmtree(folder, ignore_errors=True)
