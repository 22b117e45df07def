"""Pip's table (the tests' fixture game): words, layout and choices in one small board.

The parts the real games split into ``faces`` / ``words`` / ``layout`` / ``choose`` are
one class here; ``art`` and ``about`` are modules as in every game. No rules here.
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QRectF, QSizeF

from souptable.engine import Action, Event, Observation
from souptable.ui.table.board import Board, Pick
from souptable.ui.table.spec import ACTIVE, LEGAL, NORMAL, Label, Layout, Spec
from souptable.ui.text import arg, translate

from ..rules import GAME_ID, Play, value


def game_name() -> str:
    return translate("PipBoard", "Pip")


def interesting(obs: Observation) -> bool:
    """The viewer decides, and somebody plays after it (so a hot-seat cover comes next)."""
    return obs["to_move"] == obs["seat"] and sum(c is None for c in obs["table"]) > 1


class PipBoard(Board):
    game = GAME_ID

    # -- words -------------------------------------------------------------------------
    def card_name(self, card: Any) -> str:
        return arg(translate("PipBoard", "Pip %1"), value(str(card)))

    def card_tip(self, card: str) -> str:
        return arg(translate("PipBoard", "%1: worth %2; the highest card played wins."), self.card_name(card), value(card))

    def prompt(self, obs: Observation, legal: list[Action]) -> str:
        if obs["over"]:
            return translate("PipBoard", "The game is over.")
        if legal:
            return translate("PipBoard", "Play one of your cards.")
        return arg(translate("PipBoard", "%1 plays a card."), self.name(obs["to_move"]))

    def scoreboard(self, obs: Observation) -> tuple[list[str], list[list[str]]]:
        rows = [[self.name(s), str(value(c)) if c else "–"] for s, c in enumerate(obs["table"])]
        return [translate("PipBoard", "Player"), translate("PipBoard", "Played")], rows

    def describe(self, ev: Event) -> str | None:
        if ev.kind == "card_moved" and ev.get("card"):
            seat = int(str(ev["src"]).split(":")[1])
            return arg(translate("PipBoard", "%1 plays %2."), self.name(seat), self.card_name(ev["card"]))
        return None

    def summary_html(self, summary: dict[str, Any], final: bool = False) -> str:
        played = [arg("%1: %2", self.name(s), value(c)) for s, c in enumerate(summary["played"]) if c]
        return "<p>" + escape(", ".join(played)) + "</p>"

    def refusal(self, code: str, params: dict[str, Any]) -> str | None:
        if code == "not_in_your_hand":
            return arg(translate("PipBoard", "%1 is not in your hand."), self.card_name(params["card"]))
        return None

    # -- layout --------------------------------------------------------------------------
    def build(self, obs: Observation, legal: list[Action], size: QSizeF) -> Layout:
        lay = Layout()
        n, me = obs["players"], obs["seat"]
        pad = 12.0
        card = self.card_size(QSizeF(size.width() - 2 * pad, size.height() - 2 * pad - 3 * 24), 3.4, 2.2 * n + 2)
        w, h = card.width(), card.height()
        others = [s for s in self.seat_order(n, me) if s != me]
        slot = (size.width() - 2 * pad) / max(1, len(others))
        for k, s in enumerate(others):  # the other hands along the top
            x, y = pad + k * slot, pad
            lay.labels.append(Label(f"seat-name:{s}", self.name(s), QRectF(x, y, slot - pad, 22), size=14, bold=True))
            zone = f"hand:{s}"
            shown = obs["hands"][s] if obs["hands"] is not None else None
            for i in range(obs["hand_sizes"][s]):
                r = QRectF(x + i * (w * 0.6), y + 24, w, h)
                if shown is not None:
                    c = shown[i]
                    lay.specs.append(Spec(c, self.face(c), r, z=2 + i, zone=zone, card=c, tooltip=self.card_tip(c)))
                else:
                    tip = arg(translate("PipBoard", "A card in the hand of %1."), self.name(s))
                    lay.specs.append(
                        Spec(f"back:{zone}:{i}", self.back(), r, z=2 + i, zone=zone, face_up=False, back=self.back(), tooltip=tip)
                    )
        y = pad + 24 + h + pad + 24  # the played cards in the middle
        lay.labels.append(Label("table-label", translate("PipBoard", "Played"), QRectF(pad, y - 24, 200, 22), size=13))
        for k, s in enumerate(self.seat_order(n, me)):
            c = obs["table"][s]
            if c is not None:
                r = QRectF(pad + k * (w + pad), y, w, h)
                active = ACTIVE if s == obs["to_move"] else NORMAL
                lay.specs.append(Spec(c, self.face(c), r, z=2, zone="table", card=c, state=active, tooltip=self.card_tip(c)))
        if me is not None:  # the viewer's hand at the bottom
            hand = list(obs["hand"])
            rect = QRectF(pad, size.height() - pad - h, size.width() - 2 * pad, h)
            lay.labels.append(Label(f"seat-name:{me}", self.name(me), QRectF(pad, rect.y() - 24, 200, 22), size=14, bold=True))
            for i, (c, r) in enumerate(zip(hand, self.fan(rect, card, hand), strict=True)):
                can = Play(c) in legal
                lay.specs.append(
                    Spec(
                        c,
                        self.face(c),
                        r,
                        z=10 + i,
                        zone=f"hand:{me}",
                        card=c,
                        target=("play", c),
                        state=LEGAL if can else NORMAL,
                        draggable=can,
                        tooltip=self.card_tip(c),
                    )
                )
        return lay

    # -- choices -------------------------------------------------------------------------
    def pick(self, target: Any, legal: list[Action], obs: Observation) -> Pick:
        if isinstance(target, tuple) and target[0] == "play":
            return Pick(Play(target[1]))  # the engine explains a refusal
        return Pick(why=("not_legal", {}))


BOARD = PipBoard
SCENE_PLAYERS: int = 3
SCENE_OPTIONS: dict[str, str] = {}
