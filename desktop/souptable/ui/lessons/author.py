"""Writing a lesson's script: ``python -m souptable.ui.lessons.author [FILE...]``.

A lesson file names its deal (``seed``) and the decisions its author made
(``choices``: ply -> action, for the person's seat and for computer moves the lesson
needs). Every other action comes from the ``normal`` computer player, seeded like a
real game's decision (:func:`souptable.ui.play.botrunner.decision_seed`), so the script is
the same on every machine. This tool plays the game to its end that way and writes the
whole action list into the file's ``script``; then it checks the steps (``script.check``).
No Qt is needed.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

from ...ai import make_bot
from ...engine import Action, Match, get
from ..play.botrunner import decision_seed
from .script import check, parse

MAX_PLIES = 5000


def build_script(
    game: str, players: int, seed: int, options: dict[str, str], choices: dict[int, dict[str, Any]]
) -> list[tuple[int, Action]]:
    """The whole game: the authored ``choices`` where given, else the normal player's move."""
    rules = get(game)
    m = Match(game, players, seed, options)
    bot = make_bot(game, "normal")
    while not m.is_over() and len(m.log) < MAX_PLIES:
        ply = len(m.log)
        seat = m.to_move()
        assert seat is not None
        if ply in choices:
            act = rules.codec.decode(choices[ply])
        else:
            act = bot.choose(m.observe(seat), m.legal_actions(), random.Random(decision_seed(seed, seat, ply)))
        m.play(act)
    return list(m.log)


def rewrite(file: Path) -> list[str]:
    data = json.loads(file.read_text(encoding="utf-8"))
    lesson = parse({**data, "script": []})
    script = build_script(lesson.game, lesson.players, lesson.seed, lesson.options, lesson.choices)
    data["script"] = [{"seat": s, "action": a.to_json()} for s, a in script]
    file.write_text(dump(data), encoding="utf-8")
    return check(parse(data))


def dump(data: dict[str, Any]) -> str:
    """One line per choice, script row and step: readable and small diffs."""
    lines = ["{"]
    keys = list(data)
    for i, key in enumerate(keys):
        comma = "," if i < len(keys) - 1 else ""
        value = data[key]
        if isinstance(value, list) and value and isinstance(value[0], dict):
            rows = [json.dumps(v, ensure_ascii=False) for v in value]
            lines.append(f"  {json.dumps(key)}: [")
            lines += [f"    {r}{',' if j < len(rows) - 1 else ''}" for j, r in enumerate(rows)]
            lines.append(f"  ]{comma}")
        else:
            lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{comma}")
    return "\n".join(lines) + "\n}\n"


def main(argv: list[str]) -> int:
    from ...resources import asset

    files = [Path(a) for a in argv] or sorted(asset("lessons").glob("*.json"))
    bad = 0
    for file in files:
        problems = rewrite(file)
        print(f"{file}: {len(json.loads(file.read_text())['script'])} actions", *problems, sep="\n  ")
        bad += bool(problems)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
