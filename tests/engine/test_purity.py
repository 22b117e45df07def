"""The engine, the games and the bots import without Qt (checked in a clean interpreter)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

DESKTOP = Path(__file__).resolve().parents[2] / "desktop"

CODE = """
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name == "PySide6" or name.startswith("PySide6."):
            raise ImportError("Qt is not allowed here: " + name)
sys.meta_path.insert(0, Block())
import souptable.engine, souptable.ai, souptable.cli
from souptable.engine import SetupError, available, get
from souptable.ai import LEVELS, make_bot
from souptable.ai.play import play_game
for g in available():
    get(g)
    for level in LEVELS:
        try:
            make_bot(g, level, 0.05)
        except SetupError:
            pass  # a level a game does not have yet; tests/ai checks they all exist
    n = get(g).info.min_players
    play_game(g, max(n, 3) if get(g).info.max_players >= 3 else n, 1, ["random"])
assert not any(m.startswith("PySide6") for m in sys.modules)
print("ok")
"""


def test_engine_games_and_ai_never_import_qt():
    p = subprocess.run(
        [sys.executable, "-c", CODE],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(DESKTOP)},
        timeout=600,
    )
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == "ok"
