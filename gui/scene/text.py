"""Plain text painted in a box: far cheaper than a text document for the many small labels."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.scene import theme
from gui.scene.dragdrop import adopt


class TextItem(QGraphicsItem):
    """Word-wrapped text, top-aligned in ``rect``; ``align`` sets the horizontal alignment."""

    def __init__(self, text: str, rect: QRectF, points: float = 10.0, bold: bool = False,
                 colour: QColor = theme.INK, serif: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.text = text
        self.rect = QRectF(rect)
        self.font = theme.font(points, bold=bold, serif=serif)
        self.colour = QColor(colour)
        self.align = Qt.AlignmentFlag.AlignLeft
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setPen(self.colour)
        painter.setFont(self.font)
        painter.drawText(self.rect, self.align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, self.text)
