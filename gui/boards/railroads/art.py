"""Russian Railroads' look, painted in code: a line as a railway (ballast, sleepers, rails in the colours
built so far, stations at special spaces), Moscow's station as the one hub the lines leave from, the others'
lines as miniature railways, and the worker board's dark face. Backgrounds are cached per size and state, the table being rebuilt after every move."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.scene import theme
from gui.scene.cube import draw_cube
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


def paint_onion_dome(painter: QPainter, cx: float, base: float, width: float, height: float) -> None:
    """A green onion dome on its drum, ``base`` its foot, with a gilt spire and cross on top."""
    dome = QPainterPath()
    top = base - height * 0.78
    dome.moveTo(cx - width * 0.34, base)
    dome.cubicTo(cx - width * 0.62, base - height * 0.35, cx - width * 0.12, top + height * 0.2, cx, top)
    dome.cubicTo(cx + width * 0.12, top + height * 0.2, cx + width * 0.62, base - height * 0.35, cx + width * 0.34,
                 base)
    dome.closeSubpath()
    shine = QLinearGradient(QPointF(cx - width / 2, 0), QPointF(cx + width / 2, 0))
    shine.setColorAt(0, DOME.lighter(135))
    shine.setColorAt(0.45, DOME)
    shine.setColorAt(1, DOME.darker(150))
    painter.setPen(QPen(QColor("#173d27"), 0.7))
    painter.setBrush(shine)
    painter.drawPath(dome)
    painter.setPen(QPen(QColor(255, 255, 255, 90), 0.7))  # a rib of light down the dome
    painter.drawLine(QPointF(cx - width * 0.12, top + height * 0.22), QPointF(cx - width * 0.2, base - 1))
    painter.setPen(QPen(GOLD, 1.0))
    painter.drawLine(QPointF(cx, top), QPointF(cx, base - height))
    painter.drawLine(QPointF(cx - width * 0.12, base - height * 0.92), QPointF(cx + width * 0.12, base - height * 0.92))


def paint_brick_face(painter: QPainter, rect: QRectF, course: float = 3.0) -> None:
    """A wall of red brick: the bricks' courses faintly lined, lit from the upper left."""
    wall = QLinearGradient(rect.topLeft(), rect.bottomRight())
    wall.setColorAt(0, BRICK.lighter(112))
    wall.setColorAt(1, BRICK.darker(118))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(wall)
    painter.drawRect(rect)
    painter.setPen(QPen(QColor(60, 20, 10, 45), 0.5))
    y = rect.top() + course
    while y < rect.bottom():
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
        y += course


def paint_bed(painter: QPainter, rect: QRectF, top_rail: float, low_rail: float, pitch: float = 7.0,
              rails: QColor | None = STEEL) -> None:
    """A stretch of track in ``rect``: ballast, sleepers every ``pitch`` and two plain rails (``rails`` None:
    none)."""
    bed = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    bed.setColorAt(0, QColor("#a39580"))
    bed.setColorAt(1, BALLAST)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(bed)
    painter.drawRect(rect)
    painter.setBrush(SLEEPER)
    x = rect.left() + 1
    while x < rect.right() - 2:
        painter.drawRect(QRectF(x, top_rail - 4, 3.2, low_rail - top_rail + 8))
        x += pitch
    if rails is not None:
        for y in (top_rail, low_rail):
            painter.setPen(QPen(QColor("#4d5156"), 2.2))
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            painter.setPen(QPen(rails, 1.2))
            painter.drawLine(QPointF(rect.left(), y - 0.4), QPointF(rect.right(), y - 0.4))


def rail_heights(top: float, height: float) -> tuple[float, float]:
    """Where a line's two rails run in a row ``height`` high from ``top``: the same on the hub and the line."""
    return top + height * 0.3, top + height * 0.74


def paint_moscow_hub(painter: QPainter, rect: QRectF, rows: tuple[tuple[float, float], ...], wall: float) -> None:
    """Moscow's station, the one hub every line leaves from, filling ``rect``: a brick terminal ``wall`` wide
    along the left, a tower with an onion dome at its head and an arched gate for each line, and the station
    tracks of each row (``rows``: (top, height) of each line) running out of its gates towards the lines."""
    w = rect.width()
    painter.setPen(Qt.PenStyle.NoPen)
    platform = QLinearGradient(rect.topLeft(), rect.topRight())
    platform.setColorAt(0, QColor("#dccfb3"))
    platform.setColorAt(1, QColor("#cbbd9f"))
    painter.setBrush(platform)  # the station's platforms between the tracks
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, 4, -0.5), 5, 5)
    for top, height in rows:  # the station tracks, joining each line's bed at the hub's right edge
        top_rail, low_rail = rail_heights(top, height)
        paint_bed(painter, QRectF(rect.left() + wall - 2, top, w - wall + 2, height), top_rail, low_rail)
    tower_w = min(15.0, wall * 0.6)
    neck = rect.top() + 15  # where the dome sits on the tower
    silhouette = QPainterPath(QPointF(rect.left() + 0.5, rect.bottom() - 0.5))
    silhouette.lineTo(rect.left() + 0.5, neck)
    silhouette.lineTo(rect.left() + tower_w, neck)
    silhouette.lineTo(rect.left() + tower_w, rect.top() + 4)
    silhouette.lineTo(rect.left() + wall - 3, rect.top() + 1)  # the wing's roof, over the first gate
    silhouette.lineTo(rect.left() + wall, rect.top() + 3)
    silhouette.lineTo(rect.left() + wall, rect.bottom() - 0.5)
    silhouette.closeSubpath()
    painter.save()
    painter.setClipPath(silhouette)
    paint_brick_face(painter, rect.adjusted(0, 0, wall - w, 0))
    painter.restore()
    painter.setPen(QPen(QColor("#4a1c12"), 0.9))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(silhouette)
    stone = QColor("#efe2c4")
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(stone)
    painter.drawRect(QRectF(rect.left() + 1, neck, tower_w - 1, 2))  # the tower's cornice under the dome
    y = neck + 5
    while y < rect.bottom() - 3:  # quoins down the building's outer corner
        painter.drawRect(QRectF(rect.left() + 1, y, 1.6, 2.2))
        y += 4.5
    painter.setPen(QPen(stone, 1.0))
    painter.drawLine(QPointF(rect.left() + tower_w, neck + 2), QPointF(rect.left() + tower_w, neck + 17))  # the tower
    for index, (top, height) in enumerate(rows):
        top_rail, low_rail = rail_heights(top, height)
        if index:  # a stone band between the floors, one floor to each line
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(stone)
            painter.drawRect(QRectF(rect.left() + 1, top - 2.5, wall - 1.5, 1.6))
        columns = [x for x in (rect.left() + 3.5, rect.left() + 9.5) if x + 4 < rect.left() + wall - 9.5]
        for k in range(2):  # small lit windows beside each gate (the tower's clock over the first)
            for x in columns:
                if index == 0 and k == 0:
                    continue
                window = QRectF(x, top_rail - 4 + k * (low_rail - top_rail) * 0.72, 4, 7)
                paint_arch(painter, window, QColor("#f2d98a"), stone)
        gate = QRectF(rect.left() + wall - 8.5, top_rail - 6, 7.5, low_rail - top_rail + 10)
        paint_arch(painter, gate, QColor("#2b1d14"), stone)
        for y in (top_rail, low_rail):  # the rails run in under the arch
            painter.setPen(QPen(STEEL.darker(125), 1.2))
            painter.drawLine(QPointF(gate.left() + 1.5, y), QPointF(rect.left() + wall, y))
    clock = QPointF(rect.left() + tower_w / 2 + 0.3, neck + 7.5)
    painter.setPen(QPen(QColor("#3a2a20"), 0.6))
    painter.setBrush(stone)
    painter.drawEllipse(clock, 3, 3)  # the station clock
    painter.drawLine(clock, clock + QPointF(0, -2.2))
    painter.drawLine(clock, clock + QPointF(1.6, 0.6))
    paint_onion_dome(painter, rect.left() + tower_w / 2 + 0.3, neck + 0.5, tower_w + 1, neck - rect.top() - 0.5)


def paint_arch(painter: QPainter, rect: QRectF, fill: QColor, rim: QColor) -> None:
    """An arched opening (a gate or a window) with a stone rim."""
    arch = QPainterPath(rect.bottomLeft())
    arch.lineTo(rect.left(), rect.top() + rect.width() / 2)
    arch.arcTo(QRectF(rect.left(), rect.top(), rect.width(), rect.width()), 180, -180)
    arch.lineTo(rect.bottomRight())
    arch.closeSubpath()
    painter.setPen(QPen(rim, 0.8))
    painter.setBrush(fill)
    painter.drawPath(arch)


class PictureItem(QGraphicsItem):
    """A picture that takes no clicks, painted once per size and zoom: ``key()`` tells one picture from
    another, ``draw(painter, rect)`` paints it into a rect at the origin."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def key(self) -> tuple:
        raise NotImplementedError

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        raise NotImplementedError

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        ratio = _ratio(painter)
        w, h = self.rect.width(), self.rect.height()
        key = (type(self).__name__, round(w, 1), round(h, 1), round(ratio, 2), *self.key())
        painter.drawPixmap(self.rect.topLeft(), _pixmap(key, w, h, ratio, self.draw))


class MoscowHubItem(PictureItem):
    """Moscow at the left of a board's lines: one station joining them all."""

    def __init__(self, rect: QRectF, rows: list[tuple[float, float]], wall: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.rows = tuple((round(top - rect.top(), 2), round(height, 2)) for top, height in rows)
        self.wall = wall

    def key(self) -> tuple:
        return (self.rows, self.wall)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        paint_moscow_hub(painter, rect, self.rows, self.wall)


def paint_railway(painter: QPainter, rect: QRectF, first: float, cell_w: float, segments: tuple[str, ...],
                  stations: tuple[int, ...], start: float = 0.0) -> None:
    """The bed of one line in ``rect`` (its own coordinates), leaving Moscow's hub at ``start`` (a square end
    there, joining the hub's station track): ``first`` is where space 1 starts, ``segments`` the colour of
    the rails laid on each space ("" none yet), ``stations`` the special spaces."""
    painter.save()
    painter.setClipRect(QRectF(start - 1, rect.top(), rect.right() - start + 1, rect.height()))  # over the seam
    bed = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    bed.setColorAt(0, QColor("#a39580"))
    bed.setColorAt(1, BALLAST)
    painter.setPen(QPen(QColor("#5e5244"), 1.0))
    painter.setBrush(bed)
    painter.drawRoundedRect(QRectF(start - 8, rect.top() + 0.5, rect.right() - start + 7.5, rect.height() - 1), 5, 5)
    painter.restore()
    top_rail, low_rail = rail_heights(rect.top(), rect.height())
    painter.setPen(Qt.PenStyle.NoPen)
    end = min(rect.right() - 3, first + len(segments) * cell_w)
    x = start + 1
    while x < end - 3:
        painter.setBrush(SLEEPER)
        painter.drawRect(QRectF(x, top_rail - 4, 3.2, low_rail - top_rail + 8))
        x += 7.0
    for y in (top_rail, low_rail):  # the station track's rails run on to space 1
        painter.setPen(QPen(QColor("#4d5156"), 2.2))
        painter.drawLine(QPointF(start, y), QPointF(first - 1, y))
        painter.setPen(QPen(STEEL, 1.2))
        painter.drawLine(QPointF(start, y - 0.4), QPointF(first - 1, y - 0.4))
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


class TrackZone(ZoneItem):
    """A line's drop place painted as a railway leaving Moscow's hub (``start``: where the hub ends); the spaces
    stand on it, lighter, so the bed shows."""

    def __init__(self, rect: QRectF, first: float, cell_w: float, segments: list[str], stations: list[int],
                 start: float | None = None) -> None:
        super().__init__(rect, "#8f8272")
        self.first = first - rect.left()
        self.start = (start if start is not None else rect.left()) - rect.left()
        self.cell_w = cell_w
        self.segments = tuple(segments)
        self.stations = tuple(sorted(set(stations)))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        ratio = _ratio(painter)
        w, h = self.rect.width(), self.rect.height()
        key = ("rail", round(w, 1), round(h, 1), round(ratio, 2), round(self.first, 1), round(self.cell_w, 2),
               self.segments, self.stations, round(self.start, 1))
        pixmap = _pixmap(key, w, h, ratio, lambda p, r: paint_railway(p, r, self.first, self.cell_w, self.segments,
                                                                      self.stations, self.start))
        painter.drawPixmap(self.rect.topLeft(), pixmap)
        if self.highlight == "dim":  # the bed in shade; Moscow's hub beside it stays as it is
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(40, 30, 20, 90))
            painter.drawRoundedRect(self.rect.adjusted(self.start, 0, 0, 0), 5, 5)
        self.paint_glow(painter)


def paint_branch(painter: QPainter, rect: QRectF, sign_w: float) -> None:
    """One of Munich's two branches before the choice: a stretch of track with its name on a sign board."""
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(rect, 4, 4)
    painter.setClipPath(clip)
    paint_bed(painter, rect, *rail_heights(rect.top(), rect.height()), pitch=6.0)
    painter.restore()
    sign = QRectF(rect.left() + 1, rect.top() + 1, sign_w - 3, rect.height() - 2)
    painter.setPen(QPen(SLEEPER, 0.8))
    painter.setBrush(QColor("#f1e6c8"))
    painter.drawRoundedRect(sign, 2.5, 2.5)


class BranchZone(ZoneItem):
    """A Munich branch's drop place, painted as a short railway; its spaces stand on it, lighter."""

    def __init__(self, rect: QRectF, sign_w: float) -> None:
        super().__init__(rect, BALLAST)
        self.radius = 4.0
        self.sign_w = sign_w

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        ratio = _ratio(painter)
        w, h = self.rect.width(), self.rect.height()
        key = ("branch", round(w, 1), round(h, 1), round(ratio, 2), round(self.sign_w, 1))
        pixmap = _pixmap(key, w, h, ratio, lambda p, r: paint_branch(p, r, self.sign_w))
        painter.drawPixmap(self.rect.topLeft(), pixmap)
        if self.highlight == "dim":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(40, 30, 20, 90))
            painter.drawRoundedRect(self.rect, self.radius, self.radius)
        self.paint_glow(painter)


# --- the others' lines in miniature ------------------------------------------------------------------------
TILE_BED = QColor("#b9c894")  # a laid Germany track tile: greener than the gravel
AREA_EDGE = QColor("#8a7a5c")  # a Germany tile area not laid yet: a dashed gap in the line


def paint_mini_railway(painter: QPainter, rect: QRectF, cell_w: float, kinds: tuple[str, ...],
                       segments: tuple[str, ...], reach: int, stations: tuple[int, ...]) -> None:
    """A line in miniature in ``rect`` (its own coordinates), space 1 at the left: gravel with sleepers
    ("bed"), a laid track tile ("tile") or a dashed gap where one will be laid ("area"), the rails in the
    colour of the best rail that reached each space (``segments``), the spaces past ``reach`` in shade and a
    station's red roof over each special space."""
    h = rect.height()
    top_rail, low_rail = rail_heights(rect.top(), h)
    end = rect.left() + len(kinds) * cell_w
    painter.setPen(Qt.PenStyle.NoPen)
    for k, kind in enumerate(kinds):
        left = rect.left() + k * cell_w
        cell = QRectF(left, rect.top(), cell_w, h)
        if kind == "area":
            painter.setPen(QPen(AREA_EDGE, 0.8, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 250, 235, 120))
            painter.drawRect(cell.adjusted(0.5, 1, -0.5, -1))
            painter.setPen(Qt.PenStyle.NoPen)
            continue
        bed = QLinearGradient(cell.topLeft(), cell.bottomLeft())
        base = TILE_BED if kind == "tile" else BALLAST
        bed.setColorAt(0, base.lighter(118))
        bed.setColorAt(1, base)
        painter.setBrush(bed)
        painter.drawRect(cell.adjusted(0, 0.5, 0, -0.5))
        painter.setBrush(SLEEPER.lighter(125))
        x = left + 1
        while x < left + cell_w - 1:
            painter.drawRect(QRectF(x, top_rail - 2.2, 1.3, low_rail - top_rail + 4.4))
            x += 4.2
    for k, (kind, colour) in enumerate(zip(kinds, segments, strict=False)):
        if kind == "area":
            continue
        left = rect.left() + k * cell_w
        for y in (top_rail, low_rail):
            if colour:
                painter.setPen(QPen(QColor(255, 248, 225, 150), 3.4))  # a pale edge: dark rails show on gravel
                painter.drawLine(QPointF(left, y), QPointF(left + cell_w, y))
                painter.setPen(QPen(QColor(colour), 2.0))
            else:
                painter.setPen(QPen(QColor(60, 64, 70, 110), 0.8))
            painter.drawLine(QPointF(left, y), QPointF(left + cell_w, y))
    painter.setPen(Qt.PenStyle.NoPen)
    if reach < len(kinds):  # beyond the locomotives' reach: in shade
        painter.setBrush(QColor(30, 20, 10, 85))
        painter.drawRect(QRectF(rect.left() + reach * cell_w, rect.top() + 0.5, (len(kinds) - reach) * cell_w,
                                h - 1))
    painter.setBrush(STATION_ROOF)
    for space in stations:
        if 1 <= space <= len(kinds):
            painter.drawRect(QRectF(rect.left() + (space - 1) * cell_w + 0.5, rect.top(), cell_w - 1, 2))
    painter.setPen(QPen(QColor("#2a1a10"), 0.8))  # the buffer stop at the line's end
    painter.setBrush(BRICK)
    painter.drawRect(QRectF(end - 1.5, top_rail - 3.5, 2.5, low_rail - top_rail + 7))


class MiniRailwayItem(PictureItem):
    """Another player's line as a miniature railway leaving the strip's Moscow; each rail marker stands on its
    space as a small cube with its colour's letter (``markers``: (space, colour, letter))."""

    def __init__(self, rect: QRectF, cell_w: float, kinds: list[str], segments: list[str], reach: int,
                 stations: list[int], markers: list[tuple[int, str, str]], cue_points: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.cell_w = cell_w
        self.kinds = tuple(kinds)
        self.segments = tuple(segments)
        self.reach = reach
        self.stations = tuple(sorted(set(stations)))
        self.markers = markers
        self.cue_points = cue_points

    def key(self) -> tuple:
        return (round(self.cell_w, 2), self.kinds, self.segments, self.reach, self.stations)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        paint_mini_railway(painter, rect, self.cell_w, self.kinds, self.segments, self.reach, self.stations)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        h = self.rect.height()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for space, colour, letter in self.markers:
            cell = QRectF(self.rect.left() + (space - 1) * self.cell_w, self.rect.top(), self.cell_w - 1, h)
            fill = QColor(colour)
            draw_cube(painter, cell.adjusted(0.5, 0.5, 0, -0.5), fill)
            if letter:
                painter.setPen(theme.text_on(fill))
                painter.setFont(theme.font(self.cue_points, bold=True))
                painter.drawText(QRectF(cell.left(), cell.top(), cell.width(), h * 0.8), Qt.AlignmentFlag.AlignCenter,
                                 letter)


def paint_mini_hub(painter: QPainter, rect: QRectF, rows: tuple[tuple[float, float], ...]) -> None:
    """Moscow on a strip: a small brick station with its onion dome, a gate for each row's line."""
    w = rect.width()
    wall = w - 3
    for top, height in rows:  # the station tracks to the lines
        top_rail, low_rail = rail_heights(top, height)
        paint_bed(painter, QRectF(rect.left() + wall - 2, top, w - wall + 2, height), top_rail, low_rail, 3.6)
    neck = rect.top() + 9
    body = QPainterPath(QPointF(rect.left(), rect.bottom()))
    body.lineTo(rect.left(), neck)
    body.lineTo(rect.left() + wall, neck - 2)
    body.lineTo(rect.left() + wall, rect.bottom())
    body.closeSubpath()
    painter.save()
    painter.setClipPath(body)
    paint_brick_face(painter, QRectF(rect.left(), neck - 2, wall, rect.height()), 2.5)
    painter.restore()
    painter.setPen(QPen(QColor("#4a1c12"), 0.7))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(body)
    for top, height in rows:
        top_rail, low_rail = rail_heights(top, height)
        if top_rail - 3 > neck:
            paint_arch(painter, QRectF(rect.left() + wall - 4.5, top_rail - 3, 4, low_rail - top_rail + 5),
                       QColor("#2b1d14"), QColor("#efe2c4"))
    paint_onion_dome(painter, rect.left() + wall / 2, neck - 0.5, wall + 1, neck - rect.top() - 0.5)


class MiniHubItem(PictureItem):
    """Moscow at the start of a strip's lines."""

    def __init__(self, rect: QRectF, rows: list[tuple[float, float]], parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.rows = tuple((round(top - rect.top(), 2), round(height, 2)) for top, height in rows)

    def key(self) -> tuple:
        return (self.rows,)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        paint_mini_hub(painter, rect, self.rows)


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
