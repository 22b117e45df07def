"""Every level of every registered game: legal, deterministic, and blind to hidden cards.

States come from seeded random games at the smallest and largest table and in
every option variant. ``hard`` searches a fixed number of iterations here, so
that its choice depends only on the observation and the rng (in play it has a
time budget). A "twin" of a state is another deal of everything the bot's
seat cannot see (``determinize`` of its observation): the bot must not be
able to tell the two apart.
"""

from __future__ import annotations

import random
import threading
import zlib
from typing import Any

import pytest

from souptable.ai import LEVELS, Bot, Cancelled, heuristics_for, make_bot
from souptable.ai.ismcts import IsmctsBot
from souptable.engine import available, get
from tests.states import config_id, decision_states, option_variants

HARD_ITERATIONS = 24


def configs() -> list[tuple[str, int, dict[str, str]]]:
    out = []
    for gid in available():
        info = get(gid).info
        for i, opts in enumerate(option_variants(gid)):
            # the smallest and the largest table, variants spread over them
            sizes = [info.min_players, info.max_players] if i == 0 else [(info.min_players, info.max_players)[i % 2]]
            out += [(gid, n, opts) for n in sizes]
    return out


CONFIGS = configs()
IDS = [config_id(*c) for c in CONFIGS]


def levels_for(gid: str) -> list[str]:
    return [lvl for lvl in LEVELS if lvl == "random" or heuristics_for(gid) is not None]


def bot_for(gid: str, level: str) -> Bot:
    if level == "hard":
        return IsmctsBot(gid, 1.0, heuristics_for(gid), max_iterations=HARD_ITERATIONS)
    return make_bot(gid, level)


def sample(states: list[Any], count: int) -> list[Any]:
    """``count`` states spread evenly over the list (early, middle and late game)."""
    if len(states) <= count:
        return states
    step = len(states) / count
    return [states[int(i * step)] for i in range(count)]


_STATES: dict[tuple[str, int, str], list[Any]] = {}


def states_for(gid: str, n: int, opts: dict[str, str]) -> list[Any]:
    key = (gid, n, repr(sorted(opts.items())))
    if key not in _STATES:
        _STATES[key] = decision_states(gid, n, opts, range(3), every=2)
    return _STATES[key]


def per_level(level: str) -> int:
    return 8 if level == "hard" else 40


@pytest.mark.parametrize(("gid", "n", "opts"), CONFIGS, ids=IDS)
def test_every_level_returns_a_legal_action(gid, n, opts):
    rules = get(gid)
    for level in levels_for(gid):
        bot = bot_for(gid, level)
        for i, st in enumerate(sample(states_for(gid, n, opts), per_level(level))):
            seat = rules.to_move(st)
            legal = rules.legal_actions(st)
            before = rules.observe(st, seat)
            act = bot.choose(rules.observe(st, seat), legal, random.Random(i))
            assert act in legal, f"{level} chose {act} (phase {getattr(st, 'phase', '?')})"
            assert rules.observe(st, seat) == before, f"{level} changed the state"


@pytest.mark.parametrize(("gid", "n", "opts"), CONFIGS, ids=IDS)
def test_every_level_is_deterministic_for_a_seed(gid, n, opts):
    rules = get(gid)
    for level in levels_for(gid):
        bot = bot_for(gid, level)
        again = bot_for(gid, level)  # a fresh bot too: no memory between decisions
        for i, st in enumerate(sample(states_for(gid, n, opts), per_level(level) // 2)):
            seat = rules.to_move(st)
            obs = rules.observe(st, seat)
            legal = rules.legal_actions(st)
            act = bot.choose(obs, legal, random.Random(100 + i))
            assert bot.choose(obs, legal, random.Random(100 + i)) == act, level
            assert again.choose(obs, legal, random.Random(100 + i)) == act, level


def twin_of(rules: Any, st: Any, seat: int, seed: int) -> tuple[Any, bool]:
    """Another deal of what ``seat`` cannot see, and whether it differs from ``st``
    for some other seat (a few tries: early in a deal there may be nothing hidden)."""
    n = rules.players(st)
    obs = rules.observe(st, seat)
    twin = st
    for k in range(5):
        twin = rules.determinize(obs, random.Random(seed * 5 + k))
        if any(rules.observe(twin, s) != rules.observe(st, s) for s in range(n) if s != seat):
            return twin, True
    return twin, False


def assert_no_peeking(gid: str, bot: Any, states: list[Any], shown: dict[str, Any] | None = None) -> int:
    """Two states that differ only in what the seat cannot see get the same action.
    Returns how many twins really differed for another seat (0 would prove nothing).

    ``shown``, if given, is told the true state before each choice (only a cheating
    bot would read it: that is how the test shows it catches one)."""
    rules = get(gid)
    differed = 0
    for i, st in enumerate(states):
        seat = rules.to_move(st)
        obs = rules.observe(st, seat)
        twin, differs = twin_of(rules, st, seat, 1000 + i)
        differed += differs
        assert rules.observe(twin, seat) == obs
        if shown is not None:
            shown["state"] = st
        act = bot.choose(obs, rules.legal_actions(st), random.Random(i))
        if shown is not None:
            shown["state"] = twin
        assert bot.choose(rules.observe(twin, seat), rules.legal_actions(twin), random.Random(i)) == act
    return differed


@pytest.mark.parametrize(("gid", "n", "opts"), CONFIGS, ids=IDS)
def test_no_level_peeks_at_hidden_cards(gid, n, opts):
    differed = 0
    for level in levels_for(gid):
        states = sample(states_for(gid, n, opts), per_level(level) // 2)
        differed += assert_no_peeking(gid, bot_for(gid, level), states)
    assert differed, "the twins never differed: the test would prove nothing"


class PeekingBot:
    """A deliberately cheating bot: it reads the true state it is slipped and picks by
    the other seats' observations (their hands, their hidden choices)."""

    def __init__(self, gid: str, shown: dict[str, Any]) -> None:
        self.rules = get(gid)
        self.shown = shown

    def choose(self, obs: Any, legal: list[Any], rnd: random.Random) -> Any:
        st = self.shown["state"]
        n = self.rules.players(st)
        secrets = repr([self.rules.observe(st, s) for s in range(n)])
        return legal[zlib.crc32(secrets.encode()) % len(legal)]


@pytest.mark.parametrize("gid", available())
def test_the_peeking_check_catches_a_bot_that_reads_a_hidden_card(gid):
    n = get(gid).info.max_players
    opts = option_variants(gid)[0]
    # only decisions with a real choice: with one legal action even a cheat agrees
    states = [st for st in states_for(gid, n, opts) if len(get(gid).legal_actions(st)) > 2][:30]
    shown: dict[str, Any] = {}
    with pytest.raises(AssertionError):
        assert_no_peeking(gid, PeekingBot(gid, shown), states, shown)


@pytest.mark.parametrize("gid", available())
def test_hard_answers_at_once_with_one_legal_action_and_stops_when_cancelled(gid):
    rules = get(gid)
    if heuristics_for(gid) is None:
        pytest.skip("no heuristics yet")
    st = sample(states_for(gid, rules.info.min_players, {}), 1)[0]
    seat = rules.to_move(st)
    legal = rules.legal_actions(st)
    bot = make_bot(gid, "hard", think_time=30.0)
    assert bot.choose(rules.observe(st, seat), legal[:1], random.Random(1)) == legal[0]
    assert getattr(bot, "last_iterations", 0) == 0
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        bot.choose(rules.observe(st, seat), legal, random.Random(1), cancel)


@pytest.mark.parametrize("gid", available())
def test_hard_overrules_the_normal_judgement_only_when_the_search_is_sure(gid):
    """With a huge ``trust`` the normal choice stands whenever it reached the
    last phase; with none, the best mean of the last phase is played."""
    rules = get(gid)
    if heuristics_for(gid) is None:
        pytest.skip("no heuristics yet")
    states = sample(states_for(gid, rules.info.min_players, {}), 12)
    kept = 0
    for i, st in enumerate(states):
        seat = rules.to_move(st)
        obs, legal = rules.observe(st, seat), rules.legal_actions(st)
        cautious = IsmctsBot(gid, 1.0, heuristics_for(gid), max_iterations=HARD_ITERATIONS, trust=1e9)
        act = cautious.choose(obs, legal, random.Random(i))
        assert cautious.root is not None
        edges = cautious.root.edges.values()
        most = max(e.visits for e in edges)
        final = {e.action for e in edges if e.visits == most}
        if len(edges) > 1 and cautious.last_default in final:
            assert act == cautious.last_default
            kept += 1
        bold = IsmctsBot(gid, 1.0, heuristics_for(gid), max_iterations=HARD_ITERATIONS, trust=0.0)
        act = bold.choose(obs, legal, random.Random(i))
        assert bold.root is not None
        # the best mean of the last phase; of exact ties, the one the search ranked first
        # (its own order of the last phase, not the order the root's edges were made in)
        last = bold.last_phase
        top = max(e.visits for e in bold.root.edges.values())
        assert {e.action for e in last} == {e.action for e in bold.root.edges.values() if e.visits == top}
        best = max(last, key=lambda e: e.total / e.visits)
        assert act == best.action
    assert kept, "the normal choice never reached the last phase: the test would prove nothing"


@pytest.mark.parametrize("gid", available())
def test_hard_explores_as_its_game_measured_best_unless_told(gid):
    """A game's heuristics may set the search's exploration (Super Susuru Soup
    does); the others keep 0.7, and an explicit setting wins over both."""
    module = heuristics_for(gid)
    if module is None:
        pytest.skip("no heuristics yet")
    bot = make_bot(gid, "hard")
    assert isinstance(bot, IsmctsBot)
    assert bot.exploration == getattr(module, "EXPLORATION", 0.7)
    assert IsmctsBot(gid, 1.0, module, exploration=1.2).exploration == 1.2
    if gid == "susuru":
        assert bot.exploration == 0.3
