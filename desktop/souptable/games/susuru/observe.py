"""What a seat of Super Susuru Soup may know, and states consistent with it.

Hidden: other hands (counts are public) except the cards taken from the
market (everyone saw them go there), income cards (owner only), the draw
pile, a card another player is looking at. Public: the market, trend markers
and the cards under them, the cards each hand took from the market this
round, who has opened, chips and past round summaries.
No Qt here.
"""

from __future__ import annotations

import random

from ...engine import MatchRng, Observation
from ...engine.rng import shuffle
from .cards import DECK, MARKERS
from .state import SusuruState


def observe(st: SusuruState, seat: int | None) -> Observation:
    mine = seat is not None
    me = seat if seat is not None else 0
    return {
        "game": "susuru",
        "players": st.n,
        "seat": seat,
        "round": st.round,
        "rounds": st.n,
        "start": st.start,
        "to_move": None if st.phase == "over" else st.current,
        "phase": st.phase,
        "deck": len(st.deck),
        "market": list(st.market),
        "hand": list(st.hands[me]) if mine else None,
        "hand_counts": [len(h) for h in st.hands],
        "income": list(st.income[me]) if mine else None,
        "income_counts": [len(h) for h in st.income],
        "taken": [list(t) for t in st.taken],
        "trend": {str(m): (None if c is None else [c[0], c[1]]) for m, c in st.trend.items()},
        "opened": list(st.opened),
        "open_order": list(st.open_order),
        "drawn": st.drawn if (mine and st.phase == "keep" and st.current == seat) else None,
        "drawn_by": st.current if st.phase == "keep" else None,
        "ending": st.ending,
        "last_seat": st.last_seat,
        "last_drawer": st.last_drawer,
        "final_queue": list(st.final_queue),
        "claim_order": list(st.claim_order),
        "claim_idx": st.claim_idx,
        "claim_once": st.claim_once,
        "chips": [list(c) for c in st.chips],
        "history": list(st.history),
    }


def determinize(obs: Observation, rnd: random.Random) -> SusuruState:
    """A full state matching ``obs``; every card the seat cannot see is dealt
    anew at random (other hands beside the cards they took from the market,
    income, the draw pile, another's drawn card)."""
    seat = obs["seat"]
    n = obs["players"]
    trend: dict[int, tuple[int, str] | None] = {}
    for m in MARKERS:
        c = obs["trend"][str(m)]
        trend[m] = None if c is None else (c[0], c[1])
    known = set(obs["market"]) | {c[1] for c in trend.values() if c is not None}
    own_hand = list(obs["hand"] or [])
    own_income = list(obs["income"] or [])
    taken = [list(t) for t in obs["taken"]]
    known |= set(own_hand) | set(own_income) | {c for t in taken for c in t}
    if obs["drawn"] is not None:
        known.add(obs["drawn"])
    pool = [c for c in DECK if c not in known]
    shuffle(pool, rnd)
    hands: list[list[str]] = []
    income: list[list[str]] = []
    for s in range(n):
        if s == seat:
            hands.append(own_hand)
            income.append(own_income)
        else:
            hands.append(taken[s] + [pool.pop() for _ in range(obs["hand_counts"][s] - len(taken[s]))])
            income.append([pool.pop() for _ in range(obs["income_counts"][s])])
    drawn = obs["drawn"]
    if obs["drawn_by"] is not None and obs["drawn_by"] != seat:
        drawn = pool.pop()
    deck = pool
    assert len(deck) == obs["deck"], "observation does not add up to the deck"
    return SusuruState(
        n=n,
        rng=MatchRng(rnd.getrandbits(62)),
        round=obs["round"],
        start=obs["start"],
        current=obs["to_move"] if obs["to_move"] is not None else 0,
        phase=obs["phase"],
        deck=deck,
        market=list(obs["market"]),
        hands=hands,
        income=income,
        taken=taken,
        trend=trend,
        opened=list(obs["opened"]),
        open_order=list(obs["open_order"]),
        drawn=drawn,
        ending=obs["ending"],
        last_seat=obs["last_seat"],
        last_drawer=obs["last_drawer"],
        final_queue=list(obs["final_queue"]),
        claim_order=list(obs["claim_order"]),
        claim_idx=obs["claim_idx"],
        claim_once=obs["claim_once"],
        chips=[list(c) for c in obs["chips"]],
        history=list(obs["history"]),
    )
