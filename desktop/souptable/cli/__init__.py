"""``souptable-cli``: headless commands for tests, tournaments and bug reports.

games | play | replay | arena | bench (| host | join: cli/net.py), as DESIGN.md's CLI contract fixes them.
Bad input (unknown game, bad seat list, unreadable record, bad option) exits
2 with one line on stderr, before any work (a path with a newline in it is
shown escaped: the message stays one line); a record whose actions or
summary do not replay exits 1 naming the first bad action. Never imports Qt.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import stat
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from ..engine import RecordError, SetupError, available, get
from ..engine.oldrules import earlier_rules, salvage
from ..engine.record import Record, SeatInfo, load, save, verify

EXIT_BAD_INPUT = 2
EXIT_BAD_RECORD = 1
REPLAY_FAILURES = ("bad_action", "result_mismatch", "rounds_mismatch")


class CliError(Exception):
    """Bad input: printed as one line, exit 2."""


def one_line(text: str) -> str:
    """``text`` with every character that is not printable escaped (``\\n``, ``\\x1b``):
    a file name may hold a newline, and a message is one line on stderr."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise CliError(message)


def whole_number(lo: int, hi: int) -> Callable[[str], int]:
    """An argparse ``type``: an integer within [lo, hi]; the range is in the message."""

    def parse(text: str) -> int:
        try:
            value = int(text.strip())
        except ValueError:
            value = None
        if value is None or not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"must be a whole number from {lo} to {hi} (got {text[:40]!r})")
        return value

    return parse


def number(lo: float, hi: float) -> Callable[[str], float]:
    """An argparse ``type``: a finite number within [lo, hi] (never NaN or infinity)."""

    def parse(text: str) -> float:
        try:
            value = float(text.strip())
        except ValueError:
            value = math.nan
        if not math.isfinite(value) or not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"must be a number from {lo:g} to {hi:g} (got {text[:40]!r})")
        return value

    return parse


def file_name(text: str) -> str:
    """An argparse ``type``: a file name that is not empty."""
    if not text.strip() or "\0" in text:
        raise argparse.ArgumentTypeError(f"needs a file name (got {text[:40]!r})")
    return text


SEEDS = whole_number(-(2**63), 2**63 - 1)  # what a record can hold
PLAYERS = whole_number(1, 64)  # then each game's own range
THINK_TIME = number(0.01, 60.0)  # seconds per decision for 'hard' (the app's worker keeps the same bounds)
ARENA_GAMES = whole_number(1, 100_000)
JOBS = whole_number(1, 64)
ITERATIONS = whole_number(1, 1_000_000)
BENCH_SECONDS = number(0.001, 600.0)
DECISIONS = whole_number(1, 1000)


def _check_target(path: str) -> None:
    """Refuse at once a file to write that is there but is not a regular file."""
    try:
        st = os.stat(os.path.realpath(path))
    except OSError:
        return  # not there yet (or not reachable: writing will say why)
    if not stat.S_ISREG(st.st_mode):
        raise CliError(f"cannot write {path}: it is not a regular file (a folder, a device or a pipe)")


def _levels(text: str) -> list[str]:
    from ..ai import LEVELS

    levels = [x.strip() for x in text.split(",")]
    for lvl in levels:
        if lvl not in LEVELS:
            raise CliError(f"unknown computer level {lvl!r} (levels: {', '.join(LEVELS)})")
    return levels


def _options(pairs: Sequence[str] | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for p in pairs or []:
        key, sep, value = p.partition("=")
        if not sep or not key:
            raise CliError(f"--option takes KEY=VALUE (got {p!r})")
        out[key.strip()] = value.strip()
    return out


def _setup(game: str, players: int, options: dict[str, str]) -> dict[str, str]:
    rules = get(game)
    info = rules.info
    if not info.min_players <= players <= info.max_players:
        raise CliError(f"{info.name} is for {info.min_players} to {info.max_players} players (got {players})")
    return rules.options(options, players)  # a seat option's values at this table, not the largest


def standings(game: str, result: dict[str, Any], seats: list[SeatInfo]) -> str:
    order = sorted(range(len(seats)), key=lambda s: (result["ranks"][s], s))
    lines = [f"{get(game).info.name}: final standings"]
    for s in order:
        who = f"{seats[s].name} ({seats[s].level or seats[s].kind})"
        mark = "  winner" if s in result["winners"] else ""
        lines.append(f"  {result['ranks'][s]}. seat {s + 1}  {who:<24} {result['scores'][s]:>8g}{mark}")
    return "\n".join(lines)


def cmd_games(args: argparse.Namespace) -> int:
    rows: list[dict[str, Any]] = []
    for gid in available():
        info = get(gid).info
        opts = {o.key: {"choices": list(o.choices), "default": o.default} for o in info.options}
        rows.append(
            {
                "id": gid,
                "name": info.name,
                "min_players": info.min_players,
                "max_players": info.max_players,
                "options": opts,
            }
        )
    if args.json:
        print(json.dumps(rows, ensure_ascii=False))
    else:
        for r in rows:
            extra = "".join(f"  option {k}={'|'.join(v['choices'])}" for k, v in r["options"].items())
            print(f"{r['id']:<14}{r['name']:<28}{r['min_players']}-{r['max_players']} players{extra}")
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    from ..ai.arena import fill_lineup
    from ..ai.play import play_game

    options = _setup(args.game, args.players, _options(args.option))
    given = _levels(args.seats)
    if len(given) > args.players:
        raise CliError(f"--seats lists {len(given)} computer players for {args.players} seats")
    if args.record is not None:
        _check_target(args.record)  # before the game, not after it
    levels = fill_lineup(given, args.players)
    match = play_game(args.game, args.players, args.seed, levels, options, args.think_time)
    seats = [SeatInfo(f"Bot {s + 1}", "bot", lvl) for s, lvl in enumerate(levels)]
    rec = Record.of(match, seats)
    if args.record is not None:
        try:
            save(args.record, rec)  # atomic: temporary file, fsync, rename, fsync of the folder
        except OSError as exc:
            raise CliError(f"cannot write {args.record}: {exc.strerror}") from exc
    assert rec.result is not None
    if args.json:
        print(
            json.dumps(
                {
                    "game": args.game,
                    "players": args.players,
                    "seed": args.seed,
                    "options": options,
                    "seats": [s.to_json() for s in seats],
                    "result": rec.result,
                    "rounds": rec.rounds,
                },
                ensure_ascii=False,
            )
        )
    else:
        print(standings(args.game, rec.result, seats))
        if args.record:
            print(f"record written to {args.record} ({len(rec.actions)} actions)")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        rec = load(args.file)
        match = verify(rec)
    except RecordError as exc:
        if exc.code in REPLAY_FAILURES:
            print(f"souptable-cli: replay failed: {one_line(str(exc))}", file=sys.stderr)
            found = salvage(rec) if earlier_rules(exc) else None
            if found is not None:  # not damaged: how much of it the current rules keep
                print(
                    f"souptable-cli: under the current rules the first {found.kept} of its {found.total} actions"
                    f" replay{'' if found.resumable else ' (the game cannot go on from there)'}",
                    file=sys.stderr,
                )
            return EXIT_BAD_RECORD
        raise CliError(f"{args.file}: {exc}") from exc
    res = match.rules.result(match.state)
    if args.json:
        print(
            json.dumps(
                {
                    "game": rec.game,
                    "actions": len(rec.actions),
                    "finished": res is not None,
                    "result": None if res is None else res.to_json(),
                }
            )
        )
        return 0
    print(f"replayed {len(rec.actions)} actions of {match.rules.info.name}: every action legal")
    if res is None:
        print("the game is not finished")
    else:
        print("stored result confirmed" if rec.result is not None else "no stored result to compare")
        print(standings(rec.game, res.to_json(), rec.seats))
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    from ..ai.arena import run_arena

    options = _setup(args.game, args.players, _options(args.option))
    levels = _levels(args.bots)
    if len(levels) > args.players:
        raise CliError(f"--bots lists {len(levels)} levels for {args.players} seats")
    # --games, --jobs and --iterations are in range already (their argparse types)
    out = run_arena(args.game, args.players, levels, args.games, args.seed, options, args.jobs, args.think_time, args.iterations)
    if args.json:
        print(json.dumps(out))
        return 0
    print(
        f"{get(args.game).info.name}, {args.players} players, {args.games} games, seats rotated "
        f"(fair share {out['fair_share']:.3f})"
    )
    for r in out["results"]:
        lo, hi = r["win_share_ci95"]
        print(
            f"  {r['bot']:<8} win share per seat {r['win_share']:.3f}  95% [{lo:.3f}, {hi:.3f}]  mean score {r['mean_score']:g}"
        )
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from ..ai.bench import run_bench

    games = [args.game] if args.game else available()
    for g in games:
        get(g)
    out = run_bench(games, args.seconds, args.decisions, args.think_time)
    if args.json:
        print(json.dumps(out))
        return 0
    ref = out["oh_hell"]["open_spiel"]
    print("engine (random playouts)" + (f", beside OpenSpiel {ref}'s oh_hell:" if ref else ":"))
    for e in out["engine"]:
        beside = ""
        if e["ratio_to_oh_hell"] is not None:
            beside = (
                f"   oh_hell {e['oh_hell_players']} players {e['oh_hell_actions_per_s']:>10.0f} actions/s"
                f"   ratio {e['ratio_to_oh_hell']:.2f}"
            )
        print(
            f"  {e['game']:<14}{e['players']} players  {e['random_games_per_s']:>9.1f} games/s"
            f"  {e['actions_per_s']:>10.0f} actions/s{beside}"
        )
    if not ref:
        print("  (open_spiel is not installed, so no oh_hell beside these: pip install 'souptable[bench]')")
    print("computer players (think time per decision):")
    for b in out["bots"]:
        print(
            f"  {b['game']:<14}{b['level']:<8} median {b['median_s']:.4f} s  p95 {b['p95_s']:.4f} s"
            f"  {b['iterations_per_s']} iterations/s"
        )
    return 0


def cmd_review(args: argparse.Namespace) -> int:
    from ..ai.review import ReviewInputError, command

    try:
        return command(args.file, args.seat, args.budget, args.iterations, args.json)
    except ReviewInputError as exc:
        raise CliError(str(exc)) from exc


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="souptable-cli", description="Soup Table, headless: play, replay, arena, bench.")
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)

    g = sub.add_parser("games", help="list the games")
    g.add_argument("--json", action="store_true")
    g.set_defaults(func=cmd_games)

    def common(sp: argparse.ArgumentParser) -> None:
        sp.add_argument("game")
        sp.add_argument("--players", type=PLAYERS, required=True)
        sp.add_argument("--seed", type=SEEDS, default=0)
        sp.add_argument("--option", action="append", metavar="KEY=VALUE")
        sp.add_argument("--think-time", type=THINK_TIME, default=1.0, help="seconds per decision for 'hard' (0.01 to 60)")
        sp.add_argument("--json", action="store_true")

    pl = sub.add_parser("play", help="a whole game between computer players")
    common(pl)
    pl.add_argument("--seats", required=True, help="levels, comma-separated (the last fills the table)")
    pl.add_argument("--record", metavar="FILE", type=file_name)
    pl.set_defaults(func=cmd_play)

    rp = sub.add_parser("replay", help="re-execute a record and check it")
    rp.add_argument("file")
    rp.add_argument("--json", action="store_true")
    rp.set_defaults(func=cmd_replay)

    ar = sub.add_parser("arena", help="many games, seats rotated, win shares")
    common(ar)
    ar.add_argument("--bots", required=True)
    ar.add_argument("--games", type=ARENA_GAMES, default=100, help="1 to 100000")
    ar.add_argument("--jobs", type=JOBS, default=1)
    ar.add_argument(
        "--iterations", type=ITERATIONS, help="simulations per decision for 'hard' instead of --think-time (reproducible)"
    )
    ar.set_defaults(func=cmd_arena)

    be = sub.add_parser("bench", help="engine and computer player speed")
    be.add_argument("game", nargs="?")
    be.add_argument("--json", action="store_true")
    be.add_argument("--seconds", type=BENCH_SECONDS, default=1.0, help="playout time per game and player count")
    be.add_argument("--decisions", type=DECISIONS, default=8, help="decisions timed per level")
    be.add_argument("--think-time", type=THINK_TIME, default=1.0)
    be.set_defaults(func=cmd_bench)

    rv = sub.add_parser("review", help="the hard player's review of one seat's decisions in a record")
    rv.add_argument("file")
    rv.add_argument("--seat", type=PLAYERS, required=True, help="the seat to review, from 1")
    per = rv.add_mutually_exclusive_group()  # one budget: seconds or simulations, not both
    per.add_argument("--budget", type=THINK_TIME, help="seconds per decision, 0.01 to 60 (default: 1, less in long games)")
    per.add_argument("--iterations", type=ITERATIONS, help="simulations per decision instead of --budget (reproducible)")
    rv.add_argument("--json", action="store_true")
    rv.set_defaults(func=cmd_review)

    from .net import add_commands  # host, join: remote seats (souptable.net)

    add_commands(sub)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        return int(args.func(args))
    except (CliError, SetupError) as exc:
        print(f"souptable-cli: error: {one_line(str(exc))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
