"""SVG to pixmaps, rendered at the exact size and device pixel ratio, cached.

Re-rendering at the current card size (instead of scaling a bitmap) keeps
every card crisp at any window size and on high-DPI screens. Renders are
kept in a small LRU per (art key, pixel size, ratio), and only as long as a table
draws them: ``sweep`` (a new table, a new size) drops what was not drawn since the
sweep before, ``clear`` (the table left for the start screen) drops everything. A
cache keyed by sizes and card names must not keep an evening's worth of them.
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
        self._drawn: set[tuple[str, int, int, float]] = set()  # asked for since the last sweep

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
        self._drawn.add(ck)
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

    def __len__(self) -> int:
        """How many renders are kept."""
        return len(self._pixmaps)

    def keys(self) -> set[tuple[str, int, int, float]]:
        """The renders kept: (art key, width, height, device pixel ratio)."""
        return set(self._pixmaps)

    def art_keys(self) -> set[str]:
        """The art whose parsed SVG is kept."""
        return set(self._renderers)

    def sweep(self) -> None:
        """Drop the renders not asked for since the last sweep (and the SVGs only they
        needed): what the table before last, or the size before last, drew."""
        for ck in [ck for ck in self._pixmaps if ck not in self._drawn]:
            del self._pixmaps[ck]
        kept = {ck[0] for ck in self._pixmaps} | {ck[0] for ck in self._drawn}
        for k in [k for k in self._renderers if k not in kept]:
            del self._renderers[k]
        self._drawn = set()

    def clear(self) -> None:
        """Drop every render and SVG (no table is shown)."""
        self._renderers.clear()
        self._pixmaps.clear()
        self._drawn = set()

    def forget(self, prefix: str = "") -> None:
        """Drop cached art whose key starts with ``prefix`` (e.g. after a language change)."""
        for k in [k for k in self._renderers if k.startswith(prefix)]:
            del self._renderers[k]
        for ck in [ck for ck in self._pixmaps if ck[0].startswith(prefix)]:
            del self._pixmaps[ck]
