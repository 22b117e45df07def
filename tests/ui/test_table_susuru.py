"""The Super Susuru Soup table, driven like a person with the mouse (offscreen)."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from souptable.games.susuru.actions import Draw, Keep, OpenShop, Take, ToMarket
from souptable.ui.newgame import Setup

from .conftest import seats
from .helpers import click_item, sprites_with, wait_for_person


def start(window, qtbot, n=4, humans=1, level="normal", seed=5):
    window.start(Setup("susuru", n, seats(n, humans, level), {}, seed))
    wait_for_person(qtbot, window)
    return window.controller


def test_clicking_the_draw_pile_draws_then_keep_button_keeps(window, qtbot):
    c = start(window, qtbot)
    assert Draw() in c.legal_for_viewer()
    (deck,) = sprites_with(window, lambda s: s.target == "deck")
    click_item(window, deck)
    assert c.match.log[-1] == (0, Draw())
    qtbot.waitUntil(lambda: Keep() in c.legal_for_viewer())
    drawn = c.match.state.drawn
    buttons = {b.text(): b for b in window.play._buttons}
    buttons["Keep"].click()
    qtbot.waitUntil(lambda: drawn in c.match.state.hands[0])


def test_taking_a_market_card_by_click(window, qtbot):
    c = start(window, qtbot)
    # put a card into the market ourselves, then wait for our next turn
    click_item(window, sprites_with(window, lambda s: s.target == "deck")[0])
    qtbot.waitUntil(lambda: Keep() in c.legal_for_viewer())
    next(b for b in window.play._buttons if b.text() == "To market").click()
    wait_for_person(qtbot, window)
    takes = [a for a in c.legal_for_viewer() if isinstance(a, Take)]
    if not takes:
        return  # the computers emptied the market; nothing to take this time
    card = takes[0].card
    (sprite,) = sprites_with(window, lambda s: s.key == card)
    before = len(c.match.log)
    click_item(window, sprite)
    assert c.match.log[before] == (0, Take(card))


def test_an_illegal_click_changes_nothing_and_says_why(window, qtbot):
    c = start(window, qtbot)
    before = len(c.match.log)
    # the trend markers are not choosable before "Open shop": clicking one does nothing
    marker = sprites_with(window, lambda s: s.key == "marker:3")[0]
    click_item(window, marker)
    assert len(c.match.log) == before
    # a click while a computer is to move is refused with a message
    window.play._activated(("take", "seafood-3"))
    assert len(c.match.log) == before


def test_open_shop_is_a_two_step_choice_card_then_marker(window, qtbot):
    c = start(window, qtbot)
    for _ in range(30):
        legal = c.legal_for_viewer()
        claims = [a for a in legal if isinstance(a, OpenShop) and a.card is not None]
        if claims:
            break
        if Keep() in legal:
            c.submit(Keep())
        elif Draw() in legal:
            c.submit(Draw())
        wait_for_person(qtbot, window)
    else:
        return
    next(b for b in window.play._buttons if b.text() == "Open shop").click()
    target = claims[0]
    (card,) = sprites_with(window, lambda s: s.key == target.card)
    click_item(window, card)
    (marker,) = sprites_with(window, lambda s: s.key == f"marker:{target.marker}")
    before = len(c.match.log)
    click_item(window, marker)
    assert c.match.log[before] == (0, target)


def test_computer_game_runs_to_the_end_summary(window, qtbot):
    shown = []
    window.game_over.connect(shown.append)
    window.start(Setup("susuru", 3, seats(3, humans=0), {}, 9))
    qtbot.waitUntil(lambda: bool(shown), timeout=60000)
    assert window.controller.match.is_over()
    assert window.log.count() > 10


def test_resizing_keeps_every_card_inside_the_view(window, qtbot):
    start(window, qtbot)
    for w, h in ((1280, 800), (900, 640), (1920, 1080), (1024, 700)):
        window.resize(w, h)
        qtbot.wait(80)
        view = window.play.view
        rect = QRectF(0, 0, view.viewport().width(), view.viewport().height())
        for s in window.play.scene.sprites.values():
            r = s.sceneBoundingRect().adjusted(6, 6, -6, -6)  # the glow margin may touch the edge
            assert rect.contains(r), (w, h, s.key, r)


def test_a_card_another_player_took_from_the_market_shows_face_up_in_their_hand(window, qtbot):
    """Everyone saw it go there, so the table keeps showing it (hot-seat: P2 takes
    the card P1 put into the market; back on P1's view it lies face up in P2's hand)."""
    c = start(window, qtbot, n=3, humans=2)
    c.submit(Draw())
    qtbot.waitUntil(lambda: Keep() in c.legal_for_viewer())
    card = c.match.state.drawn
    c.submit(ToMarket())
    qtbot.waitUntil(lambda: window.play.cover.isVisible(), timeout=5000)
    window.play.cover.button.click()
    qtbot.waitUntil(lambda: Take(card) in c.legal_for_viewer())
    c.submit(Take(card))
    qtbot.waitUntil(lambda: window.play.cover.isVisible() and c.match.to_move() == 0, timeout=10000)
    window.play.cover.button.click()
    qtbot.waitUntil(lambda: c.viewer == 0 and bool(c.legal_for_viewer()))
    (sprite,) = sprites_with(window, lambda s: s.key == card)
    assert sprite.face_up
    assert "took" in sprite.toolTip()
    backs = sprites_with(window, lambda s: s.key.startswith("back:hand:1:"))
    assert len(backs) == len(c.match.state.hands[1]) - 1
