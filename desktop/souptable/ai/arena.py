"""Arenas: many bot games with seats rotated, and win shares with intervals.

``lineup`` has one level per seat; game ``g`` seats lineup entry ``e`` at
seat ``(e + g) % n``, so over ``n`` games every entry sits everywhere. A
level's win share is per seat it occupied (fair share = 1/n); a shared win
counts as a fraction. Pure Python: never imports Qt.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from .play import fill_lineup, play_game

__all__ = ["fill_lineup", "run_arena"]


def seating(lineup: Sequence[str], g: int) -> list[str]:
    n = len(lineup)
    return [lineup[(s - g) % n] for s in range(n)]


@dataclass
class ArenaJob:
    game: str
    players: int
    seed: int
    levels: list[str]
    options: dict[str, str]
    think_time: float
    iterations: int | None = None


def run_one(job: ArenaJob) -> tuple[list[float], list[float]]:
    """(win value per seat, score per seat) of one game."""
    match = play_game(job.game, job.players, job.seed, job.levels, job.options, job.think_time, iterations=job.iterations)
    res = match.rules.result(match.state)
    assert res is not None
    return res.win_shares(), list(res.scores)


def mean_ci95(xs: Sequence[float]) -> tuple[float, float, float]:
    """Mean and a normal-approximation 95% interval, clipped to [0, 1]."""
    m = len(xs)
    mean = sum(xs) / m
    if m < 2:
        return mean, 0.0, 1.0
    var = sum((x - mean) ** 2 for x in xs) / (m - 1)
    half = 1.96 * math.sqrt(var / m)
    return mean, max(0.0, mean - half), min(1.0, mean + half)


def run_arena(
    game: str,
    players: int,
    levels: Sequence[str],
    games: int,
    seed: int,
    options: Mapping[str, str] | None = None,
    jobs: int = 1,
    think_time: float = 1.0,
    iterations: int | None = None,
) -> dict[str, Any]:
    lineup = fill_lineup(levels, players)
    work = [
        ArenaJob(game, players, seed + g, seating(lineup, g), dict(options or {}), think_time, iterations) for g in range(games)
    ]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            outcomes = list(pool.map(run_one, work, chunksize=max(1, games // (jobs * 8))))
    else:
        outcomes = [run_one(j) for j in work]
    wins: dict[str, list[float]] = {lvl: [] for lvl in lineup}
    scores: dict[str, list[float]] = {lvl: [] for lvl in lineup}
    for job, (win, score) in zip(work, outcomes, strict=True):
        for s, lvl in enumerate(job.levels):
            wins[lvl].append(win[s])
            scores[lvl].append(score[s])
    results = []
    for lvl in dict.fromkeys(lineup):
        mean, lo, hi = mean_ci95(wins[lvl])
        results.append(
            {
                "bot": lvl,
                "seats": lineup.count(lvl),
                "win_share": round(mean, 4),
                "win_share_ci95": [round(lo, 4), round(hi, 4)],
                "mean_score": round(sum(scores[lvl]) / len(scores[lvl]), 3),
            }
        )
    return {"game": game, "players": players, "games": games, "fair_share": round(1 / players, 4), "results": results}
