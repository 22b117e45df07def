"""The conformance suite: every registered game, every player count and option.

It checks the engine contract of DESIGN.md, the same way for every game:
legal actions exist until the end, illegal actions raise and change nothing,
cards are conserved, JSON round trips, replay from seed + actions is exact,
observations match after resampling hidden cards, clones are independent,
and the global ``random`` module has no influence.
"""

from __future__ import annotations

import json
import random
from itertools import islice
from typing import Any

import pytest

from souptable.engine import Action, Event, IllegalAction, Match, available, get, redact
from souptable.engine.rng import pick
from tests.states import config_id, option_variants


def configs() -> list[tuple[str, int, dict[str, str]]]:
    out = []
    for gid in available():
        info = get(gid).info
        for n in range(info.min_players, info.max_players + 1):
            for opts in option_variants(gid):
                out.append((gid, n, opts))
    return out


CONFIGS = configs()
IDS = [config_id(*c) for c in CONFIGS]


def _json(x: Any) -> Any:
    return json.loads(json.dumps(x))


def random_game(gid: str, n: int, opts: dict[str, str], seed: int, steps: int = 100_000):
    """Yield (rules, state-before, action, events) for a seeded random game."""
    rules = get(gid)
    st = rules.new_state(n, seed, opts)
    rnd = random.Random(seed * 7 + 1)
    for _ in range(steps):
        if rules.to_move(st) is None:
            return
        legal = rules.legal_actions(st)
        assert legal, f"no legal action while seat {rules.to_move(st)} is to move"
        act = pick(legal, rnd)
        before = rules.clone(st)
        events = rules.apply(st, act)
        yield rules, before, act, events, st
    raise AssertionError("game did not end")


@pytest.mark.parametrize(("gid", "n", "opts"), CONFIGS, ids=IDS)
def test_random_games_end_with_a_result_and_conserve_cards(gid, n, opts):
    rules = get(gid)
    for seed in range(6):
        st = rules.new_state(n, seed, opts)
        census = sorted(map(repr, rules.census(st)))
        steps = 0
        last = None
        for rules, _before, _act, _events, st in random_game(gid, n, opts, seed):
            steps += 1
            assert sorted(map(repr, rules.census(st))) == census, "cards appeared or vanished"
            last = st
        assert last is not None and steps > 0
        assert rules.to_move(last) is None
        assert rules.legal_actions(last) == []
        res = rules.result(last)
        assert res is not None and res.winners
        assert len(res.scores) == len(res.ranks) == n
        assert min(res.ranks) == 1 and all(res.ranks[w] == 1 for w in res.winners)
        assert _json(res.to_json()) == res.to_json()
        assert _json(rules.rounds(last)) == rules.rounds(last)
        returns = rules.returns(last)
        assert len(returns) == n and all(0.0 <= r <= 1.0 for r in returns)


@pytest.mark.parametrize(("gid", "n", "opts"), CONFIGS, ids=IDS)
def test_illegal_actions_raise_and_change_nothing(gid, n, opts):
    seen: set[Action] = set()
    for seed in range(3):
        for rules, before, act, _events, _st in random_game(gid, n, opts, seed):
            seen.add(act)
            probe = rules.clone(before)
            legal = set(rules.legal_actions(probe))
            for bad in islice((a for a in seen if a not in legal), 12):
                with pytest.raises(IllegalAction) as info:
                    rules.apply(probe, bad)
                assert isinstance(info.value.code, str) and info.value.code
                assert probe == before, f"refused {bad} but the state changed"
    # after the end nothing is legal
    rules = get(gid)
    with pytest.raises(IllegalAction):
        rules.apply(_st, next(iter(seen)))


@pytest.mark.parametrize(("gid", "n", "opts"), CONFIGS, ids=IDS)
def test_json_round_trips_at_every_step(gid, n, opts):
    for rules, _before, act, events, st in random_game(gid, n, opts, seed=11):
        assert rules.codec.decode(_json(act.to_json())) == act
        for ev in events:
            assert Event.from_json(_json(ev.to_json())) == ev
            for seat in [None, *range(n)]:
                red = redact(ev, seat)
                assert Event.from_json(_json(red.to_json())) == red
        for seat in [None, *range(n)]:
            obs = rules.observe(st, seat)
            assert _json(obs) == obs, "observation is not plain JSON"


@pytest.mark.parametrize(("gid", "n", "opts"), CONFIGS, ids=IDS)
def test_replay_from_seed_and_actions_is_exact(gid, n, opts):
    log = []
    final = None
    for _rules, _b, act, _e, st in random_game(gid, n, opts, seed=5):
        log.append(act)
        final = st
    m = Match(gid, n, 5, opts)
    for a in log:
        m.play(a)
    assert m.state == final


@pytest.mark.parametrize(("gid", "n", "opts"), CONFIGS, ids=IDS)
def test_determinize_keeps_every_observation_and_legal_action(gid, n, opts):
    rnd = random.Random(3)
    for i, (rules, _b, _a, _e, st) in enumerate(random_game(gid, n, opts, seed=17)):
        if i % 3:
            continue
        for seat in range(n):
            obs = rules.observe(st, seat)
            for _ in range(2):
                other = rules.determinize(obs, rnd)
                assert rules.observe(other, seat) == obs, "a resampled state looks different to the seat"
                assert sorted(map(repr, rules.census(other))) == sorted(map(repr, rules.census(st)))
                if rules.to_move(st) == seat:
                    assert rules.legal_actions(other) == rules.legal_actions(st)


@pytest.mark.parametrize(("gid", "n", "opts"), CONFIGS, ids=IDS)
def test_hidden_information_stays_hidden(gid, n, opts):
    """A seat's observation does not change when only cards hidden from it change,
    and events redacted for a seat carry no secret of another seat."""
    rnd = random.Random(8)
    differed = 0
    for i, (rules, _before, _act, events, st) in enumerate(random_game(gid, n, opts, seed=23)):
        for ev in events:
            for seat in range(n):
                red = redact(ev, seat)
                if ev.visible_to is not None and seat not in ev.visible_to:
                    assert all(red.get(k) is None for k in ev.secret)
        if i % 4:
            continue
        for seat in range(n):
            obs = rules.observe(st, seat)
            twin = rules.determinize(obs, rnd)
            # the twin is another deal of what seat cannot see: what seat sees of it
            # equals what it saw of the original...
            assert rules.observe(twin, seat) == obs
            # ...while some other seat (or the public) sees a difference: the twin really
            # changed hidden cards, so a hidden card that leaked into obs would show here
            if any(rules.observe(twin, o) != rules.observe(st, o) for o in range(n) if o != seat):
                differed += 1
        public = rules.observe(st, None)
        assert _json(public) == public
    assert differed, "no twin ever differed in hidden cards: the check would prove nothing"


@pytest.mark.parametrize(("gid", "n", "opts"), CONFIGS, ids=IDS)
def test_clones_are_independent(gid, n, opts):
    rules = get(gid)
    st = rules.new_state(n, 4, opts)
    rnd = random.Random(4)
    for _ in range(40):
        if rules.to_move(st) is None:
            break
        twin = rules.clone(st)
        snapshot = rules.clone(st)
        rules.apply(twin, pick(rules.legal_actions(twin), rnd))
        assert st == snapshot, "playing on a clone changed the original"
        rules.apply(st, pick(rules.legal_actions(st), rnd))


@pytest.mark.parametrize(("gid", "n", "opts"), CONFIGS, ids=IDS)
def test_global_random_has_no_influence(gid, n, opts):
    def run(disturb: bool) -> Any:
        rules = get(gid)
        st = rules.new_state(n, 9, opts)
        rnd = random.Random(9)
        while rules.to_move(st) is not None:
            if disturb:
                random.seed(random.random())
                random.random()
            rules.apply(st, pick(rules.legal_actions(st), rnd))
        return st

    random.seed(1)
    a = run(False)
    random.seed(2)
    b = run(True)
    assert a == b


def _card_ids(obs: Any, universe: set[str]) -> set[str]:
    """Every card id written anywhere in an observation."""
    out: set[str] = set()
    stack = [obs]
    while stack:
        x = stack.pop()
        if isinstance(x, str):
            if x in universe:
                out.add(x)
        elif isinstance(x, dict):
            stack.extend(x.values())
        elif isinstance(x, (list, tuple)):
            stack.extend(x)
    return out


@pytest.mark.parametrize(("gid", "n", "opts"), CONFIGS, ids=IDS)
def test_events_say_when_they_reveal_a_card(gid, n, opts):
    """When a seat comes to see a card it could not see before, an event of that step
    is marked (``rules.reveals``) as revealing to it: the strict undo relies on it."""
    universe: set[str] | None = None
    marked = 0
    for rules, before, _act, events, st in random_game(gid, n, opts, seed=29):
        if universe is None:
            universe = {str(c) for c in rules.census(before)}
        for seat in range(n):
            new = _card_ids(rules.observe(st, seat), universe) - _card_ids(rules.observe(before, seat), universe)
            if new:
                assert any(rules.reveals(e, seat) for e in events), (seat, sorted(new), [e.kind for e in events])
                marked += 1
    assert marked, "no card was ever revealed: the check would prove nothing"
