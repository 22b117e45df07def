"""What a seat of Suppenkasper may know, and states consistent with it.

Hidden: the other hands (counts are public) until the round-end eating lays
them open. Public: the plate and who served and passed it, whether a "Nein"
is on it, the cleared cards of the round, positions, chips, the dealer,
the variant-2 round-start options taken (who gave to / took from whom, not
which cards) and all summaries.

Variant 2 moves cards between hands unseen by the others, so a seat can know
more than the counts: the cards it gave away (until they are played), that
an asked player had no reduction card, that a player received a reduction
card. :data:`.state.Knowledge` holds that per (observer, holder); reduction
counts are lower bounds, exact when ``no_reduction`` is set. The ``learn_*``
functions keep it true (never more certain than the rules make it,
sometimes less), and :func:`determinize` deals hidden cards respecting it.
No Qt here.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from typing import Any

from ...engine import MatchRng, Observation
from ...engine.rng import shuffle
from .cards import REDUCTIONS, SERVABLE, deck
from .state import SuppenkasperState

# -- knowledge from variant-2 transfers ----------------------------------------


def _put(st: SuppenkasperState, key: tuple[int, int], cards: Iterable[str], reds: int, no_red: bool) -> None:
    cards = tuple(cards)
    if cards or reds or no_red:
        st.knowledge[key] = (cards, reds, no_red)
    else:
        st.knowledge.pop(key, None)


def _forget_one(st: SuppenkasperState, observer: int, holder: int, card: str) -> None:
    """``holder`` no longer has ``card`` (``observer`` saw it go)."""
    known = st.knowledge.get((observer, holder))
    if known is None:
        return
    cards, reds, no_red = known
    if card in cards:
        rest = list(cards)
        rest.remove(card)
        _put(st, (observer, holder), rest, reds, no_red)
    elif card in REDUCTIONS and reds:
        _put(st, (observer, holder), cards, reds - 1, no_red)


def learn_played(st: SuppenkasperState, seat: int, cards: Iterable[str]) -> None:
    """``seat`` put ``cards`` face up on the plate."""
    if not st.knowledge:
        return
    for card in cards:
        for observer in range(st.n):
            if observer != seat and (observer, seat) in st.knowledge:
                _forget_one(st, observer, seat, card)


def learn_transfer(st: SuppenkasperState, giver: int, receiver: int, card: str, demanded: bool) -> None:
    """``card`` went face down from ``giver`` to ``receiver`` (both saw it).
    ``demanded``: everyone knows it was a reduction card (option c)."""
    for observer in range(st.n):
        if observer == receiver:
            _forget_one(st, observer, giver, card)
        elif observer == giver:
            cards, reds, no_red = st.knowledge.get((giver, receiver), ((), 0, False))
            _put(st, (giver, receiver), (*cards, card), reds, no_red)
        else:
            cards, reds, no_red = st.knowledge.get((observer, giver), ((), 0, False))
            known_reds = reds + sum(1 for c in cards if c in REDUCTIONS)
            if demanded:  # a reduction card left: the other known cards stay
                _put(st, (observer, giver), [c for c in cards if c not in REDUCTIONS], max(0, known_reds - 1), no_red)
            else:
                # Some card left: which of the known ones, nobody can say, and
                # an exact reduction count becomes "this many, or one less".
                _put(st, (observer, giver), (), max(0, known_reds - 1), no_red and known_reds == 0)
            cards, reds, no_red = st.knowledge.get((observer, receiver), ((), 0, False))
            if demanded:
                _put(st, (observer, receiver), cards, reds + 1, no_red)
            else:
                _put(st, (observer, receiver), cards, reds, False)


def learn_no_reduction(st: SuppenkasperState, seat: int) -> None:
    """``seat`` was asked for a reduction card and had none."""
    for observer in range(st.n):
        if observer != seat:
            cards, reds, _ = st.knowledge.get((observer, seat), ((), 0, False))
            _put(st, (observer, seat), cards, reds, True)


def learn_has_reduction(st: SuppenkasperState, seat: int) -> None:
    """``seat`` was asked for a reduction card and must now hand one over."""
    for observer in range(st.n):
        if observer != seat:
            cards, reds, no_red = st.knowledge.get((observer, seat), ((), 0, False))
            if not reds and not any(c in REDUCTIONS for c in cards):
                _put(st, (observer, seat), cards, 1, no_red)


# -- observations ----------------------------------------------------------------


def observe(st: SuppenkasperState, seat: int | None) -> Observation:
    mine = seat is not None
    me = seat if seat is not None else 0
    revealed = st.phase == "settle"
    known: dict[str, Any] = {}
    if mine:
        for (observer, holder), (cards, reds, no_red) in sorted(st.knowledge.items()):
            if observer == seat:
                known[str(holder)] = {"cards": list(cards), "reductions": reds, "no_reduction": no_red}
    return {
        "game": "suppenkasper",
        "players": st.n,
        "variant": st.variant,
        "seat": seat,
        "round": st.round,
        "dealer": st.dealer,
        "phase": st.phase,
        "to_move": None if st.phase == "over" else st.current,
        "positions": list(st.positions),
        "chips": list(st.chips),
        "hand": list(st.hands[me]) if mine else None,
        "hand_counts": [len(h) for h in st.hands],
        "hands": [list(h) for h in st.hands] if revealed else None,
        "known": known,
        "starter": st.starter,
        "plate": list(st.plate),
        "server": st.server,
        "served": st.current if st.phase == "respond" else None,
        "nein_on_plate": "nein" in st.plate,
        "dish": list(st.dish),
        "eaten": list(st.eaten),
        "dishes": list(st.dishes),
        "option_queue": list(st.option_queue),
        "option_seat": st.option_seat,
        "option_left": st.option_left,
        "option_targets": list(st.option_targets),
        "option_none": list(st.option_none),
        "option_declined": st.option_declined,
        "option_log": list(st.option_log),
        "cannot_serve": st.cannot_serve,
        "choices": [dict(c) for c in st.choices],
        "history": list(st.history),
        "ended_by": st.ended_by,
    }


def determinize(obs: Observation, rnd: random.Random) -> SuppenkasperState:
    """A full state matching ``obs``: the cards the seat cannot see are dealt
    anew at random, respecting what the seat knows (its own gifts, who had no
    reduction card, who received one) and what the rules imply (a seat that
    must serve holds something to serve)."""
    seat = obs["seat"]
    n = obs["players"]
    counts = obs["hand_counts"]
    if obs["hands"] is not None:
        hands = [list(h) for h in obs["hands"]]
    else:
        hands = _deal_hidden(obs, rnd)
    knowledge: dict[tuple[int, int], tuple[tuple[str, ...], int, bool]] = {}
    for holder, k in obs["known"].items():
        knowledge[(seat, int(holder))] = (tuple(k["cards"]), k["reductions"], k["no_reduction"])
    assert [len(h) for h in hands] == counts
    return SuppenkasperState(
        n=n,
        rng=MatchRng(rnd.getrandbits(62)),
        variant=obs["variant"],
        round=obs["round"],
        dealer=obs["dealer"],
        phase=obs["phase"],
        current=obs["to_move"] if obs["to_move"] is not None else 0,
        positions=list(obs["positions"]),
        chips=list(obs["chips"]),
        hands=hands,
        starter=obs["starter"],
        plate=list(obs["plate"]),
        server=obs["server"],
        dish=list(obs["dish"]),
        eaten=list(obs["eaten"]),
        dishes=list(obs["dishes"]),
        option_queue=list(obs["option_queue"]),
        option_seat=obs["option_seat"],
        option_left=obs["option_left"],
        option_targets=list(obs["option_targets"]),
        option_none=list(obs["option_none"]),
        option_declined=obs["option_declined"],
        option_log=list(obs["option_log"]),
        knowledge=knowledge,
        cannot_serve=obs["cannot_serve"],
        choices=[dict(c) for c in obs["choices"]],
        history=list(obs["history"]),
        ended_by=obs["ended_by"],
    )


def _deal_hidden(obs: Observation, rnd: random.Random) -> list[list[str]]:
    seat = obs["seat"]
    n = obs["players"]
    counts = obs["hand_counts"]
    pool = Counter(deck(n, obs["variant"]))
    pool.subtract(obs["plate"])
    pool.subtract(obs["eaten"])
    if seat is not None:
        pool.subtract(obs["hand"])
    hands: list[list[str]] = [[] for _ in range(n)]
    reds_needed = [0] * n
    no_red = [False] * n
    for holder, k in obs["known"].items():
        t = int(holder)
        hands[t] = list(k["cards"])
        pool.subtract(k["cards"])
        reds_needed[t] = k["reductions"]
        no_red[t] = k["no_reduction"]
    unknown = list(pool.elements())
    shuffle(unknown, rnd)
    reds = [c for c in unknown if c in REDUCTIONS]
    plain = [c for c in unknown if c not in REDUCTIONS]
    others = [t for t in range(n) if t != seat]
    for t in others:
        for _ in range(reds_needed[t]):
            hands[t].append(reds.pop())
    server = obs["to_move"]
    if obs["phase"] == "serve" and server != seat and not any(c in SERVABLE for c in hands[server]):
        # the seat to serve has something to serve, or the round would have ended
        i = max(i for i, c in enumerate(plain) if c in SERVABLE)
        hands[server].append(plain.pop(i))
    if obs["phase"] == "cannot_serve" and server != seat:
        # the start player was dealt nothing to serve (everyone saw it): reduction
        # cards first (unless it has none), then other cards that cannot be served
        if not no_red[server]:
            while reds and len(hands[server]) < counts[server]:
                hands[server].append(reds.pop())
        for i in range(len(plain) - 1, -1, -1):
            if len(hands[server]) >= counts[server]:
                break
            if plain[i] not in SERVABLE:
                hands[server].append(plain.pop(i))
    for t in others:
        if no_red[t]:
            while len(hands[t]) < counts[t]:
                hands[t].append(plain.pop())
    rest = reds + plain
    shuffle(rest, rnd)
    for t in others:
        while len(hands[t]) < counts[t]:
            hands[t].append(rest.pop())
    assert not rest, "observation does not add up to the deck"
    if seat is not None:
        hands[seat] = list(obs["hand"])
    return hands
