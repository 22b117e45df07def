"""The first deal has its log lines, like every later deal (issue 44).

A later round's deal comes with the action that ends the round before it; the first
deal has no action, so ``GameRules.opening_events`` hands its events to the controller's
history. Checked for all four games: the engine's opening events are the kinds a later
deal emits, and the window's log tells them right under the heading, as the viewer may
know them (the person's own cards only)."""

from __future__ import annotations

import random

import pytest

from souptable.engine import Match, get
from souptable.ui.play.setup import Setup

from .conftest import seats
from .helpers import wait_for_person

# (game, the events a deal starts with, the words of its first log line)
DEALS = [
    ("susuru", ["round_started"], "Round 1 begins. Start player:"),
    ("suppenkasper", ["round_started", "dealt", "dealt", "dealt", "card_moved", "tischlein_played"], "Round 1 begins:"),
    ("salty", ["meal_started"], "Meal 1 begins."),
]


def later_deal(game: str, seed: int) -> tuple[Match, list]:
    """A match just after its second deal, and the events that action returned."""
    m = Match(game, 3, seed)
    rng = random.Random(seed)
    start = {"susuru": "round_started", "suppenkasper": "round_started", "salty": "meal_started"}[game]
    while not m.is_over():
        events = m.play(rng.choice(m.legal_actions()))
        kinds = [e.kind for e in events]
        if start in kinds:
            return m, events[kinds.index(start) :]
    raise AssertionError(f"{game} seed {seed}: no second deal")


@pytest.mark.parametrize(("game", "kinds", "_words"), DEALS)
def test_the_first_deal_emits_what_a_later_deal_emits(game, kinds, _words):
    rules = get(game)
    first = rules.opening_events(3, 7)
    assert [e.kind for e in first][: len(kinds)] == kinds
    _m, later = later_deal(game, 7)
    assert sorted({e.kind for e in first}) == sorted({e.kind for e in later[: len(first)]})
    assert len(later) >= len(first)
    # the same state as before: asking for the events changes nothing of the deal
    assert Match(game, 3, 7).observe(None) == Match(game, 3, 7).observe(None)
    assert get(game).opening_events(3, 7) == first


def test_soup_meng_ramen_deals_once_and_says_nothing_of_it():
    """Soup Meng Ramen has one deal and the engine tells nothing of it (no later deal
    either): its log starts with the first move, as before."""
    assert get("soupmeng").opening_events(3, 7) == []


@pytest.mark.parametrize(("game", "kinds", "words"), DEALS)
def test_the_log_tells_the_first_deal(window, qtbot, game, kinds, words):
    window.start(Setup(game, 3, seats(3), {}, 7))
    wait_for_person(qtbot, window)
    c, board = window.controller, window.board
    lines = [window.log.item(i).text() for i in range(window.log.count())]
    assert lines[0].startswith("— ")
    assert lines[1].startswith(words), lines[:4]
    rules = c.match.rules
    told = [line for line in (board.describe(rules.redact(e, 0)) for e in rules.opening_events(3, 7, c.match.options)) if line]
    assert lines[1 : 1 + len(told)] == told
    if game == "suppenkasper":
        assert any("holds Tischlein deck dich" in line for line in told)
        dealt = [line for line in told if " is dealt: " in line]
        assert len(dealt) == 1 and dealt[0].startswith("P1")  # only the person's own hand
    # told anew (a new viewer, a language change) the same way
    window.rebuild_log()
    assert [window.log.item(i).text() for i in range(window.log.count())][: 1 + len(told)] == lines[: 1 + len(told)]
