"""Suppenkasper arithmetic: the kcal of a dish, what a reduction card makes of
them, and the round-end eating of hands (with the variant-1 special cards).

Pure functions of plain data, so the summary a person checks with pencil and
paper is computed by exactly this code. No turn order and no Qt here.
"""

from __future__ import annotations

from collections import _count_elements  # type: ignore[attr-defined]  # Counter's own counting, in C
from collections.abc import Sequence
from itertools import combinations
from operator import mul
from typing import Any

from .cards import COLOUR, COLOURS, GLUTTONS, KCAL, KIND, ORDER, RANK, SIDE_OF, STEPS, card_sorted, steps_for


def dish_kcal(cards: Sequence[str]) -> int:
    """Main course × number of side dishes (×1 for none or one), plus fast
    food, ready-made meals and muesli at face value. Everything else is 0."""
    main = None
    sides = 0
    total = 0
    for c in cards:
        kind = KIND[c]
        if kind == "main":
            main = c
        elif kind == "side":
            sides += 1
        else:
            total += KCAL[c]
    if main is not None:
        total += KCAL[main] * max(1, sides)
    return total


def eat_effect(cards: Sequence[str], how: str | None) -> dict[str, Any]:
    """What eating ``cards`` does: ``kcal`` of the dish, ``counted`` kcal after
    the reduction card ``how`` (``None`` when kcal do not matter), ``steps``
    on the track (positive: toward Dicker Brocken)."""
    kcal, counted, steps = effect(cards, how)
    return {"kcal": kcal, "counted": counted, "steps": steps}


def effect(cards: Sequence[str], how: str | None) -> tuple[int, int | None, int]:
    """:func:`eat_effect` as a tuple ``(kcal, counted, steps)`` (every eat of every playout
    asks, and reads the three at once)."""
    kcal = dish_kcal(cards)
    if how is None:  # plainly, or with a Freßsack / Mecker-Ziege / Naschkatze put on it
        counted = kcal
    elif how == "abfuehrpille":
        return kcal, None, STEPS["abfuehrpille"]
    elif how == "suppenkasper":
        return kcal, None, STEPS["suppenkasper"]
    elif how == "fdh":
        counted = kcal // 2
    elif how == "nulldiaet":
        counted = 0
    elif how == "koernerkur":  # only the muesli counts; without muesli it is a Nulldiät
        counted = sum(KCAL[c] for c in cards if KIND[c] == "muesli")
    else:
        counted = kcal
    return kcal, counted, steps_for(counted)


# -- round end -------------------------------------------------------------


def gluttony(card: str, glutton: str) -> bool:
    """Whether the holder of ``glutton`` (Freßsack...) eats ``card`` from other hands."""
    what = GLUTTONS[glutton]
    return card in what or KIND[card] in what or (KIND[card] == "main" and COLOUR[card] in what)


def suppenkasper_holder(hands: Sequence[Sequence[str]]) -> int | None:
    for seat, hand in enumerate(hands):
        if "suppenkasper" in hand:
            return seat
    return None


def meals(hands: Sequence[Sequence[str]]) -> tuple[list[list[str]], list[list[str]]]:
    """(what each seat eats, what each seat loses to a glutton card) at round end.

    The holder of a Freßsack / Mecker-Ziege / Naschkatze also eats the other
    players' ready-made meals / fast food / cakes and cream, which those
    players then do not count.
    """
    n = len(hands)
    lost: list[list[str]] = [[] for _ in range(n)]
    if all(map(_GLUTTON_CARDS.isdisjoint, hands)):  # always so in the base game
        return [sorted(h, key=RANK.__getitem__) for h in hands], lost
    eats = [list(h) for h in hands]
    for glutton in GLUTTONS:
        holder = next((s for s in range(n) if glutton in hands[s]), None)
        if holder is None:
            continue
        for s in range(n):
            if s == holder:
                continue
            taken = [c for c in eats[s] if gluttony(c, glutton)]
            for c in taken:
                eats[s].remove(c)
                eats[holder].append(c)
                lost[s].append(c)
    return [card_sorted(e) for e in eats], [card_sorted(x) for x in lost]


# Per colour: its main courses in canonical order and its side dish.
_COLOUR_CARDS: tuple[tuple[str, tuple[str, ...], str], ...] = tuple(
    (colour, tuple(c for c in ORDER if KIND[c] == "main" and COLOUR[c] == colour), SIDE_OF[colour]) for colour in COLOURS
)
_GLUTTON_CARDS = frozenset(GLUTTONS)
_MAIN_SET = frozenset(m for _colour, mains, _side in _COLOUR_CARDS for m in mains)


def _counts(cards: Sequence[str]) -> dict[str, int]:
    cnt: dict[str, int] = {}
    _count_elements(cnt, cards)  # what Counter(cards) does, into a plain dict, in C
    return cnt


def _groups(cnt: dict[str, int]) -> dict[str, tuple[list[str], int]]:
    return {
        colour: ([m for m in mains if m in cnt for _ in range(cnt[m])], cnt.get(side, 0)) for colour, mains, side in _COLOUR_CARDS
    }


def colour_groups(cards: Sequence[str]) -> dict[str, tuple[list[str], int]]:
    """Per colour: (main courses in canonical order, number of side dishes)."""
    # From the counts of the cards (every round end of every playout asks, several times).
    return _groups(_counts(cards))


def open_choices(cards: Sequence[str]) -> list[str]:
    """Colours where the seat eating ``cards`` has a real side-dish decision:
    two or more main courses and two or more side dishes of that colour
    (with 0 or 1 side dish every main course counts ×1 anyway). The same
    holds for the Naschkatze holder's free spreading of cream over cakes."""
    return counted_choices(_counts(cards))


def counted_choices(cnt: dict[str, int]) -> list[str]:
    """:func:`open_choices` of the counts of the cards."""
    get = cnt.get
    out = []
    for colour, mains, side in _COLOUR_CARDS:
        if get(side, 0) >= 2 and sum(map(get, mains, _ZEROS)) >= 2:
            out.append(colour)
    return out


def cream_spreads(cakes: int, cream: int) -> list[tuple[int, ...]]:
    """Every way to put ``cream`` cream cards on ``cakes`` cakes (counts per cake)."""
    out = []
    for bars in combinations(range(cream + cakes - 1), cakes - 1):
        prev = -1
        counts = []
        for b in bars:
            counts.append(b - prev - 1)
            prev = b
        counts.append(cream + cakes - 1 - prev - 1)
        out.append(tuple(counts))
    return out


def meal_kcal(cards: Sequence[str], choice: dict[str, Any]) -> tuple[int, dict[str, Any], dict[str, int] | None]:
    """kcal of a round-end meal, with the side dishes assigned per ``choice``
    (colour -> main course, or ``"cream"`` -> counts per cake). Colours
    without a choice put their side dishes on the first main course (it makes
    no difference there). Returns (kcal, colour -> main with the side dishes,
    cake -> cream count if spread)."""
    return _meal_kcal(cards, _counts(cards), choice)


def _meal_kcal(
    cards: Sequence[str], cnt: dict[str, int], choice: dict[str, Any]
) -> tuple[int, dict[str, Any], dict[str, int] | None]:
    """:func:`meal_kcal`, given the counts ``cnt`` of ``cards`` too."""
    get = cnt.get
    # Main courses, ready-made meals, fast food and muesli at face value, then per colour
    # of the main courses held what its side dishes (or the cream spread) add to that.
    total = 0
    for c in cards:  # a plain loop: fewer instructions than ``sum(map(...))`` for a few cards
        total += _FACE_ALL[c]
    held = _MAIN_SET.intersection(cnt)
    if not held:  # no main course: no side dish to assign or multiply
        return total, {}, None
    colours = _COLOURS_HELD.get(held)
    if colours is None:
        colours = _COLOURS_HELD[held] = tuple(cc for cc in _COLOUR_CARDS if not held.isdisjoint(cc[1]))
    assigned: dict[str, Any] = {}
    spread: dict[str, int] | None = None
    for colour, all_mains, side in colours:
        if colour == "cake" and "cream" in choice:
            mains = [m for m in all_mains if m in cnt for _ in range(cnt[m])]
            spread = {m: int(k) for m, k in zip(mains, choice["cream"], strict=True)}
            total += sum(KCAL[m] * max(1, k) for m, k in spread.items())
            total -= sum(map(mul, _MAIN_KCALS[colour], map(get, all_mains, _ZEROS)))
            continue
        sides = get(side, 0)
        chosen = choice.get(colour)
        if chosen is None:  # the first main course of the colour (``dict.__contains__``: no wrapper)
            chosen = next(filter(cnt.__contains__, all_mains))
        # The chosen main course counts once (not once per copy), times its side dishes
        # (at least once); the others at face value.
        total += KCAL[chosen] * ((sides if sides > 1 else 1) - get(chosen, 0))
        if sides:
            assigned[colour] = chosen
    return total, assigned, spread


# kcal at face value: main courses, ready-made meals, fast food and muesli (0 for the rest)
_FACE_ALL = {c: KCAL[c] if KIND[c] in ("main", "ready", "fastfood", "muesli") else 0 for c in ORDER}
# Per set of main courses in a meal: the entries of ``_COLOUR_CARDS`` of their colours (at
# most one per subset of the 12 main courses, filled as met).
_COLOURS_HELD: dict[frozenset[str], tuple[tuple[str, tuple[str, ...], str], ...]] = {}
_MAIN_KCALS = {colour: tuple(KCAL[m] for m in mains) for colour, mains, _side in _COLOUR_CARDS}
_ZEROS = (0,) * max(len(mains) for _colour, mains, _side in _COLOUR_CARDS)  # ``get``'s defaults


# What each seat eats at round end, what it loses to a glutton card (see :func:`meals`), and
# the counts of what it eats: worked out once for a round end's open choices and settlement.
Table = tuple[list[list[str]], list[list[str]], list[dict[str, int]]]


def table_meals(hands: Sequence[Sequence[str]]) -> Table:
    eats, lost = meals(hands)
    counts: list[dict[str, int]] = []
    for e in eats:
        cnt: dict[str, int] = {}
        _count_elements(cnt, e)
        counts.append(cnt)
    return eats, lost, counts


def settle_round(
    hands: Sequence[Sequence[str]],
    choices: Sequence[dict[str, Any]],
    positions: Sequence[int],
    table: Table | None = None,
) -> dict[str, Any]:
    """The round-end settlement: per seat what it eats and why, kcal, steps and
    the position before (``from``) and after (``to``, not yet clamped).
    ``table``: :func:`table_meals` of ``hands`` if already worked out (only for hands
    without the Suppenkasper card).

    If the Suppenkasper card is still in a hand, no dish counts: every seat
    only loses weight for its "Nein" and Abführpille cards.
    """
    holder = suppenkasper_holder(hands) if table is None else None
    rows: list[dict[str, Any]] = []
    if holder is not None:
        for seat, hand in enumerate(hands):
            steps = sum(STEPS[c] for c in hand if c in ("nein", "abfuehrpille"))
            rows.append({"seat": seat, "hand": card_sorted(list(hand)), "steps": steps, "from": positions[seat]})
        return {"mode": "suppenkasper_card", "suppenkasper_holder": holder, "players": rows}
    eats, lost, counts = table_meals(hands) if table is None else table
    nothing_taken = not any(lost)  # then every seat eats its own hand (``eats`` sorted)
    for seat, hand in enumerate(hands):
        kcal, assigned, spread = _meal_kcal(eats[seat], counts[seat], choices[seat])
        if nothing_taken:
            taken: list[str] = []
            sorted_hand = eats[seat][:]
        else:
            own = list(hand)
            for c in lost[seat]:
                own.remove(c)
            taken = list(eats[seat])
            for c in own:
                taken.remove(c)
            sorted_hand = card_sorted(list(hand))
        row: dict[str, Any] = {
            "seat": seat,
            "hand": sorted_hand,
            "eats": eats[seat],
            "lost": lost[seat],
            "taken": taken,
            "assigned": assigned,
            "kcal": kcal,
            "steps": steps_for(kcal),
            "from": positions[seat],
        }
        if spread is not None:
            row["cream"] = spread
        rows.append(row)
    return {"mode": "eat", "suppenkasper_holder": None, "players": rows}
