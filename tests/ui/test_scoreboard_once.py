"""The score panel is built once per change (ui/shell/mainwindow.py ``refresh_panels``).

A change reaches the window more than once (``changed``, then ``turn``, then the
hot-seat cover going down); the panel is built from each view once, in every
game, and again only when the language changes.
"""

from __future__ import annotations

from typing import Any

import pytest

from souptable.ui.app.scenarios import mid_game
from souptable.ui.games import playable
from souptable.ui.play.setup import Setup
from souptable.ui.shell.panels import ScorePanel

from .conftest import seats
from .helpers import first_person_sits_down, wait_for_person


def builds(window: Any, monkeypatch: Any) -> list[int]:
    """The view versions the score panel is built from, from now on."""
    seen: list[int] = []
    real = ScorePanel.show_scores

    def spy(self: ScorePanel, board: Any, obs: Any) -> None:
        seen.append(window.controller.view.version)
        real(self, board, obs)

    monkeypatch.setattr(ScorePanel, "show_scores", spy)
    return seen


def changes(window: Any) -> list[int]:
    """The view versions the controller announces (``changed``), from now on."""
    seen: list[int] = []
    window.controller.changed.connect(lambda _e: seen.append(window.controller.view.version))
    return seen


@pytest.mark.parametrize("game", playable())
@pytest.mark.parametrize("people", [1, 2])
def test_the_scores_are_built_once_per_change(window, qtbot, monkeypatch, game, people):
    match = mid_game(game)
    n = match.players
    window.start(Setup(game, n, seats(n, people), dict(match.options), match.seed), match)
    first_person_sits_down(qtbot, window)
    built, announced = builds(window, monkeypatch), changes(window)
    c = window.controller
    for _click in range(3):
        if c.match.is_over():
            break
        c.submit(c.legal_for_viewer()[0])
        first_person_sits_down(qtbot, window)  # (at a hot-seat table: the next person confirms)
    assert announced, "nothing happened"
    assert len(built) == len(set(built)), f"built twice from one view: {built}"
    assert set(announced) <= set(built)  # and every change did show


def test_a_new_language_builds_the_scores_anew(window, qtbot, monkeypatch):
    window.start(Setup("susuru", 3, seats(3, 1), {}, 5))
    wait_for_person(qtbot, window)
    built = builds(window, monkeypatch)
    window.languages.install("de")
    qtbot.waitUntil(lambda: len(built) >= 1)
    window.languages.install("en")
    qtbot.waitUntil(lambda: len(built) >= 2)
    assert len(set(built)) == 1  # the same view, in two languages
