"""Speicherstadt's small painted icons (coin, point, arrow, ship, flame, helmet, medal) and the items showing them."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.boards.speicherstadt.art import paint_hull
from gui.boards.speicherstadt.colours import FLAME, HULL, KIND_COLOURS, MEDAL
from gui.scene import theme
from gui.scene.card import paint_medallion
from gui.scene.dragdrop import adopt


def paint_medal(painter: QPainter, rect: QRectF, text: str, size: float) -> None:
    """A green medal with the points a card scores."""
    paint_medallion(painter, rect, MEDAL)
    painter.setPen(QColor("white"))
    painter.setFont(theme.font(size, bold=True))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_coin(painter: QPainter, rect: QRectF) -> None:
    """A brass coin lit from the upper left, its rim catching the light."""
    shine = QRadialGradient(rect.center() - QPointF(rect.width() * 0.2, rect.height() * 0.22), rect.width() * 0.75)
    shine.setColorAt(0, theme.lighter(theme.BRASS, 140))
    shine.setColorAt(1, theme.darker(theme.BRASS, 115))
    painter.setPen(QPen(theme.BRASS_DARK, 1.1))
    painter.setBrush(shine)
    painter.drawEllipse(rect)
    painter.setPen(QPen(theme.BRASS_DARK, 0.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(rect.adjusted(rect.width() * 0.2, rect.height() * 0.2, -rect.width() * 0.2,
                                      -rect.height() * 0.2))


def paint_point(painter: QPainter, rect: QRectF) -> None:
    """A point: the green medal without a number."""
    paint_medallion(painter, rect, MEDAL)
    painter.setPen(QPen(QColor(255, 255, 255, 170), 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(rect.adjusted(rect.width() * 0.28, rect.height() * 0.28, -rect.width() * 0.28,
                                      -rect.height() * 0.28))


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
    """A small steam freighter: its hull, a deckhouse and a funnel."""
    w, h = rect.width(), rect.height()
    x, y = rect.left(), rect.top()
    painter.setPen(QPen(theme.darker(QColor("#e9dcbc"), 170), 0.8))
    painter.setBrush(QColor("#e9dcbc"))
    painter.drawRect(QRectF(x + w * 0.2, y + h * 0.34, w * 0.34, h * 0.26))
    painter.setBrush(QColor("#a3372b"))
    painter.drawRect(QRectF(x + w * 0.3, y + h * 0.08, w * 0.12, h * 0.28))
    paint_hull(painter, QRectF(x, y + h * 0.45, w, h * 0.55), HULL)


def flame_path(rect: QRectF) -> QPainterPath:
    """A fire of three tongues, the middle one highest, on a rounded base."""
    s, x, y = rect.height(), rect.left(), rect.top()

    def at(u: float, v: float) -> QPointF:
        return QPointF(x + u * s, y + v * s)

    path = QPainterPath(at(0.45, 1.0))
    path.cubicTo(at(0.12, 1.0), at(0.0, 0.75), at(0.1, 0.5))
    path.cubicTo(at(0.14, 0.42), at(0.14, 0.36), at(0.12, 0.28))  # the left tongue's tip
    path.cubicTo(at(0.26, 0.38), at(0.3, 0.48), at(0.3, 0.56))
    path.cubicTo(at(0.3, 0.3), at(0.42, 0.14), at(0.4, 0.0))  # the middle tongue's tip
    path.cubicTo(at(0.62, 0.16), at(0.72, 0.36), at(0.64, 0.56))
    path.cubicTo(at(0.72, 0.48), at(0.76, 0.4), at(0.76, 0.3))  # the right tongue's tip
    path.cubicTo(at(0.92, 0.48), at(0.92, 0.78), at(0.78, 0.92))
    path.cubicTo(at(0.7, 0.99), at(0.58, 1.0), at(0.45, 1.0))
    path.closeSubpath()
    return path


def paint_flame(painter: QPainter, rect: QRectF) -> None:
    """Fire drawn as fire: red tongues, orange within, a yellow heart at the base."""
    s = rect.height()
    base = QPointF(rect.left() + s * 0.45, rect.top() + s)
    outer = QRadialGradient(base, s * 1.05)
    outer.setColorAt(0, QColor("#ffd34d"))
    outer.setColorAt(0.45, FLAME)
    outer.setColorAt(1, QColor("#a3271b"))
    painter.setPen(QPen(QColor("#7a1a10"), max(0.6, s * 0.05)))
    painter.setBrush(outer)
    painter.drawPath(flame_path(rect))
    inner_rect = QRectF(rect.left() + s * 0.18, rect.top() + s * 0.38, s * 0.6, s * 0.6)
    inner = QRadialGradient(QPointF(inner_rect.left() + s * 0.27, inner_rect.bottom()), s * 0.55)
    inner.setColorAt(0, QColor("#fff6c8"))
    inner.setColorAt(1, QColor("#f6a623"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(inner)
    painter.drawPath(flame_path(inner_rect))


def paint_helmet(painter: QPainter, rect: QRectF) -> None:
    """A fireman's helmet: a dome with a comb and a wide brim."""
    w, h = rect.width(), rect.height()
    x, y = rect.left(), rect.top()
    colour = QColor(KIND_COLOURS["fireman"])
    shine = QRadialGradient(QPointF(x + w * 0.38, y + h * 0.3), w * 0.7)
    shine.setColorAt(0, theme.lighter(colour, 135))
    shine.setColorAt(1, theme.darker(colour, 115))
    painter.setPen(QPen(theme.darker(colour, 170), 1))
    painter.setBrush(shine)
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
