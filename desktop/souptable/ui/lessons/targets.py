"""What to point at: the first click that leads to a given legal action.

A lesson knows the action it suggests; the board knows what each click means.
:func:`first_click` asks the board itself: it tries every target of the table
(cards, pieces, areas, labels) and every decision button, following the board's
half-made selections (a hand card, then a bowl…) a few clicks deep, and returns
the first click of the shortest way to the action. The board's selection is left
as it was. No rules here and nothing re-derived: only ``build``, ``buttons`` and
``pick``, exactly as a person's clicks would go. The clicks that name a part of the
action (its cards) are tried first, and only the most promising selections are
followed further, so a dish of many cards is found as quickly as a single card.

A way made only of clicks the keyboard reaches too (the things that act now, which
Tab visits, and the decision buttons) is looked for first: a card that only a mouse
click would start something with (Super Susuru Soup's hand card before "Open shop")
is pointed at only when there is no such way.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QSizeF

from ...engine import Action, Observation
from ..table.board import Board, Pick
from ..table.spec import ACTIVE, LEGAL, SELECTED

MAX_CLICKS = 8  # a dish of six cards and its Serve button
BEAM = 8  # half-made selections followed per click (the most promising first)


@dataclass(frozen=True)
class Click:
    """A target on the table (``button`` empty) or a decision button (its text)."""

    target: Any = None
    button: str = ""
    action: Action | None = None  # a button that submits this action directly

    def press(self, board: Board, obs: Observation, legal: list[Action]) -> Pick:
        if self.action is not None:
            return Pick(self.action)
        return board.pick(self.target, legal, obs)


ACTS = (LEGAL, SELECTED, ACTIVE)  # the states in which a card or place is in the Tab ring


def clicks(board: Board, obs: Observation, legal: list[Action], size: QSizeF, keys: bool = False) -> list[Click]:
    """Every click the table offers with the board's current selection (``keys``: only
    those the keyboard reaches too: cards and places that act, labels, the buttons)."""
    layout = board.build(obs, legal, size)
    out: list[Click] = []
    seen: set[str] = set()
    acting: list[Any] = [*layout.specs, *layout.areas]
    things = [*(t for t in acting if not keys or t.state in ACTS), *layout.labels]
    for thing in things:
        target = getattr(thing, "target", None)
        if target is not None and repr(target) not in seen:
            seen.add(repr(target))
            out.append(Click(target))
    for b in board.buttons(obs, legal):
        if b.enabled:
            out.append(Click(b.target, b.text, b.action))
    return out


def first_click(board: Board, obs: Observation, legal: list[Action], wanted: Action, size: QSizeF) -> Click | None:
    """The first click of the shortest way to ``wanted`` (``None``: no way found)."""
    path = click_path(board, obs, legal, wanted, size)
    return path[0] if path else None


def click_path(board: Board, obs: Observation, legal: list[Action], wanted: Action, size: QSizeF) -> list[Click]:
    """The clicks, in order, that make ``wanted`` from the board's current selection:
    a way the keyboard can go too if there is one (see the module's docstring)."""
    if wanted not in legal:
        return []
    return _search(board, obs, legal, wanted, size, keys=True) or _search(board, obs, legal, wanted, size, keys=False)


def _search(board: Board, obs: Observation, legal: list[Action], wanted: Action, size: QSizeF, keys: bool) -> list[Click]:
    """The shortest way to ``wanted`` (``keys``: by clicks the keyboard reaches), or []."""
    saved = copy.deepcopy(board.selection)
    parts = _parts(wanted)
    try:
        frontier: list[tuple[Any, list[Click]]] = [(saved, [])]
        seen = {repr(saved)}
        for _depth in range(MAX_CLICKS):
            later: list[tuple[int, Any, list[Click]]] = []
            for selection, path in frontier:
                board.selection = copy.deepcopy(selection)
                for click in clicks(board, obs, legal, size, keys):
                    board.selection = copy.deepcopy(selection)
                    res = click.press(board, obs, legal)
                    if res.action == wanted:
                        return [*path, click]
                    key = repr(board.selection)
                    if res.reselect and key not in seen:
                        seen.add(key)
                        score = _progress(board.selection, parts) * 10 + _relevance(click, parts)
                        later.append((score, copy.deepcopy(board.selection), [*path, click]))
            later.sort(key=lambda t: -t[0])  # stable: the table's own order among equals
            frontier = [(sel, path) for _r, sel, path in later[:BEAM]]
        return []
    finally:
        board.selection = saved


def action_parts(action: Action) -> list[str]:
    """The cards an action names (every name in it but its kind)."""
    return _parts(action)[1:]


def _parts(action: Action) -> list[str]:
    """The names in an action (its cards, kinds…), as often as they occur in it."""
    out: list[str] = [action.kind]
    for value in action.to_json().values():
        for v in value if isinstance(value, list) else [value]:
            if isinstance(v, str) and len(v) > 2:
                out.append(v)
    return out


def _progress(selection: Any, parts: list[str]) -> int:
    """How much of the action a half-made selection already names."""
    text = repr(selection)
    return sum(min(parts.count(p), text.count(repr(p))) for p in set(parts))


def _relevance(click: Click, parts: list[str]) -> int:
    text = repr(click.target) + " " + click.button
    return sum(1 for p in set(parts) if p in text)
