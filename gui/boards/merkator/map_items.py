"""The sea chart: territories drawn as irregular blobs, the sea, coastlines and roads."""

from __future__ import annotations

import functools
import math
import random
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.boards.layout import BoardLayout
from gui.boards.merkator.art import chart_pixmap, draw_sea_route, draw_wax_seal, hand_colour_border
from gui.boards.merkator.items import (
    CUBE_COLOURS,
    SIDE_FILL,
    ClickTargetMixin,
    blend,
    draw_hourglass,
    text,
)
from gui.scene import theme
from gui.scene.cube import draw_cube
from gui.scene.dragdrop import adopt

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
REFILL = "↻"
# the coasts, as shares of the chart's width and height, drawn around the destinations' places
COAST_SHAPES = [
    # the continent from Spain to Russia
    [(-0.02, 1.02), (-0.02, 0.74), (0.1, 0.72), (0.2, 0.7), (0.23, 0.56), (0.32, 0.47), (0.36, 0.3), (0.45, 0.26),
     (0.5, 0.42), (0.58, 0.47), (0.7, 0.4), (0.8, 0.3), (0.9, 0.26), (1.02, 0.24), (1.02, 1.02)],
    # Scandinavia
    [(0.6, -0.02), (0.97, -0.02), (0.92, 0.12), (0.84, 0.26), (0.72, 0.3), (0.64, 0.24), (0.62, 0.1)],
    # Jutland
    [(0.4, -0.02), (0.53, -0.02), (0.52, 0.22), (0.44, 0.25)],
    # Britain
    [(0.09, 0.22), (0.25, 0.23), (0.28, 0.48), (0.17, 0.56), (0.05, 0.46)],
    # Newfoundland
    [(-0.02, -0.02), (0.28, -0.02), (0.29, 0.17), (0.13, 0.23), (-0.02, 0.2)],
]
COASTS = tuple(tuple(shape) for shape in COAST_SHAPES)
# the compass rose in the open sea west of the Dutch Republic: centre as shares of the chart, radius in units
ROSE = (0.085, 0.62, 27.0)


@functools.lru_cache(maxsize=64)
def blob(width: float, height: float, seed: int, points: int = 11) -> QPainterPath:
    """An irregular rounded territory around (0, 0), always the same for the same seed."""
    wobble = random.Random(seed)
    corners = []
    for k in range(points):
        angle = 2 * math.pi * k / points
        stretch = wobble.uniform(0.94, 1.06)
        # a superellipse: fuller than an ellipse so the text inside has room
        c, s = math.cos(angle), math.sin(angle)
        x = math.copysign(abs(c) ** 0.45, c) * width / 2 * stretch
        y = math.copysign(abs(s) ** 0.45, s) * height / 2 * stretch
        corners.append(QPointF(x, y))
    path = QPainterPath()
    mids = [(corners[i] + corners[(i + 1) % points]) / 2 for i in range(points)]
    path.moveTo(mids[-1])
    for i in range(points):
        path.quadTo(corners[i], mids[i])
    path.closeSubpath()
    return path


@dataclass
class RegionLook:
    region_id: str
    name: str
    main: bool
    colour: str | None
    goods: list[tuple[str, str]]  # (good id, name)
    time: int
    threshold: int | None
    threshold_text: str = ""  # a side region's refill: "↻ 2+"
    unaffordable: bool = False
    destination: bool = False


class RegionItem(QGraphicsObject, ClickTargetMixin):
    """A destination on the map; ``pos`` is its centre. Drop the Merkator here (or click) to travel."""

    def __init__(self, look: RegionLook, width: float, height: float, fonts: BoardLayout) -> None:
        super().__init__()
        self.look = look
        self.width = width
        self.height = height
        self.fonts = fonts
        self.path = QPainterPath(blob(width, height, sum(ord(ch) * (i + 3) for i, ch in enumerate(look.region_id))))
        self.setZValue(1)

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-8, -14, 10, 8)

    def shape(self) -> QPainterPath:
        return self.path

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.click(event)

    def fill(self) -> QColor:
        if self.look.colour is None:
            return SIDE_FILL
        return blend(QColor(CUBE_COLOURS[self.look.colour]), QColor("#f3ead2"), 0.32)

    def cube_row(self) -> QPointF:
        """Where the first cube lying here goes, in the region's coordinates."""
        return QPointF(-self.width / 2 + 10, self.height / 2 - 24)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.look
        fonts = self.fonts
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = self.fill()
        gradient = QLinearGradient(0, -self.height / 2, 0, self.height / 2)
        gradient.setColorAt(0, theme.lighter(fill, 106))
        gradient.setColorAt(1, theme.darker(fill, 104))
        painter.setBrush(gradient)
        if look.colour is None:
            painter.setPen(QPen(QColor("#8a6a45"), 1.8, Qt.PenStyle.DashLine))
            painter.drawPath(self.path)
        else:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPath(self.path)
            hand_colour_border(painter, self.path, QColor(CUBE_COLOURS[look.colour]))
        w, h = self.width, self.height
        if look.colour is not None:  # a city: its wax seal pressed on the chart's corner, in the city's colour
            draw_wax_seal(painter, QRectF(-w / 2 - 6.5, -h / 2 - 6.5, 15, 15), QColor(CUBE_COLOURS[look.colour]),
                          len(look.region_id), emblem=True)
        text(painter, QRectF(-w / 2 + 8, -h / 2 + 3, w - 34, 18), look.name, fonts.font("region"), True,
             smallest=fonts.font("label"), align=LEFT, serif=True)
        # the time badge sits on the border like a token laid on the map
        self._time_badge(painter, QRectF(w / 2 - 22, -h / 2 - 8, 26, 26))
        if look.main:
            y = -h / 2 + 21
            for i, (_good, name) in enumerate(look.goods):
                colour = QColor(CUBE_COLOURS[look.colour or "grey"])
                draw_cube(painter, QRectF(-w / 2 + 10, y + i * 14 + 2, 10, 10), colour)
                text(painter, QRectF(-w / 2 + 24, y + i * 14, w - 34, 14), name, fonts.font("label"), align=LEFT)
        else:
            text(painter, QRectF(-w / 2 + 10, -h / 2 + 22, w - 20, 18), look.threshold_text, fonts.font("label"),
                 True, theme.INK_SOFT, LEFT)
        if look.unaffordable or self.highlight == "dim":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(40, 30, 20, 95))
            painter.drawPath(self.path)
        if self.highlight == "lit":
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.GLOW, 5))
            painter.drawPath(self.path)
        elif look.destination:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#fffaf0"), 2.2, Qt.PenStyle.DotLine))
            painter.drawPath(self.path)

    def _time_badge(self, painter: QPainter, rect: QRectF) -> None:
        time = self.look.time
        colour = QColor("#3f7a3a") if time > 0 else QColor("#a3271b") if time < 0 else QColor("#8a7d68")
        draw_wax_seal(painter, rect, colour, len(self.look.region_id))
        label = f"+{time}" if time > 0 else ("−" + str(-time) if time < 0 else "0")
        text(painter, rect.adjusted(-2, 1, 2, -8), label, self.fonts.font("figure"), True, QColor("white"),
             elide=False)
        draw_hourglass(painter, QRectF(rect.center().x() - 3, rect.bottom() - 9, 6, 6), QColor("white"))


class MapItem(QGraphicsItem):
    """The sea, the stylised coastlines and the roads between main regions."""

    def __init__(self, rect: QRectF, roads: list[tuple[QPointF, QPointF]], parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.roads = roads
        self.setZValue(0)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        scale = min(3.0, max(0.5, abs(painter.worldTransform().m11()) * ratio))
        chart = chart_pixmap(self.rect.width(), self.rect.height(), scale, COASTS, ROSE)
        painter.drawPixmap(self.rect, chart, QRectF(chart.rect()))
        for a, b in self.roads:
            draw_sea_route(painter, a, b)
