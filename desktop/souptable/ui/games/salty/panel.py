"""What the window's side panels show of Salty: the score table, the meal's score sheet,
the note under the final standings and how far the game has got (context "SaltyBoard").
No rules and no layout here.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from ....engine import Observation
from ....games.salty.cards import (
    SEASONINGS,
)
from ...table.board import PanelPart
from ...text import arg, items, translate
from .words import food_name, food_with_side, seasoning_name

if TYPE_CHECKING:
    from .board import SaltyBoard


class SaltyPanel(PanelPart):
    """The score table, the meal summaries and the final note of Salty."""

    board: SaltyBoard

    def progress_text(self, obs: Observation) -> str:
        return items([self.board.words.meal_text(obs), self.board.words.round_text(obs)])

    def result_label(self) -> str:
        return translate("SaltyBoard", "Points")

    def result_note(self, result: dict[str, Any]) -> str:
        return (
            "<p>"
            + escape(translate("SaltyBoard", "Ties: the higher score in the last meal wins; otherwise the win is shared."))
            + "</p>"
        )

    def scoreboard(self, obs: Observation) -> tuple[list[str], list[list[str]]]:
        head = [
            #: column heading of the score table
            translate("SaltyBoard", "Player"),
            #: column heading of the score table: the player's food card (keep it short)
            translate("SaltyBoard", "Food"),
            #: column heading of the score table: how many cubes the player bet on (予想; keep it short)
            translate("SaltyBoard", "Bet"),
            #: column heading of the score table: seasoning cubes won this meal (keep it short)
            translate("SaltyBoard", "Cubes"),
            #: column heading of the score table: the total score of the game so far
            translate("SaltyBoard", "Total"),
        ]
        rows = []
        for s in range(obs["players"]):
            food = obs["food"][s]
            b = obs["bets"][s]
            rows.append(
                [
                    self.board.name(s),
                    food_name(food) if food else "–",
                    "?" if food and b is None else ("–" if b is None else str(b)),
                    str(len(obs["plates"][s]) + len(obs["outside"][s])),
                    str(obs["totals"][s]),
                ]
            )
        return head, rows

    def summary_html(self, summary: dict[str, Any], final: bool = False) -> str:
        parts = ["<h3>" + escape(arg(translate("SaltyBoard", "Meal %1"), summary["meal"])) + "</h3>"]
        #: one seasoning on the shelf at the start of a meal: %1 the seasoning, %2 its cubes
        each = translate("SaltyBoard", "%1 %2")
        shelf = items([arg(each, seasoning_name(s), summary["shelf"][s]) for s in SEASONINGS])
        parts.append(
            "<p>"
            + escape(arg(translate("SaltyBoard", "Shelf at the start: %1"), shelf))
            + "<br>"
            + escape(arg(translate("SaltyBoard", "Players who bet 0: %1"), summary["zero_bettors"]))
            + "</p>"
        )
        # a score sheet: one row per scored item, one column per player (narrow enough in
        # every language; a heading never breaks inside a word)
        rows = summary["players"]
        th = "<th style='white-space:nowrap'>"
        parts.append("<table cellspacing=0 cellpadding=4 border=1 style='border-collapse:collapse'><tr><th></th>")
        parts.append("".join(f"<th>{escape(self.board.name(r['seat']))}</th>" for r in rows) + "</tr>")
        for label, cells in self._summary_rows(rows):
            parts.append(f"<tr>{th}{escape(label)}</th>" + "".join(f"<td>{escape(str(c))}</td>" for c in cells) + "</tr>")
        parts.append("</table>")
        return "".join(parts)

    def _summary_rows(self, rows: list[dict[str, Any]]) -> list[tuple[str, list[Any]]]:
        """(row heading, one cell per player) of a meal's score sheet."""

        def cubes(key: str) -> list[str]:
            return [items([seasoning_name(c) for c in r[key]]) or "–" for r in rows]

        def item(key: str) -> list[Any]:
            return [r["items"][key] for r in rows]

        return [
            #: a row of the meal's score sheet: the food card and its side
            (translate("SaltyBoard", "Food card"), [food_with_side(r["food"], r["side"]) for r in rows]),
            #: a row of the meal's score sheet: the cubes bet on
            (translate("SaltyBoard", "Bet"), [r["bet"] for r in rows]),
            #: a row of the meal's score sheet: the cubes won that lie on the plates
            (translate("SaltyBoard", "On plates"), cubes("cubes_on_plates")),
            #: a row of the meal's score sheet: the cubes won that did not fit on the plates
            (translate("SaltyBoard", "Outside"), cubes("cubes_outside")),
            #: a row of the meal's score sheet: points for the cubes on plates
            (translate("SaltyBoard", "Plates"), item("plates")),
            #: a row of the meal's score sheet: points lost for the cubes outside (−10 each)
            (translate("SaltyBoard", "Outside −10"), item("outside")),
            (translate("SaltyBoard", "Accuracy bonus"), item("accuracy")),
            (translate("SaltyBoard", "Variety bonus"), item("variety")),
            #: a row of the meal's score sheet: points for a successful bet of 0 cubes
            (translate("SaltyBoard", "Bet 0"), item("zero_bet")),
            #: a row of the meal's score sheet: the points of this meal
            (translate("SaltyBoard", "Meal"), [r["score"] for r in rows]),
            #: a row of the meal's score sheet: the total score after this meal
            (translate("SaltyBoard", "Total"), [r["total"] for r in rows]),
        ]
