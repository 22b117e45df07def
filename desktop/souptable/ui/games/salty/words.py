"""Salty in words: every sentence the table says (names, labels, tooltips, prompts,
refusals, the log), in the rulebook's terms; the scores and the meal summary are the
panel's (:mod:`.panel`).

Translation contexts: "Salty" for the game's names and the engine's refusals,
"SaltyBoard" for what the table says. Literal source strings only, so that
``pyside6-lupdate`` finds them. Tooltips say only what the observation given
to them holds (what the viewing seat may know). No rules and no layout here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import Action, Event, Observation
from ....games.salty.actions import ChooseSide, Discard, PickFood, Play
from ....games.salty.cards import (
    DISCARD,
    FOODS,
    HAND_SIZE,
    OUTSIDE_POINTS,
    PLATE_POINTS,
    SEASONINGS,
    VARIETY_PLATES,
    VARIETY_POINTS,
    ZERO_BET_POINTS,
    bet,
    seasoning,
)
from ...table.board import WordsPart
from ...text import and_list, arg, decimal, items, translate

if TYPE_CHECKING:
    from .board import SaltyBoard


# -- names (context "Salty") -------------------------------------------------------------
def seasoning_name(s: str) -> str:
    return {
        "salt": translate("Salty", "Salt"),
        #: the second-saltiest seasoning: "Shoyu" in the English rulebook, ソース in the Japanese edition (use ソース)
        "shoyu": translate("Salty", "Shoyu"),
        "ketchup": translate("Salty", "Ketchup"),
        "mayo": translate("Salty", "Mayonnaise"),
    }[s]


def card_name(card: str) -> str:
    s, v = card.split("-")
    #: a seasoning card's name: %1 the seasoning, %2 its value ("Shoyu 3.5"; German writes 3,5)
    return arg(translate("Salty", "%1 %2"), seasoning_name(s), decimal(v))


def food_name(food: str) -> str:
    return {
        "tomato": translate("Salty", "Tomato"),
        "fried_egg": translate("Salty", "Fried Egg"),
        "karaage": translate("Salty", "Karaage"),
        "french_fries": translate("Salty", "French Fries"),
        "okonomiyaki": translate("Salty", "Okonomiyaki"),
        "hamburg": translate("Salty", "Hamburg Steak"),
    }.get(food, food)


def food_with_side(food: str, side: str | None) -> str:
    """A food card and the side it lies on: "Karaage (front)"."""
    if side == "front":
        #: a food card lying on its front (its plates are the bet): %1 the food
        return arg(translate("Salty", "%1 (front)"), food_name(food))
    if side == "back":
        #: a food card lying on its back (a bet of 0 cubes): %1 the food
        return arg(translate("Salty", "%1 (back)"), food_name(food))
    #: a food card whose side is not known yet: %1 the food
    return arg(translate("Salty", "%1 (side hidden)"), food_name(food))


def points(value: int) -> str:
    """A signed number of points as printed ("+10", "−10")."""
    return f"+{value}" if value > 0 else str(value).replace("-", "−")


def refusal(code: str, p: dict[str, Any]) -> str | None:
    """The rulebook's words for an engine refusal or a table hint, or None."""
    if code == "must_follow_seasoning":
        return arg(
            translate(
                "Salty",
                "The previous player played %1 and you hold %1: you must play a %1 card.",
            ),
            seasoning_name(p.get("seasoning", "salt")),
        )
    return {
        "must_pick_food": translate("Salty", "First choose a food card."),
        "must_choose_side": translate("Salty", "First choose the side of your food card: your bet."),
        "must_discard_two": translate("Salty", "Before the meal, discard exactly two seasoning cards."),
        "food_taken": translate("Salty", "That food card has already been taken."),
        "no_such_food": translate("Salty", "There is no such food card."),
        "no_such_side": translate("Salty", "A food card has only a front and a back."),
        "not_in_hand": translate("Salty", "That card is not in your hand."),
        "choose_two": translate("Salty", "Choose two cards to discard."),
        "play_from_hand": translate("SaltyBoard", "To play a card, click it in your hand or drag it here into the round."),
        "drag_to_round": translate("SaltyBoard", "To play a card, drag it into the round (or just click it)."),
        "drag_to_discard": translate(
            "SaltyBoard", "To discard a card, drag it onto your discard pile (or click two cards, then Discard)."
        ),
        "drag_to_take": translate("SaltyBoard", "To take a food card, click it (or drag it out of the middle)."),
    }.get(code)


class SaltyWords(WordsPart):
    board: SaltyBoard

    # -- names --------------------------------------------------------------------------
    def card_name(self, card: Any) -> str:
        return card_name(card)

    def food_name(self, food: str) -> str:
        return food_name(food)

    # -- labels on the table -----------------------------------------------------------
    def meal_text(self, obs: Observation) -> str:
        meal = min(obs["meals_played"] + 1, obs["meals"])
        return arg(translate("SaltyBoard", "Meal %1 of %2"), meal, obs["meals"])

    def round_text(self, obs: Observation) -> str:
        n = obs["players"]
        total = HAND_SIZE[n] - DISCARD  # every card left after the discard is played, one round each
        done = sum(obs["won_counts"]) // n
        return arg(translate("SaltyBoard", "Round %1 of %2"), min(done + 1, total), total)

    def seat_facts(self, obs: Observation, s: int) -> str:
        #: a seat's status line: %1 its total score, %2 how many seasoning cards it has won
        facts = arg(translate("SaltyBoard", "Total %1 · cards won %2"), obs["totals"][s], obs["won_counts"][s])
        if obs["last_player"] == s:
            #: added to a seat's status line: this player is the Last Player (ラストプレイヤー)
            facts += " · " + translate("SaltyBoard", "Last Player")
        if obs["voids"][s]:
            #: added to a seat's status line: the seasonings this player is known to lack ("has no Salt, Ketchup")
            voids = translate("SaltyBoard", "has no %1")
            facts += " · " + arg(voids, items([seasoning_name(v) for v in obs["voids"][s]]))
        return facts

    def salt_text(self, obs: Observation) -> str:
        salt = obs["shelf"]["salt"]
        # two sentences, each on its own line: one joined line wrapped wherever it had to
        # (Japanese can break between any two characters, and left 「勝ち」 alone on a line)
        count = arg(translate("SaltyBoard", "Salt cubes on the shelf: %1"), salt)
        #: the rule under the salt count: %1 is the number of salt cubes on the shelf
        rule = arg(translate("SaltyBoard", "Cards closest to %1 win"), salt)
        return count + "\n" + rule

    def bag_text(self, obs: Observation) -> str:
        return arg(translate("SaltyBoard", "Seasoning bag: %1 cubes"), obs["bag"])

    def aside_text(self) -> str:
        return translate("SaltyBoard", "Set aside:")

    def draft_text(self) -> str:
        return translate("SaltyBoard", "Food cards: each player takes one")

    def trick_text(self, obs: Observation) -> str:
        title = self.round_text(obs)
        if obs["follow"]:
            title += " — " + arg(translate("SaltyBoard", "follow: %1"), seasoning_name(obs["follow"]))
        return title

    def last_text(self) -> str:
        return translate("SaltyBoard", "Last round")

    def last_result(self, last: dict[str, Any]) -> str:
        main = items([seasoning_name(m) for m in last["main"]])
        #: under the last round's cards: %1 the winner, %2 the main seasoning(s), %3 the salt cubes then
        return arg(translate("SaltyBoard", "%1 won (main: %2; salt %3)"), self.board.name(last["winner"]), main, last["salt"])

    def outside_text(self) -> str:
        #: a label beside a food card: the cubes that did not fit on its plates
        return translate("SaltyBoard", "outside (−10 each):")

    def zero_bet_text(self) -> str:
        #: a label on a food card lying on its back: the player bet 0 cubes
        return translate("SaltyBoard", "bet 0: win no cube")

    def discard_pile_text(self) -> str:
        return translate("SaltyBoard", "Discard pile")

    # -- tooltips ---------------------------------------------------------------------------
    def card_tip(self, card: str, obs: Observation) -> str:
        """A seasoning card: its name, the cube it wins and how a round is won now."""
        s = seasoning(card)
        return "\n".join(
            [
                arg(translate("SaltyBoard", "%1 (seasoning card)"), card_name(card)),
                arg(
                    translate("SaltyBoard", "Winning a round with it takes a %1 cube from the shelf (%2 there now)."),
                    seasoning_name(s),
                    obs["shelf"][s],
                ),
                arg(
                    translate(
                        "SaltyBoard",
                        "Of the main seasoning, the card closest to the salt cubes on the shelf (%1) wins; then the lower value, then the saltier seasoning.",  # noqa: E501
                    ),
                    obs["shelf"]["salt"],
                ),
            ]
        )

    def aside_tip(self, card: str, obs: Observation) -> str:
        return arg(translate("SaltyBoard", "%1 — set aside face up: not in play in this meal"), card_name(card))

    def last_card_tip(self, seat: int, card: str) -> str:
        return arg(translate("SaltyBoard", "%1 played %2"), self.board.name(seat), card_name(card))

    def hidden_card_tip(self, seat: int, count: int) -> str:
        return arg(translate("SaltyBoard", "Face-down card — %1's hand (%n card(s))", None, count), self.board.name(seat))

    def hidden_discard_tip(self, seat: int) -> str:
        return arg(translate("SaltyBoard", "Face-down card — %1's discard pile"), self.board.name(seat))

    def own_discard_tip(self, cards: list[str]) -> str:
        return arg(translate("SaltyBoard", "Your discard: %1"), and_list([card_name(x) for x in cards]))

    def food_tip(self, food: str) -> str:
        """A food card's printed numbers: plates (the bet), accuracy bonus, variety bonus, max."""
        f = FOODS[food]
        count = f.plates
        lines = [
            arg(
                translate("SaltyBoard", "%1: %n plate(s), accuracy bonus %2 per cube, max %3", None, count),
                food_name(food),
                f.accuracy,
                f.max,
            ),
            arg(
                translate("SaltyBoard", "Each cube on a plate: %1 points; each cube outside: %2."),
                points(PLATE_POINTS),
                points(OUTSIDE_POINTS),
            ),
        ]
        if VARIETY_PLATES[0] <= f.plates <= VARIETY_PLATES[1]:
            lines.append(arg(translate("SaltyBoard", "Variety bonus: %1 points per colour on the plates."), VARIETY_POINTS))
        return "\n".join(lines)

    def back_tip(self) -> str:
        return arg(
            translate(
                "SaltyBoard",
                "Back: bet 0. No cube won: %1 points × the players who bet 0. Each cube won: %2.",
            ),
            ZERO_BET_POINTS,
            points(OUTSIDE_POINTS),
        )

    def pool_tip(self, food: str) -> str:
        return self.food_tip(food) + "\n" + translate("SaltyBoard", "Its back is a bet of 0.")

    def side_choice_tip(self, food: str, side: str) -> str:
        if side == "back":
            return self.back_tip()
        return arg(translate("SaltyBoard", "Front: bet %1"), bet(food, "front")) + "\n" + self.food_tip(food)

    def food_card_tip(self, obs: Observation, s: int) -> str:
        food, side = obs["food"][s], obs["sides"][s]
        if side is None:
            state = (
                translate("SaltyBoard", "%1 — side chosen, hidden until all have chosen")
                if obs["side_chosen"][s]
                else translate("SaltyBoard", "%1 — side not chosen yet")
            )
            return arg(state, food_name(food)) + "\n" + self.food_tip(food)
        head = (
            arg(translate("SaltyBoard", "%1, front: bet %2"), food_name(food), bet(food, side))
            if side == "front"
            else arg(translate("SaltyBoard", "%1, back: bet %2"), food_name(food), bet(food, side))
        )
        return head + "\n" + (self.back_tip() if side == "back" else self.food_tip(food))

    def plate_tip(self, s: int) -> str:
        return arg(
            translate("SaltyBoard", "A plate on %1's food card: it takes one cube (%2 points)."),
            self.board.name(s),
            points(PLATE_POINTS),
        )

    def plate_cube_tip(self, cube: str) -> str:
        return arg(translate("SaltyBoard", "%1 cube on a plate: %2 points"), seasoning_name(cube), points(PLATE_POINTS))

    def outside_cube_tip(self, cube: str) -> str:
        return arg(translate("SaltyBoard", "%1 cube outside the plates: %2 points"), seasoning_name(cube), points(OUTSIDE_POINTS))

    def shelf_tip(self, obs: Observation) -> str:
        lines = [translate("SaltyBoard", "Seasoning shelf")]
        lines += [self.shelf_cube_tip(s, obs["shelf"][s]) for s in SEASONINGS]
        lines.append(
            arg(
                translate("SaltyBoard", "The number of salt cubes (%1) is the reference number of every round."),
                obs["shelf"]["salt"],
            )
        )
        return "\n".join(lines)

    def shelf_cube_tip(self, s: str, count: int) -> str:
        return arg(translate("SaltyBoard", "%1: %2 cubes on the shelf"), seasoning_name(s), count)

    def trick_tip(self) -> str:
        return translate(
            "SaltyBoard",
            "The round: each player plays one card. You must play the seasoning of the previous player's card if you can.",
        )

    def discard_area_tip(self) -> str:
        return translate(
            "SaltyBoard",
            "Your discard pile: choose two cards (click them or drag them here); they are discarded face down.",
        )

    # -- decisions ---------------------------------------------------------------------------
    def front_button(self, obs: Observation) -> str:
        return arg(translate("SaltyBoard", "Front: bet %1"), bet(obs["food"][obs["seat"]], "front"))

    def back_button(self) -> str:
        return translate("SaltyBoard", "Back: bet 0")

    def discard_button(self, chosen: int) -> str:
        #: a button: discard the two chosen cards; %1 of 2 are chosen so far
        return arg(translate("SaltyBoard", "Discard (%1/2)"), chosen)

    def prompt(self, obs: Observation, legal: list[Action]) -> str:
        if not legal:
            return ""
        a = legal[0]
        if isinstance(a, PickFood):
            return translate("SaltyBoard", "Choose a food card: its plates are the cubes you will bet on.")
        if isinstance(a, ChooseSide):
            return translate(
                "SaltyBoard",
                "Choose your bet: the front (the plates) or the back (0 cubes). The others see it when all have chosen.",
            )
        if isinstance(a, Discard):
            return translate("SaltyBoard", "Before the meal: choose two seasoning cards to discard face down.")
        if obs["trick"]:
            return arg(translate("SaltyBoard", "Play a card: follow %1 if you can."), seasoning_name(obs["follow"]))
        return translate("SaltyBoard", "You lead this round: play any card.")

    def action_text(self, action: Action) -> str:
        if isinstance(action, PickFood):
            return arg(translate("SaltyBoard", "take %1"), food_name(action.food))
        if isinstance(action, ChooseSide):
            return (
                translate("SaltyBoard", "bet with the front")
                if action.side == "front"
                else translate("SaltyBoard", "bet with the back (0 cubes)")
            )
        if isinstance(action, Discard):
            return arg(translate("SaltyBoard", "discard %1"), and_list([card_name(c) for c in action.cards]))
        if isinstance(action, Play):
            return arg(translate("SaltyBoard", "play %1"), card_name(action.card))
        return super().action_text(action)

    def refusal(self, code: str, params: dict[str, Any]) -> str | None:
        return refusal(code, params)

    # -- scores, log, summaries -----------------------------------------------------------------

    def describe(self, ev: Event) -> str | None:
        k = ev.kind
        if k == "meal_started":
            return arg(
                translate("SaltyBoard", "Meal %1 begins. Last Player: %2; First Player: %3."),
                ev["meal"],
                self.board.name(ev["last_player"]),
                self.board.name(ev["first_player"]),
            )
        if k == "card_moved":
            return self._describe_move(ev)
        if k == "side_chosen":
            who = self.board.name(ev["seat"])
            if ev["side"] is None:
                return arg(translate("SaltyBoard", "%1 has chosen a side."), who)
            if ev["side"] == "front":
                return translate("SaltyBoard", "You bet with the front of your food card.")
            return translate("SaltyBoard", "You bet with the back of your food card: 0 cubes.")
        if k == "sides_revealed":
            #: one bet in the list of revealed bets: %1 the player, %2 the cubes bet
            each = translate("SaltyBoard", "%1: bet %2")
            parts = [arg(each, self.board.name(s), b) for s, b in enumerate(ev["bets"])]
            #: %1 lists every player's bet ("P1: bet 3, P2: bet 0")
            return arg(translate("SaltyBoard", "Bets revealed: %1."), items(parts))
        if k == "trick_won":
            cube = ev["cube"]
            who, card = self.board.name(ev["seat"]), card_name(ev["card"])
            if cube:
                text = translate("SaltyBoard", "%1 wins the round with %2 and takes a %3 cube.")
                return arg(text, who, card, seasoning_name(cube))
            text = translate("SaltyBoard", "%1 wins the round with %2; no cube of that seasoning is left.")
            return arg(text, who, card)
        if k == "last_player_drawn":  # lowest total and lowest score in the meal both tied
            tied = and_list([self.board.name(s) for s in ev["tied"]])
            text = translate("SaltyBoard", "Still tied for the next Last Player: %1. Drawn at random: %2.")
            return arg(text, tied, self.board.name(ev["seat"]))
        if k == "round_ended":
            return arg(translate("SaltyBoard", "Meal %1 is scored."), ev["round"])
        if k == "game_ended":
            return translate("SaltyBoard", "The game is over.")
        return None

    def _describe_move(self, ev: Event) -> str | None:
        src, dst, card = ev["src"], ev["dst"], ev["card"]
        if src == "food_pool":
            return arg(translate("SaltyBoard", "%1 takes %2."), self.board.name(int(dst.split(":")[1])), food_name(card))
        if dst == "trick":
            return arg(translate("SaltyBoard", "%1 plays %2."), self.board.name(int(src.split(":")[1])), card_name(card))
        return None
