"""What a click, a drop or a key means at the Soup Meng Ramen table.

Every answer is one of: a legal action; a new selection (the person's half-made
choice: a hand card, the swap card's two cards, the Order up! card); the action the
person attempted, which the engine refuses with its own reason in the rulebook's
words (a card that does not fit that bowl, a bowl not ready for Order up!); or, where
a target has no action meaning now, a reason code that ``words`` puts into words.
Nothing is re-derived here: what is possible comes from the legal actions alone.

Decisions:

- turn start: the draw pile (or "Draw"); or finish a bowl (no way back): the glowing
  bowl, then once more to confirm; or the Order up! card and then the bowl, or drag the
  card onto the bowl;
- after the draw: a hand card, then a glowing bowl (any player's), or drag the card
  onto the bowl;
- the swap card: then a card in one of your bowls and a card of the same kind in
  another bowl (either order; or drag yours onto theirs); when the card you get may
  go into several of your bowls, the bowl;
- when no card fits into any bowl: a card, then the discard pile (or drag it there); the
  swap card may be discarded too (chosen, then the pile), or played instead if a swap is
  possible (行動B's ※: a possible swap does not forbid the discard).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ....engine import Action, Observation
from ....games.soupmeng.actions import Discard, Draw, Finish, Place, Swap
from ....games.soupmeng.cards import SWAP
from ...table.board import Button, ChoosePart, Pick
from ...table.spec import ACTIVE, DIM, LEGAL, NORMAL, SELECTED

if TYPE_CHECKING:
    from .board import SoupmengBoard


@dataclass
class Offer:
    """What the legal actions allow right now, with the selection checked against them."""

    mode: str = "wait"  # wait | turn | play | swap | discard | over
    draw: bool = False
    finishes: list[int] = field(default_factory=list)
    places: list[Place] = field(default_factory=list)
    swaps: list[Swap] = field(default_factory=list)
    discards: list[str] = field(default_factory=list)
    card: str | None = None  # the hand card chosen to place or discard
    give: tuple[int, str] | None = None  # swap: (own bowl, card)
    take: tuple[int, int, str] | None = None  # swap: (seat, bowl, card)
    finish_mode: bool = False  # the Order up! card is chosen: now the bowl
    confirm: int | None = None  # a bowl chosen for Order up!: once more finishes it

    def fits(self, card: str) -> set[tuple[int, int]]:
        return {(a.seat, a.bowl) for a in self.places if a.card == card}

    def candidates(self) -> list[Swap]:
        return [
            a
            for a in self.swaps
            if (self.give is None or (a.bowl, a.card) == self.give)
            and (self.take is None or (a.target_seat, a.target_bowl, a.target_card) == self.take)
        ]

    def give_options(self) -> set[tuple[int, str]]:
        return {
            (a.bowl, a.card)
            for a in self.swaps
            if self.take is None or (a.target_seat, a.target_bowl, a.target_card) == self.take
        }

    def take_options(self) -> set[tuple[int, int, str]]:
        return {
            (a.target_seat, a.target_bowl, a.target_card)
            for a in self.swaps
            if self.give is None or (a.bowl, a.card) == self.give
        }

    def dests(self) -> list[int]:
        if self.give is None or self.take is None:
            return []
        return sorted({a.dest for a in self.candidates()})


class SoupmengChoose(ChoosePart):
    """What each target means now: its state on the table, and a click, drop or button
    -> an action, a selection or a reason."""

    board: SoupmengBoard

    def offer(self, obs: Observation, legal: list[Action]) -> Offer:
        """Sort the legal actions and check the selection against them (a stale one is dropped)."""
        o = Offer()
        if obs["phase"] == "over":
            o.mode = "over"
            return o
        if not legal:
            return o
        o.draw = Draw() in legal
        o.finishes = [a.bowl for a in legal if isinstance(a, Finish)]
        o.places = [a for a in legal if isinstance(a, Place)]
        o.swaps = [a for a in legal if isinstance(a, Swap)]
        o.discards = [a.card for a in legal if isinstance(a, Discard)]
        sel = self.board.selection
        if o.draw or o.finishes:
            o.mode = "turn"
            o.finish_mode = sel == ("finish",) and bool(o.finishes)
            if isinstance(sel, tuple) and len(sel) == 2 and sel[0] == "finish" and sel[1] in o.finishes:
                o.confirm = sel[1]
        elif isinstance(sel, tuple) and sel[0] == "swap" and o.swaps:
            o.mode = "swap"
            o.give, o.take = sel[1], sel[2]
            if not o.candidates():
                o.give = o.take = None
        elif o.discards:  # no card fits into any bowl (a swap may still be possible)
            o.mode = "discard"
            if isinstance(sel, tuple) and sel[0] == "card" and sel[1] in o.discards:
                o.card = sel[1]
        else:
            o.mode = "play"
            if isinstance(sel, tuple) and sel[0] == "card" and o.fits(sel[1]):
                o.card = sel[1]
        return o

    # -- what lights up: the current decision LEGAL, a later step of it ACTIVE -----------------------
    def hand_state(self, o: Offer, card: str, copy: int) -> str:
        """LEGAL: a card to choose now; SELECTED: the card chosen; ACTIVE: another card that
        could be chosen instead; DIM: a card that cannot be used now."""
        if o.mode not in ("play", "swap", "discard"):
            return NORMAL
        if copy == 0 and (o.card == card or (card == SWAP and o.mode == "swap")):
            return SELECTED
        usable = card in o.discards or bool(o.fits(card)) or (card == SWAP and bool(o.swaps))
        if not usable:
            return DIM
        return ACTIVE if o.card is not None or o.mode == "swap" else LEGAL

    def tray_state(self, o: Offer, s: int, i: int, me: int | None) -> str:
        """LEGAL where the current decision may end in this bowl; ACTIVE where a card could
        be dropped on it before one is chosen."""
        if o.mode == "turn":
            if s == me and i == o.confirm:
                return SELECTED
            return LEGAL if s == me and i in o.finishes else NORMAL
        if o.mode == "play":
            if o.card is not None:
                return LEGAL if (s, i) in o.fits(o.card) else NORMAL
            return ACTIVE if any((a.seat, a.bowl) == (s, i) for a in o.places) else NORMAL
        if o.mode == "swap":
            return LEGAL if s == me and i in o.dests() else NORMAL
        return NORMAL

    def swap_state(self, o: Offer, s: int, i: int, c: str, copy: int, me: int | None) -> str:
        """A bowl card during a swap: SELECTED when chosen; LEGAL when it completes the
        half-made choice (or starts it: a card of yours to give); ACTIVE when it would
        replace the card chosen on its side."""
        give = s == me and (i, c) in {(a.bowl, a.card) for a in o.swaps}
        take = (s, i, c) in {(a.target_seat, a.target_bowl, a.target_card) for a in o.swaps}
        if copy == 0 and ((s == me and o.give == (i, c)) or o.take == (s, i, c)):
            return SELECTED
        if o.dests():
            return NORMAL
        if o.give is None and o.take is None:
            return LEGAL if give else (ACTIVE if take else NORMAL)
        if o.give is not None:
            return LEGAL if (s, i, c) in o.take_options() else (ACTIVE if give else NORMAL)
        return LEGAL if s == me and (i, c) in o.give_options() else (ACTIVE if take else NORMAL)

    # -- a click (or Enter on the focused item) ------------------------------------------------------
    def pick(self, target: Any, legal: list[Action], obs: Observation) -> Pick:
        o = self.offer(obs, legal)
        me = obs["seat"]
        if target == "cancel":
            self.board.selection = None
            return Pick(reselect=True)
        if o.mode == "over":
            return Pick(why=("game_over", {}))
        if o.mode == "wait":
            return Pick(why=("not_your_turn", {}))
        kind = target[0] if isinstance(target, tuple) else target
        if kind == "deck":
            ask = self.board.keep_choice(Draw()) if o.mode == "turn" and Draw() in legal else None
            return ask or Pick(Draw())  # after the draw the engine says why not
        if kind == "orderup":
            return self._pick_order_up(o)
        if kind == "hand":
            return self._pick_hand(target[1], o)
        if kind == "bowl":
            return self._pick_bowl(target[1], target[2], o, me)
        if kind == "bcard":
            return self._pick_bowl_card(target[1], target[2], target[3], o, me)
        if kind == "discard":
            return self._pick_discard(o)
        if kind == "bonus":
            return Pick(why=("bonus_auto", {}))
        if kind == "backs":
            return Pick(why=("hidden_hand", {"seat": target[1]}))
        return Pick(why=("not_legal", {}))

    def _pick_order_up(self, o: Offer) -> Pick:
        if o.mode != "turn":
            return Pick(why=("already_drew", {}))
        if o.confirm is not None:
            return Pick(Finish(o.confirm))  # the card for the bowl chosen: confirmed
        if len(o.finishes) == 1:
            self.board.selection = ("finish", o.finishes[0])  # there is no way back: once more to confirm
            return Pick(reselect=True)
        if o.finishes:
            self.board.selection = None if o.finish_mode else ("finish",)
            return Pick(reselect=True)
        return Pick(why=("no_bowl_ready", {}))

    def _pick_hand(self, card: str, o: Offer) -> Pick:
        if o.mode == "turn":
            return Pick(why=("draw_first", {}))
        if card == SWAP and o.swaps:  # a swap (when nothing fits, its card may still be discarded)
            self.board.selection = None if o.mode == "swap" else ("swap", None, None)
            return Pick(reselect=True)
        if o.discards:
            if card not in o.discards:
                return Pick(why=("not_in_hand", {}))
            self.board.selection = None if o.card == card else ("card", card)
            return Pick(reselect=True)
        if card == SWAP:
            return Pick(why=("no_swap_possible", {}))
        if o.fits(card):
            self.board.selection = None if o.card == card else ("card", card)
            return Pick(reselect=True)
        return Pick(why=("card_fits_nowhere", {}))

    def _pick_bowl(self, s: int, i: int, o: Offer, me: int | None) -> Pick:
        if o.mode == "turn":
            if s != me:
                return Pick(why=("draw_first", {}))
            if o.finish_mode or o.confirm == i or i not in o.finishes:
                return Pick(Finish(i))  # chosen twice, or with the card; when not ready the engine says why
            self.board.selection = ("finish", i)  # there is no way back: once more to confirm
            return Pick(reselect=True)
        if o.mode in ("play", "discard"):
            if o.card is not None:
                return Pick(Place(o.card, s, i))  # when it does not fit the engine says why
            return Pick(why=("choose_card_first", {}) if o.mode == "play" else ("nothing_fits", {}))
        # a swap
        if o.give is not None and o.take is not None:
            if s != me:
                return Pick(why=("swap_choose_bowl", {}))
            for a in o.candidates():
                if a.dest == i:
                    return Pick(a)
            return Pick(Swap(o.give[0], o.give[1], *o.take, i))  # the engine says why not this bowl
        return Pick(why=("swap_choose_cards", {}))

    def _pick_bowl_card(self, s: int, i: int, card: str, o: Offer, me: int | None) -> Pick:
        """A card in a bowl during a swap: the card to give (one of yours) or to take."""
        if o.mode != "swap":
            return self._pick_bowl(s, i, o, me)
        give, take = o.give, o.take
        if take is not None and (s, i, card) == take:
            take = None
        elif give is not None and s == me and (i, card) == give:
            give = None
        elif give is not None and (s, i, card) in o.take_options():
            take = (s, i, card)
        elif s == me and (i, card) in o.give_options():
            give = (i, card)
        elif give is None and (s, i, card) in o.take_options():
            take = (s, i, card)
        elif s == me and any((i, card) == (a.bowl, a.card) for a in o.swaps):
            give, take = (i, card), None  # start again from this card
        elif give is not None:
            return Pick(Swap(give[0], give[1], s, i, card, give[0]))  # the engine says why not this card
        elif take is not None and s == me:
            return Pick(Swap(i, card, *take, i))
        else:
            return Pick(why=("swap_not_this", {}))
        self.board.selection = ("swap", give, take)
        o.give, o.take = give, take
        if give is not None and take is not None and len(o.dests()) == 1:
            return Pick(o.candidates()[0])
        return Pick(reselect=True)

    def _pick_discard(self, o: Offer) -> Pick:
        if o.mode == "discard":
            return Pick(Discard(o.card)) if o.card is not None else Pick(why=("choose_card_first", {}))
        if o.mode == "turn":
            return Pick(why=("must_draw_or_finish", {}))
        if o.mode == "swap":
            return Pick(Discard(SWAP))  # the swap card chosen: the engine says why not, if a card fits
        if o.card is not None:
            return Pick(Discard(o.card))  # the engine says why not: a card fits somewhere
        return Pick(why=("card_fits_somewhere", {}))

    # -- a drag released on something ----------------------------------------------------------------------
    def drop(self, dragged: Any, onto: Any, legal: list[Action], obs: Observation) -> Pick:
        o = self.offer(obs, legal)
        me = obs["seat"]
        if o.mode in ("over", "wait"):
            return self.pick(dragged, legal, obs)
        on_bowl = isinstance(onto, tuple) and onto[0] in ("bowl", "bcard")
        if dragged == "orderup":
            if on_bowl and onto[1] == me and o.mode == "turn":
                return Pick(Finish(onto[2]))  # when it is not ready the engine says why
            return Pick(why=("drop_order_up", {}))
        if isinstance(dragged, tuple) and dragged[0] == "hand":
            card = dragged[1]
            if onto == "discard":
                return Pick(Discard(card))  # when a card fits somewhere the engine says why
            if card == SWAP:
                if not o.swaps:
                    return Pick(why=("no_swap_possible", {}))
                self.board.selection = ("swap", None, None)
                if isinstance(onto, tuple) and onto[0] == "bcard":
                    return self._pick_bowl_card(onto[1], onto[2], onto[3], self.offer(obs, legal), me)
                return Pick(reselect=True)
            if on_bowl:
                return Pick(Place(card, onto[1], onto[2]))  # when it does not fit the engine says why
            return Pick(why=("drop_on_bowl", {}))
        if isinstance(dragged, tuple) and dragged[0] == "bcard" and o.mode == "swap":
            _, s, i, card = dragged
            if s != me or (i, card) not in {(a.bowl, a.card) for a in o.swaps}:
                return Pick(why=("swap_not_this", {}))
            self.board.selection = ("swap", (i, card), None)
            if isinstance(onto, tuple) and onto[0] == "bcard":
                res = self._pick_bowl_card(onto[1], onto[2], onto[3], self.offer(obs, legal), me)
                return Pick(reselect=True, why=res.why) if res.why is not None else res
            return Pick(reselect=True)
        return self.pick(dragged, legal, obs)

    def hint_destinations(self, action: Action, obs: Observation) -> list[str]:
        me = obs["seat"]
        if isinstance(action, Place):
            return [f"tray:{action.seat}:{action.bowl}"]
        if isinstance(action, Finish):
            return [f"tray:{me}:{action.bowl}"]
        if isinstance(action, Swap):  # the two cards that change places, and the bowl for the one received
            return [
                f"bowl:{me}:{action.bowl}/{action.card}#0",
                f"bowl:{action.target_seat}:{action.target_bowl}/{action.target_card}#0",
                f"tray:{me}:{action.dest}",
            ]
        if isinstance(action, Discard):
            return ["discard"]
        return []

    # -- the buttons under the table (each with a key) ----------------------------------------------------------
    def buttons(self, obs: Observation, legal: list[Action]) -> list[Button]:
        o = self.offer(obs, legal)
        out: list[Button] = []
        if o.mode == "turn":
            if o.draw and self.board.selection is not None:  # Order up! half-chosen: the draw asks first
                out.append(Button(self.board.words.button_text("draw"), target="deck", shortcut="D"))
            elif o.draw:
                out.append(Button(self.board.words.button_text("draw"), action=Draw(), shortcut="D"))
            for i in o.finishes:
                tip, key = self.board.words.button_text("finish_tip", i), str(i + 1)
                if o.confirm == i:
                    out.append(Button(self.board.words.button_text("confirm", i), action=Finish(i), shortcut=key, tooltip=tip))
                else:  # first the bowl is chosen, then confirmed
                    out.append(
                        Button(
                            self.board.words.button_text("finish", i), target=("bowl", obs["seat"], i), shortcut=key, tooltip=tip
                        )
                    )
        for d in o.dests():
            out.append(Button(self.board.words.button_text("dest", d), target=("bowl", obs["seat"], d), shortcut=str(d + 1)))
        if o.mode == "discard" and o.card is not None:
            out.append(Button(self.board.words.button_text("discard", o.card), action=Discard(o.card), shortcut="X"))
        if o.mode == "swap" and SWAP in o.discards:  # nothing fits: the swap card may be discarded instead
            out.append(Button(self.board.words.button_text("discard", SWAP), action=Discard(SWAP), shortcut="X"))
        if self.board.selection is not None and (o.finish_mode or o.confirm is not None or o.mode in ("play", "swap", "discard")):
            out.append(Button(self.board.words.button_text("cancel"), target="cancel", shortcut="Esc"))
        return out
