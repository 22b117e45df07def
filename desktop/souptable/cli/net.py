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
import contextlib
import ipaddress
import json
import logging
import os
import random
import re
import signal
import socket
import sys
import threading
import time
from pathlib import Path
from typing import Any

from ..engine import Match, SetupError, get
from ..engine.errors import DataError
from ..engine.jsonio import write_json
from ..engine.record import SeatInfo, save
from ..net import keep
from ..net.addresses import ANY, link_hosts, only_here
from ..net.client import ClientFailure, TableMirror, play_seat
from ..net.host import REMOTE, HostTable
from ..net.keep import KeptTable
from ..net.protocol import DEFAULT_BIND, parse_invite


def add_commands(sub: Any) -> None:
    # the CLI's validators: every number in range, with the range in the message
    from . import PLAYERS, SEEDS, THINK_TIME, file_name, number, whole_number

    PORTS = whole_number(0, 65535)

    """Add ``host`` and ``join`` to the CLI's subcommands."""
    ho = sub.add_parser("host", help="host a table with remote seats over WebSocket")
    ho.add_argument("game")
    ho.add_argument("--players", type=PLAYERS, required=True)
    ho.add_argument("--seats", required=True, help="per seat 'remote' or a computer level, comma-separated")
    ho.add_argument("--seed", type=SEEDS, help="default: drawn at random (the seed stays on the host)")
    ho.add_argument("--port", type=PORTS, default=0, help="0 to 65535 (default 0: any free port)")
    ho.add_argument(
        "--bind",
        default=DEFAULT_BIND,
        help=f"address to listen on (default {DEFAULT_BIND}: this computer only; 0.0.0.0 or :: for other computers)",
    )
    ho.add_argument("--option", action="append", metavar="KEY=VALUE")
    ho.add_argument("--record", metavar="FILE", type=file_name)
    ho.add_argument("--invites", metavar="FILE", help="write the invite links here (JSON) once listening")
    ho.add_argument("--table", metavar="FILE", help="keep the table here (owner-only): the same command started again resumes it")
    ho.add_argument(
        "--no-announce", action="store_true", help="do not list the table on the local network (mDNS) when open to it"
    )
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

    fi = sub.add_parser("find", help="list the tables announced on the local network (no links: ask their host)")
    fi.add_argument("--seconds", type=number(0.1, 3600.0), default=3.0, help="how long to look, 0.1 to 3600 (default 3)")
    fi.add_argument("--json", action="store_true", help="one JSON line each time the list changes")
    fi.set_defaults(func=cmd_find)


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


def _check_bind(text: str) -> str:
    """``--bind``: an IP address, ``localhost`` or a host name (checked before any work)."""
    from ..net.addresses import ANY

    if text in ANY:
        return text
    try:
        return str(ipaddress.ip_address(text.strip("[]")))
    except ValueError:
        pass
    labels = text.rstrip(".").split(".")
    if len(text) > 253 or not all(_LABEL.fullmatch(label) for label in labels):
        shown = text if len(text) <= 40 else text[:40] + "…"
        raise _cli_error(f"--bind takes an address of this computer such as 127.0.0.1, :: or 0.0.0.0 (got {shown!r})")
    return text


_LABEL = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?")


def _check_output(option: str, path: str | None) -> None:
    """A file the host will write: a new or regular file in a folder that exists, checked
    before the host listens or plays (a mistake found after the game would lose it)."""
    if path is None:
        return
    if not path.strip() or "\0" in path:
        raise _cli_error(f"{option} needs a file name (got {path[:40]!r})")
    p = Path(path)
    if p.exists() and not p.is_file():
        raise _cli_error(f"{option} {path}: not a regular file (a folder, a device or a pipe)")
    folder = p.parent.resolve()
    if not folder.is_dir():
        raise _cli_error(f"{option} {path}: no such folder {str(folder)!r}")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise _cli_error(f"{option} {path}: the folder cannot be written")


def _kept_or_new(args: argparse.Namespace, options: dict[str, str], drivers: list[str]) -> tuple[Match, KeptTable | None]:
    """The game kept in ``--table FILE`` (it must be the same table), or a new one."""
    if args.table is None or not Path(args.table).exists():
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 2**31)
        return Match(args.game, args.players, seed, options), None
    try:
        kept = keep.load(args.table)
    except DataError as exc:
        raise _cli_error(str(exc)) from exc
    rec = kept.record
    if (rec.game, rec.players, kept.drivers) != (args.game, args.players, drivers):
        raise _cli_error(
            f"{args.table} keeps another table ({rec.game}, {rec.players} players, seats {','.join(kept.drivers)}):"
            " start it with those, or give another --table"
        )
    if args.seed is not None and args.seed != rec.seed:
        raise _cli_error(f"{args.table} keeps a game of another seed: leave --seed out to resume it")
    try:
        match, _events = keep.resume(kept)
    except DataError as exc:
        raise _cli_error(f"{args.table} cannot be resumed: {exc}") from exc
    return match, kept


def cmd_host(args: argparse.Namespace) -> int:
    from . import standings

    # every argument is checked before the host listens, plays or writes anything
    bind = _check_bind(args.bind)
    options = _game_options(args.game, args.players, args.option)
    drivers = _drivers(args.seats, args.players)
    if not 0 <= args.port <= 65535:
        raise _cli_error(f"--port must be 0 to 65535 (got {args.port})")
    for option, path in (("--invites", args.invites), ("--record", args.record), ("--table", args.table)):
        _check_output(option, path)
    match, kept = _kept_or_new(args, options, drivers)
    logging.basicConfig(level=logging.INFO, format="souptable-cli host: %(message)s", stream=sys.stderr)
    logging.getLogger("websockets").setLevel(logging.WARNING)
    hints = kept.hints if kept is not None else args.hints
    table = HostTable(
        match,
        drivers,
        hints=hints,
        think_time=args.think_time,
        tokens=dict(kept.tokens) if kept is not None else None,
        announce=None if args.no_announce else socket.gethostname().split(".")[0],
    )
    if kept is not None:
        table.resume(keep.resume(kept)[1])
    say = sys.stderr if args.json else sys.stdout

    def keep_table(*_: Any) -> None:
        if args.table is None:
            return
        try:
            keep.save(args.table, table.record(), drivers, table.tokens, bind, table.server.port, hints=hints)
        except OSError as exc:  # a full disk must not stop the game; the log says so
            logging.getLogger("souptable.net").warning("the table could not be kept in %s: %s", args.table, exc)

    async def run() -> Any:
        task = asyncio.current_task()
        loop = asyncio.get_running_loop()
        with contextlib.suppress(NotImplementedError, RuntimeError):  # a kill stops the host as Ctrl+C does
            if task is not None:
                loop.add_signal_handler(signal.SIGTERM, task.cancel)
        port = args.port or (kept.port if kept is not None else 0)
        try:
            port = await table.start(bind, port)
        except asyncio.CancelledError:  # stopped while starting: withdraw what was announced
            with contextlib.suppress(Exception):
                await asyncio.shield(table.close("closed"))
            raise
        except OSError as exc:
            if kept is None or args.port:
                raise _cli_error(f"cannot listen on {bind}:{port}: {exc.strerror or exc}") from exc
            port = await table.start(bind, 0)  # the kept port is taken: a new one, so new links
            print(f"port {kept.port} is taken: the links change", file=sys.stderr, flush=True)
        hosts = link_hosts(bind)
        invites = [{**inv, "urls": [table.invites(h)[k]["url"] for h in hosts]} for k, inv in enumerate(table.invites(hosts[0]))]
        where = f"{bind}:{port}" if bind not in ANY else f"port {port} of every address"
        verb = "resuming" if kept is not None else "hosting"
        print(f"{get(args.game).info.name}: {verb} {args.players} seats on {where}", file=say, flush=True)
        for inv in invites:
            print(f"  seat {inv['seat']}: {inv['url']}", file=say, flush=True)
            for other in inv["urls"][1:]:
                print(f"          {other}", file=say, flush=True)
        if any(only_here(h) for h in hosts[:1]):
            print("  (these links work only on this computer: --bind 0.0.0.0 or :: opens the table to others)", file=say)
        if args.invites:
            # the invites hold the seats' secret tokens: the one atomic writer, owner-only
            write_json(args.invites, invites, private=True)
        keep_table()
        table.on_change = keep_table
        reason = "closed"
        try:
            if kept is None:
                await table.wait_joined()
            result = await table.play()
            reason = "over"
            return result
        finally:
            if reason != "over" and args.table is not None:
                reason = "paused"  # the table is kept: friends' apps wait and come back with it
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.sleep(0.05)  # the last view reaches the clients
            await table.close(reason)

    try:
        result = asyncio.run(run())
    except (KeyboardInterrupt, asyncio.CancelledError):
        if args.table is not None:
            print(f"souptable-cli host: stopped; the table is kept in {args.table}: the same command resumes it", file=sys.stderr)
        else:
            print("souptable-cli host: stopped; the table is closed", file=sys.stderr)
        return 130
    if args.table is not None:
        keep.forget(args.table)
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
            "seed": match.seed,
            "options": dict(match.options),
            "seats": [s.to_json() for s in seats],
            "result": rec.result,
            "rounds": rec.rounds,
            "refused": table.server.refusals,
        }
        print(json.dumps(out, ensure_ascii=False))
    else:
        print(standings(args.game, result.to_json(), seats))
        if args.record:
            print(f"record written to {args.record} ({len(rec.actions)} actions)")
    return 0


_STATUS = {
    "connected": "at the table",
    "paused": "the host paused the table and keeps it: reconnecting when it is back",
    "reconnecting": "the connection to the host was lost: reconnecting",
}
_FAILURES = {
    "impostor": "the computer at this address is not the host who sent the link (another certificate);"
    " the seat's code was not sent. Ask the host for a new link",
    "closed": "the host closed the table",
    "unreachable": "the host cannot be reached",
    "bad_token": "the link is not valid for this table",
    "protocol_version": "the host uses another version of Soup Table: update (both of you)",
}


def cmd_join(args: argparse.Namespace) -> int:
    from ..ai import LEVELS
    from . import standings

    try:
        invite = parse_invite(args.url)
    except ValueError as exc:
        raise _cli_error(str(exc)) from exc
    if args.bot not in LEVELS:
        raise _cli_error(f"unknown computer level {args.bot!r} (levels: {', '.join(LEVELS)})")
    said = [""]

    def status(what: str) -> None:  # say each change of the connection once
        if what != said[0] and what in _STATUS:
            print(f"souptable-cli join: {_STATUS[what]}", file=sys.stderr, flush=True)
        said[0] = what

    try:
        mirror: TableMirror = asyncio.run(play_seat(invite, args.bot, think_time=args.think_time, on_status=status))
    except ClientFailure as exc:
        why = _FAILURES.get(exc.code, "")
        line = f"souptable-cli: join failed: {exc.code} {exc.params or ''}".rstrip()
        print(line + (f": {why}" if why else ""), file=sys.stderr)
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
        print(standings(mirror.game, mirror.result, seats))
    return 0


def cmd_find(args: argparse.Namespace) -> int:
    """Watch the local network for ``--seconds``; print the tables (or each change as JSON)."""
    from ..net.discovery import Browser, FoundTable

    changed = threading.Event()
    browser = Browser(lambda _tables: changed.set())
    browser.start()
    last: list[FoundTable] | None = None
    end = time.monotonic() + args.seconds
    try:
        while (left := end - time.monotonic()) > 0:
            changed.wait(min(left, 0.5))
            changed.clear()
            now = browser.tables()
            if args.json and now != last:
                rows = [{"game": t.game, "host": t.host, "players": t.players, "free": t.free,
                         "addresses": list(t.addresses), "port": t.port} for t in now]  # fmt: skip
                print(json.dumps(rows, ensure_ascii=False), flush=True)
            last = now
    finally:
        browser.close()
    if not args.json:
        for t in last or []:
            where = ", ".join(f"[{a}]:{t.port}" if ":" in a else f"{a}:{t.port}" for a in t.addresses)
            game = get(t.game).info.name if t.game in _games() else t.game
            print(f"{game}: {t.host}, {t.free} of {t.players} seats free ({where})")
        if not last:
            print("no table found on the local network")
    return 0


def _games() -> set[str]:
    from ..engine import available

    return set(available())
