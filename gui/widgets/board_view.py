"""The QGraphicsView showing the table: fits the window, zooms with the wheel and +/-, pans by dragging."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPen, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from gui.i18n import tr
from gui.widgets.preview import PiecePreview, inspectable

MAX_FIT_SCALE = 1.4
STORY_ROOM = 36.0  # scene units kept free at the top for the summary line
MARGIN = 10.0  # scene units of table round the board: the frame's shadow, and a place to start a pan


class BoardView(QGraphicsView):
    legend_requested = Signal()  # the key L on the table

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.auto_fit = True
        # the person's size of the table (75–200 %): the fitted table times this; above 100 % it is
        # larger than the window and pans
        self.table_scale = 1.0
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        # panning is by dragging the table; scrollbars would only frame it in grey
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAccessibleName(tr("Game table"))
        self.preview = PiecePreview(self.viewport())

    def inspect(self, pos: QPoint) -> bool:
        """Show the piece under ``pos`` (viewport coordinates) large; False if there is none."""
        for item in self.items(pos):
            found = inspectable(item)
            if found is not None:
                self.preview.show_piece(self.scene(), found[0], found[1], pos)
                return True
        return False

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self.inspect(event.position().toPoint())
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self.preview.hide()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def focusInEvent(self, event) -> None:  # noqa: ANN001
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event) -> None:  # noqa: ANN001
        super().focusOutEvent(event)
        self.viewport().update()

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:
        """A gold frame round the table while it has the keyboard (+, -, 0, L and the arrows pan)."""
        if self.hasFocus():
            painter.save()
            painter.resetTransform()
            painter.setPen(QPen(QColor("#f2c14e"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(self.viewport().rect().adjusted(1, 1, -2, -2))
            painter.restore()

    def content_rect(self) -> QRectF:
        # more room above the board: the line telling the others' moves is laid over the view's top edge
        return self.scene().itemsBoundingRect().adjusted(-MARGIN, -MARGIN - STORY_ROOM, MARGIN, MARGIN)

    def refit(self) -> None:
        """After the scene was rebuilt: fit again, or keep the person's zoom."""
        content = self.content_rect()
        self.setSceneRect(content.adjusted(-content.width(), -content.height(), content.width(), content.height()))
        if self.auto_fit:
            self.fit()

    def fit(self) -> None:
        self.auto_fit = True
        content = self.content_rect()
        if content.isEmpty():
            return
        self.fitInView(content, Qt.AspectRatioMode.KeepAspectRatio)
        scale = min(self.transform().m11(), MAX_FIT_SCALE) * self.table_scale
        if abs(scale - self.transform().m11()) > 1e-6:
            self.resetTransform()
            self.scale(scale, scale)
            self.centerOn(content.center())

    def zoom(self, factor: float) -> None:
        scale = self.transform().m11() * factor
        if 0.2 <= scale <= 4.0:
            self.auto_fit = False
            self.scale(factor, factor)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.auto_fit:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        self.zoom(1.15 if event.angleDelta().y() > 0 else 1 / 1.15)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom(1.15)
        elif key == Qt.Key.Key_Minus:
            self.zoom(1 / 1.15)
        elif key == Qt.Key.Key_0:
            self.fit()
        elif key == Qt.Key.Key_L:
            self.legend_requested.emit()
        else:
            super().keyPressEvent(event)
