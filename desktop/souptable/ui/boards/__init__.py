"""One board per game: observation -> layout, clicks and drops -> legal actions.

A board never decides what is legal: it reads the legal actions it is given
and offers exactly those (highlighted cards, areas, buttons). Two-step choices
(which card, then which marker) live in the board's small selection state.
"""

from __future__ import annotations

from .base import Board


def playable() -> list[str]:
    """Games that have both rules and a board, in menu order."""
    import importlib.util

    from ...engine import available
    from .. import games

    return [g for g in available() if games.has_table(g) or importlib.util.find_spec(f"souptable.ui.boards.{g}") is not None]


def make_board(game: str, names: list[str]) -> Board:
    from .. import games

    if games.has_table(game):
        return games.make_board(game, names)
    if game == "susuru":
        from .susuru import SusuruBoard

        return SusuruBoard(names)
    if game == "salty":
        from .salty import SaltyBoard

        return SaltyBoard(names)
    if game == "suppenkasper":
        from .suppenkasper import SuppenkasperBoard

        return SuppenkasperBoard(names)
    if game == "soupmeng":
        from .soupmeng import SoupmengBoard

        return SoupmengBoard(names)
    raise KeyError(game)
