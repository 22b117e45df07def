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
        "serve": translate(
            "LessonSuppenkasper",
            "You hold Tischlein deck dich: you start. Serve a dish to %1, your left-hand neighbour: one main course "
            "with matching side dishes. Click %2, the five cream, then the plate. Its calories: the main course's "
            "value × the number of its side dishes.",
        ),
        "why_serve": translate("LessonSuppenkasper", "A big dish is a threat: whoever eats it gains a lot of weight."),
        "served": translate(
            "LessonSuppenkasper",
            "%1 is served and decides: eat it as it is, eat it with one reduction card, add allowed cards and pass "
            "it on to the left, or add \u201cNo, I won't eat it!\u201d and pass it on (and lose 1).",
        ),
        "grain": translate(
            "LessonSuppenkasper",
            "%1 and %2 added muesli and passed the dish on: it is back with you. 1200 × 5 + 3 × 300 = 6900 kcal: "
            "+4 on the weight table. Eat it with your grain cure: only the muesli on the plate counts, 900 kcal, "
            "and 0 to 999 kcal moves you 0.",
        ),
        "why_grain": translate("LessonSuppenkasper", "Eaten as it is, this dish would move you 4 spaces toward Dicker Brocken."),
        "serve_small": translate(
            "LessonSuppenkasper",
            "Whoever eats the dish serves a new dish. Serve %1 alone: 800 kcal, 0 on the weight table.",
        ),
        "why_small": translate("LessonSuppenkasper", "A small dish keeps the game calm while you learn the reduction cards."),
        "zero": translate(
            "LessonSuppenkasper",
            "%1 served 4300 kcal of fast food; %2 put \u201cNo, I won't eat it!\u201d on it, lost 1 and passed it "
            "to you. Once it lies on the plate, no more food may be added: only reduction cards. Eat the dish with "
            "the zero diet: without any calories.",
        ),
        "why_zero": translate("LessonSuppenkasper", "4300 kcal would be +3; the zero diet makes it 0."),
        "serve_ready": translate("LessonSuppenkasper", "Serve your ready-made meal: 700 kcal."),
        "why_ready": translate("LessonSuppenkasper", "It is the last dish you can serve; the lesson keeps it simple."),
        "laxative": translate(
            "LessonSuppenkasper",
            "Fish 1300 with five potatoes: 1300 × 5 = 6500 kcal, +4. Take the laxative: you lose 2, move your "
            "token 2 spaces toward Suppenkasper; the calories of the dish are ignored.",
        ),
        "why_laxative": translate("LessonSuppenkasper", "Losing 2 is far better than gaining 4."),
        "round_end": translate(
            "LessonSuppenkasper",
            "You ate, so you must serve the next dish, but you hold no main course, fast food or ready-made meal: "
            "the round ends. Now all players must eat the cards still in their hands, and look the total up in "
            "the weight table once. Your hand: %1. Side dishes without a matching main course count nothing.",
        ),
        "settle": translate(
            "LessonSuppenkasper",
            "%1 eats %2: %3 kcal, %4. %5 eats %6: %7 kcal, %8; %5 had lost 1 for \u201cNo, I won't eat it!\u201d "
            "before. Positions on the weight track: %9.",
        ),
        #: rulebook: "the player seated to the left of the dealer shuffles the cards anew and deals them
        #: out. A new round begins."
        "round2": translate(
            "LessonSuppenkasper",
            "Round 2: %1, to the left of the last dealer, shuffles and deals all the cards anew. The positions "
            "on the weight track carry over: %2. %3 holds Tischlein deck dich, puts it on the plate and serves first.",
        ),
        #: rulebook: "The card \"Nein! eß ich nicht\" makes the player lose \"1\" ... At the same time the
        #: player refuses to eat and serves the dish to his left-hand neighbour."
        "refuse": translate(
            "LessonSuppenkasper",
            "%1 serves you cake 1200 with four cream and a muesli: 1200 \u00d7 4 + 300 = 5100 kcal, +3. Refuse it: "
            "put \u201cNo, I won't eat it!\u201d on the dish. You lose 1 at once, and the dish goes on to %2, your "
            "left-hand neighbour.",
        ),
        "why_refuse": translate("LessonSuppenkasper", "Losing 1 is far better than gaining 3."),
        #: rulebook: "If the player refuses to eat and a reduction card \"Nein, eß ich nicht\" has been placed
        #: on the plate, no further side dishes or muesli may be added."
        "eat_plain": translate(
            "LessonSuppenkasper",
            "%1 refused %2's dish with \u201cNo, I won't eat it!\u201d too, and it is with you: meat 1400 with "
            "three dumplings and two muesli, 1400 \u00d7 3 + 2 \u00d7 300 = 4800 kcal, +3. With a \u201cNo\u201d "
            "on it, no food may be added any more. Eat it as it is this time: from \u22123 you move back to 0, "
            "the Traumfigur.",
        ),
        "why_plain": translate("LessonSuppenkasper", "Eaten as it is, the dish brings you back to the Traumfigur."),
        "serve_again": translate(
            "LessonSuppenkasper",
            "You ate, so you serve the next dish to %1: %2 with four potatoes and a muesli.",
        ),
        "why_serve_again": translate("LessonSuppenkasper", "A big dish is a threat for your neighbours, not for you."),
        #: rulebook: "Only further fast food or muesli may be served with fast food." / "Only further
        #: ready-made meals or muesli may be served with ready-made meals."
        "pass_on": translate(
            "LessonSuppenkasper",
            "Instead of eating a dish, you may add allowed cards and pass it on to %1, your left-hand neighbour: "
            "to fast food only fast food or muesli, to ready-made meals only ready-made meals or muesli. Add the "
            "highlighted card, then pass the dish on.",
        ),
        "why_pass_on": translate("LessonSuppenkasper", "A bigger dish passed on is your neighbours' worry."),
        "go_on": translate(
            "LessonSuppenkasper",
            "Small dishes now: eat each one served to you as it is (under 1000 kcal moves you 0), and serve the "
            "next dish after you ate.",
        ),
        "round2_end": translate(
            "LessonSuppenkasper",
            "%1 ate and holds no main course, fast food or ready-made meal: round 2 ends. Everyone eats the cards "
            "still in hand and looks the total up in the weight table once. Positions: %2.",
        ),
        "play_out": translate(
            "LessonSuppenkasper",
            "Then the next player deals all the cards again and a new round begins. The game ends as soon as a "
            "player reaches Suppenkasper or Dicker Brocken, at once, even in the middle of a round. Watch the rest "
            "played out quickly; the computer plays your seat.",
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
