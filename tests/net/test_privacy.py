"""A remote seat learns only what its seat may know.

Two tables that differ only in cards hidden from seat 1 (the engine's
``determinize`` deals the unseen cards anew) send seat 1 the very same messages,
byte for byte, for as long as the engine says seat 1's view of the two is the same;
a connection without a token, with a wrong one, or with another seat's token gets
nothing of seat 1."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from souptable.engine import Match
from souptable.net.client import play_seat
from souptable.net.host import HostTable

from .helpers import GAMES, LOOPBACK, RawClient, hosted, invite, run

TOKEN = "the-same-secret-for-both-tables"


def _twin(game: str, seed: int, seat: int):
    base = Match(game, 4, seed)
    rules = base.rules
    obs = base.observe(seat)
    rnd = random.Random(seed)
    for _ in range(50):
        twin = rules.determinize(obs, rnd)
        assert rules.observe(twin, seat) == obs
        others = any(rules.observe(twin, o) != base.observe(o) for o in range(4) if o != seat)
        if others or repr(rules.census(twin)) != repr(rules.census(base.state)):  # other hands, or the deck's order
            return twin
    raise AssertionError("no twin differs in hidden cards")


async def _play(game: str, seed: int, state=None):
    match = Match(game, 4, seed)
    if state is not None:
        match.state = state
    table = HostTable(match, ["remote", "random", "random", "random"], tokens={0: TOKEN})
    await table.start(LOOPBACK, 0)
    seen: list[tuple] = []  # what the engine says seat 1 may know after each action
    table.on_change = lambda _s, evs: seen.append(
        (json.dumps(table.match.observe(0), sort_keys=True), [table.match.rules.redact(e, 0).to_json() for e in evs])
    )
    got: list[str] = []
    client = asyncio.create_task(play_seat(invite(table, 0), "random", on_message=lambda m: got.append(json.dumps(m))))
    await table.wait_joined(20)
    await table.play()
    await client
    await table.close()
    return seen, got


@pytest.mark.parametrize("game", GAMES)
def test_cards_hidden_from_a_seat_never_change_what_it_is_sent(game):
    seed = 21
    twin = _twin(game, seed, 0)
    seen_a, got_a = run(_play(game, seed))
    seen_b, got_b = run(_play(game, seed, twin))
    same = next((i for i, (a, b) in enumerate(zip(seen_a, seen_b, strict=False)) if a != b), min(len(seen_a), len(seen_b)))

    # ...up to the first action after which the engine shows seat 1 a difference
    def upto(got):
        out = []
        for text in got:
            msg = json.loads(text)
            if msg["type"] == "state" and msg["step"] > same:
                break
            out.append(text)
        return out

    prefix_a, prefix_b = upto(got_a), upto(got_b)
    assert prefix_a == prefix_b
    assert sum(1 for t in prefix_a if json.loads(t)["type"] == "state") >= 2, "the twins showed nothing in common"
    for text in got_a + got_b:
        msg = json.loads(text)
        assert "seed" not in msg and "state" not in msg and "log" not in msg


def test_no_token_a_wrong_token_or_another_seats_token_get_nothing_of_a_seat():
    async def main():
        table = await hosted("susuru", ["remote", "normal", "remote", "normal"], seed=4)
        out = {}
        async with RawClient(table) as c:  # no hello: refused, nothing else
            await c.send({"v": 2, "type": "action", "version": 1, "action": {"type": "draw"}})
            out["none"] = await c.next()
            await c.send({"v": 2, "type": "hello", "token": "not-a-seat"})
            out["wrong"] = await c.next()
            out["wrong_close"] = await c.closed()
            out["wrong_all"] = list(c.got)
        async with RawClient(table) as c:  # seat 3's token: seat 3 and only seat 3
            await c.send({"v": 2, "type": "hello", "token": table.tokens[2]})
            out["welcome"] = await c.next()
            out["state"] = await c.until(lambda m: m["type"] == "state")
        out["obs0"] = table.match.observe(0)
        out["obs2"] = table.match.observe(2)
        await table.close()
        return out

    out = run(main())
    assert out["none"]["type"] == "error" and out["none"]["code"] == "not_joined"
    assert out["wrong"]["code"] == "bad_token"
    assert out["wrong_close"] is not None and out["wrong_close"].code == 1008
    assert all(m["type"] == "error" for m in out["wrong_all"])
    assert out["welcome"]["seat"] == 2
    assert out["state"]["obs"] == out["obs2"] != out["obs0"]


async def _join_bundle(match: Match, events) -> list[dict]:
    """Everything a seat is sent when it (re)joins a table in ``match``'s state."""
    table = HostTable(match, ["remote", "random", "random", "random"], tokens={0: TOKEN})
    table.started = True
    table.history = list(events)
    table.publish(list(events))
    await table.start(LOOPBACK, 0)
    async with RawClient(table) as c:
        await c.send({"v": 2, "type": "hello", "token": TOKEN})
        await c.until(lambda m: m["type"] == "presence")
    await table.close()
    return c.got


@pytest.mark.parametrize("game", GAMES)
def test_mid_game_the_join_view_is_the_same_whatever_the_hidden_cards(game):
    """At points all through a game, a twin of the table (the cards seat 1 cannot see
    dealt anew) sends a seat that joins exactly the same welcome, history and view."""
    from souptable.ai.play import play_game

    seed = 8
    full = play_game(game, 4, seed, ["random"])
    rnd = random.Random(seed)
    differed = compared = 0
    for p in range(3, len(full.log), max(4, len(full.log) // 6)):
        m = Match(game, 4, seed)
        events = [e for _s, act in full.log[:p] for e in m.play(act)]
        twin = Match(game, 4, seed)
        for _s, act in full.log[:p]:
            twin.play(act)
        twin.state = m.rules.determinize(m.observe(0), rnd)
        differed += any(m.rules.observe(twin.state, o) != m.observe(o) for o in range(1, 4))
        a, b = run(_join_bundle(m, events)), run(_join_bundle(twin, events))
        assert a == b, f"step {p}: a twin in hidden cards changed what seat 1 is sent"
        compared += 1
        if m.to_move() == 0:
            assert next(x for x in a if x["type"] == "state")["legal"]
    assert compared >= 4 and differed >= 2
