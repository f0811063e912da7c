"""The look of Jantaris, painted in code: the walled city with its towers and streets, the paved square,
the districts as quarters of roofs, and the marketplace, guild house and Great Market as buildings.

Only pictures live here: the places, sizes and words come from the layout and the board."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPicture, QPolygonF, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.boards.jantaris.items import DistrictItem
from gui.scene import theme
from gui.scene.zone import ZoneItem

GROUND = "#dac79b"
STREET = "#c2ab7e"
STONE = "#a99c86"
STONE_DARK = "#6f6455"
ROOF = "#b5583a"
PLASTER = "#f1e4c3"
TIMBER = "#6b4a2f"
AWNING = ("#b8412f", "#f3e9d2")

_PICTURES: dict[tuple, QPicture] = {}  # the city's background, painted once per geometry


def _key(rect: QRectF) -> tuple[float, float, float, float]:
    return (round(rect.left(), 1), round(rect.top(), 1), round(rect.width(), 1), round(rect.height(), 1))


class CityGroundItem(QGraphicsItem):
    """Behind the districts: the streets between neighbouring districts and the stone wall with its towers
    round the whole town."""

    def __init__(self, city: QRectF, wall: QRectF, streets: list[tuple[QPointF, QPointF]], towers: int,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.city, self.wall, self.streets, self.towers = QRectF(city), QRectF(wall), streets, towers
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return self.city.adjusted(-8, -8, 8, 8)  # the towers stand out over the wall

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        key = (_key(self.city), _key(self.wall), self.towers,
               tuple((round(a.x()), round(a.y()), round(b.x()), round(b.y())) for a, b in self.streets))
        picture = _PICTURES.get(key)
        if picture is None:
            picture = QPicture()
            recorder = QPainter(picture)
            recorder.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._draw(recorder)
            recorder.end()
            _PICTURES[key] = picture
        painter.drawPicture(0, 0, picture)

    def _draw(self, p: QPainter) -> None:
        wall = QPainterPath()
        wall.addRoundedRect(self.wall, 24, 24)
        self._cobbles(p)
        # streets between neighbours: a cobbled lane with darker kerbs
        for width, colour in ((17.0, QColor("#8a7552")), (13.0, QColor(STREET))):
            p.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            for a, b in self.streets:
                p.drawLine(a, b)
        p.setPen(QPen(QColor(110, 90, 60, 120), 1.2, Qt.PenStyle.DotLine))
        for a, b in self.streets:
            p.drawLine(a, b)
        # the wall: a band of stone with its walkway, battlements on the outer edge
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(0, 0, 0, 45), 12))
        p.drawPath(wall.translated(1.5, 2.5))
        p.setPen(QPen(QColor(STONE_DARK), 11))
        p.drawPath(wall)
        p.setPen(QPen(QColor(STONE), 8))
        p.drawPath(wall)
        p.setPen(QPen(QColor("#c9bda7"), 1.5, Qt.PenStyle.DashLine))
        p.drawPath(wall)
        self._battlements(p, wall)
        for k in range(self.towers):
            self._tower(p, wall.pointAtPercent((k + 0.5) / self.towers), 10.0)

    def _cobbles(self, p: QPainter) -> None:
        """Worn stones scattered over the town's ground, the same every time."""
        dice = random.Random(67)
        inside = self.wall.adjusted(8, 8, -8, -8)
        p.setPen(Qt.PenStyle.NoPen)
        for _ in range(420):
            x = inside.left() + dice.random() * inside.width()
            y = inside.top() + dice.random() * inside.height()
            p.setBrush(QColor(120, 96, 60, dice.randint(18, 40)))
            p.drawEllipse(QPointF(x, y), 2.0 + dice.random() * 2.5, 1.5 + dice.random() * 1.5)

    def _battlements(self, p: QPainter, wall: QPainterPath) -> None:
        outer = QPainterPath()
        outer.addRoundedRect(self.wall.adjusted(-3.5, -3.5, 3.5, 3.5), 27, 27)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#857866"))
        steps = 120
        for k in range(0, steps, 2):
            c = outer.pointAtPercent(k / steps)
            p.drawRect(QRectF(c.x() - 2.0, c.y() - 2.0, 4.0, 4.0))

    @staticmethod
    def _tower(p: QPainter, c: QPointF, r: float) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawEllipse(c + QPointF(1.5, 2.5), r + 1, r + 1)
        body = QRadialGradient(c - QPointF(r / 3, r / 3), r * 1.6)
        body.setColorAt(0, QColor("#cfc4ae"))
        body.setColorAt(1, QColor(STONE_DARK))
        p.setBrush(body)
        p.setPen(QPen(QColor("#4d443a"), 1.2))
        p.drawEllipse(c, r, r)
        # a round roof of tiles to its tip
        roof = QRadialGradient(c - QPointF(r / 4, r / 4), r)
        roof.setColorAt(0, QColor("#d27a55"))
        roof.setColorAt(1, QColor("#7d3422"))
        p.setBrush(roof)
        p.setPen(QPen(QColor("#5a2619"), 0.8))
        p.drawEllipse(c, r * 0.68, r * 0.68)
        for k in range(6):
            a = math.radians(60 * k)
            p.drawLine(c, c + QPointF(r * 0.68 * math.cos(a), r * 0.68 * math.sin(a)))


def _house(p: QPainter, x: float, y: float, w: float, h: float, colour: QColor) -> None:
    """A small house: a plastered front with a window under a hipped tile roof."""
    roof_h = h * 0.58
    front = QRectF(x + w * 0.08, y + roof_h - 0.5, w * 0.84, h - roof_h)
    p.setPen(QPen(QColor("#8a7150"), 0.8))
    p.setBrush(QColor("#ead8b0"))
    p.drawRect(front)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#6b5238"))
    p.drawRect(QRectF(front.center().x() - w * 0.07, front.top() + front.height() * 0.3, w * 0.14,
                      front.height() * 0.7))
    _roof(p, x, y, w, roof_h, colour)


def _roof(p: QPainter, x: float, y: float, w: float, h: float, colour: QColor) -> None:
    """A hipped tile roof with its ridge and a shaded side."""
    p.setPen(QPen(theme.darker(colour, 160), 0.8))
    p.setBrush(colour)
    p.drawPolygon(QPolygonF([QPointF(x, y + h), QPointF(x + w * 0.22, y), QPointF(x + w * 0.78, y),
                             QPointF(x + w, y + h)]))
    p.setBrush(theme.darker(colour, 125))
    p.drawPolygon(QPolygonF([QPointF(x + w * 0.5, y + h), QPointF(x + w * 0.78, y), QPointF(x + w, y + h)]))
    p.setPen(QPen(theme.darker(colour, 180), 1.0))
    p.drawLine(QPointF(x + w * 0.22, y), QPointF(x + w * 0.78, y))


# where a quarter's roofs stand in its frame (fractions of its width and height): low and in the middle,
# clear of the name above and the dominance mark and token in the lower corners
QUARTER_ROOFS = ((0.32, 0.48, 0.20, 0.24, 0), (0.55, 0.52, 0.17, 0.21, 1), (0.43, 0.72, 0.19, 0.23, 1),
                 (0.07, 0.46, 0.15, 0.20, 1), (0.79, 0.44, 0.14, 0.18, 0))
ROOF_TONES = ("#b8532f", "#94432a")


class QuarterItem(DistrictItem):
    """A district as a quarter of the town: its ground, a few house roofs behind its pieces, its frame and
    name; the square is paved in rings of stone."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 45))
        painter.drawRoundedRect(r.translated(2, 3), self.radius, self.radius)
        fill = QColor(self.fill) if self.highlight != "dim" else theme.darker(self.fill, 118)
        outline = QPainterPath()
        outline.addRoundedRect(r, self.radius, self.radius)
        painter.setBrush(fill)
        painter.drawPath(outline)
        painter.save()
        painter.setClipPath(outline)
        if self.square:
            self._paving(painter, r)
        else:
            self._roofs(painter, r)
        painter.restore()
        edge = self.dominant if self.dominant is not None else theme.INK_SOFT
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(edge, 3.0 if self.dominant is not None else 1.2))
        painter.drawPath(outline)
        if self.active:
            painter.setPen(QPen(theme.BRASS_DARK, 2, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(r.adjusted(4, 4, -4, -4), self.radius - 3, self.radius - 3)
        painter.setPen(theme.INK)
        painter.setFont(theme.font(self.title_points, bold=True, serif=True))
        painter.drawText(QRectF(r.left() + 6, r.top() + 3, r.width() - 12, 18),
                         Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter, self.title)
        self.paint_glow(painter)

    @staticmethod
    def _roofs(p: QPainter, r: QRectF) -> None:
        p.setOpacity(0.7)  # roofs stay behind: the pawns and marks on them must read first
        for fx, fy, fw, fh, tone in QUARTER_ROOFS:
            _house(p, r.left() + fx * r.width(), r.top() + fy * r.height(), fw * r.width(), fh * r.height(),
                   QColor(ROOF_TONES[tone]))
        p.setOpacity(1.0)

    @staticmethod
    def _paving(p: QPainter, r: QRectF) -> None:
        ground = QRadialGradient(r.center(), r.width() / 2)
        ground.setColorAt(0, QColor("#efe3c6"))
        ground.setColorAt(1, QColor("#d2c09a"))
        p.setBrush(ground)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRect(r)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(110, 90, 60, 55), 1.0))
        c = r.center()
        for k in range(1, 9):  # rings of setts round a well in the middle
            rx, ry = r.width() / 2 * k / 8, r.height() / 2 * k / 8
            p.drawEllipse(c, rx, ry)
            for j in range(4 * k + 4):
                a = math.radians(360 * (j + 0.5 * (k % 2)) / (4 * k + 4))
                inner = QPointF(c.x() + rx * (k - 1) / k * math.cos(a), c.y() + ry * (k - 1) / k * math.sin(a))
                p.drawLine(inner, QPointF(c.x() + rx * math.cos(a), c.y() + ry * math.sin(a)))


class BuildingItem(ZoneItem):
    """A corner building: the marketplace (stalls under striped awnings), the guild house (a half-timbered
    house under a gable), the Great Market (a hall with a scalloped awning) or the notice board of the turn."""

    def __init__(self, rect: QRectF, kind: str, stalls: list[float] | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, PLASTER, parent=parent)
        self.kind = kind
        self.stalls = stalls or []  # the centres (x) of the marketplace's stalls
        self.radius = 6.0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        shape = self._shape(r)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 55))
        painter.drawPath(shape.translated(2, 3))
        fill = QColor(self.fill) if self.highlight != "dim" else theme.darker(self.fill, self.dim_darken)
        painter.setBrush(fill)
        painter.setPen(QPen(QColor(TIMBER), 2.2))
        painter.drawPath(shape)
        painter.save()
        painter.setClipPath(shape)
        if self.kind == "guild":
            self._timber(painter, r)
        elif self.kind == "board":
            self._notice_board(painter, r)
        elif self.kind == "market":
            self._stalls(painter, r)
        else:
            self._hall(painter, r)
        painter.restore()
        self.paint_glow(painter)

    def _shape(self, r: QRectF) -> QPainterPath:
        path = QPainterPath()
        if self.kind == "guild":  # a gable: the roof line rises to a point over the middle
            path.addPolygon(QPolygonF([QPointF(r.left(), r.top() + 12), QPointF(r.center().x(), r.top()),
                                       QPointF(r.right(), r.top() + 12), r.bottomRight(), r.bottomLeft(),
                                       QPointF(r.left(), r.top() + 12)]))
        else:
            path.addRoundedRect(r, self.radius, self.radius)
        return path

    @staticmethod
    def _timber(p: QPainter, r: QRectF) -> None:
        beam = QPen(QColor(TIMBER), 3.0)
        p.setPen(beam)
        for x in (r.left() + 3, r.right() - 3):
            p.drawLine(QPointF(x, r.top() + 10), QPointF(x, r.bottom()))
        p.setPen(QPen(QColor(ROOF), 4.0))  # tiles along the gable's edges
        p.drawLine(QPointF(r.left(), r.top() + 13), QPointF(r.center().x(), r.top() + 1))
        p.drawLine(QPointF(r.center().x(), r.top() + 1), QPointF(r.right(), r.top() + 13))
        p.setPen(Qt.PenStyle.NoPen)  # a door in the middle of the ground floor
        p.setBrush(QColor(TIMBER))
        door = QRectF(r.center().x() - 7, r.bottom() - 11, 14, 11)
        path = QPainterPath()
        path.moveTo(door.bottomLeft())
        path.lineTo(door.left(), door.top() + 7)
        path.arcTo(QRectF(door.left(), door.top(), door.width(), 14), 180, -180)
        path.lineTo(door.bottomRight())
        p.drawPath(path)

    @staticmethod
    def _awning(p: QPainter, left: float, top: float, width: float, height: float, stripes: int) -> None:
        """A striped awning with a scalloped hem."""
        step = width / stripes
        for k in range(stripes):
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(AWNING[k % 2]))
            x = left + k * step
            p.drawRect(QRectF(x, top, step, height))
            p.drawPie(QRectF(x, top + height - step / 2, step, step), 180 * 16, 180 * 16)
        p.setPen(QPen(QColor("#7a2a1e"), 0.8))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawLine(QPointF(left, top), QPointF(left + width, top))

    def _stalls(self, p: QPainter, r: QRectF) -> None:
        for x in self.stalls:  # a stall under each pile: posts, a counter and an awning over it
            p.setPen(QPen(QColor(TIMBER), 2.0))
            p.drawLine(QPointF(x - 19, r.top() + 24), QPointF(x - 19, r.top() + 54))
            p.drawLine(QPointF(x + 19, r.top() + 24), QPointF(x + 19, r.top() + 54))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#9b6b43"))
            p.drawRect(QRectF(x - 21, r.top() + 50, 42, 5))
            self._awning(p, x - 21, r.top() + 19, 42, 4, 6)

    @staticmethod
    def _notice_board(p: QPainter, r: QRectF) -> None:
        """The town's notice board: a frame of planks with a nail in each corner."""
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor("#8a5a35"), 5.0))
        p.drawRoundedRect(r, 6, 6)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#4a3a2a"))
        for x, y in ((r.left() + 6, r.top() + 6), (r.right() - 6, r.top() + 6), (r.left() + 6, r.bottom() - 6),
                     (r.right() - 6, r.bottom() - 6)):
            p.drawEllipse(QPointF(x, y), 1.6, 1.6)

    def _hall(self, p: QPainter, r: QRectF) -> None:
        self._awning(p, r.left(), r.top(), r.width(), 4, 14)
        p.setPen(QPen(QColor(TIMBER), 2.0))
        for x in (r.left() + 4, r.right() - 4):  # the hall's pillars
            p.drawLine(QPointF(x, r.top() + 8), QPointF(x, r.bottom()))
