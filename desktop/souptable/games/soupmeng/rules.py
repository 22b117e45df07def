"""Soup Meng Ramen (スープメングラーメン) rules: setup, the turn (draw then place,
swap or discard; or いっちょあがり！), bowls, bonus cards, both game ends.

Rulebook: ``shared/rulebooks/soup-meng-ramen.ja.txt``; where it is silent,
``shared/rules/RULINGS.md``. Rulings made here (the in-app rules repeat them):

- **Where a card may go.** 行動A puts a card into one's own bowl, 行動B into
  another player's bowl; the rulebook offers them side by side ("下記の行動Ａ~Ｃの
  いずれか"), and 行動A's ※ only says what to do when nothing fits one's own
  bowls. So, as RULINGS says, a card may always go into any bowl where it
  legally fits, one's own or another player's; placing elsewhere is never
  only a fallback. Discarding (捨て場) is allowed whenever no card of the four
  can go into any bowl (行動B's ※, its only condition); then any of them may
  go, the swap card too, and a possible swap may still be played instead.
- **A turn is two decisions:** at its start, draw (行動A/B) or finish a bowl
  (行動C, no draw); after the draw, place, swap or discard.
- **Who starts:** the rulebook's start player is whoever most recently ate
  ramen, so the table chooses: option ``start``, a seat number or ``random``
  (the match's seeded chance). Its default, seat 1, is how every game began
  before the option existed.
- **Extra soup / noodles:** a card identical to the soup or noodles already
  in a bowl may always be added (スープ増量・麺増量), any number of copies.
  Such a bowl still counts as "one soup, one noodle" for いっちょあがり！.
- **Swap card:** gives a single (not doubled) card of an unfinished own bowl
  for a single card of the same kind in another unfinished bowl (another
  player's or another own one). The received card goes into the giving bowl
  or any other own unfinished bowl where it fits; the given card takes the
  received card's place. Between two own bowls it is a plain exchange.
  Swapping two identical cards changes nothing and is not offered. The swap
  card then goes to the discard pile.
- **Bonus cards** go to the owner of the bowl that meets the condition, at
  once, whoever put the card in; the acting player first when one action
  completes several, then in turn order. One bowl may earn several.
- **Game end:** after the action that finishes a player's last bowl, or after
  the turn in which the last card of the draw pile was drawn.

No Qt here.
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import (
    Action,
    Event,
    GameRules,
    IllegalAction,
    MatchRng,
    Observation,
    Result,
    chosen_seat,
    event,
    interned,
    moved,
    ranks_from_keys,
)
from . import INFO
from .actions import ACTION_TYPES, Discard, Draw, Finish, Place, Swap
from .cards import (
    BONUS_BY_ID,
    BONUS_IDS,
    BOWL_CARDS,
    BOWLS_PER_PLAYER,
    CARDS,
    DECK,
    FINISH_MIN_TOPPINGS,
    HAND_SIZE,
    KIND,
    NOODLE,
    ORDER_UP,
    SOUP,
    SWAP,
    TOPPING,
    is_card,
)
from .observe import determinize, observe
from .scoring import meets, score_game, totals
from .state import Bowl, SoupMengState


def fit_code(card: str, bowl: Bowl) -> str | None:
    """``None`` if ``card`` may go into ``bowl``, else why not (an error code)."""
    if bowl.finished:
        return "bowl_finished"
    kind = KIND[card]
    if kind == TOPPING:
        return None
    if kind == SOUP:
        return "different_soup" if bowl.soups and bowl.soups[0] != card else None
    if kind == NOODLE:
        return "different_noodles" if bowl.noodles and bowl.noodles[0] != card else None
    return "swap_not_placeable"


def fits(card: str, bowl: Bowl) -> bool:
    return fit_code(card, bowl) is None


def finish_code(bowl: Bowl) -> str | None:
    """``None`` if いっちょあがり！ may be put on ``bowl``, else why not."""
    if bowl.finished:
        return "bowl_finished"
    if not bowl.soups:
        return "bowl_needs_soup"
    if not bowl.noodles:
        return "bowl_needs_noodles"
    if len(bowl.toppings) < FINISH_MIN_TOPPINGS:
        return "bowl_needs_toppings"
    return None


def _part(bowl: Bowl, kind: str) -> list[str]:
    """The list of ``bowl`` that holds cards of ``kind``."""
    if kind == SOUP:
        return bowl.soups
    if kind == NOODLE:
        return bowl.noodles
    return bowl.toppings


def _swappable(bowl: Bowl, kind: str) -> list[str]:
    """Distinct cards of ``kind`` in ``bowl`` that a swap may move: doubled
    soups and noodles (スープ増量・麺増量) stay where they are."""
    if kind == TOPPING:
        tops = bowl.toppings
        return tops if len(tops) < 2 else list(dict.fromkeys(tops))
    part = bowl.soups if kind == SOUP else bowl.noodles
    return part if len(part) == 1 else []


# What ``legal_actions`` hands out, each action made once (see ``interned``).
_DRAW = Draw()
_finish = interned(Finish)
_FINISHES: tuple[Finish, ...] = tuple(_finish(i) for i in range(max(BOWLS_PER_PLAYER.values())))
# Place(card, seat, bowl) as _PLACES[card][seat * _MAX_BOWLS + bowl]: two subscripts cost
# less than a cache lookup, and placements are most of the legal actions.
_MAX_BOWLS = max(BOWLS_PER_PLAYER.values())
_PLACES: dict[str, tuple[Place, ...]] = {
    c: tuple(Place(c, s, i) for s in range(max(BOWLS_PER_PLAYER)) for i in range(_MAX_BOWLS)) for c in CARDS
}
# Swap(bowl, card, target_seat, target_bowl, target_card, dest), each made once (as
# ``interned`` does; a hand with the swap card lists dozens), as
# _SWAPS[(bowl * _MAX_SEATS + target_seat) * _MAX_BOWLS + target_bowl][card][target_card][dest]:
# string keys and subscripts cost less than a key of six fields.
_MAX_SEATS = max(BOWLS_PER_PLAYER)
_SWAPS: list[dict[str, dict[str, tuple[Swap, ...]]]] = [{} for _ in range(_MAX_BOWLS * _MAX_SEATS * _MAX_BOWLS)]
# What ``meets`` reads of each bonus card, for ``_claim_one``.
_CONDITIONS: dict[str, tuple[str | None, str | None, tuple[tuple[str, int], ...], int]] = {
    b.id: (b.soup, b.noodle, b.toppings, b.distinct) for b in BONUS_BY_ID.values()
}
_KINDS = (SOUP, NOODLE, TOPPING)  # the order ``_swaps`` lists them in
_discard = interned(Discard)


class SoupMengRules(GameRules[SoupMengState]):
    info = INFO  # in the package's __init__: the start screen reads it without the rules
    action_types = ACTION_TYPES
    reveal_kinds = frozenset({"lucky_revealed", "round_ended"})
    # 2: no cap on identical soups and noodles; a discard needs only that no card fits a bowl.
    revision = 2

    # -- setup ----------------------------------------------------------------
    def _new_state(self, players: int, seed: int, options: dict[str, str]) -> SoupMengState:
        st = SoupMengState(n=players, rng=MatchRng(seed))
        # "最近ラーメンを食べた人から": the table's choice (a seat, or the seeded chance).
        st.start = st.current = chosen_seat(options["start"], players, st.rng)
        k = BOWLS_PER_PLAYER[players]
        luckies = st.rng.shuffled(BOWL_CARDS)
        st.bowls = [[Bowl(luckies.pop()) for _ in range(k)] for _ in range(players)]
        st.spare_bowls = luckies
        st.deck = st.rng.shuffled(DECK)
        st.hands = [[] for _ in range(players)]
        for _ in range(HAND_SIZE):
            for s in range(players):
                st.hands[s].append(st.deck.pop())
        st.bonus = list(BONUS_IDS)
        st.claimed = [[] for _ in range(players)]
        return st

    # -- queries --------------------------------------------------------------
    def players(self, state: SoupMengState) -> int:
        return state.n

    def to_move(self, state: SoupMengState) -> int | None:
        return None if state.phase == "over" else state.current

    def clone(self, state: SoupMengState) -> SoupMengState:
        return state.clone()

    def census(self, state: SoupMengState) -> list[Any]:
        st = state
        cards: list[Any] = st.deck + st.discard
        for h in st.hands:
            cards += h
        for row in st.bowls:
            for b in row:
                cards += b.soups + b.noodles + b.toppings
                cards.append(("bowl_card", b.lucky))
                # the いっちょあがり！ cards: on a bowl or still beside it
                cards.append(ORDER_UP)
        cards += [("bowl_card", lucky) for lucky in st.spare_bowls]
        cards += [("bonus", b) for b in st.bonus]
        cards += [("bonus", b) for c in st.claimed for b, _ in c]
        return cards

    def legal_actions(self, state: SoupMengState) -> list[Action]:
        st = state
        if st.phase == "play":
            return self._plays(st, st.current)
        if st.phase != "turn":
            return []
        acts: list[Action] = [_DRAW] if st.deck else []
        for i, b in enumerate(st.bowls[st.current]):
            # ``finish_code(b) is None`` inlined (every turn of every playout)
            if not b.finished and b.soups and b.noodles and len(b.toppings) >= FINISH_MIN_TOPPINGS:
                acts.append(_FINISHES[i])
        return acts

    def _plays(self, st: SoupMengState, p: int) -> list[Action]:
        """Every placement and swap after the draw; discards when no card of the
        hand fits any bowl (a possible swap does not forbid them: 行動B's ※)."""
        hand = st.hands[p]
        acts: list[Action] = []
        # ``fit_code`` inlined: this runs at every step of every playout. The open bowls
        # once, by their place in ``_PLACES``' rows (seat * _MAX_BOWLS + index).
        spots = []
        for s, row in enumerate(st.bowls):
            j = s * _MAX_BOWLS
            for b in row:
                if not b.finished:
                    spots.append((j, b))
                j += 1
        for card in dict.fromkeys(hand):
            kind = KIND[card]
            table = _PLACES[card]
            if kind == TOPPING:
                acts += [table[j] for j, _b in spots]
            elif kind == SOUP:
                acts += [table[j] for j, b in spots if not b.soups or b.soups[0] == card]
            elif kind == NOODLE:
                acts += [table[j] for j, b in spots if not b.noodles or b.noodles[0] == card]
        if not acts:
            acts = [_discard(c) for c in dict.fromkeys(hand)]
        if SWAP in hand:
            acts.extend(self._swaps(st, p))
        return acts

    def _swaps(self, st: SoupMengState, p: int) -> list[Swap]:
        own = st.bowls[p]
        out: list[Swap] = []
        # Per kind, the unfinished bowls that could give a card of it in a swap, in bowl
        # order, with those cards: worked out once (not once per pair of bowls).
        # (``_swappable`` inlined.)
        soups: list[tuple[int, int, list[str]]] = []
        noodles: list[tuple[int, int, list[str]]] = []
        toppings: list[tuple[int, int, list[str]]] = []
        for s, row in enumerate(st.bowls):
            for bi, b in enumerate(row):
                if b.finished:
                    continue
                if len(b.soups) == 1:
                    soups.append((s, bi, b.soups))
                if len(b.noodles) == 1:
                    noodles.append((s, bi, b.noodles))
                tops = b.toppings
                if tops:
                    toppings.append((s, bi, tops if len(tops) < 2 else list(dict.fromkeys(tops))))
        offers = (soups, noodles, toppings)  # in the order of _KINDS
        # What own bowl ``a`` could give: gives[a] holds (kind's index, cards) pairs.
        gives_of: list[list[tuple[int, list[str]]]] = [[] for _ in own]
        for k, kind_offers in enumerate(offers):
            for s, bi, cards in kind_offers:
                if s == p:
                    gives_of[bi].append((k, cards))
        # The own bowls a received card may go to besides the giving bowl ``a``, per
        # card, in bowl order (see ``fit_code``): ``dests``, per ``a``.
        for a, mine in enumerate(gives_of):
            dests: dict[str, tuple[int, ...]] = {}  # per card received into bowl ``a``
            for k, gives in mine:
                for s, bi, takes in offers[k]:
                    if s == p and bi == a:
                        continue
                    made = _SWAPS[(a * _MAX_SEATS + s) * _MAX_BOWLS + bi]
                    for x in gives:
                        with_x = made.get(x)
                        if with_x is None:
                            with_x = made[x] = {}
                        for y in takes:
                            if x == y:
                                continue
                            by_dest = with_x.get(y)
                            if by_dest is None:  # Swap(a, x, s, bi, y, d) by d
                                by_dest = with_x[y] = tuple(Swap(a, x, s, bi, y, d) for d in range(_MAX_BOWLS))
                            if s == p:  # between own bowls: a plain exchange
                                out.append(by_dest[a])
                                continue
                            to = dests.get(y)
                            if to is None:
                                to = dests[y] = tuple(d for d, dest in enumerate(own) if d == a or fit_code(y, dest) is None)
                            for d in to:
                                out.append(by_dest[d])
        return out

    # -- explanations -----------------------------------------------------------
    def _bowl(self, st: SoupMengState, seat: Any, index: Any) -> Bowl | None:
        if not (isinstance(seat, int) and isinstance(index, int)) or isinstance(seat, bool) or isinstance(index, bool):
            return None
        if not (0 <= seat < st.n and 0 <= index < len(st.bowls[seat])):
            return None
        return st.bowls[seat][index]

    def explain(self, state: SoupMengState, action: Action) -> IllegalAction:
        st = state
        if st.phase == "over":
            return IllegalAction("game_over")
        p = st.current
        if st.phase == "turn":
            if isinstance(action, (Place, Swap, Discard)):
                return IllegalAction("must_draw_or_finish")
            if isinstance(action, Draw) and not st.deck:
                return IllegalAction("draw_pile_empty")
            if isinstance(action, Finish):
                bowl = self._bowl(st, p, action.bowl)
                if bowl is None:
                    return IllegalAction("no_such_bowl", seat=p, bowl=action.bowl)
                code = finish_code(bowl)
                if code is not None:
                    return IllegalAction(code, seat=p, bowl=action.bowl)
        elif st.phase == "play":
            hand = st.hands[p]
            if isinstance(action, (Draw, Finish)):
                return IllegalAction("already_drew")
            if isinstance(action, Place):
                if action.card not in hand:
                    return IllegalAction("not_in_hand", card=action.card)
                bowl = self._bowl(st, action.seat, action.bowl)
                if bowl is None:
                    return IllegalAction("no_such_bowl", seat=action.seat, bowl=action.bowl)
                code = fit_code(action.card, bowl)
                if code is not None:
                    return IllegalAction(code, card=action.card, seat=action.seat, bowl=action.bowl)
            if isinstance(action, Discard):
                if action.card not in hand:
                    return IllegalAction("not_in_hand", card=action.card)
                return IllegalAction("card_fits_somewhere")
            if isinstance(action, Swap):
                return self._explain_swap(st, p, action)
        return super().explain(state, action)

    def _explain_swap(self, st: SoupMengState, p: int, act: Swap) -> IllegalAction:
        if SWAP not in st.hands[p]:
            return IllegalAction("no_swap_card")
        mine = self._bowl(st, p, act.bowl)
        theirs = self._bowl(st, act.target_seat, act.target_bowl)
        dest = self._bowl(st, p, act.dest)
        if mine is None:
            return IllegalAction("no_such_bowl", seat=p, bowl=act.bowl)
        if theirs is None:
            return IllegalAction("no_such_bowl", seat=act.target_seat, bowl=act.target_bowl)
        if dest is None:
            return IllegalAction("no_such_bowl", seat=p, bowl=act.dest)
        if act.target_seat == p and act.target_bowl == act.bowl:
            return IllegalAction("swap_same_bowl")
        if mine.finished:
            return IllegalAction("bowl_finished", seat=p, bowl=act.bowl)
        if theirs.finished:
            return IllegalAction("bowl_finished", seat=act.target_seat, bowl=act.target_bowl)
        if not is_card(act.card) or act.card not in (mine.soups + mine.noodles + mine.toppings):
            return IllegalAction("card_not_in_bowl", card=act.card, seat=p, bowl=act.bowl)
        if not is_card(act.target_card) or act.target_card not in (theirs.soups + theirs.noodles + theirs.toppings):
            return IllegalAction("card_not_in_bowl", card=act.target_card, seat=act.target_seat, bowl=act.target_bowl)
        kind = KIND[act.card]
        if KIND[act.target_card] != kind:
            return IllegalAction("swap_different_kind", card=act.card, target_card=act.target_card)
        if act.card not in _swappable(mine, kind) or act.target_card not in _swappable(theirs, kind):
            return IllegalAction("swap_doubled", kind=kind)
        if act.card == act.target_card:
            return IllegalAction("swap_same_card", card=act.card)
        if act.target_seat == p and act.dest != act.bowl:
            return IllegalAction("swap_own_bowls_exchange")
        if act.dest != act.bowl:
            code = fit_code(act.target_card, dest)
            if code is not None:
                return IllegalAction("swap_dest_unfit", reason=code, card=act.target_card, bowl=act.dest)
        return IllegalAction("not_legal", type="swap")

    # -- change ---------------------------------------------------------------
    def _apply(self, state: SoupMengState, action: Action) -> list[Event]:
        ev: list[Event] = []
        self._act(state, action, ev)
        return ev

    def _act(self, state: SoupMengState, action: Action, ev: list[Event] | None = None) -> None:
        """Play ``action``; its events go to ``ev`` (``None``: the search's quiet apply,
        which builds none: every event below is built only ``if ev is not None``)."""
        st = state
        p = st.current
        if isinstance(action, Draw):
            card = st.deck.pop()
            st.hands[p].append(card)
            st.phase = "play"
            if ev is not None:
                ev.append(moved(card, "deck", f"hand:{p}", face_up=False, visible_to=[p]))
            if ev is not None and not st.deck:  # the game ends after this turn
                ev.append(event("draw_pile_empty", seat=p))
            return
        if isinstance(action, Finish):
            st.bowls[p][action.bowl].finished = True
            if ev is not None:
                ev.append(event("bowl_finished", seat=p, bowl=action.bowl, zone=f"bowl:{p}:{action.bowl}"))
            if all(b.finished for b in st.bowls[p]):
                st.end = "all_finished"
        elif isinstance(action, Place):
            card = action.card
            bowl = st.bowls[action.seat][action.bowl]
            st.hands[p].remove(card)
            kind = KIND[card]  # ``_part`` inlined: most actions are placements
            (bowl.toppings if kind == TOPPING else bowl.soups if kind == SOUP else bowl.noodles).append(card)
            if ev is not None:
                ev.append(moved(action.card, f"hand:{p}", f"bowl:{action.seat}:{action.bowl}", face_up=True))
            if st.bonus:
                self._claim_one(st, action.seat, action.bowl, bowl, ev)
        elif isinstance(action, Swap):
            self._swap(st, p, action, ev)
        elif isinstance(action, Discard):
            st.hands[p].remove(action.card)
            st.discard.append(action.card)
            if ev is not None:
                ev.append(moved(action.card, f"hand:{p}", "discard", face_up=True))
        self._end_turn(st, ev)

    apply_quiet = _act  # the search's apply: ``_act`` without events, one call less

    def _swap(self, st: SoupMengState, p: int, act: Swap, ev: list[Event] | None) -> None:
        st.hands[p].remove(SWAP)
        st.discard.append(SWAP)
        if ev is not None:
            ev.append(moved(SWAP, f"hand:{p}", "discard", face_up=True))
        kind = KIND[act.card]
        mine = _part(st.bowls[p][act.bowl], kind)
        theirs = _part(st.bowls[act.target_seat][act.target_bowl], kind)
        i = mine.index(act.card)
        theirs[theirs.index(act.target_card)] = act.card  # the given card takes its place
        if act.dest == act.bowl:
            mine[i] = act.target_card
        else:
            del mine[i]
            _part(st.bowls[p][act.dest], kind).append(act.target_card)
        src = f"bowl:{p}:{act.bowl}"
        other = f"bowl:{act.target_seat}:{act.target_bowl}"
        dst = f"bowl:{p}:{act.dest}"
        if ev is not None:
            ev.append(
                event(
                    "swapped",
                    seat=p,
                    card=act.card,
                    src=src,
                    target_card=act.target_card,
                    target=other,
                    dest=dst,
                    target_seat=act.target_seat,
                )
            )
            ev.append(moved(act.card, src, other, face_up=True))
            ev.append(moved(act.target_card, other, dst, face_up=True))
        touched = [(p, act.bowl), (act.target_seat, act.target_bowl)]
        if act.dest != act.bowl:
            touched.append((p, act.dest))
        self._claim(st, p, touched, ev)

    def _claim_one(self, st: SoupMengState, seat: int, index: int, bowl: Bowl, ev: list[Event] | None) -> None:
        """``_claim`` of the one bowl a placement changed, with ``meets`` inlined
        (placements are most of the actions of a playout)."""
        soups, noodles, tops = bowl.soups, bowl.noodles, bowl.toppings
        met = []
        for bid in st.bonus:
            soup, noodle, needs, distinct = _CONDITIONS[bid]
            if soup is not None and not (soups if soup == "any" else soup in soups):
                continue
            if noodle is not None and not (noodles if noodle == "any" else noodle in noodles):
                continue
            for t, k in needs:
                if tops.count(t) < k:
                    break
            else:
                if not distinct or len(set(tops)) >= distinct:
                    met.append(bid)
        for bid in met:
            st.bonus.remove(bid)
            st.claimed[seat].append((bid, index))
            if ev is not None:
                ev.append(event("bonus_claimed", seat=seat, bonus=bid, bowl=index, points=BONUS_BY_ID[bid].points))
                ev.append(moved(bid, "bonus", f"bonus:{seat}", face_up=True))

    def _claim(self, st: SoupMengState, actor: int, touched: list[tuple[int, int]], ev: list[Event] | None) -> None:
        """Bonus cards whose condition a changed bowl now meets go to its owner:
        the acting player first, then in turn order (早いもの勝ち)."""
        if not st.bonus:
            return
        n = st.n
        for seat, index in sorted(set(touched), key=lambda t: ((t[0] - actor) % n, t[1])):
            bowl = st.bowls[seat][index]
            for bid in [b for b in st.bonus if meets(BONUS_BY_ID[b], bowl)]:
                st.bonus.remove(bid)
                st.claimed[seat].append((bid, index))
                points = BONUS_BY_ID[bid].points
                if ev is not None:
                    ev.append(event("bonus_claimed", seat=seat, bonus=bid, bowl=index, points=points))
                    ev.append(moved(bid, "bonus", f"bonus:{seat}", face_up=True))

    def _end_turn(self, st: SoupMengState, ev: list[Event] | None) -> None:
        if st.end is None and not st.deck:
            st.end = "draw_pile_empty"
        if st.end is not None:
            self._end_game(st, ev)
            return
        st.current = (st.current + 1) % st.n
        st.phase = "turn"

    def _end_game(self, st: SoupMengState, ev: list[Event] | None) -> None:
        st.phase = "over"
        st.ended_by = st.current
        if ev is None:
            return  # the rest only tells what happened (the summary is pure)
        ev.append(event("end_reached", reason=st.end, seat=st.current))
        for s, row in enumerate(st.bowls):
            for i, b in enumerate(row):
                ev.append(event("lucky_revealed", seat=s, bowl=i, topping=b.lucky, hit=b.lucky in b.toppings))
        summary = score_game(st.bowls, st.claimed, st.end)
        ev.append(event("round_ended", round=1, summary=summary))
        res = self.result(st)
        assert res is not None
        ev.append(event("game_ended", result=res.to_json()))

    # -- knowledge --------------------------------------------------------------
    def observe(self, state: SoupMengState, seat: int | None) -> Observation:
        return observe(state, seat)

    def determinize(self, obs: Observation, rnd: random.Random) -> SoupMengState:
        return determinize(obs, rnd)

    # -- outcome ----------------------------------------------------------------
    def result(self, state: SoupMengState) -> Result | None:
        if state.phase != "over":
            return None
        return self.standing(state)

    def standing(self, state: SoupMengState) -> Result:
        scores = totals(state.bowls, state.claimed)
        ranks = ranks_from_keys(scores)
        return Result(
            scores=[float(x) for x in scores],
            ranks=ranks,
            winners=[i for i in range(state.n) if ranks[i] == 1],
            detail={"end": state.end, "ended_by": state.ended_by},
        )

    def rounds(self, state: SoupMengState) -> list[dict[str, Any]]:
        if state.phase != "over":
            return []
        return [score_game(state.bowls, state.claimed, state.end)]


RULES = SoupMengRules()
