"""Super Susuru Soup in words: card names, tooltips, prompts, refusals and log lines
(the scores and round summaries are the panel's, :mod:`.panel`), in the rulebook's terms (``shared/rules/GLOSSARY.md``).

Source strings are literals inside ``translate(context, "...")`` so lupdate finds
them; the contexts "Susuru" and "SusuruBoard" are those of the existing
translations. Everything is said from the observation passed in, so a tooltip
never tells the viewer more than their seat may know. No rules here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import Action, Event, Observation
from ....games.susuru.actions import Claim, Draw, Keep, OpenShop, Take, ToMarket
from ...table.board import WordsPart
from ...text import arg, items, translate
from .about import game_name
from .faces import INCOME_POINTS, MARKERS, MAX_SCORING_COUNT, ingredient, value

if TYPE_CHECKING:
    from .board import SusuruBoard


def ingredient_name(kind: str) -> str:
    return {
        "porkbone": translate("Susuru", "Pork bone"),
        "seafood": translate("Susuru", "Seafood"),
        "chicken": translate("Susuru", "Chicken carcass"),
        "chemical": translate("Susuru", "Chemical seasoning"),
    }[kind]


def card_name(card: str) -> str:
    kind, number = card.split("-")
    #: an ingredient card's name: %1 the ingredient, %2 the number printed on it ("Pork bone 7")
    return arg(translate("Susuru", "%1 %2"), ingredient_name(kind), number)


def chip_name(chip: str | None) -> str:
    return {
        #: a scoring chip (a table cell of the round summary)
        "gold": translate("Susuru", "gold"),
        #: a scoring chip (a table cell of the round summary)
        "silver": translate("Susuru", "silver"),
        #: a scoring chip (a table cell of the round summary)
        "bronze": translate("Susuru", "bronze"),
        #: a table cell: the player took no scoring chip this round
    }.get(chip or "", translate("Susuru", "no chip"))


def engine_refusal(code: str, p: dict[str, Any]) -> str | None:
    """The rulebook's words for every code ``games/susuru/rules.py`` refuses with."""
    msgs = {
        "must_keep_or_market": translate("Susuru", "First decide about the card you drew: keep it or put it into the market."),
        "must_decide_trend": translate(
            "Susuru", "You hold a card of an ingredient without a trend order: you must decide a trend order with it."
        ),
        "draw_pile_empty": translate("Susuru", "The draw pile is empty."),
        "not_in_market": translate("Susuru", "That card is not in the market."),
        "no_such_marker": translate("Susuru", "There is no such trend order marker."),
        "marker_taken": translate("Susuru", "That trend order marker has already been claimed."),
        "not_in_hand": translate("Susuru", "That card is not in your hand."),
        "ingredient_decided": translate(
            "Susuru", "The trend order of that ingredient has already been decided; it cannot be decided again."
        ),
        "marker_needs_card": translate("Susuru", "Place a card under the trend order marker."),
    }
    return msgs.get(code)


def _table_refusal(code: str) -> str | None:
    """Reasons the table itself gives (a half-made choice, a drop that lands nowhere)."""
    msgs = {
        "choose_card_first": translate("SusuruBoard", "First choose the card to place under the marker."),
        "opening_shop": translate(
            "SusuruBoard",
            "You are opening shop: choose a card from your hand and a trend order marker, or press Cancel.",
        ),
        "drop_on_marker": translate("SusuruBoard", "Drop the card on a free trend order marker."),
        "drop_drawn": translate("SusuruBoard", "Drop the drawn card on your hand to keep it, or on the market."),
        "trend_all_decided": translate(
            "SusuruBoard", "Every trend order has been decided: your cards stay in your hand until scoring."
        ),
    }
    return msgs.get(code)


def seat_of(zone: str) -> int | None:
    """The seat a zone belongs to ("hand:2" -> 2); None for shared zones."""
    kind, _, rest = zone.partition(":")
    return int(rest) if kind in ("hand", "drawn", "income") and rest else None


def marker_of(obs: Observation, kind: str) -> int | None:
    """The trend order marker on ingredient ``kind`` now (None: not decided)."""
    for m in MARKERS:
        claim = obs["trend"][str(m)]
        if claim is not None and ingredient(claim[1]) == kind:
            return m
    return None


class SusuruWords(WordsPart):
    """Every sentence the Super Susuru Soup table says."""

    board: SusuruBoard

    def card_name(self, card: Any) -> str:
        return card_name(card)

    # -- tooltips ----------------------------------------------------------------------
    def card_tip(self, card: str, obs: Observation) -> str:
        """A face-up card: its name, value and what the trend order says of its ingredient."""
        kind = ingredient(card)
        ing = ingredient_name(kind)
        lines = [
            card_name(card),
            arg(translate("SusuruBoard", "Ingredient card: %1, value %2 (hand points)."), ing, value(card)),
        ]
        m = marker_of(obs, kind)
        if m is None:
            lines.append(arg(translate("SusuruBoard", "%1 has no trend order yet: without one, its cards score nothing."), ing))
        else:
            lines.append(
                arg(
                    translate(
                        "SusuruBoard", "Trend order marker %1 is on %2: up to %1 cards of it score; with more, none of them do."
                    ),
                    m,
                    ing,
                )
            )
        lines.append(arg(translate("SusuruBoard", "%1 or more cards of one ingredient never score."), MAX_SCORING_COUNT + 1))
        return "\n".join(lines)

    def marker_tip(self, marker: int, obs: Observation) -> str:
        head = arg(
            translate("SusuruBoard", "Trend order marker %1: up to %1 cards of its ingredient score; with more, none of them do"),
            marker,
        )
        claim = obs["trend"][str(marker)]
        if claim is None:
            #: not only openers: "In a 3-player game, C takes the turn, decides the trend order of the
            #: ingredients, and the round ends." / draw pile empty: "among the players who have not yet
            #: opened shop ... the trend order is decided going in turn order"
            more = translate(
                "SusuruBoard",
                "Free: a player who opens shop (or, at the round end, one who has not opened) places a card "
                "of an ingredient without a trend order under it.",
            )
        else:
            more = arg(
                translate("SusuruBoard", "Trend order %1 decided by %2 with %3"),
                marker,
                self.board.name(claim[0]),
                card_name(claim[1]),
            )
        return head + "\n" + more

    def deck_tip(self, obs: Observation) -> str:
        count = obs["deck"]  # a plain name: lupdate loses a call whose count holds a string literal
        return translate(
            "SusuruBoard",
            "Draw pile: %n face-down card(s). Draw the top card and look at it, then keep it or put it into the market.",
            None,
            count,
        )

    def hidden_drawn_tip(self, seat: int) -> str:
        return arg(
            translate("SusuruBoard", "Face-down card — drawn by %1, who keeps it or puts it into the market."),
            self.board.name(seat),
        )

    def market_card_tip(self, card: str, obs: Observation) -> str:
        return (
            self.card_tip(card, obs)
            + "\n"
            + translate("SusuruBoard", "Market ingredient: on your turn you may take it into your hand instead of drawing.")
        )

    def market_area_tip(self) -> str:
        return translate("SusuruBoard", "Market: drop the drawn card here to put it face up into the market.")

    def keep_area_tip(self) -> str:
        return translate("SusuruBoard", "Keep the card in your hand")

    def taken_tip(self, seat: int, card: str, obs: Observation) -> str:
        took = arg(translate("SusuruBoard", "%1 took %2 from the market"), self.board.name(seat), card_name(card))
        return took + "\n" + self.card_tip(card, obs)

    def hand_back_tip(self, seat: int, count: int) -> str:
        return arg(translate("SusuruBoard", "Face-down card — hand of %1 (%n card(s))", None, count), self.board.name(seat))

    def income_tip(self, seat: int, obs: Observation) -> str:
        count = obs["income_counts"][seat]
        if obs["seat"] == seat and obs["income"] is not None:
            tip = arg(translate("SusuruBoard", "Your income cards: %1 (%2 points each)"), count, INCOME_POINTS)
            if obs["income"]:
                tip += "\n" + items([card_name(c) for c in obs["income"]])
            return tip
        return arg(
            translate("SusuruBoard", "Face-down income cards — %1: %2 (%3 points each)"),
            self.board.name(seat),
            count,
            INCOME_POINTS,
        )

    def placed_tip(self, marker: int, claim: list[Any], obs: Observation) -> str:
        head = arg(
            translate("SusuruBoard", "Trend order %1 decided by %2 with %3"),
            marker,
            self.board.name(claim[0]),
            card_name(claim[1]),
        )
        return head + "\n" + self.card_tip(claim[1], obs)

    def round_text(self, obs: Observation) -> str:
        return arg(translate("SusuruBoard", "Round %1 of %2"), min(obs["round"] + 1, obs["rounds"]), obs["rounds"])

    def round_tip(self) -> str:
        return translate(
            "SusuruBoard",
            "The game has one round per player. After each round the best three take a gold, silver or bronze scoring chip.",
        )

    def seat_facts(self, seat: int, obs: Observation) -> tuple[str, str]:
        """(the line under a seat's name, its tooltip)."""
        status = translate("SusuruBoard", "Shop open") if obs["opened"][seat] else translate("SusuruBoard", "Procuring")
        #: a seat's status line: %1 "Shop open" or "Procuring", %2 its victory points (stars)
        facts = arg(translate("SusuruBoard", "%1 · ★ %2"), status, self.board.faces.stars(obs["chips"][seat]))
        if obs["start"] == seat:
            #: added to a seat's status line ("Procuring · ★ 2 · start player")
            facts += " · " + translate("SusuruBoard", "start player")
        g, sv, b = obs["chips"][seat]
        return facts, arg(translate("SusuruBoard", "Chips: gold %1, silver %2, bronze %3"), g, sv, b)

    def drawn_label(self, seat: int) -> str:
        return arg(translate("SusuruBoard", "Drawn by %1"), self.board.name(seat))

    def deck_label(self, obs: Observation) -> str:
        #: a label above the draw pile; %1 is the number of cards in it
        return arg(translate("SusuruBoard", "Draw pile: %1"), obs["deck"])

    def market_label(self) -> str:
        return translate("SusuruBoard", "Market")

    def marker_label(self, claim: list[Any] | None) -> str:
        #: under a trend order marker that no ingredient has yet
        return ingredient_name(ingredient(claim[1])) if claim else translate("SusuruBoard", "not decided")

    def income_label(self) -> str:
        #: a label beside a player's face-down income cards
        return translate("SusuruBoard", "Income")

    def marker_button(self, marker: int) -> str:
        #: a button: choose trend order marker %1 (1, 2 or 3)
        return arg(translate("SusuruBoard", "Marker %1"), marker)

    # -- the decision --------------------------------------------------------------------
    def prompt(self, obs: Observation, legal: list[Action]) -> str:
        if not legal:
            return ""
        if Keep() in legal:
            return arg(
                translate("SusuruBoard", "You drew %1: keep it, or put it into the market."),
                card_name(obs["drawn"]),
            )
        if any(isinstance(a, Claim) for a in legal):
            if self.board.selection:
                return arg(
                    translate("SusuruBoard", "Round end: choose the trend order marker for %1."),
                    card_name(self.board.selection),
                )
            return translate("SusuruBoard", "Round end: decide a trend order — choose a card from your hand, then a marker.")
        if self.board.selection == "" and [a for a in legal if isinstance(a, OpenShop)] == [OpenShop(None, None)]:
            return self.open_empty_tip()
        if self.board.selection is not None:
            if self.board.selection:
                return arg(
                    translate("SusuruBoard", "Open shop: choose the trend order marker for %1."),
                    card_name(self.board.selection),
                )
            return translate("SusuruBoard", "Open shop: choose the card to place under a trend order marker.")
        if Draw() in legal:
            return translate("SusuruBoard", "Your turn: draw from the draw pile, take a market card, or open shop.")
        return translate("SusuruBoard", "Your last turn: take a market card or open shop.")

    def open_empty_tip(self) -> str:
        """Opening shop with no card that can go under a free marker: what it means."""
        return translate(
            "SusuruBoard",
            "None of your cards can go under a free trend order marker: opening shop now places no card and "
            "ends your turns of procuring for good. Press “Open shop, placing nothing” to do it, or “Cancel”.",
        )

    def action_text(self, action: Action) -> str:
        if isinstance(action, Draw):
            return translate("SusuruBoard", "draw from the draw pile")
        if isinstance(action, Keep):
            return translate("SusuruBoard", "keep the card")
        if isinstance(action, ToMarket):
            return translate("SusuruBoard", "put the card into the market")
        if isinstance(action, Take):
            return arg(translate("SusuruBoard", "take %1 from the market"), card_name(action.card))
        if isinstance(action, (OpenShop, Claim)) and action.card is not None:
            text = (
                translate("SusuruBoard", "open shop: trend order %1 with %2")
                if isinstance(action, OpenShop)
                else translate("SusuruBoard", "trend order %1 with %2")
            )
            return arg(text, action.marker, card_name(action.card))
        return translate("SusuruBoard", "open shop")

    def refusal(self, code: str, params: dict[str, Any]) -> str | None:
        return _table_refusal(code) or engine_refusal(code, params)

    # -- scores and results ----------------------------------------------------------------

    # -- the log -------------------------------------------------------------------------
    def describe(self, ev: Event) -> str | None:
        k = ev.kind
        if k == "card_moved":
            return self._describe_move(ev)
        who = self.board.name(ev.get("seat"))
        if k == "round_started":
            return arg(translate("SusuruBoard", "Round %1 begins. Start player: %2."), ev["round"], self.board.name(ev["start"]))
        if k == "shop_opened":
            return arg(translate("SusuruBoard", "%1 opens shop!"), who)
        if k == "trend_decided":
            return arg(
                translate("SusuruBoard", "%1 decides trend order %2 (limit %2): %3, with %4."),
                who,
                ev["marker"],
                ingredient_name(ev["ingredient"]),
                card_name(ev["card"]),
            )
        if k == "last_turn":
            return arg(translate("SusuruBoard", "All but one have opened shop: %1 takes the last turn."), who)
        if k == "draw_pile_empty":
            return translate("SusuruBoard", "The draw pile is empty: players who have not opened shop take one more turn.")
        if k == "round_ended":
            return arg(translate("SusuruBoard", "Round %1 is scored."), ev["round"])
        if k == "game_ended":
            return translate("SusuruBoard", "The game is over.")
        return None

    def _describe_move(self, ev: Event) -> str | None:
        src, dst, card = ev["src"], ev["dst"], ev["card"]
        actor = self.board.name(seat_of(dst) if seat_of(dst) is not None else seat_of(src))
        if src == "deck" and dst.startswith("drawn:"):
            return (
                arg(translate("SusuruBoard", "%1 draws %2."), actor, card_name(card))
                if card
                else arg(translate("SusuruBoard", "%1 draws a card."), actor)
            )
        if src.startswith("drawn:") and dst.startswith("hand:"):
            return arg(translate("SusuruBoard", "%1 keeps the card."), actor)
        if dst == "market":
            return arg(
                translate("SusuruBoard", "%1 puts %2 into the market."),
                self.board.name(int(src.split(":")[1])),
                card_name(card),
            )
        if src == "market":
            return arg(translate("SusuruBoard", "%1 takes %2 from the market."), actor, card_name(card))
        if dst.startswith("income:"):
            return arg(translate("SusuruBoard", "%1 takes an income card."), actor)
        return None  # placing a card under a marker is told by "trend_decided"


__all__ = [
    "SusuruWords",
    "card_name",
    "chip_name",
    "engine_refusal",
    "game_name",
    "ingredient_name",
    "marker_of",
    "seat_of",
]
