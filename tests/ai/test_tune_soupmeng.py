"""The Soup Meng Ramen weight tuner (tests/perf/tune_soupmeng.py): weights are
read strictly, its base replays normal players' games, and other weights play otherwise."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

import pytest

from souptable.ai.heuristics import soupmeng
from souptable.ai.play import play_game


@pytest.fixture
def tune(perf_script: Callable[[str], ModuleType]) -> ModuleType:
    return perf_script("tune_soupmeng")


def test_weights_are_parsed_and_bad_ones_refused(tune: ModuleType) -> None:
    assert tune.parse_weights('{"hope": 0.5, "lead": 0}') == {"hope": 0.5, "lead": 0.0}
    for bad, says in [
        ("{", "is not JSON"),
        ("[1]", "write an object"),
        ('{"hop": 1}', "unknown weight 'hop'"),
        ('{"hope": "x"}', "is not a number"),
        ('{"hope": true}', "is not a number"),
    ]:
        with pytest.raises(ValueError, match=says):
            tune.parse_weights(bad)


def test_base_replays_normal_games_and_weights_change_play(tune: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    # play_one registers the weights in the module's table; drop them afterwards
    monkeypatch.setitem(soupmeng.LEVELS, tune.TRIED, {})
    games, seed = 12, 31
    base = [tune.play_one((seed, 4, seed + g, {})) for g in range(games)]
    expected = []
    for g in range(games):
        match = play_game("soupmeng", 4, seed + g, ["normal"])
        winners = match.rules.result(match.state).winners
        expected.append(1.0 / len(winners) if g % 4 in winners else 0.0)
    assert base == expected
    # a very different weighting plays differently somewhere in these games
    odd = [tune.play_one((seed, 4, seed + g, {"hope": 0.0, "lead": 2.0})) for g in range(games)]
    assert odd != base
