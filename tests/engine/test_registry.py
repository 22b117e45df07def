"""The registry answers the start screen (which games, their names, player counts and
options) from each package's ``INFO``, without loading any game's rules; the rules load
on the first ``get``, and give the same info."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from souptable.engine import available, get, info, register
from souptable.engine.errors import SetupError
from tests.fixture_game.rules import GAME_ID, MENU_ORDER, RULES

FRESH = """
import json, sys
from souptable.engine import available, info
games = available()
counts = {g: [info(g).min_players, info(g).max_players, [o.key for o in info(g).options]] for g in games}
print(json.dumps([games, counts, sorted(m for m in sys.modules if m.startswith("souptable.games."))]))
"""


@pytest.mark.parametrize("game", available())
def test_info_is_the_rules_info(game):
    assert info(game) is get(game).info and info(game).id == game


def test_available_and_info_load_no_rules():
    """A fresh process: the four games, their player counts and options, and no ``rules``
    (nor state, actions, scoring, observe) module of any game imported."""
    out = subprocess.run([sys.executable, "-c", FRESH], capture_output=True, text=True, check=True)
    games, counts, loaded = json.loads(out.stdout.strip().splitlines()[-1])
    assert games == available() and len(games) >= 4
    for game in games:
        rules = get(game).info
        assert counts[game] == [rules.min_players, rules.max_players, [o.key for o in rules.options]]
        for part in ("rules", "state", "actions", "scoring", "observe"):
            assert f"souptable.games.{game}.{part}" not in loaded, (game, part)


def test_a_registered_game_gives_its_rules_info():
    undo = register(GAME_ID, RULES, MENU_ORDER)
    try:
        assert GAME_ID in available() and info(GAME_ID) is RULES.info
    finally:
        undo()
    with pytest.raises(SetupError):
        info(GAME_ID)
