"""Our ``hard`` player against OpenSpiel's ISMCTS, each with its own budget per decision.

    PYTHONPATH=desktop python tests/perf/openspiel_vs_hard.py susuru --players 4 \
        --games 400 --think-time 1.0 --jobs 2 [--json]
    ... --hard-iterations 2000 --ismcts-iterations 2000     (simulations, not seconds)
    ... --hard-think-time 0.5 --ismcts-think-time 2.0       (different times)

Needs the ``bench`` extra (``pip install open-spiel==2.0.2``). OpenSpiel's
Python ``ISMCTSBot`` searches the game through :mod:`openspiel_adapter`, samples
worlds with a resampler built from our ``determinize`` and evaluates leaves
with its ``RandomRolloutEvaluator``. Each bot gets a wall-time budget
(``--think-time``, or ``--hard-think-time`` / ``--ismcts-think-time``) or a
fixed number of simulations per decision (``--hard-iterations`` /
``--ismcts-iterations``). Time budgets favour whichever bot overruns its budget
(under load ``hard`` does: its time is checked after each world, not each
simulation), so a time-based edge is overstated; simulation counts are the
same on any machine, however busy, and the report shows the time each bot
really took. Seats alternate
between the two bots (hard, ismcts, hard, ...), the seating rotates every
game and, at an odd table, which bot holds the extra seat alternates every
round of rotations, so both sit everywhere equally often. Prints each bot's
win share per seat (fair share 1/N, a shared win split) with a 95% interval,
the share difference with its interval, and both bots' think times and
iterations per second. A benchmark, not a test: never part of the default run.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "desktop"))

import numpy as np
import openspiel_adapter as adapter
from open_spiel.python.algorithms import ismcts, mcts

from souptable.ai import make_bot
from souptable.ai.arena import mean_ci95
from souptable.ai.play import bot_rng
from souptable.engine import Match


class BudgetISMCTSBot(ismcts.ISMCTSBot):  # type: ignore[misc]
    """OpenSpiel's ISMCTSBot, searching for ``think_time`` seconds or for ``iterations``
    simulations (when given) per decision."""

    def __init__(
        self, game: Any, evaluator: Any, uct_c: float, think_time: float, iterations: int | None, random_state: Any
    ) -> None:
        super().__init__(game, evaluator, uct_c, max_simulations=1, random_state=random_state)
        self.think_time = think_time
        self.iterations = iterations
        self.last_iterations = 0

    def run_search(self, state: Any) -> Any:
        self.reset()
        legal_actions = state.legal_actions()
        if len(legal_actions) == 1:
            self.last_iterations = 0
            return [(legal_actions[0], 1.0)]
        self._root_node = self.create_new_node(state)
        deadline = time.perf_counter() + self.think_time
        sims = 0
        while not search_done(sims, self._root_node.total_visits, self.iterations, time.perf_counter() >= deadline):
            self.run_simulation(self.sample_root_state(state))
            sims += 1
        self.last_iterations = sims
        return self.get_final_policy(state, self._root_node)


def search_done(sims: int, root_visits: int, iterations: int | None, past_deadline: bool) -> bool:
    """Whether the search may stop: its budget is spent (``iterations`` simulations, or the
    time) and the root has been visited. OpenSpiel's first simulation only expands the root
    (its visits go from -1 to 0) and ``get_final_policy`` asserts a visit: with a budget of
    one simulation (``--think-time 0.001``) the search crashed; it runs a second one."""
    if root_visits <= 0:
        return False
    return sims >= iterations if iterations is not None else past_deadline


def lineup_for(g: int, players: int) -> list[str]:
    """Who sits where in game ``g``: alternate bots, rotated each game."""
    k = g // players
    first, second = ("hard", "ismcts") if k % 2 == 0 or players % 2 == 0 else ("ismcts", "hard")
    base = [first if i % 2 == 0 else second for i in range(players)]
    return [base[(s - g) % players] for s in range(players)]


@dataclass(frozen=True)
class Budget:
    """What one bot may spend per decision: seconds, or simulations when ``iterations`` is set."""

    think_time: float
    iterations: int | None = None

    def text(self) -> str:
        return f"{self.iterations} simulations" if self.iterations is not None else f"{self.think_time:g} s"


def budgets(a: argparse.Namespace) -> dict[str, Budget]:
    """Each bot's budget from the command line: its own time or count, else ``--think-time``."""
    out = {}
    for who in ("hard", "ismcts"):
        t = getattr(a, f"{who}_think_time")
        out[who] = Budget(a.think_time if t is None else t, getattr(a, f"{who}_iterations"))
    return out


def play_one(job: tuple[str, int, int, list[str], dict[str, Budget], dict[str, str], float]) -> dict[str, Any]:
    game, players, seed, seats, budget, options, uct_c = job
    match = Match(game, players, seed, options)
    osgame = adapter.load(game, players, seed, options)
    hard = make_bot(game, "hard", budget["hard"].think_time, iterations=budget["hard"].iterations)
    rngs = [bot_rng(seed, s) for s in range(players)]
    os_bots: dict[int, BudgetISMCTSBot] = {}
    mine = budget["ismcts"]
    for s, who in enumerate(seats):
        if who == "ismcts":
            evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed * 10 + s))
            state_rng = np.random.RandomState(seed * 10 + s + 5)
            bot = BudgetISMCTSBot(osgame, evaluator, uct_c, mine.think_time, mine.iterations, state_rng)
            bot.set_resampler(adapter.resampler(random.Random(seed * 10 + s + 7)))
            os_bots[s] = bot
    times: dict[str, list[float]] = {"hard": [], "ismcts": []}
    iters: dict[str, int] = {"hard": 0, "ismcts": 0}
    while True:
        seat = match.to_move()
        if seat is None:
            break
        legal = match.legal_actions()
        if len(legal) == 1:
            match.play(legal[0])
            continue
        who = seats[seat]
        t0 = time.perf_counter()
        if who == "hard":
            act = hard.choose(match.observe(seat), legal, rngs[seat])
            n_it = int(getattr(hard, "last_iterations", 0))
        else:
            bot = os_bots[seat]
            # OpenSpiel's bot gets a wrapped copy of the true state; it looks
            # at it only through the seat's information state and the resampler.
            act = adapter.action_of(game, int(bot.step(osgame.wrap(match.rules.clone(match.state)))))
            n_it = bot.last_iterations
        times[who].append(time.perf_counter() - t0)
        iters[who] += n_it
        match.play(act)
    res = match.rules.result(match.state)
    assert res is not None
    return {
        "seats": seats,
        "win": res.win_shares(),
        "times": times,
        "iters": iters,
    }


def positive(kind: Callable[[str], Any]) -> Callable[[str], Any]:
    """An argparse ``type``: a number above 0 (a budget of 0 or less is no budget)."""

    def parse(text: str) -> Any:
        try:
            value = kind(text)
        except ValueError:
            value = None
        if value is None or not value > 0 or value != value:
            raise argparse.ArgumentTypeError(f"must be a number above 0 (got {text!r})")
        return value

    return parse


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("game")
    ap.add_argument("--players", type=int, required=True)
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--think-time", type=positive(float), default=1.0, help="seconds per decision for both bots")
    for who in ("hard", "ismcts"):
        ap.add_argument(f"--{who}-think-time", type=positive(float), help=f"seconds per decision for {who} (else --think-time)")
        ap.add_argument(f"--{who}-iterations", type=positive(int), help=f"simulations per decision for {who}, instead of time")
    ap.add_argument("--uct-c", type=float, default=1.0, help="OpenSpiel's exploration constant (returns are in [0, 1])")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--option", action="append", metavar="KEY=VALUE")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    options = dict(o.split("=", 1) for o in (a.option or []))
    budget = budgets(a)
    work = [(a.game, a.players, a.seed + g, lineup_for(g, a.players), budget, options, a.uct_c) for g in range(a.games)]
    t0 = time.time()
    if a.jobs > 1:
        with ProcessPoolExecutor(a.jobs) as pool:
            out = list(pool.map(play_one, work, chunksize=1))
    else:
        out = [play_one(j) for j in work]
    wins: dict[str, list[float]] = {"hard": [], "ismcts": []}
    times: dict[str, list[float]] = {"hard": [], "ismcts": []}
    iters = {"hard": 0, "ismcts": 0}
    diffs: list[float] = []
    for o in out:
        per = {"hard": [], "ismcts": []}  # type: dict[str, list[float]]
        for s, who in enumerate(o["seats"]):
            wins[who].append(o["win"][s])
            per[who].append(o["win"][s])
        diffs.append(statistics.mean(per["hard"]) - statistics.mean(per["ismcts"]))
        for who in times:
            times[who] += o["times"][who]
            iters[who] += o["iters"][who]
    results = []
    for who in ("hard", "ismcts"):
        mean, lo, hi = mean_ci95(wins[who])
        ts = sorted(times[who])
        results.append(
            {
                "bot": who,
                "budget": {"seconds": budget[who].think_time}
                if budget[who].iterations is None
                else {"iterations": budget[who].iterations},
                "seats": len(wins[who]),
                "win_share": round(mean, 4),
                "win_share_ci95": [round(lo, 4), round(hi, 4)],
                "median_s": round(statistics.median(ts), 4) if ts else None,
                "p95_s": round(ts[min(len(ts) - 1, round(0.95 * (len(ts) - 1)))], 4) if ts else None,
                "iterations_per_s": round(iters[who] / sum(ts), 1) if ts and sum(ts) > 0 else None,
                "iterations_per_decision": round(iters[who] / len(ts), 1) if ts else None,
            }
        )
    m = statistics.mean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else float("inf")
    report = {
        "game": a.game,
        "players": a.players,
        "games": a.games,
        "think_time": a.think_time,
        "budgets": {who: asdict(b) for who, b in budget.items()},
        "fair_share": round(1 / a.players, 4),
        "results": results,
        "hard_minus_ismcts": round(m, 4),
        "hard_minus_ismcts_ci95": [round(m - half, 4), round(m + half, 4)],
        "wall_s": round(time.time() - t0, 1),
        "load_avg": [round(x, 2) for x in os.getloadavg()],
    }
    if a.json:
        print(json.dumps(report))
        return 0
    print(f"{a.game}, {a.players} players, {a.games} games, seats rotated")
    for r in results:
        lo, hi = r["win_share_ci95"]
        print(
            f"  {r['bot']:<7} ({budget[r['bot']].text()} per decision) win share per seat {r['win_share']:.3f}"
            f"  95% [{lo:.3f}, {hi:.3f}]  think median {r['median_s']} s, p95 {r['p95_s']} s,"
            f" {r['iterations_per_decision']} simulations per decision, {r['iterations_per_s']} per s"
        )
    lo, hi = report["hard_minus_ismcts_ci95"]
    print(f"  hard - ismcts per seat: {m:+.3f}  95% [{lo:+.3f}, {hi:+.3f}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
