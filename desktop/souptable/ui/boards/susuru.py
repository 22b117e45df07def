"""Super Susuru Soup board: draw pile, market, trend markers, hands, income, chips.

Decisions: click the draw pile (or "Draw"), then "Keep"/"To market" (or drag
the drawn card onto your hand or the market); click a market card to take it;
"Open shop", then the card to place and the marker to put on it (or drag a
hand card onto a free marker). Round-end trend decisions work the same way.
Only the engine's legal actions are offered.
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QRectF, QSizeF

from ...engine import Action, Event, Observation
from ...games.susuru.actions import Claim, Draw, Keep, OpenShop, Take, ToMarket
from ...games.susuru.cards import INGREDIENTS, MARKERS, ingredient, value
from ..table.spec import DIM, LEGAL, NORMAL, SELECTED, Area, Label, Layout, Spec
from ..text import arg, translate
from ..text import susuru as T
from .base import Board, Button, Pick


def _sorted(cards: list[str]) -> list[str]:
    return sorted(cards, key=lambda c: (INGREDIENTS.index(ingredient(c)), value(c)))


def _seat_of(zone: str) -> int | None:
    """The seat a zone belongs to ("hand:2" -> 2); None for shared zones."""
    kind, _, rest = zone.partition(":")
    return int(rest) if kind in ("hand", "drawn", "income") and rest else None


class SusuruBoard(Board):
    game = "susuru"

    def card_name(self, card: Any) -> str:
        return T.card_name(card)

    # -- layout ----------------------------------------------------------------------
    def build(self, obs: Observation, legal: list[Action], size: QSizeF) -> Layout:
        W, H = size.width(), size.height()
        n = obs["players"]
        me = obs["seat"]
        order = self.seat_order(n, me)
        lay = Layout()
        pad = max(8.0, W * 0.01)
        top_h = H * 0.25
        mid_y = top_h + pad
        mid_h = H * 0.34
        bot_y = mid_y + mid_h + pad
        bot_h = H - bot_y - pad
        obs["to_move"]
        sel = self.selection

        # opponents along the top, clockwise from the viewer's left
        others = order[1:]
        pw = (W - pad * (len(others) + 1)) / max(1, len(others))
        small = self.card_size(QSizeF(pw, top_h - 56), 1, 6)
        for i, s in enumerate(others):
            r = QRectF(pad + i * (pw + pad), pad, pw, top_h - pad)
            lay.areas.append(self._seat_area(s, r, obs))
            lay.labels += self._seat_labels(s, r, obs)
            cy = r.y() + 46
            self._other_hand(lay, s, obs, QRectF(r.x() + 10, cy, r.width() * 0.62, small.height()), small)
            inc = QRectF(r.right() - small.width() - 12, cy, small.width(), small.height())
            self._income(lay, s, obs, inc, small)
            lay.anchors[f"hand:{s}"] = QRectF(r.x() + 10, cy, small.width(), small.height())
            lay.anchors[f"drawn:{s}"] = lay.anchors[f"hand:{s}"]
            lay.anchors[f"income:{s}"] = inc

        # the middle: draw pile, drawn card, market, trend markers
        card = self.card_size(QSizeF(W, mid_h - 40), 1.25, 11.5)
        cw, ch = card.width(), card.height()
        x = pad * 2
        y = mid_y + 26
        deck_rect = QRectF(x, y, cw, ch)
        lay.anchors["deck"] = deck_rect
        lay.labels.append(
            Label(
                "deck-label",
                arg(translate("SusuruBoard", "Draw pile: %1"), obs["deck"]),
                QRectF(x - pad, mid_y, cw + 2 * pad, 20),
                size=13,
                align="center",
            )
        )
        can_draw = Draw() in legal
        for k in range(min(obs["deck"], 6)):
            lay.specs.append(
                Spec(
                    f"deck:{k}",
                    self.back(),
                    QRectF(x + k * 1.5, y - k * 1.5, cw, ch),
                    z=k,
                    target="deck" if k == min(obs["deck"], 6) - 1 else None,
                    state=LEGAL if can_draw and k == min(obs["deck"], 6) - 1 else NORMAL,
                    tooltip=translate("SusuruBoard", "Draw pile") if can_draw else "",
                    zone="deck",
                )
            )
        if obs["deck"] == 0:
            lay.areas.append(Area("deck-empty", deck_rect, color="#00000022", border="#ffffff30"))
        x += cw + pad * 2
        drawn_rect = QRectF(x, y, cw, ch)
        drawer = obs["drawn_by"]
        if drawer is not None:
            face_up = obs["drawn"] is not None
            c = obs["drawn"]
            lay.specs.append(
                Spec(
                    "drawn",
                    self.face(c) if face_up else self.back(),
                    drawn_rect,
                    z=20,
                    back=self.back(),
                    face_up=face_up,
                    card=c,
                    zone=f"drawn:{drawer}",
                    target="drawn" if face_up and Keep() in legal else None,
                    state=SELECTED if face_up and Keep() in legal else NORMAL,
                    draggable=face_up and Keep() in legal,
                    tooltip=self.card_name(c) if face_up else "",
                )
            )
            lay.labels.append(
                Label(
                    "drawn-label",
                    arg(translate("SusuruBoard", "Drawn by %1"), self.name(drawer)),
                    QRectF(x - pad, mid_y, cw + 2 * pad, 20),
                    size=12,
                    align="center",
                )
            )
        lay.anchors[f"drawn:{me}"] = drawn_rect
        x += cw + pad * 2
        # market
        mk = obs["market"]
        markers_w = 3 * (cw + pad) + pad
        market_w = W - x - markers_w - pad
        market_rect = QRectF(x, mid_y, market_w, mid_h)
        lay.anchors["market"] = QRectF(x, y, cw, ch)
        market_target = "market" if ToMarket() in legal else None
        lay.areas.append(
            Area(
                "market",
                market_rect,
                color="#00000020",
                border="#ffffff30",
                state=LEGAL if market_target else NORMAL,
                target=market_target,
                tooltip=translate("SusuruBoard", "Market"),
            )
        )
        lay.labels.append(
            Label("market-label", translate("SusuruBoard", "Market"), QRectF(x + 8, mid_y + 2, market_w - 16, 20), size=13)
        )
        step = min(cw + pad * 0.6, (market_w - cw - 16) / max(1, len(mk) - 1)) if len(mk) > 1 else 0
        for i, c in enumerate(mk):
            take = Take(c) in legal
            lay.specs.append(
                Spec(
                    c,
                    self.face(c),
                    QRectF(x + 8 + i * step, y, cw, ch),
                    z=10 + i,
                    card=c,
                    zone="market",
                    target=("take", c) if take else None,
                    state=LEGAL if take else NORMAL,
                    tooltip=self.card_name(c),
                )
            )
        # trend order markers with the card placed under each
        mx = W - markers_w
        claim_mode = self._claim_mode(legal)
        for i, m in enumerate(MARKERS):
            marker_size = cw * 0.62
            r = QRectF(mx + i * (cw + pad), y + marker_size * 0.62, cw, ch * 0.9)
            claim = obs["trend"][str(m)]
            lay.anchors[f"trend:{m}"] = r
            free_target = None
            st = NORMAL
            if claim is None and claim_mode and isinstance(sel, str):
                if any(a.marker == m and a.card == sel for a in claim_mode):
                    free_target, st = ("marker", m), LEGAL
            elif claim is None and claim_mode and any(getattr(a, "marker", None) == m for a in claim_mode):
                free_target = ("marker", m)
            if claim is not None:
                lay.specs.append(
                    Spec(
                        claim[1],
                        self.face(claim[1]),
                        r,
                        z=5,
                        card=claim[1],
                        zone=f"trend:{m}",
                        tooltip=arg(
                            translate("SusuruBoard", "Trend order %1 decided by %2 with %3"),
                            m,
                            self.name(claim[0]),
                            self.card_name(claim[1]),
                        ),
                    )
                )
            else:
                lay.areas.append(Area(f"slot:{m}", r, color="#00000018", border="#ffffff35", state=st, target=free_target))
            lay.specs.append(
                Spec(
                    f"marker:{m}",
                    self.piece("trend_marker", number=m),
                    QRectF(r.center().x() - marker_size / 2, r.y() - marker_size * 0.98, marker_size, marker_size),
                    z=30,
                    target=free_target,
                    state=st,
                    tooltip=arg(translate("SusuruBoard", "Trend order marker %1: up to %1 cards of its ingredient score"), m),
                )
            )
            lab = T.ingredient_name(ingredient(claim[1])) if claim else translate("SusuruBoard", "not decided")
            lay.labels.append(
                Label(
                    f"marker-label:{m}",
                    lab,
                    QRectF(r.x() - pad / 2, r.bottom() + 2, cw + pad, 30),
                    size=12,
                    align="center",
                )
            )

        # the viewer (or seat 0 for a spectator) at the bottom
        s0 = order[0]
        r = QRectF(pad, bot_y, W - 2 * pad, bot_h)
        lay.areas.append(self._seat_area(s0, r, obs))
        lay.labels += self._seat_labels(s0, r, obs)
        big = self.card_size(QSizeF(W, bot_h - 56), 1, 8)
        hand_rect = QRectF(r.x() + 12, r.y() + 48, r.width() - big.width() - 60, big.height())
        lay.anchors[f"hand:{s0}"] = QRectF(hand_rect.x(), hand_rect.y(), big.width(), big.height())
        if me is None:
            self._other_hand(lay, s0, obs, hand_rect, big)
        else:
            hand = _sorted(obs["hand"])
            hand_target = "hand" if Keep() in legal else None
            if hand_target:
                lay.areas.append(
                    Area(
                        "hand-drop",
                        hand_rect.adjusted(-6, -6, 6, 6),
                        color="#00000010",
                        border="#ffffff20",
                        state=LEGAL,
                        target=hand_target,
                        tooltip=translate("SusuruBoard", "Keep the card in your hand"),
                    )
                )
            gap = min(big.width() + 6, (hand_rect.width() - big.width()) / max(1, len(hand) - 1)) if len(hand) > 1 else 0
            eligible = {a.card for a in claim_mode} if claim_mode else set()
            for i, c in enumerate(hand):
                st = NORMAL
                tgt = None
                if claim_mode:
                    if c == sel:
                        st, tgt = SELECTED, ("card", c)
                    elif c in eligible:
                        st, tgt = LEGAL, ("card", c)
                    else:
                        st = DIM
                lay.specs.append(
                    Spec(
                        c,
                        self.face(c),
                        QRectF(hand_rect.x() + i * gap, hand_rect.y(), big.width(), big.height()),
                        z=40 + i,
                        card=c,
                        zone=f"hand:{s0}",
                        target=tgt,
                        state=st,
                        draggable=tgt is not None,
                        tooltip=self.card_name(c),
                    )
                )
        inc_rect = QRectF(r.right() - big.width() * 0.75 - 16, r.y() + 48, big.width() * 0.75, big.height() * 0.75)
        lay.anchors[f"income:{s0}"] = inc_rect
        self._income(lay, s0, obs, inc_rect, QSizeF(inc_rect.width(), inc_rect.height()))
        lay.labels.append(
            Label(
                "income-label",
                translate("SusuruBoard", "Income"),
                QRectF(inc_rect.x() - 20, inc_rect.bottom() + 2, inc_rect.width() + 40, 18),
                size=12,
                align="center",
            )
        )
        return lay

    def _claim_mode(self, legal: list[Action]) -> list[Any]:
        """The claiming actions on offer right now (open shop after its button, or a round-end claim)."""
        claims = [a for a in legal if isinstance(a, Claim)]
        if claims:
            return claims
        if self.selection is not None:
            return [a for a in legal if isinstance(a, OpenShop) and a.card is not None]
        return []

    def _seat_area(self, s: int, r: QRectF, obs: Observation) -> Area:
        from .base import SEAT_COLORS

        return Area(
            f"seat:{s}",
            r,
            color="#0000002a",
            border=SEAT_COLORS[s % len(SEAT_COLORS)],
            state="active" if obs["to_move"] == s else NORMAL,
        )

    def _seat_labels(self, s: int, r: QRectF, obs: Observation) -> list[Label]:
        g, sv, b = obs["chips"][s]
        stars = 3 * g + 2 * sv + b
        status = translate("SusuruBoard", "Shop open") if obs["opened"][s] else translate("SusuruBoard", "Procuring")
        facts = arg(translate("SusuruBoard", "%1 · ★ %2"), status, stars)
        if obs["start"] == s:
            facts += " · " + translate("SusuruBoard", "start player")
        chips = arg(translate("SusuruBoard", "Chips: gold %1, silver %2, bronze %3"), g, sv, b)
        return [
            Label(f"seat-name:{s}", self.name(s), QRectF(r.x() + 10, r.y() + 4, r.width() - 20, 22), size=15, bold=True),
            Label(
                f"seat-facts:{s}",
                facts,
                QRectF(r.x() + 10, r.y() + 25, r.width() - 20, 17),
                size=12,
                color="#f0e6cc",
                tooltip=chips,
            ),
        ]

    def _other_hand(self, lay: Layout, s: int, obs: Observation, rect: QRectF, card: QSizeF) -> None:
        """Another seat's hand: the cards it took from the market face up (everyone
        saw them go there; keyed by card, so a take glides from the market), then
        the backs of the rest."""
        count = obs["hand_counts"][s]
        shown = obs["taken"][s]
        gap = min(card.width() * 0.5, (rect.width() - card.width()) / max(1, count - 1)) if count > 1 else 0
        for i, c in enumerate(shown):
            lay.specs.append(
                Spec(
                    c,
                    self.face(c),
                    QRectF(rect.x() + i * gap, rect.y(), card.width(), card.height()),
                    z=10 + i,
                    card=c,
                    zone=f"hand:{s}",
                    tooltip=arg(translate("SusuruBoard", "%1 took %2 from the market"), self.name(s), self.card_name(c)),
                )
            )
        for i in range(len(shown), count):
            lay.specs.append(
                Spec(
                    f"back:hand:{s}:{i - len(shown)}",
                    self.back(),
                    QRectF(rect.x() + i * gap, rect.y(), card.width(), card.height()),
                    z=10 + i,
                    zone=f"hand:{s}",
                    face_up=False,
                    back=self.back(),
                    tooltip=arg(translate("SusuruBoard", "%1 holds %2 cards"), self.name(s), count),
                )
            )

    def _income(self, lay: Layout, s: int, obs: Observation, rect: QRectF, card: QSizeF) -> None:
        count = obs["income_counts"][s]
        mine = obs["seat"] == s and obs["income"] is not None
        tip = arg(translate("SusuruBoard", "Income cards: %1 (3 points each)"), count)
        if mine and obs["income"]:
            tip += "\n" + ", ".join(self.card_name(c) for c in obs["income"])
        for i in range(count):
            lay.specs.append(
                Spec(
                    f"income:{s}:{i}",
                    self.back(),
                    QRectF(rect.x() + i * 2, rect.y() - i * 2, card.width(), card.height()),
                    z=10 + i,
                    zone=f"income:{s}",
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
                )
            )

    # -- decisions ---------------------------------------------------------------------
    def pick(self, target: Any, legal: list[Action], obs: Observation) -> Pick:
        if target == "deck" and Draw() in legal:
            return Pick(Draw())
        if target in ("hand", "drawn") and Keep() in legal:
            return Pick(Keep())
        if target == "market" and ToMarket() in legal:
            return Pick(ToMarket())
        if isinstance(target, tuple) and target[0] == "take" and Take(target[1]) in legal:
            return Pick(Take(target[1]))
        if target == "open":
            opens = [a for a in legal if isinstance(a, OpenShop)]
            if opens == [OpenShop(None, None)]:
                return Pick(opens[0])
            if opens:
                self.selection = ""  # open-shop mode, no card chosen yet
                return Pick(reselect=True)
        claims = self._claim_mode(legal)
        if isinstance(target, tuple) and target[0] == "card" and claims:
            self.selection = None if self.selection == target[1] else target[1]
            if self.selection is None and not any(isinstance(a, Claim) for a in legal):
                self.selection = ""
            return Pick(reselect=True)
        if isinstance(target, tuple) and target[0] == "marker" and claims:
            card = self.selection
            for a in claims:
                if a.marker == target[1] and a.card == card:
                    return Pick(a)
            return Pick(why=("choose_card_first", {}))
        if target == "cancel":
            self.selection = None
            return Pick(reselect=True)
        return Pick()

    def drop(self, dragged: Any, onto: Any, legal: list[Action], obs: Observation) -> Pick:
        if dragged == "drawn":
            if onto == "market" and ToMarket() in legal:
                return Pick(ToMarket())
            if onto in ("hand", "drawn") and Keep() in legal:
                return Pick(Keep())
            return Pick()
        if isinstance(dragged, tuple) and dragged[0] == "card" and isinstance(onto, tuple) and onto[0] == "marker":
            for a in legal:
                if isinstance(a, (OpenShop, Claim)) and a.card == dragged[1] and a.marker == onto[1]:
                    return Pick(a)
        return Pick()

    def buttons(self, obs: Observation, legal: list[Action]) -> list[Button]:
        out: list[Button] = []
        if Keep() in legal:
            out.append(Button(translate("SusuruBoard", "Keep"), action=Keep(), shortcut="K"))
            out.append(Button(translate("SusuruBoard", "To market"), action=ToMarket(), shortcut="M"))
            return out
        if Draw() in legal:
            out.append(Button(translate("SusuruBoard", "Draw"), action=Draw(), shortcut="D"))
        if any(isinstance(a, OpenShop) for a in legal):
            if self.selection is None:
                out.append(Button(translate("SusuruBoard", "Open shop"), target="open", shortcut="O"))
            else:
                out.append(Button(translate("SusuruBoard", "Cancel"), target="cancel", shortcut="Esc"))
        return out

    def prompt(self, obs: Observation, legal: list[Action]) -> str:
        if not legal:
            return ""
        if Keep() in legal:
            return arg(
                translate("SusuruBoard", "You drew %1: keep it, or put it into the market."),
                self.card_name(obs["drawn"]),
            )
        if any(isinstance(a, Claim) for a in legal):
            if self.selection:
                return arg(
                    translate("SusuruBoard", "Round end: choose the trend order marker for %1."),
                    self.card_name(self.selection),
                )
            return translate("SusuruBoard", "Round end: decide a trend order — choose a card from your hand, then a marker.")
        if self.selection is not None:
            if self.selection:
                return arg(
                    translate("SusuruBoard", "Open shop: choose the trend order marker for %1."),
                    self.card_name(self.selection),
                )
            return translate("SusuruBoard", "Open shop: choose the card to place under a trend order marker.")
        if Draw() in legal:
            return translate("SusuruBoard", "Your turn: draw from the draw pile, take a market card, or open shop.")
        return translate("SusuruBoard", "Your last turn: take a market card or open shop.")

    def action_text(self, action: Action) -> str:
        if isinstance(action, Draw):
            return translate("SusuruBoard", "draw from the draw pile")
        if isinstance(action, Keep):
            return translate("SusuruBoard", "keep the card")
        if isinstance(action, ToMarket):
            return translate("SusuruBoard", "put the card into the market")
        if isinstance(action, Take):
            return arg(translate("SusuruBoard", "take %1 from the market"), self.card_name(action.card))
        if isinstance(action, (OpenShop, Claim)) and action.card is not None:
            text = (
                translate("SusuruBoard", "open shop: trend order %1 with %2")
                if isinstance(action, OpenShop)
                else translate("SusuruBoard", "trend order %1 with %2")
            )
            return arg(text, action.marker, self.card_name(action.card))
        return translate("SusuruBoard", "open shop")

    def refusal(self, code: str, params: dict[str, Any]) -> str | None:
        if code == "choose_card_first":
            return translate("SusuruBoard", "First choose the card to place under the marker.")
        return T.refusal(code, params)

    # -- words -------------------------------------------------------------------------
    def result_label(self) -> str:
        return translate("SusuruBoard", "Victory points (★)")

    def result_note(self, result: dict[str, Any]) -> str:
        rows = []
        for s, chips in enumerate(result["detail"]["chips"]):
            rows.append(
                escape(
                    arg(
                        translate("SusuruBoard", "%1: gold %2, silver %3, bronze %4"),
                        self.name(s),
                        chips["gold"],
                        chips["silver"],
                        chips["bronze"],
                    )
                )
            )
        note = escape(translate("SusuruBoard", "Ties: more gold chips, then more silver chips; otherwise the win is shared."))
        return "<p>" + "<br>".join(rows) + "</p><p>" + note + "</p>"

    def scoreboard(self, obs: Observation) -> tuple[list[str], list[list[str]]]:
        head = [
            translate("SusuruBoard", "Player"),
            translate("SusuruBoard", "Hand"),
            translate("SusuruBoard", "Income"),
            translate("SusuruBoard", "Shop"),
            translate("SusuruBoard", "★"),
        ]
        rows = []
        for s in range(obs["players"]):
            g, sv, b = obs["chips"][s]
            rows.append(
                [
                    self.name(s),
                    str(obs["hand_counts"][s]),
                    str(obs["income_counts"][s]),
                    translate("SusuruBoard", "open") if obs["opened"][s] else "–",
                    str(3 * g + 2 * sv + b),
                ]
            )
        return head, rows

    def describe(self, ev: Event) -> str | None:
        k = ev.kind
        who = self.name(ev.get("seat"))
        if k == "round_started":
            return arg(translate("SusuruBoard", "Round %1 begins. Start player: %2."), ev["round"], self.name(ev["start"]))
        if k == "card_moved":
            src, dst, card = ev["src"], ev["dst"], ev["card"]
            actor = self.name(_seat_of(dst) if _seat_of(dst) is not None else _seat_of(src))
            if src == "deck" and dst.startswith("drawn:"):
                return (
                    arg(translate("SusuruBoard", "%1 draws %2."), actor, self.card_name(card))
                    if card
                    else arg(translate("SusuruBoard", "%1 draws a card."), actor)
                )
            if src.startswith("drawn:") and dst.startswith("hand:"):
                return arg(translate("SusuruBoard", "%1 keeps the card."), actor)
            if dst == "market":
                return arg(
                    translate("SusuruBoard", "%1 puts %2 into the market."),
                    self.name(int(src.split(":")[1])),
                    self.card_name(card),
                )
            if src == "market":
                return arg(translate("SusuruBoard", "%1 takes %2 from the market."), actor, self.card_name(card))
            if dst.startswith("income:"):
                return arg(translate("SusuruBoard", "%1 takes an income card."), actor)
            return None  # placing a card under a marker is told by "trend_decided"
        if k == "shop_opened":
            return arg(translate("SusuruBoard", "%1 opens shop!"), who)
        if k == "trend_decided":
            return arg(
                translate("SusuruBoard", "%1 decides trend order %2 (limit %2): %3, with %4."),
                who,
                ev["marker"],
                T.ingredient_name(ev["ingredient"]),
                self.card_name(ev["card"]),
            )
        if k == "last_turn":
            return arg(translate("SusuruBoard", "All but one have opened shop: %1 takes the last turn."), who)
        if k == "draw_pile_empty":
            return translate("SusuruBoard", "The draw pile is empty: players who have not opened shop take one more turn.")
        if k == "round_ended":
            return arg(translate("SusuruBoard", "Round %1 is scored."), ev["round"])
        if k == "game_ended":
            return translate("SusuruBoard", "The game is over.")
        return None

    def summary_html(self, summary: dict[str, Any], final: bool = False) -> str:
        trend = summary["trend"]
        parts = ["<h3>" + escape(arg(translate("SusuruBoard", "Round %1"), summary["round"])) + "</h3>"]
        tl = []
        for m in ("3", "2", "1"):
            ing = trend.get(m)
            tl.append(
                arg(
                    translate("SusuruBoard", "%1: limit %2"),
                    T.ingredient_name(ing) if ing else translate("SusuruBoard", "(none)"),
                    m,
                )
            )
        parts.append(
            "<p>"
            + escape(translate("SusuruBoard", "Trend order"))
            + ": "
            + escape(" · ".join(tl))
            + "<br>"
            + escape(
                translate(
                    "SusuruBoard",
                    "Ingredients without a trend order score nothing; 4 or more cards of one ingredient never score.",
                )
            )
            + "</p>"
        )
        parts.append("<table cellspacing=0 cellpadding=4 border=1 style='border-collapse:collapse'>")
        head = [
            translate("SusuruBoard", "Rank"),
            translate("SusuruBoard", "Player"),
            translate("SusuruBoard", "Scored cards"),
            translate("SusuruBoard", "Discarded"),
            translate("SusuruBoard", "Hand points"),
            translate("SusuruBoard", "Income"),
            translate("SusuruBoard", "Points"),
            translate("SusuruBoard", "Chip"),
        ]
        parts.append("<tr>" + "".join(f"<th>{escape(h)}</th>" for h in head) + "</tr>")
        for row in sorted(summary["players"], key=lambda r: r["rank"]):
            scored = ", ".join(self.card_name(c) for c in row["scored"]) or "–"
            disc = ", ".join(self.card_name(c) for c in row["discarded"]) or "–"
            inc = arg(translate("SusuruBoard", "%1 × 3 = %2"), len(row["income"]), row["income_points"])
            parts.append(
                "<tr>"
                + "".join(
                    f"<td>{escape(str(x))}</td>"
                    for x in (
                        row["rank"],
                        self.name(row["seat"]),
                        scored,
                        disc,
                        row["hand_points"],
                        inc,
                        row["points"],
                        T.chip_name(row["chip"]),
                    )
                )
                + "</tr>"
            )
        parts.append("</table>")
        return "".join(parts)
