"""Golden playthroughs: what every seat's view and the log say at every step.

For a fixed seed and computer players, the first steps of each game are told from
each seat's view (and the public one): the cards it sees face up per zone, the face-down
counts, the table's labels, the score panel and the log lines of that step. The text is
checked into ``tests/ui/golden/<game>.txt``; a change in what a seat sees (a leak, or a
lost word) shows as a diff. After an intended change, regenerate with
``SOUPTABLE_UPDATE_GOLDEN=1 python -m pytest tests/ui/test_golden.py`` and read the diff.
"""

from __future__ import annotations

import json
import os
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSizeF

from souptable.ai import make_bot
from souptable.ai.play import bot_rng
from souptable.engine import Match, get
from souptable.ui.games import make_board, playable

GOLDEN = Path(__file__).parent / "golden"
STEPS = 24
SIZE = QSizeF(1200, 700)


def view_lines(board: Any, match: Match, seat: int | None, events: list[Any]) -> list[str]:
    rules = match.rules
    obs = rules.observe(match.state, seat)
    legal = match.legal_actions() if seat is not None and match.to_move() == seat else []
    layout = board.build(obs, legal, SIZE)
    faces: dict[str, list[str]] = defaultdict(list)
    backs: dict[str, int] = defaultdict(int)
    for s in layout.specs:
        if s.card is not None and s.face_up:
            faces[s.zone or "-"].append(str(s.card))
        elif not s.face_up:
            backs[s.zone or "-"] += 1
    out = [f"  cards {z}: {' '.join(sorted(cs))}" for z, cs in sorted(faces.items())]
    out += [f"  face down {z}: {n}" for z, n in sorted(backs.items())]
    out.append("  labels: " + " | ".join(lab.text for lab in sorted(layout.labels, key=lambda x: x.key) if lab.text))
    head, rows = board.scoreboard(obs)
    out.append("  scores: " + " | ".join(head))
    out += ["    " + " | ".join(r) for r in rows]
    for ev in events:
        line = board.describe(rules.redact(ev, seat))
        if line:
            out.append("  log: " + line)
    if legal:
        out.append("  prompt: " + board.prompt(obs, legal))
    return out


def playthrough(game: str) -> str:
    rules = get(game)
    n = rules.info.min_players
    match = Match(game, n, 11)
    bots = [make_bot(game, "normal") for _ in range(n)]
    rngs = [bot_rng(11, s) for s in range(n)]
    board = make_board(game, [f"P{i + 1}" for i in range(n)])
    lines = [f"# {game}, {n} players, seed 11, normal players: the first {STEPS} steps"]
    for step in range(STEPS):
        seat = match.to_move()
        if seat is None:
            break
        legal = match.legal_actions()
        act = bots[seat].choose(match.observe(seat), legal, rngs[seat])
        events = match.play(act)
        lines.append(f"## step {step + 1}: seat {seat} {json.dumps(act.to_json(), sort_keys=True)}")
        for viewer in [*range(n), None]:
            lines.append("public" if viewer is None else f"seat {viewer}")
            lines += view_lines(board, match, viewer, events)
    return "\n".join(lines) + "\n"


@pytest.fixture
def english(qapp):
    """The app's English: its catalog holds the plural forms ("1 card", "2 cards"), so the
    text does not depend on which tests ran before."""
    from souptable.ui.base.languages import Languages

    langs = Languages()
    assert langs.install("en")
    return langs


@pytest.mark.parametrize("game", playable())
def test_golden_playthrough(english, game):
    path = GOLDEN / f"{game}.txt"
    text = playthrough(game)
    if os.environ.get("SOUPTABLE_UPDATE_GOLDEN"):
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden file: run with SOUPTABLE_UPDATE_GOLDEN=1 to make {path.name}"
    assert text == path.read_text(encoding="utf-8")
