"""Jantaris' cards: items, vote cards, market-control cards and the Great Market card, each saying on its
face what it does in a few words (the tooltip tells it whole)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.boards.jantaris.items import GOODS_COLOURS
from gui.scene import theme
from gui.scene.card import CardFace, CardItem
from gui.scene.cube import draw_cube

ITEM_BAND = "#7a5c3a"
CROWN_BAND = "#b8892b"
CONTROL_BAND = "#5c6b4a"
MARKET_BAND = "#8e1d12"
VOTE_BANDS = {"deal": "#3d6b4f", "black_market": "#3a3a3a", "influence": "#6a3d7a", "recruitment": "#2f5f8a"}
PRESTIGE_GREEN = QColor("#3d6b4f")
WRAP = Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap


def draw_words(painter: QPainter, rect: QRectF, text: str, points: float, floor: float, bold: bool = False,
               serif: bool = False, flags: int = int(WRAP | Qt.AlignmentFlag.AlignTop)) -> None:
    """``text`` wrapped into ``rect`` at ``points``, a half point smaller at a time down to ``floor`` while it
    does not fit; never cut (a text too long even then shows as overflowing in the board's fit test)."""
    size = points
    while True:
        font = theme.font(size, bold=bold, serif=serif)
        needed = QFontMetricsF(font).boundingRect(rect, flags, text)
        if (needed.width() <= rect.width() and needed.height() <= rect.height()) or size <= floor:
            break
        size -= 0.5
    painter.setFont(font)
    painter.drawText(rect, flags, text)


def medallion(painter: QPainter, rect: QRectF, text: str, points: float, colour: QColor = PRESTIGE_GREEN) -> None:
    painter.setPen(QPen(theme.darker(colour, 160), 1.2))
    painter.setBrush(colour)
    painter.drawEllipse(rect)
    painter.setPen(theme.text_on(colour))
    painter.setFont(theme.font(points, bold=True))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class ParchmentCard(CardItem):
    """A parchment card with a coloured band along the top; subclasses paint the face."""

    BAND = 6.0

    def __init__(self, piece_id: str, title: str, band: str, w: float, h: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(piece_id, CardFace(title, band), w, h, parent)
        self.title = title
        self.band = QColor(band)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self.width, self.height
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80 if self.lifted else 45))
        offset = 6 if self.lifted else 2.5
        painter.drawRoundedRect(QRectF(offset, offset, w, h), 7, 7)
        outline = QPainterPath()
        outline.addRoundedRect(QRectF(0, 0, w, h), 7, 7)
        painter.setBrush(theme.PARCHMENT if self.highlight != "dim" else QColor("#d9d0bb"))
        painter.setPen(QPen(theme.INK_SOFT, 1))
        painter.drawPath(outline)
        painter.save()
        painter.setClipPath(outline)
        painter.fillRect(QRectF(0, 0, w, self.BAND), self.band)
        painter.restore()
        self.paint_face(painter)
        if self.highlight == "lit":
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.GLOW, 3.5))
            painter.drawRoundedRect(QRectF(-1.5, -1.5, w + 3, h + 3), 8, 8)

    def paint_face(self, painter: QPainter) -> None:
        raise NotImplementedError


class ItemCardItem(ParchmentCard):
    """An item: its name, its starting price in cubes (at the bazaar), what it does and its prestige."""

    def __init__(self, piece_id: str, name: str, effect: str, crown: bool, w: float, h: float,
                 fonts: dict[str, float], price: tuple[str, ...] = (), prestige: int | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(piece_id, name, CROWN_BAND if crown else ITEM_BAND, w, h, parent)
        self.effect = effect
        self.fonts = fonts
        self.price = price
        self.prestige = prestige

    def paint_face(self, painter: QPainter) -> None:
        w, h, f = self.width, self.height, self.fonts
        painter.setPen(theme.INK)
        metrics = QFontMetricsF(theme.font(f["body"], bold=True, serif=True))
        lines = 1 if metrics.horizontalAdvance(self.title) <= w - 8 else 2
        name_h = lines * metrics.lineSpacing() + 1
        draw_words(painter, QRectF(4, self.BAND + 2, w - 8, name_h), self.title, f["body"], f["tiny"], bold=True,
                   serif=True, flags=int(WRAP | Qt.AlignmentFlag.AlignVCenter))
        y = self.BAND + 3 + name_h
        low = self.price or self.prestige is not None  # the bottom row: prestige disc, then the price in cubes
        painter.setPen(theme.INK)
        draw_words(painter, QRectF(4, y, w - 8, h - y - (24 if low else 4)), self.effect, f["small"], f["tiny"])
        if self.prestige is not None:
            medallion(painter, QRectF(5, h - 23, 19, 19), str(self.prestige), f["small"])
        if self.price:
            size = min(12.0, (w - 34) / len(self.price) - 2)
            x = 28 + (w - 32 - len(self.price) * (size + 2)) / 2
            for k, colour in enumerate(self.price):
                draw_cube(painter, QRectF(x + k * (size + 2), h - 13 - size / 2, size, size),
                          QColor(GOODS_COLOURS[colour]))


class VoteCardItem(ParchmentCard):
    """A vote card: its name on the band, then its effect for one, two and three or more voters."""

    BAND = 22.0

    def __init__(self, piece_id: str, name: str, band: str, effects: tuple[str, ...], counts: tuple[str, ...],
                 w: float, h: float, fonts: dict[str, float], parent: QGraphicsItem | None = None) -> None:
        super().__init__(piece_id, name, band, w, h, parent)
        self.effects = effects
        self.counts = counts
        self.fonts = fonts

    def paint_face(self, painter: QPainter) -> None:
        w, h, f = self.width, self.height, self.fonts
        painter.setPen(theme.text_on(self.band))
        draw_words(painter, QRectF(2, 2, w - 4, self.BAND - 3), self.title, f["body"], f["tiny"], bold=True,
                   flags=int(Qt.AlignmentFlag.AlignCenter))
        if not self.effects:
            return
        row = (h - self.BAND - 4) / len(self.effects)
        badge = 18.0
        for k, (count, effect) in enumerate(zip(self.counts, self.effects, strict=True)):
            top = self.BAND + 2 + k * row
            if k:
                painter.setPen(QPen(QColor(0, 0, 0, 40), 1))
                painter.drawLine(6, int(top), int(w - 6), int(top))
            medallion(painter, QRectF(3, top + 4, badge, badge), count, f["tiny"], theme.darker(self.band, 110))
            painter.setPen(theme.INK)
            draw_words(painter, QRectF(badge + 5, top + 3, w - badge - 7, row - 4), effect, f["small"], f["tiny"],
                       flags=int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignTop))


class ControlCardItem(ParchmentCard):
    """A market-control card: its three districts; the band takes the colour (and the letter) of the seat
    that may claim it."""

    def __init__(self, piece_id: str, districts: list[str], band: str, letter: str, w: float, h: float,
                 fonts: dict[str, float], parent: QGraphicsItem | None = None) -> None:
        super().__init__(piece_id, " · ".join(districts), band, w, h, parent)
        self.districts = districts
        self.letter = letter
        self.fonts = fonts

    def paint_face(self, painter: QPainter) -> None:
        w, h, f = self.width, self.height, self.fonts
        painter.setPen(theme.INK)
        draw_words(painter, QRectF(4, self.BAND + 2, w - 8, h - self.BAND - 4), "\n".join(self.districts),
                   f["body"], f["tiny"], bold=True, serif=True, flags=int(WRAP | Qt.AlignmentFlag.AlignVCenter))
        if self.letter:
            medallion(painter, QRectF(w - 21, h - 21, 17, 17), self.letter, f["tiny"], self.band)


class MarketCardItem(ParchmentCard):
    """The open Great Market card: what a sale costs and gives, and who may sell."""

    BAND = 20.0

    def __init__(self, title: str, sale: str, condition: str, w: float, h: float, fonts: dict[str, float],
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__("great_market_card", title, MARKET_BAND, w, h, parent)
        self.sale = sale
        self.condition = condition
        self.fonts = fonts
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def paint_face(self, painter: QPainter) -> None:
        w, h, f = self.width, self.height, self.fonts
        painter.setPen(theme.text_on(self.band))
        draw_words(painter, QRectF(4, 2, w - 8, self.BAND - 3), self.title, f["body"], f["tiny"], bold=True,
                   serif=True, flags=int(Qt.AlignmentFlag.AlignCenter))
        painter.setPen(QColor(MARKET_BAND))
        draw_words(painter, QRectF(4, self.BAND + 2, w - 8, 21), self.sale, f["big"], f["body"], bold=True,
                   flags=int(Qt.AlignmentFlag.AlignCenter))
        painter.setPen(theme.INK)
        draw_words(painter, QRectF(3, self.BAND + 24, w - 6, h - self.BAND - 25), self.condition, f["small"],
                   f["tiny"])
