"""The district's buildings: the harbour office (a brick wall with painted plaques for the round, the deck, the
cubes and the points), a player's warehouse with its loading doors, the market hall under its copper roof, and the
quay where unloaded cubes wait, the goods store's crate where a cube is given up. Each keeps the panel's words and cube places where they were."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.boards.speicherstadt.art import (
    gable_path,
    paint_bollard,
    paint_bricks,
    paint_copper_roof,
    paint_crate,
    paint_door,
    paint_granite,
    paint_paving,
    paint_slabs,
    paint_water,
)
from gui.boards.speicherstadt.colours import BRICK, COPPER
from gui.boards.speicherstadt.items import SlotPanelItem
from gui.boards.speicherstadt.scenery import PaintedItem
from gui.scene import theme
from gui.scene.pixmap_cache import cached_paint
from gui.scene.zone import ZoneItem

PLAQUE = QColor("#f3e9cf")
SLAB = QColor("#e2ddd2")


def paint_plaque(painter: QPainter, rect: QRectF, fill: QColor = PLAQUE) -> None:
    """A painted board fixed to a wall: light, with a thin dark edge and a shadow."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawRoundedRect(rect.translated(1, 1.5), 3, 3)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0, theme.lighter(fill, 103))
    gradient.setColorAt(1, theme.darker(fill, 104))
    painter.setBrush(gradient)
    painter.setPen(QPen(QColor("#5a4634"), 0.8))
    painter.drawRoundedRect(rect, 3, 3)


class PlaqueItem(PaintedItem):
    """A painted board on its own (the final scores, hung in front of the warehouses)."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_plaque(painter, self.rect)


def paint_brick_wall(painter: QPainter, rect: QRectF, radius: float = 6.0) -> None:
    clip = QPainterPath()
    clip.addRoundedRect(rect, radius, radius)
    painter.save()
    painter.setClipPath(clip)
    cached_paint(painter, rect, ("bricks",), paint_bricks)
    painter.restore()


class HarbourOfficeItem(ZoneItem):
    """The harbour panel as the harbour office's brick front, with a plaque under each part of its contents."""

    def __init__(self, rect: QRectF, plaques: list[QRectF], parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent=parent)
        self.plaques = [QRectF(p) for p in plaques]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_brick_wall(painter, self.rect, self.radius)
        painter.setPen(QPen(QColor("#4a2a1c"), 1.1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect, self.radius, self.radius)
        for plaque in self.plaques:
            paint_plaque(painter, plaque)


class WarehouseItem(SlotPanelItem):
    """A player's warehouse: a brick store with a painted name board and a loading door at each of its places."""

    def __init__(self, rect: QRectF, title: str, note: str, slots: list, letters: dict[str, str],
                 sizes: dict[str, float]) -> None:
        super().__init__(rect, title, note, slots, letters, sizes=sizes)
        self.fill = QColor(0, 0, 0, 0)
        self.border = QColor("#4a2a1c")

    def board_rect(self) -> QRectF:
        """The name board: over the doors, holding the title and the note."""
        r = self.rect
        font = theme.font(self.sizes["small"])
        note = QFontMetricsF(font).boundingRect(QRectF(0, 0, r.width() - 14, 200),
                                                int(Qt.TextFlag.TextWordWrap), self.note)
        bottom = min(r.top() + 22 + note.height() + 3, self.slot_rect(0).top() - 9) if self.slots else r.bottom() - 5
        return QRectF(r.left() + 4, r.top() + 3, r.width() - 8, bottom - r.top() - 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        paint_brick_wall(painter, r, self.radius)
        paint_copper_roof(painter, QRectF(r.left() + 1, r.top(), r.width() - 2, 3))
        paint_plaque(painter, self.board_rect())
        for i in range(len(self.slots)):
            paint_door(painter, self.slot_rect(i).adjusted(-1, -6, 1, 3))
        self.paint_base(painter)  # the edge and the title, over the bricks
        self.paint_slots(painter, empty=False)  # an empty place is the open door


class MarketHallItem(PaintedItem):
    """The market hall behind its three spaces: brick walls under a green copper roof, a name board on the
    roof where its title is written (``title_width``: the title's width)."""

    def __init__(self, rect: QRectF, title_width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.title_width = title_width

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        paint_brick_wall(painter, QRectF(r.left(), r.top() + 10, r.width(), r.height() - 10), 4)
        roof = QPainterPath(QPointF(r.left() - 3, r.top() + 16))
        roof.lineTo(r.left() + 10, r.top() - 3)
        roof.lineTo(r.right() - 10, r.top() - 3)
        roof.lineTo(r.right() + 3, r.top() + 16)
        roof.closeSubpath()
        gradient = QLinearGradient(QPointF(0, r.top() - 3), QPointF(0, r.top() + 16))
        gradient.setColorAt(0, theme.lighter(COPPER, 125))
        gradient.setColorAt(1, theme.darker(COPPER, 118))
        painter.setPen(QPen(theme.darker(COPPER, 170), 0.9))
        painter.setBrush(gradient)
        painter.drawPath(roof)
        painter.setPen(QPen(theme.darker(COPPER, 135), 0.6))
        for k in range(1, int(r.width() // 14)):  # the roof's seams
            x = r.left() + k * 14
            painter.drawLine(QPointF(x, r.top() - 2), QPointF(x + (x - r.center().x()) * 0.06, r.top() + 15))
        paint_plaque(painter, QRectF(r.left() + 1, r.top() - 2, self.title_width + 8, 17))


class QuayItem(ZoneItem):
    """A player's quay: granite slabs where unloaded cubes lie, its edge and a strip of the canal at the foot."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        clip = QPainterPath()
        clip.addRoundedRect(r, self.radius, self.radius)
        painter.save()
        painter.setClipPath(clip)
        painter.fillRect(r, SLAB)
        painter.setPen(QPen(QColor(120, 110, 95, 60), 0.7))
        slab = 30.0
        row = 0
        y = r.top() + 18
        while y < r.bottom() - 12:
            painter.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            x = r.left() + (slab / 2 if row % 2 else slab)
            while x < r.right():
                painter.drawLine(QPointF(x, y), QPointF(x, min(y + 19, r.bottom() - 12)))
                x += slab
            y += 19
            row += 1
        edge = QRectF(r.left(), r.bottom() - 12, r.width(), 5)
        cached_paint(painter, edge, ("quay edge",), paint_granite)
        cached_paint(painter, QRectF(r.left(), r.bottom() - 7, r.width(), 7), ("quay water",), paint_water)
        painter.restore()
        for x in (r.left() + 14, r.right() - 14):
            paint_bollard(painter, QPointF(x, r.bottom() - 10), 3.2)
        self.fill = QColor(0, 0, 0, 0)
        self.paint_base(painter)
        self.paint_glow(painter)


class YardItem(ZoneItem):
    """The yard where a player's workers wait: pale cobbles."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        clip = QPainterPath()
        clip.addRoundedRect(self.rect, self.radius, self.radius)
        painter.save()
        painter.setClipPath(clip)
        cached_paint(painter, self.rect, ("paving",), paint_paving)
        painter.fillRect(self.rect, QColor(250, 244, 228, 150))  # pale, so the words on it read
        painter.restore()
        self.fill = QColor(0, 0, 0, 0)
        self.paint_base(painter)
        self.paint_glow(painter)


class MarketStallItem(SlotPanelItem):
    """One of the market hall's three spaces: a bay under a shallow brick arch."""

    RISE = 4.0

    def outline(self) -> QPainterPath:
        r = self.rect
        path = QPainterPath(QPointF(r.left(), r.bottom() - self.radius))
        path.lineTo(r.left(), r.top())
        path.quadTo(QPointF(r.center().x(), r.top() - 2 * self.RISE), QPointF(r.right(), r.top()))
        path.lineTo(r.right(), r.bottom() - self.radius)
        path.quadTo(QPointF(r.right(), r.bottom()), QPointF(r.right() - self.radius, r.bottom()))
        path.lineTo(r.left() + self.radius, r.bottom())
        path.quadTo(QPointF(r.left(), r.bottom()), QPointF(r.left(), r.bottom() - self.radius))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outline = self.outline()
        painter.setPen(QPen(theme.darker(BRICK, 150), 3))  # the arch's bricks
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(outline)
        fill = QColor(self.fill) if self.highlight != "dim" else theme.darker(self.fill, self.dim_darken)
        light = QLinearGradient(self.rect.topLeft(), self.rect.bottomLeft())
        light.setColorAt(0, theme.lighter(fill, 106))
        light.setColorAt(1, theme.darker(fill, 104))
        painter.setBrush(light)
        painter.setPen(QPen(self.border, 1.1))
        painter.drawPath(outline)
        keep = self.fill
        self.fill = QColor(0, 0, 0, 0)
        self.paint_base(painter)  # the title, over the bay
        self.fill = keep
        self.paint_slots(painter)


class StripItem(ZoneItem):
    """Another player's strip as the front of their warehouse: a green copper eave, brick piers at the sides and
    a plastered front in the player's tint."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        clip = QPainterPath()
        clip.addRoundedRect(r, self.radius, self.radius)
        painter.save()
        painter.setClipPath(clip)
        plaster = QLinearGradient(r.topLeft(), r.bottomLeft())
        plaster.setColorAt(0, theme.lighter(self.fill, 104))
        plaster.setColorAt(1, theme.darker(self.fill, 105))
        painter.fillRect(r, plaster)
        for x in (r.left(), r.right() - 5):
            cached_paint(painter, QRectF(x, r.top(), 5, r.height()), ("pier bricks",), paint_bricks)
        paint_copper_roof(painter, QRectF(r.left() - 1, r.top() - 1, r.width() + 2, 4))
        painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self.border, 1.1))
        painter.drawRoundedRect(r, self.radius, self.radius)
        self.paint_glow(painter)


class CourtyardItem(ZoneItem):
    """The ground of a player's area: large pale sandstone slabs."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        clip = QPainterPath()
        clip.addRoundedRect(r, self.radius, self.radius)
        painter.save()
        painter.setClipPath(clip)
        cached_paint(painter, r, ("slabs",), paint_slabs)
        painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self.border, 1.1))
        painter.drawRoundedRect(r, self.radius, self.radius)
        self.paint_glow(painter)


class SignboardItem(ZoneItem):
    """A player's name board over their area: a painted board in the player's tint, framed in dark timber."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        gradient = QLinearGradient(r.topLeft(), r.bottomLeft())
        gradient.setColorAt(0, theme.lighter(self.fill, 108))
        gradient.setColorAt(1, theme.darker(self.fill, 106))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 45))
        painter.drawRoundedRect(r.translated(1, 1.5), 4, 4)
        painter.setBrush(gradient)
        painter.setPen(QPen(QColor("#4a3526"), 1.4))
        painter.drawRoundedRect(r, 4, 4)
        painter.setPen(QPen(QColor(255, 255, 255, 90), 0.8))
        painter.drawLine(QPointF(r.left() + 4, r.top() + 1.5), QPointF(r.right() - 4, r.top() + 1.5))


class EmptyLotItem(SlotPanelItem):
    """Where a player's warehouse will stand once bought: a dashed outline of one, faint, under the words."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_base(painter)
        r = self.rect
        outline = QRectF(r.right() - 62, r.bottom() - 44, 52, 38)
        if outline.top() > r.top() + 24:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            pen = QPen(QColor(110, 80, 50, 110), 1, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(gable_path(QRectF(outline.left(), outline.top(), outline.width(), 14), 2))
            painter.drawRect(QRectF(outline.left(), outline.top() + 14, outline.width(), outline.height() - 14))
            for k in range(3):
                painter.drawRect(QRectF(outline.left() + 6 + k * 15, outline.bottom() - 14, 10, 14))
        self.paint_slots(painter)


class SupplyCrateItem(ZoneItem):
    """The supply, where a cube is given up: the goods store's slatted crate on the quay, its name on the top
    board, the words on a consignment note pinned to it (``note``: the words' frame), sacks showing through the
    gap between its lower slats. Painted once per size and language into a pixmap."""

    def __init__(self, rect: QRectF, title: str, note: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, title=title, parent=parent)
        self.note = QRectF(note)
        self.radius = 4.0
        self.border = QColor("#5a4026")

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        note = self.note.translated(-r.left(), -r.top()).adjusted(-3, -2, 3, 2)
        low = note.bottom() + 4
        window = QRectF(6, low + max(0.0, (r.height() - 6 - low) / 2 - 5), r.width() - 13, 0)
        window.setHeight(min(10.0, r.height() - 7 - window.top()))
        key = ("crate", round(note.top(), 1), round(note.bottom(), 1))
        cached_paint(painter, r, key, lambda p, box: paint_crate(p, box, note, window))
        self.fill = QColor(0, 0, 0, 0)
        self.paint_base(painter)  # the edge and the name, stencilled on the top board
        self.paint_glow(painter)
