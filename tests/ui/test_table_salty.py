"""The Salty table, driven like a person with the mouse (offscreen)."""

from __future__ import annotations

from souptable.games.salty.actions import ChooseSide, Discard, PickFood, Play
from souptable.ui.newgame import Setup

from .conftest import seats
from .helpers import click_item, sprites_with, wait_for_person


def start(window, qtbot, n=4, humans=1, seed=5):
    window.start(Setup("salty", n, seats(n, humans), {}, seed))
    wait_for_person(qtbot, window)
    return window.controller


def buttons(window):
    return {b.text(): b for b in window.play._buttons}


def play_until(window, qtbot, kind, limit=60):
    """Let the person make the obvious choices until an action of ``kind`` is on offer."""
    c = window.controller
    for _ in range(limit):
        wait_for_person(qtbot, window)
        legal = c.legal_for_viewer()
        if any(isinstance(a, kind) for a in legal):
            return legal
        c.submit(legal[0])
    raise AssertionError(f"no {kind.__name__} came")


def test_draft_by_clicking_a_food_card(window, qtbot):
    c = start(window, qtbot)
    legal = play_until(window, qtbot, PickFood)
    food = legal[0].food
    (sprite,) = sprites_with(window, lambda s: s.key == f"food:{food}")
    before = len(c.match.log)
    click_item(window, sprite)
    assert c.match.log[before][1] == PickFood(food)


def test_side_choice_stays_hidden_from_the_others_until_all_chose(window, qtbot):
    c = start(window, qtbot)
    play_until(window, qtbot, ChooseSide)
    buttons(window)["Back: bet 0"].click()
    # what the others see of us: chosen, but not which side (until the reveal)
    if not c.match.state.revealed:
        for seat in (1, 2, 3):
            assert c.match.observe(seat)["sides"][0] is None
    assert c.match.log[-1][1] == ChooseSide("back") or any(a == ChooseSide("back") for _s, a in c.match.log)


def test_discard_two_cards_then_play_and_why_not(window, qtbot):
    c = start(window, qtbot)
    play_until(window, qtbot, Discard)
    hand = sorted(c.match.state.hands[0])[:2]
    for card in hand:
        click_item(window, sprites_with(window, lambda s, card=card: s.key == card)[0])
    assert buttons(window)["Discard (2/2)"].isEnabled()
    buttons(window)["Discard (2/2)"].click()
    assert any(a == Discard(tuple(hand)) for _s, a in c.match.log)
    legal = play_until(window, qtbot, Play)
    playable = {a.card for a in legal}
    not_playable = [card for card in c.match.state.hands[0] if card not in playable]
    messages = []
    window.play.message.connect(messages.append)
    if not_playable:
        before = len(c.match.log)
        click_item(window, sprites_with(window, lambda s: s.key == not_playable[0])[0])
        assert len(c.match.log) == before
        assert messages and "must play" in messages[-1]
    card = sorted(playable)[0]
    before = len(c.match.log)
    click_item(window, sprites_with(window, lambda s: s.key == card)[0])
    assert c.match.log[before][1] == Play(card)


def test_no_hidden_card_of_another_seat_is_shown(window, qtbot):
    c = start(window, qtbot)
    for _ in range(40):
        state = c.match.state
        shown = {s.card for s in window.play.scene.sprites.values() if s.face_up and s.card is not None}
        for seat in (1, 2, 3):
            assert not shown & set(state.hands[seat])
            assert not shown & set(state.discards[seat])
        legal = c.legal_for_viewer()
        if not legal:
            break
        c.submit(legal[-1])
        wait_for_person(qtbot, window)


def test_computer_game_runs_to_the_end_summary(window, qtbot):
    shown = []
    window.game_over.connect(shown.append)
    window.start(Setup("salty", 3, seats(3, humans=0), {}, 4))
    qtbot.waitUntil(lambda: bool(shown), timeout=90000)
    assert window.controller.match.is_over()


def test_score_panel_shows_whole_names(window, qtbot):
    """The dock widens to the score table's needs: no player name is cut to "…"."""
    from souptable.engine.record import SeatInfo

    names = ["Grandmother Ottilie", "Computer 2", "Computer 3", "Computer 4"]
    seats4 = [SeatInfo(names[0], "human", None)] + [SeatInfo(n, "bot", "normal") for n in names[1:]]
    window.start(Setup("salty", 4, seats4, {}, 3))
    qtbot.waitUntil(lambda: window.scores.rowCount() == 4, timeout=5000)
    qtbot.wait(50)
    table = window.scores
    assert table.columnWidth(0) >= table.sizeHintForColumn(0)
    assert table.viewport().width() >= sum(table.columnWidth(c) for c in range(table.columnCount()))
