"""The Soup Meng Ramen table, driven like a person with the mouse (offscreen).

Each decision type (draw, place by click, place by drag, the swap card's
two-step choice, discard, finish a bowl) is made with real mouse input; an
illegal click changes nothing; computer seats play a game to the summary;
5 players fit at any window size; no other seat's secret is ever shown. The board
alone: every item with a target answers a click and a drop (an action, a new
selection or a reason in words), every item has a tooltip, focus starts at the
current decision, every button has a key, the table is rebuilt from one
observation, and no corner index is ever covered.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtTest import QTest

from souptable.ai.random_bot import RandomBot
from souptable.engine import Match
from souptable.games.soupmeng.actions import Discard, Draw, Finish, Place, Swap
from souptable.games.soupmeng.cards import BONUS_BY_ID, KIND, SWAP
from souptable.ui.play.setup import Setup
from souptable.ui.table.spec import ACTIVE, LEGAL, SELECTED

from .conftest import seats
from .helpers import click_item, first_person_sits_down, sprites_with, wait_for_person

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
    first_person_sits_down(qtbot, window)
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


def deck_top(window):
    """The top card of the draw pile (the cards under it answer too, but hide behind it)."""
    return max(sprites_with(window, lambda s: s.target == "deck"), key=lambda s: s.zValue())


def draw_by_click(window, qtbot, c) -> None:
    click_item(window, deck_top(window))
    qtbot.waitUntil(lambda: any(isinstance(a, (Place, Swap, Discard)) for a in c.legal_for_viewer()))


# -- each decision type with the mouse ---------------------------------------------------------------


def test_clicking_the_draw_pile_draws_and_the_new_card_is_in_hand(window, qtbot):
    c = start(window, qtbot)
    assert Draw() in c.legal_for_viewer()
    deck = sprites_with(window, lambda s: s.target == "deck" and s.interactive)
    assert deck == [deck_top(window)]
    before = len(c.match.state.hands[0])
    draw_by_click(window, qtbot, c)
    assert c.match.log[-1] == (0, Draw())
    assert len(c.match.state.hands[0]) == before + 1
    # the new card is shown face up in the viewer's hand, and the log names it
    faces = sorted(s.card for s in window.play.scene.sprites.values() if s.zone == "hand:0")
    assert faces == sorted(c.match.state.hands[0])
    drawn = c.match.state.hands[0][-1]
    assert any(window.log.item(i).text() == f"P1 draws {window.board.card_name(drawn)}." for i in range(window.log.count()))


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
    cards_on_pile = sprites_with(window, lambda s: s.target == "discard" and s.card is not None)
    click_item(window, max(cards_on_pile, key=lambda s: s.zValue()) if cards_on_pile else pile)
    assert c.match.log[before] == (0, Discard(card))
    assert c.match.state.discard[-1] == card


def nothing_fits_but_a_swap() -> Match:
    """Seat 0 has drawn: no card of its hand fits into any bowl, yet the swap card could
    exchange soups or noodles (行動B's ※: it may discard all the same, the swap card too)."""
    from souptable.games.soupmeng.state import Bowl

    m = Match(GAME, 2, 3, {})
    rows = (
        (("corn", "miso", "thick"), ("egg", "shio", "thin"), ("nori", "miso", "thin")),
        (("negi", "shio", "thin"), ("menma", "miso", "thick"), ("naruto", "shio", "thick")),
    )
    m.state.bowls = [[Bowl(lucky, [soup], [noodle]) for lucky, soup, noodle in row] for row in rows]
    m.state.hands[0] = ["shoyu", "medium", "tonkotsu", SWAP]
    m.state.phase, m.state.current = "play", 0
    legal = m.legal_actions()
    assert {a.card for a in legal if isinstance(a, Discard)} == {"shoyu", "medium", "tonkotsu", SWAP}
    assert any(isinstance(a, Swap) for a in legal) and not any(isinstance(a, Place) for a in legal)
    return m


def test_discarding_while_a_swap_is_possible_with_the_mouse(window, qtbot):
    c = sit_down(window, qtbot, nothing_fits_but_a_swap())
    assert "or play the swap card" in window.play.prompt.text()
    assert window.play.scene.areas["discard"].interactive
    for card in ("shoyu", "medium", "tonkotsu", SWAP):
        assert hand_sprite(window, 0, card).state == LEGAL, card
    before = len(c.match.log)
    click_item(window, hand_sprite(window, 0, "tonkotsu"))
    assert window.board.selection == ("card", "tonkotsu")
    click_item(window, window.play.scene.areas["discard"])
    assert c.match.log[before] == (0, Discard("tonkotsu"))
    assert any("P1 discards Tonkotsu" in window.log.item(i).text() for i in range(window.log.count()))


def test_the_swap_card_is_played_or_discarded_when_nothing_fits(window, qtbot):
    c = sit_down(window, qtbot, nothing_fits_but_a_swap())
    swaps = [a for a in c.legal_for_viewer() if isinstance(a, Swap)]
    click_item(window, hand_sprite(window, 0, SWAP))  # the swap, with discarding it on offer
    assert window.board.selection == ("swap", None, None)
    assert "Or put the swap card on the discard pile." in window.play.prompt.text()
    assert window.play.scene.areas["discard"].state == LEGAL
    a = swaps[0]
    before = len(c.match.log)
    click_item(window, sprite(window, f"bowl:0:{a.bowl}/{a.card}#0"))
    click_item(window, sprite(window, f"bowl:{a.target_seat}:{a.target_bowl}/{a.target_card}#0"))
    if len(c.match.log) == before:  # the card received may go into several bowls
        click_item(window, sprite(window, f"bowlcard:0:{a.dest}"))
    assert isinstance(c.match.log[before][1], Swap)
    c = sit_down(window, qtbot, nothing_fits_but_a_swap())
    click_item(window, hand_sprite(window, 0, SWAP))
    before = len(c.match.log)
    click_item(window, window.play.scene.areas["discard"])
    assert c.match.log[before] == (0, Discard(SWAP))


def test_discarding_when_nothing_fits_by_keyboard(window, qtbot):
    c = sit_down(window, qtbot, nothing_fits_but_a_swap())
    view = window.play.view
    QTest.keyClick(view, Qt.Key.Key_Tab)
    QTest.keyClick(view, Qt.Key.Key_Return)  # the first card of the decision is chosen
    sel = window.board.selection
    assert sel is not None
    card = sel[1] if sel[0] == "card" else SWAP
    before = len(c.match.log)
    QTest.keyClick(view, Qt.Key.Key_X)  # "Discard …" (the swap card too)
    qtbot.waitUntil(lambda: len(c.match.log) > before, timeout=3000)
    assert c.match.log[before] == (0, Discard(card))


def test_the_start_player_is_named_at_their_seat(window, qtbot):
    window.start(Setup(GAME, 3, seats(3, 1, "random"), {"start": "2"}, 5))
    qtbot.waitUntil(lambda: "seat-name:1" in window.play.scene.labels, timeout=5000)
    names = {s: window.play.scene.labels[f"seat-name:{s}"].label.text for s in range(3)}
    assert names == {0: "P1", 1: "P2 · start player", 2: "P3"}, names


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
    messages.clear()
    click_item(window, deck_top(window))
    assert len(c.match.log) == before and messages


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


# -- the board alone: every input answers, every item is named, indexes stay readable -------------------------

ANSWERING = (LEGAL, SELECTED, ACTIVE)


def make_board(match: Match):
    from souptable.ui.games.soupmeng import BOARD

    return BOARD([f"P{i + 1}" for i in range(match.players)])


def has(pred: Callable[[list], bool]) -> Callable[[Match], bool]:
    return lambda m: pred(m.legal_actions())


def positions() -> dict[str, Match]:
    """Seat 0 at each kind of decision, plus waiting and the end."""
    from souptable.ui.app.scenarios import mid_game

    out = {
        "mid_game": mid_game(GAME),
        "turn": position(3, has(lambda legal: Draw() in legal)),
        "finish": position(3, has(lambda legal: any(isinstance(a, Finish) for a in legal))),
        "swap": position(3, has(lambda legal: any(isinstance(a, Swap) and a.dest != a.bowl for a in legal))),
        "discard": position(2, has(lambda legal: bool(legal) and all(isinstance(a, Discard) for a in legal)), range(19, 40)),
        "discard_or_swap": nothing_fits_but_a_swap(),
        "five_players": position(5, has(lambda legal: any(isinstance(a, Place) for a in legal))),
    }
    waiting = Match(GAME, 3, 7, {})
    waiting.play(waiting.legal_actions()[0])  # seat 0 drew: now it must place...
    waiting.play(next(a for a in waiting.legal_actions() if isinstance(a, (Place, Discard))))  # ... and seat 1 is to move
    out["waiting"] = waiting
    over = Match(GAME, 4, 9, {})
    bot, rng = RandomBot(GAME), random.Random(9)
    while not over.is_over():
        over.play(bot.choose(over.observe(over.to_move()), over.legal_actions(), rng))
    out["over"] = over
    return out


def legal_for(m: Match, seat: int = 0) -> list:
    return m.legal_actions() if m.to_move() == seat else []


def items_with_targets(layout) -> list:
    return [x for x in [*layout.specs, *layout.areas, *layout.labels] if x.target is not None]


def answer_text(board, m: Match, res) -> str:
    """The sentence the status line would show for ``res`` ('' when it says nothing)."""
    from souptable.ui.text.common import generic_refusal

    if res.action is not None:
        if res.action in legal_for(m):
            return "legal"
        exc = m.rules.explain(m.state, res.action)
        return board.refusal(exc.code, exc.params) or generic_refusal(exc.code, exc.params) or ""
    if res.reselect:
        return "reselect"
    if res.why is not None:
        return board.refusal(*res.why) or generic_refusal(*res.why) or ""
    return ""


def selections(board, m: Match, obs, legal) -> list:
    """The selection states a person can reach from nothing by up to two clicks."""
    from PySide6.QtCore import QSizeF

    seen: list = [None]
    frontier: list = [None]
    for _ in range(2):
        nxt = []
        for sel in frontier:
            board.selection = sel
            for item in items_with_targets(board.build(obs, legal, QSizeF(1280, 720))):
                board.selection = sel
                if board.pick(item.target, legal, obs).reselect and board.selection not in seen:
                    seen.append(board.selection)
                    nxt.append(board.selection)
        frontier = nxt
    return seen


def test_every_item_with_a_target_answers_a_click_and_a_drop(qapp):
    from PySide6.QtCore import QSizeF

    for name, m in positions().items():
        obs, legal = m.observe(0), legal_for(m)
        board = make_board(m)
        for sel in selections(board, m, obs, legal):
            board.selection = sel
            layout = board.build(obs, legal, QSizeF(1280, 720))
            targets = items_with_targets(layout)
            assert targets, name
            for item in targets:
                board.selection = sel
                res = board.pick(item.target, legal, obs)
                assert answer_text(board, m, res), (name, sel, item.key, item.target, res)
            for dragged in [s for s in layout.specs if s.draggable]:
                for onto in [None, *(x.target for x in targets if getattr(x, "state", "") in ANSWERING)]:
                    board.selection = sel
                    res = board.drop(dragged.target, onto, legal, obs)
                    assert answer_text(board, m, res), (name, sel, dragged.key, onto, res)


def test_a_click_on_any_part_of_a_bowl_answers(qapp):
    """Every bowl has something with its target under every point of its tray (the mat),
    and that answers: the user test found clicks on bowls that did nothing."""
    from PySide6.QtCore import QSizeF

    m = positions()["mid_game"]
    obs, legal = m.observe(0), legal_for(m)
    board = make_board(m)
    layout = board.build(obs, legal, QSizeF(1280, 720))
    for s in range(m.players):
        for i in range(obs["bowls_per_player"]):
            tray = next(a for a in layout.areas if a.key == f"tray:{s}:{i}")
            mat = next(x for x in layout.specs if x.key == f"bowlmat:{s}:{i}")
            assert mat.rect == tray.rect and mat.target == ("bowl", s, i) and mat.z < tray.z
            assert answer_text(board, m, board.pick(mat.target, legal, obs)), (s, i)


def test_every_item_is_named_and_bowls_tell_only_what_the_viewer_may_know(qapp):
    from PySide6.QtCore import QSizeF

    for name, m in positions().items():
        obs, legal = m.observe(0), legal_for(m)
        board = make_board(m)
        layout = board.build(obs, legal, QSizeF(1280, 720))
        for spec in layout.specs:
            assert spec.tooltip.strip(), (name, spec.key)
        for item in items_with_targets(layout):
            assert item.tooltip.strip(), (name, item.key)
        for s in range(m.players):
            for i in range(obs["bowls_per_player"]):
                tip = next(x.tooltip for x in layout.specs if x.key == f"bowlcard:{s}:{i}")
                lucky = m.state.bowls[s][i].lucky
                if s == 0 or m.is_over():
                    assert board.card_name(lucky) in tip, (name, s, i, tip)
                else:
                    assert "hidden" in tip and "Lucky topping:" not in tip, (name, s, i, tip)
        for spec in layout.specs:
            if spec.key.startswith("bonus/"):
                bonus = BONUS_BY_ID[spec.card]
                for card in [bonus.soup, bonus.noodle, *(t for t, _ in bonus.toppings)]:
                    if card and card != "any":
                        assert board.card_name(card) in spec.tooltip, (spec.key, spec.tooltip)
                assert f"{bonus.points} points" in spec.tooltip


def test_focus_starts_at_the_current_decision(qapp):
    """LEGAL (and SELECTED) items are exactly the current decision: the hand after the
    draw (not every bowl on the table), the pile / Order up! at the turn start, your
    own cards when the swap card is played."""
    from PySide6.QtCore import QSizeF

    ps = positions()
    # after the draw: the usable hand cards, nothing else; the bowls wait as drop targets
    m = ps["mid_game"]
    board = make_board(m)
    layout = board.build(m.observe(0), legal_for(m), QSizeF(1280, 720))
    lit = [x for x in [*layout.specs, *layout.areas] if x.state in (LEGAL, SELECTED)]
    assert lit and all(x.key.startswith("hand:0/") for x in lit), [x.key for x in lit]
    assert any(a.state == ACTIVE for a in layout.areas if a.key.startswith("tray:"))
    # a card chosen: now its bowls
    card = lit[0].target[1]
    board.pick(lit[0].target, legal_for(m), m.observe(0))
    layout = board.build(m.observe(0), legal_for(m), QSizeF(1280, 720))
    fits = {f"tray:{a.seat}:{a.bowl}" for a in legal_for(m) if isinstance(a, Place) and a.card == card}
    assert {a.key for a in layout.areas if a.state == LEGAL} == fits
    # the turn start: the draw pile and what finishes a bowl
    m = ps["finish"]
    board = make_board(m)
    layout = board.build(m.observe(0), legal_for(m), QSizeF(1280, 720))
    lit = {x.target if isinstance(x.target, str) else x.key for x in [*layout.specs, *layout.areas] if x.state == LEGAL}
    finishes = {f"tray:0:{a.bowl}" for a in legal_for(m) if isinstance(a, Finish)}
    assert lit == {"deck", "orderup"} | finishes
    # the swap card played: your own cards to give first, the others' once one is chosen
    m = ps["swap"]
    board = make_board(m)
    board.selection = ("swap", None, None)
    layout = board.build(m.observe(0), legal_for(m), QSizeF(1280, 720))
    lit = [x for x in layout.specs if x.state == LEGAL]
    assert lit and all(x.zone.startswith("bowl:0:") for x in lit)


def test_every_button_has_a_key(qapp):
    for m in positions().values():
        board = make_board(m)
        obs, legal = m.observe(0), legal_for(m)
        for sel in selections(board, m, obs, legal):
            board.selection = sel
            for button in board.buttons(obs, legal):
                assert button.shortcut, button.text


def test_the_table_is_rebuilt_from_one_observation_alone(qapp):
    """No state is carried between builds: a board that watched the whole game and a
    fresh one draw the same table (the drawn card is not guessed from history)."""
    from PySide6.QtCore import QSizeF

    m = Match(GAME, 3, 12, {})
    bot, rng = RandomBot(GAME), random.Random(12)
    watcher = make_board(m)
    size = QSizeF(1280, 720)

    def picture(board):
        lay = board.build(m.observe(0), legal_for(m), size)
        return [(x.key, x.rect, x.state, x.tooltip, x.target) for x in lay.specs], board.prompt(m.observe(0), legal_for(m))

    for _ in range(30):
        seen = picture(watcher)
        assert seen == picture(make_board(m))
        m.play(bot.choose(m.observe(m.to_move()), m.legal_actions(), rng))


def test_no_corner_index_is_covered(qapp):
    """Hand cards and the cards in bowls (fans of extra soup, noodles and toppings)
    keep their corner index uncovered at every size and card-size setting."""
    from PySide6.QtCore import QRectF, QSizeF

    from souptable.ui import art

    crowded = position(3, lambda m: max(len(b.toppings) for row in m.state.bowls for b in row) >= 5, range(1, 200))
    matches = [*positions().values(), crowded]
    for m in matches:
        obs, legal = m.observe(0), legal_for(m)
        board = make_board(m)
        choose = [None] + [("card", c) for c in set(obs["hand"] or [])]
        for w, h in ((1024, 700), (1920, 1080), (700, 560), (760, 520), (1280, 640)):
            for scale in (0.8, 1.0, 1.4):
                board.scale = scale
                for sel in choose:
                    board.selection = sel
                    layout = board.build(obs, legal, QSizeF(w, h))
                    others = [(x.key, x.rect, x.z) for x in layout.specs] + [(x.key, x.rect, x.z) for x in layout.labels]
                    for card in layout.specs:
                        if card.card not in KIND or not card.face_up or card.zone == "discard":
                            continue
                        ew, eh = art.index_extent(GAME, card.card)
                        r = card.rect
                        index = QRectF(r.x(), r.y(), r.width() * ew, r.height() * eh).adjusted(0.5, 0.5, -0.5, -0.5)
                        for key, rect, z in others:
                            if key != card.key and z > card.z:
                                assert not rect.intersects(index), (w, h, scale, card.key, key)


def click_at(window, point) -> None:
    view = window.play.view
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view.mapFromScene(point))


def a_card_that_misses(legal: list, players: int) -> tuple[str, tuple[int, int]] | None:
    """A card that fits some bowl but not another, and a bowl it misses."""
    for card in {a.card for a in legal if isinstance(a, Place)}:
        fits = {(a.seat, a.bowl) for a in legal if isinstance(a, Place) and a.card == card}
        misses = [(s, i) for s in range(players) for i in range(3) if (s, i) not in fits]
        if misses:
            return card, misses[0]
    return None


def test_a_click_on_a_bowls_empty_space_says_why(window, qtbot):
    """The user test: clicks on bowls did nothing and said nothing. Now a click on the
    empty part of a tray (its caption line, say) answers like a click on the bowl card."""
    c = start(window, qtbot)
    messages = []
    window.play.message.connect(messages.append)
    before = len(c.match.log)
    caption = window.play.scene.labels["caption:1:0"]
    click_at(window, caption.sceneBoundingRect().center())
    assert len(c.match.log) == before
    assert messages and messages[-1] == window.board.refusal("draw_first", {})
    # a card chosen, then the empty space of a bowl it does not fit: the engine's reason
    c = sit_down(window, qtbot, position(3, lambda m: a_card_that_misses(m.legal_actions(), 3) is not None))
    messages.clear()
    card, (s, i) = a_card_that_misses(c.legal_for_viewer(), 3)
    click_item(window, hand_sprite(window, 0, card))
    before = len(c.match.log)
    click_at(window, window.play.scene.labels[f"caption:{s}:{i}"].sceneBoundingRect().center())
    assert len(c.match.log) == before
    exc = c.match.rules.explain(c.match.state, Place(card, s, i))
    assert messages == [window.board.refusal(exc.code, exc.params)]
