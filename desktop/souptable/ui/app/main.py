"""Entry point of the ``souptable`` app.

``souptable [FILE] [--lang en|ja|de] [--self-test] [--screenshots DIR [--size WxH] [--game ID] [--high-contrast]]``,
``souptable --install-desktop`` / ``--uninstall-desktop`` (menu entry, icons and file type
for this user; see :mod:`souptable.desktop_integration`, no Qt involved).
Bad arguments (a screenshot folder that cannot be written, an unknown game) exit 2 with
one line on stderr, before any work. Qt is imported only once the arguments are
understood, so ``--help`` is instant. ``--self-test`` and
``--screenshots`` run in a throwaway profile (temporary settings, data and log
folders): they never read or write the player's own files. Errors go to the
log file (``souptable.log`` in the data folder; Help → Open log folder).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from typing import NoReturn


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        one_line = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in message)  # a path may hold a newline
        print(f"souptable: error: {one_line}", file=sys.stderr)
        raise SystemExit(2)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"size must look like 1280x800 (got {text!r})") from exc
    if not (320 <= w <= 8000 and 240 <= h <= 8000):
        raise argparse.ArgumentTypeError(f"size out of range: {text}")
    return w, h


def _shown(path: str) -> str:
    """A path as a message shows it: quoted, anything unprintable escaped (one line)."""
    return repr(path) if not path.isprintable() or " " in path else path


def _check(p: _Parser, args: argparse.Namespace) -> None:
    """What the arguments name must be there before any work starts: a folder the
    screenshots can be written to, a game that exists."""
    if args.game is not None:
        from ...engine import available

        if args.screenshots is None:
            p.error("--game works only with --screenshots")
        if args.game not in available():
            p.error(f"--game: no game {_shown(args.game)} (games: {', '.join(available())})")
    if args.screenshots is not None:
        folder = args.screenshots
        if not folder.strip() or "\0" in folder:
            p.error("--screenshots needs a folder name")
        if os.path.exists(folder) and not os.path.isdir(folder):
            p.error(f"--screenshots: {_shown(folder)} is not a folder")
        try:  # make it (the run would), then prove it takes a file
            os.makedirs(folder, exist_ok=True)
            with tempfile.TemporaryFile(dir=folder):
                pass
        except OSError as exc:
            p.error(f"--screenshots: cannot write to {_shown(folder)}: {exc.strerror or exc}")


def parse_args(argv: list[str]) -> argparse.Namespace:
    from ...engine import available

    count = len(available())
    games = "one card game" if count == 1 else f"{count} card games"  # --help is English only
    p = _Parser(prog="souptable", description=f"Soup Table: {games} at one table.")
    p.add_argument("file", nargs="?", help="a saved game to open")
    p.add_argument("--lang", choices=("en", "ja", "de"), help="the language of the app")
    p.add_argument("--self-test", action="store_true", help="open every game with computer players and exit")
    p.add_argument("--screenshots", metavar="DIR", help="render every board to DIR/<game>-<lang>.png and exit")
    p.add_argument("--game", metavar="ID", help="with --screenshots: only this game's board")
    p.add_argument("--size", type=_size, default=(1280, 800), metavar="WxH", help="window size for --screenshots")
    p.add_argument("--high-contrast", action="store_true", help="with --screenshots: the high-contrast table")
    p.add_argument("--pseudo", action="store_true", help="pseudo-localisation: stretched strings (for layout checks)")
    desk = p.add_mutually_exclusive_group()
    desk.add_argument(
        "--install-desktop",
        action="store_true",
        help="add Soup Table to your desktop's menu, with its icon and file type (for you only), and exit",
    )
    desk.add_argument("--uninstall-desktop", action="store_true", help="remove exactly what --install-desktop added, and exit")
    args = p.parse_args(argv)
    _check(p, args)
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.install_desktop or args.uninstall_desktop:
        from ...desktop_integration import run as desktop_run

        return desktop_run("install" if args.install_desktop else "uninstall")
    headless = args.self_test or args.screenshots
    if (
        headless
        and not os.environ.get("QT_QPA_PLATFORM")
        and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    # the files the window reads at start (autosave, statistics, kept games: with the engine's
    # records) need no Qt: imported before PySide6 is, whose import hook reads the source of
    # every module imported after it (docs/performance.md, "Cold start")
    from ..base import storage  # noqa: F401
    from ..base.logs import setup_logging, shutdown_logging
    from ..base.settings import log_dir
    from .run import create_app, run, throwaway_profile

    if headless:
        with throwaway_profile():
            setup_logging(log_dir(), echo=True)
            return run(create_app(args), args)
    try:
        setup_logging(log_dir(), file_later=True)  # the file opens once the window is shown (run)
    except OSError as exc:  # a read-only home: play on without a log file
        print(f"souptable: cannot write the log: {exc}", file=sys.stderr)
    try:
        return run(create_app(args), args)
    finally:
        shutdown_logging()


if __name__ == "__main__":
    sys.exit(main())
