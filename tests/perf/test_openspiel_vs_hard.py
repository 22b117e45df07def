"""The OpenSpiel benchmark's own parts (skipped without the ``bench`` extra, open-spiel):
a decision with a budget of a single simulation, and each bot's own budget in simulations."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pytest

pytest.importorskip("open_spiel")
sys.path.insert(0, str(Path(__file__).resolve().parent))
import openspiel_vs_hard as bench  # (needs open_spiel, checked above)


def test_the_search_stops_only_once_the_root_has_a_visit():
    # OpenSpiel's first simulation only expands the root (visits -1 -> 0)
    assert not bench.search_done(1, 0, None, past_deadline=True)
    assert not bench.search_done(1, 0, 1, past_deadline=True)
    assert bench.search_done(2, 1, None, past_deadline=True)
    assert not bench.search_done(2, 1, None, past_deadline=False)
    assert bench.search_done(5, 4, 5, past_deadline=False) and not bench.search_done(4, 3, 5, past_deadline=True)


def test_each_bot_has_its_own_budget():
    given = {"hard_think_time": None, "ismcts_think_time": 0.5, "hard_iterations": 40, "ismcts_iterations": None}
    b = bench.budgets(argparse.Namespace(think_time=1.0, **given))
    assert b["hard"] == bench.Budget(1.0, 40) and b["ismcts"] == bench.Budget(0.5, None)
    with pytest.raises(SystemExit):
        bench.main(["susuru", "--players", "3", "--hard-iterations", "0"])


@pytest.mark.parametrize(
    "budget",
    [
        {"hard": bench.Budget(0.001), "ismcts": bench.Budget(0.001)},  # one simulation: it crashed
        {"hard": bench.Budget(60.0, 3), "ismcts": bench.Budget(60.0, 7)},  # counts, not the minute
    ],
    ids=["a-millisecond", "simulations"],
)
def test_a_whole_game_with_the_smallest_budgets(budget):
    out = bench.play_one(("susuru", 3, 5, ["hard", "ismcts", "hard"], budget, {}, 1.0))
    assert sum(out["win"]) == pytest.approx(1.0)
    decisions = len(out["times"]["ismcts"])
    assert decisions > 0
    if budget["ismcts"].iterations is not None:
        assert out["iters"]["ismcts"] == 7 * decisions  # exactly its count, every decision
    else:
        assert out["iters"]["ismcts"] >= 2 * decisions  # at least the root's expansion and a visit
