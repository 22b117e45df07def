"""Short arenas per game: ``normal`` beats ``random``, and ``hard`` gets through a game.

Small game counts and generous bounds: these catch a broken player, not a
weak one (the measured strengths are in docs/computer-players.md).
"""

from __future__ import annotations

import pytest

from souptable.ai import heuristics_for
from souptable.ai.arena import run_arena
from souptable.ai.play import play_game
from souptable.engine import available, get


def table(gid: str) -> int:
    info = get(gid).info
    return min(4, info.max_players) if info.min_players <= 4 else info.min_players


@pytest.mark.parametrize("gid", available())
def test_normal_beats_random(gid):
    if heuristics_for(gid) is None:
        pytest.skip("no heuristics yet")
    n = table(gid)
    out = run_arena(gid, n, ["normal", "random"], games=4 * n, seed=11)
    normal = next(r for r in out["results"] if r["bot"] == "normal")
    # Fair share is 1/n; a working normal player wins far more often.
    assert normal["win_share"] > 1.5 / n, out


@pytest.mark.parametrize("gid", available())
def test_hard_with_a_small_budget_completes_a_game(gid):
    if heuristics_for(gid) is None:
        pytest.skip("no heuristics yet")
    n = get(gid).info.min_players
    match = play_game(gid, n, 5, ["hard", "normal"], think_time=0.01)
    assert match.is_over()
    res = match.rules.result(match.state)
    assert res is not None and res.winners
