"""Russian Railroads' own pieces: the spaces of a line or the industry track, slots and locomotive tiles."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.scene import theme
from gui.scene.dragdrop import PieceItem, adopt
from gui.scene.zone import ZoneItem


class CellItem(QGraphicsItem):
    """One space of a line or of the industry track: its number, the marks of its special spaces,
    shaded where the line's locomotives do not reach. ``compact`` draws only the box (the small
    copies of other players' boards), filled with the colour of the rail standing there."""

    def __init__(self, rect: QRectF, number: str, marks: str, reached: bool, parent: QGraphicsItem | None = None,
                 compact: bool = False) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.number = number
        self.marks = marks
        self.reached = reached
        self.compact = compact
        self.fill_colour: QColor | None = None
        self.letter = ""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        face = QColor("#f6ecd2") if self.reached else QColor("#c9b58c")
        if self.fill_colour is not None:
            face = self.fill_colour
        painter.setBrush(face)
        painter.setPen(QPen(QColor(theme.INK_SOFT), 0.8))
        painter.drawRoundedRect(self.rect, 3, 3)
        if self.compact:
            if self.letter and self.fill_colour is not None:
                painter.setPen(theme.text_on(self.fill_colour))
                painter.setFont(theme.font(9, bold=True))
                painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.letter)
            return
        painter.setPen(theme.INK_SOFT)
        painter.setFont(theme.font(9))
        painter.drawText(self.rect.adjusted(2, 1, -2, 0), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft,
                         self.number)
        if self.marks:
            painter.setPen(QColor("#8e1d12"))
            painter.setFont(theme.font(9, bold=True))
            painter.drawText(self.rect.adjusted(1, 0, -1, -1),
                             Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignHCenter, self.marks)


class SlotItem(ZoneItem):
    """A locomotive or factory slot: empty (dashed) or holding a tile with its number."""

    def __init__(self, rect: QRectF, label: str, colour: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, colour or "#e7dab9", dashed=not label, parent=parent)
        self.label = label
        self.radius = 4.0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_base(painter)
        if self.label:
            painter.setPen(theme.text_on(self.fill))
            painter.setFont(theme.font(10, bold=True))
            painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.label)
        self.paint_glow(painter)


class LocomotiveTileItem(PieceItem):
    """The locomotive a player holds until it is put on a slot of one of the lines."""

    def __init__(self, piece_id: str, label: str, width: float = 34.0, height: float = 28.0) -> None:
        super().__init__(piece_id)
        self.label = label
        self.width = width
        self.height = height

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 8, self.height + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self.height)
        if self.highlight == "lit":
            painter.setPen(QPen(theme.GLOW, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 5, 5)
        painter.setBrush(QColor("#3f5a73"))
        painter.setPen(QPen(QColor("#1f2d3a"), 1))
        painter.drawRoundedRect(rect, 4, 4)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(theme.font(10, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.label)


class DogItem(QGraphicsItem):
    """Emil's mark, drawn rather than typed (not every font has a dog): a round head with two
    drooping ears, a muzzle and a nose."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        w, h = r.width(), r.height()
        ink = QColor("#3b2a1a")
        painter.setPen(QPen(ink, max(0.8, w / 18)))
        painter.setBrush(QColor("#d9b98c"))
        painter.drawEllipse(QRectF(r.left() + w * 0.2, r.top() + h * 0.12, w * 0.6, h * 0.7))  # head
        painter.setBrush(QColor("#6b4a2c"))
        painter.drawEllipse(QRectF(r.left(), r.top() + h * 0.08, w * 0.3, h * 0.55))  # ears
        painter.drawEllipse(QRectF(r.right() - w * 0.3, r.top() + h * 0.08, w * 0.3, h * 0.55))
        painter.setBrush(QColor("#f3e3c6"))
        painter.drawEllipse(QRectF(r.left() + w * 0.33, r.top() + h * 0.5, w * 0.34, h * 0.36))  # muzzle
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawEllipse(QRectF(r.left() + w * 0.43, r.top() + h * 0.52, w * 0.14, h * 0.12))  # nose
        painter.drawEllipse(QRectF(r.left() + w * 0.34, r.top() + h * 0.34, w * 0.08, h * 0.08))  # eyes
        painter.drawEllipse(QRectF(r.right() - w * 0.42, r.top() + h * 0.34, w * 0.08, h * 0.08))
