"""net/ is pure Python: the host and the client run without Qt (servers, the CLI)."""

from __future__ import annotations

import subprocess
import sys

from .helpers import cli_env


def test_net_imports_no_qt():
    code = (
        "import sys\n"
        "import souptable.net.client, souptable.net.commands, souptable.net.feed, souptable.net.host\n"
        "import souptable.net.loop, souptable.net.protocol, souptable.net.server\n"
        "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt was imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, env=cli_env(), timeout=60)


def test_invite_links_round_trip_and_refuse_nonsense():
    import pytest

    from souptable.net.protocol import Invite, parse_invite

    inv = Invite("127.0.0.1", 4242, "AbC-_9")
    assert parse_invite(inv.url()) == inv
    assert parse_invite("ws://127.0.0.1:4242/AbC-_9") == inv
    assert parse_invite(Invite("::1", 80, "t").url()).host == "::1"
    for bad in ("", "souptable://127.0.0.1/tok", "http://127.0.0.1:1/tok", "souptable://127.0.0.1:1/", "souptable://h:1/a/b",
                "souptable://h:1/t?x=1", "souptable://h:99999/t", "souptable://h:1/t%20x"):  # fmt: skip
        with pytest.raises(ValueError):
            parse_invite(bad)
