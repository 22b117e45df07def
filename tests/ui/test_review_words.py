"""The review in words a player reads: win chances in percent, shares of what moved them
(never a sum of "points of chance" over 100), numbers in the language's form (German
"14,1", "± 4,5"), the language's list separator between the costliest moves (Japanese
、), and a review table big enough that no seat name is covered."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import QSizeF

from souptable.ai.review import Decision, Estimate, Review, summarize
from souptable.ui.app.scenarios import mid_game
from souptable.ui.base.languages import Languages
from souptable.ui.games import make_board, playable
from souptable.ui.review.move import MovePanel, estimate_text
from souptable.ui.review.summary import legend_html, points, reading_html, summary_html


def decision(step: int, move: float, best: float, cost: str) -> Decision:
    return Decision(
        step=step,
        move={"kind": "draw"},
        best={"kind": "draw"},
        move_estimate=Estimate(move, 40, 0.023),
        best_estimate=Estimate(best, 40, 0.021),
        gap=best - move,
        gap_stderr=0.01,
        verdict="better",
        cost=cost,
        options=3,
        searched=3,
    )


def a_review() -> Review:
    # three costly choices whose losses add up to more than the whole chance could move
    ds = [decision(3, 0.20, 0.62, "blunder"), decision(9, 0.15, 0.55, "blunder"), decision(14, 0.31, 0.72, "blunder")]
    summary = summarize(ds, start=1 / 3, outcome=0.0)
    return Review("soupmeng", 3, 0, "x", {"seconds": 1.0}, "win", ds, summary, actions=20)


@pytest.fixture
def language(qapp: Any):
    langs = Languages()
    yield langs.install
    langs.install("en")


def test_the_summary_speaks_in_win_chances_and_shares_not_in_sums_of_points(language: Any) -> None:
    language("en")
    review = a_review()
    assert review.summary is not None and -review.summary.play > 1.0  # the losses sum to more than 100 points
    text = re.sub("<[^>]+>", "", summary_html(review))
    assert "points" not in text
    assert "from 33% at the start to 0% at the end" in text
    shares = [int(x) for x in re.findall(r"about (\d+)% came from your choices and (\d+)% from the cards", text)[0]]
    assert sum(shares) == 100
    assert all(int(p) <= 100 for p in re.findall(r"(\d+)%", text)), text
    assert "move 4: 20% instead of 62%, blunder" in text  # the move made and the best, as win chances
    assert "percentage point" in legend_html() and "percentage point" in reading_html(review)


def test_german_review_numbers_use_the_decimal_comma(language: Any) -> None:
    language("de")
    assert points(0.141) == "14,1"
    text = estimate_text(Estimate(0.41, 40, 0.0225))
    assert re.search(r"± \d+,\d", text), text
    assert "41" in text and "." not in text.replace("...", "")


def test_the_japanese_list_of_costliest_moves_uses_the_ideographic_comma(language: Any) -> None:
    language("ja")
    html = summary_html(a_review())
    links = re.findall(r"</a>(.*?)<a ", html)
    assert links and all(sep == "、" for sep in links), links


@pytest.mark.parametrize("game", playable())
def test_no_seat_name_is_covered_on_the_review_table(qapp: Any, game: str) -> None:
    """At the review table's smallest size, and larger, every board keeps its seat names clear."""
    from PySide6.QtWidgets import QWidget

    host = QWidget()
    panel = MovePanel(make_board(game, ["Ana", "Bo", "Cy", "Di", "Ed"]), None, 10, host)
    smallest = panel.view.minimumSize()
    for players in range(2, 6):
        try:
            match = mid_game(game, players)
        except Exception:
            continue  # not a player count of this game
        board = make_board(game, [f"P{i + 1}" for i in range(players)])
        for w, h in ((smallest.width(), smallest.height()), (656, 381), (800, 500)):
            layout = board.build(match.observe(0), [], QSizeF(w, h))
            names = [lab for lab in layout.labels if lab.key.startswith("seat-name:")]
            for lab in names:
                for spec in layout.specs:
                    inter = spec.rect.intersected(lab.rect)
                    assert inter.width() <= 2 or inter.height() <= 2, (game, players, w, h, lab.key, spec.key)
