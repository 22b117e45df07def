"""What a seat of Soup Meng Ramen may know, and states consistent with it.

Hidden: other hands (counts are public), the draw pile, and the lucky topping
on the back of every bowl card except one's own until the game ends (then all
are revealed). Which bowl cards were not dealt stays unknown to everyone.
Public: the start player, every bowl's contents and finished flag, unclaimed
and claimed bonus cards, the discard pile, the draw pile count. No Qt here.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ...engine import MatchRng, Observation
from ...engine.rng import shuffle
from .cards import BOWL_CARDS, DECK
from .state import Bowl, SoupMengState


def observe(st: SoupMengState, seat: int | None) -> Observation:
    over = st.phase == "over"
    bowls: list[list[dict[str, Any]]] = []
    for s, row in enumerate(st.bowls):
        see = over or s == seat
        bowls.append(
            [
                {
                    "soups": list(b.soups),
                    "noodles": list(b.noodles),
                    "toppings": list(b.toppings),
                    "finished": b.finished,
                    "lucky": b.lucky if see else None,
                }
                for b in row
            ]
        )
    return {
        "game": "soupmeng",
        "players": st.n,
        "seat": seat,
        "start": st.start,
        "to_move": None if over else st.current,
        "phase": st.phase,
        "bowls_per_player": len(st.bowls[0]) if st.bowls else 0,
        "deck": len(st.deck),
        "discard": list(st.discard),
        "hand": list(st.hands[seat]) if seat is not None else None,
        "hand_counts": [len(h) for h in st.hands],
        "bowls": bowls,
        "bonus": list(st.bonus),
        "claimed": [[[bid, bowl] for bid, bowl in c] for c in st.claimed],
        "end": st.end,
        "ended_by": st.ended_by,
    }


def determinize(obs: Observation, rnd: random.Random) -> SoupMengState:
    """A full state matching ``obs``: other hands, the order of the draw pile
    and the lucky toppings the seat cannot see are dealt anew at random."""
    seat = obs["seat"]
    n = obs["players"]
    own_hand = list(obs["hand"] or [])
    known: Counter[str] = Counter(obs["discard"])
    known.update(own_hand)
    seen_lucky: Counter[str] = Counter()
    for row in obs["bowls"]:
        for b in row:
            known.update(b["soups"])
            known.update(b["noodles"])
            known.update(b["toppings"])
            if b["lucky"] is not None:
                seen_lucky[b["lucky"]] += 1
    pool = _minus(DECK, known)
    shuffle(pool, rnd)
    hands: list[list[str]] = []
    for s in range(n):
        if s == seat:
            hands.append(own_hand)
        else:
            hands.append([pool.pop() for _ in range(obs["hand_counts"][s])])
    assert len(pool) == obs["deck"], "observation does not add up to the deck"
    luckies = _minus(BOWL_CARDS, seen_lucky)
    shuffle(luckies, rnd)
    bowls = [
        [
            Bowl(
                b["lucky"] if b["lucky"] is not None else luckies.pop(),
                list(b["soups"]),
                list(b["noodles"]),
                list(b["toppings"]),
                b["finished"],
            )
            for b in row
        ]
        for row in obs["bowls"]
    ]
    return SoupMengState(
        n=n,
        rng=MatchRng(rnd.getrandbits(62)),
        start=obs["start"],
        current=obs["to_move"] if obs["to_move"] is not None else (obs["ended_by"] or 0),
        phase=obs["phase"],
        deck=pool,
        hands=hands,
        discard=list(obs["discard"]),
        bowls=bowls,
        spare_bowls=luckies,
        bonus=list(obs["bonus"]),
        claimed=[[(bid, bowl) for bid, bowl in c] for c in obs["claimed"]],
        end=obs["end"],
        ended_by=obs["ended_by"],
    )


def _minus(items: tuple[str, ...], taken: Counter[str]) -> list[str]:
    """``items`` without the multiset ``taken``, in ``items``' order."""
    left = Counter(taken)
    out = []
    for c in items:
        if left[c] > 0:
            left[c] -= 1
        else:
            out.append(c)
    return out
