"""TableScene: makes the picture match a board's layout, animating the change.

``apply(layout, moves, speed)`` diffs the new layout against the sprites on
the table by key: kept sprites glide to their new place (and flip if they
turned over), new ones fly in from the zone a move event names (or fade in),
vanished ones fly to their destination zone (or fade out). ``settled`` is
emitted when the picture is still again — never from inside ``apply``: a change
that needs no animation (or cuts one short) settles on the next turn of the event
loop, so whoever goes on when the table settles (the controller hands the turn
over) always starts from the final picture, not in the middle of laying one down. Clicks and drops come back as
``activated(target)`` and ``dropped(dragged, onto)``; the board maps them to
actions. Keyboard focus visits the current decision first, the viewer's own things
before the other players' (``focusables``): where a half-made choice may end at the
viewer's own or shared places, the legal and selected things, then the other players'
places it may end at, then the rest. ``focus_moved`` says where the focus ring went
(the accessible tree follows it, table/access.py), ``changed`` that a new picture was
laid down. Any card or piece can be zoomed (right-click, or Space on the focused one; a
held hover zooms what shows its face, so a face-down pile keeps its tooltip); a click
cancels a held hover's zoom, and no tooltip draws over a zoom. The cards another player's
move just changed are marked (``set_recent``), a hint's destinations too (``mark_hint``).
No rules here.
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QToolTip,
)

from . import look
from .items import AreaItem, LabelItem
from .renderer import SvgCache
from .ring import FocusRing
from .spec import DEST_OWN, LEGAL, SELECTED, Layout, Spec
from .sprite import Sprite
from .timing import duration
from .zones import owner_rank, reading_ranks, seat_frames

Move = tuple[Any, str, str]  # (card or None, from zone, to zone)

ZOOM_HEIGHT = 0.62  # a zoomed card's height, as a share of the table's height
HOVER_HOLD_MS = 900  # resting the pointer this long on a card zooms it


class TableScene(QGraphicsScene):
    activated = Signal(object)
    dropped = Signal(object, object)
    settled = Signal()
    changed = Signal()  # a new picture (or new tooltips) is on the table
    focus_moved = Signal(object)  # the focus ring went to this item (None: nowhere)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.svg = SvgCache()
        self.sprites: dict[str, Sprite] = {}
        self.labels: dict[str, LabelItem] = {}
        self.areas: dict[str, AreaItem] = {}
        self.anchors: dict[str, QRectF] = {}
        self._group: QParallelAnimationGroup | None = None
        self._quiet = False  # cutting animations short inside apply: no settled from there
        self._settle_queued = False
        self._background: tuple[str, Any] | None = None
        self._tile: QPixmap | None = None
        self._focus_ring = FocusRing()
        self._focus_ring.setZValue(2000)
        self._focus_ring.setVisible(False)
        self.addItem(self._focus_ring)
        self._focus_key: str | None = None
        self.viewer: int | None = None  # whose eyes the picture shows (their things come first)
        self._dests_seen: frozenset[Any] = frozenset()  # the destinations the last Tab saw
        self._dying: list[Sprite] = []
        self._zoom = QGraphicsPixmapItem()
        self._zoom.setZValue(3000)
        self._zoom.setVisible(False)
        self.addItem(self._zoom)
        self.zoomed: str | None = None  # key of the zoomed sprite
        self.recent: set[tuple[str, Any]] = set()  # (zone, card) just changed by another's move
        self._hovered: Sprite | None = None
        self._hover_timer = QTimer(self)
        self._hover_timer.setSingleShot(True)
        self._hover_timer.setInterval(HOVER_HOLD_MS)
        self._hover_timer.timeout.connect(self._hover_hold)
        self._hold_off = False  # a click happened: no held-hover zoom until the pointer moves on

    # -- background ------------------------------------------------------------
    def set_background(self, key: str, factory: Any, tile_px: int = 512) -> None:
        self._background = (key, factory)
        self._tile = self.svg.pixmap(key, factory, tile_px, tile_px, 1.0)
        self.setBackgroundBrush(QBrush(self._tile))
        if look.current().high_contrast:  # a plain table: nothing behind the cards but one dark colour
            self.setBackgroundBrush(QColor(look.PLAIN_BACKGROUND))

    # -- layout ------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """The picture is not still yet: animating, or its ``settled`` not yet said."""
        return self._group is not None or self._settle_queued

    def finish_animations(self) -> None:
        """Jump every running animation to its end; ``settled`` follows at once."""
        if self._cut_short():
            self.settled.emit()

    def _cut_short(self) -> bool:
        """End the running animations without a word; True if there were any."""
        group = self._group
        if group is None:
            return False
        # setting the end time may finish the group, and run _on_done, at once
        self._quiet = True
        try:
            group.setCurrentTime(group.totalDuration())
            group.stop()
            if self._group is group:
                self._on_done()
        finally:
            self._quiet = False
        return True

    def _settle_soon(self) -> None:
        """Say ``settled`` on the next turn of the event loop, if the picture is still then.

        Emitting it here, inside ``apply``, would let a listener lay down a newer picture
        (the next seat's turn) that this ``apply`` then overwrites with its older one."""
        if self._settle_queued:
            return
        self._settle_queued = True
        QTimer.singleShot(0, self, self._settle_now)

    def _settle_now(self) -> None:
        self._settle_queued = False
        if self._group is None:  # else a newer change animates: its end settles the table
            self.settled.emit()

    def apply(self, layout: Layout, moves: list[Move] | None = None, speed: float = 1.0) -> None:
        """Make the table show ``layout``; animate from the old picture."""
        self._cut_short()  # its settle is owed: the new picture's own settle pays it
        moves = moves or []
        self.anchors = dict(layout.anchors)
        self.viewer = layout.viewer
        group = QParallelAnimationGroup(self)
        seen: set[str] = set()
        for spec in layout.specs:
            seen.add(spec.key)
            sprite = self.sprites.get(spec.key)
            if sprite is None:
                self._add_sprite(spec, moves, speed, group)
            else:
                self._move_sprite(sprite, spec, speed, group)
        for key in [k for k in self.sprites if k not in seen]:
            self._remove_sprite(self.sprites.pop(key), moves, speed, group)
        self._sync_labels(layout)
        self._sync_areas(layout)
        self.unzoom()  # the picture changed: a zoomed card may have moved or gone
        if self._hovered is not None and self.sprites.get(self._hovered.key) is not self._hovered:
            self._hovered = None
            self._hover_timer.stop()
        self._place_focus_ring()
        self.changed.emit()
        if group.animationCount() == 0 or speed <= 0:
            group.setCurrentTime(group.totalDuration()) if group.animationCount() else None
            group.deleteLater()
            self._group = None
            self._settle_soon()
            return
        self._group = group
        group.finished.connect(self._on_done)
        group.start()

    def _on_done(self) -> None:
        g = self._group
        self._group = None
        if g is not None:
            g.deleteLater()
        for sprite in self._dying:
            if sprite.scene() is self:
                self.removeItem(sprite)
        self._dying = []
        if not self._quiet:
            self.settled.emit()

    def _anchor_for(self, zone: str) -> QRectF | None:
        if zone in self.anchors:
            return self.anchors[zone]
        base = zone.split(":")[0]  # "hand:2" falls back to "hand" if the board gave only that
        return self.anchors.get(base)

    def _source(self, spec: Spec, moves: list[Move]) -> QRectF | None:
        for card, src, dst in moves:
            if dst == spec.zone and (card is None or spec.card is None or card == spec.card):
                return self._anchor_for(src)
        return None

    def _add_sprite(self, spec: Spec, moves: list[Move], speed: float, group: QParallelAnimationGroup) -> None:
        sprite = Sprite(spec)
        self.sprites[spec.key] = sprite
        self.addItem(sprite)
        src = self._source(spec, moves) if spec.zone else None
        target = spec.rect.topLeft()
        ms = duration("move", speed)
        if src is not None and ms > 0:
            start = QPointF(src.center().x() - spec.rect.width() / 2, src.center().y() - spec.rect.height() / 2)
            sprite.setPos(start)
            group.addAnimation(self._pos_anim(sprite, start, target, ms))
        else:
            sprite.setPos(target)
            fade = duration("fade", speed)
            if fade > 0:
                sprite.setOpacity(0.0)
                group.addAnimation(self._opacity_anim(sprite, 0.0, spec.opacity, fade))
            else:
                sprite.setOpacity(spec.opacity)

    def _move_sprite(self, sprite: Sprite, spec: Spec, speed: float, group: QParallelAnimationGroup) -> None:
        sprite.update_from(spec)
        sprite.setOpacity(spec.opacity)
        start, target = sprite.pos(), spec.rect.topLeft()
        if start != target:
            dist = abs(start.x() - target.x()) + abs(start.y() - target.y())
            ms = duration("move" if dist > spec.rect.width() * 1.5 else "shift", speed)
            if ms > 0:
                group.addAnimation(self._pos_anim(sprite, start, target, ms))
            else:
                sprite.setPos(target)
        if sprite.face_up != spec.face_up:
            sprite.turn(spec.face_up, duration("flip", speed))

    def _remove_sprite(self, sprite: Sprite, moves: list[Move], speed: float, group: QParallelAnimationGroup) -> None:
        dest = None
        zone = getattr(sprite, "zone", "")
        for _card, src, dst in moves:
            if src == zone and dst != zone:
                dest = self._anchor_for(dst)
                if dest is not None:
                    break
        ms = duration("move" if dest is not None else "fade", speed)
        if ms <= 0:
            self.removeItem(sprite)
            return
        self._dying.append(sprite)
        sprite.target = None
        if dest is not None:
            end = QPointF(dest.center().x() - sprite.w / 2, dest.center().y() - sprite.h / 2)
            group.addAnimation(self._pos_anim(sprite, sprite.pos(), end, ms))
            group.addAnimation(self._opacity_anim(sprite, sprite.opacity(), 0.0, ms, QEasingCurve.Type.InQuad))
        else:
            group.addAnimation(self._opacity_anim(sprite, sprite.opacity(), 0.0, ms))

    def _pos_anim(self, item: QGraphicsItem, a: QPointF, b: QPointF, ms: int) -> QPropertyAnimation:
        anim = QPropertyAnimation(cast(QObject, item), b"pos")
        anim.setStartValue(a)
        anim.setEndValue(b)
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        return anim

    def _opacity_anim(
        self, item: QGraphicsItem, a: float, b: float, ms: int, curve: QEasingCurve.Type = QEasingCurve.Type.Linear
    ) -> QPropertyAnimation:
        anim = QPropertyAnimation(cast(QObject, item), b"opacity")
        anim.setStartValue(a)
        anim.setEndValue(b)
        anim.setDuration(ms)
        anim.setEasingCurve(curve)
        return anim

    def _sync_labels(self, layout: Layout) -> None:
        keep = set()
        for lab in layout.labels:
            keep.add(lab.key)
            item = self.labels.get(lab.key)
            if item is None:
                item = self.labels[lab.key] = LabelItem(lab)
                self.addItem(item)
            else:
                item.set_label(lab)
        for key in [k for k in self.labels if k not in keep]:
            self.removeItem(self.labels.pop(key))

    def _sync_areas(self, layout: Layout) -> None:
        keep = set()
        for area in layout.areas:
            keep.add(area.key)
            item = self.areas.get(area.key)
            if item is None:
                item = self.areas[area.key] = AreaItem(area)
                self.addItem(item)
            else:
                item.set_area(area)
        for key in [k for k in self.areas if k not in keep]:
            self.removeItem(self.areas.pop(key))

    # -- input ---------------------------------------------------------------------
    def activate(self, target: Any) -> None:
        self.activated.emit(target)

    def clicked(self, item: Any) -> None:
        """A click on ``item``: the focus ring follows it (if it acts), then it acts."""
        if any(it is item for it in self.focusables()):
            self.focus_on(item)
        self.activate(item.target)

    def drag_moved(self, sprite: Sprite, pos: QPointF) -> None:
        pass

    def drop(self, sprite: Sprite, pos: QPointF) -> None:
        onto = None
        for item in self.items(pos):
            if item is sprite:
                continue
            tgt = getattr(item, "target", None)
            if tgt is not None and getattr(item, "interactive", False):
                onto = tgt
                break
        self.dropped.emit(sprite.target, onto)

    # -- what just happened ---------------------------------------------------------
    def set_recent(self, marks: set[tuple[str, Any]]) -> None:
        """Mark the cards lying at these (zone, card) places as just changed (see
        ``table/recent.py``); the marks stay through relayouts until replaced."""
        self.recent = set(marks)  # (the sprites just made by a new picture get their note here too)
        for sprite in self.sprites.values():
            sprite.show_tip()
            sprite.update()
        self.changed.emit()

    def is_recent(self, sprite: Sprite) -> bool:
        return sprite.card is not None and (sprite.zone, sprite.card) in self.recent

    def mark_hint(self, keys: list[str]) -> list[Any]:
        """Mark the items named by ``keys`` (sprites or areas) as a hint's destination,
        until the next picture; returns the items marked."""
        marked: list[Any] = []
        for key in keys:
            item: Any = self.sprites.get(key) or self.areas.get(key)
            if item is None and key == "deck":  # the top card of a pile stands for it
                pile = [s for s in self.sprites.values() if s.target == "deck"]
                item = max(pile, key=lambda s: s.zValue()) if pile else None
            if item is not None:
                item.hinted = True
                item.update()
                marked.append(item)
        return marked

    # -- keyboard focus over the interactive things ---------------------------------
    def focusables(self) -> list[Any]:
        """What Tab visits, in decision order and the viewer's own things first: where the
        half-made choice may end at the viewer's own or shared places (the destinations
        the board marks), the cards and then the places of the current decision (legal or
        selected; the viewer's, the shared, the others'), the other players' places it may
        end at, then whatever else acts (the viewer's, the shared, the others'), each group
        in reading order. So Tab never reaches another player's place before every own one."""
        items: list[Any] = [s for s in self.sprites.values() if s.interactive]
        items += [a for a in self.areas.values() if a.interactive]
        items += [lab for lab in self.labels.values() if lab.target is not None]
        frames = seat_frames(self.areas)
        read = reading_ranks(items)

        def rank(it: Any) -> tuple[int, int, int, int]:
            dest = getattr(it, "dest", 0)
            if dest:
                return (0 if dest == DEST_OWN else 2), 0, 0, read[id(it)]
            owner = owner_rank(it, self.viewer, frames)
            if getattr(it, "state", None) in (LEGAL, SELECTED):
                return (1 if owner < 2 else 3), owner, (0 if isinstance(it, Sprite) else 1), read[id(it)]
            return 4, owner, 0, read[id(it)]

        return sorted(items, key=rank)

    def move_focus(self, step: int, wrap: bool = True) -> Any:
        """Move the ring ``step`` items on; past an end it wraps, or (``wrap`` False, as Tab
        does) leaves the table: no focus, None returned."""
        items = self.focusables()
        if not items:
            self.clear_focus()
            return None
        keys = [getattr(it, "key", None) for it in items]
        dests = frozenset(k for it, k in zip(items, keys, strict=True) if getattr(it, "dest", 0))
        first_own = getattr(items[0], "dest", 0) == DEST_OWN
        if step > 0 and first_own and dests != self._dests_seen and self._focus_key not in dests:
            # a choice was just half-made: the next Tab goes where it may end at the viewer's
            # own or a shared place (the list starts there), not on to the chosen card's neighbour
            item = items[0]
        else:
            idx = keys.index(self._focus_key) if self._focus_key in keys else (-1 if step > 0 else len(items))
            nxt = idx + step
            if not wrap and not 0 <= nxt < len(items):
                self._dests_seen = dests
                self.clear_focus()
                return None
            item = items[nxt % len(items)]
        self._dests_seen = dests
        self.focus_on(item)
        return item

    def focus_on(self, item: Any) -> None:
        """Put the focus ring on ``item`` (one of ``focusables``)."""
        self._focus_key = item.key
        self._place_focus_ring()
        self.focus_moved.emit(item)

    def _place_focus_ring(self) -> None:
        """Keep the ring on the focused item where it now lies; drop it when the item
        is gone or can no longer act (so a ring never marks what would not act)."""
        item = next((it for it in self.focusables() if it.key == self._focus_key), None)
        if item is None:
            self.clear_focus()
            return
        if isinstance(item, Sprite):
            r = QRectF(item.spec_rect).translated(0, -item.lift).adjusted(-4, -4, 4, 4)  # where it is going
        else:
            r = item.sceneBoundingRect().adjusted(-4, -4, 4, 4)
        self._focus_ring.set_rect(r)
        self._focus_ring.setVisible(True)

    def focused_item(self) -> Any:
        return next((it for it in self.focusables() if it.key == self._focus_key), None)

    def focused_target(self) -> Any:
        for it in self.focusables():
            if it.key == self._focus_key:
                return it.target
        return None

    def clear_focus(self) -> None:
        had = self._focus_key is not None
        self._focus_key = None
        self._focus_ring.setVisible(False)
        if had:
            self.focus_moved.emit(None)

    # -- zoom: any card or piece shown large ----------------------------------------
    def zoom(self, sprite: Sprite) -> None:
        """Show ``sprite``'s picture large over the table (as the viewer sees it)."""
        art = sprite.art if (sprite.face_up or sprite.back is None) else sprite.back
        view_h = self.sceneRect().height() or 600.0
        h = max(sprite.h, view_h * ZOOM_HEIGHT)
        w = h * sprite.w / max(1.0, sprite.h)
        views = self.views()
        dpr = views[0].devicePixelRatioF() if views else 1.0
        pm = self.svg.pixmap(art[0], art[1], w, h, dpr)
        pm.setDevicePixelRatio(dpr)
        if sprite.veil:
            pm = _veiled(pm, sprite.veil, w, h)
        _hide_tooltip()  # a tooltip never draws over the zoom
        self._zoom.setPixmap(pm)
        c = sprite.sceneBoundingRect().center()
        area = self.sceneRect()
        x = min(max(area.left() + 4, c.x() - w / 2), area.right() - w - 4)
        y = min(max(area.top() + 4, c.y() - h / 2), area.bottom() - h - 4)
        self._zoom.setPos(QPointF(x, y))
        self._zoom.setVisible(True)
        self.zoomed = sprite.key

    def unzoom(self) -> None:
        self._zoom.setVisible(False)
        self.zoomed = None

    def toggle_zoom_focused(self) -> bool:
        """Space: zoom the focused card (or put it away). False if nothing to zoom."""
        if self.zoomed is not None:
            self.unzoom()
            return True
        item = self.focused_item()
        if isinstance(item, Sprite):
            self.zoom(item)
            return True
        return False

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        if self.zoomed is not None:  # the zoom shows the card: no tooltip over it
            _hide_tooltip()
            event.accept()
            return
        super().helpEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # a click is a decision, not a look: no zoom may pop up over the next target
        self.cancel_hover_zoom()
        super().mousePressEvent(event)

    def cancel_hover_zoom(self) -> None:
        """Forget the held hover (until the pointer enters a card again) and its zoom."""
        self._hover_timer.stop()
        self._hovered = None
        self._hold_off = True  # until the pointer leaves the card it clicked
        if self.zoomed is not None:
            self.unzoom()

    def hover_started(self, sprite: Sprite) -> None:
        self._hovered = sprite
        # A face-down card or a veiled bet shown large tells nothing its tooltip does not
        # ("Draw pile: 30 face-down cards..."), and the zoom would put that tooltip away:
        # a held hover zooms only what shows its face. Right-click and Space zoom anything.
        if not self._hold_off and _shows_face(sprite):
            self._hover_timer.start()

    def hover_ended(self, sprite: Sprite) -> None:
        self._hold_off = False
        if self._hovered is sprite:
            self._hovered = None
            self._hover_timer.stop()
            if self.zoomed == sprite.key:
                self.unzoom()

    def _hover_hold(self) -> None:
        if self._hold_off:
            return
        h = self._hovered
        if h is not None and h.scene() is self and h.key in self.sprites and _shows_face(h):
            self.zoom(h)

    def render_to(self, painter: QPainter, rect: QRectF) -> None:
        self.render(painter, rect, self.sceneRect())


def _shows_face(sprite: Sprite) -> bool:
    return (sprite.face_up or sprite.back is None) and not sprite.veil


def _hide_tooltip() -> None:
    """Put a shown tooltip away at once (``QToolTip.hideText`` lets it linger a moment)."""
    QToolTip.hideText()
    app = QApplication.instance()
    if isinstance(app, QApplication):
        for w in app.topLevelWidgets():
            if w.inherits("QTipLabel") and w.isVisible():
                w.hide()


def _veiled(pm: QPixmap, text: str, w: float, h: float) -> QPixmap:
    """``pm`` darkened with ``text`` across it, as the table shows a covered card."""
    out = QPixmap(pm)
    out.setDevicePixelRatio(pm.devicePixelRatio())
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(20, 20, 30, 170))
    painter.drawRoundedRect(QRectF(0, 0, w, h), w * 0.06, w * 0.06)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(12, int(h * 0.3)))
    painter.setFont(font)
    painter.setPen(QColor("#fdf6e3"))
    painter.drawText(QRectF(0, 0, w, h), int(Qt.AlignmentFlag.AlignCenter), text)
    painter.end()
    return out
