"""Soup Meng Ramen's table, built from one observation: zones to piles.

Opponents sit along the top, the draw pile, discard pile and bonus cards on display
in the middle, the viewer's bowls, hand, Order up! cards and claimed bonus cards at
the bottom. Each bowl is a tray: the bowl card, the soup and noodle slots and the
toppings; a finished bowl carries its いっちょあがり！ card. Nothing is carried from
one build to the next except the person's half-made selection (read through
``offer``); what glows comes from the legal actions alone.

States: the items of the current decision are LEGAL (or SELECTED when chosen), so the
keyboard focus starts there; things usable as a later step of the same decision (a
bowl to drop a card on before a card is chosen, another card to choose instead) are
ACTIVE; the rest NORMAL or DIM. Every bowl, card and pile has a target, so a click
anywhere on it answers.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QFont, QFontMetricsF

from ....engine import Action, Observation
from ....games.soupmeng.cards import CARDS, KIND, SWAP
from ....games.soupmeng.scoring import bowl_summary
from ...table import piles
from ...table.board import SEAT_COLORS, LayoutPart
from ...table.items import fitted_font
from ...table.spec import ACTIVE, DIM, LEGAL, NORMAL, SELECTED, Area, Label, Layout, Spec
from .choose import Offer
from .faces import BONUS_EXTENT, BONUS_EXTENT_H
from .words import bonus_name, bowl_of, order_up

if TYPE_CHECKING:
    from .board import SoupmengBoard

# geometry, in card widths (u) unless said otherwise
RATIO = piles.CARD_RATIO  # card height / width
GAP = 0.08  # between cards of a tray
DOUBLE = 0.34  # how far extra soup / extra noodles sit beside the first copy (its index stays readable)
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
HAND_UNITS = 4.25  # the viewer's hand: four cards side by side


def tint(rgb: str, alpha: int) -> str:
    """A colour with transparency, as table specs spell it (CSS-style #RRGGBBAA)."""
    return f"{rgb}{alpha:02x}"


def tray_units(variant: str) -> tuple[float, float]:
    """(width, height) of a tray's cards in card widths."""
    if variant == "one":
        return 1 + 2 * SLOT + 3 * GAP + FAN_MIN, RATIO
    if variant == "two":
        return 1 + 2 * SLOT + 2 * GAP, 2 * RATIO + GAP
    return 2 * SLOT + GAP, 3 * RATIO + 2 * GAP


def side_units(variant: str, viewer: bool) -> float:
    """Width of what sits beside a seat's trays: the viewer's hand, Order up! and bonus
    cards (in two rows, or one beside short trays); an opponent's hand and bonus cards."""
    if viewer:
        return HAND_UNITS + 1.2 + 1.9 if variant == "one" else HAND_UNITS
    return 1.9 if variant == "one" else 1.15


def tray_px(u: float, variant: str) -> tuple[float, float]:
    w, h = tray_units(variant)
    return w * u + 2 * TRAY_PAD, h * u + 2 * TRAY_PAD + CAPTION


def sorted_hand(cards: list[str]) -> list[str]:
    return sorted(cards, key=CARDS.index)


def keyed(cards: list[str]) -> list[tuple[str, int]]:
    """Each card with its copy number among equal cards (stable sprite keys for duplicates)."""
    seen: Counter[str] = Counter()
    out = []
    for c in cards:
        out.append((c, seen[c]))
        seen[c] += 1
    return out


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


def fit(W: float, H: float, opponents: int, k: int, var_o: str, rows: int, var_v: str) -> Geometry:
    """Card widths for one choice of tray shapes: the viewer's the largest that fits the height."""
    tw_o, th_o = tray_units(var_o)
    tw_v, th_v = tray_units(var_v)
    cols = math.ceil(opponents / rows)
    pw = (W - (cols + 1) * PAD) / cols
    uo_w = (pw - 2 * INNER - k * (2 * TRAY_PAD + PAD)) / (k * tw_o + side_units(var_o, False))
    uv_w = (W - 2 * PAD - 2 * INNER - k * (2 * TRAY_PAD + PAD)) / (k * tw_v + side_units(var_v, True))
    um_w = (W - 2 * PAD) / MIDDLE
    fixed = 4 * PAD + rows * (HEADER + 2 * TRAY_PAD + CAPTION + INNER) + (rows - 1) * PAD
    fixed += MID_LABEL + MID_FOOT + HEADER + 2 * TRAY_PAD + CAPTION + INNER
    uv_w = min(uv_w, H * 0.2 / RATIO)  # never taller than a fifth of the table

    def sizes(t: float) -> tuple[float, float, float]:
        """(opponents', middle, viewer's) card widths at scale ``t``, the viewer's the largest."""
        uv = min(uv_w, t)
        return min(uo_w, 0.85 * uv), min(um_w, 0.85 * uv), uv

    def height(t: float) -> float:
        uo, um, uv = sizes(t)
        return fixed + rows * th_o * uo + RATIO * um + th_v * uv

    lo = 1.0
    hi = max(1.0, H * 0.2)
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


def geometry(W: float, H: float, opponents: int, k: int) -> Geometry:
    """Card sizes for the three regions: every combination of tray shapes and opponent
    rows is tried, and the one whose cards are largest (the viewer's most) wins."""
    best: tuple[float, Geometry] | None = None
    for var_o in VARIANTS:
        for rows in (1, 2) if opponents >= 3 else (1,):
            for var_v in VARIANTS:
                geo = fit(W, H, opponents, k, var_o, rows, var_v)
                uo = geo.u_opp
                um = geo.u_mid
                uv = geo.u_me
                score = min(uo / 0.85, uv, um / 0.85) + 0.3 * (uo + um + uv) / 3
                if best is None or score > best[0] + 1e-6:
                    best = (score, geo)
    assert best is not None
    return best[1]


class SoupmengLayout(LayoutPart):
    """Observation -> Layout for Soup Meng Ramen (each item's state from ``choose``)."""

    board: SoupmengBoard

    def build(self, obs: Observation, legal: list[Action], size: QSizeF) -> Layout:
        W = size.width()
        H = size.height()
        n = obs["players"]
        k = obs["bowls_per_player"]
        self.board.words.viewer = obs["seat"]
        order = self.board.seat_order(n, obs["seat"])
        o = self.board.choose.offer(obs, legal)
        geo = geometry(W, H, n - 1, k)
        scale = min(1.0, float(self.board.scale))  # the card-size setting: never more than fits
        if scale < 1.0:
            geo.spare += (H - PAD * 4) * (1 - scale) * 0.5
            geo.u_opp = geo.u_opp * scale
            geo.u_mid = geo.u_mid * scale
            geo.u_me = geo.u_me * scale
        lay = Layout()
        gap = PAD + geo.spare / 3  # spread what is left between the regions
        # opponents along the top, clockwise from the viewer's left
        others = order[1:]
        pw = (W - (geo.cols + 1) * PAD) / geo.cols
        ph = HEADER + tray_px(geo.u_opp, geo.var_opp)[1] + INNER
        for idx, s in enumerate(others):
            row, col = divmod(idx, geo.cols)
            in_row = min(geo.cols, len(others) - row * geo.cols)
            x0 = (W - in_row * pw - (in_row - 1) * PAD) / 2 + col * (pw + PAD)
            self._seat(lay, obs, o, s, QRectF(x0, PAD + row * (ph + PAD), pw, ph), geo.u_opp, geo.var_opp, False)
        top_h = geo.rows * ph + (geo.rows - 1) * PAD
        # the middle: draw pile, discard pile, bonus cards on display
        my = PAD + top_h + gap
        self._middle(lay, obs, o, QRectF(PAD, my, W - 2 * PAD, MID_LABEL + RATIO * geo.u_mid + MID_FOOT), geo.u_mid)
        # the viewer (or seat 0 for a spectator) at the bottom
        vh = HEADER + tray_px(geo.u_me, geo.var_me)[1] + INNER
        self._seat(lay, obs, o, order[0], QRectF(PAD, H - PAD - vh, W - 2 * PAD, vh), geo.u_me, geo.var_me, True)
        return lay

    # -- a seat: header, trays, hand ------------------------------------------------------------------
    def _seat(self, lay: Layout, obs: Observation, o: Offer, s: int, r: QRectF, u: float, var: str, viewer: bool) -> None:
        k = obs["bowls_per_player"]
        bowls = obs["bowls"][s]
        active = ACTIVE if obs["to_move"] == s else NORMAL
        border = SEAT_COLORS[s % len(SEAT_COLORS)]
        lay.areas.append(Area(f"seat:{s}", r, z=-3, color=tint("#000000", 0x2A), border=border, state=active))
        w = r.width() - 2 * INNER
        lay.labels.append(
            Label(
                f"seat-name:{s}",
                self.board.words.seat_title(obs, s),
                QRectF(r.x() + INNER, r.y() + 3, w * 0.45, 21),
                size=15,
                bold=True,
            )
        )
        facts = QRectF(r.x() + INNER + w * 0.45, r.y() + 5, w * 0.55, 18)
        lay.labels.append(
            Label(f"seat-facts:{s}", self.board.words.seat_facts(obs, s), facts, size=12, color="#f0e6cc", align="right")
        )
        tw, th = tray_px(u, var)
        free = r.width() - 2 * INNER - k * PAD - side_units(var, viewer) * u
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
        bw = u * 0.62
        bh = u * 0.62 * RATIO
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
        self._backs(lay, s, obs["hand_counts"][s], hand_rect, bw, bh)
        cw = min(u * 0.8, bonus_rect.height() / RATIO, bonus_rect.width())
        self._claimed(lay, obs, s, bonus_rect, QSizeF(cw, cw * RATIO), vertical)

    def _own_side(self, lay: Layout, obs: Observation, o: Offer, s: int, r: QRectF, u: float) -> None:
        """The bottom seat's hand (faces for the viewer), Order up! cards and claimed bonus
        cards: in two rows, or in one beside short trays; larger than the trays' cards
        when there is room."""
        u1 = min(r.height() / RATIO, r.width() / (HAND_UNITS + 0.2 + 1 + 0.2 + 1.9))
        u2 = min(r.height() / (2 * RATIO + 2 * GAP), r.width() / HAND_UNITS)
        two_rows = u2 > u1
        u = max(u, min(max(u1, u2), 1.5 * u))
        ch = u * RATIO
        top = r.y() + max(0.0, (r.height() - (2 * ch + 2 * GAP * u if two_rows else ch)) / 2)
        hand_w = min(r.width(), HAND_UNITS * u)
        hand_rect = QRectF(r.x(), top, hand_w, ch)
        lay.anchors[f"hand:{s}"] = QRectF(r.x(), top, u, ch)
        if obs["hand"] is None:
            self._backs(lay, s, obs["hand_counts"][s], hand_rect, u, ch)
        else:
            self._hand(lay, obs, o, s, hand_rect, u)
        x2, y2 = (r.x(), top + ch + GAP * u * 2) if two_rows else (r.x() + hand_w + 0.2 * u, top)
        # the Order up! cards not yet used, one per unfinished bowl
        unused = [i for i, b in enumerate(obs["bowls"][s]) if not b["finished"]]
        mine = obs["seat"] == s
        unused_tip = self.board.words.order_up_tip(len(unused))
        for j, i in enumerate(unused):
            state = NORMAL
            if mine and o.finishes and j == len(unused) - 1:  # the top card
                state = SELECTED if o.finish_mode else LEGAL
            art = self.board.faces.order_up_art(order_up())
            rect = QRectF(x2 + j * 2.5, y2 - j * 2.5, u, ch)
            tip = unused_tip
            target = "orderup" if mine else None
            lay.specs.append(
                Spec(
                    f"orderup:{s}:{i}",
                    art,
                    rect,
                    z=20 + j,
                    tooltip=tip,
                    target=target,
                    state=state,
                    draggable=state != NORMAL,
                    zone=f"orderup:{s}",
                )
            )
        lay.anchors[f"orderup:{s}"] = QRectF(x2, y2, u, ch)
        bx = x2 + u + 0.2 * u
        self._claimed(lay, obs, s, QRectF(bx, y2, max(u, r.right() - bx), ch), QSizeF(u, ch), False)

    def _backs(self, lay: Layout, s: int, count: int, rect: QRectF, w: float, h: float) -> None:
        tip = self.board.words.backs_tip(s, count)
        art = self.board.faces.back_art()
        for i, rc in enumerate(piles.row(rect, QSizeF(w, h), count, gap=-0.45)):
            lay.specs.append(
                Spec(
                    f"hand:{s}/back#{i}",
                    art,
                    rc,
                    z=10 + i,
                    tooltip=tip,
                    target=("backs", s),
                    back=art,
                    face_up=False,
                    zone=f"hand:{s}",
                )
            )

    def _hand(self, lay: Layout, obs: Observation, o: Offer, s: int, rect: QRectF, u: float) -> None:
        """The viewer's hand: a fan that leaves every card's corner index readable."""
        hand = sorted_hand(obs["hand"])
        for i, ((c, copy), rc) in enumerate(zip(keyed(hand), self.board.fan(rect, QSizeF(u, u * RATIO), hand), strict=True)):
            state = self.board.choose.hand_state(o, c, copy)
            rc.moveTop(rc.top() - (min(6.0, rc.height() * 0.06) if state == SELECTED else 0.0))  # the chosen card rises
            art = self.board.faces.card_art(c)
            where = f"hand:{s}"
            tip = self.board.words.card_tip(c)
            drag = state not in (NORMAL, DIM)
            lay.specs.append(
                Spec(
                    f"{where}/{c}#{copy}",
                    art,
                    rc,
                    z=40 + i,
                    tooltip=tip,
                    target=("hand", c),
                    card=c,
                    zone=where,
                    state=state,
                    draggable=drag,
                )
            )

    def _claimed(self, lay: Layout, obs: Observation, s: int, r: QRectF, card: QSizeF, vertical: bool) -> None:
        """A seat's bonus cards: a row (or column) that leaves each card's points readable."""
        claimed = obs["claimed"][s]
        lay.anchors[f"bonus:{s}"] = QRectF(r.topLeft(), card)
        if vertical:
            n = len(claimed)
            h = min(card.height(), r.height() / (1 + BONUS_EXTENT_H * max(0, n - 1)))
            step = min(h * 1.05, (r.height() - h) / max(1, n - 1))
            rects = [QRectF(r.x(), r.y() + j * step, h / RATIO, h) for j in range(n)]
        else:
            rects = piles.fan(r, card, [BONUS_EXTENT] * len(claimed))
        for j, ((bid, bowl), rc) in enumerate(zip(claimed, rects, strict=True)):
            art = self.board.faces.bonus_art(bid, bonus_name(bid))
            tip = self.board.words.claimed_tip(bid, s, bowl)
            lay.specs.append(
                Spec(f"bonus/{bid}", art, rc, z=30 + j, tooltip=tip, target=("bonus", bid), zone=f"bonus:{s}", card=bid)
            )

    # -- a bowl tray ----------------------------------------------------------------------------------------
    def _tray(self, lay: Layout, obs: Observation, o: Offer, s: int, i: int, r: QRectF, u: float, var: str) -> None:
        b = obs["bowls"][s][i]
        zone = f"bowl:{s}:{i}"
        ch = u * RATIO
        target = ("bowl", s, i)
        summary = bowl_summary(i, bowl_of(b))
        tip = self.board.words.bowl_tip(obs, s, i)
        color = tint("#000000", 0x26)
        border = tint("#ffffff", 0x30)
        if b["finished"]:
            color = tint("#3a8f4a", 0x40)
            border = "#8fe0a0"
        if summary["penalty"] < 0:
            color = tint("#c0392b", 0x38)
            border = "#ff6f5e"
        state = self.board.choose.tray_state(o, s, i, obs["seat"])
        # a card (or the swap, or Order up!) is chosen: the bowls it may go to come first under Tab
        dest = self.board.dest_rank(s, obs["seat"]) if state in (LEGAL, SELECTED) and self.board.selection is not None else 0
        lay.areas.append(
            Area(
                f"tray:{s}:{i}", r, z=-2, color=color, border=border, radius=8, state=state, target=target, tooltip=tip, dest=dest
            )
        )
        # under the tray, the mat that answers a click anywhere on the bowl while the tray is not lit
        lay.specs.append(Spec(f"bowlmat:{s}:{i}", self.board.faces.mat_art(), r, z=-2.5, tooltip=tip, target=target))
        x0 = r.x() + TRAY_PAD
        y0 = r.y() + TRAY_PAD
        lay.anchors[zone] = QRectF(x0, y0, u, ch)
        bowl_rect = QRectF(x0, y0, u, ch)
        art = self.board.faces.bowl_art(b["lucky"], self.board.words.lucky_label(b["lucky"]))
        lay.specs.append(Spec(f"bowlcard:{s}:{i}", art, bowl_rect, z=2, target=target, tooltip=tip, zone=f"bowlcard:{s}"))
        if var == "one":
            soup = QRectF(x0 + u + GAP * u, y0, SLOT * u, ch)
            tops = QRectF(x0 + u + 2 * SLOT * u + 3 * GAP * u, y0, 0, ch)
        elif var == "two":
            soup = QRectF(x0 + u + GAP * u, y0, SLOT * u, ch)
            tops = QRectF(x0, y0 + ch + GAP * u, 0, ch)
        else:
            soup = QRectF(x0, y0 + ch + GAP * u, SLOT * u, ch)
            tops = QRectF(x0, y0 + 2 * (ch + GAP * u), 0, ch)
        tops.setRight(r.right() - TRAY_PAD)
        noodles = soup.translated((SLOT + GAP) * u, 0)
        if b["finished"]:
            order = (
                QRectF(x0 + u + GAP * u * 2, y0, u, ch)
                if var == "three"
                else QRectF(x0 + 0.3 * u, y0 + 0.36 * ch, 0.64 * u, 0.64 * ch)
            )
            art = self.board.faces.order_up_art(order_up())
            rotation = 0 if var == "three" else -7
            lay.specs.append(Spec(f"orderup:{s}:{i}", art, order, z=25, rotation=rotation, target=target, tooltip=tip, zone=zone))
        cards: list[tuple[str, QRectF]] = []
        for slot, part, rect in (
            ("soup", b["soups"], soup),
            ("noodles", b["noodles"], noodles),
            ("toppings", b["toppings"], tops),
        ):
            if not part:
                self._placeholder(
                    lay, f"{zone}:{slot}", rect if slot == "toppings" else QRectF(rect.topLeft(), QSizeF(u, ch)), slot, u
                )
            cards += zip(part, self.board.fan(rect, QSizeF(u, ch), part), strict=True)
        self._bowl_cards(lay, obs, o, s, i, cards)
        self._caption(lay, obs, o, s, i, r, summary)

    def _bowl_cards(self, lay: Layout, obs: Observation, o: Offer, s: int, i: int, cards: list[tuple[str, QRectF]]) -> None:
        """The cards in a bowl: during a swap each is a card to give or take; otherwise a
        click on one is a click on its bowl."""
        me = obs["seat"]
        b = obs["bowls"][s][i]
        swapping = o.mode == "swap"
        for z, ((c, rect), (_, copy)) in enumerate(zip(cards, keyed([c for c, _ in cards]), strict=True)):
            target: Any = ("bowl", s, i)
            state = NORMAL
            if swapping:
                state = self.board.choose.swap_state(o, s, i, c, copy, me)
                if not (o.dests() and self.board.choose.tray_state(o, s, i, me) == LEGAL):
                    target = ("bcard", s, i, c)
            drag = swapping and not b["finished"] and s == me and o.take is None and (i, c) in o.give_options()
            art = self.board.faces.card_art(c)
            zone = f"bowl:{s}:{i}"
            tip = self.board.words.bowl_card_tip(obs, s, i, c)
            # the swap card chosen: the cards that take the next step come first under Tab
            dest = self.board.dest_rank(s, me) if swapping and state == LEGAL else 0
            key = f"{zone}/{c}#{copy}"
            lay.specs.append(
                Spec(
                    key, art, rect, z=3 + z, tooltip=tip, target=target, card=c, zone=zone, state=state, draggable=drag, dest=dest
                )
            )

    def _caption(self, lay: Layout, obs: Observation, o: Offer, s: int, i: int, r: QRectF, summary: dict[str, Any]) -> None:
        """The line under a tray: bowl number, points so far, the toppings warning."""
        b = obs["bowls"][s][i]
        cap = QRectF(r.x() + 4, r.bottom() - CAPTION - 1, r.width() - 8, CAPTION)
        warn = ""
        warn_tip = ""
        if summary["penalty"] < 0:
            warn, warn_tip = self.board.words.penalty_warning(len(b["toppings"]), summary["penalty"])
        elif o.card and self.board.choose.tray_state(o, s, i, obs["seat"]) == LEGAL and KIND.get(o.card) == "topping":
            after = dict(b, toppings=[*b["toppings"], o.card])
            if bowl_summary(i, bowl_of(after))["penalty"] < 0:
                warn, warn_tip = self.board.words.next_penalty_warning()
        wwidth = 0.0
        if warn:
            wwidth = min(cap.width() * 0.55, 12 + 7.2 * len(warn))
            where = QRectF(cap.right() - wwidth, cap.y(), wwidth, cap.height())
            plate = {"color": "#ffffff", "align": "center", "background": tint("#c0392b", 0xDD)}
            lay.labels.append(Label(f"warn:{s}:{i}", warn, where, z=40, size=12, bold=True, tooltip=warn_tip, **plate))
        text = self.board.words.caption(i, summary, b["finished"])
        where = QRectF(cap.x(), cap.y(), cap.width() - wwidth - 2, cap.height())
        lay.labels.append(
            Label(f"caption:{s}:{i}", text, where, size=12, color="#fdf6e3", tooltip=self.board.words.bowl_tip(obs, s, i))
        )

    def _placeholder(self, lay: Layout, key: str, rect: QRectF, slot: str, u: float) -> None:
        lay.areas.append(Area(f"slot:{key}", rect, z=-1, color=tint("#ffffff", 0x0C), border=tint("#ffffff", 0x26), radius=6))
        text = self.board.words.slot_word(slot)
        where = QRectF(rect.x(), rect.center().y() - 9, rect.width(), 18)
        size = min(12.0, max(8.0, u * 0.2))
        font, fits = fitted_font(text, where, size, False)
        if fits and font.pixelSize() >= 8:  # an empty outline says enough where the word would be tiny
            lay.labels.append(
                Label(f"slot-label:{key}", text, where, z=0, size=size, color=tint("#ffffff", 0x70), align="center")
            )

    # -- the middle: piles and bonus cards -------------------------------------------------------------------
    def _middle(self, lay: Layout, obs: Observation, o: Offer, r: QRectF, u: float) -> None:
        ch = u * RATIO
        x = r.x() + max(0.0, (r.width() - MIDDLE * u) / 2)
        y = r.y() + MID_LABEL
        # each pile's word may spread to the middle of the gap beside it (the deck's also leftwards)
        self._draw_pile(lay, obs, o, QRectF(x, y, u, ch), r.y() - 6, (r.x(), x + 1.25 * u))
        self._discard_pile(lay, obs, o, QRectF(x + 1.5 * u, y, u, ch), r.y() - 6, (x + 1.25 * u, x + 3.3 * u))
        x += u * 1.5 * 2 + u * 0.6
        row_w = 6 * u * 1.08
        lay.labels.append(
            Label("bonus-label", self.board.words.pile_label("bonus"), QRectF(x, r.y() - 6, row_w, MID_LABEL), size=12)
        )
        lay.anchors["bonus"] = QRectF(x, y, u, ch)
        for j, bid in enumerate(obs["bonus"]):
            art = self.board.faces.bonus_art(bid, bonus_name(bid))
            rect = QRectF(x + j * u * 1.08, y, u, ch)
            lay.specs.append(
                Spec(
                    f"bonus/{bid}",
                    art,
                    rect,
                    z=5,
                    tooltip=self.board.words.bonus_tip(bid),
                    target=("bonus", bid),
                    zone="bonus",
                    card=bid,
                )
            )
        if not obs["bonus"]:
            lay.labels.append(
                Label("bonus-none", self.board.words.pile_label("none"), QRectF(x, y, row_w, ch), size=12, color="#f0e6cc")
            )

    def _draw_pile(
        self, lay: Layout, obs: Observation, o: Offer, rect: QRectF, label_y: float, room: tuple[float, float]
    ) -> None:
        lay.anchors["deck"] = rect
        count = obs["deck"]
        self._pile_label(lay, "deck", rect, label_y, *room)
        art = self.board.faces.back_art()
        tip = self.board.words.deck_tip(count)
        for j, where in enumerate(piles.stack(rect, rect.size(), count, offset=1.2 / rect.width())):
            state = LEGAL if j == min(count, 6) - 1 and o.draw else NORMAL  # the top card
            lay.specs.append(
                Spec(f"deck:{j}", art, where, z=j, tooltip=tip, target="deck", back=art, face_up=False, zone="deck", state=state)
            )
        self._count_badge(lay, "deck-count", count, rect)
        if count == 0:
            lay.areas.append(Area("deck-empty", rect, color=tint("#000000", 0x22), border=tint("#ffffff", 0x30), radius=6))

    def _discard_pile(
        self, lay: Layout, obs: Observation, o: Offer, rect: QRectF, label_y: float, room: tuple[float, float]
    ) -> None:
        """The discard pile (捨て場): lit only when no card fits into any bowl."""
        lay.anchors["discard"] = rect
        pile = obs["discard"]
        state = NORMAL
        if o.mode == "discard":
            state = LEGAL if o.card else ACTIVE
        elif o.mode == "swap" and SWAP in o.discards:  # nothing fits: the chosen swap card may go here
            state = LEGAL
        self._pile_label(lay, "discard", rect, label_y, *room)
        frame = rect.adjusted(-3, -3, 3, 3)
        tip = self.board.words.discard_tip()
        dark = tint("#000000", 0x22)
        light = tint("#ffffff", 0x30)
        lay.areas.append(
            Area(
                "discard",
                frame,
                z=-1,
                color=dark,
                border=light,
                radius=6,
                state=state,
                target="discard",
                tooltip=tip,
                dest=self.board.dest_rank(None, None) if state == LEGAL else 0,
            )
        )
        lay.specs.append(Spec("discard-mat", self.board.faces.mat_art(), frame, z=-1.5, tooltip=tip, target="discard"))
        on_pile = len(pile)
        start = max(0, on_pile - 4)
        for j in range(start, on_pile):
            c = pile[j]
            d = (j - start) * 1.5
            art = self.board.faces.card_art(c)
            where = rect.translated(d, d)
            tip = self.board.words.discard_card_tip(c, on_pile)
            rotation = (-4, 3, -2, 5)[j % 4]
            lay.specs.append(
                Spec(
                    f"discard/{j}",
                    art,
                    where,
                    z=5 + j - start,
                    tooltip=tip,
                    target="discard",
                    rotation=rotation,
                    card=c,
                    zone="discard",
                )
            )
        self._count_badge(lay, "discard-count", on_pile, rect)

    def _pile_label(self, lay: Layout, which: str, rect: QRectF, y: float, left: float, right: float) -> None:
        """The word above a pile, centred on it; a long word ("Nachziehstapel" on a small
        table) may use the room between ``left`` and ``right`` rather than be cut off."""
        u = rect.width()
        text = self.board.words.pile_label(which)
        font = QFont()
        font.setPixelSize(12)
        need = QFontMetricsF(font).horizontalAdvance(text) + 8
        w = min(max(u * 1.4, need), right - left)
        x = min(max(left, rect.center().x() - w / 2), right - w)
        lay.labels.append(Label(f"{which}-label", text, QRectF(x, y, w, MID_LABEL), size=12, align="center"))

    def _count_badge(self, lay: Layout, key: str, count: int, rect: QRectF) -> None:
        h = min(20.0, max(13.0, rect.height() * 0.2))
        where = QRectF(rect.center().x() - rect.width() * 0.3, rect.bottom() - h * 0.5, rect.width() * 0.6, h)
        lay.labels.append(
            Label(key, str(count), where, z=60, size=h * 0.72, bold=True, align="center", background=tint("#000000", 0xB0))
        )


def interesting(obs: Observation) -> bool:
    """A moment that shows the board well (seat 0's view): after the draw (hand of 4),
    with bowls well filled, a bonus card claimed and a discard pile."""
    cards = sum(len(b["soups"]) + len(b["noodles"]) + len(b["toppings"]) for row in obs["bowls"] for b in row)
    return obs["phase"] == "play" and cards >= 12 and any(obs["claimed"]) and bool(obs["discard"])
