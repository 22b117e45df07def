"""The Salty table, driven like a person with the mouse (offscreen)."""

from __future__ import annotations

from souptable.games.salty.actions import ChooseSide, Discard, PickFood, Play
from souptable.ui.play.setup import Setup

from .conftest import seats
from .helpers import click_item, sprites_with, wait_for_person


def start(window, qtbot, n=4, humans=1, seed=5):
    window.start(Setup("salty", n, seats(n, humans), {}, seed))
    wait_for_person(qtbot, window)
    return window.controller


def buttons(window):
    return {b.property("label"): b for b in window.play._buttons}


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


def double_tie():
    """The last round of meal 1 (3 players, one card each): seats 1 and 2 end it tied on
    the lowest total and on the lowest score of the meal, so the next Last Player is drawn."""
    from souptable.engine import MatchRng
    from souptable.games.salty.cards import FOODS, SEASONINGS
    from souptable.games.salty.state import SaltyState

    st = SaltyState(n=3, rng=MatchRng(4))
    st.phase, st.last, st.leader, st.current, st.revealed = "play", 2, 0, 0, True
    st.shelf = [{"salt": 2, "ketchup": 1}.get(x, 0) for x in SEASONINGS]
    st.hands, st.discards = [["salt-2"], ["shoyu-2"], ["ketchup-2"]], [[], [], []]
    st.food = ["tomato", "karaage", "fried_egg"]
    st.food_pool = [f for f in FOODS if f not in st.food]
    st.sides = ["front", "back", "back"]
    st.won, st.plates, st.outside = [[], [], []], [[], [], []], [[], [], []]
    st.voids, st.totals = [0] * 3, [500, 40, 40]
    return st


def test_a_last_player_drawn_by_lot_has_a_log_line(window, qtbot):
    from souptable.engine import Match, event
    from souptable.ui.games.salty import BOARD

    match = Match("salty", 3, 4, {})
    match.state = double_tie()
    window.start(Setup("salty", 3, seats(3, 1, "random"), {}, 4), match)
    wait_for_person(qtbot, window)
    click_item(window, sprites_with(window, lambda s: s.key == "salt-2")[0])
    qtbot.waitUntil(lambda: match.state.meal == 1, timeout=10000)
    last = window.board.name(match.state.last)
    lines = [window.log.item(i).text() for i in range(window.log.count())]
    assert f"Still tied for the next Last Player: P2 and P3. Drawn at random: {last}." in lines, lines
    board = BOARD(["P1", "P2", "P3", "P4"])
    text = board.describe(event("last_player_drawn", seat=3, tied=[0, 3]))
    assert text == "Still tied for the next Last Player: P1 and P4. Drawn at random: P4."


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
    table = window.scores

    def whole() -> bool:
        widths = sum(table.columnWidth(c) for c in range(table.columnCount()))
        return table.columnWidth(0) >= table.sizeHintForColumn(0) and table.viewport().width() >= widths

    qtbot.waitUntil(whole, timeout=10000)  # the dock settles on its width (no timed wait)


# -- the board alone: every input answers, every piece reads, every index shows ------------------

SIZES = [(700, 560), (690, 610), (988, 713), (1600, 990), (1900, 1000)]  # the table inside 1024x700 .. 1920x1080
SCALES = [0.8, 1.0, 1.4]  # settings.CARD_SCALE's range


def _position(players, seed, want, limit=600):
    """A game played on (varied, deterministic choices) until seat 0 decides and ``want(obs)``."""
    from souptable.engine import Match

    m = Match("salty", players, seed, {})
    for step in range(limit):
        if m.is_over():
            break
        if m.to_move() == 0 and want(m.observe(0)):
            return m
        legal = m.legal_actions()
        m.play(legal[(step * 7) % len(legal)])
    raise AssertionError("no such position")


def _positions():
    from souptable.ui.app.scenarios import mid_game

    def must_follow(o):
        held = {c.split("-")[0] for c in o["hand"]}
        return o["phase"] == "play" and bool(o["trick"]) and o["follow"] in held and len(held) > 1

    return {
        "mid-game": mid_game("salty"),
        "draft": _position(3, 11, lambda o: o["phase"] == "draft"),
        "side": _position(4, 12, lambda o: o["phase"] == "side"),
        "discard-14": _position(3, 13, lambda o: o["phase"] == "discard"),
        "lead": _position(4, 14, lambda o: o["phase"] == "play" and not o["trick"]),
        "must-follow": _position(4, 15, must_follow),
        "late": _position(3, 16, lambda o: o["phase"] == "play" and o["meals_played"] >= 1 and bool(o["last_trick"])),
    }


def _board(match, scale=1.0, selection=None):
    from souptable.ui.games.salty import SaltyBoard

    board = SaltyBoard([f"P{i + 1}" for i in range(match.players)])
    board.scale = scale
    board.selection = selection
    return board


def _answer_text(board, match, res):
    """The sentence a pick or drop result shows, or "" when it shows nothing."""
    from souptable.engine import IllegalAction
    from souptable.ui.text.common import generic_refusal

    if res.reselect:
        return "(new selection)"
    if res.action is not None:
        if res.action in match.legal_actions():
            return "(legal action)"
        try:
            match.play(res.action)
        except IllegalAction as exc:
            return board.refusal(exc.code, exc.params) or generic_refusal(exc.code, exc.params) or ""
        raise AssertionError(f"{res.action} was legal after all")
    if res.why is not None:
        return board.refusal(*res.why) or generic_refusal(*res.why) or ""
    return ""


def _targets(lay):
    return [it.target for it in [*lay.specs, *lay.areas, *lay.labels] if it.target is not None]


def test_every_item_with_a_target_answers_a_click_and_a_drop(qapp):
    from PySide6.QtCore import QSizeF

    for name, match in _positions().items():
        legal = match.legal_actions()
        hand = sorted(match.observe(0)["hand"])
        for selection in (None, hand[:1], hand[:2]):
            board = _board(match, selection=list(selection) if selection else None)
            lay = board.build(match.observe(0), legal, QSizeF(988, 713))
            targets = _targets(lay)
            if name != "mid-game" or legal:
                assert targets, f"{name}: nothing on the table to act on"
            for target in targets:
                board.selection = list(selection) if selection else None
                text = _answer_text(board, match, board.pick(target, legal, match.observe(0)))
                assert text.strip(), f"{name}: a click on {target!r} says nothing"
            for spec in [s for s in lay.specs if s.draggable]:
                for onto in [None, *targets]:
                    board.selection = list(selection) if selection else None
                    text = _answer_text(board, match, board.drop(spec.target, onto, legal, match.observe(0)))
                    assert text.strip(), f"{name}: dropping {spec.target!r} on {onto!r} says nothing"


def test_the_current_decision_is_legal_and_comes_first_under_tab(qapp):
    """Tab starts at the decision: the first stop is a card or food card that acts at once
    (a legal action) or is chosen (the two cards to discard)."""
    from PySide6.QtCore import QRectF, QSizeF

    from souptable.ui.table.scene import TableScene
    from souptable.ui.table.spec import LEGAL

    for name, match in _positions().items():
        legal = match.legal_actions()
        if not legal:
            continue
        board = _board(match)
        lay = board.build(match.observe(0), legal, QSizeF(988, 713))
        scene = TableScene()
        scene.setSceneRect(QRectF(0, 0, 988, 713))
        scene.apply(lay, [], 0.0)
        first = scene.focusables()[0]
        assert getattr(first, "state", None) == LEGAL, name
        res = board.pick(first.target, legal, match.observe(0))
        assert res.reselect or res.action in legal, f"{name}: the first Tab stop {first.key} does not act"


def test_every_piece_has_a_tooltip(qapp):
    """Every card and piece reads; what acts says what it is; no tooltip names a card the
    viewer may not know (another hand, another discard pile)."""
    import re

    from PySide6.QtCore import QSizeF

    from souptable.ui.games.salty.words import card_name

    for name, match in _positions().items():
        obs = match.observe(0)
        lay = _board(match).build(obs, match.legal_actions(), QSizeF(988, 713))
        for spec in lay.specs:
            assert spec.tooltip.strip(), f"{name}: {spec.key} has no tooltip"
        for item in [*lay.areas, *lay.labels]:
            if item.target is not None:
                assert item.tooltip.strip(), f"{name}: {item.key} acts but has no tooltip"
        backs = [s for s in lay.specs if s.key.startswith("back:hand:")]
        assert backs and all(s.tooltip.startswith("Face-down card") for s in backs)
        hidden = {c for s in range(1, match.players) for c in match.state.hands[s] + match.state.discards[s]}
        tips = "\n".join(x.tooltip for x in [*lay.specs, *lay.areas, *lay.labels])
        named = [c for c in hidden if re.search(re.escape(card_name(c)) + r"(?![\d.])", tips)]
        assert not named, f"{name}: tooltips name hidden cards {named}"


def _index_rect(board, spec):
    from PySide6.QtCore import QRectF

    from souptable.ui.art import index_extent

    if spec.zone == "food_pool":
        w, h = board.faces.food_extent(), index_extent("salty", "salt-0")[1]
    else:
        w, h = index_extent("salty", spec.card)
    r = spec.rect
    return QRectF(r.x(), r.y(), r.width() * w, r.height() * h).adjusted(0.5, 0.5, -0.5, -0.5)


def test_no_corner_index_of_a_face_up_card_in_a_row_is_covered(qapp):
    """Hand fans (and the round, and the food-card draft) at every table size and card-size
    setting: nothing drawn above a card covers its corner index; no card leaves the table."""
    from PySide6.QtCore import QRectF, QSizeF

    for name, match in _positions().items():
        obs = match.observe(0)
        hand = sorted(obs["hand"])
        for w, h in SIZES:
            for scale in SCALES:
                board = _board(match, scale, hand[2:4] if obs["phase"] == "discard" else None)
                lay = board.build(obs, match.legal_actions(), QSizeF(w, h))
                table = QRectF(0, 0, w, h)
                rows = [s for s in lay.specs if s.face_up and s.zone in ("hand:0", "trick", "food_pool")]
                assert rows or obs["phase"] in ("side",), name
                for spec in lay.specs:
                    assert table.contains(spec.rect), f"{name} {w}x{h}@{scale}: {spec.key} leaves the table"
                for card in rows:
                    idx = _index_rect(board, card)
                    assert idx.width() > 8, f"{name} {w}x{h}@{scale}: {card.key} is a speck"
                    above = [s for s in lay.specs if s is not card and s.z > card.z and s.rect.intersects(idx)]
                    above += [lab for lab in lay.labels if lab.z > card.z and lab.rect.intersects(idx)]
                    assert not above, f"{name} {w}x{h}@{scale}: {card.key}'s index is under {[a.key for a in above]}"


def test_a_full_hand_uses_the_width_it_has(qapp):
    """14 cards (three players, before the discard): the fan runs from the hand's left edge up
    to the discard pile, and no card is narrower than it must be for every index to show."""
    from PySide6.QtCore import QSizeF

    match = _positions()["discard-14"]
    obs = match.observe(0)
    assert len(obs["hand"]) == 14
    for w, h in SIZES:
        board = _board(match)
        lay = board.build(obs, match.legal_actions(), QSizeF(w, h))
        cards = sorted((s for s in lay.specs if s.zone == "hand:0"), key=lambda s: s.rect.x())
        pile = next(a for a in lay.areas if a.key == "discard-pile")
        right = cards[-1].rect.right()
        assert pile.rect.left() - right < 24, f"{w}x{h}: the fan stops {pile.rect.left() - right:.0f}px short"
        assert cards[0].rect.left() < w * 0.05


def test_meal_and_round_counters(qapp):
    from PySide6.QtCore import QSizeF

    match = _positions()["late"]
    obs = match.observe(0)
    lay = _board(match).build(obs, match.legal_actions(), QSizeF(988, 713))
    texts = {lab.key: lab.text for lab in lay.labels}
    assert texts["meal-count"] == f"Meal {obs['meals_played'] + 1} of 3"
    done = sum(obs["won_counts"]) // 3
    assert texts["trick-label"].startswith(f"Round {done + 1} of 12")


def test_bet_by_clicking_the_back_of_the_food_card(window, qtbot):
    c = start(window, qtbot)
    play_until(window, qtbot, ChooseSide)
    (back,) = sprites_with(window, lambda s: s.key.startswith("food-back:"))
    before = len(c.match.log)
    click_item(window, back)
    assert c.match.log[before][1] == ChooseSide("back")


def test_the_keyboard_reaches_the_draft_and_the_round(window, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    c = start(window, qtbot)
    view = window.play.view
    for kind in (PickFood, Play):
        play_until(window, qtbot, kind)
        view.setFocus()
        before = len(c.match.log)
        QTest.keyClick(view, Qt.Key.Key_Tab)
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert isinstance(c.match.log[before][1], kind)
