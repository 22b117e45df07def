"""The search's quiet apply is a twin of the public apply.

``GameRules.apply_quiet`` skips building events (search never reads them); it must
leave exactly the state ``apply`` leaves. Random games of every game, table size and
variant are played twice side by side, one state driven by ``apply`` and one by
``apply_quiet``: after every action the two states are equal field by field (the
dataclasses' own ``==``, the match rng included), so are the legal actions, every
seat's observation, the rounds and the result. A clone taken mid-game and driven
quietly must match as well (search applies quietly on clones).
"""

from __future__ import annotations

import random

import pytest

from souptable.engine import GameRules, get
from souptable.engine.registry import available
from souptable.engine.rng import pick
from tests.states import tables

GAMES = available()  # every complete game package (the four, and any added later)


CASES = [(g, n, v) for g in GAMES for n, v in tables(g)]
IDS = [f"{g}-{n}-{'-'.join(v.values()) or 'base'}" for g, n, v in CASES]


@pytest.mark.parametrize(("game", "players", "options"), CASES, ids=IDS)
def test_quiet_apply_leaves_the_state_apply_leaves(game: str, players: int, options: dict[str, str]) -> None:
    rules = get(game)
    steps = 0
    for seed in range(3):
        rnd = random.Random(1000 * seed + players)
        loud = rules.new_state(players, seed, options)
        quiet = rules.new_state(players, seed, options)
        twin = None  # a clone from mid-game, driven quietly too
        while rules.to_move(loud) is not None:
            legal = rules.legal_actions(loud)
            assert rules.legal_actions(quiet) == legal
            act = pick(legal, rnd)
            events = rules.apply(loud, act, trusted=True)
            assert rules.apply_quiet(quiet, act) is None
            assert isinstance(events, list)
            if twin is not None:
                rules.apply_quiet(twin, act)
                assert twin == loud
            assert quiet == loud
            if steps % 7 == 0:
                for seat in [None, *range(players)]:
                    assert rules.observe(quiet, seat) == rules.observe(loud, seat)
            if steps % 40 == 20:
                twin = rules.clone(quiet)
            steps += 1
        assert rules.to_move(quiet) is None
        assert rules.rounds(quiet) == rules.rounds(loud)
        res_q, res_l = rules.result(quiet), rules.result(loud)
        assert res_q is not None and res_l is not None
        assert res_q.to_json() == res_l.to_json()
        assert rules.returns(quiet) == rules.returns(loud)
    assert steps > 0


def test_quiet_apply_builds_no_events() -> None:
    """It is the point of the quiet path: no Event is made (counted on the factory), in every
    game that has its own (the default one builds the events and drops them)."""
    from souptable.engine import events as events_module

    made = 0
    real = events_module.make_event

    def counting(*args: object, **kwargs: object) -> object:
        nonlocal made
        made += 1
        return real(*args, **kwargs)  # type: ignore[arg-type]

    quiet = [g for g in GAMES if type(get(g)).apply_quiet is not GameRules.apply_quiet]
    assert {"susuru", "soupmeng", "suppenkasper", "salty"} <= set(quiet)
    for game in quiet:
        rules = get(game)
        module = __import__(type(rules).__module__, fromlist=["make_event"])
        st = rules.new_state(rules.info.min_players, 5)
        rnd = random.Random(5)
        patched = [m for m in (events_module, module) if hasattr(m, "make_event")]
        for m in patched:
            m.make_event = counting  # type: ignore[attr-defined]
        try:
            while rules.to_move(st) is not None:
                rules.apply_quiet(st, pick(rules.legal_actions(st), rnd))
        finally:
            for m in patched:
                m.make_event = real  # type: ignore[attr-defined]
        assert made == 0, game
