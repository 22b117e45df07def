"""SVG to pixmaps, rendered at the exact size and device pixel ratio, cached.

Re-rendering at the current card size (instead of scaling a bitmap) keeps
every card crisp at any window size and on high-DPI screens. Renders are
kept in a small LRU per (art key, pixel size, ratio).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer


class SvgCache:
    def __init__(self, max_pixmaps: int = 600) -> None:
        self._renderers: dict[str, QSvgRenderer] = {}
        self._pixmaps: OrderedDict[tuple[str, int, int, float], QPixmap] = OrderedDict()
        self.max_pixmaps = max_pixmaps
        self.renders = 0  # how many rasterisations happened (for tests and tuning)

    def renderer(self, key: str, factory: Callable[[], str]) -> QSvgRenderer:
        r = self._renderers.get(key)
        if r is None:
            r = QSvgRenderer(QByteArray(factory().encode("utf-8")))
            r.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
            self._renderers[key] = r
        return r

    def pixmap(self, key: str, factory: Callable[[], str], width: float, height: float, dpr: float) -> QPixmap:
        w, h = max(1, round(width)), max(1, round(height))
        ck = (key, w, h, dpr)
        pm = self._pixmaps.get(ck)
        if pm is not None:
            self._pixmaps.move_to_end(ck)
            return pm
        img = QImage(max(1, round(w * dpr)), max(1, round(h * dpr)), QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(Qt.GlobalColor.transparent)
        painter = QPainter(img)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.renderer(key, factory).render(painter, QRectF(0, 0, img.width(), img.height()))
        painter.end()
        pm = QPixmap.fromImage(img)
        pm.setDevicePixelRatio(dpr)
        self.renders += 1
        self._pixmaps[ck] = pm
        while len(self._pixmaps) > self.max_pixmaps:
            self._pixmaps.popitem(last=False)
        return pm

    def forget(self, prefix: str = "") -> None:
        """Drop cached art whose key starts with ``prefix`` (e.g. after a language change)."""
        for k in [k for k in self._renderers if k.startswith(prefix)]:
            del self._renderers[k]
        for ck in [ck for ck in self._pixmaps if ck[0].startswith(prefix)]:
            del self._pixmaps[ck]
