"""A click place that changes only how the table is shown: opens a player's board, closes it again."""

from __future__ import annotations

from collections.abc import Callable

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
from gui.scene.dragdrop import adopt


class OpenerItem(QGraphicsObject):
    """A transparent layer over ``rect`` (a player's strip, a close button's place): a left click calls
    ``on_click`` and asks the scene to draw the table again. It glows softly under the mouse so the
    player sees it can be opened; its tooltip says what a click does."""

    def __init__(self, rect: QRectF, on_click: Callable[[], None], tooltip: str,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.on_click = on_click
        self.hovered = False
        self.setToolTip(tooltip)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect

    def hoverEnterEvent(self, event) -> None:  # noqa: ANN001
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:  # noqa: ANN001
        self.hovered = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self.rect.contains(event.pos()):
            return
        self.click()

    def click(self) -> None:
        self.on_click()
        scene = self.scene()
        if scene is not None and hasattr(scene, "request_redraw"):
            scene.request_redraw()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.hovered:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setBrush(QColor(242, 193, 78, 40))
            painter.setPen(QPen(theme.GLOW, 2))
            painter.drawRoundedRect(self.rect, 6, 6)
