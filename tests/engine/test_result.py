"""The engine's game result: how the win is shared among the seats."""

from __future__ import annotations

from souptable.engine.rules import Result


def test_win_shares_split_a_shared_win_and_give_the_others_nothing():
    assert Result([9, 5, 9], [1, 3, 1], [0, 2]).win_shares() == [0.5, 0.0, 0.5]
    assert Result([2, 7], [2, 1], [1]).win_shares() == [0.0, 1.0]
