"""Hints that explain: the hard player's move, one sentence from its search (the chance
with the move against the next best), and on the table the move's cards *and* where
they go. The search runs in its own process with a short think time."""

from __future__ import annotations

from souptable.ai.hint_search import Suggestion, suggest
from souptable.engine import Match
from souptable.games.soupmeng.actions import Draw, Place
from souptable.ui.app.scenarios import mid_game
from souptable.ui.play.hints import why_text

from .test_table_soupmeng import position, sit_down


def test_the_search_gives_the_move_its_chance_and_the_next_best(qapp):
    m = mid_game("soupmeng", 3)
    seat = m.to_move()
    legal = m.legal_actions()
    s = suggest("soupmeng", m.observe(seat), legal, seed=5, think_time=0.3)
    assert s.action in legal
    if len(legal) > 1:
        assert s.next_action in legal and s.next_action != s.action
        assert 0.0 <= s.chance <= 1.0 and 0.0 <= s.next_chance <= 1.0
        assert s.worlds > 0
    again = Suggestion.from_json("soupmeng", s.to_json())
    assert again == s


def test_the_reason_compares_win_chances_in_one_sentence(qapp):
    name = {Draw(): "Draw", Place("thin", 1, 0): "Thin into P2's bowl"}.get
    s = Suggestion(Draw(), 0.46, Place("thin", 1, 0), 0.38, "win", 40)
    assert why_text(s, name) == "With it your win chance is about 46%; with the next best, Thin into P2's bowl, about 38%."
    close = Suggestion(Draw(), 0.46, Place("thin", 1, 0), 0.455, "win", 40)
    assert "about as good as" in why_text(close, name)
    alone = Suggestion(Draw(), None, None, None, "win", 0)
    assert "no other move" in why_text(alone, name)


def test_a_hint_says_why_and_marks_the_bowl_the_card_goes_to(window, qtbot):
    def placing(m: Match) -> bool:
        return sum(isinstance(a, Place) for a in m.legal_actions()) > 1

    m = position(3, placing)
    c = sit_down(window, qtbot, m)
    window.hint()
    qtbot.waitUntil(lambda: window.hints.last is not None, timeout=30000)
    s = window.hints.last
    assert s.action in c.legal_for_viewer()
    msg = window.statusBar().currentMessage()
    assert msg.startswith("Hint: ") and ("win chance" in msg or "no other move" in msg), msg
    if isinstance(s.action, Place):
        tray = window.play.scene.areas[f"tray:{s.action.seat}:{s.action.bowl}"]
        assert tray.hinted  # the destination, not only the card
        assert any(sp.card == s.action.card and sp.state == "selected" for sp in window.play.scene.sprites.values())


def test_the_hint_marks_the_destination_of_a_placing(window, qtbot):
    m = position(3, lambda m: any(isinstance(a, Place) for a in m.legal_actions()))
    c = sit_down(window, qtbot, m)
    act = next(a for a in c.legal_for_viewer() if isinstance(a, Place))
    window.play.show_hint(act)
    tray = window.play.scene.areas[f"tray:{act.seat}:{act.bowl}"]
    assert tray.hinted
    others = [a for k, a in window.play.scene.areas.items() if k.startswith("tray:") and a is not tray]
    assert not any(a.hinted for a in others)
    window.play.relayout(animate=False)  # a new picture: the marks go
    assert not window.play.scene.areas[f"tray:{act.seat}:{act.bowl}"].hinted


def test_a_stale_hint_is_dropped_when_the_table_changes(window, qtbot):
    m = position(3, lambda m: Draw() in m.legal_actions(), seeds=range(2, 60))
    c = sit_down(window, qtbot, m)
    window.hint()
    assert window.hints.busy
    before = len(c.match.log)
    c.submit(Draw())
    qtbot.waitUntil(lambda: len(c.match.log) > before, timeout=5000)
    qtbot.waitUntil(lambda: not window.hints.busy, timeout=10000)
    assert window.hints.last is None
