"""The Super Susuru Soup table, driven like a person with the mouse (offscreen)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, QSizeF, Qt
from PySide6.QtTest import QTest

from souptable.engine import IllegalAction, Match
from souptable.games.susuru.actions import Claim, Draw, Keep, OpenShop, Take, ToMarket
from souptable.games.susuru.cards import DECK
from souptable.ui.app.scenarios import mid_game
from souptable.ui.art import index_extent
from souptable.ui.games import make_board
from souptable.ui.games.susuru import BOARD, SCENE_OPTIONS, SCENE_PLAYERS, SusuruBoard, game_name, interesting
from souptable.ui.games.susuru.words import card_name
from souptable.ui.play.setup import Setup
from souptable.ui.table.spec import ACTIVE, DIM, LEGAL, SELECTED
from souptable.ui.text.common import generic_refusal

from .conftest import seats
from .helpers import click_item, first_person_sits_down, sprites_with, wait_for_person


def start(window, qtbot, n=4, humans=1, level="normal", seed=5):
    window.start(Setup("susuru", n, seats(n, humans, level), {}, seed))
    first_person_sits_down(qtbot, window)
    return window.controller


def test_clicking_the_draw_pile_draws_then_keep_button_keeps(window, qtbot):
    c = start(window, qtbot)
    assert Draw() in c.legal_for_viewer()
    (deck,) = sprites_with(window, lambda s: s.target == "deck")
    click_item(window, deck)
    assert c.match.log[-1] == (0, Draw())
    qtbot.waitUntil(lambda: Keep() in c.legal_for_viewer())
    drawn = c.match.state.drawn
    buttons = {b.property("label"): b for b in window.play._buttons}
    buttons["Keep"].click()
    qtbot.waitUntil(lambda: drawn in c.match.state.hands[0])


def test_taking_a_market_card_by_click(window, qtbot):
    c = start(window, qtbot)
    # put a card into the market ourselves, then wait for our next turn
    click_item(window, sprites_with(window, lambda s: s.target == "deck")[0])
    qtbot.waitUntil(lambda: Keep() in c.legal_for_viewer())
    next(b for b in window.play._buttons if b.property("label") == "To market").click()
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
    # a trend order marker before its card is chosen: nothing happens, and the status line says why
    marker = sprites_with(window, lambda s: s.key == "marker:3")[0]
    click_item(window, marker)
    assert len(c.match.log) == before
    assert window.statusBar().currentMessage().strip()
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
    next(b for b in window.play._buttons if b.property("label") == "Open shop").click()
    target = claims[0]
    (card,) = sprites_with(window, lambda s: s.key == target.card)
    click_item(window, card)
    (marker,) = sprites_with(window, lambda s: s.key == f"marker:{target.marker}")
    before = len(c.match.log)
    click_item(window, marker)
    assert c.match.log[before] == (0, target)


def test_the_start_player_chosen_for_the_table_is_named_at_their_seat(window, qtbot):
    """Option "start" (who most recently ate ramen): seat 3 starts the first round."""
    window.start(Setup("susuru", 4, seats(4, 1, "random"), {"start": "3"}, 5))
    qtbot.waitUntil(lambda: "seat-facts:2" in window.play.scene.labels, timeout=5000)
    assert window.controller.match.state.start == 2
    facts = {s: window.play.scene.labels[f"seat-facts:{s}"].label.text for s in range(4)}
    assert [s for s, text in facts.items() if "start player" in text] == [2], facts


def test_computer_game_runs_to_the_end_summary(window, qtbot):
    shown = []
    window.game_over.connect(shown.append)
    window.start(Setup("susuru", 3, seats(3, humans=0), {}, 9))
    qtbot.waitUntil(lambda: bool(shown), timeout=60000)
    assert window.controller.match.is_over()
    assert window.log.count() > 10


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


# -- the board alone: every input answers, every item reads, every index shows ----------------

NAMES = ["P1", "P2", "P3", "P4"]
SIZE = QSizeF(980, 700)


def chooser(rng):
    """Random play that mostly procures (uniform play opens shop at once)."""

    def choose(legal):
        for wanted, odds in ((Draw(), 0.8), (Keep(), 0.7)):
            if wanted in legal and rng.random() < odds:
                return wanted
        return rng.choice(legal)

    return choose


def find(players, want, seed=1, tries=80):
    """A match (mostly procuring random play) where seat 0 is to move and ``want(obs, legal)`` holds."""
    for s in range(seed, seed + tries):
        m = Match("susuru", players, s, {})
        choose = chooser(random.Random(s))
        while not m.is_over():
            legal = m.legal_actions()
            if m.to_move() == 0 and want(m.observe(0), legal):
                return m
            m.play(choose(legal))
    raise AssertionError("no such position")


def positions():
    """(name, match, selection) for the decisions a person meets at this table."""
    mid = mid_game("susuru")
    opening = find(4, lambda o, lg: any(isinstance(a, OpenShop) and a.card for a in lg) and len(o["hand"]) >= 4)
    card = next(a.card for a in opening.legal_actions() if isinstance(a, OpenShop) and a.card)
    keep = find(4, lambda o, lg: Keep() in lg)
    claim = find(3, lambda o, lg: any(isinstance(a, Claim) for a in lg))
    last = find(4, lambda o, lg: Draw() not in lg and any(isinstance(a, Take) for a in lg))
    return [
        ("mid-game", mid, None),
        ("open shop", opening, ""),
        ("open shop, card chosen", opening, card),
        ("keep or market", keep, None),
        ("round-end claim", claim, None),
        ("last turn", last, None),
    ]


@pytest.fixture(scope="module")
def cases():
    return positions()


def words_for(board, code, params):
    return board.refusal(code, params) or generic_refusal(code, params) or ""


def targets(lay):
    items = [(s.key, s.target) for s in lay.specs if s.target is not None]
    items += [(a.key, a.target) for a in lay.areas if a.target is not None]
    items += [(lab.key, lab.target) for lab in lay.labels if lab.target is not None]
    return items


def test_the_package_exports_what_the_app_looks_for():
    assert BOARD is SusuruBoard and SCENE_PLAYERS == 4 and SCENE_OPTIONS == {}
    assert game_name() == "Super Susuru Soup"
    assert isinstance(make_board("susuru", NAMES), SusuruBoard)
    assert interesting(mid_game("susuru").observe(0))


def test_every_item_with_a_target_answers_with_an_action_a_selection_or_the_rulebooks_words(qapp, cases):
    for name, match, selection in cases:
        obs, legal = match.observe(0), match.legal_actions()
        board = SusuruBoard(NAMES)
        board.selection = selection
        lay = board.build(obs, legal, SIZE)
        assert targets(lay), name
        for key, target in targets(lay):
            board.selection = selection
            res = board.pick(target, legal, obs)
            assert res.action is not None or res.reselect or res.why, f"{name}: {key} answers nothing"
            if res.why is not None:
                assert words_for(board, *res.why).strip(), f"{name}: {key} gives no words for {res.why}"
            elif res.action is not None and res.action not in legal:
                # the attempted action: the engine refuses it, in words the table has
                state = match.rules.clone(match.state)
                with pytest.raises(IllegalAction) as exc:
                    match.rules.apply(state, res.action)
                assert words_for(board, exc.value.code, exc.value.params).strip(), f"{name}: {key}: {exc.value.code}"


def test_items_answer_while_another_player_decides(qapp, cases):
    """Not this seat's turn: the play area says so before asking the board; the board still
    answers every target (an attempted action the controller refuses, or a reason)."""
    for name, match, _selection in cases:
        for seat in (1, 2):
            obs = match.observe(seat)
            board = SusuruBoard(NAMES)
            lay = board.build(obs, [], SIZE)
            for key, target in targets(lay):
                res = board.pick(target, [], obs)
                assert res.action is not None or res.reselect or res.why, f"{name}, seat {seat}: {key}"


def test_dimmed_cards_and_markers_answer_and_the_draw_pile_waits_while_opening_shop(qapp, cases):
    _name, match, _sel = cases[1]
    obs, legal = match.observe(0), match.legal_actions()
    board = SusuruBoard(NAMES)
    board.selection = ""
    lay = board.build(obs, legal, SIZE)
    deck = next(s for s in lay.specs if s.target == "deck")
    assert deck.state not in (LEGAL, SELECTED)  # Tab + Enter must not draw while opening shop
    assert board.pick("deck", legal, obs).why == ("opening_shop", {})
    for s in lay.specs:
        if s.state == DIM:
            act = board.pick(s.target, legal, obs).action
            assert act is not None and act not in legal  # the engine will say why
    free = [s for s in lay.specs if s.key.startswith("marker:") and s.state == ACTIVE]
    assert free, "a card may be dropped on the free markers"
    assert board.pick(free[0].target, legal, obs).why == ("choose_card_first", {})


def test_dragging_a_card_onto_a_marker_does_what_the_two_clicks_do(qapp, cases):
    _name, match, _sel = cases[1]
    obs, legal = match.observe(0), match.legal_actions()
    act = next(a for a in legal if isinstance(a, OpenShop) and a.card)
    for selection in (None, "", act.card):  # before "Open shop", after it, with the card chosen
        board = SusuruBoard(NAMES)
        board.selection = selection
        assert board.drop(("card", act.card), ("marker", act.marker), legal, obs).action == act
        board.selection = selection
        board.pick(("card", act.card), legal, obs)
        if board.selection != act.card:  # it was chosen already: the click unchose it
            board.pick(("card", act.card), legal, obs)
        assert board.pick(("marker", act.marker), legal, obs).action == act
        assert board.drop(("card", act.card), None, legal, obs).why == ("drop_on_marker", {})


def test_the_drawn_card_dragged_onto_the_hand_or_the_market(qapp, cases):
    _name, match, _sel = cases[3]
    obs, legal = match.observe(0), match.legal_actions()
    board = SusuruBoard(NAMES)
    assert board.drop("drawn", "hand", legal, obs).action == Keep()
    if obs["hand"]:
        assert board.drop("drawn", ("card", obs["hand"][0]), legal, obs).action == Keep()
    assert board.drop("drawn", "market", legal, obs).action == ToMarket()
    assert board.drop("drawn", None, legal, obs).why == ("drop_drawn", {})


def test_every_spec_has_a_tooltip_and_hidden_cards_stay_hidden(qapp, cases):
    names = {card_name(c) for c in DECK}
    for name, match, selection in cases:
        obs, legal = match.observe(0), match.legal_actions()
        board = SusuruBoard(NAMES)
        board.selection = selection
        lay = board.build(obs, legal, SIZE)
        for s in lay.specs:
            assert s.tooltip.strip(), f"{name}: {s.key} has no tooltip"
            if not s.face_up and not s.zone.endswith(":0"):
                assert not any(n in s.tooltip for n in names), f"{name}: {s.key} tells a hidden card"
        for item in [*lay.areas, *lay.labels]:
            if item.target is not None:
                assert item.tooltip.strip(), f"{name}: {item.key} has no tooltip"
        spectator = board.build(match.observe(None), [], SIZE)
        for s in spectator.specs:
            assert s.tooltip.strip()
            if not s.face_up:
                assert not any(n in s.tooltip for n in names), s.key


def test_a_card_tooltip_gives_value_and_trend_rule(qapp):
    match = mid_game("susuru")
    obs = match.observe(0)
    board = SusuruBoard(NAMES)
    lay = board.build(obs, match.legal_actions(), SIZE)
    c = sorted(obs["hand"])[0]
    tip = next(s.tooltip for s in lay.specs if s.key == c)
    assert card_name(c) in tip and "value" in tip and ("trend order" in tip.lower())


def test_the_round_counter_is_on_the_table(qapp, cases):
    for _name, match, _sel in cases:
        obs = match.observe(0)
        lay = SusuruBoard(NAMES).build(obs, match.legal_actions(), SIZE)
        (label,) = [lab for lab in lay.labels if lab.key == "round"]
        assert label.text == f"Round {obs['round'] + 1} of {obs['rounds']}"
        assert label.tooltip


def crowded(obs):
    """The same position with a long hand, a full market and cards taken by everyone."""
    obs = dict(obs)
    hand = [c for c in DECK if c.startswith(("porkbone", "seafood"))][:13]
    market = [c for c in DECK if c.startswith("chicken")][:9]
    obs["hand"] = hand
    obs["market"] = market
    obs["hand_counts"] = [len(hand)] + [9] * (obs["players"] - 1)
    obs["taken"] = [[]] + [[c for c in DECK if c.startswith("chemical")][:4] for _ in range(obs["players"] - 1)]
    return obs


def index_covered(lay, game="susuru"):
    """Face-up cards of a hand or the market whose corner index lies under a higher item."""
    bad = []
    others = [(s.key, s.z, s.rect) for s in lay.specs] + [(lab.key, lab.z, lab.rect) for lab in lay.labels if lab.text.strip()]
    for s in lay.specs:
        if not s.face_up or not s.card or not (s.zone.startswith("hand:") or s.zone == "market"):
            continue
        ew, eh = index_extent(game, s.card)
        r = s.rect
        index = type(r)(r.x() + 0.5, r.y() + 0.5, r.width() * ew - 1, r.height() * eh - 1)
        for key, z, rect in others:
            if key != s.key and z > s.z and rect.intersects(index):
                bad.append(f"{s.card} under {key}")
    return bad


@pytest.mark.parametrize("size", [(700, 560), (735, 610), (980, 700), (1650, 990), (1920, 1080)])
@pytest.mark.parametrize("scale", [0.8, 1.0, 1.4])
def test_no_hand_or_market_index_is_covered_and_every_card_stays_on_the_table(qapp, cases, size, scale):
    w, h = size
    for name, match, selection in cases[:2]:
        for obs in (match.observe(0), crowded(match.observe(0))):
            board = SusuruBoard(NAMES)
            board.scale = scale
            board.selection = selection
            lay = board.build(obs, match.legal_actions(), QSizeF(w, h))
            assert not index_covered(lay), f"{name} {size} x{scale}: {index_covered(lay)[:4]}"
            for s in lay.specs:
                r = s.rect
                assert r.left() >= -0.5 and r.top() >= -0.5 and r.right() <= w + 0.5 and r.bottom() <= h + 0.5, (
                    name,
                    size,
                    scale,
                    s.key,
                    r,
                )


def test_buttons_have_shortcuts_and_markers_get_digits(qapp, cases):
    for name, match, selection in cases:
        board = SusuruBoard(NAMES)
        board.selection = selection
        for b in board.buttons(match.observe(0), match.legal_actions()):
            assert len(b.shortcut) == 1 and b.shortcut.isalnum(), (name, b.text, b.shortcut)
    _name, match, card = cases[2]
    board = SusuruBoard(NAMES)
    board.selection = card
    digits = {b.shortcut: b for b in board.buttons(match.observe(0), match.legal_actions())}
    free = [m for m in (1, 2, 3) if match.observe(0)["trend"][str(m)] is None]
    for m in free:
        res = board.pick(digits[str(m)].target, match.legal_actions(), match.observe(0))
        assert res.action == OpenShop(m, card)


# -- at the real table --------------------------------------------------------------------


def sit(window, qtbot, match):
    """Sit at a copy of ``match`` (the table plays on the match it is given)."""
    twin = Match(match.game, match.players, match.seed, match.options)
    for _seat, act in match.log:
        twin.play(act)
    match = twin
    window.start(Setup("susuru", match.players, seats(match.players), {}, match.seed), match)
    wait_for_person(qtbot, window)
    window.play.scene.finish_animations()
    return window.controller


def test_in_the_open_shop_step_tab_and_enter_choose_a_card_not_a_draw(window, qtbot, cases):
    c = sit(window, qtbot, cases[1][1])
    before = len(c.match.log)
    next(b for b in window.play._buttons if b.property("label") == "Open shop").click()
    view = window.play.view
    QTest.keyClick(view, Qt.Key.Key_Tab)
    first = window.play.scene.focused_item()
    assert first.target[0] == "card", first.key
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert len(c.match.log) == before  # nothing drawn
    chosen = window.play.board.selection
    assert chosen == first.target[1]
    for _ in range(20):  # on from the chosen card to the markers (now part of the decision)
        QTest.keyClick(view, Qt.Key.Key_Tab)
        marker = window.play.scene.focused_item()
        if marker.target[0] == "marker":
            break
    assert marker.target[0] == "marker", marker.key
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert c.match.log[before] == (0, OpenShop(marker.target[1], chosen))


def test_a_dragged_card_dropped_on_a_marker_opens_shop(window, qtbot, cases):
    c = sit(window, qtbot, cases[1][1])
    act = next(a for a in c.legal_for_viewer() if isinstance(a, OpenShop) and a.card)
    scene = window.play.scene
    before = len(c.match.log)
    card = scene.sprites[act.card]
    marker = scene.sprites[f"marker:{act.marker}"]
    card.setPos(marker.sceneBoundingRect().center() - QPointF(card.w / 2, card.h / 2))
    scene.drop(card, marker.sceneBoundingRect().center())
    assert c.match.log[before] == (0, act)


def test_a_dimmed_card_says_the_engines_reason(window, qtbot, cases):
    c = sit(window, qtbot, cases[1][1])
    next(b for b in window.play._buttons if b.property("label") == "Open shop").click()
    dim = sprites_with(window, lambda s: s.state == DIM)
    if not dim:
        pytest.skip("every card can be placed here")
    before = len(c.match.log)
    click_item(window, dim[0])
    assert len(c.match.log) == before
    assert "trend order" in window.statusBar().currentMessage()
