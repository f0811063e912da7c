"""A wooden cube seen slightly from above: light top face, darker sides, a shadow when lifted."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.scene import theme
from gui.scene.dragdrop import PieceItem


@dataclass(frozen=True)
class CubeLook:
    """How a painted cube is shaded: the top face's lightening, an empty place's alpha and dashed edge
    (darkening, width), and the label's size and box as shares of the cube's height."""

    top_light: int = 118
    ghost_alpha: int = 60
    ghost_darken: int = 120
    ghost_width: float = 1.0
    label_scale: float = 0.42
    label_share: float = 0.8


def draw_cube(painter: QPainter, rect: QRectF, colour: QColor, label: str = "", faint: bool = False,
              look: CubeLook = CubeLook()) -> None:
    """A small static wooden cube (a card's slot, a count); ``faint``: an empty place for such a cube."""
    painter.save()
    if faint:
        ghost = QColor(colour)
        ghost.setAlpha(look.ghost_alpha)
        painter.setPen(QPen(theme.darker(colour, look.ghost_darken), look.ghost_width, Qt.PenStyle.DashLine))
        painter.setBrush(ghost)
        painter.drawRoundedRect(rect, 3, 3)
    else:
        depth = rect.height() * 0.22
        painter.setPen(QPen(theme.darker(colour, 190), 0.8))
        painter.setBrush(theme.darker(colour, 135))
        painter.drawRoundedRect(rect, 3, 3)
        painter.setBrush(theme.lighter(colour, look.top_light))
        painter.drawRoundedRect(QRectF(rect.left(), rect.top(), rect.width(), rect.height() - depth), 3, 3)
    if label:
        painter.setPen(theme.text_on(colour) if not faint else theme.INK)
        painter.setFont(theme.font(max(7.0, rect.height() * look.label_scale), bold=True))
        painter.drawText(QRectF(rect.left(), rect.top(), rect.width(), rect.height() * look.label_share),
                         Qt.AlignmentFlag.AlignCenter, label)
    painter.restore()


class CubeItem(PieceItem):
    """``letter`` is drawn on the top face when ``show_letter`` (colour-blind mode) is set."""

    def __init__(self, piece_id: str, colour: str | QColor, size: float = 22.0, letter: str = "",
                 show_letter: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(piece_id, parent)
        self.colour = QColor(colour)
        self.size = size
        self.letter = letter
        self.show_letter = show_letter

    def boundingRect(self) -> QRectF:
        s = self.size
        return QRectF(-s * 0.2, -s * 0.2, s * 1.6, s * 1.6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.size
        depth = s * 0.22
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lift = s * 0.18 if self.lifted else 0.0
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70 if self.lifted else 45))
        blur = s * (0.22 if self.lifted else 0.08)
        painter.drawRoundedRect(QRectF(blur, depth + blur, s, s).adjusted(-1, -1, 1, 1), 4, 4)
        painter.translate(-lift * 0.6, -lift)
        top = QRectF(0, 0, s, s - depth)
        front = QPolygonF([QPointF(0, s - depth), QPointF(s, s - depth), QPointF(s, s), QPointF(0, s)])
        edge = QPen(theme.darker(self.colour, 190), 0.8)
        painter.setPen(edge)
        painter.setBrush(theme.darker(self.colour, 135))
        painter.drawPolygon(front)
        painter.setBrush(theme.lighter(self.colour, 118))
        painter.drawRoundedRect(top, 2, 2)
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
        painter.drawLine(QPointF(2, 1.5), QPointF(s - 2, 1.5))
        if self.highlight == "lit":
            painter.setPen(QPen(theme.GLOW, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-2, -2, s + 4, s + 4), 4, 4)
        if self.show_letter and self.letter:
            painter.setPen(theme.text_on(self.colour))
            painter.setFont(theme.font(s * 0.32, bold=True))
            painter.drawText(top, Qt.AlignmentFlag.AlignCenter, self.letter)
