"""The paired-variant benchmark (tests/perf/paired_variant.py): its variants are
read strictly, and a variant without settings replays the arena's games."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from types import ModuleType

import pytest

from souptable.ai.arena import run_arena
from souptable.engine import Match


@pytest.fixture
def pv(perf_script: Callable[[str], ModuleType]) -> ModuleType:
    return perf_script("paired_variant")


def test_variants_are_parsed_and_bad_ones_refused(pv: ModuleType) -> None:
    assert pv.parse_variant("base:", 500) == ("base", {"iterations": 500})
    name, cfg = pv.parse_variant("x:iterations=2000,trust=0,deal=plain", 500)
    assert (name, cfg) == ("x", {"iterations": 2000, "trust": 0.0, "deal": "plain"})
    for bad, says in [
        ("nocolon", "NAME:key=value"),
        ("x:foo=1", "unknown setting 'foo'"),
        ("x:trust=high", "is not a number"),
        ("x:know=some", "know can only be all, lucky"),
        ("x:iterations", "is not key=value"),
        ("x:src=/nonexistent", "has no souptable package"),
    ]:
        with pytest.raises(ValueError, match=says):
            pv.parse_variant(bad, 500)


def test_a_plain_variant_replays_the_arena_and_differences_are_paired(pv: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["soupmeng", "--players", "2", "--games", "4", "--seed", "31", "--iterations", "20", "--json"]
    assert pv.main([*args, "--variant", "base:", "--variant", "same:iterations=20"]) == 0
    report = json.loads(capsys.readouterr().out)
    base, same = report["variants"]
    arena = run_arena("soupmeng", 2, ["hard", "normal"], games=4, seed=31, iterations=20)
    assert base["win_share"] == arena["results"][0]["win_share"]
    # The same settings replay the same games: every outcome equal.
    assert same["wins"] == base["wins"]
    assert same["minus_first"] == 0.0 and same["outcomes_changed"] == 0
    assert 20 <= base["simulations_per_decision"] < 30  # a phase ends on a whole world


def test_know_lucky_hands_the_search_the_true_lucky_toppings_only(pv: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    match = Match("soupmeng", 4, 5)
    truth = match.state
    world = match.rules.determinize(match.observe(0), random.Random(1))
    hands = [h[:] for h in world.hands]
    assert [b.lucky for row in world.bowls[1:] for b in row] != [b.lucky for row in truth.bowls[1:] for b in row]
    pv.with_true_lucky(world, truth)
    assert [[b.lucky for b in row] for row in world.bowls] == [[b.lucky for b in row] for row in truth.bowls]
    assert world.spare_bowls == truth.spare_bowls
    assert world.hands == hands  # everything else stays as dealt
    args = ["soupmeng", "--players", "2", "--games", "2", "--seed", "31", "--iterations", "20", "--json"]
    assert pv.main([*args, "--variant", "lucky:know=lucky"]) == 0
    (lucky,) = json.loads(capsys.readouterr().out)["variants"]
    assert lucky["settings"]["know"] == "lucky" and len(lucky["wins"]) == 2
    with pytest.raises(SystemExit):
        pv.main(["salty", "--games", "1", "--variant", "lucky:know=lucky"])
    assert "know=lucky is for soupmeng only" in capsys.readouterr().err
