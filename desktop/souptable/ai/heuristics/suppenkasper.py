"""Suppenkasper heuristics: what a sensible player weighs.

The aim is to stand on the Traumfigur (0) when somebody else bursts or wastes
away, so every choice is judged by the distance from 0 it leaves us at, plus
two slower things: the reduction cards kept for later (each worth some steps
saved, more when we are already heavy), and what our hand would make us eat if
the round ended now (the round-end eating of hands). Serving, we shed what we
would otherwise eat ourselves and hand big dishes to a neighbour who can least
afford them (already heavy), small ones to a neighbour who would welcome
kcal. ``easy`` weighs the same things with a shakier hand: now and then a
plausible but worse choice, and it forgets about the round end more often.

Never imports Qt; ``choose`` sees only an observation, ``playout`` (a quick
policy for the ``hard`` bot's simulations) reads a sampled full state.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from ...engine import Action, Observation
from ...engine.rng import pick
from ...games.suppenkasper.actions import (
    AssignSides,
    ChooseOption,
    Demand,
    Eat,
    Give,
    HandOver,
    PassOn,
    PlaySuppenkasper,
    Refuse,
    Serve,
    SpreadCream,
)
from ...games.suppenkasper.cards import COLOUR, KCAL, REDUCTIONS, STEPS, TRACK_MAX, TRACK_MIN, steps_for
from ...games.suppenkasper.scoring import dish_kcal, eat_effect, meal_kcal, settle_round
from . import win_chances

# Steps a reduction card kept in hand is worth later (before position effects).
KEEP_VALUE = {"nulldiaet": 1.5, "koernerkur": 1.3, "fdh": 0.8, "abfuehrpille": 1.1, "nein": 0.9}
# A glutton card left in hand eats other players' cards at round end.
GLUTTON_RISK = {"fresssack": 1.0, "meckerziege": 1.2, "naschkatze": 1.5}
# The weight table made continuous: kcal still in hand may be eaten in part,
# so a smooth measure judges them better than the table's jumps.
SMOOTH = ((0, 0.0), (1000, 1.0), (2500, 2.0), (4000, 3.0), (6000, 4.0), (9000, 5.0))
WIN = 20.0  # the value of a game that ends with us closest to the Traumfigur


class Params:
    """The judgement of one level."""

    def __init__(self, level: str) -> None:
        easy = level == "easy"
        self.round_end = 0.2 if easy else 0.35  # weight of the hand we would eat at round end
        self.rival = 0.3  # how much the rivals' distance from 0 matters
        self.noise = 0.5 if easy else 0.0  # sd of the misjudgement added to each option
        self.slip = 0.12 if easy else 0.0  # chance to take a plausible second-best option


def smooth_steps(kcal: int) -> float:
    lo_k, lo_s = SMOOTH[0]
    for k, s in SMOOTH[1:]:
        if kcal < k:
            return lo_s + (s - lo_s) * (kcal - lo_k) / (k - lo_k)
        lo_k, lo_s = k, s
    return SMOOTH[-1][1]


def keep_value(card: str, pos: int) -> float:
    """Steps a card kept in hand is worth to a player at ``pos`` (for the rest of the round)."""
    if card in KEEP_VALUE:
        v = KEEP_VALUE[card]
        if card in ("abfuehrpille", "nein") and pos > 0:
            v += 0.2 * pos  # losing weight is what a heavy player wants
        if pos < -3:
            v *= 0.5  # a thin player wants to eat, not to diet
        return v
    if card == "suppenkasper":
        return 1.5 + 0.3 * max(0, pos)
    return 0.0


def hand_kcal(hand: Sequence[str]) -> int:
    """kcal of ``hand`` eaten at round end (side dishes on the smallest main)."""
    return meal_kcal(hand, {})[0]


def distance(pos: float) -> float:
    """How bad a position is: the distance to the Traumfigur, growing faster
    far out (near the ends the game may stop any moment)."""
    return abs(pos) + 0.06 * pos * pos


def ends(positions: Sequence[int]) -> bool:
    return any(p <= TRACK_MIN or p >= TRACK_MAX for p in positions)


def standing(positions: Sequence[float], me: int, prm: Params) -> float:
    """Our prospects from the positions alone: if the game ends there, a win
    (shared wins split) or a loss; otherwise our distance from 0 against the
    rivals' (the closest one counting most)."""
    if ends([round(p) for p in positions]):
        d = [abs(round(p)) for p in positions]
        best = min(d)
        if d[me] == best:
            return WIN / d.count(best)
        return -WIN - d[me]
    return _against(me, [distance(p) for p in positions], prm)


def _against(me: int, dists: Sequence[float], prm: Params) -> float:
    # a soft minimum: the closest rival matters most, every other one a little
    rivals = -math.log(sum(math.exp(-d) for j, d in enumerate(dists) if j != me))
    return -dists[me] + prm.rival * rivals


class Outlook:
    """The rest of the round as seen from our seat: how much of it is still to
    come (cards still in hands), and whether the Suppenkasper card is still in
    some other hand (variants: every card is dealt, so unless it has been
    played, someone holds it, and if it stays there no dish counts at the
    round end, only "Nein" and Abführpille cards)."""

    def __init__(self, obs: Observation) -> None:
        held = sum(obs["hand_counts"])
        total = held + len(obs["plate"]) + len(obs["eaten"])
        self.left = held / total if total else 0.0
        seen = [*obs["eaten"], *obs["plate"], *obs["hand"]]
        self.suppenkasper_out = obs["variant"] != "base" and "suppenkasper" not in seen


def hand_value(hand: Sequence[str], pos_now: int, pos_after: float, look: Outlook, prm: Params) -> float:
    """What the hand we keep is worth: reduction cards for the rest of the
    round (valued where we stand now), minus what the round-end eating of it
    would do to us (or, if the Suppenkasper card stays in a hand, what our
    "Nein" and Abführpille cards would)."""
    kept = look.left * sum(keep_value(c, pos_now) for c in hand)
    here = distance(pos_after)
    eat = distance(pos_after + smooth_steps(hand_kcal(hand))) - here + sum(GLUTTON_RISK.get(c, 0.0) for c in hand)
    diet = distance(pos_after + sum(STEPS[c] for c in hand if c in ("nein", "abfuehrpille"))) - here
    if "suppenkasper" in hand:
        stays = 0.85  # our own card: it stays unless we choose to play it
    elif look.suppenkasper_out:
        stays = 0.6
    else:
        stays = 0.0
    return kept - prm.round_end * ((1 - stays) * eat + stays * diet)


def _minus(hand: Sequence[str], cards: Sequence[str]) -> list[str]:
    rest = list(hand)
    for c in cards:
        rest.remove(c)
    return rest


# -- the choices -----------------------------------------------------------------


def _moved(positions: Sequence[int], seat: int, steps: float) -> list[float]:
    out = [float(p) for p in positions]
    out[seat] = max(TRACK_MIN, min(TRACK_MAX, out[seat] + steps))
    return out


def _offered(obs: Observation, positions: Sequence[float], dish: Sequence[str], prm: Params) -> float:
    """Our standing when ``dish`` goes to our left neighbour. A neighbour with
    cards takes the cheaper of eating it and defusing it (a reduction card
    spent, a stronger one for a bigger dish); one who would burst defuses if
    at all possible."""
    me = obs["seat"]
    q = (me + 1) % obs["players"]
    steps = steps_for(dish_kcal(dish))
    if steps <= 0:
        return standing(positions, me, prm)
    after = _moved([round(p) for p in positions], q, steps)
    has_cards = obs["hand_counts"][q] > 0
    if ends([round(p) for p in after]):
        p_eat = 0.25 if has_cards else 1.0
        return p_eat * standing(after, me, prm) + (1 - p_eat) * standing(positions, me, prm)
    dists = [distance(p) for p in positions]
    harm = distance(after[q]) - dists[q]
    if has_cards:
        harm = min(harm, 0.6 + 0.25 * steps)
    dists[q] += harm
    return _against(me, dists, prm)


def _score_response(act: Action, obs: Observation, prm: Params) -> float:
    me = obs["seat"]
    positions = obs["positions"]
    pos = positions[me]
    hand = obs["hand"]
    plate = obs["plate"]
    look = Outlook(obs)
    if isinstance(act, Eat):
        how = act.card if act.card in KEEP_VALUE else None
        steps = eat_effect([*plate, act.card] if act.card else plate, how)["steps"]
        rest = _minus(hand, [act.card]) if act.card else hand
        after = _moved(positions, me, steps)
        # Having eaten, we serve next and shed a dish from our hand.
        return standing(after, me, prm) + hand_value(rest, pos, after[me], look, prm) + 0.3
    if isinstance(act, (Refuse, PlaySuppenkasper)):
        card = "nein" if isinstance(act, Refuse) else "suppenkasper"
        rest = _minus(hand, [card])
        after = _moved(positions, me, STEPS[card])
        if ends([round(p) for p in after]):
            return standing(after, me, prm)
        base = _offered(obs, after, [*plate, card], prm) if card == "nein" else standing(after, me, prm) + 0.3
        return base + hand_value(rest, pos, after[me], look, prm)
    if isinstance(act, PassOn):
        rest = _minus(hand, act.cards)
        grown = [*plate, *act.cards]
        # With few players the bigger dish may well come back to us.
        back = 1.0 / (obs["players"] - 1) ** 2
        risk = back * distance(pos + steps_for(dish_kcal(grown)) * 0.6) - back * distance(pos)
        return _offered(obs, positions, grown, prm) + hand_value(rest, pos, pos, look, prm) - risk
    return 0.0


def _score_serve(act: Serve, obs: Observation, prm: Params) -> float:
    me = obs["seat"]
    pos = obs["positions"][me]
    rest = _minus(obs["hand"], act.cards)
    dish = [*obs["plate"], *act.cards]
    return _offered(obs, obs["positions"], dish, prm) + hand_value(rest, pos, pos, Outlook(obs), prm)


def _settle(legal: list[Action], obs: Observation, prm: Params) -> Action:
    """Round end: the side-dish assignment that leaves us best placed once
    everybody has eaten (other seats' open choices taken as the simplest)."""
    me = obs["seat"]

    def outcome(act: Action) -> float:
        choices = [dict(c) for c in obs["choices"]]
        if isinstance(act, AssignSides):
            choices[me][str(COLOUR[act.main])] = act.main
        elif isinstance(act, SpreadCream):
            choices[me]["cream"] = list(act.counts)
        rows = settle_round(obs["hands"], choices, obs["positions"])["players"]
        return standing([max(TRACK_MIN, min(TRACK_MAX, r["from"] + r["steps"])) for r in rows], me, prm)

    return max(legal, key=outcome)


def _option(legal: list[Action], obs: Observation) -> Action:
    """Variant 2, round start: lose 3 when heavy, demand reduction cards when
    short of them, give cards away when the hand is heavy; else keep the chip
    (chips break ties between winners)."""
    me = obs["seat"]
    pos = obs["positions"][me]
    hand = obs["hand"]
    have = {a.option for a in legal if isinstance(a, ChooseOption)}
    chips = obs["chips"][me]
    if "lose" in have and pos >= 2:
        return ChooseOption("lose")
    reds = sum(1 for c in hand if c in REDUCTIONS)
    if "demand" in have and reds <= 1 and chips >= 2:
        return ChooseOption("demand")
    heavy = steps_for(hand_kcal(hand)) + sum(GLUTTON_RISK.get(c, 0.0) for c in hand)
    if "give" in have and heavy >= 3 and chips >= 2:
        return ChooseOption("give")
    return ChooseOption("none")


def _burden(card: str, hand: Sequence[str], pos: int) -> float:
    """How much we want ``card`` out of our hand (for gifts)."""
    if card in GLUTTON_RISK:
        return 10.0 + GLUTTON_RISK[card]
    if card in REDUCTIONS or card == "suppenkasper":
        return -10.0 - keep_value(card, pos)
    rest = _minus(hand, [card])
    return steps_for(hand_kcal(hand)) - steps_for(hand_kcal(rest)) + KCAL[card] / 2000.0


def _give(legal: list[Give], obs: Observation) -> Action:
    me = obs["seat"]
    pos = obs["positions"][me]
    hand = obs["hand"]
    positions = obs["positions"]
    # the heaviest eligible player takes the burden (it pushes them further away)
    return max(legal, key=lambda a: (_burden(a.card, hand, pos), positions[a.to], -a.to))


def _demand(legal: list[Demand], obs: Observation) -> Action:
    counts = obs["hand_counts"]
    known = obs["known"]

    def likely(a: Demand) -> tuple[float, int]:
        k = known.get(str(a.target))
        sure = 0 if k is None else k["reductions"] + sum(1 for c in k["cards"] if c in REDUCTIONS)
        return (sure + counts[a.target] / 10.0, -a.target)

    return max(legal, key=likely)


def _hand_over(legal: list[HandOver], obs: Observation) -> Action:
    pos = obs["positions"][obs["seat"]]
    return min(legal, key=lambda a: (keep_value(a.card, pos), a.card))


def choose(obs: Observation, legal: list[Action], rnd: random.Random, level: str) -> Action:
    prm = Params(level)
    phase = obs["phase"]
    if phase == "settle":
        return _settle(legal, obs, prm)
    if phase == "option":
        return _option(legal, obs)
    if phase == "give":
        return _give([a for a in legal if isinstance(a, Give)], obs)
    if phase == "demand":
        return _demand([a for a in legal if isinstance(a, Demand)], obs)
    if phase == "hand_over":
        return _hand_over([a for a in legal if isinstance(a, HandOver)], obs)
    scored: list[tuple[float, int, Action]] = []
    for i, a in enumerate(legal):
        value = _score_serve(a, obs, prm) if isinstance(a, Serve) else _score_response(a, obs, prm)
        scored.append((value, i, a))
    if prm.noise:
        scored = [(s + rnd.gauss(0.0, prm.noise), i, a) for s, i, a in scored]
    scored.sort(key=lambda t: (-t[0], t[1]))
    if prm.slip and len(scored) > 1 and rnd.random() < prm.slip and scored[1][0] > scored[0][0] - 1.0:
        return scored[1][2]
    return scored[0][2]


# -- the hard bot's playouts -------------------------------------------------------


def playout(rules: Any, state: Any, legal: list[Action], rnd: random.Random) -> Action:
    """A quick sensible move on a full (sampled) state: eat small dishes, defuse
    or pass big ones, serve the first dish that sheds a main course."""
    phase = state.phase
    if phase == "respond":
        plate = state.plate
        steps = steps_for(dish_kcal(plate))
        pos = state.positions[state.current]
        if steps + pos <= 1 or pos + steps <= abs(pos):
            return legal[0]  # Eat(None): it does not take us further from 0
        for a in legal:
            if isinstance(a, Eat) and a.card in ("nulldiaet", "koernerkur", "abfuehrpille"):
                return a
        for a in legal:
            if isinstance(a, (Refuse, PassOn)):
                return a
        for a in legal:
            if isinstance(a, Eat) and a.card is not None:
                return a
        return legal[0]
    if phase == "serve":
        # prefer dishes with side dishes: they shed the most kcal from our hand
        best = legal[0]
        for a in legal:
            if isinstance(a, Serve) and len(a.cards) > len(getattr(best, "cards", ())):
                best = a
        return best if rnd.random() < 0.7 else pick(legal, rnd)
    if phase == "hand_over":
        return min(legal, key=lambda a: KEEP_VALUE.get(getattr(a, "card", ""), 0.0))
    return pick(legal, rnd)


def prune(rules: Any, state: Any, legal: list[Action]) -> list[Action]:
    """Search only distinct-enough dishes: per first card, the dish alone, with
    all its side dishes (or fast food / ready-made) and with everything; and
    of the additions, the smallest and the largest. Other decisions as they are."""
    if state.phase not in ("serve", "respond"):
        return legal
    keep: list[Action] = []
    groups: dict[str, list[Action]] = {}
    for a in legal:
        if isinstance(a, (Serve, PassOn)):
            groups.setdefault(a.cards[0] if isinstance(a, Serve) else "", []).append(a)
        else:
            keep.append(a)
    for group in groups.values():
        sizes = sorted(group, key=lambda a: len(getattr(a, "cards", ())))
        plain = [a for a in group if "muesli" not in getattr(a, "cards", ())]
        chosen = {sizes[0], sizes[-1], plain[-1] if plain else sizes[0]}
        keep += [a for a in group if a in chosen]
    return keep


def horizon(state: Any) -> int:
    """Search playouts stop when the round is settled..."""
    return int(state.round)


# The chance to win from the positions at a round start, fitted to 3,000 /
# 2,000 / 1,000 games of normal players at 4 / 3 / 5 players
# (``tests/perf/fit_suppenkasper_eval.py``): a softmax over the seats of
#   a * |p| * D/10 + b * p * D/10 + c * |p| * [D >= 8] + d * p * [D >= 8],
# p a seat's position, D the largest distance from 0 at the table (how near
# the end is). Early on the positions say almost nothing (the round's cards
# decide); near the end, closeness counts and being heavy counts against.
# Six players use the five-player weights.
WIN_MODEL = {
    3: (-0.262, -0.184, 0.137, -0.078),
    4: (-0.073, -0.044, -0.078, 0.039),
    5: (-0.054, -0.117, -0.093, 0.043),
}


def evaluate(rules: Any, state: Any) -> list[float]:
    """...and are scored there on the scale of ``returns``: the fitted chance
    to win (``WIN_MODEL``) and, for the place, the chance to beat each rival."""
    pos = state.positions
    n = len(pos)
    a, b, c, d = WIN_MODEL.get(n, WIN_MODEL[5])
    far = max(abs(p) for p in pos)
    late = 1.0 if far >= 8 else 0.0
    score = [a * abs(p) * far / 10 + b * p * far / 10 + c * abs(p) * late + d * p * late for p in pos]
    win = win_chances(score)
    beats = [sum(1.0 / (1.0 + math.exp(score[o] - score[s])) for o in range(n) if o != s) for s in range(n)]
    return [0.75 * win[s] + 0.25 * beats[s] / (n - 1) for s in range(n)]
