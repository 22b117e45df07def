"""Searching a seat's decisions again: the hard player's search, one decision at a time.

For every decision of the seat (a moment where it had more than one legal
action, :func:`decision_points`), the review takes the seat's observation *at
that moment* — never the record's true state, so never a card the seat could
not see — and runs the hard player's search
(:class:`~souptable.ai.ismcts.IsmctsBot`: its deals of the hidden cards, its
playout policy, its tree over the seat's later decisions, its horizon and its
scoring) with a fixed budget per decision (:func:`examine`). The search is the
hard player's sequential halving with common random numbers, with one change:
the move that was made is never dropped, so that at the end the move made and
the best alternative have been played out in exactly the same sampled worlds.
Their paired difference measures what the choice cost without the luck of the
deal; its standard error says whether the two are told apart at all
(:func:`judge`).

What is estimated is the search's own value of a move: the seat's chance to
win (a shared win split), or, in games whose search also counts the place
(``measure == "win_and_place"``: the search scores positions on the scale of
``rules.returns``, where a win is worth 3/4 and finishing ahead of each other
player the other 1/4), that mixture.

Determinism: each decision's search is seeded from the game, the seat, the
step and the seat's observation — from what the seat knew, never from the
clock or the hidden cards (:func:`decision_seed`) — so with an iteration
budget two records that differ only in cards the seat never saw by then get
identical reviews. Pure Python: never imports Qt.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import time
from dataclasses import dataclass
from typing import Any

from ..engine import Action, GameRules, Match, Observation
from .base import Cancelled
from .review_results import Decision, Estimate, classify

# The default budget: one second per decision (the hard player's own think
# time), less in long games so that the search of a whole review stays
# within TOTAL_SECONDS; never less than MIN_SECONDS.
DEFAULT_SECONDS = 1.0
TOTAL_SECONDS = 90.0
MIN_SECONDS = 0.1
# A review that runs late (see ``review_match``) gives each remaining decision an even share
# of the time left, but never less than this: a search still deals a few worlds.
LATE_SECONDS = 0.02
MIN_WORLDS = 2  # sampled worlds that measure the move made and the best alternative, however small the budget
# With a time budget, a phase of the sequential halving that only ranks the alternatives
# plays at least this many worlds (one world gives every alternative a result to rank by).
# Two per phase overran the budget of long games several times over: with ten alternatives
# and a 0.17 s budget four phases of two worlds are about fifty playouts of a round.
MIN_RANKING_WORLDS = 1


# -- one decision -------------------------------------------------------------------------


def decision_seed(game: str, seat: int, step: int, obs: Observation) -> int:
    """The search's seed for one decision: from what the seat knew then, never the clock."""
    text = json.dumps(obs, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    d = hashlib.sha256(f"souptable-review:{game}:{seat}:{step}:{text}".encode()).digest()
    return int.from_bytes(d[:8], "big")


def make_searcher(game: str) -> Any:
    """The hard player of ``game`` (its hooks are the review's search)."""
    from . import heuristics_for
    from .ismcts import IsmctsBot

    return IsmctsBot(game, heuristics=heuristics_for(game))


def measure_of(searcher: Any) -> str:
    """What the search's numbers measure: the win alone, or the win and the place (``returns``)."""
    return "win" if getattr(searcher, "final", None) is not None else "win_and_place"


def examine(
    searcher: Any,
    obs: Observation,
    legal: list[Action],
    made: Action,
    rnd: random.Random,
    *,
    seconds: float | None = None,
    iterations: int | None = None,
    cancel: Any = None,
) -> tuple[Action | None, list[float], list[float], int]:
    """Search one decision: (best alternative, the move's results, the
    alternative's results, moves searched).

    With more than one alternative, the first half of the budget picks the
    best of them by sequential halving (every world shared by every
    surviving alternative *and* the move made, so that the move's subtree
    grows as fast as theirs); the second half plays the move made and that
    alternative in fresh worlds, and only those results are returned: the
    alternative was chosen on other samples than the ones that measure it,
    so picking the luckiest of several does not inflate its estimate. The
    two lists are paired: entry i of each was played in the same world with
    the same random stream. Raises :class:`Cancelled` when ``cancel`` is set."""
    if (seconds is None) == (iterations is None):
        raise ValueError("give either seconds or iterations")
    start = time.perf_counter()
    first = searcher.world(obs, rnd)
    moves = _moves(searcher, first, legal, made)
    if len(moves) == 1:
        return None, [], [], 1
    worlds = _Worlds(searcher, obs, rnd, moves, first, cancel)
    best = _best_alternative(worlds, [a for a in moves if a != made], made, start, seconds, iterations)
    if iterations is not None:
        mine, theirs = worlds.play([made, best], max(1, iterations - worlds.spent()), None)
    else:
        assert seconds is not None
        mine, theirs = worlds.play([made, best], None, start + seconds)
    return best, mine, theirs, len(moves)


def _moves(searcher: Any, first: Any, legal: list[Action], made: Action) -> list[Action]:
    """The moves worth searching (the hard player's pruning, never without the move made)."""
    prune = searcher.prune
    moves = prune(searcher.rules, first, legal) if prune is not None else list(legal)
    moves = [a for a in moves if a in legal] or list(legal)
    if made not in moves:
        moves.append(made)
    return moves


class _Worlds:
    """The sampled worlds of one decision, each played out for several moves (common random numbers)."""

    def __init__(self, searcher: Any, obs: Observation, rnd: random.Random, moves: list[Action], first: Any, cancel: Any) -> None:
        from .ismcts import Edge

        self.searcher = searcher
        self.rules = searcher.rules
        self.obs = obs
        self.me = obs["seat"]
        self.rnd = rnd
        self.cancel = cancel
        self.edges = {a: Edge(a, self.me) for a in moves}
        self.pending: list[Any] = [first]

    def spent(self) -> int:
        """Simulations played so far, over every move."""
        return sum(e.visits for e in self.edges.values())

    def mean(self, a: Action) -> float:
        return self.edges[a].total / self.edges[a].visits

    def play(self, arms: list[Action], sims: int | None, until: float | None, least: int = MIN_WORLDS) -> list[list[float]]:
        """Worlds one after another, every arm in each, until the budget (but at least
        ``least`` worlds); results per arm."""
        out: list[list[float]] = [[] for _ in arms]
        worlds = 0
        per_world = 0.0
        while True:
            t0 = time.perf_counter()
            world = self.pending.pop() if self.pending else self.searcher.world(self.obs, self.rnd)
            seed = self.rnd.getrandbits(63)
            for k, a in enumerate(arms):
                if self.cancel is not None and self.cancel.is_set():
                    raise Cancelled()
                st = world if k == len(arms) - 1 else self.rules.clone(world)
                r = self.searcher.simulate(st, self.edges[a], random.Random(seed), self.me)
                out[k].append(r)
                self.edges[a].total += r
                self.edges[a].visits += 1
            worlds += 1
            now = time.perf_counter()
            per_world = now - t0 if worlds == 1 else 0.8 * per_world + 0.2 * (now - t0)
            if worlds < least:
                continue
            if sims is not None:
                if worlds * len(arms) >= sims:
                    return out
            elif until is not None and now + per_world > until:
                return out


def _best_alternative(
    worlds: _Worlds,
    alternatives: list[Action],
    made: Action,
    start: float,
    seconds: float | None,
    iterations: int | None,
) -> Action:
    """The first half of the budget: sequential halving down to the best alternative."""
    if len(alternatives) > 1:
        phases = max(1, math.ceil(math.log2(len(alternatives))))
        for phase in range(phases):
            left = phases - phase
            if iterations is not None:
                phase_sims = max(1, (iterations // 2 - worlds.spent()) // left)
                worlds.play([*alternatives, made], phase_sims, None)
            else:
                assert seconds is not None
                until = time.perf_counter() + (start + seconds / 2 - time.perf_counter()) / left
                worlds.play([*alternatives, made], None, until, MIN_RANKING_WORLDS)
            ranked = sorted(alternatives, key=lambda a: -worlds.mean(a))
            keep = set(ranked[: math.ceil(len(alternatives) / 2)])
            alternatives = [a for a in alternatives if a in keep]
        alternatives = [max(alternatives, key=worlds.mean)]
    return alternatives[0]


def judge(
    step: int,
    made: Action,
    best: Action | None,
    made_results: list[float],
    best_results: list[float],
    options: int,
    searched: int,
) -> Decision:
    """A :class:`Decision` from the paired results of :func:`examine`."""
    if best is None:
        return Decision(step, made.to_json(), None, Estimate(0.0, 0, 0.0), None, 0.0, 0.0, "about_equal", "none", options, 1)
    assert len(made_results) == len(best_results)
    diff = Estimate.of([b - m for b, m in zip(best_results, made_results, strict=True)])
    verdict, cost = classify(diff.chance, diff.stderr, diff.samples)
    return Decision(
        step=step,
        move=made.to_json(),
        best=best.to_json(),
        move_estimate=Estimate.of(made_results),
        best_estimate=Estimate.of(best_results),
        gap=diff.chance,
        gap_stderr=diff.stderr,
        verdict=verdict,
        cost=cost,
        options=options,
        searched=searched,
    )


# -- a whole record ------------------------------------------------------------------------


@dataclass(frozen=True)
class Point:
    """A decision of the seat as it stood: the step, what the seat saw, what it could do, what it did."""

    step: int
    obs: Observation
    legal: list[Action]
    made: Action


def decision_points(match: Match, seat: int) -> list[Point]:
    """Every moment of ``match``'s log where ``seat`` chose among more than one legal action,
    with the seat's observation then (replayed from the start: never a later state)."""
    rules = match.rules
    st = rules.new_state(match.players, match.seed, match.options)
    out: list[Point] = []
    for step, (who, act) in enumerate(match.log):
        if who == seat:
            legal = rules.legal_actions(st)
            if len(legal) > 1:
                out.append(Point(step, rules.observe(st, seat), legal, act))
        rules.apply(st, act)
    return out


def default_seconds(decisions: int) -> float:
    """Seconds per decision when none are given: see ``DEFAULT_SECONDS``."""
    if decisions <= 0:
        return DEFAULT_SECONDS
    return max(MIN_SECONDS, min(DEFAULT_SECONDS, TOTAL_SECONDS / decisions))


def outcome_of(searcher: Any, state: Any) -> list[float]:
    """Each seat's measure at the end of the game, on the search's scale."""
    rules: GameRules[Any] = searcher.rules
    final = searcher.final
    values: list[float] = final(rules, state) if final is not None else rules.returns(state)
    return [float(v) for v in values]
