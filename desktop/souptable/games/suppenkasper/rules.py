"""Suppenkasper rules: the deal, serving and eating dishes, reduction cards,
the round end with the eating of hands, the game end, and both variants.

Rulebook: ``shared/rulebooks/suppenkasper.txt``; where it is silent,
``shared/rules/RULINGS.md``. Rulings made here (the rulebook and RULINGS are
silent):

- Seat 0 deals the first round; cards are dealt one at a time from the
  dealer's left, so the extra cards of an uneven deal go to the seats first
  in that order. The dealer moves one seat left each round.
- Variant 2: the round-start options are taken in turn order from the
  dealer's left, each option finished before the next seat chooses. Any
  card may be given (Tischlein deck dich too: whoever holds it after the
  options starts). Option b needs 3 cards in hand; its cards go one at a
  time to seats that have so far received least (three different seats;
  with 3 players the third goes to either). Option c asks one seat at a
  time, each seat once: three different seats where the table has them.
  With 3 players both others are asked first; for the third card either may
  be asked again, and if the one asked has none, the other ("the card may be
  demanded from another player instead"): both may be asked a second time,
  but at most two cards come from one seat. A seat with no reduction card
  is never asked again, and the demander then asks another seat or stops. The asked seat chooses which reduction card it
  hands over; whether it had one becomes known to all, the card only to
  the two of them.
- After a "Nein, eß ich nicht" only reduction cards may be played on the
  dish (the printed rule): no Freßsack, Mecker-Ziege or Naschkatze and no
  Suppenkasper card; eating it as it is stays allowed.
- A deal that leaves the holder of Tischlein deck dich nothing to serve ends
  the round at once, but as a step of its own: the card goes on the plate and
  the holder's only action is :class:`EndRound`, so that the players see the
  round before its hands are eaten, and the record holds it. A record of the
  earlier rules, which have no such step, gets it on replay (``upgrade``).
- A round that ends the game mid-round (a seat reaches either end of the
  track) gets a summary without a settlement.

No Qt here.
"""

from __future__ import annotations

import random
from collections import Counter, _count_elements  # type: ignore[attr-defined]  # Counter's own counting, in C
from itertools import combinations
from typing import Any

from ...engine import (
    Action,
    Event,
    GameRules,
    IllegalAction,
    MatchRng,
    Observation,
    Result,
    event,
    make_event,
    moved,
    ranks_from_keys,
)
from ...engine.rules import opening_sink
from . import INFO
from .actions import (
    ACTION_TYPES,
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
from .cards import (
    CHIPS,
    COLOUR,
    EATING_REDUCTIONS,
    GLUTTONS,
    KIND,
    MAINS,
    OPTION_CARDS,
    REDUCTIONS,
    SERVABLE,
    SIDE_OF,
    STEPS,
    TRACK_MAX,
    TRACK_MIN,
    TRACK_START,
    card_sorted,
    deck_cards,
    is_card,
)
from .observe import (
    determinize,
    learn_has_reduction,
    learn_no_reduction,
    learn_played,
    learn_transfer,
    observe,
)
from .scoring import (
    Table,
    colour_groups,
    counted_choices,
    cream_spreads,
    effect,
    settle_round,
    suppenkasper_holder,
    table_meals,
)
from .state import SuppenkasperState

OPTIONS = ("none", "lose", "give", "demand")
# Which action kinds belong to which phase (for "why not" explanations).
PHASE_KINDS: dict[str, tuple[str, ...]] = {
    "option": ("round_option",),
    "give": ("give",),
    "demand": ("demand", "stop_demand"),
    "hand_over": ("hand_over",),
    "cannot_serve": ("end_round",),
    "serve": ("serve",),
    "respond": ("eat", "pass_on", "refuse", "suppenkasper"),
    "settle": ("assign_sides", "spread_cream"),
}
# A glutton card may be put on a dish of this base (see ``_base``).
GLUTTON_BASE = {"fresssack": "ready", "meckerziege": "fastfood", "naschkatze": "cake"}


def _shown(card: str, src: str, dst: str, face_up: bool = True) -> Event:
    """``moved(card, src, dst, face_up=...)`` for a card everyone sees, built
    directly: playouts make many of these."""
    return make_event("card_moved", (("card", card), ("src", src), ("dst", dst), ("face_up", face_up)))


def _base(plate: list[str]) -> str | None:
    """What the dish on the plate is: a main course's colour, "ready" or "fastfood"."""
    for c in plate:
        kind = KIND[c]
        if kind == "main":
            return COLOUR[c]
        if kind in ("ready", "fastfood"):
            return kind
    return None


def _companion(base: str) -> str:
    """The card that may join a dish of ``base`` besides muesli."""
    return base if base in ("ready", "fastfood") else SIDE_OF[base]


def _serves(first: str, companion: str, a: int, m: int) -> tuple[Serve, ...]:
    """Dishes of ``first`` (a main course, or one ready-made meal / fast food)
    with 0..a ``companion`` cards and 0..m muesli, in canonical order. Actions
    are immutable, so each is made once (a plain dict: every serve lists some)."""
    key = (first, companion, a, m)
    made = _SERVES.get(key)
    if made is None:
        made = _SERVES[key] = tuple(
            Serve((first,) + (companion,) * i + ("muesli",) * j) for i in range(a + 1) for j in range(m + 1)
        )
    return made


def _passes(companion: str, a: int, m: int) -> tuple[PassOn, ...]:
    """Additions of 0..a ``companion`` cards and 0..m muesli (not nothing)."""
    key = (companion, a, m)
    made = _PASSES.get(key)
    if made is None:
        made = _PASSES[key] = tuple(
            PassOn((companion,) * i + ("muesli",) * j) for i in range(a + 1) for j in range(m + 1) if i or j
        )
    return made


_SERVES: dict[tuple[str, str, int, int], tuple[Serve, ...]] = {}
_PASSES: dict[tuple[str, int, int], tuple[PassOn, ...]] = {}
# What a card makes of the dish it is the first such card of (see ``_base``), and the
# card that may join a dish of each base besides muesli (``_companion``).
_BASE_OF: dict[str, str] = {
    **{c: str(COLOUR[c]) for c in MAINS},
    **{c: KIND[c] for c in KIND if KIND[c] in ("ready", "fastfood")},
}
_COMPANION: dict[str, str] = {**{colour: SIDE_OF[colour] for colour in SIDE_OF}, "ready": "ready", "fastfood": "fastfood"}
_MAIN_SIDE: tuple[tuple[str, str], ...] = tuple((main, SIDE_OF[str(COLOUR[main])]) for main in MAINS)
_MAIN_SET = frozenset(MAINS)
# Per set of main courses held: (main course, its side dish) in canonical order (at most one
# entry per subset of the 12 main courses, filled as met).
_MAINS_IN_ORDER: dict[frozenset[str], tuple[tuple[str, str], ...]] = {}


_EAT_NONE: Action = Eat(None)
_EATS = {c: Eat(c) for c in (*EATING_REDUCTIONS, *GLUTTONS)}
_REFUSE = Refuse()
_SUPPENKASPER = PlaySuppenkasper()
_STOP_DEMAND = StopDemand()
_END_ROUND = EndRound()
_COUNTING = frozenset((*EATING_REDUCTIONS, "suppenkasper"))  # how an eat counts its kcal (``effect``)
# Per set of eating reduction cards in a hand: the plain eat, then an eat with each of them
# in canonical order (the start of every response listing).
_EATING_SET = frozenset(EATING_REDUCTIONS)
_EATINGS: dict[frozenset[str], tuple[Action, ...]] = {
    frozenset(held): (_EAT_NONE, *(_EATS[r] for r in EATING_REDUCTIONS if r in held))
    for k in range(len(EATING_REDUCTIONS) + 1)
    for held in combinations(EATING_REDUCTIONS, k)
}


class SuppenkasperRules(GameRules[SuppenkasperState]):
    info = INFO  # in the package's __init__: the start screen reads it without the rules
    action_types = ACTION_TYPES
    reveal_kinds = frozenset({"hands_revealed", "round_ended"})
    # 2: only reduction cards after a "Nein"; option c asks each seat once (3 players:
    # one repeat) and may stop after a refusal; a round ending at the deal is a step.
    revision = 2

    # -- setup ----------------------------------------------------------------
    def _new_state(self, players: int, seed: int, options: dict[str, str]) -> SuppenkasperState:
        st = SuppenkasperState(n=players, rng=MatchRng(seed), variant=options["variant"])
        st.positions = [TRACK_START] * players
        st.chips = [CHIPS if st.variant == "2" else 0] * players
        st.dealer = 0
        self._start_round(st, opening_sink())
        return st

    def _start_round(self, st: SuppenkasperState, ev: list[Event] | None) -> None:
        n = st.n
        st.round += 1
        # The deck in canonical order, shuffled as places in it: the same permutation as
        # shuffling the cards, and a hand sorted by place is the hand in canonical order
        # (``card_sorted``) without a key per card.
        cards = deck_cards(n, st.variant)
        order = st.rng.shuffled(range(len(cards)))
        # Dealt one at a time from the dealer's left: card i goes to seat dealer + 1 + i.
        hands: list[list[str]] = [[] for _ in range(n)]
        for k in range(n):
            hands[(st.dealer + 1 + k) % n] = [cards[i] for i in sorted(order[k::n])]
        st.hands = hands
        st.starter = None
        st.plate = []
        st.server = None
        st.dish = []
        st.eaten = []
        st.dishes = []
        st.option_queue = []
        st.option_seat = None
        st.option_left = 0
        st.option_targets = []
        st.option_none = []
        st.option_declined = False
        st.option_log = []
        st.knowledge = {}
        st.cannot_serve = None
        st.choices = []
        if ev is not None:
            ev.append(event("round_started", round=st.round, dealer=st.dealer, hand_counts=[len(h) for h in st.hands]))
        if ev is not None:
            for s in range(n):
                ev.append(event("dealt", visible_to=[s], secret=("cards",), seat=s, count=len(st.hands[s]), cards=st.hands[s][:]))
        if st.variant == "2":
            st.option_queue = [(st.dealer + 1 + k) % n for k in range(n)]
            self._next_option(st, ev)
        else:
            self._begin_play(st, ev)

    def _begin_play(self, st: SuppenkasperState, ev: list[Event] | None) -> None:
        """Tischlein deck dich goes on the plate; its holder serves first."""
        holder = next(s for s in range(st.n) if "tischlein" in st.hands[s])
        st.starter = holder
        self._put_on_plate(st, holder, ("tischlein",), ev)
        if ev is not None:
            ev.append(event("tischlein_played", seat=holder))
        st.current = holder
        # With nothing to serve the round is over, but the holder ends it as a step
        # of its own: the players see the deal's round, and the record holds it.
        st.phase = "cannot_serve" if SERVABLE.isdisjoint(st.hands[holder]) else "serve"

    # -- queries --------------------------------------------------------------
    def players(self, state: SuppenkasperState) -> int:
        return state.n

    def to_move(self, state: SuppenkasperState) -> int | None:
        return None if state.phase == "over" else state.current

    def clone(self, state: SuppenkasperState) -> SuppenkasperState:
        return state.clone()

    def census(self, state: SuppenkasperState) -> list[Any]:
        cards = state.plate + state.eaten
        for h in state.hands:
            cards = cards + h
        return cards

    def legal_actions(self, state: SuppenkasperState) -> list[Action]:
        st = state
        ph = st.phase
        p = st.current
        if ph == "respond":
            return self._responses(st, p)
        if ph == "serve":
            return self._dishes(st.hands[p])
        if ph == "option":
            return [ChooseOption(o) for o in self._options(st, p)]
        if ph == "give":
            targets = self._give_targets(st, p)
            return [Give(c, t) for c in dict.fromkeys(st.hands[p]) for t in targets]
        if ph == "demand":
            acts: list[Action] = [Demand(t) for t in self._demand_targets(st, p)]
            if st.option_declined:
                acts.append(_STOP_DEMAND)
            return acts
        if ph == "cannot_serve":
            return [_END_ROUND]
        if ph == "hand_over":
            return [HandOver(c) for c in dict.fromkeys(st.hands[p]) if c in REDUCTIONS]
        if ph == "settle":
            pending = self._pending(st)
            if pending is None:  # pragma: no cover - settle only waits on real choices
                return []
            _seat, key, meal = pending
            if key == "cream":
                cakes, cream = colour_groups(meal)["cake"]
                return [SpreadCream(c) for c in cream_spreads(len(cakes), cream)]
            return [AssignSides(m) for m in colour_groups(meal)[key][0]]
        return []

    @staticmethod
    def _dishes(hand: list[str]) -> list[Action]:
        """Every dish ``hand`` can serve (mains first, then ready-made meals,
        then fast food), each in canonical card order."""
        cnt: dict[str, int] = {}
        _count_elements(cnt, hand)  # what Counter(hand) does, into a plain dict, in C
        muesli = cnt.get("muesli", 0)
        out: list[Action] = []
        made = _SERVES.get  # ``_serves`` inlined: every listing makes a few of these look-ups
        present = _MAIN_SET.intersection(cnt)  # the main courses held, in C
        if present:
            mains = _MAINS_IN_ORDER.get(present)
            if mains is None:
                mains = _MAINS_IN_ORDER[present] = tuple(ms for ms in _MAIN_SIDE if ms[0] in present)
            for main, side in mains:
                key = (main, side, cnt.get(side, 0), muesli)
                dishes = made(key)
                out += dishes if dishes is not None else _serves(*key)
        k = cnt.get("ready", 0)
        if k:
            key = ("ready", "ready", k - 1, muesli)
            dishes = made(key)
            out += dishes if dishes is not None else _serves(*key)
        k = cnt.get("fastfood", 0)
        if k:
            key = ("fastfood", "fastfood", k - 1, muesli)
            dishes = made(key)
            out += dishes if dishes is not None else _serves(*key)
        return out

    def _responses(self, st: SuppenkasperState, p: int) -> list[Action]:
        hand = st.hands[p]
        have = set(hand)
        plate = st.plate
        acts = [*_EATINGS[_EATING_SET & have]]  # the plain eat, then the reduction cards held
        if "nein" in plate:  # after a "Nein" only reduction cards (or the dish eaten as it is)
            if "nein" in have:
                acts.append(_REFUSE)
            return acts
        base = None  # ``_base`` inlined
        for c in plate:
            base = _BASE_OF.get(c)
            if base is not None:
                break
        if st.variant != "base" and not have.isdisjoint(GLUTTONS):
            for g in GLUTTONS:
                if g in have and GLUTTON_BASE[g] == base:
                    acts.append(_EATS[g])
        if "nein" in have:
            acts.append(_REFUSE)
        if "suppenkasper" in have:
            acts.append(_SUPPENKASPER)
        if base is not None:
            comp = _COMPANION[base]
            key = (comp, hand.count(comp), hand.count("muesli"))
            passes = _PASSES.get(key)
            acts += passes if passes is not None else _passes(*key)
        return acts

    def _options(self, st: SuppenkasperState, p: int) -> list[str]:
        if st.chips[p] <= 0:
            return ["none"]
        return [o for o in OPTIONS if o != "give" or len(st.hands[p]) >= OPTION_CARDS]

    def _give_targets(self, st: SuppenkasperState, p: int) -> list[int]:
        """Seats option b may give the next card to: those given least so far
        (three different seats; with 3 players the third card goes to either)."""
        cands = [(p + k) % st.n for k in range(1, st.n)]
        low = min(st.option_targets.count(t) for t in cands)
        return sorted(t for t in cands if st.option_targets.count(t) == low)

    def _demand_targets(self, st: SuppenkasperState, p: int) -> list[int]:
        """Seats option c may ask next: each other seat once, never one that had
        no reduction card; with 3 players (two others) one seat that handed a
        card over may be asked a second time for the third card, never more."""
        others = [(p + k) % st.n for k in range(1, st.n)]
        cands = [t for t in others if t not in st.option_none]
        fresh = [t for t in cands if t not in st.option_targets]
        if fresh:
            return sorted(fresh)
        if len(others) == 2 and len(set(st.option_targets)) == len(st.option_targets):
            return sorted(cands)
        return []

    def _pending(self, st: SuppenkasperState) -> tuple[int, str, list[str]] | None:
        """The next round-end decision (seat, colour or "cream", its meal), in
        turn order from the dealer's left; ``None`` when all are taken."""
        if suppenkasper_holder(st.hands) is not None:
            return None
        return self._pending_at(st, table_meals(st.hands))

    def _pending_at(self, st: SuppenkasperState, table: Table) -> tuple[int, str, list[str]] | None:
        """:meth:`_pending` of a round end without the Suppenkasper card, whose meals
        are ``table``."""
        n = st.n
        counts = table[2]
        nasch: int | None = -1  # not looked for yet: only a cake choice needs it
        for k in range(n):
            s = (st.dealer + 1 + k) % n
            for colour in counted_choices(counts[s]):
                if colour == "cake" and nasch == -1:
                    nasch = next((t for t in range(n) if "naschkatze" in st.hands[t]), None)
                key = "cream" if colour == "cake" and s == nasch else colour
                if key not in st.choices[s]:
                    return s, key, table[0][s]
        return None

    # -- why not --------------------------------------------------------------
    def explain(self, state: SuppenkasperState, action: Action) -> IllegalAction:
        st = state
        if st.phase == "over":
            return IllegalAction("game_over")
        kind = getattr(action, "kind", "?")
        if kind not in self.codec.types:
            return IllegalAction("unknown_action", type=kind)
        if kind not in PHASE_KINDS.get(st.phase, ()):
            return IllegalAction("wrong_phase", type=kind, phase=st.phase)
        p = st.current
        hand = st.hands[p]
        why: IllegalAction | None = None
        if isinstance(action, Serve):
            why = self._why_not_dish(hand, None, action.cards)
        elif isinstance(action, PassOn):
            if "nein" in st.plate:
                why = IllegalAction("nein_on_plate_only_reduction")
            else:
                why = self._why_not_dish(hand, _base(st.plate), action.cards)
        elif isinstance(action, Eat):
            why = self._why_not_eat(st, hand, action.card)
        elif isinstance(action, Refuse) and "nein" not in hand:
            why = IllegalAction("not_in_hand", card="nein")
        elif isinstance(action, PlaySuppenkasper) and "suppenkasper" not in hand:
            why = IllegalAction("not_in_hand", card="suppenkasper")
        elif isinstance(action, PlaySuppenkasper) and "nein" in st.plate:
            why = IllegalAction("nein_on_plate_only_reduction", card="suppenkasper")
        elif isinstance(action, ChooseOption):
            if action.option not in OPTIONS:
                why = IllegalAction("no_such_option", option=action.option)
            elif action.option != "none" and st.chips[p] <= 0:
                why = IllegalAction("no_chips")
            elif action.option == "give" and len(hand) < OPTION_CARDS:
                why = IllegalAction("not_enough_cards", needed=OPTION_CARDS)
        elif isinstance(action, Give):
            if action.card not in hand:
                why = IllegalAction("not_in_hand", card=action.card)
            elif action.to not in self._give_targets(st, p):
                why = IllegalAction("recipient_not_allowed", to=action.to, allowed=self._give_targets(st, p))
        elif isinstance(action, Demand):
            if action.target not in self._demand_targets(st, p):
                why = IllegalAction("target_not_allowed", target=action.target, allowed=self._demand_targets(st, p))
        elif isinstance(action, StopDemand) and not st.option_declined:
            why = IllegalAction("stop_only_after_no_reduction_card")
        elif isinstance(action, HandOver):
            if action.card not in hand:
                why = IllegalAction("not_in_hand", card=action.card)
            elif action.card not in REDUCTIONS:
                why = IllegalAction("must_hand_over_reduction", card=action.card)
        elif isinstance(action, (AssignSides, SpreadCream)):
            why = self._why_not_settle(st, action)
        return why or IllegalAction("not_legal", type=kind)

    def _why_not_dish(self, hand: list[str], base: str | None, cards: Any) -> IllegalAction | None:
        """Why ``cards`` are not a dish to serve (``base`` None) or not an
        addition to a dish of ``base``."""
        if not isinstance(cards, tuple) or not all(is_card(c) for c in cards):
            return IllegalAction("not_a_card")
        if not cards:
            return IllegalAction("empty_dish" if base is None else "nothing_added")
        missing = Counter(cards) - Counter(hand)
        if missing:
            return IllegalAction("not_in_hand", card=next(iter(missing)))
        for c in cards:
            if KIND[c] in ("reduction", "special", "start"):
                return IllegalAction("not_a_dish_card", card=c)
        mains = [c for c in cards if KIND[c] == "main"]
        if base is None:
            firsts = [c for c in cards if c in SERVABLE]
            if not firsts:
                return IllegalAction("must_serve_main_fastfood_or_ready")
            base = _base(firsts)
            if len(mains) > 1:
                return IllegalAction("one_main_course_only")
        elif mains:
            return IllegalAction("one_main_course_only")
        assert base is not None
        for c in cards:
            kind = KIND[c]
            if kind in ("muesli", "main"):
                continue
            if kind == "side" and base in SIDE_OF and c != SIDE_OF[base]:
                return IllegalAction("side_dish_does_not_match", card=c, dish=base)
            if c != _companion(base):
                code = {"ready": "ready_only_with_ready", "fastfood": "fastfood_only_with_fastfood"}.get(
                    base, "main_course_only_with_sides_and_muesli"
                )
                return IllegalAction(code, card=c, dish=base)
        if list(cards) != card_sorted(list(cards)):
            return IllegalAction("cards_not_in_order")
        return None

    def _why_not_eat(self, st: SuppenkasperState, hand: list[str], card: Any) -> IllegalAction | None:
        if card is None:
            return None
        if not is_card(card) or card not in hand:
            return IllegalAction("not_in_hand", card=card)
        if card == "nein":
            return IllegalAction("nein_passes_on")
        if card in GLUTTONS:
            if "nein" in st.plate:
                return IllegalAction("nein_on_plate_only_reduction", card=card)
            if GLUTTON_BASE[card] != _base(st.plate):
                return IllegalAction("special_card_does_not_match", card=card, dish=_base(st.plate))
            return None
        if card not in EATING_REDUCTIONS:
            return IllegalAction("not_a_reduction_card", card=card)
        return None

    def _why_not_settle(self, st: SuppenkasperState, action: Action) -> IllegalAction | None:
        pending = self._pending(st)
        if pending is None:
            return None
        _seat, key, meal = pending
        if isinstance(action, AssignSides):
            if key == "cream":
                return IllegalAction("must_spread_cream")
            if action.main not in colour_groups(meal)[key][0]:
                return IllegalAction("main_not_in_meal", main=action.main, colour=key)
        elif isinstance(action, SpreadCream):
            if key != "cream":
                return IllegalAction("must_assign_sides", colour=key)
            cakes, cream = colour_groups(meal)["cake"]
            counts = action.counts
            if (
                not isinstance(counts, tuple)
                or len(counts) != len(cakes)
                or any(not isinstance(k, int) or k < 0 for k in counts)
                or sum(counts) != cream
            ):
                return IllegalAction("cream_spread_invalid", cakes=cakes, cream=cream)
        return None

    # -- change ---------------------------------------------------------------
    def _apply(self, state: SuppenkasperState, action: Action) -> list[Event]:
        ev: list[Event] = []
        self._act(state, action, ev)
        return ev

    def _act(self, state: SuppenkasperState, action: Action, ev: list[Event] | None = None) -> None:
        """Play ``action``; its events go to ``ev`` (``None``: the search's quiet apply,
        which builds none: every event below is built only ``if ev is not None``)."""
        st = state
        p = st.current
        if isinstance(action, Serve):
            self._serve(st, p, action.cards, ev)
        elif isinstance(action, Eat):
            card = action.card  # ``_eat`` inlined: most actions of a game are eats
            if card is not None:
                self._put_on_plate(st, p, (card,), ev)
            self._cleared(st, p, card, ev)
        elif isinstance(action, PassOn):
            self._put_on_plate(st, p, action.cards, ev)
            to = (p + 1) % st.n
            st.dish.append({"seat": p, "did": "passed", "cards": list(action.cards)})
            if ev is not None:
                ev.append(event("passed", seat=p, to=to, cards=list(action.cards)))
            st.current = to
        elif isinstance(action, Refuse):
            self._refuse(st, p, ev)
        elif isinstance(action, PlaySuppenkasper):
            self._put_on_plate(st, p, ("suppenkasper",), ev)
            self._cleared(st, p, "suppenkasper", ev)
        elif isinstance(action, ChooseOption):
            self._choose_option(st, p, action.option, ev)
        elif isinstance(action, Give):
            self._give(st, p, action.card, action.to, ev)
        elif isinstance(action, Demand):
            self._demand(st, p, action.target, ev)
        elif isinstance(action, StopDemand):
            if ev is not None:
                ev.append(event("demand_stopped", seat=p))
            self._log_demand(st, p)
            self._next_option(st, ev)
        elif isinstance(action, HandOver):
            self._hand_over(st, p, action.card, ev)
        elif isinstance(action, EndRound):
            self._end_round(st, p, ev)
        elif isinstance(action, AssignSides):
            pending = self._pending(st)
            assert pending is not None
            st.choices[p][pending[1]] = action.main
            if ev is not None:
                ev.append(event("sides_assigned", seat=p, colour=pending[1], main=action.main))
            self._next_settle(st, ev)
        elif isinstance(action, SpreadCream):
            st.choices[p]["cream"] = list(action.counts)
            if ev is not None:
                ev.append(event("cream_spread", seat=p, counts=list(action.counts)))
            self._next_settle(st, ev)

    apply_quiet = _act  # the search's apply: ``_act`` without events, one call less

    def upgrade(self, state: SuppenkasperState, revision: int) -> Action | None:
        # Before revision 2 a round that ended at the deal ended inside the step before it.
        return _END_ROUND if revision < 2 and state.phase == "cannot_serve" else None

    # -- dishes ---------------------------------------------------------------
    def _put_on_plate(self, st: SuppenkasperState, p: int, cards: tuple[str, ...], ev: list[Event] | None) -> None:
        hand = st.hands[p]
        if ev is None:
            for c in cards:
                hand.remove(c)
            st.plate += cards
        else:
            for c in cards:
                hand.remove(c)
                st.plate.append(c)
                ev.append(_shown(c, f"hand:{p}", "plate"))
        if st.knowledge:  # what ``learn_played`` looks at first
            learn_played(st, p, cards)

    def _serve(self, st: SuppenkasperState, p: int, cards: tuple[str, ...], ev: list[Event] | None) -> None:
        self._put_on_plate(st, p, cards, ev)
        to = (p + 1) % st.n
        st.server = p
        st.dish = [{"seat": p, "did": "served", "cards": list(cards)}]
        if ev is not None:
            ev.append(event("served", seat=p, to=to, cards=list(cards)))
        st.phase = "respond"
        st.current = to

    def _refuse(self, st: SuppenkasperState, p: int, ev: list[Event] | None) -> None:
        self._put_on_plate(st, p, ("nein",), ev)
        to = (p + 1) % st.n
        before = st.positions[p]
        if ev is not None:
            ev.append(event("refused", seat=p, to=to))
        over = self._move(st, p, STEPS["nein"], "nein", ev)
        st.dish.append(
            {
                "seat": p,
                "did": "refused",
                "cards": ["nein"],
                "steps": STEPS["nein"],
                "from": before,
                "to": st.positions[p],
            }
        )
        if over:
            self._end_game(st, ev)
            return
        st.current = to

    def _cleared(self, st: SuppenkasperState, p: int, how: str | None, ev: list[Event] | None) -> None:
        """The dish is eaten (or Suppenkasper'd) by ``p``: count it, clear the
        plate, move ``p``; then ``p`` serves next."""
        cards = st.plate
        kcal, counted, steps = effect(cards, how if how in _COUNTING else None)
        before = st.positions[p]
        if ev is not None:
            ev.append(event("ate", seat=p, how=how, cards=cards[:], kcal=kcal, counted=counted, steps=steps))
            for c in cards:
                ev.append(_shown(c, "plate", "eaten", False))
        st.eaten += cards
        st.plate = []
        over = self._move(st, p, steps, how or "ate", ev)
        st.dishes.append(
            {
                "server": st.server,
                "chain": st.dish,
                "eater": p,
                "how": how or "plain",
                "cards": cards,
                "kcal": kcal,
                "counted": counted,
                "steps": steps,
                "from": before,
                "to": st.positions[p],
            }
        )
        st.dish = []
        st.server = None
        if over:
            self._end_game(st, ev)
        elif SERVABLE.isdisjoint(st.hands[p]):  # nothing to serve: the round ends
            self._end_round(st, p, ev)
        else:
            st.phase = "serve"
            st.current = p

    def _move(self, st: SuppenkasperState, seat: int, steps: int, reason: str, ev: list[Event] | None) -> bool:
        """Move ``seat`` on the track (stopping at its ends); True if it reached an end."""
        positions = st.positions
        old = positions[seat]
        new = old + steps
        end = True
        if new >= TRACK_MAX:
            new = TRACK_MAX
        elif new <= TRACK_MIN:
            new = TRACK_MIN
        else:
            end = False
        positions[seat] = new
        if ev is not None and new != old:
            params = (("seat", seat), ("reason", reason), ("steps", steps), ("from", old), ("to", new))
            ev.append(make_event("moved_on_track", params))  # "from" is no keyword for event()
        return end

    # -- variant 2: round-start options ---------------------------------------
    def _next_option(self, st: SuppenkasperState, ev: list[Event] | None) -> None:
        st.option_seat = None
        st.option_targets = []
        st.option_none = []
        st.option_declined = False
        st.option_left = 0
        while st.option_queue:
            s = st.option_queue.pop(0)
            if st.chips[s] > 0:  # without a chip there is nothing to choose
                st.phase = "option"
                st.current = s
                st.option_seat = s
                return
        self._begin_play(st, ev)

    def _choose_option(self, st: SuppenkasperState, p: int, option: str, ev: list[Event] | None) -> None:
        if option == "none":
            if ev is not None:
                ev.append(event("option_chosen", seat=p, option=option))
            self._next_option(st, ev)
            return
        st.chips[p] -= 1
        if ev is not None:
            ev.append(event("option_chosen", seat=p, option=option))
            ev.append(event("chip_paid", seat=p, chips=st.chips[p]))
        if option == "lose":
            before = st.positions[p]
            over = self._move(st, p, STEPS["option_lose"], "option", ev)
            st.option_log.append(
                {"seat": p, "option": "lose", "steps": STEPS["option_lose"], "from": before, "to": st.positions[p]}
            )
            if over:
                self._end_game(st, ev)
            else:
                self._next_option(st, ev)
            return
        st.phase = option
        st.option_left = OPTION_CARDS

    def _give(self, st: SuppenkasperState, p: int, card: str, to: int, ev: list[Event] | None) -> None:
        st.hands[p].remove(card)
        st.hands[to].append(card)
        if ev is not None:
            ev.append(moved(card, f"hand:{p}", f"hand:{to}", face_up=False, visible_to=[p, to]))
            ev.append(event("card_given", seat=p, to=to))
        learn_transfer(st, p, to, card, demanded=False)
        st.option_targets.append(to)
        st.option_left -= 1
        if st.option_left == 0:
            st.option_log.append({"seat": p, "option": "give", "to": st.option_targets[:]})
            self._next_option(st, ev)

    def _demand(self, st: SuppenkasperState, p: int, target: int, ev: list[Event] | None) -> None:
        if ev is not None:
            ev.append(event("reduction_demanded", seat=p, target=target))
        st.option_declined = False
        if any(c in REDUCTIONS for c in st.hands[target]):
            learn_has_reduction(st, target)
            st.phase = "hand_over"
            st.current = target
            return
        st.option_none.append(target)
        st.option_declined = True  # the demander may ask another seat instead, or stop
        learn_no_reduction(st, target)
        if ev is not None:
            ev.append(event("no_reduction_card", seat=target, asked_by=p))
        self._continue_demand(st, p, ev)

    def _hand_over(self, st: SuppenkasperState, p: int, card: str, ev: list[Event] | None) -> None:
        d = st.option_seat
        assert d is not None
        st.hands[p].remove(card)
        st.hands[d].append(card)
        if ev is not None:
            ev.append(moved(card, f"hand:{p}", f"hand:{d}", face_up=False, visible_to=[p, d]))
            ev.append(event("reduction_handed_over", seat=p, to=d))
        learn_transfer(st, p, d, card, demanded=True)
        st.option_targets.append(p)
        st.option_left -= 1
        self._continue_demand(st, d, ev)

    def _continue_demand(self, st: SuppenkasperState, d: int, ev: list[Event] | None) -> None:
        if st.option_left > 0 and self._demand_targets(st, d):
            st.phase = "demand"
            st.current = d
            return
        self._log_demand(st, d)
        self._next_option(st, ev)

    def _log_demand(self, st: SuppenkasperState, d: int) -> None:
        st.option_log.append({"seat": d, "option": "demand", "from": st.option_targets[:], "none": st.option_none[:]})

    # -- round end -------------------------------------------------------------
    def _end_round(self, st: SuppenkasperState, p: int, ev: list[Event] | None) -> None:
        """``p`` cannot serve: everybody eats the cards in hand."""
        st.cannot_serve = p
        if ev is not None:
            for c in st.plate:  # only Tischlein deck dich, if its holder had nothing to serve
                ev.append(_shown(c, "plate", "eaten", False))
        st.eaten += st.plate
        st.plate = []
        st.server = None
        if ev is not None:
            ev.append(event("cannot_serve", seat=p))
            ev.append(event("hands_revealed", hands=[h[:] for h in st.hands]))
        st.knowledge = {}  # every hand is open now
        st.choices = [{} for _ in range(st.n)]
        st.phase = "settle"
        self._next_settle(st, ev)

    def _next_settle(self, st: SuppenkasperState, ev: list[Event] | None) -> None:
        # The meals once, for the open choices and the settlement (every round end of every
        # playout comes here).
        table = None if suppenkasper_holder(st.hands) is not None else table_meals(st.hands)
        if table is not None:
            pending = self._pending_at(st, table)
            if pending is not None:
                st.current = pending[0]
                return
        settlement = settle_round(st.hands, st.choices, st.positions, table)
        over = False
        for row in settlement["players"]:
            s = row["seat"]
            over = self._move(st, s, row["steps"], "round_end", ev) or over
            row["to"] = st.positions[s]
        self.round_scored(st)  # the hands still open on the table, the figures moved
        for s, hand in enumerate(st.hands):
            if ev is not None:
                for c in hand:
                    ev.append(_shown(c, f"hand:{s}", "eaten", False))
            st.eaten += hand
        st.hands = [[] for _ in range(st.n)]
        self._summarise(st, settlement, ev)
        if over:
            self._finish(st, ev)
            return
        st.dealer = (st.dealer + 1) % st.n
        self._start_round(st, ev)

    def _summarise(self, st: SuppenkasperState, settlement: dict[str, Any] | None, ev: list[Event] | None) -> None:
        summary: dict[str, Any] = {
            "round": st.round,
            "dealer": st.dealer,
            "starter": st.starter,
            "options": st.option_log[:],
            "dishes": st.dishes[:],
            "cannot_serve": st.cannot_serve,
            "settlement": settlement,
            "positions": st.positions[:],
        }
        if st.dish:  # the game ended while a dish was being passed round
            summary["open_dish"] = {"server": st.server, "chain": st.dish[:], "cards": st.plate[:]}
        if st.variant == "2":
            summary["chips"] = st.chips[:]
        st.history.append(summary)
        if ev is not None:
            ev.append(event("round_ended", round=st.round, summary=summary))

    def _end_game(self, st: SuppenkasperState, ev: list[Event] | None) -> None:
        """A seat reached an end of the track mid-round: the game stops at once."""
        self._summarise(st, None, ev)
        self._finish(st, ev)

    def _finish(self, st: SuppenkasperState, ev: list[Event] | None) -> None:
        lows = TRACK_MIN in st.positions
        highs = TRACK_MAX in st.positions
        st.ended_by = "both" if lows and highs else ("suppenkasper" if lows else "dicker_brocken")
        st.phase = "over"
        if ev is not None:
            res = self.result(st)
            assert res is not None
            ev.append(event("game_ended", result=res.to_json()))

    # -- knowledge --------------------------------------------------------------
    def reveals(self, ev: Event, seat: int) -> bool:
        """Besides cards coming into sight: a demand's answer (option c) is everyone's to
        know at once, so it is news to every seat but the one asked (which knows its hand).
        "C2 has no reduction card" tells it in the same step; otherwise the asked seat must
        hand one over, which the demand itself already shows (who moves next) and the
        hand-over confirms ("C1 hands C3 a reduction card"). The strict undo reads this."""
        if ev.kind == "reduction_demanded":
            return seat != ev.get("target")
        if ev.kind in ("no_reduction_card", "reduction_handed_over"):
            return seat != ev.get("seat")
        return super().reveals(ev, seat)

    def observe(self, state: SuppenkasperState, seat: int | None) -> Observation:
        return observe(state, seat)

    def determinize(self, obs: Observation, rnd: random.Random) -> SuppenkasperState:
        return determinize(obs, rnd)

    # -- outcome ----------------------------------------------------------------
    def result(self, state: SuppenkasperState) -> Result | None:
        if state.phase != "over":
            return None
        return self.standing(state)

    def standing(self, state: SuppenkasperState) -> Result:
        st = state
        dist = [abs(p - TRACK_START) for p in st.positions]
        chips = st.chips if st.variant == "2" else [0] * st.n
        # Closest to the Traumfigur wins; variant 2 breaks ties by chips.
        ranks = ranks_from_keys([(-dist[s], chips[s]) for s in range(st.n)])
        detail: dict[str, Any] = {
            "positions": st.positions[:],
            "ended_by": st.ended_by,
            "rounds": st.round,
            "score": "distance_to_traumfigur",
        }
        if st.variant == "2":
            detail["chips"] = st.chips[:]
        return Result(
            scores=[float(d) for d in dist],
            ranks=ranks,
            winners=[s for s in range(st.n) if ranks[s] == 1],
            detail=detail,
        )

    def rounds(self, state: SuppenkasperState) -> list[dict[str, Any]]:
        return list(state.history)


RULES = SuppenkasperRules()
