"""A game registered only here (Pip, ``tests/fixture_game``) runs through the engine's
conformance suite and the computer players' suite as they are: a new game needs no line
of theirs. Registering is undone after each test, so the rest of the suite sees only the
real games."""

from __future__ import annotations

import inspect

import pytest

from souptable.engine import available, game_ids, get, register
from tests.ai import test_bots as bots
from tests.engine import test_conformance as conformance
from tests.fixture_game import GAME_ID, registered


def checks(module) -> list[str]:
    return [name for name, f in inspect.getmembers(module, inspect.isfunction) if name.startswith("test_")]


@pytest.fixture
def pip():
    with registered(table=False) as gid:
        yield gid


@pytest.mark.parametrize("check", checks(conformance))
@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_engine_conformance_suite_runs_over_a_game_registered_by_the_tests(pip, check, n):
    getattr(conformance, check)(pip, n, {})


@pytest.mark.parametrize("check", checks(bots))
def test_the_bot_suite_runs_over_a_game_registered_by_the_tests(pip, check):
    test = getattr(bots, check)
    if "n" in inspect.signature(test).parameters:
        test(pip, 2, {})
    else:
        test(pip)


def test_registering_is_undone(request):
    if request.config.getoption("--fixture-game"):
        pytest.skip("registered for the whole run")
    with registered(table=False) as gid:
        assert gid in game_ids() and available()[-1] == gid and get(gid).info.id == gid
        with pytest.raises(ValueError):
            register(gid, get(gid))  # an id is taken once
    assert GAME_ID not in game_ids() and GAME_ID not in available()
