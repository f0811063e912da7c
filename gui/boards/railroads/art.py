"""Russian Railroads' look, painted in code: a line as a railway (ballast, sleepers, rails in the colours
built so far, stations at special spaces, the Moscow platform the line leaves from) and the worker board's
dark face. Backgrounds are cached per size and state, the table being rebuilt after every move."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.scene.zone import ZoneItem

BALLAST = QColor("#8f8272")
SLEEPER = QColor("#5b3b22")
STEEL = QColor("#9aa0a6")
BRICK = QColor("#a0402c")
DOME = QColor("#2f7a4f")
GOLD = QColor("#d8b04a")
STATION_ROOF = QColor("#7e2a1d")
_cache: dict[tuple, QPixmap] = {}


def _pixmap(key: tuple, width: float, height: float, ratio: float, paint) -> QPixmap:
    pixmap = _cache.get(key)
    if pixmap is None:
        if len(_cache) > 400:
            _cache.clear()
        pixmap = QPixmap(max(1, int(width * ratio + 0.5)), max(1, int(height * ratio + 0.5)))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint(painter, QRectF(0, 0, width, height))
        painter.end()
        _cache[key] = pixmap
    return pixmap


def _ratio(painter: QPainter) -> float:
    device = painter.device()
    scale = painter.worldTransform().m11()
    return max(1.0, (device.devicePixelRatioF() if device is not None else 1.0) * abs(scale))


def paint_moscow(painter: QPainter, rect: QRectF) -> None:
    """Moscow's platform: a brick station with an onion dome, where every line starts."""
    painter.setPen(QPen(QColor("#4a1c12"), 0.8))
    painter.setBrush(BRICK)
    body = QRectF(rect.left(), rect.top() + rect.height() * 0.38, rect.width(), rect.height() * 0.62)
    painter.drawRoundedRect(body, 2, 2)
    w = rect.width()
    dome = QPainterPath()
    cx, base = rect.center().x(), body.top()
    dome.moveTo(cx - w * 0.34, base)
    dome.cubicTo(cx - w * 0.42, base - rect.height() * 0.2, cx - w * 0.05, base - rect.height() * 0.22,
                 cx, base - rect.height() * 0.36)
    dome.cubicTo(cx + w * 0.05, base - rect.height() * 0.22, cx + w * 0.42, base - rect.height() * 0.2,
                 cx + w * 0.34, base)
    dome.closeSubpath()
    painter.setBrush(DOME)
    painter.drawPath(dome)
    painter.setPen(QPen(GOLD, 1.0))
    painter.drawLine(QPointF(cx, base - rect.height() * 0.36), QPointF(cx, rect.top()))


def paint_railway(painter: QPainter, rect: QRectF, first: float, cell_w: float, segments: tuple[str, ...],
                  stations: tuple[int, ...]) -> None:
    """The bed of one line in ``rect`` (its own coordinates): ``first`` is where space 1 starts,
    ``segments`` the colour of the rails laid on each space ("" none yet), ``stations`` the special spaces."""
    bed = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    bed.setColorAt(0, QColor("#a39580"))
    bed.setColorAt(1, BALLAST)
    painter.setPen(QPen(QColor("#5e5244"), 1.0))
    painter.setBrush(bed)
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 5, 5)
    top_rail, low_rail = rect.top() + rect.height() * 0.3, rect.top() + rect.height() * 0.74
    painter.setPen(Qt.PenStyle.NoPen)
    end = min(rect.right() - 3, first + len(segments) * cell_w)
    x = first + 1
    while x < end - 3:
        painter.setBrush(SLEEPER)
        painter.drawRect(QRectF(x, top_rail - 4, 3.2, low_rail - top_rail + 8))
        x += 7.0
    for k, colour in enumerate(segments):  # the rails: laid in the colour that reached the space
        left = first + k * cell_w - 1
        for y in (top_rail, low_rail):
            if colour:
                painter.setPen(QPen(QColor("#1d1a17"), 3.6))
                painter.drawLine(QPointF(left, y), QPointF(left + cell_w + 1, y))
                painter.setPen(QPen(QColor(colour), 2.2))
            else:
                painter.setPen(QPen(STEEL, 1.6, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(left, y), QPointF(left + cell_w + 1, y))
    if end < rect.right() - 6:  # the buffer stop at the line's end
        painter.setPen(QPen(QColor("#2a1a10"), 1.0))
        painter.setBrush(BRICK)
        painter.drawRect(QRectF(end - 1, top_rail - 6, 4, low_rail - top_rail + 12))
    for space in stations:  # a station: a platform roof over the space's edge
        left = first + (space - 1) * cell_w
        roof = QRectF(left - 1, rect.top() + 0.5, cell_w, 3.5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(STATION_ROOF)
        painter.drawRect(roof)
    paint_moscow(painter, QRectF(rect.left() + 2, rect.top() + 2, max(8.0, first - rect.left() - 4),
                                 rect.height() - 4))


class TrackZone(ZoneItem):
    """A line's drop place painted as a railway; the spaces stand on it, lighter, so the bed shows."""

    def __init__(self, rect: QRectF, first: float, cell_w: float, segments: list[str], stations: list[int]) -> None:
        super().__init__(rect, "#8f8272")
        self.first = first - rect.left()
        self.cell_w = cell_w
        self.segments = tuple(segments)
        self.stations = tuple(sorted(set(stations)))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        ratio = _ratio(painter)
        w, h = self.rect.width(), self.rect.height()
        key = ("rail", round(w, 1), round(h, 1), round(ratio, 2), round(self.first, 1), round(self.cell_w, 2),
               self.segments, self.stations)
        pixmap = _pixmap(key, w, h, ratio, lambda p, r: paint_railway(p, r, self.first, self.cell_w, self.segments,
                                                                      self.stations))
        painter.drawPixmap(self.rect.topLeft(), pixmap)
        if self.highlight == "dim":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(40, 30, 20, 90))
            painter.drawRoundedRect(self.rect, 5, 5)
        self.paint_glow(painter)


def built_colours(colours: list[str], rails: dict[str, int], length: int, hexes: dict[str, str]) -> list[str]:
    """For each space, the colour of the most valuable rail that reached it ("" for none)."""
    segments = []
    for space in range(1, length + 1):
        found = ""
        for colour in colours:
            if int(rails.get(colour, 0) or 0) >= space:
                found = hexes.get(colour, "#777")
        segments.append(found)
    return segments


def paint_board_face(painter: QPainter, rect: QRectF, base: QColor) -> None:
    """The action board's face: a dark printed board with a fine gold rule inside its edge."""
    face = QLinearGradient(rect.topLeft(), rect.bottomRight())
    face.setColorAt(0, base.lighter(118))
    face.setColorAt(1, base.darker(125))
    painter.setPen(QPen(QColor("#2a1a10"), 1.2))
    painter.setBrush(face)
    painter.drawRoundedRect(rect.adjusted(0.6, 0.6, -0.6, -0.6), 10, 10)
    painter.setPen(QPen(GOLD, 1.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(2.5, 2.5, -2.5, -2.5), 8, 8)


class BoardFace(ZoneItem):
    """The worker board's face (dark green, or dark red for the engineers), cached per size."""

    def __init__(self, rect: QRectF, base: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, base, parent=parent)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        ratio = _ratio(painter)
        w, h = self.rect.width(), self.rect.height()
        key = ("face", round(w, 1), round(h, 1), round(ratio, 2), self.fill.name())
        pixmap = _pixmap(key, w + 1, h + 1, ratio, lambda p, r: paint_board_face(p, QRectF(0, 0, w, h), self.fill))
        painter.drawPixmap(self.rect.topLeft(), pixmap)


class InsetShadow(QGraphicsItem):
    """A worker space pressed into the board: a dark rim around its field."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(self.rect.adjusted(-1.5, -1.5, 1.5, 2.5), 7, 7)


def paint_locomotive_marks(painter: QPainter, rect: QRectF) -> None:
    """A locomotive tile's engine: a cow-catcher at the front, a cab roof at the back, wheels under it."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    dark = QColor("#1c2630")
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(dark)
    h = rect.height()
    catcher = QPainterPath()
    catcher.moveTo(rect.left() + 1, rect.bottom() - 1)
    catcher.lineTo(rect.left() + 1, rect.bottom() - h * 0.45)
    catcher.lineTo(rect.left() + 5, rect.bottom() - 1)
    catcher.closeSubpath()
    painter.drawPath(catcher)
    painter.drawRect(QRectF(rect.right() - 7, rect.top() + 1, 6, 2.2))  # the cab's roof
    radius = max(1.6, h * 0.13)
    for x in (rect.left() + 8, rect.center().x(), rect.right() - 8):
        painter.setPen(QPen(QColor("#d0d4d8"), 0.7))
        painter.setBrush(QColor("#9b2a20"))
        painter.drawEllipse(QPointF(x, rect.bottom() - radius * 0.6), radius, radius)


def paint_factory_marks(painter: QPainter, rect: QRectF) -> None:
    """A factory tile's works: a saw-tooth roof along the top right and a chimney."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 235, 200, 150))
    tooth, top = 7.0, rect.top() + 1
    x = rect.right() - 4 - 3 * tooth
    roof = QPainterPath()
    roof.moveTo(x, top + 5)
    for _ in range(3):
        roof.lineTo(x + tooth, top + 1)
        roof.lineTo(x + tooth, top + 5)
        x += tooth
    roof.closeSubpath()
    painter.drawPath(roof)
    painter.drawRect(QRectF(rect.right() - 4 - 3 * tooth - 4, top, 2.5, 5))
