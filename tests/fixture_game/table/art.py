"""Pip's pictures (no Qt): twelve faces on the shared card template, a back, no pieces."""

from __future__ import annotations

from collections.abc import Callable

from souptable.ui.art.cards import Face, H, Suit, W, frame, one
from souptable.ui.art.svgkit import document

from ..rules import DECK, value

PIP = Suit("#3f7f5f", "bowl")
FACES: dict[str, Face] = {c: Face(PIP, str(value(c)), one("1F35C")) for c in DECK}
PIECES: dict[str, Callable[..., str]] = {}


def card_back() -> str:
    return document(W, H, frame("#2f5f8f"))
