"""The ``hard`` computer player: information-set Monte Carlo tree search.

Every simulation deals a fresh world from the bot's observation (the game's
``deal`` hook: ``rules.determinize`` with the hidden cards dealt the way
sensible players' hands look, or plain ``determinize``) and plays it to a
horizon. Nothing of the true state is ever read.

Root: sequential halving (Karnin et al. 2013; Cazenave's SHOT) over the root
actions, pruned by the game's ``prune`` hook. The budget is split into
log2(k) phases; in each, worlds are dealt one after another and *every*
surviving action is simulated in the same world with the same random stream
(common random numbers), so two actions are compared on identical deals and
the luck of the deal cancels out of their difference. After a phase the
worse half is dropped; the best mean of the last phase wins, unless the
game's ``normal`` choice also reached the last phase and the paired
difference to it is within ``trust`` standard errors (then the sensible move
stands: a search with a small budget is noisy, and the judgement is not).

Below the root, each action has a tree over the bot's own later decisions
(open loop over what the others do, one node per private ``info_key``, such
as the card just drawn). A node first plays what the playout policy would,
widens to other actions as its visits grow (progressive widening), and picks
among its available edges by UCB with availability counts (Cowling, Powley &
Whitehouse 2012; the exploration constant is the game's ``EXPLORATION``,
0.7 if it sets none). The other seats are not searched: in the sampled world
they play by the game's fast ``playout`` policy with the cards they hold
there. Simulations stop at the game's
``horizon`` (the end of a round or meal) and ``evaluate`` scores the position
there on the scale of ``rules.returns``; a simulation that reaches the end of
the game is scored by ``rules.returns``, or by the game's ``final`` hook when
its ``evaluate`` uses another scale (both must agree, or the search prefers
whichever of the two a move reaches).

Budget: wall time (``think_time``, default 1 s), checked after every world;
``max_iterations`` (simulations) replaces it for reproducible tests. With the
same rng state and an iteration cap the choice is deterministic. A decision
with one legal action (or one left after pruning) returns at once. Setting
``cancel`` stops the search within one simulation (raises
:class:`Cancelled`). Never imports Qt.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable
from types import ModuleType
from typing import Any

from ..engine import Action, GameRules, Observation, get
from ..engine.rng import pick
from .base import Cancelled

Policy = Callable[[Any, Any, list[Action], random.Random], Action]


class Node:
    """A decision point of the bot: its outgoing edges by action."""

    __slots__ = ("edges", "visits")

    def __init__(self) -> None:
        self.edges: dict[Action, Edge] = {}
        self.visits = 0


class Edge:
    """An action from a node, with its statistics for the bot."""

    __slots__ = ("action", "avail", "outcomes", "player", "total", "visits")

    def __init__(self, action: Action, player: int) -> None:
        self.action = action
        self.player = player
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.outcomes: dict[Any, Node] = {}


def _random_policy(rules: Any, state: Any, legal: list[Action], rnd: random.Random) -> Action:
    return pick(legal, rnd)


class IsmctsBot:
    level = "hard"

    def __init__(
        self,
        game: str,
        think_time: float = 1.0,
        heuristics: ModuleType | None = None,
        max_iterations: int | None = None,
        exploration: float | None = None,
        widen: float = 1.0,
        trust: float = 1.0,
    ) -> None:
        self.game = game
        self.rules: GameRules[Any] = get(game)
        self.think_time = think_time
        self.max_iterations = max_iterations
        # UCB's exploration constant below the root: the game's own if its
        # heuristics set ``EXPLORATION`` (measured per game), else 0.7.
        self.exploration: float = exploration if exploration is not None else getattr(heuristics, "EXPLORATION", 0.7)
        self.widen = widen
        # How sure the search must be before it overrules the ``normal``
        # judgement: standard errors of the paired difference (see ``search``).
        self.trust = trust
        self.default: Callable[[Observation, list[Action], random.Random, str], Action] | None = getattr(
            heuristics, "choose", None
        )
        self.policy: Policy = getattr(heuristics, "playout", None) or _random_policy
        self.deal: Callable[[Any, Observation, random.Random], Any] | None = getattr(heuristics, "deal", None)
        self.info_key: Callable[[Any], Any] | None = getattr(heuristics, "info_key", None)
        self.prune: Callable[[Any, Any, list[Action]], list[Action]] | None = getattr(heuristics, "prune", None)
        evaluate = getattr(heuristics, "evaluate", None)
        self.horizon: Callable[[Any], Any] | None = getattr(heuristics, "horizon", None) if evaluate else None
        self.evaluate: Callable[[Any, Any], list[float]] | None = evaluate
        self.final: Callable[[Any, Any], list[float]] | None = getattr(heuristics, "final", None)
        self.last_iterations = 0
        self.last_default: Action | None = None  # the normal judgement's choice, if asked
        self.root: Node | None = None
        self.last_phase: list[Edge] = []  # the root edges of the last phase, in the order the search ranks ties

    def choose(
        self,
        obs: Observation,
        legal: list[Action],
        rnd: random.Random,
        cancel: threading.Event | None = None,
    ) -> Action:
        self.last_iterations = 0
        self.last_default = None
        if len(legal) == 1:
            return legal[0]
        return self.search(obs, legal, rnd, cancel).action

    def search(self, obs: Observation, legal: list[Action], rnd: random.Random, cancel: threading.Event | None) -> Edge:
        """The root edge chosen: sequential halving over the root actions,
        each world shared by every surviving action (common random numbers).
        ``self.root`` keeps every root edge for inspection."""
        rules = self.rules
        prune = self.prune
        root = self.root = Node()
        start = time.perf_counter()
        limit = self.max_iterations
        default_seed = rnd.getrandbits(63)
        first = self.world(obs, rnd)
        moves = prune(rules, first, legal) if prune is not None else legal
        moves = [a for a in moves if a in legal] or legal
        for a in moves:
            root.edges[a] = Edge(a, obs["seat"])
        arms = list(root.edges.values())
        self.last_phase = list(arms)
        if len(arms) == 1:
            return arms[0]
        phases = max(1, math.ceil(math.log2(len(arms))))
        it = 0
        results: dict[Action, list[float]] = {a.action: [] for a in arms}
        world: Any = first
        per_sim = 0.0  # seconds per simulation, measured as we go
        for phase in range(phases):
            left = phases - phase
            if limit is not None:
                phase_end_it = it + max(len(arms), (limit - it) // left)
            else:
                phase_end_t = time.perf_counter() + (start + self.think_time - time.perf_counter()) / left
            while True:
                t0 = time.perf_counter()
                if world is None:
                    world = self.world(obs, rnd)
                seed = rnd.getrandbits(63)
                for k, arm in enumerate(arms):
                    if cancel is not None and cancel.is_set():
                        raise Cancelled()
                    st = world if k == len(arms) - 1 else rules.clone(world)
                    r = self.simulate(st, arm, random.Random(seed), obs["seat"])
                    results[arm.action].append(r)
                    arm.total += r
                    arm.visits += 1
                    it += 1
                world = None
                now = time.perf_counter()
                per_sim = (now - t0) / len(arms) if it == len(arms) else 0.8 * per_sim + 0.2 * (now - t0) / len(arms)
                if limit is not None:
                    if it >= phase_end_it:
                        break
                # Stop when the next round of worlds would end after the phase.
                elif now + per_sim * len(arms) > phase_end_t:
                    break
            if phase < phases - 1:
                arms.sort(key=lambda e: -e.total / e.visits)
                arms = arms[: max(2, math.ceil(len(arms) / 2))]
        self.last_iterations = it
        self.last_phase = list(arms)
        best = max(arms, key=lambda e: e.total / e.visits)
        return self.overrule(obs, legal, default_seed, best, arms, results)

    def overrule(
        self,
        obs: Observation,
        legal: list[Action],
        seed: int,
        best: Edge,
        arms: list[Edge],
        results: dict[Action, list[float]],
    ) -> Edge:
        """``best``, unless the ``normal`` judgement's choice survived to the last
        phase and the search cannot tell it apart from ``best``. Every surviving
        arm was played in the same worlds, so the paired differences measure
        the gap without the luck of the deal; a gap within ``trust`` standard
        errors is noise, and a sensible player's move beats noise."""
        if self.default is None or self.trust <= 0.0:
            return best
        default = self.last_default = self.default(obs, legal, random.Random(seed), "normal")
        if default == best.action:
            return best
        other = next((e for e in arms if e.action == default), None)
        if other is None:
            return best
        diffs = [a - b for a, b in zip(results[best.action], results[default], strict=True)]
        m = len(diffs)
        if m < 2:
            return other
        mean = sum(diffs) / m
        var = sum((d - mean) ** 2 for d in diffs) / (m - 1)
        return best if mean > self.trust * math.sqrt(var / m) else other

    def world(self, obs: Observation, rnd: random.Random) -> Any:
        """A world consistent with ``obs``, hidden cards dealt as the game's beliefs say."""
        if self.deal is not None:
            return self.deal(self.rules, obs, rnd)
        return self.rules.determinize(obs, rnd)

    def simulate(self, st: Any, arm: Edge, rnd: random.Random, me: int) -> float:
        """Play ``arm`` in the world ``st``, then our later decisions from the
        arm's subtree and everybody else by the policy, to the horizon."""
        rules = self.rules
        policy, info_key, prune = self.policy, self.info_key, self.prune
        horizon = self.horizon
        stop_key = horizon(st) if horizon is not None else None
        c = self.exploration
        widen = self.widen
        # Bound once: a simulation makes hundreds of these calls.
        apply, to_move, legal_actions = rules.apply_quiet, rules.to_move, rules.legal_actions
        apply(st, arm.action)
        key = info_key(st) if info_key is not None and to_move(st) == me else None
        node: Node | None = arm.outcomes.get(key)
        if node is None:
            node = arm.outcomes[key] = Node()
        path: list[Edge] = []
        while True:
            p = to_move(st)
            if p is None or (horizon is not None and horizon(st) != stop_key):
                break
            moves = legal_actions(st)
            if len(moves) == 1:
                apply(st, moves[0])
                continue
            if p != me or node is None:
                apply(st, policy(rules, st, moves, rnd))
                continue
            if prune is not None:
                moves = prune(rules, st, moves)
            edges = node.edges
            node.visits += 1
            best: Edge | None = None
            best_score = -1.0
            untried: list[Action] = []
            for a in moves:
                e = edges.get(a)
                if e is None:
                    untried.append(a)
                    continue
                e.avail += 1
                score = e.total / e.visits + c * math.sqrt(math.log(e.avail) / e.visits)
                if score > best_score:
                    best_score = score
                    best = e
            expand: Action | None = None
            if untried:
                # The policy's move first, others as visits grow.
                ours = policy(rules, st, moves, rnd) if len(moves) > 1 else moves[0]
                if ours in untried:
                    expand = ours
                elif len(edges) < 1 + widen * math.sqrt(node.visits):
                    expand = untried[int(rnd.random() * len(untried))]
            if expand is not None:
                best = Edge(expand, p)
                best.avail = 1
                edges[expand] = best
                apply(st, expand)
                path.append(best)
                node = None  # a new edge: the rest is playout
                continue
            assert best is not None
            apply(st, best.action)
            path.append(best)
            key = info_key(st) if info_key is not None and to_move(st) == me else None
            nxt = best.outcomes.get(key)
            if nxt is None:
                nxt = best.outcomes[key] = Node()
            node = nxt
        if to_move(st) is None:
            r = (self.final(rules, st) if self.final is not None else rules.returns(st))[me]
        else:
            assert self.evaluate is not None
            r = self.evaluate(rules, st)[me]
        for e in path:
            e.visits += 1
            e.total += r
        return r
