"""A round's summary says who leads first (ui/play/standings.py): the dialog's first
text and the announcer's first sentence are the same sentence, and it names the seats
the rules' own standing puts first (who won, when the round ended the game)."""

from __future__ import annotations

from typing import Any

import pytest

from souptable.ui.games import playable
from souptable.ui.play.announce import plain
from souptable.ui.play.setup import Setup

from .conftest import seats


@pytest.mark.parametrize("game", playable())
def test_a_round_summary_says_who_leads_first(window, qtbot, game):
    window.pause_on_summaries = True  # the dialog stays up to be read
    seen: list[tuple[str, str, list[str], bool]] = []  # dialog text, said, the leaders' names, over
    said: list[str] = []
    window.announcer.said.connect(lambda text, _kind: said.append(text))

    def summary(s: dict[str, Any]) -> None:
        c, board = window.controller, window.board
        standing = c.match.rules.standing(c.match.state)
        dlg = window.game_end.round_dialog
        text = "" if dlg is None or c.match.is_over() else dlg.browser.toPlainText()
        seen.append((text, said[-1] if said else "", [board.name(w) for w in standing.winners], c.match.is_over()))
        if dlg is not None and dlg.isVisible():
            dlg.accept()  # on to the next round

    window.game_started.connect(lambda: window.play.round_summary.connect(summary))
    window.start(Setup(game, 3, seats(3, humans=0, level="random"), {}, 11))
    qtbot.waitUntil(lambda: window.game_end.last is not None, timeout=120000)
    assert seen
    for text, spoken, leaders, over in seen:
        first = spoken.split(". ")[0]
        assert all(name in spoken.split(":")[0] for name in leaders[:1]), spoken
        if over:  # the game's last round: who won (the results screen shows the rest)
            assert " win" in first, spoken
        else:
            assert first.startswith("After this round "), spoken
            assert text.startswith(first), text  # the dialog's first text is the same sentence
            assert all(name in text.split("\n")[0] for name in leaders), text
            assert "lead" in text.split("\n")[0]
    # the summary's table comes after the sentence, in the dialog and aloud
    last = seen[-1][1]
    assert plain(window.board.summary_html(window.controller.match.rules.rounds(window.controller.match.state)[-1]))[:20] in last
