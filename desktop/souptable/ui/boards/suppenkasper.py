"""Suppenkasper board: the plate with the dish and who it is served to, the
weight track with every player's token, hands, eaten cards, chips.

Decisions, all with the mouse (buttons repeat the main ones):

- Serving: click the cards of a dish in your hand (only cards that can still
  make a dish are lit), then the plate or "Serve"; or drag a card onto the
  plate (with the cards already chosen).
- Served a dish: click the plate (or "Eat") to eat it plainly; click a
  reduction card (or a matching Freßsack / Mecker-Ziege / Naschkatze, or the
  Suppenkasper card), then the plate; or drag it onto the plate; or click the
  line of your choice beside the plate, which tells the kcal and steps of each
  way of eating before you decide. Click side dishes / muesli / more of the
  same to add them and "Add and pass on" (or drag them onto the plate).
  "Nein, eß ich nicht" by its card or button.
- Variant 2 round start: the option tiles beside the plate; giving: a card,
  then the player's seat (or drag the card onto the seat); demanding: the
  player's seat; handing over: the reduction card.
- Round end: the main course that takes the side dishes (the kcal and steps
  of each choice are shown under it); the Naschkatze holder clicks cakes to
  put the cream on them, "Spread cream" when all is placed.

A card the rules forbid can still be clicked: the engine refuses it and the
status line says why. The kcal and steps come from the game's own scoring
functions (``eat_effect``, ``meal_kcal``), never recomputed here.

Every ``translate`` call names its context ("SuppenkasperBoard") literally, so
that ``pyside6-lupdate`` finds the strings.
"""

from __future__ import annotations

from collections import Counter
from html import escape
from math import ceil
from typing import Any

from PySide6.QtCore import QRectF, QSizeF

from ...engine import Action, Event, Observation
from ...games.suppenkasper.actions import (
    AssignSides,
    ChooseOption,
    Demand,
    Eat,
    Give,
    HandOver,
    PassOn,
    PlaySuppenkasper,
    Refuse,
    Serve,
    SpreadCream,
)
from ...games.suppenkasper.cards import (
    COLOUR,
    KIND,
    SIDE_OF,
    SPACE_NAMES,
    TRACK_MAX,
    TRACK_MIN,
    card_sorted,
    steps_for,
)
from ...games.suppenkasper.scoring import colour_groups, dish_kcal, eat_effect, meal_kcal, meals
from ..art import track_space_center
from ..art.board import TRACK_H, TRACK_W
from ..table.spec import DIM, LEGAL, NORMAL, SELECTED, Area, Label, Layout, Spec
from ..text import arg, translate
from ..text import suppenkasper as T
from .base import Board, Button, Pick

TRACK_ASPECT = TRACK_H / TRACK_W
PANEL_TEXT = "#fff8e8"
SOFT_TEXT = "#f0e6cc"
HILITE = "#ffe27a"
# Colours with an alpha channel are written so that Qt's #AARRGGBB reading
# (QColor) gives the intended tint; tiles and borders are opaque.
PANEL_FILL = "#2a000000"
TILE = "#3a2b20"
TILE_BORDER = "#a08a66"


def _seat_of(zone: str) -> int | None:
    kind, _, rest = zone.partition(":")
    return int(rest) if kind == "hand" and rest else None


def _chip_svg() -> str:
    """A red wooden chip (variant 2). The art set has only the scoring chips of
    Super Susuru Soup, whose stars would mislead here."""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="60" height="60" viewBox="0 0 60 60">'
        '<circle cx="30" cy="33" r="25" fill="#000000" opacity="0.25"/>'
        '<circle cx="30" cy="30" r="25" fill="#c8352c" stroke="#3b1d14" stroke-width="3"/>'
        '<circle cx="30" cy="30" r="16" fill="none" stroke="#f4a99c" stroke-width="2.5" opacity="0.7"/>'
        '<path d="M17,20 A16,16 0 0 1 27,14" fill="none" stroke="#ffffff" stroke-width="3" '
        'stroke-linecap="round" opacity="0.5"/>'
        "</svg>"
    )


def _cards_text(cards: list[str] | tuple[str, ...]) -> str:
    """ "Meat 1200, 2 × Dumplings, Muesli" (canonical order, copies counted)."""
    out = []
    for c, k in Counter(card_sorted(list(cards))).items():
        out.append(T.card_name(c) if k == 1 else arg(translate("SuppenkasperBoard", "%1 × %2"), k, T.card_name(c)))
    return ", ".join(out)


class SuppenkasperBoard(Board):
    game = "suppenkasper"

    def __init__(self, names: list[str]) -> None:
        super().__init__(names)
        self.cream: tuple[int, ...] | None = None  # the Naschkatze holder's spread in the making
        self._told_card = False  # a private card move was just logged (skip the public line)

    def reset(self) -> None:
        self.selection = None
        self.cream = None

    def card_name(self, card: Any) -> str:
        return T.card_name(card)

    def card_face(self, card: str) -> Any:
        return self.face(card, T.card_kind(KIND[card]))

    def card_tip(self, card: str) -> str:
        return self.card_name(card) + "\n" + T.card_help(card)

    def chip_art(self) -> Any:
        return "suppenkasper/chip", _chip_svg

    # -- what the legal actions allow --------------------------------------------------
    def _sel(self) -> list[tuple[str, int]]:
        return list(self.selection or ())

    def _sel_cards(self) -> list[str]:
        return [c for c, _k in self._sel()]

    @staticmethod
    def _multi(legal: list[Action]) -> list[Any]:
        """The legal actions made of several chosen hand cards (serve, pass on)."""
        return [a for a in legal if isinstance(a, (Serve, PassOn))]

    @staticmethod
    def _fits(cards: list[str], multi: list[Any]) -> bool:
        want = Counter(cards)
        return any(not (want - Counter(a.cards)) for a in multi)

    @staticmethod
    def _exact(cards: list[str], multi: list[Any]) -> Any:
        key = sorted(cards)
        for a in multi:
            if sorted(a.cards) == key:
                return a
        return None

    @staticmethod
    def _single(card: str, legal: list[Action]) -> Action | None:
        """The one-card decision ``card`` stands for, if it is legal now."""
        for a in legal:
            if isinstance(a, (Eat, HandOver)) and a.card == card:
                return a
        if card == "nein" and Refuse() in legal:
            return Refuse()
        if card == "suppenkasper" and PlaySuppenkasper() in legal:
            return PlaySuppenkasper()
        return None

    def _sel_action(self, legal: list[Action]) -> Action | None:
        """The legal action the current selection of hand cards makes, if any."""
        cards = self._sel_cards()
        if not cards:
            return None
        if len(cards) == 1:
            single = self._single(cards[0], legal)
            if single is not None and not isinstance(single, HandOver):
                return single
        return self._exact(cards, self._multi(legal))

    def _candidate(self, cards: list[str], legal: list[Action]) -> Action | None:
        """An action that is *not* legal, handed to the engine only so that it
        says why (nothing changes): the chosen cards as a dish or addition."""
        if any(isinstance(a, Serve) for a in legal):
            return Serve(tuple(card_sorted(cards)))
        responding = any(isinstance(a, Eat) for a in legal)
        if responding:
            if len(cards) == 1 and KIND[cards[0]] in ("reduction", "special", "start"):
                return Refuse() if cards[0] == "nein" else Eat(cards[0])
            return PassOn(tuple(card_sorted(cards)))
        if any(isinstance(a, HandOver) for a in legal) and cards:
            return HandOver(cards[-1])
        return None

    def _eat_preview(self, plate: list[str], action: Action) -> tuple[dict[str, Any], str]:
        """(the engine's eat_effect for ``action`` on ``plate``, a short label)."""
        if isinstance(action, PlaySuppenkasper):
            return eat_effect([*plate, "suppenkasper"], "suppenkasper"), T.card_name("suppenkasper")
        card = getattr(action, "card", None)
        if card is None:
            return eat_effect(plate, None), translate("SuppenkasperBoard", "Eat plainly")
        label = T.card_name(card)
        if KIND[card] == "special":  # a Freßsack / Mecker-Ziege / Naschkatze goes on the dish
            label = arg(translate("SuppenkasperBoard", "%1 on the dish"), label)
        return eat_effect([*plate, card], card), label

    def _effect_text(self, eff: dict[str, Any]) -> str:
        steps = T.steps_text(eff["steps"])
        if eff["counted"] is None:
            return arg(translate("SuppenkasperBoard", "kcal do not count → %1"), steps)
        if eff["counted"] == eff["kcal"]:
            return arg(translate("SuppenkasperBoard", "%1 kcal → %2"), eff["kcal"], steps)
        return arg(translate("SuppenkasperBoard", "%1 of %2 kcal → %3"), eff["counted"], eff["kcal"], steps)

    # -- layout ------------------------------------------------------------------------
    def build(self, obs: Observation, legal: list[Action], size: QSizeF) -> Layout:
        W, H = size.width(), size.height()
        n = obs["players"]
        me = obs["seat"]
        order = self.seat_order(n, me)
        lay = Layout()
        pad = max(6.0, min(W, H) * 0.01)
        top_h = max(100.0, min(H * 0.2, 210.0))
        track_w = W - 2 * pad
        track_h = track_w * TRACK_ASPECT
        if track_h > H * 0.14:
            track_h = H * 0.14
            track_w = track_h / TRACK_ASPECT
        bot_h = max(118.0, min(H * 0.27, 300.0))
        track_y = top_h + pad
        mid_y = track_y + track_h + pad
        bot_y = H - pad - bot_h
        mid_h = max(80.0, bot_y - pad - mid_y)

        # opponents along the top, clockwise from the viewer's left
        others = order[1:]
        pw = (W - pad * (len(others) + 1)) / max(1, len(others))
        for i, s in enumerate(others):
            r = QRectF(pad + i * (pw + pad), pad, pw, top_h - pad)
            self._seat(lay, s, r, obs, legal, bottom=False)

        self._track(lay, obs, QRectF((W - track_w) / 2, track_y, track_w, track_h))
        self._middle(lay, obs, legal, QRectF(pad, mid_y, W - 2 * pad, mid_h), pad)

        # the viewer (or seat 0 for a spectator) at the bottom
        self._seat(lay, order[0], QRectF(pad, bot_y, W - 2 * pad, bot_h), obs, legal, bottom=True)
        return lay

    # -- seats ---------------------------------------------------------------------------
    def _seat_target(self, s: int, obs: Observation, legal: list[Action]) -> Any:
        """("seat", s) when clicking this seat is a decision now (give to / demand from it)."""
        if any(isinstance(a, Give) and a.to == s for a in legal):
            return ("seat", s)  # lit before a card is chosen too, so that a card can be dragged onto it
        if Demand(s) in legal:
            return ("seat", s)
        return None

    def _seat(self, lay: Layout, s: int, r: QRectF, obs: Observation, legal: list[Action], bottom: bool) -> None:
        me = obs["seat"]
        target = self._seat_target(s, obs, legal)
        active = obs["to_move"] == s
        lay.areas.append(
            Area(
                f"seat:{s}",
                r,
                color=PANEL_FILL,
                border=TILE_BORDER,  # the token in the corner tells whose seat; lit borders mean "choose"
                state=LEGAL if target else ("active" if active else NORMAL),
                target=target,
                tooltip=self._seat_tip(s, obs),
            )
        )
        icon = 22.0
        lay.specs.append(
            Spec(
                f"seat-token:{s}",
                self.piece("token", player=s),
                QRectF(r.x() + 6, r.y() + 4, icon, icon),
                z=3,
                tooltip=self._token_tip(s, obs),
                target=target,
            )
        )
        chips = obs["chips"][s] if obs["variant"] == "2" else 0
        chip_w = 18.0
        chips_w = (chip_w + 3) * chips + 4 if chips else 0.0
        # the chips sit beside the name, or on the cards' corner where the panel is narrow
        beside = r.width() - 20 - icon - chips_w >= 110
        chip_y = r.y() + 6 if beside else r.bottom() - chip_w - 4
        name_rect = QRectF(r.x() + 10 + icon, r.y() + 4, r.width() - 20 - icon - (chips_w if beside else 0), 22)
        lay.labels.append(Label(f"seat-name:{s}", self.name(s), name_rect, size=15, bold=True, color=PANEL_TEXT))
        for j in range(chips):
            lay.specs.append(
                Spec(
                    f"chip:{s}:{j}",
                    self.chip_art(),
                    QRectF(r.right() - 6 - (j + 1) * (chip_w + 3), chip_y, chip_w, chip_w),
                    z=3 if beside else 80,
                    tooltip=arg(translate("SuppenkasperBoard", "%1: %n chip(s) left", None, chips), self.name(s)),
                    target=target,
                )
            )
        lay.labels.append(
            Label(
                f"seat-facts:{s}",
                self._facts(s, obs),
                QRectF(r.x() + 8, r.y() + 26, r.width() - 16, 17),
                size=12,
                color=SOFT_TEXT,
            )
        )
        top = r.y() + 46
        avail_h = r.bottom() - top - 6
        if bottom and me == s:
            self._my_hand(lay, s, QRectF(r.x() + 12, top, r.width() - 24, avail_h), obs, legal)
            return
        ch = max(24.0, avail_h * min(1.0, self.scale))
        cw = ch / 1.4
        rect = QRectF(r.x() + 8, top, r.width() - 16, ch)
        lay.anchors[f"hand:{s}"] = QRectF(rect.x(), rect.y(), cw, ch)
        revealed = obs["hands"][s] if obs["hands"] is not None else None
        count = obs["hand_counts"][s]
        gap = min(cw * 0.55, (rect.width() - cw) / max(1, count - 1)) if count > 1 else 0
        if revealed is not None:
            seen: Counter[str] = Counter()
            for i, c in enumerate(card_sorted(revealed)):
                k = seen[c]
                seen[c] += 1
                lay.specs.append(
                    Spec(
                        f"hand:{s}:{c}:{k}",
                        self.card_face(c),
                        QRectF(rect.x() + i * gap, rect.y(), cw, ch),
                        z=10 + i,
                        card=c,
                        zone=f"hand:{s}",
                        tooltip=self.card_tip(c),
                        target=target,
                    )
                )
            return
        tip = arg(translate("SuppenkasperBoard", "%1 holds %n card(s)", None, count), self.name(s))
        known = obs["known"].get(str(s)) if me is not None else None
        if known:
            tip += "\n" + self._known_text(known)
        for i in range(count):
            lay.specs.append(
                Spec(
                    f"back:{s}:{i}",
                    self.back(),
                    QRectF(rect.x() + i * gap, rect.y(), cw, ch),
                    z=10 + i,
                    face_up=False,
                    back=self.back(),
                    zone=f"hand:{s}",
                    tooltip=tip,
                    target=target,
                )
            )

    def _known_text(self, known: dict[str, Any]) -> str:
        parts = []
        if known["cards"]:
            parts.append(arg(translate("SuppenkasperBoard", "You know they hold: %1"), _cards_text(known["cards"])))
        reds = known["reductions"]
        if reds:
            parts.append(translate("SuppenkasperBoard", "They hold at least %n further reduction card(s).", None, reds))
        if known["no_reduction"]:
            parts.append(translate("SuppenkasperBoard", "They hold no other reduction card."))
        return "\n".join(parts)

    def _facts(self, s: int, obs: Observation) -> str:
        pos = obs["positions"][s]
        facts = [arg(translate("SuppenkasperBoard", "Weight %1"), T.position_text(pos))]
        cards = obs["hand_counts"][s]
        facts.append(translate("SuppenkasperBoard", "%n card(s)", None, cards))
        if obs["dealer"] == s:
            facts.append(translate("SuppenkasperBoard", "dealer"))
        if obs["served"] == s:
            facts.append(translate("SuppenkasperBoard", "is served"))
        elif obs["phase"] == "serve" and obs["to_move"] == s:
            facts.append(translate("SuppenkasperBoard", "serves"))
        return " · ".join(facts)

    def _seat_tip(self, s: int, obs: Observation) -> str:
        return self._token_tip(s, obs)

    def _token_tip(self, s: int, obs: Observation) -> str:
        pos = obs["positions"][s]
        named = SPACE_NAMES.get(pos)
        text = arg(translate("SuppenkasperBoard", "%1: weight %2"), self.name(s), T.position_text(pos))
        if named:
            text += " (" + T.space_name(named) + ")"
        if obs["variant"] == "2":
            chips = obs["chips"][s]
            text += "\n" + translate("SuppenkasperBoard", "%n chip(s) left", None, chips)
        return text

    def _my_hand(self, lay: Layout, s: int, rect: QRectF, obs: Observation, legal: list[Action]) -> None:
        hand = card_sorted(obs["hand"])
        lift = min(14.0, rect.height() * 0.1)
        ch = max(30.0, (rect.height() - lift) * min(1.0, self.scale))
        cw = ch / 1.4
        y = rect.y() + lift
        lay.anchors[f"hand:{s}"] = QRectF(rect.x(), y, cw, ch)
        gap = min(cw + 6, (rect.width() - cw) / max(1, len(hand) - 1)) if len(hand) > 1 else 0
        span = gap * (len(hand) - 1) + cw if hand else 0
        x0 = rect.x() + max(0.0, (rect.width() - span) / 2)
        sel = self._sel()
        seen: Counter[str] = Counter()
        for i, c in enumerate(hand):
            k = seen[c]
            seen[c] += 1
            state, target = self._hand_state(c, k, legal, obs)
            chosen = (c, k) in sel
            lay.specs.append(
                Spec(
                    f"hand:{s}:{c}:{k}",
                    self.card_face(c),
                    QRectF(x0 + i * gap, y - (lift if chosen else 0), cw, ch),
                    z=40 + i,
                    card=c,
                    zone=f"hand:{s}",
                    target=target,
                    state=state,
                    draggable=state in (LEGAL, SELECTED),
                    tooltip=self._hand_tip(c, legal, obs),
                )
            )

    def _hand_tip(self, card: str, legal: list[Action], obs: Observation) -> str:
        tip = self.card_tip(card)
        single = self._single(card, legal)
        if isinstance(single, (Eat, PlaySuppenkasper)):
            eff, _label = self._eat_preview(obs["plate"], single)
            tip += "\n" + arg(translate("SuppenkasperBoard", "Now: %1"), self._effect_text(eff))
        return tip

    def _hand_state(self, card: str, k: int, legal: list[Action], obs: Observation) -> tuple[str, Any]:
        if not legal:
            return NORMAL, None
        tgt = ("hand", card, k)
        sel = self._sel()
        if (card, k) in sel:
            return SELECTED, tgt
        gives = [a for a in legal if isinstance(a, Give)]
        if gives:
            return (LEGAL, tgt) if any(a.card == card for a in gives) else (DIM, None)
        if any(isinstance(a, HandOver) for a in legal):
            return (LEGAL, tgt) if HandOver(card) in legal else (DIM, tgt)
        if any(isinstance(a, AssignSides) for a in legal):
            return (LEGAL, ("main", card)) if AssignSides(card) in legal else (DIM, None)
        if any(isinstance(a, (SpreadCream, ChooseOption, Demand)) for a in legal):
            return NORMAL, None
        if self._single(card, legal) is not None:
            return LEGAL, tgt
        base = self._sel_cards() if self._multi_selection(legal) else []
        if self._fits([*base, card], self._multi(legal)):
            return LEGAL, tgt
        # still clickable: it starts another dish, or the engine says why not
        return DIM, tgt

    def _multi_selection(self, legal: list[Action]) -> bool:
        """Whether the selection is (part of) a dish or an addition, not a single card's decision."""
        cards = self._sel_cards()
        return bool(cards) and self._fits(cards, self._multi(legal))

    # -- the weight track ----------------------------------------------------------------
    def _track(self, lay: Layout, obs: Observation, tr: QRectF) -> None:
        labels = {str(k): T.space_name(v) for k, v in sorted(SPACE_NAMES.items())}
        lay.specs.append(
            Spec(
                "track",
                self.piece("track", labels=labels),
                tr,
                z=0,
                tooltip=translate(
                    "SuppenkasperBoard",
                    "Weight track: from Suppenkasper (−10) over the dream figure (0) to Dicker Brocken (+10). "
                    "Whoever reaches either end ends the game; closest to the dream figure wins.",
                ),
            )
        )
        scale = tr.width() / TRACK_W
        by_pos: dict[int, list[int]] = {}
        for s, p in enumerate(obs["positions"]):
            by_pos.setdefault(p, []).append(s)
        space_w = 92 * scale
        space_h = 150 * scale
        for p, seats in by_pos.items():
            cx, _cy = track_space_center(p)
            cx = tr.x() + cx * scale
            cy = tr.y() + 96 * scale
            k = len(seats)
            cols = 1 if k == 1 else 2
            rows = ceil(k / cols)
            size = min(space_w * (0.8 if cols == 1 else 0.5), space_h / rows * 0.92)
            for i, s in enumerate(seats):
                col, row = i % cols, i // cols
                x = cx + (col - (cols - 1) / 2) * size - size / 2
                y = cy + (row - (rows - 1) / 2) * size - size / 2
                lay.specs.append(
                    Spec(
                        f"token:{s}",
                        self.piece("token", player=s),
                        QRectF(x, y, size, size),
                        z=5 + i,
                        tooltip=self._token_tip(s, obs),
                    )
                )

    # -- the middle: eaten cards, the plate, what happens ---------------------------------
    def _middle(self, lay: Layout, obs: Observation, legal: list[Action], r: QRectF, pad: float) -> None:
        left_w = max(96.0, min(r.width() * 0.15, 190.0))
        side = min(r.height(), r.width() * 0.3)
        plate = QRectF(r.x() + left_w + pad * 2, r.y() + (r.height() - side) / 2, side, side)
        info = QRectF(plate.right() + pad * 2, r.y(), min(640.0, r.right() - plate.right() - pad * 2), r.height())
        self._eaten(lay, obs, QRectF(r.x(), r.y(), left_w, r.height()))
        self._plate(lay, obs, legal, plate)
        phase = obs["phase"]
        if phase in ("option", "give", "demand", "hand_over"):
            self._options_panel(lay, obs, legal, info)
        elif phase == "settle":
            self._settle_panel(lay, obs, legal, info)
        else:
            self._dish_panel(lay, obs, legal, info)

    def _eaten(self, lay: Layout, obs: Observation, r: QRectF) -> None:
        count = len(obs["eaten"])
        line = 18.0
        lines = [
            arg(translate("SuppenkasperBoard", "Round %1"), obs["round"]),
            arg(translate("SuppenkasperBoard", "Dealer: %1"), self.name(obs["dealer"])),
        ]
        if obs["starter"] is not None:
            lines.append(arg(translate("SuppenkasperBoard", "Started: %1"), self.name(obs["starter"])))
        variant = {
            "base": translate("SuppenkasperBoard", "Base game"),
            "1": translate("SuppenkasperBoard", "Variant 1"),
            "2": translate("SuppenkasperBoard", "Variant 2"),
        }.get(obs["variant"], "")
        lines.append(variant)
        for i, text in enumerate(lines):
            lay.labels.append(Label(f"info-left:{i}", text, QRectF(r.x(), r.y() + i * line, r.width(), line), size=13))
        ch = min(r.height() - len(lines) * line - 42, r.width() * 0.9 * 1.4, 140.0)
        ch = max(ch, 30.0)
        cw = ch / 1.4
        pile = QRectF(r.x() + (r.width() - cw) / 2 - 4, r.bottom() - ch - 24, cw, ch)
        lay.anchors["eaten"] = pile
        for i in range(min(count, 5)):
            lay.specs.append(
                Spec(
                    f"eaten:{i}",
                    self.back(),
                    QRectF(pile.x() + i * 2, pile.y() - i * 2, cw, ch),
                    z=2 + i,
                    face_up=False,
                    back=self.back(),
                    zone="eaten",
                    tooltip=translate("SuppenkasperBoard", "Eaten this round: %n card(s)", None, count),
                )
            )
        if count == 0:
            lay.areas.append(Area("eaten-empty", pile, color=PANEL_FILL, border=TILE_BORDER))
        lay.labels.append(
            Label(
                "eaten-label",
                arg(translate("SuppenkasperBoard", "Eaten: %1"), count),
                QRectF(r.x(), r.bottom() - 22, r.width(), 20),
                size=12,
                align="center",
            )
        )

    def _plate_active(self, obs: Observation, legal: list[Action]) -> bool:
        return any(isinstance(a, (Serve, Eat)) for a in legal)

    def _plate(self, lay: Layout, obs: Observation, legal: list[Action], r: QRectF) -> None:
        active = self._plate_active(obs, legal)
        target = "plate" if active else None
        action = self._sel_action(legal)
        tip = translate("SuppenkasperBoard", "The plate")
        if any(isinstance(a, Serve) for a in legal):
            tip = translate("SuppenkasperBoard", "Serve the chosen cards: click, or drag a card here")
        elif any(isinstance(a, Eat) for a in legal):
            tip = translate("SuppenkasperBoard", "Click to eat the dish (or to play the chosen card); drag a card here")
        lay.specs.append(
            Spec(
                "plate",
                self.piece("plate_big"),
                r,
                z=1,
                target=target,
                state=(SELECTED if action is not None else LEGAL) if active else NORMAL,
                tooltip=tip,
            )
        )
        lay.anchors["plate"] = QRectF(r.center().x() - r.width() * 0.15, r.center().y() - r.height() * 0.2, 10, 10)
        cards = obs["plate"]
        if not cards:
            return
        # one row while each card still shows its value band, else two rows
        # (the back row's top band stays visible above the front row)
        k = len(cards)
        per_row = k if k <= 5 else ceil(k / 2)
        rows = ceil(k / per_row)
        avail = r.width() * 0.95
        cw = min(r.height() * 0.46 / 1.4, avail / (1 + 0.62 * (per_row - 1)))
        ch = cw * 1.4
        drop = ch * 0.42
        step = cw * 0.62
        y0 = r.center().y() - (ch + drop * (rows - 1)) / 2
        lay.anchors["plate"] = QRectF(r.center().x() - cw / 2, y0, cw, ch)
        for i, c in enumerate(cards):
            row, col = i // per_row, i % per_row
            in_row = min(per_row, k - row * per_row)
            x0 = r.center().x() - (step * (in_row - 1) + cw) / 2
            lay.specs.append(
                Spec(
                    f"plate:{i}:{c}",
                    self.card_face(c),
                    QRectF(x0 + col * step, y0 + row * drop, cw, ch),
                    z=20 + i,
                    card=c,
                    zone="plate",
                    tooltip=self.card_tip(c),
                    target=target,
                )
            )

    def _lines(self, lay: Layout, key: str, r: QRectF, texts: list[tuple[str, float, bool, str]]) -> float:
        """Stack text lines (text, size, bold, colour) from the top of ``r``; returns the next y."""
        y = r.y()
        for i, (text, size, bold, color) in enumerate(texts):
            h = size + 7
            lay.labels.append(Label(f"{key}:{i}", text, QRectF(r.x(), y, r.width(), h), size=size, bold=bold, color=color))
            y += h
        return y

    def _dish_panel(self, lay: Layout, obs: Observation, legal: list[Action], r: QRectF) -> None:
        plate = obs["plate"]
        texts: list[tuple[str, float, bool, str]] = []
        to_move = obs["to_move"]
        if obs["phase"] == "respond" and obs["server"] is not None:
            texts.append(
                (
                    arg(translate("SuppenkasperBoard", "%1 serves %2"), self.name(obs["server"]), self.name(obs["served"])),
                    16,
                    True,
                    PANEL_TEXT,
                )
            )
        elif obs["phase"] == "serve" and to_move is not None:
            texts.append(
                (
                    arg(
                        translate("SuppenkasperBoard", "%1 serves a dish to %2"),
                        self.name(to_move),
                        self.name((to_move + 1) % obs["players"]),
                    ),
                    16,
                    True,
                    PANEL_TEXT,
                )
            )
        chain = [self._chain_text(e) for e in obs["dish"][1:]]
        if chain:
            texts.append((" · ".join(chain), 13, False, SOFT_TEXT))
        if plate and any(KIND[c] not in ("start",) for c in plate):
            eff = eat_effect(plate, None)
            texts.append(
                (
                    arg(
                        translate("SuppenkasperBoard", "On the plate: %1 kcal (eaten plainly: %2)"),
                        dish_kcal(plate),
                        T.steps_text(eff["steps"]),
                    ),
                    14,
                    False,
                    PANEL_TEXT,
                )
            )
        if obs["nein_on_plate"]:
            texts.append(
                (
                    translate(
                        "SuppenkasperBoard", "“No, I won't eat it!” is on the plate: only reduction cards may be played on it."
                    ),
                    12,
                    False,
                    "#ffd7a0",
                )
            )
        # serving: what the chosen dish would be
        sel_action = self._sel_action(legal)
        if isinstance(sel_action, Serve):
            eff = eat_effect(list(sel_action.cards), None)
            texts.append(
                (
                    arg(
                        translate("SuppenkasperBoard", "Your dish: %1 kcal — %2 if %3 eats it plainly"),
                        dish_kcal(list(sel_action.cards)),
                        T.steps_text(eff["steps"]),
                        self.name((obs["seat"] + 1) % obs["players"]),
                    ),
                    14,
                    True,
                    HILITE,
                )
            )
        elif self._sel_cards() and any(isinstance(a, Serve) for a in legal):
            texts.append((translate("SuppenkasperBoard", "Not a whole dish yet."), 13, False, SOFT_TEXT))
        if isinstance(sel_action, PassOn):
            after = plate + list(sel_action.cards)
            eff = eat_effect(after, None)
            texts.append(
                (
                    arg(
                        translate("SuppenkasperBoard", "With your cards: %1 kcal (eaten plainly: %2)"),
                        dish_kcal(after),
                        T.steps_text(eff["steps"]),
                    ),
                    14,
                    True,
                    HILITE,
                )
            )
        y = self._lines(lay, "dish-info", r, texts)
        # served: every way of eating it, with its kcal and steps, to click
        choices: list[Action] = [a for a in legal if isinstance(a, Eat)]
        if PlaySuppenkasper() in legal:
            choices.append(PlaySuppenkasper())
        if not choices:
            return
        rows: list[tuple[Action, str]] = []
        for a in choices:
            eff, label = self._eat_preview(plate, a)
            rows.append((a, label + " — " + self._effect_text(eff)))
        if Refuse() in legal:
            rows.append(
                (Refuse(), T.card_name("nein") + " — " + arg(translate("SuppenkasperBoard", "pass it on → %1"), T.steps_text(-1)))
            )
        lay.labels.append(
            Label(
                "choices-title",
                translate("SuppenkasperBoard", "Your choice (click):"),
                QRectF(r.x(), y + 2, r.width(), 18),
                size=12,
                color=SOFT_TEXT,
            )
        )
        y += 22
        avail = r.bottom() - y
        cols = 1 if len(rows) * 26 <= avail else 2
        per_col = ceil(len(rows) / cols)
        row_h = min(28.0, avail / max(1, per_col))
        col_w = (r.width() - 6 * (cols - 1)) / cols
        chosen = self._sel_action(legal)
        for i, (a, text) in enumerate(rows):
            col, row = i // per_col, i % per_col
            rect = QRectF(r.x() + col * (col_w + 6), y + row * row_h, col_w, row_h - 3)
            lay.areas.append(
                Area(
                    f"choice:{i}",
                    rect,
                    color=TILE,
                    border=TILE_BORDER,
                    radius=6,
                    state=SELECTED if a == chosen else LEGAL,
                    target=("do", a),
                    tooltip=text,
                )
            )
            lay.labels.append(Label(f"choice-text:{i}", text, rect.adjusted(6, 0, -4, 0), z=2, size=min(14.0, row_h * 0.55)))

    def _chain_text(self, entry: dict[str, Any]) -> str:
        who = self.name(entry["seat"])
        if entry["did"] == "refused":
            return arg(translate("SuppenkasperBoard", "%1: No!"), who)
        return arg(translate("SuppenkasperBoard", "%1 adds %2"), who, _cards_text(entry["cards"]))

    # -- variant 2 round start ------------------------------------------------------------
    def _options_panel(self, lay: Layout, obs: Observation, legal: list[Action], r: QRectF) -> None:
        texts: list[tuple[str, float, bool, str]] = [
            (arg(translate("SuppenkasperBoard", "Round %1: round-start options"), obs["round"]), 16, True, PANEL_TEXT)
        ]
        for entry in obs["option_log"]:
            texts.append((self._option_log_text(entry), 13, False, SOFT_TEXT))
        running = obs["option_seat"]
        phase = obs["phase"]
        if running is not None and phase in ("give", "demand", "hand_over"):
            done = 3 - obs["option_left"]
            if phase == "give":
                text = arg(translate("SuppenkasperBoard", "%1 gives 3 cards: %2 of 3 given"), self.name(running), done)
            else:
                text = arg(
                    translate("SuppenkasperBoard", "%1 demands 3 reduction cards: %2 of 3 received"), self.name(running), done
                )
            texts.append((text, 14, True, HILITE))
            if obs["option_none"]:
                names = ", ".join(self.name(s) for s in obs["option_none"])
                texts.append((arg(translate("SuppenkasperBoard", "No reduction card: %1"), names), 13, False, SOFT_TEXT))
        elif running is not None:
            texts.append((arg(translate("SuppenkasperBoard", "%1 chooses"), self.name(running)), 14, True, HILITE))
        y = self._lines(lay, "option-info", r, texts)
        opts = [a for a in legal if isinstance(a, ChooseOption)]
        if not opts:
            return
        avail = r.bottom() - y - 4
        cols = 2
        rows = ceil(len(opts) / cols)
        tile_h = min(64.0, avail / rows - 4)
        tile_w = (r.width() - 6) / cols
        for i, a in enumerate(opts):
            col, row = i % cols, i // cols
            rect = QRectF(r.x() + col * (tile_w + 6), y + 4 + row * (tile_h + 4), tile_w, tile_h)
            lay.areas.append(
                Area(
                    f"option:{a.option}",
                    rect,
                    color=TILE,
                    border=TILE_BORDER,
                    radius=8,
                    state=LEGAL,
                    target=("do", a),
                    tooltip=T.option_help(a.option),
                )
            )
            lay.labels.append(
                Label(
                    f"option-name:{a.option}",
                    T.option_name(a.option),
                    QRectF(rect.x() + 8, rect.y() + 2, rect.width() - 16, tile_h * 0.45),
                    z=2,
                    size=min(15.0, tile_h * 0.3),
                    bold=True,
                )
            )
            lay.labels.append(
                Label(
                    f"option-help:{a.option}",
                    T.option_help(a.option),
                    QRectF(rect.x() + 8, rect.y() + tile_h * 0.45, rect.width() - 16, tile_h * 0.5),
                    z=2,
                    size=min(12.0, tile_h * 0.22),
                    color=SOFT_TEXT,
                )
            )

    def _option_log_text(self, entry: dict[str, Any]) -> str:
        who = self.name(entry["seat"])
        if entry["option"] == "lose":
            return arg(
                translate("SuppenkasperBoard", "%1 paid a chip and lost 3 (%2 → %3)."),
                who,
                T.position_text(entry["from"]),
                T.position_text(entry["to"]),
            )
        if entry["option"] == "give":
            return arg(
                translate("SuppenkasperBoard", "%1 paid a chip and gave cards to %2."),
                who,
                ", ".join(self.name(t) for t in entry["to"]),
            )
        text = arg(
            translate("SuppenkasperBoard", "%1 paid a chip and took reduction cards from %2."),
            who,
            ", ".join(self.name(t) for t in entry["from"]) or "–",
        )
        if entry.get("none"):
            text += " " + arg(
                translate("SuppenkasperBoard", "No reduction card: %1."), ", ".join(self.name(t) for t in entry["none"])
            )
        return text

    # -- round end: who eats what, and the side-dish decisions ------------------------------
    def _settle_panel(self, lay: Layout, obs: Observation, legal: list[Action], r: QRectF) -> None:
        seat = obs["to_move"]
        if seat is None or obs["hands"] is None:
            return
        eats, _lost = meals(obs["hands"])
        meal = eats[seat]
        choice = dict(obs["choices"][seat]) if obs["choices"] else {}
        mine = bool(legal)
        assigns = [a for a in legal if isinstance(a, AssignSides)]
        spreads = [a for a in legal if isinstance(a, SpreadCream)]
        texts: list[tuple[str, float, bool, str]] = [
            (
                arg(
                    translate("SuppenkasperBoard", "Round end: %1 could not serve; everybody eats their hand."),
                    self.name(obs["cannot_serve"]),
                ),
                14,
                True,
                PANEL_TEXT,
            )
        ]
        if not mine:
            texts.append(
                (
                    arg(translate("SuppenkasperBoard", "%1 decides where the side dishes go."), self.name(seat)),
                    13,
                    False,
                    SOFT_TEXT,
                )
            )
            self._lines(lay, "settle-info", r, texts)
            return
        if assigns:
            colour = str(COLOUR[assigns[0].main])
            sides = colour_groups(meal)[colour][1]
            texts.append(
                (
                    arg(
                        translate("SuppenkasperBoard", "Which main course takes your %1 × %2? (click it)"),
                        sides,
                        T.card_name(SIDE_OF[colour]),
                    ),
                    14,
                    False,
                    HILITE,
                )
            )
            y = self._lines(lay, "settle-info", r, texts)
            options = []
            for a in assigns:
                kcal, _assigned, _spread = meal_kcal(meal, {**choice, colour: a.main})
                options.append(
                    (
                        a.main,
                        ("main", a.main),
                        arg(translate("SuppenkasperBoard", "%1 kcal → %2"), kcal, T.steps_text(steps_for(kcal))),
                    )
                )
            self._choice_cards(lay, "assign", QRectF(r.x(), y, r.width(), r.bottom() - y), options, legal)
            return
        if spreads:
            cakes, cream = colour_groups(meal)["cake"]
            counts = list(self.cream or ())
            if len(counts) != len(cakes):
                counts = [0] * len(cakes)
            left = cream - sum(counts)
            texts.append(
                (
                    arg(
                        translate("SuppenkasperBoard", "Spread your %1 cream over the cakes: click a cake to add one (%2 left)."),
                        cream,
                        left,
                    ),
                    14,
                    False,
                    HILITE,
                )
            )
            if left == 0:
                kcal, _a, _s = meal_kcal(meal, {**choice, "cream": counts})
                texts.append(
                    (
                        arg(translate("SuppenkasperBoard", "Your meal: %1 kcal → %2"), kcal, T.steps_text(steps_for(kcal))),
                        14,
                        True,
                        PANEL_TEXT,
                    )
                )
            y = self._lines(lay, "settle-info", r, texts)
            options = []
            for i, cake in enumerate(cakes):
                note = arg(translate("SuppenkasperBoard", "%1 × cream"), counts[i])
                options.append((cake, ("cake", i) if left > 0 else None, note))
            self._choice_cards(lay, "cake", QRectF(r.x(), y, r.width(), r.bottom() - y), options, legal, cream_counts=counts)

    def _choice_cards(
        self,
        lay: Layout,
        key: str,
        r: QRectF,
        options: list[tuple[str, Any, str]],
        legal: list[Action],
        cream_counts: list[int] | None = None,
    ) -> None:
        """A row of cards to choose among, each with a line under it."""
        k = len(options)
        ch = min(r.height() - 24, (r.width() / max(1, k) - 10) * 1.4 / (1.25 if cream_counts else 1.0), 170.0)
        ch = max(ch, 30.0)
        cw = ch / 1.4
        slot = cw * (1.25 if cream_counts else 1.0) + 10
        x0 = r.x()
        for i, (card, target, note) in enumerate(options):
            x = x0 + i * slot
            lay.specs.append(
                Spec(
                    f"{key}:{i}:{card}",
                    self.card_face(card),
                    QRectF(x, r.y(), cw, ch),
                    z=20,
                    card=card,
                    target=target,
                    state=LEGAL if target is not None else NORMAL,
                    tooltip=self.card_tip(card) + "\n" + note,
                )
            )
            if cream_counts:
                count = cream_counts[i]
                step = min(ch * 0.16, ch * 0.45 / max(1, count - 1))
                for j in range(count):
                    lay.specs.append(
                        Spec(
                            f"{key}-cream:{i}:{j}",
                            self.card_face("cream"),
                            QRectF(x + cw * 0.68, r.y() + ch * 0.04 + j * step, cw * 0.55, ch * 0.55),
                            z=30 + j,
                            card="cream",
                            target=("uncream", i),
                            state=LEGAL if j == cream_counts[i] - 1 else NORMAL,
                            tooltip=translate("SuppenkasperBoard", "Click to take this cream back"),
                        )
                    )
            lay.labels.append(
                Label(f"{key}-note:{i}", note, QRectF(x - 4, r.y() + ch + 2, slot - 2, 20), size=13, align="center")
            )

    # -- decisions -----------------------------------------------------------------------
    def pick(self, target: Any, legal: list[Action], obs: Observation) -> Pick:
        if target == "cancel":
            self.reset()
            return Pick(reselect=True)
        if target == "plate":
            return self._plate_pick(legal)
        if not isinstance(target, tuple):
            return Pick()
        kind = target[0]
        if kind == "do":
            return Pick(target[1]) if target[1] in legal else Pick()
        if kind == "hand":
            return self._hand_pick(target[1], target[2], legal)
        if kind == "seat":
            s = target[1]
            sel = self._sel_cards()
            if sel and Give(sel[0], s) in legal:
                return Pick(Give(sel[0], s))
            if Demand(s) in legal:
                return Pick(Demand(s))
            if any(isinstance(a, Give) for a in legal):
                return Pick(why=("choose_card_first", {}))
            return Pick()
        if kind == "main" and AssignSides(target[1]) in legal:
            return Pick(AssignSides(target[1]))
        if kind in ("cake", "uncream"):
            return self._cream_pick(kind, target[1], legal, obs)
        if kind == "spread":
            act = SpreadCream(tuple(self.cream or ()))
            return Pick(act) if act in legal else Pick(why=("cream_spread_invalid", {}))
        return Pick()

    def _plate_pick(self, legal: list[Action]) -> Pick:
        action = self._sel_action(legal)
        if action is not None:
            return Pick(action)
        cards = self._sel_cards()
        if not cards:
            if Eat(None) in legal:
                return Pick(Eat(None))
            if any(isinstance(a, Serve) for a in legal):
                return Pick(why=("empty_dish", {}))
            return Pick()
        cand = self._candidate(cards, legal)
        return Pick(cand) if cand is not None else Pick()

    def _hand_pick(self, card: str, k: int, legal: list[Action]) -> Pick:
        sel = self._sel()
        if (card, k) in sel:
            sel.remove((card, k))
            self.selection = tuple(sel) or None
            return Pick(reselect=True)
        if any(isinstance(a, Give) for a in legal):
            if any(isinstance(a, Give) and a.card == card for a in legal):
                self.selection = ((card, k),)
                return Pick(reselect=True)
            return Pick()
        if HandOver(card) in legal:
            return Pick(HandOver(card))
        if any(isinstance(a, HandOver) for a in legal):
            return Pick(HandOver(card))  # the engine says why not
        single = self._single(card, legal)
        if single is not None:
            self.selection = ((card, k),)
            return Pick(reselect=True)
        multi = self._multi(legal)
        if not multi and not any(isinstance(a, Eat) for a in legal):
            return Pick()
        base = sel if self._multi_selection(legal) else []
        if self._fits([c for c, _ in base] + [card], multi):
            self.selection = tuple([*base, (card, k)])
            return Pick(reselect=True)
        if self._fits([card], multi):
            self.selection = ((card, k),)
            return Pick(reselect=True)
        cand = self._candidate([c for c, _ in base] + [card], legal)
        return Pick(cand) if cand is not None else Pick()

    def _cream_pick(self, kind: str, i: int, legal: list[Action], obs: Observation) -> Pick:
        spreads = [a for a in legal if isinstance(a, SpreadCream)]
        if not spreads:
            return Pick()
        cakes = len(spreads[0].counts)
        cream = sum(spreads[0].counts)
        counts = list(self.cream or (0,) * cakes)
        if kind == "cake" and sum(counts) < cream:
            counts[i] += 1
        elif kind == "uncream" and counts[i] > 0:
            counts[i] -= 1
        self.cream = tuple(counts)
        return Pick(reselect=True)

    def drop(self, dragged: Any, onto: Any, legal: list[Action], obs: Observation) -> Pick:
        if not (isinstance(dragged, tuple) and dragged[0] == "hand"):
            return Pick()
        card, k = dragged[1], dragged[2]
        if onto == "plate":
            single = self._single(card, legal)
            if single is not None and not isinstance(single, HandOver):
                return Pick(single)
            sel = self._sel()
            base = sel if self._multi_selection(legal) else []
            if (card, k) not in base:
                base = [*base, (card, k)]
            cards = [c for c, _ in base]
            multi = self._multi(legal)
            action = self._exact(cards, multi) or self._exact([card], multi)
            if action is not None:
                return Pick(action)
            cand = self._candidate(cards, legal)
            return Pick(cand) if cand is not None else Pick()
        if isinstance(onto, tuple) and onto[0] == "seat":
            if Give(card, onto[1]) in legal:
                return Pick(Give(card, onto[1]))
            if HandOver(card) in legal and obs["option_seat"] == onto[1]:
                return Pick(HandOver(card))
        return Pick()

    def buttons(self, obs: Observation, legal: list[Action]) -> list[Button]:
        out: list[Button] = []
        sel_action = self._sel_action(legal)
        if any(isinstance(a, Serve) for a in legal):
            out.append(
                Button(
                    translate("SuppenkasperBoard", "Serve"),
                    action=sel_action,
                    enabled=isinstance(sel_action, Serve),
                    shortcut="S",
                    tooltip=translate("SuppenkasperBoard", "Serve the chosen cards to your left neighbour"),
                )
            )
        if Eat(None) in legal:
            eff, _label = self._eat_preview(obs["plate"], Eat(None))
            out.append(
                Button(
                    arg(translate("SuppenkasperBoard", "Eat (%1)"), T.steps_text(eff["steps"])),
                    action=Eat(None),
                    shortcut="E",
                    tooltip=arg(translate("SuppenkasperBoard", "Eat the dish plainly: %1"), self._effect_text(eff)),
                )
            )
            if sel_action is not None and sel_action != Eat(None) and not isinstance(sel_action, Refuse):
                out.append(Button(self._action_text(sel_action, obs), action=sel_action, shortcut="D"))
        if Refuse() in legal:
            out.append(Button(translate("SuppenkasperBoard", "No, I won't eat it!"), action=Refuse(), shortcut="N"))
        for a in legal:
            if isinstance(a, ChooseOption):
                out.append(Button(T.option_name(a.option), action=a, tooltip=T.option_help(a.option)))
            elif isinstance(a, Demand):
                out.append(Button(arg(translate("SuppenkasperBoard", "Ask %1"), self.name(a.target)), action=a))
        sel = self._sel_cards()
        if sel:
            for a in legal:
                if isinstance(a, Give) and a.card == sel[0]:
                    out.append(Button(arg(translate("SuppenkasperBoard", "To %1"), self.name(a.to)), action=a))
        for a in legal:
            if isinstance(a, AssignSides):
                out.append(Button(arg(translate("SuppenkasperBoard", "Sides on %1"), T.card_name(a.main)), action=a))
        spreads = [a for a in legal if isinstance(a, SpreadCream)]
        if spreads:
            act = SpreadCream(tuple(self.cream or ()))
            out.append(
                Button(translate("SuppenkasperBoard", "Spread cream"), action=act if act in legal else None, enabled=act in legal)
            )
            if self.cream:
                out.append(Button(translate("SuppenkasperBoard", "Start again"), target="cancel"))
        if self.selection:
            out.append(Button(translate("SuppenkasperBoard", "Clear"), target="cancel", shortcut="Esc"))
        return out

    def action_text(self, action: Action) -> str:
        a = action
        if isinstance(a, Serve):
            return arg(translate("SuppenkasperBoard", "Serve %1"), _cards_text(a.cards))
        if isinstance(a, PassOn):
            return arg(translate("SuppenkasperBoard", "Add %1 and pass on"), _cards_text(a.cards))
        if isinstance(a, Eat):
            if a.card is None:
                return translate("SuppenkasperBoard", "Eat plainly")
            return arg(translate("SuppenkasperBoard", "Eat with %1"), T.card_name(a.card))
        if isinstance(a, Refuse):
            return T.card_name("nein")
        if isinstance(a, PlaySuppenkasper):
            return translate("SuppenkasperBoard", "Play Suppenkasper")
        if isinstance(a, ChooseOption):
            return T.option_name(a.option)
        if isinstance(a, Give):
            return arg(translate("SuppenkasperBoard", "Give %1 to %2"), T.card_name(a.card), self.name(a.to))
        if isinstance(a, Demand):
            return arg(translate("SuppenkasperBoard", "Ask %1"), self.name(a.target))
        if isinstance(a, HandOver):
            return arg(translate("SuppenkasperBoard", "Hand over %1"), T.card_name(a.card))
        if isinstance(a, AssignSides):
            return arg(translate("SuppenkasperBoard", "Sides on %1"), T.card_name(a.main))
        if isinstance(a, SpreadCream):
            return arg(translate("SuppenkasperBoard", "Cream on the cakes: %1"), ", ".join(str(k) for k in a.counts))
        return super().action_text(a)

    def _action_text(self, a: Action, obs: Observation) -> str:
        if isinstance(a, PassOn):
            return translate("SuppenkasperBoard", "Add and pass on")
        if isinstance(a, PlaySuppenkasper):
            return translate("SuppenkasperBoard", "Play Suppenkasper")
        if isinstance(a, Eat) and a.card is not None:
            eff, _ = self._eat_preview(obs["plate"], a)
            return arg(translate("SuppenkasperBoard", "Eat with %1 (%2)"), T.card_name(a.card), T.steps_text(eff["steps"]))
        return translate("SuppenkasperBoard", "Do it")

    def prompt(self, obs: Observation, legal: list[Action]) -> str:
        if not legal:
            return ""
        sel_action = self._sel_action(legal)
        left = self.name((obs["seat"] + 1) % obs["players"]) if obs["seat"] is not None else ""
        if any(isinstance(a, Serve) for a in legal):
            if isinstance(sel_action, Serve):
                return arg(
                    translate("SuppenkasperBoard", "Serve %1 (%2 kcal) to %3: click the plate or “Serve”."),
                    _cards_text(sel_action.cards),
                    dish_kcal(list(sel_action.cards)),
                    left,
                )
            return arg(
                translate(
                    "SuppenkasperBoard",
                    "Serve a dish to %1: click a main course (with matching side dishes and/or muesli), "
                    "fast food or ready-made meals, then the plate.",
                ),
                left,
            )
        if any(isinstance(a, Eat) for a in legal):
            if sel_action is not None:
                return arg(
                    translate("SuppenkasperBoard", "%1: click the plate (or drag the card onto it) to do it."),
                    self._action_text(sel_action, obs) if not isinstance(sel_action, Refuse) else T.card_name("nein"),
                )
            eff, _ = self._eat_preview(obs["plate"], Eat(None))
            text = arg(
                translate("SuppenkasperBoard", "%1 serves you %2 kcal (%3 if eaten plainly)."),
                self.name(obs["server"]),
                dish_kcal(obs["plate"]),
                T.steps_text(eff["steps"]),
            )
            if len(legal) == 1:
                return text + " " + translate("SuppenkasperBoard", "Click the plate to eat it.")
            return (
                text
                + " "
                + translate(
                    "SuppenkasperBoard",
                    "Click the plate to eat it plainly, or a lit card: to eat it with, to add and pass on, "
                    "or to refuse it. Every choice is listed beside the plate.",
                )
            )
        if any(isinstance(a, ChooseOption) for a in legal):
            return translate("SuppenkasperBoard", "Round start: pay a chip for one option, or take none.")
        if any(isinstance(a, Give) for a in legal):
            done = 4 - obs["option_left"]
            sel = self._sel_cards()
            if sel:
                return arg(translate("SuppenkasperBoard", "Give %1 to whom? Click a lit player."), T.card_name(sel[0]))
            return arg(translate("SuppenkasperBoard", "Give card %1 of 3: click a card in your hand, then a player."), done)
        if any(isinstance(a, Demand) for a in legal):
            return arg(
                translate("SuppenkasperBoard", "Demand reduction card %1 of 3: click a lit player."), 4 - obs["option_left"]
            )
        if any(isinstance(a, HandOver) for a in legal):
            return arg(
                translate("SuppenkasperBoard", "%1 demands a reduction card: click the one you hand over."),
                self.name(obs["option_seat"]),
            )
        if any(isinstance(a, AssignSides) for a in legal):
            return translate(
                "SuppenkasperBoard", "Round end: click the main course that takes all the side dishes of its colour."
            )
        if any(isinstance(a, SpreadCream) for a in legal):
            return translate("SuppenkasperBoard", "Round end: spread the cream over your cakes, then “Spread cream”.")
        return ""

    def refusal(self, code: str, params: dict[str, Any]) -> str | None:
        if code == "choose_card_first":
            return translate("SuppenkasperBoard", "First choose the card to give.")
        return T.refusal(code, params)

    # -- words -------------------------------------------------------------------------
    def result_label(self) -> str:
        return translate("SuppenkasperBoard", "Distance from the dream figure")

    def result_note(self, result: dict[str, Any]) -> str:
        detail = result["detail"]
        rows = []
        for s, pos in enumerate(detail["positions"]):
            named = SPACE_NAMES.get(pos)
            text = arg(translate("SuppenkasperBoard", "%1: weight %2"), self.name(s), T.position_text(pos))
            if named:
                text += " (" + T.space_name(named) + ")"
            if "chips" in detail:
                chips = detail["chips"][s]
                text += " · " + translate("SuppenkasperBoard", "%n chip(s)", None, chips)
            rows.append(escape(text))
        ends = [s for s, p in enumerate(detail["positions"]) if p in (TRACK_MIN, TRACK_MAX)]
        end_text = arg(
            translate("SuppenkasperBoard", "The game ended in round %1: %2 reached an end of the track."),
            detail["rounds"],
            ", ".join(self.name(s) for s in ends),
        )
        note = translate("SuppenkasperBoard", "Closest to the dream figure wins; players equally close share the win.")
        if "chips" in detail:
            note += " " + translate("SuppenkasperBoard", "Variant 2: among them, more chips wins.")
        return "<p>" + escape(end_text) + "</p><p>" + "<br>".join(rows) + "</p><p>" + escape(note) + "</p>"

    def scoreboard(self, obs: Observation) -> tuple[list[str], list[list[str]]]:
        head = [
            translate("SuppenkasperBoard", "Player"),
            translate("SuppenkasperBoard", "Weight"),
            translate("SuppenkasperBoard", "Cards"),
        ]
        chips = obs["variant"] == "2"
        if chips:
            head.append(translate("SuppenkasperBoard", "Chips"))
        rows = []
        for s in range(obs["players"]):
            row = [self.name(s), T.position_text(obs["positions"][s]), str(obs["hand_counts"][s])]
            if chips:
                row.append(str(obs["chips"][s]))
            rows.append(row)
        return head, rows

    def describe(self, ev: Event) -> str | None:
        k = ev.kind
        who = self.name(ev.get("seat"))
        if k == "round_started":
            return arg(translate("SuppenkasperBoard", "Round %1 begins: %2 deals."), ev["round"], self.name(ev["dealer"]))
        if k == "dealt":
            if ev.get("cards") is None:
                return None
            return arg(translate("SuppenkasperBoard", "%1 is dealt: %2."), who, _cards_text(ev["cards"]))
        if k == "tischlein_played":
            return arg(
                translate("SuppenkasperBoard", "%1 holds Tischlein deck dich, puts it on the plate and serves first."), who
            )
        if k == "served":
            return arg(
                translate("SuppenkasperBoard", "%1 serves %2: %3 (%4 kcal)."),
                who,
                self.name(ev["to"]),
                _cards_text(ev["cards"]),
                dish_kcal(ev["cards"]),
            )
        if k == "passed":
            return arg(
                translate("SuppenkasperBoard", "%1 adds %2 and passes the dish to %3."),
                who,
                _cards_text(ev["cards"]),
                self.name(ev["to"]),
            )
        if k == "refused":
            return arg(
                translate("SuppenkasperBoard", "%1: “No, I won't eat it!” (−1) — the dish goes on to %2."),
                who,
                self.name(ev["to"]),
            )
        if k == "ate":
            how = ev["how"]
            steps = T.steps_text(ev["steps"])
            if how is None:
                return arg(translate("SuppenkasperBoard", "%1 eats the dish plainly: %2 kcal, %3."), who, ev["kcal"], steps)
            if how == "suppenkasper":
                return arg(
                    translate("SuppenkasperBoard", "%1 puts the Suppenkasper card on the dish: %2, the kcal do not count."),
                    who,
                    steps,
                )
            if ev["counted"] is None:
                return arg(translate("SuppenkasperBoard", "%1 eats the dish with %2: %3."), who, T.card_name(how), steps)
            if KIND.get(how) == "special":  # a Freßsack / Mecker-Ziege / Naschkatze on its dish
                return arg(
                    translate("SuppenkasperBoard", "%1 puts %2 on the dish and eats it: %3 kcal, %4."),
                    who,
                    T.card_name(how),
                    ev["kcal"],
                    steps,
                )
            return arg(
                translate("SuppenkasperBoard", "%1 eats the dish with %2: %3 of %4 kcal count, %5."),
                who,
                T.card_name(how),
                ev["counted"],
                ev["kcal"],
                steps,
            )
        if k == "moved_on_track":
            pos = ev["to"]
            named = SPACE_NAMES.get(pos)
            text = arg(translate("SuppenkasperBoard", "%1 now weighs %2."), who, T.position_text(pos))
            if named:
                text = arg(
                    translate("SuppenkasperBoard", "%1 now weighs %2: %3!"), who, T.position_text(pos), T.space_name(named)
                )
            return text
        if k == "cannot_serve":
            return arg(translate("SuppenkasperBoard", "%1 cannot serve a dish: the round ends, everybody eats their hand."), who)
        if k == "sides_assigned":
            return arg(translate("SuppenkasperBoard", "%1 puts the side dishes on %2."), who, T.card_name(ev["main"]))
        if k == "cream_spread":
            return arg(
                translate("SuppenkasperBoard", "%1 spreads the cream over the cakes: %2."),
                who,
                ", ".join(str(c) for c in ev["counts"]),
            )
        if k == "option_chosen":
            if ev["option"] == "none":
                return arg(translate("SuppenkasperBoard", "%1 takes no option."), who)
            return arg(translate("SuppenkasperBoard", "%1 pays a chip: %2."), who, T.option_name(ev["option"]))
        if k == "card_moved":
            src, dst, card = ev["src"], ev["dst"], ev.get("card")
            if card is not None and _seat_of(src) is not None and _seat_of(dst) is not None:
                self._told_card = True
                return arg(
                    translate("SuppenkasperBoard", "%1 gives %2 to %3."),
                    self.name(_seat_of(src)),
                    T.card_name(card),
                    self.name(_seat_of(dst)),
                )
            return None
        if k in ("card_given", "reduction_handed_over"):
            if self._told_card:
                self._told_card = False
                return None
            if k == "card_given":
                return arg(translate("SuppenkasperBoard", "%1 gives %2 a card."), who, self.name(ev["to"]))
            return arg(translate("SuppenkasperBoard", "%1 hands %2 a reduction card."), who, self.name(ev["to"]))
        if k == "reduction_demanded":
            return arg(translate("SuppenkasperBoard", "%1 demands a reduction card from %2."), who, self.name(ev["target"]))
        if k == "no_reduction_card":
            return arg(translate("SuppenkasperBoard", "%1 has no reduction card."), who)
        if k == "round_ended":
            return arg(translate("SuppenkasperBoard", "Round %1 is over."), ev["round"])
        if k == "game_ended":
            return translate("SuppenkasperBoard", "The game is over.")
        return None

    def summary_html(self, summary: dict[str, Any], final: bool = False) -> str:
        e = escape
        parts = [f"<h3>{e(arg(translate('SuppenkasperBoard', 'Round %1'), summary['round']))}</h3>"]
        facts = [arg(translate("SuppenkasperBoard", "Dealer: %1"), self.name(summary["dealer"]))]
        if summary.get("starter") is not None:
            facts.append(arg(translate("SuppenkasperBoard", "Tischlein deck dich: %1"), self.name(summary["starter"])))
        parts.append("<p>" + e(" · ".join(facts)) + "</p>")
        if summary.get("options"):
            parts.append("<p><b>" + e(translate("SuppenkasperBoard", "Round-start options")) + "</b><br>")
            parts.append("<br>".join(e(self._option_log_text(o)) for o in summary["options"]) + "</p>")
        dishes = summary.get("dishes") or []
        if dishes:
            parts.append("<p><b>" + e(translate("SuppenkasperBoard", "Dishes")) + "</b></p>")
            parts.append("<table cellspacing=0 cellpadding=3 border=1 style='border-collapse:collapse'>")
            head = [
                translate("SuppenkasperBoard", "Served by"),
                translate("SuppenkasperBoard", "On the way"),
                translate("SuppenkasperBoard", "Eaten by"),
                translate("SuppenkasperBoard", "How"),
                translate("SuppenkasperBoard", "Cards"),
                translate("SuppenkasperBoard", "kcal"),
                translate("SuppenkasperBoard", "Counted"),
                translate("SuppenkasperBoard", "Steps"),
                translate("SuppenkasperBoard", "Weight"),
            ]
            parts.append("<tr>" + "".join(f"<th>{e(h)}</th>" for h in head) + "</tr>")
            for d in dishes:
                chain = " · ".join(self._chain_text(c) for c in d["chain"][1:]) or "–"
                counted = "–" if d["counted"] is None else str(d["counted"])
                how = d["how"]
                how_text = translate("SuppenkasperBoard", "plainly") if how == "plain" else T.card_name(how)
                server = self.name(d["server"]) if d["server"] is not None else "–"
                cells = [
                    server,
                    chain,
                    self.name(d["eater"]),
                    how_text,
                    _cards_text(d["cards"]),
                    str(d["kcal"]),
                    counted,
                    T.steps_text(d["steps"]),
                    T.position_text(d["from"]) + " → " + T.position_text(d["to"]),
                ]
                parts.append("<tr>" + "".join(f"<td>{e(str(x))}</td>" for x in cells) + "</tr>")
            parts.append("</table>")
        refusals = [c for d in dishes for c in d["chain"] if c["did"] == "refused"]
        open_dish = summary.get("open_dish")
        if open_dish:
            refusals += [c for c in open_dish["chain"] if c["did"] == "refused"]
            parts.append(
                "<p>"
                + e(
                    arg(
                        translate("SuppenkasperBoard", "Still on the plate when the game ended: %1."),
                        _cards_text(open_dish["cards"]),
                    )
                )
                + "</p>"
            )
        if refusals:
            lines = [
                arg(
                    translate("SuppenkasperBoard", "%1: “No, I won't eat it!” %2 (%3 → %4)"),
                    self.name(c["seat"]),
                    T.steps_text(c["steps"]),
                    T.position_text(c["from"]),
                    T.position_text(c["to"]),
                )
                for c in refusals
            ]
            parts.append("<p>" + "<br>".join(e(x) for x in lines) + "</p>")
        settlement = summary.get("settlement")
        if summary.get("cannot_serve") is not None:
            parts.append(
                "<p>"
                + e(
                    arg(
                        translate("SuppenkasperBoard", "%1 could not serve: everybody ate their hand."),
                        self.name(summary["cannot_serve"]),
                    )
                )
                + "</p>"
            )
        if settlement:
            parts.append(self._settlement_html(settlement))
        elif final:
            parts.append(
                "<p>" + e(translate("SuppenkasperBoard", "Cards still in hand at the end of the game do not count.")) + "</p>"
            )
        pos = ", ".join(
            arg(translate("SuppenkasperBoard", "%1: %2"), self.name(s), T.position_text(p))
            for s, p in enumerate(summary.get("positions", []))
        )
        parts.append("<p><b>" + e(translate("SuppenkasperBoard", "Weight now")) + ":</b> " + e(pos))
        if summary.get("chips") is not None:
            chips = ", ".join(
                arg(translate("SuppenkasperBoard", "%1: %2"), self.name(s), c) for s, c in enumerate(summary["chips"])
            )
            parts.append("<br><b>" + e(translate("SuppenkasperBoard", "Chips")) + ":</b> " + e(chips))
        parts.append("</p>")
        return "".join(parts)

    def _settlement_html(self, settlement: dict[str, Any]) -> str:
        e = escape
        out = ["<p><b>" + e(translate("SuppenkasperBoard", "Round end: eating the hands")) + "</b></p>"]
        if settlement["mode"] == "suppenkasper_card":
            out.append(
                "<p>"
                + e(
                    arg(
                        translate(
                            "SuppenkasperBoard",
                            "%1 still held the Suppenkasper card: no dish counts; only “No, I won't eat it!” (−1) "
                            "and Laxative (−2) cards in hand.",
                        ),
                        self.name(settlement["suppenkasper_holder"]),
                    )
                )
                + "</p>"
            )
            head = [
                translate("SuppenkasperBoard", "Player"),
                translate("SuppenkasperBoard", "Hand"),
                translate("SuppenkasperBoard", "Steps"),
                translate("SuppenkasperBoard", "Weight"),
            ]
            out.append("<table cellspacing=0 cellpadding=3 border=1 style='border-collapse:collapse'>")
            out.append("<tr>" + "".join(f"<th>{e(h)}</th>" for h in head) + "</tr>")
            for row in settlement["players"]:
                cells = [
                    self.name(row["seat"]),
                    _cards_text(row["hand"]) or "–",
                    T.steps_text(row["steps"]),
                    T.position_text(row["from"]) + " → " + T.position_text(row.get("to", row["from"])),
                ]
                out.append("<tr>" + "".join(f"<td>{e(x)}</td>" for x in cells) + "</tr>")
            out.append("</table>")
            return "".join(out)
        head = [
            translate("SuppenkasperBoard", "Player"),
            translate("SuppenkasperBoard", "Hand"),
            translate("SuppenkasperBoard", "Taken from others"),
            translate("SuppenkasperBoard", "Lost to others"),
            translate("SuppenkasperBoard", "Side dishes on"),
            translate("SuppenkasperBoard", "kcal"),
            translate("SuppenkasperBoard", "Steps"),
            translate("SuppenkasperBoard", "Weight"),
        ]
        out.append("<table cellspacing=0 cellpadding=3 border=1 style='border-collapse:collapse'>")
        out.append("<tr>" + "".join(f"<th>{e(h)}</th>" for h in head) + "</tr>")
        for row in settlement["players"]:
            sides = [T.card_name(m) for m in row["assigned"].values()]
            if row.get("cream"):
                sides.append(
                    ", ".join(
                        arg(translate("SuppenkasperBoard", "%1: %2 × cream"), T.card_name(c), k) for c, k in row["cream"].items()
                    )
                )
            cells = [
                self.name(row["seat"]),
                _cards_text(row["hand"]) or "–",
                _cards_text(row["taken"]) or "–",
                _cards_text(row["lost"]) or "–",
                "; ".join(sides) or "–",
                str(row["kcal"]),
                T.steps_text(row["steps"]),
                T.position_text(row["from"]) + " → " + T.position_text(row.get("to", row["from"])),
            ]
            out.append("<tr>" + "".join(f"<td>{e(x)}</td>" for x in cells) + "</tr>")
        out.append("</table>")
        note = translate(
            "SuppenkasperBoard",
            "A main course counts its kcal times its side dishes (×1 with none or one); reduction cards and "
            "side dishes without a matching main course count nothing.",
        )
        out.append("<p>" + e(note) + "</p>")
        return "".join(out)
