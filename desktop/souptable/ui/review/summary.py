"""The review's summary and legend in words: the costliest decisions, luck or play, the cost classes.

What the review dialog shows beside and below the table, as HTML in the player's
language: the summary of a review (:func:`summary_html`: the three costliest
decisions, each a link to its step, and whether luck or play decided the
game), how to read a review (:func:`reading_html`, under the summary) and the
one-line key of the cost classes with their ranges (:func:`legend_html`).
:func:`~..text.common.pct` and :func:`points` are how the review writes a
chance and a difference of chances, in the language's numbers. The summary
speaks in win chances (percent) and shares of what moved them, never in sums of
points. No rules and no search here.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from ...ai.review import COSTLY_BELOW, NEGLIGIBLE, SMALL_BELOW, Decision, Review, Summary
from ..text import arg, decimal, items, sentences
from ..text.common import pct
from .timeline import COLORS, cost_name


def points(x: float) -> str:
    """A difference of two chances in percentage points, with the language's decimal sign ("14,1")."""
    return decimal(100 * x, 1)


def legend_html() -> str:
    """The key under the table, one line: each cost class's colour and range (the sentences
    that explain them are the end of the summary, :func:`reading_html`: on a low screen
    (960×540) three lines here left the table too little room)."""
    ranges = {
        "none": "",
        "small": "<\u00a0" + decimal(100 * SMALL_BELOW),
        "costly": decimal(100 * SMALL_BELOW) + "–" + decimal(100 * COSTLY_BELOW),
        "blunder": "≥\u00a0" + decimal(100 * COSTLY_BELOW),
    }
    swatches = " ".join(
        f"<span style='color:{COLORS[c]}; font-size:16px'>●</span> {escape(cost_name(c))}"
        + (" " + escape(ranges[c]) if ranges.get(c) else "")
        for c in COLORS
    )
    #: after the cost classes' ranges ("small < 5  costly 5–15 …"): what the numbers count
    unit = QCoreApplication.translate("Review", "(percentage points of win chance)")
    return swatches + " " + escape(unit)


def reading_html(review: Review | None) -> str:
    """How to read the review: what a decision's cost is, the classes' thresholds, the ±, and
    the scale when the game counts the place too."""
    text = arg(
        QCoreApplication.translate(
            "Review",
            "Cost of a decision: how much higher the win chance of the best move was than that of the move made."
            " <b>none</b> — within the noise or under %1 percentage point; <b>small</b> — under %2;"
            " <b>costly</b> — %2 to %3; <b>blunder</b> — %3 percentage points or more."
            " ± is a 95% interval over the simulations.",
        ),
        decimal(100 * NEGLIGIBLE),
        decimal(100 * SMALL_BELOW),
        decimal(100 * COSTLY_BELOW),
    )
    note = ""
    if review is not None and review.measure == "win_and_place":
        note = "<br>" + QCoreApplication.translate(
            "Review",
            "In this game the hard computer player also counts the place: a win is worth ¾, finishing ahead of each"
            " other player the other ¼. The chances shown are on that scale.",
        )
    return text + note


def costly_text(d: Decision) -> str:
    """One of the costliest decisions: its move, the win chance of the move made and of the best one."""
    #: one of the costliest decisions: %1 the move's number, %2 the win chance of the move made,
    #: %3 that of the best move, %4 the cost class ("move 12: 38% instead of 52%, costly")
    text = QCoreApplication.translate("Review", "move %1: %2 instead of %3, %4")
    best = d.best_estimate.chance if d.best_estimate is not None else d.move_estimate.chance
    return arg(text, d.step + 1, pct(d.move_estimate.chance), pct(best), cost_name(d.cost))


def luck_text(s: Summary) -> str:
    """Where the win chance went, and what moved it: shares of the two, never a sum of points."""
    assert s.outcome is not None and s.luck is not None
    #: %1 the fair share at the start (e.g. 33%), %2 the outcome (100% a win, 0% a loss)
    went = QCoreApplication.translate("Review", "Your win chance went from %1 at the start to %2 at the end.")
    went = arg(went, pct(s.start), pct(s.outcome))
    total = abs(s.play) + abs(s.luck)
    if total <= 0:
        return went
    share = abs(s.play) / total
    #: %1 and %2 are percentages that add up to 100%
    moved = QCoreApplication.translate(
        "Review", "Of what moved it, about %1 came from your choices and %2 from the cards and the other players' moves."
    )
    return sentences(went, arg(moved, pct(share), pct(1 - share)))


def summary_html(review: Review | None) -> str:
    """The summary of ``review`` ("" while there is none): the costliest decisions, luck against play."""
    r = review
    if r is None or r.summary is None:
        return ""
    s = r.summary
    html = "<b>" + escape(QCoreApplication.translate("Review", "Summary")) + "</b><br>"
    html += escape(
        arg(
            QCoreApplication.translate("Review", "%1 decisions weighed: %2 none, %3 small, %4 costly, %5 blunder."),
            s.decisions,
            s.costs.get("none", 0),
            s.costs.get("small", 0),
            s.costs.get("costly", 0),
            s.costs.get("blunder", 0),
        )
    )
    html += "<br>"
    worst = [d for d in (r.decision(step) for step in s.costliest) if d is not None and d.best_estimate is not None]
    if worst:
        # the list separator of the language (Japanese 、), between whole links
        links = items([f"<a href='#step-{d.step}'>" + escape(costly_text(d)) + "</a>" for d in worst])
        html += escape(QCoreApplication.translate("Review", "The costliest decisions:")) + " " + links
    else:
        html += escape(QCoreApplication.translate("Review", "No decision cost anything beyond the noise."))
    html += "<br>"
    if s.outcome is None or s.luck is None:
        html += escape(
            QCoreApplication.translate("Review", "The game is not finished: there is no outcome to weigh luck against.")
        )
    else:
        html += escape(luck_text(s))
        html += "<br><b>" + escape(decided_text(s.decided_by)) + "</b>"
    return html


def decided_text(decided: str | None) -> str:
    """Who decided the game (``play``, ``luck`` or both), as one sentence."""
    if decided == "play":
        return QCoreApplication.translate(
            "Review", "Play decided this game: the choices moved the chance more than the cards did."
        )
    if decided == "luck":
        return QCoreApplication.translate(
            "Review", "Luck decided this game: the cards and the others' moves moved the chance more than the choices did."
        )
    return QCoreApplication.translate("Review", "Luck and play both decided this game.")
