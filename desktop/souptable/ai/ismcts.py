"""The ``hard`` computer player: information-set MCTS.

One tree over the bot's information sets. Every iteration deals a fresh world
from the bot's observation (``rules.determinize``), walks the tree choosing
among the actions available in that world (UCB with availability counts, as
in Cowling, Powley & Whitehouse 2012), adds one node, finishes the game with
the game's fast heuristic playout policy, and backs the result up, each edge
scored for the seat that chose it. The most visited root action wins.

What a seat learns by its own action (the card it just drew) would otherwise
be fused into one node for every possible card, so the search could never
value "draw, then decide". A game's heuristics may therefore name that new
private knowledge (``info_key(state)``); an edge then leads to one node per
key, like a chance node. Optional ``horizon``/``evaluate`` hooks stop
playouts at the end of a round and score the position there.

Budget: wall time (``think_time``, default 1 s), checked every iteration;
``max_iterations`` caps the work for reproducible tests. Given the same rng
state and a binding iteration cap, the choice is deterministic. A decision
with one legal action returns at once. Setting ``cancel`` stops the search
within one iteration (raises :class:`Cancelled`). Never imports Qt.
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
    """An information set of the seat to move: its outgoing edges by action."""

    __slots__ = ("edges",)

    def __init__(self) -> None:
        self.edges: dict[Action, Edge] = {}


class Edge:
    """An action from a node, with its statistics for the seat that takes it."""

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
        exploration: float = 0.7,
    ) -> None:
        self.game = game
        self.rules: GameRules[Any] = get(game)
        self.think_time = think_time
        self.max_iterations = max_iterations
        self.exploration = exploration
        self.policy: Policy = getattr(heuristics, "playout", None) or _random_policy
        self.info_key: Callable[[Any], Any] | None = getattr(heuristics, "info_key", None)
        self.prune: Callable[[Any, Any, list[Action]], list[Action]] | None = getattr(heuristics, "prune", None)
        evaluate = getattr(heuristics, "evaluate", None)
        self.horizon: Callable[[Any], Any] | None = getattr(heuristics, "horizon", None) if evaluate else None
        self.evaluate: Callable[[Any, Any], list[float]] | None = evaluate
        self.last_iterations = 0

    def choose(
        self,
        obs: Observation,
        legal: list[Action],
        rnd: random.Random,
        cancel: threading.Event | None = None,
    ) -> Action:
        self.last_iterations = 0
        if len(legal) == 1:
            return legal[0]
        root = self.search(obs, legal, rnd, cancel)
        best = max(
            (root.edges[a] for a in legal if a in root.edges),
            key=lambda e: (e.visits, e.total / e.visits if e.visits else 0.0),
        )
        return best.action

    def search(self, obs: Observation, legal: list[Action], rnd: random.Random, cancel: threading.Event | None) -> Node:
        rules = self.rules
        policy, info_key, prune = self.policy, self.info_key, self.prune
        horizon, evaluate = self.horizon, self.evaluate
        root = Node()
        root_legal = set(legal)
        c = self.exploration
        deadline = time.perf_counter() + self.think_time
        limit = self.max_iterations
        it = 0
        path: list[Edge] = []
        while True:
            if limit is not None and it >= limit:
                break
            if limit is None and it > 0 and time.perf_counter() >= deadline:
                break
            if cancel is not None and cancel.is_set():
                raise Cancelled()
            st = rules.determinize(obs, rnd)
            stop_key = horizon(st) if horizon is not None else None
            node = root
            path.clear()
            # selection and expansion
            while True:
                p = rules.to_move(st)
                if p is None:
                    break
                avail = rules.legal_actions(st)
                if node is root:
                    avail = [a for a in avail if a in root_legal]
                if prune is not None and len(avail) > 1:
                    avail = prune(rules, st, avail)
                edges = node.edges
                untried = []
                for a in avail:
                    e = edges.get(a)
                    if e is None:
                        untried.append(a)
                    else:
                        e.avail += 1
                if untried:
                    a = untried[int(rnd.random() * len(untried))]
                    edge = Edge(a, p)
                    edge.avail = 1
                    edges[a] = edge
                    rules.apply(st, a, trusted=True)
                    path.append(edge)
                    break
                best: Edge | None = None
                best_score = -1.0
                for a in avail:
                    e = edges[a]
                    score = e.total / e.visits + c * math.sqrt(math.log(e.avail) / e.visits)
                    if score > best_score:
                        best_score = score
                        best = e
                assert best is not None
                rules.apply(st, best.action, trusted=True)
                path.append(best)
                key = info_key(st) if info_key is not None else None
                nxt = best.outcomes.get(key)
                if nxt is None:
                    nxt = best.outcomes[key] = Node()
                node = nxt
            # playout
            while rules.to_move(st) is not None:
                if horizon is not None and horizon(st) != stop_key:
                    break
                moves = rules.legal_actions(st)
                rules.apply(st, moves[0] if len(moves) == 1 else policy(rules, st, moves, rnd), trusted=True)
            if rules.to_move(st) is None:
                returns = rules.returns(st)
            else:
                assert evaluate is not None
                returns = evaluate(rules, st)
            for e in path:
                e.visits += 1
                e.total += returns[e.player]
            it += 1
        self.last_iterations = it
        return root
