"""Benchmarks behind ``souptable-cli bench``: engine playout speed and bot think times.

Numbers, not assertions: the README and docs/performance.md quote them. With
the ``bench`` extra installed, each playout figure comes with OpenSpiel's
``oh_hell`` measured beside it (``bench_reference``) and the ratio of the two.
Pure Python: never imports Qt.
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from ..engine import SetupError, get
from ..engine.rng import pick
from . import LEVELS, make_bot
from .bench_reference import OhHell, Playouts, reference, version
from .play import bot_rng


class OurPlayouts:
    """Random playouts of one game at one table size (quiet applies, as search
    does: ``apply_quiet``, no events), played in slices of time: games dealt from
    seeds 0, 1, 2, ..."""

    def __init__(self, game: str, players: int) -> None:
        self.rules = get(game)
        self.players = players
        self.rnd = random.Random(12345)
        self.done = Playouts()

    def run(self, seconds: float) -> None:
        """Whole games until ``seconds`` have passed (at least one game)."""
        rules, done = self.rules, self.done
        # Bound once, and ``pick`` written out, as in the oh_hell loop beside it.
        to_move, legal_actions, apply, random = rules.to_move, rules.legal_actions, rules.apply_quiet, self.rnd.random
        t0, c0 = time.perf_counter(), time.process_time()
        while True:
            st = rules.new_state(self.players, done.games)
            actions = 0
            while to_move(st) is not None:
                legal = legal_actions(st)
                apply(st, legal[int(random() * len(legal))])
                actions += 1
            done.actions += actions
            done.games += 1
            if time.perf_counter() - t0 >= seconds:
                break
        done.timed(t0, c0)


def engine_speed(game: str, players: int, seconds: float = 1.0, min_games: int = 3, pyspiel: Any | None = None) -> dict[str, Any]:
    """Random playouts for ``seconds``; with ``pyspiel``, OpenSpiel's ``oh_hell``
    beside them, in alternating slices so that both see the same load."""
    ours = OurPlayouts(game, players)
    ref = OhHell(pyspiel, players) if pyspiel is not None else None
    step = max(0.01, seconds / 10)
    while ours.done.games < min_games or ours.done.seconds < seconds:
        ours.run(step)
        if ref is not None:
            ref.run(step)
    out: dict[str, Any] = {
        "game": game,
        "players": players,
        "random_games_per_s": round(ours.done.games_per_s(), 2),
        "actions_per_s": round(ours.done.actions_per_s(), 1),
        "oh_hell_players": None,
        "oh_hell_actions_per_s": None,
        "ratio_to_oh_hell": None,
    }
    if ref is not None:
        out["oh_hell_players"] = ref.players
        out["oh_hell_actions_per_s"] = round(ref.done.actions_per_s(), 1)
        # per second of CPU: the other jobs of a busy machine take wall time from both
        # sides, but not always equally within one slice
        theirs = ref.done.actions_per_cpu_s()
        out["ratio_to_oh_hell"] = round(ours.done.actions_per_cpu_s() / theirs, 3) if theirs > 0 else None
    return out


def decision_points(game: str, players: int, count: int, seed: int = 99) -> list[Any]:
    """States from random games where the seat to move has a real choice."""
    rules = get(game)
    out: list[Any] = []
    rnd = random.Random(seed)
    g = 0
    while len(out) < count:
        st = rules.new_state(players, seed + g)
        g += 1
        k = 0
        while rules.to_move(st) is not None and len(out) < count:
            legal = rules.legal_actions(st)
            if len(legal) > 1:
                if k % 3 == 1:
                    out.append(rules.clone(st))
                k += 1
            rules.apply_quiet(st, pick(legal, rnd))
    return out


def bot_speed(game: str, level: str, decisions: int = 8, think_time: float = 1.0) -> dict[str, Any]:
    rules = get(game)
    players = max(rules.info.min_players, min(3, rules.info.max_players))
    bot = make_bot(game, level, think_time)
    times: list[float] = []
    iters = 0
    for i, st in enumerate(decision_points(game, players, decisions)):
        seat = rules.to_move(st)
        assert seat is not None
        t0 = time.perf_counter()
        bot.choose(rules.observe(st, seat), rules.legal_actions(st), bot_rng(i, seat))
        times.append(time.perf_counter() - t0)
        iters += int(getattr(bot, "last_iterations", 1))
    total = sum(times)
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    return {
        "game": game,
        "level": level,
        "median_s": round(statistics.median(times), 5),
        "p95_s": round(p95, 5),
        "iterations_per_s": round(iters / total, 1) if total > 0 else None,
    }


def run_bench(games: list[str], seconds: float = 1.0, decisions: int = 8, think_time: float = 1.0) -> dict[str, Any]:
    pyspiel = reference()
    engine = []
    bots = []
    for g in games:
        info = get(g).info
        for n in range(info.min_players, info.max_players + 1):
            engine.append(engine_speed(g, n, seconds, pyspiel=pyspiel))
        for lvl in LEVELS:
            try:
                make_bot(g, lvl, think_time)
            except SetupError:
                continue  # this game has no such computer player yet
            bots.append(bot_speed(g, lvl, decisions, think_time))
    return {"engine": engine, "bots": bots, "oh_hell": {"open_spiel": version() if pyspiel is not None else None}}
