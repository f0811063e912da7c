"""Dale of Merchants' look, painted in code: each animal's pattern, wooden planks, striped awnings and the
market stall; the pieces that use them are in items.py, where they go is in layout.json."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

from gui.scene import theme

WOOD = QColor("#c99b62")  # a stall's planks
WOOD_LIGHT = QColor("#e2c394")
WOOD_DARK = QColor("#7a5432")
CANVAS = QColor("#f4ead2")  # the light stripes of an awning
MARKET_AWNING = QColor("#a3271b")
MEADOW = QColor("#c9cf9a")  # the dale the stalls stand in
TILE = 16  # the side of a pattern's repeating tile
SHARP = 2.0  # painted backgrounds are kept at twice their size: crisp up to the view's largest zoom
_painted: dict[tuple, QPixmap] = {}


def painted(painter: QPainter, rect: QRectF, key: tuple, paint: Callable[[QPainter, QRectF], None]) -> None:
    """Draw what ``paint`` paints into a rect of ``rect``'s size, painted once per key and size and kept:
    the table is drawn again after every move, its planks and awnings need not be."""
    size = QSizeF(round(rect.width(), 1), round(rect.height(), 1))
    full = (*key, size.width(), size.height())
    pixmap = _painted.get(full)
    if pixmap is None:
        pixmap = QPixmap(math.ceil(size.width() * SHARP) + 2, math.ceil(size.height() * SHARP) + 2)
        pixmap.setDevicePixelRatio(SHARP)
        pixmap.fill(Qt.GlobalColor.transparent)
        inner = QPainter(pixmap)
        inner.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint(inner, QRectF(0.5, 0.5, size.width(), size.height()))
        inner.end()
        if len(_painted) > 400:  # sizes change with the layout only: a bound, not a policy
            _painted.clear()
        _painted[full] = pixmap
    painter.drawPixmap(rect.topLeft() - QPointF(0.5, 0.5), pixmap)


@cache
def pattern_tile(deck: str) -> QPixmap:
    """A transparent tile of the animal's pattern, in light ink to lay over its colour: feathers for the
    macaws, bamboo for the pandas, tail rings for the raccoons, acorns for the squirrels, rosettes for the
    ocelots, scales for the chameleons, a crosshatch for junk."""
    tile = QPixmap(TILE, TILE)
    tile.fill(Qt.GlobalColor.transparent)
    painter = QPainter(tile)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    ink = QColor(255, 255, 255, 70)
    painter.setPen(QPen(ink, 1.3))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    s = float(TILE)
    if deck == "macaws":  # feathers: chevrons
        for y in (4.0, 12.0):
            painter.drawPolyline([QPointF(0, y + 3), QPointF(s / 2, y - 3), QPointF(s, y + 3)])
    elif deck == "pandas":  # bamboo: a stalk with a node
        painter.drawLine(QPointF(s / 2, 0), QPointF(s / 2, s))
        painter.drawLine(QPointF(s / 2 - 3, s * 0.7), QPointF(s / 2 + 3, s * 0.7))
    elif deck == "raccoons":  # a ringed tail: broad bands
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 45))
        painter.drawRect(QRectF(0, 0, s, s / 2 - 1))
    elif deck == "squirrels":  # acorns: staggered dots
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        for x, y in ((4.0, 4.0), (12.0, 12.0)):
            painter.drawEllipse(QPointF(x, y), 2.0, 2.4)
    elif deck == "ocelots":  # rosettes: small open rings
        for x, y in ((4.0, 4.0), (12.0, 12.0)):
            painter.drawEllipse(QPointF(x, y), 2.6, 2.2)
    elif deck == "chameleons":  # scales: rows of arcs
        for x0, y in ((0.0, 6.0), (-s / 2, 14.0)):
            for k in range(3):
                painter.drawArc(QRectF(x0 + k * s / 2 - 0.5, y - 4, s / 2 + 1, 8), 180 * 16, 180 * 16)
    else:  # junk: a crosshatch
        painter.drawLine(QPointF(0, 0), QPointF(s, s))
        painter.drawLine(QPointF(s, 0), QPointF(0, s))
    painter.end()
    return tile


def fill_pattern(painter: QPainter, rect: QRectF, deck: str) -> None:
    """Lay the animal's pattern over ``rect`` (already filled with its colour)."""
    painter.save()
    brush = QBrush(pattern_tile(deck))
    painter.setBrushOrigin(rect.topLeft())
    painter.fillRect(rect, brush)
    painter.restore()


def planks(painter: QPainter, rect: QRectF, colour: QColor = WOOD, width: float = 26.0, radius: float = 8.0,
           vertical: bool = True) -> None:
    """Wooden planks filling ``rect`` (rounded by ``radius``), with their seams and a little grain."""
    painted(painter, rect, ("planks", QColor(colour).name(), width, radius, vertical),
            lambda inner, box: _planks(inner, box, QColor(colour), width, radius, vertical))


def _planks(painter: QPainter, rect: QRectF, colour: QColor, width: float, radius: float, vertical: bool) -> None:
    painter.save()
    outline = QPainterPath()
    outline.addRoundedRect(rect, radius, radius)
    painter.setClipPath(outline)
    shade = QLinearGradient(rect.topLeft(), rect.bottomLeft() if vertical else rect.topRight())
    shade.setColorAt(0, theme.lighter(colour, 108))
    shade.setColorAt(1, theme.darker(colour, 108))
    painter.fillRect(rect, shade)
    seam = QPen(theme.darker(colour, 135), 1)
    grain = QPen(QColor(theme.darker(colour, 118).red(), theme.darker(colour, 118).green(),
                        theme.darker(colour, 118).blue(), 90), 0.8)
    length = rect.height() if vertical else rect.width()
    start = rect.left() if vertical else rect.top()
    end = rect.right() if vertical else rect.bottom()
    k = 0
    x = start + width
    while x < end:
        painter.setPen(seam)
        if vertical:
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
        else:
            painter.drawLine(QPointF(rect.left(), x), QPointF(rect.right(), x))
        painter.setPen(grain)
        offset = (k * 37 % 11) + 5.0  # a fixed, uneven grain: the same on every redraw
        path = QPainterPath()
        if vertical:
            path.moveTo(x - width / 2 + offset / 4, rect.top())
            path.cubicTo(QPointF(x - width / 2 - 3, rect.top() + length * 0.3),
                         QPointF(x - width / 2 + 4, rect.top() + length * 0.7),
                         QPointF(x - width / 2 + offset / 5, rect.bottom()))
        else:
            path.moveTo(rect.left(), x - width / 2 + offset / 4)
            path.cubicTo(QPointF(rect.left() + length * 0.3, x - width / 2 - 2),
                         QPointF(rect.left() + length * 0.7, x - width / 2 + 3),
                         QPointF(rect.right(), x - width / 2 + offset / 5))
        painter.drawPath(path)
        x += width
        k += 1
    painter.restore()
    painter.setPen(QPen(theme.darker(colour, 160), 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect, radius, radius)


def awning(painter: QPainter, rect: QRectF, colour: QColor, stripe: float = 12.0, scallops: bool = True) -> None:
    """A striped awning over ``rect``: stripes of ``colour`` and canvas, its lower edge scalloped."""
    painted(painter, rect, ("awning", QColor(colour).name(), stripe, scallops),
            lambda inner, box: _awning(inner, box, QColor(colour), stripe, scallops))


def _awning(painter: QPainter, rect: QRectF, colour: QColor, stripe: float, scallops: bool) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    depth = min(5.0, rect.height() * 0.35) if scallops else 0.0
    body = QRectF(rect.left(), rect.top(), rect.width(), rect.height() - depth)
    count = max(1, round(rect.width() / stripe))
    width = rect.width() / count
    shape = QPainterPath()
    shape.moveTo(body.topLeft())
    shape.lineTo(body.topRight())
    shape.lineTo(body.bottomRight())
    for k in range(count, 0, -1):  # one scallop under each stripe, right to left
        left = body.left() + (k - 1) * width
        shape.arcTo(QRectF(left, body.bottom() - depth, width, 2 * depth), 0, -180)
    shape.closeSubpath()
    painter.setClipPath(shape)
    for k in range(count):
        painter.fillRect(QRectF(rect.left() + k * width, rect.top(), width + 0.5, rect.height()),
                         colour if k % 2 == 0 else CANVAS)
    shade = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    shade.setColorAt(0, QColor(255, 255, 255, 50))
    shade.setColorAt(1, QColor(0, 0, 0, 45))
    painter.fillRect(rect, shade)
    painter.setClipping(False)
    painter.setPen(QPen(theme.darker(colour, 170), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(shape)
    painter.restore()


def post(painter: QPainter, rect: QRectF) -> None:
    """A round wooden post of a stall."""
    shade = QLinearGradient(rect.topLeft(), rect.topRight())
    shade.setColorAt(0, theme.darker(WOOD, 120))
    shade.setColorAt(0.4, WOOD_LIGHT)
    shade.setColorAt(1, theme.darker(WOOD, 135))
    painter.setPen(QPen(WOOD_DARK, 0.8))
    painter.setBrush(shade)
    painter.drawRoundedRect(rect, rect.width() / 2, rect.width() / 2)


def counter(painter: QPainter, rect: QRectF) -> None:
    """A stall's counter: one thick plank seen from the front, lit from above."""
    shade = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    shade.setColorAt(0, WOOD_LIGHT)
    shade.setColorAt(0.18, WOOD)
    shade.setColorAt(1, theme.darker(WOOD, 125))
    painter.setPen(QPen(WOOD_DARK, 1))
    painter.setBrush(shade)
    painter.drawRoundedRect(rect, 3, 3)


def sign(painter: QPainter, rect: QRectF) -> None:
    """A little wooden sign hung from an awning by two strings."""
    painter.setPen(QPen(WOOD_DARK, 1))
    for x in (rect.left() + rect.width() * 0.25, rect.left() + rect.width() * 0.75):
        painter.drawLine(QPointF(x, rect.top() - 4), QPointF(x, rect.top()))
    shade = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    shade.setColorAt(0, theme.lighter(WOOD_LIGHT, 108))
    shade.setColorAt(1, WOOD_LIGHT)
    painter.setBrush(shade)
    painter.drawRoundedRect(rect, 4, 4)


def lattice(painter: QPainter, rect: QRectF, colour: QColor, step: float = 8.0) -> None:
    """A diamond lattice over ``rect``: the back of a card."""
    painter.save()
    painter.setClipRect(rect)
    painter.setPen(QPen(colour, 0.9))
    span = rect.width() + rect.height()
    k = -span
    while k < span:
        painter.drawLine(QPointF(rect.left() + k, rect.top()), QPointF(rect.left() + k + rect.height(), rect.bottom()))
        painter.drawLine(QPointF(rect.left() + k + rect.height(), rect.top()), QPointF(rect.left() + k, rect.bottom()))
        k += step * math.sqrt(2)
    painter.restore()
