"""What the window's side panels show of Super Susuru Soup: the score table, the round
summaries (hands, trends, income), the note under the final standings and how far the game
has got (context "SusuruBoard"). No rules and no layout here.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from ....engine import Observation
from ...table.board import PanelPart
from ...text import arg, items, translate
from .faces import INCOME_POINTS, MARKERS, MAX_SCORING_COUNT
from .words import card_name, chip_name, ingredient_name

if TYPE_CHECKING:
    from .board import SusuruBoard


class SusuruPanel(PanelPart):
    """What the side panels show of Super Susuru Soup: the score table, the summaries, the final note."""

    board: SusuruBoard

    def result_label(self) -> str:
        return translate("SusuruBoard", "Victory points (★)")

    def result_note(self, result: dict[str, Any]) -> str:
        rows = []
        for s, chips in enumerate(result["detail"]["chips"]):
            rows.append(
                escape(
                    arg(
                        translate("SusuruBoard", "%1: gold %2, silver %3, bronze %4"),
                        self.board.name(s),
                        chips["gold"],
                        chips["silver"],
                        chips["bronze"],
                    )
                )
            )
        note = escape(translate("SusuruBoard", "Ties: more gold chips, then more silver chips; otherwise the win is shared."))
        return "<p>" + "<br>".join(rows) + "</p><p>" + note + "</p>"

    def scoreboard(self, obs: Observation) -> tuple[list[str], list[list[str]]]:
        head = [
            #: column heading of the score table
            translate("SusuruBoard", "Player"),
            #: column heading of the score table: the number of cards in hand (keep it short)
            translate("SusuruBoard", "Hand"),
            #: column heading of the score table: the number of income cards (keep it short)
            translate("SusuruBoard", "Income"),
            #: column heading of the score table: has the player opened shop? (keep it short)
            translate("SusuruBoard", "Shop"),
            #: column heading of the score table: victory points (stars); usually kept as ★
            translate("SusuruBoard", "★"),
        ]
        rows = []
        for s in range(obs["players"]):
            rows.append(
                [
                    self.board.name(s),
                    str(obs["hand_counts"][s]),
                    str(obs["income_counts"][s]),
                    #: a cell of the score table's "Shop" column: this player has opened shop
                    translate("SusuruBoard", "open") if obs["opened"][s] else "–",
                    str(self.board.faces.stars(obs["chips"][s])),
                ]
            )
        return head, rows

    def summary_html(self, summary: dict[str, Any], final: bool = False) -> str:
        parts = ["<h3>" + escape(arg(translate("SusuruBoard", "Round %1"), summary["round"])) + "</h3>"]
        parts.append(self._trend_paragraph(summary["trend"]))
        parts.append("<table cellspacing=0 cellpadding=4 border=1 style='border-collapse:collapse'>")
        head = [
            #: column heading of the round summary: 1st, 2nd...
            translate("SusuruBoard", "Rank"),
            translate("SusuruBoard", "Player"),
            #: column heading of the round summary: the hand cards that score
            translate("SusuruBoard", "Scored cards"),
            #: column heading of the round summary: the hand cards that do not score
            translate("SusuruBoard", "Discarded"),
            #: column heading of the round summary (the rulebook's 手札の得点); one word in German
            translate("SusuruBoard", "Hand points"),
            #: column heading of the round summary: income cards × points each
            translate("SusuruBoard", "Income"),
            #: column heading of the round summary: hand points plus income
            translate("SusuruBoard", "Points"),
            #: column heading of the round summary: the scoring chip taken
            translate("SusuruBoard", "Chip"),
        ]
        # a heading never breaks inside a word ("Handpunkt|e"): the column is as wide as it
        parts.append("<tr>" + "".join(f"<th style='white-space:nowrap'>{escape(h)}</th>" for h in head) + "</tr>")
        for row in sorted(summary["players"], key=lambda r: r["rank"]):
            scored = items([card_name(c) for c in row["scored"]]) or "–"
            disc = items([card_name(c) for c in row["discarded"]]) or "–"
            #: income in the round summary: %1 cards × %2 points each = %3 points
            inc = arg(translate("SusuruBoard", "%1 × %2 = %3"), len(row["income"]), INCOME_POINTS, row["income_points"])
            cells = (
                row["rank"],
                self.board.name(row["seat"]),
                scored,
                disc,
                row["hand_points"],
                inc,
                row["points"],
                chip_name(row["chip"]),
            )
            parts.append("<tr>" + "".join(f"<td>{escape(str(x))}</td>" for x in cells) + "</tr>")
        parts.append("</table>")
        return "".join(parts)

    def _trend_paragraph(self, trend: dict[str, Any]) -> str:
        tl = []
        for m in sorted(MARKERS, reverse=True):
            ing = trend.get(str(m))
            #: one trend order in the round summary: %1 the ingredient, %2 how many of its cards score
            each = translate("SusuruBoard", "%1: limit %2")
            #: in the round summary: no ingredient took this trend order marker
            tl.append(arg(each, ingredient_name(ing) if ing else translate("SusuruBoard", "(none)"), m))
        rule = arg(
            translate(
                "SusuruBoard",
                "Ingredients without a trend order score nothing; %1 or more cards of one ingredient never score.",
            ),
            MAX_SCORING_COUNT + 1,
        )
        #: the round summary's first line; %1 lists each marker's ingredient and limit, separated by " · "
        line = arg(translate("SusuruBoard", "Trend order: %1"), " · ".join(tl))
        return "<p>" + escape(line) + "<br>" + escape(rule) + "</p>"

    def progress_text(self, obs: Observation) -> str:
        return self.board.words.round_text(obs)
