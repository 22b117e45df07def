"""What the window's side panels show of Suppenkasper: the score table, the round
summaries (dishes, refusals, the round end), the note under the final standings and how
far the game has got (context "SuppenkasperBoard"). No rules and no layout here.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from ....engine import Observation
from ....games.suppenkasper.cards import STEPS, TRACK_MAX, TRACK_MIN
from ...table.board import PanelPart
from ...text import and_list, arg, items, sentences, translate
from .faces import card_name, cards_text, position_text, steps_text

if TYPE_CHECKING:
    from .board import SuppenkasperBoard


def _table(head: list[str], rows: list[list[str]]) -> str:
    out = ["<table cellspacing=0 cellpadding=3 border=1 style='border-collapse:collapse'>"]
    # a heading never breaks inside a word: its column is at least as wide as it
    out.append("<tr>" + "".join(f"<th style='white-space:nowrap'>{escape(h)}</th>" for h in head) + "</tr>")
    out += ["<tr>" + "".join(f"<td>{escape(str(x))}</td>" for x in row) + "</tr>" for row in rows]
    return "".join(out) + "</table>"


def _p(text: str, bold: bool = False) -> str:
    return f"<p><b>{escape(text)}</b></p>" if bold else f"<p>{escape(text)}</p>"


class SuppenkasperPanel(PanelPart):
    """What the side panels show of Suppenkasper: the score table, the summaries, the final note."""

    board: SuppenkasperBoard

    def progress_text(self, obs: Observation) -> str:
        return arg(translate("SuppenkasperBoard", "Round %1"), obs["round"])

    def result_label(self) -> str:
        return translate("SuppenkasperBoard", "Distance from the dream figure")

    def column(self, key: str) -> str:
        """A column heading of the score panel and the summaries."""
        return {
            #: column heading (score table, summaries)
            "player": translate("SuppenkasperBoard", "Player"),
            #: column heading: the place on the weight track (−10 … +10)
            "weight": translate("SuppenkasperBoard", "Weight"),
            #: column heading: cards in hand, or the cards of a dish
            "cards": translate("SuppenkasperBoard", "Cards"),
            #: column heading: chips left (variant 2)
            "chips": translate("SuppenkasperBoard", "Chips"),
            #: column heading of the dishes table: who served the dish
            "server": translate("SuppenkasperBoard", "Served by"),
            #: column heading of the dishes table: who added cards or refused it before it was eaten
            "way": translate("SuppenkasperBoard", "On the way"),
            #: column heading of the dishes table: who ate the dish
            "eater": translate("SuppenkasperBoard", "Eaten by"),
            #: column heading of the dishes table: plainly, or with which reduction card
            "how": translate("SuppenkasperBoard", "How"),
            #: column heading: kilocalories (the unit)
            "kcal": translate("SuppenkasperBoard", "kcal"),
            #: column heading of the dishes table: the kcal that counted after a reduction card
            "counted": translate("SuppenkasperBoard", "Counted"),
            #: column heading: spaces moved on the weight track
            "steps": translate("SuppenkasperBoard", "Steps"),
            #: column heading of the round end: the cards left in hand
            "hand": translate("SuppenkasperBoard", "Hand"),
            #: column heading of the round end: dishes a special card takes from the other hands
            "taken": translate("SuppenkasperBoard", "Taken from others"),
            #: column heading of the round end: dishes a special card of another player takes away
            "lost": translate("SuppenkasperBoard", "Lost to others"),
            #: column heading of the round end: which main course took the side dishes
            "sides": translate("SuppenkasperBoard", "Side dishes on"),
        }[key]

    def result_note(self, result: dict[str, Any]) -> str:
        detail = result["detail"]
        rows = []
        for s, pos in enumerate(detail["positions"]):
            text = self.board.words.weight_text(s, pos)
            if "chips" in detail:
                chips = detail["chips"][s]
                text += " · " + translate("SuppenkasperBoard", "%n chip(s)", None, chips)
            rows.append(escape(text))
        ends = and_list([self.board.name(s) for s, p in enumerate(detail["positions"]) if p in (TRACK_MIN, TRACK_MAX)])
        end = translate("SuppenkasperBoard", "The game ended in round %1: %2 reached an end of the track.")
        end = arg(end, detail["rounds"], ends)
        note = translate("SuppenkasperBoard", "Closest to the dream figure wins; players equally close share the win.")
        if "chips" in detail:
            note = sentences(note, translate("SuppenkasperBoard", "Variant 2: among them, more chips wins."))
        return "<p>" + escape(end) + "</p><p>" + "<br>".join(rows) + "</p><p>" + escape(note) + "</p>"

    def scoreboard(self, obs: Observation) -> tuple[list[str], list[list[str]]]:
        chips = obs["variant"] == "2"
        head = [self.column(k) for k in ("player", "weight", "cards", *(("chips",) if chips else ()))]
        rows = []
        for s in range(obs["players"]):
            row = [self.board.name(s), position_text(obs["positions"][s]), str(obs["hand_counts"][s])]
            rows.append(row + ([str(obs["chips"][s])] if chips else []))
        return head, rows

    def summary_html(self, summary: dict[str, Any], final: bool = False) -> str:
        parts = [f"<h3>{escape(arg(translate('SuppenkasperBoard', 'Round %1'), summary['round']))}</h3>"]
        facts = [arg(translate("SuppenkasperBoard", "Dealer: %1"), self.board.name(summary["dealer"]))]
        if summary.get("starter") is not None:
            facts.append(arg(translate("SuppenkasperBoard", "Tischlein deck dich: %1"), self.board.name(summary["starter"])))
        parts.append(_p(" · ".join(facts)))  # two facts side by side, each a whole phrase
        if summary.get("options"):
            parts.append("<p><b>" + escape(translate("SuppenkasperBoard", "Round-start options")) + "</b><br>")
            parts.append("<br>".join(escape(self.board.words.option_log_text(o)) for o in summary["options"]) + "</p>")
        dishes = summary.get("dishes") or []
        if dishes:
            parts.append(_p(translate("SuppenkasperBoard", "Dishes"), bold=True))
            head = [self.column(k) for k in ("server", "way", "eater", "how", "cards", "kcal", "counted", "steps", "weight")]
            parts.append(_table(head, [self._dish_row(d) for d in dishes]))
        refusals = [c for d in dishes for c in d["chain"] if c["did"] == "refused"]
        open_dish = summary.get("open_dish")
        if open_dish:
            refusals += [c for c in open_dish["chain"] if c["did"] == "refused"]
            text = translate("SuppenkasperBoard", "Still on the plate when the game ended: %1.")
            parts.append(_p(arg(text, cards_text(open_dish["cards"]))))
        if refusals:
            text = translate("SuppenkasperBoard", "%1: “No, I won't eat it!” %2 (%3 → %4)")
            lines = [
                arg(text, self.board.name(c["seat"]), steps_text(c["steps"]), position_text(c["from"]), position_text(c["to"]))
                for c in refusals
            ]
            parts.append("<p>" + "<br>".join(escape(x) for x in lines) + "</p>")
        if summary.get("cannot_serve") is not None:
            text = translate("SuppenkasperBoard", "%1 could not serve: everybody ate their hand.")
            parts.append(_p(arg(text, self.board.name(summary["cannot_serve"]))))
        if summary.get("settlement"):
            parts.append(self._settlement_html(summary["settlement"]))
        elif final:
            parts.append(_p(translate("SuppenkasperBoard", "Cards still in hand at the end of the game do not count.")))
        #: one player in a list: %1 the player, %2 their weight or chips ("P1: −2")
        each = translate("SuppenkasperBoard", "%1: %2")
        pos = items([arg(each, self.board.name(s), position_text(p)) for s, p in enumerate(summary.get("positions", []))])
        #: after a round: %1 lists every player's place on the weight track
        parts.append("<p>" + escape(arg(translate("SuppenkasperBoard", "Weight now: %1"), pos)))
        if summary.get("chips") is not None:
            chips = items([arg(each, self.board.name(s), c) for s, c in enumerate(summary["chips"])])
            #: after a round: %1 lists every player's chips left (variant 2)
            parts.append("<br>" + escape(arg(translate("SuppenkasperBoard", "Chips now: %1"), chips)))
        return "".join(parts) + "</p>"

    def _dish_row(self, d: dict[str, Any]) -> list[str]:
        how = translate("SuppenkasperBoard", "plainly") if d["how"] == "plain" else card_name(d["how"])
        return [
            self.board.name(d["server"]) if d["server"] is not None else "–",
            " · ".join(self.board.words.chain_text(c) for c in d["chain"][1:]) or "–",
            self.board.name(d["eater"]),
            how,
            cards_text(d["cards"]),
            str(d["kcal"]),
            "–" if d["counted"] is None else str(d["counted"]),
            steps_text(d["steps"]),
            self._moved(d),
        ]

    @staticmethod
    def _moved(row: dict[str, Any]) -> str:
        return position_text(row["from"]) + " → " + position_text(row.get("to", row["from"]))

    def _settlement_html(self, settlement: dict[str, Any]) -> str:
        out = [_p(translate("SuppenkasperBoard", "Round end: eating the hands"), bold=True)]
        players = settlement["players"]
        if settlement["mode"] == "suppenkasper_card":
            text = translate(
                "SuppenkasperBoard",
                "%1 still held the Suppenkasper card: no dish counts; only “No, I won't eat it!” (%2) "
                "and Laxative (%3) cards in hand.",
            )
            holder = self.board.name(settlement["suppenkasper_holder"])
            out.append(_p(arg(text, holder, steps_text(STEPS["nein"]), steps_text(STEPS["abfuehrpille"]))))
            head = [self.column(k) for k in ("player", "hand", "steps", "weight")]
            rows = [
                [self.board.name(r["seat"]), cards_text(r["hand"]) or "–", steps_text(r["steps"]), self._moved(r)]
                for r in players
            ]
            return "".join(out) + _table(head, rows)
        head = [self.column(k) for k in ("player", "hand", "taken", "lost", "sides", "kcal", "steps", "weight")]
        rows = []
        for r in players:
            sides = [card_name(m) for m in r["assigned"].values()]
            if r.get("cream"):
                #: cream spread over a cake at the round end: %1 the cake, %2 how many cream cards
                each = translate("SuppenkasperBoard", "%1: %2 × cream")
                sides.append(items([arg(each, card_name(c), k) for c, k in r["cream"].items()]))
            hand, taken, lost = (cards_text(r[k]) or "–" for k in ("hand", "taken", "lost"))
            rows.append(
                [
                    self.board.name(r["seat"]),
                    hand,
                    taken,
                    lost,
                    "; ".join(sides) or "–",
                    str(r["kcal"]),
                    steps_text(r["steps"]),
                    self._moved(r),
                ]
            )
        note = translate(
            "SuppenkasperBoard",
            "A main course counts its kcal times its side dishes (×1 with none or one); reduction cards and "
            "side dishes without a matching main course count nothing.",
        )
        return "".join(out) + _table(head, rows) + _p(note)
