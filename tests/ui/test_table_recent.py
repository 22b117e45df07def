"""What just happened stays visible: the cards the other players' moves changed since the
person's last decision are marked on the table (both cards of a swap), and the marks go
when the person decides."""

from __future__ import annotations

import random

from souptable.ai.random_bot import RandomBot
from souptable.engine import Match
from souptable.games.soupmeng.actions import Swap
from souptable.ui.play.setup import Setup
from souptable.ui.table.recent import marks, recent_events

from .conftest import seats
from .helpers import click_item, wait_for_person


def swapped_against_seat_0(players: int = 3) -> tuple[Match, Swap]:
    """A Soup Meng Ramen match (random players) where another player's swap took a card
    from seat 0's bowl, stopped where seat 0 decides next."""
    for seed in range(1, 400):
        m = Match("soupmeng", players, seed, {})
        bot, rng = RandomBot("soupmeng"), random.Random(seed)
        swap: Swap | None = None
        while not m.is_over():
            s = m.to_move()
            if s == 0 and swap is not None:
                return m, swap
            act = bot.choose(m.observe(s), m.legal_actions(), rng)
            if s == 0:
                swap = None
            elif isinstance(act, Swap) and act.target_seat == 0:
                swap = act
            m.play(act)
    raise AssertionError("no swap against seat 0 in the seeds tried")


def replay_events(m: Match) -> list[list]:
    scratch = Match(m.game, m.players, m.seed, m.options)
    return [scratch.play(act) for _seat, act in m.log]


def test_a_swap_marks_both_cards_where_they_now_lie():
    m, swap = swapped_against_seat_0()
    seat = next(s for s, a in reversed(m.log) if a == swap)
    got = marks(recent_events(m.log, replay_events(m), 0, m.rules.redact))
    assert (f"bowl:0:{swap.target_bowl}", swap.card) in got  # the card seat 0 was given
    assert (f"bowl:{seat}:{swap.dest}", swap.target_card) in got  # the card taken from seat 0


def test_nothing_is_marked_for_a_spectator_or_from_the_viewers_own_moves():
    m, _swap = swapped_against_seat_0()
    events = replay_events(m)
    assert recent_events(m.log, events, None, m.rules.redact) == []
    last = max(i for i, (s, _a) in enumerate(m.log) if s == 0)
    got = recent_events(m.log, events, 0, m.rules.redact)
    mine = [e for e in events[last] if e.kind == "card_moved"]
    assert all(e not in got for e in mine)


def test_the_table_marks_the_swapped_cards_until_the_person_decides(window, qtbot):
    m, swap = swapped_against_seat_0()
    seat = next(s for s, a in reversed(m.log) if a == swap)
    window.start(Setup("soupmeng", m.players, seats(m.players, 1, "random"), {}, m.seed), m)
    wait_for_person(qtbot, window)
    scene = window.play.scene
    qtbot.waitUntil(lambda: bool(scene.recent), timeout=5000)
    given = [s for s in scene.sprites.values() if s.zone == f"bowl:0:{swap.target_bowl}" and s.card == swap.card]
    taken = [s for s in scene.sprites.values() if s.zone == f"bowl:{seat}:{swap.dest}" and s.card == swap.target_card]
    assert given and taken
    assert all(scene.is_recent(s) for s in given + taken)
    # and it is said, for the pointer and a screen reader (the accessible name is the tooltip)
    assert all("Just changed by another player's move." in s.toolTip() for s in given + taken)
    assert not any("Just changed" in s.toolTip() for s in scene.sprites.values() if not scene.is_recent(s))
    # the mark is not the glow of a legal card, a selection or the focus ring: it is its own state
    assert all(s.state in ("normal", "dim", "active", "legal") for s in given + taken)
    # marks stay through a relayout (a resize, a selection)
    window.play.relayout(animate=False)
    assert all(scene.is_recent(s) for s in scene.sprites.values() if s in given + taken)
    # the person decides: what was marked before is no longer "just now"
    c = window.controller
    before = len(c.match.log)
    deck = max((s for s in scene.sprites.values() if s.target == "deck"), key=lambda s: s.zValue(), default=None)
    if deck is not None and deck.interactive:
        click_item(window, deck)
    else:
        c.submit(c.legal_for_viewer()[0])
    qtbot.waitUntil(lambda: len(c.match.log) > before, timeout=5000)
    assert (f"bowl:0:{swap.target_bowl}", swap.card) not in scene.recent
