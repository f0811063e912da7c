"""Speicherstadt's small painted icons (coin, point, arrow, ship, flame, helmet, medal) and the items showing them."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.boards.speicherstadt.colours import FLAME, KIND_COLOURS, MEDAL
from gui.scene import theme
from gui.scene.dragdrop import adopt


def paint_medal(painter: QPainter, rect: QRectF, text: str, size: float) -> None:
    """A green medal with the points a card scores."""
    painter.setPen(QPen(theme.darker(MEDAL, 160), 1))
    painter.setBrush(MEDAL)
    painter.drawEllipse(rect)
    painter.setPen(QColor("white"))
    painter.setFont(theme.font(size, bold=True))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_coin(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(theme.BRASS_DARK, 1.2))
    painter.setBrush(theme.BRASS)
    painter.drawEllipse(rect)
    painter.setPen(QPen(theme.lighter(theme.BRASS, 140), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(rect.adjusted(rect.width() * 0.22, rect.height() * 0.22, -rect.width() * 0.22,
                                      -rect.height() * 0.22))


def paint_point(painter: QPainter, rect: QRectF) -> None:
    """A point: the green medal without a number."""
    painter.setPen(QPen(theme.darker(MEDAL, 160), 1))
    painter.setBrush(MEDAL)
    painter.drawEllipse(rect)
    painter.setPen(QPen(QColor(255, 255, 255, 160), 1.2))
    painter.drawEllipse(rect.adjusted(rect.width() * 0.25, rect.height() * 0.25, -rect.width() * 0.25,
                                      -rect.height() * 0.25))


def paint_arrow(painter: QPainter, rect: QRectF) -> None:
    """A short arrow: "gives"."""
    y = rect.center().y()
    painter.setPen(QPen(theme.INK, 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(rect.left() + 2, y), QPointF(rect.right() - 3, y))
    head = QPolygonF([QPointF(rect.right() - 1, y), QPointF(rect.right() - 7, y - 4.5),
                      QPointF(rect.right() - 7, y + 4.5)])
    painter.setBrush(theme.INK)
    painter.drawPolygon(head)


def paint_ship(painter: QPainter, rect: QRectF) -> None:
    """A small cargo ship: hull, deck house and mast."""
    w, h = rect.width(), rect.height()
    x, y = rect.left(), rect.top()
    hull = QPolygonF([QPointF(x, y + h * 0.55), QPointF(x + w, y + h * 0.55), QPointF(x + w * 0.82, y + h),
                      QPointF(x + w * 0.12, y + h)])
    painter.setPen(QPen(theme.darker(QColor(KIND_COLOURS["ship"]), 170), 1))
    painter.setBrush(QColor(KIND_COLOURS["ship"]))
    painter.drawPolygon(hull)
    painter.setBrush(QColor("#e9dcbc"))
    painter.drawRect(QRectF(x + w * 0.55, y + h * 0.3, w * 0.22, h * 0.25))
    painter.drawLine(QPointF(x + w * 0.3, y), QPointF(x + w * 0.3, y + h * 0.55))


def flame_path(rect: QRectF) -> QPainterPath:
    s, x, y = rect.height(), rect.left(), rect.top()
    path = QPainterPath(QPointF(x + s * 0.4, y))
    path.cubicTo(QPointF(x + s * 0.9, y + s * 0.35), QPointF(x + s * 0.85, y + s), QPointF(x + s * 0.4, y + s))
    path.cubicTo(QPointF(x, y + s), QPointF(x - s * 0.05, y + s * 0.45), QPointF(x + s * 0.25, y + s * 0.3))
    path.cubicTo(QPointF(x + s * 0.3, y + s * 0.5), QPointF(x + s * 0.45, y + s * 0.5), QPointF(x + s * 0.4, y))
    return path


def paint_flame(painter: QPainter, rect: QRectF) -> None:
    s = rect.height()
    painter.setPen(QPen(QColor("#8e1d12"), 1))
    painter.setBrush(FLAME)
    painter.drawPath(flame_path(rect))
    painter.setBrush(QColor("#f6c344"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(QRectF(rect.left() + s * 0.25, rect.top() + s * 0.55, s * 0.3, s * 0.35))


def paint_helmet(painter: QPainter, rect: QRectF) -> None:
    """A fireman's helmet: a dome with a comb and a wide brim."""
    w, h = rect.width(), rect.height()
    x, y = rect.left(), rect.top()
    colour = QColor(KIND_COLOURS["fireman"])
    painter.setPen(QPen(theme.darker(colour, 170), 1))
    painter.setBrush(colour)
    dome = QPainterPath(QPointF(x + w * 0.15, y + h * 0.72))
    dome.cubicTo(QPointF(x + w * 0.15, y + h * 0.1), QPointF(x + w * 0.85, y + h * 0.1),
                 QPointF(x + w * 0.85, y + h * 0.72))
    dome.closeSubpath()
    painter.drawPath(dome)
    painter.drawRoundedRect(QRectF(x, y + h * 0.7, w, h * 0.18), 2, 2)
    painter.setBrush(QColor("#f6c344"))
    painter.drawEllipse(QRectF(x + w * 0.4, y + h * 0.38, w * 0.2, h * 0.2))


ICONS = {"helmet": paint_helmet, "coin": paint_coin, "point": paint_point, "arrow": paint_arrow, "ship": paint_ship, "flame": paint_flame}


class FlameItem(QGraphicsItem):
    """A small flame: a fire still waiting in a season's pile, its points written beside it."""

    def __init__(self, size: float, text: str, points: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.size = size
        self.text = text
        self.font = theme.font(points, bold=True)
        self.text_width = QFontMetricsF(self.font).horizontalAdvance(text) + 2
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size * 0.95 + self.text_width, self.size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_flame(painter, QRectF(0, 0, self.size, self.size))
        if self.text:
            painter.setPen(theme.INK)
            painter.setFont(self.font)
            painter.drawText(QRectF(self.size * 0.95, 0, self.text_width, self.size), Qt.AlignmentFlag.AlignVCenter,
                             self.text)


class IconItem(QGraphicsItem):
    """One painted icon (a helmet, a coin, a point, a ship, a flame) with an optional number beside it."""

    def __init__(self, rect: QRectF, icon: str, number: str = "", points: float = 10.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.icon = icon
        self.number = number
        self.font = theme.font(points, bold=True)
        self.number_width = QFontMetricsF(self.font).horizontalAdvance(number) + 3 if number else 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(0, 0, self.number_width + 2, 0)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ICONS[self.icon](painter, self.rect)
        if self.number:
            painter.setPen(theme.INK)
            painter.setFont(self.font)
            painter.drawText(QRectF(self.rect.right() + 2, self.rect.top() - 2, self.number_width, self.rect.height() + 4),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.number)
