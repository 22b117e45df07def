"""The review's summary and legend in words: the costliest decisions, luck or play, the cost classes.

What the review dialog shows below the table, as HTML in the player's
language: the summary of a review (:func:`summary_html`: the three costliest
decisions, each a link to its step, and whether luck or play decided the
game) and the legend of the cost classes with their thresholds
(:func:`legend_html`). :func:`pct` and :func:`points` are how the review
writes a chance and a difference of chances. No rules and no search here.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from ..ai.review import COSTLY_BELOW, NEGLIGIBLE, SMALL_BELOW, Review
from .reviewtimeline import COLORS, cost_name
from .text import arg


def pct(x: float) -> str:
    """A chance in percent, as the review shows it."""
    return arg(QCoreApplication.translate("Review", "%1%"), f"{100 * x:.0f}")


def points(x: float) -> str:
    """A difference of chances in points (one point = one percent)."""
    return f"{100 * x:.1f}"


def legend_html(review: Review | None) -> str:
    """The colours and thresholds of the cost classes (and the scale, when the game counts the place too)."""
    text = arg(
        QCoreApplication.translate(
            "Review",
            "Cost of a decision: <b>none</b> — within the noise or under %1 point; <b>small</b> — under %2 points;"
            " <b>costly</b> — %2 to %3 points; <b>blunder</b> — %3 points or more. A point is one percent of the"
            " chance to win; ± is a 95% interval over the simulations.",
        ),
        f"{100 * NEGLIGIBLE:g}",
        f"{100 * SMALL_BELOW:g}",
        f"{100 * COSTLY_BELOW:g}",
    )
    swatches = " ".join(f"<span style='color:{COLORS[c]}; font-size:16px'>●</span> {escape(cost_name(c))}" for c in COLORS)
    note = ""
    if review is not None and review.measure == "win_and_place":
        note = "<br>" + QCoreApplication.translate(
            "Review",
            "In this game the hard computer player also counts the place: a win is worth ¾, finishing ahead of each"
            " other player the other ¼. The chances shown are on that scale.",
        )
    return swatches + "<br>" + text + note


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
    worst = [d for d in (r.decision(step) for step in s.costliest) if d is not None]
    if worst:
        links = ", ".join(
            f"<a href='#step-{d.step}'>"
            + escape(
                arg(
                    QCoreApplication.translate("Review", "move %1 (%2 points, %3)"),
                    d.step + 1,
                    points(d.gap),
                    cost_name(d.cost),
                )
            )
            + "</a>"
            for d in worst
        )
        html += escape(QCoreApplication.translate("Review", "The costliest decisions:")) + " " + links
    else:
        html += escape(QCoreApplication.translate("Review", "No decision cost anything beyond the noise."))
    html += "<br>"
    if s.outcome is None or s.luck is None:
        html += escape(
            QCoreApplication.translate("Review", "The game is not finished: there is no outcome to weigh luck against.")
        )
    else:
        html += escape(
            arg(
                QCoreApplication.translate(
                    "Review",
                    "Your choices cost %1 points of your chance in all; the cards and the other players' moves"
                    " moved it by %2 points (from the fair share, %3, to the outcome, %4).",
                ),
                points(-s.play),
                f"{100 * s.luck:+.1f}",
                pct(s.start),
                pct(s.outcome),
            )
        )
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
