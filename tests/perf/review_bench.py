"""How long a review of one seat takes at the default budget ("Could I have won?").

    python tests/perf/review_bench.py [--games susuru,salty,suppenkasper,soupmeng]
        [--players 4] [--seed 1] [--level normal] [--budget S] [--longest K] [--json]

For each game: play a whole game between computer players (``--level``, the
same for every seat; ``hard`` at 0.2 s per decision would take minutes), then
review seat 1 in this process exactly as the app's review process does
(:func:`souptable.ai.review.review_record`, one process, one core) at the
default budget (or ``--budget`` seconds per decision), and print the
decisions reviewed, the seconds per decision, the wall time of the whole
review, the median number of worlds that measured the two moves and the
median standard error of their difference. A number for ``docs/review.md``, not
an assertion: the aim is a 4-player game in under two minutes on a 2-core
machine.

``--longest K`` plays seeds 0 .. K-1 of each game first (the same players,
nothing reviewed) and reviews the one where seat 1 had the most decisions:
the longest review of those K games, which is the one the two-minute aim is
about.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "desktop"))

from souptable.ai.play import play_game  # noqa: E402
from souptable.ai.review import review_record  # noqa: E402
from souptable.ai.review_search import decision_points  # noqa: E402
from souptable.engine.record import Record, SeatInfo  # noqa: E402


def longest(game: str, players: int, seeds: int, level: str) -> tuple[int, int]:
    """(seed, decisions of seat 1) of the seed in 0 .. seeds-1 whose game gives seat 1 most decisions."""
    best = (0, -1)
    for seed in range(seeds):
        match = play_game(game, players, seed, [level], think_time=0.2)
        count = len(decision_points(match, 0))
        if count > best[1]:
            best = (seed, count)
    return best


def bench(game: str, players: int, seed: int, level: str, budget: float | None) -> dict[str, object]:
    match = play_game(game, players, seed, [level], think_time=0.2)
    rec = Record.of(match, [SeatInfo(f"Bot {s + 1}", "bot", level) for s in range(players)])
    stamps: list[float] = []
    t0, c0 = time.perf_counter(), time.process_time()
    review = review_record(rec, 0, seconds=budget, progress=lambda done, total, d: stamps.append(time.perf_counter()))
    wall = time.perf_counter() - t0
    cpu = time.process_time() - c0  # on a busy machine far less than the wall time
    each = [b - a for a, b in itertools.pairwise(stamps)]
    searched = [d for d in review.decisions if d.best_estimate is not None]
    s = review.summary
    return {
        "game": game,
        "players": players,
        "seed": seed,
        "actions": len(rec.actions),
        "decisions": len(review.decisions),
        "seconds_per_decision": round(review.budget.get("seconds", 0.0), 3),
        "wall_s": round(wall, 1),
        "cpu_s": round(cpu, 1),
        "load": round(os.getloadavg()[0], 1),
        "slowest_decision_s": round(max(each), 2) if each else 0.0,
        "confirming_samples_median": sorted(d.move_estimate.samples for d in searched)[len(searched) // 2] if searched else 0,
        "gap_stderr_median_points": round(100 * sorted(d.gap_stderr for d in searched)[len(searched) // 2], 2) if searched else 0,
        "costs": None if s is None else s.costs,
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", default="susuru,salty,suppenkasper,soupmeng")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--level", default="normal")
    p.add_argument("--budget", type=float, default=None, help="seconds per decision (default: the review's own)")
    p.add_argument("--longest", type=int, default=0, help="review the longest of seeds 0 .. K-1 instead of --seed")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    rows = []
    for game in args.games.split(","):
        seed = args.seed
        if args.longest > 0:
            seed, count = longest(game, args.players, args.longest, args.level)
            if not args.json:
                print(f"{game}: seed {seed} of 0..{args.longest - 1} gives seat 1 the most decisions ({count})", flush=True)
        row = bench(game, args.players, seed, args.level, args.budget)
        rows.append(row)
        if not args.json:
            print(
                f"{row['game']:<14}{row['players']}p seed {row['seed']}: {row['decisions']:>4} decisions"
                f" at {row['seconds_per_decision']} s: {row['wall_s']:>6} s wall ({row['cpu_s']} s CPU, load {row['load']};"
                f" slowest {row['slowest_decision_s']} s),"
                f" median {row['confirming_samples_median']} measuring worlds and {row['gap_stderr_median_points']} points"
                f" standard error of the gap, costs {row['costs']}",
                flush=True,
            )
    if args.json:
        print(json.dumps(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
