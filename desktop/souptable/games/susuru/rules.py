"""Super Susuru Soup (スーパーすすするスープ) rules: turns, opening shop,
income, the two round ends, scoring, chips and the game end.

Rulebook: ``shared/rulebooks/super-susuru-soup.txt``; where it is silent,
``shared/rules/RULINGS.md``. Rulings made here: once the last card of the
draw pile is drawn (by anyone, whatever else is going on) the round ends the
"draw pile runs out" way. The first start player is "the player who most
recently ate ramen", so the table chooses: option ``start``, a seat number or
``random`` (the match's seeded chance); its default, seat 1, is how every game
began before the option existed. No Qt here.
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import (
    Action,
    Event,
    GameRules,
    IllegalAction,
    MatchRng,
    Observation,
    Result,
    chosen_seat,
    event,
    moved,
    ranks_from_keys,
)
from ...engine.rules import opening_sink
from . import INFO
from .actions import ACTION_TYPES, Claim, Draw, Keep, OpenShop, Take, ToMarket
from .cards import DECK, MARKERS, ingredient, is_card
from .observe import determinize, observe
from .scoring import score_round
from .state import SusuruState

# What ``legal_actions`` hands out, each action made once (see ``interned``).
_KEEP_OR_MARKET: tuple[Action, ...] = (Keep(), ToMarket())
_DRAW = Draw()
_OPEN_UNDECIDED = OpenShop(None, None)
# Every Take, OpenShop and Claim there is, made once and looked up in plain dicts (a
# turn lists an OpenShop per free marker and card in hand).
_TAKES: dict[str, Take] = {c: Take(c) for c in DECK}
_OPEN_ROWS: dict[int, dict[str, OpenShop]] = {m: {c: OpenShop(m, c) for c in DECK} for m in MARKERS}
_CLAIMS: dict[tuple[int, str], Claim] = {(m, c): Claim(m, c) for m in MARKERS for c in DECK}
_INGREDIENT: dict[str, str] = {c: ingredient(c) for c in DECK}  # ``ingredient`` without a call


class SusuruRules(GameRules[SusuruState]):
    info = INFO  # in the package's __init__: the start screen reads it without the rules
    action_types = ACTION_TYPES
    private_zones = frozenset({"hand", "drawn", "income"})
    shown_at_round_end = frozenset({"hand", "income"})  # both are scored, card by card

    # -- setup ----------------------------------------------------------------
    def _new_state(self, players: int, seed: int, options: dict[str, str]) -> SusuruState:
        st = SusuruState(n=players, rng=MatchRng(seed))
        st.chips = [[0, 0, 0] for _ in range(players)]
        self._start_round(st, chosen_seat(options["start"], players, st.rng), opening_sink())
        return st

    def _start_round(self, st: SusuruState, start: int, events: list[Event] | None) -> None:
        st.deck = st.rng.shuffled(DECK)
        st.market = []
        st.hands = [[] for _ in range(st.n)]
        st.income = [[] for _ in range(st.n)]
        st.taken = [[] for _ in range(st.n)]
        st.trend = {m: None for m in MARKERS}
        st.opened = [False] * st.n
        st.open_order = []
        st.drawn = None
        st.ending = None
        st.last_seat = None
        st.last_drawer = None
        st.final_queue = []
        st.claim_order = []
        st.claim_idx = 0
        st.claim_once = False
        st.start = start
        st.current = start
        st.phase = "turn"
        if events is not None:
            events.append(event("round_started", round=st.round + 1, start=st.start))

    # -- queries --------------------------------------------------------------
    def players(self, state: SusuruState) -> int:
        return state.n

    def to_move(self, state: SusuruState) -> int | None:
        return None if state.phase == "over" else state.current

    def clone(self, state: SusuruState) -> SusuruState:
        return state.clone()

    def census(self, state: SusuruState) -> list[Any]:
        st = state
        cards = st.deck + st.market + [c[1] for c in st.trend.values() if c is not None]
        for h in st.hands + st.income:
            cards += h
        return cards + ([st.drawn] if st.drawn is not None else [])

    def legal_actions(self, state: SusuruState) -> list[Action]:
        st = state
        phase = st.phase
        if phase == "turn":
            acts: list[Action] = [_DRAW] if st.deck else []
            if st.market:
                acts += map(_TAKES.__getitem__, st.market)
            # ``_claimable`` written out (every turn of every playout): the free markers,
            # and the cards of the hand whose ingredient no marker holds yet
            trend = st.trend
            free = [m for m in MARKERS if trend[m] is None]
            if free:
                cards = st.hands[st.current]
                if len(free) < len(trend):
                    marked = {_INGREDIENT[c[1]] for c in trend.values() if c is not None}
                    cards = [c for c in cards if _INGREDIENT[c] not in marked]
                if cards:
                    for m in free:  # an OpenShop per free marker and card, marker by marker
                        acts += map(_OPEN_ROWS[m].__getitem__, cards)
                    return acts
            acts.append(_OPEN_UNDECIDED)
            return acts
        if phase == "keep":
            return list(_KEEP_OR_MARKET)
        if phase == "claim":
            free, cards = self._claimable(st, st.current)
            return [_CLAIMS[m, c] for m in free for c in cards]
        return []

    def _claimable(self, st: SusuruState, seat: int) -> tuple[list[int], list[str]]:
        """The free markers and the cards ``seat`` could decide a trend order with
        (each pair of them is a claim); no cards when no marker is free."""
        trend = st.trend
        free = [m for m in MARKERS if trend[m] is None]
        if not free:
            return free, []
        marked = {_INGREDIENT[c[1]] for c in trend.values() if c is not None}
        return free, [c for c in st.hands[seat] if _INGREDIENT[c] not in marked]

    def _claims(self, st: SusuruState, seat: int) -> list[tuple[int, str]]:
        """(marker, card) pairs ``seat`` could use to decide a trend order."""
        free, cards = self._claimable(st, seat)
        return [(m, c) for m in free for c in cards]

    def explain(self, state: SusuruState, action: Action) -> IllegalAction:
        st = state
        if st.phase == "over":
            return IllegalAction("game_over")
        if st.phase == "keep" and not isinstance(action, (Keep, ToMarket)):
            return IllegalAction("must_keep_or_market", card=st.drawn)
        if st.phase == "claim" and not isinstance(action, Claim):
            return IllegalAction("must_decide_trend")
        if isinstance(action, Draw) and not st.deck:
            return IllegalAction("draw_pile_empty")
        if isinstance(action, Take) and action.card not in st.market:
            return IllegalAction("not_in_market", card=action.card)
        if isinstance(action, (OpenShop, Claim)) and st.phase in ("turn", "claim"):
            if action.marker is None and self._claims(st, st.current):
                return IllegalAction("must_decide_trend")
            if action.marker is not None and action.marker not in MARKERS:
                return IllegalAction("no_such_marker", marker=action.marker)
            if action.marker is not None and st.trend[action.marker] is not None:
                return IllegalAction("marker_taken", marker=action.marker)
            if action.card is not None and (not is_card(action.card) or action.card not in st.hands[st.current]):
                return IllegalAction("not_in_hand", card=action.card)
            if action.card is not None and any(
                c is not None and ingredient(c[1]) == ingredient(action.card) for c in st.trend.values()
            ):
                return IllegalAction("ingredient_decided", ingredient=ingredient(action.card))
            if (action.marker is None) != (action.card is None):
                return IllegalAction("marker_needs_card")
        return super().explain(state, action)

    # -- change ---------------------------------------------------------------
    def _apply(self, state: SusuruState, action: Action) -> list[Event]:
        ev: list[Event] = []
        self._act(state, action, ev)
        return ev

    def _act(self, state: SusuruState, action: Action, ev: list[Event] | None = None) -> None:
        """Play ``action``; its events go to ``ev`` (``None``: the search's quiet apply,
        which builds none: every event below is built only ``if ev is not None``)."""
        st = state
        p = st.current
        kind = action.kind
        # By the kind's name, the most frequent first (opening shop, then drawing); a kind
        # names one class, so its fields are read without isinstance (mypy cannot see it).
        if kind == "open_shop":
            opened = st.opened
            opened[p] = True
            st.open_order.append(p)
            if ev is not None:
                ev.append(event("shop_opened", seat=p))
            marker, card = action.marker, action.card  # type: ignore[attr-defined]
            if marker is not None and card is not None:
                self._decide(st, p, marker, card, ev)
            if st.ending is None and opened.count(False) == 1:
                st.ending = "last_turn"
                st.last_seat = opened.index(False)
                if ev is not None:
                    ev.append(event("last_turn", seat=st.last_seat))
        elif kind == "draw":
            card = st.deck.pop()
            st.drawn = card
            st.phase = "keep"
            if ev is not None:
                ev.append(moved(card, "deck", f"drawn:{p}", face_up=False, visible_to=[p]))
            if not st.deck:
                self._deck_ran_out(st, p, ev)
            return
        elif kind == "keep" or kind == "to_market":
            drawn = st.drawn
            assert drawn is not None
            st.drawn = None
            if kind == "keep":
                st.hands[p].append(drawn)
                if ev is not None:
                    ev.append(moved(drawn, f"drawn:{p}", f"hand:{p}", face_up=False, visible_to=[p]))
            else:
                st.market.append(drawn)
                if ev is not None:
                    ev.append(moved(drawn, f"drawn:{p}", "market", face_up=True))
        elif kind == "take":
            card = action.card  # type: ignore[attr-defined]
            st.market.remove(card)
            st.hands[p].append(card)
            st.taken[p].append(card)
            if ev is not None:
                ev.append(moved(card, "market", f"hand:{p}", face_up=True))
        elif kind == "claim":
            self._decide(st, p, action.marker, action.card, ev)  # type: ignore[attr-defined]
            self._next_claim(st, ev)
            return
        self._end_turn(st, ev)

    apply_quiet = _act  # the search's apply: ``_act`` without events, one call less

    def _decide(self, st: SusuruState, seat: int, marker: int, card: str, ev: list[Event] | None) -> None:
        st.hands[seat].remove(card)
        if card in st.taken[seat]:
            st.taken[seat].remove(card)
        st.trend[marker] = (seat, card)
        if ev is not None:
            ev.append(event("trend_decided", seat=seat, marker=marker, ingredient=ingredient(card), card=card))
            ev.append(moved(card, f"hand:{seat}", f"trend:{marker}", face_up=True))

    def _deck_ran_out(self, st: SusuruState, drawer: int, ev: list[Event] | None) -> None:
        """Round end, draw pile case: every player who has not opened gets one
        more turn in order after the drawer; then remaining markers are claimed."""
        st.ending = "final"
        st.last_drawer = drawer
        st.final_queue = [(drawer + k) % st.n for k in range(1, st.n) if not st.opened[(drawer + k) % st.n]]
        if ev is not None:
            ev.append(event("draw_pile_empty", seat=drawer, final_turns=list(st.final_queue)))

    def _end_turn(self, st: SusuruState, ev: list[Event] | None) -> None:
        p = st.current
        if st.ending == "final":
            # The final turns of players who have not opened; those who open
            # during them simply drop out of the queue.
            while st.final_queue:
                q = st.final_queue.pop(0)
                if not st.opened[q]:
                    st.current = q
                    st.phase = "turn"
                    return
            drawer = st.last_drawer if st.last_drawer is not None else p
            order = [(drawer + k) % st.n for k in range(1, st.n + 1)]
            self._begin_claims(st, [s for s in order if not st.opened[s]], once=False, ev=ev)
            return
        if st.ending == "last_turn" and p == st.last_seat:
            self._begin_claims(st, [] if st.opened[p] else [p], once=True, ev=ev)
            return
        n, opened, deck = st.n, st.opened, st.deck
        q = p
        for _ in range(n):
            q = (q + 1) % n
            if not opened[q]:
                st.current = q
                st.phase = "turn"
                return
            # An opened player's turn is income, taken without a decision.
            if deck:
                card = deck.pop()
                st.income[q].append(card)
                if ev is not None:
                    ev.append(moved(card, "deck", f"income:{q}", face_up=False, visible_to=[q]))
                if not deck:
                    st.current = q
                    self._deck_ran_out(st, q, ev)
                    self._end_turn(st, ev)
                    return
        # Every player has opened (cannot happen before a round end case fires).
        self._end_round(st, ev)

    def _begin_claims(self, st: SusuruState, order: list[int], once: bool, ev: list[Event] | None) -> None:
        st.claim_order = order
        st.claim_idx = 0
        st.claim_once = once
        self._next_claim(st, ev)

    def _next_claim(self, st: SusuruState, ev: list[Event] | None) -> None:
        """Hand the next round-end trend decision to the next eligible player,
        going round the order again while markers and eligible players remain."""
        order = st.claim_order
        if order and not (st.claim_once and st.claim_idx >= len(order)):
            for _ in range(len(order)):
                if st.claim_once and st.claim_idx >= len(order):
                    break
                seat = order[st.claim_idx % len(order)]
                st.claim_idx += 1
                free, cards = self._claimable(st, seat)
                if free and cards:
                    st.current = seat
                    st.phase = "claim"
                    return
        self._end_round(st, ev)

    def _end_round(self, st: SusuruState, ev: list[Event] | None) -> None:
        placed: dict[int, list[str]] = {}
        for claim in st.trend.values():
            if claim is not None:
                placed.setdefault(claim[0], []).append(claim[1])
        summary = score_round(st.hands, placed, st.income, st.trend, st.start)
        summary["round"] = st.round + 1
        st.history.append(summary)
        for row in summary["players"]:
            if row["chip"] is not None:
                st.chips[row["seat"]][row["rank"] - 1] += 1
        if ev is not None:
            ev.append(event("round_ended", round=st.round + 1, summary=summary))
        self.round_scored(st)
        st.round += 1
        if st.round >= st.n:
            st.phase = "over"
            if ev is not None:
                res = self.result(st)
                assert res is not None
                ev.append(event("game_ended", result=res.to_json()))
            return
        self._start_round(st, (st.start + 1) % st.n, ev)  # the start player moves one seat left

    # -- knowledge --------------------------------------------------------------
    def observe(self, state: SusuruState, seat: int | None) -> Observation:
        return observe(state, seat)

    def determinize(self, obs: Observation, rnd: random.Random) -> SusuruState:
        return determinize(obs, rnd)

    # -- outcome ----------------------------------------------------------------
    def result(self, state: SusuruState) -> Result | None:
        if state.phase != "over":
            return None
        return self.standing(state)

    def standing(self, state: SusuruState) -> Result:
        stars = [3 * g + 2 * s + b for g, s, b in state.chips]
        keys = [(stars[i], state.chips[i][0], state.chips[i][1]) for i in range(state.n)]
        ranks = ranks_from_keys(keys)
        return Result(
            scores=[float(x) for x in stars],
            ranks=ranks,
            winners=[i for i in range(state.n) if ranks[i] == 1],
            detail={"chips": [{"gold": g, "silver": s, "bronze": b} for g, s, b in state.chips]},
        )

    def rounds(self, state: SusuruState) -> list[dict[str, Any]]:
        return list(state.history)


RULES = SusuruRules()
