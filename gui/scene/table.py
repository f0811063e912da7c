"""The table: a warm wooden scene background, a framed board object and text labels."""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsDropShadowEffect,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.scene import theme
from gui.scene.dragdrop import DragDropController, PieceItem, TargetMixin

_wood: QPixmap | None = None


def wood_texture() -> QPixmap:
    """A tileable wood-grain texture drawn once (fixed seed: the table looks the same every time)."""
    global _wood
    if _wood is None:
        pixmap = QPixmap(512, 512)
        painter = QPainter(pixmap)
        gradient = QLinearGradient(0, 0, 512, 0)
        for stop, colour in ((0.0, "#7a4c2c"), (0.35, "#87573a"), (0.7, "#774a2b"), (1.0, "#7a4c2c")):
            gradient.setColorAt(stop, QColor(colour))
        painter.fillRect(pixmap.rect(), gradient)
        grain = random.Random(7)
        for _ in range(140):
            x = grain.uniform(0, 512)
            shade = QColor(50, 25, 10, grain.randint(14, 40)) if grain.random() < 0.7 else QColor(255, 220, 170, 18)
            painter.setPen(QPen(shade, grain.uniform(0.6, 2.2)))
            wave = grain.uniform(2, 7)
            points = [QPointF(x + wave * ((y // 64) % 2 - 0.5), y) for y in range(0, 513, 64)]
            for a, b in zip(points, points[1:], strict=False):
                painter.drawLine(a, b)
        painter.end()
        _wood = pixmap
    return _wood


class TableScene(QGraphicsScene):
    """The scene every board draws into. ``drag`` holds the legal moves of what is shown."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.drag = DragDropController(self)
        self.colour_blind = False

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, QBrush(wood_texture()))
        vignette = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        vignette.setColorAt(0, QColor(255, 230, 190, 25))
        vignette.setColorAt(1, QColor(0, 0, 0, 40))
        painter.fillRect(rect, vignette)

    def clear_table(self) -> None:
        self.drag.clear()
        self.clear()

    def add_piece(self, item: PieceItem, pos: QPointF | None = None, parent: QGraphicsItem | None = None) -> PieceItem:
        if parent is not None:
            item.setParentItem(parent)
        elif item.scene() is None:
            self.addItem(item)
        if pos is not None:
            item.setPos(pos)
        return self.drag.add_piece(item)

    def add_target(self, item: QGraphicsItem, target_id: str, parent: QGraphicsItem | None = None) -> QGraphicsItem:
        if parent is not None:
            item.setParentItem(parent)
        elif item.scene() is None:
            self.addItem(item)
        assert isinstance(item, TargetMixin)
        self.drag.add_target(item, target_id)
        return item


class BoardFrameItem(QGraphicsItem):
    """The game board lying on the table: a wooden frame around a light face, with a soft shadow."""

    def __init__(self, rect: QRectF, title: str = "", face: QColor = theme.BOARD_FACE,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.title = title
        self.face = QColor(face)
        self.setZValue(-10)
        shadow = QGraphicsDropShadowEffect()
        shadow.setBlurRadius(28)
        shadow.setOffset(4, 7)
        shadow.setColor(QColor(0, 0, 0, 140))
        self.setGraphicsEffect(shadow)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def inner(self) -> QRectF:
        return self.rect.adjusted(18, 18 + (26 if self.title else 0), -18, -18)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QLinearGradient(self.rect.topLeft(), self.rect.bottomRight())
        frame.setColorAt(0, theme.lighter(theme.FRAME, 120))
        frame.setColorAt(1, theme.darker(theme.FRAME, 115))
        painter.setBrush(frame)
        painter.setPen(QPen(theme.FRAME_EDGE, 1.5))
        painter.drawRoundedRect(self.rect, 12, 12)
        face_rect = self.rect.adjusted(10, 10, -10, -10)
        face = QLinearGradient(face_rect.topLeft(), face_rect.bottomLeft())
        face.setColorAt(0, theme.lighter(self.face, 104))
        face.setColorAt(1, theme.darker(self.face, 106))
        painter.setBrush(face)
        painter.setPen(QPen(theme.darker(self.face, 150), 1))
        painter.drawRoundedRect(face_rect, 6, 6)
        if self.title:
            painter.setPen(theme.INK)
            painter.setFont(theme.font(15, bold=True, serif=True))
            painter.drawText(face_rect.adjusted(14, 6, -14, 0),
                             Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter, self.title)


class LabelItem(QGraphicsTextItem):
    """Plain or rich text on the board, wrapped to ``width``."""

    def __init__(self, text: str, width: float = 0, points: float = 10.5, bold: bool = False,
                 colour: QColor = theme.INK, serif: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setDefaultTextColor(colour)
        self.setFont(theme.font(points, bold=bold, serif=serif))
        if width:
            self.setTextWidth(width)
        if "<" in text:
            self.setHtml(text)
        else:
            self.setPlainText(text)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
