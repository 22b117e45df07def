"""The words and facts of the Salty lesson (``assets/lessons/salty.json``)."""

from __future__ import annotations

from typing import Any

from ...engine import Match
from ..games.salty.words import food_name, seasoning_name
from ..text import arg, items, translate


def texts() -> dict[str, str]:
    return {
        "welcome": translate(
            "LessonSalty",
            "Welcome to Salty! In a round, every player plays one card from their hand; the winner of the round "
            "takes a seasoning cube. At the start of each meal you predict how many cubes you will win, by choosing "
            "a food card. This lesson plays the first meal and the start of the second with you.",
        ),
        "pick": translate(
            "LessonSalty",
            "Starting with the Last Player, %1, and going counter-clockwise, each player picks one food card. The "
            "number of plates on a food card is your bet. Take Karaage: 3 plates, an accuracy bonus of +15 per cube "
            "and a variety bonus of 20 per colour.",
        ),
        "why_pick": translate("LessonSalty", "Three cubes is a bet your hand can make."),
        "side": translate(
            "LessonSalty",
            "Now everyone secretly decides which side to bet on: the face (the bet is the number of plates) or the "
            "back (a bet of 0), and everyone reveals at the same time. Bet on the face: 3 cubes.",
        ),
        "why_side": translate("LessonSalty", "A bet of 0 scores only if you win no cube at all."),
        "discard": translate(
            "LessonSalty",
            "Before the meal, choose 2 seasoning cards from your hand and discard them face down. Look at the bets "
            "and at the cubes on the shelf first: the shelf holds %1. Discard %2 and %3.",
        ),
        "why_discard": translate("LessonSalty", "Cards far from the number of salt cubes rarely win a round."),
        "lead": translate(
            "LessonSalty",
            "You are the First Player, to the left of the Last Player: choose any card from your hand and play it. Play %1.",
        ),
        "why_lead": translate("LessonSalty", "A card close to the number of salt cubes has a good chance to win."),
        "trick": translate(
            "LessonSalty",
            "Who wins the round: the seasoning played by the most players is the main seasoning. Of its cards, the "
            "one whose value is closest to the number of salt cubes on the shelf wins; if equally close, the lower "
            "value; then the saltier seasoning. You won: the %1 cube lies on a plate of your food card.",
        ),
        "lead_again": translate(
            "LessonSalty",
            "The winner of the round is the First Player of the next round and starts it with any card. Play %1.",
        ),
        "why_lead_again": translate("LessonSalty", "A low mayonnaise is unlikely to win: you need only 3 cubes."),
        "follow": translate(
            "LessonSalty",
            "%1 led salt and %2 followed. You must play a card of the same seasoning as the card played by the "
            "previous player, if you have one. You have salt: play %3.",
        ),
        "why_follow": translate("LessonSalty", "Of your salt cards, the lowest is least likely to win."),
        "salt": translate(
            "LessonSalty",
            "When a salt cube is taken, the reference number changes: now the shelf holds %1. Follow with salt again: %2.",
        ),
        "why_salt": translate("LessonSalty", "The lesson saves your other salt card for later."),
        "play_on": translate(
            "LessonSalty",
            "Play on: follow the previous player's seasoning when you can, any card when you cannot. Your bet is 3 "
            "cubes; cubes beyond your plates cost 10 points each. The highlighted card keeps you on your bet.",
        ),
        "why_play_on": translate("LessonSalty", "The lesson's card keeps you on exactly three cubes of three colours."),
        "score_you": translate(
            "LessonSalty",
            "The meal is over. Each cube on a plate: +10, so %1. You won exactly as many cubes as plates: accuracy "
            "bonus 15 × 3 = %2. Variety bonus: 20 per colour on your plates = %3. Total: %4, the maximum of Karaage.",
        ),
        "score_others": translate(
            "LessonSalty",
            "Scores of this meal: %1. Scores add up over the meals.",
        ),
        #: rulebook, End of the Meal: "The Last Player of the next round will be the player with the lowest total
        #: score. In case of a tie, the player with the lowest score in the previous Meal will be the Last Player."
        "meal2": translate(
            "LessonSalty",
            "Meal 2 begins. The Last Player of a new meal is the player with the lowest total score (if tied, the "
            "lower score in the last meal): %1, with a total of %2. %1 takes a food card first, again "
            "counter-clockwise, and the player to the left of %1 is the First Player: you again.",
        ),
        #: rulebook: "After writing down the score, set everything up for the next Meal." and "If you score
        #: below 0 (negative), that score carries over to the next Meal!"
        "carry": translate(
            "LessonSalty",
            "Only the total scores carry over, negative ones too: %1. Everything else starts anew: every cube goes "
            "back into the bag and new ones are drawn onto the shelf (%2), the seasoning cards are shuffled and "
            "dealt again, and all six food cards are back in the middle.",
        ),
        "pick2": translate(
            "LessonSalty",
            "%1 took %2 and %3 took %4. Take Okonomiyaki: 5 plates and an accuracy bonus of +20 per cube. Food "
            "cards with 5 or 6 plates give no variety bonus, so its maximum is 150.",
        ),
        "why_pick2": translate(
            "LessonSalty", "Many of your cards are close to the number of salt cubes: five cubes is a bet your hand can make."
        ),
        "side2": translate(
            "LessonSalty",
            "Choose your side; the others choose after you, and all are revealed together. Bet on the face: 5 "
            "cubes. A bet of 0 that wins no cube scores 100 for each player who bet 0 in this meal.",
        ),
        "why_side2": translate("LessonSalty", "This hand will win cubes: on a bet of 0, each of them costs 10 points."),
        "discard2": translate(
            "LessonSalty",
            "The shelf holds %1 in this meal. Discard the cards farthest from that number: %2 and %3.",
        ),
        "lead2": translate(
            "LessonSalty",
            "As the First Player you start the first round of the meal with any card. Play %1: its value is the "
            "number of salt cubes.",
        ),
        "why_lead2": translate(
            "LessonSalty", "A card equal to the number of salt cubes wins unless more players play another seasoning."
        ),
        "won2": translate(
            "LessonSalty",
            "You won the round, and a salt cube lies on your plate: now the shelf holds %1. As the winner you start "
            "the next round.",
        ),
        "play_out": translate(
            "LessonSalty",
            "The game ends when as many meals have been played as there are players: 3. Watch the rest of this "
            "meal and the last meal played out quickly; the computer plays your seat.",
        ),
        "game_end": translate(
            "LessonSalty",
            "The game is over. Totals: %1. The player with the highest total score wins: %2.",
        ),
    }


def cubes(seasoning: str, count: int) -> str:
    """``count`` cubes of one seasoning, in the plural the count asks for ("1 salt cube", "2 salt cubes")."""
    if seasoning == "salt":
        #: how many salt cubes lie on the shelf, said in the lesson ("the shelf holds 3 salt cubes")
        return translate("LessonSalty", "%n salt cube(s)", None, count)
    if seasoning == "shoyu":
        #: the second-saltiest seasoning's cubes on the shelf (ソース in the Japanese edition)
        return translate("LessonSalty", "%n shoyu cube(s)", None, count)
    if seasoning == "ketchup":
        return translate("LessonSalty", "%n ketchup cube(s)", None, count)
    return translate("LessonSalty", "%n mayonnaise cube(s)", None, count)


def facts(match: Match, board: Any, you: int) -> dict[str, str]:
    state = match.state
    public = match.observe(None)
    out: dict[str, str] = {"salt": cubes("salt", public["shelf"]["salt"])}
    out["my_cubes"] = items([seasoning_name(c) for c in public["plates"][you]])
    names = [board.name(s) for s in range(match.players)]
    out["shelf"] = items([cubes(s, k) for s, k in public["shelf"].items() if k])
    last = public["last_player"]
    out["last"] = names[last]
    out["last_total"] = str(public["totals"][last])
    for s, food in enumerate(public["food"]):
        if food:
            out[f"food_{s}"] = food_name(food)
    rounds = match.rules.rounds(state)
    if rounds:
        summary = rounds[-1]
        rows = {r["seat"]: r for r in summary["players"]}
        me = rows[you]
        out["plates"] = str(me["items"]["plates"])
        out["accuracy"] = str(me["items"]["accuracy"])
        out["variety"] = str(me["items"]["variety"])
        out["score"] = str(me["score"])
        out["food"] = food_name(me["food"])
        out["cubes"] = items([seasoning_name(c) for c in me["cubes_on_plates"]])
        out["scores"] = items([arg("%1 %2", names[s], rows[s]["score"]) for s in sorted(rows)])
        out["totals"] = items([arg("%1 %2", names[s], rows[s]["total"]) for s in sorted(rows)])
    res = match.rules.result(state)
    if res is not None:
        out["totals"] = items([arg("%1 %2", names[s], int(res.scores[s])) for s in range(match.players)])
        out["winners"] = items([names[s] for s in res.winners])
    return out
