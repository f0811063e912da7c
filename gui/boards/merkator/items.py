"""Merkator's shared painting helpers and small pieces: store slots, panels and buttons."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.scene import theme
from gui.scene.cube import draw_cube
from gui.scene.dragdrop import TargetMixin, adopt

CUBE_COLOURS = {
    "green": "#3f8a3a", "yellow": "#e6bf1e", "black": "#2c2c2c", "purple": "#7d3f8f",
    "orange": "#e27a1c", "grey": "#9b9b96", "blue": "#2f63b4", "red": "#b5302a",
}
SIDE_FILL = QColor("#e9dfc6")
SEA = QColor("#8fb6c9")
LAND = QColor("#e6d9b0")
ROAD = QColor("#7a5230")
GOOD_GLOW = QColor("#e8a317")
MISSING = QColor("#b3261e")
TICK = QColor("#2e7d32")


def blend(a: QColor, b: QColor, share: float) -> QColor:
    """``share`` of ``a`` mixed into ``b``."""
    return QColor(int(a.red() * share + b.red() * (1 - share)), int(a.green() * share + b.green() * (1 - share)),
                  int(a.blue() * share + b.blue() * (1 - share)))


def draw_hourglass(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    painter.save()
    painter.setPen(QPen(colour, 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    x0, x1, y0, y1 = rect.left(), rect.right(), rect.top(), rect.bottom()
    cx, cy = rect.center().x(), rect.center().y()
    painter.drawPolygon(QPolygonF([QPointF(x0, y0), QPointF(x1, y0), QPointF(cx, cy), QPointF(x1, y1),
                                   QPointF(x0, y1), QPointF(cx, cy)]))
    painter.restore()


def text(painter: QPainter, rect: QRectF, value: str, points: float = 9.0, bold: bool = False,
         colour: QColor = theme.INK, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
         serif: bool = False, elide: bool = True, smallest: float | None = None) -> None:
    """``value`` in ``rect``; with ``smallest`` the font first shrinks (to that size) so a name fits whole."""
    painter.setPen(colour)
    font: QFont = theme.font(points, bold=bold, serif=serif)
    painter.setFont(font)
    while smallest is not None and points > smallest and painter.fontMetrics().horizontalAdvance(value) > rect.width():
        points -= 0.5
        painter.setFont(theme.font(points, bold=bold, serif=serif))
    if elide:
        value = painter.fontMetrics().elidedText(value, Qt.TextElideMode.ElideRight, int(rect.width()))
    painter.drawText(rect, align, value)


class ClickTargetMixin(TargetMixin):
    """A target that completes a selected piece's move, or plays its click action, when clicked."""

    def click(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()  # type: ignore[attr-defined]
        drag = getattr(scene, "drag", None)
        if drag is not None and event.button() == Qt.MouseButton.LeftButton and self.target_id in drag.targets:
            drag.click_target(self.target_id)
            event.accept()
            return
        event.ignore()

# --- the office ---------------------------------------------------------------------------
class GoodSlotItem(QGraphicsObject, ClickTargetMixin):
    """One goods type's place in a store: a cube, the count and the name.

    ``mark`` is "use" (a hovered contract would hand these in), "want" (one more would help)
    or "" (nothing to show).
    """

    def __init__(self, rect: QRectF, good: str, name: str, colour: str, count: int, label: str = "") -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.good = good
        self.name = name
        self.colour = QColor(CUBE_COLOURS[colour])
        self.count = count
        self.label = label
        self.mark = ""
        self.use = 0

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.click(event)

    def set_mark(self, mark: str, use: int = 0) -> None:
        self.mark = mark
        self.use = use
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        fill = QColor("#f7efd9") if self.count else QColor("#ece1c4")
        if self.mark == "use":
            fill = QColor("#f8d98a")
        painter.setBrush(fill)
        pen = QPen(theme.darker(QColor("#e0d2ae"), 130), 1)
        if self.mark == "want":
            pen = QPen(GOOD_GLOW, 2, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(r, 5, 5)
        cube = QRectF(r.left() + 3, r.top() + (r.height() - 19) / 2, 19, 19)
        draw_cube(painter, cube, self.colour, str(self.count) if self.count else self.label, faint=not self.count)
        text(painter, QRectF(r.left() + 25, r.top(), r.width() - 26, r.height()), self.name, 8,
             bold=self.count > 0, colour=theme.INK if self.count else theme.INK_SOFT,
             align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if self.mark == "use" and self.use:
            badge = QRectF(r.right() - 20, r.top() - 6, 22, 15)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(GOOD_GLOW)
            painter.drawRoundedRect(badge, 7, 7)
            text(painter, badge, f"−{self.use}", 8, True, QColor("white"))
        if self.highlight == "lit":
            painter.setBrush(QColor(242, 193, 78, 60))
            painter.setPen(QPen(theme.GLOW, 3))
            painter.drawRoundedRect(r, 5, 5)
        elif self.highlight == "dim":
            painter.setBrush(QColor(0, 0, 0, 30))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(r, 5, 5)


class PanelItem(QGraphicsItem):
    """A plain rounded panel with an optional title line."""

    def __init__(self, rect: QRectF, fill: str | QColor = "#efe3c6", title: str = "", edge: str | QColor = "",
                 title_points: float = 9.5, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.fill = QColor(fill)
        self.title = title
        self.edge = QColor(edge) if edge else theme.darker(self.fill, 135)
        self.title_points = title_points
        self.setZValue(0.5)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(self.fill)
        painter.setPen(QPen(self.edge, 1.2))
        painter.drawRoundedRect(self.rect, 7, 7)
        if self.title:
            text(painter, QRectF(self.rect.left() + 8, self.rect.top() + 2, self.rect.width() - 16, 17), self.title,
                 self.title_points, True, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                 serif=True)

class ButtonItem(QGraphicsObject, ClickTargetMixin):
    """A button on the table: its click plays the action registered for its target id."""

    def __init__(self, rect: QRectF, label: str, primary: bool = False, tone: str = "",
                 icons: tuple[tuple[str, int], ...] = ()) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.label = label
        self.icons = icons  # ("coin" | "token", count): an offer shown as money and time, not words
        self.primary = primary
        self.tone = tone
        self.setAcceptHoverEvents(True)
        self.hovered = False
        self.setZValue(3)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.click(event)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = QColor(self.tone) if self.tone else (theme.BRASS if self.primary else QColor("#e8dcc0"))
        if self.hovered:
            base = theme.lighter(base, 112)
        gradient = QLinearGradient(self.rect.topLeft(), self.rect.bottomLeft())
        gradient.setColorAt(0, theme.lighter(base, 110))
        gradient.setColorAt(1, theme.darker(base, 110))
        painter.setBrush(gradient)
        painter.setPen(QPen(theme.darker(base, 170), 1.2))
        painter.drawRoundedRect(self.rect, 6, 6)
        if self.icons:
            self._icons(painter)
        else:  # words only
            text(painter, self.rect.adjusted(4, 0, -4, 0), self.label, 8.5, True, theme.text_on(base))
        if self.highlight == "lit":
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.GLOW, 3))
            painter.drawRoundedRect(self.rect, 6, 6)


    def _icons(self, painter: QPainter) -> None:
        size = self.rect.height() - 8
        y = self.rect.top() + 4
        # offers are centred; a trade's icons come first and the good it brings follows as words
        width = sum(size + (14 if kind in ("coin", "token") else 4) for kind, _ in self.icons)
        x = self.rect.left() + 4 if self.label else self.rect.center().x() - width / 2
        for kind, count in self.icons:
            spot = QRectF(x, y, size, size)
            if kind == "arrow":
                text(painter, spot, "→", 10, True, theme.INK, elide=False)
                x += size + 4
                continue
            if kind.startswith("cube:"):
                draw_cube(painter, spot, QColor(CUBE_COLOURS[kind[5:]]), str(count))
                x += size + 4
                continue
            if kind == "coin":
                painter.setBrush(theme.BRASS)
                painter.setPen(QPen(theme.BRASS_DARK, 1))
                painter.drawEllipse(spot)
            else:
                c, r = spot.center(), size / 2
                painter.setBrush(QColor("#d9b46a"))
                painter.setPen(QPen(QColor("#6b4c22"), 1))
                painter.drawPolygon(QPolygonF([QPointF(c.x() + r * math.cos(math.pi / 3 * k + math.pi / 6),
                                                       c.y() + r * math.sin(math.pi / 3 * k + math.pi / 6))
                                               for k in range(6)]))
            text(painter, QRectF(x + size + 2, self.rect.top(), 12, self.rect.height()), str(count), 9, True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, elide=False)
            x += size + 14
        if self.label:
            text(painter, QRectF(x, self.rect.top(), self.rect.right() - x - 3, self.rect.height()), self.label,
                 8, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
