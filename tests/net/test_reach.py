"""The reachability check's answers, without a network: a router's public address shared by
many homes (carrier-grade NAT) is said to be so, and every code and next step the check can
return has its English words in the CLI (no code is ever printed raw)."""

from __future__ import annotations

import asyncio

from souptable.cli.net import _NEXT, _REACH, _reach_lines
from souptable.net.portmap import Mapping
from souptable.net.reach import Reach, _judge, shared


def _mapping(external_ip: str) -> Mapping:
    return Mapping("http://10.0.0.1:5000/rootDesc.xml", external_ip, 41000, "10.0.0.2", 41000, 3600)


def test_addresses_shared_by_many_homes_are_told_apart_from_public_ones():
    for addr in ("100.64.0.1", "100.127.255.254", "10.1.2.3", "172.16.0.9", "192.168.1.1"):
        assert shared(addr), addr
    for addr in ("192.0.3.2", "198.51.100.7", "8.8.8.8", "100.128.0.1", "2001:db8::1", "not an address"):
        assert not shared(addr), addr


def test_a_router_behind_carrier_grade_nat_is_said_to_be_so():
    cgn = asyncio.run(_judge(_mapping("100.72.3.4"), None, [("relay", {}), ("vpn", {})], []))
    assert (cgn.ok, cgn.code, cgn.params) == (False, "shared_address", {"address": "100.72.3.4"})
    assert [c for c, _ in cgn.next] == ["relay", "vpn"]
    public = asyncio.run(_judge(_mapping("192.0.3.2"), None, [], []))
    assert (public.ok, public.code, public.params) == (True, "mapped", {"address": "192.0.3.2", "port": 41000, "tested": False})
    assert [c for c, _ in public.next] == ["test"]  # no relay given: not tested from outside


def test_every_answer_of_the_check_has_english_words():
    params = {
        "mapped": {"address": "192.0.3.2", "port": 41000, "tested": True},
        "public": {"address": "192.0.3.9", "port": 41000, "tested": False},
        "forwarded": {"address": "192.0.3.2", "port": 41000},
        "no_router": {},
        "refused": {"error": 606, "description": "Action not authorized"},
        "shared_address": {"address": "100.64.0.1"},
        "firewall": {"address": "192.0.3.2", "port": 41000},
    }
    nexts = {"relay": {}, "vpn": {}, "forward": {"port": 41000, "local": "10.1.0.2"}, "test": {},
             "ipv6": {"address": "2001:db8::2", "port": 41000}}  # fmt: skip
    assert set(params) == set(_REACH) and set(nexts) == set(_NEXT)
    for code, p in params.items():
        lines = _reach_lines(Reach(code in ("mapped", "public", "forwarded"), code, p, list(nexts.items())))
        assert lines[0].startswith(("yes: ", "no: ")) and "{" not in "".join(lines), lines
        assert len(lines) == 1 + len(nexts)
    assert "tested from outside" in _reach_lines(Reach(True, "mapped", params["mapped"]))[0]
    assert "UPnP error 606" in _reach_lines(Reach(False, "refused", params["refused"]))[0]
