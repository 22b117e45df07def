"""Every game's board is composed the same way: the same part files in its package, and
``make_board`` builds a board holding the same five parts, each named for its game."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

from souptable.ui import games
from souptable.ui.games import make_board, playable
from souptable.ui.games.reading import ReadingPart
from souptable.ui.table.board import Board, ChoosePart, FacesPart, LayoutPart, PanelPart, WordsPart

PARTS = {"faces": FacesPart, "words": WordsPart, "panel": PanelPart, "layout": LayoutPart, "choose": ChoosePart}
FILES = {"__init__.py", "about.py", "art.py", "board.py", "reading.py", *(f"{p}.py" for p in PARTS)}


@pytest.mark.parametrize("game", playable())
def test_every_game_package_has_the_same_part_files(game):
    folder = Path(games.package(game).__file__).parent
    assert {p.name for p in folder.glob("*.py")} == FILES


@pytest.mark.parametrize("game", playable())
def test_make_board_composes_the_same_parts_named_for_the_game(game):
    board = make_board(game, ["P1", "P2", "P3", "P4"])
    assert isinstance(board, Board) and board.game == game
    prefix = type(board).__name__.removesuffix("Board")
    assert prefix and prefix.lower() == game
    for name, base in PARTS.items():
        part = getattr(board, name)
        module = importlib.import_module(f"{games.__name__}.{game}.{name}")
        assert isinstance(part, base) and part.board is board
        assert type(part).__module__ == module.__name__ and type(part).__name__ == prefix + name.capitalize()
        assert type(part).__mro__[1] is base  # a part of its kind, not a link of a chain
    assert type(board).__mro__[1] is Board
    reading = board.reading  # the reading keys' part (ui/games/reading.py), in its own file too
    assert isinstance(reading, ReadingPart) and reading.board is board
    assert type(reading).__module__ == f"{games.__name__}.{game}.reading" and type(reading).__name__ == prefix + "Reading"


@pytest.mark.parametrize("game", playable())
def test_the_protocol_is_answered_by_the_parts(game):
    """``prompt`` is in every game's words, the score table in every game's panel."""
    board = make_board(game, ["P1", "P2", "P3", "P4"])
    for method, part in [
        ("prompt", "words"),
        ("scoreboard", "panel"),
        ("summary_html", "panel"),
        ("build", "layout"),
        ("pick", "choose"),
    ]:
        assert method in vars(type(getattr(board, part))), (method, part)
        assert method not in vars(type(board)), method


START_SCREEN = """
import json, sys
from souptable.ui.games import description, game_name, package, playable, playing_time
for game in playable():
    assert game_name(game) and description(game) and playing_time(game), game
    assert package(game).SCENE_PLAYERS, game
print(json.dumps(sorted(m for m in sys.modules if m.startswith("souptable.ui.games."))))
"""


def test_the_start_screen_facts_load_no_board():
    """A game's name, paragraph and playing time come from its ``__init__`` and ``about``
    alone: the board and its parts load when a table is first made (a fresh process, so
    that no other test has loaded them)."""
    out = subprocess.run([sys.executable, "-c", START_SCREEN], capture_output=True, text=True, check=True)
    loaded = set(json.loads(out.stdout.strip().splitlines()[-1]))
    for game in playable():
        assert f"{games.__name__}.{game}.about" in loaded
        for part in ("board", "reading", *PARTS):
            assert f"{games.__name__}.{game}.{part}" not in loaded, (game, part)


@pytest.mark.parametrize("game", playable())
def test_the_board_is_given_by_the_package_on_first_use(game):
    table = games.package(game)
    board = importlib.import_module(f"{games.__name__}.{game}.board")
    assert table.BOARD is type(make_board(game, ["P1", "P2", "P3"])) and table.BOARD.__module__ == board.__name__
    assert table.make_board is board.make_board and callable(table.interesting)
    with pytest.raises(AttributeError):
        table.no_such_part  # noqa: B018
