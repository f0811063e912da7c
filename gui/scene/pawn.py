"""A wooden pawn (a worker or a person): round head on a flared body."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.scene import theme
from gui.scene.dragdrop import PieceItem


class PawnItem(PieceItem):
    def __init__(self, piece_id: str, colour: str | QColor, height: float = 34.0, letter: str = "",
                 show_letter: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(piece_id, parent)
        self.colour = QColor(colour)
        self.height = height
        self.letter = letter
        self.show_letter = show_letter

    def boundingRect(self) -> QRectF:
        h = self.height
        return QRectF(-4, -4, h * 0.8 + 10, h + 10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        h = self.height
        w = h * 0.8
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80 if self.lifted else 50))
        painter.drawEllipse(QRectF(w * 0.1 + (4 if self.lifted else 1), h * 0.86, w * 0.85, h * 0.16))
        if self.lifted:
            painter.translate(-2, -4)
        body = QPainterPath()
        body.moveTo(w * 0.5, h * 0.3)
        body.cubicTo(w * 0.78, h * 0.45, w * 0.95, h * 0.8, w, h * 0.92)
        body.lineTo(0, h * 0.92)
        body.cubicTo(w * 0.05, h * 0.8, w * 0.22, h * 0.45, w * 0.5, h * 0.3)
        body.addEllipse(QRectF(w * 0.26, 0, w * 0.48, w * 0.48))
        gradient = QLinearGradient(0, 0, w, 0)
        gradient.setColorAt(0, theme.lighter(self.colour, 125))
        gradient.setColorAt(1, theme.darker(self.colour, 125))
        painter.setBrush(gradient)
        painter.setPen(QPen(theme.GLOW, 3) if self.highlight == "lit" else QPen(theme.darker(self.colour, 180), 1))
        painter.drawPath(body.simplified())
        if self.show_letter and self.letter:
            painter.setPen(theme.text_on(self.colour))
            painter.setFont(theme.font(max(9.0, h * 0.22), bold=True))  # never below the table's 9 pt
            painter.drawText(QRectF(0, h * 0.5, w, h * 0.4), Qt.AlignmentFlag.AlignCenter, self.letter)
