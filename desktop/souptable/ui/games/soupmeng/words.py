"""Soup Meng Ramen (スープメングラーメン) in words: every sentence the table says.

The vocabulary (card, kind and bonus names, bonus conditions, the engine's refusals)
keeps the translation context "Soupmeng"; the table's sentences keep "SoupmengBoard".
Terms follow ``rules/GLOSSARY.md`` (いっちょあがり！ is "Order up!" in English). Numbers
come from the game's data. No rules here; nothing beyond the observation or event given.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import Action, Event, Observation
from ....games.soupmeng.actions import Discard, Draw, Finish, Place, Swap
from ....games.soupmeng.cards import (
    BONUS_BY_ID,
    FINISH_MIN_TOPPINGS,
    KIND,
    LUCKY_POINTS,
    PENALTY_MIN_TOPPINGS,
    PENALTY_POINTS,
    POINTS,
    SWAP,
)
from ....games.soupmeng.state import Bowl
from ...table.board import WordsPart
from ...text import arg, sentences, translate

if TYPE_CHECKING:
    from .board import SoupmengBoard
    from .choose import Offer


# -- the game's vocabulary (context "Soupmeng") ----------------------------------------------------
def card_name(card: str) -> str:
    return {
        "shoyu": translate("Soupmeng", "Shoyu"),
        "miso": translate("Soupmeng", "Miso"),
        "shio": translate("Soupmeng", "Shio"),
        "tonkotsu": translate("Soupmeng", "Tonkotsu"),
        "thin": translate("Soupmeng", "Thin noodles"),
        "medium": translate("Soupmeng", "Medium noodles"),
        "thick": translate("Soupmeng", "Thick noodles"),
        "chashu": translate("Soupmeng", "Chashu"),
        "egg": translate("Soupmeng", "Seasoned egg"),
        "naruto": translate("Soupmeng", "Naruto"),
        "menma": translate("Soupmeng", "Menma"),
        "negi": translate("Soupmeng", "Green onion"),
        "nori": translate("Soupmeng", "Nori"),
        "moyashi": translate("Soupmeng", "Bean sprouts"),
        "corn": translate("Soupmeng", "Corn"),
        "swap": translate("Soupmeng", "Swap card"),
    }.get(card, card)


def kind_name(kind: str) -> str:
    return {
        "soup": translate("Soupmeng", "soup"),
        "noodle": translate("Soupmeng", "noodles"),
        "topping": translate("Soupmeng", "topping"),
        "swap": translate("Soupmeng", "swap card"),
    }.get(kind, kind)


def bonus_name(bonus: str) -> str:
    return {
        "sapporo_miso": translate("Soupmeng", "Sapporo Miso"),
        "hakata_tonkotsu": translate("Soupmeng", "Hakata Tonkotsu"),
        "tokyo_shoyu": translate("Soupmeng", "Tokyo Shoyu"),
        "shio_ramen": translate("Soupmeng", "Shio Ramen"),
        #: a bonus card's name, as the English rulebook prints it (チャーシュー麺)
        "chashu_men": translate("Soupmeng", "Chashu Men"),
        #: a bonus card's name, as the English rulebook prints it (全部のせ)
        "zenbu_nose": translate("Soupmeng", "Everything On It"),
    }.get(bonus, bonus)


def order_up() -> str:
    """The いっちょあがり！ card's name."""
    return translate("Soupmeng", "Order up!")


def bonus_condition(soup: str | None, noodle: str | None, toppings: list[tuple[str, int]], distinct: int) -> str:
    """What a bowl needs for a bonus card, from the card's data: "Miso + Thick noodles + Corn + Bean sprouts"."""
    parts: list[str] = []
    if soup == "any":
        parts.append(translate("Soupmeng", "any soup"))
    elif soup:
        parts.append(card_name(soup))
    if noodle == "any":
        parts.append(translate("Soupmeng", "any noodles"))
    elif noodle:
        parts.append(card_name(noodle))
    for topping, count in toppings:
        #: a bonus card's condition: %1 copies of the topping %2 ("2 × Chashu")
        parts.append(card_name(topping) if count == 1 else arg(translate("Soupmeng", "%1 × %2"), count, card_name(topping)))
    if distinct:
        parts.append(translate("Soupmeng", "%n different topping(s)", None, distinct))
    #: the separator between the parts of a bonus card's condition ("Miso + Thick noodles + Corn")
    return translate("Soupmeng", " + ").join(parts)


def end_reason(reason: str | None) -> str:
    return {
        "all_finished": translate("Soupmeng", "A player finished all their bowls."),
        "draw_pile_empty": translate("Soupmeng", "The last card of the draw pile was drawn."),
    }.get(reason or "", "")


def rule_refusal(code: str) -> str | None:
    """The rulebook's reason for a refusal code of the engine (None: not one of ours)."""
    msgs = {
        "must_draw_or_finish": translate("Soupmeng", "First draw a card from the draw pile, or finish a bowl with Order up!."),
        "draw_pile_empty": translate("Soupmeng", "The draw pile is empty."),
        "no_such_bowl": translate("Soupmeng", "There is no such bowl."),
        "bowl_finished": translate(
            "Soupmeng", "That bowl is finished (Order up!): nothing can be added or swapped until the end."
        ),
        "bowl_needs_soup": translate("Soupmeng", "That bowl needs a soup before it can be finished."),
        "bowl_needs_noodles": translate("Soupmeng", "That bowl needs noodles before it can be finished."),
        "bowl_needs_toppings": translate(
            "Soupmeng", "That bowl needs at least %n topping(s) before it can be finished.", None, FINISH_MIN_TOPPINGS
        ),
        "already_drew": translate(
            "Soupmeng", "You have drawn already: now put a card into a bowl, play the swap card or discard."
        ),
        "not_in_hand": translate("Soupmeng", "That card is not in your hand."),
        "different_soup": translate("Soupmeng", "That bowl already has a different soup."),
        "different_noodles": translate("Soupmeng", "That bowl already has different noodles."),
        "swap_not_placeable": translate("Soupmeng", "The swap card does not go into a bowl: play it to exchange two cards."),
        "card_fits_somewhere": translate("Soupmeng", "You may discard only when no card in your hand fits into any bowl."),
        "no_swap_card": translate("Soupmeng", "You have no swap card."),
        "swap_same_bowl": translate("Soupmeng", "Choose a card in another bowl to swap with."),
        "card_not_in_bowl": translate("Soupmeng", "That card is not in that bowl."),
        "swap_different_kind": translate(
            "Soupmeng",
            "Only cards of the same kind can be swapped: soup for soup, noodles for noodles, topping for topping.",
        ),
        "swap_doubled": translate("Soupmeng", "Extra soup and extra noodles cannot be swapped."),
        "swap_same_card": translate("Soupmeng", "Swapping two identical cards would change nothing."),
        "swap_own_bowls_exchange": translate("Soupmeng", "Between two of your own bowls the two cards simply change places."),
        "swap_dest_unfit": translate("Soupmeng", "The card you get does not fit into that bowl."),
    }
    return msgs.get(code)


def signed(v: int) -> str:
    """Points with their sign, a real minus: "+10", "−10", "0"."""
    return f"+{v}" if v > 0 else (f"−{-v}" if v < 0 else "0")


def bowl_of(b: dict[str, Any]) -> Bowl:
    """The engine's bowl record from an observed bowl (an unseen lucky topping stays unknown)."""
    return Bowl(b["lucky"] or "", list(b["soups"]), list(b["noodles"]), list(b["toppings"]), b["finished"])


class SoupmengWords(WordsPart):
    """Every sentence of the Soup Meng Ramen table."""

    board: SoupmengBoard

    viewer: int | None = None  # the seat the table was last built for ("your bowl" in hints)

    def card_name(self, card: Any) -> str:
        return card_name(card)

    # -- names drawn on pieces ----------------------------------------------------------------------
    def lucky_label(self, lucky: str | None) -> str:
        """Written along a bowl card's foot when the viewer may know its lucky topping."""
        #: written along a bowl card's foot: %1 is its lucky topping (ラッキー具)
        return arg(translate("SoupmengBoard", "Lucky: %1"), self.card_name(lucky)) if lucky else ""

    # -- tooltips --------------------------------------------------------------------------------------
    def card_tip(self, card: str) -> str:
        #: a card's tooltip: %1 its name, %2 its kind (soup, noodles, topping), %3 its points
        return arg(translate("SoupmengBoard", "%1 (%2, %3 points)"), self.card_name(card), kind_name(KIND[card]), POINTS[card])

    def bonus_tip(self, bid: str) -> str:
        b = BONUS_BY_ID[bid]
        cond = bonus_condition(b.soup, b.noodle, list(b.toppings), b.distinct)
        return arg(translate("SoupmengBoard", "Bonus card %1: %2 points. A bowl needs: %3."), bonus_name(bid), b.points, cond)

    def claimed_tip(self, bid: str, s: int, bowl: int) -> str:
        claimed = arg(translate("SoupmengBoard", "Claimed by %1 with bowl %2."), self.board.name(s), bowl + 1)
        return self.bonus_tip(bid) + "\n" + claimed

    def order_up_tip(self, left: int) -> str:
        what = translate("SoupmengBoard", "%1 — put it on a bowl with soup, noodles and at least %2 toppings to finish it.")
        return arg(what, order_up(), FINISH_MIN_TOPPINGS) + "\n" + translate("SoupmengBoard", "%n card(s) left", None, left)

    def finished_tip(self) -> str:
        what = translate("SoupmengBoard", "%1 — this bowl is finished: nothing can be added or swapped until the end.")
        return arg(what, order_up())

    def bowl_tip(self, obs: Observation, s: int, i: int) -> str:
        """Whose bowl, and its lucky topping in words when the viewer may know it (their own
        bowls, or all of them once revealed at the end)."""
        lucky = obs["bowls"][s][i]["lucky"]
        if lucky is None:
            text = arg(translate("SoupmengBoard", "%1's bowl %2. Its lucky topping is hidden."), self.board.name(s), i + 1)
        elif s == obs["seat"] and obs["phase"] != "over":
            text = arg(
                translate(
                    "SoupmengBoard",
                    "Your bowl %1. Lucky topping: %2 — %3 if it is in this bowl at the end (only you can see it).",
                ),
                i + 1,
                self.card_name(lucky),
                signed(LUCKY_POINTS),
            )
        else:
            text = arg(
                translate("SoupmengBoard", "%1's bowl %2. Lucky topping: %3."), self.board.name(s), i + 1, self.card_name(lucky)
            )
        return text + ("\n" + self.finished_tip() if obs["bowls"][s][i]["finished"] else "")

    def bowl_card_tip(self, obs: Observation, s: int, i: int, card: str) -> str:
        return self.card_tip(card) + "\n" + self.bowl_tip(obs, s, i)

    def backs_tip(self, s: int, count: int) -> str:
        return arg(translate("SoupmengBoard", "%1 holds %n card(s)", None, count), self.board.name(s))

    def deck_tip(self, count: int) -> str:
        return translate("SoupmengBoard", "Draw pile: %n card(s)", None, count)

    def discard_tip(self) -> str:
        return translate("SoupmengBoard", "Discard pile (only when no card fits anywhere)")

    def discard_card_tip(self, card: str, on_pile: int) -> str:
        return self.card_tip(card) + "\n" + translate("SoupmengBoard", "Discard pile: %n card(s)", None, on_pile)

    # -- labels on the table -----------------------------------------------------------------------------
    def seat_facts(self, obs: Observation, s: int) -> str:
        finished = sum(1 for b in obs["bowls"][s] if b["finished"])
        bonus = sum(BONUS_BY_ID[bid].points for bid, _ in obs["claimed"][s])
        #: a seat's status line: %1 cards in hand, %2 of %3 bowls finished, %4 points of bonus cards (keep it short)
        text = translate("SoupmengBoard", "hand %1 · finished %2/%3 · bonus %4 pts")
        return arg(text, obs["hand_counts"][s], finished, obs["bowls_per_player"], bonus)

    def seat_title(self, obs: Observation, s: int) -> str:
        """The seat's name, and who started the game (スタートプレイヤー)."""
        #: after a seat's name: this player started the game (スタートプレイヤー)
        return self.board.name(s) + (" · " + translate("SoupmengBoard", "start player") if obs["start"] == s else "")

    def slot_word(self, slot: str) -> str:
        return {
            #: written in a bowl's empty soup place
            "soup": translate("SoupmengBoard", "Soup"),
            #: written in a bowl's empty noodles place
            "noodles": translate("SoupmengBoard", "Noodles"),
            #: written in a bowl's empty toppings place
            "toppings": translate("SoupmengBoard", "Toppings"),
        }[slot]

    def caption(self, i: int, summary: dict[str, Any], finished: bool) -> str:
        #: under a bowl: its number and the points in it now (keep it short)
        text = arg(translate("SoupmengBoard", "Bowl %1 · %2 pts"), i + 1, summary["points"])
        if summary["lucky_in"]:  # its lucky topping is in it (known to the owner, or revealed)
            #: after a bowl's points: the bonus of the lucky topping in it ("★+10")
            text += " " + arg(translate("SoupmengBoard", "★%1"), signed(summary["lucky_points"]))
        return text + (" ✔" if finished else "")

    def penalty_warning(self, toppings: int, penalty: int) -> tuple[str, str]:
        #: a penalty on top of the bowl's card points (they still count): 「具は無制限に入れる事ができますが、
        #: ５枚以上入れた場合－１０ポイントのペナルティとなります」
        tip = translate(
            "SoupmengBoard",
            "%1 toppings: a bowl with %2 or more toppings takes a penalty of %3 at the end (its cards still count).",
        )
        return "⚠ " + signed(penalty), arg(tip, toppings, PENALTY_MIN_TOPPINGS, signed(PENALTY_POINTS))

    def next_penalty_warning(self) -> tuple[str, str]:
        #: a penalty on top of the bowl's card points: 「５枚以上入れた場合－１０ポイントのペナルティとなります」
        tip = translate("SoupmengBoard", "One more topping and this bowl takes a penalty of %1 at the end.")
        #: a warning on a bowl with 4 toppings: one more and it scores %1 (keep it short)
        warn = translate("SoupmengBoard", "⚠ next: %1")
        return arg(warn, signed(PENALTY_POINTS)), arg(tip, signed(PENALTY_POINTS))

    def pile_label(self, which: str) -> str:
        return {
            "deck": translate("SoupmengBoard", "Draw pile"),
            "discard": translate("SoupmengBoard", "Discard pile"),
            "bonus": translate("SoupmengBoard", "Bonus cards — the first bowl to meet one claims it"),
            "none": translate("SoupmengBoard", "All bonus cards have been claimed."),
        }[which]

    # -- buttons -----------------------------------------------------------------------------------------
    def button_text(self, kind: str, value: Any = None) -> str:
        """A button's words; ``value`` is the bowl (0-based) or, to discard, the card."""
        text = {
            #: a button: draw a card from the draw pile
            "draw": translate("SoupmengBoard", "Draw"),
            #: a button: finish bowl %1 with an Order up! card (いっちょあがり！)
            "finish": translate("SoupmengBoard", "Order up! bowl %1"),
            "finish_tip": translate("SoupmengBoard", "Finish bowl %1 with an Order up! card"),
            #: a button: confirm finishing bowl %1 (nothing can be added to it afterwards)
            "confirm": translate("SoupmengBoard", "Yes, Order up! bowl %1"),
            #: a button: put the chosen card into bowl %1
            "dest": translate("SoupmengBoard", "Into bowl %1"),
            #: a button: put the card %1 on the discard pile
            "discard": translate("SoupmengBoard", "Discard %1"),
        }.get(kind) or translate("SoupmengBoard", "Cancel")
        return arg(text, self.card_name(value) if kind == "discard" else value + 1) if value is not None else text

    # -- the prompt ----------------------------------------------------------------------------------------
    def prompt(self, obs: Observation, legal: list[Action]) -> str:
        self.viewer = obs["seat"]
        o = self.board.choose.offer(obs, legal)
        if o.mode == "turn":
            if o.confirm is not None:
                text = translate(
                    "SoupmengBoard",
                    "Finish bowl %1 with Order up!? Nothing can be added to it or swapped out afterwards: "
                    "choose it once more to finish it, or press Esc to keep it open.",
                )
                return arg(text, o.confirm + 1)
            if o.finish_mode:
                return translate("SoupmengBoard", "Choose the bowl to finish with Order up!.")
            if o.finishes and o.draw:
                return translate(
                    "SoupmengBoard", "Your turn: draw a card, or finish a glowing bowl with Order up! (then no draw)."
                )
            if o.finishes:
                return translate("SoupmengBoard", "Your turn: finish a glowing bowl with Order up!.")
            return translate("SoupmengBoard", "Your turn: draw a card from the draw pile.")
        if o.mode == "discard":
            if o.card:
                return arg(translate("SoupmengBoard", "Put %1 on the discard pile."), self.card_name(o.card))
            if o.swaps:
                return translate(
                    "SoupmengBoard",
                    "No card fits into any bowl: choose a card to put on the discard pile, or play the swap card.",
                )
            return translate("SoupmengBoard", "No card fits into any bowl: choose a card to put on the discard pile.")
        if o.mode == "swap":
            text = self._swap_prompt(o)
            if SWAP in o.discards and not (o.give or o.take):
                text = sentences(text, translate("SoupmengBoard", "Or put the swap card on the discard pile."))
            return text
        if o.mode == "play":
            if o.card:
                text = translate("SoupmengBoard", "Put %1 into a glowing bowl — yours or another player's.")
                return arg(text, self.card_name(o.card))
            if o.swaps:
                return translate(
                    "SoupmengBoard", "Choose a card, then the bowl to put it in (or drag it there); or play the swap card."
                )
            return translate("SoupmengBoard", "Choose a card, then the bowl to put it in (or drag it there).")
        return ""

    def _swap_prompt(self, o: Offer) -> str:
        if o.give and o.take:
            return arg(
                translate("SoupmengBoard", "You get %1: choose the bowl of yours to put it in."), self.card_name(o.take[2])
            )
        if o.give:
            text = translate(
                "SoupmengBoard", "Swap: %1 from your bowl %2 for which card? Choose a glowing card of the same kind."
            )
            return arg(text, self.card_name(o.give[1]), o.give[0] + 1)
        if o.take:
            text = translate("SoupmengBoard", "Swap: you take %1. Choose the card of your bowls to give for it.")
            return arg(text, self.card_name(o.take[2]))
        return translate(
            "SoupmengBoard", "Swap card: choose a card in one of your bowls, then a card of the same kind in another bowl."
        )

    # -- refusals --------------------------------------------------------------------------------------------
    def refusal(self, code: str, params: dict[str, Any]) -> str | None:
        own = {
            "choose_card_first": translate("SoupmengBoard", "First choose a card from your hand."),
            "draw_first": translate("SoupmengBoard", "First draw a card from the draw pile (or finish a bowl)."),
            "card_fits_nowhere": translate("SoupmengBoard", "That card fits into no bowl right now."),
            "no_swap_possible": translate("SoupmengBoard", "No swap is possible right now."),
            "swap_choose_cards": translate("SoupmengBoard", "Choose one of the glowing cards to swap."),
            "swap_choose_bowl": translate("SoupmengBoard", "Choose one of the glowing bowls for the card you get."),
            "swap_not_this": translate("SoupmengBoard", "That card cannot be part of this swap."),
            "nothing_fits": translate("SoupmengBoard", "No card fits into any bowl: choose a card for the discard pile."),
            "drop_on_bowl": translate("SoupmengBoard", "Drop the card onto a glowing bowl."),
            "drop_order_up": translate("SoupmengBoard", "Drop the Order up! card onto one of your glowing bowls."),
            "no_bowl_ready": translate(
                "SoupmengBoard", "No bowl is ready: it needs soup, noodles and at least %n topping(s).", None, FINISH_MIN_TOPPINGS
            ),
            "bonus_auto": translate(
                "SoupmengBoard",
                "Bonus cards are not played: the first bowl that meets a bonus card's condition claims it at once.",
            ),
            "hidden_hand": translate("SoupmengBoard", "The other players' hands are hidden: only the number of cards is known."),
        }
        return own.get(code) or rule_refusal(code)

    # -- a decision in words (hints) -----------------------------------------------------------------------
    def action_text(self, action: Action) -> str:
        if isinstance(action, Draw):
            return translate("SoupmengBoard", "draw a card")
        if isinstance(action, Finish):
            return arg(translate("SoupmengBoard", "Order up! for your bowl %1"), action.bowl + 1)
        if isinstance(action, Place):
            if action.seat == self.viewer:
                return arg(translate("SoupmengBoard", "put %1 into your bowl %2"), self.card_name(action.card), action.bowl + 1)
            text = translate("SoupmengBoard", "put %1 into %2's bowl %3")
            return arg(text, self.card_name(action.card), self.board.name(action.seat), action.bowl + 1)
        if isinstance(action, Swap) and action.target_seat == self.viewer:
            return arg(
                translate("SoupmengBoard", "swap %1 from your bowl %2 for %3 from your bowl %4"),
                self.card_name(action.card),
                action.bowl + 1,
                self.card_name(action.target_card),
                action.target_bowl + 1,
            )
        if isinstance(action, Swap):
            return arg(
                translate("SoupmengBoard", "swap %1 from your bowl %2 for %3 from %4's bowl %5 (into your bowl %6)"),
                self.card_name(action.card),
                action.bowl + 1,
                self.card_name(action.target_card),
                self.board.name(action.target_seat),
                action.target_bowl + 1,
                action.dest + 1,
            )
        if isinstance(action, Discard):
            return arg(translate("SoupmengBoard", "discard %1"), self.card_name(action.card))
        return super().action_text(action)

    def end_text(self, reason: str | None, seat: int | None) -> str:
        """Why the game ended, naming who finished all their bowls."""
        if reason == "all_finished" and seat is not None:
            return arg(translate("SoupmengBoard", "%1 finished all their bowls."), self.board.name(seat))
        return end_reason(reason)

    # -- the log -----------------------------------------------------------------------------------------------
    def describe(self, ev: Event) -> str | None:
        k = ev.kind
        if k == "card_moved":
            return self._describe_move(ev)
        if k == "swapped":
            return self._describe_swap(ev)
        if k == "bowl_finished":
            return arg(
                translate("SoupmengBoard", "%1: Order up! Bowl %2 is finished."), self.board.name(ev["seat"]), ev["bowl"] + 1
            )
        if k == "bonus_claimed":
            return arg(
                translate("SoupmengBoard", "%1 claims the bonus card %2 (%3 points) with bowl %4."),
                self.board.name(ev["seat"]),
                bonus_name(ev["bonus"]),
                ev["points"],
                ev["bowl"] + 1,
            )
        if k == "draw_pile_empty":
            return translate("SoupmengBoard", "The last card of the draw pile was drawn: the game ends after this turn.")
        if k == "end_reached":
            why = self.end_text(ev["reason"], ev.get("seat"))
            return sentences(why, translate("SoupmengBoard", "The game is over: the bowls are scored."))
        if k == "lucky_revealed":
            text = translate("SoupmengBoard", "%1's bowl %2: lucky topping %3 — in the bowl, %4.")
            if not ev["hit"]:
                text = translate("SoupmengBoard", "%1's bowl %2: lucky topping %3 — not in the bowl.")
            return arg(text, self.board.name(ev["seat"]), ev["bowl"] + 1, self.card_name(ev["topping"]), signed(LUCKY_POINTS))
        return None

    def _describe_move(self, ev: Event) -> str | None:
        src, dst, card = ev["src"], ev["dst"], ev.get("card")
        if src == "deck":
            drew = self.board.name(int(dst.split(":")[1]))
            if card:
                return arg(translate("SoupmengBoard", "%1 draws %2."), drew, self.card_name(card))
            return arg(translate("SoupmengBoard", "%1 draws a card."), drew)
        who = int(src.split(":")[1]) if src.startswith("hand:") else None
        if who is not None and dst.startswith("bowl:"):
            _, owner, bowl = dst.split(":")
            if int(owner) == who:
                text = translate("SoupmengBoard", "%1 puts %2 into their bowl %3.")
                return arg(text, self.board.name(who), self.card_name(card), int(bowl) + 1)
            text = translate("SoupmengBoard", "%1 puts %2 into %3's bowl %4.")
            return arg(text, self.board.name(who), self.card_name(card), self.board.name(int(owner)), int(bowl) + 1)
        if who is not None and dst == "discard":
            if card == SWAP:
                return arg(translate("SoupmengBoard", "%1 puts the swap card on the discard pile."), self.board.name(who))
            return arg(
                translate("SoupmengBoard", "%1 discards %2: no card fitted anywhere."), self.board.name(who), self.card_name(card)
            )
        return None  # swaps and bonus cards are told by their own events

    def _describe_swap(self, ev: Event) -> str:
        who = ev["seat"]
        _, _, a = ev["src"].split(":")
        _, ts, tb = ev["target"].split(":")
        _, _, d = ev["dest"].split(":")
        mine, theirs = self.card_name(ev["card"]), self.card_name(ev["target_card"])
        if int(ts) == who:
            text = translate("SoupmengBoard", "%1 exchanges %2 in their bowl %3 with %4 in their bowl %5.")
            return arg(text, self.board.name(who), mine, int(a) + 1, theirs, int(tb) + 1)
        text = translate("SoupmengBoard", "%1 swaps %2 from their bowl %3 for %4 from %5's bowl %6; %4 goes into bowl %7.")
        return arg(text, self.board.name(who), mine, int(a) + 1, theirs, self.board.name(int(ts)), int(tb) + 1, int(d) + 1)
