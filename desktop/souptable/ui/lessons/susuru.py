"""The words and facts of the Super Susuru Soup lesson (``assets/lessons/susuru.json``).

``texts()`` maps the lesson's codes to sentences (the rulebook's own words where a
rule is explained); ``facts(match, board, you)`` gives the numbers of the deal as it
stands (the last scored round, the result) for the ``fact:`` arguments of a step.
"""

from __future__ import annotations

from typing import Any

from ...engine import Match
from ..games.susuru.words import chip_name, ingredient_name
from ..text import arg, items, translate


def texts() -> dict[str, str]:
    return {
        "welcome": translate(
            "LessonSusuru",
            "Welcome to Super Susuru Soup! Every player runs a ramen shop: you buy ingredients, watch what is in "
            "fashion and open your shop at the right moment. The higher an ingredient's trend order, the more cards "
            "of it you can use. This lesson plays the first two rounds with you, step by step.",
        ),
        "draw": translate(
            "LessonSusuru",
            "Your turn. As long as you have not opened shop, you do exactly one thing: procure or open shop. "
            "Procure now: draw the top card of the draw pile. Only you see it.",
        ),
        "keep": translate(
            "LessonSusuru",
            "%1: a high card. If you want the card, keep it: it joins your hand. Important: once an ingredient card "
            "is in your hand you can never discard it, so think before you add a card.",
        ),
        "why_keep": translate("LessonSusuru", "A 10 is the highest value there is: a card worth keeping."),
        "market_seen": translate(
            "LessonSusuru",
            "%1 did not want the card they drew: they turned it face up and placed it next to the draw pile. "
            "Cards placed there are the market ingredients: %2 is waiting there. Remember it.",
        ),
        "draw_again": translate("LessonSusuru", "Your turn again: draw the top card of the draw pile."),
        "to_market": translate(
            "LessonSusuru",
            "%1 is low, and a card in your hand can never be discarded. If you don't want it, turn it face up and "
            "place it in the market: click the market.",
        ),
        "why_market": translate("LessonSusuru", "A low card of a second ingredient can only cost you points later."),
        "take": translate(
            "LessonSusuru",
            "The other way to procure: take one market ingredient of your choice and add it to your hand. "
            "Take %1: with your %2, that makes two cards of one ingredient. On any one turn you use only one of "
            "the two ways.",
        ),
        "why_take": translate("LessonSusuru", "Two high cards of one ingredient are what you open shop with."),
        "open_shop": translate(
            "LessonSusuru",
            "You don't need any more ingredients: open shop. Opening shop is also the moment when you decide the "
            "trend order of one ingredient: place a card from your hand face up under a free trend order marker. "
            "Choose %1, then marker 3: chicken carcass becomes the most trendy ingredient, up to 3 cards.",
        ),
        "why_open": translate(
            "LessonSusuru",
            "With two high chicken carcass cards, making chicken carcass the most trendy ingredient now keeps them both.",
        ),
        "trend": translate(
            "LessonSusuru",
            "The number on a marker is the card limit of its ingredient: 3, 2 or 1. If you hold more cards of an "
            "ingredient than its limit, you lose all cards of that ingredient, not just the extra ones. An "
            "ingredient without a marker has a limit of 0. The card you placed still counts as part of your hand.",
        ),
        "income": translate(
            "LessonSusuru",
            "Once you have opened shop, you take income on every later turn instead: the top card of the draw pile, "
            "face down, kept apart from your hand. Every income card is worth 3 points, whatever its value.",
        ),
        "all_but_one": translate(
            "LessonSusuru",
            "%1 opened shop and decided a trend order too. Now all players but one have opened: %2 takes one last "
            "normal turn, then decides the trend order of one more ingredient with the last marker. Then the round ends.",
        ),
        "round_hand": translate(
            "LessonSusuru",
            "The round is over. Trend order: %1. %2 has no marker: limit 0. First, for each ingredient, check its "
            "card limit. Your hand: %3, within the limit, so your hand points are %4.",
        ),
        "round_income": translate(
            "LessonSusuru",
            "Then add 3 points for each income card. Your income cards: %1, worth %2 income points. Your score: %3.",
        ),
        "round_others": translate(
            "LessonSusuru",
            "%1 held %2, over the limit: those cards score nothing. %1 scores %3. %4 keeps every card and scores %5.",
        ),
        "round_chips": translate(
            "LessonSusuru",
            "The players take scoring chips by rank: gold (3 stars) for 1st, silver (2) for 2nd, bronze (1) for 3rd. "
            "You are 1st and take the %1 chip. One star is one victory point.",
        ),
        #: rulebook, Victory Points: "The player to the left of the current start player becomes the next
        #: start player, and the game returns to 1. Setup."
        "round2": translate(
            "LessonSusuru",
            "Round 2 begins. The player to the left of the last start player becomes the start player: %1 starts. "
            "Everything is set up anew: all cards are shuffled into a new draw pile and every trend order marker "
            "is free again. Only the scoring chips you took carry over.",
        ),
        "hold_back": translate(
            "LessonSusuru",
            "Your turn: procure. This round you hold back and do not open shop: draw, then keep the card or put "
            "it into the market, as the lesson suggests.",
        ),
        "why_hold": translate(
            "LessonSusuru",
            "The lesson keeps you from opening this round, so that you are the player who decides the last trend "
            "order at its end.",
        ),
        #: rulebook: "After the last player to open shop (A), turns are taken in turn order up to the player
        #: who has not opened shop (C), and then the round ends."
        "last_turn": translate(
            "LessonSusuru",
            "%1 opened shop: all players but you have opened. Play goes on up to you, and you take one last "
            "normal turn: draw, then keep the card.",
        ),
        #: rulebook: "In a 3-player game, C takes the turn, decides the trend order of the ingredients, and
        #: the round ends."
        "claim": translate(
            "LessonSusuru",
            "Marker 1 is still free, so you, the last player who has not opened, decide the trend order of one "
            "more ingredient, as an opener would: place %1 from your hand under marker 1. Then the round ends.",
        ),
        "why_claim": translate(
            "LessonSusuru",
            "Chemical seasoning under marker 1 keeps your 10. Chicken carcass there would still lose both your "
            "chicken carcass cards: 2 cards are over a limit of 1.",
        ),
        "claim_scored": translate(
            "LessonSusuru",
            "Round 2 is scored like the first. Chicken carcass has no marker, so your %1 score nothing; the "
            "chemical seasoning 10 counts. You score %2 and take the %3 chip.",
        ),
        "play_out": translate(
            "LessonSusuru",
            "Play as many rounds as there are players: every player is the start player once, moving one seat to "
            "the left each round. Watch the last round played out quickly; the computer plays your seat.",
        ),
        "game_end": translate(
            "LessonSusuru",
            "The game is over. Stars: %1. The player with the most victory points wins; if players are tied, the "
            "one with more gold chips wins. Gold chips: %2.",
        ),
    }


def facts(match: Match, board: Any, you: int) -> dict[str, str]:
    """The numbers of the last scored round and of the result, as text."""
    state = match.state
    out: dict[str, str] = {}
    if state.history:
        summary = state.history[-1]
        marked = {kind for kind in summary["trend"].values() if kind}
        out["trend"] = items([arg("%1: %2", m, ingredient_name(kind)) for m, kind in summary["trend"].items() if kind])
        out["unmarked"] = items([ingredient_name(k) for k in summary["limits"] if k not in marked])
        for row in summary["players"]:
            s = row["seat"]
            out[f"p{s}_scored"] = items([board.card_name(card) for card in row["scored"]])
            out[f"p{s}_hand"] = str(row["hand_points"])
            out[f"p{s}_discarded"] = items([board.card_name(card) for card in row["discarded"]])
            out[f"p{s}_income_n"] = str(len(row["income"]))
            out[f"p{s}_income"] = str(row["income_points"])
            out[f"p{s}_points"] = str(row["points"])
            out[f"p{s}_chip"] = chip_name(row["chip"])
    res = match.rules.result(state)
    if res is not None:
        out["stars"] = items([arg("%1 %2", board.name(s), int(res.scores[s])) for s in range(match.players)])
        golds = [c["gold"] for c in res.detail["chips"]]
        out["gold"] = items([arg("%1 %2", board.name(s), golds[s]) for s in range(match.players)])
    return out
