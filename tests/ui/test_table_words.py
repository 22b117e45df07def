"""Smaller words of the table: a dish that comes back is your own, opening shop with
nothing to place asks first, Salty's salt count and rule are two lines (no orphan 「勝ち」),
German "Nachziehstapel" is not cut off at 1024×700, a counter never wraps."""

from __future__ import annotations

import random

from PySide6.QtCore import QSizeF

from souptable.ai.random_bot import RandomBot
from souptable.engine import Match
from souptable.games.susuru.actions import OpenShop
from souptable.ui.app.scenarios import mid_game
from souptable.ui.base.languages import Languages
from souptable.ui.games import make_board
from souptable.ui.play.setup import Setup
from souptable.ui.text import nobreak

from .conftest import seats
from .helpers import wait_for_person
from .test_table_suppenkasper import make_state, sit_down


def test_your_own_dish_coming_back_is_called_yours(window, qtbot):
    dish = ["meat-1000", "dumplings"]
    st = make_state(4, hands=[["fdh", "cake-600"], ["ready"], ["fastfood"], ["cake-800"]], phase="respond", plate=dish)
    st.server, st.current = 0, 0  # served by seat 0, passed on round the table, back at seat 0
    st.dish = [{"seat": 0, "did": "served", "cards": list(dish)}] + [{"seat": s, "did": "passed", "cards": []} for s in (1, 2, 3)]
    sit_down(window, qtbot, st)
    prompt = window.play.prompt.text()
    assert prompt.startswith("Your own dish has come back to you"), prompt
    assert "P1 serves you" not in prompt


def a_shop_with_nothing_to_place() -> Match:
    for seed in range(1, 300):
        m = Match("susuru", 3, seed, {})
        bot, rng = RandomBot("susuru"), random.Random(seed)
        while not m.is_over():
            legal = m.legal_actions()
            opens = [a for a in legal if isinstance(a, OpenShop)]
            if m.to_move() == 0 and opens == [OpenShop(None, None)]:
                return m
            m.play(bot.choose(m.observe(m.to_move()), legal, rng))
    raise AssertionError("no such position in the seeds tried")


def test_open_shop_with_nothing_to_place_asks_before_it_ends_the_turn(window, qtbot):
    m = a_shop_with_nothing_to_place()
    window.start(Setup("susuru", 3, seats(3, 1, "random"), {}, m.seed), m)
    wait_for_person(qtbot, window)
    c = window.controller
    before = len(c.match.log)

    def button(text):
        return next(b for b in window.play._buttons if b.property("label") == text)

    assert "ends your turns" in button("Open shop").toolTip()
    button("Open shop").click()
    assert len(c.match.log) == before  # nothing happened yet
    assert "places no card" in window.play.prompt.text()
    button("Cancel").click()
    assert window.board.selection is None and len(c.match.log) == before
    button("Open shop").click()
    button("Open shop, placing nothing").click()
    assert c.match.log[before] == (0, OpenShop(None, None))


def test_the_salt_count_and_its_rule_are_two_lines_in_every_language(qapp):
    langs = Languages()
    try:
        for lang in ("en", "ja", "de"):
            langs.install(lang)
            m = mid_game("salty", 3)
            board = make_board("salty", ["P1", "P2", "P3"])
            layout = board.build(m.observe(0), [], QSizeF(1024, 700))
            (label,) = [lab for lab in layout.labels if lab.key == "salt-count"]
            count, rule = label.text.split("\n")
            assert count and rule and "\n" not in rule
    finally:
        langs.install("en")


def test_german_draw_pile_word_is_not_cut_off_at_1024_by_700(window, qtbot):
    langs = Languages()
    langs.install("de")
    try:
        window.resize(1024, 700)
        window.start(Setup("soupmeng", 4, seats(4, 1, "random"), {}, 5))
        qtbot.waitUntil(lambda: "deck-label" in window.play.scene.labels, timeout=10000)
        window.play.relayout(animate=False)
        label = window.play.scene.labels["deck-label"]
        assert label.label.text == "Nachziehstapel"
        assert label.fits
        assert label._font.pixelSize() >= 11  # whole, and not shrunk to unreadable
        discard = window.play.scene.labels["discard-label"]
        assert not label.sceneBoundingRect().intersects(discard.sceneBoundingRect())
    finally:
        langs.install("en")


def test_a_counter_never_wraps():
    assert nobreak("step 1 of 17") == "step\u00a01\u00a0of\u00a017"
