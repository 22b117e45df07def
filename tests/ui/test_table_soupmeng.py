"""The Soup Meng Ramen table, driven like a person with the mouse (offscreen).

Each decision type (draw, place by click, place by drag, the swap card's
two-step choice, discard, finish a bowl) is made with real mouse input; an
illegal click changes nothing; computer seats play a game to the summary;
5 players fit at any window size; no other seat's secret is ever shown.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtTest import QTest

from souptable.ai.random_bot import RandomBot
from souptable.engine import Match
from souptable.games.soupmeng.actions import Discard, Draw, Finish, Place, Swap
from souptable.games.soupmeng.cards import SWAP
from souptable.ui.newgame import Setup

from .conftest import seats
from .helpers import click_item, sprites_with, wait_for_person

GAME = "soupmeng"


# -- positions and mouse helpers ------------------------------------------------------------------


def position(n: int, want: Callable[[Match], bool], seeds=range(1, 120)) -> Match:
    """A match (random players) stopped where seat 0 is to move and ``want`` holds."""
    for seed in seeds:
        m = Match(GAME, n, seed, {})
        bot, rng = RandomBot(GAME), random.Random(seed)
        while not m.is_over():
            if m.to_move() == 0 and want(m):
                return m
            legal = m.legal_actions()
            m.play(bot.choose(m.observe(m.to_move()), legal, rng))
    raise AssertionError("no such position in the seeds tried")


def sit_down(window, qtbot, match: Match, humans: int = 1):
    window.start(Setup(GAME, match.players, seats(match.players, humans, "random"), {}, match.seed), match)
    wait_for_person(qtbot, window)
    return window.controller


def start(window, qtbot, n: int = 3, humans: int = 1, seed: int = 5, level: str = "random"):
    window.start(Setup(GAME, n, seats(n, humans, level), {}, seed))
    wait_for_person(qtbot, window)
    return window.controller


def sprite(window, key: str):
    (s,) = sprites_with(window, lambda s: s.key == key)
    return s


def drag(window, item, onto: QRectF | object) -> None:
    """Press on ``item``, move in steps, release over ``onto`` (an item or a scene rect)."""
    view = window.play.view
    vp = view.viewport()
    a = view.mapFromScene(item.sceneBoundingRect().center())
    rect = onto if isinstance(onto, QRectF) else onto.sceneBoundingRect()
    b = view.mapFromScene(rect.center())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, 13):
        QTest.mouseMove(vp, QPoint(a.x() + (b.x() - a.x()) * k // 12, a.y() + (b.y() - a.y()) * k // 12))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def hand_sprite(window, seat: int, card: str):
    return sprite(window, f"hand:{seat}/{card}#0")


def draw_by_click(window, qtbot, c) -> None:
    click_item(window, sprites_with(window, lambda s: s.target == "deck")[0])
    qtbot.waitUntil(lambda: any(isinstance(a, (Place, Swap, Discard)) for a in c.legal_for_viewer()))


# -- each decision type with the mouse ---------------------------------------------------------------


def test_clicking_the_draw_pile_draws_and_the_new_card_is_in_hand(window, qtbot):
    c = start(window, qtbot)
    assert Draw() in c.legal_for_viewer()
    deck = sprites_with(window, lambda s: s.target == "deck")
    assert len(deck) == 1 and deck[0].interactive
    before = len(c.match.state.hands[0])
    draw_by_click(window, qtbot, c)
    assert c.match.log[-1] == (0, Draw())
    assert len(c.match.state.hands[0]) == before + 1
    # the new card is shown face up in the viewer's hand, and the prompt names it
    faces = sorted(s.card for s in window.play.scene.sprites.values() if s.zone == "hand:0")
    assert faces == sorted(c.match.state.hands[0])
    assert "You drew" in window.play.prompt.text()


def test_placing_by_clicking_a_card_then_a_glowing_bowl(window, qtbot):
    c = start(window, qtbot)
    draw_by_click(window, qtbot, c)
    places = [a for a in c.legal_for_viewer() if isinstance(a, Place)]
    act = next((a for a in places if a.seat != 0), places[0])  # another player's bowl, if one fits
    click_item(window, hand_sprite(window, 0, act.card))
    assert window.board.selection == ("card", act.card)
    # exactly the bowls the engine offers for this card glow
    glowing = {a.key for a in window.play.scene.areas.values() if a.interactive and a.key.startswith("tray:")}
    offered = {f"tray:{a.seat}:{a.bowl}" for a in c.legal_for_viewer() if isinstance(a, Place) and a.card == act.card}
    assert glowing == offered
    before = len(c.match.log)
    click_item(window, sprite(window, f"bowlcard:{act.seat}:{act.bowl}"))
    assert c.match.log[before] == (0, act)
    bowl = c.match.state.bowls[act.seat][act.bowl]
    assert act.card in bowl.soups + bowl.noodles + bowl.toppings


def test_placing_by_dragging_a_card_onto_a_bowl(window, qtbot):
    c = start(window, qtbot, seed=8)
    draw_by_click(window, qtbot, c)
    act = next(a for a in c.legal_for_viewer() if isinstance(a, Place))
    tray = window.play.scene.areas[f"tray:{act.seat}:{act.bowl}"]
    assert tray.interactive  # a drop target before any card is chosen
    before = len(c.match.log)
    drag(window, hand_sprite(window, 0, act.card), tray)
    assert len(c.match.log) == before + 1
    assert c.match.log[before] == (0, act)


def test_the_swap_card_is_a_two_step_choice_then_the_bowl_for_the_card_received(window, qtbot):
    def many_dests(m: Match) -> bool:
        return any(a.dest != a.bowl for a in m.legal_actions() if isinstance(a, Swap))

    c = sit_down(window, qtbot, position(3, many_dests))
    swaps = [a for a in c.legal_for_viewer() if isinstance(a, Swap)]
    a = next(a for a in swaps if a.dest != a.bowl)  # the giving bowl could take it too: two choices
    before = len(c.match.log)
    click_item(window, hand_sprite(window, 0, SWAP))
    assert window.board.selection == ("swap", None, None)
    give = sprite(window, f"bowl:0:{a.bowl}/{a.card}#0")
    assert give.interactive
    click_item(window, give)
    take = sprite(window, f"bowl:{a.target_seat}:{a.target_bowl}/{a.target_card}#0")
    assert take.interactive
    # only cards of the same kind that the engine allows may be taken now
    takes = {(b.target_seat, b.target_bowl, b.target_card) for b in swaps if (b.bowl, b.card) == (a.bowl, a.card)}
    for s in window.play.scene.sprites.values():
        if s.interactive and isinstance(s.target, tuple) and s.target[0] == "bcard" and s.target[1] != 0:
            assert s.target[1:] in takes, s.key
    click_item(window, take)
    assert len(c.match.log) == before  # the card received may go into several bowls: choose one
    pair = (a.bowl, a.card, a.target_seat, a.target_bowl, a.target_card)
    dests = {b.dest for b in swaps if (b.bowl, b.card, b.target_seat, b.target_bowl, b.target_card) == pair}
    glowing = {k for k, it in window.play.scene.areas.items() if it.interactive and k.startswith("tray:")}
    assert glowing == {f"tray:0:{d}" for d in dests}
    click_item(window, sprite(window, f"bowlcard:0:{a.dest}"))
    assert c.match.log[before] == (0, a)
    assert SWAP in c.match.state.discard


def test_a_swap_by_dragging_your_card_onto_theirs(window, qtbot):
    def other_swap(m: Match) -> bool:
        return any(isinstance(a, Swap) and a.target_seat != 0 for a in m.legal_actions())

    c = sit_down(window, qtbot, position(3, other_swap))
    a = next(a for a in c.legal_for_viewer() if isinstance(a, Swap) and a.target_seat != 0)
    before = len(c.match.log)
    click_item(window, hand_sprite(window, 0, SWAP))
    drag(
        window,
        sprite(window, f"bowl:0:{a.bowl}/{a.card}#0"),
        sprite(window, f"bowl:{a.target_seat}:{a.target_bowl}/{a.target_card}#0"),
    )
    if len(c.match.log) == before:  # several bowls may take the card received: choose one
        assert window.board.selection == ("swap", (a.bowl, a.card), (a.target_seat, a.target_bowl, a.target_card))
        click_item(window, sprite(window, f"bowlcard:0:{a.dest}"))
    assert c.match.log[before] == (0, a)


def test_discarding_when_nothing_fits(window, qtbot):
    def only_discards(m: Match) -> bool:
        legal = m.legal_actions()
        return bool(legal) and all(isinstance(a, Discard) for a in legal)

    c = sit_down(window, qtbot, position(2, only_discards, seeds=range(19, 40)))
    legal = c.legal_for_viewer()
    card = legal[0].card
    pile = window.play.scene.areas["discard"]
    assert pile.interactive
    assert not any(a.interactive for k, a in window.play.scene.areas.items() if k.startswith("tray:"))
    before = len(c.match.log)
    click_item(window, hand_sprite(window, 0, card))
    assert window.board.selection == ("card", card)
    cards_on_pile = sprites_with(window, lambda s: s.target == "discard")
    click_item(window, max(cards_on_pile, key=lambda s: s.zValue()) if cards_on_pile else pile)
    assert c.match.log[before] == (0, Discard(card))
    assert c.match.state.discard[-1] == card


def test_finishing_a_bowl_with_order_up(window, qtbot):
    def can_finish(m: Match) -> bool:
        return any(isinstance(a, Finish) for a in m.legal_actions())

    c = sit_down(window, qtbot, position(3, can_finish))
    fin = [a for a in c.legal_for_viewer() if isinstance(a, Finish)]
    glowing = {k for k, it in window.play.scene.areas.items() if it.interactive and k.startswith("tray:")}
    assert glowing == {f"tray:0:{a.bowl}" for a in fin}
    order_up = max(sprites_with(window, lambda s: s.target == "orderup"), key=lambda s: s.zValue())
    assert order_up.interactive
    before = len(c.match.log)
    if len(fin) > 1:
        click_item(window, order_up)  # then the bowl
        assert len(c.match.log) == before
    else:
        drag(window, order_up, window.play.scene.areas[f"tray:0:{fin[0].bowl}"])
        if len(c.match.log) > before:
            assert c.match.log[before] == (0, fin[0])
            return
    click_item(window, sprite(window, f"bowlcard:0:{fin[0].bowl}"))
    assert c.match.log[before] == (0, fin[0])
    assert c.match.state.bowls[0][fin[0].bowl].finished


# -- refusals -------------------------------------------------------------------------------------


def test_an_illegal_click_changes_nothing_and_says_why(window, qtbot):
    c = start(window, qtbot)
    messages = []
    window.play.message.connect(messages.append)
    before = len(c.match.log)
    # before the draw: a hand card is not playable
    click_item(window, hand_sprite(window, 0, c.match.state.hands[0][0]))
    assert len(c.match.log) == before and messages
    # an opponent's bowl cannot be finished by me
    click_item(window, sprite(window, "bowlcard:1:0"))
    assert len(c.match.log) == before
    draw_by_click(window, qtbot, c)
    before = len(c.match.log)
    legal = c.legal_for_viewer()
    # choose a soup or noodles and click a bowl it does not fit: the engine says why
    for card in c.match.state.hands[0]:
        fits = {(a.seat, a.bowl) for a in legal if isinstance(a, Place) and a.card == card}
        misses = [(s, i) for s in range(3) for i in range(3) if (s, i) not in fits]
        if fits and misses:
            click_item(window, hand_sprite(window, 0, card))
            messages.clear()
            s, i = misses[0]
            click_item(window, sprite(window, f"bowlcard:{s}:{i}"))
            assert len(c.match.log) == before
            assert messages and "rules do not allow" not in messages[-1].lower()
            break
    # the draw pile after drawing
    click_item(window, sprites_with(window, lambda s: s.target == "deck")[0])
    assert len(c.match.log) == before


def test_only_legal_things_glow(window, qtbot):
    c = start(window, qtbot, seed=11)
    for _ in range(6):
        legal = c.legal_for_viewer()
        board = window.board
        lit = [s.target for s in window.play.scene.sprites.values() if s.interactive]
        lit += [a.target for a in window.play.scene.areas.values() if a.interactive]
        for t in lit:
            res = board.pick(t, legal, c.observation())
            assert res.action is None or res.action in legal, t
            board.reset()
        if Draw() in legal:
            c.submit(Draw())
        else:
            c.submit(next(a for a in legal if not isinstance(a, Swap)))
        wait_for_person(qtbot, window)


# -- a whole game and the summary ------------------------------------------------------------------------


def test_computer_game_runs_to_the_end_summary(window, qtbot):
    shown = []
    window.game_over.connect(shown.append)
    window.start(Setup(GAME, 4, seats(4, humans=0, level="random"), {}, 9))
    qtbot.waitUntil(lambda: bool(shown), timeout=60000)
    m = window.controller.match
    assert m.is_over()
    assert window.log.count() > 20
    html = window.board.summary_html(m.rules.rounds(m.state)[-1], final=True)
    for name in ("P1", "P2", "P3", "P4"):
        assert name in html
    for word in ("Lucky topping", "5+ toppings", "Total"):
        assert word in html
    # at the end every lucky topping is revealed on the table
    for s in range(4):
        for i, b in enumerate(m.state.bowls[s]):
            assert f"lucky={b.lucky}" in sprite(window, f"bowlcard:{s}:{i}").art[0]


def test_resizing_keeps_every_card_inside_the_view_with_five_players(window, qtbot):
    start(window, qtbot, n=5)
    for w, h in ((1280, 800), (900, 640), (1920, 1080), (1024, 700), (1100, 900)):
        window.resize(w, h)
        qtbot.wait(80)
        view = window.play.view
        rect = QRectF(0, 0, view.viewport().width(), view.viewport().height())
        for s in window.play.scene.sprites.values():
            r = s.sceneBoundingRect().adjusted(6, 6, -6, -6)  # the glow margin may touch the edge
            assert rect.contains(r), (w, h, s.key, r)
        for lab in window.play.scene.labels.values():
            assert rect.contains(lab.sceneBoundingRect().adjusted(1, 1, -1, -1)), (w, h, lab.key)
            assert lab.fits, (w, h, lab.key, lab.label.text)  # shrunk to fit, never clipped


def test_the_table_stays_visible_through_trays_and_slots(window, qtbot):
    """Areas are tinted glass over the table, never opaque blocks (spec colours are #RRGGBBAA)."""
    from souptable.ui.table.items import color

    start(window, qtbot, n=4)
    for area in window.play.scene.areas.values():
        assert color(area.area.color).alpha() < 0x80, (area.key, area.area.color)


# -- secrets ----------------------------------------------------------------------------------------------


def assert_nothing_hidden(window, viewer: int) -> None:
    scene = window.play.scene
    for s in scene.sprites.values():
        seat = s.zone.split(":")[1] if s.zone.startswith("hand:") else None
        if seat is not None and int(seat) != viewer:
            assert not s.face_up and s.card is None and s.art[0].endswith("/back"), s.key
        if s.key.startswith("bowlcard:"):
            owner = int(s.key.split(":")[1])
            if owner != viewer:
                assert "lucky=None" in s.art[0], s.key
                assert "hidden" in s.toolTip(), s.key
        if s.face_up and s.card is not None:
            assert not s.zone.startswith("hand:") or s.zone == f"hand:{viewer}", s.key
    # the log names a drawn card only for the person who drew it
    me = window.board.name(viewer)
    for i in range(window.log.count()):
        line = window.log.item(i).text()
        if " draws " in line and not line.endswith("draws a card."):
            assert line.startswith(me + " draws "), line
    # a lucky topping is named only on the viewer's own bowls
    texts = [(s.key, s.toolTip()) for s in scene.sprites.values()]
    texts += [(lab.key, lab.label.text + lab.toolTip()) for lab in scene.labels.values()]
    texts += [(a.key, a.toolTip()) for a in scene.areas.values()]
    for key, text in texts:
        if "Lucky topping:" in text:
            assert key.split(":")[1] == str(viewer), (key, text)


def test_no_other_seats_lucky_topping_or_hand_card_is_ever_shown(window, qtbot):
    c = start(window, qtbot, n=3, humans=2, seed=4)
    for _ in range(10):
        qtbot.waitUntil(lambda: bool(c.legal_for_viewer()) or window.play.cover.isVisible(), timeout=10000)
        if window.play.cover.isVisible():
            assert not window.play.scene.sprites  # covered: nothing of the last person's view
            window.play.cover.button.click()
            qtbot.waitUntil(lambda: bool(c.legal_for_viewer()))
        viewer = c.viewer
        assert_nothing_hidden(window, viewer)
        legal = c.legal_for_viewer()
        c.submit(Draw() if Draw() in legal else legal[0])
        qtbot.waitUntil(lambda v=viewer: bool(c.legal_for_viewer()) or window.play.cover.isVisible() or c.viewer != v)
        if c.legal_for_viewer():
            assert_nothing_hidden(window, c.viewer)
            # after the draw, the log names the card only for the person who drew it
            c.submit(c.legal_for_viewer()[0])
