"""The words and facts of the Soup Meng Ramen lesson (``assets/lessons/soupmeng.json``)."""

from __future__ import annotations

from typing import Any

from ...engine import Match
from ..games.soupmeng.words import bonus_name, card_name
from ..text import arg, items, translate


def texts() -> dict[str, str]:
    return {
        #: rulebook, game end: "① 誰か１人が全ての丼に、いっちょあがり！カードを使用した場合" and "② スープメング
        #: カードの山札が無くなった場合 ... 山札から最後の１枚を引いた人のターンが終わったら、ゲーム終了です。"
        "welcome": translate(
            "LessonSoupmeng",
            "Welcome to Soup Meng Ramen! Every player runs a few bowls of ramen: fill them with soup, noodles and "
            "toppings, hope for the lucky topping hidden under each bowl, snap up the bonus cards and call out "
            "\u201cOrder up!\u201d when a bowl is done. The game ends in one of two ways: when one player has finished "
            "all their bowls, or when the draw pile runs out, after the turn of the player who drew its last card.",
        ),
        "lucky": translate(
            "LessonSoupmeng",
            "These are your two bowl cards. The back of every bowl card shows a lucky topping, and only you may "
            "look at yours: %1 for your first bowl, %2 for your second. If, at the end of the game, a bowl "
            "contains its lucky topping, you score +10 points.",
        ),
        "draw": translate(
            "LessonSoupmeng",
            "On your turn, you take exactly one action. Add a card to a bowl: draw 1 card from the draw pile, so "
            "that you hold 4 cards. Then play 1 of your 4 cards.",
        ),
        "place_lucky": translate(
            "LessonSoupmeng",
            "A bowl holds one soup, one noodles and any number of toppings, in any order. Put %1 into your second "
            "bowl: it is that bowl's lucky topping. Click the card, then the bowl.",
        ),
        "why_place": translate("LessonSoupmeng", "The lucky topping is worth 10 points in its own bowl."),
        "helped": translate(
            "LessonSoupmeng",
            "%1 and %2 put their cards into your bowl: a player may also place a card on another player's bowl, "
            "wherever it fits. Beware: a bowl with 5 or more toppings costs you \u221210 points at the end.",
        ),
        "draw_again": translate("LessonSoupmeng", "Your turn: draw a card."),
        "swap": translate(
            "LessonSoupmeng",
            "You drew a swap card. Instead of placing a card, exchange one card in one of your bowls with one card "
            "of the same kind in another player's bowl: your %1 for %2's %3. Click the swap card, then the two "
            "cards. The swap card is then discarded.",
        ),
        "why_swap": translate("LessonSoupmeng", "Two chashu in one bowl are half of the bonus card Chashu Men."),
        "bonus": translate(
            "LessonSoupmeng",
            "%1 put thin noodles into your second bowl: it now holds a soup, noodles and 2 chashu. A bonus card is "
            "claimed the instant one bowl of a player meets its condition, whoever made it complete: %2 is yours.",
        ),
        "order_up": translate(
            "LessonSoupmeng",
            "Your second bowl holds one soup, one noodles and at least two toppings: finish it. Place an Order up! "
            "card on it (no card is drawn for this action). A finished bowl is frozen until the end of the game.",
        ),
        "why_order": translate(
            "LessonSoupmeng", "Finished, nobody can swap your chashu away or spoil the bowl with more toppings."
        ),
        "draw_third": translate("LessonSoupmeng", "Your turn: draw a card again."),
        #: rulebook, ラーメン作り: "スープと麺は丼に１つずつしか入れられませんが、既に丼に入っているスープ、麺と
        #: 同じスープメングカードなら丼に追加する事が可能です。（スープ増量・麺増量）"
        "other_bowl": translate(
            "LessonSoupmeng",
            "None of your cards fits your own bowls now: your first bowl already has shoyu and medium noodles, "
            "and a bowl can only hold one kind of soup and one kind of noodles. A card identical to the soup or "
            "noodles already in a bowl, though, may always be added to it: extra soup, extra noodles. %2's first "
            "bowl holds %1: put your %1 into it.",
        ),
        "why_other": translate(
            "LessonSoupmeng",
            "Every card of yours goes to another player's bowl now: the lesson picked the one that shows extra soup.",
        ),
        "played_turns": translate(
            "LessonSoupmeng",
            "The lesson now plays your next turns for you: each time you draw a card and put it into another "
            "player's bowl, and you keep your thick noodles and tonkotsu. Watch the other bowls fill up.",
        ),
        #: rulebook, 行動B: "※自分の丼にも他プレイヤーの丼にもカードを入れられない場合は捨て場を作り、そこに捨ててください。"
        "discard": translate(
            "LessonSoupmeng",
            "None of your four cards fits any bowl at the table: you hold no topping, and every unfinished bowl "
            "already has a soup and noodles of other kinds. Only then may you discard: put one card of your "
            "hand onto the discard pile. Discard %1.",
        ),
        "why_discard": translate("LessonSoupmeng", "You hold two of each: it does not matter which one goes."),
        #: rulebook, game end: "② スープメングカードの山札が無くなった場合 ... 山札から最後の１枚を引いた人の
        #: ターンが終わったら、ゲーム終了です。"
        "pile_end": translate(
            "LessonSoupmeng",
            "The lesson plays on to the end. Nobody finishes all their bowls this time: the game ends when the "
            "draw pile runs out, after the turn of the player who drew its last card.",
        ),
        "score_you": translate(
            "LessonSoupmeng",
            "Everyone reveals their lucky toppings and adds up: the points of every card in your bowls, %1; +10 "
            "for each bowl that contains its lucky topping, %2; the bonus cards you claimed, %3. Total: %4.",
        ),
        "score_end": translate(
            "LessonSoupmeng",
            "Cards still in hand count for nothing, and each bowl with 5 or more toppings costs its owner "
            "\u221210. Totals: %1. The player with the highest total wins.",
        ),
    }


def facts(match: Match, board: Any, you: int) -> dict[str, str]:
    state = match.state
    out: dict[str, str] = {}
    for i, bowl in enumerate(state.bowls[you]):
        out[f"lucky{i}"] = card_name(bowl.lucky)
    won = [bonus_name(b) for b, _bowl in state.claimed[you]]
    out["won"] = items(won)
    rounds = match.rules.rounds(state)
    if rounds:
        rows = {r["seat"]: r for r in rounds[-1]["players"]}
        me = rows[you]
        out["cards"] = " + ".join(str(b["card_points"]) for b in me["bowls"]) + arg(" = %1", me["card_points"])
        out["lucky"] = str(me["lucky_points"])
        bonus = [arg("%1 %2", bonus_name(b["bonus"]), b["points"]) for b in me["bonus"]]
        out["bonus"] = items(bonus) or "0"
        out["total"] = str(me["total"])
        out["totals"] = items([arg("%1 %2", board.name(s), rows[s]["total"]) for s in sorted(rows)])
    return out
