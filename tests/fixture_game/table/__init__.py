"""Pip's table (the tests' fixture game): its board composed of the same five parts as
every game's (``faces``, ``words``, ``panel``, ``layout``, ``choose``, and ``reading``
for the reading keys), here one small file; ``art`` and ``about`` are modules as in every game. No rules here.
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QRectF, QSizeF

from souptable.engine import Action, Event, Observation
from souptable.ui.games.reading import ReadingPart
from souptable.ui.table.board import Board, ChoosePart, FacesPart, LayoutPart, PanelPart, Pick, WordsPart
from souptable.ui.table.spec import ACTIVE, LEGAL, NORMAL, Label, Layout, Spec
from souptable.ui.text import arg, translate

from ..rules import GAME_ID, Play, value


def game_name() -> str:
    return translate("PipBoard", "Pip")


def interesting(obs: Observation) -> bool:
    """The viewer decides, and somebody plays after it (so a hot-seat cover comes next)."""
    return obs["to_move"] == obs["seat"] and sum(c is None for c in obs["table"]) > 1


class PipFaces(FacesPart):
    """Pip's pictures: the shared defaults (its cards are drawn by ``art``)."""


class PipWords(WordsPart):
    """Pip's sentences: card names and tips, the prompt, log lines and refusals."""

    def card_name(self, card: Any) -> str:
        return arg(translate("PipBoard", "Pip %1"), value(str(card)))

    def card_tip(self, card: str) -> str:
        return arg(translate("PipBoard", "%1: worth %2; the highest card played wins."), self.card_name(card), value(card))

    def prompt(self, obs: Observation, legal: list[Action]) -> str:
        if obs["over"]:
            return translate("PipBoard", "The game is over.")
        if legal:
            return translate("PipBoard", "Play one of your cards.")
        return arg(translate("PipBoard", "%1 plays a card."), self.board.name(obs["to_move"]))

    def describe(self, ev: Event) -> str | None:
        if ev.kind == "card_moved" and ev.get("card"):
            seat = int(str(ev["src"]).split(":")[1])
            return arg(translate("PipBoard", "%1 plays %2."), self.board.name(seat), self.card_name(ev["card"]))
        return None

    def refusal(self, code: str, params: dict[str, Any]) -> str | None:
        if code == "not_in_your_hand":
            return arg(translate("PipBoard", "%1 is not in your hand."), self.card_name(params["card"]))
        return None


class PipPanel(PanelPart):
    """Pip's score table and round summary."""

    def scoreboard(self, obs: Observation) -> tuple[list[str], list[list[str]]]:
        rows = [[self.board.name(s), str(value(c)) if c else "–"] for s, c in enumerate(obs["table"])]
        return [translate("PipBoard", "Player"), translate("PipBoard", "Played")], rows

    def summary_html(self, summary: dict[str, Any], final: bool = False) -> str:
        played = [arg("%1: %2", self.board.name(s), value(c)) for s, c in enumerate(summary["played"]) if c]
        return "<p>" + escape(", ".join(played)) + "</p>"


class PipLayout(LayoutPart):
    """Pip's table: the other hands along the top, the played cards, the viewer's hand."""

    def build(self, obs: Observation, legal: list[Action], size: QSizeF) -> Layout:
        lay = Layout()
        n, me = obs["players"], obs["seat"]
        pad = 12.0
        card = self.board.card_size(QSizeF(size.width() - 2 * pad, size.height() - 2 * pad - 3 * 24), 3.4, 2.2 * n + 2)
        w, h = card.width(), card.height()
        others = [s for s in self.board.seat_order(n, me) if s != me]
        slot = (size.width() - 2 * pad) / max(1, len(others))
        for k, s in enumerate(others):  # the other hands along the top
            x, y = pad + k * slot, pad
            lay.labels.append(Label(f"seat-name:{s}", self.board.name(s), QRectF(x, y, slot - pad, 22), size=14, bold=True))
            zone = f"hand:{s}"
            shown = obs["hands"][s] if obs["hands"] is not None else None
            for i in range(obs["hand_sizes"][s]):
                r = QRectF(x + i * (w * 0.6), y + 24, w, h)
                if shown is not None:
                    c = shown[i]
                    lay.specs.append(
                        Spec(c, self.board.face(c), r, z=2 + i, zone=zone, card=c, tooltip=self.board.words.card_tip(c))
                    )
                else:
                    tip = arg(translate("PipBoard", "A card in the hand of %1."), self.board.name(s))
                    lay.specs.append(
                        Spec(
                            f"back:{zone}:{i}",
                            self.board.back(),
                            r,
                            z=2 + i,
                            zone=zone,
                            face_up=False,
                            back=self.board.back(),
                            tooltip=tip,
                        )
                    )
        y = pad + 24 + h + pad + 24  # the played cards in the middle
        lay.labels.append(Label("table-label", translate("PipBoard", "Played"), QRectF(pad, y - 24, 200, 22), size=13))
        for k, s in enumerate(self.board.seat_order(n, me)):
            c = obs["table"][s]
            if c is not None:
                r = QRectF(pad + k * (w + pad), y, w, h)
                active = ACTIVE if s == obs["to_move"] else NORMAL
                lay.specs.append(
                    Spec(c, self.board.face(c), r, z=2, zone="table", card=c, state=active, tooltip=self.board.words.card_tip(c))
                )
        if me is not None:  # the viewer's hand at the bottom
            hand = list(obs["hand"])
            rect = QRectF(pad, size.height() - pad - h, size.width() - 2 * pad, h)
            lay.labels.append(
                Label(f"seat-name:{me}", self.board.name(me), QRectF(pad, rect.y() - 24, 200, 22), size=14, bold=True)
            )
            for i, (c, r) in enumerate(zip(hand, self.board.fan(rect, card, hand), strict=True)):
                can = Play(c) in legal
                lay.specs.append(
                    Spec(
                        c,
                        self.board.face(c),
                        r,
                        z=10 + i,
                        zone=f"hand:{me}",
                        card=c,
                        target=("play", c),
                        state=LEGAL if can else NORMAL,
                        draggable=can,
                        tooltip=self.board.words.card_tip(c),
                    )
                )
        return lay


class PipChoose(ChoosePart):
    """Pip's clicks: a hand card plays it."""

    def pick(self, target: Any, legal: list[Action], obs: Observation) -> Pick:
        if isinstance(target, tuple) and target[0] == "play":
            return Pick(Play(target[1]))  # the engine explains a refusal
        return Pick(why=("not_legal", {}))


class PipReading(ReadingPart):
    """Pip read aloud on demand: the shared reading, and each seat with its played card."""

    def seat_line(self, obs: Observation, seat: int) -> str:
        card = obs["table"][seat]
        return self.about(self.board.name(seat), self.board.card_name(card) if card else "–")


class PipBoard(Board):
    game = GAME_ID
    faces: PipFaces
    words: PipWords
    panel: PipPanel
    layout: PipLayout
    choose: PipChoose
    reading: PipReading

    def __init__(self, names: list[str]) -> None:
        super().__init__(names)
        self.faces = PipFaces(self)
        self.words = PipWords(self)
        self.panel = PipPanel(self)
        self.layout = PipLayout(self)
        self.choose = PipChoose(self)
        self.reading = PipReading(self)


def make_board(names: list[str]) -> PipBoard:
    """A Pip board for players ``names``, composed of its parts."""
    return PipBoard(names)


BOARD = PipBoard
SCENE_PLAYERS: int = 3
SCENE_OPTIONS: dict[str, str] = {}
