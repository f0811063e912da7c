"""Merkator's period look, painted in code: the sea chart (parchment sea, water-lined coasts, rhumb lines,
a compass rose, a graduated border), sea routes as dotted sailing lines, wax seals, ledger paper, the cards as
sealed documents on laid paper and the wooden time tokens."""

from __future__ import annotations

import functools
import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)

PARCHMENT_SEA = QColor("#d5dbc0")
PARCHMENT_LAND = QColor("#eedcaa")
INK = QColor("#4a3520")
COAST_TINT = QColor(120, 150, 80, 70)  # the hand-coloured band inside each coast
ROUTE_INK = QColor("#5a3a1c")
LEDGER_PAPER = QColor("#f4ecd2")
LEDGER_RULE = QColor(92, 130, 160, 110)
LEDGER_MARGIN = QColor(178, 52, 40, 170)
BORDER = 7.0


def land_path(points: list[tuple[float, float]], width: float, height: float) -> QPainterPath:
    """A coast through the given shares of the chart's size, smoothed into curves."""
    pts = [QPointF(x * width, y * height) for x, y in points]
    path = QPainterPath()
    mids = [(pts[i] + pts[(i + 1) % len(pts)]) / 2 for i in range(len(pts))]
    path.moveTo(mids[-1])
    for i, p in enumerate(pts):
        path.quadTo(p, mids[i])
    path.closeSubpath()
    return path


def chart_pixmap(width: float, height: float, scale: float, coasts: tuple, rose: tuple[float, float, float]) -> QPixmap:
    """The painted chart for a width × height map at ``scale`` device pixels per unit (cached: it is costly)."""
    return _chart_pixmap(round(width), round(height), round(scale, 1), coasts, rose)


@functools.lru_cache(maxsize=8)
def _chart_pixmap(width: int, height: int, scale: float, coasts: tuple, rose: tuple[float, float, float]) -> QPixmap:
    pixmap = QPixmap(max(1, int(width * scale)), max(1, int(height * scale)))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    frame = QPainterPath()
    frame.addRoundedRect(QRectF(0, 0, width, height), 10, 10)
    painter.setClipPath(frame)
    _parchment(painter, width, height)
    lands = [land_path(list(shape), width, height) for shape in coasts]
    _water_lines(painter, lands)
    cx, cy, radius = rose
    _rhumb_lines(painter, QPointF(cx * width, cy * height), width, height)
    for land in lands:
        _land(painter, land)
    draw_compass_rose(painter, QPointF(cx * width, cy * height), radius)
    painter.setClipping(False)
    _border(painter, width, height)
    painter.end()
    return pixmap


def _parchment(painter: QPainter, width: float, height: float) -> None:
    glow = QRadialGradient(QPointF(width * 0.45, height * 0.45), max(width, height) * 0.75)
    glow.setColorAt(0, PARCHMENT_SEA.lighter(106))
    glow.setColorAt(1, PARCHMENT_SEA.darker(112))
    painter.fillRect(QRectF(0, 0, width, height), glow)
    # foxing: the faint stains of old paper, always the same
    speckle = random.Random(67)
    painter.setPen(Qt.PenStyle.NoPen)
    for _ in range(int(width * height / 900)):
        x, y = speckle.uniform(0, width), speckle.uniform(0, height)
        size = speckle.uniform(0.6, 2.4)
        painter.setBrush(QColor(120, 95, 50, speckle.randint(10, 30)))
        painter.drawEllipse(QPointF(x, y), size, size)


def _water_lines(painter: QPainter, lands: list[QPainterPath]) -> None:
    """Lines following each coast out to sea, thinner and fainter further out, as on old charts."""
    stroker = QPainterPathStroker()
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    # a narrow band of fine hatching right off the shore
    stroker.setWidth(9)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(QColor(60, 85, 95, 120), Qt.BrushStyle.BDiagPattern))
    for land in lands:
        painter.drawPath(stroker.createStroke(land))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for step, distance in enumerate((4.5, 8.0, 12.0, 17.0)):
        stroker.setWidth(distance * 2)
        painter.setPen(QPen(QColor(60, 85, 95, 120 - step * 20), 0.8))
        for land in lands:
            painter.drawPath(stroker.createStroke(land))


def _land(painter: QPainter, land: QPainterPath) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(PARCHMENT_LAND)
    painter.drawPath(land)
    painter.save()
    painter.setClipPath(land, Qt.ClipOperation.IntersectClip)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(COAST_TINT, 7))
    painter.drawPath(land)
    painter.restore()
    painter.setPen(QPen(INK, 1.3))
    painter.drawPath(land)


def _rhumb_lines(painter: QPainter, centre: QPointF, width: float, height: float) -> None:
    """The sixteen wind lines fanning out from the rose across the whole chart."""
    reach = width + height
    for k in range(16):
        angle = math.pi * 2 * k / 16
        colour = QColor(150, 40, 30, 60) if k % 4 == 0 else QColor(60, 60, 40, 45)
        painter.setPen(QPen(colour, 0.8))
        painter.drawLine(centre, centre + QPointF(math.cos(angle) * reach, math.sin(angle) * reach))


def draw_compass_rose(painter: QPainter, centre: QPointF, radius: float) -> None:
    """A sixteen-point rose with a ring of degree ticks; north carries a pointed crown."""
    painter.save()
    painter.translate(centre)
    painter.setPen(QPen(INK, 0.9))
    painter.setBrush(QColor(244, 234, 204, 210))
    painter.drawEllipse(QPointF(0, 0), radius, radius)
    painter.drawEllipse(QPointF(0, 0), radius * 0.86, radius * 0.86)
    for k in range(32):
        angle = math.pi * 2 * k / 32
        inner = radius * (0.86 if k % 2 else 0.8)
        painter.drawLine(QPointF(math.cos(angle) * inner, math.sin(angle) * inner),
                         QPointF(math.cos(angle) * radius * 0.86, math.sin(angle) * radius * 0.86))
    for length, width, count, dark, light in ((0.62, 0.10, 16, "#8a6a45", "#efe1bd"),
                                              (0.78, 0.14, 8, "#2f5d6b", "#d9e4df"),
                                              (1.0, 0.18, 4, "#4a3520", "#f6ecd0")):
        for k in range(count):
            if count == 16 and k % 2 == 0:
                continue
            if count == 8 and k % 2 == 0:
                continue
            _rose_point(painter, math.pi * 2 * k / count - math.pi / 2, radius * length, radius * width,
                        QColor(dark), QColor(light))
    painter.setBrush(QColor("#b3261e"))
    painter.drawEllipse(QPointF(0, 0), radius * 0.07, radius * 0.07)
    crown = QPolygonF([QPointF(0, -radius * 1.22), QPointF(radius * 0.1, -radius * 1.02),
                       QPointF(-radius * 0.1, -radius * 1.02)])
    painter.setBrush(QColor("#b3261e"))
    painter.drawPolygon(crown)
    painter.restore()


def _rose_point(painter: QPainter, angle: float, length: float, width: float, dark: QColor, light: QColor) -> None:
    tip = QPointF(math.cos(angle) * length, math.sin(angle) * length)
    side = QPointF(math.cos(angle + math.pi / 2) * width, math.sin(angle + math.pi / 2) * width)
    centre = QPointF(0, 0)
    painter.setPen(QPen(INK, 0.7))
    painter.setBrush(dark)
    painter.drawPolygon(QPolygonF([centre, tip, centre + side]))
    painter.setBrush(light)
    painter.drawPolygon(QPolygonF([centre, tip, centre - side]))


def _border(painter: QPainter, width: float, height: float) -> None:
    """A graduated border: alternating dark and light bars between two ink rules, as on a chart's frame."""
    outer = QRectF(1, 1, width - 2, height - 2)
    inner = outer.adjusted(BORDER, BORDER, -BORDER, -BORDER)
    band = QPainterPath()
    band.addRoundedRect(outer, 9, 9)
    hole = QPainterPath()
    hole.addRect(inner)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#efe3c2"))
    painter.drawPath(band.subtracted(hole))
    painter.save()
    painter.setClipPath(band.subtracted(hole))
    painter.setBrush(INK)
    mid = BORDER / 2
    step = 16.0
    for i, x in enumerate(range(0, int(width), int(step))):
        if i % 2:
            painter.drawRect(QRectF(x, 1 + mid - 1.5, step, 3))
            painter.drawRect(QRectF(x, height - 1 - mid - 1.5, step, 3))
    for i, y in enumerate(range(0, int(height), int(step))):
        if i % 2:
            painter.drawRect(QRectF(1 + mid - 1.5, y, 3, step))
            painter.drawRect(QRectF(width - 1 - mid - 1.5, y, 3, step))
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(INK, 1.4))
    painter.drawRoundedRect(outer, 9, 9)
    painter.setPen(QPen(INK, 0.8))
    painter.drawRect(inner)


def draw_sea_route(painter: QPainter, a: QPointF, b: QPointF) -> None:
    """A sailing line from a to b: a gentle curve of round ink dots."""
    middle = (a + b) / 2
    dx, dy = b.x() - a.x(), b.y() - a.y()
    bend = 0.12
    control = middle + QPointF(-dy * bend, dx * bend)
    path = QPainterPath(a)
    path.quadTo(control, b)
    pen = QPen(ROUTE_INK, 2.6, Qt.PenStyle.CustomDashLine)
    pen.setDashPattern([0.01, 2.2])
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


@functools.lru_cache(maxsize=32)
def seal_path(radius: float, seed: int) -> QPainterPath:
    """The rim of a wax seal: a circle pressed out unevenly, always the same for the same seed."""
    wobble = random.Random(seed)
    path = QPainterPath()
    points = 22
    bumps = [wobble.uniform(0.9, 1.06) for _ in range(points)]
    for k in range(points + 1):
        angle = math.pi * 2 * k / points
        r = radius * bumps[k % points]
        point = QPointF(math.cos(angle) * r, math.sin(angle) * r)
        if k == 0:
            path.moveTo(point)
        else:
            previous = math.pi * 2 * (k - 0.5) / points
            pr = radius * (bumps[k % points] + bumps[k - 1]) / 2 * 1.04
            path.quadTo(QPointF(math.cos(previous) * pr, math.sin(previous) * pr), point)
    path.closeSubpath()
    return path


def draw_wax_seal(painter: QPainter, rect: QRectF, wax: QColor, seed: int = 0, emblem: bool = False) -> None:
    """A round wax seal filling ``rect``: uneven rim, a glossy body and the stamp's pressed ring; with
    ``emblem`` a merchant's mark (a staff with a cross bar and a pennant) pressed into the middle."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    centre = rect.center()
    radius = min(rect.width(), rect.height()) / 2
    painter.translate(centre)
    rim = seal_path(round(radius * 1.12, 1), seed)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawPath(rim.translated(1, 1.5))
    gloss = QRadialGradient(QPointF(-radius * 0.35, -radius * 0.4), radius * 1.5)
    gloss.setColorAt(0, wax.lighter(135))
    gloss.setColorAt(0.5, wax)
    gloss.setColorAt(1, wax.darker(150))
    painter.setBrush(QBrush(gloss))
    painter.setPen(QPen(wax.darker(170), 0.8))
    painter.drawPath(rim)
    # the stamp's ring: a dark groove with a light lip below it
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(wax.darker(165), 1.2))
    painter.drawEllipse(QPointF(0, 0), radius * 0.8, radius * 0.8)
    painter.setPen(QPen(QColor(255, 255, 255, 70), 0.8))
    painter.drawEllipse(QPointF(0.5, 0.8), radius * 0.8, radius * 0.8)
    if emblem:
        mark = radius * 0.5
        path = QPainterPath(QPointF(0, mark))
        path.lineTo(0, -mark)
        path.lineTo(mark * 0.6, -mark * 0.6)
        path.moveTo(-mark * 0.5, 0)
        path.lineTo(mark * 0.5, 0)
        painter.setPen(QPen(QColor(255, 255, 255, 80), 1.0))
        painter.drawPath(path.translated(0.4, 0.6))
        painter.setPen(QPen(wax.darker(175), 1.0))
        painter.drawPath(path)
    painter.restore()


def draw_ledger(painter: QPainter, rect: QRectF, first_rule: float, pitch: float, columns: list[float]) -> None:
    """Ledger paper in ``rect``: blue rules from ``first_rule`` every ``pitch``, red double margin and column
    rules at the x positions in ``columns``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    shade = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    shade.setColorAt(0, LEDGER_PAPER.lighter(103))
    shade.setColorAt(1, LEDGER_PAPER.darker(104))
    painter.setBrush(shade)
    painter.setPen(QPen(QColor("#8a6a45"), 1.2))
    painter.drawRoundedRect(rect, 3, 3)
    painter.setPen(QPen(LEDGER_RULE, 0.8))
    y = first_rule
    while y < rect.bottom() - 1:
        painter.drawLine(QPointF(rect.left() + 1, y), QPointF(rect.right() - 1, y))
        y += pitch
    painter.setPen(QPen(LEDGER_MARGIN, 0.8))
    for x in columns:
        painter.drawLine(QPointF(x, first_rule), QPointF(x, rect.bottom() - 1))
        painter.drawLine(QPointF(x + 2, first_rule), QPointF(x + 2, rect.bottom() - 1))
    # the head rule under the ledger's title: doubled like a bookkeeper's total line
    painter.setPen(QPen(INK, 0.9))
    painter.drawLine(QPointF(rect.left() + 3, first_rule - 1.5), QPointF(rect.right() - 3, first_rule - 1.5))
    painter.restore()


def hand_colour_border(painter: QPainter, path: QPainterPath, colour: QColor) -> None:
    """A territory's border as on a hand-coloured chart: a wash of colour inside the edge, a firm ink line."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setClipPath(path, Qt.ClipOperation.IntersectClip)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    wash = QColor(colour)
    wash.setAlpha(70)
    painter.setPen(QPen(wash, 12))
    painter.drawPath(path)
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, 2.6))
    painter.drawPath(path)
    painter.setPen(QPen(INK, 0.7))
    painter.drawPath(path)


# --- cards as period documents ------------------------------------------------------------------------------
WAX = QColor("#9b2a1f")  # the red wax a contract is sealed with
DOCUMENT = QColor("#f5ead0")
PEACE_PAPER = QColor("#f1e0b0")


def document_path(rect: QRectF) -> QPainterPath:
    """A sheet's outline: nearly square corners, as cut paper."""
    path = QPainterPath()
    path.addRoundedRect(rect, 3, 3)
    return path


def paint_paper(painter: QPainter, rect: QRectF, paper: QColor, seed: int = 0) -> None:
    """Laid paper: lighter in the middle, browned towards the edges, with a few foxing spots."""
    sheet = document_path(rect)
    glow = QRadialGradient(rect.center() - QPointF(rect.width() * 0.1, rect.height() * 0.15),
                           max(rect.width(), rect.height()) * 0.75)
    glow.setColorAt(0, paper.lighter(104))
    glow.setColorAt(0.7, paper)
    glow.setColorAt(1, paper.darker(110))
    painter.setPen(QPen(QColor("#7a6040"), 0.9))
    painter.setBrush(QBrush(glow))
    painter.drawPath(sheet)
    speckle = random.Random(seed * 31 + int(rect.width()) * 7 + int(rect.height()))
    painter.setPen(Qt.PenStyle.NoPen)
    for _ in range(int(rect.width() * rect.height() / 700) + 2):
        size = speckle.uniform(0.5, 1.6)
        painter.setBrush(QColor(120, 90, 40, speckle.randint(12, 30)))
        painter.drawEllipse(QPointF(speckle.uniform(rect.left() + 3, rect.right() - 3),
                                    speckle.uniform(rect.top() + 3, rect.bottom() - 3)), size, size)


def paint_document_frame(painter: QPainter, rect: QRectF, ink: QColor) -> None:
    """A printed border inside a sheet: a firm rule and a fine one, with a small flourish in each lower corner."""
    outer = rect.adjusted(2.2, 2.2, -2.2, -2.2)
    inner = outer.adjusted(1.8, 1.8, -1.8, -1.8)
    faded = QColor(ink)
    faded.setAlpha(170)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(faded, 0.9))
    painter.drawRect(outer)
    faded.setAlpha(110)
    painter.setPen(QPen(faded, 0.5))
    painter.drawRect(inner)
    for x, sign in ((inner.left(), 1), (inner.right(), -1)):
        curl = QPainterPath(QPointF(x, inner.bottom() - 5))
        curl.quadTo(QPointF(x, inner.bottom()), QPointF(x + 5 * sign, inner.bottom()))
        curl.moveTo(x + 1.6 * sign, inner.bottom() - 1.6)
        curl.lineTo(x + 2.6 * sign, inner.bottom() - 2.6)
        painter.drawPath(curl)


def paint_band(painter: QPainter, rect: QRectF, sheet: QRectF, colour: QColor) -> None:
    """The coloured head of a card, as if painted on: lighter at the top, with a gilt rule under it."""
    painter.save()
    painter.setClipPath(document_path(sheet))
    wash = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    wash.setColorAt(0, colour.lighter(114))
    wash.setColorAt(1, colour.darker(106))
    painter.fillRect(rect, QBrush(wash))
    painter.restore()
    painter.setPen(QPen(QColor("#b8902f"), 1.1))
    painter.drawLine(QPointF(sheet.left() + 0.6, rect.bottom()), QPointF(sheet.right() - 0.6, rect.bottom()))
    painter.setPen(QPen(QColor(60, 40, 20, 120), 0.5))
    painter.drawLine(QPointF(sheet.left() + 0.6, rect.bottom() + 0.9), QPointF(sheet.right() - 0.6, rect.bottom() + 0.9))


def paint_contract(painter: QPainter, rect: QRectF, band: QColor, band_h: float, peace: bool, seal: QRectF) -> None:
    """A contract as a sealed document: laid paper in a printed border, the destination's colour across its head
    and the red wax seal its value is pressed into (``seal``)."""
    paint_paper(painter, rect, PEACE_PAPER if peace else DOCUMENT, 3)
    paint_document_frame(painter, QRectF(rect.left(), rect.top() + band_h, rect.width(), rect.height() - band_h)
                         .adjusted(0, -2.2, 0, 0), band.darker(150) if peace else INK)
    paint_band(painter, QRectF(rect.left(), rect.top(), rect.width(), band_h), rect, band)
    draw_wax_seal(painter, seal, WAX, seed=5)


def paint_card_stack(painter: QPainter, rect: QRectF, depth: int) -> None:
    """The edges of the cards under a deck's top card, each a little lower and further right."""
    for k in range(depth, 0, -1):
        under = rect.translated(1.8 * k, 1.8 * k)
        painter.setPen(QPen(QColor("#7a6040"), 0.8))
        painter.setBrush(DOCUMENT.darker(103 + 5 * k))
        painter.drawPath(document_path(under))


def paint_empty_place(painter: QPainter, rect: QRectF) -> None:
    """Where a card will lie: its outline pressed faintly into the office's paper, a seal's ring at its head."""
    painter.setBrush(QColor(120, 95, 55, 28))
    painter.setPen(QPen(QColor(120, 95, 55, 120), 0.9, Qt.PenStyle.DashLine))
    painter.drawPath(document_path(rect.adjusted(0.5, 0.5, -0.5, -0.5)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(120, 95, 55, 70), 0.9))
    painter.drawEllipse(QRectF(rect.left() + 3, rect.top() + 3, 13, 13))


# --- time tokens ---------------------------------------------------------------------------------------------
TIME_WOOD = QColor("#d9b46a")
TIME_EDGE = QColor("#6b4c22")


def hexagon(centre: QPointF, radius: float) -> QPolygonF:
    return QPolygonF([QPointF(centre.x() + radius * math.cos(math.pi / 3 * k + math.pi / 6),
                              centre.y() + radius * math.sin(math.pi / 3 * k + math.pi / 6)) for k in range(7)])


def paint_hourglass(painter: QPainter, rect: QRectF, colour: QColor, width: float = 1.0) -> None:
    """An hourglass: two glass bulbs between a top and a foot, sand run into the lower bulb."""
    x0, x1, y0, y1 = rect.left(), rect.right(), rect.top(), rect.bottom()
    cx, cy = rect.center().x(), rect.center().y()
    painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolygon(QPolygonF([QPointF(x0, y0), QPointF(x1, y0), QPointF(cx, cy), QPointF(x1, y1),
                                   QPointF(x0, y1), QPointF(cx, cy)]))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPolygon(QPolygonF([QPointF(cx, cy + (y1 - cy) * 0.35), QPointF(x1 - (x1 - cx) * 0.25, y1),
                                   QPointF(x0 + (cx - x0) * 0.25, y1)]))


def paint_time_token(painter: QPainter, rect: QRectF, wood: QColor = TIME_WOOD) -> None:
    """A wooden time token seen from above: a hexagon with its edge showing below the lit face, an hourglass
    burnt into it."""
    c, r = rect.center(), min(rect.width(), rect.height()) / 2
    edge = max(0.8, r * 0.18)
    painter.setPen(QPen(TIME_EDGE.darker(130), 0.6))
    painter.setBrush(wood.darker(150))
    painter.drawPolygon(hexagon(c + QPointF(0, edge), r))
    face = QRadialGradient(c - QPointF(r * 0.35, r * 0.4), r * 1.6)
    face.setColorAt(0, wood.lighter(125))
    face.setColorAt(0.6, wood)
    face.setColorAt(1, wood.darker(112))
    painter.setPen(QPen(TIME_EDGE, 0.7))
    painter.setBrush(QBrush(face))
    painter.drawPolygon(hexagon(c, r))
    glass = QRectF(c.x() - r * 0.36, c.y() - r * 0.5, r * 0.72, r * 1.0)
    paint_hourglass(painter, glass, QColor("#5b3d14"), max(0.7, r * 0.13))
