"""The keyboard follows the prompt: after a half-made choice, Tab goes first to where it
may end (the plate, the viewer's own bowls; the others' only after all of the viewer's
own things), and Enter on another
decision keeps the choice and asks instead of silently dropping it.

Driven with real key events on the table view (offscreen, animations off).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from souptable.games.soupmeng.actions import Place
from souptable.games.suppenkasper.actions import Eat

from .test_table_soupmeng import draw_by_click, position
from .test_table_soupmeng import sit_down as sit_soupmeng
from .test_table_suppenkasper import served_to_me, sit_down


def tab_to(window, key: str, most: int = 60):
    """Press Tab until the focus ring is on the item ``key`` (at most ``most`` presses)."""
    view, scene = window.play.view, window.play.scene
    for _ in range(most):
        QTest.keyClick(view, Qt.Key.Key_Tab)
        item = scene.focused_item()
        if item is not None and item.key == key:
            return item
    raise AssertionError(f"Tab never reached {key}")


def choice_key(window, action) -> str:
    """The key of the line beside the plate that does ``action``."""
    areas = window.play.scene.areas.values()
    return next(a.key for a in areas if a.key.startswith("choice:") and a.target == ("do", action))


def test_the_laxative_by_keyboard_tab_goes_to_the_plate_and_enter_eats_with_it(window, qtbot):
    dish = ["fish-900", "potatoes", "potatoes", "muesli"]
    c = sit_down(window, qtbot, served_to_me(dish, ["fdh", "abfuehrpille", "cake-600"]))
    view, scene = window.play.view, window.play.scene
    tab_to(window, "hand:0:abfuehrpille:0")
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert window.board.selection == (("abfuehrpille", 0),)
    # the next Tab goes where the choice ends, not on to the neighbouring line "Eat plainly"
    QTest.keyClick(view, Qt.Key.Key_Tab)
    assert scene.focused_item().key == "plate"
    before = len(c.match.log)
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.match.log) > before, timeout=5000)
    assert c.match.log[before] == (0, Eat("abfuehrpille"))


def test_the_eat_key_keeps_the_laxative_and_asks_then_a_second_press_eats(window, qtbot):
    dish = ["fish-900", "potatoes", "potatoes", "muesli"]
    c = sit_down(window, qtbot, served_to_me(dish, ["fdh", "abfuehrpille", "cake-600"]))
    view = window.play.view
    messages: list[str] = []
    window.play.message.connect(messages.append)
    tab_to(window, "hand:0:abfuehrpille:0")
    QTest.keyClick(view, Qt.Key.Key_Return)
    before = len(c.match.log)
    # the "Eat" key asks first
    QTest.keyClick(view, Qt.Key.Key_E)
    assert len(c.match.log) == before  # nothing eaten
    assert window.board.selection == (("abfuehrpille", 0),)  # and the Laxative still chosen
    assert messages and "Laxative" in messages[-1] and "once more" in messages[-1], messages
    # Enter on the line "Eat plainly" is the same decision pressed once more: it is done
    tab_to(window, choice_key(window, Eat(None)))
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.match.log) > before, timeout=5000)
    assert c.match.log[before] == (0, Eat(None))


def test_enter_on_eat_plainly_with_the_laxative_chosen_asks_first(window, qtbot):
    dish = ["fish-900", "potatoes", "potatoes", "muesli"]
    c = sit_down(window, qtbot, served_to_me(dish, ["fdh", "abfuehrpille", "cake-600"]))
    view = window.play.view
    messages: list[str] = []
    window.play.message.connect(messages.append)
    tab_to(window, "hand:0:abfuehrpille:0")
    QTest.keyClick(view, Qt.Key.Key_Return)
    before = len(c.match.log)
    tab_to(window, choice_key(window, Eat(None)))
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert len(c.match.log) == before
    assert window.board.selection == (("abfuehrpille", 0),)
    assert "Laxative" in messages[-1]
    # Tab and Enter on the plate still eat with the Laxative
    tab_to(window, "plate")
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.match.log) > before, timeout=5000)
    assert c.match.log[before] == (0, Eat("abfuehrpille"))


def test_soupmeng_after_choosing_a_card_tab_reaches_your_own_bowls_first(window, qtbot):
    def own_and_other(m) -> bool:
        if not any(isinstance(a, Place) for a in m.legal_actions()):
            return False
        for card in {a.card for a in m.legal_actions() if isinstance(a, Place)}:
            seats = {a.seat for a in m.legal_actions() if isinstance(a, Place) and a.card == card}
            if 0 in seats and seats - {0}:
                return True
        return False

    m = position(3, own_and_other)
    c = sit_soupmeng(window, qtbot, m)
    places = [a for a in c.legal_for_viewer() if isinstance(a, Place)]

    def where(card: str) -> set[int]:
        return {p.seat for p in places if p.card == card}

    card = next(a.card for a in places if 0 in where(a.card) and where(a.card) - {0})
    view, scene = window.play.view, window.play.scene
    tab_to(window, f"hand:0/{card}#0")
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert window.board.selection == ("card", card)
    own = {f"tray:0:{a.bowl}" for a in places if a.card == card and a.seat == 0}
    others = {f"tray:{a.seat}:{a.bowl}" for a in places if a.card == card and a.seat != 0}
    seen = []
    while not others <= set(seen):
        QTest.keyClick(view, Qt.Key.Key_Tab)
        assert scene.focused_item() is not None, seen  # (the ring's end: Tab would leave the table)
        seen.append(scene.focused_item().key)
    assert set(seen[: len(own)]) == own, seen  # your own bowls first
    trays = [k for k in seen if k.startswith("tray:")]
    assert set(trays[len(own) :]) == others, seen  # the other players' after your own things
    before = len(c.match.log)
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.match.log) > before, timeout=5000)
    last = c.match.log[before][1]
    assert isinstance(last, Place) and last.card == card and f"tray:{last.seat}:{last.bowl}" == seen[-1]


def test_soupmeng_after_the_draw_by_click_tab_still_starts_at_the_decision(window, qtbot):
    from .test_table_soupmeng import start

    c = start(window, qtbot)
    draw_by_click(window, qtbot, c)
    QTest.keyClick(window.play.view, Qt.Key.Key_Tab)
    item = window.play.scene.focused_item()
    assert item is not None and item.state == "legal" and item.key.startswith("hand:0/")


def test_soupmeng_the_swap_by_keyboard_tab_goes_to_your_card_then_to_theirs(window, qtbot):
    from souptable.games.soupmeng.actions import Swap
    from souptable.games.soupmeng.cards import SWAP

    m = position(3, lambda m: any(isinstance(a, Swap) for a in m.legal_actions()))
    c = sit_soupmeng(window, qtbot, m)
    view, scene = window.play.view, window.play.scene
    tab_to(window, f"hand:0/{SWAP}#0")
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert window.board.selection == ("swap", None, None)
    QTest.keyClick(view, Qt.Key.Key_Tab)
    mine = scene.focused_item()
    assert mine.key.startswith("bowl:0:"), mine.key  # one of your cards to give
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert window.board.selection[1] is not None
    before = len(c.match.log)
    QTest.keyClick(view, Qt.Key.Key_Tab)
    theirs = scene.focused_item()
    assert theirs.key.startswith("bowl:") and not theirs.key.startswith("bowl:0:"), theirs.key  # a card to take
    QTest.keyClick(view, Qt.Key.Key_Return)
    if len(c.match.log) == before:  # the card received may go into several of your bowls: Tab goes there
        QTest.keyClick(view, Qt.Key.Key_Tab)
        assert scene.focused_item().key.startswith("tray:0:")
        QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.match.log) > before, timeout=5000)
    assert isinstance(c.match.log[before][1], Swap)


def test_soupmeng_draw_with_order_up_half_chosen_asks_first(window, qtbot):
    from souptable.games.soupmeng.actions import Draw, Finish

    m = position(3, lambda m: any(isinstance(a, Finish) for a in m.legal_actions()) and Draw() in m.legal_actions())
    c = sit_soupmeng(window, qtbot, m)
    view, scene = window.play.view, window.play.scene
    messages: list[str] = []
    window.play.message.connect(messages.append)
    order_up = max((s for s in scene.sprites.values() if s.target == "orderup"), key=lambda s: s.zValue())
    scene.activate(order_up.target)  # Order up! chosen (for which bowl comes next, or once more)
    assert window.board.selection is not None
    before = len(c.match.log)
    QTest.keyClick(view, Qt.Key.Key_D)  # "Draw" would drop it
    assert len(c.match.log) == before and window.board.selection is not None
    assert "kept" in messages[-1], messages
    QTest.keyClick(view, Qt.Key.Key_D)  # pressed once more: the person means it
    qtbot.waitUntil(lambda: len(c.match.log) > before, timeout=5000)
    assert c.match.log[before] == (0, Draw())
