"""Piles: where the cards of one zone lie, in card-size units. No Qt items, no rules.

Every game lays its zones out with these few policies (in the spirit of
libkcardgame's piles): a **hand fan** that overlaps cards but always leaves each
card's corner index (value and suit symbol) uncovered, a **row** of cards side by
side, a **stack** (a face-down pile or a pile of backs, slightly offset), a
**grid**, and a **track** of evenly spaced spaces. Each returns rectangles in
scene pixels; the board turns them into specs. Card size, spacing and the fan's
rules live here once instead of in every board.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSizeF

CARD_RATIO = 1.4  # height / width of every card (63×88 mm)
GAP = 0.06  # space between cards laid side by side, in card widths
MIN_CARD_W = 18.0  # below this a card is a speck; a fan that needs less overflows instead


def card_fit(size: QSizeF, rows: float, cols: float, scale: float = 1.0) -> QSizeF:
    """The largest card such that ``rows`` cards fit the height and ``cols`` the width,
    times the card-size setting ``scale`` (a larger setting never overflows the height)."""
    fit = min(size.height() / rows, size.width() / cols * CARD_RATIO)
    h = min(fit * scale, size.height() / rows) if scale > 1 else fit * scale
    return QSizeF(h / CARD_RATIO, h)


def fan_width(card: QSizeF, extents: Sequence[float]) -> float:
    """The narrowest fan of these cards at this size: each card shows its index."""
    if not extents:
        return 0.0
    return card.width() * (sum(extents[:-1]) + 1.0)


def fan_card(rect: QRectF, card: QSizeF, extents: Sequence[float]) -> QSizeF:
    """``card``, or a smaller card of the same shape if the fan would not fit ``rect``
    with every index readable (never taller than ``rect``)."""
    h = min(card.height(), rect.height()) if rect.height() > 0 else card.height()
    c = QSizeF(h / CARD_RATIO, h)
    need = fan_width(c, extents)
    if need > rect.width() > 0:
        w = max(MIN_CARD_W, c.width() * rect.width() / need)
        c = QSizeF(w, w * CARD_RATIO)
    return c


def fan(rect: QRectF, card: QSizeF, extents: Sequence[float], align: str = "left") -> list[QRectF]:
    """A hand fan in ``rect``: cards left to right, overlapping only where they must.

    ``extents`` holds each card's index width as a fraction of the card width
    (``art.index_extent``). Card *i+1* may cover card *i* except its left
    ``extents[i]``; when the natural spacing does not fit, the overlap grows evenly
    down to that limit, and past it the cards shrink (:func:`fan_card`). The card size
    used is the rectangles' size. ``align``: "left" or "center"."""
    n = len(extents)
    if n == 0:
        return []
    c = fan_card(rect, card, extents)
    w = c.width()
    natural = [w * (1 + GAP)] * (n - 1)
    least = [w * e for e in extents[:-1]]
    room = max(0.0, rect.width() - w)
    if sum(natural) <= room:
        steps = natural
    elif sum(least) >= room:
        steps = least
    else:
        # shrink every step by the same share of its slack (natural - least)
        k = (sum(natural) - room) / max(1e-9, sum(nat - lo for nat, lo in zip(natural, least, strict=True)))
        steps = [nat - k * (nat - lo) for nat, lo in zip(natural, least, strict=True)]
    total = sum(steps) + w
    x = rect.x() + (max(0.0, rect.width() - total) / 2 if align == "center" else 0.0)
    out = []
    for i in range(n):
        out.append(QRectF(x, rect.y(), w, c.height()))
        if i < n - 1:
            x += steps[i]
    return out


def row(rect: QRectF, card: QSizeF, n: int, align: str = "left", gap: float = GAP) -> list[QRectF]:
    """``n`` cards side by side (overlapping evenly if they must) in ``rect``."""
    if n <= 0:
        return []
    w = card.width()
    step = w * (1 + gap)
    if n > 1 and w + step * (n - 1) > rect.width():
        step = max(0.0, (rect.width() - w) / (n - 1))
    total = w + step * (n - 1)
    x = rect.x() + (max(0.0, rect.width() - total) / 2 if align == "center" else 0.0)
    return [QRectF(x + i * step, rect.y(), w, card.height()) for i in range(n)]


def stack(rect: QRectF, card: QSizeF, n: int, offset: float = 0.02, most: int = 6) -> list[QRectF]:
    """A pile of ``n`` cards, each (up to ``most``) a little up and right of the one below."""
    shown = min(n, most)
    d = card.width() * offset
    return [QRectF(rect.x() + i * d, rect.y() - i * d, card.width(), card.height()) for i in range(shown)]


def grid(rect: QRectF, card: QSizeF, n: int, cols: int, gap: float = GAP) -> list[QRectF]:
    """``n`` cards in rows of ``cols``, top left first."""
    if n <= 0 or cols <= 0:
        return []
    dx, dy = card.width() * (1 + gap), card.height() * (1 + gap)
    return [QRectF(rect.x() + (i % cols) * dx, rect.y() + (i // cols) * dy, card.width(), card.height()) for i in range(n)]


def track(rect: QRectF, n: int, horizontal: bool = True) -> list[QRectF]:
    """``n`` equal spaces along ``rect`` (a score or trend track)."""
    if n <= 0:
        return []
    if horizontal:
        w = rect.width() / n
        return [QRectF(rect.x() + i * w, rect.y(), w, rect.height()) for i in range(n)]
    h = rect.height() / n
    return [QRectF(rect.x(), rect.y() + i * h, rect.width(), h) for i in range(n)]
