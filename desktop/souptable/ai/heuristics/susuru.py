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

import random
from typing import Any

from ...engine import Action, Observation
from ...games.susuru.actions import Claim, Draw, Keep, OpenShop, Take, ToMarket
from ...games.susuru.cards import DECK, INCOME_POINTS, INGREDIENTS, MARKERS, MAX_SCORING_COUNT, ingredient, value

# Chance that an ingredient we hold but cannot mark ourselves is marked by
# someone else with a limit we fit.
OTHER_MARK_CHANCE = 0.3


def _groups(cards: list[str]) -> dict[str, tuple[int, int]]:
    out: dict[str, tuple[int, int]] = {}
    for c in cards:
        n, s = out.get(ingredient(c), (0, 0))
        out[ingredient(c)] = (n + 1, s + value(c))
    return out


def hand_value(cards: list[str], limits: dict[str, int], free: list[int], can_claim: bool) -> float:
    """Expected hand points once the trend is settled (see module doc).

    ``limits`` has the marked ingredients only; ``free`` the unclaimed markers.
    """
    g = _groups(cards)
    base = 0.0
    unmarked: list[tuple[str, int, int]] = []
    for kind, (n, s) in g.items():
        if kind in limits:
            if n <= limits[kind] and n <= MAX_SCORING_COUNT:
                base += s
        else:
            unmarked.append((kind, n, s))

    def others(skip: str | None, markers: list[int]) -> float:
        top = max(markers, default=0)
        return sum(OTHER_MARK_CHANCE * s for k, n, s in unmarked if k != skip and n <= top)

    best = base + others(None, free)
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
    scored = score_options(obs, legal)
    if isinstance(legal[0], (Draw, Take, OpenShop)) and any(isinstance(a, OpenShop) for a in legal):
        best_procure = max((v for v, a in scored if isinstance(a, (Draw, Take))), default=None)
        opens = [(v, a) for v, a in scored if isinstance(a, OpenShop)]
        best_open = max(opens, key=lambda x: x[0])
        # Keep procuring while a card is worth more than the income per turn.
        if best_procure is not None and best_procure > INCOME_POINTS and len(obs["hand"]) < 6:
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


def _state_limits(state: Any) -> tuple[dict[str, int], list[int]]:
    limits: dict[str, int] = {}
    free: list[int] = []
    for m in MARKERS:
        c = state.trend[m]
        if c is None:
            free.append(m)
        else:
            limits[ingredient(c[1])] = m
    return limits, free


def playout(rules: Any, state: Any, legal: list[Action], rnd: random.Random) -> Action:
    """``normal``'s judgement, cheapened for search playouts (runs on a sampled
    full state): the value of a blind draw is estimated from three random
    cards of the pile instead of every unseen card."""
    first = legal[0]
    hand = state.hands[state.current]
    limits, free = _state_limits(state)
    if isinstance(first, Keep):
        now = hand_value(hand, limits, free, True)
        return first if hand_value([*hand, state.drawn], limits, free, True) - now > 1.0 else legal[1]
    if isinstance(first, Claim):
        return _best_claim(legal, hand)
    now = hand_value(hand, limits, free, True)
    best_gain = 0.0
    best_act: Action | None = None
    deck = state.deck
    if deck and len(hand) < 6:
        k = len(deck)
        gain = 0.0
        for _ in range(3):
            c = deck[int(rnd.random() * k)]
            gain += max(0.0, hand_value([*hand, c], limits, free, True) - now)
        best_gain, best_act = gain / 3, first
    if len(hand) < 6:
        for a in legal:
            if isinstance(a, Take):
                g = hand_value([*hand, a.card], limits, free, True) - now
                if g > best_gain:
                    best_gain, best_act = g, a
    if best_act is not None and best_gain > INCOME_POINTS:
        return best_act
    return _best_claim([a for a in legal if isinstance(a, OpenShop)], hand)


def horizon(state: Any) -> int:
    """Search playouts stop when the round changes."""
    return int(state.round)


def evaluate(rules: Any, state: Any) -> list[float]:
    """Utility at a round boundary: rank by stars so far (gold, silver break ties)."""
    keys = [(3 * g + 2 * s + b, g, s) for g, s, b in state.chips]
    n = len(keys)
    return [sum(1.0 for other in keys if other < k) / (n - 1) for k in keys]


def _best_claim(options: list[Any], hand: list[str]) -> Any:
    if len(options) == 1:
        return options[0]
    g = _groups(hand)
    return max(
        options,
        key=lambda a: (g[ingredient(a.card)][1] if g[ingredient(a.card)][0] <= a.marker else -1, -a.marker),
    )


__all__ = ["INGREDIENTS", "choose", "evaluate", "hand_value", "horizon", "playout"]


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
