"""Salty's table: the observation laid out as zones and piles.

Top: the other players (hand backs, discard pile, food card, plates and cubes).
Middle: the meal counter, the seasoning shelf and its cubes, the bag, the cards
set aside; the round in play (or the food-card draft) and the last round.
Bottom: the viewer's hand as a fan that keeps every corner index readable,
the discard pile, the food card (or, while betting, its front and back to
choose from) and the plates. Whatever the viewer can act on now is LEGAL (or
SELECTED), so the keyboard focus starts at the current decision. No rules here:
what may be done comes from the legal actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSizeF

from ....engine import Action, Observation
from ....games.salty.actions import ChooseSide, Discard, PickFood, Play
from ....games.salty.cards import ORDER, SEASONINGS, bet
from ...table import piles
from ...table.board import SEAT_COLORS, LayoutPart
from ...table.spec import ACTIVE, DIM, LEGAL, NORMAL, SELECTED, Area, Label, Layout, Spec

if TYPE_CHECKING:
    from .board import SaltyBoard

HEAD = 44.0  # a seat's name and facts line
RATIO = piles.CARD_RATIO
BASE = 0.8  # at the card-size setting 1, a card takes this share of its strip's height
RAISE = 0.12  # a card chosen to discard stands this much of its height above the others
DISCARD_W = 0.62  # the viewer's discard pile column, in card widths
PLATES_W = 1.3  # a seat's plates and cubes, in card widths
BACKS_W = 1.5  # another player's hand of backs, in card widths


def interesting(obs: Observation) -> bool:
    """A moment that shows the board well (seat 0's view): a round under way after another."""
    return obs.get("phase") == "play" and bool(obs.get("trick")) and obs.get("last_trick") is not None


class SaltyLayout(LayoutPart):
    board: SaltyBoard

    def build(self, obs: Observation, legal: list[Action], size: QSizeF) -> Layout:
        W, H = size.width(), size.height()
        order = self.board.seat_order(obs["players"], obs["seat"])
        lay = Layout()
        pad = max(8.0, W * 0.01)
        top_h = H * 0.27
        mid_y = top_h + pad
        mid_h = H * 0.33
        bot_y = mid_y + mid_h + pad
        self._opponents(lay, obs, order[1:], QRectF(pad, pad, W - 2 * pad, top_h - pad), pad)
        self._middle(lay, obs, legal, QRectF(pad, mid_y, W - 2 * pad, mid_h), pad)
        self._viewer(lay, obs, legal, order[0], QRectF(pad, bot_y, W - 2 * pad, H - bot_y - pad), pad)
        return lay

    # -- sizes ---------------------------------------------------------------------------
    def strip_card(self, width: float, height: float, cols: float) -> QSizeF:
        """The card of a strip ``height`` high where ``cols`` card widths must fit ``width``:
        at the setting 1 it takes ``BASE`` of the height, the setting scales it, and it
        never grows past what fits."""
        most = max(1.0, min(height, width / max(cols, 1e-6) * RATIO))
        h = min(min(height * BASE, most) * self.board.scale, most)
        return QSizeF(h / RATIO, h)

    # -- seats ---------------------------------------------------------------------------
    def _seat(self, lay: Layout, s: int, r: QRectF, obs: Observation, reserve: float = 0.0) -> None:
        """The frame, the name and the public facts of seat ``s`` (``reserve``: room kept
        free at the right of the name line)."""
        lay.areas.append(
            Area(
                f"seat:{s}",
                r,
                color="#0000002a",
                border=SEAT_COLORS[s % len(SEAT_COLORS)],
                state=ACTIVE if obs["to_move"] == s else NORMAL,
            )
        )
        w = r.width() - 20 - reserve
        lay.labels.append(Label(f"seat-name:{s}", self.board.name(s), QRectF(r.x() + 10, r.y() + 4, w, 22), size=15, bold=True))
        lay.labels.append(
            Label(
                f"seat-facts:{s}",
                self.board.words.seat_facts(obs, s),
                QRectF(r.x() + 10, r.y() + 25, w, 17),
                size=12,
                color="#f0e6cc",
            )
        )
        lay.anchors[f"won:{s}"] = QRectF(r.right() - 40, r.y() + 10, 30, 40)

    def _opponents(self, lay: Layout, obs: Observation, seats: list[int], area: QRectF, pad: float) -> None:
        k = max(1, len(seats))
        pw = (area.width() - pad * (k - 1)) / k
        for i, s in enumerate(seats):
            r = QRectF(area.x() + i * (pw + pad), area.y(), pw, area.height())
            mini = QSizeF(HEAD * 0.5, HEAD * 0.7)
            pile = QRectF(r.right() - 8 - mini.width() * 1.6, r.y() + 6, mini.width() * 1.6, mini.height())
            self._seat(lay, s, r, obs, reserve=pile.width() + 8 if obs["discard_counts"][s] else 0.0)
            self._other_discard(lay, s, obs["discard_counts"][s], pile, mini)
            inner = QRectF(r.x() + 10, r.y() + HEAD, r.width() - 20, r.height() - HEAD - 6)
            card = self.strip_card(inner.width() - 2 * pad, inner.height(), BACKS_W + 1 + PLATES_W)
            backs = QRectF(inner.x(), inner.y(), card.width() * BACKS_W, card.height())
            self._backs(lay, s, obs["hand_counts"][s], backs, card)
            fx = backs.right() + pad
            self._food(lay, obs, s, QRectF(fx, inner.y(), card.width(), card.height()))
            px = fx + card.width() + pad
            self._plates(lay, obs, s, QRectF(px, inner.y(), inner.right() - px, card.height()))

    def _backs(self, lay: Layout, s: int, count: int, rect: QRectF, card: QSizeF) -> None:
        zone = f"hand:{s}"
        tip = self.board.words.hidden_card_tip(s, count)
        for i, r in enumerate(piles.row(rect, card, count, gap=0.06)):
            lay.specs.append(
                Spec(
                    f"back:{zone}:{i}",
                    self.board.back(),
                    r,
                    z=10 + i,
                    zone=zone,
                    face_up=False,
                    back=self.board.back(),
                    tooltip=tip,
                )
            )
        lay.anchors[zone] = QRectF(rect.x(), rect.y(), card.width(), card.height())

    def _other_discard(self, lay: Layout, s: int, count: int, rect: QRectF, mini: QSizeF) -> None:
        zone = f"discard:{s}"
        lay.anchors[zone] = QRectF(rect.x(), rect.y(), mini.width(), mini.height())
        for k, r in enumerate(piles.row(rect, mini, count, gap=0.06)):
            lay.specs.append(
                Spec(
                    f"back:{zone}:{k}",
                    self.board.back(),
                    r,
                    z=12 + k,
                    zone=zone,
                    face_up=False,
                    back=self.board.back(),
                    tooltip=self.board.words.hidden_discard_tip(s),
                )
            )

    # -- food cards, plates and cubes ----------------------------------------------------
    def _food(self, lay: Layout, obs: Observation, s: int, rect: QRectF) -> None:
        food = obs["food"][s]
        lay.anchors[f"food:{s}"] = rect
        if food is None:
            return
        side = obs["sides"][s]
        hidden = side is None and obs["side_chosen"][s]
        lay.specs.append(
            Spec(
                f"food:{food}",
                self.board.faces.food_art(food, side or "front"),
                rect,
                z=5,
                zone=f"food:{s}",
                card=food,
                state=DIM if hidden else NORMAL,
                tooltip=self.board.words.food_card_tip(obs, s),
                veil="?" if hidden else "",  # its zoom is covered too: the side is not known yet
            )
        )
        if hidden:
            # chosen but not revealed: the card lies covered
            lay.labels.append(
                Label(
                    f"food-hidden:{s}",
                    "?",
                    QRectF(rect.x(), rect.center().y() - 16, rect.width(), 32),
                    z=20,
                    size=26,
                    bold=True,
                    align="center",
                    background="#000000a0",
                    tooltip=self.board.words.food_card_tip(obs, s),
                )
            )

    def _plates(self, lay: Layout, obs: Observation, s: int, rect: QRectF) -> None:
        """The plates of seat ``s``'s food card with the cubes on them, then the cubes outside."""
        food, side = obs["food"][s], obs["sides"][s]
        plates = bet(food, side) if food and side else 0
        cubes, outside = obs["plates"][s], obs["outside"][s]
        cols = 3 if plates > 4 else (2 if plates > 1 else 1)
        rows = -(-plates // cols) if plates else 0
        d = max(8.0, min(rect.width() / cols - 4, rect.height() * 0.62 / max(1, rows) - 4, 56.0))
        lay.anchors[f"plate:{s}"] = QRectF(rect.x(), rect.y(), d, d)
        for k in range(plates):
            pr = QRectF(rect.x() + (k % cols) * (d + 4), rect.y() + (k // cols) * (d + 4), d, d)
            lay.specs.append(Spec(f"plate:{s}:{k}", self.board.faces.plate_art(), pr, z=6, tooltip=self.board.words.plate_tip(s)))
            if k < len(cubes):
                c = d * 0.55
                lay.specs.append(
                    Spec(
                        f"cube:{s}:p{k}",
                        self.board.faces.cube_art(cubes[k]),
                        QRectF(pr.center().x() - c / 2, pr.center().y() - c / 2, c, c),
                        z=7,
                        zone=f"plate:{s}",
                        tooltip=self.board.words.plate_cube_tip(cubes[k]),
                    )
                )
        y = rect.y() + rows * (d + 4)
        if food and side == "back" and not outside:
            lay.labels.append(
                Label(
                    f"zero-bet:{s}",
                    self.board.words.zero_bet_text(),
                    QRectF(rect.x(), y, rect.width(), 32),
                    size=12,
                    color="#fff4c8",
                )
            )
        self._outside(lay, s, outside, QRectF(rect.x(), y, rect.width(), rect.bottom() - y))

    def _outside(self, lay: Layout, s: int, outside: list[str], rect: QRectF) -> None:
        lay.anchors[f"outside:{s}"] = QRectF(rect.x(), rect.y(), 20, 20)
        if not outside:
            return
        lay.labels.append(
            Label(
                f"outside-label:{s}",
                self.board.words.outside_text(),
                QRectF(rect.x(), rect.y(), rect.width(), 16),
                size=11,
                color="#ffb3a8",
            )
        )
        per_row = max(1, min(len(outside), 6))
        c = max(6.0, min(rect.width() / per_row - 3, (rect.height() - 18) / max(1, -(-len(outside) // per_row)) - 3, 24.0))
        for k, cube in enumerate(outside):
            lay.specs.append(
                Spec(
                    f"cube:{s}:o{k}",
                    self.board.faces.cube_art(cube),
                    QRectF(rect.x() + (k % per_row) * (c + 3), rect.y() + 18 + (k // per_row) * (c + 3), c, c),
                    z=7,
                    zone=f"outside:{s}",
                    tooltip=self.board.words.outside_cube_tip(cube),
                )
            )

    # -- the middle ------------------------------------------------------------------------
    def _middle(self, lay: Layout, obs: Observation, legal: list[Action], area: QRectF, pad: float) -> None:
        shelf_w = self._shelf_column(lay, obs, area)
        x = area.x() + shelf_w + pad
        rest = area.right() - x
        if obs["phase"] == "draft":
            self._draft(lay, obs, legal, QRectF(x, area.y(), rest, area.height()))
            lay.anchors["trick"] = QRectF(x, area.y(), 40, 56)
            return
        trick = QRectF(x, area.y(), rest * 0.64, area.height())
        self._trick(lay, obs, legal, trick)
        self._last_trick(lay, obs, QRectF(trick.right() + pad, area.y(), rest * 0.36 - pad, area.height()))

    def _shelf_column(self, lay: Layout, obs: Observation, area: QRectF) -> float:
        """The meal counter, the shelf with its cubes, the salt and bag counts and the
        cards set aside; returns the column's width."""
        aside_h = 34.0 if obs["aside"] else 0.0
        shelf_h = max(30.0, min(area.width() * 0.3 * 0.4, area.height() - 22 - 58 - aside_h))
        if aside_h:  # a low table (the review's): the cards set aside shrink rather than spill onto a seat
            aside_h = max(16.0, min(aside_h, area.height() - 22 - 58 - shelf_h))
        w = shelf_h / 0.4
        x, y = area.x(), area.y()
        lay.labels.append(
            Label("meal-count", self.board.words.meal_text(obs), QRectF(x, y, w, 20), size=14, bold=True, color="#fff4c8")
        )
        shelf = QRectF(x, y + 22, w, shelf_h)
        lay.specs.append(Spec("shelf", self.board.faces.shelf_art(), shelf, z=1, tooltip=self.board.words.shelf_tip(obs)))
        self._shelf_cubes(lay, obs, shelf)
        lay.anchors["shelf"] = shelf
        lay.labels.append(
            Label(
                "salt-count",
                self.board.words.salt_text(obs),
                QRectF(x, shelf.bottom() + 4, w, 34),
                size=13,
                bold=True,
                color="#fff4c8",
            )
        )
        lay.labels.append(
            Label("bag-count", self.board.words.bag_text(obs), QRectF(x, shelf.bottom() + 38, w, 18), size=12, color="#f0e6cc")
        )
        if obs["aside"]:
            self._aside(lay, obs, QRectF(x, shelf.bottom() + 58, w, aside_h))
        return w

    def _shelf_cubes(self, lay: Layout, obs: Observation, rect: QRectF) -> None:
        c = min(rect.height() * 0.26, rect.width() / 14)
        for si, s in enumerate(SEASONINGS):
            count = obs["shelf"][s]
            x0 = rect.x() + rect.width() * (0.06 + si * 0.235)
            for k in range(count):
                col, row = k % 3, k // 3
                lay.specs.append(
                    Spec(
                        f"shelf:{s}:{k}",
                        self.board.faces.cube_art(s),
                        QRectF(x0 + col * (c + 2), rect.y() + rect.height() * 0.18 + row * (c + 2), c, c),
                        z=3,
                        zone="shelf",
                        tooltip=self.board.words.shelf_cube_tip(s, count),
                    )
                )

    def _aside(self, lay: Layout, obs: Observation, rect: QRectF) -> None:
        mini = QSizeF(rect.height() / RATIO, rect.height())
        label_w = min(90.0, rect.width() - 2 * (mini.width() + 4))
        lay.labels.append(
            Label(
                "aside-label",
                self.board.words.aside_text(),
                QRectF(rect.x(), rect.y(), label_w, rect.height()),
                size=12,
                color="#f0e6cc",
            )
        )
        lay.anchors["aside"] = QRectF(rect.x() + label_w, rect.y(), mini.width(), mini.height())
        for k, c in enumerate(obs["aside"]):
            r = QRectF(rect.x() + label_w + k * (mini.width() + 4), rect.y(), mini.width(), mini.height())
            lay.specs.append(
                Spec(c, self.board.face(c), r, z=2, card=c, zone="aside", tooltip=self.board.words.aside_tip(c, obs))
            )

    def _draft(self, lay: Layout, obs: Observation, legal: list[Action], rect: QRectF) -> None:
        lay.labels.append(
            Label("draft-label", self.board.words.draft_text(), QRectF(rect.x(), rect.y(), rect.width(), 20), size=13)
        )
        pool = obs["food_pool"]
        can = {a.food for a in legal if isinstance(a, PickFood)}
        card = self.strip_card(rect.width(), rect.height() - 26, len(pool) * (1 + piles.GAP))
        row = QRectF(rect.x(), rect.y() + 24, rect.width(), card.height())
        for i, (f, r) in enumerate(zip(pool, self.board.faces.food_fan(row, card, len(pool)), strict=True)):
            lay.specs.append(
                Spec(
                    f"food:{f}",
                    self.board.faces.food_art(f, "front"),
                    r,
                    z=10 + i,
                    zone="food_pool",
                    card=f,
                    target=("food", f) if can else None,
                    state=LEGAL if f in can else NORMAL,
                    draggable=f in can,
                    tooltip=self.board.words.pool_tip(f),
                )
            )
        lay.anchors["food_pool"] = QRectF(row.x(), row.y(), card.width(), card.height())

    def _trick(self, lay: Layout, obs: Observation, legal: list[Action], rect: QRectF) -> None:
        playing = any(isinstance(a, Play) for a in legal)
        lay.areas.append(
            Area(
                "trick",
                rect,
                color="#00000020",
                border="#ffffff30",
                target="trick" if playing else None,
                state=LEGAL if playing else NORMAL,
                tooltip=self.board.words.trick_tip(),
            )
        )
        lay.labels.append(
            Label(
                "trick-label",
                self.board.words.trick_text(obs),
                QRectF(rect.x() + 8, rect.y() + 2, rect.width() - 16, 20),
                size=13,
            )
        )
        trick = obs["trick"]
        n = obs["players"]
        card = self.strip_card(rect.width() - 20, rect.height() - 26 - 20, n * (1 + piles.GAP))
        row = QRectF(rect.x() + 10, rect.y() + 26, rect.width() - 20, card.height())
        lay.anchors["trick"] = QRectF(row.center().x() - card.width() / 2, row.y(), card.width(), card.height())
        rects = self.board.fan(row, card, [c for _s, c in trick])
        for k, ((s, c), r) in enumerate(zip(trick, rects, strict=True)):
            lay.specs.append(
                Spec(c, self.board.face(c), r, z=20 + k, card=c, zone="trick", tooltip=self.board.words.card_tip(c, obs))
            )
            lay.labels.append(
                Label(
                    f"trick-who:{k}",
                    self.board.name(s),
                    QRectF(r.x() - 4, r.bottom() + 2, r.width() + 8, 18),
                    size=11,
                    align="center",
                )
            )

    def _last_trick(self, lay: Layout, obs: Observation, rect: QRectF) -> None:
        last = obs["last_trick"]
        if not last:
            return
        lay.labels.append(
            Label("last-label", self.board.words.last_text(), QRectF(rect.x(), rect.y(), rect.width(), 20), size=12)
        )
        cards = last["cards"]
        w = max(10.0, min(rect.width() / max(1, len(cards)) - 4, 60.0, (rect.height() - 24 - 40) / RATIO))
        h = w * RATIO
        for k, (s, c) in enumerate(cards):
            lay.specs.append(
                Spec(
                    f"last:{c}",
                    self.board.face(c),
                    QRectF(rect.x() + k * (w + 4), rect.y() + 24, w, h),
                    z=5,
                    card=c,
                    state=SELECTED if s == last["winner"] else NORMAL,
                    tooltip=self.board.words.last_card_tip(s, c),
                )
            )
        lay.labels.append(
            Label(
                "last-result",
                self.board.words.last_result(last),
                QRectF(rect.x(), rect.y() + 28 + h, rect.width(), min(36.0, rect.bottom() - rect.y() - 28 - h)),
                size=11,
                color="#f0e6cc",
            )
        )

    # -- the viewer -------------------------------------------------------------------------
    def _viewer(self, lay: Layout, obs: Observation, legal: list[Action], s: int, r: QRectF, pad: float) -> None:
        self._seat(lay, s, r, obs)
        me = obs["seat"]
        hand: list[str] = sorted(obs["hand"], key=ORDER.__getitem__) if me is not None else []
        inner = QRectF(r.x() + 12, r.y() + HEAD, r.width() - 24, r.height() - HEAD - 6)
        fan_units = (sum(self.board.extent(c) for c in hand[:-1]) + 1.0) if hand else BACKS_W
        side_w = DISCARD_W + 1.0 + PLATES_W
        card = self.strip_card(inner.width() - 3 * pad, inner.height(), fan_units + side_w)
        right = inner.right()
        px = right - card.width() * PLATES_W
        fx = px - pad - card.width()
        dx = fx - pad - card.width() * DISCARD_W
        hand_rect = QRectF(inner.x(), inner.y() + (inner.height() - card.height()), dx - pad - inner.x(), card.height())
        lay.anchors[f"hand:{s}"] = QRectF(hand_rect.x(), hand_rect.y(), card.width(), card.height())
        if me is None:
            self._backs(lay, s, obs["hand_counts"][s], hand_rect, card)
        else:
            self._hand(lay, obs, legal, hand, hand_rect, card)
        self._own_discard(lay, obs, legal, s, QRectF(dx, hand_rect.y(), card.width() * DISCARD_W, card.height()))
        food_rect = QRectF(fx, hand_rect.y(), card.width(), card.height())
        plates_rect = QRectF(px, hand_rect.y(), right - px, card.height())
        if any(isinstance(a, ChooseSide) for a in legal):
            self._side_choice(lay, obs, s, food_rect, plates_rect)
        else:
            self._food(lay, obs, s, food_rect)
            self._plates(lay, obs, s, plates_rect)

    def _hand(self, lay: Layout, obs: Observation, legal: list[Action], hand: list[str], rect: QRectF, card: QSizeF) -> None:
        me = obs["seat"]
        playable = {a.card for a in legal if isinstance(a, Play)}
        playing = bool(playable)
        discarding = any(isinstance(a, Discard) for a in legal)
        chosen: list[str] = list(self.board.selection or []) if discarding else []
        for i, (c, r) in enumerate(zip(hand, self.board.fan(rect, card, hand), strict=True)):
            st, tgt = NORMAL, None
            if playing:
                st, tgt = (LEGAL if c in playable else DIM), ("play", c)
            elif discarding:
                st, tgt = (SELECTED if c in chosen else LEGAL), ("discard", c)
            if c in chosen:
                r = r.translated(0, -card.height() * RAISE)
            lay.specs.append(
                Spec(
                    c,
                    self.board.face(c),
                    r,
                    z=40 + i,
                    card=c,
                    zone=f"hand:{me}",
                    target=tgt,
                    state=st,
                    draggable=tgt is not None,
                    tooltip=self.board.words.card_tip(c, obs),
                )
            )

    def _own_discard(self, lay: Layout, obs: Observation, legal: list[Action], s: int, rect: QRectF) -> None:
        """The viewer's discard pile: a drop zone while discarding, then two face-down cards."""
        discarding = any(isinstance(a, Discard) for a in legal)
        cards: list[str] = list(obs["discard"] or [])
        lay.anchors[f"discard:{s}"] = rect
        if not discarding and not cards:
            return
        lay.areas.append(
            Area(
                "discard-pile",
                rect.adjusted(-3, -3, 3, 3),
                color="#00000030",
                border="#ffffff50",
                target="discard_now" if discarding else None,
                state=LEGAL if discarding else NORMAL,
                # two cards chosen: the pile is where the choice ends (Tab goes there first)
                dest=self.board.dest_rank(None, None) if discarding and len(self.board.selection or []) == 2 else 0,
                tooltip=self.board.words.discard_area_tip() if discarding else self.board.words.own_discard_tip(cards),
            )
        )
        lay.labels.append(
            Label(
                "discard-label",
                self.board.words.discard_pile_text(),
                QRectF(rect.x(), rect.y(), rect.width(), 30),
                z=2,
                size=11,
                align="center",
            )
        )
        mini = QSizeF(rect.width() * 0.9, rect.width() * 0.9 * RATIO)
        base = QRectF(rect.x() + rect.width() * 0.05, rect.bottom() - mini.height(), mini.width(), mini.height())
        for k, pr in enumerate(piles.stack(base, mini, len(cards), offset=0.12)):
            lay.specs.append(
                Spec(
                    cards[k],
                    self.board.face(cards[k]),
                    pr,
                    z=30 + k,
                    card=cards[k],
                    zone=f"discard:{s}",
                    face_up=False,
                    back=self.board.back(),
                    tooltip=self.board.words.own_discard_tip(cards),
                )
            )

    def _side_choice(self, lay: Layout, obs: Observation, s: int, front: QRectF, back: QRectF) -> None:
        """While betting: the drafted food card's front and back, either one to click."""
        food = obs["food"][s]
        lay.anchors[f"food:{s}"] = front
        back = QRectF(back.x(), back.y(), front.width(), front.height())
        for side, r in (("front", front), ("back", back)):
            lay.specs.append(
                Spec(
                    f"food:{food}" if side == "front" else f"food-back:{food}",
                    self.board.faces.food_art(food, side),
                    r,
                    z=5,
                    zone=f"food:{s}",
                    card=food,
                    target=("side", side),
                    state=LEGAL,
                    tooltip=self.board.words.side_choice_tip(food, side),
                )
            )
