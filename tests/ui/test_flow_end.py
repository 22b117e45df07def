"""The end of a round and of a game: the scored round stays on the table until the
players continue; the results screen (every score, how the winner won, every hand
open on the table), Play again and Rematch, Game → Last results, statistics once."""

from __future__ import annotations

from typing import Any

from souptable.engine import Match
from souptable.engine.record import SeatInfo
from souptable.ui.app.scenarios import finished, scene_options
from souptable.ui.play.setup import Setup
from souptable.ui.shell.results import ResultsDialog, how_won, rotated

from .conftest import seats
from .helpers import wait_for_person

SEATS = [SeatInfo("Ann", "human", None), SeatInfo("Bo", "bot", "random"), SeatInfo("Cy", "bot", "easy")]


def sit_at_the_end(window: Any, qtbot: Any, game: str = "susuru") -> Any:
    match = finished(game, 3)
    window.start(Setup(game, 3, list(SEATS), dict(match.options), match.seed), match)
    qtbot.waitUntil(lambda: window.game_end.last is not None)
    return window.controller


def test_the_results_screen_tells_every_score_and_how_the_winner_won(window, qtbot):
    window.pause_on_summaries = True  # the screen stays open
    c = sit_at_the_end(window, qtbot)
    dlg = window.game_end.dialog
    assert isinstance(dlg, ResultsDialog) and dlg.isVisible()
    text = dlg.text()
    result = c.match.rules.result(c.match.state)
    assert dlg.winner.text() == how_won(window.board, result.to_json())  # the winner first
    assert dlg.standings.horizontalHeaderItem(1).text() == "Player"  # the standings: a table with headings
    assert "Super Susuru Soup: final standings" in text
    for name in ("Ann", "Bo", "Cy"):
        assert name in text
    assert how_won(window.board, result.to_json()) in text
    assert "Ties: more gold chips" in text  # the tie rule, and the last round's scoring
    assert "Round 3" in text
    assert dlg.again_button.isVisible() and dlg.rematch_button.isVisible()


def test_how_the_winner_won_names_the_tie_break():
    from souptable.ui.games import make_board

    board = make_board("susuru", ["Ann", "Bo", "Cy"])
    sole = {"scores": [8, 6, 5], "ranks": [1, 2, 3], "winners": [0], "detail": {}}
    assert how_won(board, sole) == "Ann wins. Victory points (★): 8, then Bo with 6."
    tie = {"scores": [8, 8, 5], "ranks": [2, 1, 3], "winners": [1], "detail": {}}
    assert how_won(board, tie) == "Bo wins on the tie-break. Victory points (★): 8, the same as Ann."
    shared = {"scores": [8, 8, 5], "ranks": [1, 1, 3], "winners": [0, 1], "detail": {}}
    assert how_won(board, shared) == "Ann and Bo share the win. Victory points (★): 8 each."


def test_every_hand_lies_open_on_the_table_at_the_end(window, qtbot):
    c = sit_at_the_end(window, qtbot, "suppenkasper")
    view = c.view
    assert view.over and view.revealed
    others = {z for z in view.revealed if z.startswith("hand:") and z != "hand:0"}
    assert others, view.revealed
    for zone in others:
        shown = [s for s in window.play.scene.sprites.values() if s.zone == zone]
        assert shown and all(s.face_up and s.card for s in shown), zone


def test_play_again_and_rematch_start_the_right_setups(window, qtbot):
    window.pause_on_summaries = True
    first = sit_at_the_end(window, qtbot)
    window.game_end.dialog.again_button.click()
    qtbot.waitUntil(lambda: window.controller is not first)
    again = window.controller
    assert [(s.name, s.kind, s.level) for s in again.seats] == [(s.name, s.kind, s.level) for s in SEATS]
    assert window.setup.game == "susuru" and window.setup.seed != first.match.seed  # a new deal
    assert not again.match.is_over()
    window.game_end.rematch()  # the same game, everyone one seat on
    qtbot.waitUntil(lambda: window.controller is not again)
    assert [s.name for s in window.controller.seats] == ["Cy", "Ann", "Bo"]
    assert [s.name for s in rotated(SEATS)] == ["Cy", "Ann", "Bo"]


def test_last_results_reopen_after_escape(window, qtbot):
    window.pause_on_summaries = True
    sit_at_the_end(window, qtbot)
    window.game_end.dialog.reject()  # Escape
    qtbot.waitUntil(lambda: not window.game_end.dialog.isVisible())
    assert window.act_results.isEnabled()
    window.act_results.trigger()
    dlg = window.game_end.dialog
    assert dlg.isVisible() and "final standings" in dlg.text()


def test_a_finished_game_is_counted_once(window, qtbot):
    window.start(Setup("susuru", 3, seats(3, 1, "random"), {}, 3))
    c = window.controller
    for _ in range(600):
        if c.match.is_over():
            break
        legal = c.legal_for_viewer()
        if legal:
            c.submit(legal[-1])
        qtbot.wait(2)
    qtbot.waitUntil(lambda: window.game_end.last is not None, timeout=30000)
    assert window.stats.rows("susuru")[0][:2] == ("P1", 1)
    c.finished.emit(c.match.rules.result(c.match.state))  # told twice
    assert window.stats.rows("susuru")[0][:2] == ("P1", 1)
    # a finished game opened from a file was counted where it was played
    sit_at_the_end(window, qtbot)
    assert [r[0] for r in window.stats.rows("susuru")] == ["P1"]


def _round_end_table(game: str) -> tuple[Match, Any]:
    """(a match just before the action that scores its first round, that action)."""
    whole = finished(game, 3)
    replay = Match(game, 3, whole.seed, scene_options(game))
    for _seat, act in whole.log:
        before = len(replay.log)
        if any(e.kind == "round_ended" for e in replay.play(act)):
            replay.rebuild(before)
            return replay, act
    raise AssertionError("no round end")


def test_the_scored_round_stays_on_the_table_until_the_players_continue(window, qtbot):
    window.pause_on_summaries = True
    match, scoring = _round_end_table("susuru")
    mover = match.to_move()
    people = [SeatInfo(f"P{i + 1}", "human", None) if i == mover else SeatInfo(f"P{i + 1}", "bot", "random") for i in range(3)]
    window.start(Setup("susuru", 3, people, dict(match.options), match.seed), match)
    wait_for_person(qtbot, window)
    c = window.controller
    window.play.scene.move_focus(1)  # a focus ring somewhere on the table
    assert c.submit(scoring)
    qtbot.waitUntil(lambda: c.view.round_over)
    qtbot.wait(300)  # the picture settles; nothing goes on
    view = c.view
    assert view.round_over and view.obs["round"] == 0 and c.match.state.round == 1  # the scored round, not the deal
    assert view.obs["to_move"] is None  # nobody decides in that picture
    assert view.revealed
    assert window.play.scene._focus_key is None  # no stale focus ring into the next round
    assert "The round is scored" in window.play.prompt.text()
    (cont,) = [b for b in window.play._buttons if b.property("label") == "Continue"]
    summary = window.game_end.round_dialog
    assert summary is not None and summary.isVisible()
    cont.click()  # the table's Continue closes the summary too
    qtbot.waitUntil(lambda: not c.view.round_over)
    assert not summary.isVisible()
    assert c.view.obs["round"] == 1 and not c.view.revealed  # the next round's deal
