"""A wooden meeple (a worker or a person): head, arms and legs cut from a board of some thickness, its face lit
from the upper left, a soft shadow at its feet."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.scene import theme
from gui.scene.dragdrop import PieceItem

# the outline as shares of the figure's width and height (the crotch low: a letter fits on the hips)
BODY = (
    (0.60, 0.33), "c", (0.75, 0.36), (0.90, 0.37), (0.97, 0.42), "c", (1.02, 0.47), (0.99, 0.55), (0.92, 0.56),
    (0.70, 0.55), "c", (0.74, 0.70), (0.84, 0.88), (0.87, 0.95), "c", (0.89, 1.0), (0.84, 1.0), (0.80, 1.0),
    (0.60, 1.0), "c", (0.56, 0.93), (0.53, 0.86), (0.50, 0.86), "c", (0.47, 0.86), (0.44, 0.93), (0.40, 1.0),
    (0.20, 1.0), "c", (0.16, 1.0), (0.11, 1.0), (0.13, 0.95), "c", (0.16, 0.88), (0.26, 0.70), (0.30, 0.55),
    (0.08, 0.56), "c", (0.01, 0.55), (-0.02, 0.47), (0.03, 0.42), "c", (0.10, 0.37), (0.25, 0.36), (0.40, 0.33),
)
HEAD = (0.5, 0.19, 0.215)  # centre x, centre y, radius: shares of the width, the height and the width


def meeple_path(rect: QRectF) -> QPainterPath:
    """A meeple filling ``rect``."""
    def at(point: tuple[float, float]) -> QPointF:
        return QPointF(rect.left() + point[0] * rect.width(), rect.top() + point[1] * rect.height())

    path = QPainterPath(at(BODY[0]))
    steps = iter(BODY[1:])
    for step in steps:
        if step == "c":
            path.cubicTo(at(next(steps)), at(next(steps)), at(next(steps)))
        else:
            path.lineTo(at(step))
    path.closeSubpath()
    x, y, r = HEAD
    radius = r * rect.width()
    path.addEllipse(at((x, y)), radius, radius)
    return path.simplified()


def paint_meeple(painter: QPainter, rect: QRectF, colour: QColor, edge: QPen | None = None) -> None:
    """The figure's side (its thickness, darker, a little to the lower right), then its lit face."""
    thickness = QPointF(rect.width() * 0.055, rect.height() * 0.035)
    outline = meeple_path(rect)
    painter.setPen(QPen(theme.darker(colour, 210), 0.8))
    painter.setBrush(theme.darker(colour, 165))
    painter.drawPath(outline.translated(thickness))
    face = QLinearGradient(rect.topLeft(), rect.bottomRight())
    face.setColorAt(0, theme.lighter(colour, 132))
    face.setColorAt(0.5, QColor(colour))
    face.setColorAt(1, theme.darker(colour, 122))
    painter.setBrush(face)
    painter.setPen(edge or QPen(theme.darker(colour, 180), 0.9))
    painter.drawPath(outline)
    shine = QRadialGradient(QPointF(rect.left() + rect.width() * 0.4, rect.top() + rect.height() * 0.14),
                            rect.width() * 0.45)
    shine.setColorAt(0, QColor(255, 255, 255, 90))
    shine.setColorAt(1, QColor(255, 255, 255, 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(shine)
    painter.drawPath(outline)


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
        shadow = QRadialGradient(QPointF(w * 0.55 + (4 if self.lifted else 1), h * 0.94), w * 0.55)
        shadow.setColorAt(0, QColor(0, 0, 0, 95 if self.lifted else 80))
        shadow.setColorAt(1, QColor(0, 0, 0, 0))
        painter.setBrush(shadow)
        painter.drawEllipse(QRectF(w * 0.02 + (4 if self.lifted else 1), h * 0.84, w, h * 0.2))
        if self.lifted:
            painter.translate(-2, -2.5)  # no further: the glow's edge stays within the hit area
        edge = QPen(theme.GLOW, 3) if self.highlight == "lit" else None
        paint_meeple(painter, QRectF(0, 0, w, h * 0.92), self.colour, edge)
        if self.show_letter and self.letter:
            painter.setPen(theme.text_on(self.colour))
            painter.setFont(theme.font(max(9.0, h * 0.22), bold=True))  # never below the table's 9 pt
            painter.drawText(QRectF(0, h * 0.5, w, h * 0.4), Qt.AlignmentFlag.AlignCenter, self.letter)
