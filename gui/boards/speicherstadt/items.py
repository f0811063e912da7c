"""Speicherstadt's painted pieces: trade cards, panels with cube slots, the water and the fires."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.scene import theme
from gui.scene.card import draw_provenance_mark
from gui.scene.cube import CubeLook, draw_cube
from gui.scene.dragdrop import adopt
from gui.scene.text import fitted_text
from gui.scene.zone import ZoneItem

GOOD_COLOURS = {
    "coffee": "#6b3f1f",
    "tea": "#3f8f3f",
    "saffron": "#f0c419",
    "rubber": "#f4f1e8",
    "carpet": "#b8302a",
}
KIND_COLOURS = {
    "contract": "#2f5b86",
    "ship": "#1d7a8c",
    "fire": "#c0392b",
    "fireman": "#d0602a",
    "bank": "#3d6b4f",
    "counting_house": "#7a5c3a",
    "merchant": "#9a7420",
    "warehouse": "#6d5a44",
    "church": "#5b4b8a",
    "chamber": "#2e7d6b",
    "port": "#1f4e79",
    "st_michaelis": "#4a4a6a",
}
WATER = QColor("#3f7fa6")
CUBE_LOOK = CubeLook(top_light=115, ghost_alpha=70, ghost_darken=130, ghost_width=1.2, label_scale=0.36,
                     label_share=0.85)  # slot cubes: a less lit top, a bolder empty slot, a smaller letter


def good_colour(good: str) -> QColor:
    return QColor(GOOD_COLOURS.get(good, "#888888"))


@dataclass
class Slot:
    """A place for one cube inside a card or panel: ``good`` "" = any good; ``filled`` shows a cube."""

    good: str = ""
    filled: str = ""  # the good lying there, "" when empty


@dataclass
class CardLook:
    kind: str
    name: str
    corner: str = ""  # points or value medallion (top right)
    big: str = ""  # a large figure in the middle (strength, +1 ...)
    lines: list[str] = field(default_factory=list)
    slots: list[Slot] = field(default_factory=list)
    letters: dict[str, str] = field(default_factory=dict)  # good -> colour-blind letter
    faded: bool = False
    provenance: str = ""  # "reconstructed", "corrected" or "" (gui.scene.card.provenance_mark)


class TradeCardItem(ZoneItem):
    """A trade card: a coloured band with its name, a medallion, a figure, text lines and cube slots."""

    def __init__(self, rect: QRectF, look: CardLook, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, theme.PARCHMENT, parent=parent)
        self.look = look
        self.radius = 7.0
        self.band_h = 22.0

    def slot_rects(self) -> list[QRectF]:
        n = len(self.look.slots)
        if not n:
            return []
        r = self.rect
        size = min(22.0, (r.width() - 12) / n - 4, r.height() - self.band_h - 8)
        total = n * (size + 4) - 4
        x = r.center().x() - total / 2
        y = r.bottom() - size - (8 if r.height() > 60 else 3)
        return [QRectF(x + i * (size + 4), y, size, size) for i in range(n)]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.look
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 55))
        painter.drawRoundedRect(r.translated(2, 2.5), self.radius, self.radius)
        outline = QPainterPath()
        outline.addRoundedRect(r, self.radius, self.radius)
        painter.setBrush(theme.PARCHMENT)
        painter.setPen(QPen(theme.INK_SOFT, 1))
        painter.drawPath(outline)
        band = QColor(KIND_COLOURS.get(look.kind, "#7a5c3a"))
        band_h = self.band_h
        painter.save()
        painter.setClipPath(outline)
        painter.fillRect(QRectF(r.left(), r.top(), r.width(), band_h), band)
        painter.restore()
        painter.setPen(theme.text_on(band))
        small = band_h <= 18 or r.width() < 84  # a narrow card (many contracts) titles like a small one
        painter.setFont(theme.font(8 if small else 9.5, bold=True, serif=True))
        corner = min(24.0, band_h + 2) + (4 if small else 9) if look.corner else 0.0  # the medal's room
        # the reconstructed/corrected mark: on the band of a full-size card without a medal, under the
        # medal of one with it (it takes no room from the title there), in the corner of a small one
        mark = 12.0 if look.provenance and not small and not look.corner else 0.0
        title_rect = QRectF(r.left() + (4 if small else 6), r.top(),
                            r.width() - corner - (5 if small else 8) - (mark + 3 if mark else 0), band_h)
        points = 8.0 if small else 9.5
        while points > 7.5 and painter.fontMetrics().horizontalAdvance(look.name) > title_rect.width():
            points -= 0.5  # a little smaller before the name is cut
            painter.setFont(theme.font(points, bold=True, serif=True))
        title = painter.fontMetrics().elidedText(look.name, Qt.TextElideMode.ElideRight, int(title_rect.width()))
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, title)
        if mark:
            draw_provenance_mark(painter, QRectF(r.right() - 4 - mark, r.top() + (band_h - mark) / 2, mark, mark),
                                 look.provenance)
        elif look.provenance and not (look.corner and not small):
            draw_provenance_mark(painter, QRectF(r.right() - 12, r.bottom() - 12, 10, 10), look.provenance)
        if look.corner:
            side = min(24.0, band_h + 2)
            medal = QRectF(r.right() - side - 3, r.top() + 1, side, side)
            painter.setPen(QPen(theme.darker(QColor("#3d6b4f"), 160), 1))
            painter.setBrush(QColor("#3d6b4f"))
            painter.drawEllipse(medal)
            painter.setPen(QColor("white"))
            painter.setFont(theme.font(9.5 if side > 18 else 7.5, bold=True))
            painter.drawText(medal, Qt.AlignmentFlag.AlignCenter, look.corner)
            if look.provenance and not small:  # at the medal's lower left, on the band's edge
                draw_provenance_mark(painter, QRectF(medal.left() - 5, r.top() + band_h - 8, 11, 11), look.provenance)
        top = r.top() + band_h + 3
        bottom = self.slot_rects()[0].top() - 2 if look.slots else r.bottom() - 4
        painter.setPen(theme.INK)
        if look.big:
            painter.setFont(theme.font(17, bold=True, serif=True))
            big_h = min(30.0, bottom - top)
            painter.drawText(QRectF(r.left(), top, r.width(), big_h), Qt.AlignmentFlag.AlignCenter, look.big)
            top += big_h
        if look.lines:
            box = QRectF(r.left() + 5, top, r.width() - 10, max(bottom - top, 12))
            flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            words = "\n".join(look.lines)
            # a narrow column (five players) shrinks the words a little, then cuts them (the tooltip has them)
            points = 9.0
            while True:
                font = theme.font(points)
                needed = QFontMetricsF(font).boundingRect(box, int(flags), words)
                if needed.height() <= box.height() + 0.5 or points <= 7.5:
                    break
                points -= 0.5
            painter.setFont(font)
            painter.setPen(theme.INK_SOFT if look.big else theme.INK)
            painter.drawText(box, flags, fitted_text(words, font, box.width(), box.height()))
        for slot, rect in zip(look.slots, self.slot_rects(), strict=True):
            if slot.filled:
                draw_cube(painter, rect, good_colour(slot.filled), look.letters.get(slot.filled, ""), look=CUBE_LOOK)
            elif slot.good:
                draw_cube(painter, rect, good_colour(slot.good), look.letters.get(slot.good, ""), faint=True,
                          look=CUBE_LOOK)
            else:
                painter.setPen(QPen(theme.INK_SOFT, 1, Qt.PenStyle.DashLine))
                painter.setBrush(QColor(255, 255, 255, 90))
                painter.drawRoundedRect(rect, 3, 3)
        if look.faded:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(246, 236, 210, 150))
            painter.drawPath(outline)
        self.paint_glow(painter)


class SlotPanelItem(ZoneItem):
    """A panel (market hall space, warehouse) with a title, a line of text and a row of cube slots."""

    def __init__(self, rect: QRectF, title: str, note: str, slots: list[Slot], letters: dict[str, str],
                 fill: str = "#e9dcbc", parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, fill, title, parent=parent)
        self.note = note
        self.slots = slots
        self.letters = letters

    def slot_rect(self, index: int) -> QRectF:
        r = self.rect
        size = min(22.0, (r.width() - 12) / max(len(self.slots), 1) - 4)
        return QRectF(r.left() + 8 + index * (size + 4), r.bottom() - size - 8, size, size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_base(painter)
        r = self.rect
        if self.note:
            painter.setPen(theme.INK_SOFT)
            painter.setFont(theme.font(9))
            painter.drawText(QRectF(r.left() + 8, r.top() + 20, r.width() - 16, self.slot_rect(0).top() - r.top() - 22
                                    if self.slots else 60),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                             self.note)
        for i, slot in enumerate(self.slots):
            rect = self.slot_rect(i)
            if slot.filled:
                draw_cube(painter, rect, good_colour(slot.filled), self.letters.get(slot.filled, ""), look=CUBE_LOOK)
            else:
                painter.setPen(QPen(theme.INK_SOFT, 1, Qt.PenStyle.DashLine))
                painter.setBrush(QColor(255, 255, 255, 110))
                painter.drawRoundedRect(rect, 3, 3)
        self.paint_glow(painter)


class WaterItem(QGraphicsItem):
    """The harbour water under the offered cards, with a few painted waves."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.setZValue(-5)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        gradient = QLinearGradient(self.rect.topLeft(), self.rect.bottomLeft())
        gradient.setColorAt(0, theme.lighter(WATER, 118))
        gradient.setColorAt(1, theme.darker(WATER, 118))
        painter.setBrush(gradient)
        painter.setPen(QPen(theme.darker(WATER, 150), 1))
        painter.drawRoundedRect(self.rect, 8, 8)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1.4))
        r = self.rect
        step = 46.0
        row = 0
        y = r.top() + 14
        while y < r.bottom() - 6:
            x = r.left() + 12 + (row % 2) * step / 2
            while x < r.right() - 24:
                path = QPainterPath(QPointF(x, y))
                path.quadTo(QPointF(x + 6, y - 4), QPointF(x + 12, y))
                path.quadTo(QPointF(x + 18, y + 4), QPointF(x + 24, y))
                painter.drawPath(path)
                x += step
            y += 22
            row += 1


class SlotItem(QGraphicsItem):
    """One numbered worker space of a column (the number is the price while it is the top worker)."""

    def __init__(self, rect: QRectF, number: int, owner: str = "", colour: QColor | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.number = number
        self.owner = owner
        self.colour = colour
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#b9a57e"), 1))
        fill = QColor("#e6d6b0")
        if self.colour is not None:
            fill = QColor(self.colour)
            fill.setAlpha(70)
        painter.setBrush(fill)
        painter.drawRoundedRect(self.rect, 4, 4)
        painter.setPen(theme.INK_SOFT)
        painter.setFont(theme.font(8, bold=True))
        painter.drawText(self.rect.adjusted(4, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         str(self.number))
        if self.owner:
            painter.setPen(theme.INK)
            painter.setFont(theme.font(8))
            text_rect = self.rect.adjusted(34, 0, -3, 0)
            name = painter.fontMetrics().elidedText(self.owner, Qt.TextElideMode.ElideRight, int(text_rect.width()))
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)


class FlameItem(QGraphicsItem):
    """A small flame: a fire still waiting in a season's pile (its points written beside it)."""

    def __init__(self, size: float, text: str = "", parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.size = size
        self.text = text
        adopt(self, parent)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size * 8, self.size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath(QPointF(s * 0.4, 0))
        path.cubicTo(QPointF(s * 0.9, s * 0.35), QPointF(s * 0.85, s), QPointF(s * 0.4, s))
        path.cubicTo(QPointF(0, s), QPointF(-s * 0.05, s * 0.45), QPointF(s * 0.25, s * 0.3))
        path.cubicTo(QPointF(s * 0.3, s * 0.5), QPointF(s * 0.45, s * 0.5), QPointF(s * 0.4, 0))
        painter.setPen(QPen(QColor("#8e1d12"), 1))
        painter.setBrush(QColor("#e4572e"))
        painter.drawPath(path)
        painter.setBrush(QColor("#f6c344"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QRectF(s * 0.25, s * 0.55, s * 0.3, s * 0.35))
        if self.text:
            painter.setPen(theme.INK)
            painter.setFont(theme.font(8.5, bold=True))
            painter.drawText(QRectF(s * 0.95, 0, s * 7, s), Qt.AlignmentFlag.AlignVCenter, self.text)
