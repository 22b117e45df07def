"""The Suppenkasper table laid out: the opponents along the top, the weight track, the
plate between the eaten cards and what happens now, the person's hand at the bottom.

Every overlapping row of face-up cards is a hand fan (``Board.fan``) that leaves each
card's corner index (value and suit symbol) uncovered; where a row would be too long,
the cards shrink or the fan takes a second row that covers only the lower part of the
row behind it. Face-down hands are plain rows. The card-size setting (``scale``) gives
the hand more of the height, never more than fits. No rules here: what is lit comes
from :mod:`.choose`, every sentence from :mod:`.words`.
"""

from __future__ import annotations

from collections import Counter
from math import ceil
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, QSizeF

from ....engine import Action, Observation
from ....games.suppenkasper.actions import AssignSides, ChooseOption, EndRound, SpreadCream, StopDemand
from ....games.suppenkasper.cards import COLOUR, SIDE_OF, SPACE_NAMES, card_sorted, steps_for
from ....games.suppenkasper.scoring import colour_groups, meal_kcal, meals
from ...table import piles
from ...table.board import LayoutPart
from ...table.spec import DIM, LEGAL, NORMAL, SELECTED, Area, Label, Layout, Spec
from .faces import option_help, option_name, space_name
from .words import Line

if TYPE_CHECKING:
    from .board import SuppenkasperBoard

PANEL_TEXT = "#fff8e8"
SOFT_TEXT = "#f0e6cc"
HILITE = "#ffe27a"
# Colours with an alpha channel are written "#RRGGBBAA"; tiles and borders are opaque.
PANEL_FILL = "#0000002a"
TILE = "#3a2b20"
TILE_BORDER = "#a08a66"
STYLE = {  # a line's look: (pixel size, bold, colour)
    "title": (16.0, True, PANEL_TEXT),
    "info": (14.0, False, PANEL_TEXT),
    "strong": (14.0, True, PANEL_TEXT),
    "soft": (13.0, False, SOFT_TEXT),
    "hilite": (14.0, True, HILITE),
    "ask": (14.0, False, HILITE),
    "warn": (12.0, False, "#ffd7a0"),
}
HAND_TOP = 46.0  # the cards of a seat start this far below its top (under its name and facts)
ROW_GAP = 0.03  # between the index of a fan row and the row in front of it, in card heights


def interesting(obs: Observation) -> bool:
    """A moment that shows the board well (seat 0's view): a dish of a few cards served
    to seat 0, the tokens spread over the track."""
    return obs["phase"] == "respond" and len(obs["plate"]) >= 2 and len(obs["hand"]) >= 5 and len(set(obs["positions"])) >= 2


class SuppenkasperLayout(LayoutPart):
    """Observation -> layout (cards, pieces, areas and labels in scene pixels)."""

    board: SuppenkasperBoard

    def build(self, obs: Observation, legal: list[Action], size: QSizeF) -> Layout:
        W, H = size.width(), size.height()
        order = self.board.seat_order(obs["players"], obs["seat"])
        lay = Layout()
        pad = max(6.0, min(W, H) * 0.01)
        track_w, track_h = self.board.faces.track_size(W - 2 * pad, H * 0.14)
        top_h, bot_h = self._band_heights(H, pad, track_h, self._hand_height(obs, W - 2 * pad - 24))
        track_y = top_h + pad
        mid_y = track_y + track_h + pad
        bot_y = H - pad - bot_h
        others = order[1:]  # along the top, clockwise from the viewer's left
        pw = (W - pad * (len(others) + 1)) / max(1, len(others))
        for i, s in enumerate(others):
            self._seat(lay, s, QRectF(pad + i * (pw + pad), pad, pw, top_h - pad), obs, legal)
        self._track(lay, obs, QRectF((W - track_w) / 2, track_y, track_w, track_h))
        self._middle(lay, obs, legal, QRectF(pad, mid_y, W - 2 * pad, max(80.0, bot_y - pad - mid_y)), pad)
        self._seat(lay, order[0], QRectF(pad, bot_y, W - 2 * pad, bot_h), obs, legal)  # the viewer (seat 0 for a spectator)
        return lay

    def _band_heights(self, H: float, pad: float, track_h: float, hand_h: float) -> tuple[float, float]:
        """Heights of the opponents' band and the person's hand: a larger card size gives
        the hand (and a little the opponents) more, but the plate keeps room, and a hand
        too long for larger cards leaves the height to the plate."""
        s = self.board.scale
        top = min(max(100.0, H * 0.2), 210.0) * (1 + (s - 1) * 0.4)
        bot = min(max(118.0, H * 0.27 * s), 300.0 * s, max(118.0, hand_h + HAND_TOP + 6))
        spare = H - 4 * pad - track_h - max(150.0, H * 0.26) - top - bot
        if spare < 0:  # take it back from both, the hand keeping at least its base height
            cut_top = min(-spare * 0.4, max(0.0, top - 100.0))
            top -= cut_top
            bot = max(min(118.0, bot), bot + spare + cut_top)
        return top, bot

    def _hand_height(self, obs: Observation, width: float) -> float:
        """The height the person's hand fan can use at ``width`` (its lift included)."""
        if obs["seat"] is None or not obs["hand"]:
            return 1e9
        h = width / piles.fan_width(QSizeF(1.0, 1.0), [self.board.extent(c) for c in card_sorted(obs["hand"])]) * piles.CARD_RATIO
        return h + 14 if h + 14 >= 140 else h / 0.9

    # -- seats ---------------------------------------------------------------------------
    def _seat(self, lay: Layout, s: int, r: QRectF, obs: Observation, legal: list[Action]) -> None:
        state, target = self.board.choose.seat_target(s, obs, legal)
        active = obs["to_move"] == s
        area_state = state if state == LEGAL else ("active" if active else NORMAL)
        tip = self.board.words.token_tip(s, obs)
        # the token in the corner tells whose seat; lit borders mean "choose"
        # a card to give is chosen: the players it may go to are where the choice ends
        dest = self.board.dest_rank(s, obs["seat"]) if state == LEGAL and self.board.selection else 0
        lay.areas.append(
            Area(f"seat:{s}", r, color=PANEL_FILL, border=TILE_BORDER, state=area_state, target=target, tooltip=tip, dest=dest)
        )
        icon = 22.0
        token = QRectF(r.x() + 6, r.y() + 4, icon, icon)
        state = DIM if state == DIM else NORMAL  # the area is what lights up (and takes the focus)
        lay.specs.append(
            Spec(f"seat-token:{s}", self.board.faces.token_art(s), token, z=3, tooltip=tip, target=target, state=state)
        )
        chips = obs["chips"][s] if obs["variant"] == "2" else 0
        chip_w = 18.0
        chips_w = (chip_w + 3) * chips + 4 if chips else 0.0
        beside = r.width() - 20 - icon - chips_w >= 110  # else a column at the right of the cards
        name_w = r.width() - 20 - icon - (chips_w if beside else 0)
        lay.labels.append(
            Label(
                f"seat-name:{s}",
                self.board.name(s),
                QRectF(r.x() + 10 + icon, r.y() + 4, name_w, 22),
                size=15,
                bold=True,
                color=PANEL_TEXT,
            )
        )
        for j in range(chips):
            x, y = (
                (r.right() - 6 - (j + 1) * (chip_w + 3), r.y() + 6)
                if beside
                else (r.right() - 6 - chip_w, r.y() + HAND_TOP + j * (chip_w + 2))
            )
            chip = QRectF(x, y, chip_w, chip_w)
            lay.specs.append(
                Spec(
                    f"chip:{s}:{j}",
                    self.board.faces.chip_art(),
                    chip,
                    z=3,
                    tooltip=self.board.words.chip_tip(s, chips),
                    target=None,
                )
            )
        facts = QRectF(r.x() + 8, r.y() + 26, r.width() - 16, 17)
        lay.labels.append(Label(f"seat-facts:{s}", self.board.words.facts(s, obs), facts, size=12, color=SOFT_TEXT))
        top = r.y() + HAND_TOP
        cards = QRectF(r.x() + 8, top, r.width() - 16 - (0 if beside or not chips else chip_w + 6), r.bottom() - top - 6)
        if s == obs["seat"]:
            self._my_hand(lay, s, cards.adjusted(4, 0, -4, 0), obs, legal)
        elif obs["hands"] is not None:
            self._open_hand(lay, s, cards, obs["hands"][s], target)
        else:
            self._closed_hand(lay, s, cards, obs, target)

    def _closed_hand(self, lay: Layout, s: int, r: QRectF, obs: Observation, target: Any) -> None:
        size = QSizeF(r.height() / piles.CARD_RATIO, r.height())
        lay.anchors[f"hand:{s}"] = QRectF(r.topLeft(), size)
        tip = self.board.words.back_tip(s, obs)
        for i, rect in enumerate(piles.row(r, size, obs["hand_counts"][s], gap=-0.45)):
            lay.specs.append(
                Spec(
                    f"back:{s}:{i}",
                    self.board.back(),
                    rect,
                    z=10 + i,
                    face_up=False,
                    back=self.board.back(),
                    zone=f"hand:{s}",
                    tooltip=tip,
                    target=target,
                )
            )

    def _open_hand(self, lay: Layout, s: int, r: QRectF, hand: list[str], target: Any) -> None:
        """A hand laid open at the round end: a fan of one to three rows."""
        cards = card_sorted(hand)
        lay.anchors[f"hand:{s}"] = QRectF(r.topLeft(), QSizeF(r.height() / piles.CARD_RATIO, r.height()))
        seen: Counter[str] = Counter()
        for i, (c, rect) in enumerate(zip(cards, self.fan_rows(r, r.height(), cards, 3), strict=True)):
            k = seen[c]
            seen[c] += 1
            lay.specs.append(
                Spec(
                    f"hand:{s}:{c}:{k}",
                    self.board.faces.card_face(c),
                    rect,
                    z=10 + i,
                    card=c,
                    zone=f"hand:{s}",
                    tooltip=self.board.faces.card_tip(c),
                    target=target,
                )
            )

    def _my_hand(self, lay: Layout, s: int, r: QRectF, obs: Observation, legal: list[Action]) -> None:
        hand = card_sorted(obs["hand"])
        lift = min(14.0, r.height() * 0.1)
        h = max(30.0, r.height() - lift)
        row = QRectF(r.x(), r.y() + lift, r.width(), h)
        lay.anchors[f"hand:{s}"] = QRectF(row.topLeft(), QSizeF(h / piles.CARD_RATIO, h))
        chosen = self.board.choose.chosen()
        seen: Counter[str] = Counter()
        for i, (c, rect) in enumerate(
            zip(hand, self.board.fan(row, QSizeF(h / piles.CARD_RATIO, h), hand, "center"), strict=True)
        ):
            k = seen[c]
            seen[c] += 1
            state, target = self.board.choose.hand_target(c, k, legal)
            lay.specs.append(
                Spec(
                    f"hand:{s}:{c}:{k}",
                    self.board.faces.card_face(c),
                    rect.translated(0, -lift) if (c, k) in chosen else rect,
                    z=40 + i,
                    card=c,
                    zone=f"hand:{s}",
                    target=target,
                    state=state,
                    draggable=state in (LEGAL, SELECTED),
                    tooltip=self.board.words.hand_tip(c, obs["plate"], self.board.choose.single(c, legal)),
                )
            )

    def fan_rows(self, r: QRectF, card_h: float, cards: list[str], most: int, align: str = "left") -> list[QRectF]:
        """Hand fans of ``cards`` in up to ``most`` rows in ``r`` (the number of rows that
        gives the largest cards); each row covers the one behind it below its indexes."""
        if not cards:
            return []
        step = max(self.board.faces.index_height(c) for c in cards) + ROW_GAP
        best: tuple[float, int] = (0.0, 1)
        for rows in range(1, min(most, len(cards)) + 1):
            per = ceil(len(cards) / rows)
            h = min(card_h, r.height() / (1 + step * (rows - 1)))
            w = h / piles.CARD_RATIO
            for i in range(0, len(cards), per):
                need = piles.fan_width(QSizeF(1.0, 1.0), [self.board.extent(c) for c in cards[i : i + per]])
                w = min(w, r.width() / need)
            if w > best[0] + 0.5:
                best = (w, rows)
        w, rows = max(best[0], piles.MIN_CARD_W), best[1]
        size = QSizeF(w, w * piles.CARD_RATIO)
        per = ceil(len(cards) / rows)
        out: list[QRectF] = []
        for n, i in enumerate(range(0, len(cards), per)):
            line = QRectF(r.x(), r.y() + n * size.height() * step, r.width(), size.height())
            out += self.board.fan(line, size, cards[i : i + per], align)
        return out

    # -- the weight track ----------------------------------------------------------------
    def _track(self, lay: Layout, obs: Observation, r: QRectF) -> None:
        labels = {str(k): space_name(v) for k, v in sorted(SPACE_NAMES.items())}
        lay.specs.append(Spec("track", self.board.faces.track_art(labels), r, z=0, tooltip=self.board.words.track_tip()))
        by_pos: dict[int, list[int]] = {}
        for s, p in enumerate(obs["positions"]):
            by_pos.setdefault(p, []).append(s)
        for p, seats in by_pos.items():
            centre, space_w, space_h = self.board.faces.track_point(r, p)
            k = len(seats)
            cols = 1 if k == 1 else 2
            rows = ceil(k / cols)
            size = min(space_w * (0.8 if cols == 1 else 0.5), space_h / rows * 0.92)
            for i, s in enumerate(seats):
                col, row = i % cols, i // cols
                x = centre.x() + (col - (cols - 1) / 2) * size - size / 2
                y = centre.y() + (row - (rows - 1) / 2) * size - size / 2
                tip = self.board.words.token_tip(s, obs)
                lay.specs.append(
                    Spec(f"token:{s}", self.board.faces.token_art(s), QRectF(x, y, size, size), z=5 + i, tooltip=tip)
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
            y = self._lines(
                lay,
                "dish-info",
                info,
                self.board.words.dish_lines(obs, legal, self.board.choose.chosen_action(legal), self.board.choose.picked()),
            )
            if EndRound() in legal:  # the deal left nothing to serve: the holder ends the round
                self._action_tile(lay, "end-round", QRectF(info.x(), y + 6, info.width(), 34), EndRound(), "end_round")
            self._choices(lay, obs, legal, QRectF(info.x(), y, info.width(), info.bottom() - y))

    def _eaten(self, lay: Layout, obs: Observation, r: QRectF) -> None:
        count = len(obs["eaten"])
        lines = self.board.words.left_lines(obs)
        # 18 px a line where there is room; on a low table (960x540) the lines close up so
        # that the smallest pile (30 px) and its note still fit below them, never over them
        line_h = max(12.0, min(18.0, (r.height() - 30 - 28) / max(1, len(lines))))
        for i, text in enumerate(lines):
            lay.labels.append(Label(f"info-left:{i}", text, QRectF(r.x(), r.y() + i * line_h, r.width(), line_h), size=13))
        h = max(30.0, min(r.height() - len(lines) * line_h - 42, r.width() * 0.9 * piles.CARD_RATIO, 140.0))
        size = QSizeF(h / piles.CARD_RATIO, h)
        pile = QRectF(r.x() + (r.width() - size.width()) / 2 - 4, r.bottom() - h - 24, size.width(), h)
        lay.anchors["eaten"] = pile
        tip = self.board.words.eaten_tip(count)
        for i, rect in enumerate(piles.stack(pile, size, count, offset=0.025, most=5)):
            back = self.board.back()
            lay.specs.append(Spec(f"eaten:{i}", back, rect, z=2 + i, face_up=False, back=back, zone="eaten", tooltip=tip))
        if count == 0:
            lay.areas.append(Area("eaten-empty", pile, color=PANEL_FILL, border=TILE_BORDER, tooltip=tip))
        note = QRectF(r.x(), r.bottom() - 22, r.width(), 20)
        lay.labels.append(Label("eaten-label", self.board.words.eaten_note(count), note, size=12, align="center"))

    def _plate(self, lay: Layout, obs: Observation, legal: list[Action], r: QRectF) -> None:
        state, target = self.board.choose.plate_target(legal)
        tip = self.board.words.plate_tip(obs, legal)
        # the chosen cards make a decision: the plate is where it ends (Tab goes there first)
        dest = self.board.dest_rank(None, None) if state == SELECTED else 0
        lay.specs.append(Spec("plate", self.board.faces.plate_art(), r, z=1, target=target, state=state, tooltip=tip, dest=dest))
        lay.anchors["plate"] = QRectF(r.center().x() - r.width() * 0.15, r.center().y() - r.height() * 0.2, 10, 10)
        cards = obs["plate"]
        if not cards:
            return
        # one row while the cards are large enough, else two (the back row's indexes stay in sight)
        area = QRectF(r.x() + r.width() * 0.025, r.y() + r.height() * 0.12, r.width() * 0.95, r.height() * 0.76)
        rects = self.fan_rows(area, r.height() * 0.46, cards, 2, "center")
        dy = r.center().y() - (rects[0].top() + rects[-1].bottom()) / 2  # centred on the plate
        rects = [q.translated(0, dy) for q in rects]
        lay.anchors["plate"] = rects[0]
        for i, (c, rect) in enumerate(zip(cards, rects, strict=True)):
            lay.specs.append(
                Spec(
                    f"plate:{i}:{c}",
                    self.board.faces.card_face(c),
                    rect,
                    z=20 + i,
                    card=c,
                    zone="plate",
                    tooltip=self.board.faces.card_tip(c),
                    target=target,
                    state=NORMAL,
                )
            )

    def _action_tile(self, lay: Layout, key: str, r: QRectF, action: Action, label: str) -> None:
        """A tile beside the plate for a decision without a card (a click makes it)."""
        w = min(r.width(), 320.0)
        rect = QRectF(r.x(), r.y(), w, r.height())
        tip = self.board.words.label(label + "_tip")
        target = ("do", action)
        lay.areas.append(Area(key, rect, color=TILE, border=TILE_BORDER, radius=8, state=LEGAL, target=target, tooltip=tip))
        text = rect.adjusted(10, 0, -8, 0)
        lay.labels.append(
            Label(key + "-text", self.board.words.label(label), text, z=2, size=min(15.0, r.height() * 0.45), bold=True)
        )

    def _lines(self, lay: Layout, key: str, r: QRectF, lines: list[Line]) -> float:
        """Stack text lines from the top of ``r`` in their styles; returns the next y."""
        y = r.y()
        for i, (text, style) in enumerate(lines):
            size, bold, color = STYLE[style]
            lay.labels.append(Label(f"{key}:{i}", text, QRectF(r.x(), y, r.width(), size + 7), size=size, bold=bold, color=color))
            y += size + 7
        return y

    def _choices(self, lay: Layout, obs: Observation, legal: list[Action], r: QRectF) -> None:
        """Served: every way of eating the dish, with its kcal and steps, to click."""
        rows = self.board.words.choice_rows(obs["plate"], legal)
        if not rows:
            return
        lay.labels.append(
            Label("choices-title", self.board.words.label("choices"), QRectF(r.x(), r.y() + 2, r.width(), 18), color=SOFT_TEXT)
        )
        y = r.y() + 22
        avail = r.bottom() - y
        cols = 1 if len(rows) * 26 <= avail else 2
        per_col = ceil(len(rows) / cols)
        row_h = min(28.0, avail / max(1, per_col))
        col_w = (r.width() - 6 * (cols - 1)) / cols
        chosen = self.board.choose.chosen_action(legal)
        for i, (a, text) in enumerate(rows):
            col, row = i // per_col, i % per_col
            rect = QRectF(r.x() + col * (col_w + 6), y + row * row_h, col_w, row_h - 3)
            state = SELECTED if a == chosen else LEGAL
            dest = self.board.dest_rank(None, None) if a == chosen else 0
            lay.areas.append(
                Area(
                    f"choice:{i}",
                    rect,
                    color=TILE,
                    border=TILE_BORDER,
                    radius=6,
                    state=state,
                    target=("do", a),
                    tooltip=text,
                    dest=dest,
                )
            )
            lay.labels.append(Label(f"choice-text:{i}", text, rect.adjusted(6, 0, -4, 0), z=2, size=min(14.0, row_h * 0.55)))

    # -- variant 2 round start ------------------------------------------------------------
    def _options_panel(self, lay: Layout, obs: Observation, legal: list[Action], r: QRectF) -> None:
        y = self._lines(lay, "option-info", r, self.board.words.option_lines(obs))
        if StopDemand() in legal:  # asked players are the seats; stopping is a tile of its own
            self._action_tile(lay, "stop-demand", QRectF(r.x(), y + 6, r.width(), 34), StopDemand(), "stop")
        opts = [a for a in legal if isinstance(a, ChooseOption)]
        if not opts:
            return
        cols = 2
        rows = ceil(len(opts) / cols)
        tile_h = min(64.0, (r.bottom() - y - 4) / rows - 4)
        tile_w = (r.width() - 6) / cols
        for i, a in enumerate(opts):
            col, row = i % cols, i // cols
            rect = QRectF(r.x() + col * (tile_w + 6), y + 4 + row * (tile_h + 4), tile_w, tile_h)
            tip = option_help(a.option)
            lay.areas.append(
                Area(
                    f"option:{a.option}",
                    rect,
                    color=TILE,
                    border=TILE_BORDER,
                    radius=8,
                    state=LEGAL,
                    target=("do", a),
                    tooltip=tip,
                )
            )
            name = QRectF(rect.x() + 8, rect.y() + 2, rect.width() - 16, tile_h * 0.45)
            lay.labels.append(
                Label(f"option-name:{a.option}", option_name(a.option), name, z=2, size=min(15.0, tile_h * 0.3), bold=True)
            )
            help_rect = QRectF(rect.x() + 8, rect.y() + tile_h * 0.45, rect.width() - 16, tile_h * 0.5)
            lay.labels.append(
                Label(f"option-help:{a.option}", tip, help_rect, z=2, size=min(12.0, tile_h * 0.22), color=SOFT_TEXT)
            )

    # -- round end: who eats what, and the side-dish decisions ------------------------------
    def _settle_panel(self, lay: Layout, obs: Observation, legal: list[Action], r: QRectF) -> None:
        seat = obs["to_move"]
        if seat is None or obs["hands"] is None:
            return
        meal = meals(obs["hands"])[0][seat]
        choice = dict(obs["choices"][seat]) if obs["choices"] else {}
        lines = self.board.words.settle_lines(obs, seat, bool(legal))
        assigns = [a for a in legal if isinstance(a, AssignSides)]
        spreads = [a for a in legal if isinstance(a, SpreadCream)]
        if assigns:
            colour = str(COLOUR[assigns[0].main])
            y = self._lines(
                lay, "settle-info", r, [*lines, self.board.words.assign_line(colour_groups(meal)[colour][1], SIDE_OF[colour])]
            )
            options: list[tuple[str, Any, str]] = []
            for a in assigns:
                kcal = meal_kcal(meal, {**choice, colour: a.main})[0]
                options.append((a.main, ("main", a.main), self.board.words.kcal_steps(kcal, steps_for(kcal))))
            self._choice_cards(lay, "assign", QRectF(r.x(), y, r.width(), r.bottom() - y), options)
        elif spreads:
            cakes, cream = colour_groups(meal)["cake"]
            counts = self.board.choose.cream_counts(len(cakes))
            left = cream - sum(counts)
            total = meal_kcal(meal, {**choice, "cream": counts})[0] if left == 0 else None
            y = self._lines(
                lay, "settle-info", r, lines + self.board.words.cream_lines(cream, left, total, steps_for(total or 0))
            )
            options = [(cake, ("cake", i), self.board.words.cream_note(counts[i])) for i, cake in enumerate(cakes)]
            self._choice_cards(lay, "cake", QRectF(r.x(), y, r.width(), r.bottom() - y), options, counts, left > 0)
        else:
            self._lines(lay, "settle-info", r, lines)

    def _choice_cards(
        self,
        lay: Layout,
        key: str,
        r: QRectF,
        options: list[tuple[str, Any, str]],
        cream: list[int] | None = None,
        lit: bool = True,
    ) -> None:
        """A row of cards to choose among, each with a line under it (and the cream on each cake)."""
        wide = 1.25 if cream is not None else 1.0  # a cake has its cream beside it
        h = max(30.0, min(r.height() - 24, (r.width() / max(1, len(options)) - 10) * piles.CARD_RATIO / wide, 170.0))
        size = QSizeF(h / piles.CARD_RATIO, h)
        slot = size.width() * wide + 10
        for i, (card, target, note) in enumerate(options):
            rect = QRectF(r.x() + i * slot, r.y(), size.width(), h)
            tip = self.board.faces.card_tip(card) + "\n" + note
            state = LEGAL if lit else NORMAL
            lay.specs.append(
                Spec(
                    f"{key}:{i}:{card}",
                    self.board.faces.card_face(card),
                    rect,
                    z=20,
                    card=card,
                    target=target,
                    state=state,
                    tooltip=tip,
                )
            )
            if cream is not None:
                self._cream_on(lay, f"{key}-cream:{i}", rect, cream[i], i)
            note_rect = QRectF(rect.x() - 4, r.y() + h + 2, slot - 2, 20)
            lay.labels.append(Label(f"{key}-note:{i}", note, note_rect, size=13, align="center"))

    def _cream_on(self, lay: Layout, key: str, cake: QRectF, count: int, i: int) -> None:
        """The cream cards put on a cake: a fan downward beside its index, the last one on
        top (click it to take it back)."""
        if count <= 0:
            return
        step = self.board.faces.index_height("cream") + ROW_GAP
        h = min(cake.height() * 0.55, cake.height() * 0.96 / (1 + step * (count - 1)))
        w = h / piles.CARD_RATIO
        for j in range(count):
            rect = QRectF(cake.x() + cake.width() * 0.68, cake.y() + cake.height() * 0.04 + j * h * step, w, h)
            top = j == count - 1
            lay.specs.append(
                Spec(
                    f"{key}:{j}",
                    self.board.faces.card_face("cream"),
                    rect,
                    z=30 + j,
                    card="cream",
                    target=("uncream", i),
                    state=LEGAL if top else NORMAL,
                    tooltip=self.board.words.take_back_tip(),
                )
            )
