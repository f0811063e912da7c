"""Jantaris' painted pieces: districts and the square, merchants with their count, goods, the prestige track."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.scene import theme
from gui.scene.card import CardFace, CardItem
from gui.scene.cube import CubeLook, draw_cube
from gui.scene.dragdrop import PieceItem, adopt
from gui.scene.pawn import PawnItem
from gui.scene.zone import ZoneItem

GOODS_COLOURS = {"red": "#b3261e", "black": "#2f2a26"}
TOKEN_COLOURS = {"red": "#c0392b", "black": "#262321"}
CROWN_BAND = "#b8892b"
ITEM_BAND = "#7a5c3a"
VOTE_BANDS = {"deal": "#3d6b4f", "black_market": "#3a3a3a", "influence": "#6a3d7a", "recruitment": "#2f5f8a"}


class DistrictItem(ZoneItem):
    """A district of the ring (or the square): a drop place; its border takes the dominant seat's colour."""

    title_points = 10.0
    dim_shade = QColor(40, 30, 20, 60)

    def __init__(self, rect: QRectF, title: str, dominant: QColor | None, active: bool, square: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, "#f4e6c4" if not square else "#e8d3a4", title, parent=parent)
        self.dominant = dominant
        self.active = active
        self.square = square
        self.radius = 14.0 if not square else rect.height() / 2.2

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
        if self.title:
            painter.setPen(theme.INK)
            painter.setFont(theme.font(self.title_points, bold=True, serif=True))
            room = QRectF(r.left() + 8, r.top() + 4, r.width() - 16, 18)
            painter.drawText(room, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter, self.title)
        self.paint_glow(painter)


class MerchantItem(PawnItem):
    """A seat's merchants on one place: one pawn standing for them, the count on a badge."""

    BADGE = 17.0

    def __init__(self, piece_id: str, colour: QColor, count: int, letter: str, show_letter: bool,
                 height: float = 30.0, parent: QGraphicsItem | None = None) -> None:
        # the pawn's own letter is too small to read: this one is drawn at 9 pt below
        super().__init__(piece_id, colour, height, letter, False, parent)
        self.count = count
        self.big_letter = letter if show_letter else ""

    def boundingRect(self) -> QRectF:
        h = self.height
        return QRectF(-4, -6, h * 0.8 + 14, h + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        w = self.height * 0.8
        if self.big_letter:
            painter.setPen(theme.text_on(self.colour))
            painter.setFont(theme.font(9, bold=True))
            painter.drawText(QRectF(0, self.height * 0.42, w, self.height * 0.5), Qt.AlignmentFlag.AlignCenter,
                             self.big_letter)
        if self.count <= 1:
            return
        badge = QRectF(w - 6, -5, self.BADGE + 3, self.BADGE)
        painter.setPen(QPen(theme.INK, 1))
        painter.setBrush(theme.PARCHMENT)
        painter.drawRoundedRect(badge, 8, 8)
        painter.setPen(theme.INK)
        painter.setFont(theme.font(9, bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.count))


class GoodsItem(PieceItem):
    """A cube of goods with its suit sign (red ♦, black ♠) and how many lie there."""

    def __init__(self, piece_id: str, colour: str, count: int | None, size: float = 20.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(piece_id, parent)
        self.colour = colour
        self.count = count
        self.size = size

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.size + (24 if self.count is not None else 6), self.size + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        lift = 3 if self.lifted else 0
        cube = QRectF(0, -lift, s, s)
        colour = QColor(GOODS_COLOURS.get(self.colour, "#888888"))
        draw_cube(painter, cube, colour, "♦" if self.colour == "red" else "♠",
                  faint=self.count == 0, look=CubeLook(label_scale=max(0.42, 9.5 / s)))
        if self.highlight == "lit":
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.GLOW, 2.5))
            painter.drawRoundedRect(cube.adjusted(-2, -2, 2, 2), 4, 4)
        if self.count is None:
            return
        painter.setPen(theme.INK)
        painter.setFont(theme.font(10, bold=True))
        painter.drawText(QRectF(s + 3, 0, 19, s), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         str(self.count))


class PrestigeTrackItem(QGraphicsItem):
    """The prestige track: numbered spaces (the goal and beyond shaded), one lane per seat with its marker."""

    LANE = 15.0
    HEAD = 16.0  # the lanes' first column: the seat's letter

    def __init__(self, rect: QRectF, spaces: int, goal: int, markers: list[tuple[int, QColor, str]],
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.spaces = spaces
        self.goal = goal
        self.markers = markers  # (prestige, colour, letter) per seat
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def cell(self, value: int) -> QRectF:
        w = (self.rect.width() - self.HEAD) / self.spaces
        index = max(0, min(value, self.spaces - 1))
        return QRectF(self.rect.left() + self.HEAD + index * w, self.rect.top(), w, 17)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(theme.font(9))
        lanes = len(self.markers) * self.LANE
        for value in range(self.spaces):
            cell = self.cell(value)
            goal = value >= self.goal
            painter.setPen(QPen(theme.INK_SOFT, 0.8))
            painter.setBrush(QColor("#e2c98f") if goal else QColor("#f4e6c4"))
            painter.drawRect(cell.adjusted(0, 0, 0, lanes))
            painter.setPen(theme.INK)
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(value))
        for lane, (prestige, colour, letter) in enumerate(self.markers):
            top = self.rect.top() + 17 + lane * self.LANE
            head = QRectF(self.rect.left(), top, self.HEAD - 2, self.LANE)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(head.adjusted(1, 1, -1, -1), 3, 3)
            painter.setPen(theme.text_on(colour))
            painter.setFont(theme.font(9, bold=True))
            painter.drawText(head, Qt.AlignmentFlag.AlignCenter, letter)
            cell = self.cell(prestige)
            d = self.LANE - 3
            disc = QRectF(cell.center().x() - d / 2, top + 1.5, d, d)
            painter.setPen(QPen(theme.darker(colour, 170), 1))
            painter.setBrush(colour)
            painter.drawEllipse(disc)


def _fit_lines(painter: QPainter, rect: QRectF, text: str, points: float, serif: bool = True) -> None:
    """``text`` bold and centred, wrapped into ``rect``: the size steps down to 9 pt, then the text is elided."""
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
    size = points
    while True:
        painter.setFont(theme.font(size, bold=True, serif=serif))
        needed = painter.fontMetrics().boundingRect(rect.toRect(), int(flags), text)
        if (needed.width() <= rect.width() and needed.height() <= rect.height()) or size <= 9.0:
            break
        size -= 0.5
    if needed.width() > rect.width() or needed.height() > rect.height():
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
        text = painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
    painter.drawText(rect, flags, text)


class JantarisCardItem(CardItem):
    """A parchment card: a coloured band (♛ for a crown item), the name in up to two lines, a row of
    price cubes or a line of text, and a corner medallion with its prestige. Its tooltip tells it whole."""

    def __init__(self, piece_id: str, title: str, band: str, w: float, h: float, cubes: tuple[str, ...] = (),
                 line: str = "", value: int | str | None = None, crown: bool = False, title_h: float = 34.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(piece_id, CardFace(title, band), w, h, parent)
        self.title = title
        self.band = QColor(band)
        self.cubes = cubes
        self.line = line
        self.value = value
        self.crown = crown
        self.title_h = title_h

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self.width, self.height
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80 if self.lifted else 45))
        offset = 6 if self.lifted else 2.5
        painter.drawRoundedRect(QRectF(offset, offset, w, h), 7, 7)
        outline = QPainterPath()
        outline.addRoundedRect(QRectF(0, 0, w, h), 7, 7)
        painter.setBrush(theme.PARCHMENT if self.highlight != "dim" else QColor("#d9d0bb"))
        painter.setPen(QPen(theme.INK_SOFT, 1))
        painter.drawPath(outline)
        painter.save()
        painter.setClipPath(outline)
        painter.fillRect(QRectF(0, 0, w, 10), self.band)
        painter.fillRect(QRectF(0, h - 5, w, 5), self.band)
        painter.restore()
        top = 12.0
        painter.setPen(theme.INK)
        _fit_lines(painter, QRectF(4, top, w - 8, self.title_h), ("♛ " if self.crown else "") + self.title, 10.0)
        y = top + self.title_h + 4
        if self.cubes:
            size = min(14.0, (w - 8) / len(self.cubes) - 2)
            x = (w - len(self.cubes) * (size + 2) + 2) / 2
            for k, cube in enumerate(self.cubes):
                colour = QColor(GOODS_COLOURS.get(cube, "#888888"))
                draw_cube(painter, QRectF(x + k * (size + 2), y, size, size), colour)
            y += size + 4
        if self.line:
            painter.setPen(theme.INK_SOFT)
            room = QRectF(4, y, w - 8, h - y - (30 if self.value is not None else 8))
            painter.setFont(theme.font(9))
            text = painter.fontMetrics().elidedText(self.line, Qt.TextElideMode.ElideRight, int(room.width()))
            painter.drawText(room, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)
        if self.value is not None:
            medal = QRectF(5, h - 30, 23, 23)
            painter.setPen(QPen(theme.darker(QColor("#3d6b4f"), 160), 1.2))
            painter.setBrush(QColor("#3d6b4f"))
            painter.drawEllipse(medal)
            painter.setPen(QColor("white"))
            painter.setFont(theme.font(10, bold=True))
            painter.drawText(medal, Qt.AlignmentFlag.AlignCenter, str(self.value))
        if self.highlight == "lit":
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.GLOW, 3.5))
            painter.drawRoundedRect(QRectF(-1.5, -1.5, w + 3, h + 3), 8, 8)


class GuildTokenItem(PieceItem):
    """A guild token: a hexagon in the guild's colour with its suit sign (the scene's TokenItem keeps its
    outline name in ``shape``, which hides QGraphicsItem.shape() from Qt's hit test)."""

    def __init__(self, piece_id: str, colour: str, sign: str, diameter: float = 26.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(piece_id, parent)
        self.colour = QColor(colour)
        self.sign = sign
        self.diameter = diameter

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
        painter.setFont(theme.font(max(9.0, d * 0.4), bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.sign)
        if self.highlight == "lit":
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.GLOW, 3))
            painter.drawPolygon(self._hexagon(rect.adjusted(-2, -2, 2, 2)))


class CountChipItem(QGraphicsItem):
    """A small card in a colour with a count beside it (a seat's items or control cards): no words to fit."""

    def __init__(self, pos: QPointF, band: str, count: int, mark: str = "", parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.band = QColor(band)
        self.count = count
        self.mark = mark
        self.setPos(pos)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -1, 46, 20)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(0, 1, 13, 17)
        painter.setPen(QPen(theme.INK_SOFT, 0.8))
        painter.setBrush(theme.PARCHMENT)
        painter.drawRoundedRect(card, 2, 2)
        painter.fillRect(QRectF(card.left() + 1, card.top() + 1, card.width() - 2, 5), self.band)
        painter.setPen(theme.INK)
        painter.setFont(theme.font(9.5, bold=True))
        painter.drawText(QRectF(16, 0, 28, 19), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         f"{self.count}{self.mark}")
