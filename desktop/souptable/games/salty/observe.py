"""What a seat of Salty may know, and states consistent with it.

Hidden: other hands (counts are public), the face-down discards (owner only),
bets not yet revealed (owner only; that a seat *has* chosen is public), the
faces of cards won by others (count only; the last completed round stays in
view), the order of the cubes in the bag. Public: the shelf, the current and
the last round, the set-aside cards (3 players), food cards, cubes won, and
which seasonings a seat has shown it lacks (it did not follow). The bag's
colours follow from the shelf and the cubes won, so only its count is shown.
No Qt here.
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import MatchRng, Observation
from ...engine.rng import pick, shuffle
from .cards import INFO, SEASONINGS, SIDES, bet, deck_for
from .state import SaltyState


def observe(st: SaltyState, seat: int | None) -> Observation:
    n = st.n
    mine = seat is not None
    me = seat if seat is not None else 0
    shown = [s if (st.revealed or i == seat) else None for i, s in enumerate(st.sides)]
    return {
        "game": "salty",
        "players": n,
        "seat": seat,
        "meals_played": st.meal,
        "meals": n,
        "phase": st.phase,
        "to_move": None if st.phase == "over" else st.current,
        "last_player": st.last,
        "first_player": (st.last + 1) % n,
        "shelf": {SEASONINGS[i]: k for i, k in enumerate(st.shelf)},
        "bag": sum(st.bag_counts()),
        "hand": list(st.hands[me]) if mine else None,
        "hand_counts": [len(h) for h in st.hands],
        "discard": list(st.discards[me]) if mine else None,
        "discard_counts": [len(d) for d in st.discards],
        "aside": list(st.aside),
        "food_pool": list(st.food_pool),
        "food": list(st.food),
        "side_chosen": [s is not None for s in st.sides],
        "sides": shown,
        "bets": [None if s is None or f is None else bet(f, s) for f, s in zip(st.food, shown, strict=True)],
        "revealed": st.revealed,
        "leader": st.leader,
        "trick": [[(st.leader + k) % n, c] for k, c in enumerate(st.trick)],
        "follow": SEASONINGS[INFO[st.trick[-1]][0]] if st.trick else None,
        "last_trick": st.last_trick,
        "won": list(st.won[me]) if mine else None,
        "won_counts": [len(w) for w in st.won],
        "plates": [list(p) for p in st.plates],
        "outside": [list(o) for o in st.outside],
        "voids": [[SEASONINGS[i] for i in range(len(SEASONINGS)) if v >> i & 1] for v in st.voids],
        "totals": list(st.totals),
        "history": list(st.history),
    }


def determinize(obs: Observation, rnd: random.Random) -> SaltyState:
    """A full state matching ``obs``: every card the seat cannot see is dealt
    anew at random (other hands, every discard but its own, the faces of
    cards others won before the last round), bets not yet revealed are drawn
    at random, and the future gets a fresh rng. Hands never receive a
    seasoning their holder has shown to lack."""
    seat = obs["seat"]
    n = obs["players"]
    last_trick: dict[str, Any] | None = obs["last_trick"]
    trick = [c for _s, c in obs["trick"]]
    known = set(trick) | set(obs["aside"])
    if obs["hand"] is not None:
        known |= set(obs["hand"]) | set(obs["discard"]) | set(obs["won"])
    if last_trick is not None:
        known |= {c for _s, c in last_trick["cards"]}
    pool = [c for c in deck_for(n) if c not in known]
    shuffle(pool, rnd)

    voids = [sum(1 << SEASONINGS.index(s) for s in vs) for vs in obs["voids"]]
    others = [s for s in range(n) if s != seat]
    needs = {s: obs["hand_counts"][s] for s in others}
    hands_of = _deal_hands(pool, needs, voids, rnd)
    hands: list[list[str]] = []
    discards: list[list[str]] = []
    won: list[list[str]] = []
    for s in range(n):
        if s == seat:
            hands.append(list(obs["hand"]))
            discards.append(list(obs["discard"]))
            won.append(list(obs["won"]))
            continue
        hands.append(sorted(hands_of[s], key=_order))
        discards.append([pool.pop() for _ in range(obs["discard_counts"][s])])
        pile: list[str] = []
        if last_trick is not None and last_trick["winner"] == s:
            pile = [c for _s, c in last_trick["cards"]]
        won.append([pool.pop() for _ in range(obs["won_counts"][s] - len(pile))] + pile)
    assert not pool, "observation does not add up to the deck"

    sides = list(obs["sides"])
    for s in others:
        if obs["side_chosen"][s] and sides[s] is None:
            sides[s] = pick(SIDES, rnd)
    return SaltyState(
        n=n,
        rng=MatchRng(rnd.getrandbits(62)),
        meal=obs["meals_played"],
        phase=obs["phase"],
        last=obs["last_player"],
        current=obs["to_move"] if obs["to_move"] is not None else 0,
        shelf=[obs["shelf"][s] for s in SEASONINGS],
        hands=hands,
        discards=discards,
        aside=list(obs["aside"]),
        food_pool=list(obs["food_pool"]),
        food=list(obs["food"]),
        sides=sides,
        revealed=obs["revealed"],
        leader=obs["leader"],
        trick=trick,
        last_trick=last_trick,
        won=won,
        plates=[list(p) for p in obs["plates"]],
        outside=[list(o) for o in obs["outside"]],
        voids=voids,
        totals=list(obs["totals"]),
        history=list(obs["history"]),
    )


def _order(card: str) -> tuple[int, int]:
    return INFO[card]


def _deal_hands(pool: list[str], needs: dict[int, int], voids: list[int], rnd: random.Random) -> dict[int, list[str]]:
    """Take each seat's hand out of the shuffled ``pool`` (in place), never a
    card of a seasoning the seat lacks. Greedy, most constrained seat first;
    when that deals itself into a corner, exact counts from a small flow."""
    order = sorted(needs, key=lambda s: -bin(voids[s]).count("1"))
    if not any(voids[s] for s in order):
        return {s: [pool.pop() for _ in range(needs[s])] for s in order}
    for _attempt in range(4):
        rest = pool[:]
        out: dict[int, list[str]] = {}
        for s in order:
            mask = voids[s]
            took = [c for c in rest if not mask >> INFO[c][0] & 1][: needs[s]]
            if len(took) < needs[s]:
                break
            out[s] = took
            taken = set(took)
            rest = [c for c in rest if c not in taken]
        else:
            pool[:] = rest
            return out
        shuffle(pool, rnd)
    return _deal_by_flow(pool, needs, voids)


def _deal_by_flow(pool: list[str], needs: dict[int, int], voids: list[int]) -> dict[int, list[str]]:
    """How many cards of each seasoning each seat gets, by augmenting paths
    (4 seasonings x at most 3 seats), then those cards from the shuffled pool."""
    k = len(SEASONINGS)
    avail = [0] * k
    for c in pool:
        avail[INFO[c][0]] += 1
    seats = list(needs)
    flow = {(s, h): 0 for s in range(k) for h in seats}
    sent = [0] * k
    got = dict.fromkeys(seats, 0)

    def augment() -> bool:
        # BFS from the source over seasonings and seats to a seat with room.
        prev: dict[tuple[str, int], tuple[str, int] | None] = {}
        queue: list[tuple[str, int]] = []
        for s in range(k):
            if sent[s] < avail[s]:
                prev[("s", s)] = None
                queue.append(("s", s))
        while queue:
            node = queue.pop(0)
            kind, x = node
            if kind == "s":
                for h in seats:
                    if not voids[h] >> x & 1 and ("h", h) not in prev:
                        prev[("h", h)] = node
                        queue.append(("h", h))
            else:
                if got[x] < needs[x]:
                    cur: tuple[str, int] | None = node
                    while cur is not None:
                        before = prev[cur]
                        if before is None:
                            sent[cur[1]] += 1
                        elif cur[0] == "h":
                            flow[(before[1], cur[1])] += 1
                        else:
                            flow[(cur[1], before[1])] -= 1
                        cur = before
                    got[x] += 1
                    return True
                for s in range(k):
                    if flow[(s, x)] > 0 and ("s", s) not in prev:
                        prev[("s", s)] = node
                        queue.append(("s", s))
        return False

    while sum(got.values()) < sum(needs.values()):
        if not augment():
            raise ValueError("no deal fits what the seat has seen")
    out: dict[int, list[str]] = {h: [] for h in seats}
    rest: list[str] = []
    for c in pool:
        s = INFO[c][0]
        for h in seats:
            if flow[(s, h)] > 0:
                flow[(s, h)] -= 1
                out[h].append(c)
                break
        else:
            rest.append(c)
    pool[:] = rest
    return out
