"""What a click, a drop or a key means on the Suppenkasper table.

A click on a lit card, the plate, a seat, a line beside the plate or a cake gives one
legal action, a new selection (the cards of a dish in the making, the cream on the
cakes), or the reason why not. A card the rules forbid can still be clicked: the
attempted action goes to the engine, which refuses it with its code, and
:meth:`.words.SuppenkasperWords.refusal` gives the rulebook's words. The legal actions are the
only source of what may happen; nothing here re-derives a rule.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ....engine import Action, Observation
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
from ....games.suppenkasper.cards import KIND, card_sorted
from ...table.board import Button, ChoosePart, Pick
from ...table.spec import DIM, LEGAL, NORMAL, SELECTED
from .faces import cards_text, option_help, option_name

if TYPE_CHECKING:
    from .board import SuppenkasperBoard

OPTION_KEYS = {"none": "N", "lose": "A", "give": "B", "demand": "C"}  # as the options' a) b) c)
NOT_NOW: tuple[str, dict[str, Any]] = ("not_legal", {})  # the common "The rules do not allow that now."


class SuppenkasperChoose(ChoosePart):
    """Clicks, drops and keys: the selection of cards, and what each target means now."""

    board: SuppenkasperBoard

    def __init__(self, board: SuppenkasperBoard) -> None:
        super().__init__(board)
        self.cream: tuple[int, ...] | None = None  # the Naschkatze holder's spread in the making
        # another decision than the chosen cards make, pressed once: (selection, action);
        # a second press does it (a choice is never dropped by one key or click)
        self.other: tuple[Any, Action] | None = None

    def reset(self) -> None:
        """Called by the board's ``reset`` (which forgets the selection)."""
        self.cream = None
        self.other = None

    # -- the chosen cards and what the legal actions allow ---------------------------------
    def chosen(self) -> list[tuple[str, int]]:
        """The chosen hand cards as (card, copy number)."""
        return list(self.board.selection or ())

    def picked(self) -> list[str]:
        return [c for c, _k in self.chosen()]

    @staticmethod
    def _multi(legal: list[Action]) -> list[Any]:
        """The legal actions made of several chosen hand cards (serve, pass on)."""
        return [a for a in legal if isinstance(a, (Serve, PassOn))]

    @staticmethod
    def _fits(cards: list[str], multi: list[Any]) -> bool:
        want = Counter(cards)
        return any(not (want - Counter(a.cards)) for a in multi)

    @staticmethod
    def _exact(cards: list[str], multi: list[Any]) -> Any:
        key = sorted(cards)
        return next((a for a in multi if sorted(a.cards) == key), None)

    @staticmethod
    def single(card: str, legal: list[Action]) -> Action | None:
        """The one-card decision ``card`` stands for, if it is legal now."""
        for a in legal:
            if isinstance(a, (Eat, HandOver)) and a.card == card:
                return a
        if card == "nein" and Refuse() in legal:
            return Refuse()
        if card == "suppenkasper" and PlaySuppenkasper() in legal:
            return PlaySuppenkasper()
        return None

    def chosen_action(self, legal: list[Action]) -> Action | None:
        """The legal action the chosen hand cards make, if any."""
        cards = self.picked()
        if len(cards) == 1:
            one = self.single(cards[0], legal)
            if one is not None and not isinstance(one, HandOver):
                return one
        return self._exact(cards, self._multi(legal)) if cards else None

    def _building(self, legal: list[Action]) -> bool:
        """Whether the chosen cards are (part of) a dish or an addition, not one card's decision."""
        cards = self.picked()
        return bool(cards) and self._fits(cards, self._multi(legal))

    def _attempt(self, cards: list[str], legal: list[Action]) -> Action | None:
        """An action that is *not* legal, handed to the engine only so that it says why
        (nothing changes): the chosen cards as a dish, an addition or a card to eat with."""
        if any(isinstance(a, Serve) for a in legal):
            return Serve(tuple(card_sorted(cards)))
        if any(isinstance(a, Eat) for a in legal):
            if len(cards) == 1 and KIND[cards[0]] in ("reduction", "special", "start"):
                one = {"nein": Refuse(), "suppenkasper": PlaySuppenkasper()}
                return one.get(cards[0], Eat(cards[0]))
            return PassOn(tuple(card_sorted(cards)))
        return None

    # -- how each thing on the table looks now (lit, chosen, dimmed) -----------------------
    def hand_target(self, card: str, k: int, legal: list[Action]) -> tuple[str, Any]:
        """(state, target) of the ``k``-th copy of ``card`` in the person's hand."""
        if not legal:
            return NORMAL, None
        tgt = ("hand", card, k)
        if (card, k) in self.chosen():
            return SELECTED, tgt
        if any(isinstance(a, Give) for a in legal):
            return (LEGAL if any(isinstance(a, Give) and a.card == card for a in legal) else DIM), tgt
        if any(isinstance(a, HandOver) for a in legal):
            return (LEGAL if HandOver(card) in legal else DIM), tgt
        if any(isinstance(a, AssignSides) for a in legal):
            return (LEGAL if AssignSides(card) in legal else DIM), ("main", card)
        if any(isinstance(a, (SpreadCream, ChooseOption, Demand, EndRound)) for a in legal):
            return NORMAL, tgt  # not a decision now: a click says what is
        if self.single(card, legal) is not None:
            return LEGAL, tgt
        base = self.picked() if self._building(legal) else []
        if self._fits([*base, card], self._multi(legal)):
            return LEGAL, tgt
        return DIM, tgt  # still clickable: it starts another dish, or the engine says why not

    def seat_target(self, s: int, obs: Observation, legal: list[Action]) -> tuple[str, Any]:
        """(state, target) of another seat: lit when giving to / demanding from it is legal."""
        if s == obs["seat"] or not any(isinstance(a, (Give, Demand)) for a in legal):
            return NORMAL, None
        lit = Demand(s) in legal or any(isinstance(a, Give) and a.to == s for a in legal)
        return (LEGAL if lit else DIM), ("seat", s)

    def plate_target(self, legal: list[Action]) -> tuple[str, Any]:
        if not any(isinstance(a, (Serve, Eat)) for a in legal):
            return NORMAL, None
        return (SELECTED if self.chosen_action(legal) is not None else LEGAL), "plate"

    def cream_counts(self, cakes: int) -> list[int]:
        counts = list(self.cream or ())
        return counts if len(counts) == cakes else [0] * cakes

    # -- clicks ---------------------------------------------------------------------------------
    def pick(self, target: Any, legal: list[Action], obs: Observation) -> Pick:
        if target == "cancel":
            self.board.reset()  # the selection, and the cream and the other decision with it
            return Pick(reselect=True)
        if target == "plate":
            return self._plate_pick(legal)
        kind = target[0] if isinstance(target, tuple) and target else None
        if kind == "do":
            return self._do_pick(target[1], legal)
        if kind == "hand":
            return self._hand_pick(target[1], target[2], legal)
        if kind == "seat":
            return self._seat_pick(target[1], legal)
        if kind == "main":
            return Pick(AssignSides(target[1]))
        if kind in ("cake", "uncream"):
            return self._cream_pick(kind, target[1], legal)
        if target == "spread":
            return Pick(SpreadCream(tuple(self.cream or ())))
        return Pick(why=NOT_NOW)

    def _do_pick(self, action: Action, legal: list[Action]) -> Pick:
        """A line beside the plate, an option tile or a button (the engine checks it). When
        the chosen cards make another decision, the first press keeps them and says so."""
        chosen = self.chosen_action(legal)
        if chosen is None or action == chosen or self.other == (self.board.selection, action):
            self.other = None
            return Pick(action)
        self.other = (self.board.selection, action)
        return Pick(why=("other_choice", {"cards": cards_text(self.picked())}))

    def _plate_pick(self, legal: list[Action]) -> Pick:
        action = self.chosen_action(legal)
        if action is not None:
            return Pick(action)
        cards = self.picked()
        if not cards:
            if Eat(None) in legal:
                return Pick(Eat(None))
            return Pick(why=("empty_dish", {})) if any(isinstance(a, Serve) for a in legal) else Pick(why=NOT_NOW)
        attempt = self._attempt(cards, legal)
        return Pick(attempt) if attempt is not None else Pick(why=NOT_NOW)

    def _hand_pick(self, card: str, k: int, legal: list[Action]) -> Pick:
        sel = self.chosen()
        if (card, k) in sel:
            sel.remove((card, k))
            self.board.selection = tuple(sel) or None
            return Pick(reselect=True)
        if any(isinstance(a, Give) for a in legal):
            if not any(isinstance(a, Give) and a.card == card for a in legal):
                return Pick(why=("not_in_hand", {"card": card}))
            self.board.selection = ((card, k),)
            return Pick(reselect=True)
        if any(isinstance(a, HandOver) for a in legal):
            return Pick(HandOver(card))  # the engine says why not, if it is no reduction card
        for kind, code in (
            (ChooseOption, "choose_option_first"),
            (StopDemand, "ask_or_stop"),
            (Demand, "demand_from_player"),
            (SpreadCream, "spread_on_cakes"),
            (EndRound, "end_the_round"),
        ):
            if any(isinstance(a, kind) for a in legal):
                return Pick(why=(code, {}))
        if self.single(card, legal) is not None:
            self.board.selection = ((card, k),)
            return Pick(reselect=True)
        multi = self._multi(legal)
        base = sel if self._building(legal) else []
        for start in (base, []):
            if self._fits([c for c, _ in start] + [card], multi):
                self.board.selection = (*start, (card, k))
                return Pick(reselect=True)
        attempt = self._attempt([c for c, _ in base] + [card], legal)
        return Pick(attempt) if attempt is not None else Pick(why=NOT_NOW)

    def _seat_pick(self, s: int, legal: list[Action]) -> Pick:
        if any(isinstance(a, Give) for a in legal):
            picked = self.picked()
            return Pick(Give(picked[0], s)) if picked else Pick(why=("choose_card_first", {}))
        if any(isinstance(a, Demand) for a in legal):
            return Pick(Demand(s))  # the engine says why not, if that player may not be asked
        if any(isinstance(a, HandOver) for a in legal):
            return Pick(why=("hand_over_card", {}))
        return Pick(why=NOT_NOW)

    def _cream_pick(self, kind: str, i: int, legal: list[Action]) -> Pick:
        spreads = [a for a in legal if isinstance(a, SpreadCream)]
        if not spreads:
            return Pick(why=NOT_NOW)
        cakes, cream = len(spreads[0].counts), sum(spreads[0].counts)
        counts = self.cream_counts(cakes)
        if kind == "cake":
            if sum(counts) >= cream:
                return Pick(why=("cream_all_placed", {}))
            counts[i] += 1
        elif counts[i] > 0:
            counts[i] -= 1
        self.cream = tuple(counts)
        return Pick(reselect=True)

    # -- drags ----------------------------------------------------------------------------------
    def drop(self, dragged: Any, onto: Any, legal: list[Action], obs: Observation) -> Pick:
        """A card dragged onto the plate, a line beside it or a seat: the same as clicking
        the card (if not chosen yet) and then what it was dropped on."""
        saved = self.board.selection
        chosen = isinstance(dragged, tuple) and dragged[0] == "hand" and (dragged[1], dragged[2]) in self.chosen()
        if not chosen:
            first = self.pick(dragged, legal, obs)
            if first.action is not None or not first.reselect:
                return first
        if isinstance(onto, tuple) and onto and onto[0] == "do":
            onto = "plate"  # a card dropped on a way of eating is a card dropped on the dish
        second = self.pick(onto, legal, obs) if onto is not None else Pick()
        if second.action is None:
            self.board.selection = saved
            return Pick(why=second.why or ("drop_on_target", {}))
        return second

    def hint_destinations(self, action: Action, obs: Observation) -> list[str]:
        if isinstance(action, (Serve, Eat, PassOn, Refuse, PlaySuppenkasper)):
            return ["plate"]
        if isinstance(action, Give):
            return [f"seat:{action.to}"]
        if isinstance(action, Demand):
            return [f"seat:{action.target}"]
        return []

    # -- keys -----------------------------------------------------------------------------------
    def buttons(self, obs: Observation, legal: list[Action]) -> list[Button]:
        out: list[Button] = []
        chosen = self.chosen_action(legal)
        if any(isinstance(a, Serve) for a in legal):
            enabled = isinstance(chosen, Serve)
            out.append(
                Button(
                    self.board.words.label("serve"),
                    chosen,
                    enabled=enabled,
                    shortcut="S",
                    tooltip=self.board.words.label("serve_tip"),
                )
            )
        if Eat(None) in legal:
            text, tip = self.board.words.eat_button(obs["plate"])
            if chosen is not None and chosen != Eat(None):  # asks first: the chosen cards are not dropped by one key
                out.append(Button(text, target=("do", Eat(None)), shortcut="E", tooltip=tip))
            else:
                out.append(Button(text, Eat(None), shortcut="E", tooltip=tip))
            if chosen is not None and chosen != Eat(None) and not isinstance(chosen, Refuse):
                out.append(Button(self.board.words.button_text(chosen, obs["plate"]), chosen, shortcut="D"))
        if Refuse() in legal:
            if chosen is not None and chosen != Refuse():
                out.append(Button(self.board.words.label("nein"), target=("do", Refuse()), shortcut="N"))
            else:
                out.append(Button(self.board.words.label("nein"), Refuse(), shortcut="N"))
        for a in legal:
            if isinstance(a, ChooseOption):
                out.append(
                    Button(option_name(a.option), a, shortcut=OPTION_KEYS.get(a.option, ""), tooltip=option_help(a.option))
                )
            elif isinstance(a, Demand):
                out.append(Button(self.board.words.ask_text(a.target), a, shortcut=str(a.target + 1)))
            elif isinstance(a, StopDemand):
                out.append(Button(self.board.words.label("stop"), a, shortcut="S", tooltip=self.board.words.label("stop_tip")))
            elif isinstance(a, EndRound):
                out.append(
                    Button(self.board.words.label("end_round"), a, shortcut="E", tooltip=self.board.words.label("end_round_tip"))
                )
        picked = self.picked()
        if picked:
            for a in legal:
                if isinstance(a, Give) and a.card == picked[0]:
                    out.append(Button(self.board.words.give_text(a.to), a, shortcut=str(a.to + 1)))
        assigns = [a for a in legal if isinstance(a, AssignSides)]
        for i, a in enumerate(assigns):
            out.append(Button(self.board.words.sides_text(a.main), a, shortcut=str(i + 1) if i < 9 else ""))
        if any(isinstance(a, SpreadCream) for a in legal):
            act = SpreadCream(tuple(self.cream or ()))
            out.append(
                Button(self.board.words.label("spread"), act if act in legal else None, enabled=act in legal, shortcut="S")
            )
            if self.cream:
                out.append(Button(self.board.words.label("again"), target="cancel", shortcut="R"))
        if self.board.selection:
            out.append(Button(self.board.words.label("clear"), target="cancel", shortcut="Esc"))
        return out
