"""A game registered only here (Pip, ``tests/fixture_game``) runs through the table's
conformance suite as it is, and the start screen and About count it with the real games:
nothing counts the games by hand. Registering is undone after each test."""

from __future__ import annotations

import gc
import inspect
import re

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel

from souptable.ui.games import playable
from tests.fixture_game import registered

from . import test_table_conformance as conformance

# "games" once the English catalog has the plural forms of the new text, "game(s)" until then
COUNTED = r"5 card game(?:s|\(s\)) at one table"


@pytest.fixture(autouse=True)
def pip():
    with registered() as gid:
        yield gid
        # the test's window is closed by now, not yet deleted: it goes before Pip does, or a
        # later test's language change retranslates its start screen tile of an unknown game
        for _ in range(3):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            QCoreApplication.processEvents()
            gc.collect()


def checks() -> list[tuple[str, dict[str, object]]]:
    out: list[tuple[str, dict[str, object]]] = []
    for name, f in inspect.getmembers(conformance, inspect.isfunction):
        if not name.startswith("test_") or "game" not in inspect.signature(f).parameters:
            continue
        out += [(name, {"by_key": k}) for k in (False, True)] if "by_key" in inspect.signature(f).parameters else [(name, {})]
    return out


@pytest.mark.parametrize(("check", "extra"), checks(), ids=lambda x: x if isinstance(x, str) else repr(x))
def test_the_table_conformance_suite_runs_over_a_game_registered_by_the_tests(window, qtbot, pip, check, extra):
    getattr(conformance, check)(window, qtbot, pip, **extra)


def test_the_start_screen_has_a_tile_for_it_and_counts_it(window, qtbot, pip):
    window.startup()
    qtbot.waitUntil(lambda: window.centralWidget().currentWidget() is window.start_screen)
    screen = window.start_screen
    assert [t.game for t in screen.tiles] == playable() and screen.tiles[-1].game == pip
    assert len(screen.tiles) == 5
    assert re.match(COUNTED, screen.subtitle.text()), screen.subtitle.text()


def test_about_counts_it(window, pip):
    from souptable.ui.shell.dialogs import AboutDialog

    about = AboutDialog(window)
    text = " ".join(lab.text() for lab in about.findChildren(QLabel))
    assert re.search(COUNTED + ": .*Pip", text), text
    about.deleteLater()
