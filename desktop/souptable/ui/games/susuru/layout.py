"""Super Susuru Soup's table: zones to piles, from one seat's observation.

Opponents along the top (clockwise from the viewer's left), in the middle the
draw pile, the drawn card, the market and the three trend order markers with
the card placed under each, the round counter under the draw pile, and the
viewer's seat at the bottom: the hand fan and the income cards.

What may be done now comes only from the legal actions given (:class:`Now`);
every card and piece gets a tooltip from what the seat may know. Hand fans and
the market keep every corner index readable (``Board.fan``). No rules here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, QSizeF

from ....engine import Action, Observation
from ....games.susuru.actions import Claim, Draw, Keep, OpenShop, Take
from ...table import piles
from ...table.board import SEAT_COLORS, LayoutPart
from ...table.spec import ACTIVE, DIM, GLOW_ROOM, LEGAL, NORMAL, SELECTED, Area, Label, Layout, Spec
from .faces import MARKERS, sorted_hand

if TYPE_CHECKING:
    from .board import SusuruBoard


def interesting(obs: Observation) -> bool:
    """A moment that shows the board well (seat 0's view): cards in hand and in the
    market, and a trend order already decided."""
    return len(obs["hand"] or []) >= 3 and len(obs["market"]) >= 2 and any(obs["trend"].values())


@dataclass(frozen=True)
class Now:
    """The viewer's current decision, read from the legal actions and the board's
    selection (``None``: nothing chosen; ``""``: "Open shop" pressed, no card yet;
    a card: the card to place under a marker)."""

    legal: tuple[Action, ...]
    selection: Any = None
    draw: bool = False
    keep: bool = False
    takes: frozenset[str] = field(default_factory=frozenset)
    places: tuple[Any, ...] = ()  # OpenShop / Claim actions that place a card under a marker
    placing: bool = False  # choosing a card and a marker right now

    @property
    def card(self) -> str | None:
        """The card chosen to go under a marker, if any."""
        return self.selection if isinstance(self.selection, str) and self.selection else None

    @property
    def claiming(self) -> bool:
        """A round-end trend decision (the only thing to do) rather than opening shop."""
        return any(isinstance(a, Claim) for a in self.places)

    def cards(self) -> set[str]:
        return {a.card for a in self.places}

    def markers_for(self, card: str | None) -> set[int]:
        return {a.marker for a in self.places if card is None or a.card == card}

    def place(self, marker: int, card: str) -> Any:
        """The legal action that puts ``card`` under ``marker``, or None."""
        return next((a for a in self.places if a.marker == marker and a.card == card), None)


@dataclass(frozen=True)
class Frame:
    """Where the table's bands lie, in scene pixels."""

    width: float
    height: float
    pad: float
    top_h: float
    mid_y: float
    mid_h: float
    bot_y: float
    bot_h: float
    card: QSizeF  # a card of the middle row
    row_y: float  # top of the middle row's cards
    order: list[int]

    @property
    def drawn_x(self) -> float:
        return self.pad * 2 + self.card.width() + self.pad * 2

    @property
    def market_x(self) -> float:
        return self.drawn_x + self.card.width() + self.pad * 2

    @property
    def markers_w(self) -> float:
        return len(MARKERS) * (self.card.width() + self.pad) + self.pad


class SusuruLayout(LayoutPart):
    """Observation -> :class:`Layout` for Super Susuru Soup."""

    board: SusuruBoard

    def now(self, legal: list[Action]) -> Now:
        places = tuple(a for a in legal if isinstance(a, Claim) or (isinstance(a, OpenShop) and a.card is not None))
        claiming = any(isinstance(a, Claim) for a in places)
        return Now(
            legal=tuple(legal),
            selection=self.board.selection,
            draw=Draw() in legal,
            keep=Keep() in legal,
            takes=frozenset(a.card for a in legal if isinstance(a, Take)),
            places=places,
            placing=bool(places) and (claiming or self.board.selection is not None),
        )

    def frame(self, obs: Observation, size: QSizeF) -> Frame:
        w, h = size.width(), size.height()
        pad = max(8.0, w * 0.01)
        top_h, mid_h = h * 0.25, h * 0.34
        mid_y = top_h + pad
        bot_y = mid_y + mid_h + pad
        card = self.board.card_size(QSizeF(w, mid_h - 40), 1.25, 11.5)
        order = self.board.seat_order(obs["players"], obs["seat"])
        return Frame(w, h, pad, top_h, mid_y, mid_h, bot_y, h - bot_y - pad, card, mid_y + 26, order)

    def build(self, obs: Observation, legal: list[Action], size: QSizeF) -> Layout:
        f = self.frame(obs, size)
        now = self.now(legal)
        lay = Layout()
        for i, s in enumerate(f.order[1:]):
            self._opponent(lay, s, i, obs, f)
        self._draw_pile(lay, obs, now, f)
        self._drawn(lay, obs, now, f)
        self._market(lay, obs, now, f)
        for i, m in enumerate(MARKERS):
            self._marker(lay, m, i, obs, now, f)
        self._round(lay, obs, f)
        self._own_seat(lay, obs, now, f)
        return lay

    # -- seats -------------------------------------------------------------------------
    def _opponent(self, lay: Layout, s: int, i: int, obs: Observation, f: Frame) -> None:
        n = len(f.order) - 1
        pw = (f.width - f.pad * (n + 1)) / max(1, n)
        r = QRectF(f.pad + i * (pw + f.pad), f.pad, pw, f.top_h - f.pad)
        lay.areas.append(self._seat_area(s, r, obs))
        lay.labels += self._seat_labels(s, r, obs)
        small = self.board.card_size(QSizeF(pw, f.top_h - 56), 1, 6)
        cy = r.y() + 46
        inc = QRectF(r.right() - small.width() - 12, cy, small.width(), small.height())
        hand_w = min(r.width() * 0.62, inc.x() - 10 - (r.x() + 10))
        self._other_hand(lay, s, obs, QRectF(r.x() + 10, cy, hand_w, small.height()), small)
        self._income(lay, s, obs, inc, small)
        lay.anchors[f"hand:{s}"] = QRectF(r.x() + 10, cy, small.width(), small.height())
        lay.anchors[f"drawn:{s}"] = lay.anchors[f"hand:{s}"]
        lay.anchors[f"income:{s}"] = inc

    def _own_seat(self, lay: Layout, obs: Observation, now: Now, f: Frame) -> None:
        """The viewer (or seat 0 for a spectator) at the bottom: hand fan and income."""
        s0 = f.order[0]
        r = QRectF(f.pad, f.bot_y, f.width - 2 * f.pad, f.bot_h)
        lay.areas.append(self._seat_area(s0, r, obs))
        lay.labels += self._seat_labels(s0, r, obs)
        big = self.board.card_size(QSizeF(f.width, f.bot_h - 56), 1, 8)
        inc = QRectF(r.right() - big.width() * 0.75 - 16, r.y() + 48, big.width() * 0.75, big.height() * 0.75)
        hand_rect = QRectF(r.x() + 12, r.y() + 48, inc.x() - 24 - (r.x() + 12), big.height())
        lay.anchors[f"hand:{s0}"] = QRectF(hand_rect.x(), hand_rect.y(), big.width(), big.height())
        lay.anchors[f"income:{s0}"] = inc
        if obs["seat"] is None:
            self._other_hand(lay, s0, obs, hand_rect, big)
        else:
            self._own_hand(lay, s0, obs, now, hand_rect, big)
        self._income(lay, s0, obs, inc, QSizeF(inc.width(), inc.height()))
        lay.labels.append(
            Label(
                "income-label",
                self.board.words.income_label(),
                QRectF(inc.x() - 20, inc.bottom() + 2, inc.width() + 40, 18),
                size=12,
                align="center",
                tooltip=self.board.words.income_tip(s0, obs),
            )
        )

    def _own_hand(self, lay: Layout, s: int, obs: Observation, now: Now, rect: QRectF, card: QSizeF) -> None:
        hand = sorted_hand(obs["hand"])
        if now.keep:
            lay.areas.append(
                Area(
                    "hand-drop",
                    rect.adjusted(-6, -6, 6, 6),
                    color="#00000010",
                    border="#ffffff20",
                    state=LEGAL,
                    target="hand",
                    tooltip=self.board.words.keep_area_tip(),
                )
            )
        usable = now.cards()
        for i, (c, rc) in enumerate(zip(hand, self.board.fan(rect, card, hand), strict=True)):
            if now.placing:
                st = SELECTED if c == now.card else LEGAL if c in usable else DIM
            else:
                st = NORMAL  # a click starts opening shop with it, or says why not
            lay.specs.append(
                Spec(
                    c,
                    self.board.face(c),
                    rc,
                    z=40 + i,
                    card=c,
                    zone=f"hand:{s}",
                    target=("card", c),
                    state=st,
                    draggable=c in usable,
                    tooltip=self.board.words.card_tip(c, obs),
                )
            )

    def _other_hand(self, lay: Layout, s: int, obs: Observation, rect: QRectF, card: QSizeF) -> None:
        """Another seat's hand: the cards it took from the market face up (everyone
        saw them go there; keyed by card, so a take glides from the market), then
        the backs of the rest."""
        count = obs["hand_counts"][s]
        shown = list(obs["taken"][s])
        rects = self.board.faces.row_fan(rect, card, shown, count - len(shown))
        for i, rc in enumerate(rects):
            if i < len(shown):
                c = shown[i]
                spec = Spec(
                    c, self.board.face(c), rc, z=10 + i, card=c, zone=f"hand:{s}", tooltip=self.board.words.taken_tip(s, c, obs)
                )
            else:
                spec = Spec(
                    f"back:hand:{s}:{i - len(shown)}",
                    self.board.back(),
                    rc,
                    z=10 + i,
                    zone=f"hand:{s}",
                    face_up=False,
                    back=self.board.back(),
                    tooltip=self.board.words.hand_back_tip(s, count),
                )
            lay.specs.append(spec)

    def _income(self, lay: Layout, s: int, obs: Observation, rect: QRectF, card: QSizeF) -> None:
        count = obs["income_counts"][s]
        tip = self.board.words.income_tip(s, obs)
        for i in range(count):
            lay.specs.append(
                Spec(
                    f"income:{s}:{i}",
                    self.board.back(),
                    QRectF(rect.x() + i * 2, rect.y() - i * 2, card.width(), card.height()),
                    z=10 + i,
                    zone=f"income:{s}",
                    face_up=False,
                    back=self.board.back(),
                    tooltip=tip,
                )
            )
        if count:
            lay.labels.append(
                Label(
                    f"income-count:{s}",
                    f"×{count}",
                    QRectF(rect.x(), rect.bottom() - 22, card.width(), 20),
                    z=30,
                    size=14,
                    bold=True,
                    align="center",
                    background="#000000a0",
                    tooltip=tip,
                )
            )

    def _seat_area(self, s: int, r: QRectF, obs: Observation) -> Area:
        return Area(
            f"seat:{s}",
            r,
            color="#0000002a",
            border=SEAT_COLORS[s % len(SEAT_COLORS)],
            state=ACTIVE if obs["to_move"] == s else NORMAL,
        )

    def _seat_labels(self, s: int, r: QRectF, obs: Observation) -> list[Label]:
        facts, chips = self.board.words.seat_facts(s, obs)
        return [
            Label(f"seat-name:{s}", self.board.name(s), QRectF(r.x() + 10, r.y() + 4, r.width() - 20, 22), size=15, bold=True),
            Label(
                f"seat-facts:{s}",
                facts,
                QRectF(r.x() + 10, r.y() + 25, r.width() - 20, 17),
                size=12,
                color="#f0e6cc",
                tooltip=chips,
            ),
        ]

    # -- the middle of the table -----------------------------------------------------------
    def _draw_pile(self, lay: Layout, obs: Observation, now: Now, f: Frame) -> None:
        cw, pad = f.card.width(), f.pad
        x = pad * 2
        rect = QRectF(x, f.row_y, cw, f.card.height())
        lay.anchors["deck"] = rect
        # the label above the pile's top card (each card of the pile is 1.5 px higher) and the
        # glow a drawable top card has (4.5 px), so on a low table (960x540) it gets smaller
        # rather than lying on the pile
        rise = 1.5 * (min(obs["deck"], 6) - 1) if obs["deck"] else 0.0
        label_h = max(12.0, min(20.0, f.row_y - rise - f.mid_y - GLOW_ROOM))
        lay.labels.append(
            Label(
                "deck-label",
                self.board.words.deck_label(obs),
                QRectF(x - pad, f.mid_y, cw + 2 * pad, label_h),
                size=13,
                align="center",
            )
        )
        if obs["deck"] == 0:
            lay.areas.append(Area("deck-empty", rect, color="#00000022", border="#ffffff30"))
            return
        # "Draw" is the decision unless the person is choosing a card and a marker
        top_state = LEGAL if now.draw and not now.placing else NORMAL
        stack = piles.stack(rect, f.card, obs["deck"], offset=1.5 / max(1.0, cw))  # clear of the label above
        tip = self.board.words.deck_tip(obs)
        for k, rc in enumerate(stack):
            top = k == len(stack) - 1
            lay.specs.append(
                Spec(
                    f"deck:{k}",
                    self.board.back(),
                    rc,
                    z=k,
                    face_up=False,
                    back=self.board.back(),
                    target="deck" if top else None,
                    state=top_state if top else NORMAL,
                    tooltip=tip,
                    zone="deck",
                )
            )

    def _drawn(self, lay: Layout, obs: Observation, now: Now, f: Frame) -> None:
        rect = QRectF(f.drawn_x, f.row_y, f.card.width(), f.card.height())
        lay.anchors[f"drawn:{f.order[0]}"] = rect
        drawer = obs["drawn_by"]
        if drawer is None:
            return
        c = obs["drawn"]
        if c is not None:  # the viewer's own draw, face up to them
            spec = Spec(
                "drawn",
                self.board.face(c),
                rect,
                z=20,
                back=self.board.back(),
                card=c,
                zone=f"drawn:{drawer}",
                target="drawn" if now.keep else None,
                state=SELECTED if now.keep else NORMAL,
                draggable=now.keep,
                tooltip=self.board.words.card_tip(c, obs),
            )
        else:
            spec = Spec(
                "drawn",
                self.board.back(),
                rect,
                z=20,
                back=self.board.back(),
                face_up=False,
                zone=f"drawn:{drawer}",
                tooltip=self.board.words.hidden_drawn_tip(drawer),
            )
        lay.specs.append(spec)
        lay.labels.append(
            Label(
                "drawn-label",
                self.board.words.drawn_label(drawer),
                QRectF(f.drawn_x - f.pad, f.mid_y, f.card.width() + 2 * f.pad, 20),
                size=12,
                align="center",
            )
        )

    def _market(self, lay: Layout, obs: Observation, now: Now, f: Frame) -> None:
        x = f.market_x
        market_w = f.width - x - f.markers_w - f.pad
        rect = QRectF(x, f.mid_y, market_w, f.mid_h)
        lay.anchors["market"] = QRectF(x + 8, f.row_y, f.card.width(), f.card.height())
        lay.areas.append(
            Area(
                "market",
                rect,
                color="#00000020",
                border="#ffffff30",
                state=LEGAL if now.keep else NORMAL,
                target="market" if now.keep else None,
                tooltip=self.board.words.market_area_tip() if now.keep else "",
            )
        )
        lay.labels.append(
            Label("market-label", self.board.words.market_label(), QRectF(x + 8, f.mid_y + 2, market_w - 16, 20), size=13)
        )
        cards = list(obs["market"])
        row = QRectF(x + 8, f.row_y, market_w - 16, f.card.height())
        for i, (c, rc) in enumerate(zip(cards, self.board.fan(row, f.card, cards), strict=True)):
            take = c in now.takes and not now.placing
            lay.specs.append(
                Spec(
                    c,
                    self.board.face(c),
                    rc,
                    z=10 + i,
                    card=c,
                    zone="market",
                    target=("take", c),
                    state=LEGAL if take else NORMAL,
                    tooltip=self.board.words.market_card_tip(c, obs),
                )
            )

    def _marker_state(self, m: int, free: bool, now: Now) -> str:
        """LEGAL: the marker completes the current choice; ACTIVE: a card may be dropped
        on it (it comes after the cards in the keyboard order); else NORMAL."""
        if not free or m not in now.markers_for(None):
            return NORMAL
        if now.placing and now.card is not None:
            return LEGAL if now.place(m, now.card) is not None else NORMAL
        return ACTIVE if not now.keep else NORMAL

    def _marker(self, lay: Layout, m: int, i: int, obs: Observation, now: Now, f: Frame) -> None:
        """A trend order marker, the card placed under it (or its free place) and its ingredient."""
        cw, ch, pad = f.card.width(), f.card.height(), f.pad
        col = QRectF(f.width - f.markers_w + i * (cw + pad), f.row_y, cw, ch)
        ms = cw * 0.62
        slot = QRectF(col.x() + cw * 0.05, col.y() + ms * 0.66, cw * 0.9, ch * 0.9)
        lay.anchors[f"trend:{m}"] = slot
        claim = obs["trend"][str(m)]
        st = self._marker_state(m, claim is None, now)
        tip = self.board.words.marker_tip(m, obs)
        if claim is not None:
            lay.specs.append(
                Spec(
                    claim[1],
                    self.board.face(claim[1]),
                    slot,
                    z=5,
                    card=claim[1],
                    zone=f"trend:{m}",
                    tooltip=self.board.words.placed_tip(m, claim, obs),
                )
            )
        else:
            live = st == LEGAL or (st == ACTIVE and now.placing)  # a bigger drop place while placing
            lay.areas.append(
                Area(
                    f"slot:{m}",
                    slot,
                    color="#00000018",
                    border="#ffffff35",
                    state=st if live else NORMAL,
                    target=("marker", m) if live else None,
                    tooltip=tip if live else "",
                )
            )
        lay.specs.append(
            Spec(
                f"marker:{m}",
                self.board.faces.marker_art(m),
                QRectF(col.center().x() - ms / 2, slot.y() - ms - 2, ms, ms),
                z=30,
                target=("marker", m),
                state=st,
                tooltip=tip,
                # a card is chosen: the markers it may go under are where the choice ends
                dest=self.board.dest_rank(None, None) if st == LEGAL else 0,
            )
        )
        lay.labels.append(
            Label(
                f"marker-label:{m}",
                self.board.words.marker_label(claim),
                QRectF(col.x() - pad / 2, slot.bottom() + 2, cw + pad, 30),
                size=12,
                align="center",
            )
        )

    def _round(self, lay: Layout, obs: Observation, f: Frame) -> None:
        """The round counter, under the draw pile and the drawn card."""
        x = f.pad
        w = f.market_x - f.pad - x
        y = f.row_y + f.card.height() + 6
        h = max(18.0, min(24.0, f.mid_y + f.mid_h - y))
        lay.labels.append(
            Label(
                "round",
                self.board.words.round_text(obs),
                QRectF(x, y, w, h),
                size=14,
                bold=True,
                align="center",
                tooltip=self.board.words.round_tip(),
            )
        )
