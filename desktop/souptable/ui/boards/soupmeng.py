"""Soup Meng Ramen (スープメングラーメン) board: every player's bowls, the hands,
the draw and discard piles, the bonus cards on display and claimed.

Each bowl is a tray: the bowl card (丼カード; its owner alone sees the lucky
topping, ラッキー具, in a folded-up corner), the soup and noodle slots and the
toppings in a fan; a finished bowl carries its いっちょあがり！ card. Opponents
sit along the top, the draw pile, discard pile and bonus cards in the middle,
the viewer's bowls, hand and Order up! cards at the bottom.

Decisions, all read from the engine's legal actions (nothing is re-derived):

- turn start: click the draw pile (or "Draw"); or finish a bowl: click the
  glowing bowl, or the Order up! card (then the bowl), or drag it onto the bowl;
- after the draw: click a hand card, then a glowing bowl (any player's), or
  drag the card onto the bowl;
- the swap card: click it, then a card in one of your bowls and a card of the
  same kind in another bowl (either order; or drag yours onto theirs); when
  the card you get may go into several of your bowls, choose the bowl;
- when nothing fits anywhere: choose a card, then the discard pile (or drag).

A click on something not offered changes nothing and says why.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from html import escape
from typing import Any

from PySide6.QtCore import QRectF, QSizeF

from ...engine import Action, Event, Observation
from ...games.soupmeng.actions import Discard, Draw, Finish, Place, Swap
from ...games.soupmeng.cards import (
    BONUS_BY_ID,
    CARDS,
    FINISH_MIN_TOPPINGS,
    KIND,
    LUCKY_POINTS,
    PENALTY_MIN_TOPPINGS,
    PENALTY_POINTS,
    POINTS,
    SWAP,
)
from ...games.soupmeng.scoring import bowl_summary
from ...games.soupmeng.state import Bowl
from ..table.items import fitted_font
from ..table.spec import DIM, LEGAL, NORMAL, SELECTED, Area, Label, Layout, Spec
from ..text import arg, translate
from ..text import soupmeng as T
from .base import SEAT_COLORS, Board, Button, Pick

# geometry, in card widths (u) unless said otherwise
RATIO = 1.4  # card height / width
GAP = 0.08  # between cards of a tray
DOUBLE = 0.22  # how far extra soup / extra noodles sit beside the first copy
SLOT = 1 + DOUBLE
FAN_MIN = 2.2  # the least room for a one-row tray's toppings
TOP_STEP = 1.06  # toppings never spread wider than this
MIDDLE = 9.8  # draw pile, discard pile and six bonus cards
PAD = 8.0  # px between regions
INNER = 8.0  # px inside a seat panel
TRAY_PAD = 4.0  # px inside a tray
HEADER = 27.0  # px: a seat's name and facts, on one line
CAPTION = 17.0  # px: the line under a tray
MID_LABEL = 18.0  # px: the labels above the piles
MID_FOOT = 10.0  # px: below the piles (their count badges)
# tray shapes: one row (bowl soup noodles toppings), two (bowl soup noodles / toppings),
# three (bowl / soup noodles / toppings)
VARIANTS = ("one", "two", "three")


def _signed(v: int) -> str:
    """Points with their sign, a real minus: "+10", "−10", "0"."""
    return f"+{v}" if v > 0 else (f"−{-v}" if v < 0 else "0")


def _tint(rgb: str, alpha: int) -> str:
    """A colour with transparency, as table specs spell it (CSS-style #RRGGBBAA)."""
    return f"{rgb}{alpha:02x}"


def _tray_units(variant: str) -> tuple[float, float]:
    """(width, height) of a tray's cards in card widths."""
    if variant == "one":
        return 1 + 2 * SLOT + 3 * GAP + FAN_MIN, RATIO
    if variant == "two":
        return 1 + 2 * SLOT + 2 * GAP, 2 * RATIO + GAP
    return 2 * SLOT + GAP, 3 * RATIO + 2 * GAP


def _side_units(variant: str, viewer: bool) -> float:
    """Width of what sits beside a seat's trays: the viewer's hand, Order up! and bonus
    cards (in two rows, or one beside short trays); an opponent's hand and bonus cards."""
    if viewer:
        return 4.25 + 1.2 + 1.9 if variant == "one" else 4.25
    return 1.9 if variant == "one" else 1.15


def _tray_px(u: float, variant: str) -> tuple[float, float]:
    w, h = _tray_units(variant)
    return w * u + 2 * TRAY_PAD, h * u + 2 * TRAY_PAD + CAPTION


@dataclass
class Geometry:
    u_opp: float
    u_mid: float
    u_me: float
    var_opp: str
    var_me: str
    rows: int
    cols: int
    spare: float  # vertical px left over


@dataclass
class Offer:
    """What the legal actions allow right now, sorted for the layout."""

    mode: str = "wait"  # wait | turn | play | swap | discard | over
    draw: bool = False
    finishes: list[int] = field(default_factory=list)
    places: list[Place] = field(default_factory=list)
    swaps: list[Swap] = field(default_factory=list)
    discards: list[str] = field(default_factory=list)
    card: str | None = None  # the hand card chosen to place or discard
    give: tuple[int, str] | None = None  # swap: (own bowl, card)
    take: tuple[int, int, str] | None = None  # swap: (seat, bowl, card)
    finish_mode: bool = False

    def fits(self, card: str) -> set[tuple[int, int]]:
        return {(a.seat, a.bowl) for a in self.places if a.card == card}

    def candidates(self) -> list[Swap]:
        return [
            a
            for a in self.swaps
            if (self.give is None or (a.bowl, a.card) == self.give)
            and (self.take is None or (a.target_seat, a.target_bowl, a.target_card) == self.take)
        ]

    def give_options(self) -> set[tuple[int, str]]:
        return {
            (a.bowl, a.card)
            for a in self.swaps
            if self.take is None or (a.target_seat, a.target_bowl, a.target_card) == self.take
        }

    def take_options(self) -> set[tuple[int, int, str]]:
        return {
            (a.target_seat, a.target_bowl, a.target_card)
            for a in self.swaps
            if self.give is None or (a.bowl, a.card) == self.give
        }

    def dests(self) -> list[int]:
        if self.give is None or self.take is None:
            return []
        return sorted({a.dest for a in self.candidates()})


def _sorted_hand(cards: list[str]) -> list[str]:
    return sorted(cards, key=CARDS.index)


def _keyed(cards: list[str]) -> list[tuple[str, int]]:
    """Each card with its copy number among equal cards (stable sprite keys for duplicates)."""
    seen: Counter[str] = Counter()
    out = []
    for c in cards:
        out.append((c, seen[c]))
        seen[c] += 1
    return out


def _bowl_of(b: dict[str, Any]) -> Bowl:
    """The engine's bowl record from an observed bowl (an unseen lucky topping stays unknown)."""
    return Bowl(b["lucky"] or "", list(b["soups"]), list(b["noodles"]), list(b["toppings"]), b["finished"])


def _zone_seat(zone: str) -> int | None:
    kind, _, rest = zone.partition(":")
    if kind in ("hand", "bowl", "bonus") and rest:
        return int(rest.split(":")[0])
    return None


class SoupmengBoard(Board):
    game = "soupmeng"

    def __init__(self, names: list[str]) -> None:
        super().__init__(names)
        self._turn_hand: dict[int, list[str]] = {}  # a seat's hand before its draw
        self._drawn: dict[int, str] = {}  # the card a seat just drew (its own view)

    def card_name(self, card: Any) -> str:
        return T.card_name(card)

    # -- what may be done --------------------------------------------------------------
    def offer(self, obs: Observation, legal: list[Action]) -> Offer:
        """Sort the legal actions and check the selection against them (a stale one is dropped)."""
        o = Offer()
        if obs["phase"] == "over":
            o.mode = "over"
            return o
        if not legal:
            return o
        o.draw = Draw() in legal
        o.finishes = [a.bowl for a in legal if isinstance(a, Finish)]
        o.places = [a for a in legal if isinstance(a, Place)]
        o.swaps = [a for a in legal if isinstance(a, Swap)]
        o.discards = [a.card for a in legal if isinstance(a, Discard)]
        sel = self.selection
        if o.draw or o.finishes:
            o.mode = "turn"
            o.finish_mode = sel == ("finish",) and bool(o.finishes)
        elif o.discards and not o.places and not o.swaps:
            o.mode = "discard"
            if isinstance(sel, tuple) and sel[0] == "card" and sel[1] in o.discards:
                o.card = sel[1]
        elif isinstance(sel, tuple) and sel[0] == "swap" and o.swaps:
            o.mode = "swap"
            o.give, o.take = sel[1], sel[2]
            if not o.candidates():
                o.give = o.take = None
        else:
            o.mode = "play"
            if isinstance(sel, tuple) and sel[0] == "card" and o.fits(sel[1]):
                o.card = sel[1]
        return o

    # -- layout ----------------------------------------------------------------------------
    def _geometry(self, W: float, H: float, opponents: int, k: int) -> Geometry:
        """Card sizes for the three regions: the largest that fit, the viewer's the biggest.

        Every combination of tray shapes and opponent rows is tried; for each,
        the viewer's card width is the largest whose layout fits the height."""
        best: tuple[float, Geometry] | None = None
        for var_o in VARIANTS:
            for rows in (1, 2) if opponents >= 3 else (1,):
                for var_v in VARIANTS:
                    geo = self._fit(W, H, opponents, k, var_o, rows, var_v)
                    uo, um, uv = geo.u_opp, geo.u_mid, geo.u_me
                    score = min(uo / 0.85, uv, um / 0.85) + 0.3 * (uo + um + uv) / 3
                    if best is None or score > best[0] + 1e-6:
                        best = (score, geo)
        assert best is not None
        return best[1]

    @staticmethod
    def _fit(W: float, H: float, opponents: int, k: int, var_o: str, rows: int, var_v: str) -> Geometry:
        tw_o, th_o = _tray_units(var_o)
        tw_v, th_v = _tray_units(var_v)
        cols = math.ceil(opponents / rows)
        pw = (W - (cols + 1) * PAD) / cols
        uo_w = (pw - 2 * INNER - k * (2 * TRAY_PAD + PAD)) / (k * tw_o + _side_units(var_o, False))
        uv_w = (W - 2 * PAD - 2 * INNER - k * (2 * TRAY_PAD + PAD)) / (k * tw_v + _side_units(var_v, True))
        um_w = (W - 2 * PAD) / MIDDLE
        fixed = 4 * PAD + rows * (HEADER + 2 * TRAY_PAD + CAPTION + INNER) + (rows - 1) * PAD
        fixed += MID_LABEL + MID_FOOT + HEADER + 2 * TRAY_PAD + CAPTION + INNER

        uv_w = min(uv_w, H * 0.2 / RATIO)  # never taller than a fifth of the table

        def sizes(t: float) -> tuple[float, float, float]:
            """(opponents', middle, viewer's) card widths at scale ``t``: each as
            large as its width allows, the viewer's the largest."""
            uv = min(uv_w, t)
            return min(uo_w, 0.85 * uv), min(um_w, 0.85 * uv), uv

        def height(t: float) -> float:
            uo, um, uv = sizes(t)
            return fixed + rows * th_o * uo + RATIO * um + th_v * uv

        lo, hi = 1.0, max(1.0, H * 0.2)
        if height(hi) <= H:
            lo = hi
        else:
            for _ in range(40):
                mid = (lo + hi) / 2
                lo, hi = (mid, hi) if height(mid) <= H else (lo, mid)
        uo, um, uv = sizes(lo)
        spare = max(0.0, H - height(lo))
        grown = min((W - 2 * PAD) / MIDDLE, uv, um + spare / RATIO)  # the piles take what is left
        spare -= (grown - um) * RATIO
        return Geometry(uo, grown, uv, var_o, var_v, rows, cols, max(0.0, spare))

    def build(self, obs: Observation, legal: list[Action], size: QSizeF) -> Layout:
        W, H = size.width(), size.height()
        n = obs["players"]
        me = obs["seat"]
        k = obs["bowls_per_player"]
        order = self.seat_order(n, me)
        self._track_draw(obs)
        o = self.offer(obs, legal)
        geo = self._geometry(W, H, n - 1, k)
        scale = min(1.0, float(getattr(self, "scale", 1.0)))  # the card-size setting: never more than fits
        if scale < 1.0:
            geo.spare += (H - PAD * 4) * (1 - scale) * 0.5
            geo.u_opp, geo.u_mid, geo.u_me = geo.u_opp * scale, geo.u_mid * scale, geo.u_me * scale
        lay = Layout()
        gap = PAD + geo.spare / 3  # spread what is left between the regions

        # opponents along the top, clockwise from the viewer's left
        others = order[1:]
        pw = (W - (geo.cols + 1) * PAD) / geo.cols
        ph = HEADER + _tray_px(geo.u_opp, geo.var_opp)[1] + INNER
        for idx, s in enumerate(others):
            row, col = divmod(idx, geo.cols)
            in_row = min(geo.cols, len(others) - row * geo.cols)
            x0 = (W - in_row * pw - (in_row - 1) * PAD) / 2 + col * (pw + PAD)
            y0 = PAD + row * (ph + PAD)
            self._seat(lay, obs, o, s, QRectF(x0, y0, pw, ph), geo.u_opp, geo.var_opp, viewer=False)
        top_h = geo.rows * ph + (geo.rows - 1) * PAD

        # the middle: draw pile, discard pile, bonus cards on display
        my = PAD + top_h + gap
        self._middle(lay, obs, o, QRectF(PAD, my, W - 2 * PAD, MID_LABEL + RATIO * geo.u_mid + MID_FOOT), geo.u_mid)

        # the viewer (or seat 0 for a spectator) at the bottom
        vh = HEADER + _tray_px(geo.u_me, geo.var_me)[1] + INNER
        vy = H - PAD - vh
        self._seat(lay, obs, o, order[0], QRectF(PAD, vy, W - 2 * PAD, vh), geo.u_me, geo.var_me, viewer=True)
        return lay

    # -- a seat: header, trays, hand ---------------------------------------------------------
    def _seat(self, lay: Layout, obs: Observation, o: Offer, s: int, r: QRectF, u: float, var: str, viewer: bool) -> None:
        k = obs["bowls_per_player"]
        bowls = obs["bowls"][s]
        color = SEAT_COLORS[s % len(SEAT_COLORS)]
        lay.areas.append(
            Area(
                f"seat:{s}",
                r,
                z=-3,
                color=_tint("#000000", 0x2A),
                border=color,
                state="active" if obs["to_move"] == s else NORMAL,
            )
        )
        finished = sum(1 for b in bowls if b["finished"])
        bonus_pts = sum(BONUS_BY_ID[bid].points for bid, _ in obs["claimed"][s])
        facts = arg(
            translate("SoupmengBoard", "hand %1 · finished %2/%3 · bonus %4 pts"),
            obs["hand_counts"][s],
            finished,
            k,
            bonus_pts,
        )
        lay.labels.append(
            Label(
                f"seat-name:{s}",
                self.name(s),
                QRectF(r.x() + INNER, r.y() + 3, (r.width() - 2 * INNER) * 0.45, 21),
                size=15,
                bold=True,
            )
        )
        lay.labels.append(
            Label(
                f"seat-facts:{s}",
                facts,
                QRectF(r.x() + INNER + (r.width() - 2 * INNER) * 0.45, r.y() + 5, (r.width() - 2 * INNER) * 0.55, 18),
                size=12,
                color="#f0e6cc",
                align="right",
            )
        )
        tw, th = _tray_px(u, var)
        side_w = _side_units(var, viewer) * u
        free = r.width() - 2 * INNER - k * PAD - side_w
        # as wide as the most toppings need (all trays alike), as far as there is room
        most = max(len(b["toppings"]) for b in bowls)
        need = (1 + 2 * SLOT + 3 * GAP) * u if var == "one" else 0.0
        need += u + max(0, most - 1) * TOP_STEP * u + 2 * TRAY_PAD
        tw = max(tw, min(free / k, need))
        x = r.x() + INNER
        y = r.y() + HEADER
        for i in range(k):
            self._tray(lay, obs, o, s, i, QRectF(x, y, tw, th), u, var)
            x += tw + PAD
        sx = x + PAD  # the hand (or hand backs) right after the trays
        side = QRectF(sx, y + TRAY_PAD, r.right() - INNER - sx, th - 2 * TRAY_PAD - CAPTION)
        if viewer:
            self._own_side(lay, obs, o, s, side, u)
        else:
            self._other_side(lay, obs, s, side, u)

    def _other_side(self, lay: Layout, obs: Observation, s: int, r: QRectF, u: float) -> None:
        """An opponent's hand (backs) and claimed bonus cards, in a narrow column."""
        count = obs["hand_counts"][s]
        bw, bh = u * 0.62, u * 0.62 * RATIO
        if r.height() >= bh + u * 0.8 * RATIO * 1.3:  # a column: hand, then bonus cards
            hand_rect = QRectF(r.x(), r.y(), r.width(), bh)
            bonus_rect = QRectF(r.x(), r.y() + bh + GAP * u * 2, r.width(), r.height() - bh - GAP * u * 2)
            vertical = True
        else:  # side by side beside a one-row tray
            half = r.width() / 2
            hand_rect = QRectF(r.x(), r.y(), half - GAP * u, bh)
            bonus_rect = QRectF(r.x() + half, r.y(), half, r.height())
            vertical = False
        lay.anchors[f"hand:{s}"] = QRectF(hand_rect.x(), hand_rect.y(), bw, bh)
        self._backs(lay, s, count, hand_rect, bw, bh)
        cw = min(u * 0.8, bonus_rect.height() / RATIO, bonus_rect.width())
        self._claimed(lay, obs, s, bonus_rect, cw, cw * RATIO, vertical=vertical)

    def _own_side(self, lay: Layout, obs: Observation, o: Offer, s: int, r: QRectF, u: float) -> None:
        """The bottom seat's hand (faces for the viewer), Order up! cards and claimed bonus
        cards: in two rows, or in one beside short trays; larger than the trays' cards
        when there is room."""
        row_units = 4.25 + 0.2 + 1 + 0.2 + 1.9
        u1 = min(r.height() / RATIO, r.width() / row_units)
        u2 = min(r.height() / (2 * RATIO + 2 * GAP), r.width() / 4.25)
        two_rows = u2 > u1
        u = max(u, min(max(u1, u2), 1.5 * u))
        ch = u * RATIO
        used_h = 2 * ch + 2 * GAP * u if two_rows else ch
        top = r.y() + max(0.0, (r.height() - used_h) / 2)
        hand_w = min(r.width(), 4.25 * u)
        hand_rect = QRectF(r.x(), top, hand_w, ch)
        lay.anchors[f"hand:{s}"] = QRectF(r.x(), top, u, ch)
        if obs["hand"] is None:
            self._backs(lay, s, obs["hand_counts"][s], hand_rect, u, ch)
        else:
            self._hand(lay, obs, o, s, hand_rect, u)
        x2, y2 = (r.x(), top + ch + GAP * u * 2) if two_rows else (r.x() + hand_w + 0.2 * u, top)
        # the Order up! cards not yet used, one per unfinished bowl
        unused = [i for i, b in enumerate(obs["bowls"][s]) if not b["finished"]]
        finishing = obs["seat"] == s and bool(o.finishes)
        for j, i in enumerate(unused):
            is_top = j == len(unused) - 1
            lay.specs.append(
                Spec(
                    f"orderup:{s}:{i}",
                    self._order_up_art(),
                    QRectF(x2 + j * 2.5, y2 - j * 2.5, u, ch),
                    z=20 + j,
                    target="orderup" if obs["seat"] == s else None,
                    state=(SELECTED if o.finish_mode else LEGAL) if finishing and is_top else NORMAL,
                    draggable=finishing and is_top,
                    tooltip=self._order_up_tip(len(unused)),
                    zone=f"orderup:{s}",
                )
            )
        lay.anchors[f"orderup:{s}"] = QRectF(x2, y2, u, ch)
        bx = x2 + u + 0.2 * u
        self._claimed(lay, obs, s, QRectF(bx, y2, max(u, r.right() - bx), ch), u, ch, vertical=False)

    def _backs(self, lay: Layout, s: int, count: int, rect: QRectF, w: float, h: float) -> None:
        step = min(w * 0.55, (rect.width() - w) / max(1, count - 1)) if count > 1 else 0
        tip = translate("SoupmengBoard", "%1 holds %n card(s)", None, count).replace("%1", self.name(s))
        for i in range(count):
            lay.specs.append(
                Spec(
                    f"hand:{s}/back#{i}",
                    self.back(),
                    QRectF(rect.x() + i * step, rect.y(), w, h),
                    z=10 + i,
                    back=self.back(),
                    face_up=False,
                    zone=f"hand:{s}",
                    tooltip=tip,
                )
            )

    def _hand(self, lay: Layout, obs: Observation, o: Offer, s: int, rect: QRectF, u: float) -> None:
        ch = u * RATIO
        hand = _sorted_hand(obs["hand"])
        step = min(u * 1.05, (rect.width() - u) / max(1, len(hand) - 1)) if len(hand) > 1 else 0
        drawn = self._drawn.get(s) if obs["phase"] == "play" else None
        raised = False
        for i, (c, copy) in enumerate(_keyed(hand)):
            usable = self._usable(o, c)
            if o.mode in ("play", "swap", "discard"):
                chosen = (o.card == c and copy == 0) or (c == SWAP and o.mode == "swap" and copy == 0)
                state = SELECTED if chosen else (LEGAL if usable else DIM)
            else:
                state = NORMAL
            lift = 0.0
            tip = self._card_tip(c)
            if drawn == c and not raised:
                raised = True
                lift = min(6.0, TRAY_PAD + 2)
                tip = arg(translate("SoupmengBoard", "%1 — just drawn"), tip)
            lay.specs.append(
                Spec(
                    f"hand:{s}/{c}#{copy}",
                    self.face(c),
                    QRectF(rect.x() + i * step, rect.y() - lift, u, ch),
                    z=40 + i,
                    card=c,
                    zone=f"hand:{s}",
                    target=("hand", c),
                    state=state,
                    draggable=usable and o.mode in ("play", "swap", "discard"),
                    tooltip=tip,
                )
            )

    def _usable(self, o: Offer, card: str) -> bool:
        if o.mode == "discard":
            return card in o.discards
        if o.mode in ("play", "swap"):
            return bool(o.fits(card)) or (card == SWAP and bool(o.swaps))
        return False

    def _claimed(self, lay: Layout, obs: Observation, s: int, r: QRectF, w: float, h: float, vertical: bool) -> None:
        claimed = obs["claimed"][s]
        lay.anchors[f"bonus:{s}"] = QRectF(r.x(), r.y(), w, h)
        cnt = len(claimed)
        if vertical:
            step = min(h * 0.34, (r.height() - h) / max(1, cnt - 1)) if cnt > 1 else 0
        else:
            step = min(w * 1.05, (r.width() - w) / max(1, cnt - 1)) if cnt > 1 else 0
        for j, (bid, bowl) in enumerate(claimed):
            rect = QRectF(r.x(), r.y() + j * step, w, h) if vertical else QRectF(r.x() + j * step, r.y(), w, h)
            lay.specs.append(
                Spec(
                    f"bonus/{bid}",
                    self._bonus_art(bid),
                    rect,
                    z=30 + j,
                    zone=f"bonus:{s}",
                    card=bid,
                    tooltip=self._bonus_tip(bid)
                    + "\n"
                    + arg(translate("SoupmengBoard", "Claimed by %1 with bowl %2."), self.name(s), bowl + 1),
                )
            )

    # -- a bowl tray ----------------------------------------------------------------------------
    def _tray(self, lay: Layout, obs: Observation, o: Offer, s: int, i: int, r: QRectF, u: float, var: str) -> None:
        me = obs["seat"]
        b = obs["bowls"][s][i]
        zone = f"bowl:{s}:{i}"
        ch = u * RATIO
        summary = bowl_summary(i, _bowl_of(b))
        spoiled = summary["penalty"] < 0
        # what a click on this bowl means now, and whether it is offered
        offered = False
        if o.mode == "turn":
            offered = s == me and i in o.finishes
        elif o.mode == "play":
            offered = (s, i) in (o.fits(o.card) if o.card else {(a.seat, a.bowl) for a in o.places})
        elif o.mode == "swap":
            offered = s == me and i in o.dests()
        bowl_target = ("bowl", s, i)
        color, border = _tint("#000000", 0x26), _tint("#ffffff", 0x30)
        if b["finished"]:
            color, border = _tint("#3a8f4a", 0x40), "#8fe0a0"
        if spoiled:
            color, border = _tint("#c0392b", 0x38), "#ff6f5e"
        lay.areas.append(
            Area(
                f"tray:{s}:{i}",
                r,
                z=-2,
                color=color,
                border=border,
                radius=8,
                state=LEGAL if offered else NORMAL,
                target=bowl_target if offered else None,
                tooltip=self._bowl_tip(obs, s, i),
            )
        )
        x0, y0 = r.x() + TRAY_PAD, r.y() + TRAY_PAD
        inner_w = r.width() - 2 * TRAY_PAD
        lay.anchors[zone] = QRectF(x0, y0, u, ch)
        # the bowl card, with the owner's peek at its lucky topping
        lucky = b["lucky"]
        lay.specs.append(
            Spec(
                f"bowlcard:{s}:{i}",
                self.piece("bowl", lucky=lucky, label=""),
                QRectF(x0, y0, u, ch),
                z=2,
                target=bowl_target,
                state=NORMAL,
                tooltip=self._bowl_tip(obs, s, i),
                zone=f"bowlcard:{s}",
            )
        )
        tops_x = x0
        if var == "one":
            soup_at = (x0 + u + GAP * u, y0)
            noodle_at = (x0 + u + SLOT * u + 2 * GAP * u, y0)
            tops_x, tops_y = x0 + u + 2 * SLOT * u + 3 * GAP * u, y0
            order_rect = QRectF(x0 + 0.3 * u, y0 + 0.36 * ch, 0.64 * u, 0.64 * ch)
        elif var == "two":
            soup_at = (x0 + u + GAP * u, y0)
            noodle_at = (x0 + u + SLOT * u + 2 * GAP * u, y0)
            tops_y = y0 + ch + GAP * u
            order_rect = QRectF(x0 + 0.3 * u, y0 + 0.36 * ch, 0.64 * u, 0.64 * ch)
        else:
            soup_at = (x0, y0 + ch + GAP * u)
            noodle_at = (x0 + SLOT * u + GAP * u, y0 + ch + GAP * u)
            tops_y = y0 + 2 * (ch + GAP * u)
            order_rect = QRectF(x0 + u + GAP * u * 2, y0, u, ch)
        if b["finished"]:
            lay.specs.append(
                Spec(
                    f"orderup:{s}:{i}",
                    self._order_up_art(),
                    order_rect,
                    z=25,
                    rotation=0 if var == "three" else -7,
                    tooltip=self._finished_tip(),
                    zone=zone,
                )
            )
        cards: list[tuple[str, QRectF]] = []
        for slot, part, (px, py), placeholder in (
            ("soup", b["soups"], soup_at, translate("SoupmengBoard", "Soup")),
            ("noodles", b["noodles"], noodle_at, translate("SoupmengBoard", "Noodles")),
        ):
            if not part:
                self._placeholder(lay, f"{zone}:{slot}", QRectF(px, py, u, ch), placeholder, u)
            for j, c in enumerate(part):
                cards.append((c, QRectF(px + j * DOUBLE * u, py, u, ch)))
        tops = b["toppings"]
        tops_w = x0 + inner_w - tops_x
        if not tops:
            self._placeholder(
                lay, f"{zone}:toppings", QRectF(tops_x, tops_y, tops_w, ch), translate("SoupmengBoard", "Toppings"), u
            )
        step = min(u * TOP_STEP, (tops_w - u) / max(1, len(tops) - 1)) if len(tops) > 1 else 0
        for j, c in enumerate(tops):
            cards.append((c, QRectF(tops_x + j * step, tops_y, u, ch)))
        give_opts = o.give_options() if o.mode == "swap" else set()
        take_opts = o.take_options() if o.mode == "swap" else set()
        keyed = _keyed([c for c, _ in cards])
        for z, ((c, rect), (_, copy)) in enumerate(zip(cards, keyed, strict=True)):
            target: Any = bowl_target
            state = NORMAL
            draggable = False
            if o.mode == "swap" and not b["finished"]:
                target = ("bcard", s, i, c)
                is_give = s == me and (i, c) in give_opts
                is_take = (s, i, c) in take_opts
                if copy == 0 and ((o.give == (i, c) and s == me) or o.take == (s, i, c)):
                    state = SELECTED
                elif (is_give or is_take) and not o.dests():
                    state = LEGAL
                draggable = is_give and o.take is None
                if o.dests():
                    target = bowl_target if offered else ("bcard", s, i, c)
            lay.specs.append(
                Spec(
                    f"{zone}/{c}#{copy}",
                    self.face(c),
                    rect,
                    z=3 + z,
                    card=c,
                    zone=zone,
                    target=target,
                    state=state,
                    draggable=draggable,
                    tooltip=self._card_tip(c),
                )
            )
        # the caption: bowl number, points so far, warnings
        cap = QRectF(r.x() + 4, r.bottom() - CAPTION - 1, r.width() - 8, CAPTION)
        pts = summary["points"]
        text = arg(translate("SoupmengBoard", "Bowl %1 · %2 pts"), i + 1, pts)
        if summary["lucky_in"]:  # its lucky topping is in it (known to the owner, or revealed)
            text += " " + arg(translate("SoupmengBoard", "★%1"), _signed(summary["lucky_points"]))
        if b["finished"]:
            text += " ✔"
        warn = ""
        warn_tip = ""
        if spoiled:
            warn = "⚠ " + _signed(summary["penalty"])
            warn_tip = arg(
                translate("SoupmengBoard", "%1 toppings: a bowl with %2 or more toppings scores %3 at the end."),
                len(b["toppings"]),
                PENALTY_MIN_TOPPINGS,
                _signed(PENALTY_POINTS),
            )
        elif o.card and offered and KIND.get(o.card) == "topping":
            after = dict(b)
            after["toppings"] = [*b["toppings"], o.card]
            if bowl_summary(i, _bowl_of(after))["penalty"] < 0:
                warn = arg(translate("SoupmengBoard", "⚠ next: %1"), _signed(PENALTY_POINTS))
                warn_tip = arg(
                    translate("SoupmengBoard", "One more topping and this bowl scores %1 at the end."), _signed(PENALTY_POINTS)
                )
        wwidth = 0.0
        if warn:
            wwidth = min(cap.width() * 0.55, 12 + 7.2 * len(warn))
            lay.labels.append(
                Label(
                    f"warn:{s}:{i}",
                    warn,
                    QRectF(cap.right() - wwidth, cap.y(), wwidth, cap.height()),
                    z=40,
                    size=12,
                    bold=True,
                    color="#ffffff",
                    align="center",
                    background=_tint("#c0392b", 0xDD),
                    tooltip=warn_tip,
                )
            )
        lay.labels.append(
            Label(
                f"caption:{s}:{i}",
                text,
                QRectF(cap.x(), cap.y(), cap.width() - wwidth - 2, cap.height()),
                size=12,
                color="#fdf6e3",
                tooltip=self._bowl_tip(obs, s, i),
            )
        )

    def _count_badge(self, lay: Layout, key: str, count: int, rect: QRectF) -> None:
        h = min(20.0, max(13.0, rect.height() * 0.2))
        lay.labels.append(
            Label(
                key,
                str(count),
                QRectF(rect.center().x() - rect.width() * 0.3, rect.bottom() - h * 0.5, rect.width() * 0.6, h),
                z=60,
                size=h * 0.72,
                bold=True,
                align="center",
                background=_tint("#000000", 0xB0),
            )
        )

    def _placeholder(self, lay: Layout, key: str, rect: QRectF, text: str, u: float) -> None:
        lay.areas.append(Area(f"slot:{key}", rect, z=-1, color=_tint("#ffffff", 0x0C), border=_tint("#ffffff", 0x26), radius=6))
        where = QRectF(rect.x(), rect.center().y() - 9, rect.width(), 18)
        size = min(12.0, max(8.0, u * 0.2))
        font, fits = fitted_font(text, where, size, False)
        if fits and font.pixelSize() >= 8:  # an empty outline says enough where the word would be tiny
            lay.labels.append(
                Label(f"slot-label:{key}", text, where, z=0, size=size, color=_tint("#ffffff", 0x70), align="center")
            )

    # -- the middle: piles and bonus cards ---------------------------------------------------------
    def _middle(self, lay: Layout, obs: Observation, o: Offer, r: QRectF, u: float) -> None:
        ch = u * RATIO
        total = MIDDLE * u
        x = r.x() + max(0.0, (r.width() - total) / 2)
        y = r.y() + MID_LABEL
        # draw pile
        deck_rect = QRectF(x, y, u, ch)
        lay.anchors["deck"] = deck_rect
        count = obs["deck"]
        lay.labels.append(
            Label(
                "deck-label",
                translate("SoupmengBoard", "Draw pile"),
                QRectF(x - 0.2 * u, r.y() - 6, u * 1.4, MID_LABEL),
                size=12,
                align="center",
            )
        )
        shown = min(count, 6)
        for j in range(shown):
            top = j == shown - 1
            lay.specs.append(
                Spec(
                    f"deck:{j}",
                    self.back(),
                    QRectF(x + j * 1.2, y - j * 1.2, u, ch),
                    z=j,
                    back=self.back(),
                    face_up=False,
                    zone="deck",
                    target="deck" if top else None,
                    state=LEGAL if top and o.draw else NORMAL,
                    tooltip=translate("SoupmengBoard", "Draw pile: %n card(s)", None, count),
                )
            )
        self._count_badge(lay, "deck-count", count, deck_rect)
        if count == 0:
            lay.areas.append(Area("deck-empty", deck_rect, color=_tint("#000000", 0x22), border=_tint("#ffffff", 0x30), radius=6))
        # discard pile (捨て場)
        x += u * 1.5
        disc_rect = QRectF(x, y, u, ch)
        lay.anchors["discard"] = disc_rect
        pile = obs["discard"]
        discard_on = o.mode == "discard"
        lay.labels.append(
            Label(
                "discard-label",
                translate("SoupmengBoard", "Discard pile"),
                QRectF(x - 0.2 * u, r.y() - 6, u * 1.4, MID_LABEL),
                size=12,
                align="center",
            )
        )
        lay.areas.append(
            Area(
                "discard",
                disc_rect.adjusted(-3, -3, 3, 3),
                z=-1,
                color=_tint("#000000", 0x22),
                border=_tint("#ffffff", 0x30),
                radius=6,
                state=(SELECTED if o.card else LEGAL) if discard_on else NORMAL,
                target="discard" if discard_on else None,
                tooltip=translate("SoupmengBoard", "Discard pile (only when no card fits anywhere)"),
            )
        )
        on_pile = len(pile)  # a plain name: lupdate drops a message whose count is an expression
        start = max(0, on_pile - 4)
        for j in range(start, len(pile)):
            c = pile[j]
            lay.specs.append(
                Spec(
                    f"discard/{j}",
                    self.face(c),
                    QRectF(x + (j - start) * 1.5, y + (j - start) * 1.5, u, ch),
                    z=5 + j - start,
                    rotation=(-4, 3, -2, 5)[j % 4],
                    card=c,
                    zone="discard",
                    target="discard" if discard_on else None,
                    state=NORMAL,
                    tooltip=self._card_tip(c) + "\n" + translate("SoupmengBoard", "Discard pile: %n card(s)", None, on_pile),
                )
            )
        self._count_badge(lay, "discard-count", len(pile), disc_rect)
        # bonus cards (ボーナスカード) on display; claimed ones lie with their owners
        x += u * 1.5 + u * 0.6
        lay.labels.append(
            Label(
                "bonus-label",
                translate("SoupmengBoard", "Bonus cards — the first bowl to meet one claims it"),
                QRectF(x, r.y() - 6, 6 * u * 1.08, MID_LABEL),
                size=12,
            )
        )
        lay.anchors["bonus"] = QRectF(x, y, u, ch)
        for j, bid in enumerate(obs["bonus"]):
            lay.specs.append(
                Spec(
                    f"bonus/{bid}",
                    self._bonus_art(bid),
                    QRectF(x + j * u * 1.08, y, u, ch),
                    z=5,
                    zone="bonus",
                    card=bid,
                    tooltip=self._bonus_tip(bid),
                )
            )
        if not obs["bonus"]:
            lay.labels.append(
                Label(
                    "bonus-none",
                    translate("SoupmengBoard", "All bonus cards have been claimed."),
                    QRectF(x, y, 6 * u * 1.08, ch),
                    size=12,
                    color="#f0e6cc",
                )
            )

    # -- art and tooltips ------------------------------------------------------------------------------
    def _order_up_art(self) -> Any:
        return self.piece("order_up", label=T.order_up())

    def _bonus_art(self, bid: str) -> Any:
        b = BONUS_BY_ID[bid]
        needs: list[str] = []
        if b.soup:
            needs.append("soup" if b.soup == "any" else b.soup)
        if b.noodle:
            needs.append("noodle" if b.noodle == "any" else b.noodle)
        for topping, count in b.toppings:
            needs += [topping] * count
        needs += ["topping"] * b.distinct
        return self.piece("bonus", bonus=bid, label=T.bonus_name(bid), points=b.points, needs=tuple(needs))

    def _bonus_tip(self, bid: str) -> str:
        b = BONUS_BY_ID[bid]
        cond = T.bonus_condition(b.soup, b.noodle, list(b.toppings), b.distinct)
        return arg(translate("SoupmengBoard", "Bonus card %1: %2 points. A bowl needs: %3."), T.bonus_name(bid), b.points, cond)

    def _card_tip(self, card: str) -> str:
        return arg(translate("SoupmengBoard", "%1 (%2, %3 points)"), self.card_name(card), T.kind_name(KIND[card]), POINTS[card])

    def _order_up_tip(self, left: int) -> str:
        return (
            arg(
                translate("SoupmengBoard", "%1 — put it on a bowl with soup, noodles and at least %2 toppings to finish it."),
                T.order_up(),
                FINISH_MIN_TOPPINGS,
            )
            + "\n"
            + translate("SoupmengBoard", "%n card(s) left", None, left)
        )

    def _finished_tip(self) -> str:
        return arg(
            translate("SoupmengBoard", "%1 — this bowl is finished: nothing can be added or swapped until the end."), T.order_up()
        )

    def _bowl_tip(self, obs: Observation, s: int, i: int) -> str:
        b = obs["bowls"][s][i]
        me = obs["seat"]
        lucky = b["lucky"]
        if lucky is None:
            return arg(translate("SoupmengBoard", "%1's bowl %2. Its lucky topping is hidden."), self.name(s), i + 1)
        if s == me and obs["phase"] != "over":
            return arg(
                translate(
                    "SoupmengBoard",
                    "Your bowl %1. Lucky topping: %2 — %3 if it is in this bowl at the end (only you can see it).",
                ),
                i + 1,
                self.card_name(lucky),
                _signed(LUCKY_POINTS),
            )
        return arg(translate("SoupmengBoard", "%1's bowl %2. Lucky topping: %3."), self.name(s), i + 1, self.card_name(lucky))

    # -- the drawn card (a hint for the person who drew) ------------------------------------------------
    def _track_draw(self, obs: Observation) -> None:
        me = obs["seat"]
        if me is None or obs["hand"] is None:
            return
        if obs["phase"] == "turn" or obs["to_move"] != me:
            self._turn_hand[me] = list(obs["hand"])
            self._drawn.pop(me, None)
        elif obs["phase"] == "play" and me not in self._drawn and me in self._turn_hand:
            new = Counter(obs["hand"]) - Counter(self._turn_hand[me])
            if sum(new.values()) == 1:
                self._drawn[me] = next(iter(new))

    # -- decisions ------------------------------------------------------------------------------------
    def pick(self, target: Any, legal: list[Action], obs: Observation) -> Pick:
        o = self.offer(obs, legal)
        me = obs["seat"]
        if target == "cancel":
            self.selection = None
            return Pick(reselect=True)
        if target == "deck":
            if o.draw:
                return Pick(Draw())
            return Pick(why=("already_drew", {})) if o.mode in ("play", "swap", "discard") else Pick()
        if target == "orderup":
            if len(o.finishes) == 1:
                return Pick(Finish(o.finishes[0]))
            if o.finishes:
                self.selection = None if o.finish_mode else ("finish",)
                return Pick(reselect=True)
            if o.mode == "turn":
                return Pick(why=("no_bowl_ready", {}))
            return Pick(why=("already_drew", {})) if o.mode != "wait" else Pick()
        if isinstance(target, tuple) and target[0] == "finish":
            return Pick(Finish(target[1])) if target[1] in o.finishes else Pick()
        if isinstance(target, tuple) and target[0] == "hand":
            return self._pick_hand(target[1], o)
        if isinstance(target, tuple) and target[0] == "bowl":
            return self._pick_bowl(target[1], target[2], o, me)
        if isinstance(target, tuple) and target[0] == "bcard":
            return self._pick_bowl_card(target[1], target[2], target[3], o, me)
        if target == "discard":
            if o.mode == "discard":
                if o.card is not None:
                    return Pick(Discard(o.card))
                return Pick(why=("choose_card_first", {}))
            if o.mode in ("play", "swap"):
                return Pick(why=("card_fits_somewhere", {}))
        return Pick()

    def _pick_hand(self, card: str, o: Offer) -> Pick:
        if o.mode == "turn":
            return Pick(why=("draw_first", {}))
        if o.mode == "discard":
            if card in o.discards:
                self.selection = None if o.card == card else ("card", card)
                return Pick(reselect=True)
            return Pick()
        if o.mode in ("play", "swap"):
            if card == SWAP:
                if not o.swaps:
                    return Pick(why=("no_swap_possible", {}))
                self.selection = None if o.mode == "swap" else ("swap", None, None)
                return Pick(reselect=True)
            if o.fits(card):
                self.selection = None if o.card == card else ("card", card)
                return Pick(reselect=True)
            return Pick(why=("card_fits_nowhere", {}))
        return Pick()

    def _pick_bowl(self, s: int, i: int, o: Offer, me: int | None) -> Pick:
        if o.mode == "turn":
            if s == me:
                return Pick(Finish(i))  # when not offered, the engine says why (nothing changes)
            return Pick(why=("draw_first", {}))
        if o.mode == "play":
            if o.card is None:
                return Pick(why=("choose_card_first", {}))
            return Pick(Place(o.card, s, i))  # not offered: the engine says why (nothing changes)
        if o.mode == "swap":
            for a in o.candidates():
                if o.give and o.take and s == me and a.dest == i:
                    return Pick(a)
            if o.give and o.take:
                return Pick(why=("swap_choose_bowl", {}))
            return Pick(why=("swap_choose_cards", {}))
        if o.mode == "discard":
            return Pick(why=("nothing_fits", {}))
        return Pick()

    def _pick_bowl_card(self, s: int, i: int, card: str, o: Offer, me: int | None) -> Pick:
        if o.mode != "swap":
            return self._pick_bowl(s, i, o, me)
        give, take = o.give, o.take
        if take is not None and (s, i, card) == take:
            take = None
        elif give is not None and s == me and (i, card) == give:
            give = None
        elif give is not None and (s, i, card) in o.take_options():
            take = (s, i, card)
        elif s == me and (i, card) in o.give_options():
            give = (i, card)
        elif give is None and (s, i, card) in o.take_options():
            take = (s, i, card)
        elif s == me and any((i, card) == (a.bowl, a.card) for a in o.swaps):
            give, take = (i, card), None  # start again from this card
        else:
            return Pick(why=("swap_not_this", {}))
        self.selection = ("swap", give, take)
        o.give, o.take = give, take
        if give is not None and take is not None:
            dests = o.dests()
            if len(dests) == 1:
                return Pick(o.candidates()[0])
        return Pick(reselect=True)

    def drop(self, dragged: Any, onto: Any, legal: list[Action], obs: Observation) -> Pick:
        o = self.offer(obs, legal)
        me = obs["seat"]
        if dragged == "orderup":
            if isinstance(onto, tuple) and onto[0] == "bowl" and onto[1] == me and onto[2] in o.finishes:
                return Pick(Finish(onto[2]))
            return Pick(why=("drop_order_up", {}))
        if isinstance(dragged, tuple) and dragged[0] == "hand":
            card = dragged[1]
            if card == SWAP and o.swaps:
                self.selection = ("swap", None, None)
                if isinstance(onto, tuple) and onto[0] == "bcard":
                    return self._pick_bowl_card(onto[1], onto[2], onto[3], self.offer(obs, legal), me)
                return Pick(reselect=True)
            if isinstance(onto, tuple) and onto[0] in ("bowl", "bcard"):
                a = Place(card, onto[1], onto[2])
                if a in o.places:
                    return Pick(a)
                return Pick(why=("card_does_not_fit", {}))
            if onto == "discard":
                if card in o.discards:
                    return Pick(Discard(card))
                return Pick(why=("card_fits_somewhere", {}))
            return Pick(why=("drop_on_bowl", {}))
        if isinstance(dragged, tuple) and dragged[0] == "bcard" and o.mode == "swap":
            _, s, i, card = dragged
            if s != me or (i, card) not in o.give_options():
                return Pick()
            self.selection = ("swap", (i, card), None)
            if isinstance(onto, tuple) and onto[0] == "bcard":
                res = self._pick_bowl_card(onto[1], onto[2], onto[3], self.offer(obs, legal), me)
                if res.why is not None:
                    return Pick(reselect=True, why=res.why)
                return res
            return Pick(reselect=True)
        return Pick()

    def buttons(self, obs: Observation, legal: list[Action]) -> list[Button]:
        o = self.offer(obs, legal)
        out: list[Button] = []
        if o.mode == "turn":
            if o.draw:
                out.append(Button(translate("SoupmengBoard", "Draw"), action=Draw(), shortcut="D"))
            for i in o.finishes:
                out.append(
                    Button(
                        arg(translate("SoupmengBoard", "Order up! bowl %1"), i + 1),
                        action=Finish(i),
                        tooltip=arg(translate("SoupmengBoard", "Finish bowl %1 with an Order up! card"), i + 1),
                    )
                )
            if o.finish_mode:
                out.append(Button(translate("SoupmengBoard", "Cancel"), target="cancel", shortcut="Esc"))
            return out
        if o.mode == "swap" and o.dests():
            for d in o.dests():
                out.append(Button(arg(translate("SoupmengBoard", "Into bowl %1"), d + 1), target=("bowl", obs["seat"], d)))
        if o.mode == "discard" and o.card is not None:
            out.append(
                Button(
                    arg(translate("SoupmengBoard", "Discard %1"), self.card_name(o.card)), action=Discard(o.card), shortcut="X"
                )
            )
        if self.selection is not None and o.mode in ("play", "swap", "discard"):
            out.append(Button(translate("SoupmengBoard", "Cancel"), target="cancel", shortcut="Esc"))
        return out

    def prompt(self, obs: Observation, legal: list[Action]) -> str:
        o = self.offer(obs, legal)
        me = obs["seat"]
        if o.mode == "turn":
            if o.finish_mode:
                return translate("SoupmengBoard", "Choose the bowl to finish with Order up!.")
            if o.finishes and o.draw:
                return translate(
                    "SoupmengBoard", "Your turn: draw a card, or finish a glowing bowl with Order up! (then no draw)."
                )
            if o.finishes:
                return translate("SoupmengBoard", "Your turn: finish a glowing bowl with Order up!.")
            return translate("SoupmengBoard", "Your turn: draw a card from the draw pile.")
        drawn = self._drawn.get(me) if me is not None else None
        lead = arg(translate("SoupmengBoard", "You drew %1."), self.card_name(drawn)) + " " if drawn else ""
        if o.mode == "discard":
            if o.card:
                return arg(translate("SoupmengBoard", "Put %1 on the discard pile."), self.card_name(o.card))
            return lead + translate("SoupmengBoard", "No card fits into any bowl: choose a card to put on the discard pile.")
        if o.mode == "swap":
            if o.give and o.take:
                return arg(
                    translate("SoupmengBoard", "You get %1: choose the bowl of yours to put it in."), self.card_name(o.take[2])
                )
            if o.give:
                return arg(
                    translate(
                        "SoupmengBoard", "Swap: %1 from your bowl %2 for which card? Choose a glowing card of the same kind."
                    ),
                    self.card_name(o.give[1]),
                    o.give[0] + 1,
                )
            if o.take:
                return arg(
                    translate("SoupmengBoard", "Swap: you take %1. Choose the card of your bowls to give for it."),
                    self.card_name(o.take[2]),
                )
            return translate(
                "SoupmengBoard", "Swap card: choose a card in one of your bowls, then a card of the same kind in another bowl."
            )
        if o.mode == "play":
            if o.card:
                return arg(
                    translate("SoupmengBoard", "Put %1 into a glowing bowl — yours or another player's."), self.card_name(o.card)
                )
            if o.swaps:
                return lead + translate(
                    "SoupmengBoard", "Choose a card, then the bowl to put it in (or drag it there); or play the swap card."
                )
            return lead + translate("SoupmengBoard", "Choose a card, then the bowl to put it in (or drag it there).")
        return ""

    def refusal(self, code: str, params: dict[str, Any]) -> str | None:
        own = {
            "choose_card_first": translate("SoupmengBoard", "First choose a card from your hand."),
            "draw_first": translate("SoupmengBoard", "First draw a card from the draw pile (or finish a bowl)."),
            "card_fits_nowhere": translate("SoupmengBoard", "That card fits into no bowl right now."),
            "card_does_not_fit": translate("SoupmengBoard", "That card does not fit into that bowl."),
            "no_swap_possible": translate("SoupmengBoard", "No swap is possible right now."),
            "swap_choose_cards": translate("SoupmengBoard", "Choose one of the glowing cards to swap."),
            "swap_choose_bowl": translate("SoupmengBoard", "Choose one of the glowing bowls for the card you get."),
            "swap_not_this": translate("SoupmengBoard", "That card cannot be part of this swap."),
            "nothing_fits": translate("SoupmengBoard", "No card fits into any bowl: choose a card for the discard pile."),
            "drop_on_bowl": translate("SoupmengBoard", "Drop the card onto a glowing bowl."),
            "drop_order_up": translate("SoupmengBoard", "Drop the Order up! card onto one of your glowing bowls."),
            "no_bowl_ready": translate(
                "SoupmengBoard", "No bowl is ready: it needs soup, noodles and at least %n topping(s).", None, FINISH_MIN_TOPPINGS
            ),
        }
        if code in own:
            return own[code]
        return T.refusal(code, params, FINISH_MIN_TOPPINGS)

    def action_text(self, action: Action) -> str:
        if isinstance(action, Draw):
            return translate("SoupmengBoard", "draw a card")
        if isinstance(action, Finish):
            return arg(translate("SoupmengBoard", "Order up! for your bowl %1"), action.bowl + 1)
        if isinstance(action, Place):
            return arg(
                translate("SoupmengBoard", "put %1 into %2's bowl %3"),
                self.card_name(action.card),
                self.name(action.seat),
                action.bowl + 1,
            )
        if isinstance(action, Swap):
            return arg(
                translate("SoupmengBoard", "swap %1 from your bowl %2 for %3 from %4's bowl %5 (into your bowl %6)"),
                self.card_name(action.card),
                action.bowl + 1,
                self.card_name(action.target_card),
                self.name(action.target_seat),
                action.target_bowl + 1,
                action.dest + 1,
            )
        if isinstance(action, Discard):
            return arg(translate("SoupmengBoard", "discard %1"), self.card_name(action.card))
        return super().action_text(action)

    # -- words -------------------------------------------------------------------------------------
    def result_label(self) -> str:
        return translate("SoupmengBoard", "Points")

    def result_note(self, result: dict[str, Any]) -> str:
        return "<p>" + escape(translate("SoupmengBoard", "The highest total wins; a tie is a shared win.")) + "</p>"

    def scoreboard(self, obs: Observation) -> tuple[list[str], list[list[str]]]:
        head = [
            translate("SoupmengBoard", "Player"),
            translate("SoupmengBoard", "Hand"),
            translate("SoupmengBoard", "Bowls"),
            translate("SoupmengBoard", "Bonus"),
            translate("SoupmengBoard", "Points"),
        ]
        rows = []
        k = obs["bowls_per_player"]
        for s in range(obs["players"]):
            bowls = obs["bowls"][s]
            bonus = sum(BONUS_BY_ID[bid].points for bid, _ in obs["claimed"][s])
            pts = bonus + sum(bowl_summary(i, _bowl_of(b))["points"] for i, b in enumerate(bowls))
            hidden = any(b["lucky"] is None for b in bowls)
            rows.append(
                [
                    self.name(s),
                    str(obs["hand_counts"][s]),
                    f"{sum(1 for b in bowls if b['finished'])}/{k}",
                    str(bonus),
                    arg(translate("SoupmengBoard", "%1+?"), pts) if hidden else str(pts),
                ]
            )
        return head, rows

    def describe(self, ev: Event) -> str | None:
        k = ev.kind
        if k == "card_moved":
            src, dst, card = ev["src"], ev["dst"], ev.get("card")
            if src == "deck":
                who = self.name(_zone_seat(dst))
                if card:
                    return arg(translate("SoupmengBoard", "%1 draws %2."), who, self.card_name(card))
                return arg(translate("SoupmengBoard", "%1 draws a card."), who)
            if src.startswith("hand:") and dst.startswith("bowl:"):
                who = _zone_seat(src)
                _, owner, bowl = dst.split(":")
                if int(owner) == who:
                    return arg(
                        translate("SoupmengBoard", "%1 puts %2 into their bowl %3."),
                        self.name(who),
                        self.card_name(card),
                        int(bowl) + 1,
                    )
                return arg(
                    translate("SoupmengBoard", "%1 puts %2 into %3's bowl %4."),
                    self.name(who),
                    self.card_name(card),
                    self.name(int(owner)),
                    int(bowl) + 1,
                )
            if src.startswith("hand:") and dst == "discard":
                who = self.name(_zone_seat(src))
                if card == SWAP:
                    return arg(translate("SoupmengBoard", "%1 puts the swap card on the discard pile."), who)
                return arg(translate("SoupmengBoard", "%1 discards %2: no card fitted anywhere."), who, self.card_name(card))
            return None  # swaps and bonus cards are told by their own events
        if k == "swapped":
            who = ev["seat"]
            _, _, a = ev["src"].split(":")
            _, ts, tb = ev["target"].split(":")
            _, _, d = ev["dest"].split(":")
            if int(ts) == who:
                return arg(
                    translate("SoupmengBoard", "%1 exchanges %2 in their bowl %3 with %4 in their bowl %5."),
                    self.name(who),
                    self.card_name(ev["card"]),
                    int(a) + 1,
                    self.card_name(ev["target_card"]),
                    int(tb) + 1,
                )
            return arg(
                translate("SoupmengBoard", "%1 swaps %2 from their bowl %3 for %4 from %5's bowl %6; %4 goes into bowl %7."),
                self.name(who),
                self.card_name(ev["card"]),
                int(a) + 1,
                self.card_name(ev["target_card"]),
                self.name(int(ts)),
                int(tb) + 1,
                int(d) + 1,
            )
        if k == "bowl_finished":
            return arg(translate("SoupmengBoard", "%1: Order up! Bowl %2 is finished."), self.name(ev["seat"]), ev["bowl"] + 1)
        if k == "bonus_claimed":
            return arg(
                translate("SoupmengBoard", "%1 claims the bonus card %2 (%3 points) with bowl %4."),
                self.name(ev["seat"]),
                T.bonus_name(ev["bonus"]),
                ev["points"],
                ev["bowl"] + 1,
            )
        if k == "draw_pile_empty":
            return translate("SoupmengBoard", "The last card of the draw pile was drawn: the game ends after this turn.")
        if k == "end_reached":
            return T.end_reason(ev["reason"]) + " " + translate("SoupmengBoard", "The game is over: the bowls are scored.")
        if k == "lucky_revealed":
            text = translate("SoupmengBoard", "%1's bowl %2: lucky topping %3 — in the bowl, %4.")
            if not ev["hit"]:
                text = translate("SoupmengBoard", "%1's bowl %2: lucky topping %3 — not in the bowl.")
            return arg(text, self.name(ev["seat"]), ev["bowl"] + 1, self.card_name(ev["topping"]), _signed(LUCKY_POINTS))
        return None

    def summary_html(self, summary: dict[str, Any], final: bool = False) -> str:
        parts = ["<h3>" + escape(translate("SoupmengBoard", "Scoring")) + "</h3>"]
        reason = T.end_reason(summary.get("end"))
        if reason:
            parts.append(f"<p>{escape(reason)}</p>")
        parts.append(
            "<p>"
            + escape(
                arg(
                    translate(
                        "SoupmengBoard",
                        "Every card in a bowl counts, finished or not; %1 when the bowl holds its lucky topping; %2 for %3 or more toppings; plus the bonus cards. Cards left in hand do not count.",  # noqa: E501
                    ),
                    _signed(LUCKY_POINTS),
                    _signed(PENALTY_POINTS),
                    PENALTY_MIN_TOPPINGS,
                )
            )
            + "</p>"
        )
        head = [
            translate("SoupmengBoard", "Bowl"),
            translate("SoupmengBoard", "Contents"),
            translate("SoupmengBoard", "Cards"),
            translate("SoupmengBoard", "Lucky topping"),
            translate("SoupmengBoard", "5+ toppings"),
            translate("SoupmengBoard", "Points"),
        ]
        for row in sorted(summary["players"], key=lambda r: (-r["total"], r["seat"])):
            parts.append(
                f"<h4>{escape(self.name(row['seat']))} — "
                + escape(arg(translate("SoupmengBoard", "%1 points"), row["total"]))
                + "</h4>"
            )
            parts.append("<table cellspacing=0 cellpadding=4 border=1 style='border-collapse:collapse'>")
            parts.append("<tr>" + "".join(f"<th>{escape(h)}</th>" for h in head) + "</tr>")
            for b in row["bowls"]:
                contents = ", ".join(self.card_name(c) for c in b["soups"] + b["noodles"] + b["toppings"]) or "–"
                label = arg(translate("SoupmengBoard", "Bowl %1"), b["bowl"] + 1)
                if b["finished"]:
                    label = arg(translate("SoupmengBoard", "Bowl %1 (Order up!)"), b["bowl"] + 1)
                lucky = self.card_name(b["lucky"]) + (" ✔ " + _signed(b["lucky_points"]) if b["lucky_in"] else " ✘")
                pen = "–"
                if b["penalty"]:
                    pen = arg(translate("SoupmengBoard", "%1 toppings: %2"), b["toppings_count"], _signed(b["penalty"]))
                cells = (label, contents, b["card_points"], lucky, pen, b["points"])
                parts.append("<tr>" + "".join(f"<td>{escape(str(x))}</td>" for x in cells) + "</tr>")
            for bonus in row["bonus"]:
                cells = (
                    arg(translate("SoupmengBoard", "Bonus card: %1"), T.bonus_name(bonus["bonus"])),
                    arg(translate("SoupmengBoard", "with bowl %1"), bonus["bowl"] + 1),
                    "",
                    "",
                    "",
                    _signed(bonus["points"]),
                )
                parts.append("<tr>" + "".join(f"<td>{escape(str(x))}</td>" for x in cells) + "</tr>")
            totals = arg(
                translate("SoupmengBoard", "cards %1 · lucky toppings %2 · penalties %3 · bonus cards %4"),
                row["card_points"],
                _signed(row["lucky_points"]),
                _signed(row["penalty_points"]),
                _signed(row["bonus_points"]),
            )
            parts.append(
                "<tr><td><b>" + escape(translate("SoupmengBoard", "Total")) + f"</b></td><td colspan=4>{escape(totals)}</td>"
                f"<td><b>{row['total']}</b></td></tr>"
            )
            parts.append("</table>")
        return "".join(parts)
