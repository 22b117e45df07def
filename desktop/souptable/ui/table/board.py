"""The board protocol every game's table package implements, and what they share.

A board turns a view into a picture and an input into a decision, nothing more:
``build`` (observation -> :class:`Layout`), ``pick`` and ``drop`` (a clicked or
dropped target -> a legal action, a new selection, or the reason why not),
``buttons``, ``prompt``, the score table and the log/summary texts. It never
decides what is legal (it offers exactly the legal actions it is given) and
keeps no state between two builds but the person's half-made ``selection``.

A board is composed, not inherited: every game's :class:`Board` holds the same five
parts, each in the file of its name in ``ui/games/<id>/`` and each named for its game
(``SaltyFaces``, ``SaltyWords``, ...): ``faces`` (which picture each card and piece
shows), ``words`` (the sentences of the table: prompt, tooltips, log lines, refusals),
``panel`` (what the side panels show: the score table, summaries, the final note),
``layout`` (observation -> table) and ``choose`` (what a click, drop or key means).
The protocol below delegates to them explicitly; a part reaches the others and the
shared state (names, selection, card size) through its ``board``.
Shared here: art references, hand fans.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF

from ...engine import Action, Event, Observation
from . import piles
from .spec import DEST_OTHER, DEST_OWN, Art, Layout

SEAT_COLORS = ["#e0574f", "#3f8fd8", "#f2b33d", "#4fb37a", "#a868d8", "#e47fb2"]


@dataclass
class Button:
    text: str
    action: Action | None = None  # a legal action to submit
    target: Any = None  # or a target for ``pick`` (a step of a two-step choice)
    enabled: bool = True
    shortcut: str = ""
    tooltip: str = ""


@dataclass
class Pick:
    """What a click means: an action to submit, or the board's selection changed."""

    action: Action | None = None
    reselect: bool = False
    why: tuple[str, dict[str, Any]] | None = None  # a refusal code to explain (nothing changes)


class Part:
    """One part of a board: it sees the board (its shared state and the other parts)."""

    def __init__(self, board: Board) -> None:
        self.board = board


class FacesPart(Part):
    """Which picture each card and piece shows (art references; no sentences)."""


class WordsPart(Part):
    """Every sentence the table says: the prompt, names, tooltips, log lines, refusals."""

    def prompt(self, obs: Observation, legal: list[Action]) -> str:
        raise NotImplementedError

    def describe(self, ev: Event) -> str | None:
        """A log line for an event (already redacted for the viewer), or None."""
        return None

    def refusal(self, code: str, params: dict[str, Any]) -> str | None:
        """The rulebook's words for why an action is refused, or None for a generic text."""
        return None

    def card_name(self, card: Any) -> str:
        return str(card)

    def action_text(self, action: Action) -> str:
        """A short description of a decision (for hints)."""
        card = getattr(action, "card", None)
        return self.card_name(card) if card is not None else action.kind


class PanelPart(Part):
    """What the window's side panels show of the game: the score table, the summaries,
    the final standings' column and note, how far the game has got."""

    def scoreboard(self, obs: Observation) -> tuple[list[str], list[list[str]]]:
        """(column headers, one row per seat) for the score panel."""
        raise NotImplementedError

    def summary_html(self, summary: dict[str, Any], final: bool = False) -> str:
        raise NotImplementedError

    def result_label(self) -> str:
        """What the final score column measures."""
        return QCoreApplication.translate("Board", "Score")

    def result_note(self, result: dict[str, Any]) -> str:
        """HTML that explains the ranking (tie-breaks), below the final standings."""
        return ""

    def progress_text(self, obs: Observation) -> str:
        """How far the game has got, for a resume offer ("Round 2 of 4"); "" if it cannot say."""
        return ""


class LayoutPart(Part):
    """Observation -> table: zones to piles, in card-size units."""

    def build(self, obs: Observation, legal: list[Action], size: QSizeF) -> Layout:
        raise NotImplementedError


class ChoosePart(Part):
    """What a click, drop or key means: one legal action, a new selection, or why not."""

    def pick(self, target: Any, legal: list[Action], obs: Observation) -> Pick:
        raise NotImplementedError

    def drop(self, dragged: Any, onto: Any, legal: list[Action], obs: Observation) -> Pick:
        """A drag of ``dragged`` released on ``onto``; by default a click on each in turn."""
        first = self.pick(dragged, legal, obs)
        if first.action is not None or onto is None:
            return first
        return self.pick(onto, legal, obs)

    def buttons(self, obs: Observation, legal: list[Action]) -> list[Button]:
        return []

    def hint_destinations(self, action: Action, obs: Observation) -> list[str]:
        """The keys of the table items where ``action`` puts its cards (a bowl, the plate,
        a marker, a player), for a hint to mark besides the cards themselves."""
        return []

    def reset(self) -> None:
        """Forget a half-made choice kept besides the board's ``selection``."""


class Board:
    """A game's board: its five parts (see the module's docstring), built in the game's
    ``__init__``; the protocol delegates to them."""

    game = ""
    names: list[str]
    selection: Any  # the person's half-made choice (its shape is the game's ``choose``'s)
    lang: str
    faces: FacesPart
    words: WordsPart
    panel: PanelPart
    layout: LayoutPart
    choose: ChoosePart

    def __init__(self, names: list[str]) -> None:
        self.names = names
        self.selection = None
        self.lang = "en"
        self._other: tuple[str, Any] | None = None  # see ``keep_choice``

    # -- the protocol, delegated to the parts ---------------------------------------------
    def build(self, obs: Observation, legal: list[Action], size: QSizeF) -> Layout:
        layout = self.layout.build(obs, legal, size)
        seat = obs.get("seat")
        layout.viewer = seat if isinstance(seat, int) else None
        return layout

    def pick(self, target: Any, legal: list[Action], obs: Observation) -> Pick:
        return self.choose.pick(target, legal, obs)

    def drop(self, dragged: Any, onto: Any, legal: list[Action], obs: Observation) -> Pick:
        return self.choose.drop(dragged, onto, legal, obs)

    def buttons(self, obs: Observation, legal: list[Action]) -> list[Button]:
        return self.choose.buttons(obs, legal)

    def hint_destinations(self, action: Action, obs: Observation) -> list[str]:
        return self.choose.hint_destinations(action, obs)

    def prompt(self, obs: Observation, legal: list[Action]) -> str:
        return self.words.prompt(obs, legal)

    def describe(self, ev: Event) -> str | None:
        return self.words.describe(ev)

    def refusal(self, code: str, params: dict[str, Any]) -> str | None:
        return self.words.refusal(code, params)

    def card_name(self, card: Any) -> str:
        return self.words.card_name(card)

    def action_text(self, action: Action) -> str:
        return self.words.action_text(action)

    def scoreboard(self, obs: Observation) -> tuple[list[str], list[list[str]]]:
        return self.panel.scoreboard(obs)

    def summary_html(self, summary: dict[str, Any], final: bool = False) -> str:
        return self.panel.summary_html(summary, final)

    def result_label(self) -> str:
        return self.panel.result_label()

    def result_note(self, result: dict[str, Any]) -> str:
        return self.panel.result_note(result)

    def progress_text(self, obs: Observation) -> str:
        return self.panel.progress_text(obs)

    # -- shared helpers ----------------------------------------------------------
    def reset(self) -> None:
        self.selection = None
        self._other = None
        self.choose.reset()

    def keep_choice(self, action: Action) -> Pick | None:
        """``action`` is another decision than the half-made choice and would drop it: the
        first press keeps the choice and says so (a Pick to return); a second press of the
        same decision goes ahead (None). Nothing is ever dropped by one key or click."""
        if self.selection is None:
            return None
        key = (repr(self.selection), action)
        if self._other == key:
            self._other = None
            return None
        self._other = key
        return Pick(why=("keeps_choice", {}))

    @staticmethod
    def dest_rank(seat: int | None, viewer: int | None) -> int:
        """How soon Tab reaches a destination at ``seat`` (None: a shared place): the
        viewer's own places and the shared ones before the other players'."""
        return DEST_OWN if seat is None or seat == viewer else DEST_OTHER

    def face(self, card: str, sublabel: str = "") -> Art:
        label = self.card_name(card)
        key = f"{self.game}/face/{card}/{label}/{sublabel}"
        game = self.game
        return key, lambda: _art().card_face(game, card, label, sublabel)

    def back(self) -> Art:
        game = self.game
        return f"{game}/back", lambda: _art().card_back(game)

    def piece(self, kind: str, **params: Any) -> Art:
        key = "furniture/" + kind + "/" + "/".join(f"{k}={params[k]}" for k in sorted(params))
        return key, lambda: _art().furniture(kind, **params)

    def name(self, seat: int | None) -> str:
        return "" if seat is None else self.names[seat]

    @staticmethod
    def seat_order(n: int, viewer: int | None) -> list[int]:
        """Seats clockwise from the viewer (the viewer first; seat 0 for a spectator)."""
        v = 0 if viewer is None else viewer
        return [(v + k) % n for k in range(n)]

    scale = 1.0  # the "card size" setting: never more than fits

    def card_size(self, size: QSizeF, rows: float, cols: float) -> QSizeF:
        """The largest 5:7 card such that ``rows`` cards fit the height and ``cols``
        the width, times the card-size setting (shrinking only where it must)."""
        return piles.card_fit(size, rows, cols, self.scale)

    def extent(self, card: str) -> float:
        """How much of ``card``'s width a hand fan must leave uncovered (its corner index)."""
        return _art().index_extent(self.game, card)[0]

    def fan(self, rect: QRectF, card: QSizeF, cards: list[str], align: str = "left") -> list[QRectF]:
        """Rectangles of a hand fan of ``cards`` in ``rect`` with every corner index readable."""
        return piles.fan(rect, card, [self.extent(c) for c in cards], align)


def _art() -> Any:
    """The SVG art package, imported on first use (it is not needed to show the window)."""
    from .. import art

    return art


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)
