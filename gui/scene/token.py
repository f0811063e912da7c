"""Round tokens: a brass coin with its value, and a generic disc or hexagon marker."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.scene import theme
from gui.scene.dragdrop import PieceItem


class TokenItem(PieceItem):
    """A marker: ``shape`` is "disc" or "hex" so markers never differ by colour alone."""

    def __init__(self, piece_id: str, colour: str | QColor, label: str = "", diameter: float = 28.0,
                 shape: str = "disc", parent: QGraphicsItem | None = None) -> None:
        super().__init__(piece_id, parent)
        self.colour = QColor(colour)
        self.label = label
        self.diameter = diameter
        self.outline = shape  # not ``shape``: that name is QGraphicsItem.shape(), which Qt's hit test calls

    def boundingRect(self) -> QRectF:
        d = self.diameter
        return QRectF(-4, -4, d + 10, d + 10)

    def _outline(self, rect: QRectF, painter: QPainter) -> None:
        if self.outline == "hex":
            c, r = rect.center(), rect.width() / 2
            points = [QPointF(c.x() + r * math.cos(math.pi / 3 * k + math.pi / 6),
                              c.y() + r * math.sin(math.pi / 3 * k + math.pi / 6)) for k in range(6)]
            painter.drawPolygon(QPolygonF(points))
        else:
            painter.drawEllipse(rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        d = self.diameter
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80 if self.lifted else 50))
        shift = 5 if self.lifted else 2
        self._outline(QRectF(shift, shift, d, d), painter)
        rect = QRectF(0, 0, d, d)
        gradient = QRadialGradient(rect.center() - QPointF(d * 0.2, d * 0.2), d * 0.75)
        gradient.setColorAt(0, theme.lighter(self.colour, 130))
        gradient.setColorAt(1, theme.darker(self.colour, 115))
        painter.setBrush(gradient)
        painter.setPen(QPen(theme.darker(self.colour, 170), 1.2))
        self._outline(rect, painter)
        if self.label:
            painter.setPen(theme.text_on(self.colour))
            painter.setFont(theme.font(d * 0.36, bold=True))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.label)
        if self.highlight == "lit":
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.GLOW, 3))
            self._outline(rect.adjusted(-2, -2, 2, 2), painter)


class CoinItem(TokenItem):
    """A brass coin showing its value."""

    def __init__(self, piece_id: str, value: int | str = 1, diameter: float = 28.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(piece_id, theme.BRASS, str(value), diameter, "disc", parent)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(theme.BRASS_DARK, 1))
        inset = self.diameter * 0.12
        painter.drawEllipse(QRectF(inset, inset, self.diameter - 2 * inset, self.diameter - 2 * inset))
