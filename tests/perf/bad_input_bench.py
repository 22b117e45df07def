"""Measure how long the worst inputs take to refuse, and what a card face costs to draw.

    python tests/perf/bad_input_bench.py [--runs 3]

The suite checks that each is refused with the right code (tests/engine/test_jsonio.py,
tests/engine/test_hypothesis_records.py) and that faces stay small (tests/ui/test_art.py);
it never asserts a duration, which fails on a busy machine. These numbers go to
docs/performance.md: each bad input was meant to take well under a second, a face about 1 ms.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "desktop"))


def _refused(fn: Callable[[], object]) -> Callable[[], None]:
    def run() -> None:
        try:
            fn()
        except Exception:  # each one is refused: that is what is timed
            return
        raise AssertionError("accepted")

    return run


def cases() -> dict[str, Callable[[], None]]:
    from souptable.engine.jsonio import parse_json
    from souptable.engine.record import MAX_BYTES, loads, verify

    return {
        "JSON nested 100,000 deep": _refused(lambda: parse_json("[" * 100_000 + "]" * 100_000)),
        "JSON 1,000,001 numbers": _refused(lambda: parse_json("[" + "0," * 1_000_001 + "0]")),
        "JSON unterminated string of 1,000,000 escapes": _refused(lambda: parse_json('"' + '\\"' * 1_000_000)),
        'JSON 300,000 of ["': _refused(lambda: parse_json('["' * 300_000)),
        "record with 1,300,000 values": _refused(lambda: verify(loads("[" + "[]," * 1_300_000 + "[]]"))),
        "record with a string near the size cap": _refused(
            lambda: verify(loads('{"format": "souptable-record", "version": 1, "seats": "' + "x" * (MAX_BYTES - 100) + '"}'))
        ),
    }


def card_faces() -> Callable[[], None]:
    from souptable.ui import art
    from souptable.ui.art.cards import faces
    from souptable.ui.games import playable

    ids = {g: sorted(faces(g)) for g in playable()}

    def run() -> None:
        for game, cards in ids.items():
            for card in cards:
                art.card_face(game, card, f"{card} label")

    run.count = sum(len(c) for c in ids.values())  # type: ignore[attr-defined]
    return run


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    for name, fn in cases().items():
        best = min(_time(fn) for _ in range(args.runs))
        print(f"{name}: refused in {best * 1000:.0f} ms (best of {args.runs})")
    faces_run = card_faces()
    n = faces_run.count  # type: ignore[attr-defined]
    first = _time(faces_run)  # every face drawn for the first time (the art modules load too)
    again = min(_time(faces_run) for _ in range(args.runs))
    print(f"card faces: {first / n * 1000:.2f} ms per face the first time, {again / n * 1000:.3f} ms again, over {n} faces")
    print(f"load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    return 0


def _time(fn: Callable[[], None]) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


if __name__ == "__main__":
    sys.exit(main())
