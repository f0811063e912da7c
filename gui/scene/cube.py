"""A wooden cube seen slightly from above: a lit top face with a soft bevel and grain, a shaded front face,
and a soft shadow that grows when the cube is lifted."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.scene import theme
from gui.scene.dragdrop import PieceItem

DEPTH = 0.22  # the front face's share of the cube's height; the top face (where letters go) is the rest


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


def paint_wooden_cube(painter: QPainter, rect: QRectF, colour: QColor, top_light: int = 118) -> QRectF:
    """The cube's two visible faces in ``rect`` (no shadow); returns its top face."""
    w, h = rect.width(), rect.height()
    depth = h * DEPTH
    radius = max(1.5, min(w, h) * 0.12)
    top = QRectF(rect.left(), rect.top(), w, h - depth)
    body = QPainterPath()
    body.addRoundedRect(rect.adjusted(0.4, 0.4, -0.4, -0.4), radius, radius)  # the edge's pen inside the rect
    front = QLinearGradient(QPointF(0, top.bottom()), QPointF(0, rect.bottom()))
    front.setColorAt(0, theme.darker(colour, 128))
    front.setColorAt(1, theme.darker(colour, 158))
    painter.setPen(QPen(theme.darker(colour, 200), 0.8))
    painter.setBrush(front)
    painter.drawPath(body)
    face = QLinearGradient(top.topLeft(), top.bottomRight())
    face.setColorAt(0, theme.lighter(colour, top_light + 14))
    face.setColorAt(0.55, theme.lighter(colour, top_light))
    face.setColorAt(1, theme.lighter(colour, max(100, top_light - 10)))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(face)
    painter.drawRoundedRect(top, radius, radius)
    if w >= 12:  # the grain of the wood, faint, on the top face
        painter.setPen(QPen(QColor(60, 35, 15, 18), max(0.5, w * 0.03)))
        for share, bend in ((0.34, 0.06), (0.7, -0.04)):
            y = top.top() + top.height() * share
            grain = QPainterPath(QPointF(top.left() + w * 0.14, y))
            grain.cubicTo(QPointF(top.left() + w * 0.4, y - h * bend), QPointF(top.left() + w * 0.65, y + h * bend),
                          QPointF(top.right() - w * 0.14, y - h * 0.01))
            painter.drawPath(grain)
    painter.setPen(QPen(QColor(255, 255, 255, 95), max(0.7, w * 0.05), Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(top.left() + radius, top.top() + 1), QPointF(top.right() - radius, top.top() + 1))
    painter.drawLine(QPointF(top.left() + 1, top.top() + radius), QPointF(top.left() + 1, top.bottom() - radius))
    painter.setPen(QPen(theme.darker(colour, 165), 0.7))
    painter.drawLine(QPointF(top.left() + radius * 0.5, top.bottom()), QPointF(top.right() - radius * 0.5, top.bottom()))
    return top


def paint_soft_shadow(painter: QPainter, rect: QRectF, radius: float, alpha: int, spread: float) -> None:
    """A shadow fading out over ``spread``: a few rounded rectangles, each larger and fainter."""
    painter.setPen(Qt.PenStyle.NoPen)
    steps = 3
    for i in range(steps):
        grow = spread * (steps - i) / steps
        painter.setBrush(QColor(0, 0, 0, round(alpha / steps)))
        painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)


def draw_cube(painter: QPainter, rect: QRectF, colour: QColor, label: str = "", faint: bool = False,
              look: CubeLook = CubeLook()) -> None:
    """A small static wooden cube (a card's slot, a count); ``faint``: an empty place for such a cube."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if faint:
        ghost = QColor(colour)
        ghost.setAlpha(look.ghost_alpha)
        painter.setPen(QPen(theme.darker(colour, look.ghost_darken), look.ghost_width, Qt.PenStyle.DashLine))
        painter.setBrush(ghost)
        painter.drawRoundedRect(rect, 3, 3)
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(rect.translated(rect.width() * 0.07, rect.height() * 0.09), 3, 3)
        paint_wooden_cube(painter, rect, QColor(colour), look.top_light)
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
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lift = s * 0.18 if self.lifted else 0.0
        # resting, the shadow hugs the cube; lifted, it falls further and softer
        offset = s * (0.2 if self.lifted else 0.08)
        paint_soft_shadow(painter, QRectF(offset, offset * 1.1, s, s), s * 0.15, 80 if self.lifted else 60,
                          s * (0.16 if self.lifted else 0.07))
        painter.translate(-lift * 0.6, -lift)
        top = paint_wooden_cube(painter, QRectF(0, 0, s, s), self.colour)
        if self.highlight == "lit":
            painter.setPen(QPen(theme.GLOW, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            # lifted, the glow lies on the cube's rim: around it, it would reach out of the cube's hit area and
            # leave a trail while the cube is dragged
            glow = QRectF(1.5, 1.5, s - 3, s - 3) if self.lifted else QRectF(-2, -2, s + 4, s + 4)
            painter.drawRoundedRect(glow, 4, 4)
        if self.show_letter and self.letter:
            painter.setPen(theme.text_on(self.colour))
            painter.setFont(theme.font(s * 0.32, bold=True))
            painter.drawText(top, Qt.AlignmentFlag.AlignCenter, self.letter)
