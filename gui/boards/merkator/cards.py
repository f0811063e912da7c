"""Merkator's cards drawn in code: contracts with their demands, bonus cards and buildings."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.boards.merkator.items import (
    CUBE_COLOURS,
    MISSING,
    TICK,
    text,
)
from gui.scene import theme
from gui.scene.card import draw_provenance_mark
from gui.scene.cube import draw_cube
from gui.scene.dragdrop import PieceItem
from gui.scene.text import fitted_text


# --- cards ------------------------------------------------------------------------------------
@dataclass
class NeedLine:
    colour: str | None  # cube colour, None for a kind of goods or "different"
    label: str
    count: int
    short: int  # how many of these are still missing (0: covered)
    mark: str = ""  # the good's letters on a small card's cube: two goods share each colour


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
    provenance: str = ""  # "reconstructed" or "" (gui.scene.card.provenance_mark)


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
        # a small card names its region by its first three letters (the band has the region's colour)
        region = look.region if not self.compact else look.region[:3].upper()
        # the mark in the lower left corner, where it takes no room from the region's name
        side = 9.0 if self.compact else 11.0
        floor = h - 16 if look.footer else h  # above a footer ("Click to fulfil"), not on it
        draw_provenance_mark(painter, QRectF(2 if self.compact else 4, floor - side - (2 if self.compact else 4),
                                             side, side), look.provenance)
        beside = QRectF(medal.right() + 3, 0, w - medal.right() - 5, band_h)
        below = 0.0  # a name too long for the band goes on a line of its own under it
        if not self.compact and QFontMetricsF(theme.font(7.0, bold=True)).horizontalAdvance(region) > beside.width():
            below = 12.0
            text(painter, QRectF(3, band_h + 1, w - 6, below), region, 7.5, True, theme.INK,
                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, smallest=6.5)
        else:
            text(painter, beside, region, 8.5 if not self.compact else 7.5, True, theme.text_on(band),
                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, smallest=None if self.compact else 7.0)
        band_h += below
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
            size = 12.0 if any(line.mark for line in lines) else 9.0
            x = 4.0
            y = top + 5
            for line in lines:
                for _ in range(line.count):
                    if x + size > w - 3:
                        x = 4.0
                        y += size + 3
                    colour = QColor(CUBE_COLOURS[line.colour]) if line.colour else QColor("#cdbb94")
                    draw_cube(painter, QRectF(x, y, size, size), colour, line.mark)
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
    provenance: str = ""


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
        text(painter, QRectF(5, 0, w - (34 if look.provenance else 30), 20), look.title, 8.5, True,
             theme.text_on(band), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, serif=True,
             smallest=7.0)
        coin = QRectF(w - 22, 2, 18, 18)
        painter.setPen(QPen(theme.BRASS_DARK, 1))
        painter.setBrush(theme.BRASS)
        painter.drawEllipse(coin)
        text(painter, coin, str(look.cost), 8, True)
        # the mark at the coin's lower left, on the band's edge
        draw_provenance_mark(painter, QRectF(coin.left() - 6, 12, 10, 10), look.provenance)
        if look.kind == "bonus" and look.good_colour:
            draw_cube(painter, QRectF(6, 23, 15, 15), QColor(CUBE_COLOURS[look.good_colour]), "2")
            text(painter, QRectF(26, 21, w - 30, 19), look.good, 8.5, True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            if h > 48:
                text(painter, QRectF(4, 39, w - 8, h - 40), look.body, 7.5, colour=theme.INK_SOFT,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        else:
            painter.setPen(theme.INK)
            font = theme.font(7.5)
            painter.setFont(font)
            body = QRectF(5, 23, w - 10, h - 28 - (14 if look.footer else 0))
            # an office's card is low: a long rule is cut there, and the card's tooltip gives it whole
            painter.drawText(body, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                             fitted_text(look.body, font, body.width(), body.height()))
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
