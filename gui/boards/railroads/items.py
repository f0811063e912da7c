"""Russian Railroads' own pieces: the spaces of a line or the industry track, slots and tiles, and effects
drawn as pictures (rail cubes, coins, locomotives, factories, ...) with their few numbers and signs."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.boards.railroads import art
from gui.scene import theme
from gui.scene.cube import CubeItem, draw_cube
from gui.scene.dragdrop import PieceItem, adopt
from gui.scene.zone import ZoneItem

LOCO_BLUE = QColor("#3f5a73")
FACTORY_BROWN = QColor("#7a3d2a")
INDUSTRY_GOLD = QColor("#c9a227")
ENGINEER_TAN = QColor("#e9d7ae")
POINTS_FACE = QColor("#fbf3dc")
CARD_FACE = QColor("#b9c7d9")
START_CARD_FACE = QColor("#a9c99a")
FOUNDRY_FILL = QColor("#c98f5a")
TOKEN_FACE = QColor("#9bb6c9")  # the additional material's bonus token
WORKER_GREY = QColor("#8b8174")
STOKER_FIRE = QColor("#d9581e")  # the Coal module's stoker: a glowing firebox
ANY_RAIL = "#b08d57"  # words.COLOUR_HEX["any"]


class CellItem(QGraphicsItem):
    """One space of a line or of the industry track: its number, the marks of its special spaces,
    shaded where the line's locomotives do not reach. ``compact`` draws only the box (the others'
    strips), filled with the colour of the rail standing there and its letter."""

    def __init__(self, rect: QRectF, number: str, marks: str, reached: bool, parent: QGraphicsItem | None = None,
                 compact: bool = False, points: float = 8.5, on_bed: bool = False) -> None:
        super().__init__()
        self.on_bed = on_bed  # on a railway: light enough that the sleepers and rails show through
        self.rect = QRectF(rect)
        self.number = number
        self.marks = marks
        self.reached = reached
        self.compact = compact
        self.points = points
        self.fill_colour: QColor | None = None
        self.letter = ""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        face = QColor("#f6ecd2") if self.reached else QColor("#c9b58c")
        if self.fill_colour is not None:
            face = self.fill_colour
        if self.on_bed:
            self.paint_on_bed(painter)
            return
        painter.setBrush(face)
        painter.setPen(QPen(QColor(theme.INK_SOFT), 0.8))
        painter.drawRoundedRect(self.rect, 3, 3)
        if self.compact:
            if self.letter and self.fill_colour is not None:
                painter.setPen(theme.text_on(self.fill_colour))
                painter.setFont(theme.font(self.points, bold=True))
                painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.letter)
            return
        painter.setPen(theme.INK_SOFT)
        painter.setFont(theme.font(self.points))
        painter.drawText(self.rect.adjusted(2, 0, -1, 0), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft,
                         self.number)
        if self.marks:
            painter.setPen(QColor("#8e1d12"))
            painter.setFont(theme.font(self.points, bold=True))
            painter.drawText(self.rect.adjusted(0, 0, 0, -1),
                             Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignHCenter, self.marks)


    def paint_on_bed(self, painter: QPainter) -> None:
        """The space as a mile post on the railway: its number on a small plate, its marks on a station
        sign; beyond the locomotives' reach the bed lies in shade. With a ``fill_colour`` it is a laid track
        tile (Germany): a green plate under the sleepers' rails, its edge showing."""
        if self.fill_colour is not None:
            tile = QColor(self.fill_colour)
            tile.setAlpha(165)
            painter.setPen(QPen(QColor("#4f5e3a"), 1.2))
            painter.setBrush(tile)
            painter.drawRoundedRect(self.rect.adjusted(0, 1, 0, -1), 3, 3)
            painter.setPen(QPen(QColor(255, 255, 255, 90), 0.8))  # the tile's lit upper edge
            painter.drawLine(QPointF(self.rect.left() + 3, self.rect.top() + 2.2),
                             QPointF(self.rect.right() - 3, self.rect.top() + 2.2))
        if not self.reached:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(30, 20, 10, 80))
            painter.drawRect(self.rect.adjusted(-1, 0, 1, 0))
        painter.setFont(theme.font(self.points))
        metrics = QFontMetricsF(painter.font())
        plate = QRectF(self.rect.left() + 1, self.rect.top(), metrics.horizontalAdvance(self.number) + 4,
                       metrics.height())
        painter.setPen(QPen(QColor("#5e5244"), 0.6))
        painter.setBrush(QColor("#f6ecd2") if self.reached else QColor("#d8c8a4"))
        painter.drawRoundedRect(plate, 2, 2)
        painter.setPen(theme.INK_SOFT)
        painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, self.number)
        if self.marks:
            painter.setFont(theme.font(self.points, bold=True))
            metrics = QFontMetricsF(painter.font())
            width = min(self.rect.width(), metrics.horizontalAdvance(self.marks) + 6)
            sign = QRectF(self.rect.center().x() - width / 2, self.rect.bottom() - metrics.height() - 1, width,
                          metrics.height())
            painter.setPen(QPen(QColor("#7e2a1d"), 0.8))
            painter.setBrush(QColor("#fbf1d6"))
            painter.drawRoundedRect(sign, 2, 2)
            painter.setPen(QColor("#8e1d12"))
            painter.drawText(sign, Qt.AlignmentFlag.AlignCenter, self.marks)


def draw_stoker(painter: QPainter, rect: QRectF) -> None:
    """A stoker: a round firebox door with a flame inside (drawn, not typed)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#3b1d0c"), max(0.8, rect.width() / 14)))
    painter.setBrush(STOKER_FIRE)
    painter.drawEllipse(rect)
    w, h = rect.width(), rect.height()
    flame = QPainterPath()
    flame.moveTo(rect.left() + w * 0.5, rect.top() + h * 0.18)
    flame.cubicTo(rect.left() + w * 0.85, rect.top() + h * 0.5, rect.left() + w * 0.75, rect.top() + h * 0.85,
                  rect.left() + w * 0.5, rect.top() + h * 0.85)
    flame.cubicTo(rect.left() + w * 0.25, rect.top() + h * 0.85, rect.left() + w * 0.15, rect.top() + h * 0.5,
                  rect.left() + w * 0.5, rect.top() + h * 0.18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#f7d154"))
    painter.drawPath(flame)


class SlotItem(ZoneItem):
    """A locomotive or factory slot: empty (dashed) or holding a tile with its number; ``stoker``
    draws the Coal module's stoker sitting on the tile; ``icons``: the factory's effect under its number."""

    def __init__(self, rect: QRectF, label: str, colour: str | QColor, parent: QGraphicsItem | None = None,
                 stoker: bool = False, points: float = 9.0, icons: list[Icon] | None = None,
                 icon_size: float = 12.0) -> None:
        super().__init__(rect, colour or "#e7dab9", dashed=not label, parent=parent)
        self.label = label
        self.radius = 4.0
        self.stoker = stoker
        self.points = points
        self.icons = icons or []
        self.icon_size = icon_size

    kind = ""  # "loco" or "factory": the tile drawn as an engine or as works

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_base(painter)
        ink = theme.text_on(self.fill)
        if self.label and self.kind == "loco":
            art.paint_locomotive_marks(painter, self.rect)
        elif self.label and self.kind == "factory":
            art.paint_factory_marks(painter, self.rect)
        if self.label:
            painter.setPen(ink)
            painter.setFont(theme.font(self.points, bold=True))
            if self.icons:
                top = self.rect.adjusted(3, 1, -3, 0)
                painter.drawText(top, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft, self.label)
                below = QRectF(self.rect.left(), self.rect.bottom() - self.icon_size - 4, self.rect.width(),
                               self.icon_size + 2)
                draw_icons(painter, below, self.icons, self.icon_size, ink, self.points)
            else:
                text = self.rect.adjusted(0, 0, -7, 0) if self.stoker else self.rect
                painter.drawText(text, Qt.AlignmentFlag.AlignCenter, self.label)
        if self.stoker:
            size = min(12.0, self.rect.height() - 4)
            draw_stoker(painter, QRectF(self.rect.right() - size - 1, self.rect.top() + 1, size, size))
        self.paint_glow(painter)


class TagItem(QGraphicsItem):
    """A small sign on a space, on a pill of its own colour so it does not read as part of the space's number
    (a doubler's "×2" on the Trans-Siberian)."""

    def __init__(self, rect: QRectF, text: str, fill: QColor, points: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.text = text
        self.fill = QColor(fill)
        self.points = points
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.darker(self.fill, 150), 0.8))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(self.rect, 4, 4)
        painter.setPen(theme.text_on(self.fill))
        painter.setFont(theme.font(self.points, bold=True))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)


class StokerItem(PieceItem):
    """The stoker a player has just taken, until it is dragged onto a locomotive or a factory."""

    def __init__(self, piece_id: str, size: float = 26.0) -> None:
        super().__init__(piece_id)
        self.size = size

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.size + 8, self.size + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, self.size, self.size)
        if self.highlight == "lit":
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(theme.GLOW, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect.adjusted(-2, -2, 2, 2))
        draw_stoker(painter, rect)


class RailCubeItem(CubeItem):
    """A rail marker: a cube of its colour whose letter (the colour cue) is painted at the table's cue size,
    not shrunk with the cube."""

    def __init__(self, piece_id: str, colour: str | QColor, size: float, letter: str, show_letter: bool,
                 cue_points: float) -> None:
        super().__init__(piece_id, colour, size, letter, False)
        self.cue = letter if show_letter else ""
        self.cue_points = cue_points

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        if self.cue:
            lift = self.size * 0.18 if self.lifted else 0.0
            top = QRectF(-lift * 0.6, -lift, self.size, self.size * 0.78)
            painter.setPen(theme.text_on(self.colour))
            painter.setFont(theme.font(self.cue_points, bold=True))
            painter.drawText(top, Qt.AlignmentFlag.AlignCenter, self.cue)


class PictureItem(QGraphicsItem):
    """A small drawing in ``rect`` that takes no clicks (coal, Emil's dog)."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)


def draw_coal(painter: QPainter, r: QRectF) -> None:
    """A lump of coal: the Coal module's goods, a dark faceted stone."""
    w, h = r.width(), r.height()
    stone = QPolygonF([QPointF(r.left() + w * x, r.top() + h * y) for x, y in
                       ((0.2, 0.15), (0.7, 0.05), (1.0, 0.45), (0.85, 0.95), (0.3, 1.0), (0.0, 0.6))])
    painter.setPen(QPen(QColor("#0d0d0d"), 0.8))
    painter.setBrush(QColor("#2a2a2e"))
    painter.drawPolygon(stone)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#6c6c78"))
    painter.drawPolygon(QPolygonF([QPointF(r.left() + w * x, r.top() + h * y) for x, y in
                                   ((0.25, 0.2), (0.65, 0.12), (0.5, 0.45))]))


class CoalItem(PictureItem):
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_coal(painter, self.rect)


class TrackTileItem(PieceItem):
    """A Germany track tile: ``size`` spaces in a row with the marks of their special spaces."""

    FACE = QColor("#c9d6a8")

    def __init__(self, piece_id: str, marks: list[str], cell: float = 13.0, height: float = 18.0,
                 points: float = 8.5) -> None:
        super().__init__(piece_id)
        self.marks = marks
        self.cell = cell
        self.height = height
        self.points = points

    def cells(self) -> list[float]:
        """Each space's width: the cell, or wider for the marks it holds."""
        metrics = QFontMetricsF(theme.font(self.points, bold=True))
        return [max(self.cell, metrics.horizontalAdvance(mark) + 4) for mark in self.marks]

    def tile_width(self) -> float:
        return sum(self.cells())

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.tile_width() + 8, self.height + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.tile_width(), self.height)
        if self.highlight == "lit":
            painter.setPen(QPen(theme.GLOW, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 4, 4)
        painter.setBrush(self.FACE)
        painter.setPen(QPen(QColor("#4f5e3a"), 1))
        painter.drawRoundedRect(rect, 3, 3)
        painter.setFont(theme.font(self.points, bold=True))
        x = 0.0
        for k, (mark, width) in enumerate(zip(self.marks, self.cells(), strict=True)):
            cell = QRectF(x, 0, width, self.height)
            x += width
            if k:
                painter.setPen(QPen(QColor("#7d8c62"), 0.6))
                painter.drawLine(cell.topLeft(), cell.bottomLeft())
            if mark:
                painter.setPen(QColor("#8e1d12"))
                painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, mark)


# --- effects in pictures --------------------------------------------------------------------------------
# one picture: (kind, colour, label or glyph, count, letter for the colour cue); kinds: "rail" (a cube of its
# colour), "coin", "industry" (the gold marker), "loco", "factory" (tiles, the label their number), "pawn"
# (a worker), "coal", "engineer" (a gear), "points" (a ring with its number or "="), "card" (an end-game
# bonus card), "glyph" (a sign such as "/" or "×2")
Icon = tuple[str, str, str, int, str]


def icon(kind: str, count: int = 1, label: str = "", colour: str = "", letter: str = "") -> Icon:
    return (kind, colour, label, count, letter)


def _count_width(count: int, size: float, points: float) -> float:
    if count <= 1:
        return 0.0
    return QFontMetricsF(theme.font(points, bold=True)).horizontalAdvance(str(count)) + 2


def _picture_width(one: Icon, size: float, points: float) -> float:
    kind, _colour, label, _count, _letter = one
    metrics = QFontMetricsF(theme.font(points, bold=True))
    if kind == "glyph":
        return metrics.horizontalAdvance(label) + 2
    if kind in ("loco", "factory", "points") and label:
        return max(size, metrics.horizontalAdvance(label) + 6)
    if kind == "card":
        return max(size * 0.75, metrics.horizontalAdvance(label) + 4) if label else size * 0.75
    return size


def icons_width(icons: list[Icon], size: float, points: float = 9.0) -> float:
    return sum(_count_width(i[3], size, points) + _picture_width(i, size, points) + 3 for i in icons) - 3 \
        if icons else 0.0


def _gear(painter: QPainter, box: QRectF) -> None:
    centre, outer = box.center(), box.width() / 2
    points = []
    for k in range(16):
        radius = outer if k % 2 == 0 else outer * 0.72
        angle = math.pi * 2 * (k + 0.5) / 16
        points.append(QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle)))
    painter.setPen(QPen(QColor("#4a3b25"), 0.9))
    painter.setBrush(QColor("#8c7a56"))
    painter.drawPolygon(QPolygonF(points))
    painter.setBrush(ENGINEER_TAN)
    painter.drawEllipse(centre, outer * 0.32, outer * 0.32)


def _pawn(painter: QPainter, box: QRectF, colour: QColor) -> None:
    w, h = box.height() * 0.8, box.height()
    left = box.left() + (box.width() - w) / 2
    body = QPainterPath()
    body.moveTo(left + w * 0.5, box.top() + h * 0.3)
    body.cubicTo(left + w * 0.8, box.top() + h * 0.45, left + w * 0.95, box.top() + h * 0.8, left + w, box.bottom())
    body.lineTo(left, box.bottom())
    body.cubicTo(left + w * 0.05, box.top() + h * 0.8, left + w * 0.2, box.top() + h * 0.45, left + w * 0.5,
                 box.top() + h * 0.3)
    body.addEllipse(QRectF(left + w * 0.27, box.top(), w * 0.46, w * 0.46))
    painter.setPen(QPen(theme.darker(colour, 170), 0.9))
    painter.setBrush(colour)
    painter.drawPath(body.simplified())


def draw_icons(painter: QPainter, rect: QRectF, icons: list[Icon], size: float, ink: QColor, points: float = 9.0,
               align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter) -> None:
    """An effect in pictures in ``rect`` (centred, or from its left edge): a count above one stands in
    front of its picture."""
    width = icons_width(icons, size, points)
    x = rect.left() if align == Qt.AlignmentFlag.AlignLeft else rect.center().x() - width / 2
    top = rect.center().y() - size / 2
    font = theme.font(points, bold=True)
    for one in icons:
        kind, colour, label, count, letter = one
        painter.setFont(font)
        if count > 1:
            step = _count_width(count, size, points)
            painter.setPen(ink)
            painter.drawText(QRectF(x, top, step, size), Qt.AlignmentFlag.AlignCenter, str(count))
            x += step
        width = _picture_width(one, size, points)
        box = QRectF(x, top, width, size)
        if kind == "coin":
            painter.setPen(QPen(theme.BRASS_DARK, 1))
            painter.setBrush(theme.BRASS)
            painter.drawEllipse(box.adjusted(0.5, 0.5, -0.5, -0.5))
        elif kind == "industry":
            draw_cube(painter, box, INDUSTRY_GOLD)
        elif kind in ("loco", "factory"):
            fill = LOCO_BLUE if kind == "loco" else FACTORY_BROWN
            painter.setPen(QPen(theme.darker(fill, 150), 1))
            painter.setBrush(fill)
            painter.drawRoundedRect(box.adjusted(0, size * 0.12, 0, -size * 0.12), 2, 2)
            if label:
                painter.setPen(QColor("#ffffff"))
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
        elif kind == "points":
            painter.setPen(QPen(theme.INK_SOFT, 1.2))
            painter.setBrush(POINTS_FACE)
            painter.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), size / 2, size / 2)
            painter.setPen(theme.INK)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
        elif kind == "pawn":
            _pawn(painter, box, QColor(colour) if colour else WORKER_GREY)
        elif kind == "coal":
            draw_coal(painter, box.adjusted(1, 1, -1, -1))
        elif kind == "engineer":
            _gear(painter, box)
        elif kind == "card":
            face = QColor(colour) if colour else CARD_FACE
            painter.setPen(QPen(theme.darker(face, 170), 1))
            painter.setBrush(face)
            painter.drawRoundedRect(box, 2, 2)
            if label:
                painter.setPen(theme.INK)
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
            else:
                painter.drawLine(QPointF(box.left() + 2, box.top() + size * 0.3),
                                 QPointF(box.right() - 2, box.top() + size * 0.3))
        elif kind == "token":
            centre, radius = box.center(), size / 2 - 0.5
            painter.setPen(QPen(theme.darker(TOKEN_FACE, 160), 1))
            painter.setBrush(TOKEN_FACE)
            painter.drawPolygon(QPolygonF([QPointF(centre.x() + radius * math.cos(math.pi / 3 * k),
                                                   centre.y() + radius * math.sin(math.pi / 3 * k)) for k in range(6)]))
        elif kind == "foundry":
            painter.setPen(QPen(theme.darker(FOUNDRY_FILL, 160), 1))
            painter.setBrush(FOUNDRY_FILL)
            painter.drawRoundedRect(box.adjusted(0, size * 0.1, 0, -size * 0.1), 3, 3)
            painter.setBrush(QColor("#5a3a22"))
            painter.drawRect(QRectF(box.left() + size * 0.3, box.top() + size * 0.18, size * 0.4, size * 0.3))
        elif kind == "stoker":
            draw_stoker(painter, box.adjusted(0.5, 0.5, -0.5, -0.5))
        elif kind == "glyph":
            painter.setPen(ink)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
        else:
            draw_cube(painter, box, QColor(colour))
            if colour == ANY_RAIL or letter:  # a rail of any colour: the cube asks which
                painter.setPen(theme.text_on(QColor(colour)))
                painter.drawText(box.adjusted(0, 0, 0, -size * 0.2), Qt.AlignmentFlag.AlignCenter,
                                 "?" if colour == ANY_RAIL else letter)
        x += width + 3


GLYPHS = {"reuse_action_space": "↺"}
FORMULA_PARTS = {"highest_locomotive": [icon("loco")], "two_highest_locomotives": [icon("loco"), icon("loco")],
                 "engineer_numbers": [icon("glyph", label="Σ"), icon("engineer")]}


def effect_icons(effect: dict[str, Any], hexes: dict[str, str], letters: dict[str, str] | None = None) -> list[Icon]:
    """An effect in pictures ([] when a part has none); ``letters`` (the colour cues) puts the rail colours'
    letters on their cubes."""
    kind = effect.get("type")
    if kind in ("all", "choice"):
        found: list[Icon] = []
        parts = effect.get("effects") if kind == "all" else effect.get("options")
        for k, part in enumerate(parts or []):
            icons = effect_icons(part, hexes, letters)
            if not icons:
                return []
            found += ([icon("glyph", label="/")] if k and kind == "choice" else []) + icons
        return found
    count = int(effect.get("count", 1) or 1)
    colour = str(effect.get("colour"))
    if kind == "rail_steps":
        if colour == "black_or_grey":
            return [icon("rail", count, colour=hexes["black"], letter=(letters or {}).get("black", "")),
                    icon("glyph", label="/"),
                    icon("rail", colour=hexes["grey"], letter=(letters or {}).get("grey", ""))]
        if colour in hexes:
            found = [icon("rail", count, colour=hexes[colour], letter=(letters or {}).get(colour, ""))]
            return found + ([icon("glyph", label="≠")] if effect.get("distinct") else [])
        return []
    simple = {"coins": "coin", "industry_steps": "industry", "coal": "coal", "temp_workers": "pawn",
              "gain_worker": "pawn", "end_bonus_card": "card", "gain_engineer": "engineer", "take_foundry": "foundry",
              "take_stoker": "stoker"}
    if kind in simple:
        return [icon(simple[str(kind)], count)]
    if kind == "doubler":
        return [icon("glyph", label="×2")] * count
    if kind == "points":
        return [icon("points", label=str(count))]
    if kind == "take_locomotive":
        return [icon("loco")]
    if kind == "take_special_locomotive":
        return [icon("loco", label="9")]
    if kind == "take_factory":
        return [icon("factory")]
    if kind == "build_factory":
        return [icon("factory", label=str(effect.get("factory", "")))]
    if kind == "reuse_factory":
        return [icon("glyph", label="↺"), icon("factory")]
    if kind == "points_formula" and effect.get("formula") in FORMULA_PARTS:
        return [icon("points", label="=")] + FORMULA_PARTS[str(effect.get("formula"))]
    if kind == "bonus_marker":
        return [icon("glyph", label="?")]
    if kind == "question_card":
        return [icon("card", label="?")]
    if kind == "place_medal":
        return [icon("glyph", label="◎")]
    if kind == "take_revaluation":
        return [icon("glyph", label="▲")]
    if kind == "extra_industry_marker":
        return [icon("glyph", label="+"), icon("industry")]
    if kind == "bonus_token":
        return [icon("token")]
    if kind == "start_bonus_draw":
        return [icon("card", count, colour=START_CARD_FACE.name())]
    if kind in GLYPHS:
        return [icon("glyph", label=GLYPHS[str(kind)])]
    return []


class IconsItem(QGraphicsItem):
    """An effect's pictures alone, in ``rect`` (centred, or from the left with ``align``)."""

    def __init__(self, rect: QRectF, icons: list[Icon], ink: QColor, parent: QGraphicsItem | None = None,
                 size: float = 16.0, points: float = 9.0,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.icons = icons
        self.ink = QColor(ink)
        self.size = size
        self.points = points
        self.align = align
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        adopt(self, parent)

    def width(self) -> float:
        return icons_width(self.icons, self.size, self.points)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_icons(painter, self.rect, self.icons, self.size, self.ink, self.points, self.align)


def chip_width(text: str, icons: list[Icon], points: float, icon_size: float) -> float:
    """How wide a chip must be for its words and pictures whole."""
    words = QFontMetricsF(theme.font(points, bold=True)).horizontalAdvance(text) if text else 0.0
    pictures = icons_width(icons, icon_size, points)
    return words + pictures + (6 if text and icons else 0) + 12


class ChipItem(ZoneItem):
    """A round-cornered token or tile in a row: an income token (face up or, used, face down), a
    foundry, a bonus marker, a locomotive. ``face_down`` shows the back: greyed, a stripe across it.
    Size it with :func:`chip_width`: its words are never cut."""

    def __init__(self, rect: QRectF, text: str, fill: str | QColor, parent: QGraphicsItem | None = None,
                 face_down: bool = False, points: float = 9.0, icons: list[Icon] | None = None,
                 icon_size: float = 14.0) -> None:
        super().__init__(rect, "#8a8174" if face_down else fill, parent=parent)
        self.text = text
        self.face_down = face_down
        self.points = points
        self.icons = icons or []
        self.icon_size = icon_size
        self.radius = 5.0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_base(painter)
        ink = theme.text_on(self.fill)
        painter.setFont(theme.font(self.points, bold=True))
        room = self.rect.adjusted(6, 0, -6, 0)
        if self.text:
            painter.setPen(ink)
            align = Qt.AlignmentFlag.AlignLeft if self.icons else Qt.AlignmentFlag.AlignHCenter
            painter.drawText(room, Qt.AlignmentFlag.AlignVCenter | align, self.text)
        if self.icons:
            shift = painter.fontMetrics().horizontalAdvance(self.text) + 6 if self.text else 0
            draw_icons(painter, room.adjusted(shift, 0, 0, 0), self.icons, self.icon_size, ink, self.points,
                       Qt.AlignmentFlag.AlignLeft if self.text else Qt.AlignmentFlag.AlignHCenter)
        if self.face_down:  # the back: a stripe across the greyed token
            painter.setPen(QPen(QColor(80, 72, 62, 200), 3))
            painter.drawLine(self.rect.bottomLeft() + QPointF(6, -3), self.rect.topRight() + QPointF(-6, 3))
        self.paint_glow(painter)


class LocomotiveTileItem(PieceItem):
    """The locomotive a player holds until it is put on a slot of one of the lines."""

    def __init__(self, piece_id: str, label: str, width: float = 34.0, height: float = 28.0,
                 points: float = 10.0) -> None:
        super().__init__(piece_id)
        self.label = label
        self.width = width
        self.height = height
        self.points = points

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 8, self.height + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self.height)
        if self.highlight == "lit":
            painter.setPen(QPen(theme.GLOW, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 5, 5)
        painter.setBrush(LOCO_BLUE)
        painter.setPen(QPen(QColor("#1f2d3a"), 1))
        painter.drawRoundedRect(rect, 4, 4)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(theme.font(self.points, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.label)


class FactoryTileItem(PieceItem):
    """A factory to build, until it is dragged onto a slot of the industry track: its number and effect."""

    def __init__(self, piece_id: str, label: str, icons: list[Icon], points: float, width: float = 46.0,
                 height: float = 32.0) -> None:
        super().__init__(piece_id)
        self.label = label
        self.icons = icons
        self.points = points
        self.tile_w = width
        self.tile_h = height

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.tile_w + 8, self.tile_h + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.tile_w, self.tile_h)
        if self.highlight == "lit":
            painter.setPen(QPen(theme.GLOW, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 5, 5)
        painter.setBrush(FACTORY_BROWN)
        painter.setPen(QPen(theme.darker(FACTORY_BROWN, 160), 1))
        painter.drawRoundedRect(rect, 4, 4)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(theme.font(self.points, bold=True))
        painter.drawText(rect.adjusted(4, 1, -3, 0), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft, self.label)
        draw_icons(painter, QRectF(0, self.tile_h - 16, self.tile_w, 14), self.icons, 12.0, QColor("#ffffff"),
                   self.points)


class DogItem(PictureItem):
    """Emil's mark, drawn rather than typed (not every font has a dog): a round head with two
    drooping ears, a muzzle and a nose."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        w, h = r.width(), r.height()
        ink = QColor("#3b2a1a")
        painter.setPen(QPen(ink, max(0.8, w / 18)))
        painter.setBrush(QColor("#d9b98c"))
        painter.drawEllipse(QRectF(r.left() + w * 0.2, r.top() + h * 0.12, w * 0.6, h * 0.7))  # head
        painter.setBrush(QColor("#6b4a2c"))
        painter.drawEllipse(QRectF(r.left(), r.top() + h * 0.08, w * 0.3, h * 0.55))  # ears
        painter.drawEllipse(QRectF(r.right() - w * 0.3, r.top() + h * 0.08, w * 0.3, h * 0.55))
        painter.setBrush(QColor("#f3e3c6"))
        painter.drawEllipse(QRectF(r.left() + w * 0.33, r.top() + h * 0.5, w * 0.34, h * 0.36))  # muzzle
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawEllipse(QRectF(r.left() + w * 0.43, r.top() + h * 0.52, w * 0.14, h * 0.12))  # nose
        painter.drawEllipse(QRectF(r.left() + w * 0.34, r.top() + h * 0.34, w * 0.08, h * 0.08))  # eyes
        painter.drawEllipse(QRectF(r.right() - w * 0.42, r.top() + h * 0.34, w * 0.08, h * 0.08))
