"""Merkator's painted pieces: map regions, store slots, contract and display cards, buttons, panels."""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.scene import theme
from gui.scene.dragdrop import PieceItem, TargetMixin

CUBE_COLOURS = {
    "green": "#3f8a3a", "yellow": "#e6bf1e", "black": "#2c2c2c", "purple": "#7d3f8f",
    "orange": "#e27a1c", "grey": "#9b9b96", "blue": "#2f63b4", "red": "#b5302a",
}
SIDE_FILL = QColor("#e9dfc6")
SEA = QColor("#8fb6c9")
LAND = QColor("#e6d9b0")
ROAD = QColor("#7a5230")
GOOD_GLOW = QColor("#e8a317")
MISSING = QColor("#b3261e")
TICK = QColor("#2e7d32")


def blend(a: QColor, b: QColor, share: float) -> QColor:
    """``share`` of ``a`` mixed into ``b``."""
    return QColor(int(a.red() * share + b.red() * (1 - share)), int(a.green() * share + b.green() * (1 - share)),
                  int(a.blue() * share + b.blue() * (1 - share)))


def draw_cube(painter: QPainter, rect: QRectF, colour: QColor, label: str = "", faint: bool = False) -> None:
    """A small static wooden cube; ``faint``: an empty place for such a cube."""
    painter.save()
    if faint:
        ghost = QColor(colour)
        ghost.setAlpha(60)
        painter.setPen(QPen(theme.darker(colour, 120), 1, Qt.PenStyle.DashLine))
        painter.setBrush(ghost)
        painter.drawRoundedRect(rect, 3, 3)
    else:
        depth = rect.height() * 0.22
        painter.setPen(QPen(theme.darker(colour, 190), 0.8))
        painter.setBrush(theme.darker(colour, 135))
        painter.drawRoundedRect(rect, 3, 3)
        painter.setBrush(theme.lighter(colour, 118))
        painter.drawRoundedRect(QRectF(rect.left(), rect.top(), rect.width(), rect.height() - depth), 3, 3)
    if label:
        painter.setPen(theme.text_on(colour) if not faint else theme.INK)
        painter.setFont(theme.font(max(7.0, rect.height() * 0.42), bold=True))
        painter.drawText(QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.8),
                         Qt.AlignmentFlag.AlignCenter, label)
    painter.restore()


def draw_hourglass(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    painter.save()
    painter.setPen(QPen(colour, 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    x0, x1, y0, y1 = rect.left(), rect.right(), rect.top(), rect.bottom()
    cx, cy = rect.center().x(), rect.center().y()
    painter.drawPolygon(QPolygonF([QPointF(x0, y0), QPointF(x1, y0), QPointF(cx, cy), QPointF(x1, y1),
                                   QPointF(x0, y1), QPointF(cx, cy)]))
    painter.restore()


def text(painter: QPainter, rect: QRectF, value: str, points: float = 9.0, bold: bool = False,
         colour: QColor = theme.INK, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
         serif: bool = False, elide: bool = True) -> None:
    painter.setPen(colour)
    font: QFont = theme.font(points, bold=bold, serif=serif)
    painter.setFont(font)
    if elide:
        value = painter.fontMetrics().elidedText(value, Qt.TextElideMode.ElideRight, int(rect.width()))
    painter.drawText(rect, align, value)


class ClickTargetMixin(TargetMixin):
    """A target that completes a selected piece's move, or plays its click action, when clicked."""

    def click(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()  # type: ignore[attr-defined]
        drag = getattr(scene, "drag", None)
        if drag is not None and event.button() == Qt.MouseButton.LeftButton and self.target_id in drag.targets:
            drag.click_target(self.target_id)
            event.accept()
            return
        event.ignore()


# --- the map ----------------------------------------------------------------------------
@functools.lru_cache(maxsize=64)
def blob(width: float, height: float, seed: int, points: int = 11) -> QPainterPath:
    """An irregular rounded territory around (0, 0), always the same for the same seed."""
    wobble = random.Random(seed)
    corners = []
    for k in range(points):
        angle = 2 * math.pi * k / points
        stretch = wobble.uniform(0.88, 1.08)
        # a superellipse: fuller than an ellipse so the text inside has room
        c, s = math.cos(angle), math.sin(angle)
        x = math.copysign(abs(c) ** 0.6, c) * width / 2 * stretch
        y = math.copysign(abs(s) ** 0.6, s) * height / 2 * stretch
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
    threshold_text: str = ""
    unaffordable: bool = False
    destination: bool = False


class RegionItem(QGraphicsObject, ClickTargetMixin):
    """A destination on the map; ``pos`` is its centre. Drop the Merkator here (or click) to travel."""

    def __init__(self, look: RegionLook, width: float, height: float) -> None:
        super().__init__()
        self.look = look
        self.width = width
        self.height = height
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

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 45))
        painter.drawPath(self.path.translated(2, 3))
        fill = self.fill()
        gradient = QLinearGradient(0, -self.height / 2, 0, self.height / 2)
        gradient.setColorAt(0, theme.lighter(fill, 106))
        gradient.setColorAt(1, theme.darker(fill, 104))
        painter.setBrush(gradient)
        if look.colour is None:
            painter.setPen(QPen(QColor("#8a6a45"), 1.8, Qt.PenStyle.DashLine))
        else:
            painter.setPen(QPen(QColor(CUBE_COLOURS[look.colour]), 3.2))
        painter.drawPath(self.path)
        w, h = self.width, self.height
        text(painter, QRectF(-w / 2 + 8, -h / 2 + 6, w - 24, 17), look.name, 9.5, True,
             align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, serif=True)
        # the time badge sits on the border like a token laid on the map
        self._time_badge(painter, QRectF(w / 2 - 20, -h / 2 - 8, 24, 24))
        if look.main:
            y = -h / 2 + 24
            for i, (_good, name) in enumerate(look.goods):
                colour = QColor(CUBE_COLOURS[look.colour or "grey"])
                draw_cube(painter, QRectF(-w / 2 + 10, y + i * 14 + 1, 10, 10), colour)
                text(painter, QRectF(-w / 2 + 24, y + i * 14 - 1, w - 34, 14), name, 8,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        else:
            text(painter, QRectF(-w / 2 + 8, -h / 2 + 24, w - 14, 14), look.threshold_text, 7.5,
                 colour=theme.INK_SOFT, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
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
        painter.setPen(QPen(theme.darker(colour, 150), 1))
        painter.setBrush(colour)
        painter.drawEllipse(rect)
        label = f"+{time}" if time > 0 else ("−" + str(-time) if time < 0 else "0")
        text(painter, rect.adjusted(0, 0, 0, -7), label, 8.5, True, QColor("white"))
        draw_hourglass(painter, QRectF(rect.center().x() - 3, rect.bottom() - 9, 6, 6), QColor("white"))


class MapItem(QGraphicsItem):
    """The sea, the stylised coastlines and the roads between main regions."""

    def __init__(self, rect: QRectF, roads: list[tuple[QPointF, QPointF]], compass: str = "") -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.roads = roads
        self.compass = compass
        self.setZValue(0)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def _land(self, points: list[tuple[float, float]]) -> QPainterPath:
        r = self.rect
        pts = [QPointF(r.left() + x * r.width(), r.top() + y * r.height()) for x, y in points]
        path = QPainterPath()
        mids = [(pts[i] + pts[(i + 1) % len(pts)]) / 2 for i in range(len(pts))]
        path.moveTo(mids[-1])
        for i, p in enumerate(pts):
            path.quadTo(p, mids[i])
        path.closeSubpath()
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        sea = QLinearGradient(self.rect.topLeft(), self.rect.bottomRight())
        sea.setColorAt(0, theme.lighter(SEA, 108))
        sea.setColorAt(1, theme.darker(SEA, 108))
        painter.setBrush(sea)
        painter.setPen(QPen(theme.darker(SEA, 150), 1.2))
        painter.drawRoundedRect(self.rect, 10, 10)
        painter.save()
        clip = QPainterPath()
        clip.addRoundedRect(self.rect, 10, 10)
        painter.setClipPath(clip)
        # faint wave lines: the sea reads as water, not as a grey box
        painter.setPen(QPen(QColor(255, 255, 255, 45), 1))
        for row in range(8, int(self.rect.height()), 26):
            y = self.rect.top() + row
            for col in range(int(self.rect.left()) + (row % 52), int(self.rect.right()), 70):
                painter.drawArc(QRectF(col, y, 14, 8), 0, 180 * 16)
                painter.drawArc(QRectF(col + 14, y, 14, 8), 180 * 16, 180 * 16)
        shapes = [
            # the continent from Spain to Russia
            [(0.02, 0.98), (0.05, 0.78), (0.22, 0.72), (0.24, 0.55), (0.33, 0.5), (0.42, 0.38), (0.47, 0.27),
             (0.56, 0.33), (0.66, 0.35), (0.76, 0.3), (0.82, 0.12), (0.98, 0.1), (1.02, 1.02)],
            # Scandinavia
            [(0.58, 0.02), (0.62, 0.0), (0.83, 0.02), (0.78, 0.22), (0.7, 0.27), (0.62, 0.25), (0.6, 0.12)],
            # Jutland
            [(0.47, 0.05), (0.55, 0.06), (0.54, 0.25), (0.48, 0.27)],
            # Britain
            [(0.17, 0.17), (0.27, 0.2), (0.3, 0.42), (0.2, 0.47), (0.14, 0.35)],
            # Newfoundland
            [(0.0, 0.0), (0.17, 0.02), (0.18, 0.2), (0.1, 0.27), (0.0, 0.26)],
        ]
        painter.setPen(QPen(theme.darker(LAND, 135), 1.4))
        painter.setBrush(LAND)
        for shape in shapes:
            painter.drawPath(self._land(shape))
        painter.restore()
        pen = QPen(ROAD, 3, Qt.PenStyle.CustomDashLine)
        pen.setDashPattern([2.2, 1.6])
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        for a, b in self.roads:
            painter.drawLine(a, b)
        if self.compass:
            r = QRectF(self.rect.right() - 206, self.rect.bottom() - 36, 196, 30)
            painter.setPen(QColor("#21465c"))
            painter.setFont(theme.font(7.5))
            painter.drawText(r, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap,
                             self.compass)


# --- the office ---------------------------------------------------------------------------
class GoodSlotItem(QGraphicsObject, ClickTargetMixin):
    """One goods type's place in a store: a cube, the count and the name.

    ``mark`` is "use" (a hovered contract would hand these in), "want" (one more would help)
    or "" (nothing to show).
    """

    def __init__(self, rect: QRectF, good: str, name: str, colour: str, count: int, label: str = "") -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.good = good
        self.name = name
        self.colour = QColor(CUBE_COLOURS[colour])
        self.count = count
        self.label = label
        self.mark = ""
        self.use = 0

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.click(event)

    def set_mark(self, mark: str, use: int = 0) -> None:
        self.mark = mark
        self.use = use
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        fill = QColor("#f7efd9") if self.count else QColor("#ece1c4")
        if self.mark == "use":
            fill = QColor("#f8d98a")
        painter.setBrush(fill)
        pen = QPen(theme.darker(QColor("#e0d2ae"), 130), 1)
        if self.mark == "want":
            pen = QPen(GOOD_GLOW, 2, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(r, 5, 5)
        cube = QRectF(r.left() + 3, r.top() + (r.height() - 19) / 2, 19, 19)
        draw_cube(painter, cube, self.colour, str(self.count) if self.count else self.label, faint=not self.count)
        text(painter, QRectF(r.left() + 25, r.top(), r.width() - 26, r.height()), self.name, 8,
             bold=self.count > 0, colour=theme.INK if self.count else theme.INK_SOFT,
             align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if self.mark == "use" and self.use:
            badge = QRectF(r.right() - 20, r.top() - 6, 22, 15)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(GOOD_GLOW)
            painter.drawRoundedRect(badge, 7, 7)
            text(painter, badge, f"−{self.use}", 8, True, QColor("white"))
        if self.highlight == "lit":
            painter.setBrush(QColor(242, 193, 78, 60))
            painter.setPen(QPen(theme.GLOW, 3))
            painter.drawRoundedRect(r, 5, 5)
        elif self.highlight == "dim":
            painter.setBrush(QColor(0, 0, 0, 30))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(r, 5, 5)


class PanelItem(QGraphicsItem):
    """A plain rounded panel with an optional title line."""

    def __init__(self, rect: QRectF, fill: str | QColor = "#efe3c6", title: str = "", edge: str | QColor = "",
                 title_points: float = 9.5) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.fill = QColor(fill)
        self.title = title
        self.edge = QColor(edge) if edge else theme.darker(self.fill, 135)
        self.title_points = title_points
        self.setZValue(0.5)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(self.fill)
        painter.setPen(QPen(self.edge, 1.2))
        painter.drawRoundedRect(self.rect, 7, 7)
        if self.title:
            text(painter, QRectF(self.rect.left() + 8, self.rect.top() + 2, self.rect.width() - 16, 17), self.title,
                 self.title_points, True, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                 serif=True)


# --- cards ------------------------------------------------------------------------------------
@dataclass
class NeedLine:
    colour: str | None  # cube colour, None for a kind of goods or "different"
    label: str
    count: int
    short: int  # how many of these are still missing (0: covered)


@dataclass
class ContractLook:
    value: int
    region: str
    band: str
    needs: list[NeedLine] = field(default_factory=list)
    peace: bool = False
    eligible: bool = False
    ready: bool = False
    done_now: bool = False
    footer: str = ""
    count: int | None = None  # a deck's size


class ContractItem(PieceItem):
    """A contract card: value medallion, destination band and the goods it asks for."""

    WIDTH = 90.0
    HEIGHT = 118.0

    def __init__(self, piece_id: str, look: ContractLook, width: float = WIDTH, height: float = HEIGHT,
                 compact: bool = False) -> None:
        super().__init__(piece_id)
        self.look = look
        self.width = width
        self.height = height
        self.compact = compact
        self.on_hover: Callable[[bool], None] | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(-5, -5, self.width + 12, self.height + 12)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.on_hover is not None:
            self.on_hover(True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.on_hover is not None:
            self.on_hover(False)
        super().hoverLeaveEvent(event)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.look
        w, h = self.width, self.height
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        if look.count is not None and look.count > 1:
            painter.setBrush(QColor("#d8c9a3"))
            painter.setPen(QPen(theme.INK_SOFT, 0.8))
            painter.drawRoundedRect(QRectF(3, 3, w, h), 6, 6)
            painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80 if self.lifted else 40))
        painter.drawRoundedRect(QRectF(5 if self.lifted else 2, 5 if self.lifted else 2.5, w, h), 6, 6)
        outline = QPainterPath()
        outline.addRoundedRect(QRectF(0, 0, w, h), 6, 6)
        band = QColor(look.band)
        painter.setBrush(QColor("#f1e0b0") if look.peace else theme.PARCHMENT)
        painter.setPen(QPen(theme.INK_SOFT, 1))
        painter.drawPath(outline)
        painter.save()
        painter.setClipPath(outline)
        band_h = 22.0 if not self.compact else 20.0
        painter.fillRect(QRectF(0, 0, w, band_h), band)
        painter.restore()
        medal = QRectF(3, 2, band_h - 3, band_h - 3) if not self.compact else QRectF(2, 2, 17, 17)
        painter.setPen(QPen(theme.BRASS_DARK, 1))
        painter.setBrush(theme.BRASS)
        painter.drawEllipse(medal)
        text(painter, medal, str(look.value), 8.5 if look.value < 10 else 7.5, True)
        text(painter, QRectF(medal.right() + 3, 0, w - medal.right() - 5, band_h), look.region,
             8.5 if not self.compact else 7.5, True, theme.text_on(band),
             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if look.peace:
            text(painter, QRectF(4, band_h + 4, w - 8, h - band_h - 8), "☮", 22 if not self.compact else 14,
                 colour=QColor("#6a4c93"))
        else:
            self._needs(painter, band_h)
        if look.done_now:
            stamp = QRectF(w - 26, h - 26, 22, 22)
            painter.setPen(QPen(TICK, 2))
            painter.setBrush(QColor(255, 255, 255, 170))
            painter.drawEllipse(stamp)
            text(painter, stamp, "✓", 11, True, TICK)
        if look.footer:
            foot = QRectF(0, h - 16, w, 16)
            painter.save()
            painter.setClipPath(outline)
            painter.fillRect(foot, QColor("#2e7d32") if look.ready else QColor(0, 0, 0, 0))
            painter.restore()
            text(painter, foot, look.footer, 8, True, QColor("white") if look.ready else theme.INK_SOFT)
        if look.count is not None:
            chip = QRectF(w - 26, h - 17, 24, 15)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(46, 36, 24, 200))
            painter.drawRoundedRect(chip, 6, 6)
            text(painter, chip, f"×{look.count}", 7.5, True, QColor("white"))
        if self.highlight == "lit" or (look.eligible and self.highlight != "dim"):
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.GLOW, 3.5 if self.highlight == "lit" else 2.5))
            painter.drawRoundedRect(QRectF(-1.5, -1.5, w + 3, h + 3), 7, 7)
        elif self.highlight == "dim":
            painter.setBrush(QColor(0, 0, 0, 40))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPath(outline)

    def _needs(self, painter: QPainter, top: float) -> None:
        lines = self.look.needs
        if not lines:
            return
        w = self.width
        if self.compact:
            size = 9.0
            x = 4.0
            y = top + 5
            for line in lines:
                for _ in range(line.count):
                    if x + size > w - 3:
                        x = 4.0
                        y += size + 3
                    colour = QColor(CUBE_COLOURS[line.colour]) if line.colour else QColor("#cdbb94")
                    draw_cube(painter, QRectF(x, y, size, size), colour)
                    x += size + 2
            return
        row = min(17.0, (self.height - top - 20) / max(len(lines), 1))
        for i, line in enumerate(lines):
            y = top + 4 + i * row
            colour = QColor(CUBE_COLOURS[line.colour]) if line.colour else QColor("#cdbb94")
            draw_cube(painter, QRectF(4, y + 1, 12, 12), colour, str(line.count))
            text(painter, QRectF(19, y - 1, w - 40, 16), line.label, 7.5,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            mark = QRectF(w - 20, y, 19, 14)
            if line.short:
                text(painter, mark, f"−{line.short}", 7.5, True, MISSING, elide=False)
            else:
                text(painter, mark, "✓", 9, True, TICK, elide=False)


@dataclass
class DisplayLook:
    kind: str  # "bonus" or "building"
    title: str
    cost: int
    band: str
    good_colour: str | None = None
    good: str = ""
    body: str = ""
    footer: str = ""
    affordable: bool = True


class DisplayCardItem(PieceItem):
    """A bonus card or building on display, in a hand or in an office."""

    def __init__(self, piece_id: str, look: DisplayLook, width: float, height: float) -> None:
        super().__init__(piece_id)
        self.look = look
        self.width = width
        self.height = height

    def boundingRect(self) -> QRectF:
        return QRectF(-5, -5, self.width + 12, self.height + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.look
        w, h = self.width, self.height
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80 if self.lifted else 40))
        painter.drawRoundedRect(QRectF(5 if self.lifted else 2, 5 if self.lifted else 2.5, w, h), 6, 6)
        outline = QPainterPath()
        outline.addRoundedRect(QRectF(0, 0, w, h), 6, 6)
        painter.setBrush(theme.PARCHMENT)
        painter.setPen(QPen(theme.INK_SOFT, 1))
        painter.drawPath(outline)
        band = QColor(look.band)
        painter.save()
        painter.setClipPath(outline)
        painter.fillRect(QRectF(0, 0, w, 20), band)
        painter.restore()
        text(painter, QRectF(5, 0, w - 30, 20), look.title, 8.5, True, theme.text_on(band),
             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, serif=True)
        coin = QRectF(w - 22, 2, 18, 18)
        painter.setPen(QPen(theme.BRASS_DARK, 1))
        painter.setBrush(theme.BRASS)
        painter.drawEllipse(coin)
        text(painter, coin, str(look.cost), 8, True)
        if look.kind == "bonus" and look.good_colour:
            draw_cube(painter, QRectF(6, 26, 16, 16), QColor(CUBE_COLOURS[look.good_colour]), "2")
            text(painter, QRectF(26, 24, w - 30, 20), look.good, 8.5, True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            if h > 50:
                text(painter, QRectF(4, 44, w - 8, h - 46), look.body, 7.5, colour=theme.INK_SOFT,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        else:
            painter.setPen(theme.INK)
            painter.setFont(theme.font(7.5))
            painter.drawText(QRectF(5, 23, w - 10, h - 28 - (14 if look.footer else 0)),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                             look.body)
        if look.footer:
            text(painter, QRectF(4, h - 16, w - 8, 14), look.footer, 8, True, QColor("#3d6b4f"),
                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if not look.affordable and self.highlight != "lit":
            painter.setBrush(QColor(60, 45, 30, 70))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPath(outline)
        if self.highlight == "lit":
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.GLOW, 3.5))
            painter.drawRoundedRect(QRectF(-1.5, -1.5, w + 3, h + 3), 7, 7)


class ButtonItem(QGraphicsObject, ClickTargetMixin):
    """A button on the table: its click plays the action registered for its target id."""

    def __init__(self, rect: QRectF, label: str, primary: bool = False, tone: str = "",
                 icons: tuple[tuple[str, int], ...] = ()) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.label = label
        self.icons = icons  # ("coin" | "token", count): an offer shown as money and time, not words
        self.primary = primary
        self.tone = tone
        self.setAcceptHoverEvents(True)
        self.hovered = False
        self.setZValue(3)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.click(event)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = QColor(self.tone) if self.tone else (theme.BRASS if self.primary else QColor("#e8dcc0"))
        if self.hovered:
            base = theme.lighter(base, 112)
        gradient = QLinearGradient(self.rect.topLeft(), self.rect.bottomLeft())
        gradient.setColorAt(0, theme.lighter(base, 110))
        gradient.setColorAt(1, theme.darker(base, 110))
        painter.setBrush(gradient)
        painter.setPen(QPen(theme.darker(base, 170), 1.2))
        painter.drawRoundedRect(self.rect, 6, 6)
        if self.icons:
            self._icons(painter)
        else:  # words only
            text(painter, self.rect.adjusted(4, 0, -4, 0), self.label, 8.5, True, theme.text_on(base))
        if self.highlight == "lit":
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.GLOW, 3))
            painter.drawRoundedRect(self.rect, 6, 6)


    def _icons(self, painter: QPainter) -> None:
        size = self.rect.height() - 8
        y = self.rect.top() + 4
        # offers are centred; a trade's icons come first and the good it brings follows as words
        width = sum(size + (14 if kind in ("coin", "token") else 4) for kind, _ in self.icons)
        x = self.rect.left() + 4 if self.label else self.rect.center().x() - width / 2
        for kind, count in self.icons:
            spot = QRectF(x, y, size, size)
            if kind == "arrow":
                text(painter, spot, "→", 10, True, theme.INK, elide=False)
                x += size + 4
                continue
            if kind.startswith("cube:"):
                draw_cube(painter, spot, QColor(CUBE_COLOURS[kind[5:]]), str(count))
                x += size + 4
                continue
            if kind == "coin":
                painter.setBrush(theme.BRASS)
                painter.setPen(QPen(theme.BRASS_DARK, 1))
                painter.drawEllipse(spot)
            else:
                c, r = spot.center(), size / 2
                painter.setBrush(QColor("#d9b46a"))
                painter.setPen(QPen(QColor("#6b4c22"), 1))
                painter.drawPolygon(QPolygonF([QPointF(c.x() + r * math.cos(math.pi / 3 * k + math.pi / 6),
                                                       c.y() + r * math.sin(math.pi / 3 * k + math.pi / 6))
                                               for k in range(6)]))
            text(painter, QRectF(x + size + 2, self.rect.top(), 12, self.rect.height()), str(count), 9, True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, elide=False)
            x += size + 14
        if self.label:
            text(painter, QRectF(x, self.rect.top(), self.rect.right() - x - 3, self.rect.height()), self.label,
                 8, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


# --- the time chart and the solo deck -------------------------------------------------------------
class ChartItem(QGraphicsItem):
    """The time chart: token rows (filled discs still there), letters turned up, the supply."""

    def __init__(self, rect: QRectF, rows: list[int], sizes: list[int], known: list[str | None],
                 title: str, footer: str, pending: list[str]) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.rows = rows
        self.sizes = sizes
        self.known = known
        self.title = title
        self.footer = footer
        self.pending = pending
        self.setZValue(1)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        painter.setBrush(QColor("#e3d3a8"))
        painter.setPen(QPen(QColor("#8a6a45"), 1.2))
        painter.drawRoundedRect(r, 7, 7)
        text(painter, QRectF(r.left() + 8, r.top() + 2, r.width() - 16, 17), self.title, 9, True,
             align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, serif=True)
        rows = max(len(self.sizes), 1)
        pitch = min(18.0, (r.height() - 42) / rows)
        disc = pitch - 3
        first = next((i for i, c in enumerate(self.rows) if c), None)
        for i, size in enumerate(self.sizes):
            y = r.top() + 21 + i * pitch
            label = QRectF(r.left() + 6, y, 16, disc)
            text(painter, label, str(i + 1), 7.5, colour=theme.INK_SOFT)
            for k in range(size):
                spot = QRectF(r.left() + 24 + k * (disc + 3), y, disc, disc)
                present = k < self.rows[i]
                if present:
                    painter.setBrush(QColor("#c9a66b") if i != first else QColor("#e0b860"))
                    painter.setPen(QPen(QColor("#6b4c22"), 1))
                    painter.drawEllipse(spot)
                    draw_hourglass(painter, spot.adjusted(disc * 0.3, disc * 0.22, -disc * 0.3, -disc * 0.22),
                                   QColor("#5b3d14"))
                else:
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.setPen(QPen(QColor(107, 76, 34, 90), 1, Qt.PenStyle.DotLine))
                    painter.drawEllipse(spot)
            letter = self.known[i] if i < len(self.known) else None
            if letter:
                tag = QRectF(r.left() + 24 + size * (disc + 3) + 2, y, 26, disc)
                painter.setBrush(QColor("#a3271b"))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawRoundedRect(tag, 4, 4)
                text(painter, tag, letter, 7.5, True, QColor("white"))
        text(painter, QRectF(r.left() + 8, r.bottom() - 19, r.width() - 16, 16), self.footer, 8,
             colour=theme.INK_SOFT, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


class SoloScaleItem(QGraphicsItem):
    """The solo deck's cards left by value, and the score against the beginner/experienced/MEGA marks."""

    def __init__(self, rect: QRectF, title: str, by_value: list[tuple[str, int]], left_text: str,
                 marks: list[tuple[int, str]], score: float, score_text: str) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.title = title
        self.by_value = by_value
        self.left_text = left_text
        self.marks = marks
        self.score = score
        self.score_text = score_text
        self.setZValue(1)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        painter.setBrush(QColor("#e3d3a8"))
        painter.setPen(QPen(QColor("#8a6a45"), 1.2))
        painter.drawRoundedRect(r, 7, 7)
        text(painter, QRectF(r.left() + 8, r.top() + 2, r.width() - 16, 17), self.title, 9, True,
             align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, serif=True)
        if self.by_value:
            self._deck(painter, r)
        if self.marks:
            self._scale(painter, r)

    def _deck(self, painter: QPainter, r: QRectF) -> None:
        x = r.left() + 10
        for value, count in self.by_value:
            card = QRectF(x, r.top() + 24, 32, 44)
            for k in range(min(count, 3)):
                painter.setBrush(QColor("#5b4b8a"))
                painter.setPen(QPen(QColor("#2f2650"), 0.8))
                painter.drawRoundedRect(card.translated(k * 1.5, -k * 1.5), 4, 4)
            if not count:
                painter.setBrush(QColor("#d8cdb2"))
                painter.setPen(QPen(theme.INK_SOFT, 0.8, Qt.PenStyle.DashLine))
                painter.drawRoundedRect(card, 4, 4)
            text(painter, card.adjusted(0, 0, 0, -12), value, 9.5, True, QColor("white") if count else theme.INK_SOFT)
            text(painter, QRectF(card.left(), card.bottom() - 15, card.width(), 13), f"×{count}", 8,
                 colour=QColor("white") if count else theme.INK_SOFT)
            x += 38
        painter.setPen(theme.INK)
        painter.setFont(theme.font(8.5))
        painter.drawText(QRectF(r.left() + 10, r.top() + 74, r.width() - 20, r.height() - 78),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                         self.left_text)

    def _scale(self, painter: QPainter, r: QRectF) -> None:
        bar = QRectF(r.left() + 16, r.top() + 40, r.width() - 32, 12)
        top = max(90.0, max(m for m, _ in self.marks) + 10)
        painter.setPen(QPen(theme.INK_SOFT, 0.8))
        painter.setBrush(QColor("#f4ead0"))
        painter.drawRoundedRect(bar, 5, 5)
        fill = QRectF(bar.left(), bar.top(), bar.width() * min(max(self.score, 0.0), top) / top, bar.height())
        painter.setBrush(QColor("#3d6b4f"))
        painter.drawRoundedRect(fill, 5, 5)
        for tick in range(0, int(top) + 1, 10):
            tx = bar.left() + bar.width() * tick / top
            text(painter, QRectF(tx - 15, bar.bottom() + 2, 30, 13), str(tick), 7.5, colour=theme.INK_SOFT)
        for i, (mark, label) in enumerate(self.marks):
            mx = bar.left() + bar.width() * mark / top
            painter.setPen(QPen(QColor("#a3271b"), 2.5))
            painter.drawLine(QPointF(mx, bar.top() - 5), QPointF(mx, bar.bottom() + 5))
            # close marks (55 and 60) put their labels on opposite sides of their lines
            crowded_right = i + 1 < len(self.marks) and self.marks[i + 1][0] - mark < 15
            crowded_left = i > 0 and mark - self.marks[i - 1][0] < 15
            if crowded_right:
                box, align = QRectF(mx - 184, bar.top() - 19, 180, 14), Qt.AlignmentFlag.AlignRight
            elif crowded_left:
                box, align = QRectF(mx + 4, bar.top() - 19, 180, 14), Qt.AlignmentFlag.AlignLeft
            else:
                box, align = QRectF(mx - 90, bar.top() - 19, 180, 14), Qt.AlignmentFlag.AlignHCenter
            text(painter, box, f"{mark}: {label}", 8, True, QColor("#a3271b"), align | Qt.AlignmentFlag.AlignVCenter)
        text(painter, QRectF(r.left() + 200, r.top() + 2, r.width() - 210, 17), self.score_text, 9, True,
             align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


@dataclass
class SeatLook:
    name: str
    colour: QColor
    header: str
    contracts: list[tuple[int, str]]  # (value, band colour)
    goods: list[tuple[str, int]]  # (cube colour, count)
    supply: int
    footer: str
    to_move: bool = False
    active: bool = False
    status: str = ""


class SeatPanelItem(QGraphicsItem):
    """Another player's office at a glance: money and time, contracts, goods, cards."""

    def __init__(self, rect: QRectF, look: SeatLook) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.look = look
        self.setZValue(1)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.look
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor("#efe3c6"))
        painter.setPen(QPen(theme.GLOW, 3) if look.to_move else QPen(theme.darker(QColor("#efe3c6"), 135), 1.2))
        painter.drawRoundedRect(r, 7, 7)
        band = QColor(look.colour)
        band.setAlpha(70)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(band)
        painter.drawRoundedRect(QRectF(r.left() + 1, r.top() + 1, r.width() - 2, 20), 6, 6)
        painter.setBrush(look.colour)
        painter.setPen(QPen(theme.darker(look.colour, 160), 1))
        painter.drawEllipse(QRectF(r.left() + 6, r.top() + 5, 11, 11))
        name = ("▶ " if look.to_move else "") + look.name
        text(painter, QRectF(r.left() + 21, r.top() + 1, r.width() * 0.45, 19), name, 9, True,
             align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        text(painter, QRectF(r.left() + r.width() * 0.45, r.top() + 1, r.width() * 0.55 - 6, 19), look.header, 8.5,
             align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        x = r.left() + 6
        y = r.top() + 25
        pitch = min(20.0, (r.width() - 12) / max(len(look.contracts), 1))
        for value, colour in look.contracts:
            chip = QRectF(x, y, 18, 24)
            painter.setBrush(theme.PARCHMENT)
            painter.setPen(QPen(theme.INK_SOFT, 0.8))
            painter.drawRoundedRect(chip, 3, 3)
            painter.fillRect(QRectF(chip.left() + 1, chip.top() + 1, chip.width() - 2, 7), QColor(colour))
            text(painter, chip.adjusted(0, 7, 0, 0), str(value), 7.5, True)
            x += pitch
        x = r.left() + 6
        y = r.top() + 54
        for colour, count in look.goods:
            if x + 30 > r.right():
                break
            draw_cube(painter, QRectF(x, y, 13, 13), QColor(CUBE_COLOURS[colour]))
            text(painter, QRectF(x + 14, y - 1, 16, 15), str(count), 7.5, True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            x += 31
        text(painter, QRectF(r.left() + 6, r.bottom() - 16, r.width() - 12, 14), look.footer, 7.5,
             colour=theme.INK_SOFT, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if look.status:
            tag = QRectF(r.right() - 118, r.top() + 25, 112, 24)
            painter.setBrush(QColor("#fff4d6"))
            painter.setPen(QPen(theme.GLOW, 1.5))
            painter.drawRoundedRect(tag, 5, 5)
            text(painter, tag.adjusted(4, 0, -4, 0), look.status, 8, True)
