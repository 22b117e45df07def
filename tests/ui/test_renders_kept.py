"""The table's card renders are kept only while a table draws them: a new table or a new
size drops what the one before last drew, the start screen drops them all, so an evening
of games (other games, other sizes) does not fill the cache. Behaviour, not memory numbers."""

from __future__ import annotations

import os
import sys

from souptable.ui.base import heap
from souptable.ui.play.setup import Setup
from souptable.ui.table.renderer import SvgCache

from .conftest import seats

SQUARE = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#c33"/></svg>'


def _art(name: str) -> tuple[str, object]:
    return name, lambda: SQUARE


def test_a_sweep_keeps_what_was_drawn_since_the_last_one_and_clear_keeps_nothing(qapp):
    cache = SvgCache()
    for name in ("a", "b"):
        cache.pixmap(*_art(name), 20, 30, 1.0)
    cache.pixmap(*_art("a"), 40, 60, 1.0)  # a second size of "a"
    cache.sweep()  # everything was drawn since the cache was made: all kept
    assert len(cache) == 3 and cache.art_keys() == {"a", "b"}
    renders = cache.renders
    cache.pixmap(*_art("a"), 40, 60, 1.0)  # the next table (or size) draws only "a" at 40×60
    assert cache.renders == renders  # (kept, not drawn again)
    cache.sweep()
    assert len(cache) == 1 and cache.art_keys() == {"a"}  # "b" and the other size of "a" went
    cache.pixmap(*_art("a"), 40, 60, 1.0)
    cache.clear()
    assert len(cache) == 0 and cache.art_keys() == set()
    cache.pixmap(*_art("a"), 40, 60, 1.0)  # drawn again when asked for
    assert len(cache) == 1 and cache.renders == renders + 1


def _to_the_end(window, qtbot) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.match.is_over() and not window.play.scene.busy, timeout=90000)
    window.play.view.viewport().repaint()  # what the table draws is in the cache now


def test_the_renders_of_a_table_left_behind_go(window, qtbot):
    svg = window.play.scene.svg
    window.start(Setup("salty", 3, seats(3, humans=0), {}, 1))
    _to_the_end(window, qtbot)
    salty = {k for k in svg.art_keys() if k.startswith("salty/")}
    assert salty  # the table drew its cards from the cache
    window.start(Setup("soupmeng", 2, seats(2, humans=0), {}, 2))  # another game
    _to_the_end(window, qtbot)
    window.start(Setup("soupmeng", 2, seats(2, humans=0), {}, 3))  # ... and that game again
    _to_the_end(window, qtbot)
    assert not salty & svg.art_keys()  # the table before last is gone from the cache
    assert any(k.startswith("soupmeng/") for k in svg.art_keys())
    first = svg.keys()
    for size in ((1200, 760), (1120, 720)):  # a new size, then another: the first size's renders go
        before = window.play.view.size_f()
        window.resize(*size)
        qtbot.waitUntil(lambda before=before: window.play.view.size_f() != before, timeout=10000)
        qtbot.wait(200)  # (the view's resize is debounced)
        window.play.view.viewport().repaint()
    assert first - svg.keys()  # (without the sweep, every render of the first size stays)
    window.leave_to_start_screen()
    qtbot.waitUntil(lambda: window.start_screen.isVisible(), timeout=10000)
    assert len(svg) == 0 and svg.art_keys() == set()  # nothing kept behind the start screen


def test_the_mmap_threshold_is_kept_on_glibc_and_left_alone_elsewhere():
    glibc = sys.platform.startswith("linux") and (os.confstr("CS_GNU_LIBC_VERSION") or "").startswith("glibc")
    assert heap.fix_mmap_threshold() is glibc
