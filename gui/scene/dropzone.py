"""A place on the board that accepts pieces; glows when the lifted piece may go there."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.scene import theme
from gui.scene.dragdrop import TargetMixin, adopt


class DropZoneItem(QGraphicsObject, TargetMixin):
    """A rounded area with an optional caption; a click while a piece is selected completes the move."""

    def __init__(self, target_id: str, rect: QRectF, caption: str = "", parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        adopt(self, parent)
        self.target_id = target_id
        self.rect = QRectF(rect)
        self.caption = caption
        self.setZValue(-1)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag = getattr(self.scene(), "drag", None)
        if drag is not None and event.button() == Qt.MouseButton.LeftButton and self.target_id in drag.targets:
            drag.click_target(self.target_id)
            event.accept()
            return
        event.ignore()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.highlight == "lit":
            painter.setBrush(QColor(242, 193, 78, 55))
            painter.setPen(QPen(theme.GLOW, 3))
        elif self.highlight == "dim":
            painter.setBrush(QColor(0, 0, 0, 30))
            painter.setPen(QPen(QColor(0, 0, 0, 60), 1, Qt.PenStyle.DashLine))
        else:
            painter.setBrush(QColor(255, 255, 255, 35))
            painter.setPen(QPen(theme.INK_SOFT, 1.2, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(self.rect, 10, 10)
        if self.caption:
            painter.setPen(theme.INK_SOFT)
            painter.setFont(theme.font(10, serif=True))
            painter.drawText(self.rect.adjusted(6, 4, -6, -4),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.caption)
