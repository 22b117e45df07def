"""Play the real app in a real X11 window with real mouse and key events.

    xvfb-run -a -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb python tests/realwindow/drive.py OUT

Runs inside the app's own process (so it can ask where a card is on the screen), but
every click and key goes through the X server: ``xdotool`` moves the pointer to the
card's pixel and presses the button, and Qt receives it from xcb exactly as it would
from a player's mouse. It takes Salty's lesson through its first steps (Next by the
Enter key or a click on the bubble's button, the ringed card by a click), then a short
Salty game against two computer players at the default animation speed (cards clicked
where they are shown; some decisions by Tab and Enter), and saves a screenshot of the
whole screen at each stage into OUT. The app runs in a throwaway profile: nothing of the
player's is read or written. Exits 0 if the table was alive at every decision, else 1
with what went wrong. Every wait is bounded.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

WAIT_S = 60.0  # bounds a dead table; a live one answers far sooner


class Failed(Exception):
    pass


def pump(seconds: float) -> None:
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.01)


def wait_until(what: str, pred: Callable[[], bool], timeout: float = WAIT_S) -> None:
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + timeout
    while time.monotonic() < end:
        QApplication.processEvents()
        if pred():
            return
        time.sleep(0.01)
    raise Failed(f"waited in vain: {what}")


def xdotool(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True, timeout=20)
    pump(0.05)  # let the X events arrive


def click_at(x: int, y: int) -> None:
    from PySide6.QtWidgets import QApplication

    widget = QApplication.widgetAt(x, y)
    print(f"drive: click at {x},{y} on {type(widget).__name__}", flush=True)
    xdotool("mousemove", "--sync", str(x), str(y))
    xdotool("click", "1")


def key(name: str) -> None:
    xdotool("key", name)


def shot(out: Path, name: str) -> None:
    from PySide6.QtGui import QGuiApplication

    pump(0.2)
    screen = QGuiApplication.primaryScreen()
    screen.grabWindow(0).save(str(out / f"{name}.png"))
    print(f"drive: screenshot {name}.png", flush=True)


def global_centre(widget: Any) -> tuple[int, int]:
    """The screen pixel at the middle of ``widget``, once it is shown and laid out."""
    last: list[Any] = []

    def steady() -> bool:
        if not widget.isVisible():
            return False
        p = widget.mapToGlobal(widget.rect().center())
        now = (p.x(), p.y())
        if last and last[-1] == now:
            return True
        last.append(now)
        pump(0.05)
        return False

    wait_until("a button laid out", steady)
    return last[-1]


def item_pixel(window: Any, item: Any) -> tuple[int, int] | None:
    """A screen pixel where ``item`` is the topmost thing that acts on the table."""
    from PySide6.QtCore import QPointF

    view = window.play.view
    r = item.sceneBoundingRect()
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.35, 0.2, 0.1, 0.65, 0.8):
            pos = view.mapFromScene(QPointF(r.x() + r.width() * fx, r.y() + r.height() * fy))
            if not view.viewport().rect().contains(pos):
                continue
            top = [it for it in view.items(pos) if getattr(it, "target", None) is not None]
            if top and top[0] is item:
                g = view.viewport().mapToGlobal(pos)
                return g.x(), g.y()
    return None


def click_something(window: Any, rng: random.Random) -> None:
    """Click, where it is on the screen, one thing of the table or the decision's buttons
    that acts now (picked by ``rng``)."""
    from PySide6.QtWidgets import QPushButton

    items: list[Any] = list(window.play.scene.focusables())
    items += [b for b in window.play._buttons if b.isEnabled() and b.isVisible()]
    rng.shuffle(items)
    for it in items:
        pixel = global_centre(it) if isinstance(it, QPushButton) else item_pixel(window, it)
        if pixel is not None:
            click_at(*pixel)
            return
    raise Failed("everything that acts is covered")


def alive(window: Any) -> None:
    problem = window.play.dead_table()
    if problem is not None:
        raise Failed(f"dead table: {problem}")
    if window.play.problems:
        raise Failed(f"dead table on the way: {window.play.problems}")


def lesson_steps(window: Any, out: Path, steps: int) -> None:
    from PySide6.QtWidgets import QPushButton

    tile = window.findChild(QPushButton, "learn_salty") or next(
        b for b in window.findChildren(QPushButton) if b.parent() and b.parent().objectName() == "tile_salty" and b.isVisible()
    )
    click_at(*global_centre(tile))
    wait_until("the lesson starts", lambda: window.lesson is not None)
    session = window.lesson
    session.runner.pace_ms = 200
    by_key = True
    for step in range(steps):
        wait_until(
            "the lesson's bubble",
            lambda: (
                session.shown[0] != ""
                and session.bubble.isVisible()
                and not session._timer.isActive()
                and not window.play.scene.busy
            ),
        )
        kind = session.shown[0]
        if step == 0:
            shot(out, "lesson-first-bubble")
        if kind == "finished":
            return
        if kind == "info":
            before = session.shown
            if by_key:  # Enter is Next
                key("Return")
            else:
                click_at(*global_centre(session.bubble.buttons[-1]))
            try:
                wait_until("Next", lambda b=before: session.shown != b, timeout=5 if by_key else WAIT_S)
            except Failed:
                if not by_key:
                    raise
                print("drive: Enter did not press Next; clicking it", flush=True)
                by_key = False
                click_at(*global_centre(session.bubble.buttons[-1]))
                wait_until("Next", lambda b=before: session.shown != b)
            continue
        alive(window)
        click = session.click
        ply = len(window.controller.match.log)
        selection = repr(window.play.board.selection)
        if click.button:
            btn = next(b for b in window.play.findChildren(QPushButton) if b.property("label") == click.button and b.isVisible())
            click_at(*global_centre(btn))
        else:
            sprite = next((it for it in window.play.scene.focusables() if getattr(it, "target", None) == click.target), None)
            if sprite is None:
                raise Failed(f"the ringed target {click.target} is not on the table")
            pixel = item_pixel(window, sprite)
            if pixel is None:
                raise Failed(f"the ringed target {click.target} is covered")
            click_at(*pixel)
        wait_until(
            "the ringed click answers",
            lambda ply=ply, selection=selection, click=click: (
                len(window.controller.match.log) > ply or repr(window.play.board.selection) != selection or session.click != click
            ),
        )
        if step == 1:
            shot(out, "lesson-after-a-click")
    shot(out, "lesson-steps-done")


def short_game(window: Any, out: Path, decisions: int, seed: int) -> None:

    from souptable.engine.record import SeatInfo
    from souptable.ui.play.setup import Setup

    seats = [SeatInfo("Player 1", "human", None), SeatInfo("Aki", "bot", "normal"), SeatInfo("Ben", "bot", "normal")]
    window.start(Setup("salty", 3, seats, {}, seed))
    c = window.controller
    rng = random.Random(seed)
    made = 0
    while made < decisions and not c.match.is_over():
        wait_until(
            "the person's decision, the picture still",
            lambda: c.match.is_over() or (bool(c.view.legal) and not window.play.scene.busy),
        )
        if c.match.is_over():
            break
        alive(window)
        if made == 0:
            shot(out, "game-first-decision")
        before = len(c.match.log)
        for attempt in range(60):
            if len(c.match.log) > before or c.match.is_over():
                break
            wait_until(
                "the picture is still",
                lambda before=before: not window.play.scene.busy or len(c.match.log) > before,
            )
            if len(c.match.log) > before:
                break
            if made % 3 == 2 and attempt < 4:  # the keyboard: Tab to a choice, Enter
                key("Tab")
                key("Return")
                pump(0.2)
                continue
            click_something(window, rng)
            pump(0.1)
        else:
            raise Failed("no move after 60 clicks")
        made += 1
    wait_until("the last move settles", lambda: not window.play.scene.busy)
    alive(window)
    shot(out, "game-after-decisions")
    if made < decisions and not c.match.is_over():
        raise Failed(f"only {made} decisions made")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="drive the real app under X11 with xdotool")
    p.add_argument("out", type=Path, help="folder for the screenshots")
    p.add_argument("--lesson-steps", type=int, default=8)
    p.add_argument("--decisions", type=int, default=6)
    p.add_argument("--seed", type=int, default=7)
    args = p.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    os.environ["SOUPTABLE_CHECKS"] = "1"  # the window checks its own table at every decision
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "desktop"))
    from PySide6.QtGui import QGuiApplication

    from souptable.ui.app.run import create_app, throwaway_profile
    from souptable.ui.base.settings import Settings

    with throwaway_profile():
        ctx = create_app(argparse.Namespace(lang="en", pseudo=False), Settings())
        if QGuiApplication.platformName() != "xcb":
            print(f"drive: needs the xcb platform, not {QGuiApplication.platformName()}", file=sys.stderr)
            return 2
        from souptable.ui.shell.mainwindow import MainWindow

        window = MainWindow(ctx.settings, ctx.languages)
        window.ask_before_leaving = False
        window.show()
        window.startup()
        try:
            wait_until("the window is shown", lambda: window.isVisible() and window.windowHandle() is not None)
            pump(0.5)
            shot(out=args.out, name="start-screen")
            lesson_steps(window, args.out, args.lesson_steps)
            short_game(window, args.out, args.decisions, args.seed)
        except Failed as exc:
            shot(args.out, "failure")
            print(f"drive: FAILED: {exc}", file=sys.stderr, flush=True)
            return 1
        finally:
            window.close()
    print("drive: ok, the table was alive at every decision", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
