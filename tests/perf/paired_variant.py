"""Variants of the ``hard`` player compared over the same deals (paired).

    python tests/perf/paired_variant.py soupmeng --players 4 --games 200 --seed 7000 \
        --iterations 500 --jobs 2 \
        --variant base: --variant more:iterations=2000 --variant oracle:know=all

Every variant plays the same games: game ``g`` is dealt from ``seed + g`` and
seats one ``hard`` player at seat ``g % players`` among ``normal`` players,
exactly as ``souptable-cli arena GAME --bots hard,normal --seed SEED`` does,
so a variant without settings reproduces that arena's hard row. Because the
deals and the others' random streams are shared, the luck of the deal
cancels out of the difference between two variants: the paired difference
(this variant's win minus the first variant's, game by game) has a much
narrower interval than two separate win shares would.

A variant is ``NAME:key=value,key=value`` with these keys:

- ``iterations`` (simulations per decision; default ``--iterations``),
  ``think_time`` (seconds; used when ``iterations=0``), ``trust``,
  ``exploration``, ``widen``: the :class:`IsmctsBot` settings;
- ``deal=plain``: hidden cards dealt by the rules' plain ``determinize``
  instead of the game's ``deal`` hook (hands like sensible players build);
- ``know=all``: *a measurement of the value of hidden information, never a
  way to play*: every simulated world is a copy of the true state (every
  hand and the order of the draw pile), so the search sees what a player
  cannot. It says how much better the search would do if deducing the
  hidden cards were perfect;
- ``know=lucky`` (Soup Meng Ramen only; the same kind of measurement):
  worlds are dealt as usual, but every bowl's lucky topping is the true
  one, so the search knows the others' lucky toppings and nothing else
  hidden. It bounds what a better belief about them could add;
- ``src=PATH``: the ``desktop`` directory of another source tree (for
  example a ``git worktree`` of another commit), to compare builds.

Prints each variant's win share per seat with a 95% interval and its paired
difference to the first variant (with the number of games whose outcome for
hard changed). A benchmark, not a test: never part of the default run.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

HERE_SRC = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "desktop"))
BOT_KEYS = {"iterations": int, "think_time": float, "trust": float, "exploration": float, "widen": float}
OTHER_KEYS = {"deal": ("plain",), "know": ("all", "lucky"), "src": None}


def parse_variant(text: str, iterations: int) -> tuple[str, dict[str, Any]]:
    """``NAME:key=value,...`` -> (name, settings); raises ``ValueError`` with a clear message."""
    name, sep, spec = text.partition(":")
    if not sep or not name:
        raise ValueError(f"variant {text!r}: write NAME:key=value,... (NAME: for the build as it is)")
    cfg: dict[str, Any] = {"iterations": iterations}
    for item in filter(None, spec.split(",")):
        key, eq, value = item.partition("=")
        if not eq:
            raise ValueError(f"variant {name}: {item!r} is not key=value")
        if key in BOT_KEYS:
            try:
                cfg[key] = BOT_KEYS[key](value)
            except ValueError:
                raise ValueError(f"variant {name}: {key}={value!r} is not a number") from None
        elif key in OTHER_KEYS:
            allowed = OTHER_KEYS[key]
            if allowed is not None and value not in allowed:
                raise ValueError(f"variant {name}: {key} can only be {', '.join(allowed)}")
            if key == "src" and not os.path.isdir(os.path.join(value, "souptable")):
                raise ValueError(f"variant {name}: {value} has no souptable package")
            cfg[key] = value
        else:
            keys = ", ".join([*BOT_KEYS, *OTHER_KEYS])
            raise ValueError(f"variant {name}: unknown setting {key!r} (settings: {keys})")
    return name, cfg


def use_source(src: str) -> None:
    """Pool initializer: import ``souptable`` from ``src`` in this worker."""
    sys.path.insert(0, src)


def with_true_lucky(world: Any, truth: Any) -> Any:
    """``world`` (a dealt Soup Meng Ramen state) with every bowl's lucky
    topping, and so the undealt bowl cards, taken from ``truth``."""
    for row, true_row in zip(world.bowls, truth.bowls, strict=True):
        for b, t in zip(row, true_row, strict=True):
            b.lucky = t.lucky
    world.spare_bowls = list(truth.spare_bowls)
    return world


def play_one(job: tuple[str, int, int, dict[str, Any], dict[str, str]]) -> tuple[float, int, float, int]:
    """(hard's win value, its decisions, its seconds thinking, its simulations) in one game."""
    # Imported here, after ``use_source``: the variant's tree, not this one.
    import souptable
    from souptable.ai import heuristics_for, make_bot
    from souptable.ai.ismcts import IsmctsBot
    from souptable.ai.play import bot_rng
    from souptable.engine import Match

    game, players, seed, cfg, options = job
    src = os.path.realpath(cfg.get("src", HERE_SRC))
    if not os.path.realpath(souptable.__file__).startswith(src + os.sep):
        raise RuntimeError(f"souptable came from {souptable.__file__}, not from {src}")
    me = (seed - cfg["first_seed"]) % players
    match = Match(game, players, seed, options)
    iterations = cfg["iterations"] or None
    hard = IsmctsBot(game, cfg.get("think_time", 1.0), heuristics_for(game), max_iterations=iterations)
    for key in ("trust", "exploration", "widen"):
        if key in cfg:
            setattr(hard, key, cfg[key])
    if cfg.get("deal") == "plain":
        hard.deal = None
    if cfg.get("know") == "all":
        hard.world = lambda obs, rnd: match.rules.clone(match.state)  # type: ignore[method-assign]
    elif cfg.get("know") == "lucky":
        dealt = hard.world
        hard.world = lambda obs, rnd: with_true_lucky(dealt(obs, rnd), match.state)  # type: ignore[method-assign]
    bots = [hard if s == me else make_bot(game, "normal") for s in range(players)]
    rngs = [bot_rng(seed, s) for s in range(players)]
    # The loop of ``souptable.ai.play.play_game``, written out: it times hard's
    # decisions, and ``src`` trees from other commits may have another play_game.
    decisions, seconds, sims = 0, 0.0, 0
    while (seat := match.to_move()) is not None:
        legal = match.legal_actions()
        if len(legal) == 1:
            match.play(legal[0])
            continue
        t0 = time.perf_counter()
        act = bots[seat].choose(match.observe(seat), legal, rngs[seat])
        if seat == me:
            decisions += 1
            seconds += time.perf_counter() - t0
            sims += hard.last_iterations
        match.play(act)
    res = match.rules.result(match.state)
    assert res is not None
    return (1.0 / len(res.winners) if me in res.winners else 0.0), decisions, seconds, sims


def mean_ci95(xs: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its normal-approximation 95% interval.
    Not ``souptable.ai.arena.mean_ci95``: that one clips to [0, 1], and a
    paired difference may be negative."""
    m = sum(xs) / len(xs)
    if len(xs) < 2:
        return m, float("inf")
    var = sum((x - m) ** 2 for x in xs) / (len(xs) - 1)
    return m, 1.96 * math.sqrt(var / len(xs))


def run_variant(a: argparse.Namespace, cfg: dict[str, Any], options: dict[str, str]) -> list[tuple[float, int, float, int]]:
    cfg = {**cfg, "first_seed": a.seed}
    work = [(a.game, a.players, a.seed + g, cfg, options) for g in range(a.games)]
    # spawn: a worker must not inherit this process's imports (``src`` may differ).
    ctx = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(a.jobs, mp_context=ctx, initializer=use_source, initargs=(cfg.get("src", HERE_SRC),)) as pool:
        return list(pool.map(play_one, work, chunksize=1))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("game")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--iterations", type=int, default=500, help="simulations per decision unless a variant says")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option, as for the arena")
    ap.add_argument("--variant", action="append", required=True, metavar="NAME:key=value,...")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    try:
        variants = [parse_variant(v, a.iterations) for v in a.variant]
        options = dict(o.split("=", 1) for o in (a.option or []))
    except ValueError as exc:
        ap.error(str(exc))
    if a.games < 1 or a.jobs < 1:
        ap.error("--games and --jobs must be at least 1")
    if a.game != "soupmeng" and any(cfg.get("know") == "lucky" for _, cfg in variants):
        ap.error("know=lucky is for soupmeng only: no other game hides lucky toppings")
    rows = []
    first: list[float] = []
    for name, cfg in variants:
        t0 = time.time()
        out = run_variant(a, cfg, options)
        wins = [o[0] for o in out]
        decisions = sum(o[1] for o in out)
        win, half = mean_ci95(wins)
        row: dict[str, Any] = {
            "variant": name,
            "settings": cfg,
            "win_share": round(win, 4),
            "win_share_ci95": [round(max(0.0, win - half), 4), round(min(1.0, win + half), 4)],
            "s_per_decision": round(sum(o[2] for o in out) / max(1, decisions), 4),
            "simulations_per_decision": round(sum(o[3] for o in out) / max(1, decisions)),
            "wall_s": round(time.time() - t0, 1),
            "wins": wins,
        }
        if first:
            diff, dhalf = mean_ci95([x - y for x, y in zip(wins, first, strict=True)])
            row["minus_first"] = round(diff, 4)
            row["minus_first_ci95"] = [round(diff - dhalf, 4), round(diff + dhalf, 4)]
            row["outcomes_changed"] = sum(1 for x, y in zip(wins, first, strict=True) if x != y)
        else:
            first = wins
        rows.append(row)
        if not a.json:
            line = f"{name:<12} hard {win:.3f} (95% {row['win_share_ci95'][0]:.3f}-{row['win_share_ci95'][1]:.3f})"
            line += f"  {row['simulations_per_decision']} sims, {row['s_per_decision']} s per decision"
            if "minus_first" in row:
                lo, hi = row["minus_first_ci95"]
                changed = row["outcomes_changed"]
                line += f"  minus {variants[0][0]}: {diff:+.3f} (95% {lo:+.3f}, {hi:+.3f}; {changed} outcomes changed)"
            print(line, flush=True)
    if a.json:
        report = {"game": a.game, "players": a.players, "games": a.games, "seed": a.seed, "fair_share": round(1 / a.players, 4)}
        print(json.dumps({**report, "variants": rows}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
