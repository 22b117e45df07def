"""``souptable-cli host`` and ``souptable-cli join``: remote seats, headless.

``host GAME --players N --seats remote,normal,... [--seed S] [--port P]
[--bind ADDR] [--record FILE] [--invites FILE] [--json]`` waits for the remote
seats, plays the game, writes the record, prints the result and exits 0.
``--invites FILE`` is written once the host listens: a JSON list of
``{"seat": N, "url": "souptable://HOST:PORT/TOKEN"}`` (seats from 1).

``join URL --bot LEVEL [--json]`` plays the invited seat with a computer player
to the end and prints the result (exit 1 when the seat cannot be played: bad
token, other protocol version, host gone). Bad arguments exit 2 with one line.
No Qt here.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import random
import sys
from pathlib import Path
from typing import Any

from ..engine import Match, SetupError, get
from ..engine.jsonio import write_json
from ..engine.record import SeatInfo, save
from .client import ClientFailure, TableMirror, play_seat
from .host import REMOTE, HostTable
from .protocol import DEFAULT_BIND, parse_invite


def add_commands(sub: Any) -> None:
    # the CLI's validators: every number in range, with the range in the message
    from ..cli import PLAYERS, SEEDS, THINK_TIME, file_name, whole_number

    PORTS = whole_number(0, 65535)

    """Add ``host`` and ``join`` to the CLI's subcommands."""
    ho = sub.add_parser("host", help="host a table with remote seats over WebSocket")
    ho.add_argument("game")
    ho.add_argument("--players", type=PLAYERS, required=True)
    ho.add_argument("--seats", required=True, help="per seat 'remote' or a computer level, comma-separated")
    ho.add_argument("--seed", type=SEEDS, help="default: drawn at random (the seed stays on the host)")
    ho.add_argument("--port", type=PORTS, default=0, help="0 to 65535 (default 0: any free port)")
    ho.add_argument("--bind", default=DEFAULT_BIND, help=f"address to listen on (default {DEFAULT_BIND}: this computer only)")
    ho.add_argument("--option", action="append", metavar="KEY=VALUE")
    ho.add_argument("--record", metavar="FILE", type=file_name)
    ho.add_argument("--invites", metavar="FILE", help="write the invite links here (JSON) once listening")
    ho.add_argument("--hints", action="store_true", help="let remote players ask their own computer for hints")
    ho.add_argument("--think-time", type=THINK_TIME, default=1.0, help="0.01 to 60")
    ho.add_argument("--json", action="store_true")
    ho.set_defaults(func=cmd_host)

    jo = sub.add_parser("join", help="play an invited seat with a computer player")
    jo.add_argument("url")
    jo.add_argument("--bot", required=True, metavar="LEVEL")
    jo.add_argument("--think-time", type=THINK_TIME, default=1.0, help="0.01 to 60")
    jo.add_argument("--json", action="store_true")
    jo.set_defaults(func=cmd_join)


def _cli_error(message: str) -> Exception:
    """Bad input: the CLI prints the one line and exits 2 (it catches ``SetupError``)."""
    return SetupError("bad_argument", message)


def _game_options(game: str, players: int, pairs: list[str] | None) -> dict[str, str]:
    rules = get(game)
    info = rules.info
    if not info.min_players <= players <= info.max_players:
        raise _cli_error(f"{info.name} is for {info.min_players} to {info.max_players} players (got {players})")
    given: dict[str, str] = {}
    for p in pairs or []:
        key, sep, value = p.partition("=")
        if not sep or not key:
            raise _cli_error(f"--option takes KEY=VALUE (got {p!r})")
        given[key.strip()] = value.strip()
    return rules.options(given, players)


def _drivers(text: str, players: int) -> list[str]:
    from ..ai import LEVELS

    given = [x.strip() for x in text.split(",")]
    for d in given:
        if d != REMOTE and d not in LEVELS:
            raise _cli_error(f"unknown seat {d!r} (seats: remote, {', '.join(LEVELS)})")
    if len(given) > players:
        raise _cli_error(f"--seats lists {len(given)} seats for {players} players")
    drivers = given + [given[-1]] * (players - len(given))
    if REMOTE not in drivers:
        raise _cli_error("--seats has no remote seat (use 'play' for a game between computers)")
    return drivers


def cmd_host(args: argparse.Namespace) -> int:
    from ..cli import _standings

    options = _game_options(args.game, args.players, args.option)
    drivers = _drivers(args.seats, args.players)
    if not 0 <= args.port <= 65535:
        raise _cli_error(f"--port must be 0 to 65535 (got {args.port})")
    for path in (args.invites, args.record):
        if path and not Path(path).parent.resolve().is_dir():
            raise _cli_error(f"no such folder for {path}")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 2**31)
    logging.basicConfig(level=logging.INFO, format="souptable-cli host: %(message)s", stream=sys.stderr)
    logging.getLogger("websockets").setLevel(logging.WARNING)
    match = Match(args.game, args.players, seed, options)
    table = HostTable(match, drivers, hints=args.hints, think_time=args.think_time)
    say = sys.stderr if args.json else sys.stdout

    async def run() -> Any:
        try:
            port = await table.start(args.bind, args.port)
        except OSError as exc:
            raise _cli_error(f"cannot listen on {args.bind}:{args.port}: {exc.strerror or exc}") from exc
        invites = table.invites()
        print(f"{get(args.game).info.name}: hosting {args.players} seats on {args.bind}:{port}", file=say, flush=True)
        for inv in invites:
            print(f"  seat {inv['seat']}: {inv['url']}", file=say, flush=True)
        if args.invites:
            # the invites hold the seats' secret tokens: the one atomic writer, owner-only
            write_json(args.invites, invites, private=True)
        try:
            await table.wait_joined()
            return await table.play()
        finally:
            await asyncio.sleep(0.05)  # the last view reaches the clients
            await table.close("over")

    result = asyncio.run(run())
    seats = table.record().seats
    rec = table.record()
    if args.record:
        try:
            save(args.record, rec)
        except OSError as exc:
            raise _cli_error(f"cannot write {args.record}: {exc.strerror}") from exc
    if args.json:
        out = {
            "game": args.game,
            "players": args.players,
            "seed": seed,
            "options": options,
            "seats": [s.to_json() for s in seats],
            "result": rec.result,
            "rounds": rec.rounds,
            "refused": table.server.refusals,
        }
        print(json.dumps(out, ensure_ascii=False))
    else:
        print(_standings(args.game, result.to_json(), seats))
        if args.record:
            print(f"record written to {args.record} ({len(rec.actions)} actions)")
    return 0


def cmd_join(args: argparse.Namespace) -> int:
    from ..ai import LEVELS
    from ..cli import _standings

    try:
        invite = parse_invite(args.url)
    except ValueError as exc:
        raise _cli_error(str(exc)) from exc
    if args.bot not in LEVELS:
        raise _cli_error(f"unknown computer level {args.bot!r} (levels: {', '.join(LEVELS)})")
    try:
        mirror: TableMirror = asyncio.run(play_seat(invite, args.bot, think_time=args.think_time))
    except ClientFailure as exc:
        print(f"souptable-cli: join failed: {exc.code} {exc.params or ''}".rstrip(), file=sys.stderr)
        return 1
    if mirror.result is None:
        print("souptable-cli: join failed: the host ended the table before the game was over", file=sys.stderr)
        return 1
    if args.json:
        out = {
            "game": mirror.game,
            "seat": mirror.seat + 1,
            "players": mirror.players,
            "names": mirror.names,
            "result": mirror.result,
            "rounds": mirror.rounds(),
        }
        print(json.dumps(out, ensure_ascii=False))
    else:
        seats = [SeatInfo(n, "bot", args.bot if s == mirror.seat else mirror.kinds[s]) for s, n in enumerate(mirror.names)]
        print(f"playing seat {mirror.seat + 1} ({mirror.names[mirror.seat]})")
        print(_standings(mirror.game, mirror.result, seats))
    return 0
