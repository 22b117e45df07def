"""Where the things a lesson talks about are, in the play area's pixels.

The bubble and the ring are children of the play area; the table's sprites, areas
and labels live in the scene. These functions find, from the scene's own items and
the play area's decision buttons, the place of a click (the part of a card that
shows: :func:`visible_part`), of the cards that carry some targets or show some
cards, and of the things an explanation points at. Nothing is re-derived from the
rules and nothing on the table is changed here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QPushButton

from .targets import Click


def anchor(play: Any, click: Click) -> QRect | None:
    """Where ``click`` is: its decision button, or the visible part of what carries its
    target on the table (the cards lying over it left out); ``None``: not on screen."""
    if click.button:
        for btn in play.findChildren(QPushButton):
            if btn.property("label") == click.button and btn.isVisible() and btn.parent() is play:
                return QRect(btn.mapTo(play, btn.rect().topLeft()), btn.size())
        return None
    scene = play.scene
    sprites = front_group([it for it in scene.sprites.values() if it.target == click.target])
    if sprites:
        return from_scene(play, united([visible_part(it, scene.sprites.values()) for it in sprites]))
    for item in [*scene.areas.values(), *scene.labels.values()]:
        if getattr(item, "target", None) == click.target:
            return from_scene(play, QRectF(item.sceneBoundingRect()))
    return None


def front_group(sprites: list[Any]) -> list[Any]:
    """Of the cards that carry one target, those that lie together with the frontmost.
    A target may be on two places at once (Suppenkasper's round-end choice: the main
    course in the hand and the same card in the row of choices above it); one ring
    around both would enclose the cards between them."""
    if len(sprites) < 2:
        return sprites
    group = [max(sprites, key=lambda it: it.zValue())]
    rest = [it for it in sprites if it is not group[0]]
    grown = True
    while grown:  # the cards touching the group join it, and those touching them
        grown = False
        for it in rest[:]:
            near = QRectF(it.spec_rect).adjusted(-2, -2, 2, 2)
            if any(near.intersects(QRectF(g.spec_rect)) for g in group):
                group.append(it)
                rest.remove(it)
                grown = True
    return group


def carrying(play: Any, targets: list[Any]) -> list[QRect]:
    """Where the cards are that carry any of ``targets`` (whole, their hidden parts too)."""
    return [
        from_scene(play, QRectF(it.spec_rect))
        for it in play.scene.sprites.values()
        if it.target is not None and any(it.target == t for t in targets)
    ]


def showing(play: Any, cards: set[str]) -> list[QRect]:
    """Where the cards are that show one of ``cards`` (as the viewer knows them)."""
    return [from_scene(play, QRectF(it.spec_rect)) for it in play.scene.sprites.values() if it.card in cards]


def pointed(play: Any, prefix: str) -> QRect | None:
    """The things on the table whose key starts with ``prefix``, as one rectangle: all
    they paint, a card's margin for its glow too (a bubble placed right beside a card's
    face would lie on that margin)."""
    if not prefix:
        return None
    scene = play.scene
    rects = [
        painted(it) for group in (scene.sprites, scene.areas, scene.labels) for key, it in group.items() if key.startswith(prefix)
    ]
    return from_scene(play, united(rects)) if rects else None


def painted(item: Any) -> QRectF:
    """Where ``item`` paints, in scene coordinates: a card's bounding rectangle at its
    place in the layout (``spec_rect``, not where it glides now), else the item's own."""
    spec = getattr(item, "spec_rect", None)
    if spec is None:
        return QRectF(item.sceneBoundingRect())
    return QRectF(item.boundingRect()).translated(QRectF(spec).topLeft())


def below_table(play: Any) -> list[QRect]:
    """The prompt line and the decision buttons under the table."""
    widgets = [play.prompt, *(b for b in play.findChildren(QPushButton) if b.parent() is play and b.isVisible())]
    return [QRect(w.mapTo(play, w.rect().topLeft()), w.size()) for w in widgets]


def from_scene(play: Any, rect: QRectF) -> QRect:
    view = play.view
    r = view.mapFromScene(rect).boundingRect()
    return QRect(view.viewport().mapTo(play, r.topLeft()), r.size())


def visible_part(sprite: Any, others: Iterable[Any]) -> QRectF:
    """The part of ``sprite``'s place that no card lying over it hides (a fanned hand
    card: the strip left of its neighbour), as the largest rectangle left when each
    covering card is cut off from the side it lies on. Where the cards are going
    (``spec_rect``), not where they glide now."""
    rect = QRectF(sprite.spec_rect)
    for other in others:
        if other is sprite or other.zValue() <= sprite.zValue() or other.target == sprite.target:
            continue
        over = rect.intersected(QRectF(other.spec_rect))
        if over.isEmpty():
            continue
        cuts = [
            QRectF(rect.left(), rect.top(), over.left() - rect.left(), rect.height()),
            QRectF(over.right(), rect.top(), rect.right() - over.right(), rect.height()),
            QRectF(rect.left(), rect.top(), rect.width(), over.top() - rect.top()),
            QRectF(rect.left(), over.bottom(), rect.width(), rect.bottom() - over.bottom()),
        ]
        best = max(cuts, key=lambda r: max(0.0, r.width()) * max(0.0, r.height()))
        if best.width() > 0 and best.height() > 0:
            rect = best
    return rect


def united(rects: list[QRectF]) -> QRectF:
    out = rects[0]
    for r in rects[1:]:
        out = out.united(r)
    return out
