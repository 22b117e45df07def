"""The words and facts of the Suppenkasper lesson (``assets/lessons/suppenkasper.json``)."""

from __future__ import annotations

from typing import Any

from ...engine import Match
from ...games.suppenkasper.cards import REDUCTIONS
from ..games.suppenkasper.faces import cards_text, steps_text
from ..text import arg, items, translate


def texts() -> dict[str, str]:
    return {
        "welcome": translate(
            "LessonSuppenkasper",
            "Welcome to Suppenkasper! Every player starts at their dream figure, the Traumfigur. By placing dishes "
            "on the plate you ask your left-hand neighbour to eat them. If a player wastes away to Suppenkasper or "
            "bursts as a Dicker Brocken, the game ends: the winner is the player closest to the Traumfigur.",
        ),
        #: rulebook: "The player holding the card \"Tischlein deck' Dich\" begins and places this card on the
        #: plate." / "Only matching side dishes (of the same colour) or muesli may be served with the main courses"
        "start": translate(
            "LessonSuppenkasper",
            "%1 holds Tischlein deck dich: %1 starts, puts it on the plate and serves a dish to %2, the left-hand "
            "neighbour: one main course with matching side dishes (dumplings with meat, potatoes with fish, cream "
            "with cake); muesli goes with everything. Its calories: the main course's value \u00d7 the number of "
            "its side dishes, plus the muesli.",
        ),
        "served": translate(
            "LessonSuppenkasper",
            "%1 is served and decides: eat it as it is, eat it with one reduction card, add allowed cards and pass "
            "it on to the left, or add \u201cNo, I won't eat it!\u201d and pass it on (and lose 1).",
        ),
        "pass_potato": translate(
            "LessonSuppenkasper",
            "%1 added a muesli and passed the dish on to you: fish 1300 with three potatoes and three muesli, "
            "1300 \u00d7 3 + 3 \u00d7 300 = 4800 kcal, +3 on the weight table. Do not eat it: add your potato "
            "(potatoes go with fish) and pass the dish on to %2, your left-hand neighbour.",
        ),
        "why_potato": translate(
            "LessonSuppenkasper", "A dish passed on is your neighbour's worry: with four potatoes it is 6100 kcal, +4."
        ),
        #: rulebook: "If the player refuses to eat and a reduction card \"Nein, eß ich nicht\" has been placed
        #: on the plate, no further side dishes or muesli may be added."
        "grain": translate(
            "LessonSuppenkasper",
            "%1 and %2 both put \u201cNo, I won't eat it!\u201d on the dish, lost 1 each and passed it on: it is "
            "back with you. With a \u201cNo\u201d on the plate no more food may be added, only reduction cards. "
            "1300 \u00d7 4 + 3 \u00d7 300 = 6100 kcal would be +4: eat it with your grain cure instead. Only the "
            "muesli counts, 900 kcal, and 0 to 999 kcal moves you 0.",
        ),
        "why_grain": translate("LessonSuppenkasper", "Eaten as it is, this dish would move you 4 spaces toward Dicker Brocken."),
        "serve_meat": translate(
            "LessonSuppenkasper",
            "Whoever eats the dish serves a new dish to the left-hand neighbour. Serve %1 with your three "
            "dumplings: click %1, the three dumplings, then the plate. 1400 \u00d7 3 = 4200 kcal, +3 for whoever "
            "eats it.",
        ),
        "why_serve": translate("LessonSuppenkasper", "A big dish is a threat: whoever eats it gains a lot of weight."),
        #: rulebook: "The card \"Nein! eß ich nicht\" makes the player lose \"1\" ... At the same time the
        #: player refuses to eat and serves the dish to his left-hand neighbour."
        "refuse": translate(
            "LessonSuppenkasper",
            "%1 added a dumpling and %2 a muesli: your own dish is back, 1400 \u00d7 4 + 300 = 5900 kcal, +3. "
            "Refuse it: put \u201cNo, I won't eat it!\u201d on the dish. You lose 1 at once, and the dish goes on "
            "to %1, your left-hand neighbour.",
        ),
        "why_refuse": translate("LessonSuppenkasper", "Losing 1 is far better than gaining 3."),
        #: rulebook: "Only further fast food or muesli may be served with fast food." / "Only further
        #: ready-made meals or muesli may be served with ready-made meals."
        "pass_on": translate(
            "LessonSuppenkasper",
            "Instead of eating a dish, you may add allowed cards and pass it on to %1, your left-hand neighbour: "
            "to fast food only fast food or muesli, to ready-made meals only ready-made meals or muesli. Add the "
            "highlighted card, then pass the dish on.",
        ),
        "why_pass_on": translate("LessonSuppenkasper", "A bigger dish passed on is your neighbours' worry."),
        #: rulebook: "The winner is the player who ... stands on the \"Traumfigur\" field, or closest to it."
        "eat_plain": translate(
            "LessonSuppenkasper",
            "%1 serves you meat 1600 with two dumplings: 1600 \u00d7 2 = 3200 kcal, +2. You stand at \u22121. "
            "Eat it as it is this time: the winner is the player closest to the Traumfigur, not the thinnest one, "
            "and +2 takes you to +1.",
        ),
        "why_plain": translate(
            "LessonSuppenkasper",
            "Refused, you would stand at \u22122; with the laxative at \u22123: both farther from the Traumfigur than +1.",
        ),
        "serve_ready": translate("LessonSuppenkasper", "Serve your ready-made meal: 700 kcal."),
        "why_ready": translate("LessonSuppenkasper", "It is the last dish you can serve; the lesson keeps it simple."),
        "refuse_last": translate(
            "LessonSuppenkasper",
            "%1 serves you meat 1200 alone: 1200 kcal, +1. Refuse it with your last \u201cNo, I won't eat it!\u201d: "
            "from +1 you lose 1, back to the Traumfigur, and %2 must decide.",
        ),
        "why_refuse_last": translate(
            "LessonSuppenkasper", "Eaten, the dish would take you to +2; refused, you stand on the Traumfigur."
        ),
        #: rulebook: "The round ends when a player, after eating, can no longer play a new card." / "Reduction
        #: cards and side dishes without a matching main course count for nothing."
        "round_end": translate(
            "LessonSuppenkasper",
            "%1 ate and must serve the next dish, but holds no main course, fast food or ready-made meal: the round "
            "ends. Now all players eat the cards still in their hands and look the total up in the weight table "
            "once; reduction cards and side dishes without a matching main course count nothing, so your hand counts "
            "nothing. Positions: %2.",
        ),
        #: rulebook: "the player seated to the left of the dealer shuffles the cards anew and deals them
        #: out. A new round begins."
        "round2": translate(
            "LessonSuppenkasper",
            "Round 2: %1, to the left of the last dealer, shuffles and deals all the cards anew. The positions "
            "on the weight track carry over: %2. %3 holds Tischlein deck dich, puts it on the plate and serves first.",
        ),
        #: rulebook: "Muesli goes with everything."
        "muesli": translate(
            "LessonSuppenkasper",
            "%1 serves you meat 1200 with two dumplings and a muesli: 1200 \u00d7 2 + 300 = 2700 kcal, +2. Muesli "
            "goes with every dish: add one and pass the dish on to %2.",
        ),
        #: rulebook: "If \"Nein, eß ich nicht\" has been served, only reduction cards may still be played."
        "refuse_again": translate(
            "LessonSuppenkasper",
            "%1 and %2 refused it: the dish, 1200 \u00d7 2 + 2 \u00d7 300 = 3000 kcal, +2, is with you again. Only "
            "reduction cards may be played on it now, and you have another \u201cNo, I won't eat it!\u201d: "
            "refuse it too.",
        ),
        "why_refuse_again": translate("LessonSuppenkasper", "From the Traumfigur, \u22121 is closer than +2."),
        "eat_ready": translate(
            "LessonSuppenkasper",
            "%1 serves you two ready-made meals: 2 \u00d7 700 = 1400 kcal, +1. Eat them as they are: from \u22121 "
            "you move back to the Traumfigur.",
        ),
        "why_eat_ready": translate("LessonSuppenkasper", "Eaten as it is, the dish brings you back to the Traumfigur."),
        "serve_again": translate(
            "LessonSuppenkasper",
            "You ate, so you serve the next dish to %1: %2 with your two dumplings, 1400 \u00d7 2 = 2800 kcal, +2.",
        ),
        "why_serve_again": translate("LessonSuppenkasper", "A big dish is a threat for your neighbours, not for you."),
        "pass_more": translate(
            "LessonSuppenkasper",
            "%1 serves you fast food: 1000 kcal. You may add several allowed cards at once: add both your fast "
            "food and a muesli, 3300 kcal, +2, and pass the dish on to %2.",
        ),
        #: rulebook: "If several main courses of the same colour are present, the side dishes may be
        #: distributed over one of the main courses." (the 600er/1200er Torte example)
        "assign": translate(
            "LessonSuppenkasper",
            "%1 ate and holds nothing to serve: round 2 ends, and everyone eats their hand. You hold two fish, 900 "
            "and 1100, and three potatoes: all side dishes of one colour go on one main course of that colour, and "
            "you choose which. Put the potatoes on fish 900: 900 \u00d7 3 + 1100 = 3800 kcal, not "
            "1100 \u00d7 3 + 900 = 4200.",
        ),
        "why_assign": translate(
            "LessonSuppenkasper",
            "On the smaller main course the side dishes multiply fewer calories: 7500 kcal in all instead of 7900.",
        ),
        "settle2": translate(
            "LessonSuppenkasper",
            "Round 2 is scored. You eat %1: %2 kcal, %3 on the weight table. Positions: %4.",
        ),
        #: rulebook: "The round ends when ... no main course, ready-made meal or fast food remains with the
        #: player who must play out; he cannot play out." The holder of Tischlein deck dich must play out first.
        "cannot_serve": translate(
            "LessonSuppenkasper",
            "Round 3: %1 deals. You hold Tischlein deck dich and put it on the plate, but you hold no main course, "
            "fast food or ready-made meal: you cannot serve a dish, so the round ends at once, before its first dish. "
            "End the round: then everyone eats the cards in their hands.",
        ),
        "settle3": translate(
            "LessonSuppenkasper",
            "Everyone ate their hand. You: %1 kcal, %2. %3: %4 kcal, %5. %6: %7 kcal, %8.",
        ),
        "game_end": translate(
            "LessonSuppenkasper",
            "%1 reached Dicker Brocken: the game is over. Positions: %2. The winner is the player on the "
            "Traumfigur or closest to it; players equally close all win: %3.",
        ),
    }


def facts(match: Match, board: Any, you: int) -> dict[str, str]:
    state = match.state
    out: dict[str, str] = {}
    names = [board.name(s) for s in range(match.players)]
    out["positions"] = items([arg("%1 %2", names[s], steps_text(p)) for s, p in enumerate(state.positions)])
    rounds = match.rules.rounds(state)
    if rounds and rounds[-1].get("settlement"):
        for row in rounds[-1]["settlement"]["players"]:
            s = row["seat"]
            out[f"p{s}_hand"] = cards_text(row["hand"])
            out[f"p{s}_eats"] = cards_text([c for c in row["eats"] if c not in REDUCTIONS])
            out[f"p{s}_kcal"] = str(row["kcal"])
            out[f"p{s}_steps"] = steps_text(row["steps"])
        out["round_positions"] = items([arg("%1 %2", names[s], steps_text(p)) for s, p in enumerate(rounds[-1]["positions"])])
    res = match.rules.result(state)
    if res is not None:
        pos = res.detail["positions"]
        out["positions"] = items([arg("%1 %2", names[s], steps_text(p)) for s, p in enumerate(pos)])
        out["winners"] = items([names[s] for s in res.winners])
        out["burst"] = items([names[s] for s in range(match.players) if abs(pos[s]) >= 10])
    return out
