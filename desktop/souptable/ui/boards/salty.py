"""Salty board: the seasoning shelf and its cubes, food cards with plates, the
draft and the hidden side choice, the round (trick), hands, won piles and the
2-card discard.

Decisions: click a food card in the middle to draft it; "Front"/"Back" to
bet (hidden from the others until everyone has chosen); click two hand cards
and "Discard"; click a hand card (or drag it into the round) to play it. A
card the rules forbid can still be clicked: the engine refuses it and the
status line says why (for example that the previous player played Ketchup and
you hold Ketchup).
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF

from ...engine import Action, Event, Observation
from ...games.salty.actions import ChooseSide, Discard, PickFood, Play
from ...games.salty.cards import FOODS, ORDER, SEASONINGS, bet
from ..table.spec import DIM, LEGAL, NORMAL, SELECTED, Area, Label, Layout, Spec
from ..text import arg, translate
from ..text import salty as T
from .base import SEAT_COLORS, Board, Button, Pick


class SaltyBoard(Board):
    game = "salty"

    def card_name(self, card: Any) -> str:
        return T.card_name(card)

    def food_art(self, food: str, side: str) -> tuple[str, Any]:
        f = FOODS[food]
        return self.piece(
            "food_card",
            food=food,
            label=T.food_name(food),
            plates=f.plates,
            accuracy=f.accuracy,
            max_points=f.max,
            side=side,
        )

    # -- layout -----------------------------------------------------------------------
    def build(self, obs: Observation, legal: list[Action], size: QSizeF) -> Layout:
        W, H = size.width(), size.height()
        n = obs["players"]
        me = obs["seat"]
        order = self.seat_order(n, me)
        lay = Layout()
        pad = max(8.0, W * 0.01)
        top_h = H * 0.27
        mid_y = top_h + pad
        mid_h = H * 0.33
        bot_y = mid_y + mid_h + pad
        bot_h = H - bot_y - pad
        phase = obs["phase"]

        # opponents
        others = order[1:]
        pw = (W - pad * (len(others) + 1)) / max(1, len(others))
        small = self.card_size(QSizeF(pw, top_h - 60), 1, 7.5)
        for i, s in enumerate(others):
            r = QRectF(pad + i * (pw + pad), pad, pw, top_h - pad)
            self._seat(lay, s, r, obs)
            cy = r.y() + 46
            hand_w = r.width() * 0.45
            self._backs(lay, f"hand:{s}", obs["hand_counts"][s], QRectF(r.x() + 10, cy, hand_w, small.height()), small)
            self._food(lay, s, obs, QRectF(r.x() + hand_w + 22, cy, small.width(), small.height()), small)
            self._plates(
                lay,
                s,
                obs,
                QRectF(
                    r.x() + hand_w + small.width() + 30,
                    cy,
                    r.right() - 10 - (r.x() + hand_w + small.width() + 30),
                    small.height(),
                ),
            )

        # the middle: shelf, the round in play, the last round / the food draft
        shelf_w = min(W * 0.3, mid_h * 2.2)
        shelf_rect = QRectF(pad, mid_y + 22, shelf_w, shelf_w * 0.4)
        lay.labels.append(
            Label("shelf-label", translate("SaltyBoard", "Seasoning shelf"), QRectF(pad, mid_y, shelf_w, 20), size=13)
        )
        lay.specs.append(Spec("shelf", self.piece("shelf", label=""), shelf_rect, z=1))
        self._shelf_cubes(lay, obs, shelf_rect)
        lay.anchors["shelf"] = shelf_rect
        salt = obs["shelf"]["salt"]
        lay.labels.append(
            Label(
                "salt-count",
                arg(translate("SaltyBoard", "Salt cubes on the shelf: %1 — cards closest to %1 win"), salt),
                QRectF(pad, shelf_rect.bottom() + 6, shelf_w, 20),
                size=13,
                bold=True,
                color="#fff4c8",
            )
        )
        lay.labels.append(
            Label(
                "bag-count",
                arg(translate("SaltyBoard", "Seasoning bag: %1 cubes"), obs["bag"]),
                QRectF(pad, shelf_rect.bottom() + 28, shelf_w, 18),
                size=12,
                color="#f0e6cc",
            )
        )
        if obs["aside"]:
            lay.labels.append(
                Label(
                    "aside-label",
                    translate("SaltyBoard", "Set aside:"),
                    QRectF(pad, shelf_rect.bottom() + 50, 90, 18),
                    size=12,
                    color="#f0e6cc",
                )
            )
            mini = QSizeF(28, 39)
            for k, c in enumerate(obs["aside"]):
                lay.specs.append(
                    Spec(
                        c,
                        self.face(c),
                        QRectF(pad + 92 + k * 32, shelf_rect.bottom() + 48, mini.width(), mini.height()),
                        z=2,
                        card=c,
                        zone="aside",
                        tooltip=self.card_name(c),
                    )
                )
        cx = pad * 2 + shelf_w
        cw_area = W - cx - pad
        card = self.card_size(QSizeF(cw_area, mid_h - 40), 1, 9)
        trick_rect = QRectF(cx, mid_y, cw_area * 0.66, mid_h)
        lay.anchors["trick"] = QRectF(
            trick_rect.center().x() - card.width() / 2, trick_rect.y() + 26, card.width(), card.height()
        )
        if phase == "draft":
            self._draft(lay, obs, legal, QRectF(cx, mid_y, cw_area, mid_h), card)
        else:
            self._trick(lay, obs, legal, trick_rect, card)
            self._last_trick(lay, obs, QRectF(trick_rect.right() + pad, mid_y, cw_area * 0.34 - pad, mid_h))

        # the viewer
        s0 = order[0]
        r = QRectF(pad, bot_y, W - 2 * pad, bot_h)
        self._seat(lay, s0, r, obs)
        big = self.card_size(QSizeF(W, bot_h - 56), 1, 10)
        food_w = big.width()
        hand_rect = QRectF(r.x() + 12, r.y() + 48, r.width() * 0.62, big.height())
        lay.anchors[f"hand:{s0}"] = QRectF(hand_rect.x(), hand_rect.y(), big.width(), big.height())
        if me is None:
            self._backs(lay, f"hand:{s0}", obs["hand_counts"][s0], hand_rect, big)
        else:
            self._hand(lay, obs, legal, hand_rect, big)
        fx = hand_rect.right() + pad * 2
        self._food(lay, s0, obs, QRectF(fx, hand_rect.y(), food_w, big.height()), big)
        self._plates(
            lay,
            s0,
            obs,
            QRectF(fx + food_w + pad, hand_rect.y(), r.right() - fx - food_w - 2 * pad, big.height() * 0.7),
        )
        return lay

    def _seat(self, lay: Layout, s: int, r: QRectF, obs: Observation) -> None:
        lay.areas.append(
            Area(
                f"seat:{s}",
                r,
                color="#0000002a",
                border=SEAT_COLORS[s % len(SEAT_COLORS)],
                state="active" if obs["to_move"] == s else NORMAL,
            )
        )
        facts = arg(translate("SaltyBoard", "Total %1 · cards won %2"), obs["totals"][s], obs["won_counts"][s])
        if obs["last_player"] == s:
            facts += " · " + translate("SaltyBoard", "Last Player")
        if obs["voids"][s]:
            facts += " · " + arg(translate("SaltyBoard", "has no %1"), ", ".join(T.seasoning_name(v) for v in obs["voids"][s]))
        lay.labels.append(
            Label(f"seat-name:{s}", self.name(s), QRectF(r.x() + 10, r.y() + 4, r.width() - 20, 22), size=15, bold=True)
        )
        lay.labels.append(
            Label(f"seat-facts:{s}", facts, QRectF(r.x() + 10, r.y() + 25, r.width() - 20, 17), size=12, color="#f0e6cc")
        )
        lay.anchors[f"won:{s}"] = QRectF(r.right() - 40, r.y() + 10, 30, 40)
        lay.anchors[f"discard:{s}"] = lay.anchors[f"won:{s}"]

    def _backs(self, lay: Layout, zone: str, count: int, rect: QRectF, card: QSizeF) -> None:
        gap = min(card.width() * 0.42, (rect.width() - card.width()) / max(1, count - 1)) if count > 1 else 0
        for i in range(count):
            lay.specs.append(
                Spec(
                    f"back:{zone}:{i}",
                    self.back(),
                    QRectF(rect.x() + i * gap, rect.y(), card.width(), card.height()),
                    z=10 + i,
                    zone=zone,
                    face_up=False,
                    back=self.back(),
                )
            )
        if count:
            lay.anchors.setdefault(zone, QRectF(rect.x(), rect.y(), card.width(), card.height()))

    def _hand(self, lay: Layout, obs: Observation, legal: list[Action], rect: QRectF, card: QSizeF) -> None:
        me = obs["seat"]
        hand = sorted(obs["hand"], key=ORDER.__getitem__)
        playable = {a.card for a in legal if isinstance(a, Play)}
        discarding = any(isinstance(a, Discard) for a in legal)
        chosen: list[str] = list(self.selection or []) if discarding else []
        gap = min(card.width() + 4, (rect.width() - card.width()) / max(1, len(hand) - 1)) if len(hand) > 1 else 0
        for i, c in enumerate(hand):
            st, tgt = NORMAL, None
            if playable:
                st, tgt = (LEGAL if c in playable else DIM), ("play", c)
            elif discarding:
                st, tgt = (SELECTED if c in chosen else LEGAL), ("discard", c)
            y = rect.y() - (card.height() * 0.12 if c in chosen else 0)
            lay.specs.append(
                Spec(
                    c,
                    self.face(c),
                    QRectF(rect.x() + i * gap, y, card.width(), card.height()),
                    z=40 + i,
                    card=c,
                    zone=f"hand:{me}",
                    target=tgt,
                    state=st,
                    draggable=c in playable,
                    tooltip=self.card_name(c),
                )
            )
        if obs["discard"]:
            d = QSizeF(card.width() * 0.5, card.height() * 0.5)
            for k, c in enumerate(obs["discard"]):
                lay.specs.append(
                    Spec(
                        c,
                        self.face(c),
                        QRectF(
                            rect.right() - d.width() - k * 8,
                            rect.bottom() + 4 - d.height() - 2 * k,
                            d.width(),
                            d.height(),
                        ),
                        z=30 + k,
                        card=c,
                        zone=f"discard:{me}",
                        face_up=False,
                        back=self.back(),
                        tooltip=arg(
                            translate("SaltyBoard", "Your discard: %1"),
                            ", ".join(self.card_name(x) for x in obs["discard"]),
                        ),
                    )
                )

    def _food(self, lay: Layout, s: int, obs: Observation, rect: QRectF, card: QSizeF) -> None:
        food = obs["food"][s]
        lay.anchors[f"food:{s}"] = rect
        if food is None:
            return
        side = obs["sides"][s]
        if side is None:
            # drafted (public) but the bet is still hidden: the card lies covered
            lay.specs.append(
                Spec(
                    f"food:{food}",
                    self.food_art(food, "front"),
                    rect,
                    z=5,
                    zone=f"food:{s}",
                    card=food,
                    state=DIM if obs["side_chosen"][s] else NORMAL,
                    tooltip=T.food_name(food)
                    + " — "
                    + (
                        translate("SaltyBoard", "side chosen, hidden until all have chosen")
                        if obs["side_chosen"][s]
                        else translate("SaltyBoard", "side not chosen yet")
                    ),
                )
            )
            if obs["side_chosen"][s]:
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
                    )
                )
            return
        lay.specs.append(
            Spec(
                f"food:{food}",
                self.food_art(food, side),
                rect,
                z=5,
                zone=f"food:{s}",
                card=food,
                tooltip=arg(translate("SaltyBoard", "%1, %2: bet %3"), T.food_name(food), T.side_name(side), bet(food, side)),
            )
        )

    def _plates(self, lay: Layout, s: int, obs: Observation, rect: QRectF) -> None:
        food, side = obs["food"][s], obs["sides"][s]
        plates = bet(food, side) if food and side else 0
        cubes = obs["plates"][s]
        outside = obs["outside"][s]
        d = min(rect.height() * 0.5, rect.width() / max(4, plates + 2.5), 56)
        lay.anchors[f"plate:{s}"] = QRectF(rect.x(), rect.y(), d, d)
        lay.anchors[f"outside:{s}"] = QRectF(rect.x(), rect.y() + d + 6, d, d)
        for k in range(plates):
            pr = QRectF(rect.x() + k * (d + 4), rect.y(), d, d)
            lay.specs.append(
                Spec(
                    f"plate:{s}:{k}",
                    self.piece("plate"),
                    pr,
                    z=6,
                    tooltip=translate("SaltyBoard", "A plate: takes one cube"),
                )
            )
            if k < len(cubes):
                c = d * 0.55
                lay.specs.append(
                    Spec(
                        f"cube:{s}:p{k}",
                        self.piece("cube", seasoning=cubes[k]),
                        QRectF(pr.center().x() - c / 2, pr.center().y() - c / 2, c, c),
                        z=7,
                        zone=f"plate:{s}",
                        tooltip=T.seasoning_name(cubes[k]),
                    )
                )
        if outside:
            c = d * 0.55
            y = rect.y() + d + 6
            lay.labels.append(
                Label(
                    f"outside-label:{s}",
                    translate("SaltyBoard", "outside (−10 each):"),
                    QRectF(rect.x(), y, min(rect.width(), 150), c),
                    size=11,
                    color="#ffb3a8",
                )
            )
            for k, cube in enumerate(outside):
                lay.specs.append(
                    Spec(
                        f"cube:{s}:o{k}",
                        self.piece("cube", seasoning=cube),
                        QRectF(rect.x() + min(rect.width(), 150) + k * (c + 3), y, c, c),
                        z=7,
                        zone=f"outside:{s}",
                        tooltip=T.seasoning_name(cube),
                    )
                )
        if food and side == "back" and not outside:
            lay.labels.append(
                Label(
                    f"zero-bet:{s}",
                    translate("SaltyBoard", "bet 0: win no cube"),
                    QRectF(rect.x(), rect.y(), min(rect.width(), 180), 18),
                    size=12,
                    color="#fff4c8",
                )
            )

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
                        self.piece("cube", seasoning=s),
                        QRectF(x0 + col * (c + 2), rect.y() + rect.height() * 0.18 + row * (c + 2), c, c),
                        z=3,
                        zone="shelf",
                        tooltip=arg(translate("SaltyBoard", "%1: %2 cubes on the shelf"), T.seasoning_name(s), count),
                    )
                )

    def _draft(self, lay: Layout, obs: Observation, legal: list[Action], rect: QRectF, card: QSizeF) -> None:
        lay.labels.append(
            Label(
                "draft-label",
                translate("SaltyBoard", "Food cards: each player takes one"),
                QRectF(rect.x(), rect.y(), rect.width(), 20),
                size=13,
            )
        )
        pool = obs["food_pool"]
        can = {a.food for a in legal if isinstance(a, PickFood)}
        step = min(card.width() + 12, (rect.width() - card.width()) / max(1, len(pool) - 1)) if len(pool) > 1 else 0
        for i, f in enumerate(pool):
            lay.specs.append(
                Spec(
                    f"food:{f}",
                    self.food_art(f, "front"),
                    QRectF(rect.x() + i * step, rect.y() + 24, card.width(), card.height()),
                    z=10 + i,
                    zone="food_pool",
                    card=f,
                    target=("food", f) if can else None,
                    state=LEGAL if f in can else NORMAL,
                    tooltip=self._food_tip(f),
                )
            )
        lay.anchors["food_pool"] = QRectF(rect.x(), rect.y() + 24, card.width(), card.height())

    def _food_tip(self, f: str) -> str:
        food = FOODS[f]
        return arg(
            translate("SaltyBoard", "%1: %2 plates, accuracy bonus %3 per cube, max %4"),
            T.food_name(f),
            food.plates,
            food.accuracy,
            food.max,
        )

    def _trick(self, lay: Layout, obs: Observation, legal: list[Action], rect: QRectF, card: QSizeF) -> None:
        drop = "trick" if any(isinstance(a, Play) for a in legal) else None
        lay.areas.append(Area("trick", rect, color="#00000020", border="#ffffff30", target=drop, state=LEGAL if drop else NORMAL))
        title = translate("SaltyBoard", "This round")
        if obs["follow"]:
            title += " — " + arg(translate("SaltyBoard", "follow: %1"), T.seasoning_name(obs["follow"]))
        lay.labels.append(Label("trick-label", title, QRectF(rect.x() + 8, rect.y() + 2, rect.width() - 16, 20), size=13))
        trick = obs["trick"]
        step = card.width() + 10
        x0 = rect.x() + 10
        for k, (s, c) in enumerate(trick):
            r = QRectF(x0 + k * step, rect.y() + 26, card.width(), card.height())
            lay.specs.append(Spec(c, self.face(c), r, z=20 + k, card=c, zone="trick", tooltip=self.card_name(c)))
            lay.labels.append(
                Label(
                    f"trick-who:{k}",
                    self.name(s),
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
            Label(
                "last-label",
                translate("SaltyBoard", "Last round"),
                QRectF(rect.x(), rect.y(), rect.width(), 20),
                size=12,
            )
        )
        cards = last["cards"]
        w = min(rect.width() / max(1, len(cards)) - 4, 60)
        h = w * 1.4
        for k, (s, c) in enumerate(cards):
            win = s == last["winner"]
            lay.specs.append(
                Spec(
                    f"last:{c}",
                    self.face(c),
                    QRectF(rect.x() + k * (w + 4), rect.y() + 24, w, h),
                    z=5,
                    state=SELECTED if win else NORMAL,
                    tooltip=arg(translate("SaltyBoard", "%1 played %2"), self.name(s), self.card_name(c)),
                )
            )
        main = ", ".join(T.seasoning_name(m) for m in last["main"])
        text = arg(translate("SaltyBoard", "%1 won (main: %2; salt %3)"), self.name(last["winner"]), main, last["salt"])
        lay.labels.append(
            Label("last-result", text, QRectF(rect.x(), rect.y() + 30 + h, rect.width(), 34), size=11, color="#f0e6cc")
        )

    # -- decisions ---------------------------------------------------------------------
    def pick(self, target: Any, legal: list[Action], obs: Observation) -> Pick:
        if not isinstance(target, tuple):
            if target == "cancel":
                self.selection = None
                return Pick(reselect=True)
            if target == "discard_now":
                chosen = tuple(self.selection or ())
                if len(chosen) != 2:
                    return Pick(why=("choose_two", {}))
                return Pick(Discard(chosen))
            return Pick()
        kind, value = target
        if kind == "food":
            return Pick(PickFood(value))
        if kind == "side":
            return Pick(ChooseSide(value))
        if kind == "play":
            return Pick(Play(value))  # the engine explains a refusal (must follow...)
        if kind == "discard":
            chosen = list(self.selection or [])
            if value in chosen:
                chosen.remove(value)
            elif len(chosen) < 2:
                chosen.append(value)
            else:
                chosen = [chosen[1], value]
            self.selection = chosen
            return Pick(reselect=True)
        return Pick()

    def drop(self, dragged: Any, onto: Any, legal: list[Action], obs: Observation) -> Pick:
        if isinstance(dragged, tuple) and dragged[0] == "play" and onto == "trick":
            return Pick(Play(dragged[1]))
        return Pick()

    def buttons(self, obs: Observation, legal: list[Action]) -> list[Button]:
        sides = [a for a in legal if isinstance(a, ChooseSide)]
        if sides:
            food = obs["food"][obs["seat"]]
            return [
                Button(
                    arg(translate("SaltyBoard", "Front: bet %1"), bet(food, "front")),
                    action=ChooseSide("front"),
                    shortcut="F",
                ),
                Button(translate("SaltyBoard", "Back: bet 0"), action=ChooseSide("back"), shortcut="B"),
            ]
        if any(isinstance(a, Discard) for a in legal):
            n = len(self.selection or [])
            return [
                Button(
                    arg(translate("SaltyBoard", "Discard (%1/2)"), n),
                    target="discard_now",
                    enabled=n == 2,
                    shortcut="Return",
                )
            ]
        return []

    def prompt(self, obs: Observation, legal: list[Action]) -> str:
        if not legal:
            return ""
        a = legal[0]
        if isinstance(a, PickFood):
            return translate("SaltyBoard", "Choose a food card: its plates are the cubes you will bet on.")
        if isinstance(a, ChooseSide):
            return translate(
                "SaltyBoard",
                "Choose your bet: the front (the plates) or the back (0 cubes). The others see it when all have chosen.",
            )
        if isinstance(a, Discard):
            return translate("SaltyBoard", "Before the meal: choose two seasoning cards to discard face down.")
        if obs["trick"]:
            return arg(translate("SaltyBoard", "Play a card: follow %1 if you can."), T.seasoning_name(obs["follow"]))
        return translate("SaltyBoard", "You lead this round: play any card.")

    def action_text(self, action: Action) -> str:
        if isinstance(action, PickFood):
            return arg(translate("SaltyBoard", "take %1"), T.food_name(action.food))
        if isinstance(action, ChooseSide):
            return (
                translate("SaltyBoard", "bet with the front")
                if action.side == "front"
                else translate("SaltyBoard", "bet with the back (0 cubes)")
            )
        if isinstance(action, Discard):
            return arg(translate("SaltyBoard", "discard %1"), ", ".join(self.card_name(c) for c in action.cards))
        if isinstance(action, Play):
            return arg(translate("SaltyBoard", "play %1"), self.card_name(action.card))
        return super().action_text(action)

    def refusal(self, code: str, params: dict[str, Any]) -> str | None:
        return T.refusal(code, params)

    # -- words -------------------------------------------------------------------------
    def result_label(self) -> str:
        return translate("SaltyBoard", "Points")

    def result_note(self, result: dict[str, Any]) -> str:
        return (
            "<p>"
            + escape(translate("SaltyBoard", "Ties: the higher score in the last meal wins; otherwise the win is shared."))
            + "</p>"
        )

    def scoreboard(self, obs: Observation) -> tuple[list[str], list[list[str]]]:
        head = [
            translate("SaltyBoard", "Player"),
            translate("SaltyBoard", "Food"),
            translate("SaltyBoard", "Bet"),
            translate("SaltyBoard", "Cubes"),
            translate("SaltyBoard", "Total"),
        ]
        rows = []
        for s in range(obs["players"]):
            food = obs["food"][s]
            b = obs["bets"][s]
            rows.append(
                [
                    self.name(s),
                    T.food_name(food) if food else "–",
                    "?" if food and b is None else ("–" if b is None else str(b)),
                    str(len(obs["plates"][s]) + len(obs["outside"][s])),
                    str(obs["totals"][s]),
                ]
            )
        return head, rows

    def describe(self, ev: Event) -> str | None:
        k = ev.kind
        if k == "meal_started":
            return arg(
                translate("SaltyBoard", "Meal %1 begins. Last Player: %2; First Player: %3."),
                ev["meal"],
                self.name(ev["last_player"]),
                self.name(ev["first_player"]),
            )
        if k == "card_moved":
            src, dst, card = ev["src"], ev["dst"], ev["card"]
            if src == "food_pool":
                return arg(translate("SaltyBoard", "%1 takes %2."), self.name(int(dst.split(":")[1])), T.food_name(card))
            if dst == "trick":
                return arg(translate("SaltyBoard", "%1 plays %2."), self.name(int(src.split(":")[1])), self.card_name(card))
            return None
        if k == "side_chosen":
            who = self.name(ev["seat"])
            if ev["side"] is None:
                return arg(translate("SaltyBoard", "%1 has chosen a side."), who)
            return arg(translate("SaltyBoard", "You bet with the %1."), T.side_name(ev["side"]))
        if k == "sides_revealed":
            parts = [arg(translate("SaltyBoard", "%1: bet %2"), self.name(s), b) for s, b in enumerate(ev["bets"])]
            return translate("SaltyBoard", "Bets revealed") + ": " + "; ".join(parts)
        if k == "trick_won":
            cube = ev["cube"]
            text = arg(translate("SaltyBoard", "%1 wins the round with %2."), self.name(ev["seat"]), self.card_name(ev["card"]))
            if cube:
                text += " " + arg(translate("SaltyBoard", "Takes a %1 cube."), T.seasoning_name(cube))
            else:
                text += " " + translate("SaltyBoard", "No cube of that seasoning is left.")
            return text
        if k == "round_ended":
            return arg(translate("SaltyBoard", "Meal %1 is scored."), ev["round"])
        if k == "game_ended":
            return translate("SaltyBoard", "The game is over.")
        return None

    def summary_html(self, summary: dict[str, Any], final: bool = False) -> str:
        parts = ["<h3>" + escape(arg(translate("SaltyBoard", "Meal %1"), summary["meal"])) + "</h3>"]
        shelf = ", ".join(f"{T.seasoning_name(s)} {summary['shelf'][s]}" for s in SEASONINGS)
        parts.append(
            "<p>"
            + escape(QCoreApplication.translate("SaltyBoard", "Shelf at the start") + ": " + shelf)
            + "<br>"
            + escape(arg(QCoreApplication.translate("SaltyBoard", "Players who bet 0: %1"), summary["zero_bettors"]))
            + "</p>"
        )
        head = [
            QCoreApplication.translate("SaltyBoard", "Player"),
            QCoreApplication.translate("SaltyBoard", "Food card"),
            QCoreApplication.translate("SaltyBoard", "Bet"),
            QCoreApplication.translate("SaltyBoard", "On plates"),
            QCoreApplication.translate("SaltyBoard", "Outside"),
            QCoreApplication.translate("SaltyBoard", "Plates"),
            QCoreApplication.translate("SaltyBoard", "Outside −10"),
            QCoreApplication.translate("SaltyBoard", "Accuracy bonus"),
            QCoreApplication.translate("SaltyBoard", "Variety bonus"),
            QCoreApplication.translate("SaltyBoard", "Bet 0"),
            QCoreApplication.translate("SaltyBoard", "Meal"),
            QCoreApplication.translate("SaltyBoard", "Total"),
        ]
        parts.append(
            "<table cellspacing=0 cellpadding=4 border=1 style='border-collapse:collapse'><tr>"
            + "".join(f"<th>{escape(h)}</th>" for h in head)
            + "</tr>"
        )
        for row in summary["players"]:
            it = row["items"]
            on = ", ".join(T.seasoning_name(c) for c in row["cubes_on_plates"]) or "–"
            out = ", ".join(T.seasoning_name(c) for c in row["cubes_outside"]) or "–"
            cells = [
                self.name(row["seat"]),
                f"{T.food_name(row['food'])} ({T.side_name(row['side'])})",
                row["bet"],
                on,
                out,
                it["plates"],
                it["outside"],
                it["accuracy"],
                it["variety"],
                it["zero_bet"],
                row["score"],
                row["total"],
            ]
            parts.append("<tr>" + "".join(f"<td>{escape(str(c))}</td>" for c in cells) + "</tr>")
        parts.append("</table>")
        return "".join(parts)
