"""The Suppenkasper table, driven like a person with the mouse (offscreen).

Positions are hand-built engine states (as in the engine's scenario tests), so
each kind of decision comes up at once; the computer seats play on after it.
"""

from __future__ import annotations

import random
from collections import Counter

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtTest import QTest

from souptable.engine import Match, MatchRng
from souptable.games.suppenkasper.actions import (
    AssignSides,
    ChooseOption,
    Demand,
    Eat,
    EndRound,
    Give,
    HandOver,
    PassOn,
    PlaySuppenkasper,
    Refuse,
    Serve,
    SpreadCream,
    StopDemand,
)
from souptable.games.suppenkasper.cards import deck
from souptable.games.suppenkasper.scoring import eat_effect, meal_kcal, meals
from souptable.games.suppenkasper.state import SuppenkasperState
from souptable.ui.play.setup import Setup

from .conftest import seats
from .helpers import click_item, sprites_with, wait_for_person


def make_state(n=4, *, hands, variant="base", phase="serve", current=0, plate=(), server=None, positions=None):
    """A mid-round state with the given hands; the rest of the deck counts as
    already eaten this round."""
    st = SuppenkasperState(n=n, rng=MatchRng(1), variant=variant)
    st.round = 1
    st.dealer = n - 1
    st.phase = phase
    st.current = current
    st.positions = list(positions or [0] * n)
    st.chips = [3] * n if variant == "2" else [0] * n
    st.hands = [list(h) for h in hands]
    st.plate = list(plate)
    st.server = server
    st.starter = 0
    if plate:
        st.dish = [{"seat": server, "did": "served", "cards": list(plate)}]
    rest = Counter(deck(n, variant))
    rest.subtract(st.plate)
    for h in st.hands:
        rest.subtract(h)
    st.eaten = list(rest.elements())
    return st


def sit_down(window, qtbot, st, level="random", seed=3):
    """Seat 0 is the person at the hand-built state ``st``; the others are computers."""
    match = Match("suppenkasper", st.n, seed, {"variant": st.variant})
    match.state = st
    window.start(Setup("suppenkasper", st.n, seats(st.n, 1, level), {"variant": st.variant}, seed), match)
    wait_for_person(qtbot, window)
    return window.controller


def served_to_me(dish, hand, n=4, variant="base", others=None):
    """Seat n-1 has served ``dish`` to seat 0 (the person)."""
    hands = [hand] + (others or [["ready", "fastfood"]] * (n - 1))
    return make_state(n, hands=hands, variant=variant, phase="respond", current=0, plate=dish, server=n - 1)


def sprite(window, key):
    (s,) = sprites_with(window, lambda s: s.key == key)
    return s


def hand_card(window, card, k=0):
    return sprite(window, f"hand:0:{card}:{k}")


def area(window, key):
    return window.play.scene.areas[key]


def click_center(window, item):
    """A real click in the middle of a table item (tiles: the text on them lets the click through)."""
    view = window.play.view
    pos: QPoint = view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def drag(window, item, onto):
    """Press on ``item``, move the mouse in steps, release over ``onto`` (real mouse events)."""
    view = window.play.view
    vp = view.viewport()
    start = view.mapFromScene(item.sceneBoundingRect().center())
    end = view.mapFromScene(onto.sceneBoundingRect().center())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for f in (0.1, 0.3, 0.6, 0.9, 1.0):
        QTest.mouseMove(vp, QPoint(int(start.x() + (end.x() - start.x()) * f), int(start.y() + (end.y() - start.y()) * f)))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def button(window, text):
    return next(b for b in window.play._buttons if b.property("label") == text)


def last(c):
    return c.match.log[-1]


def log_lines(window):
    return [window.log.item(i).text() for i in range(window.log.count())]


def press(window, qtbot, c, key, action):
    """Type a decision button's key on the table; the action is played."""
    before = len(c.match.log)
    QTest.keyClick(window.play.view, key)
    qtbot.waitUntil(lambda: len(c.match.log) > before, timeout=3000)
    assert c.match.log[before] == (0, action)


# -- serving ------------------------------------------------------------------------------


def test_serving_a_dish_by_clicking_its_cards_then_the_plate(window, qtbot):
    hand = ["meat-1200", "fish-700", "dumplings", "dumplings", "potatoes", "muesli", "nein"]
    c = sit_down(window, qtbot, make_state(hands=[hand, ["ready"], ["fastfood"], ["cake-600"]]))
    before = len(c.match.log)
    click_item(window, hand_card(window, "meat-1200"))
    # only what still makes a dish with the meat is lit
    assert hand_card(window, "dumplings").state == "legal"
    assert hand_card(window, "muesli").state == "legal"
    assert hand_card(window, "potatoes").state == "dim"
    assert hand_card(window, "nein").state == "dim"
    assert button(window, "Serve").isEnabled()  # a main course alone is a dish
    click_item(window, hand_card(window, "dumplings", 1))
    click_item(window, hand_card(window, "dumplings", 0))
    assert hand_card(window, "meat-1200").state == "selected"
    # the dish's kcal and the steps it would make are on the table before it is served
    texts = [lab.label.text for lab in window.play.scene.labels.values()]
    assert any("2400 kcal" in t and "+1" in t for t in texts), texts
    assert len(c.match.log) == before
    click_item(window, sprite(window, "plate"))
    assert c.match.log[before] == (0, Serve(("meat-1200", "dumplings", "dumplings")))


def test_serving_with_the_button_and_clearing_a_choice(window, qtbot):
    hand = ["fastfood", "fastfood", "muesli", "cake-800"]
    c = sit_down(window, qtbot, make_state(hands=[hand, ["ready"], ["fastfood"], ["cake-600"]]))
    click_item(window, hand_card(window, "cake-800"))
    button(window, "Clear").click()
    assert window.board.selection is None
    click_item(window, hand_card(window, "fastfood", 0))
    click_item(window, hand_card(window, "fastfood", 1))
    before = len(c.match.log)
    button(window, "Serve").click()
    assert c.match.log[before] == (0, Serve(("fastfood", "fastfood")))


# -- served a dish ---------------------------------------------------------------------------


def test_eating_plainly_by_clicking_the_plate_after_seeing_kcal_and_steps(window, qtbot):
    dish = ["fish-900", "potatoes", "potatoes", "muesli"]
    c = sit_down(window, qtbot, served_to_me(dish, ["fdh", "abfuehrpille", "cake-600"]))
    eff = eat_effect(dish, None)
    rows = [lab.label.text for k, lab in window.play.scene.labels.items() if k.startswith("choice-text:")]
    assert any(f"{eff['kcal']} kcal" in t and f"+{eff['steps']}" in t for t in rows), rows
    fdh = eat_effect([*dish, "fdh"], "fdh")
    assert any(f"{fdh['counted']} of {fdh['kcal']} kcal" in t for t in rows), rows
    assert any("−2" in t for t in rows)  # the Laxative
    assert f"+{eff['steps']}" in button(window, f"Eat (+{eff['steps']})").text()
    before = len(c.match.log)
    click_item(window, sprite(window, "plate"))
    assert c.match.log[before] == (0, Eat(None))


def test_eating_with_a_reduction_card_card_then_plate(window, qtbot):
    c = sit_down(window, qtbot, served_to_me(["meat-1600", "dumplings"], ["fdh", "nulldiaet", "nein", "cake-600"]))
    before = len(c.match.log)
    click_item(window, hand_card(window, "nulldiaet"))
    assert hand_card(window, "nulldiaet").state == "selected"
    assert "Zero diet" in window.play.prompt.text()
    click_item(window, sprite(window, "plate"))
    assert c.match.log[before] == (0, Eat("nulldiaet"))


def test_dragging_a_reduction_card_onto_the_plate_eats_with_it(window, qtbot):
    c = sit_down(window, qtbot, served_to_me(["fastfood", "fastfood"], ["koernerkur", "cake-600"]))
    before = len(c.match.log)
    drag(window, hand_card(window, "koernerkur"), sprite(window, "plate"))
    assert c.match.log[before] == (0, Eat("koernerkur"))


def test_hovering_tells_what_a_card_does(window, qtbot):
    sit_down(window, qtbot, served_to_me(["meat-1000", "dumplings"], ["fdh", "abfuehrpille"]))
    tip = hand_card(window, "fdh").toolTip()
    assert tip.startswith("FdH") and "half" in tip and "1000 kcal" in tip  # and what it makes of this dish
    assert "Laxative" in hand_card(window, "abfuehrpille").toolTip()
    assert "Meat 1000" in sprite(window, "plate:0:meat-1000").toolTip()
    assert sprites_with(window, lambda s: s.key == "token:0")[0].toolTip().startswith("P1: weight 0")


def test_adding_cards_and_passing_the_dish_on(window, qtbot):
    c = sit_down(window, qtbot, served_to_me(["ready"], ["ready", "muesli", "muesli", "fish-700", "nein"]))
    click_item(window, hand_card(window, "ready"))
    click_item(window, hand_card(window, "muesli", 0))
    assert hand_card(window, "fish-700").state == "dim"
    before = len(c.match.log)
    button(window, "Add and pass on").click()
    assert c.match.log[before] == (0, PassOn(("ready", "muesli")))


def test_refusing_with_nein_eß_ich_nicht(window, qtbot):
    c = sit_down(window, qtbot, served_to_me(["cake-1200", "cream", "cream"], ["nein", "cream"]))
    before = len(c.match.log)
    click_item(window, hand_card(window, "nein"))
    click_item(window, sprite(window, "plate"))
    assert c.match.log[before] == (0, Refuse())


def test_after_a_nein_only_reduction_cards_are_offered(window, qtbot):
    st = served_to_me(["cake-1200", "cream", "nein"], ["cream", "muesli", "fdh"])
    st.dish.append({"seat": 3, "did": "refused", "cards": ["nein"], "steps": -1, "from": 0, "to": -1})
    c = sit_down(window, qtbot, st)
    assert hand_card(window, "cream").state == "dim"
    assert hand_card(window, "fdh").state == "legal"
    before = len(c.match.log)
    messages = []
    window.play.message.connect(messages.append)
    click_item(window, hand_card(window, "cream"))  # the engine says why not; nothing changes
    assert len(c.match.log) == before
    assert messages and "only reduction cards" in messages[-1]


def test_variant_cards_suppenkasper_from_the_choice_list_and_a_glutton_on_its_dish(window, qtbot):
    c = sit_down(window, qtbot, served_to_me(["ready", "ready"], ["fresssack", "suppenkasper", "cake-600"], variant="1"))
    rows = {lab.label.text: k for k, lab in window.play.scene.labels.items() if k.startswith("choice-text:")}
    assert any(t.startswith("Glutton") for t in rows)
    key = next(k for t, k in rows.items() if t.startswith("Suppenkasper"))
    before = len(c.match.log)
    click_center(window, area(window, "choice:" + key.split(":")[1]))
    assert c.match.log[before] == (0, PlaySuppenkasper())


def test_after_a_nein_a_special_card_is_refused_in_the_rulebooks_words(window, qtbot):
    st = served_to_me(["ready", "nein"], ["fresssack", "suppenkasper", "fdh"], variant="1")
    st.dish.append({"seat": 3, "did": "refused", "cards": ["nein"], "steps": -1, "from": 0, "to": -1})
    c = sit_down(window, qtbot, st)
    assert hand_card(window, "fresssack").state == "dim" and hand_card(window, "suppenkasper").state == "dim"
    messages = []
    window.play.message.connect(messages.append)
    before = len(c.match.log)
    for card, name in (("fresssack", "Glutton"), ("suppenkasper", "Suppenkasper")):
        click_item(window, hand_card(window, card))  # the engine refuses it; nothing changes
        assert len(c.match.log) == before
        assert messages and messages[-1].endswith("only reduction cards may be played on the dish, not " + name + "."), messages


def test_putting_a_glutton_card_on_a_matching_dish(window, qtbot):
    c = sit_down(window, qtbot, served_to_me(["ready"], ["fresssack", "meckerziege", "cake-600"], variant="1"))
    assert hand_card(window, "meckerziege").state == "dim"  # fast food only
    before = len(c.match.log)
    click_item(window, hand_card(window, "fresssack"))
    click_item(window, sprite(window, "plate"))
    assert c.match.log[before] == (0, Eat("fresssack"))


# -- variant 2: round start ------------------------------------------------------------------


def option_state(n=4, hands=None):
    hands = hands or [
        ["meat-1200", "dumplings", "fdh", "nein", "tischlein"],
        ["fish-700", "potatoes", "nulldiaet"],
        ["cake-600", "cream", "koernerkur"],
        ["ready", "ready", "muesli"],
    ]
    st = make_state(n, hands=hands, variant="2", phase="option", current=0)
    st.option_queue = [1, 2, 3][: n - 1]
    st.option_seat = 0
    return st


def test_round_start_option_lose_three_from_its_tile(window, qtbot):
    c = sit_down(window, qtbot, option_state())
    assert {k for k in window.play.scene.areas if k.startswith("option:")} == {
        "option:none",
        "option:lose",
        "option:give",
        "option:demand",
    }
    before = len(c.match.log)
    click_center(window, area(window, "option:lose"))
    assert c.match.log[before] == (0, ChooseOption("lose"))


def test_giving_three_cards_card_then_player(window, qtbot):
    c = sit_down(window, qtbot, option_state())
    click_center(window, area(window, "option:give"))
    assert last(c) == (0, ChooseOption("give"))
    for _ in range(3):
        wait_for_person(qtbot, window)
        legal = c.legal_for_viewer()
        give = next(a for a in legal if isinstance(a, Give))
        before = len(c.match.log)
        click_item(window, hand_card(window, give.card))
        assert hand_card(window, give.card).state == "selected"
        assert area(window, f"seat:{give.to}").area.state == "legal"
        click_item(window, sprite(window, f"seat-token:{give.to}"))
        assert c.match.log[before] == (0, give)


def test_dragging_a_card_onto_a_player_gives_it(window, qtbot):
    c = sit_down(window, qtbot, option_state())
    click_center(window, area(window, "option:give"))
    wait_for_person(qtbot, window)
    give = next(a for a in c.legal_for_viewer() if isinstance(a, Give))
    before = len(c.match.log)
    drag(window, hand_card(window, give.card), area(window, f"seat:{give.to}"))
    assert c.match.log[before] == (0, give)


def test_demanding_reduction_cards_by_clicking_players(window, qtbot):
    c = sit_down(window, qtbot, option_state())
    click_center(window, area(window, "option:demand"))
    wait_for_person(qtbot, window)
    demand = next(a for a in c.legal_for_viewer() if isinstance(a, Demand))
    before = len(c.match.log)
    click_item(window, sprite(window, f"seat-token:{demand.target}"))
    assert c.match.log[before] == (0, demand)


def test_handing_over_a_demanded_reduction_card(window, qtbot):
    st = option_state()
    st.phase = "hand_over"
    st.current = 0
    st.option_seat = 1
    st.option_left = 3
    st.option_queue = [2, 3]
    st.chips[1] = 2
    c = sit_down(window, qtbot, st)
    assert "demands a reduction card" in window.play.prompt.text()
    assert hand_card(window, "meat-1200").state == "dim"
    before = len(c.match.log)
    click_item(window, hand_card(window, "nein"))
    assert c.match.log[before] == (0, HandOver("nein"))


def declined_state():
    """Variant 2, option c: seat 0 asked seat 1, who had no reduction card: ask another or stop."""
    st = option_state()
    st.phase, st.option_left, st.option_none, st.option_declined = "demand", 3, [1], True
    st.option_queue = [1, 2, 3]
    st.chips[0] = 2
    return st


def test_after_a_player_had_no_reduction_card_stop_demanding_with_the_mouse(window, qtbot):
    c = sit_down(window, qtbot, declined_state())
    assert set(c.legal_for_viewer()) == {Demand(2), Demand(3), StopDemand()}
    assert "P2 had no reduction card" in window.play.prompt.text()
    assert area(window, "seat:2").area.state == "legal" and area(window, "seat:1").area.state != "legal"
    tile = area(window, "stop-demand")
    assert tile.interactive and tile.toolTip()
    before = len(c.match.log)
    click_center(window, tile)
    assert c.match.log[before] == (0, StopDemand())
    assert any("P1 stops demanding" in t for t in log_lines(window)), log_lines(window)
    assert c.match.state.option_log[-1] == {"seat": 0, "option": "demand", "from": [], "none": [1]}


def test_stop_demanding_or_asking_another_by_key(window, qtbot):
    c = sit_down(window, qtbot, declined_state())
    assert button(window, "Stop demanding").property("key") == "S"
    press(window, qtbot, c, Qt.Key.Key_S, StopDemand())
    c = sit_down(window, qtbot, declined_state())
    press(window, qtbot, c, Qt.Key.Key_3, Demand(2))  # the "Ask P3" button
    assert any("P1 demands a reduction card from P3" in t for t in log_lines(window))


# -- round end ----------------------------------------------------------------------------------


def dealt_nothing_to_serve(n=4):
    """Seat 0 holds Tischlein deck dich (on the plate now) and was dealt nothing to serve."""
    others = [["meat-1000", "dumplings"], ["fish-700", "potatoes"], ["ready", "fdh"], ["fastfood"], ["cake-600"]]
    hands = [["potatoes", "cream", "muesli", "nein"], *others[: n - 1]]
    st = make_state(n, hands=hands, phase="cannot_serve", current=0, plate=("tischlein",))
    st.dish = []
    return st


def test_a_round_that_ends_at_the_deal_is_ended_with_the_mouse(window, qtbot):
    c = sit_down(window, qtbot, dealt_nothing_to_serve())
    assert c.legal_for_viewer() == [EndRound()]
    assert "nothing to serve" in window.play.prompt.text()
    info = [lab.label.text for k, lab in window.play.scene.labels.items() if k.startswith("dish-info:")]
    assert any("everybody eats their hand" in t for t in info), info
    messages = []
    window.play.message.connect(messages.append)
    click_item(window, hand_card(window, "potatoes"))  # a card says why nothing else is possible
    assert messages and "End the round" in messages[-1]
    before = len(c.match.log)
    click_center(window, area(window, "end-round"))
    assert c.match.log[before] == (0, EndRound())
    assert any("P1 cannot serve a dish: the round ends" in t for t in log_lines(window)), log_lines(window)


def test_a_round_that_ends_at_the_deal_is_ended_by_key(window, qtbot):
    c = sit_down(window, qtbot, dealt_nothing_to_serve(3))
    assert button(window, "End the round").property("key") == "E"
    press(window, qtbot, c, Qt.Key.Key_E, EndRound())
    assert c.match.state.cannot_serve == 0 or c.match.state.round == 2


def test_every_event_kind_has_a_log_line_or_is_silent_on_purpose():
    from souptable.engine import event, get
    from souptable.engine.rng import pick
    from souptable.ui.games.suppenkasper import BOARD
    from souptable.ui.games.suppenkasper.words import SILENT

    rules = get("suppenkasper")
    board = BOARD([f"P{i + 1}" for i in range(4)])
    told: dict[str, bool] = {}
    for variant in ("base", "1", "2"):
        for seed in range(4):
            st = rules.new_state(4, seed, {"variant": variant})
            rnd = random.Random(seed)
            while rules.to_move(st) is not None:
                for ev in rules.apply(st, pick(rules.legal_actions(st), rnd)):
                    told[ev.kind] = told.get(ev.kind, False) or board.describe(rules.redact(ev, 0)) is not None
    assert {k for k, said in told.items() if not said} <= SILENT, told
    assert "P2 stops demanding" in board.describe(event("demand_stopped", seat=1))
    assert "P3 cannot serve a dish" in board.describe(event("cannot_serve", seat=2))


def settle_state(hands, variant="1"):
    st = make_state(len(hands), hands=hands, variant=variant, phase="settle", current=0)
    st.cannot_serve = 1
    st.choices = [{} for _ in hands]
    return st


def test_round_end_choosing_the_main_course_for_the_side_dishes(window, qtbot):
    hands = [
        ["meat-1200", "meat-1400", "dumplings", "dumplings", "dumplings", "muesli"],
        ["fish-900", "potatoes"],
        ["ready"],
    ]
    c = sit_down(window, qtbot, settle_state(hands))
    assert window.play.scene.labels  # the meal is on the table with what each choice makes
    eats, _ = meals(hands)
    kcal, _a, _s = meal_kcal(eats[0], {"meat": "meat-1400"})
    notes = [lab.label.text for k, lab in window.play.scene.labels.items() if k.startswith("assign-note:")]
    assert any(f"{kcal} kcal" in t for t in notes), notes
    before = len(c.match.log)
    click_item(window, sprite(window, "assign:1:meat-1400"))
    assert c.match.log[before] == (0, AssignSides("meat-1400"))


def test_naschkatze_spreads_the_cream_over_the_cakes(window, qtbot):
    hands = [["cake-600", "cake-1200", "cream", "cream", "naschkatze"], ["fish-900", "cream"], ["ready"]]
    c = sit_down(window, qtbot, settle_state(hands))
    spread = button(window, "Spread cream")
    assert not spread.isEnabled()
    cakes = sorted(k for k in window.play.scene.sprites if k.startswith("cake:"))
    assert len(cakes) == 2
    click_item(window, sprite(window, cakes[0]))
    click_item(window, sprite(window, cakes[1]))
    click_item(window, sprite(window, cakes[1]))
    # take one back from the second cake, put it on the first
    click_item(window, sprite(window, "cake-cream:1:1"))
    click_item(window, sprite(window, cakes[0]))
    before = len(c.match.log)
    button(window, "Spread cream").click()
    assert c.match.log[before] == (0, SpreadCream((2, 1)))


# -- what may not happen -----------------------------------------------------------------------


def test_an_illegal_click_changes_nothing_and_says_why(window, qtbot):
    hand = ["meat-1200", "dumplings", "potatoes", "nein"]
    c = sit_down(window, qtbot, make_state(hands=[hand, ["ready"], ["fastfood"], ["cake-600"]]))
    messages = []
    window.play.message.connect(messages.append)
    before = len(c.match.log)
    state_before = c.match.rules.clone(c.match.state)
    click_item(window, hand_card(window, "nein"))  # not a dish
    assert len(c.match.log) == before
    assert messages and "not part of a dish" in messages[-1]
    click_item(window, sprite(window, "plate"))  # nothing chosen yet
    assert len(c.match.log) == before
    click_item(window, hand_card(window, "potatoes"))  # a side dish alone is no dish
    click_item(window, sprite(window, "plate"))
    assert len(c.match.log) == before
    assert c.match.state == state_before
    # the opponents' cards are not choosable
    backs = sprites_with(window, lambda s: s.key.startswith("back:"))
    assert backs and all(s.target is None for s in backs)


def test_clicks_while_a_computer_decides_are_refused(window, qtbot):
    c = sit_down(window, qtbot, served_to_me(["ready"], ["nein", "fdh"]))
    messages = []
    window.play.message.connect(messages.append)
    click_item(window, hand_card(window, "nein"))
    click_item(window, sprite(window, "plate"))
    assert last(c) == (0, Refuse())
    assert c.legal_for_viewer() == []  # the dish went on to a computer
    assert sprite(window, "plate").target is None
    before = len(c.match.log)
    window.play._activated("plate")  # a click that arrives late
    window.play._activated(("do", Eat("fdh")))
    assert len(c.match.log) == before
    assert messages[-1] == "It is not your turn."


# -- setting up -----------------------------------------------------------------------------------


def test_new_game_dialog_offers_the_variants(qtbot, settings):
    from PySide6.QtCore import Qt as QtNs

    from souptable.ui.play.newgame import NewGameDialog

    dlg = NewGameDialog(settings)
    qtbot.addWidget(dlg)
    row = next(i for i in range(dlg.games.count()) if dlg.games.item(i).data(QtNs.ItemDataRole.UserRole) == "suppenkasper")
    dlg.games.setCurrentRow(row)
    _label, combo = dlg.option_widgets["variant"]
    assert [combo.itemData(i) for i in range(combo.count())] == ["base", "1", "2"]
    combo.setCurrentIndex(2)
    dlg.players.setValue(6)
    setup = dlg.setup()
    assert (setup.game, setup.players, setup.options) == ("suppenkasper", 6, {"variant": "2"})


def test_variant_2_chips_and_variant_cards_are_on_the_table(window, qtbot):
    st = option_state()
    st.chips = [3, 2, 1, 0]
    st.hands[0] += ["naschkatze", "suppenkasper"]
    sit_down(window, qtbot, st)
    chips = Counter(k.split(":")[1] for k in window.play.scene.sprites if k.startswith("chip:"))
    assert chips == {"0": 3, "1": 2, "2": 1}
    assert hand_card(window, "naschkatze").toolTip().startswith("Sweet Tooth")
    assert window.scores.horizontalHeaderItem(3).text() == "Chips"


# -- whole games ----------------------------------------------------------------------------------


def test_computer_game_with_variant_2_runs_to_the_end_summary(window, qtbot):
    shown = []
    window.game_over.connect(shown.append)
    window.start(Setup("suppenkasper", 4, seats(4, humans=0, level="random"), {"variant": "2"}, 2))
    qtbot.waitUntil(lambda: bool(shown), timeout=60000)
    c = window.controller
    assert c.match.is_over()
    assert window.log.count() > 20
    board = window.board
    rounds = c.match.rules.rounds(c.match.state)
    assert rounds
    for i, summary in enumerate(rounds):
        html = board.summary_html(summary, final=i == len(rounds) - 1)
        if summary["dishes"]:
            assert "kcal" in html and "Eaten by" in html  # every dish: cards, kcal, steps, weight
        if summary.get("settlement"):
            assert "Round end: eating the hands" in html
            for row in summary["settlement"]["players"]:
                assert board.name(row["seat"]) in html
    result = c.match.rules.result(c.match.state).to_json()
    note = board.result_note(result)
    assert "dream figure" in note


def _assert_nothing_hidden_shown(window):
    obs = window.controller.observation()
    public = Counter(obs["plate"])
    if obs["hand"] is not None:
        public += Counter(obs["hand"])
    if obs["hands"] is not None:
        for h in obs["hands"]:
            public += Counter(h)
    for s in window.play.scene.sprites.values():
        if s.card is not None and s.face_up:
            assert public[s.card] > 0, (s.key, s.card)
        if s.zone.startswith("hand:") and s.zone != f"hand:{obs['seat']}" and obs["hands"] is None:
            assert not s.face_up and s.card is None, s.key


def test_no_hidden_card_face_of_another_seat_is_ever_on_the_table(window, qtbot):
    window.start(Setup("suppenkasper", 4, seats(4, 1, "random"), {"variant": "2"}, 7))
    c = window.controller
    rnd = random.Random(5)
    for _ in range(60):
        wait_for_person(qtbot, window)
        if c.match.is_over():
            break
        _assert_nothing_hidden_shown(window)
        legal = c.legal_for_viewer()
        c.submit(legal[rnd.randrange(len(legal))])
    _assert_nothing_hidden_shown(window)


def test_log_lines_and_scores_for_a_served_and_eaten_dish(window, qtbot):
    c = sit_down(window, qtbot, served_to_me(["meat-1000", "dumplings", "dumplings"], ["fdh"]))
    click_item(window, sprite(window, "plate"))
    lines = [window.log.item(i).text() for i in range(window.log.count())]
    assert any("eats the dish plainly: 2000 kcal, +1" in t for t in lines), lines
    head = [window.scores.horizontalHeaderItem(i).text() for i in range(window.scores.columnCount())]
    assert head[:3] == ["Player", "Weight", "Cards"]
    assert window.scores.item(0, 1).text() == "+1" or c.match.state.positions[0] != 1


def test_every_word_is_found_by_lupdate():
    """Literal contexts and texts (no f-strings, no variables), and plural counts
    that pyside6-lupdate can read (a plain name or number, not an expression)."""
    import ast
    from pathlib import Path

    import souptable.ui.games.suppenkasper as board_mod
    from souptable.ui.games.suppenkasper import choose, faces, layout, panel, words

    calls = 0
    for mod in (board_mod, choose, faces, layout, panel, words):
        tree = ast.parse(Path(mod.__file__).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "translate":
                calls += 1
                ctx, text = node.args[0], node.args[1]
                assert isinstance(ctx, ast.Constant) and ctx.value in ("Suppenkasper", "SuppenkasperBoard", "Common"), node.lineno
                assert isinstance(text, ast.Constant) and isinstance(text.value, str), node.lineno
                if len(node.args) > 3:
                    assert "%n" in text.value and isinstance(node.args[3], (ast.Name, ast.Constant)), node.lineno
    assert calls > 200


def test_the_longest_prompt_fits_its_line_in_german_at_1280(window, qtbot):
    """Served, the person gets the longest prompt of the game; in German at
    1280×800 every word of it stays on screen."""
    window.set_language("de")
    try:
        c = sit_down(window, qtbot, served_to_me(["fish-900", "potatoes", "muesli"], ["fdh", "nein", "cake-600"]))
        assert c is not None
        prompt = window.play.prompt
        assert "Teller" in prompt.text()  # the German prompt is shown
        assert prompt.heightForWidth(prompt.width()) <= prompt.height(), (prompt.width(), prompt.text())
    finally:
        window.set_language("en")  # the translator is the application's: later tests read English


# -- the table package, board by board (no window) ------------------------------------------------

SIZES = ((700, 560), (750, 610), (1000, 700), (1240, 760), (1660, 1000), (1920, 1080))
SCALES = (0.8, 1.0, 1.4)


def _match(st, seed=3):
    match = Match("suppenkasper", st.n, seed, {"variant": st.variant})
    match.state = st
    return match


def _positions():
    """Matches where seat 0 decides, one for every kind of decision (and a few mid-game ones)."""
    from souptable.ui.app.scenarios import mid_game

    serving = ["meat-1200", "fish-700", "dumplings", "dumplings", "potatoes", "muesli", "nein", "fastfood"]
    assign = [["meat-1200", "meat-1400", "dumplings", "dumplings", "muesli"], ["fish-900", "potatoes"], ["ready"]]
    cream = [["cake-600", "cake-1200", "cream", "cream", "naschkatze"], ["fish-900", "cream"], ["ready"]]
    big = "meat-1200 meat-1400 fish-700 dumplings dumplings potatoes cream ready ready fastfood fastfood fastfood"
    big += " muesli muesli fdh nulldiaet koernerkur abfuehrpille nein nein"
    big_plate = ["cake-1000", "cream", "cream", "muesli", "muesli", "cream", "cream"]
    nein = served_to_me(["cake-1200", "cream", "nein"], ["cream", "muesli", "fdh"])
    nein.dish.append({"seat": 3, "did": "refused", "cards": ["nein"], "steps": -1, "from": 0, "to": -1})
    out = [
        mid_game("suppenkasper"),
        mid_game("suppenkasper", players=3, seed=5, fraction=0.2),
        mid_game("suppenkasper", players=6, seed=8, fraction=0.6),
        _match(make_state(hands=[serving, ["ready"], ["fastfood"], ["cake-600"]])),
        _match(served_to_me(["meat-1600", "dumplings"], ["fdh", "nulldiaet", "nein", "cake-600", "dumplings", "muesli"])),
        _match(served_to_me(["ready", "ready"], ["fresssack", "meckerziege", "suppenkasper", "ready", "cake-600"], variant="1")),
        _match(option_state()),
        _match(settle_state(assign)),
        _match(settle_state(cream)),
        _match(nein),
        _match(served_to_me(big_plate, big.split(), n=6, variant="2", others=[["fish-900", "potatoes", "cream"]] * 5)),
    ]
    for option in ("give", "demand"):  # variant 2: seat 0 pays a chip for option b or c
        m = _match(option_state())
        m.play(ChooseOption(option))
        out.append(m)
    over = option_state()
    over.phase, over.current, over.option_seat, over.option_left, over.option_queue = "hand_over", 0, 1, 3, [2, 3]
    out += [_match(over), _match(declined_state()), _match(dealt_nothing_to_serve())]
    for m in out:
        assert (m.to_move() == 0 and len(m.legal_actions()) > 1) or m.state.phase in ("hand_over", "cannot_serve"), m.state.phase
    return out


def _giving():
    return next(m for m in _positions() if any(isinstance(a, Give) for a in m.legal_actions()))


def _board(match, scale=1.0):
    from souptable.ui.games.suppenkasper import BOARD

    board = BOARD([f"P{i + 1}" for i in range(match.players)])
    board.scale = scale
    return board


def _view(match):
    return match.observe(0), (match.legal_actions() if match.to_move() == 0 else [])


def _items(lay):
    return [*lay.specs, *lay.areas, *lay.labels]


def _selections(board, match):
    """The board as it is, then with each of the first few lit hand cards chosen in turn."""
    from PySide6.QtCore import QSizeF

    obs, legal = _view(match)
    yield
    lit = [
        s.target
        for s in board.build(obs, legal, QSizeF(1240, 760)).specs
        if s.key.startswith("hand:0:") and s.state == "legal" and s.target and s.target[0] == "hand"
    ]
    for target in lit[:4]:
        board.pick(target, legal, obs)
        yield
    board.reset()


def _answer(board, match, target):
    """The text a click on ``target`` shows, or "" for an action or a new selection."""
    from souptable.engine import IllegalAction
    from souptable.ui.text.common import generic_refusal

    obs, legal = _view(match)
    saved = (board.selection, board.choose.cream)
    res = board.pick(target, legal, obs)
    board.selection, board.choose.cream = saved
    if res.action is not None:
        if res.action in legal:
            return ""
        try:
            match.rules.check(match.state, res.action)
        except IllegalAction as exc:
            code, params = exc.code, exc.params
        else:
            raise AssertionError(f"{res.action} is neither legal nor refused")
    else:
        assert res.reselect or res.why, f"{target!r} gives no answer"
        if res.reselect:
            return ""
        code, params = res.why
    assert code != "not_legal", (target, code)  # a reason in the rulebook's words, not the generic one
    text = board.refusal(code, params) or generic_refusal(code, params)
    assert text and text.strip(), (target, code)
    return text


def test_every_target_on_the_table_answers_a_click(qapp):
    from PySide6.QtCore import QSizeF

    answered = 0
    for match in _positions():
        board = _board(match)
        for _ in _selections(board, match):
            obs, legal = _view(match)
            lay = board.build(obs, legal, QSizeF(1240, 760))
            for item in _items(lay):
                if item.target is not None:
                    _answer(board, match, item.target)
                    answered += 1
    assert answered > 300


def test_a_dimmed_card_answers_with_the_engines_reason(qapp):
    from PySide6.QtCore import QSizeF

    match = _match(make_state(hands=[["meat-1200", "dumplings", "potatoes", "nein"], ["ready"], ["fastfood"], ["cake-600"]]))
    board = _board(match)
    obs, legal = _view(match)
    lay = board.build(obs, legal, QSizeF(1240, 760))
    nein = next(s for s in lay.specs if s.key == "hand:0:nein:0")
    assert nein.state == "dim" and nein.target is not None
    assert "not part of a dish" in _answer(board, match, nein.target)
    # an opponent that may not receive a card: the engine's words, not silence
    give = _giving()
    board = _board(give)
    obs, legal = _view(give)
    card = next(a.card for a in legal if isinstance(a, Give))
    board.pick(("hand", card, 0), legal, obs)
    allowed = {a.to for a in legal if isinstance(a, Give)}
    for s in range(1, give.players):
        text = _answer(board, give, ("seat", s))
        assert (text == "") == (s in allowed), (s, text)


def test_dropping_a_card_does_what_the_clicks_would_or_says_why(qapp):
    match = _giving()  # giving three cards
    board = _board(match)
    obs, legal = _view(match)
    give = next(a for a in legal if isinstance(a, Give))
    k = sorted(obs["hand"]).count(give.card) - 1
    assert board.drop(("hand", give.card, k), ("seat", give.to), legal, obs).action == give
    board.reset()  # the table does so after every change
    nowhere = board.drop(("hand", give.card, k), None, legal, obs)
    assert nowhere.action is None and board.refusal(*nowhere.why)
    assert board.selection is None  # a drop that does nothing leaves the choice as it was
    served = _match(served_to_me(["meat-1600", "dumplings"], ["fdh", "cake-600"]))
    board = _board(served)
    obs, legal = _view(served)
    assert board.drop(("hand", "fdh", 0), "plate", legal, obs).action == Eat("fdh")
    assert board.drop(("hand", "fdh", 0), ("do", Eat(None)), legal, obs).action == Eat("fdh")  # a line beside the plate
    res = board.drop(("hand", "cake-600", 0), "plate", legal, obs)
    assert res.action == PassOn(("cake-600",))  # the engine refuses it: a cake does not go with meat


def test_every_piece_card_and_lit_area_has_a_tooltip(qapp):
    from PySide6.QtCore import QSizeF

    for match in _positions():
        board = _board(match)
        obs, legal = _view(match)
        lay = board.build(obs, legal, QSizeF(1240, 760))
        for item in _items(lay):
            if hasattr(item, "art") or item.target is not None:
                assert item.tooltip.strip(), item.key
            if getattr(item, "face_up", True) is False:
                assert item.tooltip.startswith("Face-down card"), (item.key, item.tooltip)
            if getattr(item, "card", None) is not None:
                assert item.tooltip.startswith(board.card_name(item.card)), item.key


def test_every_decision_button_has_a_key(qapp):
    for match in _positions():
        board = _board(match)
        obs, legal = _view(match)
        for _ in _selections(board, match):
            for b in board.buttons(obs, legal):
                assert b.shortcut, b.text
                assert b.action is None or b.action in legal, b.text


def test_no_hand_card_index_is_ever_covered(qapp):
    """Every face-up card that others overlap (the hand, a hand laid open, the plate, the
    cream on a cake) keeps its corner index free of anything drawn above it, inside the
    table, at every table size and card-size setting; the person's own cards stay large."""
    from PySide6.QtCore import QSizeF

    from souptable.ui.art import index_extent

    checked = 0
    for match in _positions():
        for scale in SCALES:
            board = _board(match, scale)
            if match.state.phase == "settle":
                board.choose.cream = (1, 1)
            for _ in _selections(board, match):
                obs, legal = _view(match)
                for w, h in SIZES:
                    lay = board.build(obs, legal, QSizeF(w, h))
                    table = QRectF(0, 0, w, h)
                    above = [(it.z, it.rect, it.key) for it in [*lay.specs, *lay.labels]]
                    for spec in lay.specs:
                        if spec.card is None or not spec.face_up:
                            continue
                        ew, eh = index_extent("suppenkasper", spec.card)
                        r = spec.rect
                        index = QRectF(r.x(), r.y(), r.width() * ew, r.height() * eh).adjusted(0.5, 0.5, -0.5, -0.5)
                        assert table.contains(index), (spec.key, w, h, scale)
                        for z, rect, key in above:
                            assert not (z > spec.z and rect.intersects(index)), (key, "covers", spec.key, w, h, scale)
                        if spec.key.startswith("hand:0:"):
                            assert r.width() >= 40, (spec.key, r.width(), w, h, scale)
                        checked += 1
    assert checked > 5000


def test_a_larger_card_size_gives_larger_hand_cards(qapp):
    from PySide6.QtCore import QSizeF

    from souptable.ui.app.scenarios import mid_game

    match = mid_game("suppenkasper")
    widths = []
    for scale in SCALES:
        board = _board(match, scale)
        obs, legal = _view(match)
        lay = board.build(obs, legal, QSizeF(1000, 700))
        widths.append(min(s.rect.width() for s in lay.specs if s.key.startswith("hand:0:")))
    assert widths[0] < widths[1] < widths[2], widths


def test_the_package_tells_the_app_what_it_needs():
    from souptable.ui import games
    from souptable.ui.app.scenarios import mid_game
    from souptable.ui.games import suppenkasper as pkg

    assert games.has_table("suppenkasper") and pkg.BOARD is pkg.SuppenkasperBoard
    assert pkg.game_name() == "Suppenkasper"
    assert (pkg.SCENE_PLAYERS, pkg.SCENE_OPTIONS) == (4, {"variant": "2"})
    assert pkg.interesting(mid_game("suppenkasper").observe(0))
