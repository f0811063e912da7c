"""The harbour scenery as table items: the cobbled ground, the quay and the canal, the piers the workers queue on
(one per column, a plank per worker space), a ship's hull around the cargo of a ship at berth."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.boards.speicherstadt.art import (
    paint_bollard,
    paint_granite,
    paint_hull,
    paint_paving,
    paint_warehouses,
    paint_water,
)
from gui.boards.speicherstadt.colours import HULL, TIMBER
from gui.scene import theme
from gui.scene.dragdrop import adopt
from gui.scene.pixmap_cache import cached_paint
from gui.scene.zone import ZoneItem

SIGN = QColor("#f3e7c8")
SIGN_SOLD = QColor("#f7dc8e")  # the column whose card is being sold


class PaintedItem(QGraphicsItem):
    """A picture in ``rect`` that takes no clicks."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect


class GroundItem(PaintedItem):
    """The cobbled ground of the warehouse district, on the board's face under everything else."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.setZValue(-9)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cached_paint(painter, self.rect, ("paving",), paint_paving)
        painter.setPen(QPen(QColor(60, 40, 20, 90), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect, 6, 6)
        painter.restore()


class WaterfrontItem(PaintedItem):
    """The canal: the quay along the top where the piers start (``piers``: the span they take), and the
    warehouses rising from the water in the room the piers leave free on either side."""

    SMALLEST_ROW = 24.0  # narrower than this, a row of warehouses would be a sliver

    def __init__(self, rect: QRectF, quay: float, piers: tuple[float, float], parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.quay = quay
        self.piers = piers
        self.setZValue(-5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.rect
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        clip = QPainterPath()
        clip.addRoundedRect(r, 4, 4)
        painter.setClipPath(clip)
        cached_paint(painter, r, ("water",), paint_water)
        left, right = self.piers
        if self.quay > 0 and right > left:
            cached_paint(painter, QRectF(left - 4, r.top(), right - left + 8, self.quay), ("granite",), paint_granite)
        for side in (QRectF(r.left(), r.top(), left - 6 - r.left(), r.height() - 22),
                     QRectF(right + 6, r.top(), r.right() - right - 6, r.height() - 22)):
            if side.width() >= self.SMALLEST_ROW:
                cached_paint(painter, side, ("warehouses",), paint_warehouses)
        painter.restore()
        painter.setPen(QPen(QColor(30, 40, 45, 150), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(r, 4, 4)


class PierItem(ZoneItem):
    """A column: a timber pier running from the quay (its sign with number and price) out to the card lying
    at berth at its end. The zone as a whole takes the worker; lit, it is outlined without veiling the water."""

    glow_alpha = 0

    def __init__(self, rect: QRectF, sign: QRectF, deck: QRectF, selling: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent=parent)
        self.sign = QRectF(sign)
        self.deck = QRectF(deck)
        self.selling = selling
        self.radius = 6.0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        deck = self.deck
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 20, 30, 70))  # the pier's shadow on the water
        painter.drawRect(deck.translated(3, 3))
        painter.setBrush(theme.darker(TIMBER, 190))
        painter.drawRect(deck)
        beam = theme.darker(TIMBER, 140)
        for x in (deck.left(), deck.right() - 2.5):
            painter.setBrush(beam)
            painter.drawRect(QRectF(x, deck.top(), 2.5, deck.height()))
        pilings = max(2, round(deck.height() / 30))
        for k in range(pilings):
            y = deck.top() + 8 + k * (deck.height() - 16) / (pilings - 1)
            for x in (deck.left() - 0.5, deck.right() + 0.5):
                paint_bollard(painter, QPointF(x, y), 3.0)
        paint_bollard(painter, QPointF(deck.left() + 5, deck.bottom() + 1), 3.4)
        paint_bollard(painter, QPointF(deck.right() - 5, deck.bottom() + 1), 3.4)
        self.paint_sign(painter)
        if self.selling:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.darker(SIGN_SOLD, 130), 2.5))
            painter.drawRoundedRect(self.rect, self.radius, self.radius)
        self.paint_glow(painter)

    def paint_sign(self, painter: QPainter) -> None:
        """The column's sign on the quay: a painted board in a timber frame."""
        plate = self.sign.adjusted(-1, -1, 1, 1)
        fill = SIGN_SOLD if self.selling else SIGN
        gradient = QLinearGradient(plate.topLeft(), plate.bottomLeft())
        gradient.setColorAt(0, theme.lighter(fill, 104))
        gradient.setColorAt(1, theme.darker(fill, 106))
        painter.setBrush(gradient)
        painter.setPen(QPen(theme.darker(TIMBER, 200), 1.4))
        painter.drawRoundedRect(plate, 3, 3)


class PlankItem(PaintedItem):
    """One numbered worker space: a plank of the pier (the number is the price while it is the top worker).
    A taken plank is tinted in its owner's colour and carries the owner's letter and, when it fits whole, name."""

    def __init__(self, rect: QRectF, number: int, sizes: dict[str, float], owner: str = "", letter: str = "",
                 colour: QColor | None = None, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.number = number
        self.owner = owner
        self.letter = letter
        self.colour = colour
        self.font = theme.font(sizes["body"], bold=True)
        self.name_font = theme.font(sizes["body"])

    def name_shown(self, width: float) -> str:
        """The owner's name, else its first word, when it fits whole; else nothing (the letter tells)."""
        metrics = QFontMetricsF(self.name_font)
        for candidate in (self.owner, self.owner.split(" ")[0]):
            if candidate and metrics.horizontalAdvance(candidate) <= width:
                return candidate
        return ""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        wood = QColor(TIMBER).lighter(100 + (self.number * 37) % 11)  # boards of slightly different wood
        gradient = QLinearGradient(r.topLeft(), r.bottomLeft())
        gradient.setColorAt(0, theme.lighter(wood, 116))
        gradient.setColorAt(1, theme.darker(wood, 104))
        painter.setPen(QPen(theme.darker(TIMBER, 165), 0.8))
        painter.setBrush(gradient)
        painter.drawRoundedRect(r, 1.5, 1.5)
        painter.setPen(QPen(QColor(90, 60, 30, 45), 0.7))
        y = r.top() + r.height() * (0.35 + 0.3 * ((self.number * 5) % 3) / 2)
        painter.drawLine(QPointF(r.left() + 18, y), QPointF(r.right() - 12, y + 0.8))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(70, 55, 40, 150))
        for x in (r.left() + 2.5, r.right() - 2.5):  # the nails at the ends of the board
            painter.drawEllipse(QPointF(x, r.center().y()), 0.9, 0.9)
        if self.colour is not None:
            tint = QColor(self.colour)
            tint.setAlpha(105)
            painter.setBrush(tint)
            painter.drawRoundedRect(r, 1.5, 1.5)
        painter.setPen(theme.INK)
        painter.setFont(self.font)
        painter.drawText(QRectF(r.left() + 3, r.top(), 12, r.height()), Qt.AlignmentFlag.AlignCenter, str(self.number))
        if not self.owner:
            return
        x = r.left() + 34  # past the number and the worker
        if self.letter:
            width = QFontMetricsF(self.font).horizontalAdvance(self.letter) + 2
            painter.drawText(QRectF(x, r.top(), width, r.height()), Qt.AlignmentFlag.AlignCenter, self.letter)
            x += width + 4
        name = self.name_shown(r.right() - 3 - x)
        if name:
            painter.setFont(self.name_font)
            painter.drawText(QRectF(x, r.top(), r.right() - 3 - x, r.height()),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)


class HullItem(PaintedItem):
    """The hull of a ship at berth, painted over the lower part of its cargo: the cubes stand in its hold."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_hull(painter, self.rect, HULL)
