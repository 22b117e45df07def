"""A pass over hot-seat play in a real X11 window, for a person to look at afterwards.

    xvfb-run -a -s "-screen 0 1024x700x24" env QT_QPA_PLATFORM=xcb \
        python tests/manual/hotseat_pass.py OUT [--game salty] [--decisions 12]

Plays a game of each game (or the one given) with people only, at 1024x700 with the
animations at their default speed. Every click and key goes through the X server
(``tests/realwindow/drive.py``): the cover's button is clicked where it is shown, a card
is rested on until its tooltip shows, then a choice is clicked where it is on the screen.
It saves a screenshot of the whole screen at the first covers and tooltips of each game,
and writes what the screen showed outside the cover while it was up (prompt, buttons,
Log and Scores panels, the Reading panel) into OUT/covers.txt: nothing of the next
person's or the last person's hidden cards may be there. The app runs in a throwaway
profile. Not a test: it exits 1 only when the table stops answering.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.realwindow.drive import (
    Failed,
    alive,
    click_at,
    click_something,
    global_centre,
    item_pixel,
    key,
    pump,
    shot,
    wait_until,
    xdotool,
)

PLAYERS = {"susuru": 3, "soupmeng": 2, "suppenkasper": 3, "salty": 3}


def visible_texts(window: Any) -> list[str]:
    """What a person sees outside the table view: the prompt, the buttons, the panels."""
    from PySide6.QtWidgets import QAbstractButton, QLabel, QListWidget, QPlainTextEdit, QTableWidget, QTextEdit

    out: list[str] = []
    view = window.play.view
    for w in window.findChildren(QLabel) + window.findChildren(QAbstractButton):
        if w.isVisible() and not view.isAncestorOf(w) and w.text().strip():
            out.append(f"{type(w).__name__}: {w.text().strip()}")
    for lw in window.findChildren(QListWidget):
        if lw.isVisible():
            out += [f"list: {lw.item(i).text()}" for i in range(max(0, lw.count() - 6), lw.count())]
    for te in window.findChildren(QTextEdit) + window.findChildren(QPlainTextEdit):
        if te.isVisible() and te.toPlainText().strip():
            out.append(f"{type(te).__name__}: {te.toPlainText().strip()[-400:]}")
    for tw in window.findChildren(QTableWidget):
        if tw.isVisible():
            for r in range(tw.rowCount()):
                cells = [tw.item(r, c).text() if tw.item(r, c) else "" for c in range(tw.columnCount())]
                out.append("table: " + " | ".join(cells))
    return out


def hover_tooltip(window: Any, out: Path, name: str) -> str:
    """Rest the pointer on the viewer's first hand card until its tooltip shows."""
    from PySide6.QtWidgets import QToolTip

    items = [it for it in window.play.scene.focusables() if "hand" in str(getattr(it, "target", ""))]
    items = items or list(window.play.scene.focusables())
    for it in items:
        pixel = item_pixel(window, it)
        if pixel is None:
            continue
        xdotool("mousemove", "--sync", str(pixel[0]), str(pixel[1]))
        xdotool("mousemove", "--sync", str(pixel[0] + 2), str(pixel[1] + 1))
        try:
            wait_until("a tooltip", QToolTip.isVisible, timeout=4)
        except Failed:
            continue
        shot(out, name)
        text = QToolTip.text()
        xdotool("mousemove", "--sync", "2", "2")
        pump(0.3)
        return text
    return ""


def play(window: Any, game: str, out: Path, decisions: int, seed: int, report: list[str]) -> None:

    from souptable.engine.record import SeatInfo
    from souptable.ui.play.setup import Setup

    names = ["Ann", "Bo", "Cy", "Di"]
    n = PLAYERS[game]
    window.start(Setup(game, n, [SeatInfo(names[i], "human", None) for i in range(n)], {}, seed))
    c = window.controller
    rng = random.Random(seed)
    covers = 0
    made = 0
    while made < decisions and not c.match.is_over():
        wait_until(
            "a decision or the cover",
            lambda: c.match.is_over() or window.play.cover.isVisible() or (bool(c.view.legal) and not window.play.scene.busy),
        )
        if window.play.cover.isVisible():
            pump(0.4)
            covers += 1
            report.append(f"== {game}: cover {covers}: {window.play.cover.title.text()}")
            report += ["   " + t for t in visible_texts(window)]
            if covers <= 2:
                shot(out, f"{game}-cover-{covers}")
            click_at(*global_centre(window.play.cover.button))
            wait_until("the cover goes", lambda: not window.play.cover.isVisible())
            continue
        if c.match.is_over():
            break
        alive(window)
        if made in (0, 5):
            tip = hover_tooltip(window, out, f"{game}-tooltip-{made}")
            report.append(f"-- {game}: tooltip at decision {made}: {tip!r}")
            shot(out, f"{game}-decision-{made}")
        before = len(c.match.log)
        for attempt in range(60):
            if len(c.match.log) > before or c.match.is_over() or window.play.cover.isVisible():
                break
            wait_until("the picture is still", lambda: not window.play.scene.busy or window.play.cover.isVisible())
            if window.play.cover.isVisible():
                break
            if attempt % 5 == 4:  # the keyboard too
                key("Tab")
                key("Return")
                pump(0.2)
                continue
            click_something(window, rng)
            pump(0.15)
        else:
            raise Failed(f"{game}: no move after 60 clicks")
        made += 1
    report.append(f"== {game}: {made} decisions, {covers} covers")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="hot-seat play in a real window, for a person to look at")
    p.add_argument("out", type=Path)
    p.add_argument("--game", choices=sorted(PLAYERS), action="append")
    p.add_argument("--decisions", type=int, default=12)
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--lang", default="en")
    args = p.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    os.environ["SOUPTABLE_CHECKS"] = "1"
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "desktop"))
    from souptable.ui.app.run import create_app, throwaway_profile
    from souptable.ui.base.settings import Settings

    report: list[str] = []
    with throwaway_profile():
        ctx = create_app(argparse.Namespace(lang=args.lang, pseudo=False), Settings())
        from souptable.ui.shell.mainwindow import MainWindow

        window = MainWindow(ctx.settings, ctx.languages)
        window.ask_before_leaving = False
        window.resize(1024, 700)
        window.move(0, 0)  # no window manager under Xvfb: nothing else places it
        window.show()
        window.startup()
        try:
            wait_until("the window is shown", lambda: window.isVisible() and window.windowHandle() is not None)
            pump(0.5)
            for game in args.game or list(PLAYERS):
                play(window, game, args.out, args.decisions, args.seed, report)
        except Failed as exc:
            shot(args.out, "failure")
            print(f"hotseat: FAILED: {exc}", file=sys.stderr, flush=True)
            return 1
        finally:
            (args.out / "covers.txt").write_text("\n".join(report) + "\n", encoding="utf-8")
            window.close()
    print("hotseat: done", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
