"""Soup Meng Ramen heuristics: what a sensible player weighs.

Every legal action is tried on a light copy of the public bowls and the
result is scored: for each player, the points already in their bowls, the
lucky topping (our own known; another's as a probability over the bowl cards
we have not seen), the −10 of a spoiled bowl, the bonus cards claimed, and
what an unfinished bowl may still earn (its lucky topping while there is room
for it, bonus cards it is close to, discounted as the draw pile runs down),
minus the risk that a bowl with 4 toppings is spoiled by a fifth. An action's
worth is our value minus a mix of the leader's and the average opponent's.
Drawing is worth a small fixed gain over standing still; いっちょあがり！ freezes
a bowl (no more risk, no more hope), and finishing our last bowl ends the game,
which we do only when we are ahead.

``easy`` looks mostly at its own bowls and now and then takes a plausible
second-best choice. ``playout`` is a cheap rule of thumb on a full sampled
state for the playouts of ``hard``. Never imports Qt; ``choose`` sees only an
observation.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ...engine import Action, Observation
from ...engine.rng import pick, pick_weighted, shuffle
from ...games.soupmeng.actions import Discard, Draw, Finish, Place, Swap
from ...games.soupmeng.cards import (
    BONUS_BY_ID,
    BOWL_CARDS,
    DECK,
    FINISH_MIN_TOPPINGS,
    HAND_SIZE,
    KIND,
    LUCKY_POINTS,
    PENALTY_MIN_TOPPINGS,
    PENALTY_POINTS,
    POINTS,
    SWAP,
    TOPPING,
    Bonus,
)
from ...games.soupmeng.scoring import meets
from . import win_chances

ROOM = PENALTY_MIN_TOPPINGS - 1  # toppings a bowl holds without the penalty
# Chance that a missing card of a plan arrives in time, by number missing.
REACH = (1.0, 0.45, 0.2, 0.08, 0.03, 0.01, 0.0, 0.0, 0.0)
WIN = 1000.0
PRUNE_KEEP = 6  # moves the hard player's search looks at
SPREAD = 8.0  # points: how uncertain the heuristic values at the search horizon are
# How much likelier ``deal`` makes a hidden lucky topping that its bowl holds:
# players put their own lucky topping in when they can. At a player's first
# turn with one bowl left (30 games of normal players, 20 deals each), 63% of
# the others' bowls with toppings held their lucky one; an even deal says 29%,
# this factor 63%.
LUCKY_LIKELIER = 6.0

# Per level: weight of the leading opponent and of the average opponent; the
# chance of a second-best choice; how much of the future a player looks at;
# the chance to still get a lucky topping in (early in the game); the chance
# that an open bowl with 4 toppings gets a fifth when it can be finished on
# our next turn ("spoil") and when it cannot ("spoil_open"); what a draw and
# a placement are worth over doing nothing.
_NORMAL = {
    "lead": 0.5,
    "mean": 0.5,
    "slip": 0.0,
    "hope": 1.0,
    "lucky_hope": 0.45,
    "spoil": 0.35,
    "spoil_open": 0.6,
    "draw": 2.5,
}
LEVELS: dict[str, dict[str, float]] = {
    "normal": _NORMAL,
    "easy": {**_NORMAL, "lead": 0.0, "mean": 0.35, "slip": 0.3, "hope": 0.7, "spoil_open": 0.35},
}


class _Bowl:
    __slots__ = ("finished", "lucky", "noodles", "soups", "toppings")

    def __init__(self, soups: list[str], noodles: list[str], toppings: list[str], finished: bool, lucky: str | None) -> None:
        self.soups = soups
        self.noodles = noodles
        self.toppings = toppings
        self.finished = finished
        self.lucky = lucky

    def copy(self) -> _Bowl:
        return _Bowl(self.soups[:], self.noodles[:], self.toppings[:], self.finished, self.lucky)

    def part(self, card: str) -> list[str]:
        kind = KIND[card]
        if kind == TOPPING:
            return self.toppings
        return self.soups if kind == "soup" else self.noodles


class _Judge:
    """Scores positions for one seat (``me``; -1 for nobody's in particular)."""

    @staticmethod
    def of_obs(obs: Observation, level: str) -> _Judge:
        bowls = [[_Bowl(b["soups"], b["noodles"], b["toppings"], b["finished"], b["lucky"]) for b in row] for row in obs["bowls"]]
        return _Judge(
            obs["seat"],
            bowls,
            list(obs["hand"] or []),
            obs["bonus"],
            obs["claimed"],
            obs["deck"],
            obs["discard"],
            level,
        )

    @staticmethod
    def of_state(state: Any) -> _Judge:
        """From a full (sampled) state: every lucky topping known, no hand in view."""
        bowls = [[_Bowl(b.soups, b.noodles, b.toppings, b.finished, b.lucky) for b in row] for row in state.bowls]
        return _Judge(-1, bowls, [], state.bonus, state.claimed, len(state.deck), state.discard, "normal")

    def __init__(
        self,
        me: int,
        bowls: list[list[_Bowl]],
        hand: list[str],
        bonus: list[str],
        claimed: list[list[Any]],
        deck: int,
        discard: list[str],
        level: str,
    ) -> None:
        self.me = me
        self.n = len(bowls)
        self.params = p = LEVELS.get(level, LEVELS["normal"])
        self.lucky_hope = p["lucky_hope"]
        self.spoil = p["spoil"]
        self.spoil_open = p["spoil_open"]
        self.bowls = bowls
        self.hand = hand
        self.bonus: list[Bonus] = [BONUS_BY_ID[b] for b in bonus]
        self.claimed = [sum(BONUS_BY_ID[b].points for b, _ in c) for c in claimed]
        start = len(DECK) - HAND_SIZE * self.n
        # how much future is left, judged by the draw pile
        self.time = (deck / start) ** 0.5 * p["hope"]
        seen: Counter[str] = Counter(discard)
        for row in self.bowls:
            for b in row:
                seen.update(b.soups)
                seen.update(b.noodles)
                seen.update(b.toppings)
        unseen = Counter(DECK)
        unseen.subtract(seen)
        unseen.subtract(self.hand)
        self.unseen = unseen
        self.in_hand = Counter(self.hand)
        pool = Counter(BOWL_CARDS)
        for row in self.bowls:
            for b in row:
                if b.lucky is not None:
                    pool[b.lucky] -= 1
        total = sum(v for v in pool.values() if v > 0)
        self.lucky_p = {t: (v / total if total else 0.0) for t, v in pool.items() if v > 0}

    # -- values ---------------------------------------------------------------
    def bowl_value(self, b: _Bowl, mine: bool) -> float:
        tops = b.toppings
        v = float(sum(POINTS[c] for c in b.soups) + sum(POINTS[c] for c in b.noodles) + sum(POINTS[c] for c in tops))
        nt = len(tops)
        if nt >= PENALTY_MIN_TOPPINGS:
            v += PENALTY_POINTS
        if b.lucky is not None:
            p_in = 1.0 if b.lucky in tops else 0.0
        else:
            p_in = sum(self.lucky_p.get(t, 0.0) for t in set(tops))
        v += LUCKY_POINTS * p_in
        if b.finished:
            return v
        if nt < ROOM and p_in < 1.0:
            if b.lucky is not None:
                if mine and self.in_hand[b.lucky]:
                    hope = 0.9
                elif self.unseen[b.lucky] > 0:
                    hope = self.lucky_hope * self.time
                else:
                    hope = 0.0
            else:
                hope = self.lucky_hope * self.time
            v += LUCKY_POINTS * (1.0 - p_in) * hope
        if nt == ROOM and self.time > 0:
            risk = self.spoil if b.soups and b.noodles else self.spoil_open
            v += PENALTY_POINTS * risk
        return v

    def bonus_hope(self, bonus: Bonus, b: _Bowl, mine: bool) -> float:
        if b.finished:
            # meets() reads only the fields a _Bowl shares with the game's Bowl
            return float(bonus.points) if meets(bonus, b) else 0.0  # type: ignore[arg-type]
        miss = 0.0
        need_tops = 0
        hand = self.in_hand if mine else None
        for want, part in ((bonus.soup, b.soups), (bonus.noodle, b.noodles)):
            if want is None:
                continue
            if part:
                if want != "any" and part[0] != want:
                    return 0.0
                continue
            if want != "any":
                if hand is not None and hand[want]:
                    miss += 0.5
                elif self.unseen[want] > 0:
                    miss += 1
                else:
                    return 0.0
            else:
                miss += 1
        tops = b.toppings
        for t, count in bonus.toppings:
            short = count - tops.count(t)
            if short > 0:
                need_tops += short
                have = hand[t] if hand is not None else 0
                if self.unseen[t] + have < short:
                    return 0.0
                miss += short - 0.5 * min(have, short)
        if bonus.distinct:
            short = bonus.distinct - len(set(tops))
            if short > 0:
                need_tops += short
                miss += short
        if len(tops) + need_tops > ROOM:
            return 0.0
        k = int(miss + 0.5)
        reach = REACH[k] if k < len(REACH) else 0.0
        if miss == 0:
            return float(bonus.points)
        return bonus.points * reach * self.time

    def player_value(self, seat: int, row: list[_Bowl]) -> float:
        mine = seat == self.me
        v = float(self.claimed[seat])
        for b in row:
            v += self.bowl_value(b, mine)
        for bonus in self.bonus:
            best = 0.0
            for b in row:
                h = self.bonus_hope(bonus, b, mine)
                if h > best:
                    best = h
            v += best
        return v

    def final_estimate(self, seat: int, row: list[_Bowl]) -> float:
        """Points at the end if the game ended now (another's lucky as an expectation)."""
        v = float(self.claimed[seat])
        for b in row:
            tops = b.toppings
            v += sum(POINTS[c] for c in b.soups + b.noodles + tops)
            if len(tops) >= PENALTY_MIN_TOPPINGS:
                v += PENALTY_POINTS
            if b.lucky is not None:
                v += LUCKY_POINTS if b.lucky in tops else 0
            else:
                v += LUCKY_POINTS * sum(self.lucky_p.get(t, 0.0) for t in set(tops))
        return v

    def objective(self, values: list[float]) -> float:
        others = [v for s, v in enumerate(values) if s != self.me]
        if not others:
            return values[self.me]
        p = self.params
        return values[self.me] - p["lead"] * max(others) - p["mean"] * sum(others) / len(others)

    # -- actions ---------------------------------------------------------------
    def score_actions(self, legal: list[Action]) -> list[float]:
        base = [self.player_value(s, row) for s, row in enumerate(self.bowls)]
        base_obj = self.objective(base)
        out = []
        for act in legal:
            out.append(self.score(act, base, base_obj))
        return out

    def score(self, act: Action, base: list[float], base_obj: float) -> float:
        me = self.me
        if isinstance(act, Draw):
            return base_obj + self.params["draw"] * self.time
        if isinstance(act, Discard):
            return base_obj - self.keep_value(act.card)
        changed: dict[tuple[int, int], _Bowl] = {}
        if isinstance(act, Finish):
            b = self.bowls[me][act.bowl].copy()
            b.finished = True
            changed[(me, act.bowl)] = b
            if all(x.finished or i == act.bowl for i, x in enumerate(self.bowls[me])):
                return self.game_end_value(changed)
        elif isinstance(act, Place):
            b = self.bowls[act.seat][act.bowl].copy()
            b.part(act.card).append(act.card)
            changed[(act.seat, act.bowl)] = b
        elif isinstance(act, Swap):
            mine = self.bowls[me][act.bowl].copy()
            theirs = self.bowls[act.target_seat][act.target_bowl].copy()
            changed[(me, act.bowl)] = mine
            changed[(act.target_seat, act.target_bowl)] = theirs
            part_m = mine.part(act.card)
            part_t = theirs.part(act.target_card)
            i = part_m.index(act.card)
            part_t[part_t.index(act.target_card)] = act.card
            if act.dest == act.bowl:
                part_m[i] = act.target_card
            else:
                del part_m[i]
                dest = self.bowls[me][act.dest].copy()
                dest.part(act.target_card).append(act.target_card)
                changed[(me, act.dest)] = dest
        values = base[:]
        for seat in {s for s, _ in changed}:
            row = [changed.get((seat, i), b) for i, b in enumerate(self.bowls[seat])]
            # a bonus whose condition is now met counts in full (bonus_hope)
            values[seat] = self.player_value(seat, row)
        obj = self.objective(values)
        if isinstance(act, Swap):
            obj -= 0.5  # a swap card used is a swap card gone
        return obj

    def game_end_value(self, changed: dict[tuple[int, int], _Bowl]) -> float:
        finals = []
        for s, row in enumerate(self.bowls):
            finals.append(self.final_estimate(s, [changed.get((s, i), b) for i, b in enumerate(row)]))
        mine = finals[self.me]
        best_other = max(v for s, v in enumerate(finals) if s != self.me)
        return WIN + mine - best_other if mine > best_other else -WIN + mine - best_other

    def keep_value(self, card: str) -> float:
        """How much we would miss ``card`` (for choosing a discard)."""
        if card == SWAP:
            return 3.0
        best = 0.0
        for b in self.bowls[self.me]:
            if b.finished:
                continue
            part = b.part(card)
            if not part or (part[0] == card and len(part) < 2):
                best = max(best, POINTS[card])
        return best


def choose(obs: Observation, legal: list[Action], rnd: random.Random, level: str) -> Action:
    if len(legal) == 1:
        return legal[0]
    judge = _Judge.of_obs(obs, level)
    scores = judge.score_actions(legal)
    order = sorted(range(len(legal)), key=lambda i: -scores[i])
    slip = judge.params["slip"]
    if slip and len(order) > 1 and rnd.random() < slip:
        # a human-sized mistake: a close runner-up, never a disaster
        best = scores[order[0]]
        close = [i for i in order[1:4] if scores[i] >= best - 6.0 and scores[i] > -WIN / 2]
        if close:
            return legal[pick(close, rnd)]
    return legal[order[0]]


# -- playouts ----------------------------------------------------------------------


def playout(rules: Any, state: Any, legal: list[Action], rnd: random.Random) -> Action:
    """A quick rule of thumb on a full (sampled) state, about as fast as random:
    finish a bowl with 4 toppings or its lucky topping in, put our lucky topping
    into our bowl, spoil a rival's 4-topping bowl, fill our bowls' soup and
    noodles, else anything."""
    st = state
    p = st.current
    own = st.bowls[p]
    first = legal[0]
    if isinstance(first, (Draw, Finish)):
        for a in legal:
            if isinstance(a, Finish):
                b = own[a.bowl]
                if len(b.toppings) >= ROOM or (b.lucky in b.toppings and len(b.toppings) >= FINISH_MIN_TOPPINGS + 1):
                    return a
        return first if isinstance(first, Draw) else pick(legal, rnd)
    good: list[Action] = []
    fair: list[Action] = []
    for a in legal:
        if not isinstance(a, Place):
            break  # placements come first; swaps are many and rarely worth a look here
        b = st.bowls[a.seat][a.bowl]
        nt = len(b.toppings)
        if a.seat == p:
            if KIND[a.card] != TOPPING:
                if not b.soups or not b.noodles:
                    fair.append(a)
            elif a.card == b.lucky and nt < ROOM:
                return a
            elif nt < ROOM - 1:
                fair.append(a)
        elif KIND[a.card] == TOPPING and nt == ROOM:
            good.append(a)
    if good:
        return pick(good, rnd)
    if fair and rnd.random() < 0.8:
        return pick(fair, rnd)
    return pick(legal, rnd)


def info_key(state: Any) -> Any:
    """What the seat to move has just learnt privately: the card it drew."""
    return state.hands[state.current][-1] if state.phase == "play" else None


def prune(rules: Any, state: Any, legal: list[Action]) -> list[Action]:
    """Search only the few moves ``normal`` likes best in this world (seen
    from the seat to move: other players' lucky toppings stay unknown)."""
    if len(legal) <= PRUNE_KEEP:
        return legal
    judge = _Judge.of_obs(rules.observe(state, state.current), "normal")
    scores = judge.score_actions(legal)
    order = sorted(range(len(legal)), key=lambda i: -scores[i])[:PRUNE_KEEP]
    return [legal[i] for i in sorted(order)]


def deal(rules: Any, obs: Observation, rnd: random.Random) -> Any:
    """A world for the hard player's search: ``rules.determinize``, and when
    the seat is down to its last unfinished bowl (finishing it would end the
    game), the others' lucky toppings dealt anew, each ``LUCKY_LIKELIER``
    times likelier among the toppings its bowl holds. Whether to end the game
    rests on who is ahead, and the even deal, which puts too few lucky
    toppings in the others' bowls, let hard end games it then lost. Earlier in
    the game the even deal stays (why: docs/computer-players.md). Reads only
    ``obs``; every card seen stays where it is."""
    st = rules.determinize(obs, rnd)
    me = obs["seat"]
    if sum(not b["finished"] for b in obs["bowls"][me]) != 1:
        return st
    slots = [b for s, row in enumerate(st.bowls) if s != me for b in row]
    pool = [b.lucky for b in slots] + st.spare_bowls
    shuffle(slots, rnd)  # no bowl gets the first pick every time
    for b in slots:
        tops = set(b.toppings)
        b.lucky = pool.pop(pick_weighted([LUCKY_LIKELIER if c in tops else 1.0 for c in pool], rnd))
    st.spare_bowls = pool
    return st


def horizon(state: Any) -> int:
    """Search playouts stop after about one round of draws..."""
    return len(state.deck) // state.n


def evaluate(rules: Any, state: Any) -> list[float]:
    """...and are scored there as a chance to win: a softmax of the heuristic
    values, ``SPREAD`` points wide. Much of the game is still to come at the
    horizon, so a lead of a few points is a better chance, not a win. Only
    the win part of ``returns``: the place term is left out, and ``final``
    leaves it out at the end of the game too."""
    judge = _Judge.of_state(state)
    return win_chances([judge.player_value(s, row) for s, row in enumerate(judge.bowls)], SPREAD)


def final(rules: Any, state: Any) -> list[float]:
    """The end of the game on ``evaluate``'s scale: the win alone (a shared
    win split). With ``returns``' place term here and not at the horizon, the
    search would rate ending the game in second place above playing on for
    the same chance to win."""
    shares: list[float] = rules.result(state).win_shares()
    return shares
