"""Pictures painted once and reused: the table is built anew after every move, and most of what it
shows (cards, crates, buildings) looks the same as before."""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

CACHE_SIZE = 200  # pictures kept, the least recently used dropped first
# pictures are painted at the next step of scale up, so a view a few pixels larger or smaller (a label
# that wraps beside the board) reuses them: painting a whole scenery again stalls the window 0.1-0.2 s
SCALE_STEP = 0.05
_cache: OrderedDict[tuple, QPixmap] = OrderedDict()


def cached_paint(painter: QPainter, rect: QRectF, key: tuple, draw: Callable[[QPainter, QRectF], None]) -> None:
    """``draw(painter, rect)`` painted once into a pixmap at the painter's scale (zoom and screen, to the
    next step up) and then reused: the same picture at the same size and about the same zoom costs one
    blit."""
    transform = painter.worldTransform()
    device = painter.device()
    scale = max(0.25, math.hypot(transform.m11(), transform.m12())) * (device.devicePixelRatioF() if device else 1.0)
    scale = round(math.ceil(round(scale / SCALE_STEP, 6)) * SCALE_STEP, 2)
    full = (key, round(rect.width(), 1), round(rect.height(), 1), scale)
    pixmap = _cache.get(full)
    if pixmap is None:
        pixmap = QPixmap(max(1, math.ceil(rect.width() * scale)), max(1, math.ceil(rect.height() * scale)))
        pixmap.fill(Qt.GlobalColor.transparent)
        inner = QPainter(pixmap)
        inner.setRenderHint(QPainter.RenderHint.Antialiasing)
        inner.scale(scale, scale)
        draw(inner, QRectF(0, 0, rect.width(), rect.height()))
        inner.end()
        _cache[full] = pixmap
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)
    else:
        _cache.move_to_end(full)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(rect, pixmap, QRectF(0, 0, pixmap.width(), pixmap.height()))
    painter.restore()
