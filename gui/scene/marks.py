"""Soft marks on the table: the spaces and cards that others changed since the person's own last move."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

MARK_COLOUR = QColor(255, 196, 64)
MARK_Z = 40.0


class ChangeMarkItem(QGraphicsItem):
    """A warm halo around a changed space; it never takes a click or hides what lies under it."""

    def __init__(self, rect: QRectF, space_id: str) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.space_id = space_id
        self.setZValue(MARK_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for width, alpha in ((7.0, 50), (3.5, 120)):
            colour = QColor(MARK_COLOUR)
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.rect, 8, 8)
        wash = QColor(MARK_COLOUR)
        wash.setAlpha(28)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(wash))
        painter.drawRoundedRect(self.rect, 8, 8)


def mark_spaces(scene: QGraphicsScene, items: Iterable[tuple[str, QGraphicsItem]]) -> list[ChangeMarkItem]:
    """Put a mark around each (space id, item) pair; the marks live in the scene, outside the items."""
    marks = []
    for space_id, item in items:
        if item.scene() is not scene or not item.isVisible():
            continue
        mark = ChangeMarkItem(item.sceneBoundingRect().adjusted(-3, -3, 3, 3), space_id)
        scene.addItem(mark)
        marks.append(mark)
    return marks
