"""A fingerprint of what the rules do in random games, to compare two versions of the engine.

    PYTHONPATH=desktop python tests/perf/engine_fingerprint.py --games 6 > after.txt
    PYTHONPATH=desktop python tests/perf/engine_fingerprint.py --games 60 --quiet > after-quiet.txt

Run it on both versions (``PYTHONPATH`` at each one's ``desktop``) and ``diff`` the outputs:
a speed-up must not change a single line. Per game, table size and variant it plays random
games and hashes every legal-action list, every event of ``apply`` with its redaction and
``reveals`` for every seat, every seat's observation, the public view, the census, the
state's fields (those not starting with ``_``), the rounds, the standing, clones, a
determinized deal of the seat to move (and a few steps played on it, by ``apply`` and by
``apply_quiet`` side by side), the result and the returns. A clone taken mid-game is driven
quietly beside the game and must stay equal to it. ``--quiet`` plays many more games the
way the search and the bench do (``apply_quiet`` only) and hashes the legal lists, the final
state, the rounds and the result. Not a test: it prints hashes, it asserts only equalities.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

from souptable.engine import get
from souptable.engine.registry import available
from souptable.engine.rng import pick

sys.path.append(str(Path(__file__).resolve().parents[2]))  # the checkout, for tests.states
from tests.states import tables


def norm(x: Any) -> Any:
    """A JSON-able picture of a value (state, card lists, sets, dataclasses, the match rng)."""
    if isinstance(x, (list, tuple)):
        return [norm(v) for v in x]
    if isinstance(x, (set, frozenset)):
        return sorted(norm(v) for v in x)
    if isinstance(x, dict):
        return sorted([norm(k), norm(v)] for k, v in x.items())
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return [norm(getattr(x, f.name)) for f in dataclasses.fields(x) if not f.name.startswith("_")]
    if hasattr(x, "seed") and hasattr(x, "counter"):
        return [x.seed, x.counter]
    return x if isinstance(x, (int, float, str, bool, type(None))) else repr(x)


def js(x: Any) -> bytes:
    return json.dumps(x, sort_keys=True, default=repr).encode()


def loud(game: str, n: int, opts: dict[str, str], seeds: int, h: Any) -> None:
    rules = get(game)
    for seed in range(seeds):
        rnd = random.Random(seed * 7919 + n)
        st = rules.new_state(n, seed, opts)
        h.update(js([e.to_json() for e in rules.opening_events(n, seed, opts)]))
        twin = None
        step = 0
        while True:
            h.update(js(norm(st)))
            for seat in [None, *range(n)]:
                h.update(js(rules.observe(st, seat)))
            h.update(js(norm(rules.census(st))))
            h.update(js(rules.rounds(st)))
            standing = rules.standing(st)
            h.update(js(standing.to_json() if standing else None))
            mover = rules.to_move(st)
            if mover is None:
                res = rules.result(st)
                assert res is not None
                h.update(js(res.to_json()))
                h.update(js(rules.returns(st)))
                break
            legal = rules.legal_actions(st)
            h.update(js([a.to_json() for a in legal]))
            if step % 5 == 2:
                d = rules.determinize(rules.observe(st, mover), random.Random(step + 31 * seed))
                h.update(js(norm(d)))
                d2 = rules.clone(d)
                r2 = random.Random(step)
                for _ in range(12):
                    if rules.to_move(d) is None:
                        break
                    la = rules.legal_actions(d)
                    h.update(js([a.to_json() for a in la]))
                    a = pick(la, r2)
                    h.update(js([e.to_json() for e in rules.apply(d, a, trusted=True)]))
                    rules.apply_quiet(d2, a)
                    assert d == d2, (game, n, seed, step)
                    for seat in range(n):
                        h.update(js(rules.observe(d, seat)))
            act = pick(legal, rnd)
            if step % 13 == 3:
                c = rules.clone(st)
                assert c == st
                h.update(js(norm(c)))
            for e in rules.apply(st, act):
                h.update(js(e.to_json()))
                for seat in [None, *range(n)]:
                    h.update(js(rules.redact(e, seat).to_json()))
                    if seat is not None:
                        h.update(b"1" if rules.reveals(e, seat) else b"0")
            if twin is not None:
                rules.apply_quiet(twin, act)
                assert twin == st, (game, n, seed, step)
            if step % 40 == 20:
                twin = rules.clone(st)
            step += 1


def quiet(game: str, n: int, opts: dict[str, str], seeds: int, h: Any) -> None:
    rules = get(game)
    rnd = random.Random(n)
    for seed in range(seeds):
        st = rules.new_state(n, seed, opts)
        while rules.to_move(st) is not None:
            legal = rules.legal_actions(st)
            h.update(js([a.to_json() for a in legal]))
            rules.apply_quiet(st, legal[int(rnd.random() * len(legal))])
        res = rules.result(st)
        assert res is not None
        h.update(js(res.to_json()))
        h.update(js(rules.rounds(st)))
        h.update(js(norm(st)))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("games", nargs="*", help="game ids (default: every game)")
    ap.add_argument("--games-per-table", "--games", dest="seeds", type=int, default=6)
    ap.add_argument("--quiet", action="store_true", help="apply_quiet only, legal lists and outcomes")
    args = ap.parse_args()
    play = quiet if args.quiet else loud
    total = hashlib.sha256()
    for game in args.games or available():
        for n, opts in tables(game):
            h = hashlib.sha256()
            play(game, n, opts, args.seeds, h)
            print(game, n, opts, h.hexdigest()[:16], flush=True)
            total.update(h.digest())
    print("TOTAL", total.hexdigest()[:16])


if __name__ == "__main__":
    main()
