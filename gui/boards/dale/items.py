"""Dale of Merchants' painted pieces: animal cards with drawn emblems, piles and stall slots."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.scene import theme
from gui.scene.card import CardFace, CardItem, draw_provenance_mark
from gui.scene.zone import ZoneItem as SceneZoneItem

DECK_COLOURS = {
    "macaws": "#b83227",
    "pandas": "#2f4858",
    "raccoons": "#776b62",
    "squirrels": "#9c5b2e",
    "ocelots": "#d08f1c",
    "chameleons": "#3f8f48",
    "junk": "#8f8878",
}
BACK = "#5a3b6b"  # the back of every player card


@dataclass
class CardLook:
    """What a face shows: name, deck (colour and emblem), value, kind marks and a copy ribbon."""

    name: str
    deck: str
    value: int | str
    printed: int | str
    technique: bool = False
    bonus: bool = False
    copy: str = ""  # the copied card's name, or ""
    face_down: bool = False
    compact: bool = False  # the name in the band: a card covered by another in a stack
    provenance: str = ""  # "reconstructed" when its printed text could not be confirmed
    text: str = ""  # the effect, printed on the face when the card is drawn at a readable size (hand, market)


TEXT_POINTS = (8.0, 7.75, 7.5, 7.25, 7.0)  # the effect text's sizes, largest first; 7 pt is the floor
WITH_EMBLEM = 7.5  # a text that fits under the emblem only in a smaller size leaves the emblem out
EMBLEM_MIN = 24.0  # the emblem is left out when less height than this remains above the text


@dataclass(frozen=True)
class FaceText:
    """Where a face's effect text goes: its frame, its size and the emblem's place (None: no room)."""

    frame: QRectF
    points: float
    emblem: QRectF | None
    fits: bool  # False: not even the smallest size holds it (a test keeps every card's text fitting)


TEXT_FLAGS = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap


def text_font(points: float) -> QFont:
    return theme.font(points)


def face_text(text: str, body: QRectF) -> FaceText:
    """The largest size (at least ``WITH_EMBLEM``) at which ``text`` fits ``body``'s width under an
    emblem; failing that, the largest at which it fits the whole of ``body`` (the emblem left out)."""

    def needed(points: float) -> QRectF:
        metrics = QFontMetricsF(text_font(points))
        return metrics.boundingRect(QRectF(0, 0, body.width(), 10_000), int(TEXT_FLAGS), text)

    def fits(size: QRectF, height: float) -> bool:
        return size.width() <= body.width() + 0.5 and size.height() <= height

    for points in (p for p in TEXT_POINTS if p >= WITH_EMBLEM):
        size = needed(points)
        if fits(size, body.height() - EMBLEM_MIN - 2):
            top = body.bottom() - size.height()
            return FaceText(QRectF(body.left(), top, body.width(), size.height()), points,
                            QRectF(body.left() + body.width() * 0.2, body.top(), body.width() * 0.6,
                                   top - 2 - body.top()), True)
    for points in TEXT_POINTS:
        size = needed(points)
        if fits(size, body.height()):
            return FaceText(QRectF(body.left(), body.bottom() - size.height(), body.width(), size.height()), points,
                            None, True)
    return FaceText(body, TEXT_POINTS[-1], None, False)


def draw_emblem(painter: QPainter, deck: str, rect: QRectF, colour: QColor) -> None:
    """The deck's animal, drawn with a few shapes so a card is known by its picture too."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    ink = QPen(theme.darker(colour, 200), max(1.0, r * 0.06))
    painter.setPen(ink)
    if deck == "macaws":
        painter.setBrush(colour)
        painter.drawEllipse(QPointF(c.x() - r * 0.15, c.y()), r * 0.62, r * 0.62)
        beak = QPainterPath(QPointF(c.x() + r * 0.35, c.y() - r * 0.35))
        beak.cubicTo(QPointF(c.x() + r * 1.0, c.y() - r * 0.4), QPointF(c.x() + r * 1.0, c.y() + r * 0.3),
                     QPointF(c.x() + r * 0.65, c.y() + r * 0.55))
        beak.lineTo(QPointF(c.x() + r * 0.35, c.y() + r * 0.15))
        beak.closeSubpath()
        painter.setBrush(QColor("#f2d16b"))
        painter.drawPath(beak)
        painter.setBrush(QColor("white"))
        painter.drawEllipse(QPointF(c.x() + r * 0.05, c.y() - r * 0.15), r * 0.17, r * 0.17)
        painter.setBrush(theme.INK)
        painter.drawEllipse(QPointF(c.x() + r * 0.08, c.y() - r * 0.15), r * 0.07, r * 0.07)
    elif deck == "pandas":
        painter.setBrush(theme.INK)
        for dx in (-0.55, 0.55):
            painter.drawEllipse(QPointF(c.x() + r * dx, c.y() - r * 0.55), r * 0.27, r * 0.27)
        painter.setBrush(QColor("#fbfaf5"))
        painter.drawEllipse(c, r * 0.78, r * 0.7)
        painter.setBrush(theme.INK)
        for dx in (-0.3, 0.3):
            painter.drawEllipse(QPointF(c.x() + r * dx, c.y() - r * 0.08), r * 0.17, r * 0.22)
        painter.drawEllipse(QPointF(c.x(), c.y() + r * 0.3), r * 0.12, r * 0.08)
    elif deck == "raccoons":
        painter.setBrush(colour.lighter(130))
        ears = QPolygonF([QPointF(c.x() - r * 0.75, c.y() - r * 0.2), QPointF(c.x() - r * 0.55, c.y() - r * 0.9),
                          QPointF(c.x() - r * 0.2, c.y() - r * 0.5)])
        painter.drawPolygon(ears)
        painter.drawPolygon(QPolygonF([QPointF(2 * c.x() - p.x(), p.y()) for p in ears]))
        painter.drawEllipse(c, r * 0.8, r * 0.62)
        painter.setBrush(theme.INK)
        painter.drawRoundedRect(QRectF(c.x() - r * 0.72, c.y() - r * 0.22, r * 1.44, r * 0.32), r * 0.15, r * 0.15)
        painter.setBrush(QColor("white"))
        for dx in (-0.3, 0.3):
            painter.drawEllipse(QPointF(c.x() + r * dx, c.y() - r * 0.06), r * 0.09, r * 0.09)
        painter.setBrush(theme.INK)
        painter.drawEllipse(QPointF(c.x(), c.y() + r * 0.32), r * 0.1, r * 0.07)
    elif deck == "squirrels":
        painter.setBrush(QColor("#d9a866"))
        painter.drawEllipse(QPointF(c.x(), c.y() + r * 0.2), r * 0.5, r * 0.6)
        cap = QPainterPath()
        cap.moveTo(QPointF(c.x() - r * 0.68, c.y() - r * 0.1))
        cap.cubicTo(QPointF(c.x() - r * 0.68, c.y() - r * 0.8), QPointF(c.x() + r * 0.68, c.y() - r * 0.8),
                    QPointF(c.x() + r * 0.68, c.y() - r * 0.1))
        cap.closeSubpath()
        painter.setBrush(colour.darker(115))
        painter.drawPath(cap)
        painter.drawLine(QPointF(c.x(), c.y() - r * 0.6), QPointF(c.x() + r * 0.15, c.y() - r * 0.9))
    elif deck == "ocelots":
        painter.setBrush(colour.darker(140))
        painter.drawEllipse(QPointF(c.x(), c.y() + r * 0.28), r * 0.45, r * 0.38)
        for dx, dy in ((-0.55, -0.2), (-0.2, -0.55), (0.2, -0.55), (0.55, -0.2)):
            painter.drawEllipse(QPointF(c.x() + r * dx, c.y() + r * dy), r * 0.17, r * 0.21)
    elif deck == "chameleons":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        tail = QPen(colour.darker(130), max(1.5, r * 0.2))
        tail.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(tail)
        spiral = QPainterPath()
        for i in range(60):
            t = i / 59 * 3.2 * math.pi
            radius = r * (0.82 - 0.22 * t / math.pi)
            point = QPointF(c.x() + radius * math.cos(t), c.y() + radius * math.sin(t))
            if i == 0:
                spiral.moveTo(point)
            else:
                spiral.lineTo(point)
        painter.drawPath(spiral)
        painter.setPen(ink)
        painter.setBrush(QColor("#f2e9a0"))
        painter.drawEllipse(QPointF(c.x() + r * 0.8, c.y() - r * 0.05), r * 0.2, r * 0.2)
    else:
        painter.setBrush(QColor("#c2b59b"))
        box = QRectF(c.x() - r * 0.65, c.y() - r * 0.55, r * 1.3, r * 1.1)
        painter.drawRect(box)
        painter.drawLine(box.topLeft(), box.bottomRight())
        painter.drawLine(QPointF(box.left(), box.center().y()), QPointF(box.right(), box.center().y()))
    painter.restore()


def medallion(painter: QPainter, rect: QRectF, text: str, colour: QColor, ring: QColor | None = None) -> None:
    painter.setPen(QPen(ring or theme.darker(colour, 170), 2 if ring else 1.2))
    painter.setBrush(colour)
    painter.drawEllipse(rect)
    painter.setPen(theme.text_on(colour))
    painter.setFont(theme.font(max(7.5, rect.height() * 0.42), bold=True))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_face(painter: QPainter, look: CardLook, w: float, h: float, dim: bool = False) -> None:
    """A card face (or back) inside (0, 0, w, h)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    outline = QPainterPath()
    radius = max(4.0, w * 0.07)
    outline.addRoundedRect(QRectF(0, 0, w, h), radius, radius)
    if look.face_down:
        painter.setBrush(QColor(BACK))
        painter.setPen(QPen(theme.INK, 1))
        painter.drawPath(outline)
        painter.setPen(QPen(QColor(255, 255, 255, 80), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(4, 4, w - 8, h - 8), radius - 2, radius - 2)
        painter.drawEllipse(QPointF(w / 2, h / 2), w * 0.22, w * 0.22)
        return
    colour = QColor(DECK_COLOURS.get(look.deck, DECK_COLOURS["junk"]))
    painter.setBrush(theme.PARCHMENT if not dim else QColor("#d9d0bb"))
    painter.setPen(QPen(theme.INK_SOFT, 1))
    painter.drawPath(outline)
    small = w < 70 or look.compact
    band_h = band_height(w, h, look)
    painter.save()
    painter.setClipPath(outline)
    gradient = QLinearGradient(0, 0, 0, band_h)
    gradient.setColorAt(0, theme.lighter(colour, 115))
    gradient.setColorAt(1, colour)
    painter.fillRect(QRectF(0, 0, w, band_h), gradient)
    painter.fillRect(QRectF(0, h - 5, w, 5), colour)
    painter.restore()
    # value medallion in the top left corner, ringed in gold when the value differs from the print
    size = min(w * 0.34, band_h * 0.9 if small else 24.0)
    changed = str(look.value) != str(look.printed)
    medallion(painter, QRectF(3, 2, size, size), str(look.value), QColor("#f6ecd2"),
              theme.GLOW if changed else theme.darker(colour, 150))
    if small:
        painter.setPen(theme.text_on(colour))
        painter.setFont(theme.font(7.0 if w < 70 else 7.5, bold=True, serif=True))
        name_rect = QRectF(size + 4, 0, w - size - 5, band_h)
        text = painter.fontMetrics().elidedText(look.name, Qt.TextElideMode.ElideRight, int(name_rect.width()))
        if text == look.name or len(text) > 4:  # a stub of a name says nothing: the emblem and tooltip do
            painter.drawText(name_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
        body = QRectF(w * 0.2, band_h + 3, w * 0.6, h - band_h - 8)
    elif look.text:
        _kind_marks(painter, look, w, band_h)
        label, name_rect, placed = text_layout(look, w, h)
        if look.copy:
            painter.fillRect(QRectF(0, name_rect.top(), w, name_rect.height()), RIBBON)
        painter.setPen(QColor("white") if look.copy else theme.INK)
        fit_text(painter, name_rect, label, 8.5)
        if placed.emblem is not None and placed.emblem.height() > 10:
            draw_emblem(painter, look.deck, placed.emblem, colour)
        painter.setPen(theme.INK)
        painter.setFont(text_font(placed.points))
        painter.drawText(placed.frame, TEXT_FLAGS, look.text)
        body = QRectF()
    else:
        _kind_marks(painter, look, w, band_h)
        name_rect = QRectF(3, band_h + 2, w - 6, h * 0.26)
        painter.setPen(theme.INK)
        fit_text(painter, name_rect, look.name, 9.0)
        body = QRectF(w * 0.2, name_rect.bottom() + 2, w * 0.6, h - name_rect.bottom() - 10)
    if body.height() > 10:
        draw_emblem(painter, look.deck, body, colour)
    if look.provenance and h > 30:
        side = 8.0 if small else 11.0
        corner = QRectF(3, h - side - 7, side, side)  # left: a pile's count is right
        if look.text and not small:  # the text reaches the bottom: the mark sits in the band by the value
            corner = QRectF(size + 6, (band_h - side) / 2, side, side)
        draw_provenance_mark(painter, corner, look.provenance)
    if look.copy and (small or not look.text):
        ribbon = QRectF(0, h * 0.62, w, 17 if not small else 12)
        painter.fillRect(ribbon, RIBBON)
        painter.setPen(QColor("white"))
        painter.setFont(theme.font(7.5 if not small else 7.0, bold=True))
        text = painter.fontMetrics().elidedText("= " + look.copy, Qt.TextElideMode.ElideRight, int(w - 4))
        painter.drawText(ribbon, Qt.AlignmentFlag.AlignCenter, text)


RIBBON = QColor(63, 143, 72, 225)  # the green of a copying card's ribbon


def name_height(w: float, name: str) -> float:
    """The height of a name over an effect text: one line when it fits one, else two (``fit_text``
    shrinks a name that needs more)."""
    one = QFontMetricsF(theme.font(8.5, bold=True, serif=True))
    # a long name goes on two centred lines: in the hand's fan the next card covers the face's right edge
    return 15.0 if one.horizontalAdvance(name) <= w * 0.8 else 27.0


def band_height(w: float, h: float, look: CardLook) -> float:
    return min(h * 0.2, 26.0) if not (w < 70 or look.compact) else min(h * 0.3, 22.0)


def text_layout(look: CardLook, w: float, h: float) -> tuple[str, QRectF, FaceText]:
    """A face with its effect: the name's words and place under the band, and where the text goes.

    A copying card shows, in its name's place, the copy ribbon ("= Spyglass"), then the copied card's text."""
    label = f"= {look.copy}" if look.copy else look.name
    height = name_height(w, label)
    width = w - 6
    if height > 15.0:  # two lines, kept off the right edge where possible (but never cutting a word)
        metrics = QFontMetricsF(theme.font(8.5, bold=True, serif=True))
        width = min(w - 6, max(w * 0.8, *(metrics.horizontalAdvance(word) + 2 for word in label.split())))
    name_rect = QRectF((w - width) / 2, band_height(w, h, look) + 3, width, height)
    return label, name_rect, face_text(look.text, QRectF(4, name_rect.bottom() + 1, w - 8, h - name_rect.bottom() - 9))


def fit_text(painter: QPainter, rect: QRectF, text: str, points: float) -> None:
    """Draw ``text`` wrapped and centred in ``rect``, shrinking the serif title font until it fits."""
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
    size = points
    while True:
        painter.setFont(theme.font(size, bold=True, serif=True))
        needed = painter.fontMetrics().boundingRect(rect.toRect(), int(flags), text)
        if (needed.width() <= rect.width() and needed.height() <= rect.height()) or size <= 7.0:
            break
        size -= 0.5
    if needed.width() > rect.width():  # one word too long even in the smallest size: elide it
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
        text = painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
    painter.drawText(rect, flags, text)


def _kind_marks(painter: QPainter, look: CardLook, w: float, band_h: float) -> None:
    """A star for a technique, a green + for its bonus action, in the band's right end."""
    x = w - 13
    if look.technique:
        cy = band_h / 2
        star = QPolygonF([QPointF(x + 8 * math.cos(a) * (1 if k % 2 == 0 else 0.45),
                                  cy + 8 * math.sin(a) * (1 if k % 2 == 0 else 0.45))
                          for k, a in enumerate(-math.pi / 2 + i * math.pi / 5 for i in range(10))])
        painter.setPen(QPen(theme.BRASS_DARK, 1))
        painter.setBrush(QColor("#f2d16b"))
        painter.drawPolygon(star)
        x -= 20
    if look.bonus:
        medallion(painter, QRectF(x - 8, band_h / 2 - 8, 16, 16), "+", QColor("#3d6b4f"), QColor("white"))


class DaleCardItem(CardItem):
    """An animal card: a piece to drag, and a target to drop on or click."""

    def __init__(self, piece_id: str, look: CardLook, width: float, height: float, tooltip: str = "",
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(piece_id, CardFace(look.name, face_down=look.face_down), width, height, parent)
        self.look = look
        self.setToolTip(tooltip if not look.face_down else "")

    def face_text_points(self) -> float | None:
        """The size the face prints its effect in; None when it prints none (small, covered or no text)."""
        if not self.look.text or self.look.face_down or self.width < 70 or self.look.compact:
            return None
        return text_layout(self.look, self.width, self.height)[2].points

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self.width, self.height
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80 if self.lifted else 45))
        offset = 6 if self.lifted else 2
        painter.drawRoundedRect(QRectF(offset, offset, w, h), 6, 6)
        paint_face(painter, self.look, w, h, self.highlight == "dim")
        if self.highlight == "lit":
            painter.setBrush(QColor(242, 193, 78, 40))
            painter.setPen(QPen(theme.GLOW, 3.5))
            painter.drawRoundedRect(QRectF(-1.5, -1.5, w + 3, h + 3), 8, 8)


class ZoneItem(SceneZoneItem):
    """Dale's zones: a lighter shade when dimmed, a smaller title, no shade laid over them."""

    dim_darken = 118
    title_points = 9.5
    glow_alpha = 55
    dim_shade = None


class StallSlotItem(ZoneItem):
    """One of the eight places of a stall, its number printed large in the background."""

    def __init__(self, rect: QRectF, number: int, next_slot: bool, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, "#e6d5ae" if not next_slot else "#f3e4bd", dashed=True, parent=parent)
        self.number = number
        self.radius = 6.0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        painter.setPen(QColor(110, 85, 50, 120))
        painter.setFont(theme.font(max(10.0, self.rect.height() * 0.28), bold=True, serif=True))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, str(self.number))


class PileItem(ZoneItem):
    """A face-down pile (a deck) with its count; a target when registered."""

    def __init__(self, rect: QRectF, count: int, caption: str, colour: str = BACK,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, colour, parent=parent)
        self.count = count
        self.caption = caption
        self.radius = 6.0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        layers = min(4, (self.count + 4) // 5)
        for i in range(layers, 0, -1):
            painter.setPen(QPen(theme.INK, 0.8))
            painter.setBrush(theme.darker(self.fill, 100 + 12 * i))
            painter.drawRoundedRect(r.translated(i * 1.5, i * 1.5), self.radius, self.radius)
        if self.count:
            painter.setBrush(self.fill)
            painter.setPen(QPen(theme.INK, 1))
            painter.drawRoundedRect(r, self.radius, self.radius)
            painter.setPen(QPen(QColor(255, 255, 255, 80), 1.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(4, 4, -4, -4), self.radius - 2, self.radius - 2)
        else:
            painter.setBrush(QColor(255, 255, 255, 30))
            painter.setPen(QPen(theme.INK_SOFT, 1, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(r, self.radius, self.radius)
        count_rect = QRectF(r.center().x() - 15, r.center().y() - 15, 30, 30)
        medallion(painter, count_rect, str(self.count), theme.BRASS)
        painter.setPen(QColor("white") if self.count else theme.INK_SOFT)
        painter.setFont(theme.font(8, bold=True))
        painter.drawText(r.adjusted(2, 4, -2, -4), Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignHCenter |
                         Qt.TextFlag.TextWordWrap, self.caption)
        self.paint_glow(painter)
