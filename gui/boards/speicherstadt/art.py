"""Speicherstadt's scenery painted in code: cobbles, canal water, the granite quay, timber planks, brick walls with
green copper roofs, a cargo ship's hull, the goods store's slatted crate and the pictures of the seasons. Pure
drawing: no words, no layout.

Large, busy surfaces (paving, brick, water) are painted once per size and screen scale into a pixmap and reused,
since the table is built anew after every move."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from gui.boards.speicherstadt.colours import BRICK, COPPER, GRANITE, PAVING, TIMBER, WATER
from gui.scene import theme


def shade(colour: QColor, grain: random.Random, spread: int = 8) -> QColor:
    """``colour`` a little lighter or darker, at random: stones and bricks are never all alike."""
    factor = 100 + grain.randint(-spread, spread)
    return theme.lighter(colour, factor) if factor >= 100 else theme.darker(colour, 200 - factor)


# --- ground and walls -----------------------------------------------------------------------------------


def paint_paving(painter: QPainter, rect: QRectF) -> None:
    """Cobbles in rows, each row shifted by half a stone: the ground of the warehouse district."""
    grain = random.Random(11)
    painter.fillRect(rect, theme.darker(PAVING, 118))
    height, width = 11.0, 17.0
    row = 0
    y = rect.top()
    painter.setPen(Qt.PenStyle.NoPen)
    while y < rect.bottom():
        x = rect.left() - (width / 2 if row % 2 else 0)
        while x < rect.right():
            stone = QRectF(x + 1, y + 1, width - 2 + grain.uniform(-1.5, 1.5), height - 2)
            painter.setBrush(shade(PAVING, grain, 7))
            painter.drawRoundedRect(stone, 3.5, 3.5)
            painter.setBrush(QColor(255, 255, 255, 28))
            painter.drawRoundedRect(QRectF(stone.left() + 1, stone.top() + 0.6, stone.width() - 3, stone.height() * 0.45),
                                    2.5, 2.5)
            x += width
        y += height
        row += 1


def paint_slabs(painter: QPainter, rect: QRectF) -> None:
    """Large pale sandstone slabs, laid in rows: calm under cards and words."""
    grain = random.Random(17)
    painter.fillRect(rect, QColor("#e0d3b3"))
    height, width = 36.0, 54.0
    painter.setPen(Qt.PenStyle.NoPen)
    row = 0
    y = rect.top()
    while y < rect.bottom():
        x = rect.left() - (width / 2 if row % 2 else 0)
        while x < rect.right():
            painter.setBrush(shade(QColor("#efe5ca"), grain, 2))
            painter.drawRect(QRectF(x + 0.6, y + 0.6, width - 1.2, height - 1.2))
            x += width
        y += height
        row += 1


def paint_bricks(painter: QPainter, rect: QRectF, colour: QColor = BRICK, course: float = 5.0) -> None:
    """A brick wall in running bond: ``course`` high courses, the mortar showing between them."""
    grain = random.Random(int(rect.width() * 7 + rect.height()))
    painter.fillRect(rect, QColor("#c9b79a"))
    length = course * 2.6
    painter.setPen(Qt.PenStyle.NoPen)
    row = 0
    y = rect.top()
    while y < rect.bottom():
        x = rect.left() - (length / 2 if row % 2 else 0)
        while x < rect.right():
            painter.setBrush(shade(colour, grain, 9))
            painter.drawRect(QRectF(x + 0.5, y + 0.5, length - 1, course - 1))
            x += length
        y += course
        row += 1


def paint_granite(painter: QPainter, rect: QRectF) -> None:
    """The quay's edge: large dressed granite blocks with a lit coping along the top."""
    grain = random.Random(5)
    painter.fillRect(rect, theme.darker(GRANITE, 135))
    painter.setPen(Qt.PenStyle.NoPen)
    x = rect.left()
    while x < rect.right():
        width = grain.uniform(26, 44)
        painter.setBrush(shade(GRANITE, grain, 6))
        painter.drawRect(QRectF(x + 0.6, rect.top() + 0.6, width - 1.2, rect.height() - 1.2))
        x += width
    coping = QLinearGradient(rect.topLeft(), QPointF(rect.left(), rect.top() + 4))
    coping.setColorAt(0, QColor(255, 255, 255, 90))
    coping.setColorAt(1, QColor(255, 255, 255, 0))
    painter.fillRect(QRectF(rect.left(), rect.top(), rect.width(), 4), coping)
    painter.fillRect(QRectF(rect.left(), rect.bottom() - 2, rect.width(), 2), QColor(20, 30, 35, 90))


def paint_water(painter: QPainter, rect: QRectF) -> None:
    """The canal: deeper towards the bottom, with rows of small ripples and glints."""
    depth = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    depth.setColorAt(0, theme.darker(WATER, 125))
    depth.setColorAt(0.15, theme.lighter(WATER, 108))
    depth.setColorAt(1, theme.darker(WATER, 122))
    painter.fillRect(rect, depth)
    grain = random.Random(3)
    y = rect.top() + 9
    row = 0
    while y < rect.bottom() - 3:
        x = rect.left() + (row % 2) * 17 + grain.uniform(0, 10)
        while x < rect.right() - 10:
            length = grain.uniform(10, 20)
            ripple = QPainterPath(QPointF(x, y))
            ripple.quadTo(QPointF(x + length / 2, y - 2.2), QPointF(x + length, y))
            painter.setPen(QPen(QColor(255, 255, 255, grain.randint(35, 70)), 1.1))
            painter.drawPath(ripple)
            painter.setPen(QPen(QColor(0, 30, 50, 45), 1))
            painter.drawPath(ripple.translated(1.5, 1.8))
            x += length + grain.uniform(16, 34)
        y += grain.uniform(9, 13)
        row += 1


def paint_planks(painter: QPainter, rect: QRectF, across: bool = True) -> None:
    """Weathered timber boards (``across``: lying across the rect, one board per row of 13)."""
    grain = random.Random(int(rect.width() * 3 + rect.height()))
    painter.fillRect(rect, theme.darker(TIMBER, 170))
    step = 13.0
    painter.setPen(Qt.PenStyle.NoPen)
    pos = rect.top() if across else rect.left()
    end = rect.bottom() if across else rect.right()
    while pos < end:
        board = (QRectF(rect.left(), pos + 0.7, rect.width(), step - 1.4) if across
                 else QRectF(pos + 0.7, rect.top(), step - 1.4, rect.height()))
        painter.setBrush(shade(TIMBER, grain, 7))
        painter.drawRect(board)
        pos += step


# --- buildings ----------------------------------------------------------------------------------------


def gable_path(rect: QRectF, steps: int = 3) -> QPainterPath:
    """A stepped gable filling ``rect``: its steps rise to a small top."""
    path = QPainterPath(rect.bottomLeft())
    step_w = rect.width() / (2 * steps + 1)
    step_h = rect.height() / (steps + 0.6)
    x, y = rect.left(), rect.bottom()
    for _ in range(steps):
        y -= step_h
        path.lineTo(x, y)
        x += step_w
        path.lineTo(x, y)
    path.lineTo(x, rect.top())
    path.lineTo(rect.right() - (x - rect.left()), rect.top())
    x = rect.right() - (x - rect.left())
    for _ in range(steps):
        path.lineTo(x, y)
        x += step_w
        path.lineTo(x, y)
        y += step_h
    path.lineTo(rect.right(), rect.bottom())
    path.closeSubpath()
    return path


def paint_copper_roof(painter: QPainter, rect: QRectF) -> None:
    """A verdigris roof edge: the green of the district's copper roofs, with a lit top line."""
    roof = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    roof.setColorAt(0, theme.lighter(COPPER, 120))
    roof.setColorAt(1, theme.darker(COPPER, 115))
    painter.setPen(QPen(theme.darker(COPPER, 160), 0.8))
    painter.setBrush(roof)
    painter.drawRect(rect)


def paint_door(painter: QPainter, rect: QRectF) -> None:
    """A loading door of a warehouse: a dark opening under a round brick arch, the plank doors swung open."""
    arch = QPainterPath(QPointF(rect.left(), rect.bottom()))
    arch.lineTo(rect.left(), rect.top() + rect.width() / 2)
    arch.arcTo(QRectF(rect.left(), rect.top(), rect.width(), rect.width()), 180, -180)
    arch.lineTo(rect.right(), rect.bottom())
    arch.closeSubpath()
    painter.setPen(QPen(QColor("#d9c9a8"), 2.2))  # the sandstone arch
    painter.setBrush(QColor("#2d221a"))
    painter.drawPath(arch)
    inside = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    inside.setColorAt(0, QColor(0, 0, 0, 60))
    inside.setColorAt(1, QColor(255, 220, 160, 40))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(inside)
    painter.drawPath(arch)


def paint_warehouses(painter: QPainter, rect: QRectF) -> None:
    """A row of the district's brick warehouses rising from the canal: stepped gables and copper roofs, rows of
    small arched windows, a column of loading doors under a hoist, a granite plinth at the water and their
    reflection in it (the bottom quarter of ``rect`` is water)."""
    grain = random.Random(int(rect.width()) * 31 + 7)
    water_line = rect.top() + rect.height() * 0.76
    x = rect.left()
    while x < rect.right() - 6:
        width = min(grain.uniform(58, 84), rect.right() - x)
        if rect.right() - x - width < 24:
            width = rect.right() - x  # no sliver of a building at the end
        roof = grain.uniform(16, 28)
        top = rect.top() + grain.uniform(2, 14)
        block = QRectF(x, top + roof, width, water_line - top - roof)
        wall = theme.darker(BRICK, grain.randint(96, 118))
        painter.save()
        painter.setClipRect(block)
        paint_bricks(painter, block, wall, 4.0)
        painter.restore()
        if grain.random() < 0.55 and width > 40:
            gable = gable_path(QRectF(x + 2, top, width - 4, roof + 1), 3 if width > 60 else 2)
            painter.save()
            painter.setClipPath(gable)
            paint_bricks(painter, QRectF(x, top, width, roof + 1), wall, 4.0)
            painter.restore()
            painter.setPen(QPen(theme.darker(wall, 150), 0.8))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(gable)
        else:
            hip = QPolygonF([QPointF(x + 1, top + roof + 1), QPointF(x + width * 0.22, top),
                             QPointF(x + width * 0.78, top), QPointF(x + width - 1, top + roof + 1)])
            painter.setPen(QPen(theme.darker(COPPER, 160), 0.8))
            painter.setBrush(COPPER)
            painter.drawPolygon(hip)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRect(QRectF(x, block.top(), 2, block.height()))  # the joint to the next block
        bay = x + width / 2
        for row in range(int((block.height() - 14) // 15)):
            y = block.top() + 6 + row * 15
            for column in range(1, int(width // 11)):
                wx = x + column * (width / int(width // 11)) - 2.5
                if abs(wx + 2.5 - bay) < 6:
                    continue
                paint_window(painter, QRectF(wx, y, 5, 8))
            painter.setBrush(QColor("#3a2a20"))
            painter.setPen(QPen(QColor("#d9c9a8"), 0.6))
            painter.drawRect(QRectF(bay - 3.5, y - 1, 7, 10))  # a loading door in the middle bay
        painter.setPen(QPen(QColor("#2b2420"), 1.2))
        painter.drawLine(QPointF(bay, block.top() - 2), QPointF(bay, block.top() + 4))  # the hoist
        painter.drawLine(QPointF(bay, block.top() - 2), QPointF(bay + 6, block.top() - 2))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.darker(GRANITE, 112))
        painter.drawRect(QRectF(x, water_line - 5, width, 5))
        reflection = QColor(wall)
        reflection.setAlpha(70)
        painter.setBrush(reflection)
        painter.drawRect(QRectF(x, water_line, width, (rect.bottom() - water_line) * 0.7))
        x += width
    painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
    y = water_line + 4
    while y < rect.bottom():
        painter.drawLine(QPointF(rect.left() + grain.uniform(0, 12), y), QPointF(rect.right() - grain.uniform(0, 12), y))
        y += 5


def paint_window(painter: QPainter, rect: QRectF) -> None:
    """A small arched warehouse window: a pale frame, dark panes."""
    arch = QPainterPath(rect.bottomLeft())
    arch.lineTo(rect.left(), rect.top() + rect.width() / 2)
    arch.arcTo(QRectF(rect.left(), rect.top(), rect.width(), rect.width()), 180, -180)
    arch.lineTo(rect.bottomRight())
    arch.closeSubpath()
    painter.setPen(QPen(QColor("#e6d8b8"), 0.7))
    painter.setBrush(QColor("#2e3a40"))
    painter.drawPath(arch)


# --- a ship and the seasons --------------------------------------------------------------------------------


def paint_hull(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A cargo ship's hull seen from the side, its bow to the right: dark planking, a red boot-top at the
    waterline, a rail along the deck and a short deckhouse at the stern."""
    w, h = rect.width(), rect.height()
    x, y = rect.left(), rect.top()
    hull = QPainterPath(QPointF(x, y + h * 0.25))
    hull.lineTo(x + w * 0.9, y + h * 0.25)
    hull.quadTo(QPointF(x + w * 1.0, y + h * 0.2), QPointF(x + w, y))
    hull.quadTo(QPointF(x + w * 0.98, y + h * 0.75), QPointF(x + w * 0.86, y + h))
    hull.lineTo(x + w * 0.07, y + h)
    hull.quadTo(QPointF(x, y + h * 0.8), QPointF(x, y + h * 0.25))
    side = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    side.setColorAt(0, theme.lighter(colour, 125))
    side.setColorAt(1, theme.darker(colour, 135))
    painter.setPen(QPen(theme.darker(colour, 190), 0.9))
    painter.setBrush(side)
    painter.drawPath(hull)
    painter.save()
    painter.setClipPath(hull)
    painter.fillRect(QRectF(x, y + h * 0.78, w, h * 0.22), QColor("#a3372b"))
    painter.setPen(QPen(QColor(255, 255, 255, 80), 0.8))
    painter.drawLine(QPointF(x, y + h * 0.5), QPointF(x + w, y + h * 0.5))
    painter.restore()
    painter.setPen(QPen(QColor("#e9dcbc"), 1.2))
    painter.drawLine(QPointF(x + w * 0.02, y + h * 0.25), QPointF(x + w * 0.93, y + h * 0.25))
    for k in range(3):  # portholes
        painter.setBrush(QColor("#e9dcbc"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(x + w * (0.18 + 0.26 * k), y + h * 0.52), h * 0.07, h * 0.07)


def paint_bollard(painter: QPainter, centre: QPointF, radius: float) -> None:
    """A mooring post seen from above: an iron cap on a dark post."""
    painter.setPen(QPen(QColor("#1c1a18"), 0.8))
    painter.setBrush(QColor("#3a3633"))
    painter.drawEllipse(centre, radius, radius)
    painter.setBrush(QColor("#6d6660"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(centre - QPointF(radius * 0.25, radius * 0.3), radius * 0.45, radius * 0.45)


def paint_snowflake(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    c, r = rect.center(), min(rect.width(), rect.height()) * 0.45
    painter.setPen(QPen(colour, max(1.0, r * 0.18), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for k in range(3):
        angle = math.pi / 3 * k + math.pi / 2
        d = QPointF(math.cos(angle), math.sin(angle)) * r
        painter.drawLine(c - d, c + d)


def paint_blossom(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    c, r = rect.center(), min(rect.width(), rect.height()) * 0.24
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    for k in range(5):
        angle = math.tau * k / 5 - math.pi / 2
        painter.drawEllipse(c + QPointF(math.cos(angle), math.sin(angle)) * r * 0.95, r * 0.75, r * 0.75)
    painter.setBrush(QColor("#f2c14e"))
    painter.drawEllipse(c, r * 0.55, r * 0.55)


def paint_sun(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    c, r = rect.center(), min(rect.width(), rect.height()) * 0.22
    painter.setPen(QPen(colour, max(1.0, r * 0.32), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for k in range(8):
        angle = math.tau * k / 8
        d = QPointF(math.cos(angle), math.sin(angle))
        painter.drawLine(c + d * r * 1.45, c + d * r * 2.0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawEllipse(c, r, r)


def paint_leaf(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    s = min(rect.width(), rect.height()) * 0.9
    c = rect.center()
    leaf = QPainterPath(c + QPointF(-s * 0.45, s * 0.45))
    leaf.cubicTo(c + QPointF(-s * 0.5, -s * 0.2), c + QPointF(0, -s * 0.5), c + QPointF(s * 0.45, -s * 0.45))
    leaf.cubicTo(c + QPointF(s * 0.5, s * 0.1), c + QPointF(s * 0.1, s * 0.5), c + QPointF(-s * 0.45, s * 0.45))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(leaf)
    painter.setPen(QPen(theme.darker(colour, 150), max(0.7, s * 0.07)))
    painter.drawLine(c + QPointF(-s * 0.45, s * 0.45), c + QPointF(s * 0.25, -s * 0.25))


def paint_hourglass(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """The end of the game: an hourglass run out."""
    s = min(rect.width(), rect.height()) * 0.8
    c = rect.center()
    glass = QPolygonF([c + QPointF(-s * 0.35, -s * 0.5), c + QPointF(s * 0.35, -s * 0.5), c + QPointF(-s * 0.35, s * 0.5),
                       c + QPointF(s * 0.35, s * 0.5)])
    painter.setPen(QPen(colour, max(1.0, s * 0.12), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolygon(glass)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPolygon(QPolygonF([c + QPointF(-s * 0.25, s * 0.45), c + QPointF(s * 0.25, s * 0.45),
                                   c + QPointF(0, s * 0.12)]))


SEASON_PICTURES = {"A": paint_snowflake, "B": paint_blossom, "C": paint_sun, "D": paint_leaf, "E": paint_hourglass}


# --- the goods store's crate --------------------------------------------------------------------------------

PINE = QColor("#dcc191")  # a crate's boards: paler than the quay's timber, so words read on them
BURLAP = QColor("#b99a66")


def paint_crate(painter: QPainter, rect: QRectF, note: QRectF, window: QRectF) -> None:
    """A slatted goods crate standing on the quay, filling ``rect``: pale pine boards (the top one wide, for the
    name) in a frame of battens with iron corners and nail heads, a consignment note pinned over ``note`` and,
    through the wide gap between two low slats (``window``), the sacks and bales stored in it."""
    grain = random.Random(29)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 55))
    painter.drawRoundedRect(rect.adjusted(2, 3, 1, 1), 4, 4)  # its shadow on the quay
    body = rect.adjusted(0, 0, -1, -1)
    painter.fillRect(body, theme.darker(PINE, 165))  # the joints between the boards
    y = body.top() + 3.0
    heights = [max(8.0, note.top() - y - 1)]
    while y + sum(heights) < body.bottom():
        heights.append(11.0)
    for height in heights:
        plank = QRectF(body.left(), y + 0.5, body.width(), min(height, body.bottom() - y) - 1)
        face = QLinearGradient(plank.topLeft(), plank.bottomLeft())
        wood = shade(PINE, grain, 5)
        face.setColorAt(0, theme.lighter(wood, 106))
        face.setColorAt(1, theme.darker(wood, 104))
        painter.setBrush(face)
        painter.drawRect(plank)
        painter.setPen(QPen(QColor(110, 75, 35, 30), 0.6))  # a line of grain along the board
        gy = plank.top() + plank.height() * grain.uniform(0.3, 0.7)
        painter.drawLine(QPointF(plank.left() + grain.uniform(6, 20), gy),
                         QPointF(plank.right() - grain.uniform(6, 20), gy))
        painter.setPen(Qt.PenStyle.NoPen)
        y += height
    if window.height() > 3:  # the goods inside, seen through the gap between two slats
        painter.fillRect(window, QColor("#3a2a1c"))
        painter.save()
        painter.setClipRect(window)
        x = window.left() + 2
        k = 0
        while x < window.right() - 3:
            size = window.height() * (1.5 if k % 3 == 1 else 1.25)
            sack = QRectF(x, window.top() + window.height() * 0.25, size * 1.15, size)
            stuff = BURLAP if k % 3 != 1 else TIMBER
            fill = QLinearGradient(sack.topLeft(), sack.bottomLeft())
            fill.setColorAt(0, theme.lighter(stuff, 115))
            fill.setColorAt(1, theme.darker(stuff, 140))
            painter.setBrush(fill)
            painter.setPen(QPen(QColor(60, 40, 20, 140), 0.6))
            painter.drawRoundedRect(sack, size * 0.35, size * 0.35)
            x += sack.width() + 1.5
            k += 1
        painter.restore()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))  # the upper slat's shadow falls into the crate
        painter.drawRect(QRectF(window.left(), window.top(), window.width(), 1.8))
    batten = theme.darker(PINE, 122)
    painter.setPen(QPen(theme.darker(PINE, 175), 0.7))
    painter.setBrush(batten)
    for side in (QRectF(body.left(), body.top(), 5, body.height()),
                 QRectF(body.right() - 5, body.top(), 5, body.height()),
                 QRectF(body.left(), body.top(), body.width(), 3.0),
                 QRectF(body.left(), body.bottom() - 4.5, body.width(), 4.5)):
        painter.drawRect(side)
    painter.setPen(QPen(QColor(255, 255, 255, 70), 0.8))  # the light along the top batten's edge
    painter.drawLine(QPointF(body.left() + 1, body.top() + 0.8), QPointF(body.right() - 1, body.top() + 0.8))
    iron = QColor("#4b4038")
    painter.setPen(Qt.PenStyle.NoPen)
    for cx, cy, dx, dy in ((body.left(), body.top(), 1, 1), (body.right(), body.top(), -1, 1),
                           (body.left(), body.bottom(), 1, -1), (body.right(), body.bottom(), -1, -1)):
        corner = QPolygonF([QPointF(cx, cy), QPointF(cx + 9 * dx, cy), QPointF(cx + 9 * dx, cy + 3 * dy),
                            QPointF(cx + 3 * dx, cy + 3 * dy), QPointF(cx + 3 * dx, cy + 9 * dy),
                            QPointF(cx, cy + 9 * dy)])
        painter.setBrush(iron)
        painter.drawPolygon(corner)  # an iron corner bracket
        painter.setBrush(QColor("#9a8c7c"))
        painter.drawEllipse(QPointF(cx + 1.6 * dx, cy + 1.6 * dy), 0.8, 0.8)
    painter.setBrush(iron)
    for x in (body.left() + 2.5, body.right() - 2.5):  # the nails along the side battens
        for share in (0.35, 0.65):
            painter.drawEllipse(QPointF(x, body.top() + body.height() * share), 0.8, 0.8)
    if note.height() > 0:
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRect(note.translated(0.8, 1.2))
        sheet = QLinearGradient(note.topLeft(), note.bottomRight())
        sheet.setColorAt(0, QColor("#fbf4df"))
        sheet.setColorAt(1, QColor("#efe3c3"))
        painter.setBrush(sheet)
        painter.setPen(QPen(QColor(120, 95, 60, 120), 0.6))
        painter.drawRect(note)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#6d5a44"))
        for x in (note.left() + 3, note.right() - 3):  # the tacks pinning it
            painter.drawEllipse(QPointF(x, note.top() + 2.5), 1.1, 1.1)
