"""The deck as a calendar: a wall calendar sheet with a row per season, the season now being played marked, and
each season's pile of cards with its picture (snowflake, blossom, sun, leaf, hourglass)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from gui.boards.speicherstadt.art import SEASON_PICTURES
from gui.boards.speicherstadt.scenery import PaintedItem
from gui.scene import theme

EMPTY_PILE = QColor("#cdbb94")
HEADER = QColor("#8e2b22")


class CalendarItem(PaintedItem):
    """The sheet under the deck's rows: paper on two rings, ruled between the seasons; ``current`` (a row's
    index, or -1) is marked with a ribbon in its season's colour."""

    def __init__(self, rect: QRectF, first_row: float, row_height: float, rows: int, current: int,
                 colour: QColor, parent: PaintedItem | None = None) -> None:
        super().__init__(rect, parent)
        self.first_row = first_row
        self.row_height = row_height
        self.rows = rows
        self.current = current
        self.colour = QColor(colour)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 50))
        painter.drawRoundedRect(r.translated(1.5, 2), 3, 3)
        paper = QLinearGradient(r.topLeft(), r.bottomLeft())
        paper.setColorAt(0, QColor("#fbf5e4"))
        paper.setColorAt(1, QColor("#efe4c8"))
        painter.setBrush(paper)
        painter.setPen(QPen(theme.INK_SOFT, 0.8))
        painter.drawRoundedRect(r, 3, 3)
        header = QRectF(r.left(), r.top(), r.width(), self.first_row - r.top())
        painter.save()
        clip = QPainterPath()
        clip.addRoundedRect(r, 3, 3)
        painter.setClipPath(clip)
        top = QLinearGradient(header.topLeft(), header.bottomLeft())
        top.setColorAt(0, theme.lighter(HEADER, 115))
        top.setColorAt(1, HEADER)
        painter.fillRect(header, top)
        painter.restore()
        if self.current >= 0:
            band = QRectF(r.left() + 1, self.first_row + self.current * self.row_height, r.width() - 2,
                          self.row_height)
            ribbon = QColor(self.colour)
            ribbon.setAlpha(70)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ribbon)
            painter.drawRect(band)
            painter.setBrush(self.colour)
            painter.drawRect(QRectF(r.left() + 1, band.top(), 3, band.height()))
        painter.setPen(QPen(QColor(150, 120, 80, 90), 0.7))
        for k in range(1, self.rows):
            y = self.first_row + k * self.row_height
            painter.drawLine(QPointF(r.left() + 4, y), QPointF(r.right() - 4, y))
        for share in (0.62, 0.84):  # the rings the sheet hangs on, through its header
            centre = QPointF(r.left() + r.width() * share, r.top() + 4)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#2a1f1a"))
            painter.drawEllipse(centre, 1.8, 1.8)
            painter.setPen(QPen(QColor("#b9b3aa"), 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawArc(QRectF(centre.x() - 2.5, centre.y() - 7, 5, 8), 0, 180 * 16)


class SeasonPileItem(PaintedItem):
    """A season's pile: its cards' backs stacked a little (thicker while many are left), the season's picture on
    the top card; an empty pile is a dashed outline."""

    def __init__(self, rect: QRectF, season: str, count: int, colour: QColor,
                 parent: PaintedItem | None = None) -> None:
        super().__init__(rect, parent)
        self.season = season
        self.count = count
        self.colour = QColor(colour)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        if not self.count:
            painter.setPen(QPen(theme.darker(EMPTY_PILE, 140), 0.9, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(EMPTY_PILE.red(), EMPTY_PILE.green(), EMPTY_PILE.blue(), 90))
            painter.drawRoundedRect(r, 2.5, 2.5)
            SEASON_PICTURES[self.season](painter, r.adjusted(4, 1, -4, -1), theme.darker(EMPTY_PILE, 125))
            return
        layers = min(3, 1 + self.count // 5)
        face = r.adjusted(0, 0, -layers, -layers)
        for k in range(layers, 0, -1):
            painter.setPen(QPen(theme.darker(self.colour, 170), 0.6))
            painter.setBrush(theme.darker(self.colour, 118 + 6 * k))
            painter.drawRoundedRect(face.translated(k, k), 2.5, 2.5)
        back = QLinearGradient(face.topLeft(), face.bottomRight())
        back.setColorAt(0, theme.lighter(self.colour, 118))
        back.setColorAt(1, theme.darker(self.colour, 108))
        painter.setPen(QPen(theme.darker(self.colour, 170), 0.8))
        painter.setBrush(back)
        painter.drawRoundedRect(face, 2.5, 2.5)
        SEASON_PICTURES[self.season](painter, face.adjusted(3, 1, -3, -1), QColor(255, 252, 240, 235))
