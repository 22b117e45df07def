"""The history in a view is redacted once per event (ui/table/seatview.py ``RedactedHistory``)
and is exactly what redacting the whole history from scratch gives: over whole games
of every game, for every viewer, with the viewer changing (hot-seat), a held round's
deal left out until it is shown, and the history rebuilt (an undo)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from souptable.engine import Event, Match, get
from souptable.engine.record import SeatInfo
from souptable.ui.app.scenarios import scene_options, scene_players
from souptable.ui.play.controller import GameController, Stage
from souptable.ui.table.seatview import RedactedHistory

from .test_controller_stages import Runner, step

GAMES = ["susuru", "soupmeng", "suppenkasper", "salty"]


def from_scratch(rules: Any, history: list[Event], n: int, eyes: int | None) -> tuple[Event, ...]:
    return tuple(rules.redact(e, eyes) for e in history[:n])


@pytest.mark.parametrize("game", GAMES)
def test_incremental_redaction_equals_redacting_from_scratch(game):
    rules = get(game)
    n = scene_players(game)
    match = Match(game, n, 11, scene_options(game))
    rng = random.Random(4)
    redacted: list[int] = []
    rh = RedactedHistory(lambda e, eyes: redacted.append(1) or rules.redact(e, eyes))
    history: list[Event] = []
    everyone: list[int | None] = [None, *range(n)]
    while not match.is_over():
        history.extend(match.play(rng.choice(match.legal_actions())))
        eyes = rng.choice(everyone)
        upto = max(0, len(history) - rng.choice([0, 0, 1, 3]))  # (a held deal is left out)
        assert rh.upto(history, upto, eyes) == from_scratch(rules, history, upto, eyes)
    for eyes in everyone:
        assert rh.upto(history, len(history), eyes) == from_scratch(rules, history, len(history), eyes)
    # each event redacted once per viewer, not once per change
    assert len(redacted) <= len(everyone) * len(history)
    # rebuilt (an undo, a resume): a new list, redacted anew
    shorter = history[: len(history) // 2]
    assert rh.upto(shorter, len(shorter), 0) == from_scratch(rules, shorter, len(shorter), 0)


def test_a_history_changed_in_place_is_redacted_anew():
    rules = get("salty")
    match = Match("salty", 3, 2)
    history = list(match.play(match.legal_actions()[0]))
    rh = RedactedHistory(rules.redact)
    rh.upto(history, len(history), 0)
    other = Match("salty", 3, 9)
    history[-1:] = other.play(other.legal_actions()[0])[-1:]  # the same list, another last event
    assert rh.upto(history, len(history), 0) == from_scratch(rules, history, len(history), 0)


@pytest.mark.parametrize("game", GAMES)
def test_the_views_history_equals_redacting_from_scratch_over_a_whole_game(qtbot, game):
    """At a hot-seat table (the eyes change from person to person), with rounds held."""
    rules = get(game)
    n = scene_players(game)
    people = [SeatInfo("Ann", "human", None), SeatInfo("Bo", "human", None)]
    seats = people + [SeatInfo(f"C{i}", "bot", "normal") for i in range(n - 2)]
    runner = Runner()
    c = GameController(Match(game, n, 8, scene_options(game)), seats, runner)  # type: ignore[arg-type]
    rng = random.Random(5)
    c.start()
    held = 0
    while c.stage is not Stage.OVER:
        view = c.view
        upto = len(c.history) - (len(c._held) if c._held is not None else 0)
        held += c.stage is Stage.ROUND_HELD
        assert view.history == from_scratch(rules, c.opening + c.history, len(c.opening) + upto, view.viewer)
        step(c, runner, rng)
    assert c.view.history == from_scratch(rules, c.opening + c.history, len(c.opening) + len(c.history), c.view.viewer)
    c.rewind(len(c.match.log) // 2)  # an undo: the history rebuilt, redacted anew
    assert c.view.history == from_scratch(rules, c.opening + c.history, len(c.opening) + len(c.history), c.view.viewer)
    assert held or game == "soupmeng"  # (a game of one round holds none)
