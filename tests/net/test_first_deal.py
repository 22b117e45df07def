"""What a remote seat is told that no action returns (issues 44 and 42, remote play): the
first deal's events, redacted for the seat like every other event, ahead of its history;
and the standing the host's rules give when a round is scored (what a round summary says
first), kept in every later view. A host message with a malformed standing, result or
event list is refused by the seat's mirror, which then is exactly as it was."""

from __future__ import annotations

import asyncio
import copy
import json
from typing import Any

import pytest

from souptable.engine import Match
from souptable.net.client import TableMirror, play_seat
from souptable.net.feed import jsonable, last_round_standing
from souptable.net.host import HostTable
from souptable.net.protocol import ProtocolError

from .helpers import LOOPBACK, RawClient, hosted, invite, run

DEALING = ("susuru", "suppenkasper", "salty")  # Soup Meng Ramen says nothing of its one deal
DRIVERS = ["remote", "remote", "random"]


async def _join_bundle(table: HostTable, seat: int) -> list[str]:
    """Every message, as text, that ``seat`` is sent on joining ``table`` (up to its view)."""
    from websockets.asyncio.client import connect

    from souptable.net.identity import client_context

    got: list[str] = []
    async with connect(f"wss://{LOOPBACK}:{table.server.port}/", ssl=client_context(), proxy=None, open_timeout=10) as ws:
        await ws.send(json.dumps({"v": 2, "type": "hello", "token": table.tokens[seat]}))
        while not got or json.loads(got[-1])["type"] != "state":
            got.append(str(await asyncio.wait_for(ws.recv(), 10)))
    return got


def _history(bundle: list[str]) -> list[dict[str, Any]]:
    return [e for text in bundle if (m := json.loads(text))["type"] == "history" for e in m["events"]]


def _secrets_of_others(match: Match, seat: int) -> set[str]:
    """The first deal's cards that only other seats may know and that ``seat``'s own view
    never names (a card of its own hand with the same name is not counted)."""
    known = json.dumps(match.observe(seat))
    out: set[str] = set()
    for ev in match.rules.opening_events(match.players, match.seed, match.options):
        if ev.visible_to is None or seat in ev.visible_to:
            continue
        for key in ev.secret:
            value = ev.get(key)
            for card in value if isinstance(value, list) else [value]:
                if isinstance(card, str) and json.dumps(card) not in known:
                    out.add(card)
    return out


@pytest.mark.parametrize("game", DEALING)
def test_a_guest_is_told_the_first_deal_as_its_seat_may_see_it(game):
    async def main():
        table = await hosted(game, DRIVERS, seed=7)
        bundles = {s: await _join_bundle(table, s) for s in (0, 1)}
        await table.close()
        return table, bundles

    table, bundles = run(main())
    rules, match = table.match.rules, table.match
    first = rules.opening_events(match.players, match.seed, match.options)
    assert first and table.first_deal == first
    for seat, bundle in bundles.items():
        told = _history(bundle)
        # the whole first deal, each event through the seat's own view (nothing played yet)
        assert told == jsonable([rules.redact(e, seat).to_json() for e in first])
        hidden = _secrets_of_others(match, seat)
        if game != "susuru":  # (Super Susuru Soup's deal is public: a start player)
            assert hidden, "the deal hid nothing from the seat"
            # the test can see them: the deal unredacted names them...
            assert all(json.dumps(card) in json.dumps([e.to_json() for e in first]) for card in hidden)
        # ...but nothing the seat was sent does
        for text in bundle:
            assert not [card for card in hidden if json.dumps(card) in text], json.loads(text)["type"]
    if game == "suppenkasper":  # each seat is told its own hand, and only the size of the others'
        for seat, bundle in bundles.items():
            dealt = {e["seat"]: e["cards"] for e in _history(bundle) if e["kind"] == "dealt"}
            own = next(e["cards"] for e in first if e.kind == "dealt" and e["seat"] == seat)
            assert dealt[seat] == own
            assert all(cards is None for s, cards in dealt.items() if s != seat)


def test_a_resumed_table_tells_the_first_deal_then_the_moves_so_far():
    """The first deal's events come first, the resumed history after them, in order."""

    async def main():
        match = Match("suppenkasper", 3, 4)
        events = [e for _ in range(6) for e in match.play(match.legal_actions()[0])]
        table = HostTable(match, DRIVERS)
        table.resume(events)
        await table.start(LOOPBACK, 0)
        bundle = await _join_bundle(table, 1)
        await table.close()
        return table, events, bundle

    table, events, bundle = run(main())
    rules = table.match.rules
    assert _history(bundle) == jsonable([rules.redact(e, 1).to_json() for e in table.first_deal + events])


def _places(match: Match, upto: int) -> dict[str, Any]:
    """The rules' standing after the first ``upto`` actions of ``match``, replayed."""
    m = Match(match.game, match.players, match.seed, match.options)
    for _seat, act in match.log[:upto]:
        m.play(act)
    res = m.rules.standing(m.state)
    assert res is not None
    return jsonable({"scores": res.scores, "ranks": res.ranks, "winners": res.winners})


@pytest.mark.parametrize("game", ("susuru", "suppenkasper", "salty", "soupmeng"))
def test_each_scored_round_tells_the_guest_the_standing_and_it_stays_told(game):
    async def main():
        table = await hosted(game, ["remote", "random", "random"], seed=5)
        got: list[dict[str, Any]] = []
        client = asyncio.create_task(play_seat(invite(table, 0), "random", on_message=got.append))
        await table.wait_joined(20)
        await table.play()
        mirror = await client
        await table.close()
        return table, got, mirror

    table, got, mirror = run(main(), timeout=120)
    states = [m for m in got if m["type"] == "state"]
    scored = [m for m in states if any(e["kind"] == "round_ended" for e in m["events"])]
    assert scored, "no round was scored"
    told = None
    for msg in states:
        if msg in scored:
            told = _places(table.match, msg["step"])  # what the host's rules said at that moment
        assert msg.get("standing") == told, msg["step"]
    # the last round's standing is the game's result, place for place
    res = table.match.rules.result(table.match.state)
    assert mirror.standing == jsonable({"scores": res.scores, "ranks": res.ranks, "winners": res.winners})


def test_a_resumed_table_tells_the_standing_of_its_last_scored_round():
    async def main():
        match = Match("susuru", 3, 5)
        events, scored_at = [], None
        while scored_at is None or len(match.log) < scored_at + 2:
            evs = match.play(match.legal_actions()[0])
            events += evs
            if scored_at is None and any(e.kind == "round_ended" for e in evs):
                scored_at = len(match.log)
        table = HostTable(match, DRIVERS)
        table.resume(events)
        await table.start(LOOPBACK, 0)
        bundle = await _join_bundle(table, 0)
        await table.close()
        return match, scored_at, bundle

    match, scored_at, bundle = run(main())
    assert json.loads(bundle[-1])["standing"] == _places(match, scored_at) == last_round_standing(match)
    assert last_round_standing(Match("susuru", 3, 5)) is None  # nothing scored yet: nothing told


# -- the seat's mirror refuses a malformed message and stays as it was --------------------------


def _welcomed() -> TableMirror:
    async def main():
        table = await hosted("susuru", DRIVERS, seed=3)
        async with RawClient(table) as c:
            await c.send({"v": 2, "type": "hello", "token": table.tokens[0]})
            await c.until(lambda m: m["type"] == "presence")
        await table.close()
        return c.got

    mirror = TableMirror()
    for msg in run(main()):
        mirror.feed(msg)
    return mirror


def _state(mirror: TableMirror, **change: Any) -> dict[str, Any]:
    good = {
        "type": "state",
        "version": mirror.version + 1,
        "step": 1,
        "started": True,
        "to_move": 1,
        "obs": mirror.obs,
        "legal": [],
        "events": [{"kind": "round_ended", "round": 1, "summary": {}}],
        "standing": {"scores": [3.0, 1.0, 0.0], "ranks": [1, 2, 3], "winners": [0]},
    }
    return {**good, **change}


BAD_PLACES: list[Any] = [
    None,
    [3, 1, 0],
    {"scores": [3.0, 1.0], "ranks": [1, 2, 3], "winners": [0]},  # a score short
    {"scores": [3.0, "1", 0.0], "ranks": [1, 2, 3], "winners": [0]},
    {"scores": [3.0, True, 0.0], "ranks": [1, 2, 3], "winners": [0]},
    {"scores": [3.0, 1.0, 0.0], "ranks": [0, 2, 3], "winners": [0]},  # places start at 1
    {"scores": [3.0, 1.0, 0.0], "ranks": [1, 2, 4], "winners": [0]},
    {"scores": [3.0, 1.0, 0.0], "ranks": [1, 2.5, 3], "winners": [0]},
    {"scores": [3.0, 1.0, 0.0], "ranks": [1, 2, 3], "winners": [3]},  # no such seat
    {"scores": [3.0, 1.0, 0.0], "ranks": [1, 2, 3], "winners": [0, 0]},
    {"scores": [3.0, 1.0, 0.0], "ranks": [1, 2, 3]},
]


def test_a_malformed_standing_result_or_event_list_is_refused_and_changes_nothing():
    mirror = _welcomed()
    assert mirror.obs is not None and mirror.standing is None
    cases: list[tuple[dict[str, Any], str]] = [(_state(mirror, standing=bad), "standing") for bad in BAD_PLACES]
    over = {"to_move": None, "result": {"scores": [1.0, 2.0, 3.0], "ranks": [3, 2, 1], "winners": [2], "detail": {}}}
    cases += [(_state(mirror, **{**over, "result": bad}), "result") for bad in BAD_PLACES[1:]]
    cases.append((_state(mirror, **{**over, "result": {**over["result"], "detail": [1]}}), "detail"))
    cases.append((_state(mirror, events=[{"kind": "round_ended"}, 5]), "events"))
    cases.append((_state(mirror, events={"kind": "round_ended"}), "events"))
    cases.append(({"type": "history", "events": [{"kind": "round_started", "round": 1}, {"round": 2}]}, "events"))
    cases.append(({"type": "events", "events": "round_ended"}, "events"))
    cases.append(({"type": "presence", "seats": "everyone"}, "seats"))
    rules = mirror.rules

    def now() -> dict[str, Any]:
        return copy.deepcopy({k: v for k, v in vars(mirror).items() if k != "rules"})

    before = now()
    for msg, field in cases:
        with pytest.raises(ProtocolError) as exc:
            mirror.feed(msg)
        assert exc.value.code == "malformed"
        assert exc.value.params["type"] == msg["type"] and field in exc.value.params["why"], exc.value.params
        assert now() == before and mirror.rules is rules, msg  # nothing of the message was taken
    # a good one is taken whole; an older host's state, without a standing, tells none
    mirror.feed(_state(mirror))
    assert mirror.standing == {"scores": [3.0, 1.0, 0.0], "ranks": [1, 2, 3], "winners": [0]}
    assert mirror.history[-1].kind == "round_ended"
    older = _state(mirror)
    del older["standing"]
    mirror.feed(older)
    assert mirror.standing is None
    mirror.feed(_state(mirror, **over))
    assert mirror.result == over["result"] and mirror.over
