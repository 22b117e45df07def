"""``souptable-cli host`` and ``souptable-cli join``: remote seats, headless.

``host GAME --players N --seats remote,normal,... [--seed S] [--port P]
[--bind ADDR] [--record FILE] [--invites FILE] [--json]`` waits for the remote
seats, plays the game, writes the record, prints the result and exits 0.
``--invites FILE`` is written once the host listens: a JSON list of
``{"seat": N, "url": "souptable://HOST:PORT/TOKEN"}`` (seats from 1).

``host … --map-port`` asks the home router for a port mapping (:mod:`.portmap`) and puts
its public address first in the links; ``host … --relay HOST[:PORT]`` registers the table at
a relay (:mod:`.relaylink`) and adds links through it. ``relay [--bind ADDR] [--port P]``
runs a relay (:mod:`.relay`); ``reach [--port P] [--relay ADDR] [--json]`` runs the
reachability check (:mod:`.reach`) and words its codes in English (exit 1 for "no").

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
from ..net.relay import DEFAULT_PORT as DEFAULT_RELAY_PORT
from ..net.relaylink import RelayAddress, RelayError, parse_relay


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
    ho.add_argument(
        "--map-port",
        action="store_true",
        help="ask the home router to forward the port (UPnP); its public address goes in the links",
    )
    ho.add_argument("--relay", metavar="HOST[:PORT]", help="let friends join through this relay (souptable-cli relay) too")
    ho.add_argument("--think-time", type=THINK_TIME, default=1.0, help="0.01 to 60")
    ho.add_argument("--json", action="store_true")
    ho.set_defaults(func=cmd_host)

    jo = sub.add_parser("join", help="play an invited seat with a computer player")
    jo.add_argument("url")
    jo.add_argument("--bot", required=True, metavar="LEVEL")
    jo.add_argument("--think-time", type=THINK_TIME, default=1.0, help="0.01 to 60")
    jo.add_argument("--json", action="store_true")
    jo.set_defaults(func=cmd_join)

    re_ = sub.add_parser("relay", help="run a relay: friends join a host through it when they cannot reach it directly")
    re_.add_argument("--bind", default="", help="address to listen on (default: every address, IPv6 and IPv4)")
    re_.add_argument(
        "--port", type=whole_number(1, 65535), default=DEFAULT_RELAY_PORT, help=f"1 to 65535 (default {DEFAULT_RELAY_PORT})"
    )
    re_.set_defaults(func=cmd_relay)

    rc = sub.add_parser("reach", help="can friends on the internet reach this computer? (says why not, and what to do)")
    rc.add_argument("--port", type=PORTS, default=0, help="the port to check (default 0: any free one)")
    rc.add_argument("--relay", metavar="HOST[:PORT]", help="a relay that tests the way in from outside")
    rc.add_argument("--json", action="store_true")
    rc.set_defaults(func=cmd_reach)

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


UNMAP_SECONDS = 3  # how long a stopping host waits for the router to remove its mapping
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
    relay = _check_relay(args.relay)
    if args.map_port and only_here(bind):
        raise _cli_error("--map-port needs --bind 0.0.0.0 or :: (the router forwards to this computer's network address)")
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
        await _forget_stale_mappings()
        mapper = None
        served = False
        try:
            urls: list[list[str]] = [[] for _ in table.remote]  # per remote seat, the preferred link first
            if args.map_port:
                answer, mapper = await _reach_check(port, relay, keep=True)
                for line in _reach_lines(answer):
                    print(f"  {line}", file=sys.stderr, flush=True)
                if answer.ok and answer.code == "mapped":
                    for k, inv in enumerate(table.invites(answer.params["address"], answer.params["port"])):
                        urls[k].append(inv["url"])
            if relay is not None:
                try:
                    await table.open_relay(relay)
                except RelayError as exc:
                    raise _cli_error(f"--relay {relay}: {_relay_failure(exc)}") from exc
                for k, inv in enumerate(table.relay_invites()):
                    urls[k].append(inv["url"])
            hosts = link_hosts(bind)
            for h in hosts:
                for k, inv in enumerate(table.invites(h)):
                    urls[k].append(inv["url"])
            invites = [{"seat": s + 1, "url": urls[k][0], "urls": urls[k]} for k, s in enumerate(table.remote)]
            served = True
            return await _serve(invites, port)
        finally:
            if not served:  # stopped or refused before hosting: nothing stays open
                with contextlib.suppress(Exception):
                    await asyncio.shield(table.close("closed"))
            if mapper is not None:  # the router forwards the port no longer
                await _unmap(mapper)

    async def _unmap(mapper: Any) -> None:
        # as the app does at quit: a router that does not answer holds the exit for 3 s at
        # most; the mapping's record stays, and the next start removes it
        try:
            async with asyncio.timeout(UNMAP_SECONDS):
                await asyncio.shield(mapper.close())
        except TimeoutError:
            print("the router did not answer: its port mapping is removed at the next start", file=sys.stderr)

    async def _serve(invites: list[dict[str, Any]], port: int) -> Any:
        where = f"{bind}:{port}" if bind not in ANY else f"port {port} of every address"
        verb = "resuming" if kept is not None else "hosting"
        print(f"{get(args.game).info.name}: {verb} {args.players} seats on {where}", file=say, flush=True)
        for inv in invites:
            print(f"  seat {inv['seat']}: {inv['url']}", file=say, flush=True)
            for other in inv["urls"][1:]:
                print(f"          {other}", file=say, flush=True)
        if only_here(parse_invite(invites[0]["url"]).host) and not parse_invite(invites[0]["url"]).relay:
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


def _check_relay(text: str | None) -> RelayAddress | None:
    if text is None:
        return None
    try:
        return parse_relay(text)
    except ValueError as exc:
        raise _cli_error(str(exc)) from exc


_RELAY_REFUSALS = {
    "full": "the relay has no room for another table now (try later, or another relay)",
    "taken": "the relay has another table of this id (another host with the same seats?)",
    "version": "the relay speaks another version of the relay protocol: update one of the two",
    "malformed": "the relay did not understand the host (another version?)",
}


def _relay_failure(exc: RelayError) -> str:
    if exc.code == "unreachable":
        why = exc.params.get("why")
        return "the relay cannot be reached" + (f" ({why})" if why else "")
    if exc.code == "refused":
        reason = str(exc.params.get("reason"))
        return _RELAY_REFUSALS.get(reason, f"the relay refused the table ({reason})")
    return "the answer at that address is not a Soup Table relay's"


_REACH = {
    "mapped": "yes: friends on the internet reach this table at {where} (the router forwards the port)",
    "public": "yes: this computer has a public address; friends reach it at {where}",
    "forwarded": "yes: {where} gets through from the internet to this computer (a port forwarded by hand?)",
    "no_router": "no: no router answered the request for a port mapping (UPnP is off in the router, or it has none)",
    "refused": "no: the router refused the port mapping (UPnP error {error}: {description})",
    "shared_address": "no: the router's public address {address} is shared by many homes (carrier-grade NAT):"
    " a port mapping cannot let friends in",
    "firewall": "no: the router forwards {where}, but nothing gets through from the internet (a firewall in the router"
    " or on this computer?)",
}
_NEXT = {
    "relay": "use a relay: souptable-cli host ... --relay RELAY[:PORT] (anyone can run one: souptable-cli relay)",
    "vpn": "or join a VPN on both computers (WireGuard, Tailscale, ZeroTier...) and send the VPN address's link",
    "forward": "or forward TCP port {port} by hand in the router to this computer ({local}), with a fixed --port",
    "test": "(not tested from outside: give --relay RELAY[:PORT] and the relay tries to connect)",
    "ipv6": "friends with IPv6 can reach [{address}]:{port} directly, once the router's firewall lets that port in",
}


def _reach_lines(answer: Any) -> list[str]:
    p = dict(answer.params)
    if "address" in p and "port" in p:
        p["where"] = f"{p['address']}:{p['port']}"
    p.setdefault("error", "?")
    p.setdefault("description", "")
    lines = [_REACH.get(answer.code, answer.code).format(**p)]
    if answer.ok and p.get("tested"):
        lines[0] += "; tested from outside through the relay"
    for code, params in answer.next:
        lines.append(_NEXT.get(code, code).format(**params))
    return lines


async def _reach_check(port: int, relay: RelayAddress | None, keep: bool) -> Any:
    from ..net.identity import default_folder
    from ..net.reach import check

    return await check(port, default_folder(), relay=relay, keep=keep)


async def _forget_stale_mappings() -> None:
    """Mappings that a host which stopped (a crash, a kill) left at the router: removed now."""
    from ..net.identity import default_folder
    from ..net.portmap import remembered, remove_stale

    if remembered(default_folder()):
        with contextlib.suppress(Exception):
            async with asyncio.timeout(30):
                await remove_stale(default_folder())


def cmd_relay(args: argparse.Namespace) -> int:
    from ..net.relay import RelayServer

    bind = "" if args.bind in ("", "::") else _check_bind(args.bind)
    logging.basicConfig(level=logging.INFO, format="souptable-cli relay: %(message)s", stream=sys.stderr)

    async def run() -> None:
        relay = RelayServer()
        loop = asyncio.get_running_loop()
        task = asyncio.current_task()
        with contextlib.suppress(NotImplementedError, RuntimeError):
            if task is not None:
                loop.add_signal_handler(signal.SIGTERM, task.cancel)
        try:
            port = await relay.start(bind, args.port)
        except OSError as exc:
            raise _cli_error(f"cannot listen on {bind or 'every address'} port {args.port}: {exc.strerror or exc}") from exc
        print(f"relay: listening on port {port} of {bind or 'every address'}; friends' links name it as HOST:{port}", flush=True)
        try:
            await asyncio.Event().wait()
        finally:
            await relay.close()

    try:
        asyncio.run(run())
    except (KeyboardInterrupt, asyncio.CancelledError):
        print("relay: stopped", file=sys.stderr)
    return 0


def cmd_reach(args: argparse.Namespace) -> int:
    relay = _check_relay(args.relay)
    logging.basicConfig(level=logging.WARNING, format="souptable-cli reach: %(message)s", stream=sys.stderr)

    async def run() -> Any:
        await _forget_stale_mappings()
        # what the relay's test reaches (IPv4: a router maps IPv4 ports; one socket, so one port)
        listener = await asyncio.start_server(lambda _r, w: w.close(), "0.0.0.0", args.port)
        port = int(listener.sockets[0].getsockname()[1])
        try:
            answer, _ = await _reach_check(port, relay, keep=False)
        finally:
            listener.close()
        return answer

    answer = asyncio.run(run())
    if args.json:
        print(json.dumps(answer.to_json()))
    else:
        print("\n".join(_reach_lines(answer)))
    return 0 if answer.ok else 1


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
