"""Russian Railroads' own pieces: the spaces of a line or the industry track, slots and locomotive tiles."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.scene import theme
from gui.scene.cube import draw_cube
from gui.scene.dragdrop import PieceItem, adopt
from gui.scene.zone import ZoneItem


class CellItem(QGraphicsItem):
    """One space of a line or of the industry track: its number, the marks of its special spaces,
    shaded where the line's locomotives do not reach. ``compact`` draws only the box (the small
    copies of other players' boards), filled with the colour of the rail standing there."""

    def __init__(self, rect: QRectF, number: str, marks: str, reached: bool, parent: QGraphicsItem | None = None,
                 compact: bool = False) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.number = number
        self.marks = marks
        self.reached = reached
        self.compact = compact
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
        painter.setBrush(face)
        painter.setPen(QPen(QColor(theme.INK_SOFT), 0.8))
        painter.drawRoundedRect(self.rect, 3, 3)
        if self.compact:
            if self.letter and self.fill_colour is not None:
                painter.setPen(theme.text_on(self.fill_colour))
                painter.setFont(theme.font(9, bold=True))
                painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.letter)
            return
        painter.setPen(theme.INK_SOFT)
        painter.setFont(theme.font(9))
        painter.drawText(self.rect.adjusted(2, 1, -2, 0), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft,
                         self.number)
        if self.marks:
            painter.setPen(QColor("#8e1d12"))
            painter.setFont(theme.font(9, bold=True))
            painter.drawText(self.rect.adjusted(1, 0, -1, -1),
                             Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignHCenter, self.marks)


STOKER_FIRE = QColor("#d9581e")  # the Coal module's stoker: a glowing firebox


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
    draws the Coal module's stoker sitting on the tile."""

    def __init__(self, rect: QRectF, label: str, colour: str, parent: QGraphicsItem | None = None,
                 stoker: bool = False) -> None:
        super().__init__(rect, colour or "#e7dab9", dashed=not label, parent=parent)
        self.label = label
        self.radius = 4.0
        self.stoker = stoker

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_base(painter)
        if self.label:
            painter.setPen(theme.text_on(self.fill))
            painter.setFont(theme.font(10, bold=True))
            text = self.rect.adjusted(0, 0, -7, 0) if self.stoker else self.rect
            painter.drawText(text, Qt.AlignmentFlag.AlignCenter, self.label)
        if self.stoker:
            size = min(12.0, self.rect.height() - 4)
            draw_stoker(painter, QRectF(self.rect.right() - size - 1, self.rect.top() + 1, size, size))
        self.paint_glow(painter)


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


class PictureItem(QGraphicsItem):
    """A small drawing in ``rect`` that takes no clicks (coal, Emil's dog)."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)


class CoalItem(PictureItem):
    """A lump of coal: the Coal module's goods, drawn as a dark faceted stone."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
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


class TrackTileItem(PieceItem):
    """A Germany track tile: ``size`` spaces in a row with the marks of their special spaces."""

    FACE = QColor("#c9d6a8")

    def __init__(self, piece_id: str, marks: list[str], cell: float = 13.0, height: float = 18.0) -> None:
        super().__init__(piece_id)
        self.marks = marks
        self.cell = cell
        self.height = height

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.cell * len(self.marks) + 8, self.height + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.cell * len(self.marks), self.height)
        if self.highlight == "lit":
            painter.setPen(QPen(theme.GLOW, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 4, 4)
        painter.setBrush(self.FACE)
        painter.setPen(QPen(QColor("#4f5e3a"), 1))
        painter.drawRoundedRect(rect, 3, 3)
        painter.setFont(theme.font(9, bold=True))
        for k, mark in enumerate(self.marks):
            cell = QRectF(k * self.cell, 0, self.cell, self.height)
            if k:
                painter.setPen(QPen(QColor("#7d8c62"), 0.6))
                painter.drawLine(cell.topLeft(), cell.bottomLeft())
            if mark:
                painter.setPen(QColor("#8e1d12"))
                painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, mark)


# one picture of an effect: (kind, colour or glyph, count, letter for colour-blind play); kinds: "coin",
# "rail" (a cube of its colour), "industry" (the gold marker), "loco", "factory", "glyph" (a sign such as "/")
Icon = tuple[str, str, int, str]
ICON_FONT = 9.0
LOCO_BLUE = QColor("#3f5a73")
FACTORY_BROWN = QColor("#7a3d2a")


def _icon_width(icon: Icon, size: float) -> float:
    kind, colour, count, _ = icon
    width = QFontMetricsF(theme.font(ICON_FONT, bold=True)).horizontalAdvance(colour) + 2 if kind == "glyph" else size
    return width + (size * 0.9 if count > 1 else 0)


def icons_width(icons: list[Icon], size: float) -> float:
    return sum(_icon_width(i, size) + 3 for i in icons) - 3 if icons else 0.0


def draw_icons(painter: QPainter, rect: QRectF, icons: list[Icon], size: float, ink: QColor) -> None:
    """An effect in pictures, centred in ``rect``: brass coins, rail cubes of their colour, the industry
    marker, locomotive and factory tiles, signs; a count above one stands in front of its picture."""
    x = rect.center().x() - icons_width(icons, size) / 2
    top = rect.center().y() - size / 2
    painter.setFont(theme.font(ICON_FONT, bold=True))
    for icon in icons:
        kind, colour, count, letter = icon
        painter.setPen(ink)
        if count > 1:
            painter.drawText(QRectF(x, top, size * 0.9, size), Qt.AlignmentFlag.AlignCenter, str(count))
            x += size * 0.9
        width = _icon_width(icon, size) - (size * 0.9 if count > 1 else 0)
        box = QRectF(x, top, width, size)
        if kind == "coin":
            painter.setPen(QPen(theme.BRASS_DARK, 1))
            painter.setBrush(theme.BRASS)
            painter.drawEllipse(box)
        elif kind == "industry":
            draw_cube(painter, box, QColor("#c9a227"))  # the industry marker's gold
        elif kind in ("loco", "factory"):
            fill = LOCO_BLUE if kind == "loco" else FACTORY_BROWN
            painter.setPen(QPen(theme.darker(fill, 150), 1))
            painter.setBrush(fill)
            painter.drawRoundedRect(box.adjusted(0, size * 0.15, 0, -size * 0.15), 2, 2)
        elif kind == "glyph":
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, colour)
        else:
            draw_cube(painter, box, QColor(colour), letter)
            if colour == ANY_RAIL:  # a rail of any colour: the cube asks which
                painter.setPen(theme.text_on(QColor(colour)))
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "?")
            painter.setFont(theme.font(ICON_FONT, bold=True))
        x += width + 3


ANY_RAIL = "#b08d57"  # words.COLOUR_HEX["any"]
GLYPHS = {"doubler": "×2", "reuse_action_space": "↺"}


def effect_icons(effect: dict[str, Any], hexes: dict[str, str], letters: dict[str, str] | None = None) -> list[Icon]:
    """An income token's or a foundry's effect in pictures ([] when a part has none); ``letters`` (colour-blind
    play) puts the rail colours' letters on their cubes."""
    kind = effect.get("type")
    if kind == "all":
        found: list[Icon] = []
        for part in effect.get("effects") or []:
            icons = effect_icons(part, hexes, letters)
            if not icons:
                return []
            found += icons
        return found
    if kind == "choice":
        found = []
        for k, option in enumerate(effect.get("options") or []):
            icons = effect_icons(option, hexes, letters)
            if not icons:
                return []
            found += ([("glyph", "/", 1, "")] if k else []) + icons
        return found
    count = int(effect.get("count", 1) or 1)
    colour = str(effect.get("colour"))
    if kind == "coins":
        return [("coin", "", count, "")]
    if kind == "industry_steps":
        return [("industry", "", count, "")]
    if kind == "rail_steps" and colour in hexes:
        return [("rail", hexes[colour], count, (letters or {}).get(colour, ""))]
    if kind == "take_locomotive":
        return [("loco", "", 1, "")]
    if kind == "take_factory":
        return [("factory", "", 1, "")]
    if kind == "points_formula" and effect.get("formula") == "highest_locomotive":
        return [("glyph", "★=", 1, ""), ("loco", "", 1, "")]
    if kind in GLYPHS:
        return [("glyph", GLYPHS[str(kind)], count, "")]
    return []


class IconsItem(QGraphicsItem):
    """An effect's pictures alone, on a card that is the place to click (its glow stays visible)."""

    def __init__(self, rect: QRectF, icons: list[Icon], ink: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.icons = icons
        self.ink = QColor(ink)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_icons(painter, self.rect, self.icons, 16.0, self.ink)


class ChipItem(ZoneItem):
    """A round-cornered token or tile in a row: an income token (face up or, used, face down), a
    foundry, a bonus token. ``face_down`` shows the back: the text greys and a stripe crosses it."""

    def __init__(self, rect: QRectF, text: str, fill: str, parent: QGraphicsItem | None = None,
                 face_down: bool = False, points: float = 9.0, icons: list[Icon] | None = None) -> None:
        super().__init__(rect, "#8a8174" if face_down else fill, parent=parent)
        self.text = text
        self.face_down = face_down
        self.points = points
        self.icons = icons or []
        self.radius = 5.0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_base(painter)
        ink = theme.text_on(self.fill)
        painter.setFont(theme.font(self.points, bold=True))
        if self.icons:
            text_w = 0.0
            if self.text:
                text_w = painter.fontMetrics().horizontalAdvance(self.text) + 4
                painter.setPen(ink)
                painter.drawText(QRectF(self.rect.left() + 4, self.rect.top(), text_w, self.rect.height()),
                                 Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.text)
            draw_icons(painter, self.rect.adjusted(text_w + 2, 0, 0, 0), self.icons, min(14.0, self.rect.height() - 8),
                       ink)
        else:
            room = self.rect.adjusted(3, 0, -3, 0)
            text = painter.fontMetrics().elidedText(self.text, Qt.TextElideMode.ElideRight, int(room.width()))
            painter.setPen(ink)
            painter.drawText(room, Qt.AlignmentFlag.AlignCenter, text)
        if self.face_down:  # the back: a stripe across the greyed token
            painter.setPen(QPen(QColor(80, 72, 62, 200), 3))
            painter.drawLine(self.rect.bottomLeft() + QPointF(6, -3), self.rect.topRight() + QPointF(-6, 3))
        self.paint_glow(painter)


class LocomotiveTileItem(PieceItem):
    """The locomotive a player holds until it is put on a slot of one of the lines."""

    def __init__(self, piece_id: str, label: str, width: float = 34.0, height: float = 28.0) -> None:
        super().__init__(piece_id)
        self.label = label
        self.width = width
        self.height = height

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 8, self.height + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self.height)
        if self.highlight == "lit":
            painter.setPen(QPen(theme.GLOW, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 5, 5)
        painter.setBrush(QColor("#3f5a73"))
        painter.setPen(QPen(QColor("#1f2d3a"), 1))
        painter.drawRoundedRect(rect, 4, 4)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(theme.font(10, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.label)


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
