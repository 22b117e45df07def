"""Salty heuristics: what a sensible player weighs.

A card is strong when few cards of its seasoning lie closer to the number of
salt cubes on the shelf. From the strength of the cards whose colour is still
on the shelf come the cubes a hand would *take* if it tried and the cubes it
would win against its will while *dodging* (a model fitted on bot games,
shifted by how many others are expected to bet the front). From these, every
bet (each food card's front, or the back) gets an expected meal score, with
the chance of other zero bets read from what each player did in earlier meals.
The draft takes the best food card, the side is the best bet, the discard
brings the hand towards the bet. In play a seat *takes* while it has empty
plates and *dodges* otherwise (bet 0, or plates full): it estimates each
card's chance to win this round from the cards still unseen and the players
still to play (exactly when it plays last), takes cubes with its cheapest
winning card, dodges with the card that wins least, and sheds dangerous
cards when that is safe.

``easy`` misjudges now and then: a noisier hand estimate, now and then the
second-best card or discard. ``playout`` is the same judgement cut down to
table look-ups for the hard player's playouts. Never imports Qt; ``choose``
sees only an observation.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from itertools import combinations
from typing import Any

from ...engine import Action, Observation
from ...engine.rng import pick_weighted
from ...games.salty.actions import ChooseSide, Discard, PickFood, Play
from ...games.salty.cards import (
    DISCARD,
    FOODS,
    HAND_SIZE,
    INFO,
    OUTSIDE_POINTS,
    PLATE_POINTS,
    SEASONINGS,
    VARIETY_PLATES,
    VARIETY_POINTS,
    ZERO_BET_POINTS,
    deck_for,
)
from ...games.salty.scoring import round_winner

# Cubes a seat takes when it always takes, and wins against its will when it
# always dodges: intercept + slope x the summed strength of its hand after the
# discard (colours on the shelf only), as (take a, take b, dodge a, dodge b).
# Fitted on bot games, per player count, at two kinds of table: others playing
# at random (half of them bet the front), and others all taking (sensible
# players betting the front). Tables in between are interpolated by the share
# of the others expected to bet the front.
MODEL: dict[int, dict[str, tuple[float, float, float, float]]] = {
    3: {"random": (3.24, 0.38, 1.15, 0.25), "takers": (1.46, 0.39, 0.39, 0.21)},
    4: {"random": (1.45, 0.55, 0.34, 0.38), "takers": (0.66, 0.47, 0.10, 0.22)},
}
# Spread of the cubes a taking seat ends with (same games).
TAKE_SD = 1.3
# Before a player has shown anything: the chance it bets 0.
ZERO_PRIOR = 0.3
# Chance that a player follows the seasoning of the player before it, once
# a new seasoning has started in a round.
CHAIN = 0.6
# How much a card kept for later is worth against a cube now (take mode).
KEEP_WEIGHT = 0.25
# How much shedding a dangerous card is worth against the risk now (dodge mode).
SHED_WEIGHT = 0.3
# ``easy``: spread of its hand estimate and how often it takes a second choice.
EASY_NOISE = 0.8
EASY_SLIP = 0.25

N_SEAS = len(SEASONINGS)
HAND_AFTER_DISCARD = {n: HAND_SIZE[n] - DISCARD for n in HAND_SIZE}


# -- card strength ----------------------------------------------------------------


def _key(card: str, salt2: int) -> int:
    """Smaller beats larger among Main Seasoning cards: distance to the salt
    count, then value, then saltiness (as ``scoring.round_winner``)."""
    s, h = INFO[card]
    d = h - salt2 if h >= salt2 else salt2 - h
    return (d * 16 + h) * 4 + s


def _static_strength(n: int) -> dict[int, dict[str, float]]:
    """Per doubled salt count: the chance a card beats the cards of its
    seasoning that ``n - 1`` others might play, knowing nothing else."""
    deck = deck_for(n)
    per = {s: [c for c in deck if INFO[c][0] == s] for s in range(N_SEAS)}
    out: dict[int, dict[str, float]] = {}
    for salt in range(6):
        salt2 = 2 * salt
        table: dict[str, float] = {}
        for cards in per.values():
            ranked = sorted(cards, key=lambda c: _key(c, salt2))
            others = len(cards) - 1
            for r, c in enumerate(ranked):
                table[c] = (1.0 - r / others) ** (n - 1)
        out[salt2] = table
    return out


STRENGTH: dict[int, dict[int, dict[str, float]]] = {n: _static_strength(n) for n in (3, 4)}


def hand_strength(
    hand: Sequence[str], shelf: Sequence[int], n: int, pending: int = 0, front_share: float = 1.0 - ZERO_PRIOR
) -> tuple[float, float]:
    """(cubes the hand takes if it tries, cubes it wins while dodging), with
    ``pending`` cards still to discard: the weakest to take, the strongest to
    dodge. ``front_share``: the share of the others expected to bet the front
    (the more takers, the fewer cubes for us and the easier to dodge)."""
    table = STRENGTH[n][2 * min(shelf[0], 5)]
    ws = sorted(table[c] for c in hand if shelf[INFO[c][0]] > 0)
    raw = sum(ws)
    take_raw = raw - sum(ws[:pending])
    dodge_raw = raw - sum(ws[len(ws) - pending :]) if pending else raw
    t = min(1.0, max(-0.5, 2.0 * front_share - 1.0))
    a, b, c, d = (r + (k - r) * t for r, k in zip(MODEL[n]["random"], MODEL[n]["takers"], strict=True))
    return max(0.0, a + b * take_raw), max(0.0, c + d * dodge_raw)


# -- bets ---------------------------------------------------------------------------


def _distinct(k: int) -> float:
    """Expected colours among ``k`` cubes of four colours."""
    return N_SEAS * (1.0 - (1.0 - 1.0 / N_SEAS) ** k)


def _normal(mean: float, sd: float, kmax: int) -> list[float]:
    """A normal distribution rounded to 0..kmax."""
    w = [math.exp(-0.5 * ((k - mean) / sd) ** 2) for k in range(kmax + 1)]
    total = sum(w)
    return [x / total for x in w]


def front_value(food: str, take: float, dodge: float) -> float:
    """Expected meal score of betting the front of ``food``: the seat takes
    until its plates are full, then dodges with what strength is left."""
    card = FOODS[food]
    p = card.plates
    variety = VARIETY_PLATES[0] <= p <= VARIETY_PLATES[1]
    total = 0.0
    for k, pk in enumerate(_normal(take, TAKE_SD, 12)):
        if k <= p:
            v = PLATE_POINTS * k + (card.accuracy * k if k == p else 0.0)
            on = k
        else:
            over = dodge * (k - p) / k
            v = PLATE_POINTS * p + OUTSIDE_POINTS * over + card.accuracy * p * math.exp(-over)
            on = p
        if variety:
            v += VARIETY_POINTS * _distinct(on)
        total += pk * v
    return total


def back_value(dodge: float, zero_others: float) -> float:
    """Expected meal score of a bet of 0 (``zero_others``: expected other zero bets)."""
    return math.exp(-dodge) * ZERO_BET_POINTS * (1.0 + zero_others) + OUTSIDE_POINTS * dodge


def zero_rates(history: Sequence[dict[str, Any]], n: int) -> list[float]:
    """Each seat's chance to bet 0, from its earlier meals and a prior."""
    backs = [0] * n
    for meal in history:
        for row in meal["players"]:
            backs[row["seat"]] += row["side"] == "back"
    m = len(history)
    return [(2 * ZERO_PRIOR + backs[s]) / (2 + m) for s in range(n)]


def bet_options(foods: Sequence[str], take: float, danger: float, zero_others: float) -> list[tuple[float, str, str]]:
    """(expected meal score, food, side) for each bet, best first."""
    opts = [(front_value(f, take, danger), f, "front") for f in foods]
    back = back_value(danger, zero_others)
    opts += [(back, f, "back") for f in foods]
    opts.sort(key=lambda o: -o[0])
    return opts


# -- one round ----------------------------------------------------------------------


def _win_chance(card: str, trick: Sequence[str], holds: Sequence[float], salt: int, beats: Sequence[float]) -> float:
    """Chance that ``card`` played now wins the round.

    Per player still to play: ``holds``, the chance it holds ``card``'s
    seasoning (and so must follow it, if the player before did); ``beats``,
    the chance it then plays a card of it that beats ours. Our seasoning runs
    on until a player cannot follow; from there a new seasoning runs, which
    may outnumber ours. Exact when nobody is left to play.
    """
    if not holds:
        return 1.0 if round_winner([*trick, card], salt) == len(trick) else 0.0
    s = INFO[card][0]
    salt2 = 2 * salt
    mine = _key(card, salt2)
    counts = [0] * N_SEAS
    better = [False] * N_SEAS  # a card of that seasoning in the round beats ours
    for c in trick:
        t = INFO[c][0]
        counts[t] += 1
        better[t] = better[t] or _key(c, salt2) < mine
    if better[s]:
        return 0.0
    others = max(counts[t] for t in range(N_SEAS) if t != s)
    tied_better = any(better[t] and counts[t] == others for t in range(N_SEAS) if t != s)
    left = len(holds)
    total = 0.0
    reach = 1.0  # the first i players all followed our seasoning...
    safe = 1.0  # ...and none of them beat us
    for i in range(left + 1):
        prob = reach * (1.0 - holds[i] if i < left else 1.0)
        if prob > 0.0:
            ours = counts[s] + 1 + i
            rival = max(float(others), sum(CHAIN**k for k in range(left - i)))
            if ours > rival + 0.5:
                main = 1.0
            elif ours < rival - 0.5:
                main = 0.0
            else:
                main = 0.0 if tied_better else 0.5
            total += prob * main * safe
        if i < left:
            reach *= holds[i]
            safe *= 1.0 - beats[i]
    return total


# -- choose (observation) -------------------------------------------------------------


def choose(obs: Observation, legal: list[Action], rnd: random.Random, level: str) -> Action:
    phase = obs["phase"]
    if phase == "play":
        return _choose_play(obs, legal, rnd, level)
    if phase == "discard":
        return _choose_discard(obs, legal, rnd, level)
    return _choose_bet(obs, legal, rnd, level)


def _table(obs: Observation) -> tuple[float, float]:
    """(expected zero bets of the others, share of them betting the front):
    their revealed bets, or before the reveal what they did in earlier meals."""
    seat = obs["seat"]
    n = obs["players"]
    others = [s for s in range(n) if s != seat]
    if obs["revealed"]:
        zero = float(sum(1 for s in others if obs["sides"][s] == "back"))
    else:
        rates = zero_rates(obs["history"], n)
        zero = sum(rates[s] for s in others)
    return zero, 1.0 - zero / len(others)


def _strength(obs: Observation, rnd: random.Random, level: str) -> tuple[float, float, float]:
    """(cubes we would take, cubes we would win dodging, expected other zero bets)."""
    shelf = [obs["shelf"][s] for s in SEASONINGS]
    pending = DISCARD if obs["phase"] in ("draft", "side") else 0
    zero_others, front_share = _table(obs)
    take, dodge = hand_strength(obs["hand"], shelf, obs["players"], pending, front_share)
    if level == "easy":
        take = max(0.0, take + rnd.gauss(0.0, EASY_NOISE))
        dodge = max(0.0, dodge + rnd.gauss(0.0, EASY_NOISE / 2))
    return take, dodge, zero_others


def _choose_bet(obs: Observation, legal: list[Action], rnd: random.Random, level: str) -> Action:
    seat = obs["seat"]
    take, danger, zero_others = _strength(obs, rnd, level)
    if obs["phase"] == "draft":
        foods = [a.food for a in legal if isinstance(a, PickFood)]
        opts = bet_options(foods, take, danger, zero_others)
        # A planned bet of 0 keeps the food card that is best for the others
        # away from them; otherwise take the food card of the best bet.
        fronts = [f for _v, f, side in opts if side == "front"]
        food = fronts[0]
        if opts[0][2] == "back":
            food = max(foods, key=lambda f: (FOODS[f].max, f))
        elif level == "easy" and rnd.random() < EASY_SLIP and len(fronts) > 1:
            food = fronts[1]  # the next-best food card
        return next(a for a in legal if isinstance(a, PickFood) and a.food == food)
    food = obs["food"][seat]
    opts = bet_options([food], take, danger, zero_others)
    side = opts[0][2]
    return next(a for a in legal if isinstance(a, ChooseSide) and a.side == side)


def _choose_discard(obs: Observation, legal: list[Action], rnd: random.Random, level: str) -> Action:
    seat = obs["seat"]
    n = obs["players"]
    shelf = [obs["shelf"][s] for s in SEASONINGS]
    hand = obs["hand"]
    food = obs["food"][seat]
    front = obs["sides"][seat] == "front"
    _zero, front_share = _table(obs)
    ranked: list[tuple[float, Action]] = []
    for a in legal:
        if not isinstance(a, Discard):
            continue
        rest = [c for c in hand if c not in a.cards]
        take, dodge = hand_strength(rest, shelf, n, 0, front_share)
        # The hand that best fits the bet: the front's expected score, or
        # for a bet of 0 the fewest cubes won against our will.
        ranked.append((-front_value(food, take, dodge) if front else dodge, a))
    ranked.sort(key=lambda x: x[0])
    if level == "easy" and rnd.random() < EASY_SLIP and len(ranked) > 3:
        return ranked[int(rnd.random() * 3) + 1][1]
    return ranked[0][1]


def _choose_play(obs: Observation, legal: list[Action], rnd: random.Random, level: str) -> Action:
    seat = obs["seat"]
    n = obs["players"]
    shelf = [obs["shelf"][s] for s in SEASONINGS]
    salt = shelf[0]
    salt2 = 2 * salt
    trick = [c for _s, c in obs["trick"]]
    hand = obs["hand"]
    plates = FOODS[obs["food"][seat]].plates if obs["sides"][seat] == "front" else 0
    on = obs["plates"][seat]
    take = len(on) < plates
    # Unseen: not in my hand, discards or won pile, not in the round, the
    # last round or set aside (older rounds won by others are out of sight).
    seen = set(hand) | set(obs["discard"]) | set(obs["won"]) | set(trick) | set(obs["aside"])
    if obs["last_trick"] is not None:
        seen |= {c for _s, c in obs["last_trick"]["cards"]}
    unseen = [c for c in deck_for(n) if c not in seen]
    per_seas = [0] * N_SEAS
    for c in unseen:
        per_seas[INFO[c][0]] += 1
    u = max(1, len(unseen))
    followers = [(seat + k) % n for k in range(1, n - len(trick))]
    takers = [obs["sides"][f] == "front" and len(obs["plates"][f]) < FOODS[obs["food"][f]].plates for f in range(n)]
    table = STRENGTH[n][2 * min(salt, 5)]
    variety = VARIETY_PLATES[0] <= plates <= VARIETY_PLATES[1]
    ranked: list[tuple[float, Action]] = []
    for a in legal:
        if not isinstance(a, Play):
            continue
        c = a.card
        s = INFO[c][0]
        mine = _key(c, salt2)
        beaters = sum(1 for u in unseen if INFO[u][0] == s and _key(u, salt2) < mine)
        share = beaters / per_seas[s] if per_seas[s] else 0.0
        holds: list[float] = []
        beats: list[float] = []
        for f in followers:
            h = obs["hand_counts"][f]
            hold = 0.0 if SEASONINGS[s] in obs["voids"][f] else 1.0 - (1.0 - per_seas[s] / u) ** h
            holds.append(hold)
            if hold <= 0.0:
                beats.append(0.0)
            elif takers[f]:
                # It plays its best card of the seasoning: a beater if it holds one.
                beats.append(min(1.0, (1.0 - (1.0 - beaters / u) ** h) / hold))
            else:
                # It dodges: a beater only when all its cards of the seasoning are.
                beats.append(share ** max(1.0, h * per_seas[s] / u))
        p = _win_chance(c, trick, holds, salt, beats)
        cube = shelf[s] > 0
        if take:
            new_colour = variety and SEASONINGS[s] not in on
            gain = p * (1.3 if new_colour else 1.0) if cube else 0.05 * p
            value = gain - KEEP_WEIGHT * table[c]
        else:
            value = -(p if cube else 0.0) + SHED_WEIGHT * table[c] * (1.0 - p)
        ranked.append((value, a))
    ranked.sort(key=lambda x: -x[0])
    if level == "easy" and rnd.random() < EASY_SLIP and len(ranked) > 1:
        return ranked[1][1]
    return ranked[0][1]


# -- playout (a sampled full state) -------------------------------------------------------


def playout(rules: Any, state: Any, legal: list[Action], rnd: random.Random) -> Action:
    """A fast, sensible move for the hard player's playouts (reads the sampled state)."""
    st = state
    if st.phase == "play":
        plays: list[Play] = legal  # type: ignore[assignment]  # only plays in this phase
        return _playout_card(st, plays)
    p = st.current
    n = st.n
    take, danger = hand_strength(st.hands[p], st.shelf, n, DISCARD if st.phase != "discard" else 0)
    if st.phase == "discard":
        table = STRENGTH[n][2 * min(st.shelf[0], 5)]
        bet = FOODS[st.food[p]].plates if st.sides[p] == "front" else 0
        ranked = sorted(st.hands[p], key=table.__getitem__)
        # Towards the bet: drop the weakest to take, the strongest to dodge.
        return Discard(tuple(ranked[:DISCARD] if bet and take <= bet else ranked[-DISCARD:]))
    zero_others = ZERO_PRIOR * (n - 1)
    if st.phase == "draft":
        return PickFood(bet_options(st.food_pool, take, danger, zero_others)[0][1])
    front = front_value(st.food[p], take, danger) >= back_value(danger, zero_others)
    return ChooseSide("front" if front else "back")


def _playout_card(st: Any, legal: list[Play]) -> Play:
    p = st.current
    n = st.n
    shelf = st.shelf
    table = STRENGTH[n][2 * min(shelf[0], 5)]
    plates = FOODS[st.food[p]].plates if st.sides[p] == "front" else 0
    take = len(st.plates[p]) < plates
    if len(st.trick) == n - 1:
        # Last to play: look at the outcome of each card.
        best = legal[0]
        best_v = -9.0
        for a in legal:
            c = a.card
            cube = shelf[INFO[c][0]] > 0 and round_winner([*st.trick, c], shelf[0]) == n - 1
            if take:
                v = (1.0 if cube else 0.0) - KEEP_WEIGHT * table[c]
            else:
                v = (-1.0 if cube else 0.0) + SHED_WEIGHT * table[c]
            if v > best_v:
                best, best_v = a, v
        return best
    # Otherwise the strongest card to take (of a colour still on the shelf),
    # the weakest to dodge.
    if take:
        return max(legal, key=lambda a: table[a.card] if shelf[INFO[a.card][0]] else -1.0)
    return min(legal, key=lambda a: table[a.card])


# -- search hooks (hard) -------------------------------------------------------------------

# Spread of one seat's meal score, for guessing who wins from the totals.
MEAL_SD = 80.0


def prune(rules: Any, state: Any, legal: list[Action]) -> list[Action]:
    """Search only sensible discards: two of the four weakest cards (to take)
    or two of the four strongest (to dodge). Everything else as it is."""
    st = state
    if st.phase != "discard":
        return legal
    table = STRENGTH[st.n][2 * min(st.shelf[0], 5)]
    ranked = sorted(st.hands[st.current], key=table.__getitem__)
    keep = {Discard(pair) for end in (ranked[:4], ranked[-4:]) for pair in combinations(end, DISCARD)}
    return [a for a in legal if a in keep] or legal


def horizon(state: Any) -> int:
    """Search playouts stop at the end of the meal..."""
    return int(state.meal)


def evaluate(rules: Any, state: Any) -> list[float]:
    """...and are scored there from the totals, ranked like ``returns``: the
    chance to finish ahead of each other seat over the meals still to come."""
    st = state
    n = st.n
    spread = MEAL_SD * math.sqrt(2.0 * max(1, n - st.meal))
    ahead = [
        [0.5 * (1.0 + math.erf((st.totals[s] - st.totals[o]) / (spread * math.sqrt(2.0)))) for o in range(n)] for s in range(n)
    ]
    wins = [math.prod(ahead[s][o] for o in range(n) if o != s) for s in range(n)]
    total = sum(wins) or 1.0
    return [0.75 * wins[s] / total + 0.25 * sum(ahead[s][o] for o in range(n) if o != s) / (n - 1) for s in range(n)]


# -- beliefs (hard) -------------------------------------------------------------------------

# How sure we are that a seat bets what its hand makes best: the meal points
# by which the other side would have to be better before it is chosen half the time.
BET_SOFTNESS = 20.0
# Deals drawn to choose one from, by how well they explain the revealed bets.
BELIEF_DEALS = 4


def _front_margin(hand: Sequence[str], food: str, shelf: Sequence[int], n: int, pending: int) -> float:
    """Expected meal points of betting ``food``'s front rather than its back."""
    take, danger = hand_strength(hand, shelf, n, pending)
    zero_others = ZERO_PRIOR * (n - 1)
    return front_value(food, take, danger) - back_value(danger, zero_others)


def deal(rules: Any, obs: Observation, rnd: random.Random) -> Any:
    """A world for the hard player's search. Before the reveal, the others'
    hidden bets are what their dealt hand makes best (not a coin toss); after
    it, a few deals are drawn and one is kept with a chance that grows with how
    well its hands explain the bets everyone revealed (strong hands bet plates,
    weak ones bet 0). Everything stays consistent with ``obs``."""
    seat = obs["seat"]
    n = obs["players"]
    others = [s for s in range(n) if s != seat]
    phase = obs["phase"]
    if phase in ("draft", "side"):
        st = rules.determinize(obs, rnd)
        shelf = st.shelf
        for s in others:
            if obs["side_chosen"][s] and obs["sides"][s] is None and st.food[s] is not None:
                front = _front_margin(st.hands[s], st.food[s], shelf, n, DISCARD) >= 0.0
                st.sides[s] = "front" if front else "back"
        return st
    if not obs["revealed"] or phase == "over":
        return rules.determinize(obs, rnd)
    # The shelf at the reveal: what is left plus every cube taken this meal.
    shelf = [obs["shelf"][s] for s in SEASONINGS]
    for zone in (obs["plates"], obs["outside"]):
        for pile in zone:
            for c in pile:
                shelf[SEASONINGS.index(c)] += 1
    judged = [s for s in others if obs["hand_counts"][s] + obs["discard_counts"][s] >= 8]
    if not judged:
        return rules.determinize(obs, rnd)
    worlds = []
    weights = []
    for _ in range(BELIEF_DEALS):
        st = rules.determinize(obs, rnd)
        logw = 0.0
        for s in judged:
            full = st.hands[s] + st.discards[s]
            pending = max(0, len(full) - HAND_AFTER_DISCARD[n])
            margin = _front_margin(full, st.food[s], shelf, n, pending) / BET_SOFTNESS
            sign = 1.0 if st.sides[s] == "front" else -1.0
            logw -= math.log1p(math.exp(-sign * max(-30.0, min(30.0, margin))))
        worlds.append(st)
        weights.append(logw)
    top = max(weights)
    probs = [math.exp(w - top) for w in weights]
    return worlds[pick_weighted(probs, rnd)]
