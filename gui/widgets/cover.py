"""A game's cover tile, drawn in code from its id and title (no artwork files needed)."""

from __future__ import annotations

import hashlib

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

from gui.scene import theme

PALETTES = (
    ("#7b2d26", "#c0843d"), ("#1f4e5f", "#c9a03c"), ("#3d5a3a", "#d9b36c"),
    ("#4a3b6b", "#e0b35a"), ("#6b4226", "#88b04b"), ("#2f3e63", "#e07a5f"),
)
GOODS = ("#6f4e37", "#3f8f4a", "#e2b13c", "#efe8d8", "#a8322d", "#2f6ea3")


def cover_pixmap(game_id: str, title: str, size: QSize) -> QPixmap:
    digest = hashlib.sha256(game_id.encode()).digest()
    dark, light = PALETTES[digest[0] % len(PALETTES)]
    pixmap = QPixmap(size)
    pixmap.fill(Qt.GlobalColor.transparent)
    w, h = float(size.width()), float(size.height())
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    outline = QPainterPath()
    outline.addRoundedRect(QRectF(0, 0, w, h), 10, 10)
    gradient = QLinearGradient(0, 0, w, h)
    gradient.setColorAt(0, QColor(dark).lighter(120))
    gradient.setColorAt(1, QColor(dark).darker(130))
    painter.fillPath(outline, gradient)
    painter.setClipPath(outline)
    painter.setPen(QPen(QColor(light), 2))
    for k in range(6):  # a compass rose of sea routes: merchant games share the motif
        y = h * 0.18 + k * h * 0.12
        painter.setPen(QPen(QColor(255, 255, 255, 22), 1.5))
        painter.drawLine(QPointF(0, y + (digest[k] % 20)), QPointF(w, y - (digest[k + 6] % 20)))
    cube = min(w, h) * 0.11
    for k in range(5):
        colour = QColor(GOODS[(digest[k + 2]) % len(GOODS)])
        x = w * 0.1 + k * cube * 1.35
        y = h - cube * 1.9 - (digest[k + 10] % 6)
        painter.setPen(QPen(colour.darker(180), 1))
        painter.setBrush(colour.darker(130))
        painter.drawRect(QRectF(x, y + cube * 0.75, cube, cube * 0.3))
        painter.setBrush(colour.lighter(115))
        painter.drawRect(QRectF(x, y, cube, cube * 0.8))
    medallion = QRectF(w - h * 0.42, h * 0.1, h * 0.32, h * 0.32)
    painter.setPen(QPen(QColor(light).darker(160), 2))
    painter.setBrush(QColor(light))
    painter.drawEllipse(medallion)
    painter.setPen(QColor(dark))
    painter.setFont(theme.font(h * 0.12, bold=True, serif=True))
    painter.drawText(medallion, Qt.AlignmentFlag.AlignCenter, title[:1].upper())
    painter.setPen(QColor("#fff7e6"))
    painter.setFont(theme.font(max(h * 0.085, 9), bold=True, serif=True))
    painter.drawText(QRectF(w * 0.07, h * 0.1, w * 0.6, h * 0.4),
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, title)
    painter.setClipping(False)
    painter.setPen(QPen(QColor(light), 3))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(QRectF(1.5, 1.5, w - 3, h - 3), 9, 9)
    painter.end()
    return pixmap
