"""Soup Meng Ramen's ``normal`` judgement with other weights, paired against itself.

    python tests/perf/tune_soupmeng.py --games 4000 --seed 100000 --jobs 2 \
        --try '{"hope": 0.7}' --try '{"lead": 0.25, "mean": 0.25, "hope": 0.5, "spoil_open": 0.4}'

Game ``g`` is dealt from ``seed + g`` with the player under test at seat
``g % players`` among ``normal`` players, as in
``souptable-cli arena soupmeng --bots normal,normal --seed SEED``. First the
seat plays ``normal`` as it is (the base, a fair share up to noise), then
once per ``--try``: ``normal`` with those weights changed (the keys of
``LEVELS["normal"]`` in ``souptable/ai/heuristics/soupmeng.py``). The deals and
the others' random streams are the same in every run, so each candidate's
win share is also given as a paired difference to the base, game by game.

A heuristic game takes milliseconds, so thousands of games per candidate
are cheap: this is how to ask whether a weight is set well, and how strong a
player the judgement alone can be. A benchmark, not a test: never part of
the default run.
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from paired_variant import mean_ci95  # its neighbour here: an interval that may go below 0

from souptable.ai import HeuristicBot
from souptable.ai.heuristics import soupmeng
from souptable.ai.play import bot_rng
from souptable.engine import Match

TRIED = "tried"  # the level name the candidate weights are registered under


def parse_weights(text: str) -> dict[str, float]:
    """A ``--try`` value -> weights; raises ``ValueError`` with a clear message."""
    try:
        weights = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"--try {text!r} is not JSON: {exc.msg}") from None
    if not isinstance(weights, dict):
        raise ValueError(f"--try {text!r}: write an object such as '{{\"hope\": 0.7}}'")
    known = soupmeng.LEVELS["normal"]
    for key, value in weights.items():
        if key not in known:
            raise ValueError(f"--try: unknown weight {key!r} (weights: {', '.join(known)})")
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"--try: {key}={value!r} is not a number")
    return {k: float(v) for k, v in weights.items()}


def play_one(job: tuple[int, int, int, dict[str, float]]) -> float:
    """The tested seat's share of the win in one game."""
    first, players, seed, weights = job
    soupmeng.LEVELS[TRIED] = {**soupmeng.LEVELS["normal"], **weights}
    me = (seed - first) % players
    match = Match("soupmeng", players, seed)
    bots = [HeuristicBot("soupmeng", TRIED if s == me else "normal", soupmeng) for s in range(players)]
    rngs = [bot_rng(seed, s) for s in range(players)]
    while (seat := match.to_move()) is not None:
        legal = match.legal_actions()
        match.play(legal[0] if len(legal) == 1 else bots[seat].choose(match.observe(seat), legal, rngs[seat]))
    res = match.rules.result(match.state)
    assert res is not None
    return res.win_shares()[me]


def run(pool: Any, a: argparse.Namespace, weights: dict[str, float]) -> list[float]:
    jobs = [(a.seed, a.players, a.seed + g, weights) for g in range(a.games)]
    return list(pool.map(play_one, jobs, chunksize=max(1, a.games // (8 * a.jobs))))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=4, choices=range(2, 6))
    ap.add_argument("--games", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=100000)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--try", dest="tries", action="append", default=[], metavar="JSON")
    a = ap.parse_args(argv)
    if a.games < 1 or a.jobs < 1:
        ap.error("--games and --jobs must be at least 1")
    try:
        candidates = [parse_weights(t) for t in a.tries]
    except ValueError as exc:
        ap.error(str(exc))
    with ProcessPoolExecutor(a.jobs) as pool:
        base = run(pool, a, {})
        m, h = mean_ci95(base)
        print(f"normal       {m:.3f} (95% {m - h:.3f}-{m + h:.3f})  fair share {1 / a.players:.3f}", flush=True)
        for weights in candidates:
            out = run(pool, a, weights)
            m, h = mean_ci95(out)
            d, dh = mean_ci95([x - y for x, y in zip(out, base, strict=True)])
            changed = sum(x != y for x, y in zip(out, base, strict=True))
            print(
                f"{json.dumps(weights)}  {m:.3f} (95% {m - h:.3f}-{m + h:.3f})"
                f"  minus normal: {d:+.3f} (95% {d - dh:+.3f}, {d + dh:+.3f}; {changed} outcomes changed)",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
