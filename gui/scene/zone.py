"""Rectangular board zones (drop and click targets with a glow) and the wooden buttons built on them."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.scene import theme
from gui.scene.dragdrop import TargetMixin, adopt
from gui.scene.text import fitted_text

SMALLEST_LABEL = 8.0  # a button's label shrinks no further before it is cut


class ZoneItem(QGraphicsObject, TargetMixin):
    """A rectangular place on the board; when registered, a drop target and clickable.

    A board tunes the look with the class attributes: how much a dimmed zone darkens, the title's
    size, the glow's alpha and the shade laid over a dimmed zone (None: no shade).
    """

    dim_darken = 125
    title_points = 10.0
    glow_alpha = 50
    dim_shade: QColor | None = QColor(40, 30, 20, 70)

    def __init__(self, rect: QRectF, fill: str | QColor = "", title: str = "", dashed: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.fill = QColor(fill) if fill else QColor(255, 255, 255, 40)
        self.title = title
        self.dashed = dashed
        self.radius = 8.0
        self.border = QColor(theme.INK_SOFT)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag = getattr(self.scene(), "drag", None)
        if (drag is not None and event.button() == Qt.MouseButton.LeftButton and self.target_id
                and self.target_id in drag.targets and (drag.selected or self.target_id in drag.click_actions)):
            drag.click_target(self.target_id)
            event.accept()
            return
        event.ignore()

    def paint_base(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(self.fill)
        if self.highlight == "dim":
            fill = theme.darker(fill, self.dim_darken)
        painter.setBrush(fill)
        painter.setPen(QPen(self.border, 1.1, Qt.PenStyle.DashLine if self.dashed else Qt.PenStyle.SolidLine))
        painter.drawRoundedRect(self.rect, self.radius, self.radius)
        if self.title:
            painter.setPen(theme.INK)
            room = self.rect.adjusted(8, 3, -8, 0)
            points = self.title_points
            painter.setFont(theme.font(points, bold=True, serif=True))
            while points > 8.5 and painter.fontMetrics().horizontalAdvance(self.title) > room.width():
                points -= 0.5  # a little smaller before it is cut
                painter.setFont(theme.font(points, bold=True, serif=True))
            title = painter.fontMetrics().elidedText(self.title, Qt.TextElideMode.ElideRight, int(room.width()))
            painter.drawText(room, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft, title)
            if title != self.title and not self.toolTip():
                self.setToolTip(self.title)  # a title too long for the zone is elided: hovering shows it whole

    def paint_glow(self, painter: QPainter) -> None:
        if self.highlight == "lit":
            painter.setBrush(QColor(242, 193, 78, self.glow_alpha))
            painter.setPen(QPen(theme.GLOW, 3.5))
            painter.drawRoundedRect(self.rect.adjusted(-1.5, -1.5, 1.5, 1.5), self.radius + 1, self.radius + 1)
        elif self.highlight == "dim" and self.dim_shade is not None:
            painter.setBrush(self.dim_shade)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(self.rect, self.radius, self.radius)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_base(painter)
        self.paint_glow(painter)


class ButtonItem(ZoneItem):
    """A wooden button on the board (Buy, Done, a number); a click plays its action.

    ``points`` is the label's size; ``wrap`` breaks a long label over lines inside a small margin.
    """

    def __init__(self, rect: QRectF, text: str, primary: bool = False, points: float = 10.5, wrap: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, "#3d6b4f" if primary else "#8a5a35", parent=parent)
        self.text = text
        self.points = points
        self.wrap = wrap
        self.radius = rect.height() / 2.6
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag = getattr(self.scene(), "drag", None)
        if drag is not None and event.button() == Qt.MouseButton.LeftButton and self.target_id in drag.click_actions:
            drag.release()
            drag.click_target(self.target_id)
            event.accept()
            return
        event.ignore()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(r.translated(1.5, 2.5), self.radius, self.radius)
        gradient = QLinearGradient(r.topLeft(), r.bottomLeft())
        gradient.setColorAt(0, theme.lighter(self.fill, 125))
        gradient.setColorAt(1, theme.darker(self.fill, 115))
        painter.setBrush(gradient)
        painter.setPen(QPen(theme.GLOW if self.highlight != "dim" else theme.darker(self.fill, 160), 2))
        painter.drawRoundedRect(r, self.radius, self.radius)
        painter.setPen(QColor("white"))
        box = r.adjusted(4, 0, -4, 0) if self.wrap else r
        flags = Qt.AlignmentFlag.AlignCenter | (Qt.TextFlag.TextWordWrap if self.wrap else Qt.TextFlag(0))
        # a label too long for its button first shrinks, then is cut (the button's tooltip says it whole)
        size = self.points
        while True:
            font = theme.font(size, bold=True)
            needed = QFontMetricsF(font).boundingRect(box, int(flags), self.text)
            if (needed.width() <= box.width() and needed.height() <= box.height()) or size <= SMALLEST_LABEL:
                break
            size -= 0.5
        painter.setFont(font)
        label = self.text
        if needed.width() > box.width() or needed.height() > box.height():
            label = (fitted_text(self.text, font, box.width(), box.height()) if self.wrap else
                     QFontMetricsF(font).elidedText(self.text, Qt.TextElideMode.ElideRight, box.width()))
        painter.drawText(box, flags, label)
