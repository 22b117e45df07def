"""net/ is pure Python: the host and the client run without Qt (servers, the CLI)."""

from __future__ import annotations

import subprocess
import sys

from .helpers import cli_env


def test_net_imports_no_qt():
    code = (
        "import sys\n"
        "import souptable.net.client, souptable.cli.net, souptable.net.feed, souptable.net.host\n"
        "import souptable.net.loop, souptable.net.protocol, souptable.net.server, souptable.net.identity\n"
        "import souptable.net.addresses, souptable.net.relay, souptable.net.relaylink, souptable.net.sni\n"
        "import souptable.net.portmap, souptable.net.reach\n"
        "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt was imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, env=cli_env(), timeout=60)


def test_invite_links_round_trip_and_refuse_nonsense():
    import pytest

    from souptable.net.protocol import Invite, InviteError, parse_invite

    fp = "A" * 42 + "-"
    inv = Invite("127.0.0.1", 4242, "AbC-_9", fp)
    assert parse_invite(inv.url()) == inv
    assert inv.url() == f"souptable://127.0.0.1:4242/AbC-_9?fp={fp}" and inv.ws_url() == "wss://127.0.0.1:4242/"
    assert parse_invite(Invite("::1", 80, "t", fp).url()).host == "::1"
    # links of protocol version 1 (plain ws://, or without the host's fingerprint) need a new link
    for old in ("ws://127.0.0.1:4242/AbC-_9", "wss://127.0.0.1:4242/AbC-_9", "souptable://127.0.0.1:4242/AbC-_9"):
        with pytest.raises(InviteError, match="ask the host for a new link") as exc:
            parse_invite(old)
        assert exc.value.code == "old_link"
    for bad in ("", "souptable://127.0.0.1/tok", "http://127.0.0.1:1/tok", "souptable://127.0.0.1:1/", "souptable://h:1/a/b",
                "souptable://h:1/t?x=1", "souptable://h:99999/t", "souptable://h:1/t%20x", f"souptable://h:1/t?fp={fp}&fp={fp}",
                "souptable://h:1/t?fp=short", f"souptable://h:1/t?fp={fp}&x=1", f"souptable://h:1/t?fp={fp[:-1]}!"):  # fmt: skip
        with pytest.raises(InviteError) as exc:
            parse_invite(bad)
        assert exc.value.code == "bad_link", bad
