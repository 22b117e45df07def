"""The window at 200 %: a 1920×1080 screen is 960×540 logical pixels (less a top bar).

Each case runs the app in its own process (the scale factor is fixed when Qt starts)
with QT_SCALE_FACTOR=2 on an offscreen screen of 1920×1080 device pixels and a
desktop's 11 pt font: the window opens within the screen's available part, its
minimum fits it with the window frame, and at that size the status line is on screen.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from souptable.ui.shell.docks import FRAME

CHILD = Path(__file__).with_name("scale2_child.py")
AVAILABLE = (0, 27, 960, 513)  # as scale2_child.py gives the window


def run_child(tmp_path: Path, lang: str, game: str, players: int) -> dict[str, object]:
    config = tmp_path / "screen.json"
    screen = {"name": "fullhd", "x": 0, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "dpr": 1}
    config.write_text(json.dumps({"screens": [screen]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", QT_SCALE_FACTOR="2")
    data = tmp_path / "data"
    data.mkdir()
    done = subprocess.run(
        [sys.executable, str(CHILD), str(data), lang, game, str(players)], env=env, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    line = [ln for ln in done.stdout.splitlines() if ln.startswith("{")][-1]
    result: dict[str, object] = json.loads(line)
    return result


@pytest.mark.parametrize(
    "lang,game,players", [("en", "suppenkasper", 6), ("ja", "soupmeng", 5), ("de", "susuru", 4), ("de", "salty", 4)]
)
def test_the_window_at_200_percent_fits_a_1920x1080_screen(tmp_path, lang, game, players):
    out = run_child(tmp_path, lang, game, players)
    assert out["dpr"] == 2.0
    x, y, width, height = AVAILABLE
    room_w, room_h = width - FRAME.width(), height - FRAME.height()
    ox, oy, ow, oh = out["opened"]  # type: ignore[misc]
    assert ow <= room_w and oh <= room_h, out  # opened within the available size (maximised: its normal size too)
    assert ox >= x and oy >= y and ox + ow <= x + width and oy + oh <= y + height, out
    for key in ("start_minimum", "game_minimum"):
        mw, mh = out[key]  # type: ignore[misc]
        assert mw <= room_w and mh <= room_h, (key, out)
    assert out["size"] == [room_w, room_h], out  # not held larger by a minimum
    assert out["status_bottom"] is not None and int(out["status_bottom"]) < room_h, out  # type: ignore[call-overload]
    tw, th = out["table"]  # type: ignore[misc]
    assert tw >= 480 and th >= 200, out  # and the table is still there to play on
