"""What the Suppenkasper table says: tooltips, the panels beside the plate, prompts,
refusals (the engine's codes and the table's own), buttons and log lines (the round
summaries and the final standings are the panel's, :mod:`.panel`).

German is the game's source language; the English source strings follow the English
column of ``rules/GLOSSARY.md``. The table's sentences keep the context
"SuppenkasperBoard" (so the catalogs' translations still apply); every ``translate``
names its context and text literally for ``pyside6-lupdate``. The names and rule texts
of the cards live with the faces (:mod:`.faces`); kcal and steps of a
decision come from the game's own scoring (``eat_effect``), never recomputed here.
No layout here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import Action, Event, Observation
from ....games.suppenkasper.actions import (
    AssignSides,
    ChooseOption,
    Demand,
    Eat,
    EndRound,
    Give,
    HandOver,
    PassOn,
    PlaySuppenkasper,
    Refuse,
    Serve,
    SpreadCream,
    StopDemand,
)
from ....games.suppenkasper.cards import KIND, OPTION_CARDS, SPACE_NAMES, STEPS
from ....games.suppenkasper.scoring import dish_kcal, eat_effect
from ...table.board import WordsPart
from ...text import and_list, arg, items, sentences, translate
from .faces import (
    card_name,
    cards_text,
    option_name,
    position_text,
    space_name,
    steps_text,
)

if TYPE_CHECKING:
    from .board import SuppenkasperBoard

Line = tuple[str, str]  # (text, style): "title", "info", "soft", "strong", "hilite", "ask", "warn"
# Events without a log line of their own: another line already says it ("option_chosen" the
# chip paid, "cannot_serve" the hands laid open, "served"/"passed"/"ate" the public card moves).
SILENT = frozenset({"chip_paid", "hands_revealed"})


def rule_refusal(code: str, p: dict[str, Any]) -> str | None:
    """The rulebook's words for an engine refusal code (``None`` for the generic ones)."""
    card = card_name(str(p.get("card", ""))) if p.get("card") else ""
    # %1 is a card's name, singular ("Meat 1200") or plural ("Dumplings"): each sentence
    # keeps it out of the subject, so no verb has to agree with it
    with_card = {
        #: %1 is a card's name, singular or plural ("Dumplings")
        "not_in_hand": translate("Suppenkasper", "You have no %1 in your hand."),
        #: %1 is a card's name, singular or plural ("Dumplings")
        "not_a_dish_card": translate("Suppenkasper", "You cannot serve or add %1: it is not part of a dish."),
        #: %1 is a card's name, singular or plural ("Dumplings")
        "side_dish_does_not_match": translate("Suppenkasper", "This dish does not take %1."),
        "ready_only_with_ready": translate(
            "Suppenkasper", "Only further ready-made meals or muesli go with ready-made meals, not %1."
        ),
        "fastfood_only_with_fastfood": translate("Suppenkasper", "Only further fast food or muesli go with fast food, not %1."),
        "main_course_only_with_sides_and_muesli": translate(
            "Suppenkasper", "Only matching side dishes or muesli go with a main course, not %1."
        ),
        "special_card_does_not_match": translate("Suppenkasper", "%1 only goes on its own kind of dish."),
        #: %1 is a card's name, singular or plural ("Dumplings")
        "not_a_reduction_card": translate("Suppenkasper", "Only a reduction card can be played here, not %1."),
        "must_hand_over_reduction": translate("Suppenkasper", "You must hand over a reduction card, not %1."),
        #: %1 is a card's name, singular or plural ("Dumplings")
        "nein_on_plate_only_reduction": translate(
            "Suppenkasper",
            "Once \u201cNo, I won't eat it!\u201d is on the plate, only reduction cards may be played on the dish, not %1.",
        ),
    }
    if code in with_card and card:
        return arg(with_card[code], card)
    return {
        "not_in_hand": translate("Suppenkasper", "That card is not in your hand."),
        "nein_on_plate_only_reduction": translate(
            "Suppenkasper",
            "\u201cNo, I won't eat it!\u201d is on the plate: nothing more may be added, only reduction cards played.",
        ),
        "not_a_card": translate("Suppenkasper", "That is not a card of this game."),
        "empty_dish": translate("Suppenkasper", "Choose the cards of the dish first."),
        "nothing_added": translate("Suppenkasper", "Choose the cards to add first."),
        "must_serve_main_fastfood_or_ready": translate(
            "Suppenkasper", "A dish needs a main course, fast food or a ready-made meal."
        ),
        "one_main_course_only": translate("Suppenkasper", "Only one main course goes on the plate."),
        "side_dish_does_not_match": translate("Suppenkasper", "That side dish does not go with this dish."),
        "ready_only_with_ready": translate("Suppenkasper", "Only further ready-made meals or muesli go with ready-made meals."),
        "fastfood_only_with_fastfood": translate("Suppenkasper", "Only further fast food or muesli go with fast food."),
        "main_course_only_with_sides_and_muesli": translate(
            "Suppenkasper", "Only matching side dishes or muesli go with a main course."
        ),
        "cards_not_in_order": translate("Suppenkasper", "The rules do not allow that now."),
        "nein_passes_on": translate(
            "Suppenkasper", "\u201cNo, I won't eat it!\u201d does not eat the dish: it refuses it and passes it on."
        ),
        "special_card_does_not_match": translate("Suppenkasper", "That special card only goes on its own kind of dish."),
        "not_a_reduction_card": translate("Suppenkasper", "That is not a reduction card."),
        "no_such_option": translate("Suppenkasper", "There is no such option."),
        "no_chips": translate("Suppenkasper", "You have no chip left to pay for an option."),
        "not_enough_cards": translate("Suppenkasper", "You need 3 cards in hand to give 3 cards."),
        "recipient_not_allowed": translate(
            "Suppenkasper", "The 3 cards go to 3 different players: choose a player who has not had one yet."
        ),
        #: "he demands 3 reduction cards from 3 different other players. If one of the players asked has no
        #: reduction card, the card may be demanded from another player instead." With 3 players (two
        #: others) either of them may be asked a second time, so "not asked yet" would be wrong there
        "target_not_allowed": translate(
            "Suppenkasper",
            "Ask 3 different players, never one who had no reduction card (with 3 players, either of the two "
            "may be asked a second time): choose a lit player.",
        ),
        "must_hand_over_reduction": translate("Suppenkasper", "You must hand over a reduction card."),
        "stop_only_after_no_reduction_card": translate(
            "Suppenkasper", "You may stop demanding only after a player you asked had no reduction card."
        ),
        "must_spread_cream": translate("Suppenkasper", "Spread the cream over your cakes first."),
        "main_not_in_meal": translate("Suppenkasper", "Choose one of your main courses of that colour."),
        "must_assign_sides": translate("Suppenkasper", "First choose the main course that takes the side dishes."),
        "cream_spread_invalid": translate("Suppenkasper", "Put every cream card on one of the cakes."),
    }.get(code)


def table_refusal(code: str, p: dict[str, Any] | None = None) -> str | None:
    """Why a click on the table means nothing now (the table's own codes, no engine rule)."""
    if code == "other_choice" and p:
        #: %1 names the chosen hand cards ("Laxative"); the person pressed another way of eating
        text = translate(
            "SuppenkasperBoard",
            "You have chosen %1: click the plate to play it. To do this instead (and put %1 back), press it once more.",
        )
        return arg(text, str(p.get("cards", "")))
    return {
        "choose_card_first": translate("SuppenkasperBoard", "First choose the card to give."),
        "choose_option_first": translate("SuppenkasperBoard", "First choose a round-start option (or no option)."),
        "demand_from_player": translate("SuppenkasperBoard", "Click a lit player to demand a reduction card from them."),
        "ask_or_stop": translate(
            "SuppenkasperBoard", "Click a lit player to ask them for a reduction card, or click \u201cStop demanding\u201d."
        ),
        "end_the_round": translate("SuppenkasperBoard", "You have nothing to serve: click \u201cEnd the round\u201d."),
        "hand_over_card": translate("SuppenkasperBoard", "Click the reduction card you hand over."),
        "drop_on_target": translate("SuppenkasperBoard", "Drop the card on the plate or on a lit player."),
        "spread_on_cakes": translate("SuppenkasperBoard", "Click your cakes to put the cream on them."),
        "cream_all_placed": translate(
            "SuppenkasperBoard", "All your cream is on the cakes: take one back, or click “Spread cream”."
        ),
    }.get(code)


class SuppenkasperWords(WordsPart):
    """Every sentence the Suppenkasper table says (tooltips, panels, prompts, refusals, log)."""

    board: SuppenkasperBoard

    def __init__(self, board: SuppenkasperBoard) -> None:
        super().__init__(board)
        self._told_card = False  # a private card move was just logged (skip the public line)

    # -- what eating a dish would do ---------------------------------------------------
    def eat_preview(self, plate: list[str], action: Action) -> tuple[dict[str, Any], str]:
        """(the engine's eat_effect for ``action`` on ``plate``, a short label)."""
        if isinstance(action, PlaySuppenkasper):
            return eat_effect([*plate, "suppenkasper"], "suppenkasper"), card_name("suppenkasper")
        card = getattr(action, "card", None)
        if card is None:
            return eat_effect(plate, None), translate("SuppenkasperBoard", "Eat plainly")
        label = card_name(card)
        if KIND[card] == "special":  # a Freßsack / Mecker-Ziege / Naschkatze goes on the dish
            label = arg(translate("SuppenkasperBoard", "%1 on the dish"), label)
        return eat_effect([*plate, card], card), label

    def effect_text(self, eff: dict[str, Any]) -> str:
        steps = steps_text(eff["steps"])
        if eff["counted"] is None:
            return arg(translate("SuppenkasperBoard", "kcal do not count → %1"), steps)
        if eff["counted"] == eff["kcal"]:
            return self.kcal_steps(eff["kcal"], eff["steps"])
        return arg(translate("SuppenkasperBoard", "%1 of %2 kcal → %3"), eff["counted"], eff["kcal"], steps)

    @staticmethod
    def kcal_steps(kcal: int, steps: int) -> str:
        return arg(translate("SuppenkasperBoard", "%1 kcal → %2"), kcal, steps_text(steps))

    def choice_rows(self, plate: list[str], legal: list[Action]) -> list[tuple[Action, str]]:
        """Every way of eating the served dish (and refusing it), with its kcal and steps."""
        choices: list[Action] = [a for a in legal if isinstance(a, Eat)]
        if PlaySuppenkasper() in legal:
            choices.append(PlaySuppenkasper())
        rows = []
        for a in choices:
            eff, label = self.eat_preview(plate, a)
            rows.append((a, label + " — " + self.effect_text(eff)))
        if rows and Refuse() in legal:
            again = arg(translate("SuppenkasperBoard", "pass it on → %1"), steps_text(STEPS["nein"]))
            rows.append((Refuse(), card_name("nein") + " — " + again))
        return rows

    # -- tooltips -------------------------------------------------------------------------
    def hand_tip(self, card: str, plate: list[str], single: Action | None) -> str:
        tip = self.board.faces.card_tip(card)
        if isinstance(single, (Eat, PlaySuppenkasper)):
            eff, _label = self.eat_preview(plate, single)
            tip += "\n" + arg(translate("SuppenkasperBoard", "Now: %1"), self.effect_text(eff))
        return tip

    def known_text(self, known: dict[str, Any]) -> str:
        parts = []
        if known["cards"]:
            parts.append(arg(translate("SuppenkasperBoard", "You know they hold: %1"), cards_text(known["cards"])))
        reds = known["reductions"]
        if reds:
            parts.append(translate("SuppenkasperBoard", "They hold at least %n further reduction card(s).", None, reds))
        if known["no_reduction"]:
            parts.append(translate("SuppenkasperBoard", "They hold no other reduction card."))
        return "\n".join(parts)

    def back_tip(self, s: int, obs: Observation) -> str:
        count = obs["hand_counts"][s]
        tip = arg(translate("SuppenkasperBoard", "Face-down card — %1's hand"), self.board.name(s))
        tip += "\n" + arg(translate("SuppenkasperBoard", "%1 holds %n card(s)", None, count), self.board.name(s))
        known = obs["known"].get(str(s)) if obs["seat"] is not None else None
        return tip + ("\n" + self.known_text(known) if known else "")

    def eaten_tip(self, count: int) -> str:
        head = translate("SuppenkasperBoard", "Face-down card — eaten this round")
        return head + "\n" + translate("SuppenkasperBoard", "Eaten this round: %n card(s)", None, count)

    def facts(self, s: int, obs: Observation) -> str:
        #: a seat's status line, first part: its place on the weight track ("Weight −2")
        facts = [arg(translate("SuppenkasperBoard", "Weight %1"), position_text(obs["positions"][s]))]
        cards = obs["hand_counts"][s]
        #: a seat's status line: the cards in hand
        facts.append(translate("SuppenkasperBoard", "%n card(s)", None, cards))
        if obs["dealer"] == s:
            #: a seat's status line: this player dealt this round
            facts.append(translate("SuppenkasperBoard", "dealer"))
        if obs["served"] == s:
            #: a seat's status line: a dish has been put in front of this player, who decides now
            facts.append(translate("SuppenkasperBoard", "is served"))
        elif obs["phase"] == "serve" and obs["to_move"] == s:
            #: a seat's status line: this player serves the next dish
            facts.append(translate("SuppenkasperBoard", "serves"))
        return " · ".join(facts)

    def weight_text(self, s: int, pos: int) -> str:
        named = SPACE_NAMES.get(pos)
        if named:
            #: %1 a player, %2 their place on the weight track, %3 the name of that space ("Dream figure")
            text = translate("SuppenkasperBoard", "%1: weight %2 (%3)")
            return arg(text, self.board.name(s), position_text(pos), space_name(named))
        return arg(translate("SuppenkasperBoard", "%1: weight %2"), self.board.name(s), position_text(pos))

    def token_tip(self, s: int, obs: Observation) -> str:
        text = self.weight_text(s, obs["positions"][s])
        if obs["variant"] == "2":
            chips = obs["chips"][s]
            text += "\n" + translate("SuppenkasperBoard", "%n chip(s) left", None, chips)
        return text

    def chip_tip(self, s: int, chips: int) -> str:
        what = translate("SuppenkasperBoard", "Chip: pay one at the start of a round for one of the options (variant 2).")
        return arg(translate("SuppenkasperBoard", "%1: %n chip(s) left", None, chips), self.board.name(s)) + "\n" + what

    def track_tip(self) -> str:
        return translate(
            "SuppenkasperBoard",
            "Weight track: from Suppenkasper (−10) over the dream figure (0) to Dicker Brocken (+10). "
            "Whoever reaches either end ends the game; closest to the dream figure wins.",
        )

    def plate_tip(self, obs: Observation, legal: list[Action]) -> str:
        tip = translate("SuppenkasperBoard", "The plate")
        if any(isinstance(a, Serve) for a in legal):
            tip = translate("SuppenkasperBoard", "Serve the chosen cards: click, or drag a card here")
        elif any(isinstance(a, Eat) for a in legal):
            tip = translate("SuppenkasperBoard", "Click to eat the dish (or to play the chosen card); drag a card here")
        return tip + "".join("\n" + text for text, _style in self.plate_lines(obs["plate"]))

    def take_back_tip(self) -> str:
        return self.board.faces.card_tip("cream") + "\n" + translate("SuppenkasperBoard", "Click to take this cream back")

    # -- the panels beside the plate -----------------------------------------------------------
    def left_lines(self, obs: Observation) -> list[str]:
        lines = [
            arg(translate("SuppenkasperBoard", "Round %1"), obs["round"]),
            arg(translate("SuppenkasperBoard", "Dealer: %1"), self.board.name(obs["dealer"])),
        ]
        if obs["starter"] is not None:
            lines.append(arg(translate("SuppenkasperBoard", "Started: %1"), self.board.name(obs["starter"])))
        variant = {
            "base": translate("SuppenkasperBoard", "Base game"),
            "1": translate("SuppenkasperBoard", "Variant 1"),
            "2": translate("SuppenkasperBoard", "Variant 2"),
        }
        return [*lines, variant.get(obs["variant"], "")]

    def plate_lines(self, plate: list[str]) -> list[Line]:
        if not plate or all(KIND[c] == "start" for c in plate):
            return []
        text = translate("SuppenkasperBoard", "On the plate: %1 kcal (eaten plainly: %2)")
        return [(arg(text, dish_kcal(plate), steps_text(eat_effect(plate, None)["steps"])), "info")]

    def dish_lines(self, obs: Observation, legal: list[Action], chosen: Action | None, picked: list[str]) -> list[Line]:
        """What is on the plate, who serves whom, and what the person's chosen cards make."""
        lines: list[Line] = []
        to_move, plate = obs["to_move"], obs["plate"]
        if obs["phase"] == "respond" and obs["server"] is not None and obs["served"] == obs["server"]:
            #: the dish was passed on round the table and is back in front of the player who served it
            text = translate("SuppenkasperBoard", "The dish %1 served has come back round to them")
            lines.append((arg(text, self.board.name(obs["server"])), "title"))
        elif obs["phase"] == "respond" and obs["server"] is not None:
            text = arg(
                translate("SuppenkasperBoard", "%1 serves %2"), self.board.name(obs["server"]), self.board.name(obs["served"])
            )
            lines.append((text, "title"))
        elif obs["phase"] == "serve" and to_move is not None:
            left = self.board.name((to_move + 1) % obs["players"])
            lines.append((arg(translate("SuppenkasperBoard", "%1 serves a dish to %2"), self.board.name(to_move), left), "title"))
        elif obs["phase"] == "cannot_serve" and to_move is not None:
            text = translate("SuppenkasperBoard", "%1 holds Tischlein deck dich but has nothing to serve.")
            end = translate("SuppenkasperBoard", "The round ends before its first dish: everybody eats their hand.")
            lines += [(arg(text, self.board.name(to_move)), "title"), (end, "strong")]
        chain = [self.chain_text(e) for e in obs["dish"][1:]]
        if chain:
            lines.append((" · ".join(chain), "soft"))
        lines += self.plate_lines(plate)
        if obs["nein_on_plate"]:
            text = translate(
                "SuppenkasperBoard", "“No, I won't eat it!” is on the plate: only reduction cards may be played on it."
            )
            lines.append((text, "warn"))
        if isinstance(chosen, Serve):
            dish = list(chosen.cards)
            text = translate("SuppenkasperBoard", "Your dish: %1 kcal — %2 if %3 eats it plainly")
            steps = steps_text(eat_effect(dish, None)["steps"])
            lines.append((arg(text, dish_kcal(dish), steps, self.board.name((obs["seat"] + 1) % obs["players"])), "hilite"))
        elif picked and any(isinstance(a, Serve) for a in legal):
            lines.append((translate("SuppenkasperBoard", "Not a whole dish yet."), "soft"))
        if isinstance(chosen, PassOn):
            after = plate + list(chosen.cards)
            text = translate("SuppenkasperBoard", "With your cards: %1 kcal (eaten plainly: %2)")
            lines.append((arg(text, dish_kcal(after), steps_text(eat_effect(after, None)["steps"])), "hilite"))
        return lines

    def chain_text(self, entry: dict[str, Any]) -> str:
        who = self.board.name(entry["seat"])
        if entry["did"] == "refused":
            return arg(translate("SuppenkasperBoard", "%1: No!"), who)
        return arg(translate("SuppenkasperBoard", "%1 adds %2"), who, cards_text(entry["cards"]))

    def option_lines(self, obs: Observation) -> list[Line]:
        lines: list[Line] = [(arg(translate("SuppenkasperBoard", "Round %1: round-start options"), obs["round"]), "title")]
        lines += [(self.option_log_text(entry), "soft") for entry in obs["option_log"]]
        running, phase = obs["option_seat"], obs["phase"]
        if running is None:
            return lines
        if phase in ("give", "demand", "hand_over"):
            done = OPTION_CARDS - obs["option_left"]
            if phase == "give":
                text = arg(translate("SuppenkasperBoard", "%1 gives 3 cards: %2 of 3 given"), self.board.name(running), done)
            else:
                text = translate("SuppenkasperBoard", "%1 demands 3 reduction cards: %2 of 3 received")
                text = arg(text, self.board.name(running), done)
            lines.append((text, "hilite"))
            if obs["option_none"]:
                names = and_list([self.board.name(s) for s in obs["option_none"]])
                #: %1 lists the players who had no reduction card to hand over
                lines.append((arg(translate("SuppenkasperBoard", "No reduction card: %1"), names), "soft"))
            if phase == "demand" and obs["option_declined"]:
                text = translate("SuppenkasperBoard", "%1 asks another player or stops.")
                lines.append((arg(text, self.board.name(running)), "soft"))
        else:
            lines.append((arg(translate("SuppenkasperBoard", "%1 chooses"), self.board.name(running)), "hilite"))
        return lines

    def option_log_text(self, entry: dict[str, Any]) -> str:
        who = self.board.name(entry["seat"])
        if entry["option"] == "lose":
            text = translate("SuppenkasperBoard", "%1 paid a chip and lost 3 (%2 → %3).")
            return arg(text, who, position_text(entry["from"]), position_text(entry["to"]))
        if entry["option"] == "give":
            names = and_list([self.board.name(t) for t in entry["to"]])
            return arg(translate("SuppenkasperBoard", "%1 paid a chip and gave cards to %2."), who, names)
        if not entry["from"]:
            text = arg(translate("SuppenkasperBoard", "%1 paid a chip but took no reduction card."), who)
        else:
            names = and_list([self.board.name(t) for t in entry["from"]])
            text = arg(translate("SuppenkasperBoard", "%1 paid a chip and took reduction cards from %2."), who, names)
        if entry.get("none"):
            none = and_list([self.board.name(t) for t in entry["none"]])
            #: %1 lists the players who had no reduction card to hand over
            text = sentences(text, arg(translate("SuppenkasperBoard", "No reduction card: %1."), none))
        return text

    def settle_lines(self, obs: Observation, seat: int, mine: bool) -> list[Line]:
        text = translate("SuppenkasperBoard", "Round end: %1 could not serve; everybody eats their hand.")
        lines: list[Line] = [(arg(text, self.board.name(obs["cannot_serve"])), "strong")]
        if not mine:
            text = arg(translate("SuppenkasperBoard", "%1 decides where the side dishes go."), self.board.name(seat))
            lines.append((text, "soft"))
        return lines

    def assign_line(self, sides: int, side: str) -> Line:
        text = translate("SuppenkasperBoard", "Which main course takes your %1 × %2? (click it)")
        return arg(text, sides, card_name(side)), "ask"

    def cream_lines(self, cream: int, left: int, meal_kcal: int | None, steps: int) -> list[Line]:
        text = translate("SuppenkasperBoard", "Spread your %1 cream over the cakes: click a cake to add one (%2 left).")
        lines: list[Line] = [(arg(text, cream, left), "ask")]
        if meal_kcal is not None:
            meal = translate("SuppenkasperBoard", "Your meal: %1 kcal → %2")
            lines.append((arg(meal, meal_kcal, steps_text(steps)), "strong"))
        return lines

    def cream_note(self, count: int) -> str:
        return arg(translate("SuppenkasperBoard", "%1 × cream"), count)

    def label(self, key: str) -> str:
        """Short texts of the table and its buttons."""
        return {
            "choices": translate("SuppenkasperBoard", "Your choice (click):"),
            "serve": translate("SuppenkasperBoard", "Serve"),
            "serve_tip": translate("SuppenkasperBoard", "Serve the chosen cards to your left neighbour"),
            "nein": translate("SuppenkasperBoard", "No, I won't eat it!"),
            "spread": translate("SuppenkasperBoard", "Spread cream"),
            "again": translate("SuppenkasperBoard", "Start again"),
            "clear": translate("SuppenkasperBoard", "Clear"),
            "stop": translate("SuppenkasperBoard", "Stop demanding"),
            "stop_tip": translate("SuppenkasperBoard", "Ask nobody else: keep the reduction cards you got"),
            "end_round": translate("SuppenkasperBoard", "End the round"),
            "end_round_tip": translate(
                "SuppenkasperBoard", "You have nothing to serve: the round ends, everybody eats their hand"
            ),
        }[key]

    def eaten_note(self, count: int) -> str:
        return arg(translate("SuppenkasperBoard", "Eaten: %1"), count)

    def eat_button(self, plate: list[str]) -> tuple[str, str]:
        eff, _label = self.eat_preview(plate, Eat(None))
        text = arg(translate("SuppenkasperBoard", "Eat (%1)"), steps_text(eff["steps"]))
        return text, arg(translate("SuppenkasperBoard", "Eat the dish plainly: %1"), self.effect_text(eff))

    # -- decisions in words --------------------------------------------------------------------
    def action_text(self, action: Action) -> str:
        a = action
        if isinstance(a, Serve):
            return arg(translate("SuppenkasperBoard", "Serve %1"), cards_text(a.cards))
        if isinstance(a, PassOn):
            return arg(translate("SuppenkasperBoard", "Add %1 and pass on"), cards_text(a.cards))
        if isinstance(a, Eat):
            if a.card is None:
                return translate("SuppenkasperBoard", "Eat plainly")
            return arg(translate("SuppenkasperBoard", "Eat with %1"), card_name(a.card))
        if isinstance(a, Refuse):
            return card_name("nein")
        if isinstance(a, PlaySuppenkasper):
            return translate("SuppenkasperBoard", "Play Suppenkasper")
        if isinstance(a, ChooseOption):
            return option_name(a.option)
        if isinstance(a, Give):
            return arg(translate("SuppenkasperBoard", "Give %1 to %2"), card_name(a.card), self.board.name(a.to))
        if isinstance(a, Demand):
            return self.ask_text(a.target)
        if isinstance(a, (StopDemand, EndRound)):
            return self.label("stop" if isinstance(a, StopDemand) else "end_round")
        if isinstance(a, HandOver):
            return arg(translate("SuppenkasperBoard", "Hand over %1"), card_name(a.card))
        if isinstance(a, AssignSides):
            return self.sides_text(a.main)
        if isinstance(a, SpreadCream):
            #: %1 lists how many cream cards go on each cake ("2, 1")
            return arg(translate("SuppenkasperBoard", "Cream on the cakes: %1"), items([str(k) for k in a.counts]))
        return super().action_text(a)

    def ask_text(self, seat: int) -> str:
        return arg(translate("SuppenkasperBoard", "Ask %1"), self.board.name(seat))

    def give_text(self, seat: int) -> str:
        return arg(translate("SuppenkasperBoard", "To %1"), self.board.name(seat))

    def sides_text(self, main: str) -> str:
        return arg(translate("SuppenkasperBoard", "Sides on %1"), card_name(main))

    def button_text(self, a: Action, plate: list[str]) -> str:
        """The label of the button for the decision the chosen card(s) make."""
        if isinstance(a, PassOn):
            return translate("SuppenkasperBoard", "Add and pass on")
        if isinstance(a, PlaySuppenkasper):
            return translate("SuppenkasperBoard", "Play Suppenkasper")
        if isinstance(a, Eat) and a.card is not None:
            eff, _ = self.eat_preview(plate, a)
            text = translate("SuppenkasperBoard", "Eat with %1 (%2)")
            return arg(text, card_name(a.card), steps_text(eff["steps"]))
        return translate("SuppenkasperBoard", "Do it")

    # -- the log -------------------------------------------------------------------------------
    def describe(self, ev: Event) -> str | None:
        k = ev.kind
        who = self.board.name(ev.get("seat"))
        if k == "round_started":
            return arg(translate("SuppenkasperBoard", "Round %1 begins: %2 deals."), ev["round"], self.board.name(ev["dealer"]))
        if k == "dealt":
            cards = ev.get("cards")
            return None if cards is None else arg(translate("SuppenkasperBoard", "%1 is dealt: %2."), who, cards_text(cards))
        if k == "tischlein_played":
            text = translate("SuppenkasperBoard", "%1 holds Tischlein deck dich, puts it on the plate and serves first.")
            return arg(text, who)
        if k == "served":
            text = translate("SuppenkasperBoard", "%1 serves %2: %3 (%4 kcal).")
            return arg(text, who, self.board.name(ev["to"]), cards_text(ev["cards"]), dish_kcal(ev["cards"]))
        if k == "passed":
            text = translate("SuppenkasperBoard", "%1 adds %2 and passes the dish to %3.")
            return arg(text, who, cards_text(ev["cards"]), self.board.name(ev["to"]))
        if k == "refused":
            text = translate("SuppenkasperBoard", "%1: “No, I won't eat it!” (%2) — the dish goes on to %3.")
            return arg(text, who, steps_text(STEPS["nein"]), self.board.name(ev["to"]))
        if k == "ate":
            return self._ate_text(ev, who)
        if k == "moved_on_track":
            pos = ev["to"]
            named = SPACE_NAMES.get(pos)
            if named:
                text = translate("SuppenkasperBoard", "%1 now weighs %2: %3!")
                return arg(text, who, position_text(pos), space_name(named))
            return arg(translate("SuppenkasperBoard", "%1 now weighs %2."), who, position_text(pos))
        if k in ("card_moved", "card_given", "reduction_handed_over"):
            return self._handed_text(ev, who)
        return self._other_text(ev, who)

    def _ate_text(self, ev: Event, who: str) -> str:
        how = ev["how"]
        steps = steps_text(ev["steps"])
        if how is None:
            return arg(translate("SuppenkasperBoard", "%1 eats the dish plainly: %2 kcal, %3."), who, ev["kcal"], steps)
        if how == "suppenkasper":
            text = translate("SuppenkasperBoard", "%1 puts the Suppenkasper card on the dish: %2, the kcal do not count.")
            return arg(text, who, steps)
        if ev["counted"] is None:
            return arg(translate("SuppenkasperBoard", "%1 eats the dish with %2: %3."), who, card_name(how), steps)
        if KIND.get(how) == "special":  # a Freßsack / Mecker-Ziege / Naschkatze on its dish
            text = translate("SuppenkasperBoard", "%1 puts %2 on the dish and eats it: %3 kcal, %4.")
            return arg(text, who, card_name(how), ev["kcal"], steps)
        text = translate("SuppenkasperBoard", "%1 eats the dish with %2: %3 of %4 kcal count, %5.")
        return arg(text, who, card_name(how), ev["counted"], ev["kcal"], steps)

    def _handed_text(self, ev: Event, who: str) -> str | None:
        """A card handed from one hand to another: the card itself for those who saw it,
        else the public line (skipped right after the private one)."""
        if ev.kind == "card_moved":
            src, dst, card = _seat_of(ev["src"]), _seat_of(ev["dst"]), ev.get("card")
            if card is None or src is None or dst is None:
                return None
            self._told_card = True
            text = translate("SuppenkasperBoard", "%1 gives %2 to %3.")
            return arg(text, self.board.name(src), card_name(card), self.board.name(dst))
        if self._told_card:
            self._told_card = False
            return None
        if ev.kind == "card_given":
            return arg(translate("SuppenkasperBoard", "%1 gives %2 a card."), who, self.board.name(ev["to"]))
        return arg(translate("SuppenkasperBoard", "%1 hands %2 a reduction card."), who, self.board.name(ev["to"]))

    def _other_text(self, ev: Event, who: str) -> str | None:
        k = ev.kind
        if k == "cannot_serve":
            return arg(translate("SuppenkasperBoard", "%1 cannot serve a dish: the round ends, everybody eats their hand."), who)
        if k == "sides_assigned":
            return arg(translate("SuppenkasperBoard", "%1 puts the side dishes on %2."), who, card_name(ev["main"]))
        if k == "cream_spread":
            #: %2 lists how many cream cards go on each cake ("2, 1")
            counts = items([str(c) for c in ev["counts"]])
            return arg(translate("SuppenkasperBoard", "%1 spreads the cream over the cakes: %2."), who, counts)
        if k == "option_chosen":
            if ev["option"] == "none":
                return arg(translate("SuppenkasperBoard", "%1 takes no option."), who)
            return arg(translate("SuppenkasperBoard", "%1 pays a chip: %2."), who, option_name(ev["option"]))
        if k == "reduction_demanded":
            text = translate("SuppenkasperBoard", "%1 demands a reduction card from %2.")
            return arg(text, who, self.board.name(ev["target"]))
        if k == "no_reduction_card":
            return arg(translate("SuppenkasperBoard", "%1 has no reduction card."), who)
        if k == "demand_stopped":
            return arg(translate("SuppenkasperBoard", "%1 stops demanding and keeps the reduction cards received."), who)
        if k == "round_ended":
            return arg(translate("SuppenkasperBoard", "Round %1 is over."), ev["round"])
        if k == "game_ended":
            return translate("SuppenkasperBoard", "The game is over.")
        return None

    def refusal(self, code: str, params: dict[str, Any]) -> str | None:
        return table_refusal(code, params) or rule_refusal(code, params)

    def prompt(self, obs: Observation, legal: list[Action]) -> str:
        """What the person decides now, and how (the action the chosen cards make, if any)."""
        if not legal:
            return ""
        chosen, picked = self.board.choose.chosen_action(legal), self.board.choose.picked()
        left = self.board.name((obs["seat"] + 1) % obs["players"]) if obs["seat"] is not None else ""
        if any(isinstance(a, Serve) for a in legal):
            if isinstance(chosen, Serve):
                text = translate("SuppenkasperBoard", "Serve %1 (%2 kcal) to %3: click the plate or “Serve”.")
                return arg(text, cards_text(chosen.cards), dish_kcal(list(chosen.cards)), left)
            text = translate(
                "SuppenkasperBoard",
                "Serve a dish to %1: click a main course (with matching side dishes and/or muesli), "
                "fast food or ready-made meals, then the plate.",
            )
            return arg(text, left)
        if any(isinstance(a, Eat) for a in legal):
            return self._respond_prompt(obs, legal, chosen)
        if any(isinstance(a, ChooseOption) for a in legal):
            return translate("SuppenkasperBoard", "Round start: pay a chip for one option, or take none.")
        done = OPTION_CARDS + 1 - obs["option_left"]
        if any(isinstance(a, Give) for a in legal):
            if picked:
                return arg(translate("SuppenkasperBoard", "Give %1 to whom? Click a lit player."), card_name(picked[0]))
            return arg(translate("SuppenkasperBoard", "Give card %1 of 3: click a card in your hand, then a player."), done)
        if StopDemand() in legal:
            text = translate(
                "SuppenkasperBoard",
                "%1 had no reduction card. Ask another lit player for reduction card %2 of 3, "
                "or stop and keep the cards you got.",
            )
            return arg(text, self.board.name(obs["option_none"][-1]), done)
        if any(isinstance(a, Demand) for a in legal):
            return arg(translate("SuppenkasperBoard", "Demand reduction card %1 of 3: click a lit player."), done)
        if any(isinstance(a, HandOver) for a in legal):
            text = translate("SuppenkasperBoard", "%1 demands a reduction card: click the one you hand over.")
            return arg(text, self.board.name(obs["option_seat"]))
        if any(isinstance(a, AssignSides) for a in legal):
            return translate(
                "SuppenkasperBoard", "Round end: click the main course that takes all the side dishes of its colour."
            )
        if any(isinstance(a, SpreadCream) for a in legal):
            return translate("SuppenkasperBoard", "Round end: spread the cream over your cakes, then “Spread cream”.")
        if EndRound() in legal:
            return translate(
                "SuppenkasperBoard",
                "You have nothing to serve (no main course, fast food or ready-made meal): the round ends "
                "before its first dish, and everybody eats their hand. Click “End the round”.",
            )
        return ""

    def _respond_prompt(self, obs: Observation, legal: list[Action], chosen: Action | None) -> str:
        if chosen is not None:
            what = card_name("nein") if isinstance(chosen, Refuse) else self.button_text(chosen, obs["plate"])
            return arg(translate("SuppenkasperBoard", "%1: click the plate (or drag the card onto it) to do it."), what)
        eff, _ = self.eat_preview(obs["plate"], Eat(None))
        if obs["server"] == obs["seat"]:  # passed on round the table, back to the one who served it
            #: %1 the dish's kcal, %2 the steps on the weight track if eaten plainly
            text = translate("SuppenkasperBoard", "Your own dish has come back to you: %1 kcal (%2 if eaten plainly).")
            text = arg(text, dish_kcal(obs["plate"]), steps_text(eff["steps"]))
        else:
            text = translate("SuppenkasperBoard", "%1 serves you %2 kcal (%3 if eaten plainly).")
            text = arg(text, self.board.name(obs["server"]), dish_kcal(obs["plate"]), steps_text(eff["steps"]))
        if len(legal) == 1:
            return sentences(text, translate("SuppenkasperBoard", "Click the plate to eat it."))
        more = translate(
            "SuppenkasperBoard",
            "Click the plate to eat it plainly, or a lit card: to eat it with, to add and pass on, "
            "or to refuse it. Every choice is listed beside the plate.",
        )
        return sentences(text, more)

    def card_name(self, card: object) -> str:
        return card_name(str(card))


def _seat_of(zone: str) -> int | None:
    kind, _, rest = zone.partition(":")
    return int(rest) if kind == "hand" and rest else None
