"""Round tokens: a brass coin with its value and a milled rim, and a wooden disc or hexagon marker with its
edge showing, lit from the upper left."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.scene import theme
from gui.scene.dragdrop import PieceItem

EDGE = 0.09  # the marker's thickness seen from above, a share of its diameter


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

    def outline_path(self, rect: QRectF) -> QPainterPath:
        path = QPainterPath()
        if self.outline == "hex":
            c, r = rect.center(), rect.width() / 2
            path.addPolygon(QPolygonF([QPointF(c.x() + r * math.cos(math.pi / 3 * k + math.pi / 6),
                                               c.y() + r * math.sin(math.pi / 3 * k + math.pi / 6))
                                       for k in range(7)]))
        else:
            path.addEllipse(rect)
        return path

    def _outline(self, rect: QRectF, painter: QPainter) -> None:
        painter.drawPath(self.outline_path(rect))

    def paint_body(self, painter: QPainter, rect: QRectF) -> None:
        """The marker's edge under its face, and the face lit from the upper left."""
        d = rect.width()
        edge = d * EDGE
        painter.setPen(QPen(theme.darker(self.colour, 200), 0.8))
        painter.setBrush(theme.darker(self.colour, 150))
        self._outline(rect.translated(0, edge), painter)
        gradient = QRadialGradient(rect.center() - QPointF(d * 0.22, d * 0.25), d * 0.8)
        gradient.setColorAt(0, theme.lighter(self.colour, 135))
        gradient.setColorAt(0.6, QColor(self.colour))
        gradient.setColorAt(1, theme.darker(self.colour, 118))
        painter.setBrush(gradient)
        painter.setPen(QPen(theme.darker(self.colour, 170), 1.1))
        self._outline(rect, painter)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        d = self.diameter
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        shift = 4 if self.lifted else 2
        for grow, alpha in ((1.0, 22), (0.3, 30), (-0.5, 34)):
            painter.setBrush(QColor(0, 0, 0, alpha + (10 if self.lifted else 0)))
            self._outline(QRectF(shift, shift + d * EDGE * 0.3, d, d).adjusted(-grow, -grow, grow, grow), painter)
        rect = QRectF(0, 0, d, d)
        self.paint_body(painter, rect)
        if self.label:
            painter.setPen(theme.text_on(self.colour))
            painter.setFont(theme.font(d * 0.36, bold=True))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.label)
        if self.highlight == "lit":
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.GLOW, 3))
            self._outline(rect.adjusted(-2, -2, 2, 2), painter)


class CoinItem(TokenItem):
    """A brass coin showing its value: a milled rim around a sunken field."""

    def __init__(self, piece_id: str, value: int | str = 1, diameter: float = 28.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(piece_id, theme.BRASS, str(value), diameter, "disc", parent)

    def paint_body(self, painter: QPainter, rect: QRectF) -> None:
        super().paint_body(painter, rect)
        d = rect.width()
        inset = d * 0.12
        field = rect.adjusted(inset, inset, -inset, -inset)
        sunk = QRadialGradient(field.center() + QPointF(d * 0.12, d * 0.14), d * 0.5)
        sunk.setColorAt(0, theme.lighter(theme.BRASS, 112))
        sunk.setColorAt(1, theme.darker(theme.BRASS, 112))
        painter.setBrush(sunk)
        painter.setPen(QPen(theme.BRASS_DARK, 1))
        painter.drawEllipse(field)
        painter.setPen(QPen(QColor(255, 240, 190, 120), 0.8))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(field.adjusted(1, 1, -1, -1), 35 * 16, 150 * 16)  # the light catches the rim's inner edge
        if d >= 16:  # the milled rim
            painter.setPen(QPen(theme.darker(theme.BRASS, 135), 0.7))
            c, outer, inner = rect.center(), d / 2 - 0.8, d / 2 - inset + 1.2
            for k in range(36):
                angle = math.tau * k / 36
                direction = QPointF(math.cos(angle), math.sin(angle))
                painter.drawLine(c + direction * inner, c + direction * outer)
