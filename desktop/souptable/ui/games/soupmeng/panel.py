"""What the window's side panels show of Soup Meng Ramen: the score table, the score
summary (every bowl, lucky topping, penalty and bonus card), the note under the final
standings and how far the game has got (context "SoupmengBoard"). No rules and no layout here.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from ....engine import Observation
from ....games.soupmeng.cards import BONUS_BY_ID, LUCKY_POINTS, PENALTY_MIN_TOPPINGS, PENALTY_POINTS
from ....games.soupmeng.scoring import bowl_summary
from ...table.board import PanelPart
from ...text import arg, items, translate
from .words import bonus_name, bowl_of, signed

if TYPE_CHECKING:
    from .board import SoupmengBoard


class SoupmengPanel(PanelPart):
    """What the side panels show of Soup Meng Ramen: the score table, the summaries, the final note."""

    board: SoupmengBoard

    def progress_text(self, obs: Observation) -> str:
        count = obs["deck"]
        #: how far a game of Soup Meng Ramen has got (one round, until the draw pile runs out)
        return translate("SoupmengBoard", "Draw pile: %n card(s)", None, count)

    def result_label(self) -> str:
        return translate("SoupmengBoard", "Points")

    def result_note(self, result: dict[str, Any]) -> str:
        return "<p>" + escape(translate("SoupmengBoard", "The highest total wins; a tie is a shared win.")) + "</p>"

    def scoreboard(self, obs: Observation) -> tuple[list[str], list[list[str]]]:
        head = [
            #: column heading of the score table
            translate("SoupmengBoard", "Player"),
            #: column heading of the score table: the number of cards in hand (keep it short)
            translate("SoupmengBoard", "Hand"),
            #: column heading of the score table: bowls finished of all the player's bowls ("1/3")
            translate("SoupmengBoard", "Bowls"),
            #: column heading of the score table: points of the bonus cards claimed (keep it short)
            translate("SoupmengBoard", "Bonus"),
            #: column heading of the score table: points so far
            translate("SoupmengBoard", "Points"),
        ]
        rows = []
        k = obs["bowls_per_player"]
        for s in range(obs["players"]):
            bowls = obs["bowls"][s]
            bonus = sum(BONUS_BY_ID[bid].points for bid, _ in obs["claimed"][s])
            pts = bonus + sum(bowl_summary(i, bowl_of(b))["points"] for i, b in enumerate(bowls))
            hidden = any(b["lucky"] is None for b in bowls)
            finished = sum(1 for b in bowls if b["finished"])
            #: points in the score table while a lucky topping is still hidden: %1 known points, "+?" unknown
            shown = arg(translate("SoupmengBoard", "%1+?"), pts) if hidden else str(pts)
            rows.append([self.board.name(s), str(obs["hand_counts"][s]), f"{finished}/{k}", str(bonus), shown])
        return head, rows

    def summary_html(self, summary: dict[str, Any], final: bool = False) -> str:
        parts = ["<h3>" + escape(translate("SoupmengBoard", "Scoring")) + "</h3>"]
        done = [r["seat"] for r in summary["players"] if r["bowls"] and all(b["finished"] for b in r["bowls"])]
        reason = self.board.words.end_text(summary.get("end"), done[0] if len(done) == 1 else None)
        if reason:
            parts.append(f"<p>{escape(reason)}</p>")
        rule = translate(
            "SoupmengBoard",
            "Every card in a bowl counts, finished or not; %1 when the bowl holds its lucky topping; %2 for %3 or more toppings; plus the bonus cards. Cards left in hand do not count.",  # noqa: E501
        )
        parts.append("<p>" + escape(arg(rule, signed(LUCKY_POINTS), signed(PENALTY_POINTS), PENALTY_MIN_TOPPINGS)) + "</p>")
        for row in sorted(summary["players"], key=lambda r: (-r["total"], r["seat"])):
            parts += self._summary_player(row)
        return "".join(parts)

    def _summary_player(self, row: dict[str, Any]) -> list[str]:
        head = [
            #: column heading of the score summary
            translate("SoupmengBoard", "Bowl"),
            #: column heading of the score summary: the cards in the bowl
            translate("SoupmengBoard", "Contents"),
            #: column heading of the score summary: the points of the cards in the bowl
            translate("SoupmengBoard", "Cards"),
            translate("SoupmengBoard", "Lucky topping"),
            #: column heading of the score summary: the penalty for 5 or more toppings
            translate("SoupmengBoard", "5+ toppings"),
            translate("SoupmengBoard", "Points"),
        ]
        title = escape(arg(translate("SoupmengBoard", "%1 points"), row["total"]))
        parts = [f"<h4>{escape(self.board.name(row['seat']))} — {title}</h4>"]
        parts.append("<table cellspacing=0 cellpadding=4 border=1 style='border-collapse:collapse'>")
        # a heading never breaks inside a word ("Karte|n"): the column is as wide as it
        parts.append("<tr>" + "".join(f"<th style='white-space:nowrap'>{escape(h)}</th>" for h in head) + "</tr>")
        cells: list[tuple[Any, ...]] = []
        for b in row["bowls"]:
            contents = items([self.board.words.card_name(c) for c in b["soups"] + b["noodles"] + b["toppings"]]) or "–"
            label = arg(translate("SoupmengBoard", "Bowl %1"), b["bowl"] + 1)
            if b["finished"]:
                label = arg(translate("SoupmengBoard", "Bowl %1 (Order up!)"), b["bowl"] + 1)
            lucky = self.board.words.card_name(b["lucky"]) + (" ✔ " + signed(b["lucky_points"]) if b["lucky_in"] else " ✘")
            pen = "–"
            if b["penalty"]:
                pen = arg(translate("SoupmengBoard", "%1 toppings: %2"), b["toppings_count"], signed(b["penalty"]))
            cells.append((label, contents, b["card_points"], lucky, pen, b["points"]))
        for bonus in row["bonus"]:
            name = arg(translate("SoupmengBoard", "Bonus card: %1"), bonus_name(bonus["bonus"]))
            with_bowl = arg(translate("SoupmengBoard", "with bowl %1"), bonus["bowl"] + 1)
            cells.append((name, with_bowl, "", "", "", signed(bonus["points"])))
        for cell in cells:
            parts.append("<tr>" + "".join(f"<td>{escape(str(x))}</td>" for x in cell) + "</tr>")
        totals = arg(
            translate("SoupmengBoard", "cards %1 · lucky toppings %2 · penalties %3 · bonus cards %4"),
            row["card_points"],
            signed(row["lucky_points"]),
            signed(row["penalty_points"]),
            signed(row["bonus_points"]),
        )
        total = escape(translate("SoupmengBoard", "Total"))
        parts.append(f"<tr><td><b>{total}</b></td><td colspan=4>{escape(totals)}</td><td><b>{row['total']}</b></td></tr>")
        parts.append("</table>")
        return parts
