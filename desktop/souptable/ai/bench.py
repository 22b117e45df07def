"""Benchmarks behind ``souptable-cli bench``: engine playout speed and bot think times.

Numbers, not assertions: the README and the issue notes quote them. Pure
Python: never imports Qt.
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from ..engine import SetupError, get
from ..engine.rng import pick
from . import LEVELS, make_bot
from .play import bot_rng


def engine_speed(game: str, players: int, seconds: float = 1.0, min_games: int = 3) -> dict[str, Any]:
    """Random playouts (trusted applies, as search does) for ``seconds``."""
    rules = get(game)
    rnd = random.Random(12345)
    games = actions = 0
    t0 = time.perf_counter()
    while games < min_games or time.perf_counter() - t0 < seconds:
        st = rules.new_state(players, games)
        while rules.to_move(st) is not None:
            rules.apply(st, pick(rules.legal_actions(st), rnd), trusted=True)
            actions += 1
        games += 1
    dt = time.perf_counter() - t0
    return {
        "game": game,
        "players": players,
        "random_games_per_s": round(games / dt, 2),
        "actions_per_s": round(actions / dt, 1),
    }


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
            rules.apply(st, pick(legal, rnd), trusted=True)
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
    engine = []
    bots = []
    for g in games:
        info = get(g).info
        for n in range(info.min_players, info.max_players + 1):
            engine.append(engine_speed(g, n, seconds))
        for lvl in LEVELS:
            try:
                make_bot(g, lvl, think_time)
            except SetupError:
                continue  # this game has no such computer player yet
            bots.append(bot_speed(g, lvl, decisions, think_time))
    return {"engine": engine, "bots": bots}
