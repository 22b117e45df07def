"""Pip, a fixture game registered only in the tests: a deck, a hand, one decision.

:func:`registered` puts it into the engine's, the computer players' and the table's
registries (their public ``register`` hooks) and takes it out again, so that the suites
over every game run over it without a line of theirs changing
(``tests/engine/test_fixture_game.py``, ``tests/ui/test_fixture_game.py``). Outside those
the suite sees only the real games; ``pytest --fixture-game`` registers it for a whole run.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from contextlib import contextmanager

from .rules import GAME_ID, MENU_ORDER, RULES


@contextmanager
def registered(table: bool = True) -> Iterator[str]:
    """Pip in the registries (with its table when ``table``, which needs Qt); yields its id."""
    from souptable import ai, engine

    from . import bots

    if GAME_ID in engine.game_ids():  # registered for the whole run already (--fixture-game)
        yield GAME_ID
        return
    undo = [engine.register(GAME_ID, RULES, MENU_ORDER), ai.register(GAME_ID, bots)]
    if table:
        from souptable.ui import games

        undo.append(games.register(GAME_ID, importlib.import_module(f"{__name__}.table")))
    try:
        yield GAME_ID
    finally:
        for step in reversed(undo):
            step()


__all__ = ["GAME_ID", "registered"]
