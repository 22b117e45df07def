"""Salty (ソルティ) rules: cubes to the shelf, the deal, the food-card draft,
hidden bets, discards, rounds with follow-the-previous-player, cubes, meal
scoring, the next Last Player and the game end.

Rulebook: ``shared/rulebooks/salty.txt``; where it is silent,
``shared/rules/RULINGS.md``. Rulings made here (the rulebook and RULINGS are
silent): the first meal's Last Player is "the player who last bought salt ...
or chosen at random", so the table chooses: option ``start``, a seat number
or ``random`` (the match's seeded chance, the default and how every game
began before the option existed); bets are chosen one seat after another from
the First Player clockwise, each hidden until all have chosen; discards follow
in the same order, after the reveal (the rulebook asks players to discard
knowing the bets); a failed bet of 0 costs -10 per cube once (the cubes lie
outside, there are no plates on the back); a tie for the next Last Player
that the last meal does not break is drawn by lot among the tied players
(the seeded chance, as for the first Last Player; the ``last_player_drawn``
event tells who was tied and who was drawn); the unchosen food cards stay in
the food pool (set aside) until the next meal. No Qt here.
"""

from __future__ import annotations

import random
from itertools import combinations, permutations
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
from . import INFO as GAME_INFO
from .actions import ACTION_TYPES, ChooseSide, Discard, PickFood, Play
from .cards import (
    CUBES_PER_SEASONING,
    DISCARD,
    FOOD_IDS,
    FOODS,
    HAND_SIZE,
    INFO,
    ORDER,
    SEASONINGS,
    SHELF_CUBES,
    SIDES,
    bet,
    deck_for,
    is_card,
)
from .observe import determinize, observe
from .scoring import last_player_candidates, main_seasonings, round_winner, score_meal
from .state import SaltyState

# One action object per card and side: legal_actions is on the hot path of search.
_PLAY: dict[str, Play] = {c: Play(c) for c in ORDER}
_SIDES: list[Action] = [ChooseSide(s) for s in SIDES]
_PICK: dict[str, PickFood] = {f: PickFood(f) for f in FOOD_IDS}
# Cards in any order map to the one (canonical) discard.
_DISCARDS: dict[tuple[str, ...], Discard] = {cards: Discard(cards) for cards in permutations(ORDER, DISCARD)}


class SaltyRules(GameRules[SaltyState]):
    # "start": the first meal's Last Player, who starts the food-card draft.
    info = GAME_INFO  # in the package's __init__: the start screen reads it without the rules
    action_types = ACTION_TYPES
    # 2: a tie for the next Last Player that the last meal does not break is drawn by lot.
    revision = 2
    reveal_kinds = frozenset({"sides_revealed", "round_ended"})
    hidden_zones = frozenset({"deck", "bag"})
    private_zones = frozenset({"hand", "discard"})

    # -- setup ----------------------------------------------------------------
    def _new_state(self, players: int, seed: int, options: dict[str, str]) -> SaltyState:
        st = SaltyState(n=players, rng=MatchRng(seed))
        st.totals = [0] * players
        # "The player who last bought salt ... or chosen at random": the table's choice.
        st.last = chosen_seat(options["start"], players, st.rng)
        self._start_meal(st, opening_sink())
        return st

    def _start_meal(self, st: SaltyState, ev: list[Event] | None) -> None:
        n = st.n
        first = (st.last + 1) % n
        if ev is not None:
            ev.append(event("meal_started", meal=st.meal + 1, last_player=st.last, first_player=first))
        # Every cube is back in the bag; draw the shelf at random.
        bag = [s for s in range(len(SEASONINGS)) for _ in range(CUBES_PER_SEASONING)]
        drawn = st.rng.shuffled(bag)[: SHELF_CUBES[n]]
        st.shelf = [drawn.count(s) for s in range(len(SEASONINGS))]
        if ev is not None:
            for s in drawn:
                ev.append(event("cube_moved", cube=SEASONINGS[s], src="bag", dst="shelf"))
        deck = st.rng.shuffled(deck_for(n))
        size = HAND_SIZE[n]
        # Dealt from the First Player clockwise; hands are kept in deck order.
        st.hands = [[] for _ in range(n)]
        for k in range(n):
            seat = (first + k) % n
            cards = deck[k * size : (k + 1) * size]
            st.hands[seat] = sorted(cards, key=ORDER.__getitem__)
            if ev is not None:
                ev.extend(moved(c, "deck", f"hand:{seat}", face_up=False, visible_to=[seat]) for c in cards)
        st.aside = deck[n * size :]
        if ev is not None:
            ev.extend(moved(c, "deck", "aside", face_up=True) for c in st.aside)
        st.discards = [[] for _ in range(n)]
        st.food_pool = list(FOOD_IDS)
        st.food = [None] * n
        st.sides = [None] * n
        st.revealed = False
        st.leader = first
        st.trick = []
        st.last_trick = None
        st.won = [[] for _ in range(n)]
        st.plates = [[] for _ in range(n)]
        st.outside = [[] for _ in range(n)]
        st.voids = [0] * n
        st.phase = "draft"
        st.current = st.last  # the draft starts with the Last Player

    # -- queries --------------------------------------------------------------
    def players(self, state: SaltyState) -> int:
        return state.n

    def to_move(self, state: SaltyState) -> int | None:
        return None if state.phase == "over" else state.current

    def clone(self, state: SaltyState) -> SaltyState:
        return state.clone()

    def census(self, state: SaltyState) -> list[Any]:
        st = state
        cards: list[Any] = st.trick + st.aside
        for zone in (st.hands, st.discards, st.won):
            for pile in zone:
                cards += pile
        cards += st.food_pool + [f for f in st.food if f is not None]
        cubes = [f"cube:{SEASONINGS[s]}" for s in range(len(SEASONINGS)) for _ in range(st.shelf[s])]
        for zone in (st.plates, st.outside):
            for pile in zone:
                cubes += [f"cube:{c}" for c in pile]
        cubes += [f"cube:{SEASONINGS[s]}" for s, k in enumerate(st.bag_counts()) for _ in range(k)]
        return cards + cubes

    def legal_actions(self, state: SaltyState) -> list[Action]:
        st = state
        phase = st.phase
        if phase == "play":
            hand = st.hands[st.current]
            if st.trick:
                follow = INFO[st.trick[-1]][0]
                same: list[Action] = [_PLAY[c] for c in hand if INFO[c][0] == follow]
                if same:
                    return same
            return [_PLAY[c] for c in hand]
        if phase == "draft":
            return [_PICK[f] for f in st.food_pool]
        if phase == "side":
            return list(_SIDES)
        if phase == "discard":
            return [_DISCARDS[pair] for pair in combinations(st.hands[st.current], DISCARD)]
        return []

    def explain(self, state: SaltyState, action: Action) -> IllegalAction:
        st = state
        p = st.current
        if st.phase == "over":
            return IllegalAction("game_over")
        expected = {"draft": PickFood, "side": ChooseSide, "discard": Discard, "play": Play}[st.phase]
        if isinstance(action, (PickFood, ChooseSide, Discard, Play)) and not isinstance(action, expected):
            code = {"draft": "must_pick_food", "side": "must_choose_side", "discard": "must_discard_two"}
            return IllegalAction(code.get(st.phase, "wrong_phase"), type=action.kind)
        if isinstance(action, PickFood):
            if action.food not in FOODS:
                return IllegalAction("no_such_food", food=action.food)
            if action.food not in st.food_pool:
                holder = st.food.index(action.food) if action.food in st.food else None
                return IllegalAction("food_taken", food=action.food, seat=holder)
        if isinstance(action, ChooseSide) and action.side not in SIDES:
            return IllegalAction("no_such_side", side=action.side)
        if isinstance(action, Discard):
            cards = action.cards
            if len(cards) != DISCARD or len(set(cards)) != DISCARD:
                return IllegalAction("must_discard_two", count=DISCARD)
            for c in cards:
                if not is_card(c) or c not in st.hands[p]:
                    return IllegalAction("not_in_hand", card=c)
        if isinstance(action, Play):
            if not is_card(action.card) or action.card not in st.hands[p]:
                return IllegalAction("not_in_hand", card=action.card)
            if st.trick:
                follow = INFO[st.trick[-1]][0]
                if INFO[action.card][0] != follow and any(INFO[c][0] == follow for c in st.hands[p]):
                    return IllegalAction("must_follow_seasoning", seasoning=SEASONINGS[follow])
        return super().explain(state, action)

    # -- change ---------------------------------------------------------------
    def _apply(self, state: SaltyState, action: Action) -> list[Event]:
        ev: list[Event] = []
        self._act(state, action, ev)
        return ev

    def apply_quiet(self, state: SaltyState, action: Action) -> None:
        if type(action) is Play:
            self._play(state, action.card, None)
        else:
            self._act(state, action, None)

    def _act(self, st: SaltyState, action: Action, ev: list[Event] | None) -> None:
        """Play ``action``; its events go to ``ev`` (``None``: the search's quiet apply,
        which builds none: every event below is built only ``if ev is not None``)."""
        if isinstance(action, Play):
            self._play(st, action.card, ev)
            return
        p = st.current
        n = st.n
        first = (st.last + 1) % n
        if isinstance(action, PickFood):
            st.food_pool.remove(action.food)
            st.food[p] = action.food
            if ev is not None:
                ev.append(moved(action.food, "food_pool", f"food:{p}", face_up=True))
            if None in st.food:
                st.current = (p - 1) % n  # counter-clockwise from the Last Player
            else:
                st.phase = "side"
                st.current = first
        elif isinstance(action, ChooseSide):
            st.sides[p] = action.side
            if ev is not None:
                ev.append(event("side_chosen", visible_to=[p], secret=("side",), seat=p, side=action.side))
            if None in st.sides:
                st.current = (p + 1) % n
            else:
                st.revealed = True
                bets = [bet(f, s) for f, s in zip(st.food, st.sides, strict=True) if f is not None and s is not None]
                if ev is not None:
                    ev.append(event("sides_revealed", sides=list(st.sides), bets=bets))
                st.phase = "discard"
                st.current = first
        elif isinstance(action, Discard):
            for c in action.cards:
                st.hands[p].remove(c)
                st.discards[p].append(c)
                if ev is not None:
                    ev.append(moved(c, f"hand:{p}", f"discard:{p}", face_up=False, visible_to=[p]))
            st.current = (p + 1) % n
            if st.current == first:
                st.phase = "play"
                st.leader = first

    def _play(self, st: SaltyState, card: str, ev: list[Event] | None) -> None:
        p = st.current
        n = st.n
        st.hands[p].remove(card)
        trick = st.trick
        if trick:
            follow = INFO[trick[-1]][0]
            if INFO[card][0] != follow:
                st.voids[p] |= 1 << follow  # public: they could not follow
        trick.append(card)
        if ev is not None:
            ev.append(moved(card, f"hand:{p}", "trick", face_up=True))
        if len(trick) < n:
            st.current = (p + 1) % n
            return
        self._end_round(st, ev)
        if not st.hands[st.current]:
            self._end_meal(st, ev)

    def _end_round(self, st: SaltyState, ev: list[Event] | None) -> None:
        n = st.n
        trick = st.trick
        salt = st.shelf[0]  # the reference number: salt cubes on the shelf now
        i = round_winner(trick, salt)
        winner = (st.leader + i) % n
        card = trick[i]
        s = INFO[card][0]
        cube: str | None = None
        dst: str | None = None
        if st.shelf[s] > 0:
            st.shelf[s] -= 1
            cube = SEASONINGS[s]
            food = st.food[winner]
            plates = bet(food, st.sides[winner] or "back") if food is not None else 0
            if len(st.plates[winner]) < plates:
                st.plates[winner].append(cube)
                dst = f"plate:{winner}"
            else:
                st.outside[winner].append(cube)
                dst = f"outside:{winner}"
        played = [[(st.leader + k) % n, c] for k, c in enumerate(trick)]
        st.last_trick = {
            "cards": played,
            "winner": winner,
            "card": card,
            "salt": salt,
            "main": [SEASONINGS[m] for m in main_seasonings(trick)],
            "cube": cube,
        }
        if ev is not None:
            ev.append(event("trick_won", seat=winner, card=card, salt=salt, main=list(st.last_trick["main"]), cube=cube))
        if ev is not None and cube is not None and dst is not None:
            ev.append(event("cube_moved", cube=cube, src="shelf", dst=dst))
        st.won[winner].extend(trick)
        if ev is not None:
            ev.extend(moved(c, "trick", f"won:{winner}", face_up=False) for c in trick)
        st.trick = []
        st.leader = winner
        st.current = winner

    def _end_meal(self, st: SaltyState, ev: list[Event] | None) -> None:
        food = [f or "" for f in st.food]
        sides = [s or "back" for s in st.sides]
        summary = score_meal(food, sides, st.plates, st.outside, st.totals)
        # The shelf as it was drawn: what is left plus every cube taken.
        shelf = st.shelf[:]
        for zone in (st.plates, st.outside):
            for pile in zone:
                for c in pile:
                    shelf[SEASONINGS.index(c)] += 1
        summary = {
            "meal": st.meal + 1,
            "last_player": st.last,
            "first_player": (st.last + 1) % st.n,
            "shelf": {SEASONINGS[i]: k for i, k in enumerate(shelf)},
            **summary,
        }
        st.history.append(summary)
        for row in summary["players"]:
            st.totals[row["seat"]] = row["total"]
            if ev is not None:
                ev.append(event("score_changed", seat=row["seat"], delta=row["score"], total=row["total"]))
        if ev is not None:
            ev.append(event("round_ended", round=st.meal + 1, summary=summary))
        self.round_scored(st)
        st.meal += 1
        if st.meal >= st.n:
            st.phase = "over"
            if ev is not None:
                res = self.result(st)
                assert res is not None
                ev.append(event("game_ended", result=res.to_json()))
            return
        scores = [row["score"] for row in summary["players"]]
        tied = last_player_candidates(st.totals, scores)
        if len(tied) == 1:
            st.last = tied[0]
        else:  # lowest total and lowest last-meal score both tied: by lot
            st.last = tied[int(st.rng.stream().random() * len(tied))]
            if ev is not None:
                ev.append(event("last_player_drawn", seat=st.last, tied=tied))
        # Everything goes back: cards to the deck, cubes to the bag.
        if ev is not None:
            ev.append(event("table_cleared", meal=st.meal))
        self._start_meal(st, ev)

    # -- knowledge --------------------------------------------------------------
    def observe(self, state: SaltyState, seat: int | None) -> Observation:
        return observe(state, seat)

    def determinize(self, obs: Observation, rnd: random.Random) -> SaltyState:
        return determinize(obs, rnd)

    # -- outcome ----------------------------------------------------------------
    def result(self, state: SaltyState) -> Result | None:
        if state.phase != "over":
            return None
        return self.standing(state)

    def standing(self, state: SaltyState) -> Result:
        last = [row["score"] for row in state.history[-1]["players"]] if state.history else [0] * state.n
        keys = [(state.totals[s], last[s]) for s in range(state.n)]
        ranks = ranks_from_keys(keys)
        return Result(
            scores=[float(t) for t in state.totals],
            ranks=ranks,
            winners=[s for s in range(state.n) if ranks[s] == 1],
            detail={"totals": list(state.totals), "last_meal": last},
        )

    def rounds(self, state: SaltyState) -> list[dict[str, Any]]:
        return list(state.history)


RULES = SaltyRules()
