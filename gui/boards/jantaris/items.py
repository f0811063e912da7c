"""Jantaris' painted pieces: districts and the square, merchants with their count, goods, guild tokens and
the prestige track. Every text is painted at a size the board hands in from its layout."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.scene import theme
from gui.scene.cube import CubeLook, draw_cube
from gui.scene.dragdrop import PieceItem, adopt
from gui.scene.pawn import PawnItem
from gui.scene.zone import ZoneItem

GOODS_COLOURS = {"red": "#b3261e", "black": "#2f2a26"}
GOODS_SIGNS = {"red": "♦", "black": "♠"}  # a suit sign on every cube and token: the colour never stands alone
TOKEN_COLOURS = {"red": "#c0392b", "black": "#262321"}
DOMINANCE_SIGN = "⚑"


class DistrictItem(ZoneItem):
    """A district of the ring (or the square): a drop place; its border takes the dominant seat's colour,
    the active district a dashed inner ring."""

    dim_shade = QColor(40, 30, 20, 60)

    def __init__(self, rect: QRectF, title: str, points: float, dominant: QColor | None, active: bool,
                 square: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, "#f4e6c4" if not square else "#e8d3a4", title, parent=parent)
        self.title_points = points
        self.dominant = dominant
        self.active = active
        self.square = square
        self.radius = 12.0 if not square else rect.height() / 2.4

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 45))
        painter.drawRoundedRect(r.translated(2, 3), self.radius, self.radius)
        fill = QColor(self.fill) if self.highlight != "dim" else theme.darker(self.fill, 118)
        if self.square:
            gradient = QRadialGradient(r.center(), r.width() / 2)
            gradient.setColorAt(0, theme.lighter(fill, 108))
            gradient.setColorAt(1, theme.darker(fill, 108))
            painter.setBrush(gradient)
        else:
            painter.setBrush(fill)
        edge = self.dominant if self.dominant is not None else theme.INK_SOFT
        painter.setPen(QPen(edge, 3.0 if self.dominant is not None else 1.2))
        painter.drawRoundedRect(r, self.radius, self.radius)
        if self.active:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.BRASS_DARK, 2, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(r.adjusted(4, 4, -4, -4), self.radius - 3, self.radius - 3)
        painter.setPen(theme.INK)
        painter.setFont(theme.font(self.title_points, bold=True, serif=True))
        painter.drawText(QRectF(r.left() + 6, r.top() + 3, r.width() - 12, 18),
                         Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter, self.title)
        self.paint_glow(painter)


class MerchantItem(PawnItem):
    """A seat's merchants on one place: one pawn standing for them, its seat letter on the body and the
    count on a badge (always shown for a supply, from 2 on elsewhere)."""

    BADGE = 16.0

    def __init__(self, piece_id: str, colour: QColor, count: int, letter: str, show_letter: bool, height: float,
                 points: float, always_count: bool = False, parent: QGraphicsItem | None = None) -> None:
        # the pawn's own letter is drawn at a size of the pawn: this one takes the layout's size
        super().__init__(piece_id, colour, height, letter, False, parent)
        self.count = count
        self.big_letter = letter if show_letter else ""
        self.points = points
        self.always_count = always_count

    def boundingRect(self) -> QRectF:
        h = self.height
        return QRectF(-4, -7, h * 0.8 + 16, h + 13)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        w = self.height * 0.8
        if self.big_letter:
            painter.setPen(theme.text_on(self.colour))
            painter.setFont(theme.font(self.points, bold=True))
            painter.drawText(QRectF(0, self.height * 0.4, w, self.height * 0.52), Qt.AlignmentFlag.AlignCenter,
                             self.big_letter)
        if self.count <= 1 and not self.always_count:
            return
        text = str(self.count)
        badge = QRectF(w - 7, -6, self.BADGE + 4 * (len(text) - 1), self.BADGE)
        painter.setPen(QPen(theme.INK, 1))
        painter.setBrush(theme.PARCHMENT)
        painter.drawRoundedRect(badge, 8, 8)
        painter.setPen(theme.INK)
        painter.setFont(theme.font(self.points, bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)


class GoodsItem(PieceItem):
    """A cube of goods with its suit sign (red ♦, black ♠) and, beside it, how many lie there."""

    def __init__(self, piece_id: str, colour: str, count: int | None, size: float, points: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(piece_id, parent)
        self.colour = colour
        self.count = count
        self.size = size
        self.points = points

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.size + (22 if self.count is not None else 6), self.size + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        lift = 3 if self.lifted else 0
        cube = QRectF(0, -lift, s, s)
        colour = QColor(GOODS_COLOURS.get(self.colour, "#888888"))
        draw_cube(painter, cube, colour, GOODS_SIGNS.get(self.colour, ""), faint=self.count == 0,
                  look=CubeLook(label_scale=self.points * 4 / 3 / s))
        if self.highlight == "lit":
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.GLOW, 2.5))
            painter.drawRoundedRect(cube.adjusted(-2, -2, 2, 2), 4, 4)
        if self.count is None:
            return
        painter.setPen(theme.INK)
        painter.setFont(theme.font(self.points, bold=True))
        painter.drawText(QRectF(s + 2, 0, 18, s), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         str(self.count))


class PrestigeTrackItem(QGraphicsItem):
    """The prestige track: numbered spaces (the goal and beyond shaded), one lane per seat with its marker."""

    HEAD = 20.0  # the lanes' first column: the seat's letter
    NUMBERS = 17.0

    def __init__(self, rect: QRectF, spaces: int, goal: int, markers: list[tuple[int, QColor, str]],
                 points: float, letter_points: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.spaces = spaces
        self.goal = goal
        self.markers = markers  # (prestige, colour, letter) per seat
        self.points = points
        self.letter_points = letter_points
        self.lane = (rect.height() - self.NUMBERS) / max(len(markers), 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def cell(self, value: int) -> QRectF:
        w = (self.rect.width() - self.HEAD) / self.spaces
        index = max(0, min(value, self.spaces - 1))
        return QRectF(self.rect.left() + self.HEAD + index * w, self.rect.top(), w, self.NUMBERS)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(theme.font(self.points, bold=True))
        lanes = len(self.markers) * self.lane
        for value in range(self.spaces):
            cell = self.cell(value)
            painter.setPen(QPen(theme.INK_SOFT, 0.8))
            painter.setBrush(QColor("#e2c98f") if value >= self.goal else QColor("#f4e6c4"))
            painter.drawRect(cell.adjusted(0, 0, 0, lanes))
            painter.setPen(theme.INK)
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(value))
        painter.setFont(theme.font(self.letter_points, bold=True))
        for lane, (prestige, colour, letter) in enumerate(self.markers):
            top = self.rect.top() + self.NUMBERS + lane * self.lane
            head = QRectF(self.rect.left(), top, self.HEAD - 2, self.lane)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(head.adjusted(1, 0.5, -1, -0.5), 3, 3)
            painter.setPen(theme.text_on(colour))
            painter.drawText(head, Qt.AlignmentFlag.AlignCenter, letter)
            cell = self.cell(prestige)
            d = self.lane - 2
            disc = QRectF(cell.center().x() - d / 2, top + 1, d, d)
            painter.setPen(QPen(theme.darker(colour, 170), 1))
            painter.setBrush(colour)
            painter.drawEllipse(disc)


class GuildTokenItem(PieceItem):
    """A guild token: a hexagon in the guild's colour with its suit sign (the scene's TokenItem keeps its
    outline name in ``shape``, which hides QGraphicsItem.shape() from Qt's hit test)."""

    def __init__(self, piece_id: str, colour: str, sign: str, diameter: float, points: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(piece_id, parent)
        self.colour = QColor(colour)
        self.sign = sign
        self.diameter = diameter
        self.points = points

    def boundingRect(self) -> QRectF:
        d = self.diameter
        return QRectF(-4, -4, d + 10, d + 10)

    def _hexagon(self, rect: QRectF) -> QPolygonF:
        c, r = rect.center(), rect.width() / 2
        return QPolygonF([QPointF(c.x() + r * math.cos(math.pi / 3 * k + math.pi / 6),
                                  c.y() + r * math.sin(math.pi / 3 * k + math.pi / 6)) for k in range(6)])

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        d = self.diameter
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80 if self.lifted else 50))
        shift = 5 if self.lifted else 2
        painter.drawPolygon(self._hexagon(QRectF(shift, shift, d, d)))
        rect = QRectF(0, 0, d, d)
        gradient = QRadialGradient(rect.center() - QPointF(d * 0.2, d * 0.2), d * 0.75)
        gradient.setColorAt(0, theme.lighter(self.colour, 130))
        gradient.setColorAt(1, theme.darker(self.colour, 115))
        painter.setBrush(gradient)
        painter.setPen(QPen(theme.darker(self.colour, 170), 1.2))
        painter.drawPolygon(self._hexagon(rect))
        painter.setPen(theme.text_on(self.colour))
        painter.setFont(theme.font(self.points, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.sign)
        if self.highlight == "lit":
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.GLOW, 3))
            painter.drawPolygon(self._hexagon(rect.adjusted(-2, -2, 2, 2)))


class SeatChipsItem(QGraphicsItem):
    """A label and one chip per seat with its letter on its colour: filled while the seat is in (an auction),
    faint and crossed out once it is out."""

    def __init__(self, rect: QRectF, label: str, seats: list[tuple[str, QColor, bool]], points: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.label = label
        self.seats = seats  # (letter, colour, still in)
        self.points = points
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = theme.font(self.points, bold=True)
        painter.setFont(font)
        painter.setPen(theme.INK)
        label_w = painter.fontMetrics().horizontalAdvance(self.label) + 6
        r = self.rect
        painter.drawText(QRectF(r.left(), r.top(), label_w, r.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.label)
        size = r.height()
        for k, (letter, colour, inside) in enumerate(self.seats):
            chip = QRectF(r.left() + label_w + k * (size + 4), r.top(), size, size)
            fill = QColor(colour)
            if not inside:
                fill.setAlpha(70)
            painter.setPen(QPen(theme.darker(colour, 160), 1))
            painter.setBrush(fill)
            painter.drawRoundedRect(chip, 3, 3)
            painter.setPen(theme.text_on(colour) if inside else theme.INK_SOFT)
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, letter)
            if not inside:
                painter.setPen(QPen(theme.INK, 1.5))
                painter.drawLine(chip.bottomLeft(), chip.topRight())
