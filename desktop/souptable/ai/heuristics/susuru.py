"""Super Susuru Soup heuristics: what a sensible player weighs.

A hand is worth what it would score if the trend order were settled in our
favour as far as we can still settle it: marked ingredients count within their
limits, the marker we could claim by opening goes to our best ingredient, and
an unmarked ingredient someone else may still mark counts a fraction. Every
turn we compare the best procurement (a market card, or the average gain of a
blind draw) with the income an open shop earns per turn, and open when
procuring no longer pays. ``easy`` misjudges now and then (a worse but
plausible option, a hastier opening). Never imports Qt; ``choose`` sees only
an observation.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ...engine import Action, Observation
from ...engine.rng import shuffle
from ...games.susuru.actions import Claim, Draw, Keep, OpenShop, Take, ToMarket
from ...games.susuru.cards import CHIPS, DECK, INCOME_POINTS, INGREDIENTS, MARKERS, MAX_SCORING_COUNT, ingredient, value

# Chance that an ingredient we hold but cannot mark ourselves is marked by
# someone else with a limit we fit.
OTHER_MARK_CHANCE = 0.3


def _groups(cards: list[str]) -> dict[str, tuple[int, int]]:
    out: dict[str, tuple[int, int]] = {}
    for c in cards:
        n, s = out.get(ingredient(c), (0, 0))
        out[ingredient(c)] = (n + 1, s + value(c))
    return out


# Per card: (index of its ingredient, value); hands are summed into counts
# and sums per ingredient, which is all ``hand_value`` depends on.
_CARD: dict[str, tuple[int, int]] = {c: (INGREDIENTS.index(ingredient(c)), value(c)) for c in DECK}
_N_KINDS = len(INGREDIENTS)


def _summary(cards: list[str]) -> tuple[int, ...]:
    """(count, sum) per ingredient, flattened, for the hand-value cache."""
    out = [0] * (2 * _N_KINDS)
    for c in cards:
        k, v = _CARD[c]
        out[2 * k] += 1
        out[2 * k + 1] += v
    return tuple(out)


_CACHE: dict[tuple[Any, ...], float] = {}


def hand_value(cards: list[str], limits: dict[str, int], free: list[int], can_claim: bool) -> float:
    """Expected hand points once the trend is settled (see module doc).

    ``limits`` has the marked ingredients only; ``free`` the unclaimed markers.
    """
    key = (_summary(cards), tuple(limits.get(k, -1) for k in INGREDIENTS), tuple(free), can_claim)
    v = _CACHE.get(key)
    if v is None:
        if len(_CACHE) > 200_000:
            _CACHE.clear()
        v = _CACHE[key] = _hand_value(key[0], key[1], free, can_claim)
    return v


def _hand_value(summary: tuple[int, ...], limit: tuple[int, ...], free: list[int], can_claim: bool) -> float:
    base = 0.0
    unmarked: list[tuple[int, int, int]] = []
    for k in range(_N_KINDS):
        n, s = summary[2 * k], summary[2 * k + 1]
        if n == 0:
            continue
        if limit[k] >= 0:
            if n <= limit[k] and n <= MAX_SCORING_COUNT:
                base += s
        else:
            unmarked.append((k, n, s))

    def others(skip: int, markers: list[int]) -> float:
        top = max(markers, default=0)
        return sum(OTHER_MARK_CHANCE * s for k, n, s in unmarked if k != skip and n <= top)

    best = base + others(-1, free)
    if can_claim and free:
        for m in free:
            rest = [x for x in free if x != m]
            for kind, n, s in unmarked:
                v = base + (s if n <= m else 0) + others(kind, rest)
                best = max(best, v)
    return best


def _limits(obs: Observation) -> tuple[dict[str, int], list[int]]:
    limits: dict[str, int] = {}
    free: list[int] = []
    for m in MARKERS:
        c = obs["trend"][str(m)]
        if c is None:
            free.append(m)
        else:
            limits[ingredient(c[1])] = m
    return limits, free


def _unseen(obs: Observation) -> list[str]:
    known = set(obs["hand"]) | set(obs["market"]) | set(obs["income"] or [])
    known |= {c[1] for c in obs["trend"].values() if c is not None}
    if obs["drawn"]:
        known.add(obs["drawn"])
    return [c for c in DECK if c not in known]


def _claim_value(obs: Observation, hand: list[str], act: OpenShop | Claim) -> float:
    limits, free = _limits(obs)
    if act.marker is None or act.card is None:
        return hand_value(hand, limits, free, can_claim=False)
    limits = {**limits, ingredient(act.card): act.marker}
    free = [m for m in free if m != act.marker]
    return hand_value(hand, limits, free, can_claim=False)


def _turns_left(obs: Observation) -> float:
    """Rough number of our own turns left this round."""
    if obs["ending"] is not None:
        return 0.0
    return obs["deck"] / max(1, obs["players"])


def score_options(obs: Observation, legal: list[Action]) -> list[tuple[float, Action]]:
    hand = list(obs["hand"])
    limits, free = _limits(obs)
    now = hand_value(hand, limits, free, can_claim=True)
    scored: list[tuple[float, Action]] = []
    for act in legal:
        if isinstance(act, Keep):
            card = obs["drawn"]
            scored.append((hand_value([*hand, card], limits, free, True) - now, act))
        elif isinstance(act, ToMarket):
            scored.append((0.0, act))
        elif isinstance(act, Take):
            scored.append((hand_value([*hand, act.card], limits, free, True) - now, act))
        elif isinstance(act, Draw):
            unseen = _unseen(obs)
            gains = [max(0.0, hand_value([*hand, c], limits, free, True) - now) for c in unseen]
            scored.append((sum(gains) / max(1, len(gains)), act))
        elif isinstance(act, (OpenShop, Claim)):
            v = _claim_value(obs, hand, act) - now
            if isinstance(act, OpenShop):
                # Opening turns every later turn into income instead of a card;
                # it pays when procuring gains less than the income per turn.
                v += INCOME_POINTS * min(_turns_left(obs), 6.0) * 0.5 + INCOME_POINTS
            scored.append((v, act))
    return scored


def choose(obs: Observation, legal: list[Action], rnd: random.Random, level: str) -> Action:
    return _decide(score_options(obs, legal), legal, len(obs["hand"]), rnd, level)


def _decide(scored: list[tuple[float, Action]], legal: list[Action], hand: int, rnd: random.Random, level: str) -> Action:
    if isinstance(legal[0], (Draw, Take, OpenShop)) and any(isinstance(a, OpenShop) for a in legal):
        best_procure = max((v for v, a in scored if isinstance(a, (Draw, Take))), default=None)
        opens = [(v, a) for v, a in scored if isinstance(a, OpenShop)]
        best_open = max(opens, key=lambda x: x[0])
        # Keep procuring while a card is worth more than the income per turn.
        if best_procure is not None and best_procure > INCOME_POINTS and hand < 6:
            scored = [(v, a) for v, a in scored if not isinstance(a, OpenShop)]
        else:
            scored = [best_open, *((v, a) for v, a in scored if not isinstance(a, OpenShop))]
    scored.sort(key=lambda x: -x[0])
    # easy: a human-sized slip now and then, the runner-up if it is not far worse
    if level == "easy" and len(scored) > 1 and rnd.random() < 0.25 and scored[1][0] >= scored[0][0] - 6:
        return scored[1][1]
    best = scored[0][0]
    ties = [a for v, a in scored if v >= best - 1e-9]
    return ties[int(rnd.random() * len(ties))]


def _state_keys(state: Any) -> tuple[tuple[int, ...], list[int]]:
    """(limit per ingredient index, -1 if unmarked; free markers) of a state."""
    limit = [-1] * _N_KINDS
    free: list[int] = []
    for m in MARKERS:
        c = state.trend[m]
        if c is None:
            free.append(m)
        else:
            limit[_CARD[c[1]][0]] = m
    return tuple(limit), free


def _hv(summary: tuple[int, ...], limit: tuple[int, ...], free: list[int], can_claim: bool) -> float:
    key = (summary, limit, tuple(free), can_claim)
    v = _CACHE.get(key)
    if v is None:
        if len(_CACHE) > 200_000:
            _CACHE.clear()
            _GAINS.clear()
        v = _CACHE[key] = _hand_value(summary, limit, free, can_claim)
    return v


# (hand summary, limits, free markers) -> gain in hand value of adding each card
_GAINS: dict[tuple[Any, ...], dict[str, float]] = {}


# Key of the summed positive gains over the whole deck in a ``_gains`` table.
_ANY = "*"
# Cards of each ingredient as (value, card).
_BY_KIND: list[list[tuple[int, str]]] = [[(v, c) for c, (k, v) in _CARD.items() if k == kind] for kind in range(_N_KINDS)]


def _gains(summary: tuple[int, ...], limit: tuple[int, ...], free: list[int]) -> dict[str, float]:
    """The gain in ``hand_value`` (claims allowed) of adding each card to the
    hand ``summary``, all 32 at once: a card changes one ingredient's count
    and sum, and the value is the best of a few options, each linear in that sum."""
    key = (summary, limit, tuple(free))
    g = _GAINS.get(key)
    if g is not None:
        return g
    if len(_GAINS) > 20_000:
        _GAINS.clear()
    now = _hv(summary, limit, free, True)
    g = _GAINS[key] = {}
    base = 0.0
    unmarked: list[tuple[int, int, int]] = []
    for k in range(_N_KINDS):
        n, s = summary[2 * k], summary[2 * k + 1]
        if limit[k] >= 0:
            if n and n <= limit[k] and n <= MAX_SCORING_COUNT:
                base += s
        elif n:
            unmarked.append((k, n, s))
    top = max(free, default=0)
    rest_top = {m: max((x for x in free if x != m), default=0) for m in free}
    for k in range(_N_KINDS):
        n, s = summary[2 * k], summary[2 * k + 1]
        if limit[k] >= 0:
            cap = min(limit[k], MAX_SCORING_COUNT)
            before = s if n and n <= cap else 0
            for v, card in _BY_KIND[k]:
                g[card] = (s + v if n + 1 <= cap else 0) - before
            continue
        n1 = n + 1
        rest = [(i, ni, si) for i, ni, si in unmarked if i != k]
        # Each option as (a, b): worth a + b * (the ingredient's new sum).
        alone = base + sum(OTHER_MARK_CHANCE * si for _i, ni, si in rest if ni <= top)
        lines = [(alone, OTHER_MARK_CHANCE if n1 <= top else 0.0)]
        for m in free:
            rt = rest_top[m]
            lines.append((base + sum(OTHER_MARK_CHANCE * si for _i, ni, si in rest if ni <= rt), 1.0 if n1 <= m else 0.0))
            for j, nj, sj in rest:
                others = sum(OTHER_MARK_CHANCE * si for i, ni, si in rest if i != j and ni <= rt)
                lines.append((base + (sj if nj <= m else 0) + others, OTHER_MARK_CHANCE if n1 <= rt else 0.0))
        for v, card in _BY_KIND[k]:
            x = s + v
            g[card] = max(a + b * x for a, b in lines) - now
    g[_ANY] = sum(x for x in g.values() if x > 0.0)
    return g


def _score_state(st: Any, legal: list[Action]) -> list[tuple[float, Action]]:
    """``score_options`` on a full (sampled) state, for the seat to move:
    the same numbers, from cached tables."""
    p = st.current
    hand = st.hands[p]
    limit, free = _state_keys(st)
    summary = _summary(hand)
    gains = _gains(summary, limit, free)
    now = _hv(summary, limit, free, True)
    scored: list[tuple[float, Action]] = []
    for act in legal:
        if isinstance(act, Keep):
            scored.append((gains[st.drawn], act))
        elif isinstance(act, ToMarket):
            scored.append((0.0, act))
        elif isinstance(act, Take):
            scored.append((gains[act.card], act))
        elif isinstance(act, Draw):
            # Over the cards this seat has not seen: the whole deck but its own
            # hand and income, the market and the cards under the markers.
            total = gains[_ANY]
            count = len(DECK)
            for zone in (hand, st.income[p], st.market):
                count -= len(zone)
                for c in zone:
                    g = gains[c]
                    if g > 0.0:
                        total -= g
            for claim in st.trend.values():
                if claim is not None:
                    count -= 1
                    g = gains[claim[1]]
                    if g > 0.0:
                        total -= g
            scored.append((total / max(1, count), act))
        elif isinstance(act, (OpenShop, Claim)):
            if act.marker is None or act.card is None:
                v = _hv(summary, limit, free, False) - now
            else:
                lim = list(limit)
                lim[_CARD[act.card][0]] = act.marker
                v = _hv(summary, tuple(lim), [m for m in free if m != act.marker], False) - now
            if isinstance(act, OpenShop):
                turns = 0.0 if st.ending is not None else len(st.deck) / max(1, st.n)
                v += INCOME_POINTS * min(turns, 6.0) * 0.5 + INCOME_POINTS
            scored.append((v, act))
    return scored


def playout(rules: Any, state: Any, legal: list[Action], rnd: random.Random) -> Action:
    """``normal``'s decision on a full (sampled) state, as fast as tables allow:
    the hard player's model of every seat in its playouts."""
    return _decide(_score_state(state, legal), legal, len(state.hands[state.current]), rnd, "normal")


def horizon(state: Any) -> int:
    """Search playouts stop when the round changes."""
    return int(state.round)


def evaluate(rules: Any, state: Any) -> list[float]:
    """Utility at a round boundary, scaled like ``rules.returns``: the chance
    to win and the expected place, from the stars so far and the rounds still
    to play (each round hands out the chips to a random order, so the gap
    between two seats moves by a known spread per round). Gold, then silver
    break ties, as in the final ranking."""
    n = state.n
    left = max(1, n - state.round)
    stars = [3 * g + 2 * s + b + 0.02 * g + 0.001 * s for g, s, b in state.chips]
    spread = math.sqrt(_GAP_VAR[n] * left)
    ahead = [[_phi((stars[s] - stars[o]) / spread) for o in range(n)] for s in range(n)]
    wins = [math.prod(ahead[s][o] for o in range(n) if o != s) for s in range(n)]
    total = sum(wins) or 1.0
    return [0.75 * wins[s] / total + 0.25 * sum(ahead[s][o] for o in range(n) if o != s) / (n - 1) for s in range(n)]


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def _gap_var(n: int) -> float:
    """Variance of the star gap between two seats over one round with the
    places dealt at random (two draws without replacement)."""
    stars = [CHIPS[k][1] if k < len(CHIPS) else 0 for k in range(n)]
    mean = sum(stars) / n
    var = sum((x - mean) ** 2 for x in stars) / n
    return 2.0 * var * n / (n - 1)


_GAP_VAR = {n: _gap_var(n) for n in (3, 4)}


# Belief about the others' hidden hands: a card that adds to a hand's value
# is kept (as ``normal`` does); one that does not is kept now and then.
KEEP_IF_GAIN = 1.0
KEEP_OTHERWISE = 0.15


def deal(rules: Any, obs: Observation, rnd: random.Random) -> Any:
    """A world for the hard player's search: ``rules.determinize`` of ``obs``,
    then what the seat cannot see dealt again so that the others hold hands
    like sensible players build them (cards that fit together rather than any
    cards) around the cards they were seen to take from the market. Sizes stay
    as observed; the rest goes to income and the pile in random order."""
    state = rules.determinize(obs, rnd)
    me = obs["seat"]
    n = state.n
    others = [s for s in range(n) if s != me and state.hands[s]]
    if not others:
        return state
    pool: list[str] = list(state.deck)
    for s in range(n):
        if s != me:
            # cards taken from the market stay where everyone saw them go
            pool += [c for c in state.hands[s] if c not in state.taken[s]]
            pool += state.income[s]
    other_drew = state.phase == "keep" and state.current != me
    if other_drew:
        pool.append(state.drawn)
    shuffle(pool, rnd)
    limit, free = _state_keys(state)
    for s in others:
        k = len(state.hands[s])
        hand: list[str] = list(state.taken[s])
        gains = _gains(_summary(hand), limit, free)
        tries = 0
        while len(hand) < k:
            j = int(rnd.random() * len(pool))
            c = pool[j]
            tries += 1
            if gains[c] > 0.0 or rnd.random() < KEEP_OTHERWISE or tries > 8 * k:
                pool[j] = pool[-1]
                pool.pop()
                hand.append(c)
                gains = _gains(_summary(hand), limit, free)
        state.hands[s] = hand
    for s in range(n):
        if s != me:
            k = len(state.income[s])
            state.income[s] = pool[len(pool) - k :]
            del pool[len(pool) - k :]
    if other_drew:
        state.drawn = pool.pop()
    state.deck = pool
    return state


# The hard search's exploration over its own later decisions (UCB; 0.7 in
# the other games): lower here, which played a little better against the
# default (the measurement: docs/computer-players.md).
EXPLORATION = 0.3


def info_key(state: Any) -> Any:
    """What the seat to move has just learnt privately: the card it drew."""
    return state.drawn if state.phase == "keep" else None


def prune(rules: Any, state: Any, legal: list[Action]) -> list[Action]:
    """Deciding a trend with one card or another of the same ingredient scores
    the same; search only the lowest card of each (marker, ingredient)."""
    seen: dict[tuple[int | None, str | None], Action] = {}
    out: list[Action] = []
    for a in legal:
        if isinstance(a, (OpenShop, Claim)) and a.card is not None:
            k = (a.marker, ingredient(a.card))
            prev = seen.get(k)
            if prev is None:
                seen[k] = a
                out.append(a)
            elif value(a.card) < value(prev.card):  # type: ignore[attr-defined]
                out[out.index(prev)] = a
                seen[k] = a
        else:
            out.append(a)
    return out
